#include "results/Histogram.h"

#include <QTest>

using namespace llmcap;

class TestHistogram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyHasNoBins();
    void niceWidthsCoverEverySample_data();
    void niceWidthsCoverEverySample();
    void countsLandInTheirBins();
    void oneValueMakesOneBin();
};

void TestHistogram::emptyHasNoBins()
{
    const Histogram h = Histogram::of({});
    QVERIFY(h.isEmpty());
    QCOMPARE(h.total(), 0);
}

void TestHistogram::niceWidthsCoverEverySample_data()
{
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<int>("bins");
    QTest::addColumn<double>("width");
    QTest::newRow("0-100 in 30") << 0.0 << 100.0 << 30 << 5.0;
    QTest::newRow("12-31 in 10") << 12.0 << 31.0 << 10 << 2.0;
    QTest::newRow("0.3-0.9 in 30") << 0.3 << 0.9 << 30 << 0.02;
    QTest::newRow("1000-9000 in 20") << 1000.0 << 9000.0 << 20 << 500.0;
}

void TestHistogram::niceWidthsCoverEverySample()
{
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(int, bins);
    QFETCH(double, width);
    std::vector<double> values;
    for (int i = 0; i <= 100; ++i)
        values.push_back(lo + (hi - lo) * i / 100.0);
    const Histogram h = Histogram::of(values, bins);
    QVERIFY(qAbs(h.width - width) < 1e-9);
    QVERIFY(h.counts.size() <= bins + 1);
    QVERIFY(h.start <= lo);
    QVERIFY(h.binEnd(int(h.counts.size()) - 1) > hi);
    QCOMPARE(h.total(), qint64(values.size()));
}

void TestHistogram::countsLandInTheirBins()
{
    const Histogram h = Histogram::of({1, 1.5, 2, 9.99, 10, 10, 19}, 2);
    QCOMPARE(h.width, 10.0);
    QCOMPARE(h.start, 0.0);
    QCOMPARE(h.counts, (QList<qint64>{4, 3}));
}

void TestHistogram::oneValueMakesOneBin()
{
    const Histogram h = Histogram::of({42, 42, 42});
    QCOMPARE(h.counts.size(), 1);
    QCOMPARE(h.counts.first(), 3);
    QVERIFY(h.binStart(0) <= 42 && h.binEnd(0) > 42);
}

QTEST_APPLESS_MAIN(TestHistogram)
#include "tst_histogram.moc"
