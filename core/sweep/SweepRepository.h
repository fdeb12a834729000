#pragma once

#include "sweep/SweepConfig.h"
#include "sweep/SweepResult.h"
#include "sweep/SweepStep.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace llmcap {

class Database;

struct SweepInfo
{
    enum class Status { Running, Completed, Stopped, Failed };

    qint64 id = 0;
    qint64 projectId = 0;
    QString name;
    Status status = Status::Running;
    QDateTime createdAt;
    QDateTime updatedAt;
    QJsonObject config;   // SweepConfig::toJson()
    QJsonObject endpoint; // what the endpoint revealed (EndpointInfo::toJson())
    std::optional<SweepResult> result;
    int stepCount = 0;

    static QString statusKey(Status status);
    static Status parseStatus(const QString &key);
};

// Sweeps and their finished steps in the project database (migration 5). Steps are stored as
// they finish, so a sweep that crashed or was stopped resumes from the last completed step.
class SweepRepository
{
    Q_DECLARE_TR_FUNCTIONS(SweepRepository)

public:
    explicit SweepRepository(Database &db)
        : m_db(db)
    {}

    Result<qint64> create(const SweepConfig &config, const QJsonObject &endpoint);
    Status addStep(qint64 sweepId, const SweepStep &step);
    Status setStatus(qint64 sweepId, SweepInfo::Status status);
    Status finish(qint64 sweepId, const SweepResult &result);

    Result<SweepInfo> find(qint64 sweepId) const;
    // Newest first; one project's when projectId > 0.
    Result<QList<SweepInfo>> list(qint64 projectId = 0) const;
    Result<QList<SweepStep>> steps(qint64 sweepId) const;

private:
    Database &m_db;
};

} // namespace llmcap
