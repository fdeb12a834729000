#include "storage/DatabaseHolders.h"

#include "storage/Database.h"
#include "util/ProtectedFiles.h"

#include <QFile>
#include <QHash>
#include <QMutex>
#include <QSysInfo>

#include <fcntl.h>
#include <unistd.h>

#include <limits>

namespace llmcap {

namespace {

struct Entry
{
    int fd = -1;
    int holds = 0;
    qint64 pid = 0; // whose lock: a forked child inherits the entry but not the hold
};

QMutex &registryMutex()
{
    static QMutex m;
    return m;
}

QHash<QString, Entry> &registry()
{
    static QHash<QString, Entry> r;
    return r;
}

// One key per file, however the path was spelled.
QString keyOf(const QString &databasePath)
{
    return ProtectedFiles::resolvedPath(databasePath);
}

QByteArray sidecarOf(const QString &key)
{
    return QFile::encodeName(key + QStringLiteral(".holders"));
}

// This process's mark: a write lock on the byte at its pid.
bool lockOwnByte(int fd)
{
    struct flock fl = {};
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    fl.l_start = off_t(::getpid());
    fl.l_len = 1;
    return ::fcntl(fd, F_OFD_SETLK, &fl) == 0;
}

// The first lock in [from, to) that another open file description holds, or -1.
off_t findLock(int fd, off_t from, off_t to)
{
    struct flock fl = {};
    fl.l_type = F_WRLCK;
    fl.l_whence = SEEK_SET;
    fl.l_start = from;
    fl.l_len = to - from;
    if (::fcntl(fd, F_OFD_GETLK, &fl) != 0 || fl.l_type == F_UNLCK)
        return -1;
    return fl.l_start;
}

// F_OFD_GETLK reports one conflicting lock, not necessarily the lowest: split around it.
void collect(int fd, off_t from, off_t to, QList<qint64> &pids)
{
    if (from >= to)
        return;
    const off_t at = findLock(fd, from, to);
    if (at < from || at >= to)
        return;
    pids.append(qint64(at));
    collect(fd, from, at, pids);
    collect(fd, at + 1, to, pids);
}

QByteArray readProc(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString programOf(qint64 pid)
{
    return QString::fromLocal8Bit(readProc(QStringLiteral("/proc/%1/comm").arg(pid))).trimmed();
}

// Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot.
QString startTicks(qint64 pid)
{
    const QByteArray stat = readProc(QStringLiteral("/proc/%1/stat").arg(pid));
    const qsizetype close = stat.lastIndexOf(')'); // the command name may hold spaces
    if (close < 0)
        return {};
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 19 ? QString::fromLatin1(fields.at(19)) : QString();
}

QString bootId()
{
    static const QString id =
        QString::fromLatin1(readProc(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
    return id;
}

void release(const QString &key)
{
    QMutexLocker lock(&registryMutex());
    auto it = registry().find(key);
    if (it == registry().end() || --it->holds > 0)
        return;
    ::close(it->fd); // drops the OFD lock
    registry().erase(it);
}

// One hold of one database; the last one of a database drops the lock.
struct Hold
{
    explicit Hold(QString k)
        : key(std::move(k))
    {}
    ~Hold() { release(key); }
    Hold(const Hold &) = delete;
    Hold &operator=(const Hold &) = delete;
    QString key;
};

} // namespace

QString DatabaseHolders::sidecarPath(const QString &databasePath)
{
    return keyOf(databasePath) + QStringLiteral(".holders");
}

std::shared_ptr<void> DatabaseHolders::hold(const QString &databasePath)
{
    if (!Database::isFilePath(databasePath))
        return {};
    const QString key = keyOf(databasePath);
    QMutexLocker lock(&registryMutex());
    Entry &e = registry()[key];
    if (e.fd >= 0 && e.pid != ::getpid())
        e = Entry{}; // inherited through fork(): the descriptor stays the parent's
    if (e.fd < 0) {
        e.pid = ::getpid();
        e.fd = ::open(sidecarOf(key).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (e.fd < 0 || !lockOwnByte(e.fd)) {
            if (e.fd >= 0)
                ::close(e.fd);
            registry().remove(key);
            return {};
        }
    }
    ++e.holds;
    return std::make_shared<Hold>(key);
}

QStringList DatabaseHolders::heldHere()
{
    QMutexLocker lock(&registryMutex());
    return registry().keys();
}

namespace {

// The pids of the other processes that hold the database, in order.
QList<qint64> otherPids(const QString &databasePath)
{
    if (!Database::isFilePath(databasePath))
        return {};
    const QString key = keyOf(databasePath);
    QList<qint64> pids;
    {
        QMutexLocker lock(&registryMutex());
        // Through this process's own descriptor, its own lock is no conflict; through another
        // one it would be, and is skipped below.
        const Entry entry = registry().value(key);
        int fd = entry.pid == ::getpid() ? entry.fd : -1;
        const bool own = fd >= 0;
        if (!own) {
            fd = ::open(sidecarOf(key).constData(), O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                return {};
        }
        collect(fd, 1, std::numeric_limits<off_t>::max(), pids);
        if (!own)
            ::close(fd);
    }
    pids.removeAll(qint64(::getpid()));
    std::sort(pids.begin(), pids.end());
    return pids;
}

} // namespace

QList<DatabaseHolders::Holder> DatabaseHolders::others(const QString &databasePath)
{
    QList<Holder> holders;
    for (qint64 pid : otherPids(databasePath))
        holders.append({pid, programOf(pid)});
    return holders;
}

bool DatabaseHolders::anyOther(const QString &databasePath)
{
    return !otherPids(databasePath).isEmpty();
}

QString DatabaseHolders::describe(const QList<Holder> &holders)
{
    QStringList parts;
    for (const Holder &h : holders)
        parts.append(
            tr("%1 (pid %2)").arg(h.program.isEmpty() ? tr("a process") : h.program).arg(h.pid));
    return parts.join(QLatin1String(", "));
}

QString DatabaseHolders::processTag()
{
    const qint64 pid = ::getpid();
    return QStringList{QSysInfo::machineHostName(), bootId(), QString::number(pid), startTicks(pid)}
        .join(QLatin1Char('/'));
}

DatabaseHolders::Liveness DatabaseHolders::liveness(const QString &processTag)
{
    const QStringList parts = processTag.split(QLatin1Char('/'));
    if (parts.size() != 4)
        return Liveness::Unknown;
    if (parts.at(0) != QSysInfo::machineHostName())
        return Liveness::Unknown;
    if (parts.at(1).isEmpty() || parts.at(1) != bootId())
        return bootId().isEmpty() ? Liveness::Unknown : Liveness::Dead; // rebooted since
    bool ok = false;
    const qint64 pid = parts.at(2).toLongLong(&ok);
    if (!ok || pid <= 0)
        return Liveness::Unknown;
    const QString ticks = startTicks(pid);
    return !ticks.isEmpty() && ticks == parts.at(3) ? Liveness::Alive : Liveness::Dead;
}

} // namespace llmcap
