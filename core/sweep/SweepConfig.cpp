#include "sweep/SweepConfig.h"

#include "sweep/EarlyStopping.h"

#include <algorithm>
#include <cmath>

#include <QJsonArray>

namespace llmcap {

Status SweepConfig::validate(const SweepConfig &c, Check check)
{
    QStringList problems;
    if (Status s = BoundarySearch::validate(c.search); !s)
        problems << s.error();
    // Two pairs leave the Student-t interval one degree of freedom (t = 12.7 at 95 %): its lower
    // bound, which plans use, lies about 9 of the pairs' standard deviations below their mean.
    // bench_sweepsim measured plans 23 % below the long-run boundary on average with 2 repeats,
    // 2 % with 1 and 5 % with 3.
    if (check == Check::NewSweep && c.search.repeats == 2)
        problems << tr("2 repeats leave the interval one degree of freedom: its lower bound, "
                       "which plans use, lies about 9 standard deviations of the repeats below "
                       "their mean; use 1 (the interval is then the bracket) or 3 or more");
    if (!c.bench.slo)
        problems << tr("a sweep needs an SLO: the boundary is where the SLO stops holding");
    if (c.bench.plan.trace || c.bench.plan.closedLoopUsers > 0)
        problems << tr("a sweep drives open-loop arrivals at its own rates; it cannot replay a "
                       "trace or use closed-loop users");
    if (c.bench.plan.workload.classes.isEmpty())
        problems << tr("the workload has no classes");
    if (c.stepWarmupS < 0)
        problems << tr("the step warm-up cannot be negative");
    if (c.search.confirmS > 0 && c.search.confirmS < c.maxStepS)
        problems << tr("the confirmation run (%1 s) must be at least as long as a step (%2 s)")
                        .arg(c.search.confirmS)
                        .arg(c.maxStepS);
    if (!(c.minStepS > 0) || c.maxStepS < c.minStepS)
        problems << tr("the minimum step length must be above 0 and at most the maximum (%1 s > "
                       "%2 s)")
                        .arg(c.minStepS)
                        .arg(c.maxStepS);
    if (c.minStepRequests < 1)
        problems << tr("a step needs at least one measured request");
    if (!(c.maxStepRequestsS >= c.maxStepS) || c.maxStepRequestsS > 86400)
        problems << tr("the longest step for reaching the request minimum (%1 s) must be at "
                       "least the maximum step length (%2 s) and at most 24 h")
                        .arg(c.maxStepRequestsS)
                        .arg(c.maxStepS);
    if (c.cooldownS < 0)
        problems << tr("the cool-down cannot be negative");
    if (!(c.earlyStopConfidence > 0.5) || c.earlyStopConfidence >= 1.0)
        problems << tr("the early-stopping confidence must be between 0.5 and 1");
    // A sweep in virtual time sends nothing over HTTP: it has no endpoint URL.
    const bool virtualTime = c.builtinServer && c.builtinServer->virtualTime;
    if (const QString t = c.bench.target.validate(); !t.isEmpty() && !virtualTime)
        problems << t;
    if (c.builtinServer && (c.builtinServer->preset.isEmpty() || !(c.builtinServer->speed > 0)))
        problems << tr("the built-in server needs a preset and a speed above 0");
    if (!problems.isEmpty())
        return Status::failure(problems.join(QLatin1String("; ")));
    return {};
}

QJsonObject SweepConfig::toJson() const
{
    QJsonObject o{
        {QStringLiteral("schema"), QStringLiteral("llmcap.sweep/1")},
        {QStringLiteral("name"), name},
        {QStringLiteral("target"), bench.target.toJson()},
        {QStringLiteral("workload"), bench.plan.workload.toJson()},
        {QStringLiteral("arrival"), bench.plan.arrival.toString()},
        {QStringLiteral("seed"), QString::number(bench.plan.seed)},
        {QStringLiteral("search"), search.toJson()},
        {QStringLiteral("step"),
         QJsonObject{{QStringLiteral("warmup_s"), stepWarmupS},
                     {QStringLiteral("min_s"), minStepS},
                     {QStringLiteral("max_s"), maxStepS},
                     {QStringLiteral("min_requests"), minStepRequests},
                     {QStringLiteral("max_s_for_min_requests"), maxStepRequestsS},
                     {QStringLiteral("cooldown_s"), cooldownS},
                     {QStringLiteral("early_stop_confidence"), earlyStopConfidence}}},
        {QStringLiteral("limits"),
         QJsonObject{{QStringLiteral("request_timeout_ms"), bench.requestTimeoutMs},
                     {QStringLiteral("connect_timeout_ms"), bench.connectTimeoutMs},
                     {QStringLiteral("first_byte_timeout_ms"), bench.firstByteTimeoutMs},
                     {QStringLiteral("idle_timeout_ms"), bench.idleTimeoutMs},
                     {QStringLiteral("drain_timeout_ms"), bench.drainTimeoutMs},
                     {QStringLiteral("max_in_flight"), bench.maxInFlight},
                     {QStringLiteral("schedule_lag_bound_ms"), bench.scheduleLagBoundMs},
                     {QStringLiteral("scrape_metrics"), bench.scrapeMetrics},
                     {QStringLiteral("scrape_interval_ms"), bench.scrapeIntervalMs},
                     {QStringLiteral("store_text"), bench.storeText}}},
        {QStringLiteral("serving"), bench.serving.toJson()},
        {QStringLiteral("project_id"), bench.projectId},
    };
    if (bench.slo)
        o.insert(QStringLiteral("slo"), bench.slo->toJson());
    if (builtinServer)
        o.insert(QStringLiteral("builtin_server"),
                 QJsonObject{{QStringLiteral("preset"), builtinServer->preset},
                             {QStringLiteral("speed"), builtinServer->speed},
                             {QStringLiteral("seed"), QString::number(builtinServer->seed)},
                             {QStringLiteral("virtual_time"), builtinServer->virtualTime}});
    return o;
}

Result<SweepConfig> SweepConfig::fromJson(const QJsonObject &json)
{
    using R = Result<SweepConfig>;
    SweepConfig c;
    c.name = json.value(QLatin1String("name")).toString();
    c.bench.target = EndpointTarget::fromJson(json.value(QLatin1String("target")).toObject());
    auto workload = Workload::fromJson(json.value(QLatin1String("workload")).toObject(),
                                       QStringLiteral("sweep"));
    if (!workload)
        return R::failure(workload.error());
    c.bench.plan.workload = *workload;
    auto arrival = ArrivalProcess::parse(json.value(QLatin1String("arrival")).toString());
    if (!arrival)
        return R::failure(arrival.error());
    c.bench.plan.arrival = *arrival;
    c.bench.plan.seed = json.value(QLatin1String("seed")).toString().toULongLong();
    if (json.contains(QLatin1String("slo"))) {
        auto slo =
            Slo::fromJson(json.value(QLatin1String("slo")).toObject(), QStringLiteral("sweep"));
        if (!slo)
            return R::failure(slo.error());
        c.bench.slo = *slo;
    }
    c.search = BoundarySearch::Config::fromJson(json.value(QLatin1String("search")).toObject());
    const QJsonObject step = json.value(QLatin1String("step")).toObject();
    c.stepWarmupS = step.value(QLatin1String("warmup_s")).toDouble(c.stepWarmupS);
    c.minStepS = step.value(QLatin1String("min_s")).toDouble(c.minStepS);
    c.maxStepS = step.value(QLatin1String("max_s")).toDouble(c.maxStepS);
    c.minStepRequests = step.value(QLatin1String("min_requests")).toInteger(c.minStepRequests);
    // Stored before steps grew to the request minimum: they grow now too, never below max_s.
    c.maxStepRequestsS =
        std::max(c.maxStepS,
                 step.value(QLatin1String("max_s_for_min_requests")).toDouble(c.maxStepRequestsS));
    c.cooldownS = step.value(QLatin1String("cooldown_s")).toDouble(c.cooldownS);
    c.earlyStopConfidence =
        step.value(QLatin1String("early_stop_confidence")).toDouble(c.earlyStopConfidence);
    const QJsonObject limits = json.value(QLatin1String("limits")).toObject();
    BenchConfig &b = c.bench;
    b.requestTimeoutMs =
        limits.value(QLatin1String("request_timeout_ms")).toInteger(b.requestTimeoutMs);
    b.drainTimeoutMs = limits.value(QLatin1String("drain_timeout_ms")).toInteger(b.drainTimeoutMs);
    b.connectTimeoutMs =
        limits.value(QLatin1String("connect_timeout_ms")).toInteger(b.connectTimeoutMs);
    b.firstByteTimeoutMs =
        limits.value(QLatin1String("first_byte_timeout_ms")).toInteger(b.firstByteTimeoutMs);
    b.idleTimeoutMs = limits.value(QLatin1String("idle_timeout_ms")).toInteger(b.idleTimeoutMs);
    b.maxInFlight = limits.value(QLatin1String("max_in_flight")).toInt(b.maxInFlight);
    b.scheduleLagBoundMs =
        limits.value(QLatin1String("schedule_lag_bound_ms")).toDouble(b.scheduleLagBoundMs);
    b.scrapeMetrics = limits.value(QLatin1String("scrape_metrics")).toBool(b.scrapeMetrics);
    b.scrapeIntervalMs =
        limits.value(QLatin1String("scrape_interval_ms")).toInt(b.scrapeIntervalMs);
    b.storeText = limits.value(QLatin1String("store_text")).toBool(b.storeText);
    b.serving = ServingConfig::fromJson(json.value(QLatin1String("serving")).toObject());
    b.projectId = json.value(QLatin1String("project_id")).toInteger();
    if (const QJsonValue server = json.value(QLatin1String("builtin_server")); server.isObject()) {
        BuiltinServer s;
        s.preset = server[QLatin1String("preset")].toString();
        s.speed = server[QLatin1String("speed")].toDouble(s.speed);
        s.seed = server[QLatin1String("seed")].toString().toULongLong();
        s.virtualTime = server[QLatin1String("virtual_time")].toBool(false);
        c.builtinServer = s;
    }
    return c;
}

BenchConfig SweepConfig::stepConfig(qint64 sweepId, int index, double rateRps, int repeat,
                                    bool confirm) const
{
    BenchConfig c = bench;
    c.plan.rateRps = rateRps;
    c.plan.seed = bench.plan.seed + quint64(std::max(0, repeat)) + (confirm ? 1000 : 0);
    c.plan.durationS = confirm ? confirmWindowS(rateRps) : maxStepS;
    c.plan.warmupS = stepWarmupS;
    c.plan.warmupRequests = 0;
    c.sweepId = sweepId;
    c.stepIndex = index;
    const QString where =
        sendsRuns()
            ? (confirm ? tr(", step %1: confirmation at %2 runs/s") : tr(", step %1 at %2 runs/s"))
            : (confirm ? tr(", step %1: confirmation at %2 req/s") : tr(", step %1 at %2 req/s"));
    c.label = (name.isEmpty() ? tr("sweep %1").arg(sweepId) : name) +
              where.arg(index + 1).arg(rateRps, 0, 'g', 4);
    // The calls of a run scheduled late in the window go on after it ends: give them the time a
    // run may take (a run still going when the drain ends counts as timed out, a miss).
    if (sendsRuns() && bench.slo)
        c.drainTimeoutMs =
            std::max(c.drainTimeoutMs,
                     qint64(std::ceil(kRunDrainFactor * longestRunThresholdMs(*bench.slo))));
    return c;
}

double SweepConfig::confirmWindowS(double rateRps) const
{
    if (!(search.confirmConfidence > 0) || !bench.slo || !(rateRps > 0))
        return search.confirmS;
    // Long enough for three times the requests a confident pass needs without a single miss,
    // for the strictest objective; at most ten times the longest step.
    // With run classes the rate counts runs: the run objectives' need is in runs.
    qint64 needed = 0;
    if (!sendsRuns())
        for (const LatencyObjective &o : bench.slo->objectives)
            needed = std::max(needed, EarlyStopping::requestsNeededToPass(
                                          0, o.attainmentPct / 100.0, search.confirmConfidence));
    QList<RunObjective> runObjectives = bench.slo->classRunDurations.values();
    if (bench.slo->runDuration)
        runObjectives.append(*bench.slo->runDuration);
    if (sendsRuns())
        for (const RunObjective &o : runObjectives)
            needed = std::max(needed, EarlyStopping::requestsNeededToPass(
                                          0, o.attainmentPct / 100.0, search.confirmConfidence));
    const double windowS = 3.0 * double(needed) / rateRps;
    return std::clamp(windowS, search.confirmS, std::max(search.confirmS, 10 * maxStepS));
}

Result<RunPlan> SweepConfig::stepPlan(BenchConfig &step) const
{
    auto plan = RunPlan::create(step.plan);
    if (!plan || step.plan.durationS >= maxStepRequestsS)
        return plan;
    if (arrivalsInWindow(*plan) >= minStepRequests)
        return plan;
    // Arrivals come from one seeded stream whatever the window, so the longest plan's first
    // minStepRequests in-window arrivals are this step's: end the window just after the last.
    PlanSettings longest = step.plan;
    longest.durationS = maxStepRequestsS;
    auto full = RunPlan::create(longest);
    if (!full)
        return plan;
    double windowS = maxStepRequestsS;
    qint64 seen = 0;
    for (const qint64 t : arrivalTimes(*full)) {
        if (t >= full->window().startNs && ++seen == minStepRequests) {
            windowS = std::min(maxStepRequestsS,
                               (std::floor(double(t - full->window().startNs) / 1e6) + 1) / 1e3);
            break;
        }
    }
    step.plan.durationS = std::max(step.plan.durationS, windowS);
    return RunPlan::create(step.plan);
}

QString SweepConfig::rateUnit() const
{
    return sendsRuns() ? QStringLiteral("runs/s") : QStringLiteral("req/s");
}

double SweepConfig::expectedCallsPerArrival() const
{
    if (!sendsRuns())
        return 1;
    double weights = 0, calls = 0;
    for (const WorkloadClass &c : bench.plan.workload.classes) {
        double perRun = 1;
        if (c.run) {
            const RunBehaviour &b = *c.run;
            // Each step after the first: fanOutWidth calls with fanOutProbability, each
            // repeated after a failed tool call with probability p, at most maxRetries times.
            double retries = 0, p = 1;
            for (int k = 0; k < b.maxRetries; ++k)
                retries += (p *= b.toolFailureProbability);
            const double width = 1 + b.fanOutProbability * std::max(0, b.fanOutWidth - 1);
            perRun = 1 + std::max(0.0, b.calls.mean() - 1) * width * (1 + retries);
        }
        weights += std::max(0.0, c.weight);
        calls += std::max(0.0, c.weight) * perRun;
    }
    return weights > 0 ? calls / weights : 1;
}

std::vector<qint64> SweepConfig::arrivalTimes(const RunPlan &plan)
{
    std::vector<qint64> out;
    if (plan.isRunPlan()) {
        out.reserve(size_t(plan.runs().size()));
        for (const RunScript &run : plan.runs())
            out.push_back(qint64(std::llround(run.startS * 1e9))); // as RunPlan places them
    } else {
        out.reserve(size_t(plan.arrivals()));
        for (qint64 i = 0; i < plan.arrivals(); ++i)
            out.push_back(plan.scheduledNs(i));
    }
    return out;
}

qint64 SweepConfig::arrivalsInWindow(const RunPlan &plan)
{
    const RunWindow w = plan.window();
    qint64 n = 0;
    if (plan.isRunPlan()) {
        for (const RunScript &run : plan.runs()) {
            const qint64 t = qint64(std::llround(run.startS * 1e9));
            n += !plan.isWarmupRun(run) && t >= w.startNs && t < w.endNs;
        }
        return n;
    }
    for (const qint64 t : arrivalTimes(plan))
        n += t >= w.startNs && t < w.endNs;
    return n;
}

double SweepConfig::longestRunThresholdMs(const Slo &slo)
{
    double ms = slo.runDuration ? slo.runDuration->thresholdMs : 0;
    for (const RunObjective &o : slo.classRunDurations)
        ms = std::max(ms, o.thresholdMs);
    return ms;
}

} // namespace llmcap
