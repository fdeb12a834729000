#include "simserver/SimMetrics.h"

#include "footprint/Precision.h"
#include "sim/SimEngine.h"
#include "sim/SimPreset.h"

#include <algorithm>
#include <cstdio>

namespace llmcap {

namespace {

// vLLM's bucket bounds (vllm/v1/metrics/loggers.py).
const std::vector<double> kTtftBounds = {0.001, 0.005, 0.01, 0.02,  0.04,  0.06,  0.08, 0.1,
                                         0.25,  0.5,   0.75, 1.0,   2.5,   5.0,   7.5,  10.0,
                                         20.0,  40.0,  80.0, 160.0, 640.0, 2560.0};
const std::vector<double> kItlBounds = {0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2,  0.3,  0.4, 0.5,
                                        0.75, 1.0,   2.5,  5.0,   7.5, 10.0, 20.0, 40.0, 80.0};
const std::vector<double> kRequestBounds = {0.3,  0.5,   0.8,   1.0,   1.5,   2.0,    2.5,
                                            5.0,  10.0,  15.0,  20.0,  30.0,  40.0,   50.0,
                                            60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0};

std::string number(double v)
{
    char buf[40];
    const int n = std::snprintf(buf, sizeof buf, "%.17g", v);
    return std::string(buf, size_t(std::max(n, 0)));
}

std::string escapeLabel(const QString &value)
{
    std::string out;
    for (char c : value.toStdString()) {
        if (c == '\\' || c == '"')
            out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out;
}

void sample(std::string &out, const char *name, const char *type, const char *help,
            const std::string &labels, double value, const char *suffix = "")
{
    out += "# HELP ";
    out += name;
    out += ' ';
    out += help;
    out += "\n# TYPE ";
    out += name;
    out += ' ';
    out += type;
    out += '\n';
    out += name;
    out += suffix;
    out += '{' + labels + "} " + number(value) + '\n';
}

} // namespace

PromHistogram::PromHistogram(std::vector<double> bounds)
    : m_bounds(std::move(bounds))
    , m_buckets(m_bounds.size() + 1, 0)
{}

void PromHistogram::observe(double value)
{
    const auto it = std::lower_bound(m_bounds.begin(), m_bounds.end(), value);
    ++m_buckets[size_t(it - m_bounds.begin())];
    m_sum += value;
    ++m_count;
}

void PromHistogram::render(std::string &out, const char *name, const char *help,
                           const std::string &labels) const
{
    out += "# HELP ";
    out += name;
    out += ' ';
    out += help;
    out += "\n# TYPE ";
    out += name;
    out += " histogram\n";
    quint64 cumulative = 0;
    for (size_t i = 0; i <= m_bounds.size(); ++i) {
        cumulative += m_buckets[i];
        out += name;
        out += "_bucket{" + labels + ",le=\"" +
               (i < m_bounds.size() ? number(m_bounds[i]) : std::string("+Inf")) + "\"} " +
               std::to_string(cumulative) + '\n';
    }
    out += name;
    out += "_sum{" + labels + "} " + number(m_sum) + '\n';
    out += name;
    out += "_count{" + labels + "} " + std::to_string(m_count) + '\n';
}

SimMetrics::SimMetrics(const SimPreset &preset)
    : m_ttft(kTtftBounds)
    , m_itl(kItlBounds)
    , m_e2e(kRequestBounds)
    , m_queue(kRequestBounds)
{
    m_labels = "engine=\"0\",model_name=\"" + escapeLabel(preset.servedModelName) + '"';
    const EngineConfig &e = preset.engine;
    m_cacheInfo = "block_size=\"" + std::to_string(e.blockSize) + "\",cache_dtype=\"" +
                  escapeLabel(Precision::name(preset.hardware.kvDtype)) +
                  "\",enable_prefix_caching=\"" + (e.prefixCaching ? "True" : "False") +
                  "\",engine=\"0\",gpu_memory_utilization=\"" +
                  number(preset.hardware.gpuMemoryUtilization) + "\",num_gpu_blocks=\"" +
                  std::to_string(e.kvBlocks) + '"';
}

std::string SimMetrics::renderConfig() const
{
    std::string out;
    sample(out, "vllm:cache_config_info", "gauge", "Information of the LLMEngine CacheConfig.",
           m_cacheInfo, 1.0);
    return out;
}

std::string SimMetrics::render(const SimEngine &engine) const
{
    std::string out;
    out.reserve(12000);
    const EngineCounters &c = engine.counters();
    sample(out, "vllm:num_requests_running", "gauge",
           "Number of requests in model execution batches.", m_labels, engine.runningCount());
    sample(out, "vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.",
           m_labels, engine.waitingCount());
    sample(out, "vllm:kv_cache_usage_perc", "gauge", "KV-cache usage. 1 means 100 percent usage.",
           m_labels, engine.kvUsage());
    sample(out, "vllm:num_preemptions", "counter",
           "Cumulative number of preemption from the engine.", m_labels, double(c.preemptions),
           "_total");
    sample(out, "vllm:prompt_tokens", "counter", "Number of prefill tokens processed.", m_labels,
           double(c.promptTokens), "_total");
    sample(out, "vllm:generation_tokens", "counter", "Number of generation tokens processed.",
           m_labels, double(c.generationTokens), "_total");
    sample(out, "vllm:prefix_cache_queries", "counter",
           "Prefix cache queries, in terms of number of queried tokens.", m_labels,
           double(c.prefixQueryTokens), "_total");
    sample(out, "vllm:prefix_cache_hits", "counter",
           "Prefix cache hits, in terms of number of cached tokens.", m_labels,
           double(c.prefixHitTokens), "_total");
    out += "# HELP vllm:request_success Count of successfully processed requests.\n"
           "# TYPE vllm:request_success counter\n";
    const char *reasons[] = {"length", "stop", "abort"};
    for (size_t i = 0; i < m_finished.size(); ++i)
        out += "vllm:request_success_total{" + m_labels + ",finished_reason=\"" + reasons[i] +
               "\"} " + std::to_string(m_finished[i]) + '\n';
    sample(out, "llmcap:requests_rejected", "counter",
           "Requests answered with an error status (bad request, queue full, injected fault).",
           m_labels, double(m_rejected), "_total");
    out += renderConfig();
    m_ttft.render(out, "vllm:time_to_first_token_seconds",
                  "Histogram of time to first token in seconds.", m_labels);
    m_itl.render(out, "vllm:inter_token_latency_seconds",
                 "Histogram of inter-token latency in seconds.", m_labels);
    m_e2e.render(out, "vllm:e2e_request_latency_seconds",
                 "Histogram of e2e request latency in seconds.", m_labels);
    m_queue.render(out, "vllm:request_queue_time_seconds",
                   "Histogram of time spent in WAITING phase for request.", m_labels);
    return out;
}

} // namespace llmcap
