#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

class Settings;
class Workspace;

// The database and project the GUI starts with. A restart reopens the project open at the last
// quit (Settings::LastDatabasePath and LastProjectId, written by remember()), in its own
// database; --db names another database, and a database chosen in Preferences since then
// (forget()) wins too. What no longer exists falls back, said in a note: a deleted database
// file to the Preferences' (or the default) database, a deleted project to the first one, an
// empty database to the demo project.
class StartupProject
{
    Q_DECLARE_TR_FUNCTIONS(StartupProject)

public:
    struct Choice
    {
        QString databasePath;
        qint64 projectId = 0; // 0: the first project
        QString note;         // why this is not the last project's database; empty when it is
    };

    // dbOption: the --db path, empty when not given; defaultPath: Database::defaultPath().
    static Choice choose(const Settings &settings, const QString &dbOption,
                         const QString &defaultPath);
    // Opens the chosen database and project in workspace. Returns the note to show (what was
    // opened instead of the last project, and why), empty when the last project was opened.
    static Result<QString> open(Workspace &workspace, const Settings &settings,
                                const QString &dbOption, const QString &defaultPath);

    static void remember(Settings &settings, const QString &databasePath, qint64 projectId);
    // The next start opens the Preferences' database, not the last project's.
    static void forget(Settings &settings);
};

} // namespace llmcap
