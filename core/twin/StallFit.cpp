#include "twin/StallFit.h"

#include "sim/SimRandom.h"
#include "util/SampleQuantile.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace llmcap {

namespace {

constexpr double kNoiseSigmas = 6;
constexpr qint64 kMinStalls = 10;
constexpr double kCapOverLargest = 1;
constexpr double kSameLength = 0.99;
constexpr double kScaleQuantile = 0.1;
// A draw's cap at most this times the longest pause seen. stall-cpu chat, 20 sweeps per cell
// against the long-run attainment: unbounded, the draws' longest pauses of 10-30 s put the
// planned rate 13.6 % (Poisson) and 15.6 % (gamma:0.5) below the boundary on average; at 2x,
// planned above it in 2 of 20 Poisson sweeps; at 4x, 1 of 20, shortfalls 10.1 and 12.5 %.
constexpr double kDrawnCapOverLongest = 4;

} // namespace

StallFitResult fitStalls(const std::vector<StallGap> &gaps, double noiseSec, double typicalStepSec)
{
    StallFitResult out;
    out.thresholdSec = std::max(kNoiseSigmas * noiseSec, typicalStepSec);
    if (!(out.thresholdSec > 0))
        return out;
    // Per step, the median over its streams: one late stream is a client's, not the step's.
    std::map<int, std::pair<std::vector<double>, std::vector<double>>> perStep;
    for (const StallGap &g : gaps) {
        auto &[alone, withNext] = perStep[g.step];
        alone.push_back(g.excessSec);
        withNext.push_back(g.excessWithNextSec);
    }
    std::vector<double> pauses;
    for (auto &[step, excess] : perStep) {
        ++out.stepsObserved;
        const double alone = upperMedian(std::move(excess.first));
        const double withNext = upperMedian(std::move(excess.second));
        if (alone > out.thresholdSec && withNext > out.thresholdSec)
            pauses.push_back(std::min(alone, withNext));
    }
    out.stalledSteps = qint64(pauses.size());
    if (out.stalledSteps < kMinStalls || out.stepsObserved == 0)
        return out;
    // The scale is a low quantile of the pauses, not the smallest: one pause measured a little
    // short (its step's prediction a little long) would stretch every log ratio.
    std::sort(pauses.begin(), pauses.end());
    const size_t from = size_t(kScaleQuantile * double(pauses.size()));
    const double scale = pauses[from];
    out.largestSec = pauses.back();
    double logs = 0;
    for (size_t i = from; i < pauses.size(); ++i)
        logs += std::log(pauses[i] / scale);
    const double tail = double(pauses.size() - from);
    // The unbiased form of the Pareto shape's maximum likelihood estimate; equal pauses (a
    // pause of one fixed length) give a steep shape, which the cap keeps near that length.
    const double shape = logs > 0 ? (tail - 1) / logs : 20.0;
    out.stalls.probability = tail / double(out.stepsObserved);
    out.stalls.scaleSec = scale;
    out.stalls.distribution = StepStall::Distribution::Pareto;
    out.stalls.shape = std::clamp(shape, 0.5, 20.0);
    // Pauses cut at one length (a time-out, a watchdog) pile up at the longest seen: that is
    // the cap. Otherwise a long run sees longer pauses than a sweep did.
    const auto atLargest = std::count_if(
        pauses.begin(), pauses.end(), [&](double p) { return p >= kSameLength * out.largestSec; });
    out.capSeen = atLargest >= 2;
    out.stalls.maxSec = out.capSeen ? out.largestSec : kCapOverLargest * out.largestSec;
    out.stalls.seed = 0;
    return out;
}

StepStall drawStalls(const StepStall &central, qint64 stalledSteps, bool capSeen, quint64 key)
{
    StepStall s = central;
    s.seed = simrandom::combine(key, 0x5a11);
    if (!central.enabled() || stalledSteps <= 0)
        return s;
    const double n = double(stalledSteps);
    const double zp = simrandom::standardNormal(simrandom::combine(key, 1));
    const double za = simrandom::standardNormal(simrandom::combine(key, 2));
    // A count of n events: relative spread 1/sqrt(n); the shape's estimate alike.
    s.probability = std::min(1.0, central.probability * std::max(0.2, 1 + zp / std::sqrt(n)));
    s.shape = std::clamp(central.shape * std::max(0.3, 1 + za / std::sqrt(n)), 0.5, 20.0);
    // The longest of n pauses: P(max <= x) = (1 - (scale / x)^shape)^n, inverted at a uniform v.
    // stall-cpu (pauses capped at 4 s) chat Poisson: sweeps that saw at most 1.5-2.0 s and kept
    // that as the cap read 3-5 % above the long-run boundary, and planned above it in 3 of 20.
    // A bound keeps the shape's uncertainty from drawing pauses of minutes.
    if (!capSeen && central.distribution == StepStall::Distribution::Pareto && central.maxSec > 0) {
        const double v =
            std::clamp(simrandom::uniform01(simrandom::combine(key, 3)), 1e-12, 1 - 1e-12);
        const double tail = -std::expm1(std::log(v) / n); // 1 - v^(1/n), exact for large n
        const double longest = central.scaleSec * std::pow(tail, -1.0 / s.shape);
        s.maxSec = std::clamp(longest, central.maxSec, kDrawnCapOverLongest * central.maxSec);
    }
    return s;
}

} // namespace llmcap
