// The PDF module's entry points (see PdfModuleAbi.h): the only code of llmcap-cli that links
// Qt Gui, loaded by PdfModule when a command writes a PDF.

#include "PdfReportWriter.h"
#include "cli/PdfModuleAbi.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

namespace {

// Qt aborts the process when its platform plugin is missing; look for it first.
bool offscreenPluginPresent()
{
    for (const QString &dir : QCoreApplication::libraryPaths())
        if (QFileInfo(QDir(dir).filePath(QStringLiteral("platforms/libqoffscreen.so"))).isFile())
            return true;
    return false;
}

} // namespace

extern "C" {

Q_DECL_EXPORT const char *llmcapPdfStamp()
{
    static const QByteArray stamp = llmcap::pdfmodule::stamp();
    return stamp.constData();
}

Q_DECL_EXPORT QCoreApplication *llmcapPdfCreateApplication(int *argc, char **argv,
                                                           QString *searched)
{
    // llmcap-cli never opens a window: PDF painting needs fonts, not a display, so the
    // offscreen platform is used whatever QT_QPA_PLATFORM says.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!offscreenPluginPresent()) {
        *searched = QCoreApplication::libraryPaths().join(QLatin1String(", "));
        return nullptr;
    }
    // The offscreen platform warns when XDG_RUNTIME_DIR is unset; nothing here needs it.
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (message.contains(QLatin1String("XDG_RUNTIME_DIR")))
                return;
            if (previous)
                previous(type, context, message);
        });
    return new QGuiApplication(*argc, argv);
}

Q_DECL_EXPORT llmcap::PdfRenderer *llmcapPdfCreateRenderer()
{
    return new llmcap::PdfReportWriter;
}

} // extern "C"
