#include "util/SampleQuantile.h"

#include <QTest>

using namespace llmcap;

class TestSampleQuantile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void interpolatesBetweenOrderStatistics_data();
    void interpolatesBetweenOrderStatistics();
};

void TestSampleQuantile::interpolatesBetweenOrderStatistics_data()
{
    QTest::addColumn<std::vector<double>>("sample");
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("expected");
    // Values as R's quantile(x, type = 7) and numpy.quantile give them.
    const std::vector<double> ten = {7, 1, 9, 3, 5, 2, 8, 4, 10, 6}; // 1..10, unsorted
    QTest::newRow("median of 1..10") << ten << 0.5 << 5.5;
    QTest::newRow("2.5 % of 1..10") << ten << 0.025 << 1.225;
    QTest::newRow("97.5 % of 1..10") << ten << 0.975 << 9.775;
    QTest::newRow("minimum") << ten << 0.0 << 1.0;
    QTest::newRow("maximum") << ten << 1.0 << 10.0;
    QTest::newRow("q clamped") << ten << 1.5 << 10.0;
    QTest::newRow("one value") << std::vector<double>{3.5} << 0.05 << 3.5;
    QTest::newRow("empty") << std::vector<double>{} << 0.5 << 0.0;
}

void TestSampleQuantile::interpolatesBetweenOrderStatistics()
{
    QFETCH(std::vector<double>, sample);
    QFETCH(double, q);
    QFETCH(double, expected);
    QCOMPARE(sampleQuantile(sample, q), expected);
}

QTEST_APPLESS_MAIN(TestSampleQuantile)
#include "tst_samplequantile.moc"
