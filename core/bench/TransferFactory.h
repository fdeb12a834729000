#pragma once

#include "bench/LoadOptions.h"
#include "bench/RequestBodyBuilder.h"
#include "bench/RunPlan.h"
#include "net/CurlSession.h"
#include "records/RequestRecord.h"
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
    // A call of a run (issue 18). turns: on entry the conversation it carries (user and
    // assistant turns, empty when it carries none); on return what it sends, its new user
    // turn appended (a compaction replaces the conversation by a summary and the new text).
    struct Call
    {
        const RunScript *run = nullptr;
        const RunCall *call = nullptr;
        qint64 index = 0; // the record's index in the plan
        qint64 scheduledNs = 0;
        bool warmup = false;
        int plannedInputTokens = 1;
    };
    std::unique_ptr<StreamTransfer> makeCall(const Call &call, QList<QByteArray> &turns);
    // Returns a finished or unused transfer's handle to the pool.
    void recycle(CURL *easy);

private:
    std::unique_ptr<StreamTransfer> makeTransfer(RequestRecord record, QByteArray body,
                                                 int cancelAfterTokens, double cancelAfterMs,
                                                 bool keepOutputText, quint64 sessionKey,
                                                 quint64 prefixKey);

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
