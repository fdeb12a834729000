#include "AgentWorkload.h"
#include "sim/SimPresetCatalog.h"
#include "validation/FleetLoad.h"
#include "validation/FleetSimulation.h"
#include "validation/ValidationReport.h"
#include "validation/ValidationWorkflow.h"

#include <QJsonArray>
#include <QTest>

#include <set>

using namespace llmcap;

namespace {

FleetSimulation::Config fleet(int replicas, LoadBalancer::Strategy lb,
                              const QString &preset = QStringLiteral("few-slot-cpu"))
{
    const SimPreset p = *SimPresetCatalog::builtin().find(preset);
    FleetSimulation::Config c;
    c.engine = p.engine;
    c.model = StepTimeModel(p.stepTime);
    c.replicas = replicas;
    c.strategy = lb;
    c.startupS = 30;
    return c;
}

std::vector<FleetArrival> load(double rate, double seconds, quint64 seed = 1, int input = 200,
                               int output = 60,
                               ArrivalProcess::Kind kind = ArrivalProcess::Kind::Poisson)
{
    PlanSettings s;
    s.workload = Workload::single(input, output);
    s.rateRps = rate;
    s.durationS = seconds;
    s.seed = seed;
    s.arrival.kind = kind;
    if (kind == ArrivalProcess::Kind::Gamma)
        s.arrival.burstiness = 0.2;
    return FleetLoad::fromPlan(*RunPlan::create(s));
}

// 2 s of tool time before each later call.
Workload agentWorkload()
{
    return test::agentWorkload(2000);
}

Slo slo()
{
    Slo s;
    s.name = QStringLiteral("fleet test");
    s.objectives = {{SloMetric::Ttft, 2000, 95}};
    s.maxErrorRatePct = 1;
    return s;
}

} // namespace

int routedTo(const FleetResult &r, const std::vector<FleetArrival> &a, int replica, double from,
             double to)
{
    int n = 0;
    for (size_t i = 0; i < a.size(); ++i)
        if (r.requests[i].replica == replica && a[i].arrivalSec >= from && a[i].arrivalSec < to)
            ++n;
    return n;
}

DrillScript drills(const char *text)
{
    auto d = DrillScript::parse(QString::fromLatin1(text));
    return d.ok() ? *d : DrillScript{};
}

class TestFleetSimulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundRobinSpreadsEvenly();
    void lostReplicaLosesItsRequestsAndTakesNoTraffic();
    void underProvisionedFleetFailsTheReplicaLoss();
    void rollingRestartLosesNothing();
    void leastOutstandingBeatsRoundRobinOnBurstyMixedLoad();
    void affinityKeepsKeysOnOneReplica();
    void nodeLossTakesItsReplicas();
    void deterministic();
    void reportRowsAndErrors();
    void runCallsWaitForTheirRunAndStayWithItsReplica();
    void runClassesValidateAndLostCallsFailTheirRuns();
};

void TestFleetSimulation::roundRobinSpreadsEvenly()
{
    const auto arrivals = load(6, 300);
    const auto r = FleetSimulation(fleet(4, LoadBalancer::Strategy::RoundRobin)).run(arrivals);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    const auto report = ValidationReport::compute(arrivals, *r, slo(), {}, 4);
    QVERIFY2(report.passed, qPrintable(report.textLines().join(QLatin1Char('\n'))));
    QCOMPARE(report.total.completed, qint64(arrivals.size()));
    for (qint64 n : report.total.perReplica)
        QVERIFY(std::abs(double(n) - double(arrivals.size()) / 4) <= 1);
    QCOMPARE(report.minutes.size(), 5);
}

void TestFleetSimulation::lostReplicaLosesItsRequestsAndTakesNoTraffic()
{
    const auto arrivals = load(6, 300);
    // Round-robin sends arrival k to replica k % 4: replica 2 fails just after one reached it.
    size_t k = 0;
    while (arrivals[k].arrivalSec < 60 || k % 4 != 1)
        ++k;
    const double lossS = arrivals[k].arrivalSec + 0.005;
    DrillScript d = drills("at 120s: restore replica 2\n");
    DrillEvent loss;
    loss.atS = lossS;
    loss.replica = 1;
    d.events.prepend(loss);
    const auto r = FleetSimulation(fleet(4, LoadBalancer::Strategy::RoundRobin)).run(arrivals, d);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    qint64 lost = 0;
    for (size_t i = 0; i < arrivals.size(); ++i)
        if (r->requests[i].outcome == FleetRequest::Outcome::Lost) {
            ++lost;
            QCOMPARE(r->requests[i].replica, 1);
            QVERIFY(arrivals[i].arrivalSec < lossS);
            QCOMPARE(r->requests[i].lostAtSec, lossS);
        }
    QVERIFY(lost > 0); // it held requests when it failed
    QVERIFY(routedTo(*r, arrivals, 1, 0, lossS) > 50);
    QCOMPARE(routedTo(*r, arrivals, 1, lossS, 150), 0); // down, then starting for 30 s
    QVERIFY(routedTo(*r, arrivals, 1, 150, 300) > 50);
    QList<QPair<double, ReplicaEvent::State>> events;
    for (const ReplicaEvent &e : r->replicaEvents)
        if (e.replica == 1 && e.atSec > 0)
            events.append({e.atSec, e.state});
    QCOMPARE(events,
             (QList<QPair<double, ReplicaEvent::State>>{{lossS, ReplicaEvent::State::Down},
                                                        {120.0, ReplicaEvent::State::Starting},
                                                        {150.0, ReplicaEvent::State::Ready}}));
    const auto report = ValidationReport::compute(arrivals, *r, slo(), d, 4);
    QCOMPARE(report.drills.size(), 2);
    QCOMPARE(report.drills[0].segment.lost, lost); // counted where they were lost
}

void TestFleetSimulation::underProvisionedFleetFailsTheReplicaLoss()
{
    // Behind least-outstanding, 3 replicas hold 8.5 req/s and 2 do not (at 7.5 req/s 2 replicas
    // reach 85 % of TTFT <= 2 s, at 8.5 3 %). One replica of reserve holds the loss.
    const auto arrivals = load(8.5, 600);
    const DrillScript d = drills("at 2m: lose replica 1\n");
    auto under = fleet(3, LoadBalancer::Strategy::LeastOutstanding);
    const auto r3 = FleetSimulation(under).run(arrivals, d);
    QVERIFY(r3.ok());
    const auto failed = ValidationReport::compute(arrivals, *r3, slo(), d, 3);
    QVERIFY(failed.baselineMet);
    QVERIFY(!failed.passed);
    QVERIFY(!failed.drills[0].met);
    QCOMPARE(failed.drills[0].recoverS, -1.0);
    const QString text = failed.textLines().join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("at 2m: lose replica 1: BROKE the SLO")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("missed: TTFT")), qPrintable(text));

    const auto r4 = FleetSimulation(fleet(4, LoadBalancer::Strategy::LeastOutstanding))
                        .run(arrivals, drills("at 2m: lose replica 1\n"));
    QVERIFY(r4.ok());
    auto held = ValidationReport::compute(arrivals, *r4, slo(), d, 4);
    // The requests lost with the replica stay under the 1 % error limit over 8 minutes.
    QVERIFY2(held.passed, qPrintable(held.textLines().join(QLatin1Char('\n'))));
}

void TestFleetSimulation::rollingRestartLosesNothing()
{
    const auto arrivals = load(6, 600);
    for (const char *script : {"at 1m: rolling restart, surge 1, start-up 30s\n",
                               "at 1m: rolling restart, start-up 30s\n"}) {
        const DrillScript d = drills(script);
        const auto r =
            FleetSimulation(fleet(4, LoadBalancer::Strategy::LeastOutstanding)).run(arrivals, d);
        QVERIFY(r.ok());
        const auto report = ValidationReport::compute(arrivals, *r, slo(), d, 4);
        QCOMPARE(report.total.lost, qint64(0));
        QCOMPARE(report.total.shed, qint64(0));
        QCOMPARE(report.total.completed, qint64(arrivals.size()));
        // Every replica became ready again, one after another, 30 s apart.
        for (int rep = 0; rep < 4; ++rep) {
            double readyAt = -1;
            for (const ReplicaEvent &e : r->replicaEvents)
                if (e.replica == rep && e.atSec > 0 && e.state == ReplicaEvent::State::Ready)
                    readyAt = e.atSec;
            QCOMPARE(readyAt, 60.0 + 30.0 * (rep + 1));
        }
        // Surge: four ready replicas throughout; without it one is out at a time, and 3 of them
        // still hold 6 req/s.
        QVERIFY2(report.passed, qPrintable(report.textLines().join(QLatin1Char('\n'))));
    }
}

void TestFleetSimulation::leastOutstandingBeatsRoundRobinOnBurstyMixedLoad()
{
    // Short chats and long generations in bursts: round-robin queues requests behind long ones
    // on a busy replica while another is idle.
    PlanSettings s;
    s.workload = Workload::single(200, 40);
    WorkloadClass longer = s.workload.classes[0];
    longer.name = QStringLiteral("long");
    longer.inputTokens = TokenDistribution::fixed(1500);
    longer.outputTokens = TokenDistribution::fixed(400);
    longer.weight = 0.25;
    s.workload.classes.append(longer);
    s.rateRps = 4;
    s.durationS = 900;
    s.arrival.kind = ArrivalProcess::Kind::Gamma;
    s.arrival.burstiness = 0.25;
    const auto arrivals = FleetLoad::fromPlan(*RunPlan::create(s));
    double attainment[2] = {0, 0};
    int i = 0;
    for (auto lb : {LoadBalancer::Strategy::RoundRobin, LoadBalancer::Strategy::LeastOutstanding}) {
        const auto r = FleetSimulation(fleet(4, lb)).run(arrivals);
        QVERIFY(r.ok());
        attainment[i++] =
            ValidationReport::compute(arrivals, *r, slo(), {}, 4).total.attainmentPct();
    }
    qInfo("TTFT <= 2 s: round-robin %.2f %%, least-outstanding %.2f %%", attainment[0],
          attainment[1]);
    QVERIFY(attainment[1] > attainment[0] + 1);
}

void TestFleetSimulation::affinityKeepsKeysOnOneReplica()
{
    PlanSettings s;
    s.workload = Workload::single(600, 30);
    s.workload.classes[0].sharedPrefix = {512, 1.0, 12};
    s.rateRps = 5;
    s.durationS = 200;
    auto arrivals = FleetLoad::fromPlan(*RunPlan::create(s));
    for (size_t i = 0; i < arrivals.size(); ++i)
        arrivals[i].sessionKey = 1 + i % 17;
    for (auto lb :
         {LoadBalancer::Strategy::SessionAffinity, LoadBalancer::Strategy::PrefixAffinity}) {
        const auto r = FleetSimulation(fleet(4, lb)).run(arrivals);
        QVERIFY(r.ok());
        std::map<quint64, std::set<int>> replicasOf;
        std::set<int> used;
        for (size_t i = 0; i < arrivals.size(); ++i) {
            const quint64 key = lb == LoadBalancer::Strategy::SessionAffinity
                                    ? arrivals[i].sessionKey
                                    : arrivals[i].prefixGroup;
            QVERIFY(key != 0);
            replicasOf[key].insert(r->requests[i].replica);
            used.insert(r->requests[i].replica);
        }
        for (const auto &[key, replicas] : replicasOf)
            QCOMPARE(replicas.size(), size_t(1));
        QVERIFY(used.size() >= 3);
    }
    // Prefix affinity keeps a group's prefix in one replica's cache: a higher hit rate than
    // round-robin, which spreads each group over every replica.
    const auto rr = FleetSimulation(fleet(4, LoadBalancer::Strategy::RoundRobin)).run(arrivals);
    const auto pa = FleetSimulation(fleet(4, LoadBalancer::Strategy::PrefixAffinity)).run(arrivals);
    const double rrHit = double(rr->prefixHitTokens) / double(rr->prefixQueryTokens);
    const double paHit = double(pa->prefixHitTokens) / double(pa->prefixQueryTokens);
    qInfo("prefix-cache hit rate: round-robin %.3f, prefix affinity %.3f", rrHit, paHit);
    QVERIFY(paHit > rrHit);
}

void TestFleetSimulation::nodeLossTakesItsReplicas()
{
    const auto arrivals = load(6, 240);
    auto c = fleet(4, LoadBalancer::Strategy::RoundRobin);
    c.nodes = {{QStringLiteral("A"), {0, 1}}, {QStringLiteral("B"), {2, 3}}};
    const DrillScript d = drills("at 60s: lose node A\nat 90s: restore node A, start-up 10s\n");
    const auto r = FleetSimulation(c).run(arrivals, d);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    QCOMPARE(routedTo(*r, arrivals, 0, 60, 100), 0);
    QCOMPARE(routedTo(*r, arrivals, 1, 60, 100), 0);
    QVERIFY(routedTo(*r, arrivals, 2, 60, 100) > 20);
    QVERIFY(routedTo(*r, arrivals, 0, 100, 240) > 20);
    // A node the fleet lacks is refused before anything runs.
    const auto bad = FleetSimulation(c).run(arrivals, drills("at 1m: lose node C\n"));
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error().contains(QStringLiteral("node 'C' does not exist")),
             qPrintable(bad.error()));
}

void TestFleetSimulation::deterministic()
{
    const auto arrivals = load(6, 120, 3);
    const DrillScript d = drills("at 30s: restart replica 1, start-up 20s\n");
    const auto a = FleetSimulation(fleet(3, LoadBalancer::Strategy::PowerOfTwo)).run(arrivals, d);
    const auto b = FleetSimulation(fleet(3, LoadBalancer::Strategy::PowerOfTwo)).run(arrivals, d);
    QVERIFY(a.ok() && b.ok());
    QCOMPARE(a->steps, b->steps);
    for (size_t i = 0; i < arrivals.size(); ++i) {
        QCOMPARE(a->requests[i].replica, b->requests[i].replica);
        QCOMPARE(a->requests[i].timing.finishSec, b->requests[i].timing.finishSec);
    }
}

void TestFleetSimulation::reportRowsAndErrors()
{
    const auto arrivals = load(3, 180);
    const DrillScript d = drills("at 1m: lose replica 1\n");
    const auto r = FleetSimulation(fleet(2, LoadBalancer::Strategy::RoundRobin)).run(arrivals, d);
    QVERIFY(r.ok());
    auto report = ValidationReport::compute(arrivals, *r, slo(), d, 2, {QStringLiteral("chat")});
    report.singleReplicaRps = 2.5;
    const QJsonObject json = report.toJson();
    QCOMPARE(json.value(QStringLiteral("minutes")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("drills")).toArray().size(), 1);
    QVERIFY(json.value(QStringLiteral("scaling_ratio")).toDouble() > 0);
    const QList<QByteArray> rows = report.minutesCsv().trimmed().split('\n');
    QCOMPARE(rows.size(), 1 + 3 + 3); // header, overall minutes, the class's minutes
    QVERIFY(rows[0].endsWith(",replica_1,replica_2"));
    QVERIFY(rows[4].startsWith("chat,0,"));
    // A fleet without replicas is refused in one line.
    auto none = fleet(0, LoadBalancer::Strategy::RoundRobin);
    const auto refused = FleetSimulation(none).run(arrivals);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error(), QStringLiteral("a fleet needs at least one replica"));
}

// A run plan on the fleet: each call falls due after the call it waits for has ended on the
// fleet plus its tool time, carries its run's conversation as a prefix, and session affinity
// keeps every call of a run on the replica of its first.
void TestFleetSimulation::runCallsWaitForTheirRunAndStayWithItsReplica()
{
    PlanSettings s;
    s.workload = agentWorkload();
    s.rateRps = 1.5; // runs per second
    s.durationS = 300;
    s.seed = 4;
    const RunPlan plan = *RunPlan::create(s);
    QVERIFY(plan.isRunPlan());
    FleetRunFeed feed(plan);
    const auto r = FleetSimulation(fleet(4, LoadBalancer::Strategy::SessionAffinity)).run(feed);
    QVERIFY2(r.ok(), qPrintable(r.error()));
    const std::vector<FleetArrival> &calls = feed.arrivals();
    QVERIFY(calls.size() > 3 * 400);
    QCOMPARE(r->requests.size(), calls.size());
    int checked = 0, carried = 0;
    for (qsizetype run = 0; run < plan.runs().size(); ++run) {
        const qint64 first = plan.firstCallIndex(run);
        const FleetRequest &call0 = r->requests[size_t(first)];
        QCOMPARE(call0.outcome, FleetRequest::Outcome::Completed);
        for (qint64 k = 1; k < 3; ++k) {
            const FleetRequest &prev = r->requests[size_t(first + k - 1)];
            const FleetRequest &call = r->requests[size_t(first + k)];
            const FleetArrival &a = calls[size_t(first + k)];
            QCOMPARE(call.outcome, FleetRequest::Outcome::Completed);
            // Due 2 s of tool time after the previous call's end, on the same replica.
            QVERIFY(std::abs(a.arrivalSec - (prev.timing.finishSec + 2.0)) < 1e-6);
            QCOMPARE(call.replica, call0.replica);
            QCOMPARE(a.sessionKey, calls[size_t(first)].sessionKey);
            QCOMPARE(a.promptTokens, 200 + int(k) * (40 + 60));
            QCOMPARE(a.prefixGroup, a.sessionKey);
            carried += a.prefixTokens == 200 + int(k - 1) * 100 + 40 ? 1 : 0;
            ++checked;
        }
    }
    QVERIFY(checked > 800);
    QCOMPARE(carried, checked);
    // The conversation carried hits the replica's prefix cache.
    QVERIFY2(
        double(r->prefixHitTokens) / double(r->prefixQueryTokens) > 0.3,
        qPrintable(QString::number(double(r->prefixHitTokens) / double(r->prefixQueryTokens))));
}

// ValidationWorkflow takes a workload with run classes: the report judges the measured runs'
// calls and counts the runs; a lost replica's calls fail their runs.
void TestFleetSimulation::runClassesValidateAndLostCallsFailTheirRuns()
{
    FleetValidationRequest v;
    v.preset = QStringLiteral("few-slot-cpu");
    v.replicas = 4;
    v.strategy = LoadBalancer::Strategy::SessionAffinity;
    v.startupS = 30;
    v.workload = agentWorkload();
    v.rateRps = 1.5;
    v.durationS = 600;
    v.seed = 2;
    v.slo = slo();
    v.slo.maxErrorRatePct = 5;
    const auto calm = ValidationWorkflow::runVirtual(v);
    QVERIFY2(calm.ok(), qPrintable(calm.error()));
    const QString calmText = calm->textLines().join(QLatin1Char('\n'));
    QVERIFY2(calm->passed, qPrintable(calmText));
    QVERIFY(calm->runs.ended > 800);
    QCOMPARE(calm->runs.completed, calm->runs.ended);
    QCOMPARE(calm->total.offered, 3 * calm->runs.ended);
    QVERIFY2(calmText.contains(
                 QStringLiteral("runs: %1 ended, %1 completed (100.00 %)").arg(calm->runs.ended)),
             qPrintable(calmText));
    const auto back = ValidationReport::fromJson(calm->toJson(), v.slo);
    QVERIFY(back.ok());
    QCOMPARE(back->runs.completed, calm->runs.completed);

    v.drills = drills("at 5m: lose replica 2\n");
    const auto drilled = ValidationWorkflow::runVirtual(v);
    QVERIFY2(drilled.ok(), qPrintable(drilled.error()));
    QVERIFY(drilled->total.lost > 0);
    QVERIFY2(drilled->runs.failed > 0 && drilled->runs.failed <= drilled->total.lost,
             qPrintable(drilled->textLines().join(QLatin1Char('\n'))));
    QCOMPARE(drilled->runs.completed + drilled->runs.failed + drilled->runs.cancelled +
                 drilled->runs.timedOut,
             drilled->runs.ended);

    // A shaped load does not apply to runs.
    v.shape.burstS = 30;
    v.shape.peakToAverage = 3;
    const auto shaped = ValidationWorkflow::runVirtual(v);
    QVERIFY(!shaped.ok());
    QVERIFY2(shaped.error().contains(QStringLiteral("run classes start their runs")) ||
                 shaped.error().contains(QStringLiteral("starts its runs at a steady rate")),
             qPrintable(shaped.error()));
}

QTEST_GUILESS_MAIN(TestFleetSimulation)
#include "tst_fleetsimulation.moc"
