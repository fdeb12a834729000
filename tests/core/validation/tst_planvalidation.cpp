// Issue 19: a plan validated on the simulated fleet. A sizing request is swept in virtual time on
// tiny-cpu (the SweepFixture sweep, at speed 10), planned with that sweep as `llmcap-cli plan
// --sizing --sweep` plans it, and the plan's fleet (its replicas on its nodes, its start-up time,
// the preset and speed of its sweep) offered the projected peak through the drills it claims to
// survive. The plan's node-loss reserve holds; without it the node loss breaks the SLO and the
// search finds the count the plan had. The load shapes are checked by counting arrivals.
#include "SweepFixture.h"

#include "demand/SizingSweep.h"
#include "plan/PlanRepository.h"
#include "plan/PlanSweeps.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "validation/FleetLoad.h"
#include "validation/LoadShape.h"
#include "validation/PlanValidation.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestPlanValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void burstsFollowTheRequest();
    void diurnalProfile();
    void placementOnNodes();
    void claimedDrills_data();
    void claimedDrills();
    void planPassesItsDrills();
    void planWithoutReservesFailsAndTheSearchFindsIt();
    void storedPlanById();
    void wrongInputs();

private:
    QString writeSizing(const QString &name, const QString &reliability);
    QTemporaryDir m_dir;
    QString m_db;
    QString m_sweepId;
    PlanInput m_input;
};

namespace {

// One interactive class at a measured peak of 6 calls/s; replicas of 4 GPUs packed two to a
// node of 8, so a node loss takes two replicas; a surge rollout; start-up 60 s. The SLO is the
// SweepFixture's in the replica's own time (its sweep at speed 10 judges it / 10). A lost node
// loses the requests in flight on it (about 8, of some 360 a minute at this peak): the error
// budget of 3 % takes them, so the drills judge the capacity the reserves leave.
const char *kSizing = R"(version: 1
product:
  name: Plan validation test
  workload_classes:
    - name: chat
      execution: interactive
workload:
  horizon_months: 12
  classes:
    chat:
      peak_rps: 6
      peak_to_average: 2.5
      burst_s: 120
      growth_pct: 0
      input_tokens: {p50: 200, p95: 260, p99: 300}
      output_tokens: {p50: 100, p95: 130, p99: 150}
slo:
  ttft: {threshold_ms: 1000, attainment: 95}
  tpot: {threshold_ms: 100, attainment: 95}
  error_rate_pct: 3
reliability:
%1
  capacity_after_loss_pct: 100
  recovery_min: 15
deployment:
  gpus_per_replica: 4
  gpus_per_node: 8
  placement: packed
  startup_s: 60
)";

std::vector<FleetArrival> shaped(const LoadShape &shape, double peak, double durationS,
                                 quint64 seed = 1)
{
    PlanSettings s;
    s.workload = Workload::single(100, 50);
    s.rateRps = peak * shape.meanShare(durationS);
    s.durationS = durationS;
    s.seed = seed;
    auto arrivals = FleetLoad::fromPlan(*RunPlan::create(s));
    shape.warp(arrivals, durationS);
    return arrivals;
}

double rateIn(const std::vector<FleetArrival> &a, double from, double to)
{
    qint64 n = 0;
    for (const FleetArrival &x : a)
        n += x.arrivalSec >= from && x.arrivalSec < to;
    return double(n) / (to - from);
}

} // namespace

QString TestPlanValidation::writeSizing(const QString &name, const QString &reliability)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(QString::fromLatin1(kSizing).arg(reliability).toUtf8());
    return path;
}

void TestPlanValidation::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto input = PlanInput::load(
        writeSizing(QStringLiteral("sizing.yaml"), QStringLiteral("  loss_to_survive: node\n"
                                                                  "  rollout: surge\n"
                                                                  "  max_surge: 1")));
    QVERIFY2(input.ok(), qPrintable(input.error()));
    m_input = *input;
    auto sizing = SizingSweep::from(m_input.request, m_input.baseDir, 0);
    QVERIFY2(sizing.ok(), qPrintable(sizing.error()));
    // The sweep the plan divides by: the request's workload and SLO on tiny-cpu at speed 10,
    // in virtual time, stored in the database.
    SweepConfig config = SweepFixture::virtualConfig();
    config.bench.plan.workload = sizing->workload;
    config.bench.slo = sizing->slo.scaledBy(1 / SweepFixture::kSpeed); // as SweepSession does
    config.search.tolerance = 0.15;
    m_db = m_dir.filePath(QStringLiteral("plans.sqlite"));
    auto controller = SweepFixture::virtualController(config, m_db);
    QVERIFY(controller->start().ok());
    const auto outcome = SweepFixture::wait(*controller, 120000);
    QVERIFY2(outcome.result, qPrintable(outcome.failure + SweepFixture::describe(*controller)));
    m_sweepId = QString::number(controller->sweepId());
    qInfo("sweep %s: %s", qPrintable(m_sweepId), qPrintable(outcome.result->summary()));
}

void TestPlanValidation::burstsFollowTheRequest()
{
    LoadShape shape;
    shape.peakToAverage = 2.5;
    shape.burstS = 120;
    shape.burstEveryS = 600;
    const double d = 3600;
    QVERIFY(shape.check(d).ok());
    // Six bursts of 120 s at 1, the rest at 1 / 2.5.
    QVERIFY(qAbs(shape.meanShare(d) - (720 + 2880 / 2.5) / 3600) < 1e-3);
    const auto a = shaped(shape, 20, d);
    QVERIFY(qAbs(double(a.size()) - 20 * shape.meanShare(d) * d) < 0.05 * a.size());
    // In the bursts (300-420 s, 900-1020 s, ...) the peak, between them the average.
    double inBursts = 0, outside = 0;
    for (int k = 0; k < 6; ++k)
        inBursts += rateIn(a, 300 + 600 * k, 420 + 600 * k) / 6;
    for (int k = 0; k < 5; ++k) // the gaps between bursts that end before the duration
        outside += rateIn(a, 420 + 600 * k + 30, 900 + 600 * k - 30) / 5;
    QVERIFY2(qAbs(inBursts - 20) < 1.0, qPrintable(QString::number(inBursts)));
    QVERIFY2(qAbs(outside - 8) < 0.5, qPrintable(QString::number(outside)));
    QVERIFY(rateIn(a, 0, 280) < 9);
    // The same seed gives the same arrivals.
    const auto again = shaped(shape, 20, d);
    QCOMPARE(again.size(), a.size());
    for (size_t i = 0; i < a.size(); i += 97)
        QCOMPARE(again[i].arrivalSec, a[i].arrivalSec);
    LoadShape overlapping = shape;
    overlapping.burstEveryS = 100;
    QVERIFY(!overlapping.check(d).ok());
    LoadShape flatRatio = shape;
    flatRatio.peakToAverage = 1;
    QVERIFY(flatRatio.check(d).error().contains("peak-to-average"));
}

void TestPlanValidation::diurnalProfile()
{
    const double d = 3600;
    for (double ratio : {1.5, 2.5, 4.0}) {
        LoadShape shape;
        shape.diurnal = true;
        shape.peakToAverage = ratio;
        QVERIFY2(qAbs(shape.meanShare(d) - 1 / ratio) < 2e-3, qPrintable(QString::number(ratio)));
        QCOMPARE(shape.shareAt(d / 2, d), 1.0);
        const auto a = shaped(shape, 30, d);
        // The peak at the middle, the trough at the ends, the mean at peak / ratio.
        const double middle = rateIn(a, d / 2 - 60, d / 2 + 60);
        QVERIFY2(qAbs(middle - 30) < 2.5,
                 qPrintable(QStringLiteral("%1: %2").arg(ratio).arg(middle)));
        const double edge = rateIn(a, 0, 120);
        QVERIFY2(edge < 30 * shape.shareAt(120, d) + 1.5,
                 qPrintable(QStringLiteral("%1: %2").arg(ratio).arg(edge)));
        QVERIFY(qAbs(rateIn(a, 0, d) - 30 / ratio) < 0.03 * 30 / ratio);
    }
}

void TestPlanValidation::placementOnNodes()
{
    const auto packed = PlanValidation::placement(5, 2);
    QCOMPARE(packed.keys(), QStringList({"A", "B", "C"}));
    QCOMPARE(packed.value("A"), QList<int>({0, 1}));
    QCOMPARE(packed.value("C"), QList<int>({4}));
    const auto spread = PlanValidation::placement(3, 1);
    QCOMPARE(spread.value("B"), QList<int>({1}));
    const auto domains = PlanValidation::placement(7, 2, 3);
    QCOMPARE(domains.value("domain-1"), QList<int>({0, 3, 6}));
    QCOMPARE(domains.value("domain-3"), QList<int>({2, 5}));
    const auto many = PlanValidation::placement(30, 1);
    QCOMPARE(many.size(), 30);
    QCOMPARE(many.value("AD"), QList<int>({29}));
}

void TestPlanValidation::claimedDrills_data()
{
    QTest::addColumn<int>("loss");
    QTest::addColumn<int>("rollout");
    QTest::addColumn<QString>("expected");
    QTest::newRow("node, surge 2") << int(FailureLoss::Node) << int(RolloutStrategy::Surge)
                                   << "at 10m: lose node A|at 20m: restore node A, start-up 4m|"
                                      "at 30m: rolling restart, surge 2, start-up 4m";
    QTest::newRow("replica, in place")
        << int(FailureLoss::Replica) << int(RolloutStrategy::InPlace)
        << "at 10m: lose replica 1|at 20m: restore replica 1, start-up 4m|"
           "at 30m: rolling restart, start-up 4m";
    QTest::newRow("domain, blue-green")
        << int(FailureLoss::FailureDomain) << int(RolloutStrategy::BlueGreen)
        << "at 10m: lose node domain-1|at 20m: restore node domain-1, start-up 4m|"
           "at 30m: rolling restart, surge 6, start-up 4m";
    QTest::newRow("none") << int(FailureLoss::None) << int(RolloutStrategy::None) << "";
}

void TestPlanValidation::claimedDrills()
{
    QFETCH(int, loss);
    QFETCH(int, rollout);
    QFETCH(QString, expected);
    ReplicaInputs in;
    in.loss = FailureLoss(loss);
    in.rollout = RolloutStrategy(rollout);
    in.maxSurge = 2;
    in.startupS = 240;
    in.failureDomains = 3;
    const auto nodes = PlanValidation::placement(
        6, 2, in.loss == FailureLoss::FailureDomain ? in.failureDomains : 0);
    QStringList origins;
    const DrillScript drills =
        PlanValidation::claimedDrills(in, ReplicaCounts{}, nodes, 3600, &origins);
    QStringList texts;
    for (const DrillEvent &e : drills.events)
        texts << e.toText();
    QCOMPARE(texts.join('|'), expected);
    QVERIFY(drills.checkAgainst(6, nodes.keys()).ok());
    // Every drill says where it came from; a missing one says why.
    QVERIFY(origins.size() >= 2);
    if (in.loss == FailureLoss::None)
        QVERIFY(origins.first().contains("loss_to_survive none"));
    else
        QVERIFY(origins.first().contains(FailureTopology::key(in.loss)));
}

void TestPlanValidation::planPassesItsDrills()
{
    auto db = Database::open(m_db);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    auto plan = PlanValidation::fromSizing(**db, m_input, m_sweepId, "sizing.yaml");
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QVERIFY(plan->sweepServer);
    QCOMPARE(plan->sweepServer->preset, QString("tiny-cpu"));
    const EnvelopePlan &e = plan->plan.envelopes.first();
    QVERIFY2(e.planned, qPrintable(e.problem));
    // A node holds two replicas and the loss takes both: failure reserve 2, surge 1.
    QCOMPARE(e.central.lostAtOnce, 2);
    QCOMPARE(e.central.failure, 2);
    QCOMPARE(e.central.rollout, 1);

    PlanValidationOptions o;
    o.preset = "auto";
    o.durationS = 720;
    auto setup = PlanValidation::setup(*plan, o);
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    const FleetValidationRequest &r = setup->request;
    QCOMPARE(r.preset, QString("tiny-cpu"));
    QCOMPARE(r.speed, 1.0);                    // the plan is in the replica's own time
    QCOMPARE(r.replicas, e.central.total - 1); // the surge replica serves only in a rollout
    QCOMPARE(r.rateRps, 6.0);
    QCOMPARE(r.startupS, 60.0);
    QCOMPARE(r.nodes.value("A"), QList<int>({0, 1}));
    QCOMPARE(r.singleReplicaRps, e.sustainable.rateRps);
    // The drills the plan claims to survive: its node loss and its surge rollout.
    QCOMPARE(r.drills.toText(), QString("at 2m: lose node A\nat 4m: restore node A, start-up "
                                        "1m\nat 6m: rolling restart, surge 1, start-up 1m\n"));
    QVERIFY(setup->notes.join('\n').contains("from the plan: loss_to_survive node"));

    auto report = PlanValidation::runVirtual(*setup);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    const QString text = report->textLines().join('\n');
    qInfo("%s", qPrintable(text));
    QVERIFY2(report->passed, qPrintable(text));
    QCOMPARE(report->drills.size(), 3);
    QVERIFY(report->drills.first().segment.lost > 0); // the node took its requests with it
    QVERIFY(text.startsWith("plan under test: sizing.yaml with sweep"));
    QCOMPARE(report->toJson().value("plan").toObject().value("drills_from_plan").toBool(), true);
}

void TestPlanValidation::planWithoutReservesFailsAndTheSearchFindsIt()
{
    auto db = Database::open(m_db);
    QVERIFY(db.ok());
    auto plan = PlanValidation::fromSizing(**db, m_input, m_sweepId, "sizing.yaml");
    QVERIFY(plan.ok());
    const ReplicaCounts &c = plan->plan.envelopes.first().central;
    PlanValidationOptions o;
    o.preset = "auto";
    o.durationS = 720;
    o.replicas = c.base; // the reserve removed: both on node A
    auto setup = PlanValidation::setup(*plan, o);
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    auto report = PlanValidation::runVirtual(*setup);
    QVERIFY(report.ok());
    const QString text = report->textLines().join('\n');
    qInfo("%s", qPrintable(text));
    QVERIFY2(!report->passed, qPrintable(text));
    QVERIFY2(report->baselineMet, qPrintable(text));
    QVERIFY(!report->drills.first().met); // the node loss broke it
    QVERIFY(text.contains("lose node A: BROKE the SLO"));
    // The search finds a passing fleet above the base and no larger than the plan's serving
    // replicas (base + the node-loss reserve; the plan divides by a lower quantile of the
    // boundary, so fewer may do), and says what plan total that means.
    QVERIFY2(report->passingReplicas > c.base, qPrintable(text));
    QVERIFY2(report->passingReplicas <= c.base + c.failure, qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the plan would pass with %1 replicas in total")
                               .arg(report->passingReplicas + c.rollout)),
             qPrintable(text));
}

void TestPlanValidation::storedPlanById()
{
    auto db = Database::open(m_db);
    QVERIFY(db.ok());
    auto project = ProjectRepository(**db).create("validated", QString());
    QVERIFY(project.ok());
    PlanInput input = m_input;
    auto sweep = PlanSweeps::apply(**db, input, m_sweepId);
    QVERIFY(sweep.ok());
    CapacityPlan plan = PlanSweeps::plan(**db, input);
    auto id = PlanRepository(**db).savePlan(project->id, input, plan, m_sweepId);
    QVERIFY(id.ok());
    auto stored = PlanValidation::stored(**db, *id);
    QVERIFY2(stored.ok(), qPrintable(stored.error()));
    QCOMPARE(stored->planId, *id);
    QVERIFY(stored->label.contains("validated"));
    QCOMPARE(stored->plan.envelopes.first().central.total, plan.envelopes.first().central.total);
    QVERIFY(stored->sweepServer);
    auto newest = PlanValidation::newest(**db, project->id, "validated");
    QVERIFY(newest.ok());
    QCOMPARE(newest->planId, *id);
    QVERIFY(PlanValidation::stored(**db, *id + 100).error().contains("no plan"));
    QVERIFY(PlanValidation::stored(**db, *id, project->id + 1).error().contains("belongs to"));
}

void TestPlanValidation::wrongInputs()
{
    auto db = Database::open(m_db);
    QVERIFY(db.ok());
    QVERIFY(PlanValidation::fromSizing(**db, m_input, "9999", "s.yaml")
                .error()
                .contains("--sweep 9999"));
    auto plan = PlanValidation::fromSizing(**db, m_input, m_sweepId, "s.yaml");
    QVERIFY(plan.ok());
    PlanValidationOptions o;
    o.envelope = "batch";
    QVERIFY(PlanValidation::setup(*plan, o).error().contains("no envelope \"batch\""));
    // No sweep on the built-in server and no replica configuration: the preset must be named.
    PlanUnderTest bare = *plan;
    bare.sweepServer.reset();
    QVERIFY(PlanValidation::setup(bare, PlanValidationOptions{}).error().contains("--sim-fleet"));
    // Bursts without a burst duration.
    PlanUnderTest noBurst = *plan;
    noBurst.plan.envelopes.first().inputs.burstS = 0;
    PlanValidationOptions bursts;
    bursts.bursts = true;
    QVERIFY(PlanValidation::setup(noBurst, bursts).error().contains("burst_s"));
    // A plan without a replica count.
    PlanUnderTest unplanned = *plan;
    unplanned.plan.envelopes.first().planned = false;
    unplanned.plan.envelopes.first().problem = "no sustainable load";
    QVERIFY(PlanValidation::setup(unplanned, PlanValidationOptions{})
                .error()
                .contains("no replica count"));
}

QTEST_GUILESS_MAIN(TestPlanValidation)
#include "tst_planvalidation.moc"
