#pragma once

#include "records/ErrorCategory.h"
#include "records/ReportedTimings.h"

#include <QString>

#include <optional>
#include <vector>

namespace llmcap {

// One output-bearing chunk as received: its arrival time and the tokens it carried (from
// vLLM's continuous usage stats), 0 when the server did not say.
struct OutputChunk
{
    qint64 tNs = 0;
    int tokens = 0;

    bool operator==(const OutputChunk &) const = default;
};

// A token-weighted sample (ITL: a chunk gap split over its tokens).
struct WeightedSample
{
    double value = 0;
    double weight = 1;
};

// Everything measured about one benchmark request. Times are nanoseconds from the run's start
// instant on the monotonic clock, -1 where the moment never came. Definitions: domain reference
// §1 (TTFT, E2E and schedule lag count from the *scheduled* send time).
struct RequestRecord
{
    qint64 index = 0;
    QString className;
    bool warmup = false;
    bool clientQueued = false; // waited for the in-flight cap: its lag is client queueing

    qint64 scheduledNs = 0;
    qint64 dispatchedNs = -1; // handed to the transport (schedule lag ends here)
    qint64 sentNs = -1;       // connection ready, request about to be written
    qint64 firstByteNs = -1;  // response headers began
    qint64 firstTokenNs = -1; // first output-bearing chunk
    qint64 lastTokenNs = -1;  // last output-bearing chunk
    qint64 endNs = -1;        // transfer finished (stream end, error or cancel)
    std::vector<OutputChunk> chunks;

    int plannedInputTokens = 0;
    int plannedOutputTokens = 0;
    // From the server's usage; -1 when it sent none.
    qint64 promptTokens = -1;
    qint64 completionTokens = -1;
    qint64 cachedTokens = -1;
    ReportedTimings server;

    int httpStatus = 0;
    ErrorCategory error = ErrorCategory::None;
    QString errorMessage;
    QString finishReason;
    QString requestId;
    // The W3C traceparent sent with it (util/TraceParent): trace id (32 hex) and the client's
    // span id (16 hex), empty when none was sent. A server tracing with OpenTelemetry makes
    // its request span a child of it; they join its timings to this record.
    QString traceId;
    QString spanId;
    // A call of a run (issue 18): the plan's run id and the call's index in its RunScript;
    // empty and -1 for a request of a plain class.
    QString runId;
    int callIndex = -1;
    // The replica that served it under client-side routing (issue 19), -1 when not routed.
    // In memory only: not stored with the record.
    int replica = -1;
    QString promptText; // only with --store-text
    QString outputText; // only with --store-text

    bool succeeded() const
    {
        return error == ErrorCategory::None || error == ErrorCategory::StoppedEarly;
    }
    double scheduleLagMs() const;
    std::optional<double> ttftMs() const;
    // Last output-bearing chunk (or the end of the stream) minus the scheduled time.
    std::optional<double> e2eMs() const;
    // (E2E - TTFT) / (output tokens - 1), for output tokens >= 2.
    std::optional<double> tpotMs() const;
    // usage.completion_tokens, else the tokens counted in chunks (an unknown count as 1).
    qint64 outputTokens() const;
    // Token-aware inter-token latency (domain reference §1): the gap before each output chunk
    // after the first, divided evenly over the tokens that chunk carried; a chunk of k tokens
    // gives k gaps of delta/k (weight k). Without per-chunk counts every chunk counts as one
    // token, reconciled with usage: the tokens after the first chunk are spread evenly over
    // the later chunks.
    void appendItlGaps(std::vector<WeightedSample> &out) const;
    // Client TTFT minus the server-reported TTFT (the client's added latency).
    std::optional<double> clientOverheadMs() const;

    bool operator==(const RequestRecord &) const = default;
};

} // namespace llmcap
