#pragma once

#include <QJsonObject>

#include <cmath>

namespace llmcap {

// JSON for records where -1 means "not known": unknown values are left out when writing and
// read back as -1.
class KnownValues
{
public:
    static void put(QJsonObject &o, const char *key, double value)
    {
        if (value >= 0 && std::isfinite(value))
            o.insert(QLatin1String(key), value);
    }
    static double get(const QJsonObject &o, const char *key)
    {
        return o.value(QLatin1String(key)).toDouble(-1);
    }
};

} // namespace llmcap
