#include "GuiTestSupport.h"
#include "charts/SweepCurveChart.h"

#include <QLineSeries>

using namespace llmcap;

class TestSweepCurveChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void drawsCurvesThresholdAndBoundary();
    void clearRemovesEverything();
};

void TestSweepCurveChart::drawsCurvesThresholdAndBoundary()
{
    SweepCurveChart chart(QStringLiteral("TTFT"));
    chart.resize(640, 380);
    QList<SweepCurvePoint> a, b;
    for (int i = 1; i <= 6; ++i) {
        const double r = i * 2.0;
        a.append({r, 80.0 + 10 * i, 150.0 + 40 * i * i / 3.0, 200.0 + 60 * i * i / 2.0, i <= 4});
        b.append({r, 70.0 + 8 * i, 120.0 + 30 * i * i / 3.0, 160.0 + 45 * i * i / 2.0, i <= 5});
    }
    chart.setCurve(1, QStringLiteral("B"), b);
    chart.setCurve(0, QStringLiteral("A"), a); // order of arrival does not matter
    chart.setThreshold(1000.0);
    chart.setBoundary(8.4, 8.9, 9.3);
    QCOMPARE(chart.pointCount(0), 6);
    QCOMPARE(chart.pointCount(1), 6);

    // Threshold spans the x axis at 1000 ms; the boundary is a vertical line at 8.9 req/s.
    const auto lines = chart.chart()->series();
    bool threshold = false, boundary = false;
    for (QAbstractSeries *s : lines) {
        auto *l = qobject_cast<QLineSeries *>(s);
        if (!l || l->count() != 2)
            continue;
        threshold |= l->at(0).y() == 1000.0 && l->at(1).y() == 1000.0;
        boundary |= l->at(0).x() == 8.9 && l->at(1).x() == 8.9;
    }
    QVERIFY(threshold);
    QVERIFY(boundary);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QImage shot = test::saveScreenshot(chart, QStringLiteral("sweep-curve-chart"));
    QVERIFY(test::distinctColours(shot) > 10);
}

void TestSweepCurveChart::clearRemovesEverything()
{
    SweepCurveChart chart(QStringLiteral("ITL"));
    chart.setCurve(0, QString(), {{1, 1, 2, 3, true}});
    chart.setThreshold(50.0);
    chart.clear();
    QCOMPARE(chart.pointCount(0), 0);
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *l = qobject_cast<QXYSeries *>(s))
            QCOMPARE(l->count(), 0);
}

QTEST_MAIN(TestSweepCurveChart)
#include "tst_sweepcurvechart.moc"
