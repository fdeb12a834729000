#pragma once

#include "bench/BenchConfig.h"
#include "bench/RunPlan.h"
#include "sweep/BoundarySearch.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace llmcap {

// A sweep: the benchmark set-up every step shares (endpoint, workload, SLO, limits, pinned
// serving configuration), the search, and how long each step runs. Each step is a BenchConfig
// with its own rate, window, sweep id and step index.
struct SweepConfig
{
    Q_DECLARE_TR_FUNCTIONS(SweepConfig)

public:
    BenchConfig bench; // plan.rateRps, durationS and warmupS are set per step
    BoundarySearch::Config search;
    double stepWarmupS = 5;       // sent, not measured, at the start of every step
    double minStepS = 20;         // no early decision before this much of the window
    double maxStepS = 60;         // a marginal step runs this long
    qint64 minStepRequests = 100; // nor before this many measured requests; fewer never pass
    // At low rates maxStepS ends a step before minStepRequests are due (60 s at 1 req/s holds
    // about 60): such a step's window grows until they are, up to this long (stepPlan).
    double maxStepRequestsS = 1800;
    double cooldownS = 2; // idle time between steps, so queues drain
    double earlyStopConfidence = 0.99;
    QString name;

    // A sweep against llmcap's built-in simulated server records the server it started, so the
    // sweep resumes against a fresh one (its port changes) in a later session too. With
    // virtualTime the steps ran on the server's engine in virtual time (VirtualStepExecutor),
    // without HTTP, and resume so.
    struct BuiltinServer
    {
        QString preset;
        double speed = 1;
        quint64 seed = 1;
        bool virtualTime = false;
    };
    std::optional<BuiltinServer> builtinServer;

    // NewSweep adds the rules for a sweep started now to what any stored sweep may hold; a
    // resume checks a stored configuration as Stored, so a sweep run before a rule existed
    // still resumes as it ran.
    enum class Check { NewSweep, Stored };
    static Status validate(const SweepConfig &config, Check check = Check::NewSweep);

    // Everything needed to resume the sweep; never the API key.
    QJsonObject toJson() const;
    static Result<SweepConfig> fromJson(const QJsonObject &json);

    // The BenchConfig of step `index` at rateRps. Repetition k of an edge rate draws its
    // arrivals and lengths with seed + k, so repeats sample the load anew and their spread is
    // the step-to-step variance the boundary's interval rests on; the search's own steps all
    // use the sweep's seed, so every rate sees the same requests. Confirmation run k lasts
    // search.confirmS with seed + 1000 + k: arrivals none of the search's steps saw.
    BenchConfig stepConfig(qint64 sweepId, int index, double rateRps, int repeat = 0,
                           bool confirm = false) const;
    // A confirmation run's window at rateRps: search.confirmS, or longer when a confident pass
    // (search.confirmConfidence) of the strictest objective needs more requests than it holds.
    double confirmWindowS(double rateRps) const;
    // The plan of a step made by stepConfig. When fewer than minStepRequests arrivals fall in
    // its window, the window (step.plan.durationS) grows until they do, to at most
    // maxStepRequestsS: the arrivals are known in advance, so the count is exact, not expected.
    // With run classes (issue 18) the arrivals are runs, and minStepRequests counts runs: a
    // run-duration objective is judged on runs, and a run brings several calls besides.
    Result<RunPlan> stepPlan(BenchConfig &step) const;

    // Issue 18: a workload with run classes is swept in runs per second (bench.plan.rateRps is
    // runs/s, every step's arrivals are runs); the call objectives still judge calls.
    bool sendsRuns() const { return bench.plan.sendsRuns(); }
    // Whether the calibrated twin can model this sweep (TwinEstimate refuses the others and
    // says why): a workload of request classes, no trace and no agent runs, judged by at least
    // one latency objective.
    bool twinCanModel() const
    {
        return !bench.plan.trace && !sendsRuns() && bench.slo && !bench.slo->objectives.isEmpty();
    }
    // "runs/s" for a run plan, else "req/s": the unit of every rate the search names.
    QString rateUnit() const;
    // The calls one arrival brings on average: 1 without run classes; with them the expected
    // calls of a run (RunBehaviour: its calls, fan-out widths and tool-failure retries; a class
    // without `run` counts 1), by class weight. Turns a rate in req/s into one in runs/s.
    double expectedCallsPerArrival() const;
    // The scheduled instants of a plan's arrivals in order, from its start instant: its runs'
    // starts for a run plan (warm-up runs included), else its requests'.
    static std::vector<qint64> arrivalTimes(const RunPlan &plan);
    // The arrivals scheduled inside the plan's window (runs for a run plan, warm-up excluded).
    static qint64 arrivalsInWindow(const RunPlan &plan);
    // The longest run-duration threshold of the SLO (any class), in ms; 0 without one.
    static double longestRunThresholdMs(const Slo &slo);
    // A run-class step drains for at least this many times the longest run-duration threshold
    // (and never less than bench.drainTimeoutMs): the runs scheduled inside its window must be
    // allowed to end, and one ending after its threshold is a miss, not a timeout, as long as
    // the drain still lets it finish.
    static constexpr double kRunDrainFactor = 2;
};

} // namespace llmcap
