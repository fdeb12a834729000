#include "servermetrics/PrometheusText.h"
#include "servermetrics/ServerMetricsNormalizer.h"
#include "servermetrics/ServerWindowSummary.h"

#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace llmcap;

namespace {

// Excerpts in each runtime's own names (domain reference §4).
const char *kVllm =
    R"(# HELP vllm:num_requests_running Number of requests in model execution batches.
# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{engine="0",model_name="m"} 7.0
vllm:num_requests_waiting{engine="0",model_name="m"} 3.0
vllm:kv_cache_usage_perc{engine="0",model_name="m"} 0.42
vllm:num_preemptions_total{engine="0",model_name="m"} 5.0
vllm:prompt_tokens_total{engine="0",model_name="m"} 12000.0
vllm:generation_tokens_total{engine="0",model_name="m"} 3400.0
vllm:prefix_cache_queries_total{engine="0",model_name="m"} 10000.0
vllm:prefix_cache_hits_total{engine="0",model_name="m"} 2500.0
vllm:request_queue_time_seconds_bucket{engine="0",le="0.01",model_name="m"} 10.0
vllm:request_queue_time_seconds_bucket{engine="0",le="0.1",model_name="m"} 18.0
vllm:request_queue_time_seconds_bucket{engine="0",le="+Inf",model_name="m"} 20.0
vllm:request_queue_time_seconds_count{engine="0",model_name="m"} 20.0
vllm:request_queue_time_seconds_sum{engine="0",model_name="m"} 0.9
vllm:cache_config_info{block_size="16",cache_dtype="auto",enable_prefix_caching="True",gpu_memory_utilization="0.9",num_gpu_blocks="27000"} 1.0
)";

const char *kVllmOld = R"(vllm:num_requests_running{model_name="m"} 2
vllm:num_requests_waiting{model_name="m"} 0
vllm:gpu_cache_usage_perc{model_name="m"} 0.1
vllm:num_preemptions_total{model_name="m"} 1
vllm:gpu_prefix_cache_queries_total{model_name="m"} 400
vllm:gpu_prefix_cache_hits_total{model_name="m"} 100
)";

const char *kNim = R"(num_requests_running{model_name="m"} 4
num_requests_waiting{model_name="m"} 1
gpu_cache_usage_perc{model_name="m"} 0.3
prompt_tokens_total{model_name="m"} 900
generation_tokens_total{model_name="m"} 300
)";

const char *kSglang = R"(sglang:num_running_reqs{model_name="m"} 9.0
sglang:num_queue_reqs{model_name="m"} 2.0
sglang:token_usage{model_name="m"} 0.55
sglang:cache_hit_rate{model_name="m"} 0.31
sglang:prompt_tokens_total{model_name="m"} 5000.0
sglang:generation_tokens_total{model_name="m"} 700.0
sglang:queue_time_seconds_bucket{le="0.5",model_name="m"} 3.0
sglang:queue_time_seconds_bucket{le="+Inf",model_name="m"} 4.0
sglang:queue_time_seconds_sum{model_name="m"} 1.2
sglang:queue_time_seconds_count{model_name="m"} 4.0
)";

const char *kTgi = R"(tgi_batch_current_size 6
tgi_queue_size 2
tgi_request_queue_duration_bucket{le="0.005"} 1
tgi_request_queue_duration_bucket{le="+Inf"} 3
tgi_request_queue_duration_sum 0.03
tgi_request_queue_duration_count 3
tgi_request_input_length_sum 1500
tgi_request_input_length_count 3
tgi_request_generated_tokens_sum 90
)";

const char *kLlamaCpp = R"(# HELP llamacpp:prompt_tokens_total Number of prompt tokens processed.
llamacpp:prompt_tokens_total 820
llamacpp:tokens_predicted_total 260
llamacpp:requests_processing 1
llamacpp:requests_deferred 4
llamacpp:kv_cache_usage_ratio 0.25
)";

// Triton with the TensorRT-LLM backend, as its docs show the batch-manager gauges; and Triton
// serving a model of another backend, with only its own counters.
const char *kTritonTrtLlm = R"(# HELP nv_trt_llm_request_metrics TRT LLM request metrics
# TYPE nv_trt_llm_request_metrics gauge
nv_trt_llm_request_metrics{model="tensorrt_llm",request_type="context",version="1"} 1
nv_trt_llm_request_metrics{model="tensorrt_llm",request_type="scheduled",version="1"} 5
nv_trt_llm_request_metrics{model="tensorrt_llm",request_type="max",version="1"} 512
nv_trt_llm_request_metrics{model="tensorrt_llm",request_type="active",version="1"} 8
nv_trt_llm_request_metrics{model="tensorrt_llm",request_type="waiting",version="1"} 3
# TYPE nv_trt_llm_kv_cache_block_metrics gauge
nv_trt_llm_kv_cache_block_metrics{kv_cache_block_type="max",model="tensorrt_llm",version="1"} 800
nv_trt_llm_kv_cache_block_metrics{kv_cache_block_type="used",model="tensorrt_llm",version="1"} 200
nv_trt_llm_kv_cache_block_metrics{kv_cache_block_type="free",model="tensorrt_llm",version="1"} 600
nv_inference_request_success{model="ensemble",version="1"} 42
)";

const char *kTritonPlain = R"(# TYPE nv_inference_request_success counter
nv_inference_request_success{model="llm",version="1"} 42
# TYPE nv_inference_pending_request_count gauge
nv_inference_pending_request_count{model="llm",version="1"} 6
)";

ServerMetricsSample sampleAt(double seconds, double prompt, double hits, double queries,
                             double queueCount, double queueSum, double running)
{
    ServerMetricsSample s;
    s.tNs = qint64(seconds * 1e9);
    s.runtime = QStringLiteral("vllm");
    s.running = running;
    s.waiting = 0;
    s.kvUsage = running / 10;
    s.preemptions = 0;
    s.promptTokens = prompt;
    s.generationTokens = prompt / 10;
    s.prefixHits = hits;
    s.prefixQueries = queries;
    s.queueTime.bounds = {0.01, 0.1, std::numeric_limits<double>::infinity()};
    s.queueTime.cumulative = {queueCount * 0.5, queueCount * 0.9, queueCount};
    s.queueTime.count = queueCount;
    s.queueTime.sum = queueSum;
    return s;
}

} // namespace

class TestServerMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesExposition();
    void histogramQuantile();
    void normalizes_data();
    void normalizes();
    void windowUsesDeltas();
    void sampleJsonRoundTrip();
};

void TestServerMetrics::parsesExposition()
{
    const PrometheusText t = PrometheusText::parse(
        "# comment\nm_total{a=\"x\\\"y\",b=\"z\"} 3 1700000000000\nm_total{a=\"w\"} 4\n"
        "broken{ 1\ninf_gauge +Inf\nnan_gauge NaN\n");
    QCOMPARE(t.skippedLines(), 1);
    QCOMPARE(t.sum(QStringLiteral("m_total")), 7.0);
    QCOMPARE(t.find(QStringLiteral("m_total")).first()->label(QStringLiteral("a")),
             QStringLiteral("x\"y"));
    QCOMPARE(t.sum(QStringLiteral("inf_gauge")), 0.0); // non-finite values are left out
    QCOMPARE(t.sum(QStringLiteral("missing")), -1.0);
}

void TestServerMetrics::histogramQuantile()
{
    const PrometheusText t = PrometheusText::parse(kVllm);
    const PrometheusHistogram h = t.histogram(QStringLiteral("vllm:request_queue_time_seconds"));
    QVERIFY(h.isValid());
    QCOMPARE(h.count, 20.0);
    QCOMPARE(h.mean(), 0.045);
    // The bucket, never an interpolation inside it (issue 20: a 0.19 ms queue read 150 ms).
    using Bucket = std::pair<double, double>;
    QCOMPARE(h.bucketOf(0.25), (Bucket{0.0, 0.01}));
    QCOMPARE(h.bucketOf(0.7), (Bucket{0.01, 0.1}));
    const Bucket top = h.bucketOf(0.99); // +Inf bucket: above the highest finite bound
    QCOMPARE(top.first, 0.1);
    QVERIFY(std::isinf(top.second));
    QVERIFY(std::isnan(PrometheusHistogram{}.bucketOf(0.5).first));
    PrometheusHistogram earlier = h;
    earlier.cumulative = {5, 8, 10};
    earlier.count = 10;
    earlier.sum = 0.4;
    const PrometheusHistogram d = h.minus(earlier);
    QCOMPARE(d.count, 10.0);
    QCOMPARE(d.cumulative, (std::vector<double>{5, 10, 10}));
}

void TestServerMetrics::normalizes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("runtime");
    QTest::addColumn<double>("running");
    QTest::addColumn<double>("waiting");
    QTest::addColumn<double>("kv");
    QTest::addColumn<double>("preemptions");
    QTest::addColumn<double>("prompt");
    QTest::addColumn<double>("prefixHits");
    QTest::addColumn<double>("hitRate");
    QTest::addColumn<double>("queueCount");
    QTest::newRow("vllm") << QByteArray(kVllm) << "vllm" << 7.0 << 3.0 << 0.42 << 5.0 << 12000.0
                          << 2500.0 << -1.0 << 20.0;
    QTest::newRow("vllm old names") << QByteArray(kVllmOld) << "vllm" << 2.0 << 0.0 << 0.1 << 1.0
                                    << -1.0 << 100.0 << -1.0 << 0.0;
    QTest::newRow("nim") << QByteArray(kNim) << "nim" << 4.0 << 1.0 << 0.3 << -1.0 << 900.0 << -1.0
                         << -1.0 << 0.0;
    QTest::newRow("sglang") << QByteArray(kSglang) << "sglang" << 9.0 << 2.0 << 0.55 << -1.0
                            << 5000.0 << -1.0 << 0.31 << 4.0;
    QTest::newRow("tgi") << QByteArray(kTgi) << "tgi" << 6.0 << 2.0 << -1.0 << -1.0 << 1500.0
                         << -1.0 << -1.0 << 3.0;
    QTest::newRow("llama.cpp") << QByteArray(kLlamaCpp) << "llama.cpp" << 1.0 << 4.0 << 0.25 << -1.0
                               << 820.0 << -1.0 << -1.0 << 0.0;
    QTest::newRow("triton trt-llm") << QByteArray(kTritonTrtLlm) << "triton" << 5.0 << 3.0 << 0.25
                                    << -1.0 << -1.0 << -1.0 << -1.0 << 0.0;
    QTest::newRow("triton") << QByteArray(kTritonPlain) << "triton" << -1.0 << 6.0 << -1.0 << -1.0
                            << -1.0 << -1.0 << -1.0 << 0.0;
    QTest::newRow("unknown") << QByteArray("process_cpu_seconds_total 3\n") << "" << -1.0 << -1.0
                             << -1.0 << -1.0 << -1.0 << -1.0 << -1.0 << 0.0;
}

void TestServerMetrics::normalizes()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, runtime);
    QFETCH(double, running);
    QFETCH(double, waiting);
    QFETCH(double, kv);
    QFETCH(double, preemptions);
    QFETCH(double, prompt);
    QFETCH(double, prefixHits);
    QFETCH(double, hitRate);
    QFETCH(double, queueCount);
    const ServerMetricsSample s =
        ServerMetricsNormalizer::normalize(PrometheusText::parse(text), 123);
    QCOMPARE(s.runtime, runtime);
    QCOMPARE(s.tNs, 123);
    QCOMPARE(s.running, running);
    QCOMPARE(s.waiting, waiting);
    QCOMPARE(s.kvUsage, kv);
    QCOMPARE(s.preemptions, preemptions);
    QCOMPARE(s.promptTokens, prompt);
    QCOMPARE(s.prefixHits, prefixHits);
    QCOMPARE(s.prefixHitRate, hitRate);
    QCOMPARE(s.queueTime.count, queueCount);
}

void TestServerMetrics::windowUsesDeltas()
{
    std::vector<ServerMetricsSample> samples;
    // Lifetime counters start high: only the change inside the window counts.
    samples.push_back(sampleAt(0.5, 100000, 500, 1000, 1000, 10, 2));
    samples.push_back(sampleAt(1.0, 101000, 600, 1200, 1010, 10.1, 4));
    samples.push_back(sampleAt(2.0, 102000, 700, 1400, 1030, 10.3, 6));
    samples.push_back(sampleAt(3.0, 103000, 800, 1600, 1050, 10.5, 8));
    samples.push_back(sampleAt(9.0, 999999, 900, 9999, 9999, 99, 50)); // after the window
    const ServerWindowSummary w =
        ServerWindowSummary::compute(samples, {qint64(1e9), qint64(3.5e9)});
    QCOMPARE(w.samples, 3);
    QCOMPARE(w.runtime, QStringLiteral("vllm"));
    QCOMPARE(w.promptTokens, 2000.0);
    QCOMPARE(w.prefixHitRatePct, 50.0);
    QCOMPARE(w.queueCount, 40.0);
    QVERIFY(std::abs(w.queueMeanMs - 10.0) < 1e-6);
    // Half the window's 40 left the queue within 10 ms, 90 % within 100 ms: p50 is "at most
    // 10 ms", p99 "above 100 ms"; the JSON carries bounds, never an interpolated quantile.
    QCOMPARE(w.queueP50LowMs, 0.0);
    QCOMPARE(w.queueP50HighMs, 10.0);
    QCOMPARE(w.queueP99LowMs, 100.0);
    QVERIFY(std::isinf(w.queueP99HighMs));
    const QJsonObject j = w.toJson();
    QCOMPARE(j.value(QLatin1String("queue_p50_high_ms")).toDouble(), 10.0);
    QCOMPARE(j.value(QLatin1String("queue_p99_low_ms")).toDouble(), 100.0);
    QVERIFY(!j.contains(QLatin1String("queue_p99_high_ms")));
    QVERIFY(!j.contains(QLatin1String("queue_p99_ms")));
    QCOMPARE(w.runningMean, 6.0);
    QCOMPARE(w.runningMax, 8.0);
    QCOMPARE(w.kvUsageMax, 0.8);
    QVERIFY(ServerWindowSummary::compute({}, {0, 1}).isEmpty());
}

void TestServerMetrics::sampleJsonRoundTrip()
{
    const ServerMetricsSample s = sampleAt(1.5, 10, 2, 4, 6, 0.5, 3);
    const ServerMetricsSample back = ServerMetricsSample::fromJson(s.toJson());
    QCOMPARE(back.tNs, s.tNs);
    QCOMPARE(back.promptTokens, s.promptTokens);
    QCOMPARE(back.queueTime.bounds.size(), size_t(3));
    QVERIFY(std::isinf(back.queueTime.bounds.back()));
    QCOMPARE(back.queueTime.cumulative, s.queueTime.cumulative);
    QCOMPARE(back.prefixHitRate, -1.0);
}

QTEST_APPLESS_MAIN(TestServerMetrics)
#include "tst_servermetrics.moc"
