#include "sweep/SweepRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"

#include <QJsonDocument>

namespace llmcap {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QJsonObject parse(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

#define LLMCAP_SWEEP_SELECT                                                                        \
    "SELECT s.id, COALESCE(s.project_id, 0), s.name, s.status, s.created_at, s.updated_at, "       \
    "s.config, s.endpoint, s.result, (SELECT COUNT(*) FROM sweep_steps t WHERE t.sweep_id = "      \
    "s.id) FROM sweeps s"

SweepInfo readInfo(const SqlStatement &q)
{
    SweepInfo s;
    s.id = q.int64(0);
    s.projectId = q.int64(1);
    s.name = q.text(2);
    s.status = SweepInfo::parseStatus(q.text(3));
    s.createdAt = QDateTime::fromString(q.text(4), Qt::ISODateWithMs);
    s.updatedAt = QDateTime::fromString(q.text(5), Qt::ISODateWithMs);
    s.config = parse(q.text(6));
    s.endpoint = parse(q.text(7));
    if (!q.isNull(8))
        s.result = SweepResult::fromJson(parse(q.text(8)));
    s.stepCount = int(q.int64(9));
    return s;
}

} // namespace

QString SweepInfo::statusKey(Status status)
{
    switch (status) {
    case Status::Running:
        return QStringLiteral("running");
    case Status::Completed:
        return QStringLiteral("completed");
    case Status::Stopped:
        return QStringLiteral("stopped");
    case Status::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

SweepInfo::Status SweepInfo::parseStatus(const QString &key)
{
    for (Status s : {Status::Completed, Status::Stopped, Status::Failed})
        if (statusKey(s) == key)
            return s;
    return Status::Running;
}

Result<qint64> SweepRepository::create(const SweepConfig &config, const QJsonObject &endpoint)
{
    SqlStatement q(m_db.handle(), "INSERT INTO sweeps (project_id, name, status, created_at, "
                                  "updated_at, config, endpoint) VALUES (?, ?, ?, ?, ?, ?, ?)");
    const QString stamp = now();
    if (config.bench.projectId > 0)
        q.bind(1, config.bench.projectId);
    else
        q.bindNull(1);
    q.bind(2, config.name)
        .bind(3, SweepInfo::statusKey(SweepInfo::Status::Running))
        .bind(4, stamp)
        .bind(5, stamp)
        .bind(6, compact(config.toJson()))
        .bind(7, compact(endpoint));
    if (!q.exec())
        return Result<qint64>::failure(q.error());
    return m_db.lastInsertRowId();
}

Status SweepRepository::addStep(qint64 sweepId, const SweepStep &step)
{
    return m_db.transaction([&]() -> Status {
        SqlStatement q(m_db.handle(), "INSERT OR REPLACE INTO sweep_steps (sweep_id, step_index, "
                                      "run_id, rate_rps, verdict, step) VALUES (?, ?, ?, ?, ?, ?)");
        q.bind(1, sweepId).bind(2, step.index);
        if (step.runId > 0)
            q.bind(3, step.runId);
        else
            q.bindNull(3);
        q.bind(4, step.rateRps)
            .bind(5, SweepStep::verdictKey(step.verdict))
            .bind(6, compact(step.toJson()));
        if (!q.exec())
            return Status::failure(q.error());
        SqlStatement touch(m_db.handle(), "UPDATE sweeps SET updated_at = ? WHERE id = ?");
        touch.bind(1, now()).bind(2, sweepId);
        if (!touch.exec())
            return Status::failure(touch.error());
        return {};
    });
}

Status SweepRepository::setStatus(qint64 sweepId, SweepInfo::Status status)
{
    SqlStatement q(m_db.handle(), "UPDATE sweeps SET status = ?, updated_at = ? WHERE id = ?");
    q.bind(1, SweepInfo::statusKey(status)).bind(2, now()).bind(3, sweepId);
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

Status SweepRepository::finish(qint64 sweepId, const SweepResult &result)
{
    SqlStatement q(m_db.handle(),
                   "UPDATE sweeps SET status = ?, result = ?, updated_at = ? WHERE id = ?");
    q.bind(1, SweepInfo::statusKey(SweepInfo::Status::Completed))
        .bind(2, compact(result.toJson()))
        .bind(3, now())
        .bind(4, sweepId);
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

Result<SweepInfo> SweepRepository::find(qint64 sweepId) const
{
    SqlStatement q(m_db.handle(), LLMCAP_SWEEP_SELECT " WHERE s.id = ?");
    q.bind(1, sweepId);
    switch (q.step()) {
    case SqlStatement::Step::Row:
        return readInfo(q);
    case SqlStatement::Step::Done:
        return Result<SweepInfo>::failure(tr("there is no sweep %1 in this database").arg(sweepId));
    case SqlStatement::Step::Error:
        break;
    }
    return Result<SweepInfo>::failure(q.error());
}

Result<QList<SweepInfo>> SweepRepository::list(qint64 projectId) const
{
    SqlStatement q(m_db.handle(), projectId > 0 ? LLMCAP_SWEEP_SELECT
                                      " WHERE s.project_id = ? ORDER BY s.id DESC"
                                                : LLMCAP_SWEEP_SELECT " ORDER BY s.id DESC");
    if (projectId > 0)
        q.bind(1, projectId);
    QList<SweepInfo> sweeps;
    SqlStatement::Step s;
    while ((s = q.step()) == SqlStatement::Step::Row)
        sweeps.append(readInfo(q));
    if (s == SqlStatement::Step::Error)
        return Result<QList<SweepInfo>>::failure(q.error());
    return sweeps;
}

Result<QList<SweepStep>> SweepRepository::steps(qint64 sweepId) const
{
    SqlStatement q(m_db.handle(),
                   "SELECT step FROM sweep_steps WHERE sweep_id = ? ORDER BY step_index");
    q.bind(1, sweepId);
    QList<SweepStep> steps;
    SqlStatement::Step s;
    while ((s = q.step()) == SqlStatement::Step::Row)
        steps.append(SweepStep::fromJson(parse(q.text(0))));
    if (s == SqlStatement::Step::Error)
        return Result<QList<SweepStep>>::failure(q.error());
    return steps;
}

} // namespace llmcap
