#include "results/ResultsHistory.h"

#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"
#include "sweep/SweepRepository.h"

#include <QHash>
#include <QJsonObject>

#include <algorithm>

namespace llmcap {

namespace {

QJsonObject object(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

// The history's fields of every run, read by SQLite's JSON functions from the stored
// configuration and summary instead of parsing both documents in full for each run: 5,000 runs
// took 0.62 s through RunRepository::runs (bench_resultsload --runs). A document that is not
// JSON gives empty fields, as a full parse would.
const char *kRunRows =
    "SELECT id, project_id, sweep_id, step_index, label, status, started_at, finished_at, "
    "CASE WHEN json_valid(config) THEN json_extract(config, '$.target.model') END, "
    "CASE WHEN json_valid(config) THEN json_extract(config, '$.endpoint.model') END, "
    "CASE WHEN json_valid(config) THEN json_extract(config, '$.target.base_url') END, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, '$.metrics.valid') END, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, "
    "'$.metrics.overall.requests_due') END, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, "
    "'$.metrics.overall.error_rate_pct') END, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, '$.metrics.overall.offered_rps') "
    "END, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, "
    "'$.metrics.overall.ttft_ms.p99') END, "
    "external_tool, "
    "CASE WHEN json_valid(summary) THEN json_extract(summary, '$.external.completed') END "
    "FROM runs ORDER BY id DESC";

// A JSON string field (a number or object there reads as empty, as QJsonValue::toString does).
QString jsonText(const SqlStatement &s, int column)
{
    return s.type(column) == SqlStatement::Type::Text ? s.text(column) : QString();
}

double jsonNumber(const SqlStatement &s, int column)
{
    const SqlStatement::Type type = s.type(column);
    return type == SqlStatement::Type::Integer || type == SqlStatement::Type::Real ? s.real(column)
                                                                                   : 0.0;
}

HistoryEntry runRow(const SqlStatement &s)
{
    HistoryEntry e;
    e.kind = HistoryEntry::Kind::Run;
    e.id = s.int64(0);
    e.projectId = s.isNull(1) ? 0 : s.int64(1);
    if (!s.isNull(2))
        e.sweepId = s.int64(2);
    e.stepIndex = s.isNull(3) ? 0 : int(s.int64(3));
    e.name = s.text(4);
    e.statusKey = RunInfo::statusKey(RunInfo::parseStatus(s.text(5)));
    e.startedAt = QDateTime::fromString(s.text(6), Qt::ISODateWithMs);
    if (!s.isNull(7))
        e.finishedAt = QDateTime::fromString(s.text(7), Qt::ISODateWithMs);
    e.model = jsonText(s, 8);
    if (e.model.isEmpty())
        e.model = jsonText(s, 9);
    e.endpoint = jsonText(s, 10);
    // JSON true reads as the integer 1; false, a missing field or another type as not valid.
    e.valid = s.type(11) == SqlStatement::Type::Integer && s.int64(11) == 1;
    e.judgedInvalid = s.type(11) == SqlStatement::Type::Integer && s.int64(11) == 0;
    e.requests = qint64(jsonNumber(s, 12));
    e.errorRatePct = jsonNumber(s, 13);
    e.errorRateKnown =
        s.type(13) == SqlStatement::Type::Integer || s.type(13) == SqlStatement::Type::Real;
    e.offeredRps = jsonNumber(s, 14);
    e.ttftP99Ms = jsonNumber(s, 15);
    if (!s.isNull(16))
        e.externalTool = s.text(16);
    if (s.type(17) == SqlStatement::Type::Integer)
        e.completed = s.int64(17);
    return e;
}

HistoryEntry fromSweep(const SweepInfo &sweep)
{
    HistoryEntry e;
    e.kind = HistoryEntry::Kind::Sweep;
    e.id = sweep.id;
    e.projectId = sweep.projectId;
    e.name = sweep.name;
    e.statusKey = SweepInfo::statusKey(sweep.status);
    e.startedAt = sweep.createdAt;
    if (sweep.status != SweepInfo::Status::Running)
        e.finishedAt = sweep.updatedAt;
    e.model = sweep.endpoint.value(QLatin1String("model")).toString();
    const QJsonObject target = object(sweep.config, "target");
    if (e.model.isEmpty())
        e.model = target.value(QLatin1String("model")).toString();
    e.endpoint = target.value(QLatin1String("base_url")).toString();
    e.steps = sweep.stepCount;
    if (sweep.result && sweep.result->boundary.found) {
        e.boundaryRps = sweep.result->boundary.meanRps;
        e.boundaryIsLowerBound = !sweep.result->boundary.bracketed;
    }
    return e;
}

} // namespace

Result<QList<HistoryEntry>> ResultsHistory::load(Database &db)
{
    using R = Result<QList<HistoryEntry>>;
    QList<HistoryEntry> entries;
    {
        SqlStatement s(db.handle(), kRunRows);
        SqlStatement::Step step;
        while ((step = s.step()) == SqlStatement::Step::Row)
            entries.append(runRow(s));
        if (step == SqlStatement::Step::Error)
            return R::failure(s.error());
    }
    auto sweeps = SweepRepository(db).list();
    if (!sweeps)
        return R::failure(sweeps.error());
    QHash<qint64, QString> projectNames;
    if (auto projects = ProjectRepository(db).list())
        for (const Project &p : *projects)
            projectNames.insert(p.id, p.name);
    for (const SweepInfo &sweep : *sweeps)
        entries.append(fromSweep(sweep));
    for (HistoryEntry &e : entries)
        e.projectName = projectNames.value(e.projectId);
    // Newest first; a sweep before the steps that started with it.
    std::stable_sort(entries.begin(), entries.end(),
                     [](const HistoryEntry &a, const HistoryEntry &b) {
                         if (a.startedAt != b.startedAt)
                             return a.startedAt > b.startedAt;
                         if (a.kind != b.kind)
                             return a.kind == HistoryEntry::Kind::Sweep;
                         return a.id > b.id;
                     });
    return entries;
}

} // namespace llmcap
