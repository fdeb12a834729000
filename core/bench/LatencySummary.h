#pragma once

#include "records/RequestRecord.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <vector>

namespace llmcap {

// Distribution summary of one latency metric, in milliseconds.
//
// Percentiles are nearest-rank on the (weighted) samples: pXX is the smallest sample value such
// that at least XX % of the samples (ITL: of the token-weighted gaps) are at or below it, which
// keeps "pXX <= threshold" equivalent to "at least XX % within threshold". stddev is the
// population standard deviation. A percentile p rests on too few samples when there are fewer
// than 10 / (1 - p) of them (p99 needs 1,000; domain reference §1).
struct LatencySummary
{
    Q_DECLARE_TR_FUNCTIONS(LatencySummary)

public:
    qint64 count = 0; // samples (ITL: gaps, the token weights summed and rounded)
    double mean = 0;
    double stddev = 0;
    double min = 0;
    double max = 0;
    double p50 = 0;
    double p90 = 0;
    double p95 = 0;
    double p99 = 0;
    double p999 = 0;
    // False when the percentiles come from LatencySketch's buckets (more samples than it keeps):
    // each within LatencySketch::kRelativeAccuracy of the exact one. In JSON only when false.
    bool exact = true;

    static LatencySummary of(std::vector<double> values);
    static LatencySummary ofWeighted(std::vector<WeightedSample> samples);

    // The reported levels, in percent: 50, 90, 95, 99, 99.9.
    static const QList<double> &levels();
    double at(double levelPct) const;
    static qint64 samplesNeeded(double levelPct);
    bool enoughSamples(double levelPct) const { return count >= samplesNeeded(levelPct); }
    // "TTFT p99 rests on 312 samples (1,000 needed)" for every level without enough samples.
    QStringList warnings(const QString &metric) const;

    QJsonObject toJson() const;
    static LatencySummary fromJson(const QJsonObject &json);

    bool operator==(const LatencySummary &) const = default;
};

} // namespace llmcap
