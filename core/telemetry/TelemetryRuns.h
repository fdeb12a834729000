#pragma once

#include "telemetry/TelemetryRecord.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace llmcap {

class TelemetryRepository;
struct TelemetryDataset;

// One run rebuilt from its records: the unit the sizing guide asks an agentic application to
// be measured in ("Observe the application and the inference platform": LLM calls, tool calls,
// retries, compactions, total tokens, maximum context, models, duration, final status).
struct TelemetryRun
{
    QString runId; // empty: a record without a run (a plain request log), one call each
    QString name;  // the root's name (or the first LLM call's)
    QJsonObject rootAttributes;
    qint64 startMs = 0; // first record's start
    qint64 endMs = 0;   // last record's end (its start when the duration is unknown)
    int llmCalls = 0;
    int toolCalls = 0;
    int retries = 0;     // marked by the source, or a call repeating the input of a failed one
    int compactions = 0; // input below half the previous call's, or a compact/summar* name
    int subAgents = 0;   // Agent records below another Agent record
    int errors = 0;      // LLM and tool calls that failed
    int cancellations = 0;
    qint64 inputTokens = 0; // over LLM calls that report them
    qint64 outputTokens = 0;
    int maxContextTokens = 0; // largest input + output of one call
    QStringList models;       // in order of first use
    TelemetryRecord::Status finalStatus = TelemetryRecord::Status::Unknown;

    qint64 totalTokens() const { return inputTokens + outputTokens; }
    double durationS() const { return double(endMs - startMs) / 1000.0; }
};

// Rebuilds runs from records streamed in run order (TelemetryRepository::Order::ByRun).
// Memory holds one run's records at a time.
class TelemetryRuns
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryRuns)

public:
    // Summarises the records of one run, ordered by start.
    static TelemetryRun build(const QList<TelemetryRecord> &records);

    // Calls visit with each run and its records (by start). Records without a run id give one
    // run per LLM call (their other records are left out). Stops when visit returns false.
    using Visit = std::function<bool(const TelemetryRun &, const QList<TelemetryRecord> &)>;
    static Status forEach(const TelemetryRepository &repo, qint64 datasetId, const Visit &visit);

    // Whether a call's name marks a context compaction ("compact", "summar...").
    static bool isCompactionName(const QString &name);
    static QString statusKey(TelemetryRecord::Status status); // ok, error, cancelled, unknown
};

} // namespace llmcap
