#include "serving/ServingConfigProbe.h"

#include "servermetrics/PrometheusText.h"

#include <QJsonArray>

namespace llmcap {

namespace {

constexpr auto kServer = ServingConfig::Source::Server;

void setIf(ServingConfig &c, const char *key, const QJsonValue &v)
{
    if (v.isString() && !v.toString().isEmpty())
        c.set(QLatin1String(key), v.toString(), kServer);
    else if (v.isDouble())
        c.set(QLatin1String(key), v.toDouble(), kServer);
    else if (v.isBool())
        c.set(QLatin1String(key), v.toBool(), kServer);
}

QJsonObject modelEntry(const QJsonObject &models, const QString &model)
{
    const QJsonArray data = models.value(QLatin1String("data")).toArray();
    for (const QJsonValue &v : data)
        if (v[QLatin1String("id")].toString() == model)
            return v.toObject();
    return data.isEmpty() ? QJsonObject() : data.first().toObject();
}

} // namespace

ServingConfig ServingConfigProbe::fromModels(const QJsonObject &models, const QString &model)
{
    ServingConfig c;
    const QJsonObject entry = modelEntry(models, model);
    setIf(c, "model", entry.value(QLatin1String("id")));
    setIf(c, "max_model_len", entry.value(QLatin1String("max_model_len")));
    const QString runtime = runtimeFromModels(models);
    if (!runtime.isEmpty())
        c.set(QStringLiteral("runtime"), runtime, kServer);
    return c;
}

QString ServingConfigProbe::runtimeFromModels(const QJsonObject &models)
{
    const QJsonArray data = models.value(QLatin1String("data")).toArray();
    if (data.isEmpty())
        return {};
    const QString owner = data.first()[QLatin1String("owned_by")].toString().toLower();
    if (owner == QLatin1String("vllm"))
        return QStringLiteral("vllm");
    if (owner == QLatin1String("sglang"))
        return QStringLiteral("sglang");
    if (owner == QLatin1String("llamacpp") || owner == QLatin1String("llama.cpp"))
        return QStringLiteral("llama.cpp");
    if (owner.startsWith(QLatin1String("llmcap")))
        return QStringLiteral("llmcap-sim");
    return {};
}

ServingConfig ServingConfigProbe::fromVllmMetrics(const PrometheusText &metrics)
{
    ServingConfig c;
    const auto infos = metrics.find(QStringLiteral("vllm:cache_config_info"));
    if (infos.isEmpty())
        return c;
    const PrometheusSample *info = infos.first();
    const auto label = [info](const char *key) { return info->label(QLatin1String(key)); };
    if (!label("block_size").isEmpty())
        c.set(QStringLiteral("block_size"), label("block_size"), kServer);
    if (!label("num_gpu_blocks").isEmpty() && label("num_gpu_blocks") != QLatin1String("None"))
        c.set(QStringLiteral("num_gpu_blocks"), label("num_gpu_blocks"), kServer);
    if (!label("gpu_memory_utilization").isEmpty())
        c.set(QStringLiteral("gpu_memory_utilization"), label("gpu_memory_utilization"), kServer);
    if (!label("cache_dtype").isEmpty())
        c.set(QStringLiteral("kv_cache_dtype"), label("cache_dtype"), kServer);
    if (!label("enable_prefix_caching").isEmpty())
        c.set(QStringLiteral("prefix_caching"), label("enable_prefix_caching"), kServer);
    c.set(QStringLiteral("runtime"), QStringLiteral("vllm"), kServer);
    return c;
}

ServingConfig ServingConfigProbe::fromVllmVersion(const QJsonObject &version)
{
    ServingConfig c;
    setIf(c, "runtime_version", version.value(QLatin1String("version")));
    return c;
}

ServingConfig ServingConfigProbe::fromLlamaCppProps(const QJsonObject &props)
{
    ServingConfig c;
    c.set(QStringLiteral("runtime"), QStringLiteral("llama.cpp"), kServer);
    setIf(c, "model", props.value(QLatin1String("model_path")));
    setIf(c, "max_num_seqs", props.value(QLatin1String("total_slots")));
    setIf(c, "chat_template", props.value(QLatin1String("chat_template")));
    setIf(c, "runtime_version", props.value(QLatin1String("build_info")));
    const QJsonObject generation =
        props.value(QLatin1String("default_generation_settings")).toObject();
    setIf(c, "max_model_len", generation.value(QLatin1String("n_ctx")));
    return c;
}

ServingConfig ServingConfigProbe::fromTgiInfo(const QJsonObject &info)
{
    ServingConfig c;
    c.set(QStringLiteral("runtime"), QStringLiteral("tgi"), kServer);
    setIf(c, "model", info.value(QLatin1String("model_id")));
    setIf(c, "model_revision", info.value(QLatin1String("model_sha")));
    setIf(c, "weight_precision", info.value(QLatin1String("model_dtype")));
    setIf(c, "max_model_len", info.value(QLatin1String("max_total_tokens")));
    setIf(c, "runtime_version", info.value(QLatin1String("version")));
    // max_batch_total_tokens is the tokens every running request may hold at once: the KV
    // budget TGI sizes from free memory; max_batch_prefill_tokens is the budget of one prefill.
    setIf(c, "kv_capacity_tokens", info.value(QLatin1String("max_batch_total_tokens")));
    setIf(c, "max_num_batched_tokens", info.value(QLatin1String("max_batch_prefill_tokens")));
    setIf(c, "speculative_decoding", info.value(QLatin1String("speculate")));
    return c;
}

ServingConfig ServingConfigProbe::fromSglangServerInfo(const QJsonObject &info)
{
    ServingConfig c;
    c.set(QStringLiteral("runtime"), QStringLiteral("sglang"), kServer);
    setIf(c, "model", info.value(QLatin1String("model_path")));
    setIf(c, "tokenizer", info.value(QLatin1String("tokenizer_path")));
    setIf(c, "model_revision", info.value(QLatin1String("revision")));
    setIf(c, "weight_precision", info.value(QLatin1String("dtype")));
    setIf(c, "kv_cache_dtype", info.value(QLatin1String("kv_cache_dtype")));
    setIf(c, "max_model_len", info.value(QLatin1String("context_length")));
    setIf(c, "tensor_parallel", info.value(QLatin1String("tp_size")));
    setIf(c, "data_parallel", info.value(QLatin1String("dp_size")));
    setIf(c, "expert_parallel", info.value(QLatin1String("ep_size")));
    setIf(c, "max_num_seqs", info.value(QLatin1String("max_running_requests")));
    setIf(c, "max_num_batched_tokens", info.value(QLatin1String("chunked_prefill_size")));
    setIf(c, "gpu_memory_utilization", info.value(QLatin1String("mem_fraction_static")));
    setIf(c, "speculative_decoding", info.value(QLatin1String("speculative_algorithm")));
    setIf(c, "runtime_version", info.value(QLatin1String("version")));
    // The tokens its KV pool holds (the scheduler's info, at the top or per internal state).
    QJsonValue kvTokens = info.value(QLatin1String("max_total_num_tokens"));
    const QJsonArray states = info.value(QLatin1String("internal_states")).toArray();
    if (kvTokens.isUndefined() && !states.isEmpty())
        kvTokens = states.at(0)[QLatin1String("max_total_num_tokens")];
    setIf(c, "kv_capacity_tokens", kvTokens);
    const QJsonValue radixOff = info.value(QLatin1String("disable_radix_cache"));
    if (radixOff.isBool())
        c.set(QStringLiteral("prefix_caching"), !radixOff.toBool(), kServer);
    return c;
}

} // namespace llmcap
