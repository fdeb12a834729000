#include "GuiLauncher.h"
#include "appinfo/AppInfo.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    llmcap::AppInfo::setUp();
    return llmcap::GuiLauncher::run(app.arguments());
}
