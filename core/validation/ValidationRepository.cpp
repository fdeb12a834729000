#include "validation/ValidationRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"
#include "validation/ValidationWorkflow.h"

#include <QJsonDocument>

#include <sqlite3.h>

namespace llmcap {

namespace {

QString toText(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

std::optional<QJsonObject> parseObject(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace

ValidationSettings ValidationSettings::of(const FleetValidationRequest &request)
{
    ValidationSettings s;
    s.preset = request.preset;
    s.replicas = request.replicas;
    s.strategy = LoadBalancer::key(request.strategy);
    s.rateRps = request.rateRps;
    s.durationS = request.durationS;
    s.drills = request.drills.toText();
    s.seed = request.seed;
    s.startupS = request.startupS;
    s.arrival = request.arrival.toString();
    s.workloadName = request.workload.name;
    s.slo = request.slo;
    return s;
}

QJsonObject ValidationSettings::toJson() const
{
    QJsonObject json{
        {QStringLiteral("target"), target},         {QStringLiteral("preset"), preset},
        {QStringLiteral("replicas"), replicas},     {QStringLiteral("strategy"), strategy},
        {QStringLiteral("rate_rps"), rateRps},      {QStringLiteral("duration_s"), durationS},
        {QStringLiteral("drills"), drills},         {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("startup_s"), startupS},    {QStringLiteral("arrival"), arrival},
        {QStringLiteral("workload"), workloadName}, {QStringLiteral("slo"), slo.toJson()}};
    if (liveSpeed > 0)
        json.insert(QStringLiteral("live_speed"), liveSpeed);
    return json;
}

Result<qint64> ValidationRepository::projectOfPlan(qint64 planId) const
{
    SqlStatement q(m_db.handle(), "SELECT project_id FROM plans WHERE id = ?");
    q.bind(1, planId);
    const auto step = q.step();
    if (step == SqlStatement::Step::Error)
        return Result<qint64>::failure(q.error());
    if (step == SqlStatement::Step::Done)
        return Result<qint64>::failure(tr("there is no plan %1").arg(planId));
    return q.int64(0);
}

Result<qint64> ValidationRepository::save(const ValidationSettings &settings,
                                          const ValidationReport &report, qint64 projectId,
                                          qint64 planId)
{
    if (planId > 0) {
        auto project = projectOfPlan(planId);
        if (!project)
            return Result<qint64>::failure(project.error());
        projectId = *project;
    }
    // Everything but the report and the SLO also has a column, for listings and queries.
    QJsonObject extra = settings.toJson();
    for (const char *k :
         {"target", "preset", "replicas", "strategy", "rate_rps", "duration_s", "drills", "seed"})
        extra.remove(QLatin1String(k));
    SqlStatement q(m_db.handle(),
                   "INSERT INTO validations (project_id, plan_id, created_at, target, preset, "
                   "replicas, strategy, rate_rps, duration_s, drills, seed, passed, settings, "
                   "report) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (projectId > 0)
        q.bind(1, projectId);
    else
        q.bindNull(1);
    if (planId > 0)
        q.bind(2, planId);
    else
        q.bindNull(2);
    q.bind(3, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs))
        .bind(4, settings.target)
        .bind(5, settings.preset)
        .bind(6, settings.replicas)
        .bind(7, settings.strategy)
        .bind(8, settings.rateRps)
        .bind(9, settings.durationS)
        .bind(10, settings.drills)
        .bind(11, QString::number(settings.seed))
        .bind(12, report.passed ? 1 : 0)
        .bind(13, toText(extra))
        .bind(14, toText(report.toJson()));
    if (!q.exec())
        return Result<qint64>::failure(q.error());
    return m_db.lastInsertRowId();
}

Status ValidationRepository::attach(qint64 validationId, qint64 planId)
{
    auto project = projectOfPlan(planId);
    if (!project)
        return Status::failure(project.error());
    SqlStatement q(m_db.handle(),
                   "UPDATE validations SET plan_id = ?, project_id = ? WHERE id = ?");
    q.bind(1, planId).bind(2, *project).bind(3, validationId);
    if (!q.exec())
        return Status::failure(q.error());
    if (sqlite3_changes(m_db.handle()) == 0)
        return Status::failure(tr("there is no validation %1").arg(validationId));
    return {};
}

Result<QList<StoredValidation>> ValidationRepository::select(const char *where, qint64 key,
                                                             int limit) const
{
    using R = Result<QList<StoredValidation>>;
    const QByteArray sql =
        QByteArray("SELECT id, project_id, plan_id, created_at, target, preset, replicas, "
                   "strategy, rate_rps, duration_s, drills, seed, settings, report "
                   "FROM validations WHERE ") +
        where + " ORDER BY created_at DESC, id DESC" +
        (limit > 0 ? QByteArray(" LIMIT ") + QByteArray::number(limit) : QByteArray());
    SqlStatement q(m_db.handle(), sql.constData());
    q.bind(1, key);
    QList<StoredValidation> result;
    SqlStatement::Step step;
    while ((step = q.step()) == SqlStatement::Step::Row) {
        StoredValidation v;
        v.id = q.int64(0);
        v.projectId = q.isNull(1) ? 0 : q.int64(1);
        v.planId = q.isNull(2) ? 0 : q.int64(2);
        v.createdAt = QDateTime::fromString(q.text(3), Qt::ISODateWithMs);
        ValidationSettings &s = v.settings;
        s.target = q.text(4);
        s.preset = q.text(5);
        s.replicas = int(q.int64(6));
        s.strategy = q.text(7);
        s.rateRps = q.real(8);
        s.durationS = q.real(9);
        s.drills = q.text(10);
        s.seed = q.text(11).toULongLong();
        const auto extra = parseObject(q.text(12));
        const auto report = parseObject(q.text(13));
        if (!extra || !report)
            return R::failure(tr("validation %1 is damaged: its record is not JSON").arg(v.id));
        s.startupS = extra->value(QLatin1String("startup_s")).toDouble();
        s.arrival = extra->value(QLatin1String("arrival")).toString();
        s.workloadName = extra->value(QLatin1String("workload")).toString();
        s.liveSpeed = extra->value(QLatin1String("live_speed")).toDouble();
        auto slo = Slo::fromJson(extra->value(QLatin1String("slo")).toObject(),
                                 tr("validation %1's SLO").arg(v.id));
        if (!slo)
            return R::failure(slo.error());
        s.slo = *slo;
        auto parsed = ValidationReport::fromJson(*report, s.slo);
        if (!parsed)
            return R::failure(tr("validation %1 is damaged: %2").arg(v.id).arg(parsed.error()));
        v.report = std::move(parsed).value();
        result.append(v);
    }
    if (step == SqlStatement::Step::Error)
        return R::failure(q.error());
    return result;
}

Result<QList<StoredValidation>> ValidationRepository::list(qint64 projectId) const
{
    if (projectId > 0)
        return select("project_id = ?", projectId, 0);
    return select("? = 0", 0, 0);
}

Result<StoredValidation> ValidationRepository::load(qint64 id) const
{
    auto rows = select("id = ?", id, 1);
    if (!rows)
        return Result<StoredValidation>::failure(rows.error());
    if (rows->isEmpty())
        return Result<StoredValidation>::failure(tr("there is no validation %1").arg(id));
    return rows->first();
}

Result<std::optional<StoredValidation>> ValidationRepository::latestForPlan(qint64 planId) const
{
    using R = Result<std::optional<StoredValidation>>;
    auto rows = select("plan_id = ?", planId, 1);
    if (!rows)
        return R::failure(rows.error());
    if (rows->isEmpty())
        return R(std::nullopt);
    return R(std::optional<StoredValidation>(rows->first()));
}

} // namespace llmcap
