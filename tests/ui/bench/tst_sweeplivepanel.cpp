#include "GuiTestSupport.h"
#include "bench/RunSummary.h"
#include "bench/SweepLivePanel.h"
#include "bench/SweepStepTableModel.h"
#include "charts/StepOutcomeChart.h"
#include "charts/SweepCurveChart.h"
#include "charts/TimeSeriesChart.h"
#include "sweep/SweepDefaults.h"
#include "workflow/SweepSession.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QRegularExpression>
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
    void showsRunFiguresForARunSweep();
    void runFiguresAreCheapPerTick();
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
    QSignalSpy started(&session, &SweepSession::stepStarted);
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
    // A client that falls behind (issue 37) is said beside the step in progress, not another.
    auto stepSays = [&panel](const QString &text) {
        for (const QLabel *label : panel.findChildren<QLabel *>())
            if (label->text().contains(text))
                return true;
        return false;
    };
    const QString behind = QStringLiteral("the client falls behind: 90 % of the requests");
    Q_EMIT session.clientBehind(started.last().at(0).toInt() + 1, QStringLiteral("90 % of ..."));
    QVERIFY(!stepSays(behind));
    Q_EMIT session.clientBehind(started.last().at(0).toInt(),
                                QStringLiteral("90 % of the requests of the last second"));
    QVERIFY(stepSays(behind));
    test::saveScreenshot(panel, QStringLiteral("sweep-live-client-behind"));
    QSignalSpy stopped(&session, &SweepSession::stopped);
    session.stop(); // between steps stopped() comes at once, during one when it is dropped
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 20000);
    QVERIFY(!panel.isDraining());
    QVERIFY(panel.statusText().contains(QStringLiteral("Resume continues")));
}

// A sweep of runs (issue 18) against the built-in server: the step in progress shows its runs'
// duration percentiles and counts beside the call latencies, and its rates say runs/s.
void TestSweepLivePanel::showsRunFiguresForARunSweep()
{
    QTemporaryDir dir;
    SweepSetup setup = defaultSweepSetup();
    setup.simSpeed = 8;
    SweepConfig &c = setup.config;
    c.bench.scheduleLagBoundMs = 1000;
    c.bench.scrapeIntervalMs = 250;
    Slo slo = SweepDefaults::slo();
    slo.objectives = {{SloMetric::Ttft, 1500, 90}};
    slo.runDuration = RunObjective{5000, 90};
    c.bench.slo = slo;
    Workload w = Workload::single(96, 24);
    w.classes[0].name = QStringLiteral("agent");
    RunBehaviour run;
    run.calls = TokenDistribution::fixed(3);
    run.newTokens = TokenDistribution::fixed(32);
    run.toolTimeMs = TokenDistribution::fixed(150);
    w.classes[0].run = run;
    c.bench.plan.workload = w;
    c.search.startRps = 6; // runs/s
    c.search.repeats = 1;
    c.stepWarmupS = 0.3;
    c.minStepS = 2.5;
    c.maxStepS = 3;
    c.minStepRequests = 1;
    c.maxStepRequestsS = 3; // a run plan has no request arrivals to count
    c.cooldownS = 0.2;
    QVERIFY(c.bench.plan.sendsRuns());

    SweepSession session(dir.filePath(QStringLiteral("runs.sqlite")));
    SweepLivePanel panel;
    panel.resize(1100, 700);
    panel.show();
    panel.setSession(&session);
    QVERIFY(!panel.showsRunFigures());
    QVERIFY(session.start(setup).ok());
    QTRY_VERIFY(panel.showsRunFigures());
    QVERIFY(panel.curveChart(SloMetric::Ttft)->rateAxisTitle().contains(QStringLiteral("runs/s")));

    // Within the first step, measured runs end: the figures name their percentiles and counts.
    QTRY_VERIFY_WITH_TIMEOUT(panel.runFiguresText().contains(QStringLiteral("p99")), 30000);
    const QString text = panel.runFiguresText();
    QVERIFY2(text.contains(QStringLiteral("completed")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("failed")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("cancelled")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("run duration p50")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("attained")), qPrintable(text));
    const QRegularExpression n(QStringLiteral("\\(n = (\\d+)\\)"));
    const auto m = n.match(text);
    QVERIFY2(m.hasMatch() && m.captured(1).toInt() >= 1, qPrintable(text));
    // The step line names the step's rate in runs/s.
    bool stepLine = false;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        stepLine = stepLine || QRegularExpression(QStringLiteral("^Step \\d+ at .* runs/s"))
                                   .match(label->text())
                                   .hasMatch();
    QVERIFY(stepLine);
    QTest::qWait(300);
    test::saveScreenshot(panel, QStringLiteral("sweep-live-runs"));

    if (!session.isActive())
        return;
    QSignalSpy stopped(&session, &SweepSession::stopped);
    session.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 20000);
}

// The live view recomputes RunSummary over a step's ended runs on each tick that brought new
// ones (20 Hz at most): a few thousand runs must take a small part of a 50 ms tick.
void TestSweepLivePanel::runFiguresAreCheapPerTick()
{
    std::vector<RunOutcome> outcomes;
    for (int i = 0; i < 5000; ++i) {
        RunOutcome o;
        o.runId = QString::number(i);
        o.classIndex = i % 2;
        o.scheduledStartNs = qint64(i) * 10'000'000;
        o.startNs = o.scheduledStartNs + 1'000'000;
        o.endNs = o.scheduledStartNs + qint64(5e9 + (i * 7919) % 3000 * 1e6);
        o.calls = 10;
        o.status = i % 97 == 0 ? RunOutcome::Status::Failed : RunOutcome::Status::Completed;
        outcomes.push_back(o);
    }
    Slo slo;
    slo.runDuration = RunObjective{7000, 90};
    const QStringList classes{QStringLiteral("agent"), QStringLiteral("chat")};
    const RunWindow window{0, qint64(60e9)};
    QElapsedTimer clock;
    clock.start();
    constexpr int kTicks = 20;
    qint64 completed = 0;
    for (int i = 0; i < kTicks; ++i)
        completed += RunSummary::compute(outcomes, classes, window, slo).overall.completed;
    const double perTickMs = double(clock.nsecsElapsed()) / 1e6 / kTicks;
    qInfo("RunSummary over 5,000 runs: %.2f ms per tick", perTickMs);
    QCOMPARE(completed, kTicks * qint64(5000 - 52));
    QVERIFY2(perTickMs < 25, qPrintable(QString::number(perTickMs)));
}

QTEST_MAIN(TestSweepLivePanel)
#include "tst_sweeplivepanel.moc"
