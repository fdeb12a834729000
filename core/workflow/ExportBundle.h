#pragma once

#include "export/ReportData.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

class Database;
class PdfRenderer;

// A plan and the files it is exported as, one path for every front-end: the Reports and Plan
// pages, `llmcap-cli plan` and `llmcap-cli demo` build the report the same way and write the
// same bytes for each kind of file.
class ExportBundle
{
    Q_DECLARE_TR_FUNCTIONS(ExportBundle)

public:
    enum class Kind {
        ReportPdf,             // the review report (needs a PdfRenderer)
        PlanCsv,               // the plan table
        ReportJson,            // everything, schema llmcap.report/1
        StepsCsv,              // the attached sweep's steps (needs the sweep)
        RequestsCsv,           // the attached sweep's requests (needs the sweep and the database)
        QuestionnaireMarkdown, // the sizing request
        QuestionnairePdf,      // the sizing request (needs a PdfRenderer)
        SizingFile,            // the plan input as YAML or JSON, by the file's extension
        ValidationCsv,         // the attached validation's per-minute rows (needs one)
    };
    struct File
    {
        Kind kind;
        QString path;
    };

    // The report of input: the plan divides by the sweeps its loads name, and is checked
    // against them (read from db when there is one); sweep is the one the product-wide load
    // came from, attached for its curves and steps (looked up in db when not given).
    static ReportData report(const QString &projectName, const PlanInput &input, Database *db,
                             std::optional<SweepSummary> sweep = std::nullopt);
    // The same from sweeps already at hand.
    static ReportData report(const QString &projectName, const PlanInput &input,
                             const QList<SweepSummary> &sweeps, std::optional<SweepSummary> sweep);

    // Attaches the newest validation of a stored plan of the project that is this very plan
    // (the same plan JSON): re-exporting a plan shows its validation, a changed plan none.
    static Status attachValidation(ReportData &data, Database &db, qint64 projectId);

    // Writes each file in order, each whole or not at all (AtomicFile); stops at the first
    // failure with its one-line error. Returns the paths written.
    static Result<QStringList> write(const ReportData &data, const QList<File> &files,
                                     Database *db = nullptr, PdfRenderer *pdf = nullptr);
    static Status writeOne(const ReportData &data, const File &file, Database *db = nullptr,
                           PdfRenderer *pdf = nullptr);
};

} // namespace llmcap
