#include "export/ExportRedaction.h"

#include "util/SecretText.h"
#include <QJsonArray>

namespace llmcap {

namespace {

QJsonValue redactValue(const QJsonValue &v)
{
    if (v.isObject())
        return ExportRedaction::redact(v.toObject());
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : v.toArray())
            out.append(redactValue(item));
        return out;
    }
    if (v.isString())
        return SecretText::redact(v.toString());
    return v;
}

} // namespace

bool ExportRedaction::isSensitiveKey(const QString &key)
{
    static const QStringList exact = {
        QStringLiteral("api_key"),       QStringLiteral("apikey"),
        QStringLiteral("api-key"),       QStringLiteral("authorization"),
        QStringLiteral("password"),      QStringLiteral("secret"),
        QStringLiteral("token"),         QStringLiteral("access_token"),
        QStringLiteral("bearer"),        QStringLiteral("prompt"),
        QStringLiteral("prompts"),       QStringLiteral("prompt_text"),
        QStringLiteral("messages"),      QStringLiteral("completion"),
        QStringLiteral("output_text"),   QStringLiteral("response_text"),
        QStringLiteral("tool_arguments")};
    const QString k = key.toLower();
    return exact.contains(k) || k.endsWith(QLatin1String("_api_key")) ||
           k.endsWith(QLatin1String("_secret")) || k.endsWith(QLatin1String("_password"));
}

bool ExportRedaction::looksLikeSecret(const QString &text)
{
    return SecretText::contains(text);
}

QJsonObject ExportRedaction::redact(const QJsonObject &object)
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!isSensitiveKey(it.key()))
            out.insert(it.key(), redactValue(it.value()));
    return out;
}

} // namespace llmcap
