#include "storage/Database.h"
#include "storage/ProjectRepository.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestProjectRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void createListFind();
    void validatesNames_data();
    void validatesNames();
    void refusesDuplicateNames();
    void updateAndRemove();

private:
    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
};

void TestProjectRepository::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("p.sqlite")));
    QVERIFY(db.ok());
    m_db = std::move(db).value();
}

void TestProjectRepository::cleanup()
{
    m_db.reset();
    delete m_dir;
}

void TestProjectRepository::createListFind()
{
    ProjectRepository repo(*m_db);
    auto b = repo.create(QStringLiteral("  beta  "), QStringLiteral("second"));
    QVERIFY2(b.ok(), qPrintable(b.error()));
    QCOMPARE(b->name, QStringLiteral("beta"));
    QCOMPARE(b->description, QStringLiteral("second"));
    QVERIFY(b->createdAt.isValid());
    auto a = repo.create(QStringLiteral("Alpha"));
    QVERIFY(a.ok());

    auto all = repo.list();
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).name, QStringLiteral("Alpha")); // case-insensitive order
    QCOMPARE(all->at(1).name, QStringLiteral("beta"));
    QCOMPARE(repo.findByName(QStringLiteral("beta"))->id, b->id);
    QVERIFY(!repo.findByName(QStringLiteral("gamma")));
    QVERIFY(!repo.findById(9999));
}

void TestProjectRepository::validatesNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << QStringLiteral("Support bot") << true;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("blank") << QStringLiteral("   ") << false;
    QTest::newRow("200 chars") << QString(200, QLatin1Char('x')) << true;
    QTest::newRow("201 chars") << QString(201, QLatin1Char('x')) << false;
    QTest::newRow("unicode") << QStringLiteral("Größenplanung ✓") << true;
}

void TestProjectRepository::validatesNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QCOMPARE(ProjectRepository::validateName(name).ok(), valid);
    ProjectRepository repo(*m_db);
    QCOMPARE(repo.create(name).ok(), valid);
}

void TestProjectRepository::refusesDuplicateNames()
{
    ProjectRepository repo(*m_db);
    QVERIFY(repo.create(QStringLiteral("dup")).ok());
    auto again = repo.create(QStringLiteral("dup "));
    QVERIFY(!again.ok());
    QVERIFY(again.error().contains(QStringLiteral("already exists")));
}

void TestProjectRepository::updateAndRemove()
{
    ProjectRepository repo(*m_db);
    auto p = repo.create(QStringLiteral("one"));
    auto q = repo.create(QStringLiteral("two"));
    QVERIFY(p.ok() && q.ok());
    Project changed = *p;
    changed.name = QStringLiteral("uno");
    changed.description = QStringLiteral("renamed");
    QVERIFY(repo.update(changed).ok());
    QCOMPARE(repo.findById(p->id)->description, QStringLiteral("renamed"));

    changed.name = QStringLiteral("two");
    QVERIFY(!repo.update(changed).ok());

    Project ghost;
    ghost.id = 4242;
    ghost.name = QStringLiteral("ghost");
    QVERIFY(!repo.update(ghost).ok());

    QVERIFY(repo.remove(p->id).ok());
    QVERIFY(!repo.findById(p->id));
    QCOMPARE(repo.list()->size(), 1);
}

QTEST_APPLESS_MAIN(TestProjectRepository)
#include "tst_projectrepository.moc"
