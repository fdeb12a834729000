#include "servermetrics/PrometheusText.h"
#include "serving/ServingConfigProbe.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

// Recorded answers, trimmed to the fields that matter.
const char *kVllmModels = R"({"object":"list","data":[{"id":"meta-llama/Llama-3.1-8B-Instruct",
"object":"model","created":1700000000,"owned_by":"vllm","root":"/models/llama-3.1-8b",
"parent":null,"max_model_len":32768,"permission":[]}]})";

const char *kLlamaProps = R"({"default_generation_settings":{"n_ctx":8192,"params":{}},
"total_slots":4,"model_path":"/models/qwen2.5-7b-q4_k_m.gguf","chat_template":"{% for m in messages %}",
"build_info":"b4567-abcdef"})";

const char *kTgiInfo = R"({"model_id":"mistralai/Mistral-7B-Instruct-v0.3","model_sha":"e0bc86c",
"model_dtype":"torch.bfloat16","max_total_tokens":8192,"max_input_tokens":7168,
"max_batch_total_tokens":120000,"max_batch_prefill_tokens":4096,"version":"3.0.1","speculate":0})";

const char *kSglangInfo = R"({"model_path":"Qwen/Qwen2.5-72B-Instruct","tokenizer_path":
"Qwen/Qwen2.5-72B-Instruct","dtype":"bfloat16","kv_cache_dtype":"fp8_e5m2","context_length":32768,
"tp_size":4,"dp_size":1,"max_running_requests":256,"chunked_prefill_size":8192,
"mem_fraction_static":0.88,"disable_radix_cache":false,"version":"0.4.1",
"max_total_num_tokens":1543210})";

} // namespace

class TestServingConfigProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vllmModelsAndMetrics();
    void llamaCppProps();
    void tgiInfo();
    void sglangServerInfo();
    void valuesAreServerSourcedAndUserWins();
};

void TestServingConfigProbe::vllmModelsAndMetrics()
{
    ServingConfig c = ServingConfigProbe::fromModels(json(kVllmModels), QString());
    QCOMPARE(c.text(QStringLiteral("model")), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(c.integer(QStringLiteral("max_model_len")), 32768);
    QCOMPARE(c.text(QStringLiteral("runtime")), QStringLiteral("vllm"));
    QCOMPARE(ServingConfigProbe::runtimeFromModels(json(kVllmModels)), QStringLiteral("vllm"));
    const PrometheusText metrics = PrometheusText::parse(
        "vllm:cache_config_info{block_size=\"16\",cache_dtype=\"fp8\",enable_prefix_caching="
        "\"True\",gpu_memory_utilization=\"0.9\",num_gpu_blocks=\"27000\"} 1.0\n");
    c.fillFrom(ServingConfigProbe::fromVllmMetrics(metrics));
    QCOMPARE(c.integer(QStringLiteral("block_size")), 16);
    QCOMPARE(c.integer(QStringLiteral("num_gpu_blocks")), 27000);
    QCOMPARE(c.value(QStringLiteral("gpu_memory_utilization")).toDouble(), 0.9);
    QCOMPARE(c.text(QStringLiteral("kv_cache_dtype")), QStringLiteral("fp8"));
    QCOMPARE(c.value(QStringLiteral("prefix_caching")).toBool(), true);
    c.fillFrom(ServingConfigProbe::fromVllmVersion(json(R"({"version":"0.8.5"})")));
    QCOMPARE(c.text(QStringLiteral("runtime_version")), QStringLiteral("0.8.5"));
}

void TestServingConfigProbe::llamaCppProps()
{
    const ServingConfig c = ServingConfigProbe::fromLlamaCppProps(json(kLlamaProps));
    QCOMPARE(c.text(QStringLiteral("runtime")), QStringLiteral("llama.cpp"));
    QCOMPARE(c.integer(QStringLiteral("max_model_len")), 8192);
    QCOMPARE(c.integer(QStringLiteral("max_num_seqs")), 4);
    QCOMPARE(c.text(QStringLiteral("runtime_version")), QStringLiteral("b4567-abcdef"));
    QVERIFY(c.isSet(QStringLiteral("chat_template")));
}

void TestServingConfigProbe::tgiInfo()
{
    const ServingConfig c = ServingConfigProbe::fromTgiInfo(json(kTgiInfo));
    QCOMPARE(c.text(QStringLiteral("model_revision")), QStringLiteral("e0bc86c"));
    QCOMPARE(c.text(QStringLiteral("weight_precision")), QStringLiteral("torch.bfloat16"));
    QCOMPARE(c.integer(QStringLiteral("max_model_len")), 8192);
    QCOMPARE(c.text(QStringLiteral("runtime_version")), QStringLiteral("3.0.1"));
    // The batch's total tokens are TGI's KV budget; a step's budget is the prefill one.
    QCOMPARE(c.integer(QStringLiteral("kv_capacity_tokens")), 120000);
    QCOMPARE(c.integer(QStringLiteral("max_num_batched_tokens")), 4096);
}

void TestServingConfigProbe::sglangServerInfo()
{
    const ServingConfig c = ServingConfigProbe::fromSglangServerInfo(json(kSglangInfo));
    QCOMPARE(c.integer(QStringLiteral("tensor_parallel")), 4);
    QCOMPARE(c.text(QStringLiteral("kv_cache_dtype")), QStringLiteral("fp8_e5m2"));
    QCOMPARE(c.integer(QStringLiteral("max_num_seqs")), 256);
    QCOMPARE(c.value(QStringLiteral("prefix_caching")).toBool(), true);
    QCOMPARE(c.text(QStringLiteral("tokenizer")), QStringLiteral("Qwen/Qwen2.5-72B-Instruct"));
    QCOMPARE(c.integer(QStringLiteral("kv_capacity_tokens")), 1543210);
    QCOMPARE(c.source(QStringLiteral("kv_capacity_tokens")), ServingConfig::Source::Server);
    // Newer releases give the scheduler's figures per internal state only.
    const ServingConfig nested = ServingConfigProbe::fromSglangServerInfo(json(
        R"({"model_path":"m","version":"0.5.2","internal_states":[{"max_total_num_tokens":9000}]})"));
    QCOMPARE(nested.integer(QStringLiteral("kv_capacity_tokens")), 9000);
}

void TestServingConfigProbe::valuesAreServerSourcedAndUserWins()
{
    ServingConfig user;
    user.set(QStringLiteral("max_model_len"), 16384);
    user.set(QStringLiteral("gpu_type"), QStringLiteral("H100 SXM"));
    const ServingConfig server = ServingConfigProbe::fromModels(json(kVllmModels), QString());
    QCOMPARE(server.source(QStringLiteral("model")), ServingConfig::Source::Server);
    user.fillFrom(server);
    QCOMPARE(user.integer(QStringLiteral("max_model_len")), 16384);
    QCOMPARE(user.source(QStringLiteral("max_model_len")), ServingConfig::Source::User);
    QCOMPARE(user.source(QStringLiteral("model")), ServingConfig::Source::Server);
    QVERIFY(user.missingRequired().contains(QStringLiteral("tensor_parallel")));
}

QTEST_APPLESS_MAIN(TestServingConfigProbe)
#include "tst_servingconfigprobe.moc"
