#pragma once

#include "results/PeerMetric.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmcap {

class Database;
struct RunDetail;

// Two stored runs, llmcap's or imported from a peer tool, on the same rows: a metric that maps
// onto llmcap's definition (PeerMetricMap) shares llmcap's row, so an imported TTFT sits beside
// llmcap's TTFT; one that does not keeps the peer's own name on a row of its own, the other run's
// cell empty. `llmcap-cli results --compare-runs A,B` prints it; the Results page shows it.
struct RunComparison
{
    Q_DECLARE_TR_FUNCTIONS(RunComparison)

public:
    struct Side
    {
        qint64 runId = 0;
        QString title;     // "run 3: chat" or "run 7: vLLM bench serve 0.11 (imported)"
        QString toolLabel; // "llmcap" or the peer's
        QString invalid;   // why llmcap judged the run invalid ("client-limited"); empty: valid
        bool external = false;
        QList<PeerMetric> metrics;
    };
    struct Row
    {
        QString key;
        QString label;
        QString unit;
        bool mapped = true; // false: a peer's own definition (see note)
        QString note;
        std::optional<PeerMetric> first;
        std::optional<PeerMetric> second;
    };

    Side first;
    Side second;
    QList<Row> rows;

    // The statistics a comparison shows, in order: mean, p50, p90, p99.
    static const QStringList &statistics();

    static Result<RunComparison> load(Database &db, qint64 firstId, qint64 secondId);
    static RunComparison build(Side first, Side second);
    // llmcap's own metrics of a stored run, as PeerMetrics under llmcap's keys.
    static QList<PeerMetric> llmcapMetrics(const RunDetail &detail);

    // The table the CLI prints, unmapped rows marked with their notes below.
    QString text() const;
};

} // namespace llmcap
