#include "workflow/TwinEstimate.h"

#include "plan/SweepSummary.h"
#include "serving/ServingConfig.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "sweep/SweepRepository.h"

#include <QJsonArray>

#include <algorithm>
#include <ctime>

namespace llmcap {

namespace {

QString rate(double rps)
{
    return QString::number(rps, 'g', 4);
}

double cpuSeconds()
{
    return double(std::clock()) / CLOCKS_PER_SEC;
}

} // namespace

Result<TwinEstimateOutcome> TwinEstimate::onClientClock(Database &db,
                                                        const TwinEstimateRequest &request,
                                                        std::vector<int> *stepIndexes)
{
    using R = Result<TwinEstimateOutcome>;
    if (request.draws < 1 || !(request.runS > 0))
        return R::failure(tr("the twin needs at least one draw and a run longer than 0 s"));
    SweepRepository sweeps(db);
    auto info = sweeps.find(request.sweepId);
    if (!info)
        return R::failure(info.error());
    auto config = SweepConfig::fromJson(info->config);
    if (!config)
        return R::failure(config.error());
    const PlanSettings &plan = config->bench.plan;
    if (plan.trace)
        return R::failure(tr("sweep %1 replayed a trace: the twin needs a workload of classes "
                             "to draw its long runs from")
                              .arg(request.sweepId));
    if (std::any_of(plan.workload.classes.cbegin(), plan.workload.classes.cend(),
                    [](const WorkloadClass &c) { return c.isRunClass(); }))
        return R::failure(tr("sweep %1 sent run classes: the twin does not simulate agent runs "
                             "yet")
                              .arg(request.sweepId));
    if (!config->bench.slo || config->bench.slo->objectives.isEmpty())
        return R::failure(tr("sweep %1 has no latency objective to judge").arg(request.sweepId));
    auto steps = sweeps.steps(request.sweepId);
    if (!steps)
        return R::failure(steps.error());

    const double started = cpuSeconds();
    TwinEstimateOutcome out;
    out.sweepId = request.sweepId;
    out.simSpeed = config->builtinServer ? config->builtinServer->speed : 1.0;
    const Slo &slo = *config->bench.slo; // the thresholds the steps were judged by
    ServiceModelFit fit;
    TwinCheck::Options checkOptions;
    checkOptions.slo = slo;
    checkOptions.draws = request.draws;
    TwinCheck check(checkOptions);
    RunRepository runs(db);
    double highestPassRps = 0;
    KvCache kv; // from the serving configuration the steps recorded (the same in each)
    int configuredLimit = 0;
    for (const SweepStep &step : std::as_const(*steps)) {
        if (step.runId <= 0)
            continue;
        auto run = runs.run(step.runId);
        auto records = runs.requests(step.runId);
        if (!run || !records || records->empty())
            continue;
        fit.addStep(*records);
        if (!kv.known()) {
            const ServingConfig serving = ServingConfig::fromJson(run->servingConfig);
            kv = KvCache::fromServing(serving);
            configuredLimit = int(
                std::clamp<qint64>(serving.integer(QStringLiteral("max_num_seqs"), 0), 0, 1 << 20));
        }
        check.addStep(*records, run->window);
        if (stepIndexes)
            stepIndexes->push_back(step.index);
        ++out.steps;
        out.requests += qint64(records->size());
        if (step.verdict == StepVerdict::Pass)
            highestPassRps = std::max(highestPassRps, step.rateRps);
    }
    if (out.steps == 0)
        return R::failure(
            tr("sweep %1 has no step with stored requests to fit a twin on").arg(request.sweepId));

    fit.setKvCache(kv);
    fit.setConcurrencyLimit(configuredLimit);
    ServiceModelFit::Options fitOptions;
    fitOptions.seed = request.seed;
    out.fit = fit.fit(fitOptions);
    if (!out.fit.ok)
        return R::failure(
            tr("no twin could be fitted to sweep %1: %2").arg(request.sweepId).arg(out.fit.error));

    TwinBoundary::Options boundaryOptions;
    boundaryOptions.workload = plan.workload;
    boundaryOptions.arrival = plan.arrival;
    boundaryOptions.slo = slo;
    if (request.whatIfWorkload) {
        if (std::any_of(request.whatIfWorkload->classes.cbegin(),
                        request.whatIfWorkload->classes.cend(),
                        [](const WorkloadClass &c) { return c.isRunClass(); }))
            return R::failure(tr("the what-if workload has run classes: the twin does not "
                                 "simulate agent runs yet"));
        boundaryOptions.workload = *request.whatIfWorkload;
        out.whatIfWorkload =
            request.whatIfWorkload->name.isEmpty() ? tr("unnamed") : request.whatIfWorkload->name;
    }
    if (request.whatIfSlo) {
        if (request.whatIfSlo->objectives.isEmpty())
            return R::failure(tr("the what-if SLO has no latency objective to judge"));
        // The twin runs on the client's clock, as the steps did: the replica's thresholds / S.
        boundaryOptions.slo = request.whatIfSlo->scaledBy(1.0 / out.simSpeed);
        out.whatIfSlo = request.whatIfSlo->name.isEmpty() ? tr("unnamed") : request.whatIfSlo->name;
    }
    // The long runs in the replica's own time: on the steps' clock at speed S an hour is 3600 / S
    // s, so the twin of a sweep at any speed draws the same requests (and a faster simulator
    // buys no capacity, not even a long run's worth of seed noise).
    boundaryOptions.runS = request.runS / out.simSpeed;
    boundaryOptions.warmupS /= out.simSpeed;
    boundaryOptions.draws = request.draws;
    boundaryOptions.seed = request.seed;
    boundaryOptions.guessRps = highestPassRps;
    const TwinBoundary twin(boundaryOptions);
    const ServiceModel &central = out.fit.model;
    // The check first, against one long run of the central twin: a twin that fails its own steps
    // is not used, and its draws' long runs (the bulk of the CPU time) are not simulated. A
    // sweep that fitted a failing twin after every step spent minutes on them (the RAG example
    // on llama-3.1-8b-h100: 16 refits, 156 long runs each).
    const std::vector<TwinStepCheck> replayed = check.replaySteps(central, out.fit.draws);
    const TwinBoundaryResult oneRun =
        twin.boundaryOf(central.engineConfig(), StepTimeModel(central.stepTimeParams()), 1);
    out.check = check.judge(replayed, central, oneRun.found ? oneRun.boundaryRps : 0);
    if (!out.check.pass || !oneRun.found || out.fit.draws.empty()) {
        out.boundary = oneRun;
        out.boundary.centralOnly = !out.fit.draws.empty();
    } else {
        out.boundary = twin.estimate(central, out.fit.draws, oneRun.boundaryRps);
        out.boundary.simulatedRuns += oneRun.simulatedRuns;
        out.check = check.judge(replayed, central, out.boundary.boundaryRps);
    }
    out.cpuSeconds = cpuSeconds() - started;
    return out;
}

Result<TwinEstimateOutcome> TwinEstimate::run(Database &db, const TwinEstimateRequest &request)
{
    const double started = cpuSeconds();
    auto estimated = onClientClock(db, request, nullptr);
    if (!estimated)
        return estimated;
    TwinEstimateOutcome out = *estimated;
    // The twin ran on the client's clock, as the steps did: its rates to the replica's time.
    if (out.simSpeed != 1.0) {
        const double perSpeed = 1.0 / out.simSpeed;
        for (double *r : {&out.boundary.boundaryRps, &out.boundary.lowerRps, &out.boundary.upperRps,
                          &out.boundary.plannedRps})
            *r *= perSpeed;
        for (double &r : out.boundary.boundariesRps)
            r *= perSpeed;
    }
    // The sweep's own figures from its short steps: a sweep whose boundary is already its twin's
    // keeps them beside it (BoundaryEstimate::empirical*, on the steps' clock).
    if (auto info = SweepRepository(db).find(request.sweepId);
        info && info->result && info->result->boundary.usesTwin()) {
        const BoundaryEstimate &b = info->result->boundary;
        out.sweepBoundaryRps = b.empiricalMeanRps / out.simSpeed;
        out.sweepLowerRps = b.empiricalLowerRps / out.simSpeed;
        out.sweepPlannedRps = b.empiricalPlannedRps / out.simSpeed;
    } else if (auto summary = SweepSummary::find(db, QString::number(request.sweepId))) {
        out.sweepBoundaryRps = summary->boundaryRps;
        out.sweepLowerRps = summary->lowerRps;
        out.sweepPlannedRps = summary->planningRps();
    }
    out.cpuSeconds = cpuSeconds() - started;
    return out;
}

SweepTwin TwinEstimate::modelStoredSweep(const QString &databasePath, qint64 sweepId)
{
    auto db = Database::open(databasePath);
    if (!db) {
        SweepTwin none;
        none.problem = tr("cannot open the database: %1").arg(db.error());
        return none;
    }
    TwinEstimateRequest request;
    request.sweepId = sweepId;
    return modelSweep(**db, request);
}

SweepTwin TwinEstimate::modelSweep(Database &db, const TwinEstimateRequest &request)
{
    SweepTwin twin;
    std::vector<int> stepIndexes;
    auto estimated = onClientClock(db, request, &stepIndexes);
    if (!estimated) {
        // No twin could be made: a sweep of agent runs or a trace, too few requests. The sweep
        // keeps its empirical estimate and says why.
        twin.problem = estimated.error();
        return twin;
    }
    const TwinEstimateOutcome &o = *estimated;
    const ServiceModel &m = o.fit.model;
    twin.fitted = true;
    twin.stepMs = m.stepFixedSec * 1e3;
    twin.perSequenceMs = m.perSequenceSec * 1e3;
    twin.perContextTokenUs = m.perContextTokenSec * 1e6;
    twin.perPrefillTokenMs = m.perPrefillTokenSec * 1e3;
    twin.concurrencyLimit = m.concurrencyLimit;
    twin.concurrencyLimitObserved = m.concurrencyLimitObserved;
    twin.concurrencyLimitConfigured = m.concurrencyLimitConfigured;
    twin.prefillChunkTokens = m.prefillChunkTokens;
    twin.kv = m.kv;
    twin.decodeFirst = m.scheduler == SchedulerPolicy::DecodeFirst;
    twin.prefillCapTokens = m.prefillCapTokens;
    if (m.stalls.enabled()) {
        twin.stallProbability = m.stalls.probability;
        twin.stallMinMs = m.stalls.scaleSec * 1e3;
        twin.stallShape = m.stalls.shape;
        twin.stallMaxMs = m.stalls.maxSec * 1e3;
        twin.stallsSeen = m.stalledSteps;
    }
    twin.modelDraws = int(o.fit.draws.size());
    twin.requests = o.requests;
    twin.steps = o.steps;
    twin.boundaryFound = o.boundary.found;
    twin.boundaryRps = o.boundary.boundaryRps;
    twin.lowerRps = o.boundary.lowerRps;
    twin.upperRps = o.boundary.upperRps;
    twin.plannedRps = o.boundary.plannedRps;
    twin.boundariesRps = o.boundary.boundariesRps;
    twin.simulatedRuns = o.boundary.simulatedRuns;
    twin.runNoiseRel = o.boundary.runNoiseRemoved ? o.boundary.runNoiseRel : 0;
    if (o.check.modelErrorSteps > 0) {
        twin.modelErrorRel = o.check.modelErrorRel;
        twin.modelErrorSeRel = o.check.modelErrorSeRel;
        twin.modelErrorSteps = o.check.modelErrorSteps;
    }
    twin.cpuSeconds = o.cpuSeconds;
    twin.checkPassed = o.check.pass;
    twin.checkSummary = o.check.summary;
    auto sweepStep = [&](int k) {
        return k >= 0 && size_t(k) < stepIndexes.size() ? stepIndexes[size_t(k)] : k;
    };
    for (const TwinStepCheck &c : o.check.steps) {
        SweepTwin::StepCheck sc;
        sc.step = sweepStep(c.step);
        sc.offeredRps = c.offeredRps;
        sc.requests = c.requests;
        sc.pass = c.pass;
        sc.agreedFail = !c.counted && c.bothFail;
        sc.counted = c.counted;
        for (const TwinFigure &f : c.figures)
            if (!f.inside())
                sc.outside << tr("%1: %2, band %3-%4")
                                  .arg(f.name, rate(f.measured), rate(f.low), rate(f.high));
        twin.checks << sc;
    }
    twin.checkPassed = o.check.pass;
    twin.nearestStep = o.check.nearestStep >= 0 ? sweepStep(o.check.nearestStep) : -1;
    twin.boundaryErrorRel = o.check.boundaryErrorRel;
    if (!twin.boundaryFound)
        twin.problem = tr("the twin found no boundary: %1").arg(o.boundary.error);
    else if (!twin.checkPassed)
        twin.problem = tr("the twin failed its check on %1 of %2 steps")
                           .arg(twin.countedFailures())
                           .arg(twin.checks.size());
    else if (twin.extrapolated())
        twin.problem = tr("the twin's boundary (%1) lies beyond every measured step (at most "
                          "%2 offered): an extrapolation")
                           .arg(rate(twin.boundaryRps), rate(twin.highestOfferedRps()));
    return twin;
}

QStringList TwinEstimateOutcome::lines() const
{
    QStringList l;
    const ServiceModel &m = fit.model;
    l << tr("sweep %1: a twin fitted to %2 requests of %3 steps, as the client measured them")
             .arg(sweepId)
             .arg(requests)
             .arg(steps);
    l << tr("  model: step %1 ms + %2 ms per sequence + %3 us per context token; prefill %4 ms "
            "per token; at most %5 sequences (%6)")
             .arg(m.stepFixedSec * 1e3, 0, 'g', 3)
             .arg(m.perSequenceSec * 1e3, 0, 'g', 3)
             .arg(m.perContextTokenSec * 1e6, 0, 'g', 3)
             .arg(m.perPrefillTokenSec * 1e3, 0, 'g', 3)
             .arg(m.concurrencyLimit)
             .arg(SweepTwin::limitSource(m.concurrencyLimitObserved, m.concurrencyLimitConfigured));
    l << tr("  KV cache: %1").arg(m.kv.text());
    l << tr("  prefill: %1")
             .arg(SweepTwin::prefillText(m.scheduler == SchedulerPolicy::DecodeFirst,
                                         m.prefillCapTokens, m.prefillChunkTokens));
    l << tr("  stalls: %1")
             .arg(SweepTwin::stallText(m.stalls.enabled() ? m.stalls.probability : 0,
                                       m.stalls.scaleSec * 1e3, m.stalls.shape,
                                       m.stalls.maxSec * 1e3, m.stalledSteps));
    if (whatIf())
        l << tr("  what-if: SLO %1, workload %2 (modeled; no step measured them)")
                 .arg(whatIfSlo.isEmpty() ? tr("of the sweep") : whatIfSlo,
                      whatIfWorkload.isEmpty() ? tr("of the sweep") : whatIfWorkload);
    if (boundary.found && boundary.centralOnly)
        l << tr("  modeled long-run boundary: %1 req/s per replica, from one long run of the "
                "central twin (its draws were not simulated: the twin failed its check)")
                 .arg(rate(boundary.boundaryRps));
    else if (boundary.found)
        l << tr("  modeled long-run boundary: %1 req/s per replica (95 % interval %2-%3), plan "
                "at %4 req/s")
                 .arg(rate(boundary.boundaryRps), rate(boundary.lowerRps), rate(boundary.upperRps),
                      rate(boundary.plannedRps));
    else
        l << tr("  modeled long-run boundary: none found (%1)").arg(boundary.error);
    if (boundary.found && (boundary.runNoiseRemoved || check.modelErrorSteps > 0))
        l << SweepTwin::modelErrorText(boundary.runNoiseRemoved ? boundary.runNoiseRel : 0,
                                       check.modelErrorRel, check.modelErrorSeRel,
                                       check.modelErrorSteps);
    if (sweepBoundaryRps > 0)
        l << (whatIf() ? tr("  measured by the sweep's short steps, for its own SLO and "
                            "workload: %1 req/s (interval from %2), plan at %3 req/s")
                       : tr("  measured by the sweep's short steps: %1 req/s (interval from %2), "
                            "plan at %3 req/s"))
                 .arg(rate(sweepBoundaryRps), rate(sweepLowerRps), rate(sweepPlannedRps));
    l << (check.pass ? tr("  check: the twin reproduces every step it was fitted on (%1)")
                     : tr("  check FAILED: %1; do not plan on the twin's boundary"))
             .arg(check.summary);
    if (simSpeed != 1.0)
        l << tr("  rates converted from the built-in server's %1x speed to the replica's own "
                "time")
                 .arg(simSpeed);
    l << tr("  %1 long runs simulated in %2 s of CPU")
             .arg(boundary.simulatedRuns)
             .arg(cpuSeconds, 0, 'f', 1);
    return l;
}

QJsonObject TwinEstimateOutcome::toJson() const
{
    const ServiceModel &m = fit.model;
    QJsonArray checked;
    for (const TwinStepCheck &s : check.steps) {
        QJsonArray outside;
        for (const TwinFigure &f : s.figures)
            if (!f.inside())
                outside.append(QJsonObject{{QStringLiteral("figure"), f.name},
                                           {QStringLiteral("measured"), f.measured},
                                           {QStringLiteral("low"), f.low},
                                           {QStringLiteral("high"), f.high}});
        checked.append(QJsonObject{{QStringLiteral("step"), s.step},
                                   {QStringLiteral("offered_rps"), s.offeredRps},
                                   {QStringLiteral("requests"), s.requests},
                                   {QStringLiteral("pass"), s.pass},
                                   {QStringLiteral("counted"), s.counted},
                                   {QStringLiteral("outside"), outside}});
    }
    return {
        {QStringLiteral("sweep"), sweepId},
        {QStringLiteral("sim_speed"), simSpeed},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("requests"), requests},
        {QStringLiteral("model"),
         QJsonObject{{QStringLiteral("step_fixed_ms"), m.stepFixedSec * 1e3},
                     {QStringLiteral("per_sequence_ms"), m.perSequenceSec * 1e3},
                     {QStringLiteral("per_context_token_us"), m.perContextTokenSec * 1e6},
                     {QStringLiteral("per_prefill_token_ms"), m.perPrefillTokenSec * 1e3},
                     {QStringLiteral("concurrency_limit"), m.concurrencyLimit},
                     {QStringLiteral("concurrency_limit_observed"), m.concurrencyLimitObserved},
                     {QStringLiteral("concurrency_limit_configured"), m.concurrencyLimitConfigured},
                     {QStringLiteral("kv_capacity_tokens"), m.kv.known() ? m.kv.tokens : 0},
                     {QStringLiteral("kv_capacity_source"), KvCache::sourceKey(m.kv.source)},
                     {QStringLiteral("prefill_chunk_tokens"), m.prefillChunkTokens},
                     {QStringLiteral("scheduler"), EngineConfig::schedulerName(m.scheduler)},
                     {QStringLiteral("prefill_cap_tokens"), m.prefillCapTokens},
                     {QStringLiteral("draws"), int(fit.draws.size())}}},
        {QStringLiteral("modeled"),
         QJsonObject{{QStringLiteral("found"), boundary.found},
                     {QStringLiteral("boundary_rps"), boundary.boundaryRps},
                     {QStringLiteral("lower_rps"), boundary.lowerRps},
                     {QStringLiteral("upper_rps"), boundary.upperRps},
                     {QStringLiteral("planned_rps"), boundary.plannedRps},
                     {QStringLiteral("simulated_runs"), boundary.simulatedRuns},
                     {QStringLiteral("central_only"), boundary.centralOnly},
                     {QStringLiteral("run_noise_rel"), boundary.runNoiseRel},
                     {QStringLiteral("draw_spread_rel"), boundary.drawSpreadRel},
                     {QStringLiteral("requests_per_run"), boundary.requestsPerRun}}},
        {QStringLiteral("measured"), QJsonObject{{QStringLiteral("boundary_rps"), sweepBoundaryRps},
                                                 {QStringLiteral("lower_rps"), sweepLowerRps},
                                                 {QStringLiteral("planned_rps"), sweepPlannedRps}}},
        {QStringLiteral("check"),
         QJsonObject{{QStringLiteral("pass"), check.pass},
                     {QStringLiteral("summary"), check.summary},
                     {QStringLiteral("boundary_error_rel"), check.boundaryErrorRel},
                     {QStringLiteral("model_error_rel"), std::isfinite(check.modelErrorRel)
                                                             ? QJsonValue(check.modelErrorRel)
                                                             : QJsonValue()},
                     {QStringLiteral("model_error_se_rel"), std::isfinite(check.modelErrorSeRel)
                                                                ? QJsonValue(check.modelErrorSeRel)
                                                                : QJsonValue()},
                     {QStringLiteral("model_error_steps"), check.modelErrorSteps},
                     {QStringLiteral("steps"), checked}}},
        {QStringLiteral("cpu_s"), cpuSeconds},
        {QStringLiteral("what_if"),
         whatIf() ? QJsonValue(QJsonObject{{QStringLiteral("slo"), whatIfSlo},
                                           {QStringLiteral("workload"), whatIfWorkload}})
                  : QJsonValue()},
    };
}

} // namespace llmcap
