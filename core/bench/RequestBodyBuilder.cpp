#include "bench/RequestBodyBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace llmcap {

namespace {

// Appends text as the contents of a JSON string (without the quotes): what QJsonDocument
// writes for it, without the round trip through UTF-16 (text is UTF-8).
void appendJsonString(QByteArray &out, const QByteArray &text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    const char *p = text.constData();
    const char *end = p + text.size();
    const char *run = p; // start of the bytes not yet copied
    for (; p != end; ++p) {
        const unsigned char c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(run, p - run);
        run = p + 1;
        switch (c) {
        case '"':
            out.append("\\\"", 2);
            break;
        case '\\':
            out.append("\\\\", 2);
            break;
        case '\n':
            out.append("\\n", 2);
            break;
        case '\r':
            out.append("\\r", 2);
            break;
        case '\t':
            out.append("\\t", 2);
            break;
        case '\b':
            out.append("\\b", 2);
            break;
        case '\f':
            out.append("\\f", 2);
            break;
        default: {
            const char u[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xf]};
            out.append(u, 6);
        }
        }
    }
    out.append(run, end - run);
}

} // namespace

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
    // The conversation is most of the body and grows with every call of a run: it is written
    // straight from its UTF-8 turns (no QJsonDocument round trip through UTF-16), and the other
    // fields, small, through finish(). Key order does not matter in JSON.
    QJsonObject rest = sampling.extraBody;
    rest.remove(QStringLiteral("messages"));
    rest.remove(QStringLiteral("prompt"));
    rest.insert(QStringLiteral("model"), m_model);
    const QByteArray fields = finish(std::move(rest), maxTokens, sampling);
    qsizetype size = fields.size() + 32;
    for (const QByteArray &t : turns)
        size += t.size() + t.size() / 8 + 40;
    QByteArray body;
    body.reserve(size);
    if (m_api == EndpointTarget::Api::Chat) {
        body.append("{\"messages\":[");
        for (qsizetype i = 0; i < turns.size(); ++i) {
            body.append(i == 0 ? "{\"content\":\"" : ",{\"content\":\"");
            appendJsonString(body, turns.at(i));
            body.append(i % 2 == 0 ? "\",\"role\":\"user\"}" : "\",\"role\":\"assistant\"}");
        }
        body.append("],");
    } else {
        body.append("{\"prompt\":\"");
        appendJsonString(body, completionPrompt(turns));
        body.append("\",");
    }
    body.append(fields.constData() + 1, fields.size() - 1); // past its '{'
    return body;
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
