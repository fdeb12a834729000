#include "results/ResultsHistory.h"

#include "bench/LatencySummary.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/RunRepository.h"
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

HistoryEntry fromRun(const RunInfo &run)
{
    HistoryEntry e;
    e.kind = HistoryEntry::Kind::Run;
    e.id = run.id;
    e.projectId = run.projectId;
    e.name = run.label;
    e.statusKey = RunInfo::statusKey(run.status);
    e.startedAt = run.startedAt;
    e.finishedAt = run.finishedAt;
    e.sweepId = run.sweepId;
    e.stepIndex = run.stepIndex;
    const QJsonObject target = object(run.config, "target");
    e.model = target.value(QLatin1String("model")).toString();
    if (e.model.isEmpty())
        e.model = object(run.config, "endpoint").value(QLatin1String("model")).toString();
    e.endpoint = target.value(QLatin1String("base_url")).toString();
    const QJsonObject metrics = object(run.summary, "metrics");
    const QJsonObject overall = object(metrics, "overall");
    e.valid = metrics.value(QLatin1String("valid")).toBool();
    e.requests = overall.value(QLatin1String("requests_due")).toInteger();
    e.errorRatePct = overall.value(QLatin1String("error_rate_pct")).toDouble();
    e.offeredRps = overall.value(QLatin1String("offered_rps")).toDouble();
    e.ttftP99Ms = LatencySummary::fromJson(object(overall, "ttft_ms")).p99;
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
    if (sweep.result && sweep.result->boundary.found)
        e.boundaryRps = sweep.result->boundary.meanRps;
    return e;
}

} // namespace

Result<QList<HistoryEntry>> ResultsHistory::load(Database &db)
{
    using R = Result<QList<HistoryEntry>>;
    auto runs = RunRepository(db).runs();
    if (!runs)
        return R::failure(runs.error());
    auto sweeps = SweepRepository(db).list();
    if (!sweeps)
        return R::failure(sweeps.error());
    QHash<qint64, QString> projectNames;
    if (auto projects = ProjectRepository(db).list())
        for (const Project &p : *projects)
            projectNames.insert(p.id, p.name);

    QList<HistoryEntry> entries;
    entries.reserve(runs->size() + sweeps->size());
    for (const RunInfo &run : *runs)
        entries.append(fromRun(run));
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
