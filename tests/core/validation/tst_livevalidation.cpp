#include "StarvationProbe.h"
#include "bench/RunPlan.h"
#include "net/EndpointTarget.h"
#include "net/HttpClient.h"
#include "simserver/SimFleet.h"
#include "validation/LiveValidation.h"
#include "validation/ReplicaRouter.h"
#include "validation/ValidationWorkflow.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace llmcap;

namespace {

int healthOf(const QUrl &root)
{
    EndpointTarget t;
    t.baseUrl = root;
    HttpClient client(t, 2000);
    return client.get(t.rootUrl(QStringLiteral("health"))).status;
}

QList<QUrl> fakeReplicas(int n)
{
    QList<QUrl> urls;
    for (int i = 0; i < n; ++i)
        urls.append(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(9000 + i)));
    return urls;
}

// The fleet of the drill test: 3 replicas of few-slot-cpu behind round-robin, 200/60 tokens at
// 7 req/s for 6 minutes (2 replicas hold it only just); replica 2 is lost just after 2m, while
// it holds a request, and restored at 4m with a 30 s start-up.
FleetValidationRequest drillRequest(LoadBalancer::Strategy lb, double *lossS)
{
    FleetValidationRequest r;
    r.preset = QStringLiteral("few-slot-cpu");
    r.replicas = 3;
    r.strategy = lb;
    r.startupS = 30;
    r.workload = Workload::single(200, 60);
    r.rateRps = 7;
    r.durationS = 360;
    r.seed = 3;
    r.slo.name = QStringLiteral("live test");
    r.slo.objectives = {{SloMetric::Ttft, 1000, 95}};
    r.slo.maxErrorRatePct = 1;
    r.drills = *DrillScript::parse(QStringLiteral("at 4m: restore replica 2, start-up 30s\n"));
    // Round-robin sends arrival k to replica k % 3: lose replica 2 0.3 s after one reached it.
    PlanSettings s;
    s.workload = r.workload;
    s.rateRps = r.rateRps;
    s.durationS = r.durationS;
    s.seed = r.seed;
    const RunPlan plan = *RunPlan::create(s);
    qint64 k = 0;
    while (plan.scheduledNs(k) < 120'000'000'000 || k % 3 != 1)
        ++k;
    DrillEvent loss;
    loss.atS = double(plan.scheduledNs(k)) / 1e9 + 0.3;
    loss.replica = 1;
    r.drills.events.prepend(loss);
    *lossS = loss.atS;
    return r;
}

} // namespace

class TestLiveValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void routerFollowsTheStrategyAndRotation();
    void drillCommandsAreParsed();
    void simFleetLosesAndRestartsAReplica();
    void recordsBecomeFleetRequests();
    void liveDrillOnSimulatedFleetMatchesVirtual();
    void progressShowsTheEndedRequestsAndStopEndsTheRun();
};

void TestLiveValidation::routerFollowsTheStrategyAndRotation()
{
    EndpointTarget target;
    ReplicaRouter rr(target, fakeReplicas(3), LoadBalancer::Strategy::RoundRobin);
    QList<int> picked;
    for (int i = 0; i < 6; ++i)
        picked.append(rr.route(0, 0).replica);
    QCOMPARE(picked, (QList<int>{0, 1, 2, 0, 1, 2}));
    QCOMPARE(rr.route(0, 0).url, QByteArray("http://127.0.0.1:9000/v1/chat/completions"));
    QCOMPARE(rr.outstanding(0), 3);
    rr.ended(0);
    QCOMPARE(rr.outstanding(0), 2);
    rr.setInRotation(1, false);
    for (int i = 0; i < 10; ++i)
        QVERIFY(rr.route(0, 0).replica != 1);
    rr.setInRotation(0, false);
    rr.setInRotation(2, false);
    QCOMPARE(rr.route(0, 0).replica, -1); // nobody in rotation
    rr.setInRotation(1, true);
    QCOMPARE(rr.route(0, 0).replica, 1);

    // Least outstanding goes to the emptiest; prefix affinity keeps a group on one replica.
    ReplicaRouter lo(target, fakeReplicas(3), LoadBalancer::Strategy::LeastOutstanding);
    const int first = lo.route(0, 0).replica;
    const int second = lo.route(0, 0).replica;
    QVERIFY(first != second);
    lo.ended(first);
    QCOMPARE(lo.route(0, 0).replica, first);
    ReplicaRouter pa(target, fakeReplicas(3), LoadBalancer::Strategy::PrefixAffinity);
    const int home = pa.route(0, 77).replica;
    for (int i = 0; i < 20; ++i)
        QCOMPARE(pa.route(0, 77).replica, home);
}

void TestLiveValidation::drillCommandsAreParsed()
{
    LiveTarget t;
    QVERIFY(t.addDrillCommand(QStringLiteral("lose=kubectl scale {replica} --replicas 0")).ok());
    QVERIFY(t.addDrillCommand(QStringLiteral("restore = systemctl start vllm@{replica}")).ok());
    QCOMPARE(t.loseCommand, QStringLiteral("kubectl scale {replica} --replicas 0"));
    QCOMPARE(t.restoreCommand, QStringLiteral("systemctl start vllm@{replica}"));
    for (const char *bad : {"kill=x", "lose=", "lose", "=x"}) {
        const Status s = t.addDrillCommand(QString::fromLatin1(bad));
        QVERIFY(!s.ok());
        QVERIFY2(s.error().contains(QStringLiteral("lose=COMMAND")), qPrintable(s.error()));
    }
}

void TestLiveValidation::simFleetLosesAndRestartsAReplica()
{
    SimFleet::Options o;
    o.preset = QStringLiteral("few-slot-cpu");
    o.replicas = 2;
    o.speed = 10;
    auto fleet = SimFleet::start(o);
    QVERIFY2(fleet.ok(), qPrintable(fleet.error()));
    SimFleet &f = **fleet;
    QVERIFY(f.url(0).port() != f.url(1).port());
    QCOMPARE(healthOf(f.url(0)), 200);
    QCOMPARE(healthOf(f.url(1)), 200);
    const QUrl second = f.url(1);
    f.lose(1);
    QVERIFY(!f.isRunning(1));
    QCOMPARE(healthOf(second), 0); // the port refuses
    QCOMPARE(healthOf(f.url(0)), 200);
    // 5 simulated seconds at speed 10: not ready for half a second, then a fresh engine.
    QElapsedTimer timer;
    timer.start();
    QVERIFY(f.restart(1, 5).ok());
    QCOMPARE(f.url(1), second); // same port
    QCOMPARE(healthOf(second), 503);
    while (healthOf(second) != 200 && timer.elapsed() < 5000)
        QThread::msleep(10);
    QVERIFY2(timer.elapsed() >= 450 && timer.elapsed() < 2000,
             qPrintable(QString::number(timer.elapsed())));
    QVERIFY(!SimFleet::start({QStringLiteral("no-such"), 1, 1, 1, 0}).ok());
}

void TestLiveValidation::recordsBecomeFleetRequests()
{
    RequestRecord ok;
    ok.index = 4;
    ok.replica = 2;
    ok.scheduledNs = 1'000'000'000;
    ok.firstTokenNs = 1'100'000'000;
    ok.lastTokenNs = 1'500'000'000;
    ok.endNs = 1'500'000'000;
    ok.completionTokens = 51;
    FleetRequest r = LiveValidation::toFleetRequest(ok, 10);
    QCOMPARE(r.outcome, FleetRequest::Outcome::Completed);
    QCOMPARE(r.replica, 2);
    QCOMPARE(r.timing.arrivalSec, 10.0);
    QCOMPARE(r.timing.ttftSec(), 1.0);
    QCOMPARE(r.timing.tpotSec(), 0.08);

    RequestRecord shed = ok;
    shed.error = ErrorCategory::Http5xx;
    shed.httpStatus = 503;
    QCOMPARE(LiveValidation::toFleetRequest(shed, 1).outcome, FleetRequest::Outcome::Shed);
    shed.error = ErrorCategory::Http429;
    shed.httpStatus = 429;
    QCOMPARE(LiveValidation::toFleetRequest(shed, 1).outcome, FleetRequest::Outcome::Shed);
    RequestRecord lost = ok;
    lost.error = ErrorCategory::StreamBroken;
    r = LiveValidation::toFleetRequest(lost, 2);
    QCOMPARE(r.outcome, FleetRequest::Outcome::Lost);
    QCOMPARE(r.lostAtSec, 3.0);
    RequestRecord bad = ok;
    bad.error = ErrorCategory::Http4xx;
    bad.httpStatus = 400;
    QCOMPARE(LiveValidation::toFleetRequest(bad, 1).outcome, FleetRequest::Outcome::Refused);
}

void TestLiveValidation::liveDrillOnSimulatedFleetMatchesVirtual()
{
    double lossS = 0;
    const FleetValidationRequest request = drillRequest(LoadBalancer::Strategy::RoundRobin, &lossS);
    LiveTarget target;
    target.kind = LiveTarget::Kind::SimFleet;
    target.speed = 10; // 6 simulated minutes in 36 s
    LiveDetails details;
    StarvationProbe probe;
    const auto live = LiveValidation::run(request, target, &details);
    probe.stop();
    QVERIFY2(live.ok(), qPrintable(live.error()));
    const QString text = live->textLines().join(QLatin1Char('\n'));
    qInfo().noquote() << text;
    for (const QString &n : details.notes)
        qInfo().noquote() << "drill:" << n;

    // Round-robin spreads the requests sent before the loss evenly; the lost replica gets none
    // while it is down and starting, and traffic again once it answers /health.
    const double readyS = 240 + 30;
    std::vector<int> before(3, 0);
    int whileDown = 0, afterReady = 0, lost = 0;
    for (const RequestRecord &rec : details.records) {
        const double at = double(rec.scheduledNs) / 1e9 * details.speed;
        QVERIFY(rec.replica >= -1 && rec.replica < 3);
        if (at < lossS - 1 && rec.replica >= 0)
            ++before[size_t(rec.replica)];
        if (rec.replica == 1 && at > lossS + 0.5 && at < readyS)
            ++whileDown;
        if (rec.replica == 1 && at > readyS + 2)
            ++afterReady;
        if (LiveValidation::toFleetRequest(rec, details.speed).outcome ==
            FleetRequest::Outcome::Lost)
            ++lost;
    }
    for (int n : before)
        QVERIFY2(std::abs(n - before[0]) <= 2, qPrintable(QString::number(n)));
    QVERIFY(before[0] > 150);
    QCOMPARE(whileDown, 0);
    QVERIFY(afterReady > 50);
    QCOMPARE(details.routed.size(), size_t(3));
    QCOMPARE(live->total.perReplica.size(), size_t(3));

    // The drill shows in the report: the loss's segment holds the lost requests, and its
    // lowest minute is below the baseline.
    QCOMPARE(live->drills.size(), 2);
    QCOMPARE(live->drills[0].segment.lost, qint64(lost));
    QVERIFY2(lost > 0, qPrintable(text));
    QVERIFY(live->drills[0].dipPct < 100);
    QVERIFY(live->drills[0].dipPct < live->baseline.attainmentPct());

#if defined(__SANITIZE_THREAD__)
    // ThreadSanitizer (LLMCAP_TSAN) slows the client and the fleet 5-15 times against the clock
    // the fleet's speed runs on, so live attainment measures the sanitizer, not the fleet.
    QSKIP("live and virtual attainment are not compared under ThreadSanitizer");
#endif
    // The same fleet, load and drills in virtual time agree within 2 points of attainment.
    const auto virt = ValidationWorkflow::runVirtual(request);
    QVERIFY(virt.ok());
    qInfo().noquote() << virt->textLines().join(QLatin1Char('\n'));
    qInfo("attainment live %.2f %%, virtual %.2f %%; p99 schedule lag %.3f ms",
          live->total.attainmentPct(), virt->total.attainmentPct(), details.p99LagMs);
    QCOMPARE(live->total.offered, virt->total.offered);
    // A run starved of CPU (the machine busy with other work) measures the load, not the fleet:
    // it is reported as starved, not compared. Its client's own schedule lag or the probe's
    // late wake-ups tell (issue 37: live 92.06 % against virtual 98.02 % on a loaded machine).
    qInfo("%s; client schedule lag p99 %.3f ms", qPrintable(probe.text()), details.p99LagMs);
    const bool agree = std::abs(live->total.attainmentPct() - virt->total.attainmentPct()) <= 2.0;
    if (!agree && (probe.starved() || details.p99LagMs > StarvationProbe::kStarvedP99Ms))
        QSKIP(qPrintable(QStringLiteral("starved, not compared (live %1 %, virtual %2 %): %3; "
                                        "client schedule lag p99 %4 ms")
                             .arg(live->total.attainmentPct())
                             .arg(virt->total.attainmentPct())
                             .arg(probe.text())
                             .arg(details.p99LagMs, 0, 'f', 2)));
    QVERIFY2(agree, qPrintable(QStringLiteral("live %1 %, virtual %2 %")
                                   .arg(live->total.attainmentPct())
                                   .arg(virt->total.attainmentPct())));
}

// The live chart's feed: about every 200 ms the report of the requests ended so far, in fleet
// seconds; a stop ends the load at once and the run fails with "stopped".
void TestLiveValidation::progressShowsTheEndedRequestsAndStopEndsTheRun()
{
    FleetValidationRequest r;
    r.preset = QStringLiteral("few-slot-cpu");
    r.replicas = 2;
    r.strategy = LoadBalancer::Strategy::LeastOutstanding;
    r.workload = Workload::single(200, 60);
    r.rateRps = 3;
    r.durationS = 600;
    r.slo.name = QStringLiteral("progress");
    r.slo.objectives = {{SloMetric::Ttft, 2000, 95}};
    LiveTarget target;
    target.speed = 20; // 10 fleet minutes in 30 s
    std::atomic<bool> stop{false};
    int updates = 0;
    qint64 lastEnded = 0;
    double lastFleetS = 0;
    bool grew = true;
    LiveProgress progress;
    progress.intervalMs = 200;
    progress.stop = &stop;
    progress.onUpdate = [&](const ValidationReport &soFar, double fleetS) {
        ++updates;
        const qint64 ended = soFar.total.offered;
        grew = grew && ended >= lastEnded && fleetS >= lastFleetS;
        lastEnded = ended;
        lastFleetS = fleetS;
        if (fleetS > 120)
            stop = true; // two fleet minutes, about 6 s
    };
    QElapsedTimer clock;
    clock.start();
    const auto stopped = LiveValidation::run(r, target, nullptr, &progress);
    QVERIFY(!stopped.ok());
    QVERIFY2(stopped.error().contains(QStringLiteral("stopped after")),
             qPrintable(stopped.error()));
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(updates >= 10, qPrintable(QString::number(updates)));
    QVERIFY(grew);
    // About 3 req/s for two fleet minutes have ended, counted in their minutes.
    QVERIFY2(lastEnded > 200 && lastEnded < 500, qPrintable(QString::number(lastEnded)));
    QVERIFY(lastFleetS > 120 && lastFleetS < 200);
}

QTEST_GUILESS_MAIN(TestLiveValidation)
#include "tst_livevalidation.moc"
