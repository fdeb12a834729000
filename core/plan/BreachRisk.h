#pragma once

#include "plan/SustainableLoad.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <limits>

namespace llmcap {

// The chance that an envelope's projected peak exceeds what its serving replicas sustain,
// given what is known of the per-replica boundary's distribution (issue 34, item 5), and the
// serving replicas a breach target needs. The serving replicas are those that carry the peak
// grown over the horizon (base + growth), before any reserve for failures and rollouts: the
// reserve covers losing replicas, not a boundary that lies lower than planned.
struct BreachRisk
{
    Q_DECLARE_TR_FUNCTIONS(BreachRisk)

public:
    static constexpr double kDefaultTargetPct = 5;

    // Where the distribution comes from. Modeled: the draws of a sweep's twin (or other draws
    // a sweep stored), or a log-normal over a sweep's 95 % interval; assumed: a range or draws
    // entered by hand, or the simulator's assumed spread; None: no range, so unknown.
    enum class Basis { None, TwinDraws, SweepDraws, SweepInterval, AssumedDraws, AssumedInterval };

    Basis basis = Basis::None;
    SustainableLoad::Source source = SustainableLoad::Source::Manual;
    QString sweepId; // for the sweep bases
    int draws = 0;   // draws used, for the draw bases
    double targetPct = kDefaultTargetPct;
    double loadRps = 0;      // the grown peak the serving replicas carry (the load's unit)
    int servingReplicas = 0; // the plan's count at its planned rate: base + growth
    double probabilityPct = std::numeric_limits<double>::quiet_NaN(); // at servingReplicas
    int neededReplicas = -1; // the fewest with a breach probability within targetPct; -1 unknown
    // The serving replicas the plan keeps (the larger of both) and their breach probability.
    int plannedReplicas = 0;
    double plannedProbabilityPct = std::numeric_limits<double>::quiet_NaN();

    bool known() const { return basis != Basis::None; }
    // The plan's count at its planned rate breaches more often than the target allows.
    bool aboveTarget() const { return known() && probabilityPct > targetPct; }
    // Replicas the plan adds to reach the target (0 when its count already does).
    int headroom() const { return std::max(0, plannedReplicas - servingReplicas); }

    // "modeled", "assumed" or "unknown".
    QString provenanceKey() const;
    // "twin", "sweep-draws", "sweep-interval", "assumed-draws", "assumed-interval", "none".
    QString basisKey() const;
    // "modeled from sweep 12's twin (400 draws of the boundary)", "assumed: ...".
    QString basisLabel() const;
    // One sentence for a plan: the probability, the target and the count it needs.
    QString summary() const;
    QJsonObject toJson() const;

    // The risk of `servingReplicas` carrying `loadRps` on `load`'s boundary, for a breach target
    // in percent (0 < targetPct < 50).
    static BreachRisk assess(const SustainableLoad &load, double loadRps, int servingReplicas,
                             double targetPct);
    // Why a breach target in percent cannot be used ("must be a percentage above 0 and below
    // 50 (got 50)"); empty when it can.
    static QString targetProblem(double targetPct);
};

} // namespace llmcap
