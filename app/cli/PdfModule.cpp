#include "cli/PdfModule.h"

#include "cli/PdfModuleAbi.h"
#include "export/PdfRenderer.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace llmcap {

PdfModule::~PdfModule()
{
    release();
}

QStringList PdfModule::candidatePaths()
{
    // Before any QCoreApplication exists, so not applicationDirPath().
    const QString exeDir =
        QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).absolutePath();
    const QString name = QStringLiteral("libllmcap-pdf.so");
    return {QDir(exeDir).filePath(name),
            QDir::cleanPath(QDir(exeDir).filePath(QLatin1String(LLMCAP_PDF_MODULE_RELDIR) +
                                                  QLatin1Char('/') + name))};
}

std::unique_ptr<QCoreApplication> PdfModule::createApplication(int &argc, char **argv)
{
    m_failure = Failure::NotFound;
    m_detail.clear();
    const QStringList candidates = candidatePaths();
    const auto found = std::find_if(candidates.cbegin(), candidates.cend(),
                                    [](const QString &c) { return QFileInfo(c).isFile(); });
    if (found == candidates.cend()) {
        m_detail = candidates.join(QLatin1String(", "));
        return nullptr;
    }
    const QString path = *found;
    m_library.setFileName(path);
    if (!m_library.load()) {
        m_failure = Failure::NotLoadable;
        m_detail = m_library.errorString();
        return nullptr;
    }
    auto stampFn = reinterpret_cast<LlmcapPdfStampFn>(m_library.resolve(pdfmodule::kStampSymbol));
    auto createApp = reinterpret_cast<LlmcapPdfCreateApplicationFn>(
        m_library.resolve(pdfmodule::kCreateApplicationSymbol));
    auto createRenderer = reinterpret_cast<LlmcapPdfCreateRendererFn>(
        m_library.resolve(pdfmodule::kCreateRendererSymbol));
    if (!stampFn || !createApp || !createRenderer || pdfmodule::stamp() != stampFn()) {
        m_failure = Failure::OtherBuild;
        m_detail = QDir::toNativeSeparators(path);
        return nullptr;
    }
    QString searched;
    std::unique_ptr<QCoreApplication> app(createApp(&argc, argv, &searched));
    if (!app) {
        m_failure = Failure::NoPlatformPlugin;
        m_detail = searched;
        return nullptr;
    }
    m_renderer.reset(createRenderer());
    return app;
}

Result<PdfRenderer *> PdfModule::renderer() const
{
    if (m_renderer)
        return m_renderer.get();
    QString why;
    switch (m_failure) {
    case Failure::NotTried:
        why = tr("this command did not ask for the PDF module");
        break;
    case Failure::NotFound:
        why = tr("the PDF module libllmcap-pdf.so is not installed (looked for %1)").arg(m_detail);
        break;
    case Failure::NotLoadable:
        why = tr("the PDF module does not load: %1").arg(m_detail);
        break;
    case Failure::OtherBuild:
        why = tr("the PDF module %1 belongs to another llmcap build").arg(m_detail);
        break;
    case Failure::NoPlatformPlugin:
        why = tr("Qt's offscreen platform plugin (platforms/libqoffscreen.so) is not installed "
                 "in %1")
                  .arg(m_detail.isEmpty() ? tr("any plugin folder") : m_detail);
        break;
    }
    return Result<PdfRenderer *>::failure(tr("cannot write PDF files: %1").arg(why));
}

void PdfModule::release()
{
    m_renderer.reset();
}

} // namespace llmcap
