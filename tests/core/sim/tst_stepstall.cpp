#include "sim/StepStall.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace llmcap;

class TestStepStall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offByDefault();
    void shareAndMeanMatchTheOption_data();
    void shareAndMeanMatchTheOption();
    void heavyTail();
    void capBoundsEachPause();
    void deterministicPerSeed();
    void validateRejects();
};

void TestStepStall::offByDefault()
{
    const StepStall s;
    QVERIFY(!s.enabled());
    for (quint64 i = 0; i < 1000; ++i)
        QCOMPARE(s.pauseSec(i), 0.0);
}

void TestStepStall::shareAndMeanMatchTheOption_data()
{
    QTest::addColumn<int>("distribution");
    QTest::addColumn<double>("probability");
    QTest::addColumn<double>("scaleSec");
    QTest::addColumn<double>("shapeOrSigma");
    QTest::addColumn<double>("meanSec");
    // Pareto: mean = scale x alpha / (alpha - 1); log-normal: median x exp(sigma^2 / 2).
    QTest::newRow("pareto 2.5") << int(StepStall::Distribution::Pareto) << 0.02 << 0.05 << 2.5
                                << 0.05 * 2.5 / 1.5;
    QTest::newRow("lognormal 0.8")
        << int(StepStall::Distribution::LogNormal) << 0.1 << 0.02 << 0.8 << 0.02 * std::exp(0.32);
}

void TestStepStall::shareAndMeanMatchTheOption()
{
    QFETCH(int, distribution);
    QFETCH(double, probability);
    QFETCH(double, scaleSec);
    QFETCH(double, shapeOrSigma);
    QFETCH(double, meanSec);
    StepStall s;
    s.distribution = StepStall::Distribution(distribution);
    s.probability = probability;
    s.scaleSec = scaleSec;
    s.shape = s.sigma = shapeOrSigma;
    s.seed = 11;
    QVERIFY(s.validate().isEmpty());
    QCOMPARE(s.meanPauseSec(), meanSec);
    constexpr int kSteps = 400000;
    int stalled = 0;
    double sum = 0;
    for (quint64 i = 0; i < kSteps; ++i) {
        const double p = s.pauseSec(i);
        if (p > 0) {
            ++stalled;
            sum += p;
            QVERIFY(p >= (s.distribution == StepStall::Distribution::Pareto ? scaleSec : 0.0));
        }
    }
    const double share = double(stalled) / kSteps;
    const double mean = sum / stalled;
    // Binomial spread of the share: under 2 % relative at these counts; the mean within 5 %.
    QVERIFY2(std::abs(share / probability - 1) < 0.05, qPrintable(QString::number(share)));
    QVERIFY2(std::abs(mean / meanSec - 1) < 0.05,
             qPrintable(QStringLiteral("%1 vs %2").arg(mean).arg(meanSec)));
}

void TestStepStall::heavyTail()
{
    // Pareto alpha 1.3 from 40 ms: P(pause > 1 s) = (0.04 / 1)^1.3 = 1.5 % of stalls.
    StepStall s;
    s.probability = 1.0;
    s.scaleSec = 0.04;
    s.shape = 1.3;
    s.seed = 5;
    int over = 0;
    constexpr int kDraws = 200000;
    for (quint64 i = 0; i < kDraws; ++i)
        over += s.pauseSec(i) > 1.0 ? 1 : 0;
    const double expected = std::pow(0.04, 1.3);
    QVERIFY2(std::abs(double(over) / kDraws / expected - 1) < 0.1,
             qPrintable(QString::number(double(over) / kDraws)));
}

void TestStepStall::capBoundsEachPause()
{
    StepStall s;
    s.probability = 1.0;
    s.scaleSec = 0.04;
    s.shape = 1.1;
    s.maxSec = 0.5;
    double most = 0;
    for (quint64 i = 0; i < 100000; ++i)
        most = std::max(most, s.pauseSec(i));
    QCOMPARE(most, 0.5);
}

void TestStepStall::deterministicPerSeed()
{
    StepStall a;
    a.probability = 0.3;
    a.scaleSec = 0.01;
    a.seed = 1;
    StepStall b = a;
    StepStall c = a;
    c.seed = 2;
    int differ = 0;
    for (quint64 i = 0; i < 1000; ++i) {
        QCOMPARE(a.pauseSec(i), b.pauseSec(i));
        differ += a.pauseSec(i) != c.pauseSec(i) ? 1 : 0;
    }
    QVERIFY(differ > 100);
}

void TestStepStall::validateRejects()
{
    StepStall s;
    s.probability = 1.5;
    QVERIFY(s.validate().contains(QLatin1String("probability")));
    s.probability = 0.1;
    s.scaleSec = -1;
    QVERIFY(s.validate().contains(QLatin1String("scale")));
    s.scaleSec = 0.1;
    s.shape = 0;
    QVERIFY(s.validate().contains(QLatin1String("shape")));
}

QTEST_APPLESS_MAIN(TestStepStall)
#include "tst_stepstall.moc"
