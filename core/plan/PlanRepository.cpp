#include "plan/PlanRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"

#include <QJsonDocument>

namespace llmcap {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString toText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

Result<std::optional<PlanInput>> PlanRepository::loadInput(qint64 projectId,
                                                           QStringList *problems) const
{
    using R = Result<std::optional<PlanInput>>;
    SqlStatement q(m_db.handle(), "SELECT document FROM sizing_requests WHERE project_id = ?");
    q.bind(1, projectId);
    const auto step = q.step();
    if (step == SqlStatement::Step::Error)
        return R::failure(q.error());
    if (step == SqlStatement::Step::Done)
        return R(std::nullopt);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(q.text(0).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return R::failure(tr("the sizing request of project %1 is damaged: %2")
                              .arg(projectId)
                              .arg(error.errorString()));
    if (problems) {
        problems->clear();
        return R(std::optional<PlanInput>(PlanInput::readPartly(doc.object(), problems)));
    }
    auto input =
        PlanInput::fromJson(doc.object(), tr("sizing request of project %1").arg(projectId));
    if (!input)
        return R::failure(input.error());
    return R(std::optional<PlanInput>(std::move(input).value()));
}

Status PlanRepository::saveInput(qint64 projectId, const PlanInput &input)
{
    if (const QStringList errors = input.readBackErrors(); !errors.isEmpty()) {
        QStringList stored;
        if (!loadInput(projectId, &stored))
            stored.clear();
        for (const QString &e : errors)
            if (!stored.contains(e))
                return Status::failure(
                    tr("The sizing request was not saved: it could not be read back (%1).").arg(e));
    }
    SqlStatement q(
        m_db.handle(),
        "INSERT INTO sizing_requests (project_id, document, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (project_id) DO UPDATE SET document = excluded.document, "
        "updated_at = excluded.updated_at");
    q.bind(1, projectId).bind(2, toText(input.toJson())).bind(3, now());
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

Result<qint64> PlanRepository::savePlan(qint64 projectId, const PlanInput &input,
                                        const CapacityPlan &plan, const QString &sweepId)
{
    SqlStatement q(m_db.handle(),
                   "INSERT INTO plans (project_id, created_at, sweep_id, preliminary, "
                   "total_replicas, total_gpus, input, plan) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    q.bind(1, projectId).bind(2, now());
    if (sweepId.isEmpty())
        q.bindNull(3);
    else
        q.bind(3, sweepId);
    q.bind(4, plan.preliminary ? 1 : 0)
        .bind(5, plan.totalReplicas)
        .bind(6, plan.totalGpus)
        .bind(7, toText(input.toJson()))
        .bind(8, toText(plan.toJson()));
    if (!q.exec())
        return Result<qint64>::failure(q.error());
    return m_db.lastInsertRowId();
}

namespace {

constexpr const char *kPlanColumns = "SELECT id, project_id, created_at, sweep_id, preliminary, "
                                     "total_replicas, total_gpus, input, plan FROM plans ";

StoredPlan storedPlanOf(const SqlStatement &q)
{
    StoredPlan p;
    p.id = q.int64(0);
    p.projectId = q.int64(1);
    p.createdAt = QDateTime::fromString(q.text(2), Qt::ISODateWithMs);
    p.sweepId = q.isNull(3) ? QString() : q.text(3);
    p.preliminary = q.int64(4) != 0;
    p.totalReplicas = int(q.int64(5));
    p.totalGpus = int(q.int64(6));
    p.input = QJsonDocument::fromJson(q.text(7).toUtf8()).object();
    p.plan = QJsonDocument::fromJson(q.text(8).toUtf8()).object();
    return p;
}

} // namespace

Result<QList<StoredPlan>> PlanRepository::plans(qint64 projectId) const
{
    const QByteArray sql =
        QByteArray(kPlanColumns) + "WHERE project_id = ? ORDER BY created_at DESC, id DESC";
    SqlStatement q(m_db.handle(), sql.constData());
    q.bind(1, projectId);
    QList<StoredPlan> result;
    SqlStatement::Step step;
    while ((step = q.step()) == SqlStatement::Step::Row)
        result.append(storedPlanOf(q));
    if (step == SqlStatement::Step::Error)
        return Result<QList<StoredPlan>>::failure(q.error());
    return result;
}

Result<std::optional<StoredPlan>> PlanRepository::find(qint64 planId) const
{
    using R = Result<std::optional<StoredPlan>>;
    const QByteArray sql = QByteArray(kPlanColumns) + "WHERE id = ?";
    SqlStatement q(m_db.handle(), sql.constData());
    q.bind(1, planId);
    const auto step = q.step();
    if (step == SqlStatement::Step::Error)
        return R::failure(q.error());
    if (step == SqlStatement::Step::Done)
        return R(std::nullopt);
    return R(std::optional<StoredPlan>(storedPlanOf(q)));
}

} // namespace llmcap
