#pragma once

#include "util/Result.h"

#include <QString>

#include <memory>

namespace llmcap {

struct ReportData;
class SizingRequest;

// PDF rendering needs Qt Gui, which llmcap_core must not link. The report library
// (report/, llmcap_report) implements this interface and the executables install it at start-up,
// so core code such as `llmcap-cli plan --pdf` can write PDFs without depending on Gui.
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

    static void install(std::unique_ptr<PdfRenderer> renderer);
    // nullptr when none is installed (a build without the report library).
    static PdfRenderer *installed();
};

} // namespace llmcap
