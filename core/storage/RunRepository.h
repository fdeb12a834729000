#pragma once

#include "records/RequestRecord.h"
#include "records/RunWindow.h"
#include "servermetrics/ServerMetricsSample.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>
#include <vector>

namespace llmcap {

class Database;

// One benchmark run as stored. A run may be a step of a sweep (sweepId, stepIndex); config
// holds its full configuration as JSON (target without secrets, plan, load options, SLO,
// serving configuration) so that it can be repeated and compared.
struct RunInfo
{
    // Incomplete: measured, but some of its requests could not be stored (the summary says how
    // many); Interrupted also marks a run whose process died while it ran.
    enum class Status { Running, Completed, Interrupted, Failed, Incomplete };

    qint64 id = 0;
    qint64 projectId = 0; // 0: none
    std::optional<qint64> sweepId;
    int stepIndex = 0;
    QString label;
    bool closedLoop = false;
    Status status = Status::Running;
    QDateTime startedAt;
    QDateTime finishedAt;
    qint64 originEpochMs = 0; // wall clock of the run's start instant (t = 0)
    QJsonObject config;
    QJsonObject servingConfig;
    RunWindow window;
    QJsonObject summary; // metrics, SLO result and server view, written at the end
    // Empty for llmcap's own runs; the peer tool's key (ExternalRun::tool) for a result imported
    // from another tool, which has no request records: its summary holds the peer's metrics.
    QString externalTool;

    bool isExternal() const { return !externalTool.isEmpty(); }

    static QString statusKey(Status status);
    static Status parseStatus(const QString &key);
};

// Reads and writes runs, their per-request records and their server metric samples.
// Inserts do not open a transaction of their own: RunWriter batches them.
class RunRepository
{
    Q_DECLARE_TR_FUNCTIONS(RunRepository)

public:
    explicit RunRepository(Database &db);

    Result<qint64> createRun(const RunInfo &run);
    // An imported (external) run: stored completed, with its summary, in one statement.
    Result<qint64> createExternalRun(const RunInfo &run);
    // The imported run of the project (0: none) whose config holds this external.fingerprint;
    // 0 when there is none.
    Result<qint64> findExternalRun(qint64 projectId, const QString &fingerprint);
    Status finishRun(qint64 runId, RunInfo::Status status, const RunWindow &window,
                     const QJsonObject &summary);
    Status insertRequests(qint64 runId, const std::vector<RequestRecord> &records);
    Status insertServerSamples(qint64 runId, const std::vector<ServerMetricsSample> &samples);

    Result<RunInfo> run(qint64 runId) const;
    // Newest first; of one sweep in step order when sweepId is given.
    Result<QList<RunInfo>> runs(std::optional<qint64> sweepId = std::nullopt) const;
    Result<std::vector<RequestRecord>> requests(qint64 runId) const;
    Result<std::vector<ServerMetricsSample>> serverSamples(qint64 runId) const;
    Result<qint64> requestCount(qint64 runId) const;

private:
    Database &m_db;
};

} // namespace llmcap
