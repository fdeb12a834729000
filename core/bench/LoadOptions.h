#pragma once

#include "bench/RequestBodyBuilder.h"
#include "net/EndpointTarget.h"

#include <QString>

#include <memory>

namespace llmcap {

class RequestRouter;

// How a LoadGenerator sends its requests.
struct LoadOptions
{
    EndpointTarget target;
    ServerExtensions extensions;
    qint64 requestTimeoutMs = 300'000; // the whole request, connection included
    // Time-outs of the parts of a request (issue 20), each its own error category.
    qint64 connectTimeoutMs = 10'000; // until the connection is up
    qint64 firstByteTimeoutMs = 0;    // from the request sent to the answer's first byte; 0: whole
    qint64 idleTimeoutMs = 60'000;    // longest gap between two bytes of an answer; 0: none
    // Per-request memory bound: later output chunks are merged into the last time kept.
    int maxChunkTimes = 65'536;
    qint64 drainTimeoutMs = 60'000; // after the window ends, in-flight requests get this long
    int maxInFlight = 2000;         // safety cap, 0 for none; waiting requests are client queueing
    bool storeText = false;         // keep prompt and output text in the records
    QString runTag;                 // X-Request-Id: llmcap-<runTag>-<index>
    qint64 startLeadMs = 100;       // preparation time before the start instant
    // A request sent later than this after its scheduled time is late (LoadProgress's recent
    // late share; RunMetrics judges the whole run against the same bound).
    double lateBoundMs = 5;
    // Client-side routing over replicas (issue 19): when set, each request goes to the
    // replica it picks instead of target.baseUrl (target still gives API, model and headers).
    std::shared_ptr<RequestRouter> router;
};

} // namespace llmcap
