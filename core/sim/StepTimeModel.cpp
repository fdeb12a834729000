#include "sim/StepTimeModel.h"

namespace llmcap {

StepTimeModel::Terms StepTimeModel::terms(const BatchShape &batch) const
{
    Terms t;
    if (batch.numSeqs <= 0)
        return t;
    const double flops = m_p.linearFlopsPerToken * double(batch.newTokens) +
                         m_p.attentionFlopsPerPair * batch.attentionPairs;
    if (m_p.peakFlopsPerSec > 0)
        t.compute = m_p.betaCompute * flops / m_p.peakFlopsPerSec;
    if (m_p.memBandwidthBytesPerSec > 0) {
        t.kvRead = m_p.betaKvRead * m_p.kvBytesPerTokenPerGpu * double(batch.kvReadTokens) /
                   m_p.memBandwidthBytesPerSec;
        t.weightRead = m_p.betaWeightRead * m_p.weightBytesPerGpu / m_p.memBandwidthBytesPerSec;
    }
    if (m_p.interconnectBytesPerSec > 0)
        t.comm = m_p.betaComm * m_p.commBytesPerToken * double(batch.newTokens) /
                 m_p.interconnectBytesPerSec;
    t.layers = m_p.perLayerSec * m_p.layers;
    t.sequences = m_p.perSequenceSec * batch.numSeqs;
    t.fixed = m_p.perStepSec;
    return t;
}

} // namespace llmcap
