#include "PdfReportWriter.h"

#include "ReportDocument.h"
#include "appinfo/AppInfo.h"
#include "export/ReportData.h"
#include "sizing/SizingRequest.h"
#include "util/ProtectedFiles.h"
#include "util/SecretText.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace llmcap {

Status PdfReportWriter::print(QTextDocument &doc, const QString &path, const QString &title)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return Status::failure(refused);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QFileInfo(dir).isDir())
        return Status::failure(tr("cannot write %1: the folder does not exist").arg(shown));
    // Written to a temporary name and renamed, so a failed run leaves no half PDF behind.
    const QString partial = path + QLatin1String(".part");
    {
        QPdfWriter writer(partial);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("llmcap ") + AppInfo::version());
        doc.setMetaInformation(QTextDocument::DocumentTitle, title);
        // QTextDocument::print lays the document out on the writer's page with its own margins
        // and page numbers; setting a page size in device pixels first would shrink the page.
        doc.print(&writer);
    }
    QFile::remove(path);
    if (!QFileInfo(partial).isFile() || QFileInfo(partial).size() == 0 ||
        !QFile::rename(partial, path)) {
        QFile::remove(partial);
        return Status::failure(tr("cannot write %1").arg(shown));
    }
    return {};
}

Status PdfReportWriter::writeReport(const ReportData &data, const QString &path)
{
    QTextDocument doc;
    ReportDocument::fillReport(doc, data);
    const QString product = SecretText::redact(data.input.request.text(QStringLiteral("name")));
    return print(doc, path,
                 product.isEmpty() ? tr("Capacity plan") : tr("Capacity plan: %1").arg(product));
}

Status PdfReportWriter::writeQuestionnaire(const SizingRequest &request, const QString &projectName,
                                           const QString &path)
{
    QTextDocument doc;
    ReportDocument::fillQuestionnaire(doc, request, projectName);
    return print(doc, path, tr("Sizing request"));
}

} // namespace llmcap
