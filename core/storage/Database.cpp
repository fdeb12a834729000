#include "storage/Database.h"

#include "storage/DatabaseHolders.h"
#include "storage/Migrations.h"
#include "storage/SqlStatement.h"
#include "util/ProtectedFiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <sqlite3.h>

#include <fcntl.h>
#include <time.h>
#include <unistd.h>

namespace llmcap {

namespace {

// How long a connection waits for another one's lock (a write, a checkpoint) before it gives up.
constexpr int kBusyTimeoutMs = 5000;

// The schema version whose runs name the process that runs them (runs.owner).
constexpr int kRunOwnerSchema = 7;

struct Connection
{
    sqlite3 *db = nullptr;
    ~Connection() { sqlite3_close_v2(db); }
    sqlite3 *release() { return std::exchange(db, nullptr); }
};

// The first 16 bytes of every SQLite 3 database file.
constexpr char kSqliteMagic[] = "SQLite format 3";

bool hasSqliteMagic(const QString &path)
{
    const std::optional<QByteArray> head = ProtectedFiles::headIfUnprotected(path, 16);
    // A file this process has open as a database passed this check when it was opened.
    return !head || (head->size() == 16 && head->startsWith(kSqliteMagic) && head->at(15) == '\0');
}

enum class Inspection { Empty, Llmcap, Foreign, NotSqlite, Unreadable, NeedsRecovery };

struct InspectResult
{
    Inspection kind = Inspection::Unreadable;
    int version = 0;
    QString detail;
};

// Reads the schema version through a read-only connection, so that a file we reject is never
// touched (a read-write open could roll back a hot journal or checkpoint a WAL). The file is
// read through SQLite only: a descriptor of our own, once closed, would drop every POSIX lock
// this process's SQLite connections hold on it, and another process would then checkpoint and
// delete the write-ahead log under them (sqlite.org "How To Corrupt An SQLite Database File",
// 2.2). SQLite itself keeps such descriptors open until the process's last lock goes.
//
// A process killed in the middle of a write leaves a hot rollback journal (llmcap's own files
// while their first write switches them to WAL; issue 37's kill trial at 170 ms), which only a
// connection that may write can roll back: the read-only one reports NeedsRecovery, and
// `recover` inspects through a read-write connection (no create), which rolls the journal back
// (or rebuilds a WAL index) as any SQLite client does on opening the file, and closes without
// a checkpoint: what was committed stays as it was.
InspectResult inspect(const QString &path, bool recover = false)
{
    Connection c;
    const QByteArray native = QFile::encodeName(path);
    const int flags = recover ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY;
    if (sqlite3_open_v2(native.constData(), &c.db, flags, nullptr) != SQLITE_OK)
        return {Inspection::Unreadable, 0, QString::fromUtf8(sqlite3_errmsg(c.db))};
    if (recover)
        sqlite3_db_config(c.db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    // Another connection may hold a lock for a moment (a sweep storing a step, a checkpoint):
    // wait as the read-write connection does, rather than call the file unreadable.
    sqlite3_busy_timeout(c.db, kBusyTimeoutMs);

    SqlStatement tables(c.db, "SELECT name FROM sqlite_master WHERE type = 'table'");
    bool any = false;
    bool hasVersionTable = false;
    SqlStatement::Step s;
    while ((s = tables.step()) == SqlStatement::Step::Row) {
        any = true;
        if (tables.text(0) == QLatin1String("schema_version"))
            hasVersionTable = true;
    }
    if (s == SqlStatement::Step::Error) {
        if (sqlite3_errcode(c.db) == SQLITE_NOTADB)
            return {Inspection::NotSqlite, 0, tables.error()};
        const int code = sqlite3_extended_errcode(c.db);
        if (!recover && (code == SQLITE_READONLY_ROLLBACK || code == SQLITE_READONLY_RECOVERY))
            return {Inspection::NeedsRecovery, 0, tables.error()};
        return {Inspection::Unreadable, 0, tables.error()};
    }
    if (!any)
        return {Inspection::Empty, 0, {}};
    if (!hasVersionTable)
        return {Inspection::Foreign, 0, {}};

    SqlStatement version(c.db, "SELECT MAX(version) FROM schema_version");
    if (version.step() != SqlStatement::Step::Row)
        return {Inspection::Unreadable, 0, version.error()};
    return {Inspection::Llmcap, int(version.int64(0)), {}};
}

} // namespace

Database::Database(sqlite3 *db, QString path)
    : m_db(db)
    , m_path(std::move(path))
{}

Database::~Database()
{
    // The last connection to close deletes the -wal and -shm files once it has checkpointed.
    // SQLite decides it is the last from its locks; should another process's locks have been
    // dropped anyway (see DatabaseHolders), keep the files rather than delete them under it.
    if (m_hold && DatabaseHolders::anyOther(m_path)) {
        int persist = 1;
        sqlite3_file_control(m_db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    }
    sqlite3_close_v2(m_db);
    if (isFilePath(m_path))
        ProtectedFiles::release(m_path);
}

QString Database::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QLatin1String("/llmcap.sqlite");
}

bool Database::isOneOfItsFiles(const QString &candidate, const QString &databasePath)
{
    return isFilePath(databasePath) && ProtectedFiles::isOneOfItsFiles(candidate, databasePath);
}

Result<std::unique_ptr<Database>> Database::open(const QString &path, const Options &options)
{
    using R = Result<std::unique_ptr<Database>>;
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(path);

    if (info.exists()) {
        if (info.isDir())
            return R::failure(tr("%1 is a directory, not an llmcap database").arg(shown));
        if (info.size() > 0 && !info.isReadable())
            return R::failure(tr("cannot read %1: permission denied").arg(shown));
        if (info.size() > 0) {
            InspectResult found = inspect(path);
            if (found.kind == Inspection::NeedsRecovery)
                found = inspect(path, true);
            switch (found.kind) {
            case Inspection::NotSqlite:
                // SQLite says the same of a damaged database and of another kind of file; its
                // magic string tells them apart (read only while no connection of this
                // process has the file open, see ProtectedFiles).
                if (!hasSqliteMagic(path))
                    return R::failure(tr("%1 is not an llmcap database (not an SQLite file); it "
                                         "was left unchanged")
                                          .arg(shown));
                return R::failure(tr("cannot read %1: %2").arg(shown, found.detail));
            case Inspection::Unreadable:
            case Inspection::NeedsRecovery:
                return R::failure(tr("cannot read %1: %2").arg(shown, found.detail));
            case Inspection::Foreign:
                return R::failure(tr("%1 is an SQLite database that llmcap did not write; it was "
                                     "left unchanged")
                                      .arg(shown));
            case Inspection::Llmcap:
                if (found.version > latestSchemaVersion())
                    return R::failure(tr("%1 was written by a newer llmcap (schema %2; this "
                                         "version reads up to %3); it was left unchanged")
                                          .arg(shown)
                                          .arg(found.version)
                                          .arg(latestSchemaVersion()));
                break;
            case Inspection::Empty:
                break;
            }
        }
    } else if (!info.absoluteDir().exists()) {
        return R::failure(tr("cannot create %1: the folder %2 does not exist")
                              .arg(shown, QDir::toNativeSeparators(info.absolutePath())));
    }

    Connection c;
    const QByteArray native = QFile::encodeName(path);
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(native.constData(), &c.db, flags, nullptr) != SQLITE_OK)
        return R::failure(
            tr("cannot open %1: %2").arg(shown, QString::fromUtf8(sqlite3_errmsg(c.db))));

    std::unique_ptr<Database> db(new Database(c.release(), path));
    if (isFilePath(path))
        ProtectedFiles::protect(path); // released by the destructor
    sqlite3_busy_timeout(db->m_db, kBusyTimeoutMs);
    if (Status s = db->exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; "
                            "PRAGMA foreign_keys = ON;");
        !s)
        return R::failure(tr("cannot open %1: %2").arg(shown, s.error()));
    // A test's full disk (the header): set before migrating, so even migrations can meet it.
    if (const QByteArray pages = qgetenv("LLMCAP_TEST_MAX_PAGE_COUNT"); !pages.isEmpty())
        db->exec(QByteArray("PRAGMA max_page_count = " + QByteArray::number(pages.toLongLong()))
                     .constData());
    if (Status s =
            db->migrate(options.migrateUpTo > 0 ? options.migrateUpTo : latestSchemaVersion());
        !s)
        return R::failure(tr("cannot upgrade %1: %2").arg(shown, s.error()));
    db->m_hold = DatabaseHolders::hold(path);
    if (auto stale = db->schemaVersion() >= kRunOwnerSchema ? db->markStaleRuns() : Result<int>(0);
        !stale)
        return R::failure(tr("cannot open %1: %2").arg(shown, stale.error()));
    return R(std::move(db));
}

Status Database::migrate(int upTo)
{
    int current = 0;
    {
        SqlStatement exists(m_db, "SELECT 1 FROM sqlite_master WHERE name = 'schema_version'");
        if (exists.step() == SqlStatement::Step::Row)
            current = schemaVersion();
    }
    for (const Migration &m : migrations()) {
        if (m.version <= current || m.version > upTo)
            continue;
        Status s = transaction([&]() -> Status {
            // Another process opening the same new file may have migrated it meanwhile.
            if (schemaVersion() >= m.version)
                return {};
            if (Status e = exec(m.sql); !e)
                return Status::failure(QStringLiteral("migration %1 (%2): %3")
                                           .arg(m.version)
                                           .arg(QLatin1String(m.description), e.error()));
            SqlStatement record(m_db, "INSERT INTO schema_version (version, description, "
                                      "applied_at) VALUES (?, ?, ?)");
            record.bind(1, m.version)
                .bind(2, QString::fromUtf8(m.description))
                .bind(3, QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            if (!record.exec())
                return Status::failure(record.error());
            return {};
        });
        if (!s)
            return s;
    }
    return {};
}

Result<int> Database::markStaleRuns()
{
    SqlStatement running(m_db, "SELECT id, owner FROM runs WHERE status = 'running'");
    QList<qint64> stale;
    bool othersChecked = false;
    bool othersHold = false;
    while (running.step() == SqlStatement::Step::Row) {
        const QString owner = running.text(1);
        bool dead = false;
        if (owner.isEmpty()) {
            // Stored before runs named their process: stale when no other process holds the
            // file (this one started no run before it recorded owners).
            if (!othersChecked) {
                othersHold = DatabaseHolders::anyOther(m_path);
                othersChecked = true;
            }
            dead = !othersHold;
        } else {
            dead = DatabaseHolders::liveness(owner) == DatabaseHolders::Liveness::Dead;
        }
        if (dead)
            stale.append(running.int64(0));
    }
    if (!running.error().isEmpty())
        return Result<int>::failure(running.error());
    if (stale.isEmpty())
        return 0;
    const Status s = transaction([&]() -> Status {
        for (qint64 id : std::as_const(stale)) {
            SqlStatement mark(m_db, "UPDATE runs SET status = 'interrupted', "
                                    "finished_at = COALESCE(finished_at, ?) "
                                    "WHERE id = ? AND status = 'running'");
            mark.bind(1, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)).bind(2, id);
            if (!mark.exec())
                return Status::failure(mark.error());
        }
        return {};
    });
    if (!s)
        return Result<int>::failure(s.error());
    return int(stale.size());
}

int Database::schemaVersion() const
{
    SqlStatement q(m_db, "SELECT COALESCE(MAX(version), 0) FROM schema_version");
    return q.step() == SqlStatement::Step::Row ? int(q.int64(0)) : 0;
}

Status Database::exec(const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        // A full disk's message comes from errorOf(), with the file and a clear first line.
        QString error = (sqlite3_extended_errcode(m_db) & 0xff) == SQLITE_FULL || !message
                            ? SqlStatement::errorOf(m_db)
                            : QString::fromUtf8(message);
        sqlite3_free(message);
        return Status::failure(error);
    }
    return {};
}

namespace {

// LLMCAP_COMMIT_TRACE=FILE (crash tests, tests/app/cli/tst_killtrials): every transaction
// appends "begin NS", "commit NS" (before COMMIT) and "end NS" (after it) with the realtime
// clock in nanoseconds, each line one write(2) straight to the file, so that a process killed
// at any moment leaves the trace of where it was. Unset: nothing is written.
// LLMCAP_COMMIT_HOLD_MS=N (with the trace): every transaction waits N ms once its statements
// have run and before its COMMIT, so that a kill aimed at its "begin" line lands inside it.
void traceCommit(const char *what)
{
    static const int fd = [] {
        const QByteArray path = qgetenv("LLMCAP_COMMIT_TRACE");
        return path.isEmpty()
                   ? -1
                   : ::open(path.constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    }();
    if (fd < 0)
        return;
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    const QByteArray line = QByteArray(what) + ' ' +
                            QByteArray::number(qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec) +
                            '\n';
    [[maybe_unused]] const ssize_t written = ::write(fd, line.constData(), size_t(line.size()));
}

void holdBeforeCommit()
{
    static const int holdMs =
        qEnvironmentVariableIsEmpty("LLMCAP_COMMIT_TRACE")
            ? 0
            : qBound(0, qEnvironmentVariableIntValue("LLMCAP_COMMIT_HOLD_MS"), 10'000);
    if (holdMs > 0) {
        const timespec hold{holdMs / 1000, long(holdMs % 1000) * 1'000'000};
        nanosleep(&hold, nullptr);
    }
}

} // namespace

Status Database::transaction(const std::function<Status()> &body)
{
    traceCommit("begin");
    // Statements and exec() name a full disk as such (SqlStatement::errorOf).
    auto failed = [this](const Status &s) {
        m_full = !SqlStatement::fullError(s.error()).isEmpty();
        return s;
    };
    if (Status s = exec("BEGIN IMMEDIATE"); !s)
        return failed(s);
    Status result = body();
    if (!result) {
        result = failed(result);
        exec("ROLLBACK");
        return result;
    }
    holdBeforeCommit();
    traceCommit("commit");
    if (Status s = exec("COMMIT"); !s) {
        s = failed(s);
        exec("ROLLBACK");
        return s;
    }
    traceCommit("end");
    m_full = false;
    return {};
}

qint64 Database::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

QString Database::lastError() const
{
    return QString::fromUtf8(sqlite3_errmsg(m_db));
}

} // namespace llmcap
