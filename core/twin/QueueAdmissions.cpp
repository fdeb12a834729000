#include "twin/QueueAdmissions.h"

#include <algorithm>
#include <deque>
#include <limits>

namespace llmcap {

std::vector<qint64> QueueAdmissions::admissions(const std::vector<ClientTimeline::Request> &obs,
                                                int limit)
{
    const size_t count = obs.size();
    std::vector<qint64> admitted(count, -1);
    if (limit <= 0)
        return admitted;
    struct Event
    {
        qint64 tNs;
        int kind; // 0: a slot frees (a request's last token or end), 1: a request is sent
        size_t request;
    };
    std::vector<Event> events;
    events.reserve(2 * count);
    for (size_t i = 0; i < count; ++i) {
        events.push_back({obs[i].sentNs, 1, i});
        events.push_back({obs[i].lastNs >= 0 ? obs[i].lastNs : obs[i].endNs, 0, i});
    }
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        return a.tNs != b.tNs ? a.tNs < b.tNs : a.kind < b.kind;
    });
    std::deque<size_t> waiting;
    std::vector<char> inQueue(count, 0);
    int busy = 0;
    qint64 queued = 0, contradicted = 0;
    auto admit = [&](size_t i, qint64 tNs) {
        admitted[i] = tNs;
        ++busy;
    };
    for (const Event &e : events) {
        if (e.kind == 1) {
            if (busy < limit) {
                admit(e.request, e.tNs);
            } else {
                waiting.push_back(e.request);
                inQueue[e.request] = 1;
            }
            continue;
        }
        if (admitted[e.request] < 0) { // ended while queued: it held no slot
            inQueue[e.request] = 0;
            continue;
        }
        busy = std::max(0, busy - 1);
        while (busy < limit && !waiting.empty()) {
            const size_t next = waiting.front();
            waiting.pop_front();
            if (!inQueue[next])
                continue;
            inQueue[next] = 0;
            admit(next, e.tNs);
            ++queued;
            if (obs[next].firstNs >= 0 && obs[next].firstNs < e.tNs)
                ++contradicted;
        }
    }
    if (10 * contradicted > queued)
        std::fill(admitted.begin(), admitted.end(), -1);
    return admitted;
}

std::vector<QueueAdmissions::Admission>
QueueAdmissions::aloneInPrefill(const std::vector<ClientTimeline::Request> &obs, int limit)
{
    const std::vector<qint64> admitted = admissions(obs, limit);
    struct Span
    {
        qint64 fromNs, toNs;
        size_t request;
    };
    std::vector<Span> spans;
    for (size_t i = 0; i < obs.size(); ++i)
        if (admitted[i] >= 0 && obs[i].firstNs > admitted[i])
            spans.push_back({admitted[i], obs[i].firstNs, i});
    std::sort(spans.begin(), spans.end(),
              [](const Span &a, const Span &b) { return a.fromNs < b.fromNs; });
    std::vector<Admission> out;
    qint64 reach = std::numeric_limits<qint64>::min();
    for (size_t k = 0; k < spans.size(); ++k) {
        const Span &sp = spans[k];
        const bool alone =
            sp.fromNs >= reach && (k + 1 == spans.size() || spans[k + 1].fromNs >= sp.toNs);
        reach = std::max(reach, sp.toNs);
        // Admitted at its send: not from the queue.
        if (alone && obs[sp.request].succeeded && sp.fromNs > obs[sp.request].sentNs)
            out.push_back({sp.request, sp.fromNs});
    }
    return out;
}

} // namespace llmcap
