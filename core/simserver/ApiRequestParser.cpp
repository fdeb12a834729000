#include "simserver/ApiRequest.h"

#include "simserver/TokenCounter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace llmcap {

namespace {

using Error = std::optional<ApiError>;

ApiError bad(const QString &message, const QString &param = {})
{
    return ApiError::badRequest(message, param);
}

Error parseObject(const QByteArray &body, QJsonObject &out)
{
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    if (pe.error != QJsonParseError::NoError)
        return bad(QStringLiteral("Invalid JSON in request body: %1 at offset %2.")
                       .arg(pe.errorString())
                       .arg(pe.offset));
    if (!doc.isObject())
        return bad(QStringLiteral("The request body must be a JSON object."));
    out = doc.object();
    return std::nullopt;
}

bool present(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

Error readInt(const QJsonObject &o, const char *key, int min, std::optional<int> &out)
{
    if (!present(o, key))
        return std::nullopt;
    const QJsonValue v = o.value(QLatin1String(key));
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < min || d > 1e9)
        return bad(QStringLiteral("%1 must be an integer of at least %2.")
                       .arg(QLatin1String(key))
                       .arg(min),
                   QLatin1String(key));
    out = int(d);
    return std::nullopt;
}

Error readBool(const QJsonObject &o, const char *key, bool &out)
{
    if (!present(o, key))
        return std::nullopt;
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool())
        return bad(QStringLiteral("%1 must be true or false.").arg(QLatin1String(key)),
                   QLatin1String(key));
    out = v.toBool();
    return std::nullopt;
}

Error readModel(const QJsonObject &o, bool required, QString &out)
{
    const QJsonValue v = o.value(QLatin1String("model"));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            return bad(QStringLiteral("model is required."), QStringLiteral("model"));
        return std::nullopt;
    }
    if (!v.isString())
        return bad(QStringLiteral("model must be a string."), QStringLiteral("model"));
    out = v.toString();
    return std::nullopt;
}

Error addMessages(const QJsonValue &value, TokenCounter &tokens)
{
    if (!value.isArray())
        return bad(QStringLiteral("messages must be an array of message objects."),
                   QStringLiteral("messages"));
    const QJsonArray messages = value.toArray();
    if (messages.isEmpty())
        return bad(QStringLiteral("messages must not be empty."), QStringLiteral("messages"));
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QString param = QStringLiteral("messages[%1]").arg(i);
        if (!messages.at(i).isObject())
            return bad(QStringLiteral("%1 must be an object.").arg(param), param);
        const QJsonObject m = messages.at(i).toObject();
        const QJsonValue role = m.value(QLatin1String("role"));
        if (!role.isString() || role.toString().isEmpty())
            return bad(QStringLiteral("%1.role must be a non-empty string.").arg(param),
                       param + QLatin1String(".role"));
        tokens.beginMessage(role.toString());
        const QJsonValue content = m.value(QLatin1String("content"));
        if (content.isString()) {
            tokens.addText(content.toString());
        } else if (content.isArray()) {
            const QJsonArray parts = content.toArray();
            for (qsizetype p = 0; p < parts.size(); ++p) {
                const QJsonObject part = parts.at(p).toObject();
                if (!parts.at(p).isObject() || !part.value(QLatin1String("type")).isString())
                    return bad(QStringLiteral("%1.content[%2] must be an object with a type.")
                                   .arg(param)
                                   .arg(p),
                               param + QLatin1String(".content"));
                if (part.value(QLatin1String("type")).toString() != QLatin1String("text"))
                    continue; // images and audio add no tokens here
                const QJsonValue text = part.value(QLatin1String("text"));
                if (!text.isString())
                    return bad(
                        QStringLiteral("%1.content[%2].text must be a string.").arg(param).arg(p),
                        param + QLatin1String(".content"));
                tokens.addText(text.toString());
            }
        } else if (!content.isNull() && !content.isUndefined()) {
            return bad(QStringLiteral("%1.content must be a string, an array of parts or null.")
                           .arg(param),
                       param + QLatin1String(".content"));
        }
        tokens.endMessage();
    }
    return std::nullopt;
}

bool isTokenIdArray(const QJsonArray &a)
{
    for (const QJsonValue &v : a) {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d != std::floor(d) || d > 1e12)
            return false;
    }
    return true;
}

Error addPrompt(const QJsonValue &value, TokenCounter &tokens)
{
    const QString param = QStringLiteral("prompt");
    if (value.isString()) {
        tokens.addText(value.toString());
        return std::nullopt;
    }
    if (!value.isArray())
        return bad(QStringLiteral("prompt must be a string, an array of token ids, or an array "
                                  "with one of these."),
                   param);
    QJsonArray a = value.toArray();
    if (a.size() == 1 && (a.at(0).isString() || a.at(0).isArray())) {
        if (a.at(0).isString()) {
            tokens.addText(a.at(0).toString());
            return std::nullopt;
        }
        a = a.at(0).toArray();
    } else if (!a.isEmpty() && (a.at(0).isString() || a.at(0).isArray())) {
        return bad(QStringLiteral("Batched prompts are not supported by the simulated server; "
                                  "send one prompt per request."),
                   param);
    }
    if (!isTokenIdArray(a))
        return bad(QStringLiteral("prompt token ids must be non-negative integers."), param);
    for (const QJsonValue &v : a)
        tokens.addTokenId(qint64(v.toDouble()));
    return std::nullopt;
}

} // namespace

namespace ApiRequestParser {

Generation parseGeneration(ApiKind kind, const QByteArray &body, int blockSize)
{
    Generation g;
    GenerationRequest &r = g.request;
    r.kind = kind;
    QJsonObject o;
    if ((g.error = parseObject(body, o)))
        return g;
    if ((g.error = readModel(o, true, r.model)))
        return g;

    TokenCounter tokens(blockSize);
    if (kind == ApiKind::Chat) {
        if (!o.contains(QLatin1String("messages"))) {
            g.error = bad(QStringLiteral("messages is required."), QStringLiteral("messages"));
            return g;
        }
        if ((g.error = addMessages(o.value(QLatin1String("messages")), tokens)))
            return g;
        tokens.addReplyPrimer();
    } else {
        if (!o.contains(QLatin1String("prompt"))) {
            g.error = bad(QStringLiteral("prompt is required."), QStringLiteral("prompt"));
            return g;
        }
        if ((g.error = addPrompt(o.value(QLatin1String("prompt")), tokens)))
            return g;
    }
    if (tokens.count() < 1) {
        g.error = bad(QStringLiteral("The prompt is empty."), QStringLiteral("prompt"));
        return g;
    }
    r.promptTokens = tokens.count();
    r.promptBlockHashes = tokens.blockHashes();
    r.promptChain = tokens.chain();
    r.promptEndsInWord = tokens.endsInWord();

    std::optional<int> maxTokens, maxCompletionTokens, minTokens, n;
    if ((g.error = readInt(o, "max_tokens", 1, maxTokens)) ||
        (g.error = readInt(o, "max_completion_tokens", 1, maxCompletionTokens)) ||
        (g.error = readInt(o, "min_tokens", 0, minTokens)) || (g.error = readInt(o, "n", 1, n)) ||
        (g.error = readBool(o, "ignore_eos", r.ignoreEos)) ||
        (g.error = readBool(o, "stream", r.stream)))
        return g;
    r.maxTokens = maxCompletionTokens ? maxCompletionTokens : maxTokens;
    r.minTokens = minTokens.value_or(0);
    if (n.value_or(1) != 1) {
        g.error = bad(QStringLiteral("Only n=1 is supported by the simulated server."),
                      QStringLiteral("n"));
        return g;
    }
    if (r.maxTokens && r.minTokens > *r.maxTokens) {
        g.error = bad(QStringLiteral("min_tokens (%1) must not exceed max_tokens (%2).")
                          .arg(r.minTokens)
                          .arg(*r.maxTokens),
                      QStringLiteral("min_tokens"));
        return g;
    }
    if (present(o, "stream_options")) {
        const QJsonValue so = o.value(QLatin1String("stream_options"));
        if (!so.isObject()) {
            g.error = bad(QStringLiteral("stream_options must be an object."),
                          QStringLiteral("stream_options"));
            return g;
        }
        if (!r.stream) {
            g.error = bad(QStringLiteral("Stream options can only be defined when stream=true."),
                          QStringLiteral("stream_options"));
            return g;
        }
        const QJsonObject opts = so.toObject();
        if ((g.error = readBool(opts, "include_usage", r.includeUsage)) ||
            (g.error = readBool(opts, "continuous_usage_stats", r.continuousUsage)))
            return g;
    }
    return g;
}

Tokenize parseTokenize(const QByteArray &body)
{
    Tokenize t;
    QJsonObject o;
    if ((t.error = parseObject(body, o)) || (t.error = readModel(o, false, t.request.model)))
        return t;
    TokenCounter tokens(16, true);
    if (o.contains(QLatin1String("messages"))) {
        bool addGenerationPrompt = true;
        if ((t.error = addMessages(o.value(QLatin1String("messages")), tokens)) ||
            (t.error = readBool(o, "add_generation_prompt", addGenerationPrompt)))
            return t;
        if (addGenerationPrompt)
            tokens.addReplyPrimer();
    } else if (o.contains(QLatin1String("prompt"))) {
        if ((t.error = addPrompt(o.value(QLatin1String("prompt")), tokens)))
            return t;
    } else {
        t.error = bad(QStringLiteral("prompt or messages is required."), QStringLiteral("prompt"));
        return t;
    }
    t.request.count = tokens.count();
    t.request.tokens = tokens.ids();
    return t;
}

} // namespace ApiRequestParser

} // namespace llmcap
