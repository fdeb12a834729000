#include "servermetrics/ServerMetricsSample.h"

#include "util/KnownValues.h"

namespace llmcap {

QJsonObject ServerMetricsSample::toJson() const
{
    QJsonObject o{{QStringLiteral("t_s"), double(tNs) / 1e9}};
    if (!runtime.isEmpty())
        o.insert(QStringLiteral("runtime"), runtime);
    KnownValues::put(o, "running", running);
    KnownValues::put(o, "waiting", waiting);
    KnownValues::put(o, "kv_usage", kvUsage);
    KnownValues::put(o, "preemptions", preemptions);
    KnownValues::put(o, "prompt_tokens", promptTokens);
    KnownValues::put(o, "generation_tokens", generationTokens);
    KnownValues::put(o, "prefix_queries", prefixQueries);
    KnownValues::put(o, "prefix_hits", prefixHits);
    KnownValues::put(o, "prefix_hit_rate", prefixHitRate);
    if (queueTime.isValid())
        o.insert(QStringLiteral("queue_time_s"), PrometheusHistogramJson::toJson(queueTime));
    return o;
}

ServerMetricsSample ServerMetricsSample::fromJson(const QJsonObject &o)
{
    ServerMetricsSample s;
    s.tNs = qint64(o.value(QLatin1String("t_s")).toDouble() * 1e9);
    s.runtime = o.value(QLatin1String("runtime")).toString();
    s.running = KnownValues::get(o, "running");
    s.waiting = KnownValues::get(o, "waiting");
    s.kvUsage = KnownValues::get(o, "kv_usage");
    s.preemptions = KnownValues::get(o, "preemptions");
    s.promptTokens = KnownValues::get(o, "prompt_tokens");
    s.generationTokens = KnownValues::get(o, "generation_tokens");
    s.prefixQueries = KnownValues::get(o, "prefix_queries");
    s.prefixHits = KnownValues::get(o, "prefix_hits");
    s.prefixHitRate = KnownValues::get(o, "prefix_hit_rate");
    if (o.contains(QLatin1String("queue_time_s")))
        s.queueTime =
            PrometheusHistogramJson::fromJson(o.value(QLatin1String("queue_time_s")).toObject());
    return s;
}

} // namespace llmcap
