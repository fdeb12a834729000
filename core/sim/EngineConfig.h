#pragma once

#include <QCoreApplication>
#include <QString>

namespace llmcap {

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

    qint64 kvCapacityTokens() const { return qint64(kvBlocks) * blockSize; }
    int watermarkBlocks() const { return int(watermark * kvBlocks); }
    int blocksFor(qint64 tokens) const { return int((tokens + blockSize - 1) / blockSize); }

    // Empty when the configuration is usable, else a one-line reason.
    QString validate() const;
};

} // namespace llmcap
