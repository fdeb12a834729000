#include "sweep/StepAnalysis.h"

#include "bench/SloEvaluator.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

QList<ObjectiveTally> StepAnalysis::tallies(const SloResult &slo)
{
    QList<ObjectiveTally> out;
    const QLocale loc;
    for (const ObjectiveResult &o : slo.objectives) {
        if (!o.evaluated)
            continue;
        ObjectiveTally t;
        t.label =
            QStringLiteral("%1 <= %2 ms%3")
                .arg(Slo::label(o.objective.metric), loc.toString(o.objective.thresholdMs, 'g', 6),
                     o.className.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(o.className));
        t.judged = qint64(std::llround(o.samples));
        t.misses = t.judged - qint64(std::llround(o.within));
        t.targetPct = o.objective.attainmentPct;
        out.append(t);
    }
    return out;
}

StepSignals StepAnalysis::finalSignals(const RunResult &result,
                                       const std::vector<RequestRecord> &records,
                                       const std::vector<ServerMetricsSample> &samples,
                                       const std::vector<InFlightSample> &inFlight, const Slo &slo,
                                       const SaturationDetector::Options &options)
{
    StepSignals s;
    const RunMetrics &m = result.metrics;
    const RunWindow &w = m.window;
    s.clientLimited = m.clientLimited;
    if (m.clientLimited)
        s.clientLimitedDetail = QStringLiteral("p99 schedule lag %1 ms > %2 ms")
                                    .arg(m.overall.scheduleLag.p99, 0, 'f', 2)
                                    .arg(m.scheduleLagBoundMs, 0, 'g', 4);
    const SloResult sloResult = result.slo ? *result.slo : SloEvaluator::evaluate(records, slo, w);
    s.objectives = tallies(sloResult);
    s.requestsDue = sloResult.due;
    s.requestsFailed = sloResult.errors;
    s.maxErrorRatePct = slo.maxErrorRatePct;

    SaturationInput in;
    const double t0 = double(w.startNs) / 1e9;
    // In-flight requests climb to their steady level (rate x E2E, Little's law) during the first
    // E2E of the load; a warm-up shorter than that leaves the climb in the window, where it
    // would read as a growing backlog. The backlog and queue trends therefore start one median
    // E2E into the window (at most half of it); real over-saturation keeps growing after that.
    const qint64 settleNs =
        qint64(std::min(0.5 * w.seconds(), std::max(0.0, m.overall.e2e.p50) / 1000.0) * 1e9);
    for (const InFlightSample &f : inFlight)
        if (w.contains(f.tNs) && f.tNs >= w.startNs + settleNs) {
            in.sampleTimeSec.push_back(double(f.tNs) / 1e9 - t0);
            in.inFlight.push_back(f.inFlight);
        }
    if (!in.sampleTimeSec.empty()) {
        // Server waiting at the same instants: the latest scrape at or before each sample.
        size_t j = 0;
        bool any = false;
        for (double t : in.sampleTimeSec) {
            const qint64 ns = qint64((t + t0) * 1e9);
            while (j + 1 < samples.size() && samples[j + 1].tNs <= ns)
                ++j;
            const double waiting = samples.empty() || samples[j].tNs > ns ? -1 : samples[j].waiting;
            any = any || waiting >= 0;
            in.serverWaiting.push_back(std::max(0.0, waiting));
        }
        if (!any)
            in.serverWaiting.clear();
    }
    for (const RequestRecord &r : records)
        if (!r.warmup && w.contains(r.scheduledNs) && r.succeeded())
            if (auto ttft = r.ttftMs()) {
                in.requestTimeSec.push_back(double(r.scheduledNs) / 1e9 - t0);
                in.ttftMs.push_back(*ttft);
            }
    // Offered against completed over the same settled span: over the whole window, completions
    // trail arrivals by the ramp-up whenever the warm-up is shorter than an E2E, even when the
    // replica keeps up.
    in.offeredRps = m.overall.offeredRps;
    in.completedRps = m.overall.completedRps;
    const qint64 settledStartNs = w.startNs + settleNs;
    const double settledSec = double(w.endNs - settledStartNs) / 1e9;
    if (settleNs > 0 && settledSec > 0) {
        qint64 offered = 0, completed = 0;
        for (const RequestRecord &r : records) {
            if (!r.warmup && r.scheduledNs >= settledStartNs && r.scheduledNs < w.endNs &&
                r.error != ErrorCategory::Cancelled)
                ++offered;
            if (r.succeeded() && r.endNs >= settledStartNs && r.endNs < w.endNs)
                ++completed;
        }
        in.offeredRps = double(offered) / settledSec;
        in.completedRps = double(completed) / settledSec;
    }
    in.windowSec = w.seconds();
    s.completedRps = in.completedRps;
    s.saturation = SaturationDetector::evaluate(in, options);

    s.serverMetrics = !result.server.isEmpty();
    s.preemptions = result.server.preemptions > 0 ? qint64(result.server.preemptions) : 0;
    s.completed = m.overall.succeeded;
    int inWindow = 0, pinned = 0;
    for (const ServerMetricsSample &x : samples)
        if (w.contains(x.tNs) && x.kvUsage >= 0) {
            ++inWindow;
            pinned += x.kvUsage >= 0.98 ? 1 : 0;
        }
    s.kvPinnedShare = inWindow > 0 ? double(pinned) / inWindow : 0;
    return s;
}

StepSignals StepAnalysis::interimSignals(const std::vector<RequestRecord> &records,
                                         qint64 windowStartNs, qint64 cutoffNs,
                                         qint64 dueBeforeCutoff, const Slo &slo,
                                         bool unfinishedAreMisses)
{
    const RunWindow range{windowStartNs, cutoffNs};
    return interimSignals(SloEvaluator::evaluate(records, slo, range), dueBeforeCutoff, slo,
                          unfinishedAreMisses);
}

StepSignals StepAnalysis::interimSignals(const SloResult &r, qint64 dueBeforeCutoff, const Slo &slo,
                                         bool unfinishedAreMisses)
{
    StepSignals s;
    const qint64 unfinished =
        unfinishedAreMisses ? std::max<qint64>(0, dueBeforeCutoff - r.due) : 0;
    s.objectives = tallies(r);
    for (ObjectiveTally &t : s.objectives) {
        t.judged += unfinished;
        t.misses += unfinished;
    }
    s.requestsDue = r.due + unfinished;
    s.requestsFailed = r.errors + unfinished; // pessimistic: they may yet time out
    s.maxErrorRatePct = slo.maxErrorRatePct;
    return s;
}

SweepStep StepAnalysis::summarize(int index, double rateRps, int repeat,
                                  const StepJudgement &judgement, const StepSignals &signals,
                                  const RunResult &result, bool endedEarly)
{
    SweepStep s;
    s.index = index;
    s.rateRps = rateRps;
    s.repeat = repeat;
    s.verdict = judgement.verdict;
    s.sloMarginPct = judgement.sloMarginPct;
    s.sloMissRatio = judgement.sloMissRatio;
    s.reasons = judgement.reasons;
    s.runId = result.runId;
    s.endedEarly = endedEarly;
    const MetricSet &o = result.metrics.overall;
    s.windowS = result.metrics.window.seconds();
    s.measured = o.due;
    s.offeredRps = o.offeredRps;
    s.completedRps = signals.completedRps > 0 ? signals.completedRps : o.completedRps;
    s.errorRatePct = o.errorRatePct;
    s.outputTokensPerS = o.outputTokensPerS;
    if (result.slo) {
        s.goodputRps = result.slo->goodputRps;
        s.attainmentPct = result.slo->attainmentPct;
    }
    s.ttft = LatencyPoint::of(o.ttft);
    s.itl = LatencyPoint::of(o.itl);
    s.tpot = LatencyPoint::of(o.tpot);
    s.queue = LatencyPoint::of(o.queue);
    s.e2e = LatencyPoint::of(o.e2e);
    s.kvUsageMax = result.server.kvUsageMax;
    s.waitingMax = result.server.waitingMax;
    for (const ObjectiveTally &t : signals.objectives)
        s.tallies.append({t.judged, t.misses, t.targetPct, 1});
    if (signals.maxErrorRatePct < 100)
        s.tallies.append(
            {signals.requestsDue, signals.requestsFailed, 100 - signals.maxErrorRatePct, 1});
    return s;
}

} // namespace llmcap
