#pragma once

#include "telemetry/TelemetryRecord.h"
#include "workload/SeededRandom.h"
#include "workload/Trace.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace llmcap {

struct TelemetryRun;

// The replay trace of a telemetry dataset, built from whole runs (TelemetryDerivation): every
// LLM call with input tokens, with its recorded timing, lengths, class and prefix group, and
// its run fields (Trace.h). A call depends on the latest earlier call of its run that had ended
// when it started; its tool wait is the time tool calls ran between that end and its start.
// Within a run the recorded gaps stay; run starts are multiplied by startScale. A rate factor
// f keeps each run floor(f) or ceil(f) times (the fraction by a seeded draw), an extra copy
// moved by up to 30 s; maxEntries keeps the busiest stretch of whole runs that fits.
class RunTraceSampler
{
public:
    struct Settings
    {
        qint64 firstMs = 0; // the dataset's first record: the trace's time origin
        double rateFactor = 1;
        double startScale = 1;
        qint64 maxEntries = 0; // 0: no limit
        quint64 seed = 1;
    };

    explicit RunTraceSampler(const Settings &settings);

    // records: the run's records by start; callClass: the class of each of its LLM calls.
    void addRun(const TelemetryRun &run, const QList<TelemetryRecord> &records,
                const QStringList &callClass);
    Trace finish();

    QString note() const; // how the trace was sampled (after finish)
    qint64 skippedCalls() const { return m_skipped; }

private:
    struct Call
    {
        qint64 startMs;
        qint64 endMs;
        int input;
        int output;
        QString className;
        QString prefixGroup;
        int reused;
    };
    using Span = std::pair<qint64, qint64>;

    void appendRun(const TelemetryRun &run, const std::vector<Call> &calls,
                   const std::vector<Span> &tools, const QString &key, double shiftS);
    void keepBusiestStretch();

    Settings m_settings;
    SeededRandom m_sample;
    qint64 m_runNumber = 0;
    qint64 m_traceRuns = 0;
    qint64 m_skipped = 0;
    QString m_capNote;
    qsizetype m_entryCount = 0;
    QList<TraceEntry> m_entries;
};

} // namespace llmcap
