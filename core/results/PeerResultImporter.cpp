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
                                                qint64 projectId, QList<ExternalRun> *stored,
                                                QList<qint64> *duplicates)
{
    QList<qint64> ids, same;
    QList<ExternalRun> kept;
    RunRepository repository(db);
    const Status done = db.transaction([&]() -> Status {
        for (const ExternalRun &run : runs) {
            const RunInfo info = runInfo(run, projectId);
            const QString fingerprint = info.config.value(QLatin1String("external"))
                                            .toObject()
                                            .value(QLatin1String("fingerprint"))
                                            .toString();
            auto existing = repository.findExternalRun(projectId, fingerprint);
            if (!existing)
                return Status::failure(existing.error());
            if (*existing > 0) {
                same.append(*existing);
                continue;
            }
            auto id = repository.createExternalRun(info);
            if (!id)
                return Status::failure(id.error());
            ids.append(*id);
            kept.append(run);
        }
        return {};
    });
    if (!done)
        return Result<QList<qint64>>::failure(done.error());
    if (stored)
        *stored = std::move(kept);
    if (duplicates)
        *duplicates = std::move(same);
    return ids;
}

Result<QList<qint64>> PeerResultImporter::importFile(Database &db, const QString &path,
                                                     qint64 projectId, QList<ExternalRun> *runs,
                                                     QList<qint64> *duplicates)
{
    auto read = PeerResultReader::readFile(path);
    if (!read)
        return Result<QList<qint64>>::failure(read.error());
    return store(db, *read, projectId, runs, duplicates);
}

} // namespace llmcap
