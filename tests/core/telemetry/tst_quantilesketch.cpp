#include "telemetry/QuantileSketch.h"

#include "workload/SeededRandom.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace llmcap;

class TestQuantileSketch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyIsNaN();
    void exactIsNearestRank();
    void foldedStaysWithinItsError();
    void histogramCountsEverySample();
};

void TestQuantileSketch::emptyIsNaN()
{
    QuantileSketch s;
    QCOMPARE(s.count(), 0);
    QVERIFY(std::isnan(s.quantile(0.5)));
    QVERIFY(std::isnan(s.mean()));
}

void TestQuantileSketch::exactIsNearestRank()
{
    QuantileSketch s;
    for (int i = 1000; i >= 1; --i)
        s.add(i);
    QVERIFY(s.exact());
    QCOMPARE(s.quantile(0.50), 500.0);
    QCOMPARE(s.quantile(0.95), 950.0);
    QCOMPARE(s.quantile(0.99), 990.0);
    QCOMPARE(s.quantile(1.0), 1000.0);
    QCOMPARE(s.mean(), 500.5);
    QCOMPARE(s.max(), 1000.0);
}

void TestQuantileSketch::foldedStaysWithinItsError()
{
    QuantileSketch s;
    std::vector<double> values;
    SeededRandom random(7);
    for (int i = 0; i < 250'000; ++i) {
        const double v = std::exp(6 + 1.2 * random.normal());
        values.push_back(v);
        s.add(v);
    }
    QVERIFY(!s.exact());
    std::sort(values.begin(), values.end());
    for (double q : {0.5, 0.9, 0.95, 0.99, 0.999}) {
        const double truth = values[size_t(std::ceil(q * double(values.size()))) - 1];
        const double got = s.quantile(q);
        QVERIFY2(std::abs(got / truth - 1) <= QuantileSketch::kRelativeError,
                 qPrintable(QStringLiteral("q %1: %2 against %3").arg(q).arg(got).arg(truth)));
    }
}

void TestQuantileSketch::histogramCountsEverySample()
{
    QuantileSketch s;
    for (int v : {1, 2, 3, 4, 5, 100, 5000})
        s.add(v);
    const QList<qint64> counts = s.histogram({1, 4, 64, 1024});
    QCOMPARE(counts, (QList<qint64>{1, 3, 1, 2}));
}

QTEST_APPLESS_MAIN(TestQuantileSketch)
#include "tst_quantilesketch.moc"
