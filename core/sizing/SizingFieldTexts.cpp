#include "sizing/SizingFieldTexts.h"

namespace llmcap::SizingFieldTexts {

// Labels and help texts, drawn from the sizing guide. Kept apart from the table of keys so the
// table stays readable.
const QHash<QString, FieldText> &fields()
{
    static const QHash<QString, FieldText> all = {
        // 1. Product and scenarios
        {QStringLiteral("name"),
         {QT_TRANSLATE_NOOP("SizingField", "Product or service name"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The product or service the capacity is for. Every project on a shared platform "
              "needs a stable identity so its load can be told apart from other tenants'.")}},
        {QStringLiteral("owner"),
         {QT_TRANSLATE_NOOP("SizingField", "Owner"),
          QT_TRANSLATE_NOOP("SizingField",
                            "The team or person who owns the product and its budget.")}},
        {QStringLiteral("contact"),
         {QT_TRANSLATE_NOOP("SizingField", "Technical contact"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Who the platform team asks about prompts, traces and workload details.")}},
        {QStringLiteral("environments"),
         {QT_TRANSLATE_NOOP("SizingField", "Environments"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Where the product runs. Each environment may need its own capacity or quota.")}},
        {QStringLiteral("workload_classes"),
         {QT_TRANSLATE_NOOP("SizingField", "Workload classes"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The operations the product performs, each with its execution type: interactive "
              "(a user waits), asynchronous (a result is picked up later), batch (throughput "
              "matters, not latency) or agentic (one user task triggers many LLM calls). Include "
              "the hard cases: long tasks, tool failures, retries, cancellations, large contexts "
              "and compaction; they decide the tail latency.")}},
        {QStringLiteral("launch_date"),
         {QT_TRANSLATE_NOOP("SizingField", "Expected launch date"),
          QT_TRANSLATE_NOOP("SizingField", "When the capacity must be available (YYYY-MM-DD).")}},
        {QStringLiteral("growth_stages"),
         {QT_TRANSLATE_NOOP("SizingField", "Growth stages"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How usage grows from pilot to production, e.g. \"50 pilot users in March, all "
              "400 in June\". Traffic moving from a pilot to production changes the boundary.")}},
        // 2. Model candidates
        {QStringLiteral("model_ids"),
         {QT_TRANSLATE_NOOP("SizingField", "Model identifiers and revisions"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Exact model ids and revisions, one per line (e.g. meta-llama/Llama-3.1-70B-"
              "Instruct @ 1605565). Changing the checkpoint changes memory use, latency and "
              "quality.")}},
        {QStringLiteral("tokenizer_revision"),
         {QT_TRANSLATE_NOOP("SizingField", "Tokenizer revision"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Token counts, and with them every length in the workload profile, depend on the "
              "tokenizer.")}},
        {QStringLiteral("quality_results"),
         {QT_TRANSLATE_NOOP("SizingField", "Quality-evaluation results"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "What the candidates scored on the product's own evaluation. External APIs are "
              "fine for comparing quality; their speed does not carry over to self-hosting.")}},
        {QStringLiteral("context_required"),
         {QT_TRANSLATE_NOOP("SizingField", "Context length required"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The longest prompt plus output a request must support. It sets max_model_len and "
              "with it the KV-cache size per sequence.")}},
        {QStringLiteral("capabilities"),
         {QT_TRANSLATE_NOOP("SizingField", "Required capabilities"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Reasoning, multimodal input, tool calling or structured output narrow the model "
              "and runtime choice and can change token counts.")}},
        {QStringLiteral("fallbacks"),
         {QT_TRANSLATE_NOOP("SizingField", "Acceptable fallback models"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Smaller or older models the product accepts when capacity is short; routing to a "
              "smaller model is a degradation mode.")}},
        {QStringLiteral("latency_evidence"),
         {QT_TRANSLATE_NOOP("SizingField", "Latency observed so far on"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Where the latency you know was measured. An external API's latency tells nothing "
              "about a self-hosted deployment: its hardware, batching, routing and load are "
              "unknown.")}},
        // 3. Workload profile (per class unless noted)
        {QStringLiteral("active_users"),
         {QT_TRANSLATE_NOOP("SizingField", "Active users or jobs"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Users (or jobs, agents) active in the busiest period, not registered users. A "
              "registered user is not a unit of inference load.")}},
        {QStringLiteral("runs_per_user"),
         {QT_TRANSLATE_NOOP("SizingField", "Runs per user per time window"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How often one active user starts this scenario (a chat turn, an agent run, a "
              "job) in the time window below.")}},
        {QStringLiteral("run_window"),
         {QT_TRANSLATE_NOOP("SizingField", "Time window"),
          QT_TRANSLATE_NOOP("SizingField", "The window the runs per user are counted in.")}},
        {QStringLiteral("calls_per_run"),
         {QT_TRANSLATE_NOOP("SizingField", "LLM calls per run"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "LLM calls one run makes, retries and compactions included. A coding agent can "
              "make ten or more calls for one user task.")}},
        {QStringLiteral("plan_unit"),
         {QT_TRANSLATE_NOOP("SizingField", "Plan in"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "What the capacity plan counts for this scenario: LLM calls, or whole runs when "
              "it is benchmarked as a run class (an agent run of several calls). In runs the "
              "peak is users x runs per window x peak-to-average, in runs/s, and the plan "
              "divides it by the runs/s a run-class sweep sustained. Left open, the plan follows "
              "the unit of the sustainable load.")}},
        {QStringLiteral("input_tokens"),
         {QT_TRANSLATE_NOOP("SizingField", "Input tokens"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Prompt length at p50, p95 and p99. Averages hide the long prompts that drive "
              "time to first token.")}},
        {QStringLiteral("output_tokens"),
         {QT_TRANSLATE_NOOP("SizingField", "Output tokens"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Generated length at p50, p95 and p99. Long outputs keep KV-cache blocks busy and "
              "stretch streaming.")}},
        {QStringLiteral("context_tokens"),
         {QT_TRANSLATE_NOOP("SizingField", "Context length"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Total context per call (history, tool schemas, documents) at p50, p95 and p99.")}},
        {QStringLiteral("concurrent_calls"),
         {QT_TRANSLATE_NOOP("SizingField", "Concurrent LLM calls at peak"),
          QT_TRANSLATE_NOOP("SizingField",
                            "Calls in flight at the same time in the busiest period.")}},
        {QStringLiteral("peak_to_average"),
         {QT_TRANSLATE_NOOP("SizingField", "Peak-to-average ratio"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Busiest rate divided by the average rate (time of day, Monday mornings, "
              "releases). Capacity is sized for the peak.")}},
        {QStringLiteral("burst_s"),
         {QT_TRANSLATE_NOOP("SizingField", "Burst duration"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How long a burst lasts. If a replica takes longer to start than a burst lasts, "
              "autoscaling cannot absorb it: the replicas must already be warm.")}},
        {QStringLiteral("growth_pct"),
         {QT_TRANSLATE_NOOP("SizingField", "Expected growth"),
          QT_TRANSLATE_NOOP("SizingField", "Load growth over the planning horizon, in percent.")}},
        {QStringLiteral("horizon_months"),
         {QT_TRANSLATE_NOOP("SizingField", "Planning horizon"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The growth horizon, usually the next 6-12 months (applies to every class).")}},
        {QStringLiteral("peak_rps"),
         {QT_TRANSLATE_NOOP("SizingField", "Measured peak rate"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "LLM calls per second at peak, when telemetry already shows it. It replaces the "
              "estimate from users and activity.")}},
        {QStringLiteral("trace"),
         {QT_TRANSLATE_NOOP("SizingField", "Representative trace or dataset"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "A sanitized trace or request-metadata sample (a path, or where to get it). "
              "Percentiles alone cannot rebuild a workload: lengths, arrival times and cache "
              "reuse are connected. A file with one arrival timestamp per line is used for the "
              "peak rate.")}},
        {QStringLiteral("load_test"),
         {QT_TRANSLATE_NOOP("SizingField", "Load tests so far"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How the product was load-tested, if at all. A closed-loop test (each virtual "
              "user waits for its answer) lowers the offered load when the server slows down "
              "and hides overload; an open-loop test sends at a controlled rate.")}},
        {QStringLiteral("load_test_users"),
         {QT_TRANSLATE_NOOP("SizingField", "Users in that test"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Real or virtual users in that test. Results of a small user test do not "
              "multiply: batching, queueing and cache pressure make inference non-linear.")}},
        {QStringLiteral("load_test_requests"),
         {QT_TRANSLATE_NOOP("SizingField", "Requests in its measurement window"),
          QT_TRANSLATE_NOOP("SizingField",
                            "Requests the test measured after warm-up. A percentile needs at least "
                            "10 / (1 - p) samples: p99 needs 1,000.")}},
        {QStringLiteral("capacity_evidence"),
         {QT_TRANSLATE_NOOP("SizingField", "Capacity evidence so far"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "What today's capacity belief rests on. GPU utilisation says nothing about "
              "queueing, KV-cache pressure, TTFT or TPOT; a tracing tool explains the workload "
              "but not the GPU capacity.")}},
        // 4. SLO
        {QStringLiteral("ttft"),
         {QT_TRANSLATE_NOOP("SizingField", "Time to first token (TTFT)"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How long a user waits before generation begins, and the share of requests that "
              "must meet it.")}},
        {QStringLiteral("itl"),
         {QT_TRANSLATE_NOOP("SizingField", "Inter-token latency (ITL)"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The gaps between streamed tokens a user can notice, and the share of gaps that "
              "must meet the target.")}},
        {QStringLiteral("tpot"),
         {QT_TRANSLATE_NOOP("SizingField", "Time per output token (TPOT)"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Request-level decode time divided by the generated tokens, and the share of "
              "requests that must meet it.")}},
        {QStringLiteral("e2e"),
         {QT_TRANSLATE_NOOP("SizingField", "End-to-end LLM latency"),
          QT_TRANSLATE_NOOP("SizingField", "How long one complete LLM call may take.")}},
        {QStringLiteral("queue"),
         {QT_TRANSLATE_NOOP("SizingField", "Queue-time limit"),
          QT_TRANSLATE_NOOP("SizingField",
                            "How long a request may wait before execution starts.")}},
        {QStringLiteral("run_duration_s"),
         {QT_TRANSLATE_NOOP("SizingField", "Agent-run or job duration"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How long the user waits for the complete workflow, all its calls and tools "
              "included.")}},
        {QStringLiteral("error_rate_pct"),
         {QT_TRANSLATE_NOOP("SizingField", "Error and timeout rate"),
          QT_TRANSLATE_NOOP("SizingField",
                            "The largest share of calls that may fail or time out.")}},
        {QStringLiteral("overload"),
         {QT_TRANSLATE_NOOP("SizingField", "Overload behaviour"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "What happens when demand exceeds capacity. Without admission control one "
              "product can use up the queue and KV cache every other tenant needs.")}},
        // 5. Reliability and isolation
        {QStringLiteral("capacity_model"),
         {QT_TRANSLATE_NOOP("SizingField", "Shared, dedicated or reserved capacity"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Shared replicas use the GPUs best but need quotas, admission control and an "
              "overload policy; dedicated capacity isolates the SLO at a price.")}},
        {QStringLiteral("availability_pct"),
         {QT_TRANSLATE_NOOP("SizingField", "Required availability"),
          QT_TRANSLATE_NOOP("SizingField", "The availability the product promises, in %.")}},
        {QStringLiteral("loss_to_survive"),
         {QT_TRANSLATE_NOOP("SizingField", "Loss to survive"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The largest failure the product must ride through. A lost GPU or pod can take a "
              "whole multi-GPU replica; a lost node several replicas; a failure domain all the "
              "replicas in it.")}},
        {QStringLiteral("capacity_after_loss_pct"),
         {QT_TRANSLATE_NOOP("SizingField", "Capacity required after that loss"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "The share of the peak load the remaining replicas must still serve within the "
              "SLO, in %. 100 means no degradation.")}},
        {QStringLiteral("rollout"),
         {QT_TRANSLATE_NOOP("SizingField", "Rollout strategy"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How new versions are rolled out. With a surge, old and new versions coexist for "
              "a while; in place, capacity drops while replicas restart.")}},
        {QStringLiteral("max_surge"),
         {QT_TRANSLATE_NOOP("SizingField", "Replicas replaced at once"),
          QT_TRANSLATE_NOOP("SizingField",
                            "How many replicas a rollout adds or takes down at the same time.")}},
        {QStringLiteral("rollback"),
         {QT_TRANSLATE_NOOP("SizingField", "Rollback requirements"),
          QT_TRANSLATE_NOOP("SizingField", "How fast and how a bad rollout must be undone.")}},
        {QStringLiteral("recovery_min"),
         {QT_TRANSLATE_NOOP("SizingField", "Maximum recovery time"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "How long capacity may stay reduced after a failure. A replica that starts "
              "slower than this must be kept warm.")}},
        {QStringLiteral("degradation"),
         {QT_TRANSLATE_NOOP("SizingField", "Allowed degradation modes"),
          QT_TRANSLATE_NOOP("SizingField",
                            "What the platform may do under overload or after a failure.")}},
        {QStringLiteral("assumed_gpus"),
         {QT_TRANSLATE_NOOP("SizingField", "GPUs the team has in mind"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "If the team already has a number in mind (\"one node of eight GPUs\"), enter it: "
              "the minimum footprint of one replica is not its SLO capacity.")}},
        // 6. Observability and data handling
        {QStringLiteral("tracing"),
         {QT_TRANSLATE_NOOP("SizingField", "Tracing system"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Where LLM calls, tools and application steps are traced as nested observations "
              "(e.g. Langfuse), keeping the causal structure of a run.")}},
        {QStringLiteral("token_usage"),
         {QT_TRANSLATE_NOOP("SizingField", "Token usage collected"),
          QT_TRANSLATE_NOOP("SizingField",
                            "Input and output tokens recorded per call and per run.")}},
        {QStringLiteral("correlation_ids"),
         {QT_TRANSLATE_NOOP("SizingField", "Correlation IDs"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "One id from the gateway to the inference server, so each tenant's use can be "
              "measured. High-cardinality ids belong in traces and logs, not metric labels.")}},
        {QStringLiteral("versioning"),
         {QT_TRANSLATE_NOOP("SizingField", "Prompt and application versioning"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Prompt and application versions recorded with each run: a prompt change is a "
              "workload change.")}},
        {QStringLiteral("pseudonymization"),
         {QT_TRANSLATE_NOOP("SizingField", "Pseudonymization"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "User and business identifiers are pseudonymized in traces and logs.")}},
        {QStringLiteral("retention"),
         {QT_TRANSLATE_NOOP("SizingField", "Retention and access rules"),
          QT_TRANSLATE_NOOP("SizingField", "How long telemetry is kept and who may read it.")}},
        {QStringLiteral("no_sensitive_content"),
         {QT_TRANSLATE_NOOP("SizingField", "Sensitive content not recorded by default"),
          QT_TRANSLATE_NOOP(
              "SizingField",
              "Confirm that prompts, outputs, tool arguments, source code and documents are not "
              "recorded by default. Capacity planning needs token counts and timings, not "
              "content; logging everything adds risk without improving the estimate.")}},
    };
    return all;
}

const QHash<QString, QList<ChoiceText>> &choices()
{
    static const QHash<QString, QList<ChoiceText>> all = {
        {QStringLiteral("environments"),
         {{"development", QT_TRANSLATE_NOOP("SizingField", "development")},
          {"test", QT_TRANSLATE_NOOP("SizingField", "test")},
          {"staging", QT_TRANSLATE_NOOP("SizingField", "staging")},
          {"production", QT_TRANSLATE_NOOP("SizingField", "production")}}},
        {QStringLiteral("capabilities"),
         {{"reasoning", QT_TRANSLATE_NOOP("SizingField", "reasoning")},
          {"multimodal", QT_TRANSLATE_NOOP("SizingField", "multimodal input")},
          {"tool-calling", QT_TRANSLATE_NOOP("SizingField", "tool calling")},
          {"structured-output", QT_TRANSLATE_NOOP("SizingField", "structured output")},
          {"none", QT_TRANSLATE_NOOP("SizingField", "none of these")}}},
        {QStringLiteral("latency_evidence"),
         {{"none", QT_TRANSLATE_NOOP("SizingField", "nowhere yet")},
          {"external-api", QT_TRANSLATE_NOOP("SizingField", "an external API")},
          {"self-hosted-other",
           QT_TRANSLATE_NOOP("SizingField", "self-hosted, other hardware or runtime")},
          {"self-hosted-target",
           QT_TRANSLATE_NOOP("SizingField", "self-hosted, target hardware and runtime")}}},
        {QStringLiteral("plan_unit"),
         {{"calls", QT_TRANSLATE_NOOP("SizingField", "LLM calls (calls/s)")},
          {"runs", QT_TRANSLATE_NOOP("SizingField", "runs (runs/s, a run class)")}}},
        {QStringLiteral("run_window"),
         {{"minute", QT_TRANSLATE_NOOP("SizingField", "per minute")},
          {"hour", QT_TRANSLATE_NOOP("SizingField", "per hour")},
          {"workday", QT_TRANSLATE_NOOP("SizingField", "per 8-hour working day")},
          {"day", QT_TRANSLATE_NOOP("SizingField", "per 24-hour day")}}},
        {QStringLiteral("load_test"),
         {{"none", QT_TRANSLATE_NOOP("SizingField", "none")},
          {"open-loop", QT_TRANSLATE_NOOP("SizingField", "open loop at controlled request rates")},
          {"closed-loop", QT_TRANSLATE_NOOP("SizingField", "closed loop with virtual users")},
          {"user-test", QT_TRANSLATE_NOOP("SizingField", "a test with real users")}}},
        {QStringLiteral("capacity_evidence"),
         {{"none", QT_TRANSLATE_NOOP("SizingField", "none yet")},
          {"gpu-utilisation", QT_TRANSLATE_NOOP("SizingField", "GPU utilisation below 100 %")},
          {"tracing-tool", QT_TRANSLATE_NOOP("SizingField", "the tracing tool's numbers")},
          {"slo-sweep",
           QT_TRANSLATE_NOOP("SizingField", "an SLO-constrained sweep on the target hardware")}}},
        {QStringLiteral("overload"),
         {{"reject-retryable",
           QT_TRANSLATE_NOOP("SizingField", "reject excess requests with a retryable error")},
          {"queue",
           QT_TRANSLATE_NOOP("SizingField", "queue up to the queue-time limit, then reject")},
          {"degrade",
           QT_TRANSLATE_NOOP("SizingField", "degrade (see the allowed degradation modes)")}}},
        {QStringLiteral("capacity_model"),
         {{"shared", QT_TRANSLATE_NOOP("SizingField", "shared replicas")},
          {"dedicated", QT_TRANSLATE_NOOP("SizingField", "dedicated replicas")},
          {"reserved", QT_TRANSLATE_NOOP("SizingField", "reserved share of a shared pool")}}},
        {QStringLiteral("loss_to_survive"),
         {{"none", QT_TRANSLATE_NOOP("SizingField", "none")},
          {"replica", QT_TRANSLATE_NOOP("SizingField", "one replica")},
          {"gpu", QT_TRANSLATE_NOOP("SizingField", "one GPU")},
          {"node", QT_TRANSLATE_NOOP("SizingField", "one node")},
          {"failure-domain", QT_TRANSLATE_NOOP("SizingField", "one failure domain")}}},
        {QStringLiteral("rollout"),
         {{"surge", QT_TRANSLATE_NOOP("SizingField", "surge: new replicas start beside the old")},
          {"in-place",
           QT_TRANSLATE_NOOP("SizingField", "in place: replicas restart one batch at a time")},
          {"blue-green", QT_TRANSLATE_NOOP("SizingField", "blue-green: a complete second set")}}},
        {QStringLiteral("degradation"),
         {{"reject-retryable", QT_TRANSLATE_NOOP("SizingField", "reject with a retryable error")},
          {"limit-length", QT_TRANSLATE_NOOP("SizingField", "limit context or output length")},
          {"reduce-parallelism", QT_TRANSLATE_NOOP("SizingField", "reduce agent parallelism")},
          {"smaller-model", QT_TRANSLATE_NOOP("SizingField", "route to a smaller model")},
          {"pause-batch", QT_TRANSLATE_NOOP("SizingField", "pause batch traffic")},
          {"lower-slo",
           QT_TRANSLATE_NOOP("SizingField", "accept a lower SLO for a defined class")}}},
        {QStringLiteral("execution"),
         {{"interactive", QT_TRANSLATE_NOOP("SizingField", "interactive")},
          {"asynchronous", QT_TRANSLATE_NOOP("SizingField", "asynchronous")},
          {"batch", QT_TRANSLATE_NOOP("SizingField", "batch")},
          {"agentic", QT_TRANSLATE_NOOP("SizingField", "agentic")}}},
    };
    return all;
}

const QHash<QString, const char *> &units()
{
    static const QHash<QString, const char *> all = {
        {QStringLiteral("tokens"), QT_TRANSLATE_NOOP("SizingField", "tokens")},
        {QStringLiteral("ms"), QT_TRANSLATE_NOOP("SizingField", "ms")},
        {QStringLiteral("s"), QT_TRANSLATE_NOOP("SizingField", "s")},
        {QStringLiteral("min"), QT_TRANSLATE_NOOP("SizingField", "min")},
        {QStringLiteral("%"), QT_TRANSLATE_NOOP("SizingField", "%")},
        {QStringLiteral("months"), QT_TRANSLATE_NOOP("SizingField", "months")},
        {QStringLiteral("calls/s"), QT_TRANSLATE_NOOP("SizingField", "calls/s")},
        {QStringLiteral("calls"), QT_TRANSLATE_NOOP("SizingField", "calls")},
        {QStringLiteral("runs"), QT_TRANSLATE_NOOP("SizingField", "runs")},
        {QStringLiteral("users"), QT_TRANSLATE_NOOP("SizingField", "users")},
        {QStringLiteral("requests"), QT_TRANSLATE_NOOP("SizingField", "requests")},
        {QStringLiteral("GPUs"), QT_TRANSLATE_NOOP("SizingField", "GPUs")},
        {QStringLiteral("replicas"), QT_TRANSLATE_NOOP("SizingField", "replicas")},
        {QStringLiteral("x"), QT_TRANSLATE_NOOP("SizingField", "x")},
    };
    return all;
}

} // namespace llmcap::SizingFieldTexts
