#pragma once

#include "twin/ClientTimeline.h"

#include <vector>

namespace llmcap {

// When a first-come-first-served server at a concurrency limit admitted each request to a slot,
// reconstructed from what its client saw (issue 34): at its send while fewer than `limit`
// requests hold a slot, else, in the order they were sent, at the last token of a request that
// frees one. ServiceModelFit reads the prefill of requests that waited from it, where an
// overloaded step leaves few that met an empty queue.
class QueueAdmissions
{
public:
    // Each request's admission instant; -1 for a request never admitted (it failed while
    // queued), and for every request when the reconstruction contradicts what the client saw:
    // more than a tenth of the queued requests would reach their first token before their
    // admission (the server does not admit in that order, or holds another limit).
    static std::vector<qint64> admissions(const std::vector<ClientTimeline::Request> &requests,
                                          int limit);

    struct Admission
    {
        size_t request;
        qint64 admittedNs;
    };
    // The succeeded requests admitted from the queue (after their send) that were alone in
    // their prefill: no other admitted request waited for its first token meanwhile.
    static std::vector<Admission>
    aloneInPrefill(const std::vector<ClientTimeline::Request> &requests, int limit);
};

} // namespace llmcap
