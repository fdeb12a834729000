// ParetoView (issue 21, item 6): sweep steps as output tokens per second per user (1000 /
// median TPOT) against output tokens per second per GPU (output throughput over the replica's
// GPUs), the frontier over every point, and each sweep's SLO boundary placed between its steps.
#include "results/ParetoView.h"

#include <QJsonArray>
#include <QTest>

using namespace llmcap;

namespace {

SweepStep step(int index, double rate, double tpotMs, double outputTokS, bool pass)
{
    SweepStep s;
    s.index = index;
    s.rateRps = rate;
    s.offeredRps = rate;
    s.tpot.p50 = tpotMs;
    s.outputTokensPerS = outputTokS;
    s.verdict = pass ? StepVerdict::Pass : StepVerdict::Fail;
    return s;
}

SweepDetail sweep(qint64 id, QList<SweepStep> steps, double boundaryRps = 0, bool bracketed = true)
{
    SweepDetail d;
    d.info.id = id;
    d.steps = std::move(steps);
    if (boundaryRps > 0) {
        SweepResult r;
        r.boundary.found = true;
        r.boundary.bracketed = bracketed;
        r.boundary.meanRps = boundaryRps;
        d.info.result = r;
    }
    return d;
}

} // namespace

class TestParetoView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void axesFromTheSteps();
    void gpusFromTheServingConfiguration();
    void frontierOverEverySweep();
    void boundaryBetweenTheStepsAroundIt();
    void stepsWithoutTokensAreLeftOut();
    void jsonAndText();
};

void TestParetoView::axesFromTheSteps()
{
    SweepDetail d = sweep(3, {step(0, 2, 10, 800, true), step(1, 4, 20, 1500, false)});
    d.serving.set(QStringLiteral("gpu_count"), 2);
    const ParetoView v = ParetoView::of({d});
    QCOMPARE(v.sweeps.size(), 1);
    const ParetoSweep &s = v.sweeps.first();
    QCOMPARE(s.sweepId, 3);
    QCOMPARE(s.gpusPerReplica, 2);
    QVERIFY(!s.gpusAssumed);
    QCOMPARE(s.points.size(), 2);
    // TPOT 10 ms: 100 tokens/s while streaming; 800 tokens/s over 2 GPUs: 400 per GPU.
    QCOMPARE(s.points.at(0).perUserTokS, 100.0);
    QCOMPARE(s.points.at(0).perGpuTokS, 400.0);
    QVERIFY(s.points.at(0).metSlo);
    QCOMPARE(s.points.at(1).perUserTokS, 50.0);
    QCOMPARE(s.points.at(1).perGpuTokS, 750.0);
    QVERIFY(!s.points.at(1).metSlo);
}

void TestParetoView::gpusFromTheServingConfiguration()
{
    bool assumed = false;
    ServingConfig c;
    QCOMPARE(ParetoView::gpusPerReplica(c, &assumed), 1);
    QVERIFY(assumed);
    c.set(QStringLiteral("tensor_parallel"), 4);
    c.set(QStringLiteral("pipeline_parallel"), 2);
    QCOMPARE(ParetoView::gpusPerReplica(c, &assumed), 8);
    QVERIFY(!assumed);
    c.set(QStringLiteral("gpu_count"), 4); // what the replica has wins over the product
    QCOMPARE(ParetoView::gpusPerReplica(c, &assumed), 4);
    QVERIFY(!assumed);
}

void TestParetoView::frontierOverEverySweep()
{
    // Sweep 1: (per GPU, per user) = (100, 100), (300, 80), (200, 60) -- the last dominated by
    // (300, 80). Sweep 2: (400, 50) and (250, 90) -- both on the frontier, (250, 90) beating
    // nothing of sweep 1 on both axes, and (300, 80) staying on it too.
    const ParetoView v = ParetoView::of(
        {sweep(1, {step(0, 1, 10, 100, true), step(1, 3, 12.5, 300, true),
                   step(2, 2, 1000.0 / 60, 200, true)}),
         sweep(2, {step(0, 4, 20, 400, false), step(1, 2.5, 1000.0 / 90, 250, true)})});
    QCOMPARE(v.pointCount(), 5);
    const auto onFrontier = [&v](qint64 sweepId, int index) {
        for (const ParetoSweep &s : v.sweeps)
            for (const ParetoPoint &p : s.points)
                if (s.sweepId == sweepId && p.stepIndex == index)
                    return p.frontier;
        return false;
    };
    QVERIFY(onFrontier(1, 0));
    QVERIFY(onFrontier(1, 1));
    QVERIFY(!onFrontier(1, 2));
    QVERIFY(onFrontier(2, 0));
    QVERIFY(onFrontier(2, 1));
    const QList<ParetoPoint> f = v.frontier();
    QCOMPARE(f.size(), 4);
    for (int i = 1; i < f.size(); ++i) { // by output per GPU, each giving up output per user
        QVERIFY(f.at(i).perGpuTokS > f.at(i - 1).perGpuTokS);
        QVERIFY(f.at(i).perUserTokS < f.at(i - 1).perUserTokS);
    }
}

void TestParetoView::boundaryBetweenTheStepsAroundIt()
{
    // Steps at 2 and 6 req/s (given out of order); the boundary at 3 is a quarter of the way.
    const ParetoView v =
        ParetoView::of({sweep(1, {step(1, 6, 40, 1000, false), step(0, 2, 10, 200, true)}, 3)});
    const ParetoSweep &s = v.sweeps.first();
    QCOMPARE(s.points.first().offeredRps, 2.0); // ordered by rate
    QVERIFY(s.boundary);
    QCOMPARE(s.boundary->offeredRps, 3.0);
    QCOMPARE(s.boundary->perUserTokS, 100.0 + (25.0 - 100.0) * 0.25);
    QCOMPARE(s.boundary->perGpuTokS, 200.0 + (1000.0 - 200.0) * 0.25);
    // A boundary beyond every step has no place on the axes; a sweep without one has none.
    const ParetoView beyond = ParetoView::of({sweep(1, {step(0, 2, 10, 200, true)}, 3)});
    QVERIFY(!beyond.sweeps.first().boundary);
    QCOMPARE(beyond.sweeps.first().boundaryRps.value_or(0), 3.0);
    QVERIFY(beyond.sweeps.first().toJson().value(QLatin1String("boundary")).isUndefined());
    const ParetoView none = ParetoView::of({sweep(1, {step(0, 2, 10, 200, true)})});
    QVERIFY(!none.sweeps.first().boundaryRps);
    // A sweep that found no failing rate has a lower bound, never a boundary mark (issue 36).
    const ParetoView lowerBound = ParetoView::of(
        {sweep(1, {step(1, 6, 40, 1000, true), step(0, 2, 10, 200, true)}, 3, false)});
    QVERIFY(!lowerBound.sweeps.first().boundary);
    QVERIFY(!lowerBound.sweeps.first().boundaryRps);
}

void TestParetoView::stepsWithoutTokensAreLeftOut()
{
    // A step whose requests all failed measured no TPOT and no output: no point, not a point
    // at infinity.
    const ParetoView v =
        ParetoView::of({sweep(1, {step(0, 2, 0, 0, false), step(1, 3, 10, 300, true)})});
    QCOMPARE(v.pointCount(), 1);
    QCOMPARE(v.sweeps.first().points.first().stepIndex, 1);
}

void TestParetoView::jsonAndText()
{
    SweepDetail d = sweep(7, {step(0, 2, 10, 200, true), step(1, 6, 40, 1000, false)}, 4);
    d.info.name = QStringLiteral("nightly");
    const ParetoView v = ParetoView::of({d});
    const QJsonObject json = v.toJson();
    QCOMPARE(json.value(QLatin1String("x")).toString(),
             QStringLiteral("output_tokens_per_s_per_gpu"));
    const QJsonObject s = json.value(QLatin1String("sweeps")).toArray().first().toObject();
    QCOMPARE(s.value(QLatin1String("sweep_id")).toInt(), 7);
    QVERIFY(s.value(QLatin1String("gpus_assumed")).toBool());
    const QJsonArray points = s.value(QLatin1String("points")).toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(
        points.at(1).toObject().value(QLatin1String("output_tokens_per_s_per_user")).toDouble(),
        25.0);
    QCOMPARE(s.value(QLatin1String("boundary"))
                 .toObject()
                 .value(QLatin1String("offered_rps"))
                 .toDouble(),
             4.0);
    const QString text = v.text();
    QVERIFY2(text.contains(QStringLiteral("1 GPU per replica assumed")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("SLO boundary 4.00 req/s at 62.5 tok/s per user, "
                                          "600.0 tok/s per GPU")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("missed *")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestParetoView)
#include "tst_paretoview.moc"
