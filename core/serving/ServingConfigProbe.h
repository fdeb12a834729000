#pragma once

#include "serving/ServingConfig.h"

#include <QJsonObject>
#include <QString>

namespace llmcap {

class PrometheusText;

// Reads the serving configuration out of what an endpoint reveals about itself, one function
// per recorded answer, every value marked Source::Server. Pure functions, so each runtime's
// answers can be tested from fixtures; EndpointProbe fetches them.
class ServingConfigProbe
{
public:
    // GET /v1/models: the model id, vLLM's max_model_len and root (the checkpoint path).
    static ServingConfig fromModels(const QJsonObject &models, const QString &model);
    // The runtime named by /v1/models "owned_by" ("vllm", "sglang", "llamacpp"), else "".
    static QString runtimeFromModels(const QJsonObject &models);
    // vLLM's /metrics: vllm:cache_config_info labels (block size, GPU blocks, memory
    // utilisation, KV dtype, prefix caching).
    static ServingConfig fromVllmMetrics(const PrometheusText &metrics);
    // vLLM GET /version: {"version": "0.8.5"}.
    static ServingConfig fromVllmVersion(const QJsonObject &version);
    // llama.cpp GET /props: slots, context size, model path, chat template, build.
    static ServingConfig fromLlamaCppProps(const QJsonObject &props);
    // TGI GET /info: model id and sha, dtype, token limits (max_batch_total_tokens: the KV
    // capacity), version.
    static ServingConfig fromTgiInfo(const QJsonObject &info);
    // SGLang GET /get_server_info: its server arguments, version and KV capacity
    // (max_total_num_tokens).
    static ServingConfig fromSglangServerInfo(const QJsonObject &info);
};

} // namespace llmcap
