#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QLockFile;

namespace llmcap {

// Keeps a second sweep controller, in this process or another, from running the same stored
// sweep: a lock file beside the database (QLockFile), held while the sweep runs. A crashed
// process's lock is stale and taken over; an in-memory database has no file and needs none,
// since no other process can open it.
class SweepLock
{
    Q_DECLARE_TR_FUNCTIONS(SweepLock)

public:
    SweepLock();
    ~SweepLock(); // releases the lock
    SweepLock(const SweepLock &) = delete;
    SweepLock &operator=(const SweepLock &) = delete;

    // Takes the lock of the sweep, after releasing the one held. Fails, naming the holder, while
    // a live controller holds it; succeeds without a file for an in-memory database.
    Status acquire(const QString &databasePath, qint64 sweepId);
    void release();
    bool isHeld() const { return m_lock != nullptr; }

    // Who holds the sweep's lock ("llmcap-cli, pid 4711 on host"), or empty when no live
    // process does. A lock this process holds counts too.
    static QString runningElsewhere(const QString &databasePath, qint64 sweepId);
    // The lock file of the sweep; empty for an in-memory database.
    static QString lockPath(const QString &databasePath, qint64 sweepId);

private:
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace llmcap
