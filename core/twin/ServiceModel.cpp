#include "twin/ServiceModel.h"

#include <algorithm>

namespace llmcap {

namespace {

// Without an observed limit the twin must not invent one below what was seen: twice the most
// seen, at least vLLM's default max_num_seqs.
constexpr int kUnboundedSeqs = 256;
// Without chunking seen, one step takes a whole prompt.
constexpr int kUnchunkedBudget = 1 << 20;
// vLLM's default share of KV blocks admission keeps free (CacheConfig watermark).
constexpr double kVllmWatermark = 0.01;

} // namespace

double ServiceModel::decodeStepSec(int sequences, double contextTokens) const
{
    return stepFixedSec + perSequenceSec * sequences + perContextTokenSec * contextTokens;
}

StepTimeParams ServiceModel::stepTimeParams() const
{
    StepTimeParams p;
    p.peakFlopsPerSec = 1;
    p.linearFlopsPerToken = 1;
    p.betaCompute = perPrefillTokenSec;
    p.memBandwidthBytesPerSec = 1;
    p.kvBytesPerTokenPerGpu = 1;
    p.betaKvRead = perContextTokenSec;
    p.interconnectBytesPerSec = 0;
    p.weightBytesPerGpu = 0;
    p.attentionFlopsPerPair = 0;
    p.commBytesPerToken = 0;
    p.layers = 1;
    p.perLayerSec = 0;
    p.betaWeightRead = p.betaComm = 0;
    // A decoding sequence's one new token already costs betaCompute.
    p.perSequenceSec = perSequenceSec - perPrefillTokenSec;
    p.perStepSec = stepFixedSec;
    return p;
}

EngineConfig ServiceModel::engineConfig() const
{
    EngineConfig e;
    e.blockSize = 16;
    e.maxNumSeqs = concurrencyLimitObserved && concurrencyLimit > 0
                       ? concurrencyLimit
                       : std::max(kUnboundedSeqs, 2 * concurrencyLimit);
    e.maxNumBatchedTokens = prefillChunkTokens > 0 ? prefillChunkTokens : kUnchunkedBudget;
    e.maxModelLen = std::max(4096, 2 * maxContextTokens);
    if (kv.known()) {
        e.blockSize = std::max(1, kv.blockSize);
        e.kvBlocks = std::max(1, kv.blocks());
        e.watermark = kVllmWatermark;
        // A replica serves no request longer than its cache: nor does its twin.
        e.maxModelLen = int(std::min<qint64>(
            e.maxModelLen, qint64(e.kvBlocks - e.watermarkBlocks()) * e.blockSize));
    } else {
        e.kvBlocks = (e.maxNumSeqs + 1) * e.blocksFor(e.maxModelLen);
        e.watermark = 0;
    }
    e.prefixCaching = prefixCaching;
    e.scheduler = scheduler;
    e.longPrefillTokenThreshold =
        scheduler == SchedulerPolicy::DecodeFirst ? std::max(0, prefillCapTokens) : 0;
    e.stalls = stalls;
    return e;
}

ServiceModel ServiceModel::scaled(double factor) const
{
    ServiceModel m = *this;
    m.stepFixedSec *= factor;
    m.perSequenceSec *= factor;
    m.perContextTokenSec *= factor;
    m.perPrefillTokenSec *= factor;
    return m;
}

} // namespace llmcap
