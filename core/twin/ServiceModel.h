#pragma once

#include "sim/EngineConfig.h"
#include "sim/StepTimeModel.h"
#include "twin/KvCache.h"

namespace llmcap {

// A service model of one replica as a client fitted it (ServiceModelFit, issue 34): the step
// time of a continuous-batching engine, linear in what the step computes, and the scheduler's
// limits. It builds the SimEngine that runs as the replica's twin.
struct ServiceModel
{
    double stepFixedSec = 0;       // per engine step
    double perSequenceSec = 0;     // per decoding sequence, its one new token included
    double perContextTokenSec = 0; // per context token a decoding sequence reads
    double perPrefillTokenSec = 0; // per prompt token computed (uncached)

    int concurrencyLimit = 0;              // most sequences seen decoding at once
    bool concurrencyLimitObserved = false; // requests queued at that level: a real limit
    // The limit is the server's configured one (max_num_seqs, as it reported it or the user
    // pinned it), not one the steps showed; concurrencyLimitObserved is then set too.
    bool concurrencyLimitConfigured = false;
    int prefillChunkTokens = 0; // token budget of one step; 0 = no chunking seen
    // How a step is composed: Continuous (decode tokens and prompt chunks share the budget) or
    // DecodeFirst (vLLM V1: every decode token first, then each prompt's chunk capped at
    // prefillCapTokens).
    SchedulerPolicy scheduler = SchedulerPolicy::Continuous;
    int prefillCapTokens = 0;         // DecodeFirst: most prompt tokens of one request per step
    bool prefillStallsDecode = false; // decode gaps grow while another request prefills
    double prefillStallRatio = 0;     // decode gaps during others' prefills over predicted
    bool prefixCaching = false;       // the server reported cached prompt tokens
    int maxContextTokens = 0;         // longest prompt plus output seen
    double stepResidualRel = 0;       // relative RMS error of the decode step fit
    KvCache kv;                // the replica's KV cache, when its serving configuration told it
    StepStall stalls;          // pauses of whole steps (StallFit); none by default
    qint64 stalledSteps = 0;   // the pauses the stall fit rested on
    bool stallCapSeen = false; // they piled up at the longest: a cut-off, not a sample's end

    // The step time of a decode-only step with `sequences` sequences reading `contextTokens`.
    double decodeStepSec(int sequences, double contextTokens) const;

    // The engine's step-time model: betaCompute is the prefill cost per new token (peak 1,
    // one FLOP per token), betaKvRead the cost per context token (bandwidth 1, one byte per
    // token), perSequenceSec the decode cost per sequence less its token; the rest is zero.
    StepTimeParams stepTimeParams() const;
    // The scheduler: the fitted limit (or a generous one when none was seen), the chunked-prefill
    // budget when one was seen, the step composition and per-request prefill cap the fit chose,
    // and the replica's KV cache with vLLM's default watermark (0.01) when it is known, else KV
    // blocks enough that KV never binds. A known cache runs out as the replica's does: the most
    // recently admitted request is preempted and recomputed.
    EngineConfig engineConfig() const;
    // Every step-time coefficient times factor (a deliberately wrong twin, a what-if).
    ServiceModel scaled(double factor) const;
};

} // namespace llmcap
