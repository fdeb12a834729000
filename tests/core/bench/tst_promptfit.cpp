// Prompts that do not fit (issue 20): with 1,100-token prompts against a 1,024-token context
// the server kept 596 tokens and llmcap stored that silently, although it had read the context
// size before the run; and chat prompts ran 8 tokens long on every runtime but vLLM, whose
// template overhead alone was measured. A local server replays the answers.
#include "CannedServer.h"
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "net/HttpClient.h"

#include <QEventLoop>
#include <QMutex>
#include <QTest>
#include <QTimer>

using namespace llmcap;

class TestPromptFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chatUsageCalibratesWithoutTokenize();
    void promptsBeyondTheContextAreFlagged();
};

namespace {

QByteArray path(const QByteArray &head)
{
    return head.split(' ').value(1);
}

QByteArray json(const QByteArray &body)
{
    return CannedServer::reply(200, "Content-Type: application/json\r\n", body);
}

} // namespace

// No /tokenize (TGI behind a gateway, NIM, SGLang): two one-token answers' usage give tokens
// per word and the chat template's overhead.
void TestPromptFit::chatUsageCalibratesWithoutTokenize()
{
    QMutex mutex;
    int chats = 0;
    CannedServer server([&](const QByteArray &head) {
        if (path(head) != "/v1/chat/completions")
            return CannedServer::reply(404, {}, "not found");
        QMutexLocker lock(&mutex);
        // The 400-word sample first, then the 800-word one: 1.0 token per word, 20 around.
        const int prompt = ++chats == 1 ? 420 : 820;
        return json(R"({"choices":[{"index":0,"message":{"role":"assistant","content":"x"}}],)"
                    R"("usage":{"prompt_tokens":)" +
                    QByteArray::number(prompt) + R"(,"completion_tokens":1}})");
    });
    EndpointTarget target;
    target.baseUrl = server.url();
    HttpClient client(target, 5000);
    const TokenCalibration c =
        EndpointProbe::calibrate(client, target, QStringLiteral("m"), PromptFactory());
    QVERIFY(c.calibrated);
    QCOMPARE(c.method, QStringLiteral("chat usage"));
    QCOMPARE(c.tokensPerWord, 1.0);
    QCOMPARE(c.promptOverheadTokens, 20);
    QCOMPARE(chats, 2);
}

void TestPromptFit::promptsBeyondTheContextAreFlagged()
{
    const QByteArray stream = CannedServer::sse(
        R"(data: {"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"a b c d"},"finish_reason":null}]})"
        "\n\n"
        R"(data: {"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"length"}],"usage":{"prompt_tokens":596,"completion_tokens":4,"total_tokens":600}})"
        "\n\ndata: [DONE]\n\n");
    CannedServer server([&](const QByteArray &head) {
        if (path(head) == "/v1/models")
            return json(R"({"object":"list","data":[{"id":"m","max_model_len":1024}]})");
        if (path(head) == "/v1/chat/completions")
            return stream;
        return CannedServer::reply(404, {}, "not found");
    });
    BenchConfig config;
    config.target.baseUrl = server.url();
    config.plan.workload = Workload::single(1100, 4);
    config.plan.arrival.kind = ArrivalProcess::Kind::Constant;
    config.plan.rateRps = 4;
    config.plan.durationS = 1;
    config.plan.warmupS = 0;
    config.scrapeMetrics = false;
    config.requestTimeoutMs = 10000;
    config.drainTimeoutMs = 5000;
    auto endpoint = EndpointProbe(config.target).withMetrics(false).probe();
    QVERIFY2(endpoint.ok(), qPrintable(endpoint.error()));
    BenchRunner runner(config, *endpoint);
    QVERIFY(runner.start());
    // Before the first request: every planned request needs 1,104 tokens of a 1,024 context.
    QCOMPARE(runner.startWarnings().size(), 1);
    QVERIFY2(runner.startWarnings().first().contains(QLatin1String("context of 1024 tokens")),
             qPrintable(runner.startWarnings().first()));
    QEventLoop loop;
    connect(&runner, &BenchRunner::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    loop.exec();
    const RunResult &r = runner.result();
    QVERIFY(r.metrics.overall.succeeded >= 3);
    // After: every measured request's prompt fell short of its plan by far more than a
    // template's overhead, and the run says how far.
    QCOMPARE(r.metrics.promptsOffPlan, r.metrics.overall.due);
    const QString warnings = r.metrics.warnings().join(QLatin1Char('\n'));
    QVERIFY2(warnings.contains(QLatin1String("as few as 596 of 1100")), qPrintable(warnings));
    QVERIFY2(r.notes.join(QLatin1Char('\n')).contains(QLatin1String("context of 1024")),
             qPrintable(r.notes.join(QLatin1Char('\n'))));
    // A prompt within its template's overhead of the plan is not flagged.
    RequestRecord near;
    near.plannedInputTokens = 1100;
    near.promptTokens = 1108;
    QVERIFY(!RunMetrics::promptOffPlan(near, 8));
    near.promptTokens = 596;
    QVERIFY(RunMetrics::promptOffPlan(near, 8));
}

QTEST_GUILESS_MAIN(TestPromptFit)
#include "tst_promptfit.moc"
