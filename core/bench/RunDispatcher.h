#pragma once

#include "bench/RunPlan.h"
#include "records/RequestRecord.h"
#include "records/RunOutcome.h"

#include <QByteArray>
#include <QList>

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
    // The conversation call `call` starts from (turns, see RequestBodyBuilder), empty for none.
    QList<QByteArray> carried(int run, int call) const;
    int plannedInputTokens(int run, int call) const;
    // The call is being sent with these turns (kept while a later call may carry them).
    void sending(int run, int call, QList<QByteArray> turns);
    // The call ended (any outcome); output: the text it received.
    void ended(int run, int call, const RequestRecord &record, const QByteArray &output);
    // The runs whose user cancels by nowNs; nothing more of them is sent. The caller aborts
    // their calls in flight (each then ends through ended()).
    std::vector<int> takeCancelled(qint64 nowNs);
    // Sends nothing more: runs not started never start, unsent calls are dropped, and each run
    // ends with `status` (unless it already failed) when its calls in flight have ended.
    void stopAll(RunOutcome::Status status);

    bool allStarted() const { return m_stopped || m_nextRun >= m_plan.runs().size(); }
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
        RunOutcome outcome;
    };
    void startRun(int index);
    void schedule(int run, int call, qint64 dueNs);
    void stopRun(int run, Active &a, RunOutcome::Status status);
    void finishIfDone(int run);

    const RunPlan &m_plan;
    qsizetype m_nextRun = 0;
    bool m_stopped = false;
    std::unordered_map<int, Active> m_active;
    using Entry = std::tuple<qint64, int, int>; // due, run, call
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> m_due;
    std::set<std::pair<qint64, int>> m_cancels; // deadline, run
    std::vector<RunOutcome> m_outcomes;
};

} // namespace llmcap
