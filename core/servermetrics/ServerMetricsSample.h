#pragma once

#include "servermetrics/PrometheusHistogramJson.h"

#include <QJsonObject>
#include <QString>

namespace llmcap {

// One scrape of a server's metrics in llmcap's normalised vocabulary (domain reference §4),
// whatever runtime answered. -1 where the runtime does not export the signal. Counters are
// lifetime totals: use deltas over a window (ServerWindowSummary).
struct ServerMetricsSample
{
    qint64 tNs = 0;  // when the scrape answered, from the run's start instant
    QString runtime; // "vllm", "sglang", "tgi", "llama.cpp", "nim", "" when unknown

    double running = -1;           // requests being processed
    double waiting = -1;           // requests queued in the server
    double kvUsage = -1;           // KV-cache usage, 0-1
    double preemptions = -1;       // counter
    double promptTokens = -1;      // counter
    double generationTokens = -1;  // counter
    double prefixQueries = -1;     // counter (tokens looked up in the prefix cache)
    double prefixHits = -1;        // counter
    double prefixHitRate = -1;     // gauge 0-1, for runtimes that export only a rate (SGLang)
    PrometheusHistogram queueTime; // seconds

    QJsonObject toJson() const;
    static ServerMetricsSample fromJson(const QJsonObject &json);
};

} // namespace llmcap
