#pragma once

#include "net/EndpointTarget.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

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
    // A conversation so far, as an agent sends it (issue 18): turns alternate user and
    // assistant, starting and ending with a user turn. Chat: one message per turn. Completions:
    // the turns concatenated, a newline before each user turn after the first, so a call's
    // prompt starts with the previous call's prompt and output (the prefix a cache can hit).
    QByteArray buildConversation(const QList<QByteArray> &turns, int maxTokens,
                                 const SamplingSettings &sampling) const;
    static QByteArray completionPrompt(const QList<QByteArray> &turns);

private:
    QByteArray finish(QJsonObject body, int maxTokens, const SamplingSettings &sampling) const;

    EndpointTarget::Api m_api;
    QString m_model;
    ServerExtensions m_extensions;
};

} // namespace llmcap
