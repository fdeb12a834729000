// Limits against hostile or broken servers (issue 20), each against a local server that
// misbehaves so: a port that never accepts, an answer that never begins, a stream that stops,
// a body too large to read whole, a stream that never ends, a model list too large.
#include "CannedServer.h"
#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"
#include "bench/StreamTransfer.h"
#include "net/CurlMultiLoop.h"

#include <QElapsedTimer>
#include <QTest>

using namespace llmcap;

namespace {

QByteArray chunk(const QByteArray &text)
{
    return R"(data: {"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":")" +
           text +
           R"("},"finish_reason":null}]})"
           "\n\n";
}

const QByteArray kSseHead =
    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n";

LoadOptions options(const QUrl &url)
{
    LoadOptions o;
    o.target.baseUrl = url;
    o.target.model = QStringLiteral("m");
    o.requestTimeoutMs = 10000;
    o.runTag = QStringLiteral("limits");
    return o;
}

// One request of 32 prompt and 8 output tokens, sent with these options; also gives how long
// it took from its dispatch to its end.
RequestRecord runOne(const LoadOptions &o, double *seconds = nullptr)
{
    PlanSettings plan;
    plan.workload = Workload::single(32, 8);
    plan.arrival.kind = ArrivalProcess::Kind::Constant;
    plan.rateRps = 2;
    plan.durationS = 0.5;
    LoadGenerator load(*RunPlan::create(plan), PromptFactory(1, {}), o);
    if (!load.start())
        qFatal("load did not start");
    load.wait();
    std::vector<RequestRecord> records = load.takeRecords();
    if (records.empty())
        qFatal("no record");
    if (seconds)
        *seconds = double(records.front().endNs - records.front().dispatchedNs) / 1e9;
    return records.front();
}

} // namespace

class TestStreamLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void connectTimeout();
    void firstByteTimeout();
    void idleTimeout();
    void slowButSteadyStreamIsNotIdle();
    void oversizedJsonBodyIsNotParsed();
    void oversizedErrorBodyIsCutShort();
    void endlessStreamIsBounded();
    void oversizedModelListIsNotRead();
    void hangingMetricsDelayTheProbeAtMostFiveSeconds();
};

void TestStreamLimits::connectTimeout()
{
    CannedServer::Unaccepting port;
    LoadOptions o = options(port.url());
    o.connectTimeoutMs = 500;
    double seconds = 0;
    const RequestRecord r = runOne(o, &seconds);
    QCOMPARE(r.error, ErrorCategory::ConnectTimeout);
    QVERIFY2(r.errorMessage.contains("connect timeout (0.5 s)"), qPrintable(r.errorMessage));
    QVERIFY2(seconds < 3, qPrintable(QString::number(seconds)));
}

void TestStreamLimits::firstByteTimeout()
{
    CannedServer server([](const QByteArray &, CannedServer::Connection &out) {
        out.sleepMs(30000); // reads the request, never answers
    });
    LoadOptions o = options(server.url());
    o.firstByteTimeoutMs = 500;
    double seconds = 0;
    const RequestRecord r = runOne(o, &seconds);
    QCOMPARE(r.error, ErrorCategory::FirstByteTimeout);
    QVERIFY2(r.errorMessage.contains("first-byte timeout (0.5 s)"), qPrintable(r.errorMessage));
    QVERIFY(r.sentNs >= 0);
    QCOMPARE(r.firstByteNs, qint64(-1));
    QVERIFY2(seconds >= 0.5 && seconds < 3, qPrintable(QString::number(seconds)));
}

void TestStreamLimits::idleTimeout()
{
    CannedServer server([](const QByteArray &, CannedServer::Connection &out) {
        if (out.write(kSseHead + chunk("a") + chunk("b")))
            out.sleepMs(30000); // then nothing, the connection held open
    });
    LoadOptions o = options(server.url());
    o.idleTimeoutMs = 500;
    double seconds = 0;
    const RequestRecord r = runOne(o, &seconds);
    QCOMPARE(r.error, ErrorCategory::IdleTimeout);
    QVERIFY2(r.errorMessage.contains("idle timeout (0.5 s)"), qPrintable(r.errorMessage));
    QCOMPARE(int(r.chunks.size()), 2);
    QVERIFY2(seconds >= 0.5 && seconds < 3, qPrintable(QString::number(seconds)));
}

// A chunk every 200 ms for 1.2 s against an idle timeout of 500 ms: slow is not idle.
void TestStreamLimits::slowButSteadyStreamIsNotIdle()
{
    CannedServer server([](const QByteArray &, CannedServer::Connection &out) {
        if (!out.write(kSseHead))
            return;
        for (int i = 0; i < 6; ++i)
            if (!out.sleepMs(200) || !out.write(chunk("t")))
                return;
        out.write(
            R"(data: {"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"length"}],"usage":{"prompt_tokens":32,"completion_tokens":8,"total_tokens":40}})"
            "\n\ndata: [DONE]\n\n");
    });
    LoadOptions o = options(server.url());
    o.idleTimeoutMs = 500;
    const RequestRecord r = runOne(o);
    QVERIFY2(r.error == ErrorCategory::None || r.error == ErrorCategory::StoppedEarly,
             qPrintable(r.errorMessage));
    QCOMPARE(int(r.chunks.size()), 6);
}

// A non-streamed answer above the cap is refused whole: nothing parsed from a part of it.
void TestStreamLimits::oversizedJsonBodyIsNotParsed()
{
    const QByteArray body =
        R"({"choices":[{"message":{"content":")" +
        QByteArray(StreamTransfer::kMaxJsonBody + 1024, 'a') +
        R"("},"finish_reason":"length"}],"usage":{"prompt_tokens":32,"completion_tokens":8}})";
    CannedServer server([&](const QByteArray &) {
        return CannedServer::reply(200, "Content-Type: application/json\r\n", body);
    });
    const RequestRecord r = runOne(options(server.url()));
    QCOMPARE(r.error, ErrorCategory::Parse);
    QVERIFY2(r.errorMessage.contains("larger than 4 MiB; it was not read"),
             qPrintable(r.errorMessage));
    QCOMPARE(r.completionTokens, qint64(-1));
}

// An error answer that never ends: its start is the message, the rest is not waited for.
void TestStreamLimits::oversizedErrorBodyIsCutShort()
{
    CannedServer server([](const QByteArray &, CannedServer::Connection &out) {
        if (!out.write("HTTP/1.1 500 X\r\nConnection: close\r\n\r\nupstream exploded "))
            return;
        const QByteArray filler(64 * 1024, 'x');
        while (out.write(filler))
            ;
    });
    double seconds = 0;
    const RequestRecord r = runOne(options(server.url()), &seconds);
    QCOMPARE(r.error, ErrorCategory::Http5xx);
    QVERIFY2(r.errorMessage.startsWith("HTTP 500: upstream exploded"), qPrintable(r.errorMessage));
    QVERIFY2(seconds < 3, qPrintable(QString::number(seconds)));
}

// Valid chunks without end: the request ends at its timeout and the record stays bounded.
void TestStreamLimits::endlessStreamIsBounded()
{
    const QByteArray text(1000, 'a');
    CannedServer server([&](const QByteArray &, CannedServer::Connection &out) {
        if (!out.write(kSseHead))
            return;
        QByteArray burst;
        for (int i = 0; i < 64; ++i)
            burst += chunk(text);
        while (out.write(burst))
            ;
    });
    LoadOptions o = options(server.url());
    o.requestTimeoutMs = 1500;
    o.maxChunkTimes = 500;
    o.storeText = true;
    double seconds = 0;
    const RequestRecord r = runOne(o, &seconds);
    QCOMPARE(r.error, ErrorCategory::Timeout);
    QVERIFY2(seconds < 4, qPrintable(QString::number(seconds)));
    QCOMPARE(int(r.chunks.size()), 500);
    QVERIFY2(r.outputTokens() > 1100, qPrintable(QString::number(r.outputTokens())));
    QVERIFY(r.outputText.size() <= StreamTransfer::kMaxOutputTextChars);
    QVERIFY2(r.errorMessage.contains("output chunks kept as one (at most 500 per request)"),
             qPrintable(r.errorMessage));
    QVERIFY2(r.errorMessage.contains("output text cut at"), qPrintable(r.errorMessage));
}

// A model list above 1 MiB is not read: with --model the run goes on with a note, without it
// the probe says to name the model.
void TestStreamLimits::oversizedModelListIsNotRead()
{
    QByteArray models = R"({"object":"list","data":[)";
    while (models.size() < 1100 * 1024)
        models += R"({"id":"model-with-a-long-name-to-fill-the-list","object":"model"},)";
    models += R"({"id":"m","object":"model"}]})";
    CannedServer server([&](const QByteArray &head) {
        if (head.startsWith("GET /v1/models "))
            return CannedServer::reply(200, "Content-Type: application/json\r\n", models);
        return CannedServer::reply(404, {}, "not found");
    });
    EndpointTarget target;
    target.baseUrl = server.url();
    const auto unnamed = EndpointProbe(target).withMetrics(false).probe();
    QVERIFY(!unnamed.ok());
    QVERIFY2(unnamed.error().contains("larger than 1 MiB; it was not read; name the model"),
             qPrintable(unnamed.error()));
    target.model = QStringLiteral("m");
    const auto named = EndpointProbe(target).withMetrics(false).probe();
    QVERIFY2(named.ok(), qPrintable(named.error()));
    QCOMPARE(named->model, QStringLiteral("m"));
    QVERIFY(named->models.isEmpty());
    QVERIFY2(named->notes.join(u'\n').contains("model list at"),
             qPrintable(named->notes.join(u'\n')));
}

// A /metrics page that never answers costs the probe its own 5 s, not the 15 s the model list
// may take, and the note says why the run has no server view.
void TestStreamLimits::hangingMetricsDelayTheProbeAtMostFiveSeconds()
{
    CannedServer server([](const QByteArray &head, CannedServer::Connection &out) {
        if (head.startsWith("GET /metrics ")) {
            out.sleepMs(30000);
            return;
        }
        if (head.startsWith("GET /v1/models "))
            out.write(CannedServer::reply(200, "Content-Type: application/json\r\n",
                                          R"({"object":"list","data":[{"id":"m"}]})"));
        else
            out.write(CannedServer::reply(404, {}, "not found"));
    });
    EndpointTarget target;
    target.baseUrl = server.url();
    QElapsedTimer clock;
    clock.start();
    const auto probed = EndpointProbe(target).probe();
    const qint64 elapsedMs = clock.elapsed();
    QVERIFY2(probed.ok(), qPrintable(probed.error()));
    QVERIFY2(elapsedMs >= EndpointProbe::kMetricsTimeoutMs - 100,
             qPrintable(QString::number(elapsedMs)));
    QVERIFY2(elapsedMs < EndpointProbe::kMetricsTimeoutMs + 4000,
             qPrintable(QString::number(elapsedMs)));
    QVERIFY(!probed->metricsAvailable);
    const QString notes = probed->notes.join(u'\n');
    QVERIFY2(notes.contains("did not answer within 5 s: the run has no server view"),
             qPrintable(notes));
}

QTEST_GUILESS_MAIN(TestStreamLimits)
#include "tst_streamlimits.moc"
