// Bad requests over real HTTP on 127.0.0.1: each gets the right status and an OpenAI error
// body, and no input (garbage bodies, garbage bytes, huge bodies) brings the server down.
#include "sim/SimRandom.h"

#include "SimServerFixture.h"

#include <QJsonArray>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <thread>

using namespace llmcap;
using namespace httptest;
using simtest::chat;

namespace {

// Sends raw bytes on a fresh TCP connection and returns what comes back before the server
// closes it (or waitMs pass).
QByteArray rawExchange(quint16 port, const QByteArray &bytes, int waitMs = 3000)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return "connect failed";
    }
    [[maybe_unused]] ssize_t sent =
        ::send(fd, bytes.constData(), size_t(bytes.size()), MSG_NOSIGNAL);
    QByteArray got;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < waitMs) {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 100) <= 0)
            continue;
        char buf[4096];
        const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n <= 0)
            break;
        got.append(buf, n);
    }
    ::close(fd);
    return got;
}

QByteArray randomBytes(quint64 key, int size)
{
    QByteArray b;
    for (int i = 0; i < size; ++i)
        b.append(char(simrandom::mix(key + quint64(i)) & 0xff));
    return b;
}

} // namespace

class TestSimServerBadRequests : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_server.reset(); }
    void rejects_data();
    void rejects();
    void bodyOverLimitIs413();
    void queueOverMaxQueueIs429();
    void fuzzedBodiesNeverCrash();
    void garbageBytesNeverCrash();

private:
    std::unique_ptr<SimServer> m_server;
};

void TestSimServerBadRequests::initTestCase()
{
    curl_global_init(CURL_GLOBAL_DEFAULT);
    auto options = simtest::tinyOptions(200);
    options.maxBodyBytes = 64 * 1024;
    m_server = simtest::startServer(options);
    QVERIFY(m_server);
}

void TestSimServerBadRequests::rejects_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("param");

    const QByteArray chatPath = "/v1/chat/completions";
    auto row = [](const char *name, const char *method, const char *path, const QByteArray &body,
                  int status, const char *param = "") {
        QTest::newRow(name) << QByteArray(method) << QString::fromLatin1(path) << body << status
                            << QString::fromLatin1(param);
    };
    const QByteArray msgs = R"("messages":[{"role":"user","content":"hi"}])";
    row("invalid json", "POST", chatPath, "{\"model\": ", 400);
    row("not an object", "POST", chatPath, "[1,2,3]", 400);
    row("empty body", "POST", chatPath, "", 400);
    row("missing model", "POST", chatPath, "{" + msgs + "}", 400, "model");
    row("model not a string", "POST", chatPath, "{\"model\":5," + msgs + "}", 400, "model");
    row("missing messages", "POST", chatPath, R"({"model":"llmcap/tiny-0.5b"})", 400, "messages");
    row("messages empty", "POST", chatPath, R"({"model":"llmcap/tiny-0.5b","messages":[]})", 400,
        "messages");
    row("message without role", "POST", chatPath,
        R"({"model":"llmcap/tiny-0.5b","messages":[{"content":"x"}]})", 400, "messages[0].role");
    row("content a number", "POST", chatPath,
        R"({"model":"llmcap/tiny-0.5b","messages":[{"role":"user","content":7}]})", 400,
        "messages[0].content");
    row("max_tokens zero", "POST", chatPath,
        "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + ",\"max_tokens\":0}", 400, "max_tokens");
    row("max_tokens text", "POST", chatPath,
        "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + ",\"max_tokens\":\"9\"}", 400, "max_tokens");
    row("min over max", "POST", chatPath,
        "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + ",\"max_tokens\":3,\"min_tokens\":5}", 400,
        "min_tokens");
    row("n two", "POST", chatPath, "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + ",\"n\":2}", 400,
        "n");
    row("stream not bool", "POST", chatPath,
        "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + ",\"stream\":\"yes\"}", 400, "stream");
    row("stream_options without stream", "POST", chatPath,
        "{\"model\":\"llmcap/tiny-0.5b\"," + msgs + R"(,"stream_options":{"include_usage":true}})",
        400, "stream_options");
    row("unknown model", "POST", chatPath, "{\"model\":\"gpt-9\"," + msgs + "}", 404, "model");
    row("prompt over max_model_len", "POST", "/v1/completions",
        "{\"model\":\"llmcap/tiny-0.5b\",\"prompt\":\"" + words(4100).toLatin1() + "\"}", 400,
        "max_tokens");
    row("prompt plus max_tokens over max_model_len", "POST", "/v1/completions",
        R"({"model":"llmcap/tiny-0.5b","prompt":"a b c","max_tokens":4094})", 400, "max_tokens");
    row("empty prompt", "POST", "/v1/completions", R"({"model":"llmcap/tiny-0.5b","prompt":"   "})",
        400, "prompt");
    row("batched prompts", "POST", "/v1/completions",
        R"({"model":"llmcap/tiny-0.5b","prompt":["a","b"]})", 400, "prompt");
    row("negative token id", "POST", "/v1/completions",
        R"({"model":"llmcap/tiny-0.5b","prompt":[1,-2]})", 400, "prompt");
    row("tokenize without prompt", "POST", "/tokenize", R"({"model":"llmcap/tiny-0.5b"})", 400,
        "prompt");
    row("tokenize unknown model", "POST", "/tokenize", R"({"model":"x","prompt":"a"})", 404,
        "model");
    row("GET on chat", "GET", chatPath, "", 405);
    row("POST on health", "POST", "/health", "{}", 405);
    row("unknown path", "GET", "/v2/nothing", "", 404);
}

void TestSimServerBadRequests::rejects()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, param);
    Client client;
    Request r;
    r.method = method;
    r.path = path;
    r.body = body;
    const Response res = client.send(m_server->url(), r);
    QCOMPARE(res.code, CURLE_OK);
    QCOMPARE(res.status, long(status));
    if (status == 405 || path == "/v2/nothing") {
        QVERIFY(res.json().contains("detail"));
        return;
    }
    const QJsonObject error = res.json().value("error").toObject();
    QVERIFY2(!error.value("message").toString().isEmpty(), res.body.constData());
    QVERIFY(!error.value("type").toString().isEmpty());
    QCOMPARE(error.value("code").toInt(), status);
    if (!param.isEmpty())
        QCOMPARE(error.value("param").toString(), param);
}

void TestSimServerBadRequests::bodyOverLimitIs413()
{
    Client client;
    const QByteArray big = chat(20000, 5, false); // ~100 KB, the limit is 64 KiB
    const Response r = client.post(m_server->url(), "/v1/chat/completions", big);
    QCOMPARE(r.status, 413L);
    QCOMPARE(r.json().value("error").toObject().value("type").toString(),
             QStringLiteral("RequestEntityTooLarge"));

    // Without Content-Length (chunked upload) the limit holds while reading.
    Request chunked;
    chunked.method = "POST";
    chunked.path = "/v1/chat/completions";
    chunked.body = big;
    chunked.headers = {"Transfer-Encoding: chunked"};
    const Response c = client.send(m_server->url(), chunked);
    QCOMPARE(c.status, 413L);
    QCOMPARE(client.get(m_server->url(), "/health").status, 200L);
}

void TestSimServerBadRequests::queueOverMaxQueueIs429()
{
    auto options = simtest::tinyOptions(1.0);
    options.service.preset.engine.maxNumSeqs = 1;
    options.service.maxQueue = 1;
    auto server = simtest::startServer(options);
    QVERIFY(server);
    Client probe;
    auto gauge = [&](const char *name) {
        return simtest::metric(probe.get(server->url(), "/metrics").body, name);
    };
    auto waitFor = [&](const char *name, double value) {
        for (int i = 0; i < 200 && gauge(name) != value; ++i)
            QThread::msleep(10);
        return gauge(name) == value;
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < 2; ++i) {
        threads.emplace_back([&] {
            Client c;
            c.post(server->url(), "/v1/chat/completions", chat(10, 3000, true));
        });
        QVERIFY(waitFor(i == 0 ? "vllm:num_requests_running{" : "vllm:num_requests_waiting{", 1));
    }
    const Response r = probe.post(server->url(), "/v1/chat/completions", chat(10, 5, false));
    QCOMPARE(r.status, 429L);
    QCOMPARE(r.json().value("error").toObject().value("code").toInt(), 429);
    QVERIFY(r.json().value("error").toObject().value("message").toString().contains("limit 1"));
    server->stop(); // ends the two long streams
    for (auto &t : threads)
        t.join();
}

void TestSimServerBadRequests::fuzzedBodiesNeverCrash()
{
    const QList<QByteArray> paths = {"/v1/chat/completions", "/v1/completions", "/tokenize"};
    const QByteArray valid =
        R"({"model":"llmcap/tiny-0.5b","messages":[{"role":"user","content":"hello world"}],"prompt":"x y","max_tokens":2,"stream":true,"stream_options":{"include_usage":true}})";
    const QList<QByteArray> values = {
        "null",
        "true",
        "-1",
        "0",
        "1.5",
        "1e300",
        "\"\"",
        "\"x\"",
        "[]",
        "{}",
        "[[]]",
        "[1,2]",
        "[-1]",
        "[{}]",
        "[{\"role\":5}]",
        "[{\"role\":\"user\",\"content\":[5]}]",
        "[{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":5}]}]",
        "[{\"role\":\"user\",\"content\":[{\"type\":\"image_url\"}]}]",
        "[[1,2],[3]]",
        "{\"include_usage\":\"x\"}",
        "\"\\ud800\""};
    const QList<QByteArray> keys = {
        "model", "messages", "prompt",         "max_tokens", "min_tokens",
        "n",     "stream",   "stream_options", "ignore_eos", "max_completion_tokens"};
    Client client;
    int requests = 0;
    auto check = [&](const QByteArray &path, const QByteArray &body) {
        const Response r = client.post(m_server->url(), QString::fromLatin1(path), body);
        ++requests;
        if (r.code != CURLE_OK || (r.status != 200 && r.status != 400 && r.status != 404))
            return false;
        return r.status == 200 || r.json().value("error").toObject().contains("message");
    };
    for (const QByteArray &key : keys)
        for (const QByteArray &value : values)
            for (const QByteArray &path : paths) {
                QJsonObject o = QJsonDocument::fromJson(valid).object();
                o.remove(QString::fromLatin1(key));
                QByteArray body = QJsonDocument(o).toJson(QJsonDocument::Compact);
                body.chop(1);
                body += ",\"" + key + "\":" + value + "}";
                QVERIFY2(check(path, body), body.constData());
            }
    for (quint64 seed = 0; seed < 60; ++seed) {
        const QByteArray &path = paths.at(qsizetype(seed % 3));
        QVERIFY(check(path, randomBytes(seed * 7919, int(seed * 37 % 3000))));
        QVERIFY(check(path, valid.left(qsizetype(seed * 3 % valid.size()))));
    }
    QVERIFY(check(paths.at(0), QByteArray(30000, '[') + QByteArray(30000, ']')));
    QVERIFY(check(paths.at(1), "{\"model\":\"llmcap/tiny-0.5b\",\"prompt\":\"\xff\xfe\x00\x01\"}"));
    QVERIFY(requests > 600);
    QCOMPARE(client.get(m_server->url(), "/health").status, 200L);
}

void TestSimServerBadRequests::garbageBytesNeverCrash()
{
    const quint16 port = m_server->port();
    QVERIFY(rawExchange(port, "GARBAGE\r\n\r\n").startsWith("HTTP/1.1 400"));
    QVERIFY(rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: zz\r\n\r\n")
                .startsWith("HTTP/1.1 400"));
    QVERIFY(rawExchange(port, "GET /health HTTP/1.1\r\nX: " + QByteArray(100000, 'a') + "\r\n\r\n")
                .startsWith("HTTP/1.1 400"));
    for (quint64 seed = 1; seed <= 20; ++seed)
        rawExchange(port, randomBytes(seed * 104729, int(seed * 97)), 300);
    // A request cut off in the middle, then the connection closed.
    rawExchange(
        port, "POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"mo", 200);
    Client client;
    QCOMPARE(client.get(m_server->url(), "/health").status, 200L);
    QCOMPARE(client.post(m_server->url(), "/v1/chat/completions", chat(5, 2, true)).status, 200L);
}

QTEST_GUILESS_MAIN(TestSimServerBadRequests)
#include "tst_simserverbadrequests.moc"
