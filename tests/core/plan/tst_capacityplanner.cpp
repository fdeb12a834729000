#include "demand/EnvelopeGrouping.h"
#include "export/PlanCsv.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanInput.h"
#include "plan/ReplicaArithmetic.h"
#include "plan/SweepSummary.h"
#include "util/JsonReader.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using namespace llmcap;

class TestCapacityPlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demoPlan();
    void fourHundredUsersAloneIsPreliminaryWithARange();
    void noSustainableLoadGivesNoReplicaCount();
    void absurdLoadGivesNoReplicaCount();
    void simulatorEstimateIsPreliminary();
    void differentClassesGetSeparateEnvelopes();
    void similarClassesShareAnEnvelope();
    void gpusPerReplicaComeFromTheFootprint();
    void unknownGpusPerReplicaLeaveGpuTotalsOpen();
    void planJsonHasTheTable();
    void sweepBoundaryIsTheSustainableLoad();
    void unsafeSweepMakesAnUnsafePlan();
    void runClassIsPlannedInRuns();
    void runsPeakOverCallsLoadIsRefused_data();
    void runsPeakOverCallsLoadIsRefused();
    void unstatedUnitFollowsTheLoad();
    void runSweepSummaryTakesTheStepRuns();
    void breachAboveTheTargetAddsHeadroom();
    void breachWithinTheTargetKeepsTheCount();
    void breachFromTheSweepInterval();
    void breachUnknownWithoutADistribution();
    void breachDrawsComeFromTheSweep();
    void breachTargetOutOfReachIsPreliminary();
};

namespace {

PlanInput demo()
{
    auto in = DemoProject::input();
    if (!in)
        qFatal("%s", qPrintable(in.error()));
    return *in;
}

SustainableLoad measured(double rate, double lower, double upper)
{
    return SustainableLoad::fromSweep(QStringLiteral("s1"), rate, lower, upper);
}

// A coding agent: 600 users x 3 runs per hour x 2 peak-to-average = 1 run/s at the peak, each
// run 10 LLM calls (10 calls/s).
PlanInput agentRequest(const QString &planUnit = QStringLiteral("runs"))
{
    PlanInput in;
    in.request.classes().append({"agent", "agentic", {}, {}});
    in.request.setClassValue(0, "active_users", 600);
    in.request.setClassValue(0, "runs_per_user", 3);
    in.request.setClassValue(0, "run_window", "hour");
    in.request.setClassValue(0, "calls_per_run", 10);
    in.request.setClassValue(0, "peak_to_average", 2);
    in.request.setClassValue(0, "burst_s", 60);
    in.request.setClassValue(0, "growth_pct", 0);
    if (!planUnit.isEmpty())
        in.request.setClassValue(0, "plan_unit", planUnit);
    return in;
}

// The "runs" object of a stored step's run summary (RunSummary::toJson), as the sweep keeps it.
QJsonObject runSummary(qint64 runs, double callsPerRun, double p50, double p90, double p95,
                       double p99)
{
    return {
        {"overall",
         QJsonObject{
             {"duration_ms",
              QJsonObject{{"count", runs}, {"p50", p50}, {"p90", p90}, {"p95", p95}, {"p99", p99}}},
             {"calls_per_run", QJsonObject{{"count", runs}, {"mean", callsPerRun}}}}}};
}

// A run-class sweep: boundary 0.3 runs/s (interval 0.25-0.35), three steps of measured runs.
SweepSummary runSweep()
{
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.bracketed = true;
    boundary.meanRps = 0.3;
    boundary.lowerRps = 0.25;
    boundary.upperRps = 0.35;
    SweepSummary sweep;
    sweep.id = "21";
    sweep.slo.runDuration = RunObjective{60000, 90};
    sweep.rateUnit = SustainableLoad::runsUnit();
    sweep.setBoundary(boundary);
    for (double rate : {0.1, 0.3, 0.5}) {
        SweepStepSummary step;
        step.index = int(sweep.steps.size());
        step.offeredRps = rate;
        step.meetsSlo = rate < 0.4;
        sweep.steps.append(step);
    }
    // Calls per run 9 over 100 runs and 10 over 300: 9.75 weighted; no figures for step 3.
    sweep.applyRunSummaries({{0, runSummary(100, 9, 20000, 30000, 35000, 40000)},
                             {1, runSummary(300, 10, 25000, 45000, 50000, 58000)}});
    return sweep;
}

// Sweep s1's twin: boundary 4 (3.5-4.4), 100 draws of which 10 lie at 1.5 and 90 at 4.
SustainableLoad twinLoad()
{
    SustainableLoad load = measured(4.0, 3.5, 4.4);
    load.method = QString::fromLatin1(SustainableLoad::kTwinMethod);
    load.boundaryDrawsRps.assign(10, 1.5);
    load.boundaryDrawsRps.insert(load.boundaryDrawsRps.end(), 90, 4.0);
    return load;
}

} // namespace

void TestCapacityPlanner::demoPlan()
{
    const CapacityPlan plan = CapacityPlanner::plan(demo());
    QVERIFY(plan.complete());
    QCOMPARE(plan.envelopes.size(), 1);
    const EnvelopePlan &e = plan.envelopes.first();
    QCOMPARE(e.peakRps, 2.5);
    // peak 2.5 / the simulator's lower bound 4.94 -> 1; growth 50 % -> 3.75 / 4.94 -> 1 (+0);
    // losing a node (spread) takes 1, 1 must remain -> +1; surge 1.
    QCOMPARE(e.central.base, 1);
    QCOMPARE(e.central.growth, 0);
    QCOMPARE(e.central.failure, 1);
    QCOMPARE(e.central.rollout, 1);
    QCOMPARE(plan.totalReplicas, 3);
    QCOMPARE(plan.gpusPerReplica, 1);
    QCOMPARE(plan.totalGpus, 3);
    QCOMPARE(plan.totalLow, 3);
    QCOMPARE(plan.totalHigh, 3);
    // No sweep yet: the simulator's estimate makes the plan preliminary, and only that.
    QVERIFY(plan.preliminary);
    QCOMPARE(plan.preliminaryReasons.size(), 1);
    QVERIFY(plan.preliminaryReasons.first().contains("simulator"));
    QVERIFY(plan.mistakes.isEmpty());
    QCOMPARE(plan.headline(), QString("3 replicas (range 3-3), 3 GPUs (range 3-3) - preliminary"));
    // A measured boundary makes it final.
    PlanInput measuredDemo = demo();
    measuredDemo.deployment.sustainable = measured(4.0, 3.5, 4.4);
    const CapacityPlan measuredPlan = CapacityPlanner::plan(measuredDemo);
    QVERIFY2(!measuredPlan.preliminary, qPrintable(measuredPlan.preliminaryReasons.join("; ")));
    QCOMPARE(measuredPlan.totalReplicas, 4); // 3.75 / 3.5 -> 2 after growth, +1 failure, +1 surge
    QCOMPARE(measuredPlan.totalLow, 3);
    QVERIFY(measuredPlan.headline().startsWith("4 replicas (range 3-4), 4 GPUs"));
}

void TestCapacityPlanner::fourHundredUsersAloneIsPreliminaryWithARange()
{
    PlanInput in;
    in.request.classes().append({"chat", "interactive", {}, {}});
    in.request.setClassValue(0, "active_users", 400);
    in.deployment.sustainable = measured(0.5, 0.45, 0.55); // a large model
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(plan.complete());
    QVERIFY(plan.preliminary);
    QVERIFY(plan.totalLow < plan.totalReplicas);
    QVERIFY(plan.totalReplicas < plan.totalHigh);
    bool explained = false;
    for (const Mistake &m : plan.mistakes)
        explained = explained || m.kind == MistakeKind::UsersWithoutBehaviour;
    QVERIFY(explained);
    int assumed = 0;
    for (const PlanAssumption &a : plan.assumptions)
        assumed += a.assumed ? 1 : 0;
    QVERIFY2(assumed >= 6, qPrintable(QString::number(assumed)));
    QVERIFY(plan.headline().endsWith("preliminary"));
}

void TestCapacityPlanner::noSustainableLoadGivesNoReplicaCount()
{
    PlanInput in = demo();
    in.deployment.sustainable = {};
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(!plan.complete());
    QVERIFY(plan.preliminary);
    QCOMPARE(plan.totalReplicas, 0);
    QVERIFY(plan.problems.join(" ").contains("sustainable load"));
    QCOMPARE(plan.envelopes.first().peakRps, 2.5); // the load is still projected
}

// Issue 20: 1e15 users printed -2147483646 replicas and exited 0, in every export.
void TestCapacityPlanner::absurdLoadGivesNoReplicaCount()
{
    PlanInput in = demo();
    in.request.setClassValue(0, "active_users", 1e15);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(!plan.complete());
    QCOMPARE(plan.totalReplicas, 0);
    QVERIFY(plan.totalHigh >= 0);
    const QString why = plan.problems.join(" ");
    QVERIFY2(why.contains("would need more than 100,000 replicas") && why.contains("users"),
             qPrintable(why));
    QCOMPARE(ReplicaArithmetic::replicasFor(1e300, 1e-300), ReplicaArithmetic::kMaxReplicas + 1);
}

void TestCapacityPlanner::simulatorEstimateIsPreliminary()
{
    PlanInput in = demo();
    in.deployment.sustainable = SustainableLoad::simulatorEstimate(4.0);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(plan.complete());
    QVERIFY(plan.preliminary);
    QVERIFY(plan.preliminaryReasons.join(" ").contains("simulator"));
    // Dividing by the lower bound (2.0) rather than the estimate.
    QCOMPARE(plan.envelopes.first().central.base, 2);
}

void TestCapacityPlanner::differentClassesGetSeparateEnvelopes()
{
    PlanInput in = demo();
    in.request.classes().append({"nightly-summaries", "batch", "reports", {}});
    in.request.setClassValue(1, "peak_rps", 5.0);
    in.request.setClassValue(1, "peak_to_average", 1.0);
    in.request.setClassValue(1, "burst_s", 600);
    in.request.setClassValue(1, "growth_pct", 0);
    in.deployment.sustainablePerEnvelope.insert("nightly-summaries", measured(1.0, 0.9, 1.1));
    const QList<Envelope> envelopes = EnvelopeGrouping::group(in.request);
    QCOMPARE(envelopes.size(), 2);
    QVERIFY(envelopes.at(1).reason.contains("batch"));
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.envelopes.size(), 2);
    const EnvelopePlan &batch = plan.envelopes.at(1);
    QCOMPARE(batch.envelope.id, QString("nightly-summaries"));
    QVERIFY(batch.sustainableSpecific);
    QCOMPARE(batch.central.base, 6); // 5 / 0.9
    // chat uses the product-wide value, measured without the batch mix: preliminary.
    QVERIFY(!plan.envelopes.at(0).sustainableSpecific);
    QVERIFY(plan.preliminary);
    QCOMPARE(plan.totalReplicas, plan.envelopes.at(0).central.total + batch.central.total);
    // The table has a row for all envelopes together.
    QCOMPARE(plan.rows().last().envelope, QString("all envelopes"));
}

void TestCapacityPlanner::similarClassesShareAnEnvelope()
{
    PlanInput in = demo();
    in.request.classes().append({"search", "interactive", {}, in.request.classes().at(0).profile});
    const QList<Envelope> envelopes = EnvelopeGrouping::group(in.request);
    QCOMPARE(envelopes.size(), 1);
    QCOMPARE(envelopes.first().id, QString("chat+search"));
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.envelopes.first().peakRps, 5.0); // peaks add up
    // Long prompts make a class differ a lot.
    in.request.setClassValue(1, "input_tokens",
                             QJsonObject{{"p50", 20000}, {"p95", 60000}, {"p99", 90000}});
    QCOMPARE(EnvelopeGrouping::group(in.request).size(), 2);
}

void TestCapacityPlanner::gpusPerReplicaComeFromTheFootprint()
{
    PlanInput in = demo();
    in.deployment.modelId = "llama-3.1-70b";
    in.deployment.weights = WeightPrecision::BF16;
    in.deployment.tensorParallel = 0; // the smallest TP that fits
    in.deployment.maxModelLen = 131072;
    in.deployment.placement = Placement::Packed;
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.gpusPerReplica, 4); // 141 GB of weights: TP 2 leaves no KV room at 128k
    QVERIFY(plan.footprint.has_value());
    QCOMPARE(plan.totalGpus, plan.totalReplicas * 4);
    // Two TP-4 replicas per node, packed: a node loss takes two.
    QCOMPARE(plan.envelopes.first().central.lostAtOnce, 2);
}

void TestCapacityPlanner::unknownGpusPerReplicaLeaveGpuTotalsOpen()
{
    PlanInput in = demo();
    in.deployment.modelId.clear();
    in.deployment.gpuId.clear();
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.gpusPerReplica, 0);
    QCOMPARE(plan.totalGpus, 0);
    QVERIFY(plan.preliminary);
    QVERIFY(!plan.headline().contains("GPUs"));
}

void TestCapacityPlanner::planJsonHasTheTable()
{
    const QJsonObject json = CapacityPlanner::plan(demo()).toJson();
    QCOMPARE(json.value("totals").toObject().value("replicas").toInt(), 3);
    QCOMPARE(json.value("rows").toArray().size(), 6);
    QVERIFY(json.value("assumptions").toArray().size() > 10);
    QVERIFY(json.value("footprint").toObject().value("fits").toBool());
    QCOMPARE(json.value("envelopes")
                 .toArray()
                 .first()
                 .toObject()
                 .value("classes")
                 .toArray()
                 .first()
                 .toObject()
                 .value("method")
                 .toString(),
             QString("users-activity"));
}

// The seam to the sweep: a boundary estimate becomes the sustainable load, divided by its lower
// bound, and the plan is no longer preliminary.
void TestCapacityPlanner::sweepBoundaryIsTheSustainableLoad()
{
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.bracketed = true;
    boundary.meanRps = 4.0;
    boundary.lowerRps = 3.5;
    boundary.upperRps = 4.4;
    SweepSummary sweep;
    sweep.id = "sweep-12";
    sweep.setBoundary(boundary);
    PlanInput in = demo();
    in.deployment.sustainable = sweep.sustainableLoad();
    QCOMPARE(in.deployment.sustainable.source, SustainableLoad::Source::Sweep);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY2(!plan.preliminary, qPrintable(plan.preliminaryReasons.join("; ")));
    QCOMPARE(plan.envelopes.first().sustainable.planningRps(), 3.5);
    QCOMPARE(plan.totalReplicas, 4);
    boundary.found = false;
    sweep.setBoundary(boundary);
    QVERIFY(!sweep.sustainableLoad().isSet());
}

// Issue 16: every confirmation run failed, down to the lowest rate tried, and the plan divided
// by that rate as if it held. The sweep's unsafe flag reaches the plan and every export of it.
void TestCapacityPlanner::unsafeSweepMakesAnUnsafePlan()
{
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.bracketed = true;
    boundary.meanRps = 0.99;
    boundary.lowerRps = 0.485;
    boundary.upperRps = 1.1;
    boundary.confirmRuns = 9;
    boundary.confirmWindowS = 120;
    boundary.unsafe = true;
    SweepSummary sweep;
    sweep.id = "7";
    sweep.setBoundary(boundary);
    QVERIFY(sweep.unsafe);
    QVERIFY2(sweep.confirmation.startsWith("unsafe: no rate held in the confirmation runs"),
             qPrintable(sweep.confirmation));
    const SustainableLoad load = sweep.sustainableLoad();
    QVERIFY(load.unsafe);

    // The flag is stored with the load.
    const QJsonObject json = load.toJson();
    QCOMPARE(json.value("unsafe").toBool(), true);
    QStringList errors;
    JsonReader reader(json, QStringLiteral("sustainable"), &errors);
    QCOMPARE(SustainableLoad::read(reader), load);
    QVERIFY(errors.isEmpty());

    PlanInput in = demo();
    in.deployment.sustainable = load;
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(plan.complete()); // the counts are still made, and say what they rest on
    QVERIFY(plan.unsafe);
    QVERIFY(plan.preliminary);
    QVERIFY2(plan.headline().contains("UNSAFE"), qPrintable(plan.headline()));
    QVERIFY2(plan.unsafeReasons.join(";").contains("no rate held in the confirmation runs"),
             qPrintable(plan.unsafeReasons.join(";")));
    const QJsonObject planJson = plan.toJson();
    QCOMPARE(planJson.value("unsafe").toBool(), true);
    QVERIFY(!planJson.value("unsafe_reasons").toArray().isEmpty());
    const QByteArray csv = PlanCsv::planRows(plan);
    const QList<QByteArray> lines = csv.split('\n');
    QVERIFY(lines.first().contains("preliminary,unsafe,note"));
    QVERIFY2(lines.at(1).contains(",true,true,") &&
                 lines.at(1).contains("unsafe: no rate held in the confirmation runs"),
             lines.at(1).constData());

    // A load saved before it carried the flag: the sweep it names still marks the plan.
    PlanInput old = in;
    old.deployment.sustainable.unsafe = false;
    QVERIFY(!CapacityPlanner::plan(old).unsafe);
    QVERIFY(CapacityPlanner::plan(old, {sweep}).unsafe);

    // A sweep whose confirmation held is not unsafe.
    boundary.unsafe = false;
    boundary.confirmedRps = 0.6;
    sweep.setBoundary(boundary);
    QVERIFY(!sweep.unsafe);
    QVERIFY(!CapacityPlanner::plan(old, {sweep}).unsafe);

    // The confirmation's window grows at low rates: the text gives the one the run measured.
    boundary.confirmWindowS = 253.8;
    sweep.setBoundary(boundary);
    QCOMPARE(sweep.confirmation,
             QStringLiteral("lower bound confirmed by a 254 s run at 0.6 req/s"));
    boundary.confirmedRps = 0;
    boundary.unsafe = true;
    sweep.setBoundary(boundary);
    QVERIFY2(sweep.confirmation.contains("(of up to 254 s,"), qPrintable(sweep.confirmation));
}

// Issue 18: a run class's peak is runs/s (users x runs per window x peak-to-average, without
// the calls per run), divided by the runs/s a run-class sweep sustained; the reserves are the
// arithmetic a calls plan uses, and both units are stated.
void TestCapacityPlanner::runClassIsPlannedInRuns()
{
    PlanInput in = agentRequest();
    const SweepSummary sweep = runSweep();
    in.deployment.sustainable = sweep.sustainableLoad();
    QCOMPARE(in.deployment.sustainable.rateUnit, SustainableLoad::runsUnit());
    QCOMPARE(in.deployment.sustainable.callsPerRun, 9.75);
    const CapacityPlan plan = CapacityPlanner::plan(in, {sweep});
    QVERIFY2(plan.complete(), qPrintable(plan.problems.join("; ")));
    const EnvelopePlan &e = plan.envelopes.first();
    QCOMPARE(e.rateUnit, SustainableLoad::runsUnit());
    QCOMPARE(e.peakRps, 1.0);                // 600 x 3 / 3600 x 2
    QCOMPARE(e.averageRps, 0.5);             // without peak-to-average
    QCOMPARE(e.peakCallsRps, 10.0);          // x 10 calls per run (the request's)
    QCOMPARE(e.inputs.sustainableRps, 0.25); // the interval's lower end, in runs/s
    QCOMPARE(e.callsPerRun, 9.75);           // the sweep's measured mean
    QCOMPARE(e.plannedCallsRps(), 0.25 * 9.75);
    QCOMPARE(e.central.base, 4); // ceil(1 / 0.25)

    // The reserves are unchanged: a calls plan with the same peak and per-replica rate gives
    // the same counts.
    PlanInput calls = agentRequest(QString());
    calls.request.setClassValue(0, "calls_per_run", 1);
    calls.deployment.sustainable = SustainableLoad::fromSweep("c", 0.3, 0.25, 0.35);
    const CapacityPlan callsPlan = CapacityPlanner::plan(calls);
    QCOMPARE(callsPlan.envelopes.first().rateUnit, SustainableLoad::callsUnit());
    QCOMPARE(callsPlan.envelopes.first().peakRps, 1.0);
    QCOMPARE(e.central.total, callsPlan.envelopes.first().central.total);
    QCOMPARE(e.central.failure, callsPlan.envelopes.first().central.failure);
    QCOMPARE(e.central.rollout, callsPlan.envelopes.first().central.rollout);
    QCOMPARE(plan.totalReplicas, callsPlan.totalReplicas);

    // Both units in the plan's exports.
    const QJsonObject json = plan.toJson().value("envelopes").toArray().first().toObject();
    QCOMPARE(json.value("rate_unit").toString(), QString("runs/s"));
    QCOMPARE(json.value("peak_rps").toDouble(), 1.0);
    QCOMPARE(json.value("peak_calls_per_s").toDouble(), 10.0);
    QCOMPARE(json.value("planned_per_replica").toDouble(), 0.25);
    QCOMPARE(json.value("planned_calls_per_s_per_replica").toDouble(), 0.25 * 9.75);
    QCOMPARE(json.value("sustainable").toObject().value("rate_unit").toString(), QString("runs/s"));
    const QJsonObject cls = json.value("classes").toArray().first().toObject();
    QCOMPARE(cls.value("rate_unit").toString(), QString("runs/s"));
    QCOMPARE(cls.value("calls_per_run").toDouble(), 10.0);
    QVERIFY2(cls.value("formula").toArray().first().toString().contains("runs/s"),
             qPrintable(cls.value("formula").toArray().first().toString()));
    const QList<QByteArray> lines = PlanCsv::planRows(plan).split('\n');
    QVERIFY2(lines.first().contains(",rate_unit,peak,peak_calls_per_s,planned_per_replica,"
                                    "planned_calls_per_s_per_replica,"),
             lines.first().constData());
    QVERIFY2(lines.at(1).contains(",runs/s,1,10,0.25,2.4375,"), lines.at(1).constData());
    QVERIFY2(lines.at(1).contains("peak 1 runs/s (10 calls/s) / 0.25 runs/s (2.4"),
             lines.at(1).constData());

    // The load keeps its unit through the deployment file.
    QStringList errors;
    JsonReader reader(in.deployment.sustainable.toJson(), QStringLiteral("sustainable"), &errors);
    QCOMPARE(SustainableLoad::read(reader), in.deployment.sustainable);
    QVERIFY(errors.isEmpty());
    // A calls load is written as it always was.
    QVERIFY(!calls.deployment.sustainable.toJson().contains("rate_unit"));
}

// Dividing runs/s by req/s (or the reverse) is off by the calls per run: refused, naming both.
void TestCapacityPlanner::runsPeakOverCallsLoadIsRefused_data()
{
    QTest::addColumn<QString>("planUnit");
    QTest::addColumn<bool>("runsLoad");
    QTest::addColumn<QString>("stated");
    QTest::addColumn<QString>("measured");
    QTest::newRow("runs peak, calls sweep") << "runs" << false << "planned in runs/s"
                                            << "is in req/s";
    QTest::newRow("calls peak, runs sweep") << "calls" << true << "planned in req/s"
                                            << "is in runs/s";
}

void TestCapacityPlanner::runsPeakOverCallsLoadIsRefused()
{
    QFETCH(QString, planUnit);
    QFETCH(bool, runsLoad);
    QFETCH(QString, stated);
    QFETCH(QString, measured);
    PlanInput in = agentRequest(planUnit);
    in.deployment.sustainable =
        runsLoad ? runSweep().sustainableLoad() : SustainableLoad::fromSweep("s1", 3, 2.5, 3.5);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(!plan.complete());
    QCOMPARE(plan.totalReplicas, 0);
    const QString problem = plan.envelopes.first().problem;
    QVERIFY2(problem.contains("class \"agent\" is planned in") && problem.contains(stated) &&
                 problem.contains(measured) && !problem.contains('\n'),
             qPrintable(problem));
    QVERIFY(plan.problems.contains(problem));
}

// Left open, the class is planned in what its sustainable load counts: runs for a run-class
// sweep (said in the assumptions), calls as before otherwise.
void TestCapacityPlanner::unstatedUnitFollowsTheLoad()
{
    PlanInput in = agentRequest(QString());
    in.deployment.sustainable = runSweep().sustainableLoad();
    const CapacityPlan runs = CapacityPlanner::plan(in);
    QVERIFY(runs.complete());
    QCOMPARE(runs.envelopes.first().rateUnit, SustainableLoad::runsUnit());
    QCOMPARE(runs.envelopes.first().peakRps, 1.0);
    bool said = false;
    for (const PlanAssumption &a : runs.assumptions)
        said = said || (a.field == "plan_unit" && a.text.contains("planned in runs/s"));
    QVERIFY(said);

    in.deployment.sustainable = SustainableLoad::fromSweep("s1", 30, 25, 35);
    const CapacityPlan calls = CapacityPlanner::plan(in);
    QVERIFY(calls.complete());
    QCOMPARE(calls.envelopes.first().rateUnit, SustainableLoad::callsUnit());
    QCOMPARE(calls.envelopes.first().peakRps, 10.0); // x 10 calls per run, as before
    QVERIFY(!calls.toJson()
                 .value("envelopes")
                 .toArray()
                 .first()
                 .toObject()
                 .contains("peak_calls_per_s"));
}

// The sweep's rate unit comes from its stored config (bench.plan.rate_unit) or its result
// (rate_unit); each step's run figures from its run summary, the run objective's percentile
// joins the step's latencies, and the mean calls per run is weighted by runs.
void TestCapacityPlanner::runSweepSummaryTakesTheStepRuns()
{
    const QJsonObject runConfig{
        {"bench", QJsonObject{{"plan", QJsonObject{{"rate_unit", "runs/s"}}}}}};
    QCOMPARE(SweepSummary::rateUnitOf(runConfig), QString("runs/s"));
    QCOMPARE(SweepSummary::rateUnitOf({}, QJsonObject{{"rate_unit", "runs/s"}}), QString("runs/s"));
    QCOMPARE(SweepSummary::rateUnitOf(QJsonObject{{"bench", QJsonObject{}}}), QString("req/s"));

    const SweepSummary sweep = runSweep();
    QCOMPARE(sweep.callsPerRun, 9.75); // (9 x 100 + 10 x 300) / 400
    QCOMPARE(sweep.steps.at(0).run.runs, qint64(100));
    QCOMPARE(sweep.steps.at(1).run.durationP90Ms, 45000.0);
    QVERIFY(!sweep.steps.at(2).run.any());
    // Attainment 90 %: the p90 run duration, as a call objective of 90 % takes its percentile.
    QCOMPARE(sweep.steps.at(1).latencyMs.value("run_duration"), 45000.0);
    QVERIFY(!sweep.steps.at(2).latencyMs.contains("run_duration"));

    // Without measured calls per run: the workload's run classes' mean.
    SweepSummary unmeasured;
    unmeasured.rateUnit = SustainableLoad::runsUnit();
    WorkloadClass agent;
    agent.run = RunBehaviour{};
    agent.run->calls = TokenDistribution::fixed(12);
    unmeasured.workload.classes.append(agent);
    unmeasured.applyRunSummaries({});
    QCOMPARE(unmeasured.callsPerRun, 12.0);
}

// The demo's peak 2.5 grown 50 % is 3.75; at the planned 3.5 per replica 2 replicas serve it.
// 2 x b < 3.75 for the ten draws at 1.5: a breach probability of 10 %, above the default 5 %;
// 3 replicas (3 x 1.5 > 3.75) reach 0 %, so the plan adds one serving replica.
void TestCapacityPlanner::breachAboveTheTargetAddsHeadroom()
{
    PlanInput in = demo();
    in.deployment.sustainable = twinLoad();
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QVERIFY(plan.complete());
    const EnvelopePlan &e = plan.envelopes.first();
    const BreachRisk &b = e.breach;
    QCOMPARE(b.basis, BreachRisk::Basis::TwinDraws);
    QCOMPARE(b.loadRps, 3.75);
    QCOMPARE(b.servingReplicas, 2);
    QCOMPARE(b.probabilityPct, 10.0);
    QCOMPARE(b.targetPct, 5.0);
    QVERIFY(b.aboveTarget());
    QCOMPARE(b.neededReplicas, 3);
    QCOMPARE(b.plannedReplicas, 3);
    QCOMPARE(b.plannedProbabilityPct, 0.0);
    QCOMPARE(b.headroom(), 1);
    // base 1 + growth 1 + breach 1 + failure 1 + surge 1; the failure reserve is unchanged.
    QCOMPARE(e.central.breach, 1);
    QCOMPARE(e.central.failure, 1);
    QCOMPARE(plan.totalReplicas, 5);
    QCOMPARE(b.summary(),
             QString("Breach probability 10 % with 2 serving replica(s) (target 5 %; modeled "
                     "from sweep s1's twin (100 draws of the boundary)): ABOVE the target; 3 "
                     "serving replica(s) reach it, and the plan adds 1 (breach probability 0 %)."));
    bool row = false;
    for (const PlanRow &r : plan.rows())
        row = row || (r.component == "breach" && r.replicas == 1);
    QVERIFY(row);
    const QJsonObject json = plan.toJson();
    QCOMPARE(json.value("breach_target_pct").toDouble(), 5.0);
    const QJsonObject breach =
        json.value("envelopes").toArray().first().toObject().value("breach").toObject();
    QCOMPARE(breach.value("provenance").toString(), QString("modeled"));
    QCOMPARE(breach.value("basis").toString(), QString("twin"));
    QCOMPARE(breach.value("probability_pct").toDouble(), 10.0);
    QCOMPARE(breach.value("needed_replicas").toInt(), 3);
    QCOMPARE(breach.value("headroom_replicas").toInt(), 1);
    QCOMPARE(breach.value("sweep").toString(), QString("s1"));
    QCOMPARE(breach.value("draws").toInt(), 100);
    // The default target is listed as assumed, without making the plan preliminary.
    bool listed = false;
    for (const PlanAssumption &a : plan.assumptions)
        listed = listed || (a.field == "breach_probability_pct" && a.assumed);
    QVERIFY(listed);
    QVERIFY2(!plan.preliminary, qPrintable(plan.preliminaryReasons.join("; ")));
}

// A target of 20 %: the 10 % of the two serving replicas is within it, and 1 replica would do
// (1 x b < 3.75 for the same ten draws); the plan keeps its count.
void TestCapacityPlanner::breachWithinTheTargetKeepsTheCount()
{
    PlanInput in = demo();
    in.deployment.sustainable = twinLoad();
    in.deployment.breachProbabilityPct = 20;
    const CapacityPlan plan = CapacityPlanner::plan(in);
    const BreachRisk &b = plan.envelopes.first().breach;
    QCOMPARE(b.probabilityPct, 10.0);
    QVERIFY(!b.aboveTarget());
    QCOMPARE(b.neededReplicas, 1);
    QCOMPARE(b.headroom(), 0);
    QCOMPARE(plan.envelopes.first().central.breach, 0);
    QCOMPARE(plan.totalReplicas, 4);
    QCOMPARE(plan.breachTargetPct, 20.0);
    for (const PlanRow &r : plan.rows())
        QVERIFY(r.component != "breach");
    bool given = false;
    for (const PlanAssumption &a : plan.assumptions)
        given = given || (a.field == "breach_probability_pct" && !a.assumed);
    QVERIFY(given);
}

// No draws: a log-normal over the sweep's interval (median 4, 95 % 3.5-4.4); P(b < 3.75 / 2).
void TestCapacityPlanner::breachFromTheSweepInterval()
{
    PlanInput in = demo();
    in.deployment.sustainable = measured(4.0, 3.5, 4.4);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    const BreachRisk &b = plan.envelopes.first().breach;
    QCOMPARE(b.basis, BreachRisk::Basis::SweepInterval);
    QCOMPARE(b.provenanceKey(), QString("modeled"));
    const double sigma = std::log(4.0 / 3.5) / 1.959963984540054;
    const double expected = 100 * 0.5 * std::erfc(-std::log(1.875 / 4.0) / sigma / std::sqrt(2.0));
    QVERIFY(std::abs(b.probabilityPct - expected) < 1e-9);
    QCOMPARE(b.neededReplicas, 2); // 1 x b < 3.75 is about 27 %: above 5 %
    QCOMPARE(plan.totalReplicas, 4);
    QVERIFY(b.basisLabel().contains("log-normal assumed"));
    // A range entered by hand is assumed, not modeled.
    in.deployment.sustainable.source = SustainableLoad::Source::Manual;
    in.deployment.sustainable.sweepId.clear();
    const BreachRisk manual = CapacityPlanner::plan(in).envelopes.first().breach;
    QCOMPARE(manual.basis, BreachRisk::Basis::AssumedInterval);
    QCOMPARE(manual.provenanceKey(), QString("assumed"));
    QCOMPARE(manual.probabilityPct, b.probabilityPct);
}

void TestCapacityPlanner::breachUnknownWithoutADistribution()
{
    PlanInput in = demo();
    in.deployment.sustainable = measured(4.0, 0, 0);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    const BreachRisk &b = plan.envelopes.first().breach;
    QVERIFY(!b.known());
    QCOMPARE(b.provenanceKey(), QString("unknown"));
    QCOMPARE(plan.totalReplicas, 3); // 3.75 / 4 -> 1 serving, +1 failure, +1 surge
    const QJsonObject json =
        plan.toJson().value("envelopes").toArray().first().toObject().value("breach").toObject();
    QCOMPARE(json.value("provenance").toString(), QString("unknown"));
    QVERIFY(!json.contains("probability_pct"));
    QVERIFY(plan.breachLines().first().startsWith("Breach probability unknown"));
    for (const PlanAssumption &a : plan.assumptions)
        QVERIFY(a.field != "breach_probability_pct");
}

// A load saved before it carried draws takes them from its sweep while it states its boundary.
void TestCapacityPlanner::breachDrawsComeFromTheSweep()
{
    PlanInput in = demo();
    SustainableLoad load = twinLoad();
    SweepSummary sweep;
    sweep.id = "s1";
    sweep.boundaryRps = 4.0;
    sweep.boundaryDrawsRps = load.boundaryDrawsRps;
    load.boundaryDrawsRps.clear();
    in.deployment.sustainable = load;
    QCOMPARE(CapacityPlanner::plan(in, {sweep}).envelopes.first().breach.probabilityPct, 10.0);
    in.deployment.sustainable.rateRps = 4.2; // edited by hand: no longer the sweep's
    QCOMPARE(CapacityPlanner::plan(in, {sweep}).envelopes.first().breach.basis,
             BreachRisk::Basis::SweepInterval);
}

// Ten draws near zero: no count up to the limit reaches 5 %; the plan adds nothing it cannot
// justify and stays preliminary, saying why.
void TestCapacityPlanner::breachTargetOutOfReachIsPreliminary()
{
    PlanInput in = demo();
    SustainableLoad load = twinLoad();
    std::fill(load.boundaryDrawsRps.begin(), load.boundaryDrawsRps.begin() + 10, 1e-6);
    in.deployment.sustainable = load;
    const CapacityPlan plan = CapacityPlanner::plan(in);
    const BreachRisk &b = plan.envelopes.first().breach;
    QCOMPARE(b.probabilityPct, 10.0);
    QCOMPARE(b.neededReplicas, -1);
    QCOMPARE(plan.totalReplicas, 4);
    QVERIFY2(b.summary().endsWith("no replica count up to 100000 reaches the target."),
             qPrintable(b.summary()));
    QVERIFY(plan.preliminary);
    QVERIFY(plan.preliminaryReasons.join(" ").contains("no replica count keeps the breach"));
}

QTEST_GUILESS_MAIN(TestCapacityPlanner)
#include "tst_capacityplanner.moc"
