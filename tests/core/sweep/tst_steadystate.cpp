// The steady-state checks of a sweep step (issue 16): MSER-5's warm-up crop, the dispersion of
// SLO misses across a window, and the time-weighted in-flight level; then, on hundreds of
// virtual-time steps of the tiny-cpu engine (tests/support/VirtualStep.h), how often a replica
// that keeps up is called "not steady".
#include "VirtualStep.h"
#include "sim/SimPresetCatalog.h"
#include "sweep/SteadyState.h"

#include <QTest>

#include <random>

using namespace llmcap;

namespace {

struct Series
{
    std::vector<double> t;
    std::vector<double> v;
};

// n observations 0.1 s apart: `base` with exponential noise (mean `noise`), plus `shape(i)`.
template<typename Shape>
Series series(int n, double base, double noise, Shape shape, unsigned seed = 1)
{
    std::mt19937 rng(seed);
    std::exponential_distribution<double> e(1.0 / noise);
    Series s;
    for (int i = 0; i < n; ++i) {
        s.t.push_back(0.1 * i);
        s.v.push_back(base + e(rng) + shape(i));
    }
    return s;
}

} // namespace

class TestSteadyState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rampIsCropped();
    void stationaryIsNotCropped();
    void trendIsNotSteady();
    void earlyBusyPeriodIsKept();
    void tooShortIsNotTested();
    void dispersionOfIndependentMisses();
    void dispersionOfClusteredMisses();
    void dispersionDegenerate();
    void timeWeightedLevel();
    void virtualSteps_data();
    void virtualSteps();
};

void TestSteadyState::rampIsCropped()
{
    // 100 ms rising to 300 ms over the first 100 of 600 requests, then flat.
    const Series s = series(600, 100, 20, [](int i) { return i < 100 ? 2.0 * i : 200.0; });
    const WarmupCrop c = SteadyState::mser5(s.t, s.v);
    QVERIFY(c.tested);
    QVERIFY2(c.truncated >= 80 && c.truncated <= 150, qPrintable(QString::number(c.truncated)));
    QCOMPARE(c.truncated % SteadyState::kBatch, 0);
    QVERIFY(!c.atLimit);
    QVERIFY(!c.rising);
}

void TestSteadyState::stationaryIsNotCropped()
{
    int cropped = 0, rising = 0, cut = 0;
    for (unsigned seed = 1; seed <= 200; ++seed) {
        const Series s = series(
            400, 100, 50, [](int) { return 0.0; }, seed);
        const WarmupCrop c = SteadyState::mser5(s.t, s.v);
        QVERIFY(c.tested);
        cropped += c.truncated > 0;
        cut += c.truncated;
        rising += c.rising;
    }
    // MSER trims a little noise now and then; it must not trim much, nor call noise a trend.
    qInfo("stationary: %d of 200 cropped, %.1f requests on average, %d rising", cropped,
          cut / 200.0, rising);
    QVERIFY2(cut / 200.0 < 20, qPrintable(QString::number(cut / 200.0)));
    QVERIFY2(rising <= 4, qPrintable(QString::number(rising)));
}

void TestSteadyState::trendIsNotSteady()
{
    // Rising all the way: a backlog. MSER runs to the end of its search; what is left rises.
    const Series s = series(400, 100, 20, [](int i) { return 1.0 * i; });
    const WarmupCrop c = SteadyState::mser5(s.t, s.v);
    QVERIFY(c.atLimit);
    QVERIFY(c.rising);
    QVERIFY2(std::abs(c.slopePerS - 10) < 2, qPrintable(QString::number(c.slopePerS)));
    QVERIFY2(SteadyState::risingText(c).startsWith(QStringLiteral("TTFT still rises")),
             qPrintable(SteadyState::risingText(c)));
}

// A busy period early in the window reads worse than the rest: cutting it would hide exactly
// what a p99 is about, so the crop keeps it.
void TestSteadyState::earlyBusyPeriodIsKept()
{
    const Series s = series(400, 100, 20, [](int i) { return i >= 40 && i < 80 ? 400.0 : 0.0; });
    const WarmupCrop c = SteadyState::mser5(s.t, s.v);
    QVERIFY(c.mserBatches >= 16); // MSER alone would cut it
    QCOMPARE(c.truncated, 0);
    QVERIFY(!c.rising);
}

void TestSteadyState::tooShortIsNotTested()
{
    const Series s = series(49, 100, 20, [](int i) { return 5.0 * i; });
    const WarmupCrop c = SteadyState::mser5(s.t, s.v);
    QVERIFY(!c.tested);
    QCOMPARE(c.truncated, 0);
    QVERIFY(!c.rising);
}

void TestSteadyState::dispersionOfIndependentMisses()
{
    // Binomial misses, 5 %, 10 batches of 200: dispersion near 1 on average.
    std::mt19937 rng(7);
    std::bernoulli_distribution miss(0.05);
    double sum = 0;
    for (int rep = 0; rep < 200; ++rep) {
        std::vector<double> n(10, 200), m(10, 0);
        for (int b = 0; b < 10; ++b)
            for (int i = 0; i < 200; ++i)
                m[size_t(b)] += miss(rng);
        sum += SteadyState::dispersion(n, m);
    }
    QVERIFY2(std::abs(sum / 200 - 1) < 0.15, qPrintable(QString::number(sum / 200)));
}

void TestSteadyState::dispersionOfClusteredMisses()
{
    // The same 5 % of misses, all in two busy batches: far above binomial.
    const std::vector<double> n(10, 200);
    std::vector<double> m(10, 0);
    m[3] = 50;
    m[4] = 50;
    const double d = SteadyState::dispersion(n, m);
    // p = 0.05, expected 10 per batch: X^2 = (2 * 40^2 + 8 * 10^2) / 9.5 = 421; / 9.
    QVERIFY2(std::abs(d - 421.05 / 9) < 0.1, qPrintable(QString::number(d)));
    // Unequal batches weigh by their own size.
    const std::vector<double> uneven = {100, 300, 100, 300};
    const std::vector<double> proportional = {5, 15, 5, 15};
    QCOMPARE(SteadyState::dispersion(uneven, proportional), 0.0);
}

void TestSteadyState::dispersionDegenerate()
{
    QCOMPARE(SteadyState::dispersion({100, 100, 100, 100}, {0, 0, 0, 0}), 1.0);
    QCOMPARE(SteadyState::dispersion({100, 100, 100, 100}, {100, 100, 100, 100}), 1.0);
    QCOMPARE(SteadyState::dispersion({100, 100, 100}, {0, 30, 0}), 1.0); // too few batches
    QCOMPARE(SteadyState::dispersion({100, 0, 100, 100, 0}, {0, 0, 30, 0, 0}), 1.0);
    QCOMPARE(SteadyState::dispersionBatches(1000), 10);
    QCOMPARE(SteadyState::dispersionBatches(65), 6);
    QCOMPARE(SteadyState::dispersionBatches(39), 3);
}

void TestSteadyState::timeWeightedLevel()
{
    // 2 for 9 s, 12 for 1 s: mean 3, and 95 % of the time at or below 12 (2 only 90 %).
    std::vector<qint64> t;
    std::vector<double> v;
    for (int s = 0; s < 10; ++s) {
        t.push_back(qint64(s) * 1'000'000'000);
        v.push_back(s == 4 ? 12 : 2);
    }
    const SteadyState::Level all = SteadyState::timeWeighted(t, v, 0, 10'000'000'000);
    QCOMPARE(all.mean, 3.0);
    QCOMPARE(all.p95, 12.0);
    // From 5 s on: only 2s; a sample before the start holds into it.
    const SteadyState::Level late = SteadyState::timeWeighted(t, v, 5'500'000'000, 10'000'000'000);
    QCOMPARE(late.mean, 2.0);
    QCOMPARE(late.p95, 2.0);
    QVERIFY(std::isnan(SteadyState::timeWeighted({}, {}, 0, 1).mean));
}

void TestSteadyState::virtualSteps_data()
{
    QTest::addColumn<double>("load");
    QTest::addColumn<double>("windowS");
    QTest::newRow("load 0.3, 60 s") << 0.3 << 60.0;
    QTest::newRow("load 0.5, 60 s") << 0.5 << 60.0;
    QTest::newRow("load 0.6, 60 s") << 0.6 << 60.0;
    QTest::newRow("load 0.9, 60 s") << 0.9 << 60.0;
    QTest::newRow("load 1.3, 60 s") << 1.3 << 60.0;
}

// 200 steps per row against the saturation throughput, SLO TTFT 1 s / TPOT 100 ms at 95 %
// (the SLO boundary lies near load 0.55). Measured not steady: 0 at 0.3, 0.5 and 0.6; 17 at
// 0.9 and 194 at 1.3, all saturated. The slope test without MSER's limit called 5 steps at 0.6
// not steady, 3 of which would have passed.
void TestSteadyState::virtualSteps()
{
    QFETCH(double, load);
    QFETCH(double, windowS);
    const SimulationRunner runner(*SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu")));
    virtualstep::StepShape shape;
    shape.windowS = windowS;
    static const double capacity = virtualstep::saturationThroughput(runner, shape);
    Slo slo;
    slo.name = QStringLiteral("test");
    slo.objectives = {{SloMetric::Ttft, 1000, 95}, {SloMetric::Tpot, 100, 95}};
    slo.maxErrorRatePct = 1;
    int runs = 200, tested = 0, cropped = 0, notSteady = 0, rising = 0, failed = 0, flipped = 0;
    double cropS = 0;
    for (int k = 0; k < runs; ++k) {
        const virtualstep::Judged j = virtualstep::judge(
            runner, shape, slo, SaturationDetector::Options{}, load * capacity, quint64(9000 + k));
        const SteadyWindow &s = j.signals.steady;
        tested += s.tested;
        cropped += s.startS > 0;
        cropS += s.startS;
        notSteady += !s.steady;
        rising += !s.steady && !j.signals.saturation.saturated;
        failed += j.failed();
        flipped += !s.steady && !j.signals.saturation.saturated && j.objectivesMet() &&
                   j.judgement.reasons.size() == 1;
    }
    qInfo("load %.1f, %.0f s: %d tested, %d cropped (mean %.1f s), %d not steady, %d rising, "
          "%d failed, %d only for that",
          load, windowS, tested, cropped, cropS / runs, notSteady, rising, failed, flipped);
    if (load <= 0.6)
        QVERIFY2(notSteady <= 2, qPrintable(QString::number(notSteady)));
    if (load > 1)
        QVERIFY2(notSteady >= 190, qPrintable(QString::number(notSteady)));
}

QTEST_GUILESS_MAIN(TestSteadyState)
#include "tst_steadystate.moc"
