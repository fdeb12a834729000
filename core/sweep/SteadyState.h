#pragma once

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// Where one step's per-request series (TTFT in scheduled order) settles: MSER-5, the Marginal
// Standard Error Rule (White 1997; Franklin & White 2008) on batch means of 5 observations.
struct WarmupCrop
{
    bool tested = false;  // enough observations (SteadyState::kMinBatches batches) to test
    int truncated = 0;    // observations cut from the start (a multiple of 5)
    int mserBatches = 0;  // the truncation MSER chose, in batches (before the climb rule)
    bool atLimit = false; // MSER's minimum lay at the end of its search (half the series)
    // Not steady: MSER's minimum lay at its limit and what is left still rises, significantly
    // (99 %, on batch means) and materially (by a quarter of its mean over what is left).
    bool rising = false;
    double slopePerS = 0; // of the series after the crop, per second of scheduled time
    double spanS = 0;     // scheduled time the series after the crop covers
};

// Steady-state checks of a sweep step (issue 16): an adaptive warm-up crop, the spread of SLO
// misses across the steady window, and time-weighted statistics of the in-flight samples.
// Pure functions of plain series.
class SteadyState
{
    Q_DECLARE_TR_FUNCTIONS(SteadyState)

public:
    static constexpr int kBatch = 5;
    static constexpr int kMinBatches = 10; // MSER-5 on fewer than 50 observations: not tested

    // MSER-5 over `values` (their times, seconds, ascending, for the trend after the crop):
    // the truncation d (in batches, searched over the first half) minimising the squared
    // standard error of the mean of the batches left, sum (Z_j - mean)^2 / (k - d)^2. The crop
    // is kept only when what it cuts reads better (lower) than what is left: the climb from an
    // idle server. A cut that would drop a busy period is no warm-up, and a p99 must see it.
    static WarmupCrop mser5(const std::vector<double> &timesS, const std::vector<double> &values);

    // Dispersion of misses over B batches of one window: Pearson X^2 / (B - 1) with X^2 =
    // sum_b (m_b - n_b p)^2 / (n_b p (1 - p)), p = total misses / total n, over the batches with
    // n_b > 0. 1 (binomial) when p is 0 or 1 or fewer than kMinDispersionBatches batches.
    static constexpr int kMinDispersionBatches = 4;
    static double dispersion(const std::vector<double> &n, const std::vector<double> &misses);
    // How many batches to split a window of `requests` into: up to 10, each with >= 10
    // requests; fewer than kMinDispersionBatches means "do not measure".
    static int dispersionBatches(qint64 requests);

    // A step function sampled at times tNs (ascending), each value holding until the next
    // sample; over [startNs, endNs): the time-weighted mean and the p95 (the level it stays
    // at or below 95 % of the time). NaN without a sample in range.
    struct Level
    {
        double mean;
        double p95;
    };
    static Level timeWeighted(const std::vector<qint64> &tNs, const std::vector<double> &values,
                              qint64 startNs, qint64 endNs);

    // "TTFT still rises after the warm-up (+3.2 ms/s over the last 40 s)", for reasons.
    static QString risingText(const WarmupCrop &crop);
};

} // namespace llmcap
