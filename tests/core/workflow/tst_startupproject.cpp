// Where the GUI starts: the project open at the last quit, in its own database; --db and a
// database chosen in Preferences since; and a clean fallback when the last database or project
// was deleted.
#include "project/Workspace.h"
#include "settings/Settings.h"
#include "storage/ProjectRepository.h"
#include "workflow/StartupProject.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using Key = Settings::Key;

class TestStartupProject : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void firstStartOpensTheDefaultDatabase();
    void reopensTheLastProjectInItsOwnDatabase();
    void dbOptionWinsAndKeepsTheProjectOnlyInItsDatabase();
    void deletedDatabaseFallsBackWithANote();
    void deletedProjectFallsBackToTheFirstWithANote();
    void forgetOpensThePreferredDatabase();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // Creates database name with two projects; returns the second's id.
    qint64 makeDatabase(const QString &name);

    QTemporaryDir *m_dir = nullptr;
    Settings *m_settings = nullptr;
};

void TestStartupProject::init()
{
    m_dir = new QTemporaryDir;
    m_settings = new Settings(path(QStringLiteral("s.ini")));
}

void TestStartupProject::cleanup()
{
    delete m_settings;
    delete m_dir;
}

qint64 TestStartupProject::makeDatabase(const QString &name)
{
    Workspace w;
    if (!w.openDatabase(path(name)).ok())
        return 0;
    w.createProject(QStringLiteral("First"));
    auto second = w.createProject(QStringLiteral("Second"));
    return second ? second->id : 0;
}

void TestStartupProject::firstStartOpensTheDefaultDatabase()
{
    const auto c = StartupProject::choose(*m_settings, {}, path(QStringLiteral("default.sqlite")));
    QCOMPARE(c.databasePath, path(QStringLiteral("default.sqlite")));
    QCOMPARE(c.projectId, qint64(0));
    QVERIFY(c.note.isEmpty());
}

void TestStartupProject::reopensTheLastProjectInItsOwnDatabase()
{
    const qint64 second = makeDatabase(QStringLiteral("other.sqlite"));
    QVERIFY(second > 0);
    // The project open at quit was in another database than the preferred one.
    QVERIFY(m_settings->setValue(Key::DatabasePath, path(QStringLiteral("preferred.sqlite"))));
    StartupProject::remember(*m_settings, path(QStringLiteral("other.sqlite")), second);
    Workspace w;
    auto note = StartupProject::open(w, *m_settings, {}, path(QStringLiteral("default.sqlite")));
    QVERIFY2(note.ok(), qPrintable(note.error()));
    QVERIFY(note->isEmpty());
    QCOMPARE(w.databasePath(), path(QStringLiteral("other.sqlite")));
    QVERIFY(w.currentProject());
    QCOMPARE(w.currentProject()->id, second);
    QCOMPARE(w.currentProject()->name, QStringLiteral("Second"));
}

void TestStartupProject::dbOptionWinsAndKeepsTheProjectOnlyInItsDatabase()
{
    const qint64 second = makeDatabase(QStringLiteral("last.sqlite"));
    QVERIFY(second > 0);
    StartupProject::remember(*m_settings, path(QStringLiteral("last.sqlite")), second);
    auto c = StartupProject::choose(*m_settings, path(QStringLiteral("last.sqlite")), {});
    QCOMPARE(c.projectId, second);
    c = StartupProject::choose(*m_settings, path(QStringLiteral("cli.sqlite")), {});
    QCOMPARE(c.databasePath, path(QStringLiteral("cli.sqlite")));
    QCOMPARE(c.projectId, qint64(0)); // that id names another database's project
}

void TestStartupProject::deletedDatabaseFallsBackWithANote()
{
    const qint64 second = makeDatabase(QStringLiteral("gone.sqlite"));
    QVERIFY(second > 0);
    StartupProject::remember(*m_settings, path(QStringLiteral("gone.sqlite")), second);
    QVERIFY(QFile::remove(path(QStringLiteral("gone.sqlite"))));
    Workspace w;
    auto note = StartupProject::open(w, *m_settings, {}, path(QStringLiteral("default.sqlite")));
    QVERIFY2(note.ok(), qPrintable(note.error()));
    QCOMPARE(w.databasePath(), path(QStringLiteral("default.sqlite")));
    QVERIFY(note->contains(QLatin1String("gone.sqlite")));
    QVERIFY(note->contains(QLatin1String("no longer exists")));
    // Not recreated empty where the user deleted it.
    QVERIFY(!QFile::exists(path(QStringLiteral("gone.sqlite"))));
    QVERIFY(w.currentProject()); // the demo project of the new database
}

void TestStartupProject::deletedProjectFallsBackToTheFirstWithANote()
{
    const qint64 second = makeDatabase(QStringLiteral("db.sqlite"));
    QVERIFY(second > 0);
    {
        Workspace w;
        QVERIFY(w.openDatabase(path(QStringLiteral("db.sqlite"))).ok());
        QVERIFY(ProjectRepository(*w.database()).remove(second).ok());
    }
    StartupProject::remember(*m_settings, path(QStringLiteral("db.sqlite")), second);
    Workspace w;
    auto note = StartupProject::open(w, *m_settings, {}, {});
    QVERIFY2(note.ok(), qPrintable(note.error()));
    QCOMPARE(w.currentProject()->name, QStringLiteral("First"));
    QCOMPARE(*note, QStringLiteral("The project open last no longer exists; opened First."));
}

void TestStartupProject::forgetOpensThePreferredDatabase()
{
    const qint64 second = makeDatabase(QStringLiteral("last.sqlite"));
    QVERIFY(second > 0);
    StartupProject::remember(*m_settings, path(QStringLiteral("last.sqlite")), second);
    QVERIFY(m_settings->setValue(Key::DatabasePath, path(QStringLiteral("chosen.sqlite"))));
    StartupProject::forget(*m_settings);
    const auto c = StartupProject::choose(*m_settings, {}, {});
    QCOMPARE(c.databasePath, path(QStringLiteral("chosen.sqlite")));
    QCOMPARE(c.projectId, qint64(0));
    QVERIFY(c.note.isEmpty());
}

QTEST_GUILESS_MAIN(TestStartupProject)
#include "tst_startupproject.moc"
