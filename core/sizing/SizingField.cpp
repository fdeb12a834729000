#include "sizing/SizingField.h"

#include <QHash>

namespace llmcap {

namespace {

using S = SizingSection;
using K = SizingFieldKind;

#define TXT(text) QT_TRANSLATE_NOOP("SizingField", text)

struct FieldText
{
    const char *label;
    const char *help;
};

// Labels and help texts, drawn from the sizing guide. Kept apart from the table of keys so the
// table stays readable.
const QHash<QString, FieldText> &texts()
{
    static const QHash<QString, FieldText> all = {
        // 1. Product and scenarios
        {QStringLiteral("name"),
         {TXT("Product or service name"),
          TXT("The product or service the capacity is for. Every project on a shared platform "
              "needs a stable identity so its load can be told apart from other tenants'.")}},
        {QStringLiteral("owner"),
         {TXT("Owner"), TXT("The team or person who owns the product and its budget.")}},
        {QStringLiteral("contact"),
         {TXT("Technical contact"),
          TXT("Who the platform team asks about prompts, traces and workload details.")}},
        {QStringLiteral("environments"),
         {TXT("Environments"),
          TXT("Where the product runs. Each environment may need its own capacity or quota.")}},
        {QStringLiteral("workload_classes"),
         {TXT("Workload classes"),
          TXT("The operations the product performs, each with its execution type: interactive "
              "(a user waits), asynchronous (a result is picked up later), batch (throughput "
              "matters, not latency) or agentic (one user task triggers many LLM calls). Include "
              "the hard cases: long tasks, tool failures, retries, cancellations, large contexts "
              "and compaction; they decide the tail latency.")}},
        {QStringLiteral("launch_date"),
         {TXT("Expected launch date"), TXT("When the capacity must be available (YYYY-MM-DD).")}},
        {QStringLiteral("growth_stages"),
         {TXT("Growth stages"),
          TXT("How usage grows from pilot to production, e.g. \"50 pilot users in March, all "
              "400 in June\". Traffic moving from a pilot to production changes the boundary.")}},
        // 2. Model candidates
        {QStringLiteral("model_ids"),
         {TXT("Model identifiers and revisions"),
          TXT("Exact model ids and revisions, one per line (e.g. meta-llama/Llama-3.1-70B-"
              "Instruct @ 1605565). Changing the checkpoint changes memory use, latency and "
              "quality.")}},
        {QStringLiteral("tokenizer_revision"),
         {TXT("Tokenizer revision"),
          TXT("Token counts, and with them every length in the workload profile, depend on the "
              "tokenizer.")}},
        {QStringLiteral("quality_results"),
         {TXT("Quality-evaluation results"),
          TXT("What the candidates scored on the product's own evaluation. External APIs are "
              "fine for comparing quality; their speed does not carry over to self-hosting.")}},
        {QStringLiteral("context_required"),
         {TXT("Context length required"),
          TXT("The longest prompt plus output a request must support. It sets max_model_len and "
              "with it the KV-cache size per sequence.")}},
        {QStringLiteral("capabilities"),
         {TXT("Required capabilities"),
          TXT("Reasoning, multimodal input, tool calling or structured output narrow the model "
              "and runtime choice and can change token counts.")}},
        {QStringLiteral("fallbacks"),
         {TXT("Acceptable fallback models"),
          TXT("Smaller or older models the product accepts when capacity is short; routing to a "
              "smaller model is a degradation mode.")}},
        {QStringLiteral("latency_evidence"),
         {TXT("Latency observed so far on"),
          TXT("Where the latency you know was measured. An external API's latency tells nothing "
              "about a self-hosted deployment: its hardware, batching, routing and load are "
              "unknown.")}},
        // 3. Workload profile (per class unless noted)
        {QStringLiteral("active_users"),
         {TXT("Active users or jobs"),
          TXT("Users (or jobs, agents) active in the busiest period, not registered users. A "
              "registered user is not a unit of inference load.")}},
        {QStringLiteral("runs_per_user"),
         {TXT("Runs per user per time window"),
          TXT("How often one active user starts this scenario (a chat turn, an agent run, a "
              "job) in the time window below.")}},
        {QStringLiteral("run_window"),
         {TXT("Time window"), TXT("The window the runs per user are counted in.")}},
        {QStringLiteral("calls_per_run"),
         {TXT("LLM calls per run"),
          TXT("LLM calls one run makes, retries and compactions included. A coding agent can "
              "make ten or more calls for one user task.")}},
        {QStringLiteral("input_tokens"),
         {TXT("Input tokens"),
          TXT("Prompt length at p50, p95 and p99. Averages hide the long prompts that drive "
              "time to first token.")}},
        {QStringLiteral("output_tokens"),
         {TXT("Output tokens"),
          TXT("Generated length at p50, p95 and p99. Long outputs keep KV-cache blocks busy and "
              "stretch streaming.")}},
        {QStringLiteral("context_tokens"),
         {TXT("Context length"),
          TXT("Total context per call (history, tool schemas, documents) at p50, p95 and p99.")}},
        {QStringLiteral("concurrent_calls"),
         {TXT("Concurrent LLM calls at peak"),
          TXT("Calls in flight at the same time in the busiest period.")}},
        {QStringLiteral("peak_to_average"),
         {TXT("Peak-to-average ratio"),
          TXT("Busiest rate divided by the average rate (time of day, Monday mornings, "
              "releases). Capacity is sized for the peak.")}},
        {QStringLiteral("burst_s"),
         {TXT("Burst duration"),
          TXT("How long a burst lasts. If a replica takes longer to start than a burst lasts, "
              "autoscaling cannot absorb it: the replicas must already be warm.")}},
        {QStringLiteral("growth_pct"),
         {TXT("Expected growth"), TXT("Load growth over the planning horizon, in percent.")}},
        {QStringLiteral("horizon_months"),
         {TXT("Planning horizon"),
          TXT("The growth horizon, usually the next 6-12 months (applies to every class).")}},
        {QStringLiteral("peak_rps"),
         {TXT("Measured peak rate"),
          TXT("LLM calls per second at peak, when telemetry already shows it. It replaces the "
              "estimate from users and activity.")}},
        {QStringLiteral("trace"),
         {TXT("Representative trace or dataset"),
          TXT("A sanitized trace or request-metadata sample (a path, or where to get it). "
              "Percentiles alone cannot rebuild a workload: lengths, arrival times and cache "
              "reuse are connected. A file with one arrival timestamp per line is used for the "
              "peak rate.")}},
        {QStringLiteral("load_test"),
         {TXT("Load tests so far"),
          TXT("How the product was load-tested, if at all. A closed-loop test (each virtual "
              "user waits for its answer) lowers the offered load when the server slows down "
              "and hides overload; an open-loop test sends at a controlled rate.")}},
        {QStringLiteral("load_test_users"),
         {TXT("Users in that test"),
          TXT("Real or virtual users in that test. Results of a small user test do not "
              "multiply: batching, queueing and cache pressure make inference non-linear.")}},
        {QStringLiteral("load_test_requests"),
         {TXT("Requests in its measurement window"),
          TXT("Requests the test measured after warm-up. A percentile needs at least "
              "10 / (1 - p) samples: p99 needs 1,000.")}},
        {QStringLiteral("capacity_evidence"),
         {TXT("Capacity evidence so far"),
          TXT("What today's capacity belief rests on. GPU utilisation says nothing about "
              "queueing, KV-cache pressure, TTFT or TPOT; a tracing tool explains the workload "
              "but not the GPU capacity.")}},
        // 4. SLO
        {QStringLiteral("ttft"),
         {TXT("Time to first token (TTFT)"),
          TXT("How long a user waits before generation begins, and the share of requests that "
              "must meet it.")}},
        {QStringLiteral("itl"),
         {TXT("Inter-token latency (ITL)"),
          TXT("The gaps between streamed tokens a user can notice, and the share of gaps that "
              "must meet the target.")}},
        {QStringLiteral("tpot"),
         {TXT("Time per output token (TPOT)"),
          TXT("Request-level decode time divided by the generated tokens, and the share of "
              "requests that must meet it.")}},
        {QStringLiteral("e2e"),
         {TXT("End-to-end LLM latency"), TXT("How long one complete LLM call may take.")}},
        {QStringLiteral("queue"),
         {TXT("Queue-time limit"), TXT("How long a request may wait before execution starts.")}},
        {QStringLiteral("run_duration_s"),
         {TXT("Agent-run or job duration"),
          TXT("How long the user waits for the complete workflow, all its calls and tools "
              "included.")}},
        {QStringLiteral("error_rate_pct"),
         {TXT("Error and timeout rate"),
          TXT("The largest share of calls that may fail or time out.")}},
        {QStringLiteral("overload"),
         {TXT("Overload behaviour"),
          TXT("What happens when demand exceeds capacity. Without admission control one "
              "product can use up the queue and KV cache every other tenant needs.")}},
        // 5. Reliability and isolation
        {QStringLiteral("capacity_model"),
         {TXT("Shared, dedicated or reserved capacity"),
          TXT("Shared replicas use the GPUs best but need quotas, admission control and an "
              "overload policy; dedicated capacity isolates the SLO at a price.")}},
        {QStringLiteral("availability_pct"),
         {TXT("Required availability"), TXT("The availability the product promises, in %.")}},
        {QStringLiteral("loss_to_survive"),
         {TXT("Loss to survive"),
          TXT("The largest failure the product must ride through. A lost GPU or pod can take a "
              "whole multi-GPU replica; a lost node several replicas; a failure domain all the "
              "replicas in it.")}},
        {QStringLiteral("capacity_after_loss_pct"),
         {TXT("Capacity required after that loss"),
          TXT("The share of the peak load the remaining replicas must still serve within the "
              "SLO, in %. 100 means no degradation.")}},
        {QStringLiteral("rollout"),
         {TXT("Rollout strategy"),
          TXT("How new versions are rolled out. With a surge, old and new versions coexist for "
              "a while; in place, capacity drops while replicas restart.")}},
        {QStringLiteral("max_surge"),
         {TXT("Replicas replaced at once"),
          TXT("How many replicas a rollout adds or takes down at the same time.")}},
        {QStringLiteral("rollback"),
         {TXT("Rollback requirements"), TXT("How fast and how a bad rollout must be undone.")}},
        {QStringLiteral("recovery_min"),
         {TXT("Maximum recovery time"),
          TXT("How long capacity may stay reduced after a failure. A replica that starts "
              "slower than this must be kept warm.")}},
        {QStringLiteral("degradation"),
         {TXT("Allowed degradation modes"),
          TXT("What the platform may do under overload or after a failure.")}},
        {QStringLiteral("assumed_gpus"),
         {TXT("GPUs the team has in mind"),
          TXT("If the team already has a number in mind (\"one node of eight GPUs\"), enter it: "
              "the minimum footprint of one replica is not its SLO capacity.")}},
        // 6. Observability and data handling
        {QStringLiteral("tracing"),
         {TXT("Tracing system"),
          TXT("Where LLM calls, tools and application steps are traced as nested observations "
              "(e.g. Langfuse), keeping the causal structure of a run.")}},
        {QStringLiteral("token_usage"),
         {TXT("Token usage collected"),
          TXT("Input and output tokens recorded per call and per run.")}},
        {QStringLiteral("correlation_ids"),
         {TXT("Correlation IDs"),
          TXT("One id from the gateway to the inference server, so each tenant's use can be "
              "measured. High-cardinality ids belong in traces and logs, not metric labels.")}},
        {QStringLiteral("versioning"),
         {TXT("Prompt and application versioning"),
          TXT("Prompt and application versions recorded with each run: a prompt change is a "
              "workload change.")}},
        {QStringLiteral("pseudonymization"),
         {TXT("Pseudonymization"),
          TXT("User and business identifiers are pseudonymized in traces and logs.")}},
        {QStringLiteral("retention"),
         {TXT("Retention and access rules"),
          TXT("How long telemetry is kept and who may read it.")}},
        {QStringLiteral("no_sensitive_content"),
         {TXT("Sensitive content not recorded by default"),
          TXT("Confirm that prompts, outputs, tool arguments, source code and documents are not "
              "recorded by default. Capacity planning needs token counts and timings, not "
              "content; logging everything adds risk without improving the estimate.")}},
    };
    return all;
}

struct ChoiceText
{
    const char *key;
    const char *label;
};

const QHash<QString, QList<ChoiceText>> &choiceTexts()
{
    static const QHash<QString, QList<ChoiceText>> all = {
        {QStringLiteral("environments"),
         {{"development", TXT("development")},
          {"test", TXT("test")},
          {"staging", TXT("staging")},
          {"production", TXT("production")}}},
        {QStringLiteral("capabilities"),
         {{"reasoning", TXT("reasoning")},
          {"multimodal", TXT("multimodal input")},
          {"tool-calling", TXT("tool calling")},
          {"structured-output", TXT("structured output")},
          {"none", TXT("none of these")}}},
        {QStringLiteral("latency_evidence"),
         {{"none", TXT("nowhere yet")},
          {"external-api", TXT("an external API")},
          {"self-hosted-other", TXT("self-hosted, other hardware or runtime")},
          {"self-hosted-target", TXT("self-hosted, target hardware and runtime")}}},
        {QStringLiteral("run_window"),
         {{"minute", TXT("per minute")},
          {"hour", TXT("per hour")},
          {"workday", TXT("per 8-hour working day")},
          {"day", TXT("per 24-hour day")}}},
        {QStringLiteral("load_test"),
         {{"none", TXT("none")},
          {"open-loop", TXT("open loop at controlled request rates")},
          {"closed-loop", TXT("closed loop with virtual users")},
          {"user-test", TXT("a test with real users")}}},
        {QStringLiteral("capacity_evidence"),
         {{"none", TXT("none yet")},
          {"gpu-utilisation", TXT("GPU utilisation below 100 %")},
          {"tracing-tool", TXT("the tracing tool's numbers")},
          {"slo-sweep", TXT("an SLO-constrained sweep on the target hardware")}}},
        {QStringLiteral("overload"),
         {{"reject-retryable", TXT("reject excess requests with a retryable error")},
          {"queue", TXT("queue up to the queue-time limit, then reject")},
          {"degrade", TXT("degrade (see the allowed degradation modes)")}}},
        {QStringLiteral("capacity_model"),
         {{"shared", TXT("shared replicas")},
          {"dedicated", TXT("dedicated replicas")},
          {"reserved", TXT("reserved share of a shared pool")}}},
        {QStringLiteral("loss_to_survive"),
         {{"none", TXT("none")},
          {"replica", TXT("one replica")},
          {"gpu", TXT("one GPU")},
          {"node", TXT("one node")},
          {"failure-domain", TXT("one failure domain")}}},
        {QStringLiteral("rollout"),
         {{"surge", TXT("surge: new replicas start beside the old")},
          {"in-place", TXT("in place: replicas restart one batch at a time")},
          {"blue-green", TXT("blue-green: a complete second set")}}},
        {QStringLiteral("degradation"),
         {{"reject-retryable", TXT("reject with a retryable error")},
          {"limit-length", TXT("limit context or output length")},
          {"reduce-parallelism", TXT("reduce agent parallelism")},
          {"smaller-model", TXT("route to a smaller model")},
          {"pause-batch", TXT("pause batch traffic")},
          {"lower-slo", TXT("accept a lower SLO for a defined class")}}},
        {QStringLiteral("execution"),
         {{"interactive", TXT("interactive")},
          {"asynchronous", TXT("asynchronous")},
          {"batch", TXT("batch")},
          {"agentic", TXT("agentic")}}},
    };
    return all;
}

const QHash<QString, const char *> &unitTexts()
{
    static const QHash<QString, const char *> all = {
        {QStringLiteral("tokens"), TXT("tokens")},
        {QStringLiteral("ms"), TXT("ms")},
        {QStringLiteral("s"), TXT("s")},
        {QStringLiteral("min"), TXT("min")},
        {QStringLiteral("%"), TXT("%")},
        {QStringLiteral("months"), TXT("months")},
        {QStringLiteral("calls/s"), TXT("calls/s")},
        {QStringLiteral("calls"), TXT("calls")},
        {QStringLiteral("runs"), TXT("runs")},
        {QStringLiteral("users"), TXT("users")},
        {QStringLiteral("requests"), TXT("requests")},
        {QStringLiteral("GPUs"), TXT("GPUs")},
        {QStringLiteral("replicas"), TXT("replicas")},
        {QStringLiteral("x"), TXT("x")},
    };
    return all;
}

#undef TXT

} // namespace

const QList<SizingField> &SizingField::all()
{
    // key, section, kind, required, per class, unit
    static const QList<SizingField> fields = {
        {"name", S::Product, K::Text, true, false},
        {"owner", S::Product, K::Text, true, false},
        {"contact", S::Product, K::Text, true, false},
        {"environments", S::Product, K::MultiChoice, true, false},
        {"workload_classes", S::Product, K::ClassList, true, false},
        {"launch_date", S::Product, K::Date, true, false},
        {"growth_stages", S::Product, K::LongText, true, false},

        {"model_ids", S::Models, K::LongText, true, false},
        {"tokenizer_revision", S::Models, K::Text, true, false},
        {"quality_results", S::Models, K::LongText, true, false},
        {"context_required", S::Models, K::Integer, true, false, "tokens"},
        {"capabilities", S::Models, K::MultiChoice, true, false},
        {"fallbacks", S::Models, K::LongText, true, false},
        {"latency_evidence", S::Models, K::Choice, false, false},

        {"active_users", S::Workload, K::Integer, true, true, "users"},
        {"runs_per_user", S::Workload, K::Number, true, true, "runs"},
        {"run_window", S::Workload, K::Choice, true, true},
        {"calls_per_run", S::Workload, K::Number, true, true, "calls"},
        {"input_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"output_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"context_tokens", S::Workload, K::Percentiles, true, true, "tokens"},
        {"concurrent_calls", S::Workload, K::Integer, true, true, "calls"},
        {"peak_to_average", S::Workload, K::Number, true, true, "x"},
        {"burst_s", S::Workload, K::Number, true, true, "s"},
        {"growth_pct", S::Workload, K::Number, true, true, "%"},
        {"peak_rps", S::Workload, K::Number, false, true, "calls/s"},
        {"trace", S::Workload, K::Text, false, true},
        {"horizon_months", S::Workload, K::Integer, true, false, "months"},
        {"load_test", S::Workload, K::Choice, false, false},
        {"load_test_users", S::Workload, K::Integer, false, false, "users"},
        {"load_test_requests", S::Workload, K::Integer, false, false, "requests"},
        {"capacity_evidence", S::Workload, K::Choice, false, false},

        {"ttft", S::Slo, K::Objective, true, false, "ms"},
        {"itl", S::Slo, K::Objective, true, false, "ms"},
        {"tpot", S::Slo, K::Objective, true, false, "ms"},
        {"e2e", S::Slo, K::Objective, true, false, "ms"},
        {"queue", S::Slo, K::Objective, true, false, "ms"},
        {"run_duration_s", S::Slo, K::Number, true, false, "s"},
        {"error_rate_pct", S::Slo, K::Number, true, false, "%"},
        {"overload", S::Slo, K::Choice, true, false},

        {"capacity_model", S::Reliability, K::Choice, true, false},
        {"availability_pct", S::Reliability, K::Number, true, false, "%"},
        {"loss_to_survive", S::Reliability, K::Choice, true, false},
        {"capacity_after_loss_pct", S::Reliability, K::Number, true, false, "%"},
        {"rollout", S::Reliability, K::Choice, true, false},
        {"max_surge", S::Reliability, K::Integer, false, false, "replicas"},
        {"rollback", S::Reliability, K::LongText, true, false},
        {"recovery_min", S::Reliability, K::Number, true, false, "min"},
        {"degradation", S::Reliability, K::MultiChoice, true, false},
        {"assumed_gpus", S::Reliability, K::Integer, false, false, "GPUs"},

        {"tracing", S::Observability, K::Text, true, false},
        {"token_usage", S::Observability, K::YesNo, true, false},
        {"correlation_ids", S::Observability, K::YesNo, true, false},
        {"versioning", S::Observability, K::YesNo, true, false},
        {"pseudonymization", S::Observability, K::YesNo, true, false},
        {"retention", S::Observability, K::LongText, true, false},
        {"no_sensitive_content", S::Observability, K::YesNo, true, false},
    };
    return fields;
}

const SizingField *SizingField::find(const QString &key)
{
    for (const SizingField &f : all())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

QList<const SizingField *> SizingField::inSection(SizingSection section)
{
    QList<const SizingField *> result;
    for (const SizingField &f : all())
        if (f.section == section)
            result.append(&f);
    return result;
}

QString SizingField::label() const
{
    const auto it = texts().constFind(QLatin1String(key));
    return it == texts().constEnd() ? QString::fromLatin1(key)
                                    : QCoreApplication::translate("SizingField", it->label);
}

QString SizingField::help() const
{
    const auto it = texts().constFind(QLatin1String(key));
    return it == texts().constEnd() ? QString()
                                    : QCoreApplication::translate("SizingField", it->help);
}

QStringList SizingField::choices() const
{
    QStringList keys;
    for (const ChoiceText &c : choiceTexts().value(QLatin1String(key)))
        keys.append(QLatin1String(c.key));
    return keys;
}

QString SizingField::choiceLabel(const QString &choice) const
{
    for (const ChoiceText &c : choiceTexts().value(QLatin1String(key)))
        if (choice == QLatin1String(c.key))
            return QCoreApplication::translate("SizingField", c.label);
    return choice;
}

QString SizingField::unitLabel() const
{
    const char *text = unitTexts().value(QLatin1String(unit), nullptr);
    return text ? QCoreApplication::translate("SizingField", text) : QString::fromLatin1(unit);
}

QList<SizingSection> SizingField::sections()
{
    return {S::Product, S::Models, S::Workload, S::Slo, S::Reliability, S::Observability};
}

QString SizingField::sectionKey(SizingSection section)
{
    switch (section) {
    case S::Product:
        return QStringLiteral("product");
    case S::Models:
        return QStringLiteral("models");
    case S::Workload:
        return QStringLiteral("workload");
    case S::Slo:
        return QStringLiteral("slo");
    case S::Reliability:
        return QStringLiteral("reliability");
    case S::Observability:
        return QStringLiteral("observability");
    }
    return {};
}

QString SizingField::sectionTitle(SizingSection section)
{
    switch (section) {
    case S::Product:
        return tr("Product and scenarios");
    case S::Models:
        return tr("Model candidates");
    case S::Workload:
        return tr("Workload profile");
    case S::Slo:
        return tr("SLO");
    case S::Reliability:
        return tr("Reliability and isolation");
    case S::Observability:
        return tr("Observability and data handling");
    }
    return {};
}

QString SizingField::sectionHelp(SizingSection section)
{
    switch (section) {
    case S::Product:
        return tr("Who asks, for what, and which operations the product performs. Describe "
                  "the operations, not the audience: two products with the same number of "
                  "users can need very different capacity.");
    case S::Models:
        return tr("Model selection and capacity planning are related but separate steps. "
                  "Benchmark the final candidates on the target runtime and hardware.");
    case S::Workload:
        return tr("The load each workload class creates: behaviour, token distributions with "
                  "their tails, concurrency and peaks. Averages hide the cases that cause queues "
                  "and SLO violations.");
    case S::Slo:
        return tr("Measurable targets decide the sustainable load: the highest request rate "
                  "that still meets them (goodput), not the highest raw throughput.");
    case S::Reliability:
        return tr("The reserve must cover the real failure topology, rollouts and the "
                  "product's permitted degradation.");
    case S::Observability:
        return tr("The application view explains what workload was created; the inference "
                  "platform explains how it was served. Token counts and timings are needed, "
                  "content is not.");
    }
    return {};
}

QStringList SizingField::executionTypes()
{
    QStringList keys;
    for (const ChoiceText &c : choiceTexts().value(QStringLiteral("execution")))
        keys.append(QLatin1String(c.key));
    return keys;
}

QString SizingField::executionLabel(const QString &type)
{
    for (const ChoiceText &c : choiceTexts().value(QStringLiteral("execution")))
        if (type == QLatin1String(c.key))
            return QCoreApplication::translate("SizingField", c.label);
    return type;
}

} // namespace llmcap
