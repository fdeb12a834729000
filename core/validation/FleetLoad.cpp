#include "validation/FleetLoad.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

qint64 toNs(double sec)
{
    return qint64(std::llround(sec * 1e9));
}

// A nonzero key for a name: 0 means "none" to the balancer and the engine.
quint64 keyOf(const QString &name, quint64 salt)
{
    const quint64 k = quint64(qHash(name, size_t(salt)));
    return k != 0 ? k : 1;
}

} // namespace

std::vector<FleetArrival> FleetLoad::fromPlan(const RunPlan &plan)
{
    std::vector<FleetArrival> out;
    out.reserve(size_t(plan.arrivals()));
    for (qint64 i = 0; i < plan.arrivals(); ++i) {
        const PlannedRequest r = plan.request(i);
        FleetArrival a;
        a.arrivalSec = double(plan.scheduledNs(i)) / 1e9;
        a.promptTokens = r.inputTokens;
        a.outputTokens = r.outputTokens;
        a.prefixGroup = r.prefixKey;
        a.prefixTokens = r.prefixTokens;
        a.blocks = r.blocks;
        a.blockTokens = r.blockTokens;
        a.classIndex = r.classIndex;
        out.push_back(a);
    }
    return out;
}

FleetRunFeed::FleetRunFeed(const RunPlan &plan)
    : m_dispatcher(plan)
    , m_windowEndNs(plan.window().endNs)
{}

double FleetRunFeed::nextAtSec() const
{
    constexpr double never = std::numeric_limits<double>::infinity();
    if (m_stopped)
        return never;
    const qint64 due = m_dispatcher.nextDueNs();
    double at = due < 0 ? never : double(due) / 1e9;
    if (!m_dispatcher.windowClosed())
        at = std::min(at, double(m_windowEndNs) / 1e9);
    return at;
}

bool FleetRunFeed::take(double nowSec, FleetArrival *arrival, qint64 *index)
{
    if (m_stopped)
        return false;
    const qint64 nowNs = toNs(nowSec);
    if (!m_dispatcher.windowClosed() && nowNs >= m_windowEndNs)
        m_dispatcher.closeWindow(m_windowEndNs);
    if (m_dispatcher.measuredDone()) {
        m_dispatcher.stopAll(RunOutcome::Status::Cancelled);
        m_stopped = true;
        return false;
    }
    // A cancelled run sends nothing more; its calls in flight run to their end (a simulated
    // replica cannot abort one), and their ends still reach the dispatcher.
    m_dispatcher.takeCancelled(nowNs);
    RunDispatcher::Due due;
    if (!m_dispatcher.takeDue(nowNs, &due))
        return false;
    const RunScript &script = m_dispatcher.script(due.run);
    const RunCall &call = script.calls.at(due.call);
    const qint64 i = m_dispatcher.firstCallIndex(due.run) + due.call;
    FleetArrival a;
    a.arrivalSec = double(due.scheduledNs) / 1e9;
    a.promptTokens = std::max(1, m_dispatcher.plannedInputTokens(due.run, due.call));
    a.outputTokens = std::max(1, call.outputTokens);
    a.classIndex = script.classIndex;
    a.sessionKey = quint64(qHash(script.runId)) | 1; // as TransferFactory keys a live run's calls
    if (!call.compaction && call.prefix == RunCall::Prefix::Carried) {
        const int from = call.carriesCall >= 0 ? call.carriesCall : call.waitsFor.value(0, -1);
        if (from >= 0) {
            const qint64 carried = qint64(m_dispatcher.plannedInputTokens(due.run, from)) +
                                   script.calls.at(from).outputTokens;
            a.prefixGroup = a.sessionKey;
            a.prefixTokens = int(std::min<qint64>(a.promptTokens, carried));
        }
    } else if (!call.compaction && !call.blocks.isEmpty()) {
        a.blocks = call.blocks;
        a.blockTokens = call.blockTokens;
        a.prefixGroup = keyOf(call.prefixGroup, 0x9f0);
        a.prefixTokens = std::min(a.promptTokens, call.prefixTokens);
    } else if (!call.compaction && call.prefix == RunCall::Prefix::Group) {
        a.prefixGroup = keyOf(call.prefixGroup, 0x9f0);
        a.prefixTokens = std::min(a.promptTokens, call.prefixTokens);
    }
    if (a.prefixGroup == 0) {
        // The start of a conversation a later call may carry: its blocks under the run's key.
        a.prefixGroup = a.sessionKey;
        a.prefixTokens = a.promptTokens;
    }
    m_dispatcher.sending(due.run, due.call, {});
    if (size_t(i) >= m_arrivals.size()) {
        m_arrivals.resize(size_t(i) + 1);
        m_callOf.resize(size_t(i) + 1, {-1, -1});
        m_measured.resize(size_t(i) + 1, 0);
    }
    m_arrivals[size_t(i)] = a;
    m_callOf[size_t(i)] = {due.run, due.call};
    m_measured[size_t(i)] = m_dispatcher.isMeasured(due.run) ? 1 : 0;
    *arrival = a;
    *index = i;
    return true;
}

void FleetRunFeed::ended(qint64 index, const FleetRequest &request, double nowSec)
{
    if (index < 0 || size_t(index) >= m_callOf.size() || m_callOf[size_t(index)].first < 0)
        return;
    const auto [run, call] = m_callOf[size_t(index)];
    const FleetArrival &a = m_arrivals[size_t(index)];
    RequestRecord r;
    r.index = index;
    r.scheduledNs = r.dispatchedNs = toNs(a.arrivalSec);
    r.endNs = toNs(nowSec);
    switch (request.outcome) {
    case FleetRequest::Outcome::Completed:
        r.error = ErrorCategory::None;
        r.httpStatus = 200;
        r.promptTokens = a.promptTokens;
        r.completionTokens = a.outputTokens;
        break;
    case FleetRequest::Outcome::Shed:
        r.error = ErrorCategory::Http5xx;
        r.httpStatus = 503;
        break;
    case FleetRequest::Outcome::Lost:
        r.error = ErrorCategory::StreamBroken;
        r.httpStatus = 200;
        break;
    case FleetRequest::Outcome::Refused:
    case FleetRequest::Outcome::Unfinished:
        r.error = ErrorCategory::Http4xx;
        r.httpStatus = 400;
        break;
    }
    m_dispatcher.ended(run, call, r, {});
}

} // namespace llmcap
