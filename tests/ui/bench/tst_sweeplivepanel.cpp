#include "GuiTestSupport.h"
#include "bench/SweepLivePanel.h"
#include "bench/SweepStepTableModel.h"
#include "charts/StepOutcomeChart.h"
#include "charts/SweepCurveChart.h"
#include "charts/TimeSeriesChart.h"
#include "sweep/SweepDefaults.h"
#include "sweep/SweepSession.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace llmcap;

class TestSweepLivePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void formatsDurations();
    void idleStatus();
    void followsASweepInBatches();
};

void TestSweepLivePanel::formatsDurations()
{
    QCOMPARE(SweepLivePanel::duration(0), QStringLiteral("0:00"));
    QCOMPARE(SweepLivePanel::duration(65.4), QStringLiteral("1:05"));
    QCOMPARE(SweepLivePanel::duration(3725), QStringLiteral("1:02:05"));
    QCOMPARE(SweepLivePanel::duration(-3), QStringLiteral("0:00"));
}

void TestSweepLivePanel::idleStatus()
{
    SweepLivePanel panel;
    QVERIFY(panel.statusText().contains(QStringLiteral("Start")));
    QVERIFY(!panel.isDraining());
    QCOMPARE(panel.stepModel()->rowCount(), 0);
    for (SloMetric m : {SloMetric::Ttft, SloMetric::Itl, SloMetric::Tpot, SloMetric::QueueTime})
        QVERIFY(panel.curveChart(m));
    QVERIFY(!panel.curveChart(SloMetric::E2e));
}

void TestSweepLivePanel::followsASweepInBatches()
{
    QTemporaryDir dir;
    SweepSetup setup = defaultSweepSetup();
    setup.simSpeed = 8;
    SweepConfig &c = setup.config;
    c.bench.scheduleLagBoundMs = 1000;
    c.bench.scrapeIntervalMs = 250;
    Slo slo = SweepDefaults::slo();
    slo.objectives = {{SloMetric::Ttft, 1500, 90}};
    c.bench.slo = slo;
    c.bench.plan.workload = Workload::single(96, 32);
    c.search.startRps = 8;
    c.search.repeats = 1;
    c.stepWarmupS = 0.5;
    c.minStepS = 1.5;
    c.maxStepS = 2.5;
    c.minStepRequests = 10;
    c.cooldownS = 0.2;

    SweepSession session(dir.filePath(QStringLiteral("live.sqlite")));
    SweepLivePanel panel;
    panel.resize(1100, 640);
    panel.show();
    panel.setSession(&session);
    QSignalSpy steps(&session, &SweepSession::stepFinished);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(session.start(setup).ok());
    QVERIFY(panel.isDraining());
    QVERIFY(panel.statusText().contains(QStringLiteral("built-in")));

    QTRY_VERIFY_WITH_TIMEOUT(steps.size() >= 2, 40000);
    // Finished steps: a row, a point per latency curve and on the outcome chart.
    QTRY_COMPARE(panel.stepModel()->rowCount(), steps.size());
    QCOMPARE(panel.curveChart(SloMetric::Ttft)->pointCount(0), steps.size());
    QCOMPARE(panel.outcomeChart()->pointCount(), steps.size());
    QCOMPARE(panel.curveChart(SloMetric::Itl)->pointCount(0), steps.size());
    // The step in progress: rates, in-flight, server samples.
    QTRY_VERIFY_WITH_TIMEOUT(panel.rateChart()->points(0).size() >= 5, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.concurrencyChart()->points(2).isEmpty(), 20000);
    const QString status = panel.statusText();
    QVERIFY2(status.contains(QStringLiteral("Elapsed")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("requests")), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("errors")), qPrintable(status));
    // Drained on a timer, never faster than 25 Hz, whatever the request rate.
    QVERIFY2(
        panel.drainCount() <= clock.elapsed() / 40 + 2,
        qPrintable(
            QStringLiteral("%1 drains in %2 ms").arg(panel.drainCount()).arg(clock.elapsed())));
    QVERIFY(panel.drainCount() >= 5);

    if (!session.isActive())
        return; // the sweep ended on its own meanwhile
    QSignalSpy stopped(&session, &SweepSession::stopped);
    session.stop(); // between steps stopped() comes at once, during one when it is dropped
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 20000);
    QVERIFY(!panel.isDraining());
    QVERIFY(panel.statusText().contains(QStringLiteral("Resume continues")));
}

QTEST_MAIN(TestSweepLivePanel)
#include "tst_sweeplivepanel.moc"
