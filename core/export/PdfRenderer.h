#pragma once

#include "util/Result.h"

#include <QString>

namespace llmcap {

struct ReportData;
class SizingRequest;

// PDF rendering needs Qt Gui, which llmcap_core must not link. The report library
// (ui/report, llmcap_report) implements this interface; the GUI uses it directly and llmcap-cli
// gets it from its PDF module (app/cli/PdfModule.h) only when a command writes a PDF.
class PdfRenderer
{
public:
    virtual ~PdfRenderer() = default;

    // The review report: questionnaire summary, serving configuration and footprint, sweep
    // curves with SLO lines and the boundary, plan table with assumptions and ranges.
    virtual Status writeReport(const ReportData &data, const QString &path) = 0;
    // The questionnaire itself, to send around.
    virtual Status writeQuestionnaire(const SizingRequest &request, const QString &projectName,
                                      const QString &path) = 0;
};

} // namespace llmcap
