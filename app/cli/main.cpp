#include "app/AppInfo.h"
#include "cli/BuiltinCommands.h"
#include "cli/CliApplication.h"
#include "cli/CommandRegistry.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    llmcap::AppInfo::setUp();
    llmcap::CommandRegistry registry;
    llmcap::registerBuiltinCommands(registry);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return llmcap::CliApplication(registry).run(app.arguments(), out, err);
}
