#pragma once

#include "records/RunOutcome.h"
#include "slo/Slo.h"
#include "util/Result.h"
#include "validation/DrillScript.h"
#include "validation/FleetSimulation.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <vector>

namespace llmcap {

// How the requests that arrived in one span fared (one minute of the timeline, or a drill's
// segment). Requests count in the span they arrived in; lost ones where they were lost.
struct ValidationTally
{
    double startS = 0;
    double endS = 0;
    qint64 offered = 0;
    qint64 completed = 0;
    qint64 good = 0;                      // completed within every objective of their class
    qint64 shed = 0;                      // no replica ready, or a full queue
    qint64 lost = 0;                      // their replica failed under them
    qint64 errors = 0;                    // refused, or unfinished at the end
    QList<double> objectiveAttainmentPct; // per SLO objective (Slo::objectives order)
    std::vector<qint64> perReplica;       // requests routed to each replica

    double attainmentPct() const // share of offered requests that were good
    {
        return offered > 0 ? 100.0 * double(good) / double(offered) : 100.0;
    }
    double errorRatePct() const
    {
        return offered > 0 ? 100.0 * double(shed + lost + errors) / double(offered) : 0.0;
    }
    double goodputRps() const { return endS > startS ? double(good) / (endS - startS) : 0; }
    QJsonObject toJson(const Slo &slo) const;
    // The inverse of toJson (the derived percentages are recomputed, not read).
    static ValidationTally fromJson(const QJsonObject &json);
};

// One drill's effect: its segment runs from the drill to the next drill (or the end).
struct DrillOutcome
{
    DrillEvent drill;
    ValidationTally segment;
    bool met = false;    // every objective and the error rate within the SLO over the segment
    double dipPct = 100; // lowest per-minute attainment in the segment
    double recoverS = 0; // from the drill until the minutes meet the SLO again; -1: never
    QStringList missed;  // the objectives missed over the segment, as text
};

// The validation of a fleet against its SLO through its drills (issue 19): per-minute rows
// (overall and per class), per drill its segment, dip, recovery and losses, and the verdict.
// A segment (the time before the first drill, and each drill until the next) meets the SLO when
// each latency objective's attainment over its requests (shed, lost and failed ones count as
// misses) reaches the target and the error rate stays within the limit; the fleet passes when
// every segment does. ITL is judged on TPOT: the simulated fleet records no token gaps.
// A run plan's measured runs as they ended on the fleet (agentic workloads): informational,
// beside the per-call verdict.
struct FleetRunCount
{
    qint64 ended = 0;
    qint64 completed = 0;
    qint64 failed = 0;
    qint64 cancelled = 0;
    qint64 timedOut = 0;

    static FleetRunCount of(const std::vector<RunOutcome> &outcomes);
    QJsonObject toJson() const;
    static FleetRunCount fromJson(const QJsonObject &json);
};

class ValidationReport
{
    Q_DECLARE_TR_FUNCTIONS(ValidationReport)

public:
    QString sloName;
    int replicas = 0;
    QStringList classNames;
    QList<ValidationTally> minutes;             // overall
    QList<QList<ValidationTally>> classMinutes; // per class, minute rows
    ValidationTally baseline;                   // before the first drill
    bool baselineMet = false;
    QStringList baselineMissed;
    QList<DrillOutcome> drills;
    ValidationTally total;
    bool passed = false;
    // Fleet goodput against replicas x the single-replica boundary (0 when not given).
    double singleReplicaRps = 0;
    double scalingRatio() const;
    // When the fleet failed: the smallest replica count at which the same fleet, load and drills
    // pass (0: not searched; -1: none up to the search's limit, passingSearchLimit).
    int passingReplicas = 0;
    int passingSearchLimit = 0;
    FleetRunCount runs; // a run plan's; all 0 for independent requests
    // What was validated, when it came from a plan (PlanValidation): the plan, where the fleet,
    // the load and each drill came from; printed first, and "notes" / "plan" in the JSON.
    QStringList notes;
    QJsonObject plan;

    static ValidationReport compute(const std::vector<FleetArrival> &arrivals,
                                    const FleetResult &result, const Slo &slo,
                                    const DrillScript &drills, int replicas,
                                    const QStringList &classNames = {}, double minuteS = 60);

    QStringList textLines() const;
    QJsonObject toJson() const;
    // The inverse of toJson, for a stored validation; slo is the SLO it was judged against
    // (it names the per-objective attainments). One-line error naming what is damaged.
    static Result<ValidationReport> fromJson(const QJsonObject &json, const Slo &slo);
    // One row per minute and class ("" for overall).
    QByteArray minutesCsv() const;

private:
    Slo m_slo;
};

} // namespace llmcap
