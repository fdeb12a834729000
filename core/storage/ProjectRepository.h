#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace llmcap {

class Database;

struct Project
{
    qint64 id = 0;
    QString name;
    QString description;
    QDateTime createdAt;
    QDateTime updatedAt;
};

// Projects group a sizing request, serving configurations, runs and plans in the database.
class ProjectRepository
{
    Q_DECLARE_TR_FUNCTIONS(ProjectRepository)

public:
    explicit ProjectRepository(Database &db)
        : m_db(db)
    {}

    Result<Project> create(const QString &name, const QString &description = {});
    Result<QList<Project>> list() const;
    std::optional<Project> findById(qint64 id) const;
    std::optional<Project> findByName(const QString &name) const;
    Status update(const Project &project);
    Status remove(qint64 id);

    // Names are trimmed; empty names and names longer than 200 characters are refused.
    static Status validateName(const QString &name);

private:
    Database &m_db;
};

} // namespace llmcap
