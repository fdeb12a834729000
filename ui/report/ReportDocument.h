#pragma once

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace llmcap {

struct ReportData;
class SizingRequest;

// Lays the review report out as a rich-text document (HTML with chart images as resources):
// plan summary and table with ranges, assumptions, mistakes, projected load, sweep curves with
// SLO lines and the boundary, footprint and serving configuration, questionnaire summary and
// metric definitions. PdfReportWriter prints it; a preview widget can show it.
class ReportDocument
{
    Q_DECLARE_TR_FUNCTIONS(ReportDocument)

public:
    static void fillReport(QTextDocument &doc, const ReportData &data);
    // The questionnaire (QuestionnaireMarkdown) as a document.
    static void fillQuestionnaire(QTextDocument &doc, const SizingRequest &request,
                                  const QString &projectName);
    static void setUpFonts(QTextDocument &doc);
};

} // namespace llmcap
