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
    out.stalls.maxSec = atLargest >= 2 ? out.largestSec : kCapOverLargest * out.largestSec;
    out.stalls.seed = 0;
    return out;
}

StepStall drawStalls(const StepStall &central, qint64 stalledSteps, quint64 key)
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
    return s;
}

} // namespace llmcap
