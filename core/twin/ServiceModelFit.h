#pragma once

#include "records/RequestRecord.h"
#include "twin/ClientTimeline.h"
#include "twin/ServiceModel.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// What the fit found: the central model, its bootstrap draws and what it rested on.
struct ServiceModelFitResult
{
    bool ok = false;
    QString error; // why no model could be fitted
    ServiceModel model;
    std::vector<ServiceModel> draws; // bootstrap over requests, one model per resample
    qint64 decodeGaps = 0;           // inter-token gaps of decode-only steps the fit used
    qint64 prefillRequests = 0;      // requests whose first token met no queue
    qint64 queuedRequests = 0;       // requests that waited for a free slot
    // ... of prefillRequests, those whose prefill began when the queue's head was admitted
    qint64 admittedPrefillRows = 0;
};

// Fits a service model of one replica from what an HTTP client sees, and nothing else (issue
// 34): each request's send time, output chunks with their arrival times and token counts, and
// usage. It never reads a preset or a server setting.
//
// - Decode step time: every inter-token gap of a request is one engine step. The client knows
//   every request's first and last token, so it knows which of its requests were decoding
//   during the gap (their count and context tokens); gaps while no other request waited for
//   its first token are decode-only steps, fitted as fixed + per sequence + per context token
//   by least squares with robust (Huber) weights: over HTTP a paused client or a late chunk
//   makes single gaps many steps long.
// - Steps: over HTTP the streams of one step reach the client microseconds apart; the fit
//   counts steps by ClientTimeline::stepEnds, those instants grouped.
// - Prefill: the time from a request's admission (its send time on an idle server, else the
//   end of the step in progress) to its first token, less the decode cost of the steps it
//   spanned, per uncached prompt token; only requests that met no other waiting request.
// - Concurrency limit: the most requests seen decoding at once; a real limit when requests
//   sent while that many decoded waited clearly longer for their first token than the rest.
// - Chunked prefill: a prompt whose prefill spanned k steps bounds the step's token budget
//   below by (prompt + decode tokens of those steps) / k, or, when decode tokens go first and
//   each prompt's chunk is capped (vLLM V1), the cap by prompt / k.
// - Step composition: a twin with the shared budget and one with decode first and the cap
//   replay every request as sent; the one whose TTFTs lie clearly closer to the measured is
//   the server's.
// - KV cache: not fitted; the server's configuration gives it (setKvCache).
// Uncertainty: the fit is repeated on resamples of the requests (bootstrap).
class ServiceModelFit
{
    Q_DECLARE_TR_FUNCTIONS(ServiceModelFit)

public:
    struct Options
    {
        int bootstrapDraws = 200;
        quint64 seed = 1;
    };

    // The records of one measured step (one timeline); steps are kept apart.
    void addStep(const std::vector<RequestRecord> &records);
    // The replica's KV cache as its serving configuration gave it (KvCache::fromServing):
    // the model and every draw carry it. Unknown: the twin's cache never binds.
    void setKvCache(const KvCache &kv) { m_kv = kv; }
    // The replica's limit on sequences as its serving configuration gives it (max_num_seqs:
    // llama.cpp's /props total_slots, SGLang's max_running_requests, or pinned by the user);
    // the model and every draw take it as the limit. 0: unknown, the steps tell what they can.
    void setConcurrencyLimit(int limit) { m_configuredLimit = limit; }
    qint64 requestCount() const { return qint64(m_timeline.requests().size()); }

    ServiceModelFitResult fit(const Options &options) const;
    ServiceModelFitResult fit() const { return fit(Options{}); }

private:
    ClientTimeline m_timeline;
    KvCache m_kv;
    int m_configuredLimit = 0;
};

} // namespace llmcap
