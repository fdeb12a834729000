#pragma once

#include "storage/ProjectRepository.h"
#include "util/Result.h"

#include <QObject>

#include <memory>
#include <optional>

namespace llmcap {

class Database;

// The open database and the current project, as the GUI works on them.
class Workspace : public QObject
{
    Q_OBJECT

public:
    explicit Workspace(QObject *parent = nullptr);
    ~Workspace() override;

    // Opens (and migrates) the database at path; the previous one stays open on failure.
    Status openDatabase(const QString &path);
    bool hasDatabase() const { return m_db != nullptr; }
    Database *database() const { return m_db.get(); }
    QString databasePath() const;

    Result<QList<Project>> projects() const;
    Result<Project> createProject(const QString &name, const QString &description = {});
    Status openProject(qint64 id);
    // Opens preferredId if it exists, else the first project, else creates fallbackName.
    Status openDefaultProject(qint64 preferredId, const QString &fallbackName);

    const std::optional<Project> &currentProject() const { return m_project; }

Q_SIGNALS:
    void databaseChanged();
    void projectChanged();

private:
    std::unique_ptr<Database> m_db;
    std::optional<Project> m_project;
};

} // namespace llmcap
