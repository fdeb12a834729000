#include "storage/SqlStatement.h"

#include <QCoreApplication>
#include <QDir>

#include <sqlite3.h>

namespace llmcap {

namespace {

QString fullPrefix()
{
    return QCoreApplication::translate("SqlStatement", "the database is full: ");
}

} // namespace

QString SqlStatement::errorOf(sqlite3 *db)
{
    const QString message = QString::fromUtf8(sqlite3_errmsg(db));
    if ((sqlite3_extended_errcode(db) & 0xff) != SQLITE_FULL)
        return message;
    const char *file = sqlite3_db_filename(db, "main");
    return fullPrefix() +
           QCoreApplication::translate("SqlStatement", "%1 cannot grow (%2); what was stored "
                                                       "before is kept")
               .arg(QDir::toNativeSeparators(QString::fromUtf8(file ? file : "")), message);
}

QString SqlStatement::fullError(const QString &error)
{
    const qsizetype at = error.indexOf(fullPrefix());
    return at < 0 ? QString() : error.mid(at);
}

SqlStatement::SqlStatement(sqlite3 *db, const char *sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
        recordError();
}

SqlStatement::~SqlStatement()
{
    sqlite3_finalize(m_stmt);
}

void SqlStatement::recordError()
{
    m_error = errorOf(m_db);
}

SqlStatement &SqlStatement::bind(int index, qint64 value)
{
    if (m_stmt && sqlite3_bind_int64(m_stmt, index, value) != SQLITE_OK)
        recordError();
    return *this;
}

SqlStatement &SqlStatement::bind(int index, double value)
{
    if (m_stmt && sqlite3_bind_double(m_stmt, index, value) != SQLITE_OK)
        recordError();
    return *this;
}

SqlStatement &SqlStatement::bind(int index, const QString &value)
{
    const QByteArray utf8 = value.toUtf8();
    if (m_stmt && sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()),
                                    SQLITE_TRANSIENT) != SQLITE_OK)
        recordError();
    return *this;
}

SqlStatement &SqlStatement::bind(int index, const QByteArray &blob)
{
    if (m_stmt && sqlite3_bind_blob(m_stmt, index, blob.constData(), int(blob.size()),
                                    SQLITE_TRANSIENT) != SQLITE_OK)
        recordError();
    return *this;
}

SqlStatement &SqlStatement::bindNull(int index)
{
    if (m_stmt && sqlite3_bind_null(m_stmt, index) != SQLITE_OK)
        recordError();
    return *this;
}

SqlStatement::Step SqlStatement::step()
{
    if (!ok())
        return Step::Error;
    switch (sqlite3_step(m_stmt)) {
    case SQLITE_ROW:
        return Step::Row;
    case SQLITE_DONE:
        return Step::Done;
    default:
        recordError();
        return Step::Error;
    }
}

bool SqlStatement::exec()
{
    Step s;
    while ((s = step()) == Step::Row) {
    }
    return s == Step::Done;
}

void SqlStatement::reset()
{
    if (!m_stmt)
        return;
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    m_error.clear();
}

SqlStatement::Type SqlStatement::type(int column) const
{
    switch (sqlite3_column_type(m_stmt, column)) {
    case SQLITE_INTEGER:
        return Type::Integer;
    case SQLITE_FLOAT:
        return Type::Real;
    case SQLITE_TEXT:
        return Type::Text;
    case SQLITE_BLOB:
        return Type::Blob;
    default:
        return Type::Null;
    }
}

bool SqlStatement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

qint64 SqlStatement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double SqlStatement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

QString SqlStatement::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QString::fromUtf8(data, sqlite3_column_bytes(m_stmt, column));
}

QByteArray SqlStatement::blob(int column) const
{
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArray(data, sqlite3_column_bytes(m_stmt, column));
}

} // namespace llmcap
