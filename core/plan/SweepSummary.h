#pragma once

#include "plan/SustainableLoad.h"
#include "slo/Slo.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/SweepStep.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmcap {

class Database;

// One step of an SLO sweep as a report shows it: the offered rate and what one replica did.
struct SweepStepSummary
{
    int index = 0;        // step number in the sweep, from 0
    int repeat = 0;       // 0 while searching; 1.. for the repetitions of an edge rate
    bool confirm = false; // the long confirmation run after the search
    double offeredRps = 0;
    double completedRps = 0;
    double goodputRps = 0;
    double attainmentPct = 0; // share of requests that met every objective
    double errorRatePct = 0;
    bool meetsSlo = false;
    QString verdict;     // SweepStep::verdictKey(): pass, fail or invalid
    QStringList reasons; // why it failed or was invalid
    // Latency at the percentile each objective names (e.g. TTFT p95), by Slo::key(), in ms.
    QMap<QString, double> latencyMs;
    // p50 / p95 / p99 of every latency metric the step measured, by Slo::key(), in ms.
    QMap<QString, LatencyPoint> percentiles;
};

// A sweep to the SLO boundary, reduced to what plans and exports need: the seam between the
// sweep (issue 5) and the plan. A plan takes boundaryRps / lowerRps / upperRps as its
// sustainable load (SustainableLoad::fromSweep); reports draw the steps as curves with the SLO
// lines and the boundary.
struct SweepSummary
{
    Q_DECLARE_TR_FUNCTIONS(SweepSummary)

public:
    QString id;
    QString name;
    Slo slo;
    double boundaryRps = 0; // the sustainable load
    double lowerRps = 0;    // its confidence interval
    QString confirmation;   // what the confirmation run found; empty without one
    double upperRps = 0;
    bool simulatedServer = false; // the endpoint was llmcap's simulated server
    QList<SweepStepSummary> steps;

    // Looks a stored sweep up by id (as `llmcap-cli sweep` prints it).
    static Result<SweepSummary> find(Database &db, const QString &id);
    // The stored sweep a sustainable load was taken from (source sweep with a sweep id), for
    // reports that draw its curves; nothing when it came from elsewhere or is gone.
    static std::optional<SweepSummary> attachedTo(Database &db, const SustainableLoad &load);
    // From a sweep's steps: each step's latency at the percentile each objective names (the
    // nearest reported one at or above its attainment: p50, p95 or p99).
    static SweepSummary fromSteps(qint64 sweepId, const QString &name, const Slo &slo,
                                  const QList<SweepStep> &steps, const BoundaryEstimate &boundary);
    // The sustainable load this sweep measured.
    SustainableLoad sustainableLoad() const;
    // Takes the boundary and its confidence interval from a finished boundary search (mean,
    // lower and upper bound; nothing when no rate passed).
    void setBoundary(const BoundaryEstimate &estimate);
};

} // namespace llmcap
