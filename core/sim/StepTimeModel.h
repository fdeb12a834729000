#pragma once

#include <QtGlobal>

namespace llmcap {

// Inputs of the roofline step-time model, per GPU of one replica (tensor parallelism already
// divided in). Built from the model and GPU specs by the preset loader, or from plain numbers.
struct StepTimeParams
{
    double peakFlopsPerSec = 1e12; // dense peak of the weight precision
    double memBandwidthBytesPerSec = 1e11;
    double interconnectBytesPerSec = 0; // TP all-reduce link; 0 = no communication term
    double weightBytesPerGpu = 0;       // read once per step
    double kvBytesPerTokenPerGpu = 0;   // read once per context token per sequence per step
    double linearFlopsPerToken = 0;     // 2 x active parameters / TP
    double attentionFlopsPerPair = 0;   // 4 x layers x heads x head_dim / TP per (query, key) pair
    double commBytesPerToken = 0;       // all-reduce bytes per token per GPU (0 at TP 1)
    int layers = 1;

    // The coefficients beta1..beta7 of domain.md §7, fitted per preset.
    double betaCompute = 1.0;    // beta1: x FLOPs / peak (1 / achieved compute efficiency)
    double betaKvRead = 1.0;     // beta2: x KV bytes / bandwidth
    double betaWeightRead = 1.0; // beta3: x weight bytes / bandwidth
    double betaComm = 1.0;       // beta4: x all-reduce bytes / link bandwidth
    double perLayerSec = 0;      // beta5: x layers (kernel launches, synchronisation)
    double perSequenceSec = 0;   // beta6: x sequences in the batch (sampling, bookkeeping)
    double perStepSec = 0;       // beta7: fixed per step (scheduler, framework)
};

// What one engine step computes.
struct BatchShape
{
    int numSeqs = 0;
    qint64 newTokens = 0;      // prefill chunk tokens plus one per decoding sequence
    qint64 kvReadTokens = 0;   // context tokens whose KV the step reads, summed over sequences
    double attentionPairs = 0; // (query, key) pairs of causal attention, summed over sequences
};

// Step time as a function of batch composition (domain.md §7, after the BLIS/inference-sim
// latency model):
//   t = b1*FLOPs/peak + b2*KV bytes/bandwidth + b3*weight bytes/bandwidth + b4*TP comm
//       + b5*layers + b6*batch size + b7
// FLOPs are the linear layers' 2*params per new token plus attention per (query, key) pair.
class StepTimeModel
{
public:
    struct Terms
    {
        double compute = 0, kvRead = 0, weightRead = 0, comm = 0, layers = 0, sequences = 0,
               fixed = 0;
        double total() const
        {
            return compute + kvRead + weightRead + comm + layers + sequences + fixed;
        }
    };

    StepTimeModel() = default;
    explicit StepTimeModel(const StepTimeParams &params)
        : m_p(params)
    {}

    const StepTimeParams &params() const { return m_p; }
    Terms terms(const BatchShape &batch) const;
    double stepSeconds(const BatchShape &batch) const { return terms(batch).total(); }

private:
    StepTimeParams m_p;
};

} // namespace llmcap
