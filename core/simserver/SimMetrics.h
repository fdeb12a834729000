#pragma once

#include <QtGlobal>

#include <array>
#include <string>
#include <vector>

namespace llmcap {

class SimEngine;
struct SimPreset;

// A Prometheus histogram with fixed upper bounds (le), cumulative on output.
class PromHistogram
{
public:
    explicit PromHistogram(std::vector<double> bounds);
    void observe(double value);
    void render(std::string &out, const char *name, const char *help,
                const std::string &labels) const;
    quint64 count() const { return m_count; }

private:
    std::vector<double> m_bounds;
    std::vector<quint64> m_buckets; // non-cumulative; last = +Inf
    double m_sum = 0;
    quint64 m_count = 0;
};

// The simulated server's /metrics in Prometheus text format (version 0.0.4), with vLLM's
// names (domain.md §4): gauges and counters come from the engine, latency histograms are
// observed by the server in wall-clock seconds, with vLLM's bucket bounds.
class SimMetrics
{
public:
    enum class Finish { Length, Stop, Abort };

    explicit SimMetrics(const SimPreset &preset);

    void observeTtft(double sec) { m_ttft.observe(sec); }
    void observeInterToken(double sec) { m_itl.observe(sec); }
    void observeE2e(double sec) { m_e2e.observe(sec); }
    void observeQueue(double sec) { m_queue.observe(sec); }
    void countFinished(Finish reason) { ++m_finished[size_t(reason)]; }
    void countRejected() { ++m_rejected; }

    std::string render(const SimEngine &engine) const;
    // The samples that describe the server rather than its state (vllm:cache_config_info): what
    // render() shows of the configuration, also what a virtual sweep records as probed.
    std::string renderConfig() const;

private:
    std::string m_labels; // model_name="…",engine="0"
    std::string m_cacheInfo;
    PromHistogram m_ttft, m_itl, m_e2e, m_queue;
    std::array<quint64, 3> m_finished{};
    quint64 m_rejected = 0;
};

} // namespace llmcap
