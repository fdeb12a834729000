#pragma once

#include "export/PdfRenderer.h"

#include <QCoreApplication>

class QTextDocument;

namespace llmcap {

// Writes reports and questionnaires as A4 PDF files with QPdfWriter (Qt Gui, no widgets), so
// that llmcap-cli writes them headless on the offscreen platform.
class PdfReportWriter : public PdfRenderer
{
    Q_DECLARE_TR_FUNCTIONS(PdfReportWriter)

public:
    Status writeReport(const ReportData &data, const QString &path) override;
    Status writeQuestionnaire(const SizingRequest &request, const QString &projectName,
                              const QString &path) override;

    static Status print(QTextDocument &doc, const QString &path, const QString &title);
};

} // namespace llmcap
