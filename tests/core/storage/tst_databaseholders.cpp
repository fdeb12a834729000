// Issue 22: a second process on the same database is seen and named, a process's runs are
// known to be alive or dead, and no option or dialog may name the database's own files.
#include "DeadProcess.h"
#include "ProcessLocks.h"
#include "storage/Database.h"
#include "storage/DatabaseHolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace llmcap;

namespace {

// A child process that holds path until its parent closes the pipe; pid and pipe returned.
struct Child
{
    pid_t pid = -1;
    int release = -1; // write end: closing it lets the child exit
};

Child holdInChild(const QString &path)
{
    int ready[2];
    int release[2];
    if (::pipe(ready) != 0 || ::pipe(release) != 0)
        return {};
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(ready[0]);
        ::close(release[1]);
        auto held = DatabaseHolders::hold(path);
        const char ok = held ? '1' : '0';
        (void)!::write(ready[1], &ok, 1);
        char c;
        (void)!::read(release[0], &c, 1); // until the parent closes its end
        ::_exit(0);
    }
    ::close(ready[1]);
    ::close(release[0]);
    char ok = '0';
    (void)!::read(ready[0], &ok, 1);
    ::close(ready[0]);
    if (ok != '1') {
        ::close(release[1]);
        ::waitpid(pid, nullptr, 0);
        return {};
    }
    return {pid, release[1]};
}

void end(Child &child)
{
    ::close(child.release);
    ::waitpid(child.pid, nullptr, 0);
}

} // namespace

class TestDatabaseHolders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anotherProcessIsSeenAndNamed();
    void ownHoldIsNotAnother();
    void holdsAreCountedAndReleased();
    void locksSurviveAnotherDescriptorsClose();
    void processTagKnowsTheLivingAndTheDead();
    void namesTheDatabasesOwnFiles();
};

void TestDatabaseHolders::anotherProcessIsSeenAndNamed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
    QVERIFY(Database::open(path).ok());
    QVERIFY(DatabaseHolders::others(path).isEmpty());

    Child child = holdInChild(path);
    QVERIFY(child.pid > 0);
    const QList<DatabaseHolders::Holder> others = DatabaseHolders::others(path);
    QCOMPARE(others.size(), 1);
    QCOMPARE(others.first().pid, qint64(child.pid));
    // A forked child keeps its parent's name: this test's executable (comm is 15 bytes).
    QVERIFY2(QStringLiteral("tst_databaseholders").startsWith(others.first().program),
             qPrintable(others.first().program));
    QVERIFY(DatabaseHolders::describe(others).contains(QStringLiteral("(pid %1)").arg(child.pid)));
    // Another spelling of the same file finds the same holder.
    QCOMPARE(DatabaseHolders::others(dir.path() + QStringLiteral("/./shared.sqlite")).size(), 1);

    end(child);
    QVERIFY(DatabaseHolders::others(path).isEmpty());
}

void TestDatabaseHolders::ownHoldIsNotAnother()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("own.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    QVERIFY(DatabaseHolders::heldHere().contains(QFileInfo(path).canonicalFilePath()));
    QVERIFY(DatabaseHolders::others(path).isEmpty());
    // Two holders in other processes are both found, whatever order the kernel reports them.
    Child a = holdInChild(path);
    Child b = holdInChild(path);
    QVERIFY(a.pid > 0 && b.pid > 0);
    const QList<DatabaseHolders::Holder> others = DatabaseHolders::others(path);
    QCOMPARE(others.size(), 2);
    QList<qint64> pids{others.at(0).pid, others.at(1).pid};
    std::sort(pids.begin(), pids.end());
    QList<qint64> expected{a.pid, b.pid};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(pids, expected);
    end(b); // first: b inherited the write end of a's pipe
    end(a);
}

void TestDatabaseHolders::holdsAreCountedAndReleased()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("counted.sqlite"));
    const QString key =
        QFileInfo(dir.path()).canonicalFilePath() + QStringLiteral("/counted.sqlite");
    {
        auto first = Database::open(path);
        QVERIFY(first.ok());
        {
            auto second = Database::open(path);
            QVERIFY(second.ok());
        }
        QVERIFY(DatabaseHolders::heldHere().contains(key)); // the first still holds it
    }
    QVERIFY(!DatabaseHolders::heldHere().contains(key));
    QVERIFY(test::locksOn(DatabaseHolders::sidecarPath(path)).isEmpty());
    QVERIFY(!DatabaseHolders::hold(QStringLiteral(":memory:")));
}

// The reproduction's mechanism: POSIX locks go when any descriptor of the file closes; the
// holders' open-file-description lock does not.
void TestDatabaseHolders::locksSurviveAnotherDescriptorsClose()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("close.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    const QString sidecar = DatabaseHolders::sidecarPath(path);
    QCOMPARE(test::locksOn(sidecar).size(), 1);
    QCOMPARE(test::locksOn(sidecar).first().kind, QByteArray("OFDLCK"));
    {
        QFile f(sidecar);
        QVERIFY(f.open(QIODevice::ReadOnly));
    }
    QCOMPARE(test::locksOn(sidecar).size(), 1);
    Child child = holdInChild(path); // and another process still sees this one
    QVERIFY(child.pid > 0);
    end(child);
}

void TestDatabaseHolders::processTagKnowsTheLivingAndTheDead()
{
    const QString own = DatabaseHolders::processTag();
    QCOMPARE(own.split(QLatin1Char('/')).size(), 4);
    QCOMPARE(DatabaseHolders::liveness(own), DatabaseHolders::Liveness::Alive);

    const QString childTag = test::tagOfAnExitedProcess();
    QVERIFY(!childTag.isEmpty());
    QVERIFY(childTag != own);
    QCOMPARE(DatabaseHolders::liveness(childTag), DatabaseHolders::Liveness::Dead);

    // This pid with another start time: the pid was reused, the tagged process is gone.
    QStringList reused = own.split(QLatin1Char('/'));
    reused[3] = QStringLiteral("1");
    QCOMPARE(DatabaseHolders::liveness(reused.join(QLatin1Char('/'))),
             DatabaseHolders::Liveness::Dead);
    // Another boot of this machine: dead. Another machine: nobody here can tell.
    QStringList rebooted = own.split(QLatin1Char('/'));
    rebooted[1] = QStringLiteral("00000000-0000-0000-0000-000000000000");
    QCOMPARE(DatabaseHolders::liveness(rebooted.join(QLatin1Char('/'))),
             DatabaseHolders::Liveness::Dead);
    QStringList elsewhere = own.split(QLatin1Char('/'));
    elsewhere[0] = QStringLiteral("another-host.example");
    QCOMPARE(DatabaseHolders::liveness(elsewhere.join(QLatin1Char('/'))),
             DatabaseHolders::Liveness::Unknown);
    QCOMPARE(DatabaseHolders::liveness(QStringLiteral("garbage")),
             DatabaseHolders::Liveness::Unknown);
}

void TestDatabaseHolders::namesTheDatabasesOwnFiles()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("p.sqlite"));
    QVERIFY(Database::open(db).ok());
    for (const char *suffix : {"", "-wal", "-shm", "-journal", ".holders"})
        QVERIFY2(Database::isOneOfItsFiles(db + QLatin1String(suffix), db), suffix);
    // However it is spelled: through another folder, through a symbolic link, relatively.
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
    QVERIFY(Database::isOneOfItsFiles(dir.path() + QStringLiteral("/sub/../p.sqlite"), db));
    QVERIFY(Database::isOneOfItsFiles(dir.path() + QStringLiteral("/sub/../p.sqlite-wal"), db));
    const QString cwd = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const bool relative = Database::isOneOfItsFiles(QStringLiteral("p.sqlite"), db);
    QDir::setCurrent(cwd);
    QVERIFY(relative);
    QVERIFY(QFile::link(db, dir.filePath(QStringLiteral("sub/alias.sqlite"))));
    QVERIFY(Database::isOneOfItsFiles(dir.filePath(QStringLiteral("sub/alias.sqlite")), db));
    // The telemetry pseudonym keys beside it, existing or not.
    QVERIFY(Database::isOneOfItsFiles(db + QStringLiteral(".keys/1.key"), db));
    QVERIFY(Database::isOneOfItsFiles(db + QStringLiteral(".keys"), db));
    QVERIFY(!Database::isOneOfItsFiles(db + QStringLiteral(".keysake"), db));
    QVERIFY(!Database::isOneOfItsFiles(dir.filePath(QStringLiteral("p.sqlite.pdf")), db));
    QVERIFY(!Database::isOneOfItsFiles(dir.filePath(QStringLiteral("plan.pdf")), db));
    QVERIFY(!Database::isOneOfItsFiles(db, QStringLiteral(":memory:")));
}

QTEST_APPLESS_MAIN(TestDatabaseHolders)
#include "tst_databaseholders.moc"
