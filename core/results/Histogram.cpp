#include "results/Histogram.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace llmcap {

namespace {

// The smallest of 1, 2, 5 x 10^k at or above raw.
double niceWidth(double raw)
{
    if (!(raw > 0))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw * (1 - 1e-9))
            return m * power;
    return 10.0 * power;
}

} // namespace

Histogram Histogram::of(const std::vector<double> &values, int maxBins)
{
    Histogram h;
    if (values.empty() || maxBins < 1)
        return h;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    h.width = niceWidth((*hi - *lo) / maxBins);
    h.start = std::floor(*lo / h.width) * h.width;
    int bins = int(std::floor((*hi - h.start) / h.width)) + 1;
    bins = std::clamp(bins, 1, maxBins + 1);
    h.counts = QList<qint64>(bins, 0);
    for (double v : values) {
        const int i = std::clamp(int(std::floor((v - h.start) / h.width)), 0, bins - 1);
        ++h.counts[i];
    }
    return h;
}

qint64 Histogram::total() const
{
    return std::accumulate(counts.begin(), counts.end(), qint64(0));
}

} // namespace llmcap
