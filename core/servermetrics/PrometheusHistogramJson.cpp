#include "servermetrics/PrometheusHistogramJson.h"

#include <QJsonArray>

#include <cmath>
#include <limits>

namespace llmcap {

QJsonObject PrometheusHistogramJson::toJson(const PrometheusHistogram &h)
{
    QJsonArray bounds;
    QJsonArray counts;
    for (size_t i = 0; i < h.bounds.size(); ++i) {
        // JSON has no infinity: the +Inf bucket is written as null.
        bounds.append(std::isinf(h.bounds[i]) ? QJsonValue() : QJsonValue(h.bounds[i]));
        counts.append(h.cumulative[i]);
    }
    return {{QStringLiteral("le"), bounds},
            {QStringLiteral("n"), counts},
            {QStringLiteral("sum"), h.sum},
            {QStringLiteral("count"), h.count}};
}

PrometheusHistogram PrometheusHistogramJson::fromJson(const QJsonObject &o)
{
    PrometheusHistogram h;
    const QJsonArray bounds = o.value(QLatin1String("le")).toArray();
    const QJsonArray counts = o.value(QLatin1String("n")).toArray();
    if (bounds.size() != counts.size())
        return h;
    for (qsizetype i = 0; i < bounds.size(); ++i) {
        h.bounds.push_back(bounds.at(i).isNull() ? std::numeric_limits<double>::infinity()
                                                 : bounds.at(i).toDouble());
        h.cumulative.push_back(counts.at(i).toDouble());
    }
    h.sum = o.value(QLatin1String("sum")).toDouble();
    h.count = o.value(QLatin1String("count")).toDouble();
    return h;
}

} // namespace llmcap
