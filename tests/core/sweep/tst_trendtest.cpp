#include "sweep/TrendTest.h"

#include <QRandomGenerator>
#include <QTest>

using namespace llmcap;

class TestTrendTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactLine();
    void flatNoiseIsNotSignificant();
    void noisyRiseIsSignificant();
    void tooFewPoints();
    void criticalValues();
};

void TestTrendTest::exactLine()
{
    std::vector<double> x, y;
    for (int i = 0; i < 10; ++i) {
        x.push_back(i);
        y.push_back(3.0 + 2.0 * i);
    }
    const Trend t = TrendTest::fit(x, y);
    QCOMPARE(t.slope, 2.0);
    QVERIFY(t.significantlyPositive);
}

void TestTrendTest::flatNoiseIsNotSignificant()
{
    QRandomGenerator rng(7);
    int significant = 0;
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<double> x, y;
        for (int i = 0; i < 60; ++i) {
            x.push_back(i);
            y.push_back(10.0 + rng.generateDouble());
        }
        significant += TrendTest::fit(x, y).significantlyPositive;
    }
    // A 95 % one-sided test flags about 5 % of flat series.
    QVERIFY2(significant < 25, qPrintable(QString::number(significant)));
}

void TestTrendTest::noisyRiseIsSignificant()
{
    QRandomGenerator rng(11);
    std::vector<double> x, y;
    for (int i = 0; i < 60; ++i) {
        x.push_back(i);
        y.push_back(0.2 * i + 2.0 * rng.generateDouble());
    }
    const Trend t = TrendTest::fit(x, y);
    QVERIFY(t.significantlyPositive);
    QVERIFY(std::abs(t.slope - 0.2) < 0.05);
}

void TestTrendTest::tooFewPoints()
{
    const Trend t = TrendTest::fit({1, 2}, {1, 5});
    QVERIFY(!t.significantlyPositive);
    QCOMPARE(t.samples, 2);
}

void TestTrendTest::criticalValues()
{
    QVERIFY(std::abs(TrendTest::criticalT(0.95, 10) - 1.812) < 0.001);
    QVERIFY(std::abs(TrendTest::criticalT(0.975, 2) - 4.303) < 0.001);
}

QTEST_APPLESS_MAIN(TestTrendTest)
#include "tst_trendtest.moc"
