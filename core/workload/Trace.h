#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace llmcap {

struct TraceEntry
{
    double timestampS = 0; // seconds from the trace's first request
    QString className;     // empty: the workload's first class (or "trace")
    int inputTokens = 0;
    int outputTokens = 0;
    QString prefixGroup;   // requests of one group share their first prefixTokens tokens
    int prefixTokens = -1; // -1: the class's shared_prefix tokens
    // The prompt's content as blocks (Mooncake's hash_ids): block i covers prompt tokens
    // [i * blockTokens, (i + 1) * blockTokens), and an id names everything up to its block's end,
    // so two prompts with equal leading ids share exactly those blocks. When set, a replay
    // writes each block's text from its id (a prefix is shared with whatever earlier prompt held
    // the same blocks), and prefixTokens counts the leading blocks seen in earlier requests.
    QStringList blocks;
    int blockTokens = 0;

    // Run fields (docs/file-formats.md "Run fields"): the call's place in a recorded run, so
    // that a replay can keep the run's causal structure. Today's replay sends by timestamp.
    QString runId;           // empty: an independent request
    int callIndex = -1;      // 0-based position of the LLM call in its run; -1: not in a run
    int dependsOn = -1;      // call index within the run this call waits for; -1: the run's start
    QList<int> alsoWaitsFor; // a join (depends_on: [a, b, ...]): the calls after the first
    double offsetS = -1;     // seconds after the dependency's end (or the run's start); -1: unknown
    double toolWaitS = 0;    // of offsetS, seconds spent in tool calls
    enum class Prefix {
        Unknown,  // not said
        None,     // shares nothing with earlier calls
        Group,    // shares prefix_tokens with the requests of its prefix_group
        Previous, // carries the previous call of its run (its prompt) as its prefix
    };
    Prefix prefix = Prefix::Unknown;

    bool inRun() const { return !runId.isEmpty(); }
    QList<int> dependencies() const; // dependsOn, then alsoWaitsFor; empty: the run's start
    bool operator==(const TraceEntry &) const = default;
};

// A timed request trace: JSON Lines, one request per line (README "Trace files"):
//   {"timestamp": 0.000, "class": "chat", "input_tokens": 812, "output_tokens": 160}
//   {"timestamp": 0.137, "class": "rag", "input_tokens": 4096, "output_tokens": 256,
//    "prefix_group": "kb-1", "prefix_tokens": 3000}
//   {"timestamp": 2.5, "class": "agent", "input_tokens": 5000, "output_tokens": 90,
//    "run_id": "r7", "call_index": 1, "depends_on": 0, "offset_s": 1.2, "tool_wait_s": 0.9,
//    "prefix": "previous", "prefix_group": "run:r7", "prefix_tokens": 4100}
// timestamp is in seconds (or timestamp_ms in milliseconds), relative or absolute: the first
// request is moved to 0. Blank lines and lines starting with '#' are skipped. Entries are
// ordered by time. A line with input_length is in the (agentic) Mooncake form instead
// (MooncakeTraceForm): timestamp in ms, hash_ids, session_id, request_id, wait_for,
// tool_wait_ms, mapped onto the same fields. parse() checks the runs' structure with
// TraceRuns::check (docs/file-formats.md "Run fields").
class Trace
{
    Q_DECLARE_TR_FUNCTIONS(Trace)

public:
    QList<TraceEntry> entries;
    // parse(): where each entry came from, for errors that name a line ("trace.jsonl:17").
    // sourceLines runs parallel to entries (1-based line numbers); empty for a trace built in
    // code, whose errors then name the entry ("entry 17").
    QString origin;
    QList<int> sourceLines;
    QString where(qsizetype entry) const; // "origin:line", or "entry N" (1-based)

    static Result<Trace> load(const QString &path);
    static Result<Trace> parse(const QByteArray &text, const QString &origin);

    // The writer: one JSON line per entry, in the form parse() reads (timestamps in seconds,
    // run fields only for entries in a run).
    static QByteArray toLine(const TraceEntry &entry);
    QByteArray toJsonLines() const;
    Status save(const QString &path) const; // atomically

    static QString prefixKey(TraceEntry::Prefix prefix); // "none", "group", "previous"

    double durationS() const { return entries.isEmpty() ? 0 : entries.back().timestampS; }
    QStringList classNames() const;
};

} // namespace llmcap
