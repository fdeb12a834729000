#include "workflow/StartupProject.h"

#include "plan/DemoProject.h"
#include "project/Workspace.h"
#include "settings/Settings.h"
#include "storage/Database.h"

#include <QDir>
#include <QFileInfo>

namespace llmcap {

namespace {

bool samePath(const QString &a, const QString &b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

} // namespace

StartupProject::Choice StartupProject::choose(const Settings &settings, const QString &dbOption,
                                              const QString &defaultPath)
{
    using Key = Settings::Key;
    const QString lastPath = settings.string(Key::LastDatabasePath);
    const qint64 lastId = settings.integer64(Key::LastProjectId);
    QString preferred = settings.string(Key::DatabasePath);
    if (preferred.isEmpty())
        preferred = defaultPath;
    Choice c;
    if (!dbOption.isEmpty()) {
        c.databasePath = dbOption;
    } else if (!lastPath.isEmpty() && QFileInfo::exists(lastPath)) {
        c.databasePath = lastPath;
    } else {
        c.databasePath = preferred;
        if (!lastPath.isEmpty())
            c.note =
                tr("The database of the last project, %1, no longer exists; opened %2.")
                    .arg(QDir::toNativeSeparators(lastPath), QDir::toNativeSeparators(preferred));
    }
    // Settings from before LastDatabasePath named a project of the preferred database.
    const QString lastDatabase = lastPath.isEmpty() ? preferred : lastPath;
    if (samePath(c.databasePath, lastDatabase))
        c.projectId = lastId;
    return c;
}

Result<QString> StartupProject::open(Workspace &workspace, const Settings &settings,
                                     const QString &dbOption, const QString &defaultPath)
{
    Choice c = choose(settings, dbOption, defaultPath);
    if (Database::isFilePath(c.databasePath))
        QDir().mkpath(QFileInfo(c.databasePath).absolutePath());
    if (Status s = workspace.openDatabase(c.databasePath); !s) {
        // The last project's database went bad since: start from the preferred one instead.
        QString preferred = settings.string(Settings::Key::DatabasePath);
        if (preferred.isEmpty())
            preferred = defaultPath;
        if (!dbOption.isEmpty() || samePath(c.databasePath, preferred))
            return Result<QString>::failure(s.error());
        QDir().mkpath(QFileInfo(preferred).absolutePath());
        if (Status again = workspace.openDatabase(preferred); !again)
            return Result<QString>::failure(again.error());
        c = {preferred, 0,
             tr("The database of the last project could not be opened (%1); opened %2.")
                 .arg(s.error(), QDir::toNativeSeparators(preferred))};
    }
    if (Status s = DemoProject::openDefault(workspace, c.projectId); !s)
        return Result<QString>::failure(s.error());
    const auto &project = workspace.currentProject();
    if (c.projectId > 0 && project && project->id != c.projectId)
        return tr("The project open last no longer exists; opened %1.").arg(project->name);
    return c.note;
}

void StartupProject::remember(Settings &settings, const QString &databasePath, qint64 projectId)
{
    if (!Database::isFilePath(databasePath))
        return;
    settings.setValue(Settings::Key::LastDatabasePath, QFileInfo(databasePath).absoluteFilePath());
    settings.setValue(Settings::Key::LastProjectId, projectId);
}

void StartupProject::forget(Settings &settings)
{
    settings.reset(Settings::Key::LastDatabasePath);
    settings.reset(Settings::Key::LastProjectId);
}

} // namespace llmcap
