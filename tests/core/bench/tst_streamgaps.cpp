// Streams as real servers send them where they differ from vLLM's (issue 20), replayed byte for
// byte by a local server through the load generator: TGI before 2.2 (no [DONE]), refusals,
// usage without output, llama.cpp's in-stream "error:" lines, streams of other APIs, empty 429s
// with rate-limit headers, error bodies that echo a key, and streams without bounds.
#include "CannedServer.h"
#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"

#include <QMutex>
#include <QStringList>

#include <QTest>

using namespace llmcap;

namespace {

QByteArray chunk(const QByteArray &delta, const QByteArray &finish = "null",
                 const QByteArray &usage = {})
{
    QByteArray json =
        R"({"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":)" + delta +
        R"(,"finish_reason":)" + finish + "}]";
    if (!usage.isEmpty())
        json += R"(,"usage":)" + usage;
    return "data: " + json + "}\n\n";
}

QByteArray content(int n)
{
    QByteArray out = chunk(R"({"role":"assistant"})");
    for (int i = 0; i < n; ++i)
        out += chunk(R"({"content":"tok"})");
    return out;
}

QByteArray usage(int completion)
{
    return R"({"prompt_tokens":32,"completion_tokens":)" + QByteArray::number(completion) +
           R"(,"total_tokens":)" + QByteArray::number(32 + completion) + "}";
}

// One request of 32 prompt and 8 output tokens (ignore_eos) against a server that answers
// with `reply`.
RequestRecord runOne(const QByteArray &reply)
{
    CannedServer server([&](const QByteArray &) { return reply; });
    PlanSettings plan;
    plan.workload = Workload::single(32, 8);
    plan.arrival.kind = ArrivalProcess::Kind::Constant;
    plan.rateRps = 2;
    plan.durationS = 0.5;
    LoadOptions options;
    options.target.baseUrl = server.url();
    options.target.model = QStringLiteral("m");
    options.requestTimeoutMs = 10000;
    options.runTag = QStringLiteral("gaps");
    LoadGenerator load(*RunPlan::create(plan), PromptFactory(1, {}), options);
    if (!load.start())
        qFatal("load did not start");
    load.wait();
    std::vector<RequestRecord> records = load.takeRecords();
    if (records.empty())
        qFatal("no record");
    return records.front();
}

} // namespace

class TestStreamGaps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streams_data();
    void streams();
    void errorBodyIsBoundedAndRedacted();
    void endlessLineIsCutOff();
    void noMetricsLeavesTheMetricsAlone();
};

void TestStreamGaps::streams_data()
{
    QTest::addColumn<QByteArray>("reply");
    QTest::addColumn<int>("category");
    QTest::addColumn<int>("outputChunks");
    QTest::addColumn<QString>("message");

    const int none = int(ErrorCategory::None);
    QTest::newRow("vllm") << CannedServer::sse(content(8) + chunk("{}", R"("length")") +
                                               chunk("{}", "null", usage(8)) + "data: [DONE]\n\n")
                          << none << 8 << QString();
    // TGI before 2.2: finish chunk with usage, then the connection ends; no [DONE].
    QTest::newRow("tgi no done") << CannedServer::sse(content(7) + chunk(R"({"content":"x"})",
                                                                         R"("length")", usage(8)))
                                 << none << 8 << "ended without [DONE] after its finish chunk";
    QTest::newRow("clean end before finish")
        << CannedServer::sse(content(3)) << int(ErrorCategory::StreamBroken) << 3
        << "before its finish chunk";
    // A refusal is output: its first delta is the first token.
    QTest::newRow("refusal") << CannedServer::sse(
                                    chunk(R"({"role":"assistant","refusal":""})") +
                                    chunk(R"({"refusal":"I can't"})") +
                                    chunk(R"({"refusal":" help with that."})", R"("stop")") +
                                    chunk("{}", "null", usage(8)) + "data: [DONE]\n\n")
                             << none << 2 << QString();
    QTest::newRow("usage without output")
        << CannedServer::sse(chunk(R"({"role":"assistant"})", R"("length")") +
                             chunk("{}", "null", usage(8)) + "data: [DONE]\n\n")
        << none << 0 << "8 completion tokens in usage but no output-bearing chunk";
    // llama.cpp: a prompt longer than the context, refused inside a 200 stream.
    QTest::newRow("llama.cpp context error")
        << CannedServer::sse(
               R"(error: {"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error"})"
               "\n\ndata: [DONE]\n\n")
        << int(ErrorCategory::Http4xx) << 0 << "exceeds the available context size";
    // llama.cpp: a stream cut off after 3 of 8 tokens by a server error.
    QTest::newRow("llama.cpp cut off")
        << CannedServer::sse(
               content(3) +
               R"(error: {"code":500,"message":"slot was released","type":"server_error"})"
               "\n\ndata: [DONE]\n\n")
        << int(ErrorCategory::Http5xx) << 3 << "slot was released";
    QTest::newRow("responses api")
        << CannedServer::sse(
               "event: response.created\n"
               R"(data: {"type":"response.created","response":{"id":"resp_1","status":"in_progress"}})"
               "\n\nevent: response.output_text.delta\n"
               R"(data: {"type":"response.output_text.delta","delta":"Hi"})"
               "\n\n")
        << int(ErrorCategory::Parse) << 0
        << "not a chat-completions stream (this looks like the OpenAI Responses API)";
    QTest::newRow("triton generate_stream")
        << CannedServer::sse(
               R"(data: {"model_name":"ensemble","model_version":"1","sequence_end":false,"text_output":"Hi"})"
               "\n\n")
        << int(ErrorCategory::Parse) << 0 << "this looks like Triton's generate_stream";
    QTest::newRow("empty 429") << CannedServer::reply(429,
                                                      "Retry-After: 7\r\n"
                                                      "x-ratelimit-remaining-requests: 0\r\n",
                                                      "")
                               << int(ErrorCategory::Http429) << 0
                               << "HTTP 429: empty body (Retry-After: 7; "
                                  "x-ratelimit-remaining-requests: 0)";
}

void TestStreamGaps::streams()
{
    QFETCH(QByteArray, reply);
    QFETCH(int, category);
    QFETCH(int, outputChunks);
    QFETCH(QString, message);
    const RequestRecord r = runOne(reply);
    QCOMPARE(int(r.error), category);
    QCOMPARE(int(r.chunks.size()), outputChunks);
    QCOMPARE(r.ttftMs().has_value(), outputChunks > 0);
    if (message.isEmpty())
        QVERIFY2(r.errorMessage.isEmpty(), qPrintable(r.errorMessage));
    else
        QVERIFY2(r.errorMessage.contains(message), qPrintable(r.errorMessage));
}

// A gateway that echoes the Authorization header in a long 401: the stored message is an
// excerpt without the key.
void TestStreamGaps::errorBodyIsBoundedAndRedacted()
{
    const QByteArray body = R"({"error":{"message":"bad credentials: Authorization: Bearer )"
                            R"(sk-live-abcdefghijklmnopqrstuvwxyz0123 )" +
                            QByteArray(50000, 'x') + R"("}})";
    const RequestRecord r = runOne(CannedServer::reply(401, {}, body));
    QCOMPARE(r.error, ErrorCategory::Http4xx);
    QVERIFY2(r.errorMessage.startsWith("HTTP 401: bad credentials"), qPrintable(r.errorMessage));
    QVERIFY2(!r.errorMessage.contains("abcdefghij"), qPrintable(r.errorMessage));
    QVERIFY2(r.errorMessage.contains("[redacted]"), qPrintable(r.errorMessage));
    QVERIFY2(r.errorMessage.size() < 400, qPrintable(QString::number(r.errorMessage.size())));
}

// A line that never ends, and data lines that never make an event: the parser stops at its
// bound instead of buffering all of it.
void TestStreamGaps::endlessLineIsCutOff()
{
    const RequestRecord line = runOne(CannedServer::sse("data: " + QByteArray(6 << 20, 'a')));
    QCOMPARE(line.error, ErrorCategory::Parse);
    QVERIFY2(line.errorMessage.contains("larger than 4 MiB"), qPrintable(line.errorMessage));
    QByteArray lines;
    for (int i = 0; i < (10 << 20) / 8; ++i)
        lines += "data: x\n";
    const RequestRecord event = runOne(CannedServer::sse(lines));
    QCOMPARE(event.error, ErrorCategory::Parse);
}

// bench --no-metrics requested /metrics anyway and noted "no Prometheus metrics".
void TestStreamGaps::noMetricsLeavesTheMetricsAlone()
{
    QMutex mutex;
    QStringList paths;
    CannedServer server([&](const QByteArray &head) {
        const QByteArray path = head.split(' ').value(1);
        {
            QMutexLocker lock(&mutex);
            paths << QString::fromLatin1(path);
        }
        if (path == "/v1/models")
            return CannedServer::reply(200, "Content-Type: application/json\r\n",
                                       R"({"object":"list","data":[{"id":"m"}]})");
        return CannedServer::reply(404, {}, "not found");
    });
    EndpointTarget target;
    target.baseUrl = server.url();
    const auto quiet = EndpointProbe(target).withMetrics(false).probe();
    QVERIFY2(quiet.ok(), qPrintable(quiet.error()));
    QCOMPARE(quiet->model, QStringLiteral("m"));
    QVERIFY2(!paths.contains(QStringLiteral("/metrics")), qPrintable(paths.join(' ')));
    QVERIFY2(!quiet->notes.join(' ').contains("Prometheus"), qPrintable(quiet->notes.join(' ')));
    const auto usual = EndpointProbe(target).probe();
    QVERIFY(usual.ok());
    QVERIFY(paths.contains(QStringLiteral("/metrics")));
    QVERIFY(usual->notes.join(' ').contains("no Prometheus metrics"));
}

QTEST_GUILESS_MAIN(TestStreamGaps)
#include "tst_streamgaps.moc"
