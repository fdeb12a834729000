// An agent's growing context against the simulated server over real HTTP: a 10-call run in
// which each call carries the previous prompt and output plus new text hits the prefix cache
// for every full block of the carried tokens, through both APIs; unrelated calls of the same
// length hit nothing and take longer.
#include "simserver/TokenCounter.h"

#include "SimServerFixture.h"

#include <QJsonArray>

using namespace llmcap;
using namespace httptest;

namespace {

constexpr int kCalls = 10;
constexpr int kFirstWords = 200; // the first call's prompt text
constexpr int kNewWords = 200;   // new text per later call
constexpr int kOutput = 100;
constexpr int kBlock = 16;
// Chat template tokens (docs/simulated-server.md): 4 per message, 3 for the reply header.
constexpr int kPerMessage = 4;
constexpr int kReplyHeader = 3;

// n distinct words, unique to tag, with no whitespace at either end.
QString text(const QString &tag, int n)
{
    QStringList w;
    w.reserve(n);
    for (int i = 0; i < n; ++i)
        w.append(QStringLiteral("%1w%2").arg(tag).arg(i));
    return w.join(QLatin1Char(' '));
}

struct Call
{
    int promptTokens = -1;
    int completionTokens = -1;
    int cachedTokens = -1;
    double e2eSimSec = 0;
    QString output; // the streamed text, concatenated
};

class Runner
{
public:
    Runner(const SimServer &server, bool chat, double speed)
        : m_url(server.url())
        , m_chat(chat)
        , m_speed(speed)
    {}

    Call chat(const QJsonArray &messages) { return send(QJsonObject{{"messages", messages}}); }
    Call complete(const QString &prompt) { return send(QJsonObject{{"prompt", prompt}}); }
    // A call of promptTokens tokens sharing nothing with any other (tag makes it unique).
    Call unrelated(const QString &tag, int promptTokens)
    {
        if (!m_chat)
            return complete(text(tag, promptTokens));
        return chat(QJsonArray{QJsonObject{
            {"role", "user"}, {"content", text(tag, promptTokens - kPerMessage - kReplyHeader)}}});
    }

private:
    Call send(QJsonObject body)
    {
        body.insert("model", simtest::kModel);
        body.insert("max_tokens", kOutput);
        body.insert("ignore_eos", true);
        body.insert("stream", true);
        body.insert("stream_options", QJsonObject{{"include_usage", true}});
        const Response r =
            m_client.post(m_url, m_chat ? "/v1/chat/completions" : "/v1/completions", toJson(body));
        Call c;
        if (r.code != CURLE_OK || r.status != 200) {
            qWarning("call failed: curl %d, HTTP %ld: %s", int(r.code), r.status,
                     r.body.left(300).constData());
            return c;
        }
        for (const QByteArray &e : r.events()) {
            const QJsonObject o = QJsonDocument::fromJson(e).object();
            const QJsonArray choices = o.value("choices").toArray();
            if (!choices.isEmpty()) {
                const QJsonObject ch = choices.first().toObject();
                c.output += m_chat ? ch.value("delta").toObject().value("content").toString()
                                   : ch.value("text").toString();
            }
            if (o.contains("usage") && choices.isEmpty()) {
                const QJsonObject u = o.value("usage").toObject();
                c.promptTokens = u.value("prompt_tokens").toInt();
                c.completionTokens = u.value("completion_tokens").toInt();
                c.cachedTokens =
                    u.value("prompt_tokens_details").toObject().value("cached_tokens").toInt();
                c.e2eSimSec = o.value("llmcap_timings").toObject().value("e2e_ms").toDouble() *
                              m_speed / 1000.0;
            }
        }
        return c;
    }

    Client m_client;
    QUrl m_url;
    bool m_chat;
    double m_speed;
};

} // namespace

class TestSimServerAgentPrefix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void runHitsCarriedContext_data();
    void runHitsCarriedContext();
};

void TestSimServerAgentPrefix::runHitsCarriedContext_data()
{
    QTest::addColumn<bool>("chat");
    QTest::newRow("chat") << true;
    QTest::newRow("completions") << false;
}

void TestSimServerAgentPrefix::runHitsCarriedContext()
{
    QFETCH(bool, chat);
    const double speed = 50.0;
    auto server = simtest::startServer(simtest::tinyOptions(speed));
    QVERIFY(server);
    Runner runner(*server, chat, speed);

    // The run: each call carries the previous conversation, its output and 200 new words.
    std::vector<Call> run;
    QJsonArray messages{QJsonObject{{"role", "user"}, {"content", text("p", kFirstWords)}}};
    QString prompt = text("p", kFirstWords); // ends in a word: the output starts with a space
    for (int k = 0; k < kCalls; ++k) {
        const Call c = chat ? runner.chat(messages) : runner.complete(prompt);
        QCOMPARE(c.completionTokens, kOutput);
        QCOMPARE(TokenCounter::countText(c.output), kOutput);
        QVERIFY(c.output.endsWith(QLatin1Char(' ')));
        if (!chat)
            QVERIFY2(c.output.startsWith(QLatin1Char(' ')), qPrintable(c.output.left(20)));
        run.push_back(c);
        const QString added = text(QStringLiteral("n%1").arg(k + 1), kNewWords);
        messages.append(QJsonObject{{"role", "assistant"}, {"content", c.output}});
        messages.append(QJsonObject{{"role", "user"}, {"content", added}});
        prompt += c.output + added;
    }

    // Expected values from the template and the block size alone.
    const int firstPrompt = chat ? kFirstWords + kPerMessage + kReplyHeader : kFirstWords;
    // Per later call, chat: the output and its end of turn (after the previous reply header,
    // now the assistant message's header), the new user message and a new reply header.
    const int growth =
        chat ? kOutput + 1 + kNewWords + kPerMessage + kReplyHeader : kOutput + kNewWords;
    qint64 promptSum = 0, cachedSum = 0, expectedCachedSum = 0;
    for (int k = 0; k < kCalls; ++k) {
        const int expectedPrompt = firstPrompt + k * growth;
        // The previous call's prompt and output, less its last token (never computed).
        const int carried = k == 0 ? 0 : run[size_t(k - 1)].promptTokens + kOutput - 1;
        const int expectedCached = carried / kBlock * kBlock;
        QCOMPARE(run[size_t(k)].promptTokens, expectedPrompt);
        QCOMPARE(run[size_t(k)].cachedTokens, expectedCached);
        promptSum += expectedPrompt;
        cachedSum += run[size_t(k)].cachedTokens;
        expectedCachedSum += expectedCached;
    }
    QCOMPARE(cachedSum, expectedCachedSum);
    const double hitRate = double(cachedSum) / double(promptSum);
    const double expectedRate = double(expectedCachedSum) / double(promptSum);

    // The same calls without the carried prefix: unrelated prompts of the same lengths.
    std::vector<Call> cold;
    for (int k = 0; k < kCalls; ++k) {
        const Call c = runner.unrelated(QStringLiteral("u%1x").arg(k), run[size_t(k)].promptTokens);
        QCOMPARE(c.promptTokens, run[size_t(k)].promptTokens);
        QCOMPARE(c.cachedTokens, 0);
        cold.push_back(c);
    }

    const QByteArray metrics = Client().get(server->url(), "/metrics").body;
    QCOMPARE(simtest::metric(metrics, "vllm:prefix_cache_hits_total{"), double(cachedSum));
    QCOMPARE(simtest::metric(metrics, "vllm:prefix_cache_queries_total{"), double(2 * promptSum));

    double runSec = 0, coldSec = 0;
    for (int k = 0; k < kCalls; ++k) {
        runSec += run[size_t(k)].e2eSimSec;
        coldSec += cold[size_t(k)].e2eSimSec;
    }
    qInfo("%s: %d calls, %lld prompt tokens, %lld cached: hit rate %.4f (expected %.4f); "
          "simulated time %.3f s carried vs %.3f s unrelated (%.1f %% saved)",
          chat ? "chat" : "completions", kCalls, promptSum, cachedSum, hitRate, expectedRate,
          runSec, coldSec, 100.0 * (1.0 - runSec / coldSec));
    QVERIFY(hitRate > 0.8);
    QVERIFY2(runSec < coldSec, qPrintable(QStringLiteral("%1 s vs %2 s").arg(runSec).arg(coldSec)));
}

QTEST_GUILESS_MAIN(TestSimServerAgentPrefix)
#include "tst_simserveragentprefix.moc"
