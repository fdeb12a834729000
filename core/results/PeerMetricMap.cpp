#include "results/PeerMetricMap.h"

namespace llmcap {

namespace {

// Peer definitions: vllm-project/vllm vllm/benchmarks/serve.py (calculate_metrics, the result
// dict and its --save-result keys); vllm-project/guidellm src/guidellm/benchmark/schemas/
// generative/metrics.py (GenerativeMetrics) and src/guidellm/schemas/statistics.py;
// ai-dynamo/aiperf docs/metrics_reference.md and docs/tutorials/working-with-profile-exports.md.
const char *const kTimedFromSend =
    QT_TRANSLATE_NOOP("PeerMetricMap", "timed from the tool's send; equal to llmcap's (from the "
                                       "scheduled time) while the tool keeps its schedule");
const char *const kAfterSlot = QT_TRANSLATE_NOOP(
    "PeerMetricMap", "with --max-concurrency vLLM starts the timer after a concurrency slot "
                     "frees: the wait for a slot is hidden (vllm issue 54101)");
const char *const kWholeRun = QT_TRANSLATE_NOOP(
    "PeerMetricMap", "over the tool's whole benchmark duration, not llmcap's measurement window");

} // namespace

const std::vector<PeerMetricMap::Entry> &PeerMetricMap::entries()
{
    // clang-format off
    static const std::vector<Entry> all = {
        // vLLM bench serve: per-request TTFT and E2EL from its own send time; TPOT is
        // (latency - ttft) / (output_len - 1) per request; ITL pools raw chunk gaps.
        {"vllm", "ttft", "ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT"), true, "ms", 1, kTimedFromSend},
        {"vllm", "ttft@max_concurrency", "vllm.ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT (vLLM, after concurrency slot)"), false, "ms", 1, kAfterSlot},
        {"vllm", "tpot", "tpot_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TPOT"), true, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "(E2E - TTFT) / (output tokens - 1) per request, as llmcap's")},
        {"vllm", "itl", "vllm.itl_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "ITL (vLLM, chunk gap)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "raw gaps between chunks pooled over requests; llmcap's ITL spreads a gap over the tokens its chunk carried")},
        {"vllm", "e2el", "e2e_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E"), true, "ms", 1, kTimedFromSend},
        {"vllm", "e2el@max_concurrency", "vllm.e2el_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2EL (vLLM, after concurrency slot)"), false, "ms", 1, kAfterSlot},
        {"vllm", "request_throughput", "vllm.request_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Request throughput (vLLM)"), false, "req/s", 1, kWholeRun},
        {"vllm", "output_throughput", "vllm.output_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Output token throughput (vLLM)"), false, "tok/s", 1, kWholeRun},
        {"vllm", "request_goodput", "vllm.request_goodput", QT_TRANSLATE_NOOP("PeerMetricMap", "Request goodput (vLLM, its --goodput SLOs)"), false, "req/s", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "judged against the SLOs given to vLLM, over its whole run")},
        {"vllm", "input_lens", "input_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Input tokens"), true, "tokens", 1, ""},
        {"vllm", "output_lens", "output_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens"), true, "tokens", 1, ""},

        // GuideLLM: distributions over successful requests; time_per_output_token_ms is
        // latency / output tokens (TTFT included); inter_token_latency_ms is per request
        // (latency - TTFT) / (output tokens - 1) but weighted by (output tokens - 1).
        {"guidellm", "time_to_first_token_ms", "ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT"), true, "ms", 1, kTimedFromSend},
        {"guidellm", "time_per_output_token_ms", "guidellm.time_per_output_token_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TPOT (GuideLLM, incl. TTFT)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "request latency / output tokens: includes TTFT, unlike llmcap's TPOT")},
        {"guidellm", "inter_token_latency_ms", "guidellm.inter_token_latency_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "ITL (GuideLLM, token-weighted)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "llmcap's TPOT per request, but each request weighted by its tokens: its percentiles are not llmcap's per-request TPOT percentiles")},
        {"guidellm", "request_latency", "e2e_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E"), true, "ms", 1000, kTimedFromSend},
        {"guidellm", "requests_per_second", "guidellm.requests_per_second", QT_TRANSLATE_NOOP("PeerMetricMap", "Requests/s (GuideLLM)"), false, "req/s", 1, kWholeRun},
        {"guidellm", "output_tokens_per_second", "guidellm.output_tokens_per_second", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens/s (GuideLLM)"), false, "tok/s", 1, kWholeRun},
        {"guidellm", "request_concurrency", "guidellm.request_concurrency", QT_TRANSLATE_NOOP("PeerMetricMap", "Concurrency (GuideLLM)"), false, "requests", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "requests in flight over time")},
        {"guidellm", "prompt_token_count", "input_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Input tokens"), true, "tokens", 1, ""},
        {"guidellm", "output_token_count", "output_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens"), true, "tokens", 1, ""},

        // SGLang bench_serving (sgl-project/sglang python/sglang/bench_serving.py,
        // calculate_metrics): TTFT and E2E from its send (after the --max-concurrency slot, as
        // vLLM's), TPOT (latency - ttft) / (output_len - 1) per request, ITL the chunk gaps.
        {"sglang", "ttft", "ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT"), true, "ms", 1, kTimedFromSend},
        {"sglang", "ttft@max_concurrency", "sglang.ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT (SGLang, after concurrency slot)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "with --max-concurrency SGLang starts the timer once a concurrency slot is free: the wait for a slot is hidden")},
        {"sglang", "tpot", "tpot_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TPOT"), true, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "(E2E - TTFT) / (output tokens - 1) per request, as llmcap's")},
        {"sglang", "itl", "sglang.itl_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "ITL (SGLang, chunk gap)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "raw gaps between chunks pooled over requests; llmcap's ITL spreads a gap over the tokens its chunk carried")},
        {"sglang", "e2e_latency", "e2e_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E"), true, "ms", 1, kTimedFromSend},
        {"sglang", "e2e_latency@max_concurrency", "sglang.e2e_latency_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E (SGLang, after concurrency slot)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "with --max-concurrency SGLang starts the timer once a concurrency slot is free: the wait for a slot is hidden")},
        {"sglang", "request_throughput", "sglang.request_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Request throughput (SGLang)"), false, "req/s", 1, kWholeRun},
        {"sglang", "output_throughput", "sglang.output_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Output token throughput (SGLang)"), false, "tok/s", 1, kWholeRun},
        {"sglang", "input_lens", "input_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Input tokens"), true, "tokens", 1, ""},
        {"sglang", "output_lens", "output_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens"), true, "tokens", 1, ""},

        // inference-perf (kubernetes-sigs/inference-perf inference_perf/reportgen/base.py):
        // summaries in seconds over successful requests, its p50 named "median".
        {"inference-perf", "time_to_first_token", "ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT"), true, "ms", 1000, kTimedFromSend},
        {"inference-perf", "request_latency", "e2e_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E"), true, "ms", 1000, kTimedFromSend},
        {"inference-perf", "time_per_output_token", "inference-perf.time_per_output_token", QT_TRANSLATE_NOOP("PeerMetricMap", "TPOT (inference-perf)"), false, "ms", 1000,
         QT_TRANSLATE_NOOP("PeerMetricMap", "inference-perf's own definition; not checked to equal llmcap's per-request TPOT")},
        {"inference-perf", "normalized_time_per_output_token", "inference-perf.normalized_time_per_output_token", QT_TRANSLATE_NOOP("PeerMetricMap", "Normalized TPOT (inference-perf)"), false, "ms", 1000,
         QT_TRANSLATE_NOOP("PeerMetricMap", "request latency / output tokens: includes TTFT, unlike llmcap's TPOT")},
        {"inference-perf", "inter_token_latency", "inference-perf.inter_token_latency", QT_TRANSLATE_NOOP("PeerMetricMap", "ITL (inference-perf)"), false, "ms", 1000,
         QT_TRANSLATE_NOOP("PeerMetricMap", "gaps between streamed chunks pooled over requests")},
        {"inference-perf", "requests_per_sec", "inference-perf.requests_per_sec", QT_TRANSLATE_NOOP("PeerMetricMap", "Requests/s (inference-perf)"), false, "req/s", 1, kWholeRun},
        {"inference-perf", "output_tokens_per_sec", "inference-perf.output_tokens_per_sec", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens/s (inference-perf)"), false, "tok/s", 1, kWholeRun},

        // AIPerf: "ITL" is (request latency - TTFT) / (output tokens - 1) per request, llmcap's
        // TPOT; inter_chunk_latency is the raw chunk gap.
        {"aiperf", "time_to_first_token", "ttft_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TTFT"), true, "ms", 1, kTimedFromSend},
        {"aiperf", "inter_token_latency", "tpot_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "TPOT"), true, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "AIPerf calls it ITL: (latency - TTFT) / (output tokens - 1) per request, llmcap's TPOT")},
        {"aiperf", "inter_chunk_latency", "aiperf.inter_chunk_latency", QT_TRANSLATE_NOOP("PeerMetricMap", "ICL (AIPerf, chunk gap)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "raw gaps between chunks; llmcap's ITL spreads a gap over the tokens its chunk carried")},
        {"aiperf", "request_latency", "e2e_ms", QT_TRANSLATE_NOOP("PeerMetricMap", "E2E"), true, "ms", 1, kTimedFromSend},
        {"aiperf", "time_to_second_token", "aiperf.time_to_second_token", QT_TRANSLATE_NOOP("PeerMetricMap", "TTST (AIPerf)"), false, "ms", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "first to second token; llmcap has no such metric")},
        {"aiperf", "output_token_throughput_per_user", "aiperf.output_token_throughput_per_user", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tok/s per user (AIPerf)"), false, "tok/s", 1,
         QT_TRANSLATE_NOOP("PeerMetricMap", "1 / AIPerf's ITL per request")},
        {"aiperf", "request_throughput", "aiperf.request_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Request throughput (AIPerf)"), false, "req/s", 1, kWholeRun},
        {"aiperf", "output_token_throughput", "aiperf.output_token_throughput", QT_TRANSLATE_NOOP("PeerMetricMap", "Output token throughput (AIPerf)"), false, "tok/s", 1, kWholeRun},
        {"aiperf", "input_sequence_length", "input_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Input tokens"), true, "tokens", 1, ""},
        {"aiperf", "output_sequence_length", "output_tokens", QT_TRANSLATE_NOOP("PeerMetricMap", "Output tokens"), true, "tokens", 1, ""},
    };
    // clang-format on
    return all;
}

const PeerMetricMap::Entry *PeerMetricMap::find(const QString &tool, const QString &field)
{
    for (const Entry &e : entries())
        if (tool == QLatin1String(e.tool) && field == QLatin1String(e.field))
            return &e;
    return nullptr;
}

QString PeerMetricMap::label(const Entry &e)
{
    return tr(e.label);
}

QString PeerMetricMap::note(const Entry &e)
{
    return *e.note ? tr(e.note) : QString();
}

std::optional<PeerMetric> PeerMetricMap::metric(const QString &tool, const QString &field)
{
    const Entry *e = find(tool, field);
    if (!e)
        return std::nullopt;
    PeerMetric m;
    m.key = QLatin1String(e->key);
    m.label = label(*e);
    m.unit = QLatin1String(e->unit);
    m.mapped = e->mapped;
    m.note = note(*e);
    return m;
}

QString PeerMetricMap::toolLabel(const QString &tool)
{
    if (tool == QLatin1String("vllm"))
        return tr("vLLM bench serve");
    if (tool == QLatin1String("guidellm"))
        return tr("GuideLLM");
    if (tool == QLatin1String("aiperf"))
        return tr("AIPerf");
    if (tool == QLatin1String("sglang"))
        return tr("SGLang bench_serving");
    if (tool == QLatin1String("inference-perf"))
        return tr("inference-perf");
    return tool;
}

QList<PeerMetric> PeerMetricMap::llmcapLatencyMetrics()
{
    const auto make = [](const char *key, const QString &label) {
        PeerMetric m;
        m.key = QLatin1String(key);
        m.label = label;
        m.unit = QStringLiteral("ms");
        m.mapped = true;
        return m;
    };
    return {make("ttft_ms", tr("TTFT")), make("tpot_ms", tr("TPOT")), make("itl_ms", tr("ITL")),
            make("e2e_ms", tr("E2E"))};
}

} // namespace llmcap
