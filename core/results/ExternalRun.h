#pragma once

#include "results/PeerMetric.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace llmcap {

// A benchmark result read from a peer tool's file (PeerResultReader), before and after it is
// stored as an external run (PeerResultImporter): the tool, its version when the file says, the
// settings it ran with, and its metrics under PeerMetricMap's names. A GuideLLM report gives one
// per benchmark. No prompt or generated text is ever kept.
struct ExternalRun
{
    QString tool;        // PeerMetricMap key: "vllm", "guidellm", "aiperf"
    QString toolVersion; // empty when the file does not say
    QString format;      // "vLLM bench serve JSON", "GuideLLM benchmarks.json", ...
    QString sourceFile;  // the file's name, without its folder
    QString name;        // the tool's label or strategy, for the run's label
    QDateTime startedAt; // invalid when the file does not say
    QString model;
    QString endpoint;
    bool closedLoop = false;     // a fixed number of concurrent requests (concurrency, sync)
    QJsonObject settings;        // rate_rps, max_concurrency, dataset, input/output lengths, ...
    qint64 completed = -1;       // successful requests, -1 when unknown
    qint64 failed = -1;          // failed requests, -1 when unknown
    double durationS = 0;        // the tool's benchmark duration
    qint64 detailedRequests = 0; // per-request records the file carried (and we summarised)
    QList<PeerMetric> metrics;

    const PeerMetric *metric(const QString &key) const;
    QString toolLabel() const;

    // The run's stored config and summary (RunInfo::config, RunInfo::summary) and back.
    QJsonObject configJson() const;
    QJsonObject summaryJson() const;
    // Identifies what the run measured (tool, settings, start, figures; not the file's name),
    // so that importing the same result twice is noticed (PeerResultImporter).
    QString fingerprint() const;
    static ExternalRun fromStored(const QString &tool, const QJsonObject &config,
                                  const QJsonObject &summary);
};

} // namespace llmcap
