#include "plan/Deployment.h"

#include "footprint/HardwareCatalog.h"
#include "util/JsonReader.h"

namespace llmcap {

QStringList Deployment::keys()
{
    return {QStringLiteral("model"),
            QStringLiteral("custom_model"),
            QStringLiteral("gpu"),
            QStringLiteral("weight_precision"),
            QStringLiteral("kv_cache_dtype"),
            QStringLiteral("tensor_parallel"),
            QStringLiteral("pipeline_parallel"),
            QStringLiteral("max_model_len"),
            QStringLiteral("gpu_memory_utilization"),
            QStringLiteral("gpus_per_replica"),
            QStringLiteral("gpu_price"),
            QStringLiteral("gpus_per_node"),
            QStringLiteral("failure_domains"),
            QStringLiteral("placement"),
            QStringLiteral("startup_s"),
            QStringLiteral("sustainable"),
            QStringLiteral("sustainable_per_envelope"),
            QStringLiteral("serving"),
            QStringLiteral("breach_probability_pct")};
}

Result<FootprintInput> Deployment::footprintInput() const
{
    using R = Result<FootprintInput>;
    const HardwareCatalog &catalog = HardwareCatalog::builtin();
    FootprintInput in;
    if (customModel) {
        in.model = *customModel;
    } else if (auto m = catalog.model(modelId)) {
        in.model = *m;
    } else {
        return R::failure(modelId.isEmpty()
                              ? tr("no model chosen")
                              : tr("unknown model \"%1\" (catalog: %2)")
                                    .arg(modelId, catalog.modelIds().join(QLatin1String(", "))));
    }
    if (auto g = catalog.gpu(gpuId))
        in.gpu = *g;
    else
        return R::failure(gpuId.isEmpty()
                              ? tr("no GPU chosen")
                              : tr("unknown GPU \"%1\" (catalog: %2)")
                                    .arg(gpuId, catalog.gpuIds().join(QLatin1String(", "))));
    in.weights = weights;
    in.kvDtype = kvDtype;
    in.pipelineParallel = std::max(1, pipelineParallel);
    in.maxModelLen = maxModelLen;
    in.gpuMemoryUtilization = gpuMemoryUtilization;
    if (tensorParallel > 0) {
        in.tensorParallel = tensorParallel;
    } else {
        const auto tp = FootprintCalculator::minimumTensorParallel(in);
        if (!tp)
            return R::failure(tr("%1 does not fit on up to 8 x %2 at this precision")
                                  .arg(in.model.name, in.gpu.name));
        in.tensorParallel = *tp;
    }
    return in;
}

int Deployment::resolvedGpusPerReplica() const
{
    if (gpusPerReplica > 0)
        return gpusPerReplica;
    if (!hasReplicaConfig())
        return 0;
    const auto in = footprintInput();
    return in ? in->tensorParallel * in->pipelineParallel : 0;
}

ServingConfig Deployment::pinnedServing() const
{
    ServingConfig pinned = serving;
    if (!hasReplicaConfig())
        return pinned;
    const auto in = footprintInput();
    if (!in)
        return pinned;
    ServingConfig derived;
    const auto P = ServingConfig::Source::Preset;
    derived.set(QStringLiteral("model"), in->model.hfId.isEmpty() ? in->model.name : in->model.hfId,
                P);
    derived.set(QStringLiteral("weight_precision"), Precision::name(in->weights), P);
    derived.set(QStringLiteral("kv_cache_dtype"), Precision::name(in->kvDtype), P);
    derived.set(QStringLiteral("max_model_len"),
                in->maxModelLen > 0 ? in->maxModelLen : in->model.maxContextTokens, P);
    derived.set(QStringLiteral("tensor_parallel"), in->tensorParallel, P);
    derived.set(QStringLiteral("pipeline_parallel"), in->pipelineParallel, P);
    derived.set(QStringLiteral("gpu_memory_utilization"), in->gpuMemoryUtilization, P);
    derived.set(QStringLiteral("gpu_type"), in->gpu.name, P);
    derived.set(QStringLiteral("gpu_count"), in->tensorParallel * in->pipelineParallel, P);
    if (!in->gpu.interconnect.isEmpty())
        derived.set(QStringLiteral("interconnect"), in->gpu.interconnect, P);
    pinned.fillFrom(derived);
    return pinned;
}

SustainableLoad Deployment::sustainableFor(const QString &envelopeId, bool *specific) const
{
    const auto it = sustainablePerEnvelope.constFind(envelopeId);
    if (specific)
        *specific = it != sustainablePerEnvelope.constEnd();
    return it != sustainablePerEnvelope.constEnd() ? *it : sustainable;
}

QJsonObject Deployment::toJson() const
{
    QJsonObject o;
    if (customModel)
        o.insert(QStringLiteral("custom_model"), customModel->toJson());
    else if (!modelId.isEmpty())
        o.insert(QStringLiteral("model"), modelId);
    if (!gpuId.isEmpty())
        o.insert(QStringLiteral("gpu"), gpuId);
    if (hasReplicaConfig()) {
        o.insert(QStringLiteral("weight_precision"), Precision::name(weights));
        o.insert(QStringLiteral("kv_cache_dtype"), Precision::name(kvDtype));
        if (pipelineParallel > 1)
            o.insert(QStringLiteral("pipeline_parallel"), pipelineParallel);
        if (gpuMemoryUtilization != 0.9)
            o.insert(QStringLiteral("gpu_memory_utilization"), gpuMemoryUtilization);
    }
    if (tensorParallel > 0)
        o.insert(QStringLiteral("tensor_parallel"), tensorParallel);
    if (maxModelLen > 0)
        o.insert(QStringLiteral("max_model_len"), maxModelLen);
    if (gpusPerReplica > 0)
        o.insert(QStringLiteral("gpus_per_replica"), gpusPerReplica);
    if (gpuPrice)
        o.insert(QStringLiteral("gpu_price"), gpuPrice->toJson());
    if (gpusPerNode > 0)
        o.insert(QStringLiteral("gpus_per_node"), gpusPerNode);
    if (failureDomains > 0)
        o.insert(QStringLiteral("failure_domains"), failureDomains);
    if (placement != Placement::Packed)
        o.insert(QStringLiteral("placement"), FailureTopology::placementKey(placement));
    if (startupS > 0)
        o.insert(QStringLiteral("startup_s"), startupS);
    if (sustainable.isSet())
        o.insert(QStringLiteral("sustainable"), sustainable.toJson());
    if (!sustainablePerEnvelope.isEmpty()) {
        QJsonObject per;
        for (auto it = sustainablePerEnvelope.begin(); it != sustainablePerEnvelope.end(); ++it)
            per.insert(it.key(), it->toJson());
        o.insert(QStringLiteral("sustainable_per_envelope"), per);
    }
    if (!serving.toJson().value(QLatin1String("values")).toObject().isEmpty())
        o.insert(QStringLiteral("serving"), serving.toJson());
    if (breachProbabilityPct != BreachRisk::kDefaultTargetPct)
        o.insert(QStringLiteral("breach_probability_pct"), breachProbabilityPct);
    return o;
}

Deployment Deployment::read(JsonReader &r)
{
    Deployment d;
    r.rejectUnknownKeys(keys());
    d.modelId = r.string("model", QString());
    if (r.has("custom_model")) {
        JsonReader m = r.child("custom_model");
        d.customModel = ModelSpec::fromJson(m);
    }
    d.gpuId = r.string("gpu", QString());
    const QString weights = r.string("weight_precision", QStringLiteral("bf16"));
    if (auto w = Precision::parseWeights(weights))
        d.weights = *w;
    else
        r.addError("weight_precision",
                   tr("must be one of %1 (got \"%2\")")
                       .arg(Precision::weightNames().join(QLatin1String(", ")), weights));
    const QString kv = r.string("kv_cache_dtype", QStringLiteral("bf16"));
    if (auto k = Precision::parseKv(kv))
        d.kvDtype = *k;
    else
        r.addError("kv_cache_dtype", tr("must be one of %1 (got \"%2\")")
                                         .arg(Precision::kvNames().join(QLatin1String(", ")), kv));
    d.tensorParallel = int(r.integer("tensor_parallel", 0, 0, 1024));
    d.pipelineParallel = int(r.integer("pipeline_parallel", 1, 1, 1024));
    d.maxModelLen = r.integer("max_model_len", 0, 0, qint64(1) << 32);
    d.gpuMemoryUtilization = r.number("gpu_memory_utilization", 0.9, 0.05, 1.0);
    d.gpusPerReplica = int(r.integer("gpus_per_replica", 0, 0, 100000));
    if (r.has("gpu_price")) {
        JsonReader price = r.child("gpu_price");
        d.gpuPrice = GpuPrice::read(price);
    }
    d.gpusPerNode = int(r.integer("gpus_per_node", 0, 0, 1024));
    d.failureDomains = int(r.integer("failure_domains", 0, 0, 1000));
    d.placement = *FailureTopology::parsePlacement(
        r.choice("placement", {QStringLiteral("packed"), QStringLiteral("spread")},
                 QStringLiteral("packed")));
    d.startupS = r.number("startup_s", 0.0, 0.0, 1e7);
    if (r.has("sustainable")) {
        JsonReader s = r.child("sustainable");
        d.sustainable = SustainableLoad::read(s);
    }
    JsonReader per = r.child("sustainable_per_envelope");
    for (const QString &id : per.object().keys()) {
        const QByteArray key = id.toUtf8();
        JsonReader s = per.child(key.constData());
        d.sustainablePerEnvelope.insert(id, SustainableLoad::read(s));
    }
    if (r.has("serving"))
        d.serving = ServingConfig::fromJson(r.child("serving").object());
    d.breachProbabilityPct = r.number("breach_probability_pct", BreachRisk::kDefaultTargetPct);
    if (const QString why = BreachRisk::targetProblem(d.breachProbabilityPct); !why.isEmpty()) {
        r.addError("breach_probability_pct", why);
        d.breachProbabilityPct = BreachRisk::kDefaultTargetPct;
    }
    if (d.hasReplicaConfig()) {
        if (auto in = d.footprintInput(); !in)
            r.addError(in.error());
    } else if (!d.modelId.isEmpty() || !d.gpuId.isEmpty() || d.customModel) {
        r.addError(tr("a replica configuration needs both a model and a GPU"));
    }
    return d;
}

} // namespace llmcap
