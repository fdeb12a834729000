#pragma once

#include "bench/LatencySummary.h"
#include "records/RequestRecord.h"
#include "telemetry/ServerSpanReader.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

// One request's TTFT split by the server's span, in milliseconds. TTFT is llmcap's (from the
// scheduled send, domain reference §1); the server's time to first token counts from the
// request's arrival at the server. Client and network = TTFT - server TTFT (the client's
// scheduling and sending, connection set-up, transfer both ways); the server's own part is
// queue + prefill + the rest (tokenising, scheduling gaps, detokenising the first token).
struct TtftSplit
{
    qint64 runId = 0;
    qint64 index = 0; // the request's index in its run
    bool warmup = false;
    bool byRequestId = false; // joined by gen_ai.request.id, not by trace id
    double ttftMs = -1;       // -1: the request got no first token
    double serverTtftMs = -1;
    double queueMs = -1;
    double prefillMs = -1;
    double decodeMs = -1;
    double serverE2eMs = -1;

    double clientNetworkMs() const
    {
        return ttftMs >= 0 && serverTtftMs >= 0 ? ttftMs - serverTtftMs : -1;
    }
    double otherServerMs() const
    {
        return serverTtftMs >= 0 && queueMs >= 0 && prefillMs >= 0
                   ? serverTtftMs - queueMs - prefillMs
                   : -1;
    }
};

// Joins a server's request spans (an OTLP file, ServerSpanReader) to llmcap's own requests of
// one or more runs: by trace id (the traceparent each request carried; the span's parent
// must be the request's span id), else by gen_ai.request.id = the request's X-Request-Id.
// Nothing is guessed: a span whose trace is known but whose parent is not the request's, a
// second span for a request and a span matching no request are counted and reported; so are
// the requests left without a span. Memory: the requests' keys and one split per match; the
// file is streamed.
class ServerSpanJoin
{
    Q_DECLARE_TR_FUNCTIONS(ServerSpanJoin)

public:
    struct Counts
    {
        qint64 spans = 0;      // request spans read
        qint64 otherSpans = 0; // spans of other operations, passed over
        qint64 matchedByTrace = 0;
        qint64 matchedByRequestId = 0;
        qint64 parentMismatch = 0;            // trace id known, parent span id not the request's
        qint64 duplicates = 0;                // a second span for a matched request
        qint64 unmatchedSpans = 0;            // neither trace id nor request id known
        qint64 requests = 0;                  // requests joined against
        qint64 requestsWithoutSpan = 0;       // succeeded requests no span matched
        qint64 failedRequestsWithoutSpan = 0; // failed or cancelled ones (no span expected)

        qint64 matched() const { return matchedByTrace + matchedByRequestId; }
    };

    // A run's split over its measured (not warm-up) matched requests with a first token.
    struct StepSplit
    {
        qint64 runId = 0;
        qint64 matched = 0;
        LatencySummary ttft;
        LatencySummary clientNetwork;
        LatencySummary queue;
        LatencySummary prefill;
        LatencySummary other;
    };

    // Adds the requests of one run to join against (their keys are copied).
    void addRun(qint64 runId, const std::vector<RequestRecord> &records);
    // Reads the span file and joins; fails on the first malformed line (named).
    Status read(const QString &path);

    const Counts &counts() const { return m_counts; }
    const std::vector<TtftSplit> &splits() const { return m_splits; } // in span-file order
    std::vector<StepSplit> steps() const;                             // in addRun order

    // Copies the matched spans' timings into records of runId where the request carries
    // none of its own (ReportedTimings -1), so that the run's server queue and prefill figures
    // come from the spans. Returns how many records took timings.
    qint64 applyTo(qint64 runId, std::vector<RequestRecord> &records) const;

    // What the CLI prints: counts, one line per step, and per request when perRequest.
    QStringList textLines(bool perRequest) const;
    QJsonObject toJson() const;

private:
    struct Key
    {
        int run = 0;     // position in m_runs
        qint64 slot = 0; // position in that run's records
    };
    struct RunKeys
    {
        qint64 runId = 0;
        std::vector<RequestRecord> brief; // index, ttft inputs, span id, error; no text
        std::vector<int> split;           // per record: position in m_splits, -1 none
    };

    void join(const ServerSpan &span);

    std::vector<RunKeys> m_runs;
    QHash<QString, Key> m_byTrace;
    QHash<QString, Key> m_byRequestId;
    std::vector<TtftSplit> m_splits;
    Counts m_counts;
};

} // namespace llmcap
