#include "bench/LatencySummary.h"

#include <QJsonArray>
#include <QTest>

using namespace llmcap;

class TestLatencySummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nearestRank_data();
    void nearestRank();
    void meanAndStddev();
    void weightedEqualsExpanded();
    void sampleWarnings();
    void emptyAndJson();
};

void TestLatencySummary::nearestRank_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("p50");
    QTest::addColumn<double>("p90");
    QTest::addColumn<double>("p99");
    QTest::addColumn<double>("p999");
    // Values 1..n: pXX is the ceil(XX% * n)-th value.
    QTest::newRow("10") << 10 << 5.0 << 9.0 << 10.0 << 10.0;
    QTest::newRow("100") << 100 << 50.0 << 90.0 << 99.0 << 100.0;
    QTest::newRow("1000") << 1000 << 500.0 << 900.0 << 990.0 << 999.0;
    QTest::newRow("1") << 1 << 1.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("3") << 3 << 2.0 << 3.0 << 3.0 << 3.0;
}

void TestLatencySummary::nearestRank()
{
    QFETCH(int, n);
    QFETCH(double, p50);
    QFETCH(double, p90);
    QFETCH(double, p99);
    QFETCH(double, p999);
    std::vector<double> values;
    for (int i = n; i >= 1; --i)
        values.push_back(i);
    const LatencySummary s = LatencySummary::of(values);
    QCOMPARE(s.count, qint64(n));
    QCOMPARE(s.p50, p50);
    QCOMPARE(s.p90, p90);
    QCOMPARE(s.p99, p99);
    QCOMPARE(s.p999, p999);
    QCOMPARE(s.min, 1.0);
    QCOMPARE(s.max, double(n));
    // "pXX <= threshold" holds exactly when at least XX % are within the threshold.
    qint64 within = 0;
    for (double v : values)
        within += v <= s.p99 ? 1 : 0;
    QVERIFY(double(within) >= 0.99 * n);
}

void TestLatencySummary::meanAndStddev()
{
    const LatencySummary s = LatencySummary::of({2, 4, 4, 4, 5, 5, 7, 9});
    QCOMPARE(s.mean, 5.0);
    QCOMPARE(s.stddev, 2.0); // population
}

void TestLatencySummary::weightedEqualsExpanded()
{
    const LatencySummary w = LatencySummary::ofWeighted({{10, 3}, {1, 1}, {5, 2}});
    const LatencySummary e = LatencySummary::of({10, 10, 10, 1, 5, 5});
    QCOMPARE(w.count, e.count);
    QCOMPARE(w.mean, e.mean);
    QCOMPARE(w.p50, e.p50);
    QCOMPARE(w.p90, e.p90);
    QVERIFY(qFuzzyCompare(w.stddev, e.stddev));
}

void TestLatencySummary::sampleWarnings()
{
    QCOMPARE(LatencySummary::samplesNeeded(50), 20);
    QCOMPARE(LatencySummary::samplesNeeded(90), 100);
    QCOMPARE(LatencySummary::samplesNeeded(99), 1000);
    QCOMPARE(LatencySummary::samplesNeeded(99.9), 10000);
    std::vector<double> values(500, 1.0);
    const LatencySummary s = LatencySummary::of(values);
    QVERIFY(s.enoughSamples(95));
    QVERIFY(!s.enoughSamples(99));
    const QStringList w = s.warnings(QStringLiteral("TTFT"));
    QCOMPARE(w.size(), 2);
    QVERIFY2(w.first().contains(QStringLiteral("TTFT p99 rests on 500 samples (1000 needed)")),
             qPrintable(w.first()));
    QVERIFY(s.toJson()
                .value(QLatin1String("too_few_samples"))
                .toArray()
                .contains(QStringLiteral("p99")));
}

void TestLatencySummary::emptyAndJson()
{
    const LatencySummary empty = LatencySummary::of({});
    QCOMPARE(empty.count, 0);
    QVERIFY(empty.warnings(QStringLiteral("x")).isEmpty());
    const LatencySummary s = LatencySummary::of({1, 2, 3, 4});
    QCOMPARE(LatencySummary::fromJson(s.toJson()), s);
}

QTEST_APPLESS_MAIN(TestLatencySummary)
#include "tst_latencysummary.moc"
