// PeerResultReader on hand-written files in tests/data/peers/ (see its README for the schema
// each was written from): the values under llmcap's names, the ones kept under the peer's own
// name, the settings, and the one-line error for a file of another shape.

#include "results/PeerMetricMap.h"
#include "results/PeerResultImporter.h"
#include "results/PeerResultReader.h"
#include "storage/RunRepository.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace llmcap;

namespace {

QString data(const char *name)
{
    return QStringLiteral(LLMCAP_TEST_DATA_DIR "/peers/") + QLatin1String(name);
}

double stat(const ExternalRun &run, const char *key, const char *name)
{
    const PeerMetric *m = run.metric(QLatin1String(key));
    if (!m)
        return -1;
    return m->stat(QLatin1String(name)).value_or(-2);
}

} // namespace

class TestPeerResultReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmDetailed();
    void vllmWithConcurrencyLimit();
    void guidellm();
    void guidellm03();
    void aiperfAggregate();
    void aiperfRecords();
    void aiperfOtherSchemas();
    void sglangBenchServing();
    void inferencePerfReport();
    void vllmAppendedResults();
    void vllmWithoutFailedKey();
    void rejectsOtherShapes_data();
    void rejectsOtherShapes();
    void everyTableEntryIsConsistent();
    void survivesDamagedFiles();
};

void TestPeerResultReader::vllmDetailed()
{
    auto runs = PeerResultReader::readFile(data("vllm-bench-serve-detailed.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 1);
    const ExternalRun &r = runs->first();
    QCOMPARE(r.tool, QStringLiteral("vllm"));
    QCOMPARE(r.sourceFile, QStringLiteral("vllm-bench-serve-detailed.json"));
    QVERIFY(r.toolVersion.isEmpty()); // no --metadata version=
    QCOMPARE(r.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(r.completed, qint64(3));
    QCOMPARE(r.failed, qint64(1));
    QCOMPARE(r.detailedRequests, qint64(4));
    QVERIFY(!r.closedLoop);
    QCOMPARE(r.settings.value(QLatin1String("rate_rps")).toDouble(), 2.0);
    QCOMPARE(r.startedAt.date(), QDate(2026, 3, 1));

    // Mapped: TTFT, TPOT and E2E under llmcap's keys and labels.
    for (const char *key : {"ttft_ms", "tpot_ms", "e2e_ms", "input_tokens", "output_tokens"}) {
        const PeerMetric *m = r.metric(QLatin1String(key));
        QVERIFY2(m && m->mapped, key);
    }
    QCOMPARE(r.metric(QStringLiteral("ttft_ms"))->label, QStringLiteral("TTFT"));
    QCOMPARE(stat(r, "ttft_ms", "mean"), 122.0);
    QCOMPARE(stat(r, "ttft_ms", "p90"), 138.8);
    QCOMPARE(stat(r, "ttft_ms", "p99"), 142.58);
    QCOMPARE(stat(r, "tpot_ms", "p99"), 20.9);
    QCOMPARE(stat(r, "e2e_ms", "p50"), 2725.0);
    QCOMPARE(stat(r, "e2e_ms", "p99"), 2759.3);
    // From the per-request arrays, the failed request left out.
    QCOMPARE(stat(r, "input_tokens", "mean"), 512.0);
    QCOMPARE(stat(r, "output_tokens", "max"), 128.0);

    // Not mapped: vLLM's ITL keeps its own name; llmcap's ITL is absent.
    QVERIFY(!r.metric(QStringLiteral("itl_ms")));
    const PeerMetric *itl = r.metric(QStringLiteral("vllm.itl_ms"));
    QVERIFY(itl);
    QVERIFY(!itl->mapped);
    QCOMPARE(itl->label, QStringLiteral("ITL (vLLM, chunk gap)"));
    QCOMPARE(stat(r, "vllm.itl_ms", "p99"), 20.98);
    QVERIFY(!itl->note.isEmpty());
    // A null goodput is not a metric.
    QVERIFY(!r.metric(QStringLiteral("vllm.request_goodput")));
    QCOMPARE(stat(r, "vllm.request_throughput", "value"), 1.2);

    // No text of the file travels on.
    const QByteArray stored =
        QJsonDocument(r.configJson()).toJson() + QJsonDocument(r.summaryJson()).toJson();
    QVERIFY(!stored.contains("SECRET"));
}

void TestPeerResultReader::vllmWithConcurrencyLimit()
{
    auto runs = PeerResultReader::readFile(data("vllm-bench-serve-concurrency.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &r = runs->first();
    QVERIFY(r.closedLoop);
    QCOMPARE(r.name, QStringLiteral("tp1-c8"));
    QCOMPARE(r.toolVersion, QStringLiteral("0.10.1")); // from --metadata version=...
    QCOMPARE(r.settings.value(QLatin1String("max_concurrency")).toInt(), 8);
    QCOMPARE(r.settings.value(QLatin1String("rate_rps")).toString(), QStringLiteral("inf"));
    // Behind --max-concurrency the timer starts after the slot: not llmcap's TTFT or E2E.
    QVERIFY(!r.metric(QStringLiteral("ttft_ms")));
    QVERIFY(!r.metric(QStringLiteral("e2e_ms")));
    const PeerMetric *ttft = r.metric(QStringLiteral("vllm.ttft_ms"));
    QVERIFY(ttft && !ttft->mapped);
    QCOMPARE(ttft->label, QStringLiteral("TTFT (vLLM, after concurrency slot)"));
    QCOMPARE(stat(r, "vllm.ttft_ms", "p99"), 150.0);
    // TPOT does not depend on when the timer starts.
    QCOMPARE(stat(r, "tpot_ms", "p99"), 14.5);
    // Without per-request arrays the lengths are the totals over completed requests.
    QCOMPARE(stat(r, "input_tokens", "mean"), 1024.0);
    QCOMPARE(r.detailedRequests, qint64(0));
}

void TestPeerResultReader::guidellm()
{
    auto runs = PeerResultReader::readFile(data("guidellm-benchmarks.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 2);
    const ExternalRun &c = runs->at(0);
    QCOMPARE(c.tool, QStringLiteral("guidellm"));
    QCOMPARE(c.toolVersion, QStringLiteral("0.4.0"));
    QCOMPARE(c.model, QStringLiteral("Qwen/Qwen2.5-7B-Instruct"));
    QCOMPARE(c.endpoint, QStringLiteral("http://localhost:8000"));
    QCOMPARE(c.settings.value(QLatin1String("strategy")).toString(), QStringLiteral("constant"));
    QCOMPARE(c.settings.value(QLatin1String("rate_rps")).toDouble(), 4.0);
    QVERIFY(!c.closedLoop);
    QCOMPARE(c.completed, qint64(118));
    QCOMPARE(c.failed, qint64(2));
    QCOMPARE(c.durationS, 30.0);
    QCOMPARE(stat(c, "ttft_ms", "p99"), 140.0);
    QCOMPARE(stat(c, "ttft_ms", "mean"), 85.0);
    // request_latency is in seconds: E2E in ms.
    QCOMPARE(stat(c, "e2e_ms", "p99"), 2400.0);
    QCOMPARE(stat(c, "e2e_ms", "p99.9"), 2500.0);
    // TPOT includes TTFT and the ITL is token-weighted: both under GuideLLM's names.
    QVERIFY(!c.metric(QStringLiteral("tpot_ms")));
    QVERIFY(!c.metric(QStringLiteral("itl_ms")));
    const PeerMetric *tpot = c.metric(QStringLiteral("guidellm.time_per_output_token_ms"));
    QVERIFY(tpot && !tpot->mapped);
    QCOMPARE(tpot->label, QStringLiteral("TPOT (GuideLLM, incl. TTFT)"));
    QCOMPARE(tpot->stat(QStringLiteral("p99")).value_or(0), 18.0);
    const PeerMetric *itl = c.metric(QStringLiteral("guidellm.inter_token_latency_ms"));
    QVERIFY(itl && !itl->mapped);
    QCOMPARE(itl->stat(QStringLiteral("p99")).value_or(0), 17.2);

    const ExternalRun &k = runs->at(1);
    QVERIFY(k.closedLoop);
    QCOMPARE(k.settings.value(QLatin1String("max_concurrency")).toInt(), 16);
    QCOMPARE(stat(k, "ttft_ms", "p99"), 380.0);
    QCOMPARE(k.failed, qint64(0));
    for (const ExternalRun &r : *runs)
        QVERIFY(!QByteArray(QJsonDocument(r.configJson()).toJson() +
                            QJsonDocument(r.summaryJson()).toJson())
                     .contains("SECRET"));
}

// GuideLLM 0.3: model and target on the benchmark's worker, the totals in its own
// request_totals; a constant run's max_concurrency is a cap on GuideLLM's workers, not the load.
void TestPeerResultReader::guidellm03()
{
    auto runs = PeerResultReader::readFile(data("guidellm-0.3-benchmarks.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 1);
    const ExternalRun &r = runs->first();
    QCOMPARE(r.model, QStringLiteral("Qwen/Qwen2.5-0.5B-Instruct"));
    QCOMPARE(r.endpoint, QStringLiteral("http://localhost:8000"));
    QCOMPARE(r.completed, qint64(46));
    QCOMPARE(r.failed, qint64(0));
    QCOMPARE(r.settings.value(QLatin1String("incomplete_requests")).toInt(), 1);
    QCOMPARE(r.settings.value(QLatin1String("rate_rps")).toDouble(), 2.0);
    QVERIFY(!r.settings.contains(QLatin1String("max_concurrency")));
    QCOMPARE(r.settings.value(QLatin1String("worker_cap")).toInt(), 512);
    QVERIFY(!r.closedLoop);
    QCOMPARE(stat(r, "ttft_ms", "p99"), 90.0);
    QCOMPARE(stat(r, "e2e_ms", "p95"), 1900.0);
    QCOMPARE(r.durationS, 30.0);
}

void TestPeerResultReader::aiperfAggregate()
{
    auto runs = PeerResultReader::readFile(data("aiperf-profile_export_aiperf.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &r = runs->first();
    QCOMPARE(r.tool, QStringLiteral("aiperf"));
    QCOMPARE(r.model, QStringLiteral("openai/gpt-oss-20b"));
    QVERIFY(r.closedLoop);
    QCOMPARE(r.settings.value(QLatin1String("max_concurrency")).toInt(), 100);
    QCOMPARE(r.settings.value(QLatin1String("input_tokens_mean")).toInt(), 550);
    QCOMPARE(r.completed, qint64(200));
    QCOMPARE(r.failed, qint64(0));
    QCOMPARE(stat(r, "ttft_ms", "p99"), 4119.33);
    QCOMPARE(stat(r, "e2e_ms", "p50"), 5799.897624499999);
    // AIPerf's "ITL" is llmcap's TPOT.
    QVERIFY(r.metric(QStringLiteral("tpot_ms"))->mapped);
    QCOMPARE(stat(r, "tpot_ms", "p50"), 51.98);
    QVERIFY(!r.metric(QStringLiteral("itl_ms")));
    const PeerMetric *perUser = r.metric(QStringLiteral("aiperf.output_token_throughput_per_user"));
    QVERIFY(perUser && !perUser->mapped);
    // The command line is not kept (it may carry an API key).
    QVERIFY(!QJsonDocument(r.configJson()).toJson().contains("aiperf profile"));
}

void TestPeerResultReader::aiperfRecords()
{
    auto runs = PeerResultReader::readFile(data("aiperf-profile_export.jsonl"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &r = runs->first();
    QCOMPARE(r.format, QStringLiteral("AIPerf profile_export.jsonl"));
    QCOMPARE(r.detailedRequests, qint64(3)); // the warm-up record left out
    QCOMPARE(r.completed, qint64(2));
    QCOMPARE(r.failed, qint64(1));
    QCOMPARE(stat(r, "ttft_ms", "mean"), 250.0);
    QCOMPARE(stat(r, "ttft_ms", "p50"), 245.0); // nearest rank, as llmcap's own percentiles
    QCOMPARE(stat(r, "ttft_ms", "max"), 255.0);
    QCOMPARE(stat(r, "tpot_ms", "mean"), 5.1);
    // Chunk gaps pooled over both requests.
    const PeerMetric *icl = r.metric(QStringLiteral("aiperf.inter_chunk_latency"));
    QVERIFY(icl && !icl->mapped);
    QCOMPARE(icl->stat(QStringLiteral("max")).value_or(0), 5.7);
    QVERIFY(qAbs(r.durationS - 0.367099) < 1e-3);
}

// AIPerf's aggregate in its 0.1 schema (metrics under "records", with header and count), its
// newer configuration (models.items, endpoint.urls, phases), and per-request records in the
// spelling of its pre-release examples (timestamp_ns, credit_phase, ttft): each written from
// the schema the research notes of issue 35 give (docs/peer-results.md).
void TestPeerResultReader::aiperfOtherSchemas()
{
    const QByteArray old =
        R"({"records": {"time_to_first_token": {"tag": "time_to_first_token", "unit": "ms",
  "header": "Time to First Token", "avg": 45.0, "min": 20.0, "max": 120.0, "p50": 43.0,
  "p90": 70.0, "p95": 80.0, "p99": 90.0, "std": 12.0, "count": 100},
 "request_latency": {"tag": "request_latency", "unit": "ms", "header": "Request Latency",
  "avg": 900.0, "p50": 880.0, "p99": 1500.0, "count": 100},
 "request_count": {"tag": "request_count", "unit": "requests", "header": "Request Count",
  "avg": 100}, "benchmark_duration": {"tag": "benchmark_duration", "unit": "sec",
  "header": "Benchmark Duration", "avg": 60.0}},
 "input_config": {"endpoint": {"model_names": ["Qwen/Qwen3-0.6B"], "url": "http://localhost:8000"},
  "loadgen": {"concurrency": 8}},
 "was_cancelled": false, "error_summary": [], "start_time": "2025-09-20T10:00:00.000000",
 "end_time": "2025-09-20T10:01:00.000000"})";
    auto runs = PeerResultReader::read(old, QStringLiteral("profile_export_aiperf.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &a = runs->first();
    QCOMPARE(a.tool, QStringLiteral("aiperf"));
    QCOMPARE(stat(a, "ttft_ms", "p99"), 90.0);
    QCOMPARE(stat(a, "e2e_ms", "p50"), 880.0);
    QCOMPARE(a.completed, qint64(100));
    QCOMPARE(a.durationS, 60.0);
    QCOMPARE(a.model, QStringLiteral("Qwen/Qwen3-0.6B"));
    QCOMPARE(a.settings.value(QLatin1String("max_concurrency")).toInt(), 8);

    const QByteArray newer =
        R"({"schema_version": "1.0", "aiperf_version": "0.6.0",
 "time_to_first_token": {"unit": "ms", "avg": 45.1, "p50": 43.0, "p99": 90.2},
 "request_count": {"unit": "requests", "avg": 500},
 "benchmark_duration": {"unit": "sec", "avg": 60.2},
 "input_config": {"models": {"items": [{"name": "Qwen/Qwen3-0.6B"}]},
  "endpoint": {"urls": ["http://localhost:8000"]},
  "phases": [{"name": "warmup", "type": "concurrency", "concurrency": 2, "exclude_from_results": true},
             {"name": "profiling", "type": "concurrency", "concurrency": 8, "requests": 500}]},
 "was_cancelled": false, "error_summary": [], "start_time": "2026-01-31T23:07:32.596754"})";
    runs = PeerResultReader::read(newer, QStringLiteral("profile_export_aiperf.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &b = runs->first();
    QCOMPARE(b.model, QStringLiteral("Qwen/Qwen3-0.6B"));
    QCOMPARE(b.endpoint, QStringLiteral("http://localhost:8000"));
    QCOMPARE(b.settings.value(QLatin1String("max_concurrency")).toInt(), 8);
    QCOMPARE(b.settings.value(QLatin1String("request_count")).toInt(), 500);
    QVERIFY(b.closedLoop);
    QCOMPARE(b.toolVersion, QStringLiteral("0.6.0"));

    const QByteArray records =
        R"({"metadata": {"timestamp_ns": 1760000000000000000, "credit_phase": "warmup"}, "metrics": {"ttft": {"value": 900.0, "unit": "ms"}}, "error": null}
{"metadata": {"timestamp_ns": 1760000001000000000, "credit_phase": "profiling"}, "metrics": {"ttft": {"value": 40.0, "unit": "ms"}, "request_latency": {"value": 1500.0, "unit": "ms"}}, "error": null}
{"metadata": {"timestamp_ns": 1760000002000000000, "credit_phase": "profiling"}, "metrics": {"ttft": {"value": 60.0, "unit": "ms"}, "request_latency": {"value": 2000.0, "unit": "ms"}}, "error": null}
)";
    // Its CSV export is refused, naming the JSON beside it.
    const auto csv = PeerResultReader::read(
        "Metric,avg,min,max,p1,p5,p10,p25,p50,p75,p90,p95,p99,std\n"
        "Time to First Token (ms),45.10,20.00,120.00,21.00,25.00,28.00,35.00,43.00,52.00,70.00,"
        "80.00,90.20,12.00\n",
        QStringLiteral("profile_export_aiperf.csv"));
    QVERIFY(!csv.ok());
    QVERIFY2(csv.error().contains(QStringLiteral("import profile_export_aiperf.json")),
             qPrintable(csv.error()));

    runs = PeerResultReader::read(records, QStringLiteral("profile_export.jsonl"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const ExternalRun &c = runs->first();
    QCOMPARE(c.completed, qint64(2)); // the warm-up left out
    QCOMPARE(stat(c, "ttft_ms", "mean"), 50.0);
    QCOMPARE(c.startedAt, QDateTime::fromMSecsSinceEpoch(1760000001000, Qt::UTC));
    QCOMPARE(c.durationS, 3.0); // 1.0 s to 2.0 s + 2.0 s
}

// SGLang's bench_serving lines: not taken for vLLM's (they share the latency keys), the bare
// Infinity of an unlimited rate read, failures unknown (it does not count them).
void TestPeerResultReader::sglangBenchServing()
{
    auto runs = PeerResultReader::readFile(data("sglang-bench-serving.jsonl"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 2);
    const ExternalRun &open = runs->at(0);
    QCOMPARE(open.tool, QStringLiteral("sglang"));
    QCOMPARE(open.toolLabel(), QStringLiteral("SGLang bench_serving"));
    QCOMPARE(open.model, QStringLiteral("Qwen/Qwen2.5-7B-Instruct"));
    QCOMPARE(open.toolVersion, QStringLiteral("0.5.4"));
    QCOMPARE(open.completed, qint64(200));
    QCOMPARE(open.failed, qint64(-1));
    QCOMPARE(open.settings.value(QLatin1String("rate_rps")).toDouble(), 4.0);
    QVERIFY(!open.closedLoop);
    QCOMPARE(stat(open, "ttft_ms", "p99"), 480.5);
    QCOMPARE(stat(open, "ttft_ms", "p50"), 98.0);
    QCOMPARE(stat(open, "tpot_ms", "mean"), 10.1);
    QCOMPARE(stat(open, "e2e_ms", "p99"), 3900.0);
    QCOMPARE(stat(open, "input_tokens", "mean"), 1024.0);
    const PeerMetric *itl = open.metric(QStringLiteral("sglang.itl_ms"));
    QVERIFY(itl && !itl->mapped);
    QCOMPARE(itl->stat(QStringLiteral("p95")).value_or(0), 15.5);
    const ExternalRun &capped = runs->at(1);
    QCOMPARE(capped.name, QStringLiteral("max-load"));
    QCOMPARE(capped.settings.value(QLatin1String("rate_rps")).toString(), QStringLiteral("inf"));
    QCOMPARE(capped.settings.value(QLatin1String("max_concurrency")).toInt(), 64);
    QVERIFY(capped.closedLoop);
    // Behind a concurrency slot the timer starts late: TTFT under SGLang's own name.
    QVERIFY(!capped.metric(QStringLiteral("ttft_ms")));
    QVERIFY(capped.metric(QStringLiteral("sglang.ttft_ms")));
}

// inference-perf's summary lifecycle report: seconds to ms, its "median" as p50.
void TestPeerResultReader::inferencePerfReport()
{
    auto runs = PeerResultReader::readFile(data("inference-perf-summary_lifecycle_metrics.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 1);
    const ExternalRun &r = runs->first();
    QCOMPARE(r.tool, QStringLiteral("inference-perf"));
    QCOMPARE(r.completed, qint64(598));
    QCOMPARE(r.failed, qint64(2));
    QCOMPARE(r.durationS, 61.4);
    QCOMPARE(r.settings.value(QLatin1String("rate_rps")).toDouble(), 10.0);
    QCOMPARE(stat(r, "ttft_ms", "p50"), 200.0);
    QCOMPARE(stat(r, "ttft_ms", "p99"), 3000.0);
    QCOMPARE(stat(r, "e2e_ms", "p95"), 7100.0);
    QCOMPARE(stat(r, "e2e_ms", "p99.9"), 9050.0);
    const PeerMetric *tpot = r.metric(QStringLiteral("inference-perf.time_per_output_token"));
    QVERIFY(tpot && !tpot->mapped);
    QCOMPARE(tpot->stat(QStringLiteral("p50")).value_or(0), 20.0);
}

void TestPeerResultReader::vllmAppendedResults()
{
    QFile a(data("vllm-bench-serve-concurrency.json"));
    QFile b(data("vllm-bench-serve-detailed.json"));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const auto compact = [](QFile &f) {
        return QJsonDocument::fromJson(f.readAll()).toJson(QJsonDocument::Compact);
    };
    auto runs = PeerResultReader::read(compact(a) + "\n" + compact(b) + "\n",
                                       QStringLiteral("appended.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 2);
    QVERIFY(runs->at(0).closedLoop);
    QVERIFY(!runs->at(1).closedLoop);
}

// vLLM wrote "failed" only from October 2025 on: an older result's failures are the prompts
// asked for less those completed, and with neither they are unknown, never 0 (the list then
// shows no error rate rather than 0 %).
void TestPeerResultReader::vllmWithoutFailedKey()
{
    const QByteArray older =
        R"({"date": "20250301-101500", "backend": "vllm", "model_id": "m", "num_prompts": 50,
            "request_rate": 2.0, "duration": 30.5, "completed": 47, "mean_ttft_ms": 40.0,
            "median_ttft_ms": 38.0, "p99_ttft_ms": 90.0})";
    auto runs = PeerResultReader::read(older, QStringLiteral("older.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->first().completed, qint64(47));
    QCOMPARE(runs->first().failed, qint64(3));

    QByteArray unknown = older;
    unknown.replace(R"("num_prompts": 50,)", "");
    runs = PeerResultReader::read(unknown, QStringLiteral("unknown.json"));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->first().failed, qint64(-1));
    const QJsonObject overall = runs->first()
                                    .summaryJson()
                                    .value(QLatin1String("metrics"))
                                    .toObject()
                                    .value(QLatin1String("overall"))
                                    .toObject();
    QVERIFY(!overall.contains(QLatin1String("error_rate_pct")));
}

void TestPeerResultReader::rejectsOtherShapes_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("other object") << QByteArray("{\"model\": \"x\", \"results\": [1, 2]}");
    QTest::newRow("array") << QByteArray("[1, 2, 3]");
    QTest::newRow("text") << QByteArray("TTFT p99 12 ms\nITL 3 ms\n");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("mixed lines") << QByteArray(
        "{\"metadata\": {}, \"metrics\": {}}\n{\"completed\": 1, \"mean_ttft_ms\": 2}\n");
    QTest::newRow("guidellm without metrics") << QByteArray("{\"benchmarks\": [{\"config\": {}}]}");
}

void TestPeerResultReader::rejectsOtherShapes()
{
    QFETCH(QByteArray, content);
    auto runs = PeerResultReader::read(content, QStringLiteral("/tmp/x/results.json"));
    QVERIFY(!runs.ok());
    QVERIFY(!runs.error().contains(QLatin1Char('\n')));
    QVERIFY2(runs.error().startsWith(QStringLiteral("/tmp/x/results.json: not a vLLM bench serve, "
                                                    "SGLang bench_serving, GuideLLM, AIPerf or "
                                                    "inference-perf result (expected ")),
             qPrintable(runs.error()));

    auto file = PeerResultReader::readFile(data("not-a-result.json"));
    QVERIFY(!file.ok());
    QVERIFY(file.error().contains(QStringLiteral("not-a-result.json: not a vLLM bench serve")));
    auto missing = PeerResultReader::readFile(data("no-such-file.json"));
    QVERIFY(missing.error().startsWith(QStringLiteral("cannot read ")));
}

// Every mapped entry carries llmcap's own key, every other a key of the peer's name space, so
// that a comparison never puts a peer's different metric on llmcap's row.
void TestPeerResultReader::everyTableEntryIsConsistent()
{
    const QStringList llmcapKeys{QStringLiteral("ttft_ms"),      QStringLiteral("tpot_ms"),
                                 QStringLiteral("itl_ms"),       QStringLiteral("e2e_ms"),
                                 QStringLiteral("input_tokens"), QStringLiteral("output_tokens")};
    for (const PeerMetricMap::Entry &e : PeerMetricMap::entries()) {
        const QString key = QLatin1String(e.key);
        if (e.mapped)
            QVERIFY2(llmcapKeys.contains(key), e.key);
        else
            QVERIFY2(key.startsWith(QLatin1String(e.tool) + QLatin1Char('.')), e.key);
        QVERIFY2(e.mapped || *e.note, e.field); // an unmapped metric says why
    }
    QVERIFY(!PeerMetricMap::find(QStringLiteral("vllm"), QStringLiteral("generated_texts")));
}

// Every prefix of each test file, and copies with bytes changed at random (fixed seed), read to
// a result or a one-line error: a damaged file never crashes the reader or stores a multi-line
// message.
void TestPeerResultReader::survivesDamagedFiles()
{
    std::mt19937 random(21);
    int ok = 0, failed = 0;
    for (const char *name : {"vllm-bench-serve-detailed.json", "vllm-bench-serve-concurrency.json",
                             "guidellm-benchmarks.json", "aiperf-profile_export_aiperf.json",
                             "aiperf-profile_export.jsonl"}) {
        QFile file(data(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray whole = file.readAll();
        const auto check = [&](const QByteArray &bytes) {
            auto runs = PeerResultReader::read(bytes, QStringLiteral("damaged.json"));
            if (runs.ok())
                ++ok;
            else
                ++failed;
            return runs.ok() || !runs.error().contains(QLatin1Char('\n'));
        };
        for (qsizetype n = 0; n < whole.size(); n += 13)
            QVERIFY(check(whole.left(n)));
        for (int i = 0; i < 300; ++i) {
            QByteArray copy = whole;
            for (int k = 0; k < 4; ++k)
                copy[qsizetype(random() % quint32(copy.size()))] = char(random() % 256);
            QVERIFY(check(copy));
        }
    }
    QVERIFY(ok > 0 && failed > 0);

    // Numbers beyond what a count or a time holds are clamped, not converted blindly.
    for (const char *huge :
         {"{\"completed\": 1e300, \"failed\": -1e300, \"mean_ttft_ms\": 1, \"duration\": 1e300}",
          "{\"input_config\": {}, \"request_count\": {\"avg\": 1e300}, "
          "\"error_request_count\": {\"avg\": -1e300}, "
          "\"time_to_first_token\": {\"unit\": \"ms\", \"avg\": 1}}",
          "{\"benchmarks\": [{\"start_time\": 1e300, \"metrics\": "
          "{\"time_to_first_token_ms\": {\"successful\": {\"mean\": 1}}}}]}"}) {
        auto runs = PeerResultReader::read(QByteArray(huge), QStringLiteral("huge.json"));
        QVERIFY2(runs.ok(), huge);
        QVERIFY(runs->first().completed <= qint64(1e15));
        QVERIFY(PeerResultImporter::runInfo(runs->first(), 0).finishedAt.isValid());
    }
}

QTEST_APPLESS_MAIN(TestPeerResultReader)
#include "tst_peerresultreader.moc"
