#pragma once

#include "bench/LatencySummary.h"
#include "records/RequestRecord.h"

#include <QtGlobal>

#include <map>
#include <vector>

namespace llmcap {

// The samples of one latency metric as a run goes on, in bounded memory (issue 37: a run held
// every record, about 10 KB per request with 200-token streams, so an hour at 1,000 req/s
// would have needed 35 GB). Up to exactLimit samples it keeps them all and its summary is
// LatencySummary::ofWeighted's, exact to the bit; past that it moves them into logarithmic
// buckets of relative width 2 * kRelativeAccuracy (as DDSketch does), and from then on
// its percentiles lie within kRelativeAccuracy of the exact ones while count, mean, min and
// max stay exact and the standard deviation comes from running sums. Negative values (a
// client overhead below the server's own TTFT) and zeros have buckets of their own.
//
//   LatencySketch ttft;
//   for (...) ttft.add(ms);
//   const LatencySummary s = ttft.summary();
class LatencySketch
{
public:
    static constexpr qint64 kExactSamples = 200'000; // 1.6 MB per metric (3.2 with weights)
    static constexpr double kRelativeAccuracy = 0.005;

    explicit LatencySketch(qint64 exactLimit = kExactSamples);

    void add(double value, double weight = 1);
    LatencySummary summary() const;
    // Every sample is still kept: summary() is exact.
    bool isExact() const { return m_exact; }
    qint64 samples() const { return m_samples; }
    // What it holds: the samples while exact, then the buckets in use (a few hundred per
    // decade of values).
    qint64 storedValues() const
    {
        return qint64(m_kept.size() + m_positive.size() + m_negative.size()) + (m_zero > 0);
    }

private:
    void toBuckets();
    void addToBucket(double value, double weight);
    int indexOf(double magnitude) const;
    double valueOf(int index) const;

    qint64 m_exactLimit;
    bool m_exact = true;
    qint64 m_samples = 0;
    // While exact: the values, and their weights once one is not 1 (most metrics weigh every
    // sample 1; ITL's gaps do not).
    std::vector<double> m_kept;
    std::vector<double> m_weights;
    // Past the limit: weight per bucket of |value| for positives and negatives, and at zero.
    std::map<int, double> m_positive;
    std::map<int, double> m_negative;
    double m_zero = 0;
    // Running moments over every sample (weighted, Welford's form).
    double m_total = 0;
    double m_mean = 0;
    double m_m2 = 0;
    double m_min = 0;
    double m_max = 0;
    double m_logGamma = 0;
};

} // namespace llmcap
