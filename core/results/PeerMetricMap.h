#pragma once

#include "results/PeerMetric.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace llmcap {

// The one table of how a peer tool's metric relates to llmcap's (domain reference §1,
// docs/peer-results.md). A field that measures what llmcap's metric measures is shown under
// llmcap's key and label; any other under the peer's own name with the difference in its note.
// The readers look every field up here; nothing else names a peer's metric.
class PeerMetricMap
{
    Q_DECLARE_TR_FUNCTIONS(PeerMetricMap)

public:
    struct Entry
    {
        const char *tool;  // "vllm", "guidellm", "aiperf"
        const char *field; // the peer's field ("ttft", "time_to_first_token_ms"); a variant
                           // after '@' ("ttft@max_concurrency") when a setting changes it
        const char *key;   // llmcap's key when mapped, else "<tool>.<field>"
        const char *label; // untranslated; label() translates
        bool mapped;
        const char *unit;
        double scale; // file value x scale = value in unit
        const char *note;
    };

    static const std::vector<Entry> &entries();
    static const Entry *find(const QString &tool, const QString &field);
    // The metric for a peer field, named by the table, with no statistics yet; nullopt for a
    // field the table does not list (it is not imported).
    static std::optional<PeerMetric> metric(const QString &tool, const QString &field);

    static QString toolLabel(const QString &tool);
    // llmcap's own latency metrics as PeerMetric keys and labels, in the order comparisons list
    // them: TTFT, TPOT, ITL, E2E.
    static QList<PeerMetric> llmcapLatencyMetrics();
    // Rows of the table as Markdown-free text lines, for `results import --help` and tests.
    static QString label(const Entry &e);
    static QString note(const Entry &e);
};

} // namespace llmcap
