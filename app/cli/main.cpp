#include "appinfo/AppInfo.h"
#include "cli/BuiltinCommands.h"
#include "cli/CliApplication.h"
#include "cli/CommandRegistry.h"
#include "cli/PdfModule.h"

#include <QTextStream>

int main(int argc, char *argv[])
{
    llmcap::CommandRegistry registry;
    llmcap::registerBuiltinCommands(registry);
    llmcap::CliApplication cli(registry);

    // Qt Gui only for a command that writes a PDF; everything else runs on Qt Core alone.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    llmcap::PdfModule pdf;
    std::unique_ptr<QCoreApplication> app;
    if (cli.writesPdf(arguments))
        app = pdf.createApplication(argc, argv);
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    llmcap::AppInfo::setUp();
    cli.setPdfRendererSource([&pdf] { return pdf.renderer(); });

    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = cli.run(app->arguments(), out, err);
    pdf.release();
    return code;
}
