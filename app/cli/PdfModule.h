#pragma once

#include "export/PdfRenderer.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QLibrary>
#include <QString>

#include <memory>

namespace llmcap {

// llmcap-cli's way to PDF: the report library needs Qt Gui and a QGuiApplication, which every
// other command must not. The executable links no Qt Gui; when a command will write a PDF,
// main() asks this class to load the PDF module (libllmcap-pdf.so beside the executable, or in
// the installed library folder) and to create the application through it. When that fails the
// command runs on a QCoreApplication and renderer() reports why in one line, so a PDF-less
// command still works and a PDF command fails before it measures anything.
class PdfModule
{
    Q_DECLARE_TR_FUNCTIONS(PdfModule)

public:
    PdfModule() = default;
    ~PdfModule();
    PdfModule(const PdfModule &) = delete;
    PdfModule &operator=(const PdfModule &) = delete;

    // Loads the module and creates a QGuiApplication on the offscreen platform; nullptr when
    // the module or Qt Gui is unavailable (renderer() then says why).
    std::unique_ptr<QCoreApplication> createApplication(int &argc, char **argv);
    // The renderer, or why there is none; translated at the time of the call. Valid while the
    // application createApplication returned lives.
    Result<PdfRenderer *> renderer() const;
    // Ends the renderer; call before the application goes.
    void release();

    // The files looked for, in order: beside the executable, then the installed module folder.
    static QStringList candidatePaths();

private:
    enum class Failure { NotTried, NotFound, NotLoadable, OtherBuild, NoPlatformPlugin };

    QLibrary m_library;
    std::unique_ptr<PdfRenderer> m_renderer;
    Failure m_failure = Failure::NotTried;
    QString m_detail;
};

} // namespace llmcap
