#pragma once

#include <QByteArray>
#include <QString>

#include <QtGlobal>

struct sqlite3;
struct sqlite3_stmt;

namespace llmcap {

// A prepared SQLite statement with RAII finalisation and typed binds and column reads.
class SqlStatement
{
public:
    enum class Step { Row, Done, Error };
    enum class Type { Integer, Real, Text, Blob, Null };

    SqlStatement(sqlite3 *db, const char *sql);
    ~SqlStatement();
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    // SQLite's message for db's last error, in one line; a file that could not grow (a full
    // disk, SQLITE_FULL) as "the database is full: FILE cannot grow (...)".
    static QString errorOf(sqlite3 *db);
    // The full database's line of errorOf() within error (callers may have put their context
    // before it), from "the database is full: " on; empty when error is not a full database's.
    static QString fullError(const QString &error);

    bool ok() const { return m_stmt != nullptr && m_error.isEmpty(); }
    QString error() const { return m_error; }

    // Binds are 1-based, as in SQLite.
    SqlStatement &bind(int index, qint64 value);
    SqlStatement &bind(int index, int value) { return bind(index, qint64(value)); }
    SqlStatement &bind(int index, double value);
    SqlStatement &bind(int index, const QString &value);
    SqlStatement &bind(int index, const QByteArray &blob);
    SqlStatement &bindNull(int index);

    Step step();
    // Runs to completion; false with error() set when SQLite reports one.
    bool exec();
    void reset();

    // Column reads are 0-based, as in SQLite.
    bool isNull(int column) const;
    Type type(int column) const;
    qint64 int64(int column) const;
    double real(int column) const;
    QString text(int column) const;
    QByteArray blob(int column) const;

private:
    void recordError();

    sqlite3 *m_db;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

} // namespace llmcap
