#include "FastSweepSetup.h"
#include "bench/LiveStepFeed.h"
#include "storage/Database.h"
#include "sweep/StepRun.h"
#include "sweep/SweepRepository.h"
#include "workflow/SweepSession.h"

#include <QFileInfo>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace llmcap;

namespace {

// The default sweep squeezed into seconds (test::fastSweepSetup: the built-in server at 8x,
// tiny-cpu saturating near 24 req/s, steps of 1.5-3 s, a coarse tolerance, no repeats, a 6 s
// confirmation) with a lenient TTFT-only SLO, on the built-in server's engine in virtual time:
// the sweep logic the session drives is the same, and its steps take milliseconds.
SweepSetup fastSetup()
{
    SweepSetup s = test::fastSweepSetup(QStringLiteral("session test"));
    s.virtualTime = true;
    SweepConfig &c = s.config;
    c.bench.plan.workload = Workload::single(64, 24);
    Slo slo;
    slo.name = QStringLiteral("lenient");
    slo.objectives = {{SloMetric::Ttft, 1500, 90}};
    slo.maxErrorRatePct = 5;
    c.bench.slo = slo;
    c.search.maxRps = 2000;
    return s;
}

// Stops the session once its step in progress is `seconds` into its own clock.
void stopInStep(SweepSession &session, double seconds)
{
    StepRun *step = session.controller()->currentStep();
    QVERIFY(step);
    QObject::connect(step, &StepRun::progressed, &session, [&session, step, seconds] {
        if (step->progress().elapsedS >= seconds && session.isActive())
            session.stop();
    });
}

} // namespace

class TestSweepSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortSweepReachesBoundary();
    void stopMidStepLeavesSweepResumable();
    void liveViewDrainsARealTimeStep();
    void stopWhileStepIsStoredKeepsIt();
    void unreachableEndpointFailsClearly();
    void invalidSetupFailsAtOnce();

private:
    QString dbPath(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

void TestSweepSession::shortSweepReachesBoundary()
{
    SweepSession session(dbPath("boundary.sqlite"));
    QSignalSpy started(&session, &SweepSession::sweepStarted);
    QSignalSpy steps(&session, &SweepSession::stepFinished);
    QSignalSpy finished(&session, &SweepSession::finished);
    QSignalSpy failed(&session, &SweepSession::failed);
    connect(&session, &SweepSession::stepFinished, this, [](const SweepStep &step) {
        qInfo("step %d at %g req/s%s: %s, %.1f s window", step.index + 1, step.rateRps,
              step.confirm ? " (confirmation)" : "",
              qPrintable(SweepStep::verdictKey(step.verdict)), step.windowS);
    });
    const Status s = session.start(fastSetup());
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(session.state(), SweepSession::State::Preparing);
    QVERIFY(!session.serverUrl().isValid()); // virtual time: no server, no HTTP

    QVERIFY(started.wait(20000));
    QCOMPARE(session.state(), SweepSession::State::Running);
    QVERIFY(session.controller());
    QCOMPARE(session.controller()->endpoint().runtime, QStringLiteral("llmcap-sim"));
    // About 10 search steps of up to 3 s with their drains, then 1-4 confirmation runs of 6 s,
    // in virtual time: seconds in release, 158 s under TSan in CI (the twin's long runs).
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 600000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));

    const auto result = finished.first().first().value<SweepResult>();
    QCOMPARE(session.state(), SweepSession::State::Finished);
    QVERIFY2(result.foundBoundary(), qPrintable(result.summary()));
    QCOMPARE(result.ending, BoundarySearch::Ending::Bracketed);
    QVERIFY(steps.size() >= 3); // at least one pass and one fail, then a bisection
    QCOMPARE(result.steps, steps.size());
    bool passed = false, failedStep = false;
    for (const auto &args : steps) {
        const auto step = args.first().value<SweepStep>();
        passed |= step.verdict == StepVerdict::Pass;
        failedStep |= step.verdict == StepVerdict::Fail;
        QVERIFY(step.measured > 0);
    }
    QVERIFY(passed && failedStep);
    // The search ended with its confirmation; plans use at most the rate it held at.
    QVERIFY(steps.last().first().value<SweepStep>().confirm);
    QVERIFY(result.boundary.confirmRuns >= 1);
    if (result.boundary.confirmedRps > 0)
        QVERIFY(result.boundary.lowerRps <= result.boundary.confirmedRps);
    QVERIFY(result.boundary.meanRps >= fastSetup().config.search.minRps);

    // Stored as completed, as a sweep in virtual time.
    auto db = Database::open(dbPath("boundary.sqlite"));
    QVERIFY(db.ok());
    auto info = SweepRepository(**db).find(session.sweepId());
    QVERIFY(info.ok());
    QCOMPARE(info->status, SweepInfo::Status::Completed);
    QCOMPARE(info->stepCount, steps.size());
    const QJsonObject server = info->config.value(QLatin1String("builtin_server")).toObject();
    QCOMPARE(server.value(QLatin1String("virtual_time")).toBool(), true);
    QVERIFY(!session.isActive());
}

// The GUI's live view, without widgets: every 50 ms the main thread reads the step in progress
// (its progress, the records and server samples it has so far) through LiveStepFeed, exactly as
// SweepLivePanel::drainRunner does, while the built-in server runs in real time on its own
// threads and the writer thread stores requests. Under ThreadSanitizer (this test is labelled
// "threads") this is the GUI's drain path.
void TestSweepSession::liveViewDrainsARealTimeStep()
{
    SweepSetup setup = fastSetup();
    setup.virtualTime = false;
    setup.config.minStepS = 2;
    setup.config.maxStepS = 3;
    SweepSession session(dbPath("live.sqlite"));
    QSignalSpy stepFinished(&session, &SweepSession::stepFinished);
    QSignalSpy stopped(&session, &SweepSession::stopped);
    LiveStepFeed feed;
    QPointer<StepRun> runner; // cleared when a step starts, as the panel does (a new runner may
                              // take the old one's address)
    int drains = 0, runners = 0;
    connect(&session, &SweepSession::stepStarted, this, [&runner] { runner.clear(); });
    qsizetype completedPoints = 0, inFlightPoints = 0;
    double highestCompletedRps = 0;
    qsizetype recordsTaken = 0;
    bool overHttp = false;
    QTimer tick;
    tick.setInterval(50);
    connect(&tick, &QTimer::timeout, this, [&] {
        StepRun *current = session.controller() ? session.controller()->currentStep() : nullptr;
        if (!current)
            return;
        if (current != runner) {
            runner = current;
            feed.reset();
            ++runners;
        }
        ++drains;
        overHttp |= session.serverUrl().isValid();
        const LiveStepFeed::Batch b =
            feed.take(current->progress(), current->records(), current->serverSamples());
        completedPoints += b.completedRps.size();
        inFlightPoints += b.inFlight.size();
        for (const QPointF &p : b.completedRps)
            highestCompletedRps = std::max(highestCompletedRps, p.y());
        recordsTaken = std::max(recordsTaken, feed.recordsSeen());
        if (stepFinished.size() >= 2 && session.isActive())
            session.stop();
    });
    tick.start();
    QVERIFY(session.start(setup).ok());
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty() || !session.isActive(), 60000);
    tick.stop();
    qInfo("%d drains over %d steps: %lld completed-rate points (highest %.1f req/s), "
          "%lld records taken in one step at most",
          drains, runners, qint64(completedPoints), highestCompletedRps, qint64(recordsTaken));
    QVERIFY(overHttp); // real time: a server over HTTP
    QVERIFY(stepFinished.size() >= 2);
    QVERIFY(runners >= 2);
    QVERIFY(drains >= 40); // two steps of 2 s or more, a drain every 50 ms
    QVERIFY(completedPoints > 0 && inFlightPoints > 0);
    QVERIFY(highestCompletedRps > 0);
    QVERIFY(recordsTaken > 0);
}

void TestSweepSession::stopMidStepLeavesSweepResumable()
{
    const QString path = dbPath("stop.sqlite");
    SweepSetup setup = fastSetup();
    setup.config.minStepS = 2;
    setup.config.maxStepS = 3;
    qint64 sweepId = 0;
    int stored = 0;
    {
        SweepSession session(path);
        QSignalSpy stepStarted(&session, &SweepSession::stepStarted);
        QSignalSpy stepFinished(&session, &SweepSession::stepFinished);
        QSignalSpy stopped(&session, &SweepSession::stopped);
        // Let the first step finish, then stop the second one in its window.
        connect(&session, &SweepSession::stepStarted, this, [&](int index) {
            if (index == 1)
                stopInStep(session, 0.8);
        });
        QVERIFY(session.start(setup).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 15000);
        QCOMPARE(session.state(), SweepSession::State::Stopped);
        QCOMPARE(stepStarted.size(), 2);
        QCOMPARE(stepFinished.size(), 1); // the dropped step is not recorded
        sweepId = session.sweepId();
        stored = int(session.controller()->steps().size());
    }
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        auto info = SweepRepository(**db).find(sweepId);
        QVERIFY(info.ok());
        QCOMPARE(info->status, SweepInfo::Status::Stopped);
        QCOMPARE(info->stepCount, stored);
        // The built-in server it ran against is stored with it.
        const QJsonObject server = info->config.value(QLatin1String("builtin_server")).toObject();
        QCOMPARE(server.value(QLatin1String("preset")).toString(), QStringLiteral("tiny-cpu"));
        QCOMPARE(server.value(QLatin1String("speed")).toDouble(), 8.0);
        QCOMPARE(server.value(QLatin1String("virtual_time")).toBool(), true);
    }

    // A new session continues after the stored step, on the built-in server's engine in virtual
    // time as the sweep recorded, even when handed another target (a later session whose set-up
    // now points at an endpoint).
    SweepSession again(path);
    QSignalSpy started(&again, &SweepSession::stepStarted);
    QSignalSpy stopped(&again, &SweepSession::stopped);
    SweepSetup elsewhere = setup;
    elsewhere.builtinServer = false;
    elsewhere.config.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
    const Status s = again.resumeStored(sweepId, elsewhere);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QVERIFY(started.wait(20000));
    // In virtual time the sweep would end while the checks below run the event loop: hold it
    // before its next step (the lock stays held while paused).
    again.pause();
    QCOMPARE(again.sweepId(), sweepId);
    QCOMPARE(started.first().at(0).toInt(), stored); // the next index, not step 1 again
    QVERIFY(again.setup().builtinServer);
    QCOMPARE(again.setup().simSpeed, 8.0);
    QVERIFY(again.setup().virtualTime);
    QVERIFY(!again.serverUrl().isValid());

    // While it runs, its lock keeps another resume of the same sweep out.
    const QString holder = SweepController::runningElsewhere(path, sweepId);
    QVERIFY2(holder.contains(QStringLiteral("pid %1").arg(QCoreApplication::applicationPid())),
             qPrintable(holder));
    {
        SweepSession third(path);
        QSignalSpy thirdFailed(&third, &SweepSession::failed);
        QVERIFY(third.resumeStored(sweepId, setup).ok()); // refused once the endpoint answered
        QVERIFY(thirdFailed.wait(20000));
        const QString why = thirdFailed.first().first().toString();
        QVERIFY2(
            why.contains(QStringLiteral("sweep %1 is running in another process").arg(sweepId)),
            qPrintable(why));
    }
    QCOMPARE(again.state(), SweepSession::State::Running); // untouched by the refused one

    again.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 15000);
    QVERIFY(SweepController::runningElsewhere(path, sweepId).isEmpty()); // released
    QVERIFY(!QFileInfo::exists(path + QStringLiteral(".sweep-%1.lock").arg(sweepId)));
}

// The step's end is judged and stored on a worker: a stop() that comes after the runner finished
// but before the step is stored keeps the step (stepFinished, then stopped) and the sweep stays
// resumable after it.
void TestSweepSession::stopWhileStepIsStoredKeepsIt()
{
    const QString path = dbPath("stop-storing.sqlite");
    SweepSession session(path);
    QList<QString> order;
    connect(&session, &SweepSession::stepFinished, this, [&](const SweepStep &step) {
        order.append(QStringLiteral("step %1").arg(step.index));
    });
    connect(&session, &SweepSession::stopped, this,
            [&] { order.append(QStringLiteral("stopped")); });
    bool stopQueued = false;
    connect(&session, &SweepSession::stepStarted, this, [&] {
        StepRun *runner = session.controller()->currentStep();
        QVERIFY(runner);
        // Queued behind the controller's own (queued) handling of the runner's end, so this
        // stop() runs once the step is handed to the worker and before its result is applied.
        connect(
            runner, &StepRun::finished, this,
            [&] {
                if (!stopQueued) {
                    stopQueued = true;
                    session.stop();
                }
            },
            Qt::QueuedConnection);
    });
    QVERIFY(session.start(fastSetup()).ok());
    QTRY_VERIFY_WITH_TIMEOUT(order.contains(QStringLiteral("stopped")), 40000);
    QCOMPARE(order, (QList<QString>{QStringLiteral("step 0"), QStringLiteral("stopped")}));
    QCOMPARE(session.state(), SweepSession::State::Stopped);
    QCOMPARE(session.controller()->steps().size(), 1);
    QVERIFY(!session.controller()->currentStep());

    auto db = Database::open(path);
    QVERIFY(db.ok());
    auto info = SweepRepository(**db).find(session.sweepId());
    QVERIFY(info.ok());
    QCOMPARE(info->status, SweepInfo::Status::Stopped);
    QCOMPARE(info->stepCount, 1);
    auto steps = SweepRepository(**db).steps(session.sweepId());
    QVERIFY(steps.ok());
    QCOMPARE(steps->size(), 1);
    QCOMPARE(steps->first().rateRps, 4.0); // the first step, as judged
    QTest::qWait(300);                     // no next step starts after the stop
    QCOMPARE(order.size(), 2);
}

void TestSweepSession::unreachableEndpointFailsClearly()
{
    SweepSetup setup = fastSetup();
    setup.builtinServer = false;
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    setup.config.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
    SweepSession session(dbPath("bad.sqlite"));
    QSignalSpy failed(&session, &SweepSession::failed);
    QSignalSpy started(&session, &SweepSession::sweepStarted);
    QVERIFY(session.start(setup).ok());
    QVERIFY(!session.serverUrl().isValid()); // no built-in server for an external target
    QVERIFY(failed.wait(30000));
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(QStringLiteral("http://127.0.0.1:1")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("did not answer")), qPrintable(message));
    QCOMPARE(session.state(), SweepSession::State::Failed);
    QCOMPARE(session.failureMessage(), message);
    QVERIFY(started.isEmpty());
    QVERIFY(!session.controller());
}

void TestSweepSession::invalidSetupFailsAtOnce()
{
    SweepSession session(dbPath("invalid.sqlite"));
    QSignalSpy states(&session, &SweepSession::stateChanged);
    SweepSetup noSlo = fastSetup();
    noSlo.config.bench.slo.reset();
    const Status a = session.start(noSlo);
    QVERIFY(!a.ok());
    QVERIFY2(a.error().contains(QStringLiteral("SLO")), qPrintable(a.error()));

    SweepSetup badPreset = fastSetup();
    badPreset.simPreset = QStringLiteral("no-such-preset");
    const Status b = session.start(badPreset);
    QVERIFY(!b.ok());
    QVERIFY2(b.error().contains(QStringLiteral("no-such-preset")), qPrintable(b.error()));
    QCOMPARE(session.state(), SweepSession::State::Idle);
    QVERIFY(states.isEmpty());
    QVERIFY(!session.serverUrl().isValid());
}

QTEST_GUILESS_MAIN(TestSweepSession)
#include "tst_sweepsession.moc"
