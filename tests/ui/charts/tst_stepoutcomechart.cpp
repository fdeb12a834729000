#include "GuiTestSupport.h"
#include "charts/StepOutcomeChart.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

using namespace llmcap;

namespace {

// The tick values a dynamic-tick axis labels: from its anchor in steps of its interval.
QList<double> ticks(const QValueAxis *axis)
{
    QList<double> out;
    if (axis->tickType() != QValueAxis::TicksDynamic)
        return out;
    for (double v = axis->tickAnchor(); v <= axis->max() + 1e-9; v += axis->tickInterval())
        if (v >= axis->min() - 1e-9)
            out.append(v);
    return out;
}

} // namespace

class TestStepOutcomeChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void attainmentTicksAreRound();
    void drawsTheTargetInTheLegend();
};

// The axis ran 0/26/53/79/105.
void TestStepOutcomeChart::attainmentTicksAreRound()
{
    StepOutcomeChart chart(QStringLiteral("SLO attainment"));
    chart.setPoints({{2, 100, 2, 2, true}, {4, 97, 3.9, 4, true}, {8, 62, 5, 7.5, false}});
    QCOMPARE(ticks(chart.attainmentAxis()), (QList<double>{0, 25, 50, 75, 100}));
    QVERIFY(chart.attainmentAxis()->max() < 110); // room for markers at 100 %, no tick above
}

void TestStepOutcomeChart::drawsTheTargetInTheLegend()
{
    StepOutcomeChart chart(QStringLiteral("SLO attainment"));
    chart.resize(420, 300);
    chart.setPoints({{2, 100, 2, 2, true}, {4, 97, 3.9, 4, true}, {8, 62, 5, 7.5, false}});
    chart.setTarget(95.0);
    QLineSeries *target = nullptr;
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->name() == QLatin1String("target 95 %"))
            target = qobject_cast<QLineSeries *>(s);
    QVERIFY(target);
    QCOMPARE(target->count(), 2);
    QCOMPARE(target->at(0).y(), 95.0);
    QCOMPARE(target->at(1).y(), 95.0);
    QVERIFY(target->at(1).x() >= 8); // across every step
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(chart.chart()->legend()->markers(target).first()->isVisible());
    test::saveScreenshot(chart, QStringLiteral("step-outcome-chart"));

    chart.setTarget(std::nullopt);
    QCOMPARE(target->count(), 0);
    QVERIFY(!chart.chart()->legend()->markers(target).first()->isVisible());
}

QTEST_MAIN(TestStepOutcomeChart)
#include "tst_stepoutcomechart.moc"
