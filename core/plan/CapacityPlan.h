#pragma once

#include "demand/EnvelopeGrouping.h"
#include "demand/PeakLoadProjector.h"
#include "demand/PlanAssumption.h"
#include "footprint/FootprintCalculator.h"
#include "plan/BreachRisk.h"
#include "plan/PlanCost.h"
#include "plan/ReplicaArithmetic.h"
#include "plan/SustainableLoad.h"
#include "sizing/MistakesAdvisor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace llmcap {

// One line of the plan table (and of the plan CSV).
struct PlanRow
{
    QString envelope;
    QString component; // base, growth, breach, failure, rollout, warm, total
    QString label;
    int replicas = 0;
    int low = 0;
    int high = 0;
    int gpus = 0; // 0 when GPUs per replica are unknown
    QString note;
};

// The plan of one capacity envelope: its projected load, the sustainable load it divides by,
// and the replica counts for the central inputs and the two ends of their range.
struct EnvelopePlan
{
    Envelope envelope;
    QList<PeakProjection> classPeaks; // one per class of the envelope, same order
    double peakRps = 0;
    double peakLowRps = 0;
    double peakHighRps = 0;
    double averageRps = 0;
    // What peakRps and the sustainable load count: SustainableLoad::callsUnit() or runsUnit()
    // (run classes planned in runs/s). For runs, the same peaks in LLM calls/s (each class's
    // runs/s x its calls per run) and the calls per run that turn the per-replica runs/s into
    // calls/s (the sweep's measured mean, else the request's).
    QString rateUnit = SustainableLoad::callsUnit();
    double peakCallsRps = 0;
    double callsPerRun = 0;
    SustainableLoad sustainable;
    bool sustainableSpecific = false; // measured for this envelope, not the product-wide value
    ReplicaInputs inputs;             // the central inputs
    ReplicaCounts central;
    ReplicaCounts low;  // optimistic: low peak, upper sustainable bound, low growth
    ReplicaCounts high; // pessimistic: high peak, lower sustainable bound, high growth
    bool planned = false;
    QString problem; // why no replica counts, when planned is false
    // How the sweep the load comes from differs from the request, or that it has no final
    // boundary (SweepFit); empty when it matches or the load is not a sweep's.
    QStringList sweepFindings;
    // The chance the grown peak exceeds what the serving replicas (base + growth) sustain, and
    // the count the breach target needs (central inputs); unknown without a distribution.
    BreachRisk breach;

    bool inRuns() const { return rateUnit == SustainableLoad::runsUnit(); }
    // The rate each replica is planned at, in LLM calls/s (runs/s x calls per run for runs).
    double plannedCallsRps() const
    {
        return inRuns() ? inputs.sustainableRps * callsPerRun : inputs.sustainableRps;
    }
};

// The third capacity question's answer: replicas and GPUs with every assumption, the range, and
// whether it is only preliminary.
struct CapacityPlan
{
    Q_DECLARE_TR_FUNCTIONS(CapacityPlan)

public:
    static constexpr int kSchemaVersion = 1;

    QList<EnvelopePlan> envelopes;
    double breachTargetPct = BreachRisk::kDefaultTargetPct; // Deployment::breachProbabilityPct
    int gpusPerReplica = 0;                                 // 0: unknown
    std::optional<FootprintInput> footprintInput;
    std::optional<Footprint> footprint;
    QString footprintProblem;
    int totalReplicas = 0;
    int totalLow = 0;
    int totalHigh = 0;
    int totalGpus = 0;
    int gpusLow = 0;
    int gpusHigh = 0;
    int warmReplicas = 0;
    bool preliminary = true;
    QStringList preliminaryReasons;
    // A sustainable load it divides by failed its own confirmation (SustainableLoad::unsafe):
    // the replica counts rest on a rate shown not to hold. Such a plan is preliminary too.
    bool unsafe = false;
    QStringList unsafeReasons;
    QList<PlanAssumption> assumptions;
    QList<Mistake> mistakes;
    QStringList problems;
    // What it costs a month and per million output tokens, or why that is missing.
    PlanCost cost;

    bool complete() const; // every envelope has replica counts
    QList<PlanRow> rows() const;
    QString headline() const; // "12 replicas (8-19), 48 GPUs - preliminary" (or "- UNSAFE")
    // One line per planned envelope: its breach probability, the target, the count it needs
    // and where the distribution comes from (BreachRisk::summary), prefixed by the envelope.
    QStringList breachLines() const;
    QJsonObject toJson() const;
    static QString componentLabel(const QString &component);
};

} // namespace llmcap
