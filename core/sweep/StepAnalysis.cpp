#include "sweep/StepAnalysis.h"

#include "bench/SloEvaluator.h"
#include "sweep/SteadyState.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

bool sameObjective(const ObjectiveResult &a, const ObjectiveResult &b)
{
    return a.className == b.className && a.objective.metric == b.objective.metric &&
           a.objective.thresholdMs == b.objective.thresholdMs;
}

// The dispersion of each SLO constraint's misses (each evaluated objective of `whole`, then the
// error rate when it is limited) over batches of equal scheduled time in `window`: how much
// more than binomial the misses vary between busy and quiet stretches. ITL counts token gaps,
// as its tally does, so the clustering of gaps within one request counts too.
QList<double> missDispersion(const std::vector<RequestRecord> &records, const Slo &slo,
                             const RunWindow &window, const SloResult &whole)
{
    int constraints = slo.maxErrorRatePct < 100 ? 1 : 0;
    for (const ObjectiveResult &o : whole.objectives)
        constraints += o.evaluated ? 1 : 0;
    const int batches = SteadyState::dispersionBatches(whole.due);
    if (batches < SteadyState::kMinDispersionBatches)
        return QList<double>(constraints, 1.0);
    std::vector<std::vector<double>> n(static_cast<size_t>(constraints));
    std::vector<std::vector<double>> misses(static_cast<size_t>(constraints));
    const qint64 span = window.endNs - window.startNs;
    for (int b = 0; b < batches; ++b) {
        const RunWindow part{window.startNs + span * b / batches,
                             window.startNs + span * (b + 1) / batches};
        const SloResult r = SloEvaluator::evaluate(records, slo, part);
        size_t c = 0;
        for (const ObjectiveResult &o : whole.objectives) {
            if (!o.evaluated)
                continue;
            double samples = 0, within = 0;
            for (const ObjectiveResult &x : r.objectives)
                if (sameObjective(o, x)) {
                    samples = x.samples;
                    within = x.within;
                }
            n[c].push_back(samples);
            misses[c].push_back(samples - within);
            ++c;
        }
        if (slo.maxErrorRatePct < 100) {
            n[c].push_back(double(r.due));
            misses[c].push_back(double(r.errors));
        }
    }
    QList<double> out;
    for (size_t c = 0; c < size_t(constraints); ++c)
        out.append(SteadyState::dispersion(n[c], misses[c]));
    return out;
}

// Where the step's TTFT series (measured, succeeded requests in scheduled order) settles, and
// whether it keeps rising after that (SteadyState::mser5).
void findSteadyStart(const std::vector<RequestRecord> &records, const RunWindow &w,
                     SteadyWindow &steady)
{
    std::vector<std::pair<qint64, double>> series;
    for (const RequestRecord &r : records)
        if (!r.warmup && w.contains(r.scheduledNs) && r.succeeded())
            if (auto ttft = r.ttftMs())
                series.emplace_back(r.scheduledNs, *ttft);
    std::stable_sort(series.begin(), series.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<double> times, values;
    for (const auto &[ns, ttft] : series) {
        times.push_back(double(ns - w.startNs) / 1e9);
        values.push_back(ttft);
    }
    const WarmupCrop crop = SteadyState::mser5(times, values);
    steady.tested = crop.tested;
    steady.window = w;
    if (crop.truncated > 0 && size_t(crop.truncated) < series.size())
        steady.window.startNs = series[size_t(crop.truncated)].first;
    steady.startS = double(steady.window.startNs - w.startNs) / 1e9;
    if (crop.rising) {
        steady.steady = false;
        steady.reason = SteadyState::risingText(crop);
    }
}

} // namespace

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
        t.countsGaps = o.objective.metric == SloMetric::Itl;
        out.append(t);
    }
    return out;
}

QList<ObjectiveTally> StepAnalysis::runTallies(const RunSummary &runs)
{
    QList<ObjectiveTally> out;
    for (const RunDurationTally &t : runs.durationTallies()) {
        ObjectiveTally o;
        o.label = t.label();
        o.judged = t.judged;
        o.misses = t.misses;
        o.targetPct = t.targetPct();
        o.countsRuns = true;
        out.append(o);
    }
    return out;
}

QList<ObjectiveTally> StepAnalysis::interimRunTallies(const std::vector<RunOutcome> &ended,
                                                      const std::vector<qint64> &runStartNs,
                                                      const std::vector<int> &runClass,
                                                      const QStringList &classNames,
                                                      qint64 windowStartNs, qint64 cutoffNs,
                                                      const Slo &slo)
{
    QList<ObjectiveTally> out;
    if (cutoffNs <= windowStartNs)
        return out;
    const RunWindow range{windowStartNs, cutoffNs};
    const RunSummary summary = RunSummary::compute(ended, classNames, range, slo);
    for (int c = 0; c < classNames.size(); ++c) {
        const std::optional<RunObjective> objective = slo.runDurationFor(classNames.at(c));
        if (!objective)
            continue;
        qint64 due = 0, done = 0;
        for (size_t i = 0; i < runStartNs.size() && i < runClass.size(); ++i)
            due += runClass[i] == c && range.contains(runStartNs[i]) ? 1 : 0;
        for (const RunOutcome &o : ended)
            done += o.classIndex == c && !o.warmup && range.contains(o.scheduledStartNs) ? 1 : 0;
        if (due == 0)
            continue; // not a run class, or none of its runs due yet
        RunDurationTally t = summary.durationTally(classNames.at(c))
                                 .value_or(RunDurationTally{classNames.at(c), *objective, 0, 0});
        const qint64 unfinished = std::max<qint64>(0, due - done);
        ObjectiveTally o;
        o.label = t.label();
        o.judged = t.judged + unfinished;
        o.misses = t.misses + unfinished;
        o.targetPct = t.targetPct();
        o.countsRuns = true;
        out.append(o);
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
        s.clientLimitedDetail = QStringLiteral("%1 of %2 requests lagged > %3 ms (p99 %4 ms)")
                                    .arg(m.lagsOverBound)
                                    .arg(m.overall.scheduleLag.count)
                                    .arg(m.scheduleLagBoundMs, 0, 'g', 4)
                                    .arg(m.overall.scheduleLag.p99, 0, 'f', 2);
    // The SLO tallies and the error count are taken over the steady part of the window: an
    // idle server's first seconds must not decide a p99.
    SteadyWindow &steady = s.steady;
    findSteadyStart(records, w, steady);
    const bool cropped = steady.window.startNs > w.startNs;
    const SloResult sloResult = cropped      ? SloEvaluator::evaluate(records, slo, steady.window)
                                : result.slo ? *result.slo
                                             : SloEvaluator::evaluate(records, slo, w);
    steady.slo = sloResult;
    if (cropped) {
        std::vector<const RequestRecord *> all;
        all.reserve(records.size());
        for (const RequestRecord &r : records)
            all.push_back(&r);
        steady.metrics = RunMetrics::computeSet(all, steady.window, {});
    }
    steady.dispersion = missDispersion(records, slo, steady.window, sloResult);
    s.objectives = tallies(sloResult);
    if (result.runSummary) {
        // Run objectives after the call objectives; their misses are not batched over the
        // window (a run spans much of it), so their dispersion is 1, kept in objective order.
        const QList<ObjectiveTally> runs = runTallies(*result.runSummary);
        const qsizetype at = std::min(s.objectives.size(), steady.dispersion.size());
        for (qsizetype i = 0; i < runs.size(); ++i)
            steady.dispersion.insert(at + i, 1.0);
        s.objectives += runs;
        s.runPlan = true;
        s.runsDue = result.runSummary->overall.due;
    }
    s.requestsDue = sloResult.due;
    s.windowRequestsDue =
        cropped ? (result.slo ? result.slo->due : SloEvaluator::evaluate(records, slo, w).due)
                : sloResult.due;
    s.requestsFailed = sloResult.errors;
    s.maxErrorRatePct = slo.maxErrorRatePct;

    SaturationInput in;
    const double t0 = double(w.startNs) / 1e9;
    // In-flight requests climb to their steady level (rate x E2E, Little's law) during the first
    // E2E of the load; a warm-up shorter than that leaves the climb in the window, where it
    // would read as a growing backlog. The backlog and queue trends therefore start one median
    // E2E into the window (at most half of it); real over-saturation keeps growing after that.
    // With runs, the load of calls in flight climbs for a whole run (a run started in the
    // warm-up sends its later calls into the window): the trends start one median run duration
    // in.
    double settleMs = std::max(0.0, m.overall.e2e.p50);
    if (result.runSummary && result.runSummary->overall.durationMs.count > 0)
        settleMs = std::max(settleMs, result.runSummary->overall.durationMs.p50);
    const qint64 settleNs = qint64(std::min(0.5 * w.seconds(), settleMs / 1000.0) * 1e9);
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

    // The concurrency view: requests in flight over the steady window, and Little's law (L =
    // completed rate x mean E2E) from completions over its settled part.
    if (s.saturation.saturated)
        steady.steady = false; // a growing backlog has no steady state; its reasons say why
    std::vector<qint64> sampleNs;
    std::vector<double> sampleValues;
    for (const InFlightSample &f : inFlight) {
        sampleNs.push_back(f.tNs);
        sampleValues.push_back(f.inFlight);
    }
    const SteadyState::Level level = SteadyState::timeWeighted(
        sampleNs, sampleValues, steady.window.startNs, steady.window.endNs);
    steady.inFlightMean = level.mean;
    steady.inFlightP95 = level.p95;
    const MetricSet &steadyMetrics = steady.metrics ? *steady.metrics : m.overall;
    const qint64 fromNs = std::max(steady.window.startNs, settledStartNs);
    if (steadyMetrics.e2e.count > 0 && w.endNs > fromNs) {
        qint64 completed = 0;
        for (const RequestRecord &r : records)
            completed += r.succeeded() && r.endNs >= fromNs && r.endNs < w.endNs ? 1 : 0;
        const double rate = double(completed) / (double(w.endNs - fromNs) / 1e9);
        steady.littleInFlight = rate * steadyMetrics.e2e.mean / 1000.0;
    }
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
    const MetricSet &whole = result.metrics.overall;
    // Latencies, attainment and errors over the steady window; rates over the whole one.
    const SteadyWindow &steady = signals.steady;
    const MetricSet &o = steady.metrics ? *steady.metrics : whole;
    s.windowS = result.metrics.window.seconds();
    s.measured = whole.due;
    s.offeredRps = whole.offeredRps;
    s.completedRps = signals.completedRps > 0 ? signals.completedRps : whole.completedRps;
    s.errorRatePct = o.errorRatePct;
    s.outputTokensPerS = whole.outputTokensPerS;
    if (const std::optional<SloResult> &slo = steady.slo ? steady.slo : result.slo) {
        s.goodputRps = slo->goodputRps;
        s.attainmentPct = slo->attainmentPct;
    }
    s.steady = steady.steady;
    s.steadyStartS = steady.startS;
    s.steadyWindowS = steady.window.endNs > steady.window.startNs ? steady.seconds() : s.windowS;
    s.inFlightMean = steady.inFlightMean;
    s.inFlightP95 = steady.inFlightP95;
    s.littleInFlight = steady.littleInFlight;
    s.ttft = LatencyPoint::of(o.ttft);
    s.itl = LatencyPoint::of(o.itl);
    s.tpot = LatencyPoint::of(o.tpot);
    s.queue = LatencyPoint::of(o.queue);
    s.e2e = LatencyPoint::of(o.e2e);
    s.kvUsageMax = result.server.kvUsageMax;
    s.waitingMax = result.server.waitingMax;
    s.tallies = missTallies(signals);
    s.callsPerS = whole.offeredRps;
    if (result.runSummary) {
        const RunStats &r = result.runSummary->overall;
        // The calls the window's runs sent (retries included), some of them after it ended: the
        // calls/s the run rate produces. The calls scheduled inside the window (offeredRps)
        // miss the late calls of its last runs and count the early ones of warm-up runs.
        if (s.windowS > 0)
            s.callsPerS = double(r.calls) / s.windowS;
        StepRunFigures f;
        f.due = r.due;
        f.completed = r.completed;
        f.offeredPerS = r.offeredRunsPerS;
        f.completedPerS = r.completedRunsPerS;
        f.goodputPerS = r.goodputRunsPerS;
        f.durationP50Ms = r.durationMs.p50;
        f.durationP90Ms = r.durationMs.p90;
        f.durationP99Ms = r.durationMs.p99;
        f.durationSamples = r.durationMs.count;
        f.callsPerRunMean = r.callsPerRun.mean;
        if (r.duration && r.duration->judged > 0)
            f.attainmentPct = r.duration->attainmentPct();
        s.runs = f;
    }
    return s;
}

QList<MissTally> StepAnalysis::missTallies(const StepSignals &signals)
{
    const QList<double> &dispersion = signals.steady.dispersion;
    QList<MissTally> out;
    for (const ObjectiveTally &t : signals.objectives)
        out.append({t.judged, t.misses, t.targetPct, dispersion.value(out.size(), 1.0)});
    if (signals.maxErrorRatePct < 100)
        out.append({signals.requestsDue, signals.requestsFailed, 100 - signals.maxErrorRatePct,
                    dispersion.value(out.size(), 1.0)});
    return out;
}

} // namespace llmcap
