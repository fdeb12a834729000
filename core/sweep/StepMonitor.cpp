#include "sweep/StepMonitor.h"

#include "bench/RunPlan.h"
#include "sweep/SweepConfig.h"

#include <algorithm>

namespace llmcap {

namespace {

constexpr qint64 kCheckIntervalNs = 500'000'000;
// In-flight samples for the saturation trend, about once a second as SaturationInput expects:
// at the runner's 10 Hz the samples are so autocorrelated that the slope test would find
// "significant" growth in random drift.
constexpr qint64 kInFlightSampleNs = 1'000'000'000;

// How long after its scheduled time a request may still be running without being late for the
// SLO: the largest threshold, so early decisions only look at requests that should be done.
qint64 graceNs(const Slo &slo)
{
    double ms = 0;
    for (const LatencyObjective &o : slo.objectives)
        ms = std::max(ms, o.thresholdMs);
    for (const auto &perClass : slo.classObjectives)
        for (const LatencyObjective &o : perClass)
            ms = std::max(ms, o.thresholdMs);
    return qint64(ms * 1e6);
}

} // namespace

StepMonitor::StepMonitor(const SweepConfig &config, const RunPlan &plan, bool confirm,
                         double dispersion)
    : m_slo(*config.bench.slo)
    , m_minStepS(config.minStepS)
    , m_minStepRequests(config.minStepRequests)
    , m_confidence(config.earlyStopConfidence)
    , m_confirm(confirm)
    , m_dispersion(dispersion)
    // A run plan's arrivals are its runs: the early decisions count runs, as stepPlan does.
    , m_scheduledNs(SweepConfig::arrivalTimes(plan))
    , m_runPlan(plan.isRunPlan())
    , m_windowStartNs(plan.window().startNs)
    , m_tally(m_slo, m_windowStartNs)
{
    if (m_runPlan) {
        for (const RunScript &run : plan.runs())
            m_runClass.push_back(run.classIndex);
        for (const WorkloadClass &c : plan.classes())
            m_classNames.append(c.name);
    }
}

double StepMonitor::missDispersion(const QList<SweepStep> &steps)
{
    double sum = 0;
    int n = 0;
    for (const SweepStep &s : steps) {
        double most = 0;
        for (const MissTally &t : s.tallies)
            most = std::max(most, t.dispersion);
        if (most > 0) {
            sum += most;
            ++n;
        }
    }
    return n > 0 ? std::clamp(sum / n, 1.0, 20.0) : 1.0;
}

bool StepMonitor::update(const LoadProgress &p, const std::vector<RequestRecord> &records,
                         const std::vector<RunOutcome> &runOutcomes)
{
    if (m_endedEarly)
        return false;
    const qint64 nowNs = qint64(p.elapsedS * 1e9);
    if (m_inFlight.empty() || nowNs - m_inFlight.back().tNs >= kInFlightSampleNs)
        m_inFlight.push_back({nowNs, double(p.inFlight + p.waiting)});
    for (; m_recordsSeen < qsizetype(records.size()); ++m_recordsSeen)
        m_tally.add(records[size_t(m_recordsSeen)]);
    if (nowNs - m_lastCheckNs < kCheckIntervalNs || nowNs < m_windowStartNs)
        return false;
    m_lastCheckNs = nowNs;
    if (double(nowNs - m_windowStartNs) / 1e9 < m_minStepS)
        return false;

    // Requests that had time to finish within every threshold.
    const qint64 cutoff = std::max(m_windowStartNs, nowNs - graceNs(m_slo));
    // A run plan's arrivals are runs: those that had time to end within their run-duration
    // threshold (the calls' cutoff when no run objective applies).
    const qint64 runGraceNs = qint64(SweepConfig::longestRunThresholdMs(m_slo) * 1e6);
    const qint64 arrivalCutoff =
        m_runPlan && runGraceNs > 0 ? std::max(m_windowStartNs, nowNs - runGraceNs) : cutoff;
    const qint64 due =
        std::lower_bound(m_scheduledNs.begin(), m_scheduledNs.end(), arrivalCutoff) -
        std::lower_bound(m_scheduledNs.begin(), m_scheduledNs.end(), m_windowStartNs);
    if (due < m_minStepRequests)
        return false;
    m_tally.advance(cutoff);
    // A run's calls are sent as their dependencies end, so which are due before the cutoff is not
    // known in advance: for an early pass, the calls in flight count as unfinished (misses).
    const qint64 callsDue =
        m_runPlan ? m_tally.counted() + qint64(p.inFlight) + qint64(p.waiting) : due;
    StepSignals pessimistic = m_tally.signals(callsDue, true);
    StepSignals seen = m_tally.signals(callsDue, false);
    if (m_runPlan) {
        const QList<ObjectiveTally> runs =
            StepAnalysis::interimRunTallies(runOutcomes, m_scheduledNs, m_runClass, m_classNames,
                                            m_windowStartNs, arrivalCutoff, m_slo);
        for (StepSignals *s : {&pessimistic, &seen}) {
            s->objectives += runs;
            s->runPlan = true;
            s->runsDue = due;
        }
    }
    // A confirmation answers whether the SLO holds over a long window: it may fail early, but
    // a pass needs the whole window.
    const bool pass =
        !m_confirm && StepJudge::earlyDecision(pessimistic, m_confidence, m_dispersion) ==
                          EarlyStopping::Decision::Pass;
    const bool failing =
        StepJudge::earlyDecision(seen, m_confidence, m_dispersion) == EarlyStopping::Decision::Fail;
    m_endedEarly = pass || failing;
    return m_endedEarly;
}

} // namespace llmcap
