#include "bench/RunPlan.h"

#include "bench/RunSchedule.h"
#include "workload/PromptFactory.h"
#include "workload/SeededRandom.h"
#include "workload/TraceRuns.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace llmcap {

namespace {

constexpr qint64 kMaxArrivals = 20'000'000;
constexpr quint64 kArrivalStream = 0xA771'7A15;
constexpr quint64 kContentStream = 0xC047'E470;

qint64 toNs(double seconds)
{
    return qint64(std::llround(seconds * 1e9));
}

// A trace replayed as runs (PlanSettings::traceRuns): its recorded runs (TraceRuns) and each
// entry without a run_id as a run of one call at its timestamp, after them. traceClass: each
// entry's class; recorded: set to the number of recorded runs.
Result<QList<RunScript>> traceRunScripts(const PlanSettings &settings,
                                         const QList<WorkloadClass> &classes,
                                         const std::vector<int> &traceClass, qsizetype *recorded)
{
    using R = Result<QList<RunScript>>;
    auto runs = TraceRuns::build(*settings.trace, classes, settings.traceTimeScale);
    if (!runs)
        return R::failure(runs.error());
    *recorded = runs->size();
    QSet<QString> ids;
    for (const RunScript &run : *runs)
        ids.insert(run.runId);
    const auto &entries = settings.trace->entries;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const TraceEntry &e = entries.at(i);
        if (e.inRun())
            continue;
        RunScript run;
        run.runId = QStringLiteral("request-%1").arg(i + 1);
        while (ids.contains(run.runId))
            run.runId += QLatin1Char('_');
        run.classIndex = traceClass[size_t(i)];
        run.startS = e.timestampS * settings.traceTimeScale;
        RunCall call;
        call.outputTokens = std::max(1, e.outputTokens);
        call.newInputTokens = std::max(1, e.inputTokens);
        if (!e.prefixGroup.isEmpty()) {
            const WorkloadClass &c = classes.at(run.classIndex);
            const int shared = std::min(
                e.inputTokens - 1, e.prefixTokens >= 0 ? e.prefixTokens : c.sharedPrefix.tokens);
            if (shared > 0) {
                call.prefix = RunCall::Prefix::Group;
                call.prefixGroup = e.prefixGroup;
                call.prefixTokens = shared;
            }
        }
        call.blocks = e.blocks;
        call.blockTokens = e.blockTokens;
        run.calls = {call};
        runs->append(std::move(run));
    }
    return std::move(*runs);
}

} // namespace

bool PlanSettings::sendsRuns() const
{
    return runs.has_value() || (trace ? traceRuns : workload.hasRunClasses());
}

QJsonObject PlanSettings::toJson() const
{
    QJsonObject o{{QStringLiteral("workload"), workload.toJson()},
                  {QStringLiteral("seed"), QString::number(seed)},
                  {QStringLiteral("duration_s"), durationS},
                  {QStringLiteral("warmup_s"), warmupS},
                  {QStringLiteral("warmup_requests"), warmupRequests}};
    if (closedLoopUsers > 0) {
        o.insert(QStringLiteral("mode"), QStringLiteral("closed-loop"));
        o.insert(QStringLiteral("users"), closedLoopUsers);
    } else {
        o.insert(QStringLiteral("mode"), QStringLiteral("open-loop"));
        o.insert(QStringLiteral("arrival"), arrival.toString());
        if (!trace)
            o.insert(QStringLiteral("rate_rps"), rateRps);
    }
    if (sendsRuns()) {
        o.insert(QStringLiteral("rate_unit"), QStringLiteral("runs/s"));
        if (runs) {
            o.insert(QStringLiteral("prepared_runs"), runs->size());
            o.remove(QStringLiteral("rate_rps"));
        }
    }
    if (trace) {
        o.insert(QStringLiteral("trace_requests"), trace->entries.size());
        o.insert(QStringLiteral("trace_time_scale"), traceTimeScale);
        if (traceRuns)
            o.insert(QStringLiteral("trace_runs"), true);
    }
    return o;
}

Result<RunPlan> RunPlan::create(PlanSettings settings)
{
    using R = Result<RunPlan>;
    RunPlan plan;
    plan.m_classes = settings.workload.classes;
    if (settings.trace) {
        settings.arrival.kind = ArrivalProcess::Kind::Trace;
        for (const TraceEntry &e : settings.trace->entries) {
            QString name = e.className;
            if (name.isEmpty())
                name = plan.m_classes.isEmpty() ? QStringLiteral("trace")
                                                : plan.m_classes.front().name;
            int index = -1;
            for (qsizetype i = 0; i < plan.m_classes.size(); ++i)
                if (plan.m_classes.at(i).name == name)
                    index = int(i);
            if (index < 0) {
                WorkloadClass c;
                c.name = name;
                plan.m_classes.append(c);
                index = int(plan.m_classes.size() - 1);
            }
            plan.m_traceClass.push_back(index);
        }
    } else if (plan.m_classes.isEmpty()) {
        return R::failure(tr("the workload has no request classes"));
    } else if (settings.arrival.kind == ArrivalProcess::Kind::Trace) {
        return R::failure(tr("trace arrivals need a trace file"));
    }
    if (settings.traceRuns && (!settings.trace || settings.closedLoopUsers > 0))
        return R::failure(tr("replaying a trace's runs needs a trace and an open loop"));
    if (settings.trace && !(settings.traceTimeScale > 0))
        return R::failure(tr("the trace time scale must be above 0"));
    if (settings.sendsRuns())
        return createRuns(std::move(plan), std::move(settings));
    if (settings.closedLoopUsers <= 0 && !settings.trace && !(settings.rateRps > 0))
        return R::failure(tr("the request rate must be above 0"));
    if (settings.durationS < 0 || settings.warmupS < 0 || settings.warmupRequests < 0)
        return R::failure(tr("durations and warm-up must not be negative"));
    if (!settings.trace && !(settings.durationS > 0))
        return R::failure(tr("the duration must be above 0"));

    const qint64 warmupNs = toNs(settings.warmupS);
    if (settings.closedLoopUsers > 0) {
        plan.m_window = {warmupNs,
                         settings.warmupRequests > 0 ? -1 : warmupNs + toNs(settings.durationS)};
        plan.m_settings = std::move(settings);
        return plan;
    }

    if (settings.trace) {
        const auto &entries = settings.trace->entries;
        qint64 lastNs = -1; // the last request or run start
        if (settings.traceRuns) {
            auto runs = TraceRuns::build(*settings.trace, plan.m_classes, settings.traceTimeScale);
            if (!runs)
                return R::failure(runs.error());
            plan.m_runScripts = std::move(*runs);
            for (const RunScript &run : plan.m_runScripts)
                lastNs = std::max(lastNs, toNs(run.startS));
        }
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (settings.traceRuns) {
                if (entries.at(i).inRun())
                    continue;
                plan.m_traceEntry.push_back(i);
            }
            plan.m_scheduledNs.push_back(toNs(entries.at(i).timestampS * settings.traceTimeScale));
        }
        if (!plan.m_scheduledNs.empty())
            lastNs = std::max(lastNs, plan.m_scheduledNs.back());
        qint64 start = warmupNs;
        if (settings.warmupRequests > 0)
            start = std::max(start, settings.warmupRequests < qsizetype(plan.m_scheduledNs.size())
                                        ? plan.m_scheduledNs[size_t(settings.warmupRequests)]
                                        : lastNs + 1);
        const qint64 end = settings.durationS > 0 ? start + toNs(settings.durationS) : lastNs + 1;
        while (!plan.m_scheduledNs.empty() && plan.m_scheduledNs.back() >= end)
            plan.m_scheduledNs.pop_back();
        while (!plan.m_runScripts.isEmpty() && toNs(plan.m_runScripts.back().startS) >= end)
            plan.m_runScripts.removeLast();
        plan.m_window = {start, std::max(start, end)};
    } else {
        const double expected = settings.rateRps * (settings.warmupS + settings.durationS) +
                                double(settings.warmupRequests);
        if (expected > double(kMaxArrivals))
            return R::failure(tr("the run would send about %1 requests, more than %2; lower the "
                                 "rate or the duration")
                                  .arg(expected, 0, 'f', 0)
                                  .arg(kMaxArrivals));
        SeededRandom arrivals(SeededRandom::derive(settings.seed, kArrivalStream));
        const double meanGapS = 1.0 / settings.rateRps;
        // The window opens at the warm-up time, or with request K = warmup_requests if later.
        const qint64 k = settings.warmupRequests;
        double t = 0;
        while (true) {
            const qint64 ns = toNs(t);
            const qint64 index = qint64(plan.m_scheduledNs.size());
            if (index == k) {
                plan.m_window.startNs = std::max(warmupNs, ns);
                plan.m_window.endNs = plan.m_window.startNs + toNs(settings.durationS);
            }
            if (index >= k && ns >= plan.m_window.endNs)
                break;
            if (index >= kMaxArrivals)
                return R::failure(tr("the run would send more than %1 requests; lower the rate "
                                     "or the duration")
                                      .arg(kMaxArrivals));
            plan.m_scheduledNs.push_back(ns);
            t += settings.arrival.unitGap(arrivals) * meanGapS;
        }
    }
    plan.m_settings = std::move(settings);
    return plan;
}

Result<RunPlan> RunPlan::createRuns(RunPlan plan, PlanSettings settings)
{
    using R = Result<RunPlan>;
    plan.m_runPlan = true;
    if (settings.closedLoopUsers > 0)
        return R::failure(tr("run classes are sent open loop: a closed loop is not supported"));
    if (settings.durationS < 0 || settings.warmupS < 0 || settings.warmupRequests < 0)
        return R::failure(tr("durations and warm-up must not be negative"));
    const qint64 warmupNs = toNs(settings.warmupS);
    std::optional<QList<RunScript>> prepared = settings.runs;
    if (!prepared && settings.trace) {
        qsizetype recorded = 0;
        auto traced = traceRunScripts(settings, plan.m_classes, plan.m_traceClass, &recorded);
        if (!traced)
            return R::failure(traced.error());
        plan.m_runScripts = traced->mid(0, recorded); // runScripts(): the recorded runs only
        prepared = std::move(*traced);
    }
    if (prepared) {
        QList<RunScript> runs = std::move(*prepared);
        std::stable_sort(runs.begin(), runs.end(), [](const RunScript &a, const RunScript &b) {
            return a.startS < b.startS;
        });
        if (Status valid = RunSchedule::validate(runs, plan.m_classes.size()); !valid)
            return R::failure(valid.error());
        if (runs.isEmpty())
            return R::failure(tr("there are no runs to send"));
        qint64 start = warmupNs;
        if (settings.warmupRequests > 0)
            start = std::max(start, settings.warmupRequests < runs.size()
                                        ? toNs(runs.at(settings.warmupRequests).startS)
                                        : toNs(runs.back().startS) + 1);
        const qint64 end = settings.durationS > 0 ? start + toNs(settings.durationS)
                                                  : toNs(runs.back().startS) + 1;
        while (!runs.isEmpty() && toNs(runs.back().startS) >= end)
            runs.removeLast();
        plan.m_window = {start, std::max(start, end)};
        plan.m_runs = std::move(runs);
        while (!plan.m_runScripts.isEmpty() && toNs(plan.m_runScripts.back().startS) >= end)
            plan.m_runScripts.removeLast();
    } else {
        if (!(settings.rateRps > 0))
            return R::failure(tr("the run rate must be above 0"));
        if (!(settings.durationS > 0))
            return R::failure(tr("the duration must be above 0"));
        auto starts =
            RunSchedule::starts(settings.arrival, settings.rateRps, settings.seed, settings.warmupS,
                                settings.warmupRequests, settings.durationS, kMaxArrivals);
        if (!starts)
            return R::failure(starts.error());
        plan.m_window = {toNs(starts->windowStartS), toNs(starts->windowEndS)};
        plan.m_after = starts->after;
        plan.m_runs.reserve(starts->startS.size());
        for (qsizetype i = 0; i < starts->startS.size(); ++i)
            plan.m_runs.append(
                RunSchedule::draw(settings.workload, settings.seed, i, starts->startS.at(i)));
    }
    qint64 calls = 0;
    plan.m_firstCall.reserve(size_t(plan.m_runs.size()));
    for (const RunScript &run : plan.m_runs) {
        plan.m_firstCall.push_back(calls);
        calls += run.calls.size();
    }
    plan.m_settings = std::move(settings);
    return plan;
}

RunScript RunPlan::drawRun(qint64 runIndex, double startS) const
{
    return RunSchedule::draw(m_settings.workload, m_settings.seed, runIndex, startS);
}

bool RunPlan::isWarmupRun(const RunScript &run) const
{
    return m_window.startNs >= 0 && toNs(run.startS) < m_window.startNs;
}

bool RunPlan::isWarmup(qint64 index, qint64 scheduledNs) const
{
    if (index < m_settings.warmupRequests)
        return true;
    return m_window.startNs >= 0 && scheduledNs < m_window.startNs;
}

PlannedRequest RunPlan::request(qint64 index) const
{
    PlannedRequest r;
    r.index = index;
    if (!isClosedLoop() && index < arrivals())
        r.scheduledNs = m_scheduledNs[size_t(index)];
    SeededRandom random(SeededRandom::derive(m_settings.seed ^ kContentStream, quint64(index)));
    qsizetype entry = index; // the trace entry
    if (m_settings.traceRuns)
        entry = index < qsizetype(m_traceEntry.size()) ? m_traceEntry[size_t(index)] : -1;
    const bool fromTrace = m_settings.trace && entry >= 0 && entry < qsizetype(m_traceClass.size());
    if (fromTrace) {
        const TraceEntry &e = m_settings.trace->entries.at(entry);
        r.classIndex = m_traceClass[size_t(entry)];
        r.inputTokens = e.inputTokens;
        r.outputTokens = e.outputTokens;
        const WorkloadClass &c = m_classes.at(r.classIndex);
        if (!e.prefixGroup.isEmpty()) {
            r.prefixKey = PromptFactory::prefixKey(c.name, e.prefixGroup);
            r.prefixTokens = std::min(e.inputTokens,
                                      e.prefixTokens >= 0 ? e.prefixTokens : c.sharedPrefix.tokens);
        }
        r.blocks = e.blocks;
        r.blockTokens = e.blockTokens;
    } else {
        const int classCount = int(m_settings.workload.classes.size());
        r.classIndex = classCount > 0 ? int(m_settings.workload.pick(random.uniform())) : 0;
        const WorkloadClass &c = m_classes.at(r.classIndex);
        if (!c.lengths.isEmpty()) { // one pair: keeps the input/output correlation
            const JointLengths::Pair pair = c.lengths.sample(random);
            r.inputTokens = pair.inputTokens;
            r.outputTokens = pair.outputTokens;
        } else {
            r.inputTokens = c.inputTokens.sample(random);
            r.outputTokens = c.outputTokens.sample(random);
        }
        const double shareDraw = random.uniform();
        const qint64 groupDraw = random.between(0, std::max(1, c.sharedPrefix.groups) - 1);
        if (c.sharedPrefix.tokens > 0 && shareDraw < c.sharedPrefix.shareRatio) {
            r.prefixKey = PromptFactory::prefixKey(c.name, QString::number(groupDraw));
            r.prefixTokens = std::min(c.sharedPrefix.tokens, r.inputTokens);
        }
    }
    const CancelBehaviour &cancel = m_classes.at(r.classIndex).cancel;
    if (cancel.probability > 0 && random.uniform() < cancel.probability) {
        r.cancelAfterTokens = cancel.afterTokens;
        r.cancelAfterMs = cancel.afterMs;
    }
    return r;
}

} // namespace llmcap
