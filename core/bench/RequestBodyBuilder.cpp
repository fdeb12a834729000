#include "bench/RequestBodyBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace llmcap {

ServerExtensions ServerExtensions::forRuntime(const QString &runtime)
{
    ServerExtensions e;
    const QString r = runtime.toLower();
    if (r == QLatin1String("vllm") || r == QLatin1String("sglang") ||
        r == QLatin1String("llmcap-sim")) {
        e.ignoreEos = true;
        e.continuousUsage = true;
    } else if (r == QLatin1String("llama.cpp")) {
        e.ignoreEos = true;
    }
    return e;
}

QJsonObject ServerExtensions::toJson() const
{
    return {{QStringLiteral("ignore_eos"), ignoreEos},
            {QStringLiteral("continuous_usage_stats"), continuousUsage}};
}

RequestBodyBuilder::RequestBodyBuilder(EndpointTarget::Api api, QString model,
                                       ServerExtensions extensions)
    : m_api(api)
    , m_model(std::move(model))
    , m_extensions(extensions)
{}

QByteArray RequestBodyBuilder::build(const QByteArray &prompt, int maxTokens,
                                     const SamplingSettings &sampling) const
{
    QJsonObject body = sampling.extraBody;
    body.insert(QStringLiteral("model"), m_model);
    const QString text = QString::fromUtf8(prompt);
    if (m_api == EndpointTarget::Api::Chat)
        body.insert(QStringLiteral("messages"),
                    QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                           {QStringLiteral("content"), text}}});
    else
        body.insert(QStringLiteral("prompt"), text);
    return finish(std::move(body), maxTokens, sampling);
}

QByteArray RequestBodyBuilder::completionPrompt(const QList<QByteArray> &turns)
{
    QByteArray prompt;
    qsizetype size = 0;
    for (const QByteArray &t : turns)
        size += t.size() + 1;
    prompt.reserve(size);
    for (qsizetype i = 0; i < turns.size(); ++i) {
        if (i > 0 && i % 2 == 0)
            prompt.append('\n');
        prompt.append(turns.at(i));
    }
    return prompt;
}

QByteArray RequestBodyBuilder::buildConversation(const QList<QByteArray> &turns, int maxTokens,
                                                 const SamplingSettings &sampling) const
{
    QJsonObject body = sampling.extraBody;
    body.insert(QStringLiteral("model"), m_model);
    if (m_api == EndpointTarget::Api::Chat) {
        QJsonArray messages;
        for (qsizetype i = 0; i < turns.size(); ++i)
            messages.append(
                QJsonObject{{QStringLiteral("role"),
                             i % 2 == 0 ? QStringLiteral("user") : QStringLiteral("assistant")},
                            {QStringLiteral("content"), QString::fromUtf8(turns.at(i))}});
        body.insert(QStringLiteral("messages"), messages);
    } else {
        body.insert(QStringLiteral("prompt"), QString::fromUtf8(completionPrompt(turns)));
    }
    return finish(std::move(body), maxTokens, sampling);
}

QByteArray RequestBodyBuilder::finish(QJsonObject body, int maxTokens,
                                      const SamplingSettings &sampling) const
{
    body.insert(QStringLiteral("max_tokens"), maxTokens);
    body.insert(QStringLiteral("stream"), true);
    QJsonObject streamOptions{{QStringLiteral("include_usage"), true}};
    if (m_extensions.continuousUsage)
        streamOptions.insert(QStringLiteral("continuous_usage_stats"), true);
    body.insert(QStringLiteral("stream_options"), streamOptions);
    if (m_extensions.ignoreEos && sampling.ignoreEos)
        body.insert(QStringLiteral("ignore_eos"), true);
    if (sampling.temperature)
        body.insert(QStringLiteral("temperature"), *sampling.temperature);
    if (sampling.topP)
        body.insert(QStringLiteral("top_p"), *sampling.topP);
    if (sampling.topK)
        body.insert(QStringLiteral("top_k"), *sampling.topK);
    if (sampling.seed)
        body.insert(QStringLiteral("seed"), *sampling.seed);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

} // namespace llmcap
