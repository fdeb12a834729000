#include "workflow/ExportBundle.h"

#include "export/PdfRenderer.h"
#include "export/PlanCsv.h"
#include "export/QuestionnaireMarkdown.h"
#include "export/ReportJson.h"
#include "export/SweepRequestsCsv.h"
#include "plan/CapacityPlanner.h"
#include "plan/PlanRepository.h"
#include "util/AtomicFile.h"
#include "util/SecretText.h"

#include <QJsonDocument>

namespace llmcap {

namespace {

// Every file an export writes goes through the one redaction (the PDF's text too).
Status writeRedacted(const QString &path, const QByteArray &bytes)
{
    return AtomicFile::write(path, SecretText::redact(bytes));
}

} // namespace

ReportData ExportBundle::report(const QString &projectName, const PlanInput &input, Database *db,
                                std::optional<SweepSummary> sweep)
{
    QList<SweepSummary> sweeps;
    if (db) {
        sweeps = SweepSummary::attachedTo(*db, input.deployment);
        if (!sweep)
            sweep = SweepSummary::attachedTo(*db, input.deployment.sustainable);
    }
    return report(projectName, input, sweeps, std::move(sweep));
}

ReportData ExportBundle::report(const QString &projectName, const PlanInput &input,
                                const QList<SweepSummary> &sweeps,
                                std::optional<SweepSummary> sweep)
{
    ReportData d;
    d.projectName = projectName;
    d.input = input;
    d.plan = CapacityPlanner::plan(input, sweeps);
    d.sweep = std::move(sweep);
    d.generatedAt = QDateTime::currentDateTimeUtc();
    return d;
}

Status ExportBundle::attachValidation(ReportData &data, Database &db, qint64 projectId)
{
    auto plans = PlanRepository(db).plans(projectId);
    if (!plans)
        return Status::failure(plans.error());
    const QJsonObject current = data.plan.toJson();
    ValidationRepository validations(db);
    for (const StoredPlan &p : std::as_const(*plans)) {
        if (p.plan != current)
            continue;
        auto latest = validations.latestForPlan(p.id);
        if (!latest)
            return Status::failure(latest.error());
        if (*latest && (!data.validation || (*latest)->createdAt > data.validation->createdAt))
            data.validation = **latest;
    }
    return {};
}

Status ExportBundle::writeOne(const ReportData &data, const File &file, Database *db,
                              PdfRenderer *pdf)
{
    switch (file.kind) {
    case Kind::ReportPdf:
        if (!pdf)
            return Status::failure(tr("this build cannot write PDF files"));
        return pdf->writeReport(data, file.path);
    case Kind::PlanCsv:
        return writeRedacted(file.path, PlanCsv::planRows(data.plan));
    case Kind::ReportJson:
        return writeRedacted(
            file.path, QJsonDocument(ReportJson::build(data)).toJson(QJsonDocument::Indented));
    case Kind::StepsCsv:
        if (!data.sweep)
            return Status::failure(tr("no sweep is attached to this plan: no steps to export"));
        return writeRedacted(file.path, PlanCsv::sweepSteps(*data.sweep));
    case Kind::RequestsCsv: {
        if (!data.sweep)
            return Status::failure(tr("no sweep is attached to this plan: no requests to export"));
        if (!db)
            return Status::failure(tr("the requests of a sweep are read from its database"));
        auto bytes = SweepRequestsCsv::build(*db, data.sweep->id.toLongLong());
        if (!bytes)
            return Status::failure(bytes.error());
        return writeRedacted(file.path, *bytes);
    }
    case Kind::QuestionnaireMarkdown:
        return writeRedacted(
            file.path,
            QuestionnaireMarkdown::render(data.input.request, data.projectName).toUtf8());
    case Kind::QuestionnairePdf:
        if (!pdf)
            return Status::failure(tr("this build cannot write PDF files"));
        return pdf->writeQuestionnaire(data.input.request, data.projectName, file.path);
    case Kind::SizingFile:
        return data.input.save(file.path);
    case Kind::ValidationCsv:
        if (!data.validation)
            return Status::failure(
                tr("no validation is attached to this plan: no per-minute rows to export"));
        return writeRedacted(file.path, data.validation->report.minutesCsv());
    }
    return Status::failure(tr("unknown export"));
}

Result<QStringList> ExportBundle::write(const ReportData &data, const QList<File> &files,
                                        Database *db, PdfRenderer *pdf)
{
    QStringList written;
    for (const File &f : files) {
        if (Status s = writeOne(data, f, db, pdf); !s)
            return Result<QStringList>::failure(s.error());
        written << f.path;
    }
    return written;
}

} // namespace llmcap
