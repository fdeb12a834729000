#include "GuiTestSupport.h"
#include "charts/ChartPalette.h"
#include "charts/SweepCurveChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

using namespace llmcap;
using Percentile = ChartPalette::Percentile;

namespace {

QLineSeries *lineNamed(SweepCurveChart &chart, const QString &name)
{
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->name() == name)
            if (auto *l = qobject_cast<QLineSeries *>(s))
                return l;
    return nullptr;
}

// Colours far enough apart to tell at a glance: the sum of the channels' distances.
int colourDistance(const QColor &a, const QColor &b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

} // namespace

class TestSweepCurveChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void drawsCurvesThresholdAndBoundary();
    void clearRemovesEverything();
    void drawsThePlannedRate();
    void percentilesAreDistinct();
    void latencyAxisFollowsTheThreshold_data();
    void latencyAxisFollowsTheThreshold();
    void everyLineHasAKeyEntry();
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

// p50, p95 and p99 differ in colour and in dash (for readers who cannot tell the colours
// apart), and the chart draws them in the shared palette's pens.
void TestSweepCurveChart::percentilesAreDistinct()
{
    const QPen pens[] = {ChartPalette::percentilePen(Percentile::P50),
                         ChartPalette::percentilePen(Percentile::P95),
                         ChartPalette::percentilePen(Percentile::P99)};
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            QVERIFY2(colourDistance(pens[a].color(), pens[b].color()) > 150,
                     qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
            QVERIFY(pens[a].style() != pens[b].style());
        }
    SweepCurveChart chart(QStringLiteral("TTFT"));
    chart.setCurve(0, QString(), {{1, 100, 200, 300, true}, {2, 150, 300, 450, true}});
    const Percentile percentiles[] = {Percentile::P50, Percentile::P95, Percentile::P99};
    for (Percentile p : percentiles) {
        QLineSeries *line = lineNamed(chart, ChartPalette::percentileName(p));
        QVERIFY(line);
        QCOMPARE(line->pen(), ChartPalette::percentilePen(p));
    }
}

void TestSweepCurveChart::latencyAxisFollowsTheThreshold_data()
{
    QTest::addColumn<double>("thresholdMs");
    QTest::addColumn<double>("worstP99Ms");
    QTest::addColumn<double>("minAxisMs");
    QTest::addColumn<double>("maxAxisMs");
    QTest::addColumn<int>("offScale");
    // An overloaded step at 6 s: the axis stops at about 2.5 times the threshold.
    QTest::addRow("overloaded") << 800.0 << 6000.0 << 1000.0 << 2000.0 << 4;
    // Everything well below: the threshold still sits high on the axis.
    QTest::addRow("far below") << 800.0 << 120.0 << 1000.0 << 1000.0 << 0;
    // In between: the axis covers every step.
    QTest::addRow("just above") << 800.0 << 1500.0 << 1500.0 << 2000.0 << 0;
}

// The chart: TTFT threshold 800 ms on an axis to 6,000 ms sat in its bottom 13 %.
void TestSweepCurveChart::latencyAxisFollowsTheThreshold()
{
    QFETCH(double, thresholdMs);
    QFETCH(double, worstP99Ms);
    QFETCH(double, minAxisMs);
    QFETCH(double, maxAxisMs);
    QFETCH(int, offScale);
    SweepCurveChart chart(QStringLiteral("TTFT"));
    chart.resize(400, 300);
    QList<SweepCurvePoint> points;
    const double scale = worstP99Ms / 400;
    for (int i = 1; i <= 4; ++i)
        points.append({2.0 * i, 20.0 * i * scale, 50.0 * i * scale, 100.0 * i * scale, i <= 2});
    points.append({10, 150, 0.9 * worstP99Ms, worstP99Ms, false}); // its p95 clipped too
    chart.setCurve(0, QString(), points);
    chart.setThreshold(thresholdMs, 95);
    const double axis = chart.latencyAxisMax();
    QVERIFY2(axis >= minAxisMs && axis <= maxAxisMs, qPrintable(QString::number(axis)));
    QVERIFY2(thresholdMs / axis >= 0.35, qPrintable(QString::number(axis)));
    QCOMPARE(chart.offScaleCount(0), offScale);
    // Nothing is drawn beyond the axis: clipped to its top edge.
    for (QAbstractSeries *s : chart.chart()->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            for (const QPointF &p : xy->points())
                QVERIFY2(p.y() <= axis, qPrintable(xy->name()));
    // The threshold is labelled with its value and the percentile it bounds.
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(chart.thresholdLabel(), QStringLiteral("SLO p95 800 ms"));
    if (offScale > 0)
        test::saveScreenshot(chart, QStringLiteral("sweep-curve-chart-off-scale"));

    // Without a threshold the axis covers the steps.
    chart.setThreshold(std::nullopt);
    QVERIFY(chart.latencyAxisMax() >= worstP99Ms);
    QCOMPARE(chart.offScaleCount(0), 0);
    QVERIFY(chart.thresholdLabel().isEmpty());
}

// The key a view shows instead of the charts' legends names every line the chart can draw for
// one sweep with the line's own pen, the planned rate and the lower bound included.
void TestSweepCurveChart::everyLineHasAKeyEntry()
{
    SweepCurveChart chart(QStringLiteral("TTFT"));
    const QList<ChartKey::Entry> entries = chart.keyEntries();
    QStringList texts;
    for (const ChartKey::Entry &e : entries)
        texts << e.text;
    for (const QString &name :
         {QStringLiteral("p50"), QStringLiteral("p95"), QStringLiteral("p99"),
          QStringLiteral("SLO threshold"), QStringLiteral("SLO boundary"),
          QStringLiteral("planned rate"), QStringLiteral("at least (no step failed yet)"),
          QStringLiteral("step passed"), QStringLiteral("step failed")})
        QVERIFY2(texts.contains(name), qPrintable(name));
    // Each named line series of the first curve and the markers: an entry with its pen.
    for (QAbstractSeries *s : chart.chart()->series()) {
        auto *line = qobject_cast<QLineSeries *>(s);
        if (!line || qobject_cast<QScatterSeries *>(s) || line->name().isEmpty() ||
            line->name().contains(QStringLiteral("compared")))
            continue;
        if (line->pointsVisible()) // the compared sweep's percentiles
            continue;
        const auto it = std::find_if(entries.begin(), entries.end(), [&](const ChartKey::Entry &e) {
            return e.text == line->name();
        });
        QVERIFY2(it != entries.end(), qPrintable(line->name()));
        QCOMPARE(it->pen, line->pen());
    }
}

QTEST_MAIN(TestSweepCurveChart)
#include "tst_sweepcurvechart.moc"
