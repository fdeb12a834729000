#include "GuiTestSupport.h"
#include "charts/SweepCurveChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

using namespace llmcap;

class TestSweepCurveChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void drawsCurvesThresholdAndBoundary();
    void clearRemovesEverything();
    void drawsThePlannedRate();
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

// The rate plans divide by is a line of its own, named in the legend, beside the boundary and
// its interval; without one (a lower bound only) neither line nor legend entry shows.
void TestSweepCurveChart::drawsThePlannedRate()
{
    SweepCurveChart chart(QStringLiteral("TTFT"));
    chart.resize(640, 380);
    QList<SweepCurvePoint> a;
    for (int i = 1; i <= 6; ++i)
        a.append({i * 2.0, 80.0 + 10 * i, 150.0 + 13 * i * i, 200.0 + 30 * i * i, i <= 4});
    chart.setCurve(0, QString(), a);
    chart.setThreshold(1000.0);
    chart.setBoundary(8.4, 8.9, 9.3);
    chart.setPlannedRate(8.1);
    QCOMPARE(chart.plannedRate().value_or(0), 8.1);

    auto planned = [&chart]() -> QLineSeries * {
        for (QAbstractSeries *s : chart.chart()->series())
            if (s->name() == QLatin1String("planned rate"))
                return qobject_cast<QLineSeries *>(s);
        return nullptr;
    };
    QLineSeries *line = planned();
    QVERIFY(line);
    QCOMPARE(line->count(), 2);
    QCOMPARE(line->at(0).x(), 8.1);
    QCOMPARE(line->at(1).x(), 8.1);
    QCOMPARE(line->at(0).y(), 0.0);
    QVERIFY(line->at(1).y() >= 1000.0); // spans the plot
    // Its own pen: neither the boundary's green nor the interval's dots.
    QVERIFY(line->pen().color() != QColor(0x1b, 0x7f, 0x3b));
    QCOMPARE(line->pen().style(), Qt::DashDotLine);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.chart()->legend()->markers(line).first()->isVisible());
    const QImage shot = test::saveScreenshot(chart, QStringLiteral("sweep-curve-chart-planned"));
    bool drawn = false;
    for (int y = 0; y < shot.height() && !drawn; ++y)
        for (int x = 0; x < shot.width() && !drawn; ++x)
            drawn = shot.pixelColor(x, y) == line->pen().color();
    QVERIFY(drawn);

    chart.setPlannedRate(std::nullopt);
    QCOMPARE(line->count(), 0);
    QVERIFY(!chart.chart()->legend()->markers(line).first()->isVisible());
    chart.setPlannedRate(8.1);
    chart.clear();
    QCOMPARE(line->count(), 0);
}

QTEST_MAIN(TestSweepCurveChart)
#include "tst_sweepcurvechart.moc"
