#include "plan/SweepSummary.h"

#include "plan/Deployment.h"
#include "storage/RunRepository.h"
#include "sweep/SweepRepository.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

double latencyAt(const SweepStep &step, const LatencyObjective &o)
{
    const LatencyPoint *p = nullptr;
    switch (o.metric) {
    case SloMetric::Ttft:
        p = &step.ttft;
        break;
    case SloMetric::Itl:
        p = &step.itl;
        break;
    case SloMetric::Tpot:
        p = &step.tpot;
        break;
    case SloMetric::E2e:
        p = &step.e2e;
        break;
    case SloMetric::QueueTime:
        p = &step.queue;
        break;
    }
    if (o.attainmentPct > 95.0)
        return p->p99;
    if (o.attainmentPct > 50.0)
        return p->p95;
    return p->p50;
}

// The mean LLM calls per run the workload's run classes draw (their weighted calls means):
// what a runs/s sweep produces in calls when no step measured it.
double workloadCallsPerRun(const Workload &workload)
{
    double weighted = 0, weights = 0;
    for (const WorkloadClass &c : workload.classes) {
        if (!c.isRunClass())
            continue;
        weighted += c.weight * c.run->calls.mean();
        weights += c.weight;
    }
    return weights > 0 ? weighted / weights : 0;
}

} // namespace

double RunStepFigures::durationAtMs(double attainmentPct) const
{
    if (attainmentPct > 95.0)
        return durationP99Ms;
    if (attainmentPct > 90.0) // a step's own figures lack p95: the next one above
        return durationP95Ms > 0 ? durationP95Ms : durationP99Ms;
    if (attainmentPct > 50.0)
        return durationP90Ms;
    return durationP50Ms;
}

RunStepFigures RunStepFigures::fromRunSummary(const QJsonObject &runs)
{
    RunStepFigures f;
    const QJsonObject overall = runs.value(QLatin1String("overall")).toObject();
    const QJsonObject duration = overall.value(QLatin1String("duration_ms")).toObject();
    f.runs = duration.value(QLatin1String("count")).toInteger();
    if (f.runs <= 0)
        return {};
    f.durationP50Ms = duration.value(QLatin1String("p50")).toDouble();
    f.durationP90Ms = duration.value(QLatin1String("p90")).toDouble();
    f.durationP95Ms = duration.value(QLatin1String("p95")).toDouble();
    f.durationP99Ms = duration.value(QLatin1String("p99")).toDouble();
    f.callsPerRun = overall.value(QLatin1String("calls_per_run"))
                        .toObject()
                        .value(QLatin1String("mean"))
                        .toDouble();
    return f;
}

RunStepFigures RunStepFigures::fromStep(const SweepStep &step)
{
    if (!step.runs || step.runs->durationSamples <= 0)
        return {};
    const StepRunFigures &r = *step.runs;
    RunStepFigures f;
    f.runs = r.durationSamples;
    f.callsPerRun = r.callsPerRunMean;
    f.durationP50Ms = r.durationP50Ms;
    f.durationP90Ms = r.durationP90Ms;
    f.durationP99Ms = r.durationP99Ms;
    f.offeredCallsPerS = step.callsPerS;
    f.completedCallsPerS = step.completedRps;
    f.goodputCallsPerS = step.goodputRps;
    return f;
}

QString SweepSummary::rateUnitOf(const QJsonObject &config, const QJsonObject &result)
{
    const QString runs = SustainableLoad::runsUnit();
    if (result.value(QLatin1String("rate_unit")).toString() == runs)
        return runs;
    const QJsonObject plan =
        config.value(QLatin1String("bench")).toObject().value(QLatin1String("plan")).toObject();
    if (plan.value(QLatin1String("rate_unit")).toString() == runs ||
        config.value(QLatin1String("rate_unit")).toString() == runs)
        return runs;
    return SustainableLoad::callsUnit();
}

void SweepSummary::applyRunSummaries(const QMap<int, QJsonObject> &runsByStep)
{
    const std::optional<RunObjective> objective = slo.runDurationFor();
    double calls = 0;
    qint64 runs = 0;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        SweepStepSummary &step = steps[i];
        // The stored summary knows p95; the step's own figures know the calls' rates.
        RunStepFigures stored = RunStepFigures::fromRunSummary(runsByStep.value(int(i)));
        if (stored.any()) {
            stored.offeredCallsPerS = step.run.offeredCallsPerS;
            stored.completedCallsPerS = step.run.completedCallsPerS;
            stored.goodputCallsPerS = step.run.goodputCallsPerS;
            step.run = stored;
        }
        if (!step.run.any())
            continue;
        if (objective)
            step.latencyMs.insert(Slo::runDurationKey(),
                                  step.run.durationAtMs(objective->attainmentPct));
        if (step.run.callsPerRun > 0) {
            calls += step.run.callsPerRun * double(step.run.runs);
            runs += step.run.runs;
        }
    }
    callsPerRun = runs > 0 ? calls / double(runs) : workloadCallsPerRun(workload);
}

Result<SweepSummary> SweepSummary::find(Database &db, const QString &id)
{
    using R = Result<SweepSummary>;
    bool ok = false;
    const qint64 sweepId = id.toLongLong(&ok);
    if (!ok || sweepId <= 0)
        return R::failure(tr("\"%1\" is not a sweep id (llmcap-cli sweep prints it)").arg(id));
    SweepRepository repository(db);
    auto info = repository.find(sweepId);
    if (!info)
        return R::failure(info.error());
    auto config = SweepConfig::fromJson(info->config);
    if (!config)
        return R::failure(config.error());
    auto steps = repository.steps(sweepId);
    if (!steps)
        return R::failure(steps.error());
    QList<StepOutcome> outcomes;
    for (const SweepStep &s : *steps)
        outcomes.append(s.outcome());
    // An unfinished sweep has no stored result: its search is replayed, as a resume would.
    const SweepResult result =
        info->result
            ? *info->result
            : SweepResult::from(sweepId, BoundarySearch::replay(config->search, outcomes), *steps);
    const BoundaryEstimate &boundary = result.boundary;
    if (!boundary.found)
        return R::failure(
            tr("sweep %1 found no rate at which the SLO holds%2")
                .arg(sweepId)
                .arg(info->status == SweepInfo::Status::Completed
                         ? QString()
                         : tr(" yet; resume it with llmcap-cli sweep --resume %1").arg(sweepId)));
    SweepSummary summary =
        fromSteps(sweepId, info->name, config->bench.slo.value_or(Slo{}), *steps, boundary);
    summary.caution = result.caution();
    summary.simulatedServer =
        info->endpoint.value(QLatin1String("runtime")).toString() == QLatin1String("llmcap-sim");
    summary.workload = config->bench.plan.trace ? Workload{} : config->bench.plan.workload;
    summary.serving = config->bench.serving;
    summary.rateUnit =
        rateUnitOf(info->config, info->result ? info->result->toJson() : QJsonObject());
    if (summary.inRuns()) {
        // Each step's run figures live in its bench run's stored summary ("runs").
        QMap<qint64, QJsonObject> byRun;
        if (auto runs = RunRepository(db).runs(sweepId))
            for (const RunInfo &run : *runs)
                byRun.insert(run.id, run.summary.value(QLatin1String("runs")).toObject());
        QMap<int, QJsonObject> byStep;
        for (qsizetype i = 0; i < steps->size(); ++i)
            if (steps->at(i).runId > 0)
                byStep.insert(int(i), byRun.value(steps->at(i).runId));
        summary.applyRunSummaries(byStep);
        summary.setBoundary(boundary); // its texts in runs/s with the calls/s they produce
    }
    if (config->builtinServer) {
        summary.serverLabel = config->builtinServer->preset;
        if (config->builtinServer->speed != 1.0)
            summary.toReplicaTime(config->builtinServer->speed, boundary);
    } else if (summary.simulatedServer)
        summary.serverLabel = info->endpoint.value(QLatin1String("model")).toString();
    switch (info->status) {
    case SweepInfo::Status::Completed:
        summary.standing = Standing::Finished;
        break;
    case SweepInfo::Status::Running: // still running, or interrupted (crash, closed)
        summary.standing = Standing::Unfinished;
        break;
    case SweepInfo::Status::Stopped:
        summary.standing = Standing::Stopped;
        break;
    case SweepInfo::Status::Failed:
        summary.standing = Standing::Failed;
        break;
    }
    if (info->status != SweepInfo::Status::Completed)
        summary.name += tr(" (unfinished: %1 steps)").arg(steps->size());
    return summary;
}

std::optional<SweepSummary> SweepSummary::attachedTo(Database &db, const SustainableLoad &load)
{
    if (load.source != SustainableLoad::Source::Sweep || load.sweepId.isEmpty())
        return std::nullopt;
    auto found = find(db, load.sweepId);
    if (!found)
        return std::nullopt;
    return *found;
}

QList<SweepSummary> SweepSummary::attachedTo(Database &db, const Deployment &deployment)
{
    QList<SweepSummary> out;
    QList<SustainableLoad> loads = deployment.sustainablePerEnvelope.values();
    loads.prepend(deployment.sustainable);
    for (const SustainableLoad &load : std::as_const(loads)) {
        const bool listed = std::any_of(out.cbegin(), out.cend(), [&load](const SweepSummary &s) {
            return s.id == load.sweepId;
        });
        if (!listed)
            if (auto found = attachedTo(db, load))
                out.append(*found);
    }
    return out;
}

SweepSummary SweepSummary::fromSteps(qint64 sweepId, const QString &name, const Slo &slo,
                                     const QList<SweepStep> &steps,
                                     const BoundaryEstimate &boundary)
{
    SweepSummary s;
    s.id = QString::number(sweepId);
    s.name = name.isEmpty() ? tr("sweep %1").arg(sweepId) : name;
    s.slo = slo;
    s.setBoundary(boundary);
    for (const SweepStep &step : steps) {
        SweepStepSummary row;
        row.index = step.index;
        row.repeat = step.repeat;
        row.confirm = step.confirm;
        row.phase = step.phase;
        row.offeredRps = step.rateRps;
        // A step that ran runs: its rate counts runs, and so do these; the calls' go to run.
        row.completedRps = step.runs ? step.runs->completedPerS : step.completedRps;
        row.goodputRps = step.runs ? step.runs->goodputPerS : step.goodputRps;
        row.run = RunStepFigures::fromStep(step);
        if (step.runs && !row.run.any()) { // no run ended: the calls' rates all the same
            row.run.offeredCallsPerS = step.callsPerS;
            row.run.completedCallsPerS = step.completedRps;
            row.run.goodputCallsPerS = step.goodputRps;
        }
        row.attainmentPct = step.attainmentPct;
        row.errorRatePct = step.errorRatePct;
        row.meetsSlo = step.verdict == StepVerdict::Pass;
        row.verdict = SweepStep::verdictKey(step.verdict);
        row.reasons = step.reasons;
        row.steady = step.steady;
        row.windowS = step.windowS;
        row.steadyStartS = step.steadyStartS;
        row.steadyWindowS = step.steadyWindowS;
        row.inFlightMean = step.inFlightMean;
        row.inFlightP95 = step.inFlightP95;
        row.littleInFlight = step.littleInFlight;
        const std::pair<SloMetric, const LatencyPoint *> measured[] = {
            {SloMetric::Ttft, &step.ttft},
            {SloMetric::Itl, &step.itl},
            {SloMetric::Tpot, &step.tpot},
            {SloMetric::E2e, &step.e2e},
            {SloMetric::QueueTime, &step.queue}};
        for (const auto &[metric, point] : measured)
            if (point->samples > 0)
                row.percentiles.insert(Slo::key(metric), *point);
        for (const LatencyObjective &o : slo.objectives)
            row.latencyMs.insert(Slo::key(o.metric), latencyAt(step, o));
        s.steps.append(row);
    }
    if (boundary.found)
        s.concurrencyAtBoundary = InFlightLevel::at(boundary.lastPassRps, steps);
    // Steps that ran runs make a runs/s sweep (issue 18): its run-duration curve and calls per
    // run from their figures, and the confirmation text in runs/s with the calls/s.
    if (std::any_of(steps.cbegin(), steps.cend(),
                    [](const SweepStep &step) { return step.runs.has_value(); })) {
        s.rateUnit = SustainableLoad::runsUnit();
        s.applyRunSummaries({});
        s.setBoundary(boundary);
    }
    return s;
}

QString SweepSummary::standingText() const
{
    switch (standing) {
    case Standing::Finished:
        return {};
    case Standing::Unfinished:
        return tr("did not finish (still running or interrupted)");
    case Standing::Stopped:
        return tr("was stopped before it finished");
    case Standing::Failed:
        return tr("failed before it finished");
    }
    return {};
}

void SweepSummary::setBoundary(const BoundaryEstimate &estimate)
{
    bracketed = !estimate.found || estimate.bracketed;
    boundaryRps = estimate.found ? estimate.meanRps : 0;
    lowerRps = estimate.found ? estimate.lowerRps : 0;
    upperRps = estimate.found ? estimate.upperRps : 0;
    plannedRps = estimate.found ? estimate.plannedRps : 0;
    method = estimate.method;
    methodText = estimate.methodText();
    twin = estimate.twin;
    twinTried = estimate.twinTried();
    // The plan's breach probability draws from the twin's boundaries when the twin is the
    // sweep's estimate; else from the interval.
    boundaryDrawsRps = estimate.usesTwin() ? twin.boundariesRps : std::vector<double>{};
    confirmation.clear();
    unsafe = estimate.found && estimate.unsafe;
    // The confirmation's window grows at low rates (SweepConfig::confirmWindowS): say the one
    // the runs measured, in whole seconds. A runs/s sweep states the calls/s beside its rates.
    const QString windowS = QString::number(std::llround(estimate.confirmWindowS));
    const bool runs = inRuns();
    const bool withCalls = runs && callsPerRun > 0;
    auto calls = [this](double rate) { return QString::number(rate * callsPerRun, 'g', 3); };
    const double lowest = estimate.lowerRps;
    if (unsafe) {
        confirmation =
            withCalls ? tr("unsafe: no rate held in the confirmation runs (of up to %1 s), down "
                           "to %2 runs/s (%3 calls/s)")
                            .arg(windowS)
                            .arg(lowest, 0, 'g', 4)
                            .arg(calls(lowest))
            : runs ? tr("unsafe: no rate held in the confirmation runs (of up to %1 s), down "
                        "to %2 runs/s")
                         .arg(windowS)
                         .arg(lowest, 0, 'g', 4)
                   : tr("unsafe: no rate held in the confirmation runs (of up to %1 s, down to "
                        "%2 req/s)")
                         .arg(windowS)
                         .arg(lowest, 0, 'g', 4);
    } else if (estimate.found && estimate.modelConfirmed) {
        confirmation = tr("the %1 s confirmation run at the twin's planned rate missed the SLO's "
                          "confidence test, and the twin refitted with it reproduced every step")
                           .arg(windowS);
    } else if (estimate.found && estimate.confirmRuns > 0 && estimate.confirmedRps > 0) {
        const double held = estimate.confirmedRps;
        confirmation = withCalls ? tr("lower bound confirmed by a %1 s run at %2 runs/s (%3 "
                                      "calls/s)")
                                       .arg(windowS)
                                       .arg(held, 0, 'g', 4)
                                       .arg(calls(held))
                       : runs ? tr("lower bound confirmed by a %1 s run at %2 runs/s")
                                    .arg(windowS)
                                    .arg(held, 0, 'g', 4)
                              : tr("lower bound confirmed by a %1 s run at %2 req/s")
                                    .arg(windowS)
                                    .arg(held, 0, 'g', 4);
    } else if (estimate.found && estimate.confirmRuns > 0) {
        confirmation =
            withCalls ? tr("no confirmation run held (confirmation runs of up to %1 s), down to "
                           "%2 runs/s (%3 calls/s): the boundary lies below")
                            .arg(windowS)
                            .arg(lowest, 0, 'g', 4)
                            .arg(calls(lowest))
            : runs ? tr("no confirmation run held (confirmation runs of up to %1 s), down to "
                        "%2 runs/s: the boundary lies below")
                         .arg(windowS)
                         .arg(lowest, 0, 'g', 4)
                   : tr("no confirmation run held (runs of up to %1 s), down to %2 req/s: the "
                        "boundary lies below")
                         .arg(windowS)
                         .arg(lowest, 0, 'g', 4);
    }
}

void SweepSummary::toReplicaTime(double speed, const BoundaryEstimate &estimate)
{
    if (!(speed > 0) || simSpeed != 1.0 || speed == 1.0)
        return;
    simSpeed = speed;
    const double rate = 1.0 / speed; // client rates -> the replica's
    auto latencies = [speed](LatencyPoint &p) {
        p.p50 *= speed;
        p.p95 *= speed;
        p.p99 *= speed;
    };
    slo = slo.scaledBy(speed);
    for (SweepStepSummary &step : steps) {
        step.offeredRps *= rate;
        step.completedRps *= rate;
        step.goodputRps *= rate;
        step.windowS *= speed;
        step.steadyStartS *= speed;
        step.steadyWindowS *= speed;
        for (double &ms : step.latencyMs)
            ms *= speed;
        for (LatencyPoint &p : step.percentiles)
            latencies(p);
        RunStepFigures &run = step.run;
        run.durationP50Ms *= speed;
        run.durationP90Ms *= speed;
        run.durationP95Ms *= speed;
        run.durationP99Ms *= speed;
        run.offeredCallsPerS *= rate;
        run.completedCallsPerS *= rate;
        run.goodputCallsPerS *= rate;
    }
    BoundaryEstimate b = estimate;
    for (double *r : {&b.meanRps, &b.lowerRps, &b.upperRps, &b.stddevRps, &b.lastPassRps,
                      &b.firstFailRps, &b.confirmedRps, &b.plannedRps, &b.empiricalMeanRps,
                      &b.empiricalLowerRps, &b.empiricalUpperRps, &b.empiricalPlannedRps})
        *r *= rate;
    b.twin = b.twin.scaledRates(rate);
    b.confirmWindowS *= speed;
    setBoundary(b); // the twin's draws with it
}

QString SweepSummary::provenance() const
{
    if (modeled())
        return tr("modeled from sweep %1's twin (checked on %2 steps; error at the boundary %3)")
            .arg(id)
            .arg(twin.checks.size())
            .arg(twin.errorText());
    return tr("measured by sweep %1's steps (%2)").arg(id, methodText);
}

QString SweepSummary::timeNote() const
{
    if (simSpeed == 1.0)
        return {};
    const QString x = QString::number(simSpeed, 'g', 3);
    return tr("measured on the built-in server at %1x speed; converted to the replica's own "
              "time (rates / %1, latencies x %1)")
        .arg(x);
}

SustainableLoad SweepSummary::sustainableLoad() const
{
    SustainableLoad s = SustainableLoad::fromSweep(id, boundaryRps, lowerRps, upperRps);
    s.plannedRps = std::min(plannedRps, boundaryRps);
    s.method = method;
    s.notes = name;
    for (const QString &part : {provenance(), confirmation, timeNote()})
        if (!part.isEmpty())
            s.notes += QLatin1String("; ") + part;
    s.simulatedServer = simulatedServer;
    s.unsafe = unsafe;
    s.rateUnit = rateUnit;
    s.callsPerRun = inRuns() ? callsPerRun : 0;
    s.simSpeed = simSpeed;
    s.boundaryDrawsRps = boundaryDrawsRps;
    return s;
}

double SweepSummary::planningRps() const
{
    return sustainableLoad().planningRps();
}

} // namespace llmcap
