#pragma once

#include "records/RunWindow.h"
#include "servermetrics/ServerMetricsSample.h"

#include <QJsonObject>

#include <vector>

namespace llmcap {

// What the server's own metrics say about a run's window: gauges averaged and maximised over
// the samples inside it, counters and histograms as deltas between the last sample at or
// before the window's start and the last one at or before its end (never lifetime values).
struct ServerWindowSummary
{
    QString runtime;
    int samples = 0; // scrapes inside the window
    double runningMean = -1;
    double runningMax = -1;
    double waitingMean = -1;
    double waitingMax = -1;
    double kvUsageMean = -1;
    double kvUsageMax = -1;
    double preemptions = -1;      // delta
    double promptTokens = -1;     // delta
    double generationTokens = -1; // delta
    double prefixHitRatePct = -1; // hits / queries over the window, else the gauge's mean
    double queueCount = -1;       // requests that left the queue during the window
    double queueMeanMs = -1;
    // The histogram buckets the p50 and p99 fall in (no finer than its bounds); the high
    // bound is +Inf when the quantile is above the highest finite bucket.
    double queueP50LowMs = -1;
    double queueP50HighMs = -1;
    double queueP99LowMs = -1;
    double queueP99HighMs = -1;

    bool isEmpty() const { return samples == 0; }
    static ServerWindowSummary compute(const std::vector<ServerMetricsSample> &samples,
                                       const RunWindow &window);
    QJsonObject toJson() const;
};

} // namespace llmcap
