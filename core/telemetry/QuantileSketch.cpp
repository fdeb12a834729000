#include "telemetry/QuantileSketch.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

const double kLogGrowth = std::log(QuantileSketch::kGrowth);
const int kBuckets =
    2 + int(std::ceil(std::log(QuantileSketch::kLargest / QuantileSketch::kSmallest) /
                      std::log(QuantileSketch::kGrowth)));

} // namespace

int QuantileSketch::bucketOf(double value)
{
    if (!(value >= kSmallest))
        return 0;
    const int i = 1 + int(std::floor(std::log(value / kSmallest) / kLogGrowth));
    return std::clamp(i, 1, kBuckets - 1);
}

double QuantileSketch::middleOf(int bucket)
{
    if (bucket <= 0)
        return 0;
    return kSmallest * std::exp((double(bucket - 1) + 0.5) * kLogGrowth);
}

void QuantileSketch::add(double value)
{
    if (std::isnan(value))
        return;
    value = std::max(0.0, value);
    m_min = m_count == 0 ? value : std::min(m_min, value);
    m_max = m_count == 0 ? value : std::max(m_max, value);
    ++m_count;
    m_sum += value;
    if (!m_buckets.empty()) {
        ++m_buckets[size_t(bucketOf(value))];
        return;
    }
    m_values.push_back(value);
    m_sorted = false;
    if (qint64(m_values.size()) > kExactLimit)
        fold();
}

void QuantileSketch::fold()
{
    m_buckets.assign(size_t(kBuckets), 0);
    for (double v : m_values)
        ++m_buckets[size_t(bucketOf(v))];
    std::vector<double>().swap(m_values);
}

double QuantileSketch::quantile(double q) const
{
    if (m_count == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const qint64 rank = std::clamp(qint64(std::ceil(q * double(m_count))), qint64(1), m_count);
    if (m_buckets.empty()) {
        if (!m_sorted) {
            std::sort(m_values.begin(), m_values.end());
            m_sorted = true;
        }
        return m_values[size_t(rank - 1)];
    }
    qint64 seen = 0;
    for (size_t i = 0; i < m_buckets.size(); ++i) {
        seen += m_buckets[i];
        if (seen >= rank)
            return std::clamp(middleOf(int(i)), m_min, m_max);
    }
    return m_max;
}

double QuantileSketch::mean() const
{
    return m_count > 0 ? m_sum / double(m_count) : std::numeric_limits<double>::quiet_NaN();
}

double QuantileSketch::max() const
{
    return m_count > 0 ? m_max : std::numeric_limits<double>::quiet_NaN();
}

double QuantileSketch::min() const
{
    return m_count > 0 ? m_min : std::numeric_limits<double>::quiet_NaN();
}

QList<qint64> QuantileSketch::histogram(const QList<double> &upperEdges) const
{
    QList<qint64> counts(upperEdges.size(), 0);
    if (upperEdges.isEmpty())
        return counts;
    auto bin = [&upperEdges](double v) {
        const auto it = std::lower_bound(upperEdges.begin(), upperEdges.end(), v);
        return std::min(qsizetype(it - upperEdges.begin()), upperEdges.size() - 1);
    };
    if (m_buckets.empty()) {
        for (double v : m_values)
            ++counts[bin(v)];
        return counts;
    }
    for (size_t i = 0; i < m_buckets.size(); ++i)
        if (m_buckets[i] > 0)
            counts[bin(std::clamp(middleOf(int(i)), m_min, m_max))] += m_buckets[i];
    return counts;
}

} // namespace llmcap
