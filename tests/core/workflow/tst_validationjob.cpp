// The validation verb (issue 33): the search's default reach, the plan's SLO when none is
// given, a live run stored as live with its speed, a virtual one as virtual, and a cancel that
// stops a virtual run between replica counts and stores nothing.
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "validation/ValidationRepository.h"
#include "workflow/ValidationJob.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

Slo chatSlo()
{
    return *Slo::fromJson(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("chat")},
        {QStringLiteral("ttft"),
         QJsonObject{{QStringLiteral("threshold_ms"), 2000}, {QStringLiteral("attainment"), 99}}},
        {QStringLiteral("tpot"),
         QJsonObject{{QStringLiteral("threshold_ms"), 100}, {QStringLiteral("attainment"), 99}}}});
}

// One 8B H100 replica holds 15 req/s of 1000/250 tokens and not 20: 3 replicas at 40 req/s
// break on the loss of one (as tst_validatepage's fleet), 4 pass.
ValidationJobRequest underProvisioned()
{
    ValidationJobRequest r;
    r.fleet.preset = QStringLiteral("llama-3.1-8b-h100");
    r.fleet.replicas = 3;
    r.fleet.rateRps = 40;
    r.fleet.workload = Workload::single(1000, 250);
    r.fleet.durationS = 25 * 60;
    r.fleet.startupS = 60;
    r.fleet.drills = *DrillScript::parse(QStringLiteral("at 5m: lose replica 2\n"));
    r.slo = chatSlo();
    return r;
}

} // namespace

class TestValidationJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void searchReachDefaultsToTwiceTheFleetPlusTwo();
    void takesThePlansSloWhenNoneIsGiven();
    void storesAVirtualRunAsVirtual();
    void storesALiveRunAsLiveWithItsSpeed();
    void cancelStopsBetweenReplicaCountsAndStoresNothing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

void TestValidationJob::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto db = Database::open(m_dir->filePath(QStringLiteral("v.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(db).value();
}

void TestValidationJob::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestValidationJob::searchReachDefaultsToTwiceTheFleetPlusTwo()
{
    QCOMPARE(ValidationWorkflow::defaultSearchUpTo(3), 8);
    auto prepared = ValidationJob::prepare(m_db.get(), underProvisioned());
    QVERIFY2(prepared.ok(), qPrintable(prepared.error()));
    QCOMPARE(prepared->fleet.searchUpTo, 8);

    ValidationJobRequest none = underProvisioned();
    none.searchUpTo = 0;
    QCOMPARE(ValidationJob::prepare(m_db.get(), none)->fleet.searchUpTo, 0);

    auto outcome = ValidationJob::run(m_db.get(), underProvisioned());
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QVERIFY(!outcome->report.passed);
    QCOMPARE(outcome->report.passingSearchLimit, 8);
    QCOMPARE(outcome->report.passingReplicas, 4);
}

void TestValidationJob::takesThePlansSloWhenNoneIsGiven()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("Demo"));
    QVERIFY(project.ok());
    const PlanInput input = *DemoProject::input();
    auto planId = PlanRepository(*m_db).savePlan(project->id, input, CapacityPlanner::plan(input));
    QVERIFY2(planId.ok(), qPrintable(planId.error()));

    ValidationJobRequest r = underProvisioned();
    r.slo.reset();
    r.fleet.slo = chatSlo(); // ignored: the request names no SLO, so the plan's applies
    r.fleet.replicas = 2;
    r.fleet.rateRps = 4;
    r.fleet.durationS = 300;
    r.fleet.drills = {};
    r.planId = *planId;
    const QList<LatencyObjective> planObjectives = input.request.slo().objectives;
    QVERIFY(!planObjectives.isEmpty());
    QVERIFY(planObjectives != chatSlo().objectives);

    auto outcome = ValidationJob::run(m_db.get(), r);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->planId, *planId);
    auto stored = ValidationRepository(*m_db).load(outcome->storedId);
    QVERIFY2(stored.ok(), qPrintable(stored.error()));
    QCOMPARE(stored->planId, *planId);
    QCOMPARE(stored->settings.slo.objectives, planObjectives);

    // Neither an SLO nor a plan: one line saying what to give.
    r.planId = 0;
    const auto missing = ValidationJob::run(m_db.get(), r);
    QVERIFY(!missing.ok());
    QVERIFY2(missing.error().contains(QStringLiteral("give the SLO")), qPrintable(missing.error()));
}

void TestValidationJob::storesAVirtualRunAsVirtual()
{
    ValidationJobRequest r = underProvisioned();
    r.fleet.replicas = 2;
    r.fleet.rateRps = 4;
    r.fleet.durationS = 300;
    r.fleet.drills = {};
    auto outcome = ValidationJob::run(m_db.get(), r);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->target, QStringLiteral("sim-fleet-virtual"));
    auto stored = ValidationRepository(*m_db).load(outcome->storedId);
    QVERIFY2(stored.ok(), qPrintable(stored.error()));
    QCOMPARE(stored->settings.target, QStringLiteral("sim-fleet-virtual"));
    QCOMPARE(stored->settings.liveSpeed, 0.0);
    QCOMPARE(stored->planId, qint64(0));
}

// Live on the built-in fleet at speed 60: 2 fleet minutes of 2 few-slot-cpu replicas at 2 req/s
// take about 2 s of wall-clock time.
void TestValidationJob::storesALiveRunAsLiveWithItsSpeed()
{
    ValidationJobRequest r;
    r.mode = ValidationJobRequest::Mode::Live;
    r.live.kind = LiveTarget::Kind::SimFleet;
    r.live.speed = 60;
    r.fleet.preset = QStringLiteral("few-slot-cpu");
    r.fleet.replicas = 2;
    r.fleet.rateRps = 2;
    r.fleet.workload = Workload::single(200, 60);
    r.fleet.durationS = 120;
    r.slo = chatSlo();
    auto outcome = ValidationJob::run(m_db.get(), r);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->target, QStringLiteral("sim-fleet-live"));
    QCOMPARE(outcome->live.speed, 60.0);
    QVERIFY(outcome->report.total.offered > 0);
    auto stored = ValidationRepository(*m_db).load(outcome->storedId);
    QVERIFY2(stored.ok(), qPrintable(stored.error()));
    QCOMPARE(stored->settings.target, QStringLiteral("sim-fleet-live"));
    QCOMPARE(stored->settings.liveSpeed, 60.0);
    QCOMPARE(stored->settings.toJson().value(QLatin1String("live_speed")).toDouble(), 60.0);
}

void TestValidationJob::cancelStopsBetweenReplicaCountsAndStoresNothing()
{
    std::atomic<bool> cancel{false};
    int updates = 0;
    ValidationJobProgress progress;
    progress.cancel = &cancel;
    progress.onUpdate = [&](const ValidationReport &report, double fleetSeconds) {
        ++updates;
        QVERIFY(!report.passed); // the fleet's own count, which fails
        QCOMPARE(fleetSeconds, 25 * 60.0);
        cancel = true;
    };
    const auto outcome = ValidationJob::run(m_db.get(), underProvisioned(), progress);
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error().contains(QStringLiteral("stopped")), qPrintable(outcome.error()));
    QCOMPARE(updates, 1); // the search tried no replica count after the cancel
    auto stored = ValidationRepository(*m_db).list();
    QVERIFY(stored.ok());
    QVERIFY(stored->isEmpty());
}

QTEST_GUILESS_MAIN(TestValidationJob)
#include "tst_validationjob.moc"
