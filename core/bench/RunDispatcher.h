#pragma once

#include "bench/RunPlan.h"
#include "records/RequestRecord.h"
#include "records/RunOutcome.h"

#include <QByteArray>
#include <QList>

#include <deque>
#include <optional>
#include <queue>
#include <set>
#include <unordered_map>
#include <vector>

namespace llmcap {

// The state of a run plan's runs while a LoadGenerator sends them (issue 18): which calls are
// due (their dependencies ended plus their offset; run starts at absolute times), the
// conversation each call carries, and each run's outcome. No I/O: the load generator builds
// and sends the calls and reports their ends. Load thread only.
//
// A call is due at the latest end of the calls it waits for plus its offset (or its run's
// start plus its offset), and that instant is its record's scheduled time, so a record's
// schedule lag is the dispatch lag behind its dependency. A failed call (any error but an
// early stop) fails the run: nothing more of it is sent. Output text is held only while a later
// call of the same run may still carry it.
//
// The window (issue 18, no taper): a run is measured when it starts in the measurement window
// and is not a warm-up run. Once the window closes (closeWindow: its planned end, or an early
// end), runs go on starting at the same arrival process (the plan's later runs, then runs drawn
// past the plan, RunPlan::arrivalsAfter) so that the measured runs' later calls meet the same
// load as their first ones; these runs are not measured (marked like warm-up runs). When every
// measured run has ended, nothing more starts (measuredDone()): the caller ends the runs left.
class RunDispatcher
{
public:
    explicit RunDispatcher(const RunPlan &plan);

    struct Due
    {
        int run = 0;  // index in plan.runs()
        int call = 0; // index in its calls
        qint64 scheduledNs = 0;
    };
    // The earliest instant a run starts, a call is due or a user cancels; -1 for none.
    qint64 nextDueNs() const;
    // Starts the runs due by nowNs and takes one call due by nowNs, earliest first.
    bool takeDue(qint64 nowNs, Due *due);
    // Takes one call whose dependencies have ended and that is due by horizonNs, earliest
    // first, without starting runs: a call to build ahead of its due time (issue 37).
    bool takeScheduled(qint64 horizonNs, Due *due);
    // The conversation call `call` starts from (turns, see RequestBodyBuilder), empty for none.
    QList<QByteArray> carried(int run, int call) const;
    int plannedInputTokens(int run, int call) const;
    // The call is being sent with these turns (kept while a later call may carry them).
    void sending(int run, int call, QList<QByteArray> turns);
    // A call taken ahead (takeScheduled) and marked sending was never sent: its run stopped
    // before it was due. It counts as not sent, as if never taken.
    void unsent(int run, int call);
    // The call ended (any outcome); output: the text it received.
    void ended(int run, int call, const RequestRecord &record, const QByteArray &output);
    // The runs whose user cancels by nowNs; nothing more of them is sent. The caller aborts
    // their calls in flight (each then ends through ended()).
    std::vector<int> takeCancelled(qint64 nowNs);
    // Sends nothing more: runs not started never start, unsent calls are dropped, and each run
    // ends with `status` (unless it already failed) when its calls in flight have ended.
    void stopAll(RunOutcome::Status status);

    // The window closes at endNs (the planned end, or earlier for an early end): runs that start
    // from then on are not measured, and they start only until the measured runs have ended.
    void closeWindow(qint64 endNs);
    bool windowClosed() const { return m_windowClosed; }
    // The window has closed and every measured run has ended: nothing more starts.
    bool measuredDone() const;
    // False for a warm-up run and a run that started after the window (while it is active).
    bool isMeasured(int run) const { return m_active.at(run).measured; }
    // Run `run` (an index in the plan's runs, or past them for runs drawn after the plan); valid
    // while the dispatcher lives.
    const RunScript &script(int run) const;
    // The record index of the run's call 0 (calls have consecutive indices; runs past the plan
    // continue after its last call).
    qint64 firstCallIndex(int run) const;

    bool allStarted() const { return !startsMore(); }
    qsizetype activeRuns() const { return qsizetype(m_active.size()); }
    // The outcomes of the runs that ended since the last call.
    std::vector<RunOutcome> takeOutcomes();

private:
    struct Active
    {
        std::vector<int> remaining;  // per call: dependencies not yet ended
        std::vector<qint64> readyNs; // per call: latest end of its dependencies
        std::vector<std::vector<int>> dependents;
        std::vector<int> carriers;            // per call: later calls that carry it
        std::vector<QList<QByteArray>> turns; // per call: sent turns (+ output once ended)
        QList<int> plannedInput;
        int unsent = 0;
        int inFlight = 0;
        bool stopped = false;
        bool statusSet = false;
        bool measured = false;
        RunOutcome outcome;
    };
    void startRun(int index);
    void schedule(int run, int call, qint64 dueNs);
    void stopRun(int run, Active &a, RunOutcome::Status status);
    void finishIfDone(int run);
    bool startsMore() const;
    qint64 startNs(qsizetype run) const;
    void drawNext();

    const RunPlan &m_plan;
    qsizetype m_nextRun = 0;
    bool m_stopped = false;
    qint64 m_windowEndNs = 0;
    bool m_windowClosed = false;
    int m_measuredActive = 0;
    std::optional<RunArrivals> m_after; // the arrival stream past the plan's runs
    std::deque<RunScript> m_drawn;      // runs past the plan's, in start order
    std::vector<qint64> m_drawnFirstCall;
    qint64 m_nextCallIndex = 0; // the record index after the last run's calls
    std::unordered_map<int, Active> m_active;
    using Entry = std::tuple<qint64, int, int>; // due, run, call
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_due;
    std::set<std::pair<qint64, int>> m_cancels; // deadline, run
    std::vector<RunOutcome> m_outcomes;
};

} // namespace llmcap
