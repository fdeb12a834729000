#include "twin/ClientTimeline.h"

#include <algorithm>

namespace llmcap {

namespace {

// Steps of different runs lie this far apart on the one timeline, so no state crosses.
constexpr qint64 kStepSpacingNs = 1'000'000'000'000; // 1,000 s

} // namespace

void ClientTimeline::addStep(const std::vector<RequestRecord> &records)
{
    qint64 latest = 0;
    for (const RequestRecord &r : records) {
        Request o;
        const qint64 sent = r.sentNs >= 0 ? r.sentNs : r.scheduledNs;
        o.sentNs = m_nextOriginNs + sent;
        o.endNs = m_nextOriginNs + std::max(sent, r.endNs);
        o.succeeded = r.succeeded();
        o.promptTokens = int(r.promptTokens >= 0 ? r.promptTokens : r.plannedInputTokens);
        o.cachedKnown = r.cachedTokens >= 0;
        o.uncachedTokens =
            std::max(1, o.promptTokens - int(o.cachedKnown ? r.cachedTokens : qint64(0)));
        o.chunks = r.chunks;
        for (OutputChunk &c : o.chunks) {
            c.tNs += m_nextOriginNs;
            c.tokens = std::max(1, c.tokens); // an unknown count as one token
        }
        if (!o.chunks.empty()) {
            o.firstNs = o.chunks.front().tNs;
            o.lastNs = o.chunks.back().tNs;
        }
        latest = std::max(latest, o.endNs);
        m_requests.push_back(std::move(o));
    }
    m_segmentOrigins.push_back(m_nextOriginNs);
    m_nextOriginNs = std::max(m_nextOriginNs, latest) + kStepSpacingNs;
    index();
}

size_t ClientTimeline::segmentOf(qint64 tNs) const
{
    const auto it = std::upper_bound(m_segmentOrigins.begin(), m_segmentOrigins.end(), tNs);
    return it == m_segmentOrigins.begin() ? 0 : size_t(it - m_segmentOrigins.begin() - 1);
}

// Decoding state: +1 sequence at the first token, context grows with every chunk, -1 after
// the last; events at one instant all apply at once.
void ClientTimeline::index()
{
    m_events.clear();
    m_tokenInstants.clear();
    m_stepEnds.clear();
    m_waitStart.clear();
    m_waitEnd.clear();
    m_lastTokens.clear();
    m_maxContextTokens = 0;
    m_cachedSeen = false;
    for (const Request &o : m_requests) {
        m_waitStart.push_back(o.sentNs);
        m_waitEnd.push_back(o.firstNs >= 0 ? o.firstNs : o.endNs);
        if (o.chunks.empty())
            continue;
        int total = 0;
        for (size_t c = 0; c < o.chunks.size(); ++c) {
            const OutputChunk &ch = o.chunks[c];
            m_events.push_back(
                {ch.tNs, c == 0 ? 1 : 0, double(ch.tokens) + (c == 0 ? o.promptTokens : 0)});
            m_tokenInstants.push_back(ch.tNs);
            total += ch.tokens;
        }
        m_events.push_back({o.lastNs, -1, -double(o.promptTokens + total)});
        m_lastTokens.push_back(o.lastNs);
        m_maxContextTokens = std::max(m_maxContextTokens, o.promptTokens + total);
        m_cachedSeen = m_cachedSeen || (o.cachedKnown && o.uncachedTokens < o.promptTokens);
    }
    std::stable_sort(m_events.begin(), m_events.end(),
                     [](const Event &a, const Event &b) { return a.tNs < b.tNs; });
    std::sort(m_tokenInstants.begin(), m_tokenInstants.end());
    m_tokenInstants.erase(std::unique(m_tokenInstants.begin(), m_tokenInstants.end()),
                          m_tokenInstants.end());
    std::sort(m_waitStart.begin(), m_waitStart.end());
    std::sort(m_waitEnd.begin(), m_waitEnd.end());
    std::sort(m_lastTokens.begin(), m_lastTokens.end());
    // Group the instants of one engine step: the median chunk gap of a request is about one
    // step, but only within one measured step, whose load is steady. A sweep's overloaded steps
    // hold most of its chunks and their engine steps are several times a light step's: one
    // median over all would merge the light steps' consecutive instants.
    std::vector<qint64> groupNs(m_segmentOrigins.size(), 0);
    {
        std::vector<std::vector<qint64>> gaps(m_segmentOrigins.size());
        for (const Request &o : m_requests) {
            if (o.chunks.empty())
                continue;
            const size_t seg = segmentOf(o.chunks.front().tNs);
            for (size_t c = 1; c < o.chunks.size(); ++c)
                gaps[seg].push_back(o.chunks[c].tNs - o.chunks[c - 1].tNs);
        }
        for (size_t seg = 0; seg < gaps.size(); ++seg) {
            std::vector<qint64> &g = gaps[seg];
            if (g.empty())
                continue;
            const auto mid = g.begin() + qsizetype(g.size() / 2);
            std::nth_element(g.begin(), mid, g.end());
            groupNs[seg] = *mid / 3;
        }
    }
    m_stepEnds.clear();
    for (size_t k = 0; k < m_tokenInstants.size(); ++k)
        if (k == 0 ||
            m_tokenInstants[k] - m_tokenInstants[k - 1] > groupNs[segmentOf(m_tokenInstants[k])])
            m_stepEnds.push_back(m_tokenInstants[k]);
    m_maxDecoding = 0;
    for (const int n : stateAt(m_tokenInstants).decoding)
        m_maxDecoding = std::max(m_maxDecoding, n);
}

ClientTimeline::State ClientTimeline::stateAt(const std::vector<qint64> &queriesNs) const
{
    State s;
    s.decoding.reserve(queriesNs.size());
    s.contextTokens.reserve(queriesNs.size());
    size_t e = 0;
    int n = 0;
    double ctx = 0;
    for (const qint64 q : queriesNs) {
        for (; e < m_events.size() && m_events[e].tNs <= q; ++e) {
            n += m_events[e].dn;
            ctx += m_events[e].dctx;
        }
        s.decoding.push_back(n);
        s.contextTokens.push_back(ctx);
    }
    return s;
}

// A wait (sent, first token) overlaps (fromNs, toNs) when it starts before toNs and ends after
// fromNs; those ending at or before fromNs all started before toNs.
qint64 ClientTimeline::waitingBetween(qint64 fromNs, qint64 toNs) const
{
    return qint64(std::lower_bound(m_waitStart.begin(), m_waitStart.end(), toNs) -
                  m_waitStart.begin()) -
           qint64(std::upper_bound(m_waitEnd.begin(), m_waitEnd.end(), fromNs) - m_waitEnd.begin());
}

qint64 ClientTimeline::endedBetween(qint64 fromNs, qint64 toNs) const
{
    return qint64(std::upper_bound(m_lastTokens.begin(), m_lastTokens.end(), toNs) -
                  std::upper_bound(m_lastTokens.begin(), m_lastTokens.end(), fromNs));
}

} // namespace llmcap
