#include "plan/ReplicaArithmetic.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

} // namespace

int ReplicaArithmetic::replicasFor(double loadRps, double perReplicaRps)
{
    if (loadRps <= 0 || perReplicaRps <= 0)
        return 0;
    const double ratio = loadRps / perReplicaRps;
    if (!(ratio <= kMaxReplicas)) // also NaN: a count beyond any fleet, never an overflow
        return kMaxReplicas + 1;
    return int(std::ceil(ratio - 1e-9 * std::max(1.0, ratio)));
}

ReplicaCounts ReplicaArithmetic::compute(const ReplicaInputs &in)
{
    ReplicaCounts c;
    const double s = in.sustainableRps;
    const double grownPeak = in.peakRps * (1.0 + in.growthPct / 100.0);
    c.base = replicasFor(in.peakRps, s);
    c.average = std::min(c.base, replicasFor(std::min(in.averageRps, in.peakRps), s));
    const int grown = replicasFor(grownPeak, s);
    c.growth = std::max(0, grown - c.base);
    c.formula << tr("base = ceil(peak %1 / sustainable %2 per replica) = %3")
                     .arg(num(in.peakRps), num(s))
                     .arg(c.base);
    c.formula << tr("growth = ceil(%1 x (1 + %2 %) / %3) - %4 = %5")
                     .arg(num(in.peakRps), num(in.growthPct), num(s))
                     .arg(c.base)
                     .arg(c.growth);

    const int needAfterLoss = replicasFor(grownPeak * in.capacityAfterLossPct / 100.0, s);
    int withFailure = grown;
    if (in.loss == FailureLoss::FailureDomain) {
        const auto n =
            FailureTopology::replicasToSurviveDomainLoss(grown, needAfterLoss, in.failureDomains);
        c.survivable = n.has_value();
        withFailure = n.value_or(grown);
        c.lostAtOnce = in.failureDomains > 0
                           ? (withFailure + in.failureDomains - 1) / in.failureDomains
                           : withFailure;
    } else {
        c.lostAtOnce =
            FailureTopology::lostReplicas(in.loss, in.gpusPerReplica, in.gpusPerNode, in.placement);
        withFailure = std::max(grown, needAfterLoss + c.lostAtOnce);
    }
    c.failure = withFailure - grown;
    // The head-room serves beside base and growth, so a loss that the failure reserve covers at
    // the planned rate is still covered: more replicas never lose more than they add.
    c.breach = std::max(0, in.servingForBreach - grown);
    if (c.breach > 0)
        c.formula << tr("breach = %1 serving replicas keep the breach probability within the "
                        "target - %2 = %3")
                         .arg(in.servingForBreach)
                         .arg(grown)
                         .arg(c.breach);
    if (c.breach > 0 && in.loss == FailureLoss::FailureDomain && in.failureDomains > 0)
        c.lostAtOnce = (withFailure + c.breach + in.failureDomains - 1) / in.failureDomains;
    if (in.loss != FailureLoss::None)
        c.formula << tr("failure = %1 lost at once; %2 must keep serving %3 % of the peak: "
                        "%4 - %5 = %6")
                         .arg(c.lostAtOnce)
                         .arg(needAfterLoss)
                         .arg(num(in.capacityAfterLossPct))
                         .arg(withFailure)
                         .arg(grown)
                         .arg(c.failure);

    switch (in.rollout) {
    case RolloutStrategy::None:
        c.rollout = 0;
        break;
    case RolloutStrategy::Surge:
    case RolloutStrategy::InPlace:
        c.rollout = std::max(0, in.maxSurge);
        break;
    case RolloutStrategy::BlueGreen:
        c.rollout = withFailure + c.breach;
        break;
    }
    if (in.rollout != RolloutStrategy::None)
        c.formula << tr("rollout = %1").arg(c.rollout);

    c.total = c.base + c.growth + c.breach + c.failure + c.rollout;
    c.gpus = c.total * std::max(1, in.gpusPerReplica);

    const int headroom = c.base - c.average;
    if (in.startupS > in.burstS)
        c.warm += headroom;
    if (in.startupS > in.recoveryS)
        c.warm += c.failure;
    if (c.breach > 0)
        c.formula << tr("total = %1 + %2 + %3 + %4 + %5 = %6 replicas x %7 GPUs = %8 GPUs")
                         .arg(c.base)
                         .arg(c.growth)
                         .arg(c.breach)
                         .arg(c.failure)
                         .arg(c.rollout)
                         .arg(c.total)
                         .arg(std::max(1, in.gpusPerReplica))
                         .arg(c.gpus);
    else
        c.formula << tr("total = %1 + %2 + %3 + %4 = %5 replicas x %6 GPUs = %7 GPUs")
                         .arg(c.base)
                         .arg(c.growth)
                         .arg(c.failure)
                         .arg(c.rollout)
                         .arg(c.total)
                         .arg(std::max(1, in.gpusPerReplica))
                         .arg(c.gpus);
    c.formula << tr("warm reserve = %1 (burst head-room %2 when start-up %3 s > burst %4 s; "
                    "failure reserve %5 when start-up > recovery %6 s)")
                     .arg(c.warm)
                     .arg(headroom)
                     .arg(num(in.startupS), num(in.burstS))
                     .arg(c.failure)
                     .arg(num(in.recoveryS));
    return c;
}

} // namespace llmcap
