#pragma once

// What /proc/locks says a process holds on a file: the POSIX record locks SQLite takes and the
// open-file-description locks of DatabaseHolders. A process that closes any descriptor of a
// file loses its POSIX locks on it; these helpers let tests see that.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <sys/stat.h>
#include <unistd.h>

namespace llmcap::test {

struct FileLock
{
    QByteArray kind; // POSIX, OFDLCK, FLOCK
    QByteArray mode; // READ, WRITE
    qint64 pid = 0;  // -1 for OFD locks
};

// The locks on path's inode, as /proc/locks lists them ("1: POSIX ADVISORY READ 1234
// 08:01:5678 1073741824 1073741825").
inline QList<FileLock> locksOn(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    QFile f(QStringLiteral("/proc/locks"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray inode = ':' + QByteArray::number(qulonglong(st.st_ino));
    QList<FileLock> locks;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        // A blocked waiter's line starts with "->": skip it.
        if (fields.size() < 6 || fields.at(1) == "->" || !fields.at(5).endsWith(inode))
            continue;
        locks.append({fields.at(1), fields.at(3), fields.at(4).toLongLong()});
    }
    return locks;
}

// The POSIX locks this process holds on path: SQLite's, while any connection uses the file.
inline int posixLocksHeldHere(const QString &path)
{
    int n = 0;
    for (const FileLock &l : locksOn(path))
        n += l.kind == "POSIX" && l.pid == qint64(::getpid());
    return n;
}

} // namespace llmcap::test
