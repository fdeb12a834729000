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
    case ErrorCategory::ConnectTimeout:
    case ErrorCategory::FirstByteTimeout:
    case ErrorCategory::IdleTimeout:
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
    , m_windowEndNs(plan.window().endNs)
    , m_after(plan.arrivalsAfter())
{
    const qsizetype n = plan.runs().size();
    m_nextCallIndex = n > 0 ? plan.firstCallIndex(n - 1) + plan.runs().back().calls.size() : 0;
}

const RunScript &RunDispatcher::script(int run) const
{
    const qsizetype planned = m_plan.runs().size();
    return run < planned ? m_plan.runs().at(run) : m_drawn.at(size_t(run - planned));
}

qint64 RunDispatcher::firstCallIndex(int run) const
{
    const qsizetype planned = m_plan.runs().size();
    return run < planned ? m_plan.firstCallIndex(run) : m_drawnFirstCall.at(size_t(run - planned));
}

qint64 RunDispatcher::startNs(qsizetype run) const
{
    return toNs(script(int(run)).startS);
}

bool RunDispatcher::startsMore() const
{
    if (m_stopped)
        return false;
    const qsizetype planned = m_plan.runs().size();
    if (!m_windowClosed)
        return m_nextRun < planned;
    if (measuredDone())
        return false;
    return m_nextRun < planned + qsizetype(m_drawn.size());
}

bool RunDispatcher::measuredDone() const
{
    if (!m_windowClosed || m_measuredActive > 0)
        return false;
    // A run due before the window's end that has not started yet is still to be measured.
    return m_stopped || m_nextRun >= m_plan.runs().size() || startNs(m_nextRun) >= m_windowEndNs;
}

// Draws the run after the last one when the next to start lies past the plan's runs.
void RunDispatcher::drawNext()
{
    const qsizetype planned = m_plan.runs().size();
    if (!m_windowClosed || !m_after || m_nextRun < planned + qsizetype(m_drawn.size()))
        return;
    const qint64 index = planned + qsizetype(m_drawn.size());
    m_drawn.push_back(m_plan.drawRun(index, m_after->take()));
    m_drawnFirstCall.push_back(m_nextCallIndex);
    m_nextCallIndex += m_drawn.back().calls.size();
}

void RunDispatcher::closeWindow(qint64 endNs)
{
    m_windowEndNs = m_windowClosed ? std::min(m_windowEndNs, endNs) : endNs;
    m_windowClosed = true;
    drawNext();
}

qint64 RunDispatcher::nextDueNs() const
{
    qint64 next = std::numeric_limits<qint64>::max();
    if (startsMore())
        next = startNs(m_nextRun);
    if (!m_due.empty())
        next = std::min(next, std::get<0>(m_due.top()));
    if (!m_cancels.empty())
        next = std::min(next, m_cancels.begin()->first);
    return next == std::numeric_limits<qint64>::max() ? -1 : next;
}

void RunDispatcher::startRun(int index)
{
    const RunScript &script = this->script(index);
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
    a.measured = !m_plan.isWarmupRun(script) && a.outcome.scheduledStartNs < m_windowEndNs;
    a.outcome.warmup = !a.measured;
    m_measuredActive += a.measured ? 1 : 0;
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
    while (startsMore() && startNs(m_nextRun) <= nowNs) {
        startRun(int(m_nextRun++));
        drawNext();
    }
    return takeScheduled(nowNs, due);
}

bool RunDispatcher::takeScheduled(qint64 horizonNs, Due *due)
{
    while (!m_due.empty() && std::get<0>(m_due.top()) <= horizonNs) {
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
    const RunCall &c = script(run).calls.at(call);
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
    const RunCall &c = script(run).calls.at(call);
    // The carried call's conversation is needed once less; drop it when no one needs it.
    if (c.prefix == RunCall::Prefix::Carried && !c.compaction) {
        const int from = c.carriesCall >= 0 ? c.carriesCall : c.waitsFor.value(0, -1);
        if (from >= 0 && --a.carriers[size_t(from)] <= 0)
            a.turns[size_t(from)].clear();
    }
    if (a.carriers[size_t(call)] > 0)
        a.turns[size_t(call)] = std::move(turns);
}

void RunDispatcher::unsent(int run, int call)
{
    Q_UNUSED(call);
    auto it = m_active.find(run);
    if (it == m_active.end())
        return;
    --it->second.inFlight;
    ++it->second.unsent;
    finishIfDone(run);
}

void RunDispatcher::ended(int run, int call, const RequestRecord &record, const QByteArray &output)
{
    auto it = m_active.find(run);
    if (it == m_active.end())
        return;
    Active &a = it->second;
    --a.inFlight;
    RunOutcome &o = a.outcome;
    const RunCall &c = script(run).calls.at(call);
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
                         a.readyNs[size_t(next)] + toNs(script(run).calls.at(next).offsetS));
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
    const RunScript &s = script(run);
    if (s.cancelAfterS >= 0)
        m_cancels.erase({a.outcome.scheduledStartNs + toNs(s.cancelAfterS), run});
    m_measuredActive -= a.measured ? 1 : 0;
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
