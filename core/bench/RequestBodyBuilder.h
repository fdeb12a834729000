#pragma once

#include "net/EndpointTarget.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QJsonObject>

namespace llmcap {

// Which non-standard request fields the endpoint understands. Sent only to servers known to
// accept them, because strict OpenAI-compatible servers reject unknown fields.
struct ServerExtensions
{
    bool ignoreEos = false;       // vLLM, SGLang, llama.cpp, the built-in simulator
    bool continuousUsage = false; // stream_options.continuous_usage_stats (vLLM, SGLang, sim)

    // For a runtime name as EndpointProbe reports it ("vllm", "sglang", ...).
    static ServerExtensions forRuntime(const QString &runtime);
    QJsonObject toJson() const;
};

// The JSON body of one streamed generation request.
class RequestBodyBuilder
{
public:
    RequestBodyBuilder(EndpointTarget::Api api, QString model, ServerExtensions extensions);

    QByteArray build(const QByteArray &prompt, int maxTokens,
                     const SamplingSettings &sampling) const;

private:
    EndpointTarget::Api m_api;
    QString m_model;
    ServerExtensions m_extensions;
};

} // namespace llmcap
