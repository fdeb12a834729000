#include "footprint/FootprintCalculator.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

int fullAttentionLayers(const ModelSpec &m)
{
    return m.slidingWindow > 0 ? m.layers - m.slidingWindowLayers : m.layers;
}

// Bytes one token occupies on one GPU, for `layers` layers.
double kvPerTokenPerGpu(const ModelSpec &m, double layers, int tp, double bytes)
{
    if (m.usesMla()) // one latent per layer, replicated on every TP rank
        return m.mlaLatentDim * layers * bytes;
    const int kvHeadsPerGpu = std::max(1, m.kvHeads / std::max(1, tp));
    return 2.0 * layers * kvHeadsPerGpu * m.headDim * bytes;
}

} // namespace

double Footprint::concurrencyAt(qint64 contextTokens) const
{
    if (contextTokens <= 0)
        return 0;
    const double perSequence =
        double(contextTokens) * kvBytesPerTokenPerGpu + slidingWindowBytesPerSequence;
    return perSequence > 0 ? double(kvBytesPerGpu) / perSequence : 0;
}

QString FootprintCalculator::formatGiB(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 2) + QLatin1String(" GiB");
}

qint64 FootprintCalculator::kvBytesPerToken(const ModelSpec &model, KvCacheDtype dtype)
{
    const double bytes = Precision::bytesPerElement(dtype);
    const int layers = fullAttentionLayers(model);
    return qint64(std::llround(model.usesMla()
                                   ? double(model.mlaLatentDim) * layers * bytes
                                   : 2.0 * layers * model.kvHeads * model.headDim * bytes));
}

QList<int> FootprintCalculator::validTensorParallel(const ModelSpec &model, int maxTp)
{
    QList<int> valid;
    for (int tp = 1; tp <= maxTp; tp *= 2)
        if (model.attentionHeads % tp == 0)
            valid.append(tp);
    return valid;
}

QString FootprintCalculator::validate(const FootprintInput &in)
{
    if (!in.model.validate().isEmpty())
        return in.model.validate();
    if (in.gpu.runtimeMemoryBytes <= 0)
        return tr("the GPU has no memory size");
    if (in.tensorParallel < 1 || in.model.attentionHeads % in.tensorParallel != 0)
        return tr("tensor parallelism %1 must divide the %2 attention heads")
            .arg(in.tensorParallel)
            .arg(in.model.attentionHeads);
    if (in.pipelineParallel < 1 || in.model.layers % in.pipelineParallel != 0)
        return tr("pipeline parallelism %1 must divide the %2 layers")
            .arg(in.pipelineParallel)
            .arg(in.model.layers);
    if (in.gpuMemoryUtilization <= 0 || in.gpuMemoryUtilization > 1)
        return tr("GPU memory utilization must be in (0, 1]");
    if (in.blockSize < 1)
        return tr("the KV block size must be at least 1");
    if (in.maxModelLen > in.model.maxContextTokens)
        return tr("max_model_len %1 exceeds the model's context of %2 tokens")
            .arg(in.maxModelLen)
            .arg(in.model.maxContextTokens);
    return {};
}

Footprint FootprintCalculator::compute(const FootprintInput &in)
{
    Footprint f;
    const ModelSpec &m = in.model;
    f.problem = validate(in);
    if (!f.problem.isEmpty())
        return f;

    const int tp = in.tensorParallel;
    const int pp = in.pipelineParallel;
    f.gpus = tp * pp;
    f.maxModelLen = in.maxModelLen > 0 ? in.maxModelLen : m.maxContextTokens;

    const double bytesPerParam = Precision::bytesPerParam(in.weights);
    f.weightBytesTotal = in.weightBytesOverride > 0
                             ? in.weightBytesOverride
                             : qint64(std::llround(m.paramsB * 1e9 * bytesPerParam));
    f.weightBytesPerGpu = f.weightBytesTotal / f.gpus;

    const double kvBytes = Precision::bytesPerElement(in.kvDtype);
    const double layersPerGpu = double(fullAttentionLayers(m)) / pp;
    f.kvBytesPerToken = kvBytesPerToken(m, in.kvDtype);
    f.kvBytesPerTokenPerGpu = qint64(std::llround(kvPerTokenPerGpu(m, layersPerGpu, tp, kvBytes)));
    if (m.slidingWindow > 0)
        f.slidingWindowBytesPerSequence = qint64(
            std::llround(kvPerTokenPerGpu(m, double(m.slidingWindowLayers) / pp, tp, kvBytes) *
                         m.slidingWindow));

    f.gpuMemoryBytes = in.gpu.runtimeMemoryBytes;
    f.memoryBudgetPerGpu = qint64(double(f.gpuMemoryBytes) * in.gpuMemoryUtilization);
    const double activationGiB = m.isMoe() ? kActivationGiBMoe : kActivationGiBDense;
    f.activationBytesPerGpu = qint64(activationGiB * kGiB / f.gpus); // per replica, spread
    f.nonTorchBytesPerGpu = qint64((tp > 1 ? kNonTorchGiBTpN : kNonTorchGiBTp1) * kGiB);
    const qint64 usable = f.memoryBudgetPerGpu - f.weightBytesPerGpu - f.activationBytesPerGpu -
                          f.nonTorchBytesPerGpu;
    f.kvBytesPerGpu = std::max<qint64>(0, usable);
    f.kvBlocks =
        f.kvBytesPerGpu / (qint64(in.blockSize) * std::max<qint64>(1, f.kvBytesPerTokenPerGpu));
    f.kvCapacityTokens = f.kvBlocks * in.blockSize;
    f.maxConcurrencyAtFullContext = f.concurrencyAt(f.maxModelLen);

    const QLocale loc;
    f.formula << tr("weights per GPU = %1 B params x %2 bytes (%3) / %4 GPUs = %5")
                     .arg(loc.toString(m.paramsB, 'f', 2), loc.toString(bytesPerParam, 'g', 4),
                          Precision::name(in.weights))
                     .arg(f.gpus)
                     .arg(formatGiB(double(f.weightBytesPerGpu)));
    f.formula << (m.usesMla()
                      ? tr("KV per token = latent %1 x %2 layers x %3 bytes = %4 KiB (on every "
                           "TP rank)")
                            .arg(m.mlaLatentDim)
                            .arg(fullAttentionLayers(m))
                            .arg(kvBytes)
                            .arg(loc.toString(f.kvBytesPerToken / 1024.0, 'f', 1))
                      : tr("KV per token = 2 x %1 layers x %2 KV heads x %3 head dim x %4 bytes "
                           "= %5 KiB; per GPU %6 KiB")
                            .arg(fullAttentionLayers(m))
                            .arg(m.kvHeads)
                            .arg(m.headDim)
                            .arg(kvBytes)
                            .arg(loc.toString(f.kvBytesPerToken / 1024.0, 'f', 1),
                                 loc.toString(f.kvBytesPerTokenPerGpu / 1024.0, 'f', 1)));
    f.formula << tr("KV memory per GPU = %1 x %2 - weights %3 - activations %4 - non-torch %5 = "
                    "%6")
                     .arg(formatGiB(double(f.gpuMemoryBytes)),
                          loc.toString(in.gpuMemoryUtilization, 'f', 2),
                          formatGiB(double(f.weightBytesPerGpu)),
                          formatGiB(double(f.activationBytesPerGpu)),
                          formatGiB(double(f.nonTorchBytesPerGpu)), formatGiB(double(usable)));
    f.formula << tr("KV capacity = %1 blocks x %2 tokens = %3 tokens; %4 sequences of %5 tokens")
                     .arg(f.kvBlocks)
                     .arg(in.blockSize)
                     .arg(loc.toString(f.kvCapacityTokens))
                     .arg(loc.toString(f.maxConcurrencyAtFullContext, 'f', 1))
                     .arg(loc.toString(f.maxModelLen));

    if (usable <= 0)
        f.problem = tr("the weights alone leave no memory for the KV cache on %1 x %2")
                        .arg(f.gpus)
                        .arg(in.gpu.name);
    else if (f.kvCapacityTokens < f.maxModelLen)
        f.problem = tr("the KV cache holds %1 tokens, less than one sequence of max_model_len "
                       "%2; use more GPUs, a lower precision or a shorter max_model_len")
                        .arg(f.kvCapacityTokens)
                        .arg(f.maxModelLen);
    f.fits = f.problem.isEmpty();
    return f;
}

std::optional<int> FootprintCalculator::minimumTensorParallel(FootprintInput input, int maxTp)
{
    for (int tp : validTensorParallel(input.model, maxTp)) {
        input.tensorParallel = tp;
        if (compute(input).fits)
            return tp;
    }
    return std::nullopt;
}

} // namespace llmcap
