#pragma once

#include "bench/BenchConfig.h"
#include "bench/EndpointProbe.h"
#include "bench/RunDispatcher.h"
#include "bench/RunPlan.h"
#include "sim/SimEngine.h"
#include "sim/SimPreset.h"
#include "sweep/StepRun.h"

#include <QHash>
#include <QTimer>

#include <deque>
#include <memory>

namespace llmcap {

class RunWriter;
class VirtualClock;

// One sweep step on a fresh SimEngine in virtual time (VirtualStepExecutor). Each tick of the
// event loop advances the step by a tenth of a (virtual) second, as BenchRunner drains its
// buffers at 10 Hz: arrivals due are submitted at their planned times, the engine steps, and
// requests are recorded as the built-in server's client would record them (one chunk per
// token, its llmcap_timings, 429 beyond the queue limit), released once their end has passed
// on the step's clock. Server samples are taken every scrape interval from the engine's state.
// A run plan's runs (issue 18) go through a RunDispatcher as LoadGenerator sends them: each
// call is submitted when its dependencies ended plus its offset (tool and think time), and
// carries its run's conversation as prefix-cache block hashes (the carried call's prompt and
// output blocks, then blocks of its own), so the engine's prefix cache sees what the built-in
// server sees from a real agent (less the chat template's few tokens per message). A run's user
// cancel aborts its calls in flight at the cancel instant. After the window, runs go on starting
// at the same pace (not measured) until the measured runs have ended, as LoadGenerator does;
// an early end (finishEarly) lets the measured runs in flight go on to their end.
// Not simulated: a plain workload's user cancels and transport faults.
class VirtualStepRun : public StepRun
{
public:
    VirtualStepRun(BenchConfig config, RunPlan plan, EndpointInfo endpoint, QString databasePath,
                   const SimPreset &preset, double speed, int maxQueue, VirtualClock &clock);
    ~VirtualStepRun() override;

    Status start() override;
    void finishEarly() override;
    void abort() override;
    LoadProgress progress() const override;
    RunWindow window() const override { return m_window; }
    const std::vector<RequestRecord> &records() const override { return m_records; }
    const std::vector<ServerMetricsSample> &serverSamples() const override { return m_samples; }
    const std::vector<RunOutcome> &runOutcomes() const override { return m_runOutcomes; }
    const RunResult &result() const override { return m_result; }

private:
    enum class State : quint8 { Unsent, InFlight, Done };

    qint64 clientNs(double simSec) const;
    double simSec(qint64 clientNs) const;
    bool sending() const;
    bool arrivalsLeft() const;
    void enqueue(qint64 index, SimRequest request, double arrivalSimS);
    void tick();
    void simulateUntil(double clientS);
    void submit(qint64 index);
    void sample(qint64 tNs);
    void end(qint64 index, ErrorCategory error, qint64 endNs, const QString &message = {});
    void release(qint64 untilNs);
    void finish(RunInfo::Status status);
    qint64 nextRunEventNs() const;
    void dispatchRunCalls(qint64 nowNs);
    void submitCall(const RunDispatcher::Due &due);
    void cancelRuns(qint64 nowNs, qint64 cancelNs);
    void collectRunOutcomes();
    void setBlockHashes(qint64 index, SimRequest &request);
    void closeRunWindow(qint64 endNs);
    void endUnmeasuredRuns(qint64 nowNs);
    void reserveCall(qint64 index);

    BenchConfig m_config;
    RunPlan m_plan;
    EndpointInfo m_endpoint;
    QString m_databasePath;
    double m_speed;
    int m_maxQueue;
    VirtualClock &m_clock;
    SimEngine m_engine;
    QTimer m_tick;

    qint64 m_runId = 0;
    std::unique_ptr<RunWriter> m_writer;
    bool m_running = false;
    bool m_sendingStopped = false;
    double m_originS = 0; // the sweep clock at the step's start
    double m_nowS = 0;    // the step's clock
    double m_engineS = 0; // simulated time the engine reached
    qint64 m_sendEndNs = -1;
    qint64 m_nextSampleNs = 0;
    RunWindow m_window;
    qint64 m_next = 0; // the next arrival to send
    std::vector<RequestRecord> m_building;
    std::vector<State> m_state;
    std::deque<qint64> m_inFlight;        // in send order
    std::vector<qint64> m_ended;          // ended, not yet released
    std::vector<RequestRecord> m_records; // released, in order of their end
    std::vector<ServerMetricsSample> m_samples;
    std::vector<RunOutcome> m_runOutcomes; // a run plan's ended runs
    // Run plans only.
    std::unique_ptr<RunDispatcher> m_dispatcher;
    std::vector<std::pair<int, int>> m_callOf;        // per record index: run, call
    std::vector<std::vector<quint64>> m_streamHashes; // per index: prompt + output block hashes
    QHash<QString, int> m_runIndex;                   // run id -> the dispatcher's run index
    std::vector<RunOutcome> m_endedRuns;              // ended, not yet released
    qint64 m_callsSent = 0;
    bool m_runsStopped = false;
    qint64 m_succeeded = 0;
    qint64 m_errors = 0;
    RunResult m_result;
};

} // namespace llmcap
