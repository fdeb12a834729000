#include "DeadProcess.h"
#include "ProcessLocks.h"
#include "storage/Database.h"
#include "storage/DatabaseHolders.h"
#include "storage/Migrations.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <QElapsedTimer>

#include <sqlite3.h>

#include <chrono>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

using namespace llmcap;

namespace {

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Runs sql through a plain SQLite connection, as another program (or an old llmcap) would.
void runSql(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
    char *error = nullptr;
    const int rc = sqlite3_exec(db, sql.constData(), nullptr, nullptr, &error);
    const QString message = QString::fromUtf8(error ? error : "");
    sqlite3_free(error);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(message));
}

QStringList columns(Database &db, const char *table)
{
    const QByteArray sql = QByteArray("PRAGMA table_info(") + table + ')';
    SqlStatement q(db.handle(), sql.constData());
    QStringList names;
    while (q.step() == SqlStatement::Step::Row)
        names.append(q.text(1));
    return names;
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsNewDatabaseAtLatestVersion();
    void usesWalMode();
    void reopenIsIdempotent();
    void migratesVersionOneFile();
    void migratesStepByStep();
    void migratesToProjectBenchInputs();
    void migrationNamesTheOldBoundaryMethod();
    void migratesToValidations();
    void migratesToExternalRuns();
    void migratesToTraceIds();
    void rejectsWithoutModifying_data();
    void rejectsWithoutModifying();
    void rejectsNewerSchemaWithoutModifying();
    void rejectsMissingFolder();
    void opensAfterAKillLeftAHotJournal();
    void transactionRollsBackOnFailure();
    void waitsForABriefLock();
    void openingAgainKeepsTheProcessLocks();
    void closingBesideAnotherHolderKeepsTheLog();
    void marksRunsOfDeadProcessesInterrupted();
};

void TestDatabase::createsNewDatabaseAtLatestVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.sqlite"));
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    QVERIFY(QFile::exists(path));
    QVERIFY(columns(**db, "projects").contains(QStringLiteral("description")));
}

void TestDatabase::usesWalMode()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("wal.sqlite")));
    QVERIFY(db.ok());
    SqlStatement q((*db)->handle(), "PRAGMA journal_mode");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.text(0), QStringLiteral("wal"));
}

void TestDatabase::reopenIsIdempotent()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("again.sqlite"));
    {
        QVERIFY(Database::open(path).ok());
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    SqlStatement q((*db)->handle(), "SELECT COUNT(*) FROM schema_version");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(0), qint64(migrations().size()));
}

void TestDatabase::migratesVersionOneFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    QFile fixture(QStringLiteral(LLMCAP_TEST_DATA_DIR "/llmcap-schema-v1.sql"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    runSql(path, fixture.readAll());

    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    QVERIFY(latestSchemaVersion() > 1);

    // The old rows survive, with the columns later versions added.
    SqlStatement q((*db)->handle(),
                   "SELECT name, description, updated_at FROM projects ORDER BY id");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.text(0), QStringLiteral("Support assistant"));
    QCOMPARE(q.text(1), QString());
    QCOMPARE(q.text(2), QStringLiteral("2026-11-01T10:00:00Z"));
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.text(0), QStringLiteral("Coding agent"));
    QCOMPARE(q.step(), SqlStatement::Step::Done);
    QVERIFY(columns(**db, "serving_configs").contains(QStringLiteral("config")));
}

void TestDatabase::migratesStepByStep()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("steps.sqlite"));
    {
        auto old = Database::open(path, Database::Options{1});
        QVERIFY(old.ok());
        QCOMPARE((*old)->schemaVersion(), 1);
        QVERIFY(!columns(**old, "projects").contains(QStringLiteral("description")));
    }
    auto db = Database::open(path);
    QVERIFY(db.ok());
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
}

// Migration 6 adds the table a project's workload and SLO live in; projects of a version 5 file
// keep their rows and get none.
void TestDatabase::migratesToProjectBenchInputs()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v5.sqlite"));
    {
        auto old = Database::open(path, Database::Options{5});
        QVERIFY(old.ok());
        QCOMPARE((*old)->schemaVersion(), 5);
        QVERIFY(columns(**old, "project_bench_inputs").isEmpty());
        SqlStatement q((*old)->handle(),
                       "INSERT INTO projects (name, created_at, updated_at) VALUES ('Chat', "
                       "'2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z')");
        QVERIFY2(q.exec(), qPrintable(q.error()));
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    QCOMPARE(columns(**db, "project_bench_inputs"),
             (QStringList{QStringLiteral("project_id"), QStringLiteral("workload"),
                          QStringLiteral("slo"), QStringLiteral("updated_at")}));
    SqlStatement projects((*db)->handle(), "SELECT name FROM projects");
    QCOMPARE(projects.step(), SqlStatement::Step::Row);
    QCOMPARE(projects.text(0), QStringLiteral("Chat"));
    SqlStatement inputs((*db)->handle(), "SELECT COUNT(*) FROM project_bench_inputs");
    QCOMPARE(inputs.step(), SqlStatement::Step::Row);
    QCOMPARE(inputs.int64(0), qint64(0));
}

// Issue 16: sweep results stored before the attainment fit keep their numbers and say that
// the edge-pair method made them; the rate plans use is their lower bound, as it was.
void TestDatabase::migrationNamesTheOldBoundaryMethod()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.sqlite"));
    {
        auto old = Database::open(path, Database::Options{7});
        QVERIFY(old.ok());
        QCOMPARE((*old)->schemaVersion(), 7);
        SqlStatement q((*old)->handle(),
                       "INSERT INTO sweeps (id, status, created_at, updated_at, config, result) "
                       "VALUES (1, 'completed', 'x', 'x', '{}', '{\"boundary\": {\"found\": "
                       "true, \"mean_rps\": 2.5, \"lower_rps\": 2.1, \"upper_rps\": 2.9}}'),"
                       " (2, 'running', 'x', 'x', '{}', NULL)");
        QVERIFY2(q.exec(), qPrintable(q.error()));
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    SqlStatement q((*db)->handle(), "SELECT json_extract(result, '$.boundary.method'), "
                                    "json_extract(result, '$.boundary.planned_rps'), "
                                    "json_extract(result, '$.boundary.mean_rps'), result IS NULL "
                                    "FROM sweeps ORDER BY id");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.text(0), QStringLiteral("edge-pairs"));
    QCOMPARE(q.real(1), 2.1);
    QCOMPARE(q.real(2), 2.5);
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(3), qint64(1)); // an unfinished sweep has no result to mark
}

// Migration 11 (issue 19) adds the validations table; a version 10 file keeps its plans, which
// validations then attach to (a deleted plan detaches them).
void TestDatabase::migratesToValidations()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v10.sqlite"));
    {
        auto old = Database::open(path, Database::Options{10});
        QVERIFY(old.ok());
        QCOMPARE((*old)->schemaVersion(), 10);
        QVERIFY(columns(**old, "validations").isEmpty());
        SqlStatement project((*old)->handle(),
                             "INSERT INTO projects (id, name, created_at, updated_at) VALUES "
                             "(1, 'Chat', 'x', 'x')");
        QVERIFY2(project.exec(), qPrintable(project.error()));
        SqlStatement plan((*old)->handle(),
                          "INSERT INTO plans (id, project_id, created_at, preliminary, "
                          "total_replicas, total_gpus, input, plan) VALUES (4, 1, 'x', 0, 3, 3, "
                          "'{}', '{}')");
        QVERIFY2(plan.exec(), qPrintable(plan.error()));
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    QVERIFY(latestSchemaVersion() >= 11);
    const QStringList cols = columns(**db, "validations");
    for (const char *c :
         {"id", "project_id", "plan_id", "created_at", "target", "preset", "replicas", "strategy",
          "rate_rps", "duration_s", "drills", "seed", "passed", "settings", "report"})
        QVERIFY2(cols.contains(QLatin1String(c)), c);
    SqlStatement insert((*db)->handle(),
                        "INSERT INTO validations (project_id, plan_id, created_at, target, "
                        "replicas, strategy, rate_rps, duration_s, seed, passed, report) VALUES "
                        "(1, 4, 'x', 'sim-fleet-virtual', 3, 'round-robin', 6, 3600, '1', 1, "
                        "'{}')");
    QVERIFY2(insert.exec(), qPrintable(insert.error()));
    SqlStatement del((*db)->handle(), "DELETE FROM plans WHERE id = 4");
    QVERIFY2(del.exec(), qPrintable(del.error()));
    SqlStatement q((*db)->handle(), "SELECT plan_id IS NULL, project_id FROM validations");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(0), qint64(1));
    QCOMPARE(q.int64(1), qint64(1));
}

// Migration 12 (issue 21) marks the runs imported from peer tools; a version 11 file's runs are
// llmcap's own (external_tool NULL).
void TestDatabase::migratesToExternalRuns()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v11.sqlite"));
    {
        auto old = Database::open(path, Database::Options{11});
        QVERIFY(old.ok());
        QVERIFY(!columns(**old, "runs").contains(QStringLiteral("external_tool")));
        SqlStatement run((*old)->handle(),
                         "INSERT INTO runs (id, label, mode, status, started_at, origin_epoch_ms, "
                         "config) VALUES (7, 'mine', 'open-loop', 'completed', 'x', 0, '{}')");
        QVERIFY2(run.exec(), qPrintable(run.error()));
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    QVERIFY(columns(**db, "runs").contains(QStringLiteral("external_tool")));
    SqlStatement q((*db)->handle(), "SELECT external_tool IS NULL, label FROM runs WHERE id = 7");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(0), qint64(1));
    QCOMPARE(q.text(1), QStringLiteral("mine"));
}

// Migration 13 (issue 21) adds each request's trace context; older requests keep NULL.
void TestDatabase::migratesToTraceIds()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v12.sqlite"));
    {
        auto old = Database::open(path, Database::Options{12});
        QVERIFY(old.ok());
        QCOMPARE((*old)->schemaVersion(), 12);
        QVERIFY(!columns(**old, "run_requests").contains(QLatin1String("trace_id")));
    }
    auto db = Database::open(path);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), 13);
    QCOMPARE(latestSchemaVersion(), 13);
    const QStringList cols = columns(**db, "run_requests");
    QVERIFY(cols.contains(QLatin1String("trace_id")));
    QVERIFY(cols.contains(QLatin1String("span_id")));
}

void TestDatabase::rejectsWithoutModifying_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("sqlForeign"); // when set, build an SQLite file with this SQL
    QTest::addColumn<QString>("expected");

    QTest::newRow("text") << QByteArray("hello, this is not a database\n") << QString()
                          << QStringLiteral("not an llmcap database (not an SQLite file)");
    QByteArray random(8192, '\0');
    for (int i = 0; i < random.size(); ++i)
        random[i] = char((i * 7919 + 13) % 251);
    QTest::newRow("binary") << random << QString()
                            << QStringLiteral("not an llmcap database (not an SQLite file)");
    QByteArray truncated("SQLite format 3");
    truncated.append('\0');
    truncated.append(QByteArray(84, '\x7f'));
    QTest::newRow("truncated header") << truncated << QString() << QStringLiteral("cannot read");
    QTest::newRow("foreign sqlite") << QByteArray()
                                    << QStringLiteral("CREATE TABLE contacts (name TEXT); "
                                                      "INSERT INTO contacts VALUES ('x');")
                                    << QStringLiteral("SQLite database that llmcap did not write");
}

void TestDatabase::rejectsWithoutModifying()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, sqlForeign);
    QFETCH(QString, expected);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("garbage.db"));
    if (sqlForeign.isEmpty())
        writeFile(path, content);
    else
        runSql(path, sqlForeign.toUtf8());
    const QByteArray before = digest(path);
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);

    auto db = Database::open(path);
    QVERIFY(!db.ok());
    QVERIFY2(db.error().contains(expected), qPrintable(db.error()));
    QVERIFY(!db.error().contains(QLatin1Char('\n')));
    QCOMPARE(digest(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore); // no -wal or -shm left
}

void TestDatabase::rejectsNewerSchemaWithoutModifying()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        QVERIFY(Database::open(path).ok());
    }
    runSql(path, QByteArrayLiteral("INSERT INTO schema_version VALUES (999, 'from the future', "
                                   "'2030-01-01T00:00:00Z'); PRAGMA wal_checkpoint(TRUNCATE);"));
    const QByteArray before = digest(path);

    auto db = Database::open(path);
    QVERIFY(!db.ok());
    QVERIFY2(db.error().contains(QStringLiteral("newer llmcap (schema 999")),
             qPrintable(db.error()));
    QCOMPARE(digest(path), before);
}

void TestDatabase::rejectsMissingFolder()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("no/such/folder/x.sqlite")));
    QVERIFY(!db.ok());
    QVERIFY2(db.error().contains(QStringLiteral("does not exist")), qPrintable(db.error()));
}

// Issue 37: a kill trial's database did not open again ("cannot read ...: attempt to write a
// readonly database"). A process killed in the middle of a write in rollback-journal mode (as
// llmcap's own file is while its first write switches it to WAL) leaves a hot journal, which
// the read-only inspection cannot roll back. The crash image here: the database file and its
// journal copied while a transaction that spilled pages to the file is still open. llmcap
// opens it, and finds it as it was before that transaction.
void TestDatabase::opensAfterAKillLeftAHotJournal()
{
    QTemporaryDir dir;
    const QString live = dir.filePath(QStringLiteral("live.sqlite"));
    {
        auto db = Database::open(live);
        QVERIFY2(db.ok(), qPrintable(db.error()));
    }
    runSql(live, "PRAGMA journal_mode = DELETE;");
    const QString crashed = dir.filePath(QStringLiteral("crashed.sqlite"));
    sqlite3 *writer = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(live).constData(), &writer), SQLITE_OK);
    QCOMPARE(sqlite3_exec(writer,
                          "PRAGMA cache_size = 2; BEGIN; CREATE TABLE junk (a TEXT); "
                          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                          "WHERE i < 3000) INSERT INTO junk SELECT printf('%.500c', 'x') FROM n;",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    QVERIFY(QFile::exists(live + QLatin1String("-journal")));
    QVERIFY(QFile::copy(live, crashed));
    QVERIFY(QFile::copy(live + QLatin1String("-journal"), crashed + QLatin1String("-journal")));
    sqlite3_exec(writer, "ROLLBACK;", nullptr, nullptr, nullptr);
    sqlite3_close(writer);
    QVERIFY(QFileInfo(crashed).size() > 1024 * 1024); // the spilled pages are in the file

    auto db = Database::open(crashed);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
    SqlStatement junk((*db)->handle(), "SELECT 1 FROM sqlite_master WHERE name = 'junk'");
    QCOMPARE(junk.step(), SqlStatement::Step::Done); // rolled back
}

void TestDatabase::transactionRollsBackOnFailure()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("tx.sqlite")));
    QVERIFY(db.ok());
    Status s = (*db)->transaction([&]() -> Status {
        if (Status e = (*db)->exec("INSERT INTO projects (name, created_at) VALUES ('a', 'now')");
            !e)
            return e;
        return Status::failure(QStringLiteral("abort"));
    });
    QVERIFY(!s.ok());
    QCOMPARE(s.error(), QStringLiteral("abort"));
    SqlStatement q((*db)->handle(), "SELECT COUNT(*) FROM projects");
    QCOMPARE(q.step(), SqlStatement::Step::Row);
    QCOMPARE(q.int64(0), qint64(0));
}

// Opening waits while another connection holds the file for a moment (here an exclusive lock
// for 300 ms; in use, a sweep's thread storing a step while the Results page opens a run), both
// in the read-only inspection and in the read-write connection, instead of failing with
// "database is locked".
void TestDatabase::waitsForABriefLock()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("busy.sqlite"));
    QVERIFY(Database::open(path).ok());
    sqlite3 *holder = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &holder), SQLITE_OK);
    QCOMPARE(sqlite3_exec(holder, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;", nullptr,
                          nullptr, nullptr),
             SQLITE_OK);
    {
        // Without waiting, a read fails at once.
        sqlite3 *reader = nullptr;
        QCOMPARE(sqlite3_open_v2(QFile::encodeName(path).constData(), &reader, SQLITE_OPEN_READONLY,
                                 nullptr),
                 SQLITE_OK);
        const int rc =
            sqlite3_exec(reader, "SELECT COUNT(*) FROM sqlite_master", nullptr, nullptr, nullptr);
        sqlite3_close(reader);
        QCOMPARE(rc, SQLITE_BUSY);
    }
    QElapsedTimer clock;
    clock.start();
    std::thread release([holder] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        sqlite3_exec(holder, "COMMIT;", nullptr, nullptr, nullptr);
        sqlite3_close(holder);
    });
    auto db = Database::open(path);
    const qint64 waited = clock.elapsed();
    release.join();
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QVERIFY2(waited >= 250, qPrintable(QString::number(waited)));
    QCOMPARE((*db)->schemaVersion(), latestSchemaVersion());
}

// Issue 22's blocker: Database::open read the file's header through a descriptor of its own;
// closing it dropped every POSIX lock this process's connections held on the file, and another
// process then checkpointed and deleted the write-ahead log under them.
void TestDatabase::openingAgainKeepsTheProcessLocks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("locks.sqlite"));
    auto first = Database::open(path);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    // A connection in WAL mode holds a shared lock on the file and one on the -shm.
    QVERIFY(test::posixLocksHeldHere(path) > 0);
    QVERIFY(test::posixLocksHeldHere(path + QStringLiteral("-shm")) > 0);
    for (int i = 0; i < 3; ++i) { // the way a sweep opens one per stored step
        auto again = Database::open(path);
        QVERIFY2(again.ok(), qPrintable(again.error()));
    }
    QVERIFY2(test::posixLocksHeldHere(path) > 0, "opening the file again dropped its locks");
    QVERIFY(test::posixLocksHeldHere(path + QStringLiteral("-shm")) > 0);
}

// Should another process's locks be dropped anyway (by code that is not ours), closing the
// last connection SQLite can see must not delete the log that process still writes.
void TestDatabase::closingBesideAnotherHolderKeepsTheLog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
    QVERIFY(Database::open(path).ok());
    int ready[2];
    int release[2];
    QCOMPARE(::pipe(ready), 0);
    QCOMPARE(::pipe(release), 0);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(ready[0]);
        ::close(release[1]);
        int code = 1;
        {
            auto db = Database::open(path);
            if (db) {
                (*db)->exec("CREATE TABLE child_rows (x INTEGER); INSERT INTO child_rows "
                            "VALUES (1);");
                // What the file dialog did: a descriptor of the file, closed: this process's
                // locks on it are gone.
                QFile f(path);
                if (f.open(QIODevice::ReadOnly))
                    f.close();
                char c = 'r';
                (void)!::write(ready[1], &c, 1);
                (void)!::read(release[0], &c, 1);
                code = (*db)->exec("INSERT INTO child_rows VALUES (2);") ? 0 : 2;
            }
        }
        ::_exit(code);
    }
    ::close(ready[1]);
    ::close(release[0]);
    char c = 0;
    QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
    QCOMPARE(test::posixLocksHeldHere(path), 0); // (this process holds none now)
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QVERIFY((*db)->exec("INSERT INTO child_rows VALUES (3);").ok());
    } // looks like the last connection to SQLite: without the guard it deletes the log
    QVERIFY2(QFile::exists(path + QStringLiteral("-wal")), "the log was deleted under a holder");
    ::close(release[1]);
    int status = 0;
    QCOMPARE(::waitpid(pid, &status, 0), pid);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    auto db = Database::open(path);
    QVERIFY(db.ok());
    SqlStatement check((*db)->handle(), "PRAGMA integrity_check");
    QCOMPARE(check.step(), SqlStatement::Step::Row);
    QCOMPARE(check.text(0), QStringLiteral("ok"));
    SqlStatement rows((*db)->handle(), "SELECT group_concat(x) FROM (SELECT x FROM child_rows "
                                       "ORDER BY x)");
    QCOMPARE(rows.step(), SqlStatement::Step::Row);
    QCOMPARE(rows.text(0), QStringLiteral("1,2,3"));
}

// A killed bench left its run `running` for good; the next open marks it interrupted, and
// leaves alone the runs of processes that still run or that it cannot see.
void TestDatabase::marksRunsOfDeadProcessesInterrupted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
    const QString deadTag = test::tagOfAnExitedProcess();
    QVERIFY(!deadTag.isEmpty());
    QStringList elsewhere = DatabaseHolders::processTag().split(QLatin1Char('/'));
    elsewhere[0] = QStringLiteral("another-host.example");

    qint64 mine = 0, dead = 0, old = 0, remote = 0;
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        RunRepository runs(**db);
        mine = *runs.createRun({});
        dead = *runs.createRun({});
        old = *runs.createRun({});
        remote = *runs.createRun({});
        SqlStatement setDead((*db)->handle(), "UPDATE runs SET owner = ? WHERE id = ?");
        QVERIFY(setDead.bind(1, deadTag).bind(2, dead).exec());
        SqlStatement setOld((*db)->handle(), "UPDATE runs SET owner = NULL WHERE id = ?");
        QVERIFY(setOld.bind(1, old).exec());
        SqlStatement setRemote((*db)->handle(), "UPDATE runs SET owner = ? WHERE id = ?");
        QVERIFY(setRemote.bind(1, elsewhere.join(QLatin1Char('/'))).bind(2, remote).exec());
    }
    auto db = Database::open(path);
    QVERIFY(db.ok());
    RunRepository runs(**db);
    QCOMPARE(runs.run(mine)->status, RunInfo::Status::Running);
    QCOMPARE(runs.run(dead)->status, RunInfo::Status::Interrupted);
    QVERIFY(runs.run(dead)->finishedAt.isValid());
    QCOMPARE(runs.run(old)->status, RunInfo::Status::Interrupted);
    QCOMPARE(runs.run(remote)->status, RunInfo::Status::Running);
}

QTEST_APPLESS_MAIN(TestDatabase)
#include "tst_database.moc"
