#include "plan/SustainableLoad.h"

#include "sweep/BoundaryEstimate.h"

#include "util/JsonReader.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace llmcap;

Q_DECLARE_METATYPE(SustainableLoad)

class TestSustainableLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void breachFromDraws_data();
    void breachFromDraws();
    void breachFromInterval_data();
    void breachFromInterval();
    void breachUnknownWithoutRangeOrDraws();
    void tooFewDrawsUseTheInterval();
    void replicasForBreach_data();
    void replicasForBreach();
    void drawsRoundTrip();
    void badDrawsAreRefused();
    void twinBoundaryIsLabelledModeled();
};

namespace {

// 1, 2, ..., 100 req/s: the share below x is the count of integers under it.
SustainableLoad hundredDraws()
{
    SustainableLoad s = SustainableLoad::fromSweep(QStringLiteral("7"), 50, 40, 60);
    for (int i = 1; i <= 100; ++i)
        s.boundaryDrawsRps.push_back(i);
    return s;
}

SustainableLoad interval(double rate, double lower, double upper)
{
    SustainableLoad s;
    s.rateRps = rate;
    s.lowerRps = lower;
    s.upperRps = upper;
    return s;
}

// Phi(ln(x / median) / sigma), sigma = ln(median / end) / 1.96 (a 95 % interval end), by hand.
double logNormalBelow(double x, double median, double end)
{
    const double sigma = std::abs(std::log(median / end)) / 1.959963984540054;
    return 0.5 * std::erfc(-std::log(x / median) / sigma / std::sqrt(2.0));
}

} // namespace

void TestSustainableLoad::breachFromDraws_data()
{
    QTest::addColumn<int>("replicas");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("probability");
    QTest::newRow("1 x b < 10.5: draws 1-10") << 1 << 10.5 << 0.10;
    QTest::newRow("a draw at peak / replicas holds") << 1 << 10.0 << 0.09;
    QTest::newRow("2 x b < 21: draws 1-10") << 2 << 21.0 << 0.10;
    QTest::newRow("3 x b < 10: draws 1-3") << 3 << 10.0 << 0.03;
    QTest::newRow("below every draw") << 10 << 5.0 << 0.0;
    QTest::newRow("above every draw") << 1 << 101.0 << 1.0;
    QTest::newRow("no peak") << 1 << 0.0 << 0.0;
    QTest::newRow("no replicas") << 0 << 1.0 << 1.0;
}

// At least kMinBoundaryDraws draws: the empirical share of draws b with replicas x b < peak.
void TestSustainableLoad::breachFromDraws()
{
    QFETCH(int, replicas);
    QFETCH(double, peak);
    QFETCH(double, probability);
    const SustainableLoad s = hundredDraws();
    QVERIFY(s.breachFromDraws());
    QCOMPARE(s.breachProbability(replicas, peak), probability);
}

void TestSustainableLoad::breachFromInterval_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::addColumn<int>("replicas");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("probability");
    // Median 10, 95 % interval 8-13: each half of the split log-normal fits its own end.
    QTest::newRow("at the lower end") << 8.0 << 13.0 << 1 << 8.0 << 0.025;
    QTest::newRow("at the upper end") << 8.0 << 13.0 << 1 << 13.0 << 0.975;
    QTest::newRow("at the median") << 8.0 << 13.0 << 3 << 30.0 << 0.5;
    QTest::newRow("below the median") << 8.0 << 13.0 << 1 << 9.0 << logNormalBelow(9, 10, 8);
    QTest::newRow("above the median") << 8.0 << 13.0 << 2 << 23.0 << logNormalBelow(11.5, 10, 13);
    QTest::newRow("10 replicas") << 8.0 << 13.0 << 10 << 85.0 << logNormalBelow(8.5, 10, 8);
    // Only the lower end: symmetric in log space, so 12.5 (= 10 / 0.8) is the upper end.
    QTest::newRow("lower end alone, above") << 8.0 << 0.0 << 1 << 12.5 << 0.975;
    QTest::newRow("lower end alone, below") << 8.0 << 0.0 << 1 << 9.0 << logNormalBelow(9, 10, 8);
    QTest::newRow("upper end alone, below") << 0.0 << 13.0 << 1 << 9.0 << logNormalBelow(9, 10, 13);
}

void TestSustainableLoad::breachFromInterval()
{
    QFETCH(double, lower);
    QFETCH(double, upper);
    QFETCH(int, replicas);
    QFETCH(double, peak);
    QFETCH(double, probability);
    const SustainableLoad s = interval(10, lower, upper);
    QVERIFY(s.hasBoundaryDistribution());
    QVERIFY(!s.breachFromDraws());
    const double p = s.breachProbability(replicas, peak);
    QVERIFY2(
        std::abs(p - probability) < 1e-12,
        qPrintable(QStringLiteral("%1 != %2").arg(p, 0, 'g', 17).arg(probability, 0, 'g', 17)));
}

void TestSustainableLoad::breachUnknownWithoutRangeOrDraws()
{
    const SustainableLoad s = interval(10, 0, 0);
    QVERIFY(!s.hasBoundaryDistribution());
    QVERIFY(std::isnan(s.breachProbability(2, 15)));
    QCOMPARE(s.replicasForBreach(15, 0.05), -1);
    // A lower bound equal to the estimate is no range either.
    QVERIFY(std::isnan(interval(10, 10, 0).breachProbability(2, 15)));
}

void TestSustainableLoad::tooFewDrawsUseTheInterval()
{
    SustainableLoad s = interval(10, 8, 13);
    for (int i = 0; i < SustainableLoad::kMinBoundaryDraws - 1; ++i)
        s.boundaryDrawsRps.push_back(1); // would breach always
    QVERIFY(!s.breachFromDraws());
    QCOMPARE(s.breachProbability(1, 10), 0.5);
    s.boundaryDrawsRps.push_back(1);
    QVERIFY(s.breachFromDraws());
    QCOMPARE(s.breachProbability(1, 10), 1.0);
    // Draws alone make a distribution.
    SustainableLoad drawsOnly = interval(10, 0, 0);
    drawsOnly.boundaryDrawsRps = s.boundaryDrawsRps;
    QVERIFY(drawsOnly.hasBoundaryDistribution());
}

void TestSustainableLoad::replicasForBreach_data()
{
    QTest::addColumn<SustainableLoad>("load");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("probability");
    QTest::addColumn<int>("replicas");
    // 16 replicas: 100 / 16 = 6.25, draws 1-6 below (6 %); 17: 5.88, draws 1-5 (5 %).
    QTest::newRow("draws, 5 %") << hundredDraws() << 100.0 << 0.05 << 17;
    QTest::newRow("draws, 10 %") << hundredDraws() << 100.0 << 0.10 << 10;
    QTest::newRow("draws, 0 %") << hundredDraws() << 100.0 << 0.0 << 100;
    // The lower end is the 2.5 % quantile: 100 / N <= 8 from N = 13 (12.5).
    QTest::newRow("interval, 2.5 %") << interval(10, 8, 13) << 100.0 << 0.025 << 13;
    QTest::newRow("interval, 50 %") << interval(10, 8, 13) << 100.0 << 0.5 << 10;
    QTest::newRow("no peak") << interval(10, 8, 13) << 0.0 << 0.05 << 0;
    QTest::newRow("unknown") << interval(10, 0, 0) << 100.0 << 0.05 << -1;
}

void TestSustainableLoad::replicasForBreach()
{
    QFETCH(SustainableLoad, load);
    QFETCH(double, peak);
    QFETCH(double, probability);
    QFETCH(int, replicas);
    QCOMPARE(load.replicasForBreach(peak, probability), replicas);
    if (replicas > 1) { // the fewest: one fewer breaches more often
        QVERIFY(load.breachProbability(replicas, peak) <= probability);
        QVERIFY(load.breachProbability(replicas - 1, peak) > probability);
    }
}

void TestSustainableLoad::drawsRoundTrip()
{
    SustainableLoad s = hundredDraws();
    s.method = QString::fromLatin1(SustainableLoad::kTwinMethod);
    const QJsonObject json = s.toJson();
    QCOMPARE(json.value(QLatin1String("boundary_draws_rps")).toArray().size(), 100);
    QStringList errors;
    JsonReader reader(json, QString(), &errors);
    const SustainableLoad back = SustainableLoad::read(reader);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY(back == s);
    // Without draws the key is absent, so loads keep the form they always had.
    QVERIFY(!interval(10, 8, 13).toJson().contains(QLatin1String("boundary_draws_rps")));
}

void TestSustainableLoad::badDrawsAreRefused()
{
    QJsonObject json = interval(10, 8, 13).toJson();
    json.insert(QStringLiteral("boundary_draws_rps"), QJsonArray{1.0, -2.0});
    QStringList errors;
    JsonReader reader(json, QStringLiteral("sustainable"), &errors);
    SustainableLoad::read(reader);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains(QLatin1String("boundary_draws_rps")),
             qPrintable(errors.first()));
}

// A twin's boundary is modeled, not measured: its label says so where a sweep's names it.
void TestSustainableLoad::twinBoundaryIsLabelledModeled()
{
    SustainableLoad s = SustainableLoad::fromSweep(QStringLiteral("12"), 4, 3.5, 4.4);
    s.method = QString::fromLatin1(BoundaryEstimate::kAttainmentFit);
    QCOMPARE(s.sourceLabel(), QString("sweep 12, method attainment-fit"));
    s.method = QString::fromLatin1(SustainableLoad::kTwinMethod);
    QCOMPARE(s.sourceLabel(), QString("modeled from sweep 12's twin"));
}

QTEST_APPLESS_MAIN(TestSustainableLoad)
#include "tst_sustainableload.moc"
