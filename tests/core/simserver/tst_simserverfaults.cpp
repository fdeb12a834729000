// Every --faults mode over real HTTP on 127.0.0.1, and their determinism under --seed.
#include "SimServerFixture.h"

#include <QJsonArray>

using namespace llmcap;
using namespace httptest;
using simtest::chat;

namespace {

std::unique_ptr<SimServer> serverWith(const char *faults, quint64 seed = 0, double speed = 50)
{
    auto options = simtest::tinyOptions(speed);
    auto spec = FaultSpec::parse(QString::fromLatin1(faults));
    if (!spec)
        qFatal("bad fault spec in test: %s", qPrintable(spec.error()));
    options.service.faults = *spec;
    options.service.seed = seed;
    return simtest::startServer(options);
}

bool parses(const QByteArray &event)
{
    QJsonParseError e{};
    QJsonDocument::fromJson(event, &e);
    return e.error == QJsonParseError::NoError;
}

} // namespace

class TestSimServerFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void statusFaults_data();
    void statusFaults();
    void dropClosesMidStream();
    void dropNonStreaming();
    void stallHoldsTheStream();
    void malformedChunk();
    void malformedNonStreamingBody();
    void missingDone();
    void errorEventInsideStream();
    void deterministicUnderSeed();
    void healthyAfterFaults();
};

void TestSimServerFaults::statusFaults_data()
{
    QTest::addColumn<QByteArray>("spec");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("stream");
    for (bool stream : {false, true}) {
        const char *suffix = stream ? " stream" : "";
        QTest::addRow("429%s", suffix)
            << QByteArray("status429=1") << 429 << "RateLimitError" << stream;
        QTest::addRow("500%s", suffix)
            << QByteArray("status500=1") << 500 << "InternalServerError" << stream;
        QTest::addRow("503%s", suffix)
            << QByteArray("status503=100%") << 503 << "ServiceUnavailableError" << stream;
    }
}

void TestSimServerFaults::statusFaults()
{
    QFETCH(QByteArray, spec);
    QFETCH(int, status);
    QFETCH(QString, type);
    QFETCH(bool, stream);
    auto server = serverWith(spec.constData());
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 5, stream));
    QCOMPARE(r.status, long(status));
    const QJsonObject error = r.json().value("error").toObject();
    QCOMPARE(error.value("type").toString(), type);
    QCOMPARE(error.value("code").toInt(), status);
    QVERIFY(!error.value("message").toString().isEmpty());
    QVERIFY(error.contains("param"));
    if (status != 500)
        QVERIFY(r.headers.toLower().contains("retry-after:"));
    // Not queued: nothing was generated.
    QCOMPARE(simtest::metric(client.get(server->url(), "/metrics").body,
                             "vllm:generation_tokens_total{"),
             0.0);
}

void TestSimServerFaults::dropClosesMidStream()
{
    auto server = serverWith("drop=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 20, true));
    QVERIFY2(r.code == CURLE_PARTIAL_FILE || r.code == CURLE_RECV_ERROR,
             curl_easy_strerror(r.code));
    QCOMPARE(r.status, 200L);
    const int content = simtest::contentEvents(r.events());
    QVERIFY2(content > 0 && content < 20, qPrintable(QString::number(content)));
    QVERIFY(!r.events().contains("[DONE]"));
    // The dropped request no longer runs.
    QCOMPARE(
        simtest::metric(client.get(server->url(), "/metrics").body, "vllm:num_requests_running{"),
        0.0);
}

void TestSimServerFaults::dropNonStreaming()
{
    auto server = serverWith("drop=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(
        server->url(), "/v1/completions",
        httptest::toJson({{"model", simtest::kModel}, {"prompt", "a b c"}, {"max_tokens", 10}}));
    QVERIFY2(r.code == CURLE_GOT_NOTHING || r.code == CURLE_RECV_ERROR, curl_easy_strerror(r.code));
}

void TestSimServerFaults::stallHoldsTheStream()
{
    auto server = serverWith("stall=1:400");
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 10, true));
    QCOMPARE(r.code, CURLE_OK);
    QCOMPARE(simtest::contentEvents(r.events()), 10);
    QCOMPARE(r.events().last(), QByteArray("[DONE]"));
    qint64 maxGap = 0;
    for (qsizetype i = 1; i < r.chunks.size(); ++i)
        maxGap = std::max(maxGap, r.chunks.at(i).atMs - r.chunks.at(i - 1).atMs);
    QVERIFY2(maxGap >= 380, qPrintable(QString::number(maxGap)));
    QVERIFY(r.totalMs >= 400);

    const Response plain = client.post(server->url(), "/v1/chat/completions", chat(10, 10, false));
    QCOMPARE(plain.status, 200L);
    QVERIFY(plain.totalMs >= 380);
}

void TestSimServerFaults::malformedChunk()
{
    auto server = serverWith("malformed=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 10, true));
    QCOMPARE(r.code, CURLE_OK);
    const QList<QByteArray> events = r.events();
    QCOMPARE(events.last(), QByteArray("[DONE]"));
    int broken = 0;
    for (const QByteArray &e : events)
        if (e != "[DONE]" && !parses(e))
            ++broken;
    QCOMPARE(broken, 1);
    QCOMPARE(simtest::contentEvents(events), 10);
}

void TestSimServerFaults::malformedNonStreamingBody()
{
    auto server = serverWith("malformed=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 10, false));
    QCOMPARE(r.status, 200L);
    QVERIFY(!r.body.isEmpty());
    QVERIFY(!parses(r.body));
}

void TestSimServerFaults::missingDone()
{
    auto server = serverWith("nodone=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(
        server->url(), "/v1/chat/completions",
        chat(10, 6, true, true, {{"stream_options", QJsonObject{{"include_usage", true}}}}));
    QCOMPARE(r.code, CURLE_OK); // the stream ends cleanly, just without [DONE]
    const QList<QByteArray> events = r.events();
    QVERIFY(!events.contains("[DONE]"));
    QCOMPARE(simtest::contentEvents(events), 6);
    QCOMPARE(
        simtest::lastJsonEvent(events).value("usage").toObject().value("completion_tokens").toInt(),
        6);
}

void TestSimServerFaults::errorEventInsideStream()
{
    auto server = serverWith("errorevent=1");
    QVERIFY(server);
    Client client;
    const Response r = client.post(server->url(), "/v1/chat/completions", chat(10, 10, true));
    QCOMPARE(r.code, CURLE_OK);
    QCOMPARE(r.status, 200L);
    const QList<QByteArray> events = r.events();
    QCOMPARE(events.last(), QByteArray("[DONE]"));
    const QJsonObject error = QJsonDocument::fromJson(events.at(events.size() - 2)).object();
    QVERIFY(error.contains("error"));
    QCOMPARE(error.value("error").toObject().value("code").toInt(), 500);
    QVERIFY(simtest::contentEvents(events) < 10);
}

void TestSimServerFaults::deterministicUnderSeed()
{
    auto outcomes = [](quint64 seed) {
        auto server = serverWith("status500=0.3,status503=0.2", seed, 200);
        Client client;
        QList<long> statuses;
        for (int i = 0; i < 40; ++i)
            statuses.append(
                client.post(server->url(), "/v1/chat/completions", chat(5, 1, false)).status);
        return statuses;
    };
    const QList<long> a = outcomes(11);
    QCOMPARE(a, outcomes(11));
    QVERIFY(a != outcomes(12));
    const auto count = [&](long s) { return a.count(s); };
    QCOMPARE(count(200) + count(500) + count(503), 40);
    QVERIFY2(count(500) >= 5 && count(500) <= 20, qPrintable(QString::number(count(500))));
    QVERIFY2(count(503) >= 2 && count(503) <= 15, qPrintable(QString::number(count(503))));
    QVERIFY(count(200) >= 10);
}

void TestSimServerFaults::healthyAfterFaults()
{
    auto server = serverWith("drop=0.25,stall=0.25:50,malformed=0.25,errorevent=0.25", 3);
    QVERIFY(server);
    Client client;
    for (int i = 0; i < 12; ++i)
        client.post(server->url(), "/v1/chat/completions", chat(10, 6, i % 2 == 0));
    QCOMPARE(client.get(server->url(), "/health").status, 200L);
    const Response ok = client.get(server->url(), "/v1/models");
    QCOMPARE(ok.status, 200L);
}

QTEST_GUILESS_MAIN(TestSimServerFaults)
#include "tst_simserverfaults.moc"
