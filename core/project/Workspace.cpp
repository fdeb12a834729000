#include "project/Workspace.h"

#include "storage/Database.h"

namespace llmcap {

Workspace::Workspace(QObject *parent)
    : QObject(parent)
{}

Workspace::~Workspace() = default;

Status Workspace::openDatabase(const QString &path)
{
    auto opened = Database::open(path);
    if (!opened)
        return Status::failure(opened.error());
    m_db = std::move(opened).value();
    m_project.reset();
    Q_EMIT databaseChanged();
    Q_EMIT projectChanged();
    return {};
}

QString Workspace::databasePath() const
{
    return m_db ? m_db->path() : QString();
}

Result<QList<Project>> Workspace::projects() const
{
    if (!m_db)
        return Result<QList<Project>>::failure(tr("no database is open"));
    return ProjectRepository(*m_db).list();
}

Result<Project> Workspace::createProject(const QString &name, const QString &description)
{
    if (!m_db)
        return Result<Project>::failure(tr("no database is open"));
    return ProjectRepository(*m_db).create(name, description);
}

Status Workspace::openProject(qint64 id)
{
    if (!m_db)
        return Status::failure(tr("no database is open"));
    auto project = ProjectRepository(*m_db).findById(id);
    if (!project)
        return Status::failure(tr("project %1 does not exist in this database").arg(id));
    m_project = std::move(project);
    Q_EMIT projectChanged();
    return {};
}

Status Workspace::openDefaultProject(qint64 preferredId, const QString &fallbackName)
{
    if (!m_db)
        return Status::failure(tr("no database is open"));
    ProjectRepository repository(*m_db);
    if (preferredId > 0 && repository.findById(preferredId))
        return openProject(preferredId);
    auto all = repository.list();
    if (!all)
        return Status::failure(all.error());
    if (!all->isEmpty())
        return openProject(all->first().id);
    auto created = repository.create(fallbackName);
    if (!created)
        return Status::failure(created.error());
    return openProject(created->id);
}

} // namespace llmcap
