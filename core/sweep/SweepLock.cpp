#include "sweep/SweepLock.h"

#include "storage/Database.h"

#include <QFileInfo>
#include <QLockFile>

namespace llmcap {

namespace {

QString holder(const QLockFile &lock)
{
    qint64 pid = 0;
    QString host, app;
    if (!lock.getLockInfo(&pid, &host, &app))
        return SweepLock::tr("another process");
    return SweepLock::tr("%1, pid %2 on %3")
        .arg(app.isEmpty() ? QStringLiteral("llmcap") : app)
        .arg(pid)
        .arg(host);
}

} // namespace

SweepLock::SweepLock() = default;

SweepLock::~SweepLock() = default;

QString SweepLock::lockPath(const QString &databasePath, qint64 sweepId)
{
    if (!Database::isFilePath(databasePath))
        return {};
    return databasePath + QStringLiteral(".sweep-%1.lock").arg(sweepId);
}

Status SweepLock::acquire(const QString &databasePath, qint64 sweepId)
{
    m_lock.reset();
    const QString path = lockPath(databasePath, sweepId);
    if (path.isEmpty())
        return {};
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0); // held for the whole sweep; only a dead holder makes it stale
    if (!lock->tryLock(100)) {
        if (lock->error() == QLockFile::LockFailedError)
            return Status::failure(
                tr("sweep %1 is running in another process (%2)").arg(sweepId).arg(holder(*lock)));
        return Status::failure(tr("cannot create the lock file %1 beside the database").arg(path));
    }
    m_lock = std::move(lock);
    return {};
}

void SweepLock::release()
{
    m_lock.reset(); // QLockFile's destructor removes the file
}

QString SweepLock::runningElsewhere(const QString &databasePath, qint64 sweepId)
{
    const QString path = lockPath(databasePath, sweepId);
    if (path.isEmpty() || !QFileInfo::exists(path))
        return {};
    QLockFile probe(path);
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return {};
    }
    return probe.error() == QLockFile::LockFailedError ? holder(probe) : QString();
}

} // namespace llmcap
