#pragma once

#include "results/ExternalRun.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>

namespace llmcap {

class Database;
struct RunInfo;

// `llmcap-cli results import FILE` and Results → Import…: reads a peer tool's result
// (PeerResultReader) and stores each run it holds as an external run (RunInfo::externalTool),
// all in one transaction: a file that cannot be read stores nothing and touches nothing.
class PeerResultImporter
{
    Q_DECLARE_TR_FUNCTIONS(PeerResultImporter)

public:
    // The new runs' ids, in the file's order; runs, when given, receives the runs stored (in
    // the same order). A run the project already holds (the same result, imported before from
    // this or another file: ExternalRun::fingerprint) is not stored again: duplicates, when
    // given, receives the id it already has.
    static Result<QList<qint64>> importFile(Database &db, const QString &path, qint64 projectId = 0,
                                            QList<ExternalRun> *runs = nullptr,
                                            QList<qint64> *duplicates = nullptr);
    static Result<QList<qint64>> store(Database &db, const QList<ExternalRun> &runs,
                                       qint64 projectId = 0, QList<ExternalRun> *stored = nullptr,
                                       QList<qint64> *duplicates = nullptr);

    // The stored form of an imported run.
    static RunInfo runInfo(const ExternalRun &run, qint64 projectId);
};

} // namespace llmcap
