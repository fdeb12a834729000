#pragma once

#include "results/HistoryEntry.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>

namespace llmcap {

class Database;

// The history of benchmark runs and sweeps in a project database, newest first (read only).
// Runs come from RunRepository (single runs and sweep steps), sweeps from SweepRepository; the
// figures are those stored with them (a run's summary, a sweep's result), not recomputed.
class ResultsHistory
{
    Q_DECLARE_TR_FUNCTIONS(ResultsHistory)

public:
    static Result<QList<HistoryEntry>> load(Database &db);
};

} // namespace llmcap
