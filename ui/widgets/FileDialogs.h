#pragma once

#include <QCoreApplication>
#include <QFileDialog>
#include <QString>

class QWidget;

namespace llmcap {

// The file dialogs of every page: Qt's own dialog, set up so that it can never hurt a project
// database this process has open.
//
// A file dialog that reads a file to pick its icon or type (by content sniffing) opens and
// closes it; for the database, that close drops every POSIX lock this process's SQLite
// connections hold on it, and another process (llmcap-cli beside the GUI) then deletes the
// write-ahead log under them (sqlite.org "How To Corrupt An SQLite Database File", 2.2). So:
// icons and types come from names alone, the database and the files beside it (-wal, -shm,
// .holders) are not listed, and choosing one by typing its name is refused. Native dialogs are
// not used: they sniff files in this process, out of our reach.
class FileDialogs
{
    Q_DECLARE_TR_FUNCTIONS(FileDialogs)

public:
    static QString openFileName(QWidget *parent, const QString &caption, const QString &dir = {},
                                const QString &filter = {});
    static QString saveFileName(QWidget *parent, const QString &caption, const QString &dir = {},
                                const QString &filter = {}, QFileDialog::Options options = {});

    // Sets up a dialog made elsewhere the same way (tests use it to watch one open).
    static void makeSafe(QFileDialog &dialog);
    // The message when path is one of an open database's files; empty when it is not.
    static QString refusal(const QString &path);
};

} // namespace llmcap
