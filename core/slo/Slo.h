#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace llmcap {

class JsonReader;

// The latency signals an SLO can bound (definitions: domain reference §1).
enum class SloMetric { Ttft, Itl, Tpot, E2e, QueueTime };

// "metric <= thresholdMs for attainmentPct % of requests". For ITL the share is of inter-token
// gaps (token-weighted), for every other metric of requests.
struct LatencyObjective
{
    SloMetric metric = SloMetric::Ttft;
    double thresholdMs = 0;
    double attainmentPct = 99;

    bool operator==(const LatencyObjective &) const = default;
};

// A service-level objective: latency objectives, an error-rate limit, optional per-class
// overrides. File format (JSON or YAML):
//   name: interactive chat
//   ttft:  {threshold_ms: 500, attainment: 99}
//   itl:   {threshold_ms: 100, attainment: 95}
//   tpot:  {threshold_ms: 50,  attainment: 90}
//   e2e:   {threshold_ms: 20000, attainment: 99}
//   queue: {threshold_ms: 250, attainment: 99}
//   max_error_rate: 1          # percent of requests due in the window (errors, timeouts, shed)
//   classes:                   # optional: objectives that replace the defaults for one class
//     summarize: {ttft: {threshold_ms: 4000, attainment: 95}}
class Slo
{
    Q_DECLARE_TR_FUNCTIONS(Slo)

public:
    QString name;
    QList<LatencyObjective> objectives; // at most one per metric
    double maxErrorRatePct = 1.0;
    QMap<QString, QList<LatencyObjective>> classObjectives;

    static Result<Slo> load(const QString &path);
    static Result<Slo> fromJson(const QJsonObject &json, const QString &origin = {});
    QJsonObject toJson() const;

    // The objectives that apply to a request of workloadClass: the class's own for the metrics
    // it names, the defaults for the rest.
    QList<LatencyObjective> objectivesFor(const QString &workloadClass = {}) const;
    std::optional<LatencyObjective> objective(SloMetric metric,
                                              const QString &workloadClass = {}) const;

    static QString key(SloMetric metric);   // "ttft", "itl", "tpot", "e2e", "queue"
    static QString label(SloMetric metric); // "TTFT", "ITL", ...
    static std::optional<SloMetric> parseKey(const QString &key);
    static QList<SloMetric> allMetrics();

    bool operator==(const Slo &) const = default;
};

} // namespace llmcap
