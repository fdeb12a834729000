#include "sweep/SteadyState.h"

#include "sweep/TrendTest.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace llmcap {

namespace {

// The trend after the crop is tested on at most this many batch means: per-request TTFTs of a
// queue are autocorrelated, so a slope test on them finds "significant" drift in noise.
constexpr int kTrendBatches = 20;
constexpr double kTrendConfidence = 0.99;
// A rise smaller than this share of the mean over what is left is noise or a slow drift the
// window's attainment already averages; a backlog grows far beyond it.
constexpr double kMaterialRise = 0.25;

double meanOf(std::vector<double>::const_iterator begin, std::vector<double>::const_iterator end)
{
    return begin == end ? 0.0 : std::accumulate(begin, end, 0.0) / double(end - begin);
}

} // namespace

WarmupCrop SteadyState::mser5(const std::vector<double> &timesS, const std::vector<double> &values)
{
    WarmupCrop crop;
    const size_t n = std::min(timesS.size(), values.size());
    const int k = int(n / kBatch);
    if (k < kMinBatches)
        return crop;
    crop.tested = true;
    std::vector<double> z(size_t(k), 0.0);
    for (int j = 0; j < k; ++j)
        z[size_t(j)] = meanOf(values.begin() + j * kBatch, values.begin() + (j + 1) * kBatch);
    // Suffix sums give every candidate's mean and sum of squares in one pass.
    std::vector<double> sum(size_t(k) + 1, 0.0), sumSq(size_t(k) + 1, 0.0);
    for (int j = k - 1; j >= 0; --j) {
        sum[size_t(j)] = sum[size_t(j) + 1] + z[size_t(j)];
        sumSq[size_t(j)] = sumSq[size_t(j) + 1] + z[size_t(j)] * z[size_t(j)];
    }
    const int limit = k / 2;
    int best = 0;
    double bestValue = std::numeric_limits<double>::infinity();
    for (int d = 0; d <= limit; ++d) {
        const double m = double(k - d);
        const double ss = std::max(0.0, sumSq[size_t(d)] - sum[size_t(d)] * sum[size_t(d)] / m);
        const double value = ss / (m * m);
        if (d == 0 || value < bestValue * (1 - 1e-12)) { // ties keep the shorter cut
            bestValue = value;
            best = d;
        }
    }
    crop.mserBatches = best;
    crop.atLimit = best == limit;
    if (best > 0) {
        const double cutMean = sum[0] - sum[size_t(best)];
        const double restMean = sum[size_t(best)] / double(k - best);
        if (cutMean / double(best) < restMean)
            crop.truncated = best * kBatch;
    }

    // No steady state (White's rule): MSER wanted to cut beyond the first half, and what is
    // left still rises. Either alone is common in a queue's own fluctuations (an early busy
    // period drives MSER to its limit; a late one tilts the slope): near the SLO boundary the
    // slope test alone called 2.5 % of 60 s tiny-cpu steps not steady, with both none.
    const size_t from = size_t(crop.truncated);
    const size_t left = n - from;
    const int batches = int(std::min<size_t>(kTrendBatches, left / kBatch));
    if (batches >= 5) {
        std::vector<double> x, y;
        for (int b = 0; b < batches; ++b) {
            const size_t lo = from + left * size_t(b) / size_t(batches);
            const size_t hi = from + left * size_t(b + 1) / size_t(batches);
            x.push_back(meanOf(timesS.begin() + long(lo), timesS.begin() + long(hi)));
            y.push_back(meanOf(values.begin() + long(lo), values.begin() + long(hi)));
        }
        const Trend t = TrendTest::fit(x, y, kTrendConfidence);
        crop.slopePerS = t.slope;
        crop.spanS = timesS[n - 1] - timesS[from];
        const double restMean = meanOf(values.begin() + long(from), values.begin() + long(n));
        crop.rising = crop.atLimit && t.significantlyPositive &&
                      t.slope * crop.spanS >= std::max(1.0, kMaterialRise * restMean);
    }
    return crop;
}

double SteadyState::dispersion(const std::vector<double> &n, const std::vector<double> &misses)
{
    double totalN = 0, totalM = 0;
    int used = 0;
    for (size_t b = 0; b < std::min(n.size(), misses.size()); ++b)
        if (n[b] > 0) {
            totalN += n[b];
            totalM += misses[b];
            ++used;
        }
    if (used < kMinDispersionBatches || totalN <= 0)
        return 1;
    const double p = totalM / totalN;
    if (p <= 0 || p >= 1)
        return 1;
    double x2 = 0;
    for (size_t b = 0; b < std::min(n.size(), misses.size()); ++b)
        if (n[b] > 0) {
            const double expected = n[b] * p;
            x2 += (misses[b] - expected) * (misses[b] - expected) / (expected * (1 - p));
        }
    return x2 / double(used - 1);
}

int SteadyState::dispersionBatches(qint64 requests)
{
    return int(std::min<qint64>(10, requests / 10));
}

SteadyState::Level SteadyState::timeWeighted(const std::vector<qint64> &tNs,
                                             const std::vector<double> &values, qint64 startNs,
                                             qint64 endNs)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::pair<double, double>> weighted; // value, seconds
    const size_t n = std::min(tNs.size(), values.size());
    for (size_t i = 0; i < n; ++i) {
        const qint64 from = std::max(tNs[i], startNs);
        const qint64 to = std::min(i + 1 < n ? tNs[i + 1] : endNs, endNs);
        if (to > from)
            weighted.emplace_back(values[i], double(to - from) / 1e9);
    }
    if (weighted.empty())
        return {nan, nan};
    double total = 0, sum = 0;
    for (const auto &[v, w] : weighted) {
        total += w;
        sum += v * w;
    }
    std::sort(weighted.begin(), weighted.end());
    double cumulative = 0;
    double p95 = weighted.back().first;
    for (const auto &[v, w] : weighted) {
        cumulative += w;
        if (cumulative >= 0.95 * total - 1e-12) {
            p95 = v;
            break;
        }
    }
    return {sum / total, p95};
}

QString SteadyState::risingText(const WarmupCrop &crop)
{
    const QLocale loc;
    return tr("TTFT still rises after the warm-up (+%1 ms/s over the last %2 s)")
        .arg(loc.toString(crop.slopePerS, 'f', 1), loc.toString(crop.spanS, 'f', 0));
}

} // namespace llmcap
