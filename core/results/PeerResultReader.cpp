#include "results/PeerResultReader.h"

#include "bench/LatencySummary.h"
#include "results/PeerMetricMap.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>

namespace llmcap {

namespace {

using Runs = QList<ExternalRun>;

// A count or a time from a file, kept inside what qint64 holds: converting a larger double is
// undefined behaviour, and a damaged file may say anything.
qint64 bounded(double v)
{
    constexpr double kLimit = 1e15;
    return std::isfinite(v) ? qint64(qBound(-kLimit, v, kLimit)) : 0;
}

std::optional<double> number(const QJsonValue &v)
{
    if (v.isDouble())
        return v.toDouble();
    return std::nullopt;
}

void put(PeerMetric &m, const char *stat, const QJsonValue &v, double scale)
{
    if (const auto x = number(v))
        m.stats.insert(QLatin1String(stat), *x * scale);
}

// Summary statistics of per-request values, by llmcap's own percentile rule (LatencySummary).
void putSamples(PeerMetric &m, std::vector<double> values)
{
    if (values.empty())
        return;
    const LatencySummary s = LatencySummary::of(std::move(values));
    m.stats.insert(QStringLiteral("mean"), s.mean);
    m.stats.insert(QStringLiteral("std"), s.stddev);
    m.stats.insert(QStringLiteral("min"), s.min);
    m.stats.insert(QStringLiteral("max"), s.max);
    m.stats.insert(QStringLiteral("p50"), s.p50);
    m.stats.insert(QStringLiteral("p90"), s.p90);
    m.stats.insert(QStringLiteral("p95"), s.p95);
    m.stats.insert(QStringLiteral("p99"), s.p99);
    m.stats.insert(QStringLiteral("p99.9"), s.p999);
}

void append(ExternalRun &run, const QString &field,
            const std::function<void(PeerMetric &, double scale)> &fill)
{
    const PeerMetricMap::Entry *e = PeerMetricMap::find(run.tool, field);
    if (!e)
        return;
    auto m = PeerMetricMap::metric(run.tool, field);
    fill(*m, e->scale);
    if (!m->stats.isEmpty())
        run.metrics.append(*m);
}

// vLLM's and SGLang's latency keys: mean_X_ms, median_X_ms, std_X_ms and pNN_X_ms (NN as the
// tool writes it: "99", "99.9"). Behind a --max-concurrency slot TTFT and the end-to-end
// latency (e2e) go under the tool's own "@max_concurrency" entries: their timer starts late.
void appendLatencies(ExternalRun &run, const QJsonObject &o,
                     std::initializer_list<const char *> names, const char *e2e, bool limited)
{
    static const QRegularExpression percentile(QStringLiteral("^p([0-9.]+)_([a-z0-9_]+)_ms$"));
    for (const char *name : names) {
        const QString base = QLatin1String(name);
        const bool slot = limited && (base == QLatin1String("ttft") || base == QLatin1String(e2e));
        append(run, slot ? base + QStringLiteral("@max_concurrency") : base,
               [&](PeerMetric &m, double scale) {
                   put(m, "mean", o.value(QStringLiteral("mean_") + base + QStringLiteral("_ms")),
                       scale);
                   put(m, "p50", o.value(QStringLiteral("median_") + base + QStringLiteral("_ms")),
                       scale);
                   put(m, "std", o.value(QStringLiteral("std_") + base + QStringLiteral("_ms")),
                       scale);
                   for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
                       const auto match = percentile.match(it.key());
                       if (match.hasMatch() && match.captured(2) == base)
                           if (const auto v = number(it.value()))
                               m.stats.insert(QStringLiteral("p") + match.captured(1), *v * scale);
                   }
               });
    }
}

// ---- vLLM bench serve ---------------------------------------------------------------------

bool isVllm(const QJsonObject &o)
{
    return o.contains(QLatin1String("completed")) &&
           (o.contains(QLatin1String("mean_ttft_ms")) || o.contains(QLatin1String("mean_e2el_ms")));
}

ExternalRun readVllm(const QJsonObject &o)
{
    ExternalRun run;
    run.tool = QStringLiteral("vllm");
    run.format = PeerResultReader::tr("vLLM bench serve result JSON");
    run.model = o.value(QLatin1String("model_id")).toString();
    run.name = o.value(QLatin1String("label")).toString();
    if (run.name.isEmpty())
        run.name = o.value(QLatin1String("backend")).toString();
    run.startedAt = QDateTime::fromString(o.value(QLatin1String("date")).toString(),
                                          QStringLiteral("yyyyMMdd-HHmmss"));
    run.completed = o.value(QLatin1String("completed")).toInteger(-1);
    run.failed = o.value(QLatin1String("failed")).toInteger(-1);
    run.durationS = o.value(QLatin1String("duration")).toDouble();
    // vLLM's result has no version of its own; its --metadata KEY=VALUE pairs land at the top
    // level, and the tool's own help suggests "--metadata version=...".
    for (const char *key : {"vllm_version", "version"})
        if (run.toolVersion.isEmpty())
            run.toolVersion = o.value(QLatin1String(key)).toString().left(64);

    const QJsonValue rate = o.value(QLatin1String("request_rate"));
    const bool limited = !o.value(QLatin1String("max_concurrency")).isNull() &&
                         o.contains(QLatin1String("max_concurrency"));
    QJsonObject settings;
    settings.insert(QStringLiteral("rate_rps"),
                    rate.isDouble() ? rate : QJsonValue(QStringLiteral("inf")));
    for (const char *key : {"max_concurrency", "burstiness", "num_prompts", "backend",
                            "endpoint_type", "tokenizer_id", "dataset_name", "ramp_up_strategy"})
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isNull())
            settings.insert(QLatin1String(key), o.value(QLatin1String(key)));
    if (run.model.size())
        settings.insert(QStringLiteral("model"), run.model);
    run.closedLoop = limited && !rate.isDouble();

    // Per-request arrays (--save-detailed): lengths and errors only; texts are never read.
    const QJsonArray inputs = o.value(QLatin1String("input_lens")).toArray();
    const QJsonArray outputs = o.value(QLatin1String("output_lens")).toArray();
    const QJsonArray errors = o.value(QLatin1String("errors")).toArray();
    run.detailedRequests = qMax(inputs.size(), o.value(QLatin1String("ttfts")).toArray().size());
    if (run.failed < 0 && !errors.isEmpty()) {
        run.failed = 0;
        for (const QJsonValue &e : errors)
            run.failed += e.toString().isEmpty() ? 0 : 1;
    }
    // vLLM writes "failed" only since October 2025 (PR 26478); before, the prompts it was
    // asked to send less those completed are the failures. Neither: unknown, not 0.
    if (const qint64 asked = o.value(QLatin1String("num_prompts")).toInteger(-1);
        run.failed < 0 && asked >= 0 && run.completed >= 0 && asked >= run.completed)
        run.failed = asked - run.completed;
    const auto lengths = [&errors](const QJsonArray &a) {
        std::vector<double> v;
        for (qsizetype i = 0; i < a.size(); ++i)
            if (errors.at(i).toString().isEmpty() && a.at(i).isDouble())
                v.push_back(a.at(i).toDouble());
        return v;
    };
    append(run, QStringLiteral("input_lens"), [&](PeerMetric &m, double) {
        putSamples(m, lengths(inputs));
        if (m.stats.isEmpty() && run.completed > 0)
            put(m, "mean", o.value(QLatin1String("total_input_tokens")),
                1.0 / double(run.completed));
    });
    append(run, QStringLiteral("output_lens"), [&](PeerMetric &m, double) {
        putSamples(m, lengths(outputs));
        if (m.stats.isEmpty() && run.completed > 0)
            put(m, "mean", o.value(QLatin1String("total_output_tokens")),
                1.0 / double(run.completed));
    });
    if (const PeerMetric *in = run.metric(QStringLiteral("input_tokens")))
        settings.insert(QStringLiteral("input_tokens_mean"),
                        in->stats.value(QStringLiteral("mean")));
    if (const PeerMetric *out = run.metric(QStringLiteral("output_tokens")))
        settings.insert(QStringLiteral("output_tokens_mean"),
                        out->stats.value(QStringLiteral("mean")));
    run.settings = settings;

    appendLatencies(run, o, {"ttft", "tpot", "itl", "e2el"}, "e2el", limited);
    for (const char *name : {"request_throughput", "output_throughput", "request_goodput"})
        append(run, QLatin1String(name), [&](PeerMetric &m, double scale) {
            put(m, "value", o.value(QLatin1String(name)), scale);
        });
    return run;
}

// ---- GuideLLM -------------------------------------------------------------------------------

bool isGuidellm(const QJsonObject &o)
{
    const QJsonArray b = o.value(QLatin1String("benchmarks")).toArray();
    return !b.isEmpty() && b.first().toObject().value(QLatin1String("metrics")).isObject();
}

// A StatusDistributionSummary's successful requests (mean, median, std_dev, min, max and the
// percentiles p50 ... p999).
void putGuidellmDistribution(PeerMetric &m, const QJsonObject &summary, double scale)
{
    const QJsonObject d = summary.value(QLatin1String("successful")).toObject();
    put(m, "mean", d.value(QLatin1String("mean")), scale);
    put(m, "std", d.value(QLatin1String("std_dev")), scale);
    put(m, "min", d.value(QLatin1String("min")), scale);
    put(m, "max", d.value(QLatin1String("max")), scale);
    put(m, "p50", d.value(QLatin1String("median")), scale);
    const QJsonObject p = d.value(QLatin1String("percentiles")).toObject();
    for (const auto &[from, to] :
         {std::pair{"p50", "p50"}, std::pair{"p90", "p90"}, std::pair{"p95", "p95"},
          std::pair{"p99", "p99"}, std::pair{"p999", "p99.9"}})
        put(m, to, p.value(QLatin1String(from)), scale);
}

ExternalRun readGuidellmBenchmark(const QJsonObject &report, const QJsonObject &b)
{
    ExternalRun run;
    run.tool = QStringLiteral("guidellm");
    run.format = PeerResultReader::tr("GuideLLM benchmarks.json");
    const QJsonObject metadata = report.value(QLatin1String("metadata")).toObject();
    run.toolVersion = metadata.value(QLatin1String("guidellm_version")).toString();
    const QJsonObject args = report.value(QLatin1String("args")).toObject();
    const QJsonObject config = b.value(QLatin1String("config")).toObject();
    QJsonObject strategy = config.value(QLatin1String("strategy")).toObject();
    if (strategy.isEmpty())
        strategy =
            b.value(QLatin1String("args")).toObject().value(QLatin1String("strategy")).toObject();
    const QString type = strategy.value(QLatin1String("type_")).toString();
    // Model and target: the benchmark's backend (0.4 on: config.backend; 0.3: its worker's
    // backend_model / backend_target), else the report's (0.7: config.spec.backend; 0.4-0.6:
    // args).
    const QJsonObject backend = config.value(QLatin1String("backend")).toObject();
    const QJsonObject worker = b.value(QLatin1String("worker")).toObject();
    const QJsonObject spec = report.value(QLatin1String("config"))
                                 .toObject()
                                 .value(QLatin1String("spec"))
                                 .toObject()
                                 .value(QLatin1String("backend"))
                                 .toObject();
    const auto first = [](std::initializer_list<QJsonValue> values) {
        for (const QJsonValue &v : values)
            if (v.isString() && !v.toString().isEmpty())
                return v.toString();
        return QString();
    };
    run.model =
        first({backend.value(QLatin1String("model")), worker.value(QLatin1String("backend_model")),
               spec.value(QLatin1String("model")), args.value(QLatin1String("model"))});
    run.endpoint = first(
        {backend.value(QLatin1String("target")), worker.value(QLatin1String("backend_target")),
         spec.value(QLatin1String("target")), args.value(QLatin1String("target"))});
    run.closedLoop = type == QLatin1String("synchronous") || type == QLatin1String("concurrent") ||
                     type == QLatin1String("throughput");
    QJsonObject settings{{QStringLiteral("strategy"), type}};
    if (const auto rate = number(strategy.value(QLatin1String("rate"))))
        settings.insert(QStringLiteral("rate_rps"), *rate);
    // streams (concurrent) and max_concurrency (throughput) bound a closed loop; on a constant
    // or Poisson run max_concurrency is only GuideLLM's cap on its workers, not the load.
    for (const char *key : {"streams", "max_concurrency"})
        if (const auto n = number(strategy.value(QLatin1String(key))))
            settings.insert(run.closedLoop ? QStringLiteral("max_concurrency")
                                           : QStringLiteral("worker_cap"),
                            *n);
    if (!run.model.isEmpty())
        settings.insert(QStringLiteral("model"), run.model);
    const QJsonValue data = args.value(QLatin1String("data"));
    if (!data.isUndefined() && !data.isNull())
        settings.insert(QStringLiteral("dataset"), data);
    if (const auto rate = settings.value(QLatin1String("rate_rps")); rate.isDouble())
        run.name = PeerResultReader::tr("%1 at %2 req/s").arg(type).arg(rate.toDouble(), 0, 'g', 4);
    else if (settings.contains(QLatin1String("max_concurrency")))
        run.name = PeerResultReader::tr("%1, %2 streams")
                       .arg(type)
                       .arg(settings.value(QLatin1String("max_concurrency")).toDouble());
    else
        run.name = type;

    const QJsonObject metrics = b.value(QLatin1String("metrics")).toObject();
    // 0.4 on: metrics.request_totals; 0.3: the benchmark's own request_totals.
    QJsonObject totals = metrics.value(QLatin1String("request_totals")).toObject();
    if (totals.isEmpty())
        totals = b.value(QLatin1String("request_totals")).toObject();
    run.completed = totals.value(QLatin1String("successful")).toInteger(-1);
    run.failed = totals.value(QLatin1String("errored")).toInteger(-1);
    if (totals.contains(QLatin1String("incomplete")))
        settings.insert(QStringLiteral("incomplete_requests"),
                        totals.value(QLatin1String("incomplete")));
    const QJsonObject scheduler = b.value(QLatin1String("scheduler_metrics")).toObject();
    double start = b.value(QLatin1String("start_time")).toDouble();
    if (start <= 0)
        start = scheduler.value(QLatin1String("measure_start_time")).toDouble();
    double end = b.value(QLatin1String("end_time")).toDouble();
    if (end <= 0)
        end = scheduler.value(QLatin1String("measure_end_time")).toDouble();
    run.durationS = b.value(QLatin1String("duration")).toDouble(end > start ? end - start : 0.0);
    if (start > 0)
        run.startedAt = QDateTime::fromMSecsSinceEpoch(bounded(start * 1000.0), Qt::UTC);
    for (auto it = metrics.constBegin(); it != metrics.constEnd(); ++it)
        if (it.value().isObject())
            append(run, it.key(), [&](PeerMetric &m, double scale) {
                putGuidellmDistribution(m, it.value().toObject(), scale);
            });
    for (const char *key : {"input_tokens", "output_tokens"})
        if (const PeerMetric *t = run.metric(QLatin1String(key)))
            settings.insert(QLatin1String(key) + QStringLiteral("_mean"),
                            t->stats.value(QStringLiteral("mean")));
    run.settings = settings;
    return run;
}

// ---- SGLang bench_serving ---------------------------------------------------------------------

// sgl-project/sglang python/sglang/bench_serving.py writes one line per run (appended), with
// vLLM-like latency keys but mean_e2e_latency_ms, dataset_name and no date, model_id or failed.
bool isSglang(const QJsonObject &o)
{
    return o.contains(QLatin1String("completed")) &&
           (o.contains(QLatin1String("mean_e2e_latency_ms")) ||
            o.contains(QLatin1String("total_output_tokens_retokenized")) ||
            (o.contains(QLatin1String("dataset_name")) && !o.contains(QLatin1String("date")) &&
             o.contains(QLatin1String("mean_ttft_ms"))));
}

ExternalRun readSglang(const QJsonObject &o)
{
    ExternalRun run;
    run.tool = QStringLiteral("sglang");
    run.format = PeerResultReader::tr("SGLang bench_serving JSONL");
    run.name = o.value(QLatin1String("tag")).toString();
    if (run.name.isEmpty())
        run.name = o.value(QLatin1String("backend")).toString();
    const QJsonObject server = o.value(QLatin1String("server_info")).toObject();
    for (const char *key : {"served_model_name", "model_path"})
        if (run.model.isEmpty())
            run.model = server.value(QLatin1String(key)).toString();
    run.toolVersion = server.value(QLatin1String("version")).toString().left(64);
    run.completed = o.value(QLatin1String("completed")).toInteger(-1);
    run.failed = -1; // bench_serving does not count its failures
    run.durationS = o.value(QLatin1String("duration")).toDouble();
    const QJsonValue rate = o.value(QLatin1String("request_rate"));
    const bool limited = o.value(QLatin1String("max_concurrency")).isDouble();
    QJsonObject settings;
    settings.insert(QStringLiteral("rate_rps"),
                    rate.isDouble() ? rate : QJsonValue(QStringLiteral("inf")));
    for (const char *key : {"max_concurrency", "backend", "dataset_name", "random_input_len",
                            "random_output_len", "random_range_ratio"})
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isNull())
            settings.insert(QLatin1String(key), o.value(QLatin1String(key)));
    if (!run.model.isEmpty())
        settings.insert(QStringLiteral("model"), run.model);
    run.closedLoop = limited && !rate.isDouble();
    appendLatencies(run, o, {"ttft", "tpot", "itl", "e2e_latency"}, "e2e_latency", limited);
    if (run.completed > 0) {
        for (const auto &lengths : {std::pair{"input_lens", "total_input_tokens"},
                                    std::pair{"output_lens", "total_output_tokens"}}) {
            const char *total = lengths.second; // a binding, not captured (clang 14)
            append(run, QLatin1String(lengths.first), [&](PeerMetric &m, double) {
                put(m, "mean", o.value(QLatin1String(total)), 1.0 / double(run.completed));
            });
        }
    }
    for (const char *name : {"request_throughput", "output_throughput"})
        append(run, QLatin1String(name), [&](PeerMetric &m, double scale) {
            put(m, "value", o.value(QLatin1String(name)), scale);
        });
    run.settings = settings;
    return run;
}

// ---- inference-perf -----------------------------------------------------------------------

// kubernetes-sigs/inference-perf's lifecycle reports (summary_lifecycle_metrics.json,
// stage_N_lifecycle_metrics.json): load_summary, successes (latency summaries in seconds with
// "median" for p50), failures.
bool isInferencePerf(const QJsonObject &o)
{
    return o.value(QLatin1String("load_summary")).isObject() &&
           o.value(QLatin1String("successes")).isObject();
}

ExternalRun readInferencePerf(const QJsonObject &o)
{
    ExternalRun run;
    run.tool = QStringLiteral("inference-perf");
    run.format = PeerResultReader::tr("inference-perf lifecycle report");
    const QJsonObject load = o.value(QLatin1String("load_summary")).toObject();
    const QJsonObject ok = o.value(QLatin1String("successes")).toObject();
    const QJsonObject failures = o.value(QLatin1String("failures")).toObject();
    run.completed = ok.value(QLatin1String("count")).toInteger(-1);
    run.failed = failures.value(QLatin1String("count")).toInteger(-1);
    run.durationS = o.value(QLatin1String("benchmark_time_seconds"))
                        .toDouble(load.value(QLatin1String("send_duration")).toDouble());
    QJsonObject settings;
    if (const auto rate = number(load.value(QLatin1String("requested_rate"))))
        settings.insert(QStringLiteral("rate_rps"), *rate);
    for (const char *key : {"achieved_rate", "concurrency"})
        if (const auto v = number(load.value(QLatin1String(key))))
            settings.insert(QLatin1String(key), *v);
    if (const auto rate = settings.value(QLatin1String("rate_rps")); rate.isDouble())
        run.name = PeerResultReader::tr("%1 req/s").arg(rate.toDouble());
    run.settings = settings;
    const QJsonObject latency = ok.value(QLatin1String("latency")).toObject();
    for (auto it = latency.constBegin(); it != latency.constEnd(); ++it) {
        const QJsonObject s = it.value().toObject();
        append(run, it.key(), [&](PeerMetric &m, double scale) {
            put(m, "mean", s.value(QLatin1String("mean")), scale);
            put(m, "min", s.value(QLatin1String("min")), scale);
            put(m, "max", s.value(QLatin1String("max")), scale);
            put(m, "p50", s.value(QLatin1String("median")), scale);
            for (const char *p : {"p90", "p95", "p99", "p99.9"})
                put(m, p, s.value(QLatin1String(p)), scale);
        });
    }
    const QJsonObject throughput = ok.value(QLatin1String("throughput")).toObject();
    for (const char *name : {"requests_per_sec", "output_tokens_per_sec"})
        append(run, QLatin1String(name), [&](PeerMetric &m, double scale) {
            put(m, "value", throughput.value(QLatin1String(name)), scale);
        });
    return run;
}

// ---- AIPerf ---------------------------------------------------------------------------------

// A time unit's factor to milliseconds; 1 for anything that is not a time.
double toMs(const QString &unit)
{
    if (unit == QLatin1String("ns"))
        return 1e-6;
    if (unit == QLatin1String("us"))
        return 1e-3;
    if (unit == QLatin1String("s") || unit == QLatin1String("sec"))
        return 1000.0;
    return 1.0;
}

bool isAiperfJson(const QJsonObject &o)
{
    if (o.value(QLatin1String("input_config")).isObject())
        return true;
    const QJsonObject records = o.value(QLatin1String("records")).toObject();
    for (const char *key : {"time_to_first_token", "request_latency", "request_throughput"})
        if (o.value(QLatin1String(key)).toObject().contains(QLatin1String("unit")) ||
            records.value(QLatin1String(key)).toObject().contains(QLatin1String("unit")))
            return true;
    return false;
}

ExternalRun readAiperfJson(const QJsonObject &o)
{
    ExternalRun run;
    run.tool = QStringLiteral("aiperf");
    run.format = PeerResultReader::tr("AIPerf profile_export_aiperf.json");
    for (const char *key : {"aiperf_version", "version"})
        if (run.toolVersion.isEmpty())
            run.toolVersion = o.value(QLatin1String(key)).toString();
    const QJsonObject input = o.value(QLatin1String("input_config")).toObject();
    const QJsonObject endpoint = input.value(QLatin1String("endpoint")).toObject();
    QJsonObject loadgen = input.value(QLatin1String("loadgen")).toObject();
    run.model = endpoint.value(QLatin1String("model_names")).toArray().first().toString();
    run.endpoint = endpoint.value(QLatin1String("url")).toString();
    // The newer configuration (a YAML envelope dumped as JSON): models.items[].name,
    // endpoint.urls[], and the phases, of which the profiling one (not excluded) holds the load.
    if (run.model.isEmpty()) {
        const QJsonValue models = input.value(QLatin1String("models"));
        const QJsonValue firstModel =
            (models.isObject() ? models.toObject().value(QLatin1String("items")) : models)
                .toArray()
                .first();
        run.model = firstModel.isObject()
                        ? firstModel.toObject().value(QLatin1String("name")).toString()
                        : firstModel.toString();
    }
    if (run.endpoint.isEmpty())
        run.endpoint = endpoint.value(QLatin1String("urls")).toArray().first().toString();
    QJsonObject profiling;
    for (const QJsonValue &phase : input.value(QLatin1String("phases")).toArray()) {
        const QJsonObject ph = phase.toObject();
        if (!ph.value(QLatin1String("exclude_from_results")).toBool() &&
            ph.value(QLatin1String("name")).toString() != QLatin1String("warmup"))
            profiling = ph;
    }
    for (const auto &[from, to] :
         {std::pair{"concurrency", "concurrency"}, std::pair{"rate", "request_rate"},
          std::pair{"requests", "request_count"}})
        if (!loadgen.contains(QLatin1String(to)) && profiling.contains(QLatin1String(from)) &&
            !profiling.value(QLatin1String(from)).isNull())
            loadgen.insert(QLatin1String(to), profiling.value(QLatin1String(from)));
    QJsonObject settings;
    if (!run.model.isEmpty())
        settings.insert(QStringLiteral("model"), run.model);
    if (const auto rate = number(loadgen.value(QLatin1String("request_rate"))))
        settings.insert(QStringLiteral("rate_rps"), *rate);
    if (const auto c = number(loadgen.value(QLatin1String("concurrency"))))
        settings.insert(QStringLiteral("max_concurrency"), *c);
    for (const char *key : {"request_rate_mode", "request_count"})
        if (loadgen.contains(QLatin1String(key)))
            settings.insert(QLatin1String(key), loadgen.value(QLatin1String(key)));
    const QJsonObject prompt =
        input.value(QLatin1String("input")).toObject().value(QLatin1String("prompt")).toObject();
    for (const auto &[from, to] : {std::pair{"input_tokens", "input_tokens_mean"},
                                   std::pair{"output_tokens", "output_tokens_mean"}})
        if (const auto n =
                number(prompt.value(QLatin1String(from)).toObject().value(QLatin1String("mean"))))
            settings.insert(QLatin1String(to), *n);
    run.closedLoop = settings.contains(QLatin1String("max_concurrency")) &&
                     !settings.contains(QLatin1String("rate_rps"));
    run.name = run.closedLoop
                   ? PeerResultReader::tr("concurrency %1")
                         .arg(settings.value(QLatin1String("max_concurrency")).toDouble())
               : settings.contains(QLatin1String("rate_rps"))
                   ? PeerResultReader::tr("%1 req/s")
                         .arg(settings.value(QLatin1String("rate_rps")).toDouble())
                   : QString();
    run.settings = settings;
    // Before October 2025 (AIPerf 0.1) the metrics sat under "records", each with a header and
    // a count; later at the top level.
    QJsonObject all = o;
    const QJsonObject records = o.value(QLatin1String("records")).toObject();
    for (auto it = records.constBegin(); it != records.constEnd(); ++it)
        if (!all.contains(it.key()))
            all.insert(it.key(), it.value());
    run.completed = bounded(all.value(QLatin1String("request_count"))
                                .toObject()
                                .value(QLatin1String("avg"))
                                .toDouble(-1));
    if (const auto errors = number(
            all.value(QLatin1String("error_request_count")).toObject().value(QLatin1String("avg"))))
        run.failed = bounded(*errors);
    else if (run.completed >= 0)
        run.failed = 0;
    run.durationS = all.value(QLatin1String("benchmark_duration"))
                        .toObject()
                        .value(QLatin1String("avg"))
                        .toDouble();
    run.startedAt =
        QDateTime::fromString(o.value(QLatin1String("start_time")).toString(), Qt::ISODateWithMs);
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        const QJsonObject m = it.value().toObject();
        if (!m.contains(QLatin1String("unit")) || it.key() == QLatin1String("records"))
            continue;
        append(run, it.key(), [&](PeerMetric &pm, double scale) {
            const double f = scale * toMs(m.value(QLatin1String("unit")).toString());
            put(pm, "mean", m.value(QLatin1String("avg")), f);
            for (const char *s : {"std", "min", "max", "p50", "p90", "p95", "p99"})
                put(pm, s, m.value(QLatin1String(s)), f);
        });
    }
    return run;
}

bool isAiperfRecord(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).isObject() &&
           (o.contains(QLatin1String("metrics")) || o.contains(QLatin1String("error")));
}

ExternalRun readAiperfRecords(const QList<QJsonObject> &records)
{
    ExternalRun run;
    run.tool = QStringLiteral("aiperf");
    run.format = PeerResultReader::tr("AIPerf profile_export.jsonl");
    QMap<QString, std::vector<double>> samples;
    qint64 first = std::numeric_limits<qint64>::max(), last = 0;
    run.completed = 0;
    run.failed = 0;
    for (const QJsonObject &r : records) {
        const QJsonObject meta = r.value(QLatin1String("metadata")).toObject();
        // benchmark_phase since AIPerf 0.2; credit_phase and timestamp_ns in the records of its
        // pre-release examples.
        QString phase = meta.value(QLatin1String("benchmark_phase")).toString();
        if (phase.isEmpty())
            phase = meta.value(QLatin1String("credit_phase")).toString();
        if (!phase.isEmpty() && phase != QLatin1String("profiling"))
            continue; // warm-up records
        ++run.detailedRequests;
        const QJsonObject metrics = r.value(QLatin1String("metrics")).toObject();
        qint64 start = meta.value(QLatin1String("request_start_ns")).toInteger(-1);
        if (start < 0)
            start = meta.value(QLatin1String("timestamp_ns")).toInteger(-1);
        qint64 end = meta.value(QLatin1String("request_end_ns")).toInteger(-1);
        if (end < 0 && start >= 0) { // the start and the request's latency
            const QJsonObject latency = metrics.value(QLatin1String("request_latency")).toObject();
            if (const auto v = number(latency.value(QLatin1String("value"))))
                end = start +
                      qint64(*v * toMs(latency.value(QLatin1String("unit")).toString()) * 1e6);
        }
        if (start >= 0)
            first = qMin(first, start);
        last = qMax(last, std::max(end, start));
        if (r.value(QLatin1String("error")).isObject()) {
            ++run.failed;
            continue;
        }
        ++run.completed;
        for (auto it = metrics.constBegin(); it != metrics.constEnd(); ++it) {
            const QJsonObject m = it.value().toObject();
            const double f = toMs(m.value(QLatin1String("unit")).toString());
            const QJsonValue v = m.value(QLatin1String("value"));
            // Short tags of the pre-release records, under the names AIPerf settled on.
            QString key = it.key();
            if (key == QLatin1String("ttft"))
                key = QStringLiteral("time_to_first_token");
            else if (key == QLatin1String("ttst"))
                key = QStringLiteral("time_to_second_token");
            std::vector<double> &into = samples[key];
            if (v.isArray()) {
                for (const QJsonValue &x : v.toArray())
                    if (x.isDouble())
                        into.push_back(x.toDouble() * f);
            } else if (v.isDouble()) {
                into.push_back(v.toDouble() * f);
            }
        }
    }
    for (auto it = samples.begin(); it != samples.end(); ++it)
        append(run, it.key(), [&](PeerMetric &m, double scale) {
            for (double &x : it.value())
                x *= scale;
            putSamples(m, std::move(it.value()));
        });
    if (last > first) {
        run.startedAt = QDateTime::fromMSecsSinceEpoch(first / 1000000, Qt::UTC);
        run.durationS = double(last - first) / 1e9;
    }
    return run;
}

} // namespace

QString PeerResultReader::expectedShape()
{
    return tr("expected a JSON object with vLLM's \"completed\" and \"mean_ttft_ms\", SGLang "
              "bench_serving's lines, GuideLLM's \"benchmarks\" array, AIPerf's metric objects and "
              "\"input_config\", AIPerf profile_export JSONL records, or inference-perf's "
              "\"load_summary\" and \"successes\"");
}

Result<QList<ExternalRun>> PeerResultReader::readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<Runs>::failure(tr("cannot read %1: %2").arg(path, file.errorString()));
    return read(file.readAll(), path);
}

Result<QList<ExternalRun>> PeerResultReader::read(const QByteArray &data, const QString &fileName)
{
    const auto wrongShape = [&fileName] {
        return Result<Runs>::failure(
            tr("%1: not a vLLM bench serve, SGLang bench_serving, GuideLLM, AIPerf or "
               "inference-perf result (%2)")
                .arg(fileName, expectedShape()));
    };
    Runs runs;
    // AIPerf's CSV export: the same figures as the JSON it writes beside it.
    if (data.trimmed().startsWith("Metric,"))
        return Result<Runs>::failure(
            tr("%1: an AIPerf CSV export (profile_export_aiperf.csv); import "
               "profile_export_aiperf.json from the same directory instead")
                .arg(fileName));
    QJsonParseError error{};
    QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    // Python's json.dumps writes an unlimited rate as the bare Infinity (SGLang's request_rate),
    // which is not JSON: read it as the string "inf", as vLLM writes it.
    QByteArray cleaned;
    if (error.error != QJsonParseError::NoError &&
        (data.contains("Infinity") || data.contains("NaN"))) {
        static const QRegularExpression bare(
            QStringLiteral("([:\\[,]\\s*)(-?Infinity|NaN)(?=\\s*[,}\\]])"));
        cleaned = QString::fromUtf8(data).replace(bare, QStringLiteral("\\1\"\\2\"")).toUtf8();
        doc = QJsonDocument::fromJson(cleaned, &error);
    }
    const QByteArray &text = cleaned.isEmpty() ? data : cleaned;
    if (error.error == QJsonParseError::NoError && doc.isObject()) {
        const QJsonObject o = doc.object();
        if (isGuidellm(o)) {
            for (const QJsonValue &b : o.value(QLatin1String("benchmarks")).toArray())
                if (b.toObject().value(QLatin1String("metrics")).isObject())
                    runs.append(readGuidellmBenchmark(o, b.toObject()));
        } else if (isSglang(o)) {
            runs.append(readSglang(o));
        } else if (isVllm(o)) {
            runs.append(readVllm(o));
        } else if (isInferencePerf(o)) {
            runs.append(readInferencePerf(o));
        } else if (isAiperfJson(o)) {
            runs.append(readAiperfJson(o));
        } else if (isAiperfRecord(o)) {
            runs.append(readAiperfRecords({o}));
        } else {
            return wrongShape();
        }
    } else {
        // JSON Lines: AIPerf's per-request records, or vLLM's --append-result objects.
        QList<QJsonObject> lines;
        for (const QByteArray &line : text.split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            const QJsonDocument d = QJsonDocument::fromJson(line, &error);
            if (error.error != QJsonParseError::NoError || !d.isObject())
                return wrongShape();
            lines.append(d.object());
        }
        if (lines.isEmpty())
            return wrongShape();
        if (std::all_of(lines.cbegin(), lines.cend(), isAiperfRecord)) {
            runs.append(readAiperfRecords(lines));
        } else if (std::all_of(lines.cbegin(), lines.cend(), isSglang)) {
            for (const QJsonObject &o : std::as_const(lines))
                runs.append(readSglang(o));
        } else if (std::all_of(lines.cbegin(), lines.cend(), isVllm)) {
            for (const QJsonObject &o : std::as_const(lines))
                runs.append(readVllm(o));
        } else {
            return wrongShape();
        }
    }
    const QString name = QFileInfo(fileName).fileName();
    for (ExternalRun &r : runs) {
        r.sourceFile = name;
        // In the table's order (TTFT, TPOT, ITL, E2E first), not the file's.
        const auto rank = [&r](const PeerMetric &m) {
            const auto &all = PeerMetricMap::entries();
            for (size_t i = 0; i < all.size(); ++i)
                if (r.tool == QLatin1String(all[i].tool) && m.key == QLatin1String(all[i].key))
                    return int(i);
            return int(all.size());
        };
        std::stable_sort(
            r.metrics.begin(), r.metrics.end(),
            [&rank](const PeerMetric &a, const PeerMetric &b) { return rank(a) < rank(b); });
        if (r.metrics.isEmpty())
            return Result<Runs>::failure(
                tr("%1: a %2 with no metrics llmcap can show").arg(fileName, r.format));
    }
    return runs;
}

} // namespace llmcap
