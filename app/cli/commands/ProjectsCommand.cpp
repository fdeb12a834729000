#include "cli/commands/ProjectsCommand.h"

#include "cli/CliContext.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"

#include <QJsonArray>
#include <QJsonObject>

namespace llmcap {

namespace {

QJsonObject toJson(const Project &p)
{
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("description"), p.description},
            {QStringLiteral("createdAt"), p.createdAt.toString(Qt::ISODate)},
            {QStringLiteral("updatedAt"), p.updatedAt.toString(Qt::ISODate)}};
}

} // namespace

QString ProjectsCommand::summary() const
{
    return tr("List the projects in the database, or create one.");
}

QString ProjectsCommand::synopsis() const
{
    return QStringLiteral("[--create NAME [--description TEXT]]");
}

void ProjectsCommand::addOptions(CliOptions &options)
{
    options.add(QCommandLineOption(QStringLiteral("create"), tr("Create a project named NAME."),
                                   QStringLiteral("NAME")));
    options.add(QCommandLineOption(QStringLiteral("description"),
                                   tr("Description of the project created with --create."),
                                   QStringLiteral("TEXT")));
}

int ProjectsCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    if (context.isSet(QStringLiteral("description")) && !context.isSet(QStringLiteral("create")))
        return context.fail(ExitCode::Usage, tr("--description goes with --create"));

    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    ProjectRepository repository(**db);

    if (context.isSet(QStringLiteral("create"))) {
        auto created = repository.create(context.value(QStringLiteral("create")),
                                         context.value(QStringLiteral("description")));
        if (!created)
            return context.fail(ExitCode::BadInput, created.error());
        context.out() << tr("created project %1 (id %2)").arg(created->name).arg(created->id)
                      << Qt::endl;
        return context.writeJson({{QStringLiteral("project"), toJson(*created)}})
                   ? toInt(ExitCode::Success)
                   : toInt(ExitCode::BadInput);
    }

    auto projects = repository.list();
    if (!projects)
        return context.fail(ExitCode::BadInput, projects.error());
    QJsonArray array;
    QTextStream &out = context.out();
    if (projects->isEmpty())
        out << tr("no projects yet; create one with --create NAME") << Qt::endl;
    for (const Project &p : *projects) {
        out << p.id << '\t' << p.name;
        if (!p.description.isEmpty())
            out << '\t' << p.description;
        out << '\n';
        array.append(toJson(p));
    }
    out.flush();
    return context.writeJson({{QStringLiteral("projects"), array}}) ? toInt(ExitCode::Success)
                                                                    : toInt(ExitCode::BadInput);
}

} // namespace llmcap
