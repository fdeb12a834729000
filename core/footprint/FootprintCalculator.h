#pragma once

#include "footprint/GpuSpec.h"
#include "footprint/ModelSpec.h"
#include "footprint/Precision.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace llmcap {

// What one replica is asked to be: model, GPU, parallelism and storage formats.
struct FootprintInput
{
    ModelSpec model;
    GpuSpec gpu;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    WeightPrecision weights = WeightPrecision::BF16;
    KvCacheDtype kvDtype = KvCacheDtype::BF16;
    double gpuMemoryUtilization = 0.9; // vLLM --gpu-memory-utilization
    int blockSize = 16;                // vLLM KV block size, tokens
    qint64 maxModelLen = 0;            // 0: the model's maximum context
    qint64 weightBytesOverride = 0;    // the real checkpoint size when known (whole model)
};

// The first capacity question: the memory footprint of one replica (domain reference §5).
struct Footprint
{
    int gpus = 1; // tensorParallel x pipelineParallel
    qint64 weightBytesTotal = 0;
    qint64 weightBytesPerGpu = 0;
    qint64 kvBytesPerToken = 0;       // whole model: 2 x layers x kv_heads x head_dim x bytes
    qint64 kvBytesPerTokenPerGpu = 0; // this GPU's share of heads and layers
    qint64 gpuMemoryBytes = 0;        // what the runtime sees
    qint64 memoryBudgetPerGpu = 0;    // x gpu_memory_utilization
    qint64 activationBytesPerGpu = 0;
    qint64 nonTorchBytesPerGpu = 0;
    qint64 kvBytesPerGpu = 0;                 // usable for the KV cache (0 when nothing is left)
    qint64 slidingWindowBytesPerSequence = 0; // per GPU, for sliding-window layers
    qint64 kvBlocks = 0;
    qint64 kvCapacityTokens = 0;
    qint64 maxModelLen = 0;
    double maxConcurrencyAtFullContext = 0;
    bool fits = false;
    QString problem;     // why it does not fit, empty when it does
    QStringList formula; // each step with its inputs, for display and export

    // Sequences of contextTokens each that fit in the KV cache at once.
    double concurrencyAt(qint64 contextTokens) const;
};

class FootprintCalculator
{
    Q_DECLARE_TR_FUNCTIONS(FootprintCalculator)

public:
    // llm-d capacity planner constants (domain reference §5).
    static constexpr double kActivationGiBDense = 5.5;
    static constexpr double kActivationGiBMoe = 8.0;
    static constexpr double kNonTorchGiBTp1 = 0.15;
    static constexpr double kNonTorchGiBTpN = 0.6;

    static Footprint compute(const FootprintInput &input);
    static qint64 kvBytesPerToken(const ModelSpec &model, KvCacheDtype dtype);

    // Tensor-parallel sizes up to maxTp that divide the attention head count.
    static QList<int> validTensorParallel(const ModelSpec &model, int maxTp = 8);
    // The smallest valid TP at which the replica fits (holds one max_model_len sequence).
    static std::optional<int> minimumTensorParallel(FootprintInput input, int maxTp = 8);
    // One line of what is wrong with input (TP does not divide heads, ...), empty when valid.
    static QString validate(const FootprintInput &input);

    static QString formatGiB(double bytes);
};

} // namespace llmcap
