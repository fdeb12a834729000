#include "servermetrics/ServerMetricsNormalizer.h"

#include <algorithm>
#include <initializer_list>

namespace llmcap {

namespace {

// The first of several names (newer first) that the scrape has, summed over label sets.
double firstSum(const PrometheusText &s, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const double v = s.sum(QLatin1String(name));
        if (v >= 0)
            return v;
    }
    return -1;
}

double firstMax(const PrometheusText &s, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const double v = s.max(QLatin1String(name));
        if (v >= 0)
            return v;
    }
    return -1;
}

PrometheusHistogram firstHistogram(const PrometheusText &s,
                                   std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        PrometheusHistogram h = s.histogram(QLatin1String(name));
        if (h.isValid())
            return h;
    }
    return {};
}

void vllm(const PrometheusText &s, ServerMetricsSample &out, bool prefixed)
{
    // NIM exports the vLLM names without the "vllm:" prefix.
    const auto n = [prefixed](const char *name) { return prefixed ? name : name + 5; };
    out.running = firstSum(s, {n("vllm:num_requests_running")});
    out.waiting = firstSum(s, {n("vllm:num_requests_waiting")});
    out.kvUsage = firstMax(s, {n("vllm:kv_cache_usage_perc"), n("vllm:gpu_cache_usage_perc")});
    out.preemptions = firstSum(s, {n("vllm:num_preemptions_total"), n("vllm:num_preemptions")});
    out.promptTokens = firstSum(s, {n("vllm:prompt_tokens_total")});
    out.generationTokens = firstSum(s, {n("vllm:generation_tokens_total")});
    out.prefixQueries = firstSum(
        s, {n("vllm:prefix_cache_queries_total"), n("vllm:gpu_prefix_cache_queries_total")});
    out.prefixHits =
        firstSum(s, {n("vllm:prefix_cache_hits_total"), n("vllm:gpu_prefix_cache_hits_total")});
    out.prefixHitRate = firstMax(s, {n("vllm:gpu_prefix_cache_hit_rate")});
    out.queueTime = firstHistogram(s, {n("vllm:request_queue_time_seconds")});
}

void sglang(const PrometheusText &s, ServerMetricsSample &out)
{
    out.running = firstSum(s, {"sglang:num_running_reqs"});
    out.waiting = firstSum(s, {"sglang:num_queue_reqs"});
    out.kvUsage = firstMax(s, {"sglang:token_usage"});
    out.promptTokens = firstSum(s, {"sglang:prompt_tokens_total"});
    out.generationTokens = firstSum(s, {"sglang:generation_tokens_total"});
    out.prefixHitRate = firstMax(s, {"sglang:cache_hit_rate"});
    out.queueTime = firstHistogram(s, {"sglang:queue_time_seconds"});
}

void tgi(const PrometheusText &s, ServerMetricsSample &out)
{
    out.running = firstSum(s, {"tgi_batch_current_size"});
    out.waiting = firstSum(s, {"tgi_queue_size"});
    out.queueTime = firstHistogram(s, {"tgi_request_queue_duration"});
    // TGI has no token counters; its length histograms' sums are the totals.
    out.promptTokens = firstSum(s, {"tgi_request_input_length_sum"});
    out.generationTokens = firstSum(s, {"tgi_request_generated_tokens_sum"});
}

void llamaCpp(const PrometheusText &s, ServerMetricsSample &out)
{
    out.running = firstSum(s, {"llamacpp:requests_processing"});
    out.waiting = firstSum(s, {"llamacpp:requests_deferred"});
    out.kvUsage = firstMax(s, {"llamacpp:kv_cache_usage_ratio"});
    out.promptTokens = firstSum(s, {"llamacpp:prompt_tokens_total"});
    out.generationTokens = firstSum(s, {"llamacpp:tokens_predicted_total"});
}

// A gauge family's value for one label value, summed over the other labels (models); -1 when
// the scrape has none.
double labelled(const PrometheusText &s, const char *name, const char *key, const char *value)
{
    double sum = -1;
    for (const PrometheusSample *sample : s.find(QLatin1String(name)))
        if (sample->label(QLatin1String(key)) == QLatin1String(value))
            sum = std::max(0.0, sum) + sample->value;
    return sum;
}

// Triton: the TensorRT-LLM backend's batch-manager gauges (nv_trt_llm_*), else Triton's own
// per-model counters (nv_inference_*), which know only the requests pending in its queue.
void triton(const PrometheusText &s, ServerMetricsSample &out)
{
    out.running = labelled(s, "nv_trt_llm_request_metrics", "request_type", "scheduled");
    out.waiting = labelled(s, "nv_trt_llm_request_metrics", "request_type", "waiting");
    if (out.waiting < 0)
        out.waiting = firstSum(s, {"nv_inference_pending_request_count"});
    out.kvUsage =
        labelled(s, "nv_trt_llm_kv_cache_block_metrics", "kv_cache_block_type", "fraction");
    if (out.kvUsage < 0) {
        const double used =
            labelled(s, "nv_trt_llm_kv_cache_block_metrics", "kv_cache_block_type", "used");
        const double max =
            labelled(s, "nv_trt_llm_kv_cache_block_metrics", "kv_cache_block_type", "max");
        if (used >= 0 && max > 0)
            out.kvUsage = used / max;
    }
}

} // namespace

QString ServerMetricsNormalizer::detectRuntime(const PrometheusText &scrape)
{
    if (scrape.hasPrefix(QStringLiteral("vllm:")))
        return QStringLiteral("vllm");
    if (scrape.hasPrefix(QStringLiteral("sglang:")))
        return QStringLiteral("sglang");
    if (scrape.hasPrefix(QStringLiteral("llamacpp:")))
        return QStringLiteral("llama.cpp");
    if (scrape.hasPrefix(QStringLiteral("tgi_")))
        return QStringLiteral("tgi");
    if (scrape.has(QStringLiteral("num_requests_running")))
        return QStringLiteral("nim");
    if (scrape.hasPrefix(QStringLiteral("nv_trt_llm_")) ||
        scrape.hasPrefix(QStringLiteral("nv_inference_")))
        return QStringLiteral("triton");
    return {};
}

ServerMetricsSample ServerMetricsNormalizer::normalize(const PrometheusText &scrape, qint64 tNs)
{
    ServerMetricsSample out;
    out.tNs = tNs;
    out.runtime = detectRuntime(scrape);
    if (out.runtime == QLatin1String("vllm"))
        vllm(scrape, out, true);
    else if (out.runtime == QLatin1String("nim"))
        vllm(scrape, out, false);
    else if (out.runtime == QLatin1String("sglang"))
        sglang(scrape, out);
    else if (out.runtime == QLatin1String("tgi"))
        tgi(scrape, out);
    else if (out.runtime == QLatin1String("llama.cpp"))
        llamaCpp(scrape, out);
    else if (out.runtime == QLatin1String("triton"))
        triton(scrape, out);
    return out;
}

} // namespace llmcap
