#include "bench/LatencySketch.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

LatencySketch::LatencySketch(qint64 exactLimit)
    : m_exactLimit(std::max<qint64>(0, exactLimit))
    , m_logGamma(std::log((1 + kRelativeAccuracy) / (1 - kRelativeAccuracy)))
{}

void LatencySketch::add(double value, double weight)
{
    if (!(weight > 0) || !std::isfinite(value) || !std::isfinite(weight))
        return; // as LatencySummary::ofWeighted drops them
    if (m_total == 0) {
        m_min = m_max = value;
    } else {
        m_min = std::min(m_min, value);
        m_max = std::max(m_max, value);
    }
    m_total += weight;
    const double delta = value - m_mean;
    m_mean += delta * weight / m_total;
    m_m2 += weight * delta * (value - m_mean);
    ++m_samples;
    if (m_exact) {
        if (weight != 1 && m_weights.empty())
            m_weights.assign(m_kept.size(), 1.0);
        m_kept.push_back(value);
        if (!m_weights.empty())
            m_weights.push_back(weight);
        if (qint64(m_kept.size()) > m_exactLimit)
            toBuckets();
        return;
    }
    addToBucket(value, weight);
}

void LatencySketch::toBuckets()
{
    m_exact = false;
    for (size_t i = 0; i < m_kept.size(); ++i)
        addToBucket(m_kept[i], m_weights.empty() ? 1.0 : m_weights[i]);
    std::vector<double>().swap(m_kept);
    std::vector<double>().swap(m_weights);
}

int LatencySketch::indexOf(double magnitude) const
{
    // Bucket i holds (gamma^(i-1), gamma^i]; far below a nanosecond counts as zero.
    const double i = std::ceil(std::log(magnitude) / m_logGamma);
    return int(std::clamp(i, -1e6, 1e6));
}

double LatencySketch::valueOf(int index) const
{
    // The point within kRelativeAccuracy of every value of the bucket.
    const double gamma = std::exp(m_logGamma);
    return 2 * std::exp(double(index) * m_logGamma) / (gamma + 1);
}

void LatencySketch::addToBucket(double value, double weight)
{
    constexpr double kZero = 1e-9; // milliseconds: a picosecond
    if (std::abs(value) < kZero)
        m_zero += weight;
    else if (value > 0)
        m_positive[indexOf(value)] += weight;
    else
        m_negative[indexOf(-value)] += weight;
}

LatencySummary LatencySketch::summary() const
{
    if (m_exact) {
        std::vector<WeightedSample> samples;
        samples.reserve(m_kept.size());
        for (size_t i = 0; i < m_kept.size(); ++i)
            samples.push_back({m_kept[i], m_weights.empty() ? 1.0 : m_weights[i]});
        return LatencySummary::ofWeighted(std::move(samples));
    }
    // Nearest rank over the buckets' points, weighted by what each holds; the moments and the
    // extremes are the exact running ones.
    std::vector<WeightedSample> buckets;
    buckets.reserve(m_negative.size() + m_positive.size() + 1);
    for (const auto &[index, weight] : m_negative)
        buckets.push_back({-valueOf(index), weight});
    if (m_zero > 0)
        buckets.push_back({0.0, m_zero});
    for (const auto &[index, weight] : m_positive)
        buckets.push_back({valueOf(index), weight});
    LatencySummary s = LatencySummary::ofWeighted(std::move(buckets));
    if (s.count == 0)
        return s;
    s.count = qint64(std::llround(m_total));
    s.mean = m_mean;
    s.stddev = std::sqrt(std::max(0.0, m_m2 / m_total));
    s.min = m_min;
    s.max = m_max;
    for (double *p : {&s.p50, &s.p90, &s.p95, &s.p99, &s.p999})
        *p = std::clamp(*p, m_min, m_max);
    s.exact = false;
    return s;
}

} // namespace llmcap
