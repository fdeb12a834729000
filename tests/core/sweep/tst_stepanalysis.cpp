#include "RecordBuilder.h"
#include "bench/SloEvaluator.h"
#include "sweep/StepAnalysis.h"

#include <QTest>

using namespace llmcap;

namespace {

Slo ttftSlo(double thresholdMs = 500, double attainment = 90, double maxErrorRate = 5)
{
    Slo s;
    s.name = QStringLiteral("t");
    s.objectives = {{SloMetric::Ttft, thresholdMs, attainment}};
    s.maxErrorRatePct = maxErrorRate;
    return s;
}

// A request every 100 ms from 0 to 10 s; TTFT 100 ms, or 900 ms for every tenth one; one
// 5xx every 20. The first second is warm-up.
std::vector<RequestRecord> steady()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 100; ++i) {
        const double at = 100.0 * i;
        RecordBuilder b(i, at);
        if (i % 20 == 7)
            b.error(ErrorCategory::Http5xx, 503);
        else
            b.chunks({{i % 10 == 3 ? 900.0 : 100.0, 1}, {150 + (i % 10 == 3 ? 800.0 : 0.0), 1}})
                .usage(10, 2);
        if (at < 1000)
            b.warmup();
        records.push_back(b);
    }
    return records;
}

RunResult resultOf(const std::vector<RequestRecord> &records, const RunWindow &window,
                   const Slo &slo, double lagBoundMs = 1000)
{
    RunResult r;
    RunMetrics::Options options;
    options.scheduleLagBoundMs = lagBoundMs;
    r.metrics = RunMetrics::compute(records, window, options);
    r.slo = SloEvaluator::evaluate(records, slo, window);
    r.runId = 17;
    return r;
}

// Issue 18: ten runs of class 0 ("agent"), one every second from 1 s; run i lasts 1 + i/2 s
// (run 9: 5.5 s), so 6 of them (1 to 3.5 s) end within a 3.5 s threshold.
std::vector<RunOutcome> agentRuns()
{
    std::vector<RunOutcome> runs;
    for (int i = 0; i < 10; ++i) {
        RunOutcome o;
        o.runId = QString::number(i);
        o.scheduledStartNs = RecordBuilder::ns(1000.0 * (i + 1));
        o.startNs = o.scheduledStartNs;
        o.endNs = o.scheduledStartNs + RecordBuilder::ns(1000 + 500.0 * i);
        o.calls = 3;
        runs.push_back(o);
    }
    return runs;
}

Slo runSlo(double thresholdS = 3.5, double attainment = 90)
{
    Slo s = ttftSlo(500, 50, 100);
    s.runDuration = RunObjective{thresholdS * 1e3, attainment};
    return s;
}

} // namespace

class TestStepAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void interimCountsOnlyWhatIsDue();
    void interimPessimisticCountsUnfinishedAsMisses();
    void finalSignalsOfAHealthyStep();
    void finalSignalsOfASaturatedStep();
    void rampUpIsNotABacklog();
    void runsRampForARunDuration();
    void finalSignalsOfAClientLimitedStep();
    void summarize();
    void rampIsCroppedFromTheTallies();
    void dispersionOfClusteredMisses();
    void risingTtftIsNotSteady();
    void runTalliesFollowTheCallObjectives();
    void interimRunTalliesCountOverdueRunsAsMisses();
};

void TestStepAnalysis::interimCountsOnlyWhatIsDue()
{
    const auto records = steady();
    // Window from 1 s, cutoff 6 s: requests 10..59, 50 of them; errors at 27 and 47; slow
    // first tokens at 13, 23, 33, 43, 53.
    const StepSignals s = StepAnalysis::interimSignals(
        records, RecordBuilder::ns(1000), RecordBuilder::ns(6000), 50, ttftSlo(), false);
    QCOMPARE(s.requestsDue, 50);
    QCOMPARE(s.requestsFailed, 2);
    QCOMPARE(s.maxErrorRatePct, 5.0);
    QCOMPARE(s.objectives.size(), 1);
    QCOMPARE(s.objectives.first().judged, 50);
    QCOMPARE(s.objectives.first().misses, 7); // 5 slow + 2 failed
    QCOMPARE(s.objectives.first().targetPct, 90.0);
    QVERIFY2(s.objectives.first().label.startsWith(QStringLiteral("TTFT <= 500 ms")),
             qPrintable(s.objectives.first().label));
}

void TestStepAnalysis::interimPessimisticCountsUnfinishedAsMisses()
{
    auto records = steady();
    // Requests 30..39 have not finished yet.
    records.erase(records.begin() + 30, records.begin() + 40);
    const StepSignals seen = StepAnalysis::interimSignals(
        records, RecordBuilder::ns(1000), RecordBuilder::ns(6000), 50, ttftSlo(), false);
    QCOMPARE(seen.requestsDue, 40);
    QCOMPARE(seen.objectives.first().judged, 40);
    QCOMPARE(seen.objectives.first().misses, 6); // 13, 23, 43, 53 slow; 27, 47 failed
    const StepSignals pessimistic = StepAnalysis::interimSignals(
        records, RecordBuilder::ns(1000), RecordBuilder::ns(6000), 50, ttftSlo(), true);
    QCOMPARE(pessimistic.requestsDue, 50);
    QCOMPARE(pessimistic.objectives.first().judged, 50);
    QCOMPARE(pessimistic.objectives.first().misses, 16);
    // Unfinished requests may yet fail: an early pass must not rest on them.
    QCOMPARE(pessimistic.requestsFailed, 12);
}

void TestStepAnalysis::finalSignalsOfAHealthyStep()
{
    const auto records = steady();
    const RunWindow window{RecordBuilder::ns(1000), RecordBuilder::ns(10000)};
    const Slo slo = ttftSlo();
    const RunResult result = resultOf(records, window, slo);
    std::vector<InFlightSample> inFlight;
    std::vector<ServerMetricsSample> samples;
    for (int t = 0; t <= 10; ++t) {
        inFlight.push_back({RecordBuilder::ns(1000.0 * t), 2.0 + (t % 2)});
        ServerMetricsSample x;
        x.tNs = RecordBuilder::ns(1000.0 * t + 10);
        x.waiting = 1;
        x.kvUsage = 0.4;
        samples.push_back(x);
    }
    SaturationDetector::Options options;
    options.minWindowSec = 5;
    const StepSignals s =
        StepAnalysis::finalSignals(result, records, samples, inFlight, slo, options);
    QVERIFY(!s.clientLimited);
    QCOMPARE(s.requestsDue, 90);
    QCOMPARE(s.requestsFailed, 4); // 27, 47, 67, 87
    QCOMPARE(s.objectives.first().judged, 90);
    QCOMPARE(s.objectives.first().misses, 13); // 9 slow + 4 failed
    QVERIFY(!s.saturation.saturated);
    QCOMPARE(s.completed, 86);
    QCOMPARE(s.kvPinnedShare, 0.0);
    QCOMPARE(s.serverMetrics, false); // no server summary in this result
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail); // 77 of 90 within 500 ms, target 90 %
    QCOMPARE(j.reasons.size(), 1);
    QVERIFY2(j.reasons.first().contains(QStringLiteral("attained 85.56 %")),
             qPrintable(j.reasons.first()));
}

void TestStepAnalysis::finalSignalsOfASaturatedStep()
{
    // Offered 10 req/s, completed a third of that, with the backlog and TTFT growing.
    std::vector<RequestRecord> records;
    for (int i = 0; i < 400; ++i) {
        const double at = 100.0 * i;
        RecordBuilder b(i, at);
        if (i % 3 == 0)
            b.chunks({{50 + 2.0 * i, 1}, {60 + 2.0 * i, 1}}).usage(10, 2);
        else
            b.error(ErrorCategory::Timeout);
        records.push_back(b);
    }
    const RunWindow window{0, RecordBuilder::ns(40000)};
    const Slo slo = ttftSlo(5000, 50, 100);
    RunResult result = resultOf(records, window, slo);
    std::vector<InFlightSample> inFlight;
    std::vector<ServerMetricsSample> samples;
    for (int t = 0; t < 40; ++t) {
        inFlight.push_back({RecordBuilder::ns(1000.0 * t + 500), 3.0 + 7.0 * t});
        ServerMetricsSample x;
        x.tNs = RecordBuilder::ns(1000.0 * t);
        x.waiting = 2.0 * t;
        x.kvUsage = t < 10 ? 0.5 : 0.99;
        x.running = 8;
        samples.push_back(x);
    }
    result.server = ServerWindowSummary::compute(samples, window);
    const StepSignals s = StepAnalysis::finalSignals(result, records, samples, inFlight, slo,
                                                     SaturationDetector::Options{});
    QVERIFY(s.saturation.saturated);
    const QString reasons = s.saturation.reasons.join(QLatin1Char('\n'));
    QVERIFY2(reasons.contains(QStringLiteral("in-flight requests and TTFT both rise")),
             qPrintable(reasons));
    QVERIFY2(reasons.contains(QStringLiteral("with a growing backlog")), qPrintable(reasons));
    QVERIFY2(reasons.contains(QStringLiteral("waiting queue grows")), qPrintable(reasons));
    QVERIFY(s.serverMetrics);
    QCOMPARE(s.kvPinnedShare, 0.75);
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    const QString all = j.reasons.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("over-saturated")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("KV-cache usage pinned near full")), qPrintable(all));
}

// Without a warm-up, in-flight requests climb to rate x E2E during the first E2E of the window
// and completions trail arrivals by that E2E (completed 80 % of offered here): neither is a
// growing backlog. A real one keeps growing after the first E2E.
void TestStepAnalysis::rampUpIsNotABacklog()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 200; ++i)
        records.push_back(
            RecordBuilder(i, 100.0 * i).chunks({{100, 1}, {2000, 1}, {4000, 1}}).usage(10, 3));
    const RunWindow window{0, RecordBuilder::ns(20000)};
    const Slo slo = ttftSlo(500, 90, 5);
    const RunResult result = resultOf(records, window, slo);
    QVERIFY(result.metrics.overall.completedRps < 0.85 * result.metrics.overall.offeredRps);
    auto inFlightOf = [](double slopeAfterRamp) {
        std::vector<InFlightSample> samples;
        for (int t = 0; t < 20; ++t) {
            const double ramp = std::min(t, 4) * 10.0;
            samples.push_back({RecordBuilder::ns(1000.0 * t + 500),
                               ramp + (t % 2) + slopeAfterRamp * std::max(0, t - 4)});
        }
        return samples;
    };
    const StepSignals steady = StepAnalysis::finalSignals(result, records, {}, inFlightOf(0), slo,
                                                          SaturationDetector::Options{});
    QVERIFY2(!steady.saturation.saturated, qPrintable(steady.saturation.reasons.join('\n')));
    // The rate a step reports as completed (its saturation throughput) skips the ramp-up too:
    // it keeps up with the 10 req/s offered, where the whole window reads under 8.5.
    QVERIFY2(std::abs(steady.completedRps - 10) < 0.5,
             qPrintable(QString::number(steady.completedRps)));
    const StepSignals growing = StepAnalysis::finalSignals(result, records, {}, inFlightOf(3), slo,
                                                           SaturationDetector::Options{});
    QVERIFY(!growing.saturation.saturated); // in-flight grows, but completions keep up
    // Completions that fall behind after the ramp-up, with in-flight growing: a backlog.
    std::vector<RequestRecord> slow = records;
    for (size_t i = 60; i < slow.size(); i += 3)
        slow[i].endNs += RecordBuilder::ns(30000); // finishes after the window
    const RunResult slowResult = resultOf(slow, window, slo);
    const StepSignals backlog = StepAnalysis::finalSignals(slowResult, slow, {}, inFlightOf(3), slo,
                                                           SaturationDetector::Options{});
    QVERIFY(backlog.saturation.saturated);
    QVERIFY2(backlog.saturation.reasons.join('\n').contains(QStringLiteral("growing backlog")),
             qPrintable(backlog.saturation.reasons.join('\n')));
    const StepSignals rampOnly = StepAnalysis::finalSignals(slowResult, slow, {}, inFlightOf(0),
                                                            slo, SaturationDetector::Options{});
    QVERIFY(!rampOnly.saturation.saturated); // completions behind, but no growing in-flight
}

// Issue 18: with runs, calls in flight climb for a whole run (24 s here), not for one call's
// E2E (about 2 s): runs started in the warm-up send their later calls into the window, and so
// does every run until the load of runs in flight is complete. In-flight requests and TTFT rise
// for the first 24 s of the 60 s window, then stay flat: a ramp, not a backlog, once the trends
// start a run duration in.
void TestStepAnalysis::runsRampForARunDuration()
{
    constexpr double rampS = 24;
    std::vector<RequestRecord> records;
    for (int i = 0; i < 400; ++i) {
        const double at = 150.0 * i;
        const double ttft = 100 + 20 * std::min(at / 1000.0, rampS) + (i % 3) * 5;
        records.push_back(RecordBuilder(i, at)
                              .chunks({{ttft, 1}, {ttft + 1000, 1}, {ttft + 2000, 1}})
                              .usage(10, 3));
    }
    const RunWindow window{0, RecordBuilder::ns(60000)};
    const Slo slo = ttftSlo(5000, 90, 5);
    std::vector<InFlightSample> inFlight;
    for (int k = 0; k < 120; ++k) {
        const double t = 0.5 * k;
        inFlight.push_back(
            {RecordBuilder::ns(1000.0 * t + 250), 2 * std::min(t, rampS) + 2 + (k % 2)});
    }
    RunResult calls = resultOf(records, window, slo);
    const StepSignals asCalls = StepAnalysis::finalSignals(calls, records, {}, inFlight, slo,
                                                           SaturationDetector::Options{});
    QVERIFY2(asCalls.saturation.saturated, "the ramp reads as rising when it starts one E2E in");

    RunResult runs = calls;
    RunSummary summary;
    summary.overall.durationMs.count = 50;
    summary.overall.durationMs.p50 = rampS * 1000;
    runs.runSummary = summary;
    const StepSignals asRuns =
        StepAnalysis::finalSignals(runs, records, {}, inFlight, slo, SaturationDetector::Options{});
    QVERIFY2(!asRuns.saturation.saturated, qPrintable(asRuns.saturation.reasons.join('\n')));
}

void TestStepAnalysis::finalSignalsOfAClientLimitedStep()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 50; ++i)
        records.push_back(
            RecordBuilder(i, 100.0 * i).lag(20).chunks({{100, 1}, {120, 1}}).usage(10, 2));
    const RunWindow window{0, RecordBuilder::ns(5000)};
    const Slo slo = ttftSlo();
    const RunResult result = resultOf(records, window, slo, 5);
    const StepSignals s =
        StepAnalysis::finalSignals(result, records, {}, {}, slo, SaturationDetector::Options{});
    QVERIFY(s.clientLimited);
    QVERIFY2(s.clientLimitedDetail.contains(QStringLiteral("requests lagged > 5 ms")),
             qPrintable(s.clientLimitedDetail));
    QCOMPARE(StepJudge::judge(s).verdict, StepVerdict::Invalid);
}

void TestStepAnalysis::summarize()
{
    const auto records = steady();
    const RunWindow window{RecordBuilder::ns(1000), RecordBuilder::ns(10000)};
    const RunResult result = resultOf(records, window, ttftSlo());
    StepJudgement j;
    j.verdict = StepVerdict::Pass;
    j.sloMarginPct = 4.5;
    const StepSignals signals = StepAnalysis::finalSignals(result, records, {}, {}, ttftSlo(),
                                                           SaturationDetector::Options{});
    QVERIFY(signals.completedRps > 0);
    const SweepStep s = StepAnalysis::summarize(3, 10, 1, j, signals, result, true);
    QCOMPARE(s.index, 3);
    QCOMPARE(s.rateRps, 10.0);
    QCOMPARE(s.repeat, 1);
    QCOMPARE(s.verdict, StepVerdict::Pass);
    QCOMPARE(s.sloMarginPct, 4.5);
    QCOMPARE(s.runId, 17);
    QVERIFY(s.endedEarly);
    QCOMPARE(s.windowS, 9.0);
    QCOMPARE(s.measured, 90);
    QCOMPARE(s.offeredRps, result.metrics.overall.offeredRps);
    QCOMPARE(s.completedRps, signals.completedRps); // the settled rate, not the window's
    QCOMPARE(s.goodputRps, result.slo->goodputRps);
    QCOMPARE(s.attainmentPct, result.slo->attainmentPct);
    QCOMPARE(s.ttft.p99, result.metrics.overall.ttft.p99);
    QCOMPARE(s.ttft.samples, result.metrics.overall.ttft.count);
    QCOMPARE(s.e2e.p50, result.metrics.overall.e2e.p50);
    QCOMPARE(s.kvUsageMax, -1.0);
}

// An idle server's first 15 s read better than the rest (TTFT 100 ms, then 250 ms with every
// eighth at 400 ms): over the whole window the TTFT objective (300 ms at 90 %) passes, over
// the steady part it fails. The step records where that part starts and the concurrency there.
void TestStepAnalysis::rampIsCroppedFromTheTallies()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 600; ++i) {
        const double ttft = i < 150 ? 100 : (i % 8 == 0 ? 400 : 250);
        records.push_back(
            RecordBuilder(i, 100.0 * i).chunks({{ttft, 1}, {ttft + 50, 1}}).usage(10, 2));
    }
    const RunWindow window{0, RecordBuilder::ns(60000)};
    const Slo slo = ttftSlo(300, 90, 5);
    const RunResult result = resultOf(records, window, slo);
    QVERIFY(result.slo->objectives.first().attainmentPct >= 90);
    std::vector<InFlightSample> inFlight;
    for (int t = 0; t < 60; ++t)
        inFlight.push_back({RecordBuilder::ns(1000.0 * t), t < 15 ? 1.0 : 3.0});
    const StepSignals s = StepAnalysis::finalSignals(result, records, {}, inFlight, slo,
                                                     SaturationDetector::Options{});
    QVERIFY(s.steady.tested);
    QVERIFY(s.steady.steady);
    QVERIFY2(s.steady.startS >= 14 && s.steady.startS <= 17,
             qPrintable(QString::number(s.steady.startS)));
    const ObjectiveTally &t = s.objectives.first();
    QVERIFY2(t.judged <= 460 && t.judged >= 430, qPrintable(QString::number(t.judged)));
    QVERIFY2(t.attainmentPct() < 90, qPrintable(QString::number(t.attainmentPct())));
    QCOMPARE(s.requestsDue, t.judged);
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);

    const SweepStep step = StepAnalysis::summarize(0, 10, 0, j, s, result, false);
    QVERIFY(step.steady);
    QCOMPARE(step.steadyStartS, s.steady.startS);
    QCOMPARE(step.steadyWindowS, 60 - s.steady.startS);
    QCOMPARE(step.windowS, 60.0);
    QCOMPARE(step.measured, 600);
    QVERIFY(step.attainmentPct < 90);
    QCOMPARE(step.ttft.p50, 250.0); // the ramp's 100 ms are not in the steady latencies
    QCOMPARE(step.inFlightMean, 3.0);
    QCOMPARE(step.inFlightP95, 3.0);
    // Little: 10 completions/s x mean E2E (7/8 x 300 ms + 1/8 x 450 ms) = 3.19.
    QVERIFY2(std::abs(step.littleInFlight - 3.19) < 0.05,
             qPrintable(QString::number(step.littleInFlight)));
    QCOMPARE(step.tallies.size(), 2); // TTFT, then the error rate
    QCOMPARE(step.tallies.first().n, t.judged);
}

// The same 10 % of TTFT misses, spread evenly or bunched into one busy stretch: the tally of
// the bunched ones is far above binomial dispersion, the even one at or below it.
void TestStepAnalysis::dispersionOfClusteredMisses()
{
    auto stepWith = [](auto slow) {
        std::vector<RequestRecord> records;
        for (int i = 0; i < 400; ++i) {
            const double ttft = slow(i) ? 900 : 100;
            records.push_back(
                RecordBuilder(i, 100.0 * i).chunks({{ttft, 1}, {ttft + 50, 1}}).usage(10, 2));
        }
        const RunWindow window{0, RecordBuilder::ns(40000)};
        const Slo slo = ttftSlo(500, 80, 5);
        const RunResult result = resultOf(records, window, slo);
        const StepSignals s =
            StepAnalysis::finalSignals(result, records, {}, {}, slo, SaturationDetector::Options{});
        return StepAnalysis::summarize(0, 10, 0, StepJudge::judge(s), s, result, false);
    };
    const SweepStep even = stepWith([](int i) { return i % 10 == 5; });
    const SweepStep bunched = stepWith([](int i) { return i >= 300 && i < 340; });
    QCOMPARE(even.tallies.first().misses, 40);
    QCOMPARE(bunched.tallies.first().misses, 40);
    QVERIFY2(even.tallies.first().dispersion <= 1,
             qPrintable(QString::number(even.tallies.first().dispersion)));
    QVERIFY2(bunched.tallies.first().dispersion > 10,
             qPrintable(QString::number(bunched.tallies.first().dispersion)));
    QCOMPARE(even.tallies.last().dispersion, 1.0); // no errors: binomial by definition
    QVERIFY(std::isnan(even.inFlightMean));        // no in-flight samples
}

// TTFT climbing through the whole window (no in-flight samples, so no saturation sign): MSER
// runs to its limit and what is left still rises. The step fails for that alone, with no
// margin, although its window met the SLO.
void TestStepAnalysis::risingTtftIsNotSteady()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 400; ++i) {
        const double ttft = 50 + 0.5 * i + (i % 7) * 3;
        records.push_back(
            RecordBuilder(i, 100.0 * i).chunks({{ttft, 1}, {ttft + 50, 1}}).usage(10, 2));
    }
    const RunWindow window{0, RecordBuilder::ns(40000)};
    const Slo slo = ttftSlo(1000, 90, 5);
    const RunResult result = resultOf(records, window, slo);
    const StepSignals s =
        StepAnalysis::finalSignals(result, records, {}, {}, slo, SaturationDetector::Options{});
    QVERIFY(!s.saturation.saturated);
    QVERIFY(!s.steady.steady);
    QVERIFY2(s.steady.reason.startsWith(QStringLiteral("TTFT still rises")),
             qPrintable(s.steady.reason));
    QCOMPARE(s.objectives.first().misses, 0);
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QCOMPARE(j.reasons, QStringList{QStringLiteral("no steady state: ") + s.steady.reason});
    QVERIFY(std::isnan(j.sloMarginPct));
    const SweepStep step = StepAnalysis::summarize(0, 10, 0, j, s, result, false);
    QVERIFY(!step.steady);
    QCOMPARE(step.verdict, StepVerdict::Fail);
    QVERIFY(std::isnan(step.outcome().sloMarginPct));
    QVERIFY(std::isnan(step.sloMarginPct));
}

// A run-class step: the run-duration tally joins the call objectives (after them, with a
// dispersion of 1 in step), counts runs, and fails the step with its label in the reasons; the
// stored row carries the run figures and the calls per second.
void TestStepAnalysis::runTalliesFollowTheCallObjectives()
{
    const auto records = steady();
    const RunWindow window{RecordBuilder::ns(1000), RecordBuilder::ns(11000)};
    const Slo slo = runSlo();
    RunResult result = resultOf(records, window, slo);
    result.runs = agentRuns();
    result.runSummary = RunSummary::compute(result.runs, {QStringLiteral("agent")}, window, slo);
    SaturationDetector::Options options;
    const StepSignals s = StepAnalysis::finalSignals(result, records, {}, {}, slo, options);
    QVERIFY(s.runPlan);
    QCOMPARE(s.runsDue, 10);
    QCOMPARE(s.objectives.size(), 2);
    QVERIFY(!s.objectives.first().countsRuns); // TTFT, judged on the calls
    const ObjectiveTally &run = s.objectives.last();
    QVERIFY(run.countsRuns);
    QCOMPARE(run.label, QStringLiteral("agent run duration p90 <= 3.5 s"));
    QCOMPARE(run.judged, 10);
    QCOMPARE(run.misses, 4);
    QCOMPARE(run.targetPct, 90.0);
    QCOMPARE(s.steady.dispersion.size(), 2); // TTFT, the run tally (errors unlimited)
    QCOMPARE(s.steady.dispersion.last(), 1.0);

    StepJudge::Limits limits;
    limits.minRequests = 5; // runs: 10 are due, though 90 calls are
    const StepJudgement j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("agent run duration p90 <= 3.5 s: attained 60.00 %")),
             qPrintable(j.reasons.join(QLatin1Char('\n'))));
    // The minimum counts runs: 10 runs fall short of 20 though 90 calls were measured.
    limits.minRequests = 20;
    StepSignals lenient = s;
    lenient.objectives.last().misses = 0;
    const StepJudgement few = StepJudge::judge(lenient, limits);
    QCOMPARE(few.verdict, StepVerdict::Fail);
    QVERIFY2(few.reasons.first().contains(QStringLiteral("only 10 runs measured")),
             qPrintable(few.reasons.join(QLatin1Char('\n'))));

    const SweepStep row = StepAnalysis::summarize(0, 1.0, 0, j, s, result, false);
    QVERIFY(row.runs.has_value());
    QCOMPARE(row.runs->due, 10);
    QCOMPARE(row.runs->completed, 10);
    QCOMPARE(row.runs->offeredPerS, 1.0);
    QCOMPARE(row.runs->durationSamples, 10);
    QVERIFY2(row.runs->durationP50Ms >= 3000 && row.runs->durationP50Ms <= 3500,
             qPrintable(QString::number(row.runs->durationP50Ms)));
    QVERIFY(row.runs->durationP90Ms >= row.runs->durationP50Ms);
    QCOMPARE(row.runs->attainmentPct, 60.0);
    QCOMPARE(row.callsPerS, 3.0); // 10 runs of 3 calls in 10 s
    const SweepStep back = SweepStep::fromJson(row.toJson());
    QVERIFY(back.runs.has_value());
    QCOMPARE(back.runs->due, 10);
    QCOMPARE(back.runs->durationP90Ms, row.runs->durationP90Ms);
    QCOMPARE(back.runs->attainmentPct, 60.0);
    QCOMPARE(back.callsPerS, row.callsPerS);
    QCOMPARE(back.tallies.size(), 2);
    QCOMPARE(back.tallies.last().n, 10);
}

// While the step runs: a run scheduled before the cutoff (at least the threshold ago) that has
// not ended has missed its threshold already, so it counts as a miss; runs after the cutoff are
// left out.
void TestStepAnalysis::interimRunTalliesCountOverdueRunsAsMisses()
{
    const Slo slo = runSlo();
    std::vector<RunOutcome> ended = agentRuns();
    ended.resize(4); // runs 0-3 ended (all within 3.5 s); 4-9 still going
    std::vector<qint64> starts;
    std::vector<int> classes;
    for (int i = 0; i < 10; ++i) {
        starts.push_back(RecordBuilder::ns(1000.0 * (i + 1)));
        classes.push_back(0);
    }
    // Cutoff 6.5 s: runs 0-5 are due, 4 and 5 have not ended.
    const QList<ObjectiveTally> t =
        StepAnalysis::interimRunTallies(ended, starts, classes, {QStringLiteral("agent")},
                                        RecordBuilder::ns(1000), RecordBuilder::ns(6500), slo);
    QCOMPARE(t.size(), 1);
    QVERIFY(t.first().countsRuns);
    QCOMPARE(t.first().judged, 6);
    QCOMPARE(t.first().misses, 2);
    // Nothing due yet: no tally.
    QVERIFY(StepAnalysis::interimRunTallies(ended, starts, classes, {QStringLiteral("agent")},
                                            RecordBuilder::ns(1000), RecordBuilder::ns(1000), slo)
                .isEmpty());
    // A class without a run objective has no tally.
    Slo none = ttftSlo();
    QVERIFY(StepAnalysis::interimRunTallies(ended, starts, classes, {QStringLiteral("agent")},
                                            RecordBuilder::ns(1000), RecordBuilder::ns(6500), none)
                .isEmpty());
    // Early stopping decides on it: every due run overdue fails the step with confidence.
    StepSignals s;
    s.maxErrorRatePct = 100;
    s.objectives =
        StepAnalysis::interimRunTallies({}, starts, classes, {QStringLiteral("agent")},
                                        RecordBuilder::ns(1000), RecordBuilder::ns(11000), slo);
    QCOMPARE(s.objectives.first().misses, 10);
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), EarlyStopping::Decision::Fail);
}

QTEST_APPLESS_MAIN(TestStepAnalysis)
#include "tst_stepanalysis.moc"
