#pragma once

#include "plan/SustainableLoad.h"
#include "serving/ServingConfig.h"
#include "slo/Slo.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/SweepResult.h"
#include "sweep/SweepStep.h"
#include "util/Result.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

class Database;
struct Deployment;

// The run figures of one sweep step that offered runs (run classes, issue 18): from the step
// itself (SweepStep::runs, fromStep) or from its stored run summary: "runs" -> "overall"
// (RunSummary::toJson), duration_ms and calls_per_run, which adds p95.
struct RunStepFigures
{
    qint64 runs = 0;        // runs measured in the window (duration_ms count)
    double callsPerRun = 0; // mean LLM calls per run
    double durationP50Ms = 0;
    double durationP90Ms = 0;
    double durationP95Ms = 0; // 0: not known (a step keeps p50, p90 and p99 only)
    double durationP99Ms = 0;
    // The LLM calls the step's runs sent, completed and completed within every call objective,
    // per second of its window (SweepStep::callsPerS, completedRps, goodputRps); 0: not known.
    double offeredCallsPerS = 0;
    double completedCallsPerS = 0;
    double goodputCallsPerS = 0;

    bool any() const { return runs > 0; }
    // The run duration at an objective's attainment, as latencyAt picks a call percentile (the
    // nearest known one at or above it).
    double durationAtMs(double attainmentPct) const;
    // From the "runs" object of a stored run summary; nothing measured when it has no runs.
    static RunStepFigures fromRunSummary(const QJsonObject &runs);
    // From a step's own run figures and call rates; nothing measured without runs.
    static RunStepFigures fromStep(const SweepStep &step);
};

// One step of an SLO sweep as a report shows it: the offered rate and what one replica did.
struct SweepStepSummary
{
    int index = 0;        // step number in the sweep, from 0
    int repeat = 0;       // 0 while searching; 1.. for the repetitions of an edge rate
    bool confirm = false; // the long confirmation run after the search
    QString phase;        // the search phase that asked for it ("probing": a twin's probe)
    // In the sweep's rate unit: with run classes (fromSteps) the runs offered, completed and
    // completed within every run objective per second; the calls' rates are in `run`.
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
    // The steady-state verdict and the window its figures cover (SweepStep), and the
    // requests in flight over it; NaN when not measured.
    bool steady = true;
    double windowS = 0;
    double steadyStartS = 0;
    double steadyWindowS = 0;
    double inFlightMean = std::numeric_limits<double>::quiet_NaN();
    double inFlightP95 = std::numeric_limits<double>::quiet_NaN();
    double littleInFlight = std::numeric_limits<double>::quiet_NaN();
    // A run-class sweep: offeredRps etc. are runs/s and this holds the step's run figures
    // (latencyMs then also holds Slo::runDurationKey() at the run objective's percentile).
    RunStepFigures run;
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
    bool unsafe = false;    // no confirmation run held: lowerRps failed too
    double upperRps = 0;
    double plannedRps = 0; // what plans divide by (BoundaryEstimate::plannedRps)
    QString method;        // the estimator (BoundaryEstimate::method)
    QString methodText;    // as a reader reads it (BoundaryEstimate::methodText)
    // The sweep's calibrated twin (issue 34), rates in the replica's time; not tried when the
    // sweep was stored before it (or ran with --no-twin). method "twin": its boundary is the
    // sweep's, modeled; else the boundary is measured by the steps (empirical).
    SweepTwin twin;
    bool twinTried = false;
    bool modeled() const { return method == QLatin1String(BoundaryEstimate::kTwin); }
    // "modeled from sweep 3's twin (checked on 13 steps, error at the boundary 2.9 % at step
    // 12)" or "measured by sweep 3's steps (attainment fit)".
    QString provenance() const;
    // Draws of the boundary from the sweep's twin (its long runs with the fit's parameters drawn
    // from their uncertainty) when the twin is the sweep's estimate; else empty. Converted by
    // toReplicaTime with the others; the plan's breach probability (SustainableLoad) uses them.
    std::vector<double> boundaryDrawsRps;
    // SweepResult::caution(): why the interval may hold less often than it says (short steps,
    // few requests in flight); empty when there is nothing to warn of.
    QString caution;
    bool simulatedServer = false; // the endpoint was llmcap's simulated server
    // What the rates count: SustainableLoad::callsUnit() or runsUnit() (a sweep of run classes:
    // its config's bench.plan.rate_unit, or its result's rate_unit).
    QString rateUnit = SustainableLoad::callsUnit();
    // runs/s sweeps: mean LLM calls per run over the measured steps, weighted by their runs
    // (0: no step measured runs; the workload's calls-per-run mean is the fallback).
    double callsPerRun = 0;
    QList<SweepStepSummary> steps;
    // Requests in flight at the last passing rate, for those who size by concurrency.
    InFlightLevel concurrencyAtBoundary;
    // What the plan checks against its request (SweepFit): what the sweep sent and where.
    Workload workload;     // empty when it replayed a trace
    ServingConfig serving; // the pinned configuration it recorded
    QString serverLabel;   // the simulated server's preset or model; empty for an endpoint
    // The built-in server's speed the sweep ran at (simulated seconds per client second). At
    // any speed but 1 find() converts every figure to the replica's own time (toReplicaTime):
    // rates / speed, latencies, windows and thresholds x speed; in-flight counts stay.
    double simSpeed = 1;
    // How far it got: only a finished sweep has a boundary the plan may take as final, and a
    // sweep in which no rate failed has found only a lower bound ("at least" boundaryRps).
    enum class Standing { Finished, Unfinished, Stopped, Failed };
    Standing standing = Standing::Finished;
    bool bracketed = true; // a failing rate above the boundary was found

    bool finished() const { return standing == Standing::Finished; }
    bool lowerBoundOnly() const { return boundaryRps > 0 && !bracketed; }
    // "did not finish", "was stopped", "failed"; empty when finished.
    QString standingText() const;

    // Looks a stored sweep up by id (as `llmcap-cli sweep` prints it).
    static Result<SweepSummary> find(Database &db, const QString &id);
    // The stored sweep a sustainable load was taken from (source sweep with a sweep id), for
    // reports that draw its curves; nothing when it came from elsewhere or is gone.
    static std::optional<SweepSummary> attachedTo(Database &db, const SustainableLoad &load);
    // Every stored sweep a deployment's loads (product-wide and per envelope) come from, for
    // CapacityPlanner::plan to check against the request.
    static QList<SweepSummary> attachedTo(Database &db, const Deployment &deployment);
    // From a sweep's steps: each step's latency at the percentile each objective names (the
    // nearest reported one at or above its attainment: p50, p95 or p99). Steps that ran runs
    // (SweepStep::runs) make it a runs/s sweep with their run figures (applyRunSummaries).
    static SweepSummary fromSteps(qint64 sweepId, const QString &name, const Slo &slo,
                                  const QList<SweepStep> &steps, const BoundaryEstimate &boundary);
    bool inRuns() const { return rateUnit == SustainableLoad::runsUnit(); }
    // "runs/s" when the stored sweep config's bench.plan or its result JSON says so, else "req/s".
    static QString rateUnitOf(const QJsonObject &config, const QJsonObject &result = {});
    // Takes each step's run figures from its stored run summary ("runs" object, by step index;
    // a step without one keeps those fromSteps gave it, the calls' rates always), adds the
    // run-duration objective's percentile to latencyMs and sets callsPerRun.
    void applyRunSummaries(const QMap<int, QJsonObject> &runsByStep);
    // Converts figures measured on the client's clock against a server run `speed` times
    // faster to the replica's own time, and sets simSpeed; `estimate` is the sweep's boundary
    // in the client's rates (its confirmation text is written anew). Once only: from 1.
    void toReplicaTime(double speed, const BoundaryEstimate &estimate);
    // "Measured on the built-in server at 4x speed; converted to the replica's own time (rates
    // / 4, latencies x 4)"; empty at speed 1.
    QString timeNote() const;
    // The sustainable load this sweep measured.
    SustainableLoad sustainableLoad() const;
    // The rate a plan on this sweep divides by (SustainableLoad::planningRps): reports state it
    // from here, never by a rule of their own.
    double planningRps() const;
    // Takes the boundary and its confidence interval from a finished boundary search (mean,
    // lower and upper bound; nothing when no rate passed). The confirmation text states its
    // rates in rateUnit, runs/s with the calls/s they make at callsPerRun: set those first.
    void setBoundary(const BoundaryEstimate &estimate);
};

} // namespace llmcap
