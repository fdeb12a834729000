#include "util/JsonReader.h"

#include <cmath>

namespace llmcap {

JsonReader::JsonReader(const QJsonObject &object, QString path, QStringList *errors)
    : m_object(object)
    , m_path(std::move(path))
    , m_errors(errors)
{}

bool JsonReader::has(const char *key) const
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

QString JsonReader::pathOf(const char *key) const
{
    if (m_path.isEmpty())
        return QLatin1String(key);
    return m_path + QLatin1Char('.') + QLatin1String(key);
}

void JsonReader::addError(const char *key, const QString &message)
{
    m_errors->append(pathOf(key) + QLatin1String(": ") + message);
}

void JsonReader::addError(const QString &message)
{
    m_errors->append(m_path.isEmpty() ? message : QString(m_path + QLatin1String(": ") + message));
}

QString JsonReader::string(const char *key, std::optional<QString> fallback)
{
    if (!has(key)) {
        if (!fallback)
            addError(key, tr("is required"));
        return fallback.value_or(QString());
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (!v.isString()) {
        addError(key, tr("must be text"));
        return fallback.value_or(QString());
    }
    return v.toString();
}

double JsonReader::number(const char *key, std::optional<double> fallback, double min, double max)
{
    if (!has(key)) {
        if (!fallback)
            addError(key, tr("is required"));
        return fallback.value_or(0.0);
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        addError(key, tr("must be a number"));
        return fallback.value_or(0.0);
    }
    const double d = v.toDouble();
    if (d < min || d > max) {
        if (std::isinf(max))
            addError(key, tr("must be at least %1 (got %2)").arg(min).arg(d));
        else if (std::isinf(min))
            addError(key, tr("must be at most %1 (got %2)").arg(max).arg(d));
        else
            addError(key, tr("must be between %1 and %2 (got %3)").arg(min).arg(max).arg(d));
        return fallback.value_or(std::clamp(d, min, max));
    }
    return d;
}

qint64 JsonReader::integer(const char *key, std::optional<qint64> fallback, qint64 min, qint64 max)
{
    if (!has(key)) {
        if (!fallback)
            addError(key, tr("is required"));
        return fallback.value_or(0);
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::floor(d) || std::abs(d) > 9.0e15) {
        addError(key, tr("must be a whole number"));
        return fallback.value_or(0);
    }
    const qint64 i = qint64(d);
    if (i < min || i > max) {
        if (max == std::numeric_limits<qint64>::max())
            addError(key, tr("must be at least %1 (got %2)").arg(min).arg(i));
        else
            addError(key, tr("must be between %1 and %2 (got %3)").arg(min).arg(max).arg(i));
        return fallback.value_or(std::clamp(i, min, max));
    }
    return i;
}

bool JsonReader::boolean(const char *key, std::optional<bool> fallback)
{
    if (!has(key)) {
        if (!fallback)
            addError(key, tr("is required"));
        return fallback.value_or(false);
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (!v.isBool()) {
        addError(key, tr("must be true or false"));
        return fallback.value_or(false);
    }
    return v.toBool();
}

QString JsonReader::choice(const char *key, const QStringList &choices,
                           std::optional<QString> fallback)
{
    const QString value = string(key, fallback);
    if (has(key) && m_object.value(QLatin1String(key)).isString() && !choices.contains(value)) {
        addError(
            key,
            tr("must be one of %1 (got \"%2\")").arg(choices.join(QLatin1String(", ")), value));
        return fallback.value_or(choices.value(0));
    }
    return value;
}

JsonReader JsonReader::child(const char *key, bool required)
{
    if (!has(key)) {
        if (required)
            addError(key, tr("is required"));
        return JsonReader(QJsonObject(), pathOf(key), m_errors);
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (!v.isObject()) {
        addError(key, tr("must be an object"));
        return JsonReader(QJsonObject(), pathOf(key), m_errors);
    }
    return JsonReader(v.toObject(), pathOf(key), m_errors);
}

QJsonArray JsonReader::array(const char *key, bool required)
{
    if (!has(key)) {
        if (required)
            addError(key, tr("is required"));
        return {};
    }
    const QJsonValue v = m_object.value(QLatin1String(key));
    if (!v.isArray()) {
        addError(key, tr("must be a list"));
        return {};
    }
    return v.toArray();
}

void JsonReader::rejectUnknownKeys(const QStringList &known)
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it)
        if (!known.contains(it.key()))
            m_errors->append(
                (m_path.isEmpty() ? it.key() : QString(m_path + QLatin1Char('.') + it.key())) +
                QLatin1String(": ") +
                tr("unknown field (known: %1)").arg(known.join(QLatin1String(", "))));
}

} // namespace llmcap
