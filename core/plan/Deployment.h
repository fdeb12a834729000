#pragma once

#include "footprint/FootprintCalculator.h"
#include "plan/BreachRisk.h"
#include "plan/FailureTopology.h"
#include "plan/SustainableLoad.h"
#include "serving/ServingConfig.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace llmcap {

class JsonReader;

// What the platform team adds to a sizing request before a plan can be made: the replica
// configuration (its footprint decides the GPUs per replica), the placement (GPUs per node,
// failure domains), the start-up time of a replica and the sustainable load per replica.
// File format: the optional "deployment" section of a sizing file:
//   deployment:
//     model: llama-3.1-70b        # a catalog id, or custom_model: {catalog fields}
//     gpu: h100-sxm
//     weight_precision: fp8       # bf16, fp16, fp8, int8, int4, nvfp4
//     kv_cache_dtype: fp8         # bf16, fp16, fp8
//     tensor_parallel: 4          # 0 or missing: the smallest TP that fits
//     max_model_len: 32768
//     gpu_price: {per_gpu_hour: 2.5, currency: USD, source: "list price, cloud on-demand"}
//                                 # wins over the GPU catalog's price (PlanCost)
//     gpus_per_node: 8
//     placement: packed           # packed (fill nodes) or spread (one replica per node)
//     failure_domains: 3
//     startup_s: 420
//     sustainable: {rate_rps: 3.2, lower_rps: 2.8, upper_rps: 3.5, source: manual}
//     sustainable_per_envelope: {summarize: {rate_rps: 0.6, source: manual}}
//     breach_probability_pct: 5  # the chance the peak may exceed what the serving replicas
//                                 # sustain (BreachRisk); above 0 and below 50, default 5
struct Deployment
{
    Q_DECLARE_TR_FUNCTIONS(Deployment)

public:
    QString modelId;
    std::optional<ModelSpec> customModel;
    QString gpuId;
    WeightPrecision weights = WeightPrecision::BF16;
    KvCacheDtype kvDtype = KvCacheDtype::BF16;
    int tensorParallel = 0; // 0: the smallest valid TP that fits
    int pipelineParallel = 1;
    qint64 maxModelLen = 0; // 0: the model's context
    double gpuMemoryUtilization = 0.9;
    int gpusPerReplica = 0;           // 0: tensor x pipeline parallel of the footprint
    std::optional<GpuPrice> gpuPrice; // the project's price; wins over the catalog's
    int gpusPerNode = 0;              // 0: unknown
    int failureDomains = 0;           // 0: unknown
    Placement placement = Placement::Packed;
    double startupS = 0; // 0: unknown
    SustainableLoad sustainable;
    QMap<QString, SustainableLoad> sustainablePerEnvelope;
    ServingConfig serving;
    // The breach target in percent: the plan gives each envelope the serving replicas whose
    // breach probability is at most this (BreachRisk::kDefaultTargetPct when not given).
    double breachProbabilityPct = BreachRisk::kDefaultTargetPct;

    bool hasReplicaConfig() const
    {
        return (!modelId.isEmpty() || customModel) && !gpuId.isEmpty();
    }
    // The footprint input with TP resolved (the minimum that fits when not set).
    Result<FootprintInput> footprintInput() const;
    // GPUs of one replica: the explicit value, else the footprint's, else 0 (unknown).
    int resolvedGpusPerReplica() const;
    // The pinned serving configuration, with what the replica configuration says (model,
    // precision, parallelism, GPU) filled in where the explicit one is silent.
    ServingConfig pinnedServing() const;
    SustainableLoad sustainableFor(const QString &envelopeId, bool *specific = nullptr) const;

    bool isEmpty() const { return toJson().isEmpty(); }
    QJsonObject toJson() const;
    static Deployment read(JsonReader &reader);
    static QStringList keys();

    bool operator==(const Deployment &other) const { return toJson() == other.toJson(); }
};

} // namespace llmcap
