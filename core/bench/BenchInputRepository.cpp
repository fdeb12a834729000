#include "bench/BenchInputRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"

#include <QDateTime>
#include <QJsonDocument>

namespace llmcap {

namespace {

Result<QJsonObject> parse(const QString &text, const QString &what)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Result<QJsonObject>::failure(
            BenchInputRepository::tr("the %1 is damaged: %2").arg(what, error.errorString()));
    return doc.object();
}

} // namespace

Result<BenchInputs> BenchInputRepository::load(qint64 projectId) const
{
    using R = Result<BenchInputs>;
    SqlStatement q(m_db.handle(),
                   "SELECT workload, slo FROM project_bench_inputs WHERE project_id = ?");
    q.bind(1, projectId);
    const auto step = q.step();
    if (step == SqlStatement::Step::Error)
        return R::failure(q.error());
    BenchInputs inputs;
    if (step == SqlStatement::Step::Done)
        return inputs;
    if (!q.isNull(0)) {
        const QString what = tr("workload of project %1").arg(projectId);
        auto json = parse(q.text(0), what);
        if (!json)
            return R::failure(json.error());
        auto workload = Workload::fromJson(*json, what);
        if (!workload)
            return R::failure(workload.error());
        inputs.workload = *workload;
    }
    if (!q.isNull(1)) {
        const QString what = tr("SLO of project %1").arg(projectId);
        auto json = parse(q.text(1), what);
        if (!json)
            return R::failure(json.error());
        auto slo = Slo::fromJson(*json, what);
        if (!slo)
            return R::failure(slo.error());
        inputs.slo = *slo;
    }
    return inputs;
}

Status BenchInputRepository::saveWorkload(qint64 projectId, const Workload &workload)
{
    return save(projectId,
                "INSERT INTO project_bench_inputs (project_id, workload, updated_at) "
                "VALUES (?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET "
                "workload = excluded.workload, updated_at = excluded.updated_at",
                workload.toJson());
}

Status BenchInputRepository::saveSlo(qint64 projectId, const Slo &slo)
{
    return save(projectId,
                "INSERT INTO project_bench_inputs (project_id, slo, updated_at) "
                "VALUES (?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET "
                "slo = excluded.slo, updated_at = excluded.updated_at",
                slo.toJson());
}

Status BenchInputRepository::save(qint64 projectId, const char *sql, const QJsonObject &document)
{
    SqlStatement q(m_db.handle(), sql);
    q.bind(1, projectId)
        .bind(2, QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Compact)))
        .bind(3, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

} // namespace llmcap
