#include "results/ExternalRun.h"

#include "results/PeerMetricMap.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace llmcap {

const PeerMetric *ExternalRun::metric(const QString &key) const
{
    for (const PeerMetric &m : metrics)
        if (m.key == key)
            return &m;
    return nullptr;
}

QString ExternalRun::toolLabel() const
{
    return PeerMetricMap::toolLabel(tool);
}

// The config keeps target.model and target.base_url where llmcap's runs keep them, so the
// history's model and endpoint columns and its search work for imported runs too.
QJsonObject ExternalRun::configJson() const
{
    QJsonObject target{{QStringLiteral("model"), model}};
    if (!endpoint.isEmpty())
        target.insert(QStringLiteral("base_url"), endpoint);
    QJsonObject external{{QStringLiteral("tool"), tool},
                         {QStringLiteral("format"), format},
                         {QStringLiteral("source_file"), sourceFile},
                         {QStringLiteral("settings"), settings}};
    if (!toolVersion.isEmpty())
        external.insert(QStringLiteral("tool_version"), toolVersion);
    external.insert(QStringLiteral("fingerprint"), fingerprint());
    return {{QStringLiteral("target"), target}, {QStringLiteral("external"), external}};
}

QString ExternalRun::fingerprint() const
{
    // What the run measured and how, not where the file lay: the same result copied or
    // renamed is the same run.
    const QJsonObject what{{QStringLiteral("tool"), tool},
                           {QStringLiteral("version"), toolVersion},
                           {QStringLiteral("model"), model},
                           {QStringLiteral("endpoint"), endpoint},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("settings"), settings},
                           {QStringLiteral("started"), startedAt.toString(Qt::ISODateWithMs)},
                           {QStringLiteral("summary"), summaryJson()}};
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(what).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex()
            .left(32));
}

// The summary carries, beside the peer's metrics, the few fields the results history reads
// from llmcap's summaries (metrics.overall...): requests, error rate and, only when the peer's
// TTFT maps onto llmcap's, its p99.
QJsonObject ExternalRun::summaryJson() const
{
    QJsonArray list;
    for (const PeerMetric &m : metrics)
        list.append(m.toJson());
    QJsonObject external{{QStringLiteral("metrics"), list},
                         {QStringLiteral("completed"), completed},
                         {QStringLiteral("failed"), failed},
                         {QStringLiteral("duration_s"), durationS},
                         {QStringLiteral("detailed_requests"), detailedRequests}};
    QJsonObject overall;
    // Unknown failures stay unknown: no error rate rather than 0 %.
    if (completed >= 0 && failed >= 0) {
        const qint64 all = completed + failed;
        overall.insert(QStringLiteral("requests_due"), all);
        overall.insert(QStringLiteral("error_rate_pct"),
                       all > 0 ? 100.0 * double(failed) / double(all) : 0.0);
    }
    if (const PeerMetric *ttft = metric(QStringLiteral("ttft_ms")))
        if (const auto p99 = ttft->stat(QStringLiteral("p99")))
            overall.insert(QStringLiteral("ttft_ms"), QJsonObject{{QStringLiteral("p99"), *p99}});
    return {{QStringLiteral("external"), external},
            {QStringLiteral("metrics"), QJsonObject{{QStringLiteral("overall"), overall}}}};
}

ExternalRun ExternalRun::fromStored(const QString &tool, const QJsonObject &config,
                                    const QJsonObject &summary)
{
    ExternalRun r;
    r.tool = tool;
    const QJsonObject target = config.value(QLatin1String("target")).toObject();
    r.model = target.value(QLatin1String("model")).toString();
    r.endpoint = target.value(QLatin1String("base_url")).toString();
    const QJsonObject external = config.value(QLatin1String("external")).toObject();
    r.toolVersion = external.value(QLatin1String("tool_version")).toString();
    r.format = external.value(QLatin1String("format")).toString();
    r.sourceFile = external.value(QLatin1String("source_file")).toString();
    r.settings = external.value(QLatin1String("settings")).toObject();
    const QJsonObject s = summary.value(QLatin1String("external")).toObject();
    r.completed = s.value(QLatin1String("completed")).toInteger(-1);
    r.failed = s.value(QLatin1String("failed")).toInteger(-1);
    r.durationS = s.value(QLatin1String("duration_s")).toDouble();
    r.detailedRequests = s.value(QLatin1String("detailed_requests")).toInteger();
    for (const QJsonValue &v : s.value(QLatin1String("metrics")).toArray())
        r.metrics.append(PeerMetric::fromJson(v.toObject()));
    return r;
}

} // namespace llmcap
