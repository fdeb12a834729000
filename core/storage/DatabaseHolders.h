#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>

namespace llmcap {

// Which processes have a project database open, so that one process can name the others and
// never tear down files they still use.
//
// SQLite coordinates processes with POSIX record locks on the database file and its -shm, and
// POSIX drops every such lock a process holds on a file when the process closes any descriptor
// of that file (sqlite.org "How To Corrupt An SQLite Database File", 2.2). The registry uses
// open-file-description locks (F_OFD_SETLK) on a file of its own beside the database
// (`<db>.holders`): they belong to the descriptor that took them, so nothing else the process
// opens or closes can drop them. Each holding process locks one byte at the offset of its pid;
// others() finds those bytes with F_OFD_GETLK and names the processes from /proc.
//
// Holds are counted per database within the process; the lock goes when the last one does.
class DatabaseHolders
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseHolders)

public:
    struct Holder
    {
        qint64 pid = 0;
        QString program; // the executable's file name, or empty when /proc does not say
    };

    // Registers this process as a holder of the database until the returned token goes.
    // Null when the database has no file (":memory:") or the file beside it cannot be made
    // (a read-only folder): the process is then not seen by others, which is all it costs.
    static std::shared_ptr<void> hold(const QString &databasePath);

    // The other processes that hold the database now (not this one), by pid.
    static QList<Holder> others(const QString &databasePath);
    // Whether any other process holds it: others() without naming them from /proc.
    static bool anyOther(const QString &databasePath);

    // The databases this process holds now (absolute paths, links resolved).
    static QStringList heldHere();

    // "llmcap-cli (pid 4321), llmcap (pid 4100)".
    static QString describe(const QList<Holder> &holders);

    static QString sidecarPath(const QString &databasePath);

    // Names this process uniquely on its machine, across reboots and reused pids:
    // "host/boot-id/pid/start-ticks". Stored with what a process leaves marked as running.
    static QString processTag();
    enum class Liveness { Alive, Dead, Unknown };
    // Whether the process a tag names still runs; Unknown for another machine's process.
    static Liveness liveness(const QString &processTag);
};

} // namespace llmcap
