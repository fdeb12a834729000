#pragma once

#include "plan/FailureTopology.h"

#include <QCoreApplication>
#include <QStringList>

namespace llmcap {

enum class RolloutStrategy { None, Surge, InPlace, BlueGreen };

// The numbers one capacity envelope is planned from, all known (assumed values already filled).
struct ReplicaInputs
{
    double peakRps = 0;        // projected peak offered load
    double averageRps = 0;     // average offered load (<= peak)
    double sustainableRps = 0; // per replica, at the SLO (the lower confidence bound)
    double growthPct = 0;      // over the planning horizon
    FailureLoss loss = FailureLoss::Replica;
    double capacityAfterLossPct = 100; // share of the peak that must be served after the loss
    int gpusPerReplica = 1;
    int gpusPerNode = 8;
    int failureDomains = 0;
    Placement placement = Placement::Packed;
    RolloutStrategy rollout = RolloutStrategy::Surge;
    int maxSurge = 1;
    double startupS = 0;  // replica start-up: placement, weight load, KV allocation, warm-up
    double burstS = 0;    // the burst the product must absorb
    double recoveryS = 0; // maximum recovery time after a failure
    // The serving replicas the breach target needs for the grown peak (BreachRisk); 0: none.
    int servingForBreach = 0;
};

// The replica plan of one envelope (sizing guide, "Turning the benchmark into a capacity plan"):
//   base     = ceil(peak / sustainable)
//   growth   = ceil(peak x (1 + growth) / sustainable) - base
//   breach   = serving replicas the breach target needs - (base + growth), when more (BreachRisk)
//   failure  = replicas that keep ceil(peak x (1 + growth) x after-loss share / sustainable)
//              serving when the loss to survive takes its replicas
//   rollout  = surge or in-place: max surge; blue-green: a complete second set
//   total    = base + growth + breach + failure + rollout
// Warm reserve is the part that must stay running because reacting would be too slow: the burst
// head-room (base - average replicas) when start-up takes longer than the burst, and the failure
// reserve when start-up takes longer than the allowed recovery time. It is included in total.
struct ReplicaCounts
{
    int base = 0;
    int average = 0; // replicas the average load needs
    int growth = 0;
    int breach = 0; // head-room to the breach target, serving beside base and growth
    int failure = 0;
    int rollout = 0;
    int warm = 0; // beyond the average replicas; part of the total
    int total = 0;
    int gpus = 0;
    int lostAtOnce = 0; // replicas the loss to survive takes (for a failure domain: at the total)
    bool survivable = true;
    QStringList formula; // each step with its numbers

    int reserve() const { return growth + breach + failure + rollout; }
};

class ReplicaArithmetic
{
    Q_DECLARE_TR_FUNCTIONS(ReplicaArithmetic)

public:
    // The most replicas a plan names; more says the inputs are wrong (1e15 users).
    static constexpr int kMaxReplicas = 100000;
    static ReplicaCounts compute(const ReplicaInputs &in);
    // ceil(load / perReplica) that ignores floating-point dust (2.0000000001 -> 2).
    static int replicasFor(double loadRps, double perReplicaRps);
};

} // namespace llmcap
