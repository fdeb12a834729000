// `llmcap-cli serve-sim` as a user runs it: prints the URL, serves, stops on SIGTERM/SIGINT.
#include "HttpTestClient.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace httptest;

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(30000))
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

// Starts serve-sim and returns its base URL once it prints the listening line.
QUrl startServing(QProcess &p, const QStringList &args)
{
    p.start(QStringLiteral(LLMCAP_CLI_PATH), QStringList{"serve-sim"} + args);
    QByteArray out;
    while (!out.contains('\n') && p.waitForReadyRead(10000))
        out += p.readAllStandardOutput();
    const QByteArray line = out.left(out.indexOf('\n'));
    if (!line.startsWith("listening on "))
        return {};
    return QUrl(QString::fromUtf8(line.mid(13)));
}

} // namespace

class TestServeSim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void servesUntilSignal_data();
    void servesUntilSignal();
    void configFileAndJson();
    void unknownPresetListsValidOnes();
    void usageErrors_data();
    void usageErrors();
    void nonLoopbackHostWarns();
    void listsPresets();
};

void TestServeSim::servesUntilSignal_data()
{
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGINT") << int(SIGINT);
}

void TestServeSim::servesUntilSignal()
{
    QFETCH(int, signal);
    QProcess p;
    const QUrl url = startServing(p, {"--port", "0", "--preset", "llama-3.1-8b-h100", "--speed",
                                      "20", "--seed", "3", "--faults", "status503=0"});
    QVERIFY2(url.isValid() && url.port() > 0, p.readAllStandardError().constData());
    QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
    Client client;
    QCOMPARE(client.get(url, "/health").status, 200L);
    const Response models = client.get(url, "/v1/models");
    QVERIFY(models.body.contains("meta-llama/Llama-3.1-8B-Instruct"));
    QVERIFY(models.body.contains("\"max_model_len\":131072"));
    ::kill(pid_t(p.processId()), signal);
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(client.get(url, "/health").code, CURLE_COULDNT_CONNECT);
}

void TestServeSim::configFileAndJson()
{
    QTemporaryDir dir;
    const QString config = dir.filePath("preset.json");
    QFile f(config);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"base": "tiny-cpu", "served_model_name": "my-model", "max_num_seqs": 2})");
    f.close();
    const QString json = dir.filePath("out.json");
    QProcess p;
    const QUrl url = startServing(p, {"--config", config, "--json", json, "--speed", "50"});
    QVERIFY2(url.isValid(), p.readAllStandardError().constData());
    Client client;
    QVERIFY(client.get(url, "/v1/models").body.contains("\"id\":\"my-model\""));
    QFile out(json);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(out.readAll()).object();
    QCOMPARE(o.value("url").toString(), url.toString());
    QCOMPARE(o.value("preset").toObject().value("max_num_seqs").toInt(), 2);
    ::kill(pid_t(p.processId()), SIGTERM);
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 0);
}

void TestServeSim::unknownPresetListsValidOnes()
{
    const Run r = cli({"serve-sim", "--preset", "gpt-17"});
    QCOMPARE(r.code, 2);
    for (const char *id : {"tiny-cpu", "few-slot-cpu", "llama-3.1-8b-h100", "llama-3.1-70b-4xh100",
                           "qwen2.5-7b-l40s"})
        QVERIFY2(r.err.contains(id), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestServeSim::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QByteArray>("mentions");
    QTest::newRow("bad faults") << QStringList{"--faults", "drop=2"} << 2 << QByteArray("--faults");
    QTest::newRow("bad speed") << QStringList{"--speed", "0"} << 2 << QByteArray("--speed");
    QTest::newRow("bad port") << QStringList{"--port", "70000"} << 2 << QByteArray("--port");
    QTest::newRow("bad max-queue")
        << QStringList{"--max-queue", "-3"} << 2 << QByteArray("--max-queue");
    QTest::newRow("preset and config")
        << QStringList{"--preset", "tiny-cpu", "--config", "x.json"} << 2 << QByteArray("--config");
    QTest::newRow("missing config")
        << QStringList{"--config", "/nonexistent/p.json"} << 3 << QByteArray("p.json");
}

void TestServeSim::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QByteArray, mentions);
    const Run r = cli(QStringList{"serve-sim"} + args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(mentions), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestServeSim::nonLoopbackHostWarns()
{
    // A documentation address (RFC 5737) no machine owns: the warning comes, binding fails.
    const Run r = cli({"serve-sim", "--host", "192.0.2.1", "--port", "0"});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("warning"), r.err.constData());
    QVERIFY(r.err.contains("192.0.2.1"));
}

void TestServeSim::listsPresets()
{
    const Run r = cli({"serve-sim", "--list-presets"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("tiny-cpu\t"));
    QCOMPARE(r.out.count('\n'), 9);
    // The server behaviours of issue 34, item 7, each a preset of its own.
    for (const char *id :
         {"llama-slots-cpu\t", "vllm-v1-8b-h100\t", "stall-cpu\t", "kv-tight-8b\t"})
        QVERIFY2(r.out.contains(id), id);
}

QTEST_GUILESS_MAIN(TestServeSim)
#include "tst_servesim.moc"
