#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace llmcap {

struct TraceEntry
{
    double timestampS = 0; // seconds from the trace's first request
    QString className;     // empty: the workload's first class (or "trace")
    int inputTokens = 0;
    int outputTokens = 0;
    QString prefixGroup;   // requests of one group share their first prefixTokens tokens
    int prefixTokens = -1; // -1: the class's shared_prefix tokens

    bool operator==(const TraceEntry &) const = default;
};

// A timed request trace: JSON Lines, one request per line (README "Trace files"):
//   {"timestamp": 0.000, "class": "chat", "input_tokens": 812, "output_tokens": 160}
//   {"timestamp": 0.137, "class": "rag", "input_tokens": 4096, "output_tokens": 256,
//    "prefix_group": "kb-1", "prefix_tokens": 3000}
// timestamp is in seconds (or timestamp_ms in milliseconds), relative or absolute: the first
// request is moved to 0. Blank lines and lines starting with '#' are skipped. Entries are
// ordered by time.
class Trace
{
    Q_DECLARE_TR_FUNCTIONS(Trace)

public:
    QList<TraceEntry> entries;

    static Result<Trace> load(const QString &path);
    static Result<Trace> parse(const QByteArray &text, const QString &origin);

    double durationS() const { return entries.isEmpty() ? 0 : entries.back().timestampS; }
    QStringList classNames() const;
};

} // namespace llmcap
