#pragma once

#include <QJsonObject>
#include <QtGlobal>

namespace llmcap {

// The measurement window of a run, in nanoseconds from the run's start instant: requests
// scheduled inside it are measured; those before it are warm-up.
struct RunWindow
{
    qint64 startNs = 0;
    qint64 endNs = 0;

    double seconds() const { return endNs > startNs ? double(endNs - startNs) / 1e9 : 0.0; }
    bool contains(qint64 ns) const { return ns >= startNs && ns < endNs; }
    QJsonObject toJson() const
    {
        return {{QStringLiteral("start_s"), double(startNs) / 1e9},
                {QStringLiteral("end_s"), double(endNs) / 1e9}};
    }
    bool operator==(const RunWindow &) const = default;
};

} // namespace llmcap
