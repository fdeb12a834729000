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
    if (qint64(blocksFor(maxModelLen)) > kvBlocks - watermarkBlocks())
        return tr("max_model_len %1 does not fit in the KV cache (%2 tokens)")
            .arg(maxModelLen)
            .arg(kvCapacityTokens());
    return {};
}

} // namespace llmcap
