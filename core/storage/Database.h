#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <QtGlobal>
#include <functional>
#include <memory>

struct sqlite3;

namespace llmcap {

// The project database: one SQLite file in WAL mode with a schema_version table.
//
// open() validates before it writes anything: a file that is not an SQLite database, an SQLite
// database that llmcap did not write, or one written by a newer llmcap is reported in one line
// and left byte-identical. Only then is the file switched to WAL and migrated forward.
// One Database is one connection; use it from one thread at a time.
//
// Several processes may share the file (the GUI and llmcap-cli), as SQLite's WAL mode allows,
// as long as no process opens and closes the file outside SQLite: see DatabaseHolders. When
// another process holds the file, closing a connection keeps the write-ahead log.
//
// Tests only: LLMCAP_TEST_MAX_PAGE_COUNT=N in the environment caps every connection's file at N
// pages (PRAGMA max_page_count), so a test can fill "the disk" without filling one.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
    struct Options
    {
        // Stop migrating at this version (0 = latest). Only tests that build old files use it.
        int migrateUpTo = 0;
    };

    static Result<std::unique_ptr<Database>> open(const QString &path, const Options &options);
    static Result<std::unique_ptr<Database>> open(const QString &path)
    {
        return open(path, Options{});
    }

    // <AppDataLocation>/llmcap.sqlite
    static QString defaultPath();
    // Whether path names a file another connection (or a lock file beside it) can use; not an
    // in-memory database (":memory:") or none.
    static bool isFilePath(const QString &path)
    {
        return !path.isEmpty() && !path.startsWith(QLatin1Char(':'));
    }

    // Whether candidate names the database at databasePath or a file SQLite or llmcap keeps
    // beside it (-wal, -shm, -journal, .holders): files nothing but SQLite may open.
    static bool isOneOfItsFiles(const QString &candidate, const QString &databasePath);

    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    sqlite3 *handle() const { return m_db; }
    const QString &path() const { return m_path; }
    int schemaVersion() const;

    Status exec(const char *sql);
    // Runs body inside BEGIN IMMEDIATE / COMMIT; rolls back when it fails. When the file could
    // not grow (a full disk, SQLITE_FULL) the error says so in one line ("the database is full:
    // ...", SqlStatement::errorOf) and isFull() is true until a later transaction succeeds.
    Status transaction(const std::function<Status()> &body);
    bool isFull() const { return m_full; }
    qint64 lastInsertRowId() const;
    QString lastError() const;

    // Runs left `running` by a process that no longer runs (killed, crashed, its machine
    // restarted) are marked interrupted; open() does this. Returns how many.
    Result<int> markStaleRuns();

private:
    Database(sqlite3 *db, QString path);
    Status migrate(int upTo);

    sqlite3 *m_db;
    QString m_path;
    bool m_full = false;
    std::shared_ptr<void> m_hold; // this process is a holder of the file (DatabaseHolders)
};

} // namespace llmcap
