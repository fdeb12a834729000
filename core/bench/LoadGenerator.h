#pragma once

#include "bench/LoadOptions.h"
#include "bench/RunPlan.h"
#include "net/EndpointTarget.h"
#include "records/RequestRecord.h"
#include "records/RunOutcome.h"
#include "records/RunWindow.h"
#include "util/Result.h"
#include "workload/PromptFactory.h"

#include <QCoreApplication>

#include <functional>
#include <memory>
#include <vector>

namespace llmcap {

// A snapshot of a running load generator, cheap to take from any thread.
struct LoadProgress
{
    Q_DECLARE_TR_FUNCTIONS(LoadProgress)

public:
    enum class Phase { NotStarted, WarmingUp, Measuring, Draining, Finished };

    Phase phase = Phase::NotStarted;
    double elapsedS = 0;
    qint64 dispatched = 0; // handed to the transport
    qint64 finished = 0;   // records produced (any outcome)
    qint64 succeeded = 0;
    qint64 errors = 0; // ErrorCategories::isError outcomes
    qint64 inFlight = 0;
    qint64 waiting = 0;      // due, held back by the in-flight cap (client queueing)
    qint64 clientQueued = 0; // requests that waited for the cap so far
    qint64 maxLagNs = 0;     // largest schedule lag so far
    // Arrivals of the schedule never sent: the client fell so far behind that the run ended
    // (window plus drain timeout) before their turn.
    qint64 neverSent = 0;
    // The client's own headroom over the last whole second of sending (issue 37): the share of
    // requests sent later than LoadOptions::lateBoundMs after their time, and the share of one
    // core the load thread used (-1: not measured yet).
    double recentLateShare = 0;
    double recentCappedShare = 0; // ... and the share that had waited for the in-flight cap
    double loadThreadCpuShare = -1;
    // One line when the client cannot keep its schedule (most requests of the last second
    // late), naming what ran out: the in-flight cap, the load thread's core, or the CPU the
    // machine gave it; empty otherwise (ScheduleHeadroom.cpp). A run that goes on like this ends
    // INVALID (client-limited).
    QString fallingBehindText() const;
    static constexpr double kBehindShare = 0.5;
    static constexpr double kFullCoreShare = 0.9;
};

// Sends a RunPlan to an OpenAI-compatible endpoint and measures every request (the heart of
// `llmcap-cli bench`, reused by sweeps and the GUI). Owns a dedicated thread with a libcurl
// multi handle; requests start at absolute monotonic times from one start instant, so a slow
// response never delays the next arrival. Finished requests leave through a locked buffer
// (takeRecords(), for a GUI draining at 10-25 Hz) and an optional hook called on the load
// thread for each one (the database writer).
//
// A run plan (RunPlan::isRunPlan) starts runs at absolute times and sends each call of a run
// when the calls it waits for have ended plus its offset (RunDispatcher); a call carries the
// conversation so far with the output text received, held in memory only while the run needs
// it. Each ended run gives a RunOutcome (takeRunOutcomes()). After the window, runs go on
// starting at the same pace (not measured) until the measured runs have ended, so that their
// later calls meet a steady load (RunDispatcher); the runs left then end cancelled.
class LoadGenerator
{
    Q_DECLARE_TR_FUNCTIONS(LoadGenerator)

public:
    LoadGenerator(RunPlan plan, PromptFactory prompts, LoadOptions options);
    ~LoadGenerator(); // aborts a running load and joins the thread
    LoadGenerator(const LoadGenerator &) = delete;
    LoadGenerator &operator=(const LoadGenerator &) = delete;

    using RecordHook = std::function<void(const RequestRecord &)>;
    // Before start(): called on the load thread for every finished request; must be quick.
    void setRecordHook(RecordHook hook);
    // Before start(): called on the load thread once, after the last record.
    void setFinishedHook(std::function<void()> hook);

    Status start();
    enum class StopMode {
        // A run plan's runs send nothing more and end cancelled once their calls in flight end.
        Cancel,
        // A run plan's measured runs in flight go on to their end (bounded by the drain
        // timeout), under the same load as in the window (see RunDispatcher): an early end of
        // a step that has measured enough. No new measured run starts.
        Graceful,
    };
    // Thread-safe. The window ends now and no new request is measured; requests in flight get
    // the drain timeout. A plain plan sends nothing more in either mode.
    void stop(StopMode mode = StopMode::Cancel);
    // Thread-safe. Ends every request now (recorded as cancelled) and finishes.
    void abort();
    // Waits for the end; false on timeout.
    bool wait(qint64 timeoutMs = -1);
    bool isFinished() const;

    LoadProgress progress() const;
    // Thread-safe: the records finished since the last call.
    std::vector<RequestRecord> takeRecords();
    // Thread-safe: a run plan's runs that ended since the last call (issue 18).
    std::vector<RunOutcome> takeRunOutcomes();

    const RunPlan &plan() const;
    // The measurement window; final once finished (a stop() shortens it).
    RunWindow window() const;
    // Wall-clock time (ms since the epoch) of the start instant.
    qint64 originEpochMs() const;
    // The start instant on the monotonic clock (CurlMultiLoop::nowNs()), set by start().
    qint64 originNs() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace llmcap
