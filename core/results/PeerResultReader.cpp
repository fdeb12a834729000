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

    // mean_X_ms, median_X_ms, std_X_ms and pNN_X_ms (NN as vLLM writes it: "99", "99.9").
    static const QRegularExpression percentile(QStringLiteral("^p([0-9.]+)_([a-z0-9_]+)_ms$"));
    for (const char *name : {"ttft", "tpot", "itl", "e2el"}) {
        const QString base = QLatin1String(name);
        const bool slot =
            limited && (base == QLatin1String("ttft") || base == QLatin1String("e2el"));
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
    run.model = args.value(QLatin1String("model")).toString();
    run.endpoint = args.value(QLatin1String("target")).toString();
    run.closedLoop = type == QLatin1String("synchronous") || type == QLatin1String("concurrent") ||
                     type == QLatin1String("throughput");
    QJsonObject settings{{QStringLiteral("strategy"), type}};
    if (const auto rate = number(strategy.value(QLatin1String("rate"))))
        settings.insert(QStringLiteral("rate_rps"), *rate);
    for (const char *key : {"streams", "max_concurrency"})
        if (const auto n = number(strategy.value(QLatin1String(key))))
            settings.insert(QStringLiteral("max_concurrency"), *n);
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
    const QJsonObject totals = metrics.value(QLatin1String("request_totals")).toObject();
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
    for (const char *key : {"time_to_first_token", "request_latency", "request_throughput"})
        if (o.value(QLatin1String(key)).toObject().contains(QLatin1String("unit")))
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
    const QJsonObject loadgen = input.value(QLatin1String("loadgen")).toObject();
    run.model = endpoint.value(QLatin1String("model_names")).toArray().first().toString();
    run.endpoint = endpoint.value(QLatin1String("url")).toString();
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
    run.completed = bounded(o.value(QLatin1String("request_count"))
                                .toObject()
                                .value(QLatin1String("avg"))
                                .toDouble(-1));
    if (const auto errors = number(
            o.value(QLatin1String("error_request_count")).toObject().value(QLatin1String("avg"))))
        run.failed = bounded(*errors);
    else if (run.completed >= 0)
        run.failed = 0;
    run.durationS = o.value(QLatin1String("benchmark_duration"))
                        .toObject()
                        .value(QLatin1String("avg"))
                        .toDouble();
    run.startedAt =
        QDateTime::fromString(o.value(QLatin1String("start_time")).toString(), Qt::ISODateWithMs);
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QJsonObject m = it.value().toObject();
        if (!m.contains(QLatin1String("unit")))
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
        const QString phase = meta.value(QLatin1String("benchmark_phase")).toString();
        if (!phase.isEmpty() && phase != QLatin1String("profiling"))
            continue; // warm-up records
        ++run.detailedRequests;
        first = qMin(first, meta.value(QLatin1String("request_start_ns")).toInteger(first));
        last = qMax(last, meta.value(QLatin1String("request_end_ns")).toInteger(last));
        if (r.value(QLatin1String("error")).isObject()) {
            ++run.failed;
            continue;
        }
        ++run.completed;
        const QJsonObject metrics = r.value(QLatin1String("metrics")).toObject();
        for (auto it = metrics.constBegin(); it != metrics.constEnd(); ++it) {
            const QJsonObject m = it.value().toObject();
            const double f = toMs(m.value(QLatin1String("unit")).toString());
            const QJsonValue v = m.value(QLatin1String("value"));
            std::vector<double> &into = samples[it.key()];
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
    return tr("expected a JSON object with vLLM's \"completed\" and \"mean_ttft_ms\", GuideLLM's "
              "\"benchmarks\" array, or AIPerf's metric objects and \"input_config\", or AIPerf "
              "profile_export JSONL records");
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
            tr("%1: not a vLLM bench serve, GuideLLM or AIPerf result (%2)")
                .arg(fileName, expectedShape()));
    };
    Runs runs;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error == QJsonParseError::NoError && doc.isObject()) {
        const QJsonObject o = doc.object();
        if (isGuidellm(o)) {
            for (const QJsonValue &b : o.value(QLatin1String("benchmarks")).toArray())
                if (b.toObject().value(QLatin1String("metrics")).isObject())
                    runs.append(readGuidellmBenchmark(o, b.toObject()));
        } else if (isVllm(o)) {
            runs.append(readVllm(o));
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
        for (const QByteArray &line : data.split('\n')) {
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
