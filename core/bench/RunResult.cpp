#include "bench/RunResult.h"

#include <QJsonArray>

namespace llmcap {

QJsonObject RunResult::toJson() const
{
    QJsonArray noteArray;
    for (const QString &n : notes)
        noteArray.append(n);
    QJsonObject o{{QStringLiteral("status"), RunInfo::statusKey(status)},
                  {QStringLiteral("valid"), isValid()},
                  {QStringLiteral("metrics"), metrics.toJson()},
                  {QStringLiteral("server"), server.toJson()},
                  {QStringLiteral("notes"), noteArray},
                  {QStringLiteral("definitions"), RunMetrics::definitions()}};
    if (runId > 0) {
        o.insert(QStringLiteral("run_id"), runId);
        o.insert(QStringLiteral("stored_requests"), storedRequests);
        o.insert(QStringLiteral("unstored_requests"), unstoredRequests);
    }
    if (slo)
        o.insert(QStringLiteral("slo"), slo->toJson());
    if (runSummary)
        o.insert(QStringLiteral("runs"), runSummary->toJson());
    return o;
}

} // namespace llmcap
