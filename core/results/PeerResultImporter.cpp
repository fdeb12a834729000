#include "results/PeerResultImporter.h"

#include "results/PeerResultReader.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

namespace llmcap {

RunInfo PeerResultImporter::runInfo(const ExternalRun &run, qint64 projectId)
{
    RunInfo info;
    info.projectId = projectId;
    info.label = run.name.isEmpty() ? run.toolLabel() : tr("%1: %2").arg(run.toolLabel(), run.name);
    info.closedLoop = run.closedLoop;
    info.status = RunInfo::Status::Completed;
    info.startedAt = run.startedAt.isValid() ? run.startedAt : QDateTime::currentDateTimeUtc();
    // A year at most: a damaged duration must not overflow the conversion.
    const double durationMs = qBound(0.0, run.durationS * 1000.0, 365.0 * 86400e3);
    info.finishedAt = durationMs > 0 ? info.startedAt.addMSecs(qint64(durationMs)) : info.startedAt;
    info.originEpochMs = info.startedAt.toMSecsSinceEpoch();
    info.config = run.configJson();
    info.summary = run.summaryJson();
    info.externalTool = run.tool;
    return info;
}

Result<QList<qint64>> PeerResultImporter::store(Database &db, const QList<ExternalRun> &runs,
                                                qint64 projectId)
{
    QList<qint64> ids;
    RunRepository repository(db);
    const Status stored = db.transaction([&]() -> Status {
        for (const ExternalRun &run : runs) {
            auto id = repository.createExternalRun(runInfo(run, projectId));
            if (!id)
                return Status::failure(id.error());
            ids.append(*id);
        }
        return {};
    });
    if (!stored)
        return Result<QList<qint64>>::failure(stored.error());
    return ids;
}

Result<QList<qint64>> PeerResultImporter::importFile(Database &db, const QString &path,
                                                     qint64 projectId, QList<ExternalRun> *runs)
{
    auto read = PeerResultReader::readFile(path);
    if (!read)
        return Result<QList<qint64>>::failure(read.error());
    auto ids = store(db, *read, projectId);
    if (ids && runs)
        *runs = std::move(*read);
    return ids;
}

} // namespace llmcap
