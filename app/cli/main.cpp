#include "PdfReportWriter.h"
#include "app/AppInfo.h"
#include "cli/BuiltinCommands.h"
#include "cli/CliApplication.h"
#include "cli/CommandRegistry.h"

#include <QGuiApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    // PDF reports need a QGuiApplication; a command-line tool must not need a display.
    llmcap::AppInfo::prepareHeadlessGui();
    QGuiApplication app(argc, argv);
    llmcap::AppInfo::setUp();
    llmcap::PdfReportWriter::install();
    llmcap::CommandRegistry registry;
    llmcap::registerBuiltinCommands(registry);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return llmcap::CliApplication(registry).run(app.arguments(), out, err);
}
