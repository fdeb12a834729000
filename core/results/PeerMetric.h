#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace llmcap {

// One metric of a result imported from a peer tool, under the name PeerMetricMap gives it: a
// metric that means what llmcap's metric of that name means carries llmcap's key and label
// (mapped); any other keeps the peer's own name ("ITL (vLLM, chunk gap)"), never relabelled.
struct PeerMetric
{
    QString key;   // llmcap's key when mapped ("ttft_ms"), else "<tool>.<field>"
    QString label; // what tables and charts show
    QString unit;  // "ms", "req/s", "tok/s", "tokens", "requests"
    bool mapped = false;
    QString note; // the definition's difference or caveat, one line
    // The statistics the file gave, already in `unit`: "mean", "std", "min", "max", "p50",
    // "p90", "p95", "p99", "p99.9", or "value" for a single figure.
    QMap<QString, double> stats;

    std::optional<double> stat(const QString &name) const;
    // "p99" if present, else the mean, else the single value: the figure a list shows.
    std::optional<double> headline() const;

    QJsonObject toJson() const;
    static PeerMetric fromJson(const QJsonObject &json);
};

} // namespace llmcap
