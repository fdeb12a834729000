#include "storage/ProjectRepository.h"

#include "storage/Database.h"
#include "storage/SqlStatement.h"

#include <sqlite3.h>

namespace llmcap {

namespace {

constexpr int kMaxNameLength = 200;
#define LLMCAP_PROJECT_SELECT                                                                      \
    "SELECT id, name, description, created_at, COALESCE(updated_at, created_at) FROM projects"

Project readProject(const SqlStatement &q)
{
    Project p;
    p.id = q.int64(0);
    p.name = q.text(1);
    p.description = q.text(2);
    p.createdAt = QDateTime::fromString(q.text(3), Qt::ISODate);
    p.updatedAt = QDateTime::fromString(q.text(4), Qt::ISODate);
    return p;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace

Status ProjectRepository::validateName(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Status::failure(tr("a project needs a name"));
    if (trimmed.size() > kMaxNameLength)
        return Status::failure(tr("a project name has at most %1 characters").arg(kMaxNameLength));
    return {};
}

Result<Project> ProjectRepository::create(const QString &name, const QString &description)
{
    if (Status s = validateName(name); !s)
        return Result<Project>::failure(s.error());
    const QString trimmed = name.trimmed();
    if (findByName(trimmed))
        return Result<Project>::failure(tr("a project named \"%1\" already exists").arg(trimmed));

    SqlStatement q(m_db.handle(), "INSERT INTO projects (name, description, created_at, "
                                  "updated_at) VALUES (?, ?, ?, ?)");
    const QString stamp = now();
    q.bind(1, trimmed).bind(2, description).bind(3, stamp).bind(4, stamp);
    if (!q.exec())
        return Result<Project>::failure(q.error());
    return *findById(m_db.lastInsertRowId());
}

Result<QList<Project>> ProjectRepository::list() const
{
    SqlStatement q(m_db.handle(), LLMCAP_PROJECT_SELECT " ORDER BY name COLLATE NOCASE");
    QList<Project> projects;
    SqlStatement::Step s;
    while ((s = q.step()) == SqlStatement::Step::Row)
        projects.append(readProject(q));
    if (s == SqlStatement::Step::Error)
        return Result<QList<Project>>::failure(q.error());
    return projects;
}

std::optional<Project> ProjectRepository::findById(qint64 id) const
{
    SqlStatement q(m_db.handle(), LLMCAP_PROJECT_SELECT " WHERE id = ?");
    q.bind(1, id);
    if (q.step() != SqlStatement::Step::Row)
        return std::nullopt;
    return readProject(q);
}

std::optional<Project> ProjectRepository::findByName(const QString &name) const
{
    SqlStatement q(m_db.handle(), LLMCAP_PROJECT_SELECT " WHERE name = ?");
    q.bind(1, name.trimmed());
    if (q.step() != SqlStatement::Step::Row)
        return std::nullopt;
    return readProject(q);
}

Status ProjectRepository::update(const Project &project)
{
    if (Status s = validateName(project.name); !s)
        return s;
    if (auto other = findByName(project.name); other && other->id != project.id)
        return Status::failure(
            tr("a project named \"%1\" already exists").arg(project.name.trimmed()));
    SqlStatement q(m_db.handle(),
                   "UPDATE projects SET name = ?, description = ?, updated_at = ? WHERE id = ?");
    q.bind(1, project.name.trimmed())
        .bind(2, project.description)
        .bind(3, now())
        .bind(4, project.id);
    if (!q.exec())
        return Status::failure(q.error());
    if (sqlite3_changes(m_db.handle()) == 0)
        return Status::failure(tr("project %1 does not exist").arg(project.id));
    return {};
}

Status ProjectRepository::remove(qint64 id)
{
    SqlStatement q(m_db.handle(), "DELETE FROM projects WHERE id = ?");
    q.bind(1, id);
    if (!q.exec())
        return Status::failure(q.error());
    return {};
}

} // namespace llmcap
