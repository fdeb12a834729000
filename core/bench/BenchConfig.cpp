#include "bench/BenchConfig.h"

#include "bench/EndpointProbe.h"
#include "bench/RequestBodyBuilder.h"

namespace llmcap {

QJsonObject BenchConfig::toJson(const EndpointInfo &endpoint) const
{
    EndpointTarget shown = target;
    shown.model = endpoint.model;
    QJsonObject o{
        {QStringLiteral("target"), shown.toJson()},
        {QStringLiteral("endpoint"), endpoint.toJson()},
        {QStringLiteral("extensions"), ServerExtensions::forRuntime(endpoint.runtime).toJson()},
        {QStringLiteral("plan"), plan.toJson()},
        {QStringLiteral("request_timeout_ms"), requestTimeoutMs},
        {QStringLiteral("connect_timeout_ms"), connectTimeoutMs},
        {QStringLiteral("first_byte_timeout_ms"), firstByteTimeoutMs},
        {QStringLiteral("idle_timeout_ms"), idleTimeoutMs},
        {QStringLiteral("drain_timeout_ms"), drainTimeoutMs},
        {QStringLiteral("max_in_flight"), maxInFlight},
        {QStringLiteral("store_text"), storeText},
        {QStringLiteral("schedule_lag_bound_ms"), scheduleLagBoundMs},
        {QStringLiteral("scrape_metrics"), scrapeMetrics},
        {QStringLiteral("scrape_interval_ms"), scrapeIntervalMs},
    };
    if (slo)
        o.insert(QStringLiteral("slo"), slo->toJson());
    if (!label.isEmpty())
        o.insert(QStringLiteral("label"), label);
    return o;
}

} // namespace llmcap
