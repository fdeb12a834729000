#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace llmcap {

// The files that nothing but SQLite may open in this process: every project database it has
// open and the files beside it (-wal, -shm, -journal, .holders). Opening and closing one of
// them any other way drops every POSIX lock the process's SQLite connections hold on it, and
// another process may then delete the write-ahead log under them (sqlite.org "How To Corrupt
// An SQLite Database File", 2.2). Readers and writers of files a user names ask refusal()
// first; storage registers the databases as it opens them.
class ProtectedFiles
{
    Q_DECLARE_TR_FUNCTIONS(ProtectedFiles)

public:
    // Counted: a database opened twice is released twice.
    static void protect(const QString &databasePath);
    static void release(const QString &databasePath);

    // The first bytes of path, read only while no database of this process is that file (and
    // none can become it meanwhile: protect() waits): nullopt when it is protected or cannot
    // be read. For telling a damaged database from a file that is none at all.
    static std::optional<QByteArray> headIfUnprotected(const QString &path, qint64 bytes);

    // "PATH belongs to the open project database; choose another file", or empty.
    static QString refusal(const QString &path);

    // An absolute path with symbolic links resolved as far as the file and its folder exist:
    // one spelling per file.
    static QString resolvedPath(const QString &path);

    // Whether candidate names the database at databasePath or a file beside it, however
    // either is spelled (relative, through links).
    static bool isOneOfItsFiles(const QString &candidate, const QString &databasePath);
};

} // namespace llmcap
