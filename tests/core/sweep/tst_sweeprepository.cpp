#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "sweep/SweepRepository.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

SweepConfig config(const QString &name, qint64 projectId = 0)
{
    SweepConfig c;
    c.name = name;
    c.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8000"));
    c.bench.plan.workload = Workload::single(200, 100);
    Slo slo;
    slo.name = QStringLiteral("tiny");
    slo.objectives = {{SloMetric::Ttft, 1000, 95}};
    c.bench.slo = slo;
    c.bench.projectId = projectId;
    c.search.startRps = 2;
    return c;
}

SweepStep step(int index, double rate, StepVerdict verdict)
{
    SweepStep s;
    s.index = index;
    s.rateRps = rate;
    s.verdict = verdict;
    s.sloMarginPct = verdict == StepVerdict::Pass ? 2.0 : -3.0;
    s.measured = 40 + index;
    s.goodputRps = rate * 0.9;
    s.reasons = verdict == StepVerdict::Pass ? QStringList{} : QStringList{QStringLiteral("why")};
    return s;
}

} // namespace

class TestSweepRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void createAndFind();
    void stepsInOrder();
    void stepOfAMissingSweepIsRefused();
    void statusAndFinish();
    void listNewestFirstAndByProject();
    void missingSweep();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    int m_n = 0;
};

void TestSweepRepository::init()
{
    auto db = Database::open(m_dir.filePath(QStringLiteral("sweeps-%1.sqlite").arg(++m_n)));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(db).value();
}

void TestSweepRepository::cleanup()
{
    m_db.reset();
}

void TestSweepRepository::createAndFind()
{
    SweepRepository repo(*m_db);
    const SweepConfig c = config(QStringLiteral("first"));
    const QJsonObject endpoint{{QStringLiteral("model"), QStringLiteral("tiny-model")}};
    auto id = repo.create(c, endpoint);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    QVERIFY(*id > 0);
    auto info = repo.find(*id);
    QVERIFY2(info.ok(), qPrintable(info.error()));
    QCOMPARE(info->id, *id);
    QCOMPARE(info->name, QStringLiteral("first"));
    QCOMPARE(info->status, SweepInfo::Status::Running);
    QCOMPARE(info->projectId, 0);
    QCOMPARE(info->config, c.toJson());
    QCOMPARE(info->endpoint, endpoint);
    QVERIFY(!info->result);
    QCOMPARE(info->stepCount, 0);
    QVERIFY(info->createdAt.isValid());
    QCOMPARE(info->createdAt, info->updatedAt);
    // The stored config is enough to resume.
    auto back = SweepConfig::fromJson(info->config);
    QVERIFY(back.ok());
    QCOMPARE(back->search.startRps, 2.0);
    QCOMPARE(*back->bench.slo, *c.bench.slo);
}

void TestSweepRepository::stepsInOrder()
{
    SweepRepository repo(*m_db);
    const qint64 id = *repo.create(config(QStringLiteral("s")), {});
    const qint64 other = *repo.create(config(QStringLiteral("other")), {});
    // Stored out of order; read back by index.
    QVERIFY(repo.addStep(id, step(1, 2.0, StepVerdict::Pass)).ok());
    QVERIFY(repo.addStep(id, step(0, 1.0, StepVerdict::Pass)).ok());
    QVERIFY(repo.addStep(other, step(0, 9.0, StepVerdict::Fail)).ok());
    QVERIFY(repo.addStep(id, step(2, 4.0, StepVerdict::Fail)).ok());
    auto steps = repo.steps(id);
    QVERIFY2(steps.ok(), qPrintable(steps.error()));
    QCOMPARE(steps->size(), 3);
    QCOMPARE(steps->at(0).rateRps, 1.0);
    QCOMPARE(steps->at(1).rateRps, 2.0);
    QCOMPARE(steps->at(2).rateRps, 4.0);
    QCOMPARE(steps->at(2).verdict, StepVerdict::Fail);
    QCOMPARE(steps->at(2).reasons, QStringList{QStringLiteral("why")});
    QCOMPARE(steps->at(2).sloMarginPct, -3.0);
    QCOMPARE(steps->at(1).measured, 41);
    QCOMPARE(repo.find(id)->stepCount, 3);
    QCOMPARE(repo.find(other)->stepCount, 1);

    // A step run again after a crash replaces the stored one of that index.
    QVERIFY(repo.addStep(id, step(2, 3.0, StepVerdict::Pass)).ok());
    steps = repo.steps(id);
    QCOMPARE(steps->size(), 3);
    QCOMPARE(steps->at(2).rateRps, 3.0);
    QCOMPARE(steps->at(2).verdict, StepVerdict::Pass);
}

void TestSweepRepository::stepOfAMissingSweepIsRefused()
{
    SweepRepository repo(*m_db);
    QVERIFY(!repo.addStep(404, step(0, 1.0, StepVerdict::Pass)).ok());
    QVERIFY(repo.steps(404)->isEmpty());
}

void TestSweepRepository::statusAndFinish()
{
    SweepRepository repo(*m_db);
    const qint64 id = *repo.create(config(QStringLiteral("s")), {});
    QVERIFY(repo.setStatus(id, SweepInfo::Status::Stopped).ok());
    QCOMPARE(repo.find(id)->status, SweepInfo::Status::Stopped);
    QVERIFY(repo.setStatus(id, SweepInfo::Status::Failed).ok());
    QCOMPARE(repo.find(id)->status, SweepInfo::Status::Failed);
    QVERIFY(repo.setStatus(id, SweepInfo::Status::Running).ok());
    QCOMPARE(repo.find(id)->status, SweepInfo::Status::Running);

    SweepResult result;
    result.sweepId = id;
    result.boundary.found = true;
    result.boundary.bracketed = true;
    result.boundary.meanRps = 3.925;
    result.boundary.lowerRps = 3.806;
    result.boundary.upperRps = 4.044;
    result.ending = BoundarySearch::Ending::Bracketed;
    result.saturationThroughputRps = 3.65;
    result.steps = 11;
    result.wallSeconds = 281;
    QVERIFY(repo.finish(id, result).ok());
    const auto info = repo.find(id);
    QCOMPARE(info->status, SweepInfo::Status::Completed);
    QVERIFY(info->result);
    QCOMPARE(info->result->toJson(), result.toJson());
    QVERIFY(info->updatedAt >= info->createdAt);

    for (auto s : {SweepInfo::Status::Running, SweepInfo::Status::Completed,
                   SweepInfo::Status::Stopped, SweepInfo::Status::Failed})
        QCOMPARE(SweepInfo::parseStatus(SweepInfo::statusKey(s)), s);
}

void TestSweepRepository::listNewestFirstAndByProject()
{
    auto project = ProjectRepository(*m_db).create(QStringLiteral("capacity"));
    QVERIFY2(project.ok(), qPrintable(project.error()));
    SweepRepository repo(*m_db);
    const qint64 a = *repo.create(config(QStringLiteral("a")), {});
    const qint64 b = *repo.create(config(QStringLiteral("b"), project->id), {});
    const qint64 c = *repo.create(config(QStringLiteral("c"), project->id), {});
    QVERIFY(repo.addStep(b, step(0, 1.0, StepVerdict::Pass)).ok());

    auto all = repo.list();
    QVERIFY2(all.ok(), qPrintable(all.error()));
    QCOMPARE(all->size(), 3);
    QCOMPARE(all->at(0).id, c);
    QCOMPARE(all->at(1).id, b);
    QCOMPARE(all->at(2).id, a);
    QCOMPARE(all->at(1).stepCount, 1);
    QCOMPARE(all->at(1).projectId, project->id);

    auto mine = repo.list(project->id);
    QVERIFY(mine.ok());
    QCOMPARE(mine->size(), 2);
    QCOMPARE(mine->at(0).name, QStringLiteral("c"));
    QCOMPARE(mine->at(1).name, QStringLiteral("b"));
    QVERIFY(repo.list(project->id + 100)->isEmpty());
}

void TestSweepRepository::missingSweep()
{
    auto info = SweepRepository(*m_db).find(99);
    QVERIFY(!info.ok());
    QVERIFY2(info.error().contains(QStringLiteral("no sweep 99")), qPrintable(info.error()));
}

QTEST_APPLESS_MAIN(TestSweepRepository)
#include "tst_sweeprepository.moc"
