#include "bench/LatencySketch.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <random>

using namespace llmcap;

class TestLatencySketch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactBelowItsLimit();
    void bucketsStayWithinTheirAccuracy_data();
    void bucketsStayWithinTheirAccuracy();
    void weightsNegativesAndZeros();
    void memoryStopsGrowing();
    void jsonSaysWhenPercentilesAreNotExact();
};

void TestLatencySketch::exactBelowItsLimit()
{
    std::mt19937_64 rng(7);
    std::lognormal_distribution<double> d(5, 1);
    LatencySketch sketch(1000);
    std::vector<WeightedSample> samples;
    for (int i = 0; i < 1000; ++i) {
        const double v = d(rng);
        const double w = 1 + i % 3;
        sketch.add(v, w);
        samples.push_back({v, w});
    }
    QVERIFY(sketch.isExact());
    QCOMPARE(sketch.summary(), LatencySummary::ofWeighted(samples)); // to the bit
    sketch.add(1.0);
    QVERIFY(!sketch.isExact()); // one past the limit: buckets
    QVERIFY(!sketch.summary().exact);
}

void TestLatencySketch::bucketsStayWithinTheirAccuracy_data()
{
    QTest::addColumn<double>("sigma");
    QTest::addColumn<int>("n");
    QTest::newRow("ttft-like") << 0.5 << 300'000;
    QTest::newRow("heavy tail") << 2.0 << 300'000;
}

void TestLatencySketch::bucketsStayWithinTheirAccuracy()
{
    QFETCH(double, sigma);
    QFETCH(int, n);
    std::mt19937_64 rng(11);
    std::lognormal_distribution<double> d(std::log(200), sigma);
    LatencySketch sketch(10'000);
    std::vector<double> all;
    for (int i = 0; i < n; ++i) {
        all.push_back(d(rng));
        sketch.add(all.back());
    }
    const LatencySummary exact = LatencySummary::of(all);
    const LatencySummary s = sketch.summary();
    QVERIFY(!sketch.isExact());
    QCOMPARE(s.count, exact.count);
    QCOMPARE(s.min, exact.min);
    QCOMPARE(s.max, exact.max);
    QVERIFY2(std::abs(s.mean / exact.mean - 1) < 1e-9, qPrintable(QString::number(s.mean)));
    QVERIFY(std::abs(s.stddev / exact.stddev - 1) < 1e-6);
    for (const double level : LatencySummary::levels()) {
        const double rel = s.at(level) / exact.at(level) - 1;
        QVERIFY2(std::abs(rel) <= LatencySketch::kRelativeAccuracy * 1.0001,
                 qPrintable(QStringLiteral("p%1: %2 against %3")
                                .arg(level)
                                .arg(s.at(level))
                                .arg(exact.at(level))));
    }
}

void TestLatencySketch::weightsNegativesAndZeros()
{
    // A client overhead: mostly small positives, some zeros and negatives; ITL-like weights.
    std::mt19937_64 rng(3);
    std::normal_distribution<double> d(0.5, 2.0);
    LatencySketch sketch(100);
    std::vector<WeightedSample> all;
    for (int i = 0; i < 50'000; ++i) {
        const double v = i % 10 == 0 ? 0.0 : d(rng);
        const double w = i % 4 == 0 ? 0.25 : 1.0;
        sketch.add(v, w);
        all.push_back({v, w});
    }
    sketch.add(std::nan("")); // dropped, as ofWeighted drops it
    sketch.add(5, 0);         // no weight: dropped
    const LatencySummary exact = LatencySummary::ofWeighted(all);
    const LatencySummary s = sketch.summary();
    QCOMPARE(s.count, exact.count);
    QCOMPARE(s.min, exact.min);
    for (const double level : LatencySummary::levels()) {
        const double e = exact.at(level);
        QVERIFY2(
            std::abs(s.at(level) - e) <= LatencySketch::kRelativeAccuracy * std::abs(e) + 1e-9,
            qPrintable(QStringLiteral("p%1: %2 against %3").arg(level).arg(s.at(level)).arg(e)));
    }
}

void TestLatencySketch::memoryStopsGrowing()
{
    // Past the limit the samples go: ten times as many samples add only buckets (a few
    // hundred per decade of values), so the summary still comes from a bounded store.
    LatencySketch sketch(1000);
    for (int i = 0; i < 2'000'000; ++i)
        sketch.add(1 + (i % 100'000) * 0.01);
    QCOMPARE(sketch.samples(), qint64(2'000'000));
    QVERIFY2(sketch.storedValues() < 1000, qPrintable(QString::number(sketch.storedValues())));
    const LatencySummary s = sketch.summary();
    QCOMPARE(s.count, qint64(2'000'000));
    QVERIFY(std::abs(s.p50 / 500.995 - 1) <= LatencySketch::kRelativeAccuracy);
}

void TestLatencySketch::jsonSaysWhenPercentilesAreNotExact()
{
    LatencySketch exact;
    exact.add(3);
    QVERIFY(!exact.summary().toJson().contains(QStringLiteral("percentiles_exact")));
    LatencySketch approx(1);
    approx.add(3);
    approx.add(4);
    const QJsonObject j = approx.summary().toJson();
    QCOMPARE(j.value(QStringLiteral("percentiles_exact")).toBool(true), false);
    QCOMPARE(LatencySummary::fromJson(j), approx.summary());
}

QTEST_APPLESS_MAIN(TestLatencySketch)
#include "tst_latencysketch.moc"
