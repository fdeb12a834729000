#pragma once

#include "bench/ArrivalProcess.h"
#include "bench/RunSchedule.h"
#include "bench/ScheduleTimes.h"
#include "records/RunWindow.h"
#include "util/Result.h"
#include "workload/RunScript.h"
#include "workload/Trace.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>
#include <vector>

namespace llmcap {

// What a run sends and when, before anything is sent.
struct PlanSettings
{
    Workload workload;           // classes (a trace may add classes it names)
    std::optional<Trace> trace;  // replay instead of drawing from the workload
    double traceTimeScale = 1.0; // trace timestamps are multiplied by this
    // Trace: replay its recorded runs with their causal structure (built by TraceRuns; the time
    // scale moves run starts only). The plan is then a run plan: runs() holds the recorded runs
    // and each entry without a run_id as a run of one call at its timestamp ("request-<n>").
    // false: every entry at its timestamp, as before.
    bool traceRuns = false;
    ArrivalProcess arrival;
    double rateRps = 1.0;    // open loop: mean arrival rate
    int closedLoopUsers = 0; // > 0: closed loop, for comparison only
    double durationS = 60;   // measurement window length (trace: 0 = the whole trace)
    double warmupS = 0;      // sent but not measured, before the window
    int warmupRequests = 0;  // ... or this many first requests
    quint64 seed = 1;
    // Runs prepared elsewhere (a recorded trace's runs, TraceRuns): sent as they are, open
    // loop at their start times, instead of drawing runs from the workload's run classes.
    // Their classIndex points into workload.classes.
    std::optional<QList<RunScript>> runs;

    // True when the plan sends runs: prepared runs, a trace with traceRuns, or a workload with a
    // run class (without a trace). rateRps then counts runs per second, and warmupRequests
    // counts runs.
    bool sendsRuns() const;
    QJsonObject toJson() const;
};

// One request as planned: its class, lengths, prefix group and (simulated) user cancel.
struct PlannedRequest
{
    qint64 index = 0;
    qint64 scheduledNs = -1; // -1 in closed loop: set when a user sends it
    int classIndex = 0;
    int inputTokens = 1;
    int outputTokens = 1;
    quint64 prefixKey = 0; // 0: no shared prefix
    int prefixTokens = 0;
    QStringList blocks;  // the trace's block ids (TraceEntry::blocks): the prompt's content
    int blockTokens = 0; // tokens per block
    int cancelAfterTokens = 0;
    double cancelAfterMs = 0;

    bool operator==(const PlannedRequest &) const = default;
};

// The reproducible plan of a run. Request i's content (class, lengths, prefix, cancel) comes
// from its own random stream derived from the seed and i, and the arrival gaps from another,
// so the same seed gives the same requests at every rate, in open and closed loop alike. Open
// loop: absolute send times from one start instant, until the end of the measurement window.
class RunPlan
{
    Q_DECLARE_TR_FUNCTIONS(RunPlan)

public:
    static Result<RunPlan> create(PlanSettings settings);

    const PlanSettings &settings() const { return m_settings; }
    bool isClosedLoop() const { return m_settings.closedLoopUsers > 0; }
    // Open loop: the number of planned arrivals.
    qint64 arrivals() const { return qint64(m_scheduledNs.size()); }
    qint64 scheduledNs(qint64 index) const { return m_scheduledNs[size_t(index)]; }
    PlannedRequest request(qint64 index) const;
    // Open loop, and closed loop with a time-based warm-up: the window; a closed loop with a
    // warm-up counted in requests starts its window when that request is sent.
    RunWindow window() const { return m_window; }
    bool isWarmup(qint64 index, qint64 scheduledNs) const;

    // The classes requests can have (workload classes, then classes only the trace names).
    const QList<WorkloadClass> &classes() const { return m_classes; }

    // PlanSettings::traceRuns: the trace's recorded runs that start before the window ends, by
    // start (startS from the plan's start instant); runs() holds them and the one-call runs of
    // the entries without a run_id. Empty otherwise.
    const QList<RunScript> &runScripts() const { return m_runScripts; }
    // Run plans (issue 18): every arrival is a run; its calls are sent by their dependencies.
    bool isRunPlan() const { return m_runPlan; }
    const QList<RunScript> &runs() const { return m_runs; }
    // The record index of run i's call 0 (its calls have consecutive indices).
    qint64 firstCallIndex(qsizetype run) const { return m_firstCall[size_t(run)]; }
    bool isWarmupRun(const RunScript &run) const;
    // A run plan drawn from the workload's run classes: its arrival stream after its last run
    // (the next start lies at or after the window's end), so a load generator can go on
    // starting runs at the same pace after the window until its measured runs have ended
    // (RunDispatcher). nullopt for prepared or traced runs.
    const std::optional<RunArrivals> &arrivalsAfter() const { return m_after; }
    // Run runIndex of the workload (RunSchedule::draw with the plan's seed): the runs after
    // runs() continue the plan as a longer window would have drawn them.
    RunScript drawRun(qint64 runIndex, double startS) const;

private:
    static Result<RunPlan> createRuns(RunPlan plan, PlanSettings settings);

    PlanSettings m_settings;
    QList<WorkloadClass> m_classes;
    ScheduleTimes m_scheduledNs;         // 4 bytes an arrival where they allow
    std::vector<int> m_traceClass;       // trace: class index per entry
    std::vector<qsizetype> m_traceEntry; // traceRuns: the trace entry of each request
    QList<RunScript> m_runScripts;
    RunWindow m_window;
    bool m_runPlan = false;
    QList<RunScript> m_runs; // in start order
    std::vector<qint64> m_firstCall;
    std::optional<RunArrivals> m_after;
};

} // namespace llmcap
