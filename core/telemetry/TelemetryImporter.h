#pragma once

#include "telemetry/TelemetryRecord.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>

namespace llmcap {

class Pseudonymizer;

struct TelemetryImportOptions
{
    enum class Format { Langfuse, Otlp, Mooncake, Jsonl, Csv };
    enum class LatencyUnit { Auto, Seconds, Milliseconds };

    Format format = Format::Jsonl;
    // Generic JSONL/CSV (and overrides for the others): llmcap field -> the file's column or
    // key. Fields: timestamp (required; seconds, ms or ISO 8601: see timestamp_unit), input_tokens,
    // output_tokens, cached_tokens, duration, ttft, model, class, run, session, user, status,
    // parent, span, prefix_group. "timestamp_unit" = s|ms|us|ns|iso maps the unit;
    // "duration_unit" = s|ms that of duration and ttft (default ms). JSON keys may be dotted
    // paths into nested objects ("usage.prompt_tokens").
    QMap<QString, QString> mapping;
    // Langfuse's latency and time_to_first_token: seconds since 2026-04-01, milliseconds before.
    LatencyUnit latencyUnit = LatencyUnit::Auto;

    static std::optional<Format> parseFormat(const QString &text);
    static QString formatName(Format format);
};

// What an import read, kept and dropped: shown to the user and stored as the dataset's
// retention note. Never holds content or a source identifier.
struct TelemetryImportReport
{
    QString format;      // what was read, e.g. "langfuse observations_v2, JSONL"
    qint64 read = 0;     // records (lines, rows, spans) read
    qint64 imported = 0; // records handed to the sink
    qint64 skipped = 0;  // records that could not be read
    QMap<QString, qint64> skippedByReason;
    QStringList problems;      // the first problems, each "line 17: ..." or "span 3f2a...: ..."
    QString latencyUnit;       // "s", "ms" or "" (no latency fields)
    QString latencyUnitReason; // one line: how the unit was chosen
    QStringList droppedFields; // content fields seen and never read into memory kept
    QStringList pseudonymisedFields; // identifier fields replaced by pseudonyms
    qint64 firstMs = 0;
    qint64 lastMs = 0;

    static constexpr int kMaxProblems = 20;
    QJsonObject retentionNote() const;
};

// Reads a telemetry file as a stream (never the whole file in memory) and hands each sanitised
// record to sink. A record that cannot be read is skipped, counted and reported with its line
// (or span id). Fails (and the caller stores nothing) when the file is missing, in a format
// llmcap cannot read (Parquet: the message names the export setting to switch), or mostly
// unreadable: more than half of the records skipped.
class TelemetryImporter
{
    Q_DECLARE_TR_FUNCTIONS(TelemetryImporter)

public:
    using Sink = std::function<Status(const TelemetryRecord &)>;

    static Result<TelemetryImportReport> run(const QString &path,
                                             const TelemetryImportOptions &options,
                                             const Pseudonymizer &pseudonymizer, const Sink &sink);
};

} // namespace llmcap
