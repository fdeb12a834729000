#pragma once

#include <QList>
#include <QtGlobal>

#include <vector>

namespace llmcap {

// Percentiles of a stream in bounded memory. Up to kExactLimit samples are kept and the
// percentiles are exact (nearest rank: the ceil(q n)-th smallest sample); beyond that the
// samples are folded into a fixed histogram of log-spaced buckets 1 % wide, from which a
// percentile is the bucket's geometric middle: at most kRelativeError off (0.5 %), and the
// memory (about 28 KB) no longer grows. Values below kSmallest count as 0.
class QuantileSketch
{
public:
    static constexpr qint64 kExactLimit = 100'000;
    static constexpr double kGrowth = 1.01;         // bucket upper edge / lower edge
    static constexpr double kRelativeError = 0.005; // sqrt(kGrowth) - 1, rounded up
    static constexpr double kSmallest = 1e-3;
    static constexpr double kLargest = 1e12;

    void add(double value);

    qint64 count() const { return m_count; }
    bool exact() const { return m_buckets.empty(); }
    // NaN when there are no samples.
    double quantile(double q) const;
    double mean() const;
    double max() const;
    double min() const;
    // Samples per bin: bin i holds values <= upperEdges[i] (and above the previous edge); the
    // last bin takes everything above too. Folded samples count by their bucket's middle.
    QList<qint64> histogram(const QList<double> &upperEdges) const;

private:
    void fold();
    static int bucketOf(double value);
    static double middleOf(int bucket);

    qint64 m_count = 0;
    double m_sum = 0;
    double m_min = 0;
    double m_max = 0;
    mutable std::vector<double> m_values; // exact mode
    mutable bool m_sorted = true;
    std::vector<qint64> m_buckets; // folded mode; [0] holds values below kSmallest
};

} // namespace llmcap
