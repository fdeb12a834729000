#include "sim/EngineConfig.h"

namespace llmcap {

QString EngineConfig::validate() const
{
    if (kvBlocks < 1)
        return tr("the KV cache holds no blocks (%1)").arg(kvBlocks);
    if (blockSize < 1)
        return tr("block size must be at least 1 (got %1)").arg(blockSize);
    if (maxNumSeqs < 1)
        return tr("max_num_seqs must be at least 1 (got %1)").arg(maxNumSeqs);
    if (maxNumBatchedTokens < 1)
        return tr("max_num_batched_tokens must be at least 1 (got %1)").arg(maxNumBatchedTokens);
    if (!(watermark >= 0.0 && watermark < 1.0))
        return tr("watermark must be in [0, 1) (got %1)").arg(watermark);
    if (maxModelLen < 2)
        return tr("max_model_len must be at least 2 (got %1)").arg(maxModelLen);
    if (longPrefillTokenThreshold < 0)
        return tr("long_prefill_token_threshold must not be negative (got %1)")
            .arg(longPrefillTokenThreshold);
    if (const QString problem = stalls.validate(); !problem.isEmpty())
        return problem;
    if (scheduler == SchedulerPolicy::LlamaSlots) {
        if (slotContextTokens < 2)
            return tr("a llama.cpp slot needs a context of at least 2 tokens (got %1)")
                .arg(slotContextTokens);
        if (prefixCaching)
            return tr("llama.cpp slots share no prefix cache; set prefix_caching to false");
        // Each slot owns its context cells, so the cache must hold every slot's full context.
        if (qint64(maxNumSeqs) * blocksFor(slotContextTokens) > kvBlocks)
            return tr("%1 slots of %2 tokens do not fit in the KV cache (%3 tokens)")
                .arg(maxNumSeqs)
                .arg(slotContextTokens)
                .arg(kvCapacityTokens());
        return {};
    }
    if (qint64(blocksFor(maxModelLen)) > kvBlocks - watermarkBlocks())
        return tr("max_model_len %1 does not fit in the KV cache (%2 tokens)")
            .arg(maxModelLen)
            .arg(kvCapacityTokens());
    return {};
}

QString EngineConfig::schedulerName(SchedulerPolicy policy)
{
    switch (policy) {
    case SchedulerPolicy::DecodeFirst:
        return QStringLiteral("vllm-v1");
    case SchedulerPolicy::LlamaSlots:
        return QStringLiteral("llama-slots");
    case SchedulerPolicy::Continuous:
        break;
    }
    return QStringLiteral("continuous");
}

} // namespace llmcap
