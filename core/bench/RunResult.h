#pragma once

#include "bench/RunMetrics.h"
#include "bench/RunSummary.h"
#include "bench/SloEvaluator.h"
#include "records/RunOutcome.h"
#include "servermetrics/ServerWindowSummary.h"
#include "storage/RunRepository.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

// The outcome of a finished run: its metrics, its SLO verdict, the server's view of its
// window, and what went wrong around it.
struct RunResult
{
    qint64 runId = 0; // 0 when not stored
    RunInfo::Status status = RunInfo::Status::Completed;
    RunMetrics metrics;
    std::optional<SloResult> slo;
    ServerWindowSummary server;
    QStringList notes;           // e.g. no server metrics, a database write error
    qint64 storedRequests = 0;   // of the run's records, those in the database
    qint64 unstoredRequests = 0; // those the database never took (the run is Incomplete)
    // Why the database stopped taking the run's requests when that ended the run (a full
    // disk: "the database is full: ..."), one line; the run is then Interrupted. Empty else.
    QString storageError;
    // A run plan's runs (issue 18), in the order they ended; empty for a plain plan. Not in
    // toJson(): runSummary holds their figures.
    std::vector<RunOutcome> runs;
    // A run plan's run-level figures (RunSummary::compute over runs); none for a plain plan.
    // In toJson() as "runs".
    std::optional<RunSummary> runSummary;

    bool isValid() const { return metrics.isValid(); }
    // {"metrics", "slo", "server", "notes", "definitions", "runs"}: stored as the run's summary and
    // printed by `bench --json`.
    QJsonObject toJson() const;
};

} // namespace llmcap
