#pragma once

#include "sim/StepStall.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

// How a step is composed (SimEngine). Every option but the default is a server behaviour the
// calibrated twin does not implement as it is (issue 34, item 7).
enum class SchedulerPolicy {
    // Running requests in admission order (a decode token or the next prefill chunk each),
    // then waiting requests in FIFO order, under the token budget.
    Continuous,
    // vLLM V1 with decode first: every running decode token is scheduled before any prefill,
    // then prefill chunks FCFS (partially prefilled running requests, then waiting ones), each
    // request's chunk capped at longPrefillTokenThreshold when that is set.
    DecodeFirst,
    // llama.cpp's server: maxNumSeqs fixed slots, each with its own context of
    // slotContextTokens; a request waits in a FIFO queue for a free slot. A step is one
    // llama_decode batch: one token per generating slot, then prompt tokens of the slots
    // processing prompts, up to the batch size (maxNumBatchedTokens = n_batch). No KV paging,
    // no preemption, no shared prefix cache.
    LlamaSlots,
};

// Scheduler limits of one simulated vLLM-like replica (domain.md §7). Every rank of a
// tensor-parallel replica holds the same number of KV blocks, so one count describes the replica.
struct EngineConfig
{
    Q_DECLARE_TR_FUNCTIONS(EngineConfig)

public:
    int kvBlocks = 0;               // KV cache blocks (vLLM num_gpu_blocks)
    int blockSize = 16;             // tokens per KV block
    int maxNumSeqs = 256;           // sequences in one batch (vLLM max_num_seqs)
    int maxNumBatchedTokens = 8192; // token budget of one step; longer prefills are chunked
    double watermark = 0.01;        // fraction of blocks that admission keeps free
    int maxModelLen = 131072;       // prompt plus output tokens of one request
    bool prefixCaching = true;      // reuse KV blocks of identical prompt prefixes

    SchedulerPolicy scheduler = SchedulerPolicy::Continuous;
    int longPrefillTokenThreshold = 0; // DecodeFirst: most prompt tokens per request per step
    int slotContextTokens = 0;         // LlamaSlots: n_ctx / slots
    StepStall stalls;                  // heavy-tailed pauses added to step times

    qint64 kvCapacityTokens() const { return qint64(kvBlocks) * blockSize; }
    int watermarkBlocks() const { return int(watermark * kvBlocks); }
    int blocksFor(qint64 tokens) const { return int((tokens + blockSize - 1) / blockSize); }

    // Empty when the configuration is usable, else a one-line reason.
    QString validate() const;

    static QString schedulerName(SchedulerPolicy policy);
};

} // namespace llmcap
