#pragma once

#include "bench/RunPlan.h"
#include "net/EndpointTarget.h"
#include "serving/ServingConfig.h"
#include "slo/Slo.h"

#include <QJsonObject>

#include <optional>

namespace llmcap {

struct EndpointInfo;

// Everything one benchmark run is set up with. A sweep step is a BenchConfig with its own
// rate, sweepId and stepIndex.
struct BenchConfig
{
    EndpointTarget target;
    PlanSettings plan;
    qint64 requestTimeoutMs = 300'000;
    qint64 connectTimeoutMs = 10'000;
    qint64 firstByteTimeoutMs = 0; // 0: the request timeout
    qint64 idleTimeoutMs = 60'000; // 0: none
    qint64 drainTimeoutMs = 60'000;
    // How long the run's end keeps trying to store records the database would not take (a
    // write lock held by another process, a full disk) before it counts them as lost. Not a
    // measurement setting: not stored with the run.
    qint64 storeRetryMs = 30'000;
    int maxInFlight = 2000; // 0: no cap
    bool storeText = false; // keep prompt and output text (Settings StorePromptText)
    std::optional<Slo> slo;
    double scheduleLagBoundMs = 5.0; // Settings ScheduleLagBoundMs
    bool scrapeMetrics = true;
    int scrapeIntervalMs = 1000;
    ServingConfig serving; // what the user pinned; completed from the endpoint's answers

    QString label;
    qint64 projectId = 0;
    std::optional<qint64> sweepId;
    int stepIndex = 0;

    // The run's full configuration as stored with it and printed in exports (no secrets).
    QJsonObject toJson(const EndpointInfo &endpoint) const;
};

} // namespace llmcap
