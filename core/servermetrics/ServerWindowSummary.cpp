#include "servermetrics/ServerWindowSummary.h"

#include "util/KnownValues.h"

#include <cmath>
#include <tuple>

namespace llmcap {

namespace {

struct Gauge
{
    double sum = 0;
    double max = -1;
    int n = 0;
    void add(double v)
    {
        if (v < 0)
            return;
        sum += v;
        max = std::max(max, v);
        ++n;
    }
    double mean() const { return n > 0 ? sum / n : -1; }
};

double delta(double before, double after)
{
    if (before < 0 || after < 0)
        return -1;
    return std::max(0.0, after - before); // a restarted server resets its counters
}

} // namespace

ServerWindowSummary ServerWindowSummary::compute(const std::vector<ServerMetricsSample> &samples,
                                                 const RunWindow &window)
{
    ServerWindowSummary s;
    const ServerMetricsSample *before = nullptr; // last at or before the start
    const ServerMetricsSample *last = nullptr;   // last at or before the end
    Gauge running, waiting, kv, hitRate;
    for (const ServerMetricsSample &sample : samples) {
        if (sample.tNs <= window.startNs)
            before = &sample;
        if (sample.tNs <= window.endNs)
            last = &sample;
        if (!window.contains(sample.tNs))
            continue;
        ++s.samples;
        if (s.runtime.isEmpty())
            s.runtime = sample.runtime;
        running.add(sample.running);
        waiting.add(sample.waiting);
        kv.add(sample.kvUsage);
        hitRate.add(sample.prefixHitRate);
    }
    s.runningMean = running.mean();
    s.runningMax = running.max;
    s.waitingMean = waiting.mean();
    s.waitingMax = waiting.max;
    s.kvUsageMean = kv.mean();
    s.kvUsageMax = kv.max;
    if (!before && !samples.empty() && window.contains(samples.front().tNs))
        before = &samples.front(); // no scrape before the window: count from its first one
    if (before && last && last->tNs > before->tNs) {
        s.preemptions = delta(before->preemptions, last->preemptions);
        s.promptTokens = delta(before->promptTokens, last->promptTokens);
        s.generationTokens = delta(before->generationTokens, last->generationTokens);
        const double queries = delta(before->prefixQueries, last->prefixQueries);
        const double hits = delta(before->prefixHits, last->prefixHits);
        if (queries > 0 && hits >= 0)
            s.prefixHitRatePct = 100.0 * hits / queries;
        if (last->queueTime.isValid()) {
            const PrometheusHistogram d = last->queueTime.minus(before->queueTime);
            s.queueCount = d.count;
            if (d.count > 0) {
                s.queueMeanMs = d.mean() * 1000.0;
                std::tie(s.queueP50LowMs, s.queueP50HighMs) = d.bucketOf(0.5);
                std::tie(s.queueP99LowMs, s.queueP99HighMs) = d.bucketOf(0.99);
                for (double *v :
                     {&s.queueP50LowMs, &s.queueP50HighMs, &s.queueP99LowMs, &s.queueP99HighMs})
                    *v *= 1000.0;
            }
        }
    }
    if (s.prefixHitRatePct < 0 && hitRate.n > 0)
        s.prefixHitRatePct = hitRate.mean() * 100.0;
    return s;
}

QJsonObject ServerWindowSummary::toJson() const
{
    QJsonObject o{{QStringLiteral("samples"), samples}};
    if (!runtime.isEmpty())
        o.insert(QStringLiteral("runtime"), runtime);
    KnownValues::put(o, "running_mean", runningMean);
    KnownValues::put(o, "running_max", runningMax);
    KnownValues::put(o, "waiting_mean", waitingMean);
    KnownValues::put(o, "waiting_max", waitingMax);
    KnownValues::put(o, "kv_usage_mean", kvUsageMean);
    KnownValues::put(o, "kv_usage_max", kvUsageMax);
    KnownValues::put(o, "preemptions", preemptions);
    KnownValues::put(o, "prompt_tokens", promptTokens);
    KnownValues::put(o, "generation_tokens", generationTokens);
    KnownValues::put(o, "prefix_hit_rate_pct", prefixHitRatePct);
    KnownValues::put(o, "queue_count", queueCount);
    KnownValues::put(o, "queue_mean_ms", queueMeanMs);
    // Bucket bounds, not quantiles; an infinite high bound is left out.
    KnownValues::put(o, "queue_p50_low_ms", queueP50LowMs);
    KnownValues::put(o, "queue_p50_high_ms", queueP50HighMs);
    KnownValues::put(o, "queue_p99_low_ms", queueP99LowMs);
    KnownValues::put(o, "queue_p99_high_ms", queueP99HighMs);
    return o;
}

} // namespace llmcap
