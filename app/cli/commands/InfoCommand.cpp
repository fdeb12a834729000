#include "cli/commands/InfoCommand.h"

#include "appinfo/AppInfo.h"
#include "cli/CliContext.h"
#include "storage/Database.h"
#include "storage/DatabaseHolders.h"
#include "storage/Migrations.h"
#include "storage/ProjectRepository.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>

namespace llmcap {

QString InfoCommand::summary() const
{
    return tr("Show the version, the project database and its schema.");
}

void InfoCommand::addOptions(CliOptions &) {}

int InfoCommand::run(CliContext &context)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto projects = ProjectRepository(**db).list();
    if (!projects)
        return context.fail(ExitCode::BadInput, projects.error());

    QTextStream &out = context.out();
    out << "llmcap " << AppInfo::version() << '\n'
        << tr("database:") << ' ' << QDir::toNativeSeparators((*db)->path()) << '\n'
        << tr("schema:") << ' ' << (*db)->schemaVersion() << " / " << latestSchemaVersion() << '\n'
        << tr("projects:") << ' ' << projects->size() << Qt::endl;
    const QList<DatabaseHolders::Holder> others = DatabaseHolders::others((*db)->path());
    if (!others.isEmpty())
        out << tr("also open in:") << ' ' << DatabaseHolders::describe(others) << Qt::endl;
    QJsonArray holders;
    for (const DatabaseHolders::Holder &h : others)
        holders.append(
            QJsonObject{{QStringLiteral("pid"), h.pid}, {QStringLiteral("program"), h.program}});

    const QJsonObject result{
        {QStringLiteral("version"), AppInfo::version()},
        {QStringLiteral("database"),
         QJsonObject{{QStringLiteral("path"), (*db)->path()},
                     {QStringLiteral("schemaVersion"), (*db)->schemaVersion()},
                     {QStringLiteral("latestSchemaVersion"), latestSchemaVersion()},
                     {QStringLiteral("otherHolders"), holders}}},
        {QStringLiteral("projects"), int(projects->size())},
    };
    return context.writeJson(result) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

} // namespace llmcap
