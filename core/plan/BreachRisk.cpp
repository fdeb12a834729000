#include "plan/BreachRisk.h"

#include "plan/ReplicaArithmetic.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

// Percentages as a reader takes them: a model's 6.9e-53 % is "below 0.01 %" (the tail of a
// log-normal says nothing that small), a share of draws keeps three digits.
QString pct(double v)
{
    if (v > 0 && v < 0.01)
        return QCoreApplication::translate("BreachRisk", "below 0.01");
    return QLocale().toString(v, 'g', 3);
}

BreachRisk::Basis basisOf(const SustainableLoad &load)
{
    using B = BreachRisk::Basis;
    if (!load.hasBoundaryDistribution())
        return B::None;
    const bool sweep = load.source == SustainableLoad::Source::Sweep;
    if (load.breachFromDraws())
        return !sweep                                                       ? B::AssumedDraws
               : load.method == QLatin1String(SustainableLoad::kTwinMethod) ? B::TwinDraws
                                                                            : B::SweepDraws;
    return sweep ? B::SweepInterval : B::AssumedInterval;
}

} // namespace

QString BreachRisk::targetProblem(double targetPct)
{
    if (targetPct > 0 && targetPct < 50)
        return {};
    return tr("must be a percentage above 0 and below 50 (got %1)")
        .arg(QLocale().toString(targetPct, 'g', 4));
}

QString BreachRisk::provenanceKey() const
{
    switch (basis) {
    case Basis::TwinDraws:
    case Basis::SweepDraws:
    case Basis::SweepInterval:
        return QStringLiteral("modeled");
    case Basis::AssumedDraws:
    case Basis::AssumedInterval:
        return QStringLiteral("assumed");
    case Basis::None:
        break;
    }
    return QStringLiteral("unknown");
}

QString BreachRisk::basisKey() const
{
    switch (basis) {
    case Basis::TwinDraws:
        return QStringLiteral("twin");
    case Basis::SweepDraws:
        return QStringLiteral("sweep-draws");
    case Basis::SweepInterval:
        return QStringLiteral("sweep-interval");
    case Basis::AssumedDraws:
        return QStringLiteral("assumed-draws");
    case Basis::AssumedInterval:
        return QStringLiteral("assumed-interval");
    case Basis::None:
        break;
    }
    return QStringLiteral("none");
}

QString BreachRisk::basisLabel() const
{
    switch (basis) {
    case Basis::TwinDraws:
        return tr("modeled from sweep %1's twin (%2 draws of the boundary)")
            .arg(sweepId)
            .arg(draws);
    case Basis::SweepDraws:
        return tr("modeled from %2 draws of sweep %1's boundary").arg(sweepId).arg(draws);
    case Basis::SweepInterval:
        return tr("modeled from sweep %1's 95 % interval, log-normal assumed").arg(sweepId);
    case Basis::AssumedDraws:
        return tr("assumed: %1 boundary draws entered by hand").arg(draws);
    case Basis::AssumedInterval:
        return source == SustainableLoad::Source::Simulator
                   ? tr("assumed: a log-normal over the simulator estimate's assumed range")
                   : tr("assumed: a log-normal over the range entered by hand");
    case Basis::None:
        break;
    }
    return tr("unknown: the sustainable load has no range or draws of its boundary");
}

QString BreachRisk::summary() const
{
    if (!known())
        return tr("Breach probability unknown: the sustainable load has no range or draws of "
                  "its boundary.");
    // Whole sentences per case, so that a translation may order them as its language needs.
    if (neededReplicas < 0)
        return tr("Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): no "
                  "replica count up to %5 reaches the target.")
            .arg(pct(probabilityPct))
            .arg(servingReplicas)
            .arg(pct(targetPct), basisLabel())
            .arg(ReplicaArithmetic::kMaxReplicas);
    if (aboveTarget())
        return tr("Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): ABOVE "
                  "the target; %5 serving replica(s) reach it, and the plan adds %6 (breach "
                  "probability %7 %).")
            .arg(pct(probabilityPct))
            .arg(servingReplicas)
            .arg(pct(targetPct), basisLabel())
            .arg(neededReplicas)
            .arg(headroom())
            .arg(pct(plannedProbabilityPct));
    return tr("Breach probability %1 % with %2 serving replica(s) (target %3 %; %4): within the "
              "target; %5 serving replica(s) would reach it.")
        .arg(pct(probabilityPct))
        .arg(servingReplicas)
        .arg(pct(targetPct), basisLabel())
        .arg(neededReplicas);
}

QJsonObject BreachRisk::toJson() const
{
    QJsonObject o{{QStringLiteral("provenance"), provenanceKey()},
                  {QStringLiteral("basis"), basisKey()},
                  {QStringLiteral("basis_label"), basisLabel()},
                  {QStringLiteral("target_pct"), targetPct},
                  {QStringLiteral("load_rps"), loadRps},
                  {QStringLiteral("serving_replicas"), servingReplicas}};
    if (!known())
        return o; // probability and counts unknown: absent, never a number that looks measured
    o.insert(QStringLiteral("probability_pct"), probabilityPct);
    o.insert(QStringLiteral("above_target"), aboveTarget());
    if (neededReplicas >= 0)
        o.insert(QStringLiteral("needed_replicas"), neededReplicas);
    o.insert(QStringLiteral("planned_replicas"), plannedReplicas);
    o.insert(QStringLiteral("planned_probability_pct"), plannedProbabilityPct);
    o.insert(QStringLiteral("headroom_replicas"), headroom());
    if (!sweepId.isEmpty())
        o.insert(QStringLiteral("sweep"), sweepId);
    if (draws > 0)
        o.insert(QStringLiteral("draws"), draws);
    return o;
}

BreachRisk BreachRisk::assess(const SustainableLoad &load, double loadRps, int servingReplicas,
                              double targetPct)
{
    BreachRisk r;
    r.basis = basisOf(load);
    r.source = load.source;
    r.targetPct = targetPct;
    r.loadRps = loadRps;
    r.servingReplicas = servingReplicas;
    r.plannedReplicas = servingReplicas;
    if (!r.known())
        return r;
    if (load.source == SustainableLoad::Source::Sweep)
        r.sweepId = load.sweepId;
    if (load.breachFromDraws())
        r.draws = int(load.boundaryDrawsRps.size());
    r.probabilityPct = 100.0 * load.breachProbability(servingReplicas, loadRps);
    r.neededReplicas = load.replicasForBreach(loadRps, targetPct / 100.0);
    r.plannedReplicas = std::max(servingReplicas, r.neededReplicas);
    r.plannedProbabilityPct = 100.0 * load.breachProbability(r.plannedReplicas, loadRps);
    return r;
}

} // namespace llmcap
