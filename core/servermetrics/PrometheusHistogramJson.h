#pragma once

#include "servermetrics/PrometheusText.h"

#include <QJsonObject>

namespace llmcap {

// Compact JSON of a histogram for storage: {"le": [...], "n": [...], "sum": s, "count": c}.
class PrometheusHistogramJson
{
public:
    static QJsonObject toJson(const PrometheusHistogram &histogram);
    static PrometheusHistogram fromJson(const QJsonObject &json);
};

} // namespace llmcap
