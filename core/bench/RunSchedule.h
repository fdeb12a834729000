#pragma once

#include "bench/ArrivalProcess.h"
#include "util/Result.h"
#include "workload/RunScript.h"
#include "workload/SeededRandom.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace llmcap {

// The open-loop run starts of a plan, one at a time: the arrival stream RunSchedule::starts
// takes its starts from. A plan keeps the stream past its window (RunPlan::arrivalsAfter) so that
// a load generator can go on starting runs at the same pace after the window (RunDispatcher).
class RunArrivals
{
public:
    RunArrivals(const ArrivalProcess &arrival, double rateRunsPerS, quint64 seed);
    // The next start (seconds from the plan's start instant), not yet taken.
    double peek() const { return m_t; }
    // Takes the next start and draws the gap to the one after it.
    double take();

private:
    ArrivalProcess m_arrival;
    double m_meanGapS = 1;
    SeededRandom m_random;
    double m_t = 0;
};

// Turns run classes into RunScripts (issue 18). Run i's content comes from its own random
// stream derived from the seed and i, and the run starts from the plan's arrival stream, so
// one seed gives the same runs at every rate; a class without `run` gives runs of one call
// (see docs/file-formats.md "Run classes" for how mixed workloads share the rate).
//
// A run class's calls: call 0 sends input_tokens (with the class's shared prefix, if drawn);
// every later step waits for the previous step (all of its calls: a join) plus a tool time,
// carries the conversation so far and adds new_tokens. When the carried context plus the new
// tokens would pass the compaction threshold, the call starts from a summary instead. A failed
// tool call repeats the call after another tool wait (retry, at most max_retries in a row); a
// fan-out step sends `width` calls that wait for the same call.
class RunSchedule
{
    Q_DECLARE_TR_FUNCTIONS(RunSchedule)

public:
    // Run runIndex of the plan, starting startS seconds after the plan's start.
    static RunScript draw(const Workload &workload, quint64 seed, qint64 runIndex, double startS);
    // Open-loop run starts at rateRunsPerS from [0, until) of the arrival stream; the window
    // opens at warmupS or with run warmupRuns, whichever is later.
    struct Starts
    {
        QList<double> startS;
        double windowStartS = 0;
        double windowEndS = 0;
        // The stream after the last start taken: its next start lies at or after the window's
        // end.
        std::optional<RunArrivals> after;
    };
    static Result<Starts> starts(const ArrivalProcess &arrival, double rateRunsPerS, quint64 seed,
                                 double warmupS, int warmupRuns, double durationS, qint64 maxRuns);
    // Checks prepared runs (a trace's, through TraceRuns): calls in index order, waits only for
    // earlier calls, tokens >= 1, no negative time, known classes, unique run ids.
    static Status validate(const QList<RunScript> &runs, qsizetype classCount);
    // The prompt tokens each call of a script sends: new tokens plus the conversation it
    // carries (or the summary it starts from), as planned.
    static QList<int> plannedInputTokens(const RunScript &run);
};

} // namespace llmcap
