#include "sweep/SweepLock.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <sys/wait.h>
#include <unistd.h>

using namespace llmcap;

// The lock file that keeps a second controller, in this process or another, from running a
// stored sweep (tst_sweepsession covers it through whole sessions).
class TestSweepLock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void secondLockIsRefusedAndNamesItsHolder();
    void releaseRemovesTheFile();
    void staleLockIsTakenOver();
    void differentSweepsDoNotConflict();
    void inMemoryDatabaseNeedsNoFile();

private:
    QString m_db;
    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {

QString ourPid()
{
    return QStringLiteral("pid %1").arg(QCoreApplication::applicationPid());
}

// The pid of a process that has exited and been reaped: a child that ends at once.
qint64 deadPid()
{
    const pid_t pid = ::fork();
    if (pid == 0)
        ::_exit(0);
    if (pid > 0)
        ::waitpid(pid, nullptr, 0);
    return pid;
}

} // namespace

void TestSweepLock::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(QStringLiteral("sweeps.sqlite"));
}

void TestSweepLock::secondLockIsRefusedAndNamesItsHolder()
{
    SweepLock first;
    const Status held = first.acquire(m_db, 7);
    QVERIFY2(held.ok(), qPrintable(held.error()));
    QVERIFY(first.isHeld());
    QVERIFY(QFileInfo::exists(SweepLock::lockPath(m_db, 7)));

    SweepLock second;
    const Status refused = second.acquire(m_db, 7);
    QVERIFY(!refused.ok());
    QVERIFY(!second.isHeld());
    QVERIFY2(refused.error().contains(QStringLiteral("sweep 7 is running in another process")),
             qPrintable(refused.error()));
    QVERIFY2(refused.error().contains(ourPid()), qPrintable(refused.error()));

    const QString holder = SweepLock::runningElsewhere(m_db, 7);
    QVERIFY2(holder.contains(ourPid()), qPrintable(holder));
    QVERIFY(first.isHeld()); // the refused one and the probe left it alone
}

void TestSweepLock::releaseRemovesTheFile()
{
    SweepLock first;
    QVERIFY(first.acquire(m_db, 3).ok());
    first.release();
    QVERIFY(!first.isHeld());
    QVERIFY(!QFileInfo::exists(SweepLock::lockPath(m_db, 3)));
    QVERIFY(SweepLock::runningElsewhere(m_db, 3).isEmpty());

    SweepLock second;
    QVERIFY(second.acquire(m_db, 3).ok());
    {
        SweepLock gone; // the destructor releases too
        QVERIFY(gone.acquire(m_db, 4).ok());
    }
    QVERIFY(!QFileInfo::exists(SweepLock::lockPath(m_db, 4)));
}

// A process that crashed left its lock file behind: its pid is dead, so the lock is stale and
// the next controller takes it over instead of refusing the sweep for ever.
void TestSweepLock::staleLockIsTakenOver()
{
    // A lock file as QLockFile writes it, then with the pid of a process that has exited.
    const QString model = m_dir->filePath(QStringLiteral("model.lock"));
    QByteArray content;
    {
        QLockFile lock(model);
        QVERIFY(lock.tryLock(0));
        QFile file(model);
        QVERIFY(file.open(QIODevice::ReadOnly));
        content = file.readAll();
    }
    const qint64 dead = deadPid();
    QVERIFY(dead > 0);
    QList<QByteArray> lines = content.split('\n');
    QCOMPARE(lines.first().toLongLong(), QCoreApplication::applicationPid());
    lines.first() = QByteArray::number(dead);
    QFile stale(SweepLock::lockPath(m_db, 5));
    QVERIFY(stale.open(QIODevice::WriteOnly));
    stale.write(lines.join('\n'));
    stale.close();

    QVERIFY(SweepLock::runningElsewhere(m_db, 5).isEmpty());
    SweepLock lock;
    const Status taken = lock.acquire(m_db, 5);
    QVERIFY2(taken.ok(), qPrintable(taken.error()));
    const QString holder = SweepLock::runningElsewhere(m_db, 5);
    QVERIFY2(holder.contains(ourPid()), qPrintable(holder));
}

void TestSweepLock::differentSweepsDoNotConflict()
{
    SweepLock one, two, otherDatabase;
    QVERIFY(one.acquire(m_db, 1).ok());
    QVERIFY(two.acquire(m_db, 2).ok());
    QVERIFY(otherDatabase.acquire(m_dir->filePath(QStringLiteral("other.sqlite")), 1).ok());
    QVERIFY(!SweepLock::runningElsewhere(m_db, 1).isEmpty());
    QVERIFY(!SweepLock::runningElsewhere(m_db, 2).isEmpty());
    QVERIFY(SweepLock::runningElsewhere(m_db, 3).isEmpty());

    // Taking another sweep's lock gives up the one held.
    QVERIFY(one.acquire(m_db, 3).ok());
    QVERIFY(SweepLock::runningElsewhere(m_db, 1).isEmpty());
    QVERIFY(!SweepLock::runningElsewhere(m_db, 3).isEmpty());
}

// No other process can open an in-memory database, so there is nothing to lock.
void TestSweepLock::inMemoryDatabaseNeedsNoFile()
{
    const QString memory = QStringLiteral(":memory:");
    QVERIFY(SweepLock::lockPath(memory, 1).isEmpty());
    SweepLock one, two;
    QVERIFY(one.acquire(memory, 1).ok());
    QVERIFY(two.acquire(memory, 1).ok());
    QVERIFY(SweepLock::runningElsewhere(memory, 1).isEmpty());
}

QTEST_GUILESS_MAIN(TestSweepLock)
#include "tst_sweeplock.moc"
