#include "sim/StepStall.h"

#include "sim/SimRandom.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

constexpr quint64 kStallSalt = 0x3c6ef372fe94f82bULL;

} // namespace

double StepStall::pauseSec(quint64 stepKey) const
{
    if (!enabled())
        return 0;
    const quint64 key = simrandom::combine(simrandom::combine(kStallSalt, seed), stepKey);
    if (simrandom::uniform01(simrandom::combine(key, 1)) >= probability)
        return 0;
    double pause;
    if (distribution == Distribution::Pareto) {
        const double u = 1.0 - simrandom::uniform01(simrandom::combine(key, 2)); // (0, 1]
        pause = scaleSec * std::pow(u, -1.0 / shape);
    } else {
        pause = scaleSec * std::exp(sigma * simrandom::standardNormal(simrandom::combine(key, 3)));
    }
    return maxSec > 0 ? std::min(pause, maxSec) : pause;
}

double StepStall::meanPauseSec() const
{
    if (distribution == Distribution::Pareto)
        return shape > 1 ? scaleSec * shape / (shape - 1) : std::numeric_limits<double>::infinity();
    return scaleSec * std::exp(0.5 * sigma * sigma);
}

QString StepStall::distributionName(Distribution d)
{
    return d == Distribution::Pareto ? QStringLiteral("pareto") : QStringLiteral("lognormal");
}

QString StepStall::validate() const
{
    if (!(probability >= 0 && probability <= 1))
        return tr("stall probability must be in [0, 1] (got %1)").arg(probability);
    if (!(scaleSec >= 0))
        return tr("stall scale must not be negative (got %1 s)").arg(scaleSec);
    if (distribution == Distribution::Pareto && !(shape > 0))
        return tr("Pareto stall shape must be positive (got %1)").arg(shape);
    if (distribution == Distribution::LogNormal && !(sigma >= 0))
        return tr("log-normal stall sigma must not be negative (got %1)").arg(sigma);
    if (!(maxSec >= 0))
        return tr("stall cap must not be negative (got %1 s)").arg(maxSec);
    return {};
}

} // namespace llmcap
