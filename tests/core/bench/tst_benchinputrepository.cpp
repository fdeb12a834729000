#include "bench/BenchInputRepository.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/SqlStatement.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestBenchInputRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void nothingSavedIsEmpty();
    void savesWorkloadAndSloIndependently();
    void projectsAreSeparate();
    void removedProjectTakesItsInputs();
    void damagedDocumentFails();

private:
    Workload workload() const;
    Slo slo() const;

    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
    qint64 m_project = 0;
};

void TestBenchInputRepository::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("b.sqlite")));
    QVERIFY(db.ok());
    m_db = std::move(db).value();
    auto p = ProjectRepository(*m_db).create(QStringLiteral("Chat"));
    QVERIFY(p.ok());
    m_project = p->id;
}

void TestBenchInputRepository::cleanup()
{
    m_db.reset();
    delete m_dir;
}

Workload TestBenchInputRepository::workload() const
{
    Workload w;
    w.name = QStringLiteral("chat and summaries");
    WorkloadClass chat;
    chat.name = QStringLiteral("chat");
    chat.weight = 3;
    chat.inputTokens = TokenDistribution::logNormal(400, 2000, 1, 8000);
    chat.outputTokens = TokenDistribution::uniform(100, 300);
    chat.sharedPrefix = {300, 0.9, 4};
    WorkloadClass summary;
    summary.name = QStringLiteral("summarize");
    summary.inputTokens = TokenDistribution::empirical({1000, 4000}, {3, 1});
    summary.cancel.probability = 0.05;
    summary.cancel.afterTokens = 20;
    w.classes = {chat, summary};
    return w;
}

Slo TestBenchInputRepository::slo() const
{
    Slo s;
    s.name = QStringLiteral("interactive");
    s.objectives = {{SloMetric::Ttft, 500, 99}, {SloMetric::Tpot, 50, 90}};
    s.maxErrorRatePct = 2;
    s.classObjectives.insert(QStringLiteral("summarize"), {{SloMetric::Ttft, 4000, 95}});
    return s;
}

void TestBenchInputRepository::nothingSavedIsEmpty()
{
    auto inputs = BenchInputRepository(*m_db).load(m_project);
    QVERIFY2(inputs.ok(), qPrintable(inputs.error()));
    QVERIFY(!inputs->workload);
    QVERIFY(!inputs->slo);
}

void TestBenchInputRepository::savesWorkloadAndSloIndependently()
{
    BenchInputRepository repo(*m_db);
    QVERIFY(repo.saveWorkload(m_project, workload()).ok());
    auto first = repo.load(m_project);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QVERIFY(first->workload);
    QCOMPARE(*first->workload, workload());
    QVERIFY(!first->slo);

    QVERIFY(repo.saveSlo(m_project, slo()).ok());
    Workload changed = workload();
    changed.classes.removeLast();
    QVERIFY(repo.saveWorkload(m_project, changed).ok());
    auto second = repo.load(m_project);
    QVERIFY(second.ok());
    QCOMPARE(*second->workload, changed); // replaced
    QVERIFY(second->slo);
    QCOMPARE(*second->slo, slo()); // kept when only the workload changed
}

void TestBenchInputRepository::projectsAreSeparate()
{
    auto other = ProjectRepository(*m_db).create(QStringLiteral("Agents"));
    QVERIFY(other.ok());
    BenchInputRepository repo(*m_db);
    QVERIFY(repo.saveSlo(other->id, slo()).ok());
    QVERIFY(!repo.load(m_project)->slo);
    QVERIFY(repo.load(other->id)->slo);
}

void TestBenchInputRepository::removedProjectTakesItsInputs()
{
    BenchInputRepository repo(*m_db);
    QVERIFY(repo.saveWorkload(m_project, workload()).ok());
    QVERIFY(ProjectRepository(*m_db).remove(m_project).ok());
    SqlStatement q(m_db->handle(), "SELECT COUNT(*) FROM project_bench_inputs");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(0), qint64(0));
}

void TestBenchInputRepository::damagedDocumentFails()
{
    SqlStatement q(m_db->handle(), "INSERT INTO project_bench_inputs (project_id, workload, "
                                   "updated_at) VALUES (?, '{not json', 'x')");
    q.bind(1, m_project);
    QVERIFY(q.exec());
    auto inputs = BenchInputRepository(*m_db).load(m_project);
    QVERIFY(!inputs.ok());
    QVERIFY2(inputs.error().contains(QStringLiteral("damaged")), qPrintable(inputs.error()));
}

QTEST_APPLESS_MAIN(TestBenchInputRepository)
#include "tst_benchinputrepository.moc"
