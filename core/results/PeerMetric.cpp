#include "results/PeerMetric.h"

namespace llmcap {

std::optional<double> PeerMetric::stat(const QString &name) const
{
    const auto it = stats.constFind(name);
    if (it == stats.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<double> PeerMetric::headline() const
{
    for (const char *name : {"p99", "mean", "value"})
        if (const auto v = stat(QLatin1String(name)))
            return v;
    return std::nullopt;
}

QJsonObject PeerMetric::toJson() const
{
    QJsonObject s;
    for (auto it = stats.constBegin(); it != stats.constEnd(); ++it)
        s.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("key"), key},
                  {QStringLiteral("label"), label},
                  {QStringLiteral("unit"), unit},
                  {QStringLiteral("mapped"), mapped},
                  {QStringLiteral("stats"), s}};
    if (!note.isEmpty())
        o.insert(QStringLiteral("note"), note);
    return o;
}

PeerMetric PeerMetric::fromJson(const QJsonObject &json)
{
    PeerMetric m;
    m.key = json.value(QLatin1String("key")).toString();
    m.label = json.value(QLatin1String("label")).toString();
    m.unit = json.value(QLatin1String("unit")).toString();
    m.mapped = json.value(QLatin1String("mapped")).toBool();
    m.note = json.value(QLatin1String("note")).toString();
    const QJsonObject s = json.value(QLatin1String("stats")).toObject();
    for (auto it = s.constBegin(); it != s.constEnd(); ++it)
        if (it.value().isDouble())
            m.stats.insert(it.key(), it.value().toDouble());
    return m;
}

} // namespace llmcap
