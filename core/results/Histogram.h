#pragma once

#include <QList>

#include <vector>

namespace llmcap {

// Counts of samples in equal-width bins with a "nice" width (1, 2 or 5 times a power of ten),
// for the latency histograms of a run. Bin i covers [start + i * width, start + (i+1) * width).
struct Histogram
{
    double start = 0;
    double width = 0;
    QList<qint64> counts;

    // At most maxBins bins spanning every sample; empty without samples.
    static Histogram of(const std::vector<double> &values, int maxBins = 30);
    double binStart(int i) const { return start + width * i; }
    double binEnd(int i) const { return start + width * (i + 1); }
    qint64 total() const;
    bool isEmpty() const { return counts.isEmpty(); }
};

} // namespace llmcap
