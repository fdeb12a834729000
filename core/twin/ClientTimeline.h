#pragma once

#include "records/RequestRecord.h"

#include <vector>

namespace llmcap {

// What an HTTP client knows of a server's timeline (issue 34): each request's send time,
// output chunks and usage. From them it answers how many of its requests were decoding at any
// instant (between their first and last token) with how many context tokens, and how many
// waited for their first token during any interval. Steps added one after another lie far
// apart on one timeline, so no state crosses from one to the next.
class ClientTimeline
{
public:
    struct Request
    {
        qint64 sentNs = 0;
        qint64 firstNs = -1; // first token; -1 none
        qint64 lastNs = -1;
        qint64 endNs = 0;
        int promptTokens = 0;
        int uncachedTokens = 0; // prompt less cached tokens, where usage gave them
        bool succeeded = false;
        bool cachedKnown = false;
        std::vector<OutputChunk> chunks; // tokens >= 1 each
    };
    // Requests decoding just after each query instant (after every event at or before it).
    struct State
    {
        std::vector<int> decoding;
        std::vector<double> contextTokens;
    };

    void addStep(const std::vector<RequestRecord> &records);

    const std::vector<Request> &requests() const { return m_requests; }
    // Every instant a token arrived, sorted, once each.
    const std::vector<qint64> &tokenInstants() const { return m_tokenInstants; }
    // The instants the client saw engine steps end: token instants grouped where they lie
    // closer than a third of the median gap between one request's chunks in the same measured
    // step, each group at its earliest. In virtual time every token of a step arrives at one
    // instant; over HTTP the streams of one step reach the client one after another, microseconds
    // apart.
    const std::vector<qint64> &stepEnds() const { return m_stepEnds; }
    // The queries must be sorted.
    State stateAt(const std::vector<qint64> &queriesNs) const;
    // Requests waiting for their first token at some time in (fromNs, toNs).
    qint64 waitingBetween(qint64 fromNs, qint64 toNs) const;
    // Requests whose last token arrived in (fromNs, toNs]: slots freed then.
    qint64 endedBetween(qint64 fromNs, qint64 toNs) const;

    int maxDecoding() const { return m_maxDecoding; }
    int maxContextTokens() const { return m_maxContextTokens; }
    bool cachedTokensSeen() const { return m_cachedSeen; }

private:
    struct Event
    {
        qint64 tNs;
        int dn;
        double dctx;
    };
    void index();
    size_t segmentOf(qint64 tNs) const; // the measured step an instant belongs to

    std::vector<Request> m_requests;
    std::vector<Event> m_events;
    std::vector<qint64> m_tokenInstants;
    std::vector<qint64> m_stepEnds;
    std::vector<qint64> m_waitStart, m_waitEnd; // sorted
    std::vector<qint64> m_lastTokens;           // sorted
    std::vector<qint64> m_segmentOrigins;       // per measured step, where its times start
    qint64 m_nextOriginNs = 0;
    int m_maxDecoding = 0;
    int m_maxContextTokens = 0;
    bool m_cachedSeen = false;
};

} // namespace llmcap
