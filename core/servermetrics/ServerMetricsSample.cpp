#include "servermetrics/ServerMetricsSample.h"

namespace llmcap {

namespace {

void put(QJsonObject &o, const char *key, double v)
{
    if (v >= 0)
        o.insert(QLatin1String(key), v);
}

double get(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble(-1);
}

} // namespace

QJsonObject ServerMetricsSample::toJson() const
{
    QJsonObject o{{QStringLiteral("t_s"), double(tNs) / 1e9}};
    if (!runtime.isEmpty())
        o.insert(QStringLiteral("runtime"), runtime);
    put(o, "running", running);
    put(o, "waiting", waiting);
    put(o, "kv_usage", kvUsage);
    put(o, "preemptions", preemptions);
    put(o, "prompt_tokens", promptTokens);
    put(o, "generation_tokens", generationTokens);
    put(o, "prefix_queries", prefixQueries);
    put(o, "prefix_hits", prefixHits);
    put(o, "prefix_hit_rate", prefixHitRate);
    if (queueTime.isValid())
        o.insert(QStringLiteral("queue_time_s"), PrometheusHistogramJson::toJson(queueTime));
    return o;
}

ServerMetricsSample ServerMetricsSample::fromJson(const QJsonObject &o)
{
    ServerMetricsSample s;
    s.tNs = qint64(o.value(QLatin1String("t_s")).toDouble() * 1e9);
    s.runtime = o.value(QLatin1String("runtime")).toString();
    s.running = get(o, "running");
    s.waiting = get(o, "waiting");
    s.kvUsage = get(o, "kv_usage");
    s.preemptions = get(o, "preemptions");
    s.promptTokens = get(o, "prompt_tokens");
    s.generationTokens = get(o, "generation_tokens");
    s.prefixQueries = get(o, "prefix_queries");
    s.prefixHits = get(o, "prefix_hits");
    s.prefixHitRate = get(o, "prefix_hit_rate");
    if (o.contains(QLatin1String("queue_time_s")))
        s.queueTime =
            PrometheusHistogramJson::fromJson(o.value(QLatin1String("queue_time_s")).toObject());
    return s;
}

} // namespace llmcap
