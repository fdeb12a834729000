#pragma once

#include "bench/LoadOptions.h"
#include "bench/RequestBodyBuilder.h"
#include "bench/RunPlan.h"
#include "net/CurlSession.h"
#include "workload/PromptFactory.h"

#include <memory>
#include <vector>

typedef void CURL;

namespace llmcap {

class StreamTransfer;

// Builds the StreamTransfer of a planned request ahead of its send time: prompt, JSON body,
// headers and a libcurl easy handle from a pool (reused handles spare allocations at high
// rates). Load thread only.
class TransferFactory
{
public:
    TransferFactory(const RunPlan &plan, PromptFactory prompts, const LoadOptions &options,
                    qint64 originNs);
    ~TransferFactory(); // frees the pooled handles
    TransferFactory(const TransferFactory &) = delete;
    TransferFactory &operator=(const TransferFactory &) = delete;

    std::unique_ptr<StreamTransfer> make(const PlannedRequest &planned, qint64 scheduledNs);
    // Returns a finished or unused transfer's handle to the pool.
    void recycle(CURL *easy);

private:
    const RunPlan &m_plan;
    PromptFactory m_prompts;
    const LoadOptions &m_options;
    qint64 m_originNs;
    RequestBodyBuilder m_bodies;
    QByteArray m_url;
    CurlSession m_session;
    std::vector<CURL *> m_idle;
};

} // namespace llmcap
