// Which steps of the loop a project has done (the GUI's first-steps strip and sidebar ticks):
// each tick comes from what the database holds, for this project only, and the change stamp
// sees commits of this connection and of another.
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "workflow/ProjectProgress.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestProjectProgress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void emptyProjectHasNothingDone();
    void demoProjectHasRequestServingAndWorkload();
    void storedRecordsTickTheirSteps();
    void failedLatestValidationIsNotDone();
    void otherProjectsRecordsDoNotCount();
    void incompleteRequestSaysHowFar();
    void changeStampSeesBothConnections();

private:
    QList<LoopStepState> read(qint64 projectId);
    static const LoopStepState &state(const QList<LoopStepState> &states, LoopStep step);
    void exec(const QString &sql);

    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
};

void TestProjectProgress::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("p.sqlite")));
    QVERIFY(db.ok());
    m_db = std::move(*db);
}

void TestProjectProgress::cleanup()
{
    m_db.reset();
    delete m_dir;
}

QList<LoopStepState> TestProjectProgress::read(qint64 projectId)
{
    auto states = ProjectProgress::read(*m_db, projectId);
    if (!states) {
        qWarning("%s", qPrintable(states.error()));
        return {};
    }
    return *states;
}

const LoopStepState &TestProjectProgress::state(const QList<LoopStepState> &states, LoopStep step)
{
    static const LoopStepState none;
    for (const LoopStepState &s : states)
        if (s.step == step)
            return s;
    return none;
}

void TestProjectProgress::exec(const QString &sql)
{
    QVERIFY2(m_db->exec(sql.toUtf8().constData()).ok(), qPrintable(m_db->lastError()));
}

void TestProjectProgress::emptyProjectHasNothingDone()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("Empty"));
    QVERIFY(project.ok());
    const QList<LoopStepState> states = read(project->id);
    QCOMPARE(states.size(), ProjectProgress::steps().size());
    for (int i = 0; i < states.size(); ++i) {
        QCOMPARE(states.at(i).step, ProjectProgress::steps().at(i));
        QVERIFY2(!states.at(i).done, qPrintable(states.at(i).detail));
        QVERIFY(!states.at(i).detail.isEmpty());
    }
    QVERIFY(state(states, LoopStep::Telemetry).optional);
    QVERIFY(!state(states, LoopStep::Reports).tracked);
    QCOMPARE(ProjectProgress::next(states), LoopStep::SizingRequest);
}

void TestProjectProgress::demoProjectHasRequestServingAndWorkload()
{
    auto id = DemoProject::create(*m_db);
    QVERIFY(id.ok());
    const QList<LoopStepState> states = read(*id);
    QVERIFY2(state(states, LoopStep::SizingRequest).done,
             qPrintable(state(states, LoopStep::SizingRequest).detail));
    QVERIFY(state(states, LoopStep::ServingConfig).done);
    QVERIFY(state(states, LoopStep::ServingConfig).detail.contains(QLatin1String(" on ")));
    QVERIFY(!state(states, LoopStep::Telemetry).done);
    QVERIFY(state(states, LoopStep::Workload).done);
    QCOMPARE(state(states, LoopStep::Workload).detail,
             QStringLiteral("Derived from the sizing request."));
    QVERIFY(!state(states, LoopStep::Sweep).done);
    // Telemetry is optional: the next step is the sweep.
    QCOMPARE(ProjectProgress::next(states), LoopStep::Sweep);
}

void TestProjectProgress::storedRecordsTickTheirSteps()
{
    auto id = DemoProject::create(*m_db);
    QVERIFY(id.ok());
    const QString p = QString::number(*id);
    exec(QStringLiteral("INSERT INTO telemetry_datasets (project_id, name, format, source_file, "
                        "imported_at) VALUES (%1, 'obs', 'langfuse', 'obs.jsonl', '2026-01-01')")
             .arg(p));
    // A running sweep and a stopped one do not count; a completed one with a result does.
    exec(QStringLiteral("INSERT INTO sweeps (project_id, status, created_at, updated_at, config) "
                        "VALUES (%1, 'running', 'x', 'x', '{}'), (%1, 'stopped', 'x', 'x', '{}')")
             .arg(p));
    QList<LoopStepState> states = read(*id);
    QVERIFY(state(states, LoopStep::Telemetry).done);
    QVERIFY(!state(states, LoopStep::Sweep).done);
    exec(QStringLiteral("INSERT INTO sweeps (project_id, status, created_at, updated_at, config, "
                        "result) VALUES (%1, 'completed', 'x', 'x', '{}', '{}')")
             .arg(p));
    auto input = PlanRepository(*m_db).loadInput(*id);
    QVERIFY(input.ok() && input->has_value());
    auto plan = PlanRepository(*m_db).savePlan(*id, **input, CapacityPlan{});
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    exec(QStringLiteral("INSERT INTO validations (project_id, plan_id, created_at, target, "
                        "replicas, strategy, rate_rps, duration_s, seed, passed, report) VALUES "
                        "(%1, %2, 'x', 'virtual', 3, 'least', 2.5, 600, '1', 1, '{}')")
             .arg(p)
             .arg(*plan));
    states = read(*id);
    QVERIFY(state(states, LoopStep::Sweep).done);
    QCOMPARE(state(states, LoopStep::Sweep).detail, QStringLiteral("Finished sweeps: 1."));
    QVERIFY(state(states, LoopStep::Plan).done);
    QVERIFY(state(states, LoopStep::Validate).done);
    QVERIFY(!state(states, LoopStep::Reports).done);
    QCOMPARE(ProjectProgress::next(states), LoopStep::Reports);
}

void TestProjectProgress::failedLatestValidationIsNotDone()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("Fleet"));
    QVERIFY(project.ok());
    const QString insert =
        QStringLiteral("INSERT INTO validations (project_id, created_at, target, replicas, "
                       "strategy, rate_rps, duration_s, seed, passed, report) VALUES "
                       "(%1, 'x', 'virtual', 3, 'least', 2.5, 600, '1', %2, '{}')");
    exec(insert.arg(project->id).arg(1));
    QVERIFY(state(read(project->id), LoopStep::Validate).done);
    exec(insert.arg(project->id).arg(0));
    const LoopStepState validate = state(read(project->id), LoopStep::Validate);
    QVERIFY(!validate.done);
    QCOMPARE(validate.detail, QStringLiteral("The latest validation failed."));
}

void TestProjectProgress::otherProjectsRecordsDoNotCount()
{
    auto mine = ProjectRepository(*m_db).create(QStringLiteral("Mine"));
    auto other = ProjectRepository(*m_db).create(QStringLiteral("Other"));
    QVERIFY(mine.ok() && other.ok());
    exec(QStringLiteral("INSERT INTO sweeps (project_id, status, created_at, updated_at, config, "
                        "result) VALUES (%1, 'completed', 'x', 'x', '{}', '{}')")
             .arg(other->id));
    QVERIFY(state(read(other->id), LoopStep::Sweep).done);
    QVERIFY(!state(read(mine->id), LoopStep::Sweep).done);
}

void TestProjectProgress::incompleteRequestSaysHowFar()
{
    auto id = DemoProject::create(*m_db);
    QVERIFY(id.ok());
    auto input = PlanRepository(*m_db).loadInput(*id);
    QVERIFY(input.ok() && input->has_value());
    PlanInput partial = **input;
    partial.request.setValue(QStringLiteral("name"), QJsonValue());
    QVERIFY(PlanRepository(*m_db).saveInput(*id, partial).ok());
    const LoopStepState request = state(read(*id), LoopStep::SizingRequest);
    QVERIFY(!request.done);
    QVERIFY2(request.detail.contains(QLatin1String("% of the required questions answered")),
             qPrintable(request.detail));
}

void TestProjectProgress::changeStampSeesBothConnections()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("Stamp"));
    QVERIFY(project.ok());
    const auto before = ProjectProgress::changeStamp(*m_db);
    QCOMPARE(ProjectProgress::changeStamp(*m_db), before);
    exec(QStringLiteral("INSERT INTO plans (project_id, created_at, preliminary, total_replicas, "
                        "total_gpus, input, plan) VALUES (%1, 'x', 1, 1, 1, '{}', '{}')")
             .arg(project->id));
    const auto afterOwn = ProjectProgress::changeStamp(*m_db);
    QVERIFY(afterOwn != before);
    auto other = Database::open(m_db->path());
    QVERIFY(other.ok());
    QVERIFY((*other)->exec("DELETE FROM plans").ok());
    QVERIFY(ProjectProgress::changeStamp(*m_db) != afterOwn);
}

QTEST_GUILESS_MAIN(TestProjectProgress)
#include "tst_projectprogress.moc"
