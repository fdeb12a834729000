#include "bench/RunDispatcher.h"

#include "bench/RunSchedule.h"

#include <cmath>
#include <limits>

namespace llmcap {

namespace {

qint64 toNs(double seconds)
{
    return qint64(std::llround(seconds * 1e9));
}

RunOutcome::Status statusFor(ErrorCategory error)
{
    switch (error) {
    case ErrorCategory::Timeout:
        return RunOutcome::Status::TimedOut;
    case ErrorCategory::Cancelled:
        return RunOutcome::Status::Cancelled;
    default:
        return RunOutcome::Status::Failed;
    }
}

} // namespace

RunDispatcher::RunDispatcher(const RunPlan &plan)
    : m_plan(plan)
{}

qint64 RunDispatcher::nextDueNs() const
{
    qint64 next = std::numeric_limits<qint64>::max();
    if (!allStarted())
        next = toNs(m_plan.runs().at(m_nextRun).startS);
    if (!m_due.empty())
        next = std::min(next, std::get<0>(m_due.top()));
    if (!m_cancels.empty())
        next = std::min(next, m_cancels.begin()->first);
    return next == std::numeric_limits<qint64>::max() ? -1 : next;
}

void RunDispatcher::startRun(int index)
{
    const RunScript &script = m_plan.runs().at(index);
    const qsizetype n = script.calls.size();
    Active &a = m_active[index];
    a.remaining.assign(size_t(n), 0);
    a.readyNs.assign(size_t(n), toNs(script.startS));
    a.dependents.resize(size_t(n));
    a.carriers.assign(size_t(n), 0);
    a.turns.resize(size_t(n));
    a.plannedInput = RunSchedule::plannedInputTokens(script);
    a.unsent = int(n);
    a.outcome.runId = script.runId;
    a.outcome.classIndex = script.classIndex;
    a.outcome.scheduledStartNs = toNs(script.startS);
    a.outcome.warmup = m_plan.isWarmupRun(script);
    for (const RunCall &c : script.calls) {
        a.remaining[size_t(c.index)] = int(c.waitsFor.size());
        for (int w : c.waitsFor)
            a.dependents[size_t(w)].push_back(c.index);
        if (c.prefix == RunCall::Prefix::Carried && !c.compaction) {
            const int from = c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1);
            if (from >= 0)
                ++a.carriers[size_t(from)];
        }
    }
    for (const RunCall &c : script.calls)
        if (c.waitsFor.isEmpty())
            schedule(index, c.index, a.outcome.scheduledStartNs + toNs(c.offsetS));
    if (script.cancelAfterS >= 0)
        m_cancels.insert({a.outcome.scheduledStartNs + toNs(script.cancelAfterS), index});
}

void RunDispatcher::schedule(int run, int call, qint64 dueNs)
{
    m_due.emplace(dueNs, run, call);
}

bool RunDispatcher::takeDue(qint64 nowNs, Due *due)
{
    while (!allStarted() && toNs(m_plan.runs().at(m_nextRun).startS) <= nowNs)
        startRun(int(m_nextRun++));
    while (!m_due.empty() && std::get<0>(m_due.top()) <= nowNs) {
        const auto [dueNs, run, call] = m_due.top();
        m_due.pop();
        auto it = m_active.find(run);
        if (it == m_active.end() || it->second.stopped)
            continue; // the run ended or stopped since the call was scheduled
        *due = {run, call, dueNs};
        return true;
    }
    return false;
}

QList<QByteArray> RunDispatcher::carried(int run, int call) const
{
    const Active &a = m_active.at(run);
    const RunCall &c = m_plan.runs().at(run).calls.at(call);
    if (c.prefix != RunCall::Prefix::Carried || c.compaction)
        return {};
    const int from = c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1);
    return from >= 0 ? a.turns[size_t(from)] : QList<QByteArray>{};
}

int RunDispatcher::plannedInputTokens(int run, int call) const
{
    return m_active.at(run).plannedInput.at(call);
}

void RunDispatcher::sending(int run, int call, QList<QByteArray> turns)
{
    Active &a = m_active.at(run);
    --a.unsent;
    ++a.inFlight;
    const RunCall &c = m_plan.runs().at(run).calls.at(call);
    // The carried call's conversation is needed once less; drop it when no one needs it.
    if (c.prefix == RunCall::Prefix::Carried && !c.compaction) {
        const int from = c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1);
        if (from >= 0 && --a.carriers[size_t(from)] <= 0)
            a.turns[size_t(from)].clear();
    }
    if (a.carriers[size_t(call)] > 0)
        a.turns[size_t(call)] = std::move(turns);
}

void RunDispatcher::ended(int run, int call, const RequestRecord &record, const QByteArray &output)
{
    auto it = m_active.find(run);
    if (it == m_active.end())
        return;
    Active &a = it->second;
    --a.inFlight;
    RunOutcome &o = a.outcome;
    const RunCall &c = m_plan.runs().at(run).calls.at(call);
    if (record.dispatchedNs >= 0) {
        ++o.calls;
        o.retries += c.retry ? 1 : 0;
        o.compactions += c.compaction ? 1 : 0;
        o.toolWaitS += c.toolWaitS;
        if (o.startNs < 0 || record.dispatchedNs < o.startNs)
            o.startNs = record.dispatchedNs;
    }
    if (record.endNs >= 0)
        o.endNs = std::max(o.endNs, record.endNs);
    const qint64 input = std::max<qint64>(0, record.promptTokens);
    const qint64 outputTokens = std::max<qint64>(0, record.completionTokens);
    o.totalTokens += input + outputTokens;
    o.maxContextTokens = std::max(o.maxContextTokens, int(input + outputTokens));

    if (!record.succeeded()) {
        stopRun(run, a, statusFor(record.error));
    } else if (!a.stopped) {
        if (a.carriers[size_t(call)] > 0)
            a.turns[size_t(call)].append(output);
        for (int next : a.dependents[size_t(call)]) {
            a.readyNs[size_t(next)] = std::max(a.readyNs[size_t(next)], record.endNs);
            if (--a.remaining[size_t(next)] == 0)
                schedule(run, next,
                         a.readyNs[size_t(next)] +
                             toNs(m_plan.runs().at(run).calls.at(next).offsetS));
        }
    }
    finishIfDone(run);
}

void RunDispatcher::stopRun(int run, Active &a, RunOutcome::Status status)
{
    Q_UNUSED(run);
    if (!a.statusSet) {
        a.outcome.status = status;
        a.statusSet = true;
    }
    a.stopped = true;
    for (auto &t : a.turns)
        t.clear();
}

void RunDispatcher::finishIfDone(int run)
{
    auto it = m_active.find(run);
    Active &a = it->second;
    if (a.inFlight > 0 || (a.unsent > 0 && !a.stopped))
        return;
    const RunScript &script = m_plan.runs().at(run);
    if (script.cancelAfterS >= 0)
        m_cancels.erase({a.outcome.scheduledStartNs + toNs(script.cancelAfterS), run});
    m_outcomes.push_back(std::move(a.outcome));
    m_active.erase(it);
}

std::vector<int> RunDispatcher::takeCancelled(qint64 nowNs)
{
    std::vector<int> runs;
    while (!m_cancels.empty() && m_cancels.begin()->first <= nowNs) {
        const int run = m_cancels.begin()->second;
        m_cancels.erase(m_cancels.begin());
        auto it = m_active.find(run);
        if (it == m_active.end())
            continue;
        stopRun(run, it->second, RunOutcome::Status::Cancelled);
        runs.push_back(run);
        finishIfDone(run);
    }
    return runs;
}

void RunDispatcher::stopAll(RunOutcome::Status status)
{
    m_stopped = true;
    std::vector<int> runs;
    for (auto &[run, a] : m_active) {
        stopRun(run, a, status);
        runs.push_back(run);
    }
    for (int run : runs)
        finishIfDone(run);
}

std::vector<RunOutcome> RunDispatcher::takeOutcomes()
{
    std::vector<RunOutcome> out;
    out.swap(m_outcomes);
    return out;
}

} // namespace llmcap
