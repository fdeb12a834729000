// Stored fleet validations (issue 19): a validation and its settings come back as they were
// saved, attach to a plan and its project, and a damaged record is one named error.
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/SqlStatement.h"
#include "validation/ValidationRepository.h"
#include "validation/ValidationWorkflow.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

FleetValidationRequest request(int replicas)
{
    FleetValidationRequest r;
    r.preset = QStringLiteral("llama-3.1-8b-h100");
    r.replicas = replicas;
    r.workload = Workload::single(1000, 250);
    r.rateRps = 2.0 * replicas;
    r.durationS = 600;
    r.startupS = 120;
    r.seed = 7;
    r.slo = *Slo::fromJson(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("chat")},
        {QStringLiteral("ttft"),
         QJsonObject{{QStringLiteral("threshold_ms"), 2000}, {QStringLiteral("attainment"), 99}}},
        {QStringLiteral("tpot"),
         QJsonObject{{QStringLiteral("threshold_ms"), 100}, {QStringLiteral("attainment"), 99}}}});
    r.drills = *DrillScript::parse(QStringLiteral("at 3m: lose replica 2\n"
                                                  "at 6m: rolling restart, surge 1\n"));
    r.singleReplicaRps = 2.5;
    r.searchUpTo = replicas + 2;
    return r;
}

qint64 insertPlan(Database &db, qint64 projectId)
{
    SqlStatement q(db.handle(),
                   "INSERT INTO plans (project_id, created_at, preliminary, total_replicas, "
                   "total_gpus, input, plan) VALUES (?, '2026-12-01T00:00:00Z', 0, 3, 3, '{}', "
                   "'{}')");
    q.bind(1, projectId);
    if (!q.exec())
        return 0;
    return db.lastInsertRowId();
}

} // namespace

class TestValidationRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void roundTrip();
    void attachesToAPlanAndItsProject();
    void damagedRecordIsNamed();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
};

void TestValidationRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto db = Database::open(m_dir->filePath(QStringLiteral("v.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(db).value();
}

void TestValidationRepository::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestValidationRepository::roundTrip()
{
    const FleetValidationRequest req = request(2);
    auto report = ValidationWorkflow::runVirtual(req);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->drills.size(), 2);
    QVERIFY(report->minutes.size() >= 10);
    ValidationRepository repo(*m_db);
    auto id = repo.save(ValidationSettings::of(req), *report);
    QVERIFY2(id.ok(), qPrintable(id.error()));

    auto loaded = repo.load(*id);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
    QCOMPARE(loaded->id, *id);
    QCOMPARE(loaded->projectId, qint64(0));
    QCOMPARE(loaded->planId, qint64(0));
    QVERIFY(loaded->createdAt.isValid());
    const ValidationSettings &s = loaded->settings;
    QCOMPARE(s.target, QStringLiteral("sim-fleet-virtual"));
    QCOMPARE(s.preset, req.preset);
    QCOMPARE(s.replicas, 2);
    QCOMPARE(s.strategy, QStringLiteral("least-outstanding"));
    QCOMPARE(s.rateRps, 4.0);
    QCOMPARE(s.durationS, 600.0);
    QCOMPARE(s.startupS, 120.0);
    QCOMPARE(s.seed, quint64(7));
    QCOMPARE(s.drills, req.drills.toText());
    QCOMPARE(s.slo.toJson(), req.slo.toJson());
    QCOMPARE(s.toJson(), ValidationSettings::of(req).toJson());
    // The report reads back whole: its JSON, text and per-minute CSV are the same bytes.
    QCOMPARE(loaded->report.toJson(), report->toJson());
    QCOMPARE(loaded->report.textLines(), report->textLines());
    QCOMPARE(loaded->report.minutesCsv(), report->minutesCsv());
    QCOMPARE(loaded->report.drills.at(0).drill.kind, DrillEvent::Kind::LoseReplica);
    QCOMPARE(loaded->report.drills.at(0).drill.replica, 1);
    QCOMPARE(loaded->report.scalingRatio(), report->scalingRatio());

    // Nothing the workload's requests said is in the record: counts and settings only.
    SqlStatement q(m_db->handle(), "SELECT settings || report FROM validations");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QVERIFY(!q.text(0).contains(QLatin1String("prompt")));
    QVERIFY(!q.text(0).contains(QLatin1String("output_text")));
    QVERIFY(!repo.load(*id + 100).ok());
    QCOMPARE(repo.load(*id + 100).error(),
             QStringLiteral("there is no validation %1").arg(*id + 100));
}

void TestValidationRepository::attachesToAPlanAndItsProject()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("Chat"));
    QVERIFY(project.ok());
    const qint64 plan = insertPlan(*m_db, project->id);
    QVERIFY(plan > 0);
    const FleetValidationRequest req = request(2);
    auto report = ValidationWorkflow::runVirtual(req);
    QVERIFY(report.ok());
    ValidationRepository repo(*m_db);
    QVERIFY(repo.latestForPlan(plan).ok());
    QVERIFY(!repo.latestForPlan(plan)->has_value());

    auto loose = repo.save(ValidationSettings::of(req), *report);
    auto first = repo.save(ValidationSettings::of(req), *report, 0, plan);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(repo.load(*first)->projectId, project->id); // the plan's project
    QCOMPARE(repo.load(*first)->planId, plan);
    auto latest = repo.latestForPlan(plan);
    QVERIFY(latest.ok() && latest->has_value());
    QCOMPARE((*latest)->id, *first);

    // A validation saved loose can be attached later; the newest saved is the latest.
    QVERIFY(repo.attach(*loose, plan).ok());
    QCOMPARE(repo.load(*loose)->planId, plan);
    QCOMPARE(repo.load(*loose)->projectId, project->id);
    auto second = repo.save(ValidationSettings::of(req), *report, 0, plan);
    QVERIFY(second.ok());
    QCOMPARE((*repo.latestForPlan(plan))->id, *second);

    QCOMPARE(repo.list(project->id)->size(), 3);
    QCOMPARE(repo.list(project->id)->first().id, *second); // newest first
    QCOMPARE(repo.list()->size(), 3);
    QCOMPARE(repo.list(project->id + 1)->size(), 0);

    const Status noPlan = repo.attach(*loose, plan + 50);
    QVERIFY(!noPlan.ok());
    QCOMPARE(noPlan.error(), QStringLiteral("there is no plan %1").arg(plan + 50));
    QVERIFY(!repo.save(ValidationSettings::of(req), *report, 0, plan + 50).ok());
    QCOMPARE(repo.attach(*second + 10, plan).error(),
             QStringLiteral("there is no validation %1").arg(*second + 10));

    // A deleted plan leaves its validations, detached.
    SqlStatement del(m_db->handle(), "DELETE FROM plans WHERE id = ?");
    del.bind(1, plan);
    QVERIFY(del.exec());
    QCOMPARE(repo.load(*second)->planId, qint64(0));
    QVERIFY(!repo.latestForPlan(plan)->has_value());
}

void TestValidationRepository::damagedRecordIsNamed()
{
    const FleetValidationRequest req = request(2);
    auto report = ValidationWorkflow::runVirtual(req);
    QVERIFY(report.ok());
    ValidationRepository repo(*m_db);
    auto id = repo.save(ValidationSettings::of(req), *report);
    QVERIFY(id.ok());
    SqlStatement q(m_db->handle(), "UPDATE validations SET report = '{\"replicas\": 2}'");
    QVERIFY(q.exec());
    auto loaded = repo.load(*id);
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error(), QStringLiteral("validation %1 is damaged: the validation has no "
                                            "per-minute rows")
                                 .arg(*id));
}

QTEST_GUILESS_MAIN(TestValidationRepository)
#include "tst_validationrepository.moc"
