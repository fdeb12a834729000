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

// "a run of the class ends within thresholdMs of its scheduled start for attainmentPct % of
// runs" (issue 18): how long the user of an agentic application waits for the whole task. How
// failed, timed-out and cancelled runs count: RunSummary (core/bench).
struct RunObjective
{
    double thresholdMs = 0;
    double attainmentPct = 99;

    bool operator==(const RunObjective &) const = default;
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
//   run_duration: {threshold_ms: 120000, attainment: 90}   # runs of a run class
//   classes:                   # optional: objectives that replace the defaults for one class
//     summarize: {ttft: {threshold_ms: 4000, attainment: 95}}
//     agent: {run_duration: {threshold_ms: 300000, attainment: 90}}
// The latency objectives apply to every request, the calls of a run class included.
class Slo
{
    Q_DECLARE_TR_FUNCTIONS(Slo)

public:
    QString name;
    QList<LatencyObjective> objectives; // at most one per metric
    double maxErrorRatePct = 1.0;
    QMap<QString, QList<LatencyObjective>> classObjectives;
    std::optional<RunObjective> runDuration;       // for the runs of every run class
    QMap<QString, RunObjective> classRunDurations; // replaces runDuration for one class

    static Result<Slo> load(const QString &path);
    static Result<Slo> fromJson(const QJsonObject &json, const QString &origin = {});
    QJsonObject toJson() const;

    // The objectives that apply to a request of workloadClass: the class's own for the metrics
    // it names, the defaults for the rest.
    QList<LatencyObjective> objectivesFor(const QString &workloadClass = {}) const;
    std::optional<LatencyObjective> objective(SloMetric metric,
                                              const QString &workloadClass = {}) const;

    // The run-duration objective for the runs of workloadClass: its own, else the default.
    std::optional<RunObjective> runDurationFor(const QString &workloadClass = {}) const;
    static QString runDurationKey(); // "run_duration"

    // Every threshold (latency and run-duration objectives, per-class ones included) times
    // factor; shares and the error limit unchanged. A server run `speed` times faster than real
    // time answers in 1 / speed of the time, so a sweep of it judges the SLO scaledBy(1 / speed)
    // and its figures convert back with scaledBy(speed) (SweepSummary::toReplicaTime).
    Slo scaledBy(double factor) const;

    static QString key(SloMetric metric);   // "ttft", "itl", "tpot", "e2e", "queue"
    static QString label(SloMetric metric); // "TTFT", "ITL", ...
    static std::optional<SloMetric> parseKey(const QString &key);
    static QList<SloMetric> allMetrics();

    bool operator==(const Slo &) const = default;
};

} // namespace llmcap
