#include "GuiTestSupport.h"
#include "charts/TimeSeriesChart.h"

#include <QLineSeries>
#include <QValueAxis>

using namespace llmcap;

class TestTimeSeriesChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void batchesReachTheSeriesOnRefresh();
    void longRunsStayBounded();
};

void TestTimeSeriesChart::batchesReachTheSeriesOnRefresh()
{
    TimeSeriesChart chart(QStringLiteral("Load"));
    const int offered = chart.addSeries(QStringLiteral("offered"), Qt::blue);
    const int kv =
        chart.addSeries(QStringLiteral("KV usage"), Qt::red, TimeSeriesChart::Axis::Right);
    chart.setAxisTitles(QStringLiteral("req/s"), QStringLiteral("%"));
    chart.append(offered, {{0, 5}, {1, 6}, {2, 7}});
    chart.append(kv, {{0, 10}, {1, 40}});
    auto *series = qobject_cast<QLineSeries *>(chart.chart()->series().at(offered));
    QCOMPARE(series->count(), 0); // nothing drawn until the tick
    chart.refresh();
    QCOMPARE(series->count(), 3);
    const auto axes = chart.chart()->axes(Qt::Vertical);
    QCOMPARE(axes.size(), 2);
    chart.resize(600, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    test::saveScreenshot(chart, QStringLiteral("time-series-chart"));
}

void TestTimeSeriesChart::longRunsStayBounded()
{
    TimeSeriesChart chart(QStringLiteral("Load"));
    const int s = chart.addSeries(QStringLiteral("in flight"), Qt::darkGreen);
    for (int tick = 0; tick < 500; ++tick) {
        QList<QPointF> batch;
        for (int i = 0; i < 20; ++i)
            batch.append({tick + i / 20.0, double(i)});
        chart.append(s, batch);
        chart.refresh();
    }
    QVERIFY(chart.points(s).size() <= 2000);
    QCOMPARE(chart.points(s).last().x(), 499 + 19 / 20.0);
}

QTEST_MAIN(TestTimeSeriesChart)
#include "tst_timeserieschart.moc"
