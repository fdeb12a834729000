#pragma once

#include "sim/EngineConfig.h"
#include "sim/StepTimeModel.h"

// A small CPU-like replica with round numbers, for engine and runner tests.
namespace simtest {

inline llmcap::EngineConfig smallConfig()
{
    llmcap::EngineConfig c;
    c.kvBlocks = 1024;
    c.blockSize = 16;
    c.maxNumSeqs = 8;
    c.maxNumBatchedTokens = 512;
    c.watermark = 0.0;
    c.maxModelLen = 4096;
    return c;
}

inline llmcap::StepTimeParams smallParams()
{
    llmcap::StepTimeParams p;
    p.peakFlopsPerSec = 1e12;
    p.memBandwidthBytesPerSec = 5e10;
    p.weightBytesPerGpu = 1e9; // 20 ms per step
    p.kvBytesPerTokenPerGpu = 12288;
    p.linearFlopsPerToken = 1e9; // 1 ms per token of compute
    p.attentionFlopsPerPair = 86016;
    p.layers = 24;
    p.perLayerSec = 1e-5;
    p.perSequenceSec = 2e-4;
    p.perStepSec = 1e-3;
    return p;
}

} // namespace simtest
