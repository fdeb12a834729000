#include "sim/SimPreset.h"

#include "footprint/HardwareCatalog.h"
#include "util/JsonReader.h"

namespace llmcap {

namespace {

const QStringList kKnownKeys = {
    QStringLiteral("id"),
    QStringLiteral("name"),
    QStringLiteral("description"),
    QStringLiteral("base"),
    QStringLiteral("served_model_name"),
    QStringLiteral("model"),
    QStringLiteral("gpu"),
    QStringLiteral("tensor_parallel"),
    QStringLiteral("weights"),
    QStringLiteral("kv_cache_dtype"),
    QStringLiteral("gpu_memory_utilization"),
    QStringLiteral("max_model_len"),
    QStringLiteral("block_size"),
    QStringLiteral("kv_blocks"),
    QStringLiteral("max_num_seqs"),
    QStringLiteral("max_num_batched_tokens"),
    QStringLiteral("watermark"),
    QStringLiteral("prefix_caching"),
    QStringLiteral("step_time"),
    QStringLiteral("output_tokens"),
    QStringLiteral("scheduler"),
    QStringLiteral("long_prefill_token_threshold"),
    QStringLiteral("llama_slots"),
    QStringLiteral("stalls"),
};

const QStringList kLlamaSlotKeys = {QStringLiteral("slots"), QStringLiteral("n_ctx"),
                                    QStringLiteral("n_batch")};

const QStringList kStallKeys = {
    QStringLiteral("probability"), QStringLiteral("distribution"), QStringLiteral("scale_ms"),
    QStringLiteral("shape"),       QStringLiteral("sigma"),        QStringLiteral("max_ms"),
    QStringLiteral("seed"),
};

// The server behaviours of issue 34, item 7: all off unless the preset names them.
void readBehaviours(JsonReader &r, EngineConfig &e)
{
    const QStringList policies = {
        EngineConfig::schedulerName(SchedulerPolicy::Continuous),
        EngineConfig::schedulerName(SchedulerPolicy::DecodeFirst),
        EngineConfig::schedulerName(SchedulerPolicy::LlamaSlots),
    };
    const QString policy = r.choice("scheduler", policies, policies.first());
    e.scheduler = SchedulerPolicy(std::max<qsizetype>(0, policies.indexOf(policy)));

    if (r.has("long_prefill_token_threshold")) {
        e.longPrefillTokenThreshold = int(r.integer("long_prefill_token_threshold", 0, 0, 1 << 24));
        if (e.scheduler != SchedulerPolicy::DecodeFirst)
            r.addError("long_prefill_token_threshold",
                       SimPreset::tr("applies to the vllm-v1 scheduler only"));
    }

    if (e.scheduler == SchedulerPolicy::LlamaSlots) {
        if (!r.has("llama_slots")) {
            r.addError("llama_slots", SimPreset::tr("the llama-slots scheduler needs "
                                                    "{\"slots\", \"n_ctx\", \"n_batch\"}"));
        } else {
            JsonReader l = r.child("llama_slots");
            l.rejectUnknownKeys(kLlamaSlotKeys);
            const int slots = int(l.integer("slots", std::nullopt, 1, 4096));
            const qint64 nCtx = l.integer("n_ctx", std::nullopt, 2, qint64(1) << 24);
            e.maxNumBatchedTokens = int(l.integer("n_batch", 2048, 1, 1 << 24));
            e.maxNumSeqs = std::max(1, slots);
            e.slotContextTokens = int(nCtx / e.maxNumSeqs);
            e.maxModelLen = std::max(2, e.slotContextTokens);
            if (!r.has("prefix_caching"))
                e.prefixCaching = false;
        }
    } else if (r.has("llama_slots")) {
        r.addError("llama_slots", SimPreset::tr("applies to the llama-slots scheduler only"));
    }

    if (r.has("stalls")) {
        JsonReader st = r.child("stalls");
        st.rejectUnknownKeys(kStallKeys);
        StepStall &stall = e.stalls;
        stall.probability = st.number("probability", std::nullopt, 0.0, 1.0);
        const QStringList shapes = {
            StepStall::distributionName(StepStall::Distribution::Pareto),
            StepStall::distributionName(StepStall::Distribution::LogNormal)};
        stall.distribution = st.choice("distribution", shapes, shapes.first()) == shapes.first()
                                 ? StepStall::Distribution::Pareto
                                 : StepStall::Distribution::LogNormal;
        stall.scaleSec = st.number("scale_ms", std::nullopt, 0.0, 1e9) * 1e-3;
        stall.shape = st.number("shape", 1.5, 1e-3, 1e3);
        stall.sigma = st.number("sigma", 1.0, 0.0, 10.0);
        stall.maxSec = st.number("max_ms", 0.0, 0.0, 1e9) * 1e-3;
        stall.seed = quint64(st.integer("seed", 1, 0, std::numeric_limits<qint64>::max()));
    }
}

const QStringList kStepTimeKeys = {
    QStringLiteral("beta_compute"),     QStringLiteral("beta_kv_read"),
    QStringLiteral("beta_weight_read"), QStringLiteral("beta_comm"),
    QStringLiteral("per_layer_us"),     QStringLiteral("per_sequence_us"),
    QStringLiteral("per_step_us"),
};

template<typename Spec, typename Lookup>
Spec specFrom(JsonReader &r, const char *key, Lookup lookup, const QStringList &knownIds)
{
    const QJsonValue v = r.object().value(QLatin1String(key));
    if (v.isObject()) {
        JsonReader inner = r.child(key);
        return Spec::fromJson(inner);
    }
    const QString id = r.string(key);
    if (id.isEmpty())
        return Spec{};
    if (auto spec = lookup(id))
        return *spec;
    r.addError(
        key,
        SimPreset::tr("unknown id \"%1\" (known: %2)").arg(id, knownIds.join(QLatin1String(", "))));
    return Spec{};
}

// The roofline inputs from the model, the GPU and the footprint (domain.md §5, §7).
StepTimeParams rooflineFor(const FootprintInput &in, const Footprint &f)
{
    const ModelSpec &m = in.model;
    const int tp = std::max(1, in.tensorParallel);
    const bool fp8 = in.weights == WeightPrecision::FP8 || in.weights == WeightPrecision::NVFP4;
    const double tflops = fp8 && in.gpu.fp8Tflops > 0 ? in.gpu.fp8Tflops : in.gpu.bf16Tflops;
    StepTimeParams p;
    p.peakFlopsPerSec = tflops * 1e12;
    p.memBandwidthBytesPerSec = in.gpu.bandwidthTBps * 1e12;
    p.interconnectBytesPerSec = tp > 1 ? in.gpu.interconnectGBps * 1e9 : 0.0;
    p.weightBytesPerGpu = double(f.weightBytesPerGpu);
    p.kvBytesPerTokenPerGpu = double(f.kvBytesPerTokenPerGpu);
    p.linearFlopsPerToken = 2.0 * m.activeParamsB * 1e9 / tp;
    p.attentionFlopsPerPair = 4.0 * m.layers * m.attentionHeads * m.headDim / tp;
    // Two ring all-reduces of the BF16 hidden state per layer, 2 (TP-1)/TP of it per GPU.
    p.commBytesPerToken = tp > 1 ? 2.0 * m.layers * m.hiddenSize * 2.0 * 2.0 * (tp - 1) / tp : 0;
    p.layers = m.layers;
    return p;
}

} // namespace

SimPreset SimPreset::fromJson(JsonReader &r, const HardwareCatalog &hardware)
{
    SimPreset p;
    r.rejectUnknownKeys(kKnownKeys);
    p.id = r.string("id");
    p.name = r.string("name", p.id);
    p.description = r.string("description", QString());

    FootprintInput &in = p.hardware;
    in.model = specFrom<ModelSpec>(
        r, "model", [&](const QString &id) { return hardware.model(id); }, hardware.modelIds());
    in.gpu = specFrom<GpuSpec>(
        r, "gpu", [&](const QString &id) { return hardware.gpu(id); }, hardware.gpuIds());
    in.tensorParallel = int(r.integer("tensor_parallel", 1, 1, 64));
    const auto weights = Precision::parseWeights(
        r.choice("weights", Precision::weightNames(), Precision::name(WeightPrecision::BF16)));
    in.weights = weights.value_or(WeightPrecision::BF16);
    QStringList kvChoices = Precision::kvNames();
    kvChoices.append(QStringLiteral("auto"));
    const auto kv =
        Precision::parseKv(r.choice("kv_cache_dtype", kvChoices, QStringLiteral("auto")));
    in.kvDtype = kv.value_or(KvCacheDtype::BF16);
    in.gpuMemoryUtilization = r.number("gpu_memory_utilization", 0.9, 0.01, 1.0);
    in.blockSize = int(r.integer("block_size", 16, 1, 1024));
    in.maxModelLen = r.integer("max_model_len", in.model.maxContextTokens, 2, qint64(1) << 31);
    p.servedModelName =
        r.string("served_model_name", in.model.hfId.isEmpty() ? in.model.id : in.model.hfId);

    EngineConfig &e = p.engine;
    e.blockSize = in.blockSize;
    e.maxModelLen = int(in.maxModelLen);
    e.maxNumSeqs = int(r.integer("max_num_seqs", 256, 1, 1 << 20));
    e.maxNumBatchedTokens = int(r.integer("max_num_batched_tokens", 8192, 1, 1 << 24));
    e.watermark = r.number("watermark", 0.01, 0.0, 0.5);
    e.prefixCaching = r.boolean("prefix_caching", true);
    const qint64 pinnedBlocks = r.integer("kv_blocks", 0, 0, qint64(1) << 30);
    readBehaviours(r, e);

    JsonReader st = r.child("step_time");
    st.rejectUnknownKeys(kStepTimeKeys);
    const double betaCompute = st.number("beta_compute", 1.0, 0.0, 1e6);
    const double betaKv = st.number("beta_kv_read", 1.0, 0.0, 1e6);
    const double betaWeights = st.number("beta_weight_read", 1.0, 0.0, 1e6);
    const double betaComm = st.number("beta_comm", 1.0, 0.0, 1e6);
    const double perLayerUs = st.number("per_layer_us", 0.0, 0.0, 1e9);
    const double perSequenceUs = st.number("per_sequence_us", 0.0, 0.0, 1e9);
    const double perStepUs = st.number("per_step_us", 0.0, 0.0, 1e9);

    if (r.has("output_tokens")) {
        JsonReader out = r.child("output_tokens");
        auto dist = LengthDistribution::fromJson(out.object());
        if (dist)
            p.outputTokens = *dist;
        else
            r.addError("output_tokens", dist.error());
    } else {
        p.outputTokens = LengthDistribution::fixed(128);
    }

    if (!r.errors()->isEmpty())
        return p;
    p.footprint = FootprintCalculator::compute(in);
    if (!p.footprint.problem.isEmpty()) {
        r.addError(p.footprint.problem);
        return p;
    }
    e.kvBlocks = int(std::min<qint64>(pinnedBlocks > 0 ? pinnedBlocks : p.footprint.kvBlocks,
                                      std::numeric_limits<int>::max()));
    if (const QString problem = e.validate(); !problem.isEmpty())
        r.addError(problem);

    p.stepTime = rooflineFor(in, p.footprint);
    p.stepTime.betaCompute = betaCompute;
    p.stepTime.betaKvRead = betaKv;
    p.stepTime.betaWeightRead = betaWeights;
    p.stepTime.betaComm = betaComm;
    p.stepTime.perLayerSec = perLayerUs * 1e-6;
    p.stepTime.perSequenceSec = perSequenceUs * 1e-6;
    p.stepTime.perStepSec = perStepUs * 1e-6;
    return p;
}

QJsonObject SimPreset::describe() const
{
    QJsonObject out{{QStringLiteral("id"), id},
                    {QStringLiteral("name"), name},
                    {QStringLiteral("served_model_name"), servedModelName},
                    {QStringLiteral("model"), hardware.model.id},
                    {QStringLiteral("gpu"), hardware.gpu.id},
                    {QStringLiteral("tensor_parallel"), hardware.tensorParallel},
                    {QStringLiteral("weights"), Precision::name(hardware.weights)},
                    {QStringLiteral("kv_cache_dtype"), Precision::name(hardware.kvDtype)},
                    {QStringLiteral("max_model_len"), engine.maxModelLen},
                    {QStringLiteral("block_size"), engine.blockSize},
                    {QStringLiteral("kv_blocks"), engine.kvBlocks},
                    {QStringLiteral("kv_capacity_tokens"), engine.kvCapacityTokens()},
                    {QStringLiteral("max_num_seqs"), engine.maxNumSeqs},
                    {QStringLiteral("max_num_batched_tokens"), engine.maxNumBatchedTokens},
                    {QStringLiteral("prefix_caching"), engine.prefixCaching},
                    {QStringLiteral("output_tokens"), outputTokens.toJson()},
                    {QStringLiteral("scheduler"), EngineConfig::schedulerName(engine.scheduler)}};
    if (engine.longPrefillTokenThreshold > 0)
        out.insert(QStringLiteral("long_prefill_token_threshold"),
                   engine.longPrefillTokenThreshold);
    if (engine.scheduler == SchedulerPolicy::LlamaSlots)
        out.insert(QStringLiteral("llama_slots"),
                   QJsonObject{{QStringLiteral("slots"), engine.maxNumSeqs},
                               {QStringLiteral("slot_context_tokens"), engine.slotContextTokens},
                               {QStringLiteral("n_batch"), engine.maxNumBatchedTokens}});
    if (engine.stalls.enabled())
        out.insert(QStringLiteral("stalls"),
                   QJsonObject{{QStringLiteral("probability"), engine.stalls.probability},
                               {QStringLiteral("distribution"),
                                StepStall::distributionName(engine.stalls.distribution)},
                               {QStringLiteral("scale_ms"), engine.stalls.scaleSec * 1e3},
                               {QStringLiteral("mean_ms"), engine.stalls.meanPauseSec() * 1e3}});
    return out;
}

} // namespace llmcap
