#include "charts/BoundedSeries.h"

#include <QTest>

using namespace llmcap;

class TestBoundedSeries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsEverythingBelowTheCap();
    void staysBoundedAndKeepsRecentPointsExact();
};

void TestBoundedSeries::keepsEverythingBelowTheCap()
{
    BoundedSeries s(100);
    for (int i = 0; i < 100; ++i)
        s.append(QPointF(i, i));
    QCOMPARE(s.points().size(), 100);
}

void TestBoundedSeries::staysBoundedAndKeepsRecentPointsExact()
{
    BoundedSeries s(100);
    for (int i = 0; i < 100000; ++i)
        s.append(QPointF(i, 2 * i));
    QVERIFY(s.points().size() <= 100);
    QVERIFY(s.points().size() >= 50);
    QCOMPARE(s.points().last(), QPointF(99999, 199998));
    QCOMPARE(s.points().first().x(), 0.0); // the start of the run is kept
    for (qsizetype i = 1; i < s.points().size(); ++i)
        QVERIFY(s.points().at(i).x() > s.points().at(i - 1).x());
}

QTEST_APPLESS_MAIN(TestBoundedSeries)
#include "tst_boundedseries.moc"
