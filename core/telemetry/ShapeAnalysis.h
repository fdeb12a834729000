#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cmath>
#include <limits>
#include <optional>

namespace llmcap {

class TelemetryRepository;
struct TelemetryDataset;

// The shape of a telemetry dataset: every item of the sizing guide's list ("Preserve workload
// shape, not only averages"): rates over time, concurrency, active runs, token rates, length
// percentiles, calls and tokens per run, cache and shared-prefix behaviour, retry, error and
// cancellation rates, time of day, peak-to-average (with its window), model mix and growth.
//
// compute() streams the dataset twice (by run, then by start) through a ShapeAccumulator: the
// memory it holds grows with the runs and calls in flight and the dataset's time span, never
// with its number of records. Percentiles are exact up to 100,000 samples, then read from a
// log-spaced histogram at most 0.5 % off (QuantileSketch); the JSON says which.
//
//   auto shape = ShapeAnalysis::compute(repo, *repo.find(id));
//   if (shape) out << shape->toText();
class ShapeAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(ShapeAnalysis)

public:
    static constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

    // NaN (and samples 0) when nothing was measured; every percentile states its samples.
    struct Quantiles
    {
        qint64 samples = 0;
        double p50 = kNaN, p95 = kNaN, p99 = kNaN, mean = kNaN, max = kNaN;
        bool exact = true; // false: from the 1 % log histogram (relative error <= 0.5 %)
        QJsonObject toJson() const;
    };
    // values[i] covers [startMs + i * bucketS, startMs + (i + 1) * bucketS); bucketS grows in
    // steps (1, 2, 5, 10, 15, 30, 60 s, ... 1 day, then whole days) so that a series has at
    // most kMaxPoints values.
    struct Series
    {
        enum class Merge { Mean, Max }; // rates average; peaks (calls in flight) take the max
        int bucketS = 60;
        qint64 startMs = 0;
        QList<double> values;
        QJsonObject toJson() const;
        // The series in buckets of bucketS (rounded up to a multiple of this one's); the last
        // bucket may be partly outside the data and averages only what it covers.
        Series coarsened(int bucketS, Merge merge) const;
        // A bucket for a chart a reader can follow: the smallest of 1, 2, 5, 10, 15, 30 s,
        // 1, 2, 5, 10, 15, 30 min, 1, 2, 6, 12 h, 1 day (and multiples of this one's) that
        // gives at most kChartPoints buckets (1 s for five minutes, 10 s for half an hour)
        // and, for a rate series, holds minCount events on average while kMinChartPoints
        // buckets remain: 0.2 calls/s counted per 10 s is noise, per minute a rate.
        int chartBucketS(double minCount = 0) const;
    };
    static constexpr int kChartPoints = 300;
    static constexpr int kMinChartPoints = 30;
    // counts[i]: samples <= upperEdges[i] and above upperEdges[i - 1]; the last bin takes the
    // rest.
    struct Histogram
    {
        QList<double> upperEdges;
        QList<qint64> counts;
        QJsonObject toJson() const;
    };
    struct ModelShare
    {
        QString model; // empty: not reported
        qint64 calls = 0;
        double share = 0; // of LLM calls
    };
    // First against last seven days, when the data spans at least two weeks.
    struct Growth
    {
        qint64 firstWeekCalls = 0;
        qint64 lastWeekCalls = 0;
        double callsPct = 0;
        double tokensPct = 0;
    };

    static constexpr int kMaxPoints = 2000;
    static constexpr int kPeakWindowS = 60;

    QString datasetName;
    qint64 firstMs = 0; // the dataset's first record's start (Unix ms, UTC): series start here
    qint64 lastMs = 0;  // the dataset's last record's start
    qint64 llmCalls = 0;
    qint64 runs = 0;             // runs with at least one LLM call
    qint64 runsWithoutCalls = 0; // runs of spans or tools only: not in the per-run figures
    qint64 toolCalls = 0;
    qint64 subAgents = 0;
    qint64 compactions = 0;

    Series requestsPerSecond;
    Series concurrentCalls; // peak LLM calls in flight within each bucket
    Series activeRuns;      // runs between their first start and last end within each bucket
    Series inputTokensPerSecond;
    Series outputTokensPerSecond;

    Quantiles inputTokens;
    Quantiles outputTokens;
    Quantiles contextTokens; // input + output of a call
    Quantiles llmCallsPerRun;
    Quantiles tokensPerRun;
    Quantiles runDurationS;
    Histogram inputHistogram;
    Histogram outputHistogram;
    Histogram callsPerRunHistogram;
    QList<qint64> callsByHour; // 24 counts, by the hour (UTC) a call started

    double averageRps = 0;          // LLM calls over the span
    double peakToAverage = kNaN;    // busiest window's rate / average rate; NaN below 2 windows
    int peakWindowS = kPeakWindowS; // tumbling windows from the first call
    double peakRequestsPerMinute = 0;
    double peakRps = 0; // the busiest window's rate
    double burstS = 0;  // how long the rate stays above halfway from average to peak
    qint64 peakConcurrentCalls = 0;
    qint64 callsWithoutDuration = 0; // counted in flight only at their start

    double cacheHitShare = kNaN; // cached / input tokens, over the calls that report both
    qint64 cacheReportingCalls = 0;
    double sharedPrefixShare = kNaN; // reused prefix / input tokens (hash ids)
    qint64 prefixReportingCalls = 0;
    qint64 prefixGroupCalls = 0; // calls that name a prefix group

    qint64 retries = 0;
    double retryRate = 0; // of LLM calls
    qint64 errors = 0;    // LLM calls with status error
    double errorRate = 0;
    qint64 cancellations = 0;
    double cancellationRate = 0;
    qint64 runsFailed = 0; // final status error
    qint64 runsCancelled = 0;

    QList<ModelShare> modelMix; // most calls first
    std::optional<Growth> growth;
    QString growthNote; // why there is no growth figure

    static Result<ShapeAnalysis> compute(const TelemetryRepository &repo,
                                         const TelemetryDataset &dataset);
    QJsonObject toJson() const;
    QString toText() const;
    double spanS() const { return double(lastMs - firstMs) / 1000.0; }
    // Timestamps before 2000 are offsets from the trace's start (a Mooncake trace's ms from 0,
    // an Azure-style trace's seconds), not dates: no date, no time of day.
    static constexpr qint64 kRelativeBeforeMs = 946'684'800'000; // 2000-01-01T00:00:00Z
    bool relativeTime() const { return lastMs < kRelativeBeforeMs; }
    // The peak of calls in flight needs their durations: with more than 1 % of the calls
    // without one (a trace of starts only) it is not known.
    bool concurrencyKnown() const { return callsWithoutDuration * 100 <= llmCalls; }
};

} // namespace llmcap
