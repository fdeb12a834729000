// The simulated server over real HTTP on 127.0.0.1: endpoints, streaming shapes, usage and
// timings, the token rule, prefix caching, metrics, connection handling, and agreement with
// the virtual-time runner.
#include "sim/SimulationRunner.h"

#include "SimServerFixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <numeric>
#include <thread>

using namespace llmcap;
using namespace httptest;
using simtest::chat;

class TestSimServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void startsOnFreePortAndStops();
    void healthModelsVersion();
    void chatStreamShape();
    void includeUsageChunkCarriesTimings();
    void continuousUsageStats();
    void nonStreamingBodies_data();
    void nonStreamingBodies();
    void outputLengthsFollowPresetUnlessIgnoreEos();
    void tokenizeMatchesUsage();
    void prefixCacheHitsReported();
    void metricsUseVllmNames();
    void keepAliveReusesConnection();
    void clientDisconnectAbortsRequest();
    void ttftRisesWithPromptLength();
    void realTimeMatchesVirtualTime();
    void spanFileFollowsTraceparent();
    void unwritableSpanFileStopsTheStart();
    void instantServerAnswersAtOnce();
};

void TestSimServer::startsOnFreePortAndStops()
{
    SimServer server(simtest::tinyOptions());
    QVERIFY(!server.isRunning());
    QVERIFY(server.start().ok());
    QVERIFY(server.isRunning());
    QVERIFY(server.port() > 0);
    QCOMPARE(server.url().toString(), QStringLiteral("http://127.0.0.1:%1").arg(server.port()));
    QVERIFY(!server.start().ok()); // once

    SimServer second(simtest::tinyOptions());
    auto options = simtest::tinyOptions();
    options.port = server.port();
    SimServer clash(options);
    const Status s = clash.start();
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(QString::number(server.port())), qPrintable(s.error()));

    Client client;
    QCOMPARE(client.get(server.url(), "/health").status, 200L);
    const QUrl url = server.url();
    server.stop();
    QVERIFY(!server.isRunning());
    const Response after = client.get(url, "/health");
    QCOMPARE(after.code, CURLE_COULDNT_CONNECT);
}

void TestSimServer::healthModelsVersion()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const Response health = client.get(server->url(), "/health");
    QCOMPARE(health.status, 200L);
    QVERIFY(health.body.isEmpty());

    const Response models = client.get(server->url(), "/v1/models");
    QCOMPARE(models.status, 200L);
    const QJsonObject m = models.json().value("data").toArray().first().toObject();
    QCOMPARE(m.value("id").toString(), QString::fromLatin1(simtest::kModel));
    QCOMPARE(m.value("max_model_len").toInt(), 4096);
    QCOMPARE(models.json().value("object").toString(), QStringLiteral("list"));

    QVERIFY(client.get(server->url(), "/version")
                .json()
                .value("version")
                .toString()
                .contains("llmcap"));
}

void TestSimServer::chatStreamShape()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(20, 12, true));
    QCOMPARE(r.code, CURLE_OK);
    QCOMPARE(r.status, 200L);
    QVERIFY(r.headers.contains("text/event-stream"));
    QVERIFY(r.headers.toLower().contains("transfer-encoding: chunked"));
    const QList<QByteArray> events = r.events();
    QCOMPARE(events.last(), QByteArray("[DONE]"));
    QCOMPARE(simtest::contentEvents(events), 12);

    const QJsonObject first = QJsonDocument::fromJson(events.first()).object();
    QCOMPARE(first.value("object").toString(), QStringLiteral("chat.completion.chunk"));
    QCOMPARE(first.value("choices")
                 .toArray()
                 .first()
                 .toObject()
                 .value("delta")
                 .toObject()
                 .value("role")
                 .toString(),
             QStringLiteral("assistant"));
    // Without include_usage the chunk with finish_reason carries the timings.
    const QJsonObject final = QJsonDocument::fromJson(events.at(events.size() - 2)).object();
    QCOMPARE(final.value("choices").toArray().first().toObject().value("finish_reason").toString(),
             QStringLiteral("length"));
    const QJsonObject t = final.value("llmcap_timings").toObject();
    for (const char *key : {"queue_ms", "prefill_ms", "decode_ms", "ttft_ms", "e2e_ms",
                            "preemptions", "cached_prompt_tokens"})
        QVERIFY2(t.contains(key), key);
    QVERIFY(t.value("ttft_ms").toDouble() > 0);
    QVERIFY(t.value("e2e_ms").toDouble() > t.value("ttft_ms").toDouble());
    QVERIFY(std::abs(t.value("queue_ms").toDouble() + t.value("prefill_ms").toDouble() -
                     t.value("ttft_ms").toDouble()) < 0.01);
    QVERIFY(!final.contains("usage"));
    // Only the final chunk carries timings.
    for (qsizetype i = 0; i < events.size() - 2; ++i)
        QVERIFY(!events.at(i).contains("llmcap_timings"));
}

void TestSimServer::includeUsageChunkCarriesTimings()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const Response r = client.post(
        server->url(), "/v1/chat/completions",
        chat(20, 5, true, true, {{"stream_options", QJsonObject{{"include_usage", true}}}}));
    const QList<QByteArray> events = r.events();
    QCOMPARE(events.last(), QByteArray("[DONE]"));
    const QJsonObject usageChunk = QJsonDocument::fromJson(events.at(events.size() - 2)).object();
    QVERIFY(usageChunk.value("choices").toArray().isEmpty());
    const QJsonObject usage = usageChunk.value("usage").toObject();
    QCOMPARE(usage.value("prompt_tokens").toInt(), 20 + 4 + 3); // words + message + reply header
    QCOMPARE(usage.value("completion_tokens").toInt(), 5);
    QCOMPARE(usage.value("total_tokens").toInt(), 32);
    QVERIFY(usage.value("prompt_tokens_details").toObject().contains("cached_tokens"));
    QVERIFY(usageChunk.contains("llmcap_timings"));
    const QJsonObject finish = QJsonDocument::fromJson(events.at(events.size() - 3)).object();
    QVERIFY(!finish.contains("llmcap_timings")); // moved to the usage chunk
}

void TestSimServer::continuousUsageStats()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const Response r = client.post(
        server->url(), "/v1/completions",
        httptest::toJson({{"model", simtest::kModel},
                          {"prompt", words(10)},
                          {"max_tokens", 6},
                          {"ignore_eos", true},
                          {"stream", true},
                          {"stream_options", QJsonObject{{"include_usage", true},
                                                         {"continuous_usage_stats", true}}}}));
    int expected = 1;
    for (const QByteArray &e : r.events()) {
        const QJsonObject o = QJsonDocument::fromJson(e).object();
        if (o.isEmpty() || o.value("choices").toArray().isEmpty())
            continue;
        QCOMPARE(o.value("object").toString(), QStringLiteral("text_completion"));
        QCOMPARE(o.value("usage").toObject().value("prompt_tokens").toInt(), 10);
        QCOMPARE(o.value("usage").toObject().value("completion_tokens").toInt(), expected++);
    }
    QCOMPARE(expected, 7);
}

void TestSimServer::nonStreamingBodies_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("chat") << "/v1/chat/completions";
    QTest::newRow("completions") << "/v1/completions";
}

void TestSimServer::nonStreamingBodies()
{
    QFETCH(QString, path);
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const bool isChat = path.contains("chat");
    const QByteArray body = isChat ? chat(30, 9, false)
                                   : httptest::toJson({{"model", simtest::kModel},
                                                       {"prompt", words(30)},
                                                       {"max_completion_tokens", 9},
                                                       {"ignore_eos", true}});
    const Response r = client.post(server->url(), path, body);
    QCOMPARE(r.status, 200L);
    const QJsonObject o = r.json();
    QCOMPARE(o.value("object").toString(),
             isChat ? QStringLiteral("chat.completion") : QStringLiteral("text_completion"));
    const QJsonObject choice = o.value("choices").toArray().first().toObject();
    const QString text = isChat ? choice.value("message").toObject().value("content").toString()
                                : choice.value("text").toString();
    QCOMPARE(text.split(' ', Qt::SkipEmptyParts).size(), 9); // the token rule holds for output
    QCOMPARE(choice.value("finish_reason").toString(), QStringLiteral("length"));
    QCOMPARE(o.value("usage").toObject().value("completion_tokens").toInt(), 9);
    QCOMPARE(o.value("usage").toObject().value("prompt_tokens").toInt(), isChat ? 37 : 30);
    QVERIFY(o.value("llmcap_timings").toObject().value("e2e_ms").toDouble() > 0);
}

void TestSimServer::outputLengthsFollowPresetUnlessIgnoreEos()
{
    auto lengths = [](quint64 seed) {
        auto options = simtest::tinyOptions(200);
        options.service.seed = seed;
        auto server = simtest::startServer(options);
        Client client;
        QList<int> out;
        for (int i = 0; i < 12; ++i) {
            const Response r = client.post(server->url(), "/v1/chat/completions",
                                           chat(10, 400, false, false, {{"min_tokens", 20}}));
            const QJsonObject o = r.json();
            const int n = o.value("usage").toObject().value("completion_tokens").toInt();
            out.append(n);
            const QString reason =
                o.value("choices").toArray().first().toObject().value("finish_reason").toString();
            if (reason != (n == 400 ? QStringLiteral("length") : QStringLiteral("stop")))
                out.append(-1);
        }
        return out;
    };
    const QList<int> a = lengths(7);
    QCOMPARE(a, lengths(7));                              // deterministic under the seed
    QVERIFY(a != lengths(8));                             // and the seed matters
    QVERIFY(!a.contains(-1));                             // finish_reason matches
    QVERIFY(*std::min_element(a.begin(), a.end()) >= 20); // min_tokens
    QVERIFY(*std::max_element(a.begin(), a.end()) <= 400);
    QVERIFY(QSet<int>(a.begin(), a.end()).size() > 3); // drawn, not fixed
}

void TestSimServer::tokenizeMatchesUsage()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    const QJsonArray messages{
        QJsonObject{{"role", "system"}, {"content", "You are  terse.\n"}},
        QJsonObject{{"role", "user"},
                    {"content", QJsonArray{QJsonObject{{"type", "text"},
                                                       {"text", "Count these five words"}}}}}};
    const Response tok =
        client.post(server->url(), "/tokenize",
                    httptest::toJson({{"model", simtest::kModel}, {"messages", messages}}));
    QCOMPARE(tok.status, 200L);
    const int count = tok.json().value("count").toInt();
    QCOMPARE(count, 3 + 4 + 4 + 4 + 3);
    QCOMPARE(tok.json().value("tokens").toArray().size(), count);
    QCOMPARE(tok.json().value("max_model_len").toInt(), 4096);

    const Response gen = client.post(
        server->url(), "/v1/chat/completions",
        httptest::toJson({{"model", simtest::kModel}, {"messages", messages}, {"max_tokens", 2}}));
    QCOMPARE(gen.json().value("usage").toObject().value("prompt_tokens").toInt(), count);

    const Response plain = client.post(server->url(), "/tokenize",
                                       httptest::toJson({{"prompt", "one two  three\tfour"}}));
    QCOMPARE(plain.json().value("count").toInt(), 4);
    const Response ids = client.post(server->url(), "/tokenize",
                                     httptest::toJson({{"prompt", QJsonArray{5, 6, 7}}}));
    QCOMPARE(ids.json().value("count").toInt(), 3);
}

void TestSimServer::prefixCacheHitsReported()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    auto ask = [&](const QString &question) {
        const QJsonArray messages{
            QJsonObject{{"role", "system"}, {"content", words(200, "shared")}},
            QJsonObject{{"role", "user"}, {"content", question}}};
        return client.post(
            server->url(), "/v1/chat/completions",
            httptest::toJson(
                {{"model", simtest::kModel}, {"messages", messages}, {"max_tokens", 3}}));
    };
    const QJsonObject first = ask("first question").json();
    const QJsonObject second = ask("another question entirely").json();
    QCOMPARE(first.value("usage")
                 .toObject()
                 .value("prompt_tokens_details")
                 .toObject()
                 .value("cached_tokens")
                 .toInt(),
             0);
    const int cached = second.value("usage")
                           .toObject()
                           .value("prompt_tokens_details")
                           .toObject()
                           .value("cached_tokens")
                           .toInt();
    QCOMPARE(cached, (4 + 200 + 3) / 16 * 16); // every full block of the shared system prompt
    QCOMPARE(second.value("llmcap_timings").toObject().value("cached_prompt_tokens").toInt(),
             cached);
    QVERIFY(second.value("llmcap_timings").toObject().value("prefill_ms").toDouble() <
            first.value("llmcap_timings").toObject().value("prefill_ms").toDouble());
    const QByteArray metrics = client.get(server->url(), "/metrics").body;
    QCOMPARE(simtest::metric(metrics, "vllm:prefix_cache_hits_total{"), double(cached));
}

void TestSimServer::metricsUseVllmNames()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    for (int i = 0; i < 3; ++i)
        client.post(server->url(), "/v1/chat/completions", chat(10, 4, true));
    const Response r = client.get(server->url(), "/metrics");
    QCOMPARE(r.status, 200L);
    QVERIFY(r.headers.contains("text/plain; version=0.0.4"));
    for (const char *name :
         {"vllm:num_requests_running{", "vllm:num_requests_waiting{", "vllm:kv_cache_usage_perc{",
          "vllm:num_preemptions_total{", "vllm:prompt_tokens_total{",
          "vllm:generation_tokens_total{", "vllm:prefix_cache_queries_total{",
          "vllm:prefix_cache_hits_total{", "vllm:cache_config_info{",
          "vllm:time_to_first_token_seconds_count{", "vllm:inter_token_latency_seconds_count{",
          "vllm:e2e_request_latency_seconds_count{", "vllm:request_queue_time_seconds_count{"})
        QVERIFY2(simtest::metric(r.body, name) >= 0, name);
    QCOMPARE(simtest::metric(r.body, "vllm:generation_tokens_total{"), 12.0);
    QCOMPARE(simtest::metric(r.body, "vllm:prompt_tokens_total{"), 51.0);
    QCOMPARE(simtest::metric(r.body, "vllm:time_to_first_token_seconds_count{"), 3.0);
    QCOMPARE(simtest::metric(r.body, "vllm:inter_token_latency_seconds_count{"), 9.0);
    QCOMPARE(simtest::metric(r.body, "vllm:e2e_request_latency_seconds_bucket{engine=\"0\",model_"
                                     "name=\"llmcap/tiny-0.5b\",le=\"+Inf\"}"),
             3.0);
    const QByteArray blocks = QByteArray::number(server->options().service.preset.engine.kvBlocks);
    QVERIFY(r.body.contains(QByteArray("num_gpu_blocks=\"" + blocks + '"')));
    QVERIFY(r.body.contains("block_size=\"16\""));
}

void TestSimServer::keepAliveReusesConnection()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    QCOMPARE(client.post(server->url(), "/v1/chat/completions", chat(5, 3, true)).connects, 1L);
    QCOMPARE(client.post(server->url(), "/v1/chat/completions", chat(5, 3, false)).connects, 0L);
    QCOMPARE(client.get(server->url(), "/health").connects, 0L);
}

void TestSimServer::clientDisconnectAbortsRequest()
{
    auto server = simtest::startServer(simtest::tinyOptions(5));
    QVERIFY(server);
    Client client;
    Request r;
    r.method = "POST";
    r.path = "/v1/chat/completions";
    r.body = chat(10, 2000, true);
    int seen = 0;
    r.onData = [&](const QByteArray &) { return ++seen < 3; };
    const Response aborted = client.send(server->url(), r);
    QCOMPARE(aborted.code, CURLE_WRITE_ERROR);

    Client probe;
    double running = 1;
    for (int i = 0; i < 100 && running != 0; ++i) {
        QThread::msleep(20);
        running = simtest::metric(probe.get(server->url(), "/metrics").body,
                                  "vllm:num_requests_running{");
    }
    QCOMPARE(running, 0.0);
    const QByteArray metrics = probe.get(server->url(), "/metrics").body;
    QCOMPARE(simtest::metric(metrics, "vllm:request_success_total{engine=\"0\",model_name=\"llmcap/"
                                      "tiny-0.5b\",finished_reason=\"abort\"}"),
             1.0);
    QVERIFY(simtest::metric(metrics, "vllm:generation_tokens_total{") < 1000);
}

void TestSimServer::ttftRisesWithPromptLength()
{
    auto server = simtest::startServer(simtest::tinyOptions());
    QVERIFY(server);
    Client client;
    double previous = 0;
    for (int prompt : {10, 200, 800, 2000}) {
        const QJsonObject o =
            client
                .post(server->url(), "/v1/completions",
                      httptest::toJson({{"model", simtest::kModel},
                                        {"prompt", words(prompt, QString::number(prompt))},
                                        {"max_tokens", 2}}))
                .json();
        const double ttft = o.value("llmcap_timings").toObject().value("ttft_ms").toDouble();
        QVERIFY2(ttft > previous,
                 qPrintable(QStringLiteral("prompt %1: %2 ms").arg(prompt).arg(ttft)));
        previous = ttft;
    }
}

void TestSimServer::realTimeMatchesVirtualTime()
{
    // A fixed arrival schedule (simulated seconds), prompt and output lengths.
    struct Item
    {
        double at;
        int prompt;
        int output;
    };
    const QList<Item> schedule = {{0.0, 200, 70}, {0.25, 40, 10}, {0.5, 400, 30}, {0.75, 20, 80},
                                  {1.0, 120, 5},  {1.5, 300, 40}, {2.0, 60, 8},   {2.25, 500, 20},
                                  {2.5, 30, 70},  {3.0, 250, 25}};
    const double speed = 2.0; // 1 ms of wall-clock jitter is 2 ms simulated: far below a step
    auto options = simtest::tinyOptions(speed);

    // The prompt the server sees is words + 4 + 3 template tokens.
    std::vector<SimArrival> arrivals;
    for (const Item &it : schedule)
        arrivals.push_back(SimArrival{it.at, it.prompt + 7, it.output});
    SimulationRunner runner(options.service.preset.engine,
                            StepTimeModel(options.service.preset.stepTime));
    const SimulationResult virt = runner.run(arrivals);
    QCOMPARE(virt.completionOrder.size(), size_t(schedule.size()));
    // The schedule is chosen so that completions are well apart (robust to timer jitter).
    std::vector<double> finishes;
    for (const auto &t : virt.requests)
        finishes.push_back(t.finishSec);
    std::sort(finishes.begin(), finishes.end());
    for (size_t i = 1; i < finishes.size(); ++i)
        QVERIFY2(finishes[i] - finishes[i - 1] > 0.06, qPrintable(QString::number(finishes[i])));

    auto server = simtest::startServer(options);
    QVERIFY(server);
    QElapsedTimer wall;
    std::vector<std::thread> threads;
    const size_t n = size_t(schedule.size());
    std::vector<double> sentAtMs(n, -1), e2eMs(n, -1);
    std::vector<int> tokens(n, -1);
    wall.start();
    for (size_t i = 0; i < n; ++i) {
        threads.emplace_back([&, i] {
            const Item it = schedule.at(qsizetype(i));
            // Distinct words per request: no prefix-cache sharing, as in the replay above.
            const QJsonArray messages{QJsonObject{
                {"role", "user"}, {"content", words(it.prompt, QStringLiteral("r%1").arg(i))}}};
            const QByteArray body = httptest::toJson({{"model", simtest::kModel},
                                                      {"messages", messages},
                                                      {"max_tokens", it.output},
                                                      {"ignore_eos", true},
                                                      {"stream", true}});
            Client client;
            const qint64 dueNs = qint64(it.at / speed * 1e9);
            while (wall.nsecsElapsed() < dueNs)
                QThread::usleep(200);
            sentAtMs[i] = double(wall.nsecsElapsed()) / 1e6;
            const Response r = client.post(server->url(), "/v1/chat/completions", body);
            tokens[i] = simtest::contentEvents(r.events());
            e2eMs[i] = simtest::lastJsonEvent(r.events())
                           .value("llmcap_timings")
                           .toObject()
                           .value("e2e_ms")
                           .toDouble(-1);
        });
    }
    for (auto &t : threads)
        t.join();

    // Replay the arrivals as they really happened (a loaded machine may send a little late),
    // and order the real completions by the server's own clock: send time plus its e2e.
    std::vector<SimArrival> actual = arrivals;
    for (size_t i = 0; i < n; ++i)
        actual[i].arrivalSec = (sentAtMs[i] - sentAtMs[0]) / 1000.0 * speed;
    const SimulationResult replay = runner.run(actual);
    std::vector<int> realOrder(n);
    std::iota(realOrder.begin(), realOrder.end(), 0);
    std::sort(realOrder.begin(), realOrder.end(), [&](int a, int b) {
        return sentAtMs[size_t(a)] + e2eMs[size_t(a)] < sentAtMs[size_t(b)] + e2eMs[size_t(b)];
    });
    QCOMPARE(realOrder, replay.completionOrder);
    for (size_t i = 0; i < n; ++i) {
        QVERIFY(e2eMs[i] > 0);
        QCOMPARE(tokens[i], schedule.at(qsizetype(i)).output);
        QCOMPARE(replay.requests[i].outputTokens, schedule.at(qsizetype(i)).output);
    }
}

// Issue 21: with a span file, each finished request leaves one llm_request span, the child of
// the caller's traceparent, named by its X-Request-Id; without a valid traceparent the span
// starts a trace of its own.
void TestSimServer::spanFileFollowsTraceparent()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("spans.jsonl"));
    auto options = simtest::tinyOptions();
    options.service.otlpFile = path;
    auto server = simtest::startServer(options);
    QVERIFY(server);
    Client client;
    const QByteArray trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const QByteArray parent = "00f067aa0ba902b7";
    const QList<QList<QByteArray>> headers = {
        {"traceparent: 00-" + trace + '-' + parent + "-01", "X-Request-Id: llmcap-t-0"},
        {},
        {"traceparent: 00-" + trace.toUpper() + '-' + parent + "-01"}};
    for (const QList<QByteArray> &h : headers) {
        Request r;
        r.method = "POST";
        r.path = QStringLiteral("/v1/chat/completions");
        r.body = chat(20, 4, true);
        r.headers = h;
        QCOMPARE(client.send(server->url(), r).status, 200L);
    }
    server->stop();

    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QJsonObject> spans;
    for (const QByteArray &line : f.readAll().trimmed().split('\n'))
        spans.append(QJsonDocument::fromJson(line)
                         .object()
                         .value("resourceSpans")
                         .toArray()
                         .first()
                         .toObject()
                         .value("scopeSpans")
                         .toArray()
                         .first()
                         .toObject()
                         .value("spans")
                         .toArray()
                         .first()
                         .toObject());
    QCOMPARE(spans.size(), 3);
    const auto requestId = [](const QJsonObject &span) {
        for (const QJsonValue &a : span.value("attributes").toArray())
            if (a.toObject().value("key").toString() == QLatin1String("gen_ai.request.id"))
                return a.toObject().value("value").toObject().value("stringValue").toString();
        return QString();
    };
    QCOMPARE(spans[0].value("name").toString(), QStringLiteral("llm_request"));
    QCOMPARE(spans[0].value("traceId").toString(), QString::fromLatin1(trace));
    QCOMPARE(spans[0].value("parentSpanId").toString(), QString::fromLatin1(parent));
    QCOMPARE(requestId(spans[0]), QStringLiteral("llmcap-t-0"));
    for (const QJsonObject &root : {spans[1], spans[2]}) {
        QVERIFY(!root.contains("parentSpanId"));
        QCOMPARE(root.value("traceId").toString().size(), 32);
        QVERIFY(root.value("traceId").toString() != QString::fromLatin1(trace));
        QVERIFY2(requestId(root).startsWith(QStringLiteral("chatcmpl-")),
                 qPrintable(requestId(root)));
    }
    QVERIFY(spans[1].value("traceId") != spans[2].value("traceId"));
}

void TestSimServer::unwritableSpanFileStopsTheStart()
{
    QTemporaryDir dir;
    auto options = simtest::tinyOptions();
    options.service.otlpFile = dir.filePath(QStringLiteral("no/such/dir/spans.jsonl"));
    SimServer server(options);
    const Status s = server.start();
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(options.service.otlpFile), qPrintable(s.error()));
    QVERIFY(!server.isRunning());
}

// The zero-compute server of the client self-test (issue 37): max_tokens tokens, whatever the
// preset's output lengths, in the shapes of the engine's answers, with nothing computed.
void TestSimServer::instantServerAnswersAtOnce()
{
    auto options = simtest::tinyOptions();
    options.service.instant = true;
    options.service.speed = 0.001; // an engine behind it would take minutes per token
    auto server = simtest::startServer(options);
    QVERIFY(server);
    Client client;
    QElapsedTimer wall;
    wall.start();
    const Response r = client.post(
        server->url(), "/v1/chat/completions",
        chat(20, 37, true, false, {{"stream_options", QJsonObject{{"include_usage", true}}}}));
    QVERIFY2(wall.elapsed() < 5000, "an instant answer went through the engine");
    QCOMPARE(r.status, 200L);
    const QList<QByteArray> events = r.events();
    QCOMPARE(events.last(), QByteArray("[DONE]"));
    QCOMPARE(simtest::contentEvents(events), 37); // no ignore_eos sent: max_tokens all the same
    const QJsonObject usage =
        QJsonDocument::fromJson(events.at(events.size() - 2)).object().value("usage").toObject();
    QCOMPARE(usage.value("completion_tokens").toInt(), 37);
    QCOMPARE(usage.value("prompt_tokens").toInt(), 27);
    const QJsonObject finish = QJsonDocument::fromJson(events.at(events.size() - 3)).object();
    QCOMPARE(finish.value("choices").toArray().first().toObject().value("finish_reason").toString(),
             QStringLiteral("length"));

    const Response plain = client.post(server->url(), "/v1/completions",
                                       httptest::toJson({{"model", simtest::kModel},
                                                         {"prompt", words(10)},
                                                         {"max_tokens", 5},
                                                         {"stream", false}}));
    QCOMPARE(plain.status, 200L);
    const QJsonObject body = QJsonDocument::fromJson(plain.body).object();
    QCOMPARE(body.value("usage").toObject().value("completion_tokens").toInt(), 5);
    QCOMPARE(body.value("choices")
                 .toArray()
                 .first()
                 .toObject()
                 .value("text")
                 .toString()
                 .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                 .size(),
             5);
    const Response metrics = client.get(server->url(), "/metrics");
    QVERIFY(metrics.body.contains("vllm:request_success_total"));
}

QTEST_GUILESS_MAIN(TestSimServer)
#include "tst_simserver.moc"
