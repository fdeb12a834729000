// End-to-end checks of `llmcap-cli bench` as a user runs it, against the built-in simulated
// server started in this process.
#include "servermetrics/PrometheusText.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <curl/curl.h>

using namespace llmcap;

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(600000)) // a hang guard
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

std::unique_ptr<SimServer> startSim(double speed, const QString &faults = {})
{
    SimServerOptions options;
    options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    options.service.speed = speed;
    options.service.faults = *FaultSpec::parse(faults);
    auto server = std::make_unique<SimServer>(options);
    return server->start() ? std::move(server) : nullptr;
}

size_t appendBody(char *data, size_t size, size_t count, void *out)
{
    static_cast<QByteArray *>(out)->append(data, qsizetype(size * count));
    return size * count;
}

// Requests the simulated server has finished (all finish reasons but abort).
double finishedRequests(const QUrl &metricsUrl)
{
    QByteArray body;
    CURL *easy = curl_easy_init();
    const QByteArray url = metricsUrl.toEncoded();
    curl_easy_setopt(easy, CURLOPT_URL, url.constData());
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &body);
    curl_easy_perform(easy);
    curl_easy_cleanup(easy);
    double total = 0;
    const PrometheusText text = PrometheusText::parse(body);
    for (const PrometheusSample *s : text.find(QStringLiteral("vllm:request_success_total")))
        if (s->label(QStringLiteral("finished_reason")) != QLatin1String("abort"))
            total += s->value;
    return total;
}

} // namespace

class TestBenchCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsAndExports();
    void usageErrors_data();
    void usageErrors();
    void badInput();
    void invalidRunExitsOne();
    void apiKeyNeverStored();
    void killedRunKeepsFinishedRequests();
    void lostRecordsExitNonZero();
    void fullDiskInterruptsTheRun();

private:
    QTemporaryDir m_dir;
};

void TestBenchCommand::runsAndExports()
{
    auto server = startSim(20);
    QVERIFY(server);
    const QString db = m_dir.filePath(QStringLiteral("runs.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("requests.csv"));
    const QString json = m_dir.filePath(QStringLiteral("result.json"));
    const QString slo = m_dir.filePath(QStringLiteral("slo.yaml"));
    QFile sloFile(slo);
    QVERIFY(sloFile.open(QIODevice::WriteOnly));
    sloFile.write("name: demo\nttft: {threshold_ms: 10000, attainment: 90}\n");
    sloFile.close();
    const Run r = cli({QStringLiteral("--db"),
                       db,
                       QStringLiteral("bench"),
                       QStringLiteral("--url"),
                       server->url().toString(),
                       QStringLiteral("--input-tokens"),
                       QStringLiteral("64"),
                       QStringLiteral("--output-tokens"),
                       QStringLiteral("8"),
                       QStringLiteral("--rate"),
                       QStringLiteral("10"),
                       QStringLiteral("--arrival"),
                       QStringLiteral("constant"),
                       QStringLiteral("--duration"),
                       QStringLiteral("1s"),
                       QStringLiteral("--warmup"),
                       QStringLiteral("200ms"),
                       QStringLiteral("--lag-bound"),
                       QStringLiteral("100"),
                       QStringLiteral("--slo"),
                       slo,
                       QStringLiteral("--csv"),
                       csv,
                       QStringLiteral("--json"),
                       json,
                       QStringLiteral("--pin"),
                       QStringLiteral("gpu_count=1")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("verdict: valid"), r.out.constData());
    QVERIFY(r.out.contains("TTFT ms"));
    QVERIFY(r.out.contains("SLO demo: met"));
    QVERIFY(r.out.contains("not fully pinned"));

    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().split('\n');
    QVERIFY(lines.first().startsWith("# llmcap per-request export"));
    qsizetype header = 0;
    while (lines.at(header).startsWith('#'))
        ++header;
    QVERIFY(lines.at(header).startsWith("index,class,phase,scheduled_ms"));
    QCOMPARE(lines.size() - header - 2, 12); // 12 requests and a final empty line
    // Every request's traceparent ids, distinct, to find the server's span for it.
    const QList<QByteArray> columns = lines.at(header).split(',');
    const qsizetype traceColumn = columns.indexOf("trace_id");
    const qsizetype spanColumn = columns.indexOf("span_id");
    QVERIFY(traceColumn > 0 && spanColumn > 0);
    QSet<QByteArray> traces;
    const QRegularExpression hex32(QStringLiteral("^[0-9a-f]{32}$"));
    const QRegularExpression hex16(QStringLiteral("^[0-9a-f]{16}$"));
    for (qsizetype i = header + 1; i < lines.size() - 1; ++i) {
        const QList<QByteArray> cells = lines.at(i).split(',');
        QVERIFY2(hex32.match(QString::fromLatin1(cells.value(traceColumn))).hasMatch(),
                 lines.at(i).constData());
        QVERIFY2(hex16.match(QString::fromLatin1(cells.value(spanColumn))).hasMatch(),
                 lines.at(i).constData());
        traces.insert(cells.value(traceColumn));
    }
    QCOMPARE(traces.size(), 12);

    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(jsonFile.readAll()).object();
    QVERIFY(o.value(QLatin1String("valid")).toBool());
    QCOMPARE(o.value(QLatin1String("metrics"))
                 .toObject()
                 .value(QLatin1String("overall"))
                 .toObject()
                 .value(QLatin1String("requests_due"))
                 .toInt(),
             10);
    QVERIFY(o.value(QLatin1String("slo")).toObject().value(QLatin1String("met")).toBool());
    QVERIFY(o.contains(QStringLiteral("definitions")));
    QCOMPARE(o.value(QLatin1String("serving_config"))
                 .toObject()
                 .value(QLatin1String("values"))
                 .toObject()
                 .value(QLatin1String("gpu_count"))
                 .toInt(),
             1);

    auto database = Database::open(db);
    QVERIFY(database.ok());
    const qint64 runId = o.value(QLatin1String("run_id")).toInteger();
    QCOMPARE(*RunRepository(**database).requestCount(runId), 12);
}

void TestBenchCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no url") << QStringList{"bench", "--input-tokens", "1", "--output-tokens",
                                           "1",     "--rate",         "1"}
                            << "--url is required";
    QTest::newRow("no workload") << QStringList{"bench", "--url", "http://127.0.0.1:9", "--rate",
                                                "1"}
                                 << "--workload FILE";
    QTest::newRow("rate and users") << QStringList{"bench",
                                                   "--url",
                                                   "http://127.0.0.1:9",
                                                   "--input-tokens",
                                                   "1",
                                                   "--output-tokens",
                                                   "1",
                                                   "--rate",
                                                   "1",
                                                   "--users",
                                                   "2"}
                                    << "either --rate";
    QTest::newRow("bad arrival") << QStringList{"bench",
                                                "--url",
                                                "http://127.0.0.1:9",
                                                "--input-tokens",
                                                "1",
                                                "--output-tokens",
                                                "1",
                                                "--rate",
                                                "1",
                                                "--arrival",
                                                "gamma:-1"}
                                 << "burstiness";
    QTest::newRow("bad duration") << QStringList{"bench",
                                                 "--url",
                                                 "http://127.0.0.1:9",
                                                 "--input-tokens",
                                                 "1",
                                                 "--output-tokens",
                                                 "1",
                                                 "--rate",
                                                 "1",
                                                 "--duration",
                                                 "soon"}
                                  << "--duration";
    QTest::newRow("bad pin") << QStringList{"bench",
                                            "--url",
                                            "http://127.0.0.1:9",
                                            "--input-tokens",
                                            "1",
                                            "--output-tokens",
                                            "1",
                                            "--rate",
                                            "1",
                                            "--pin",
                                            "gpus=8"}
                             << "--pin";
    // Each closed-loop user holds a connection: 3,001 were opened past the cap (issue 20).
    QTest::newRow("users over the cap") << QStringList{"bench",
                                                       "--url",
                                                       "http://127.0.0.1:9",
                                                       "--input-tokens",
                                                       "1",
                                                       "--output-tokens",
                                                       "1",
                                                       "--users",
                                                       "3001"}
                                        << "--users 3001 is above the cap of 2000";
    QTest::newRow("self-test lengths")
        << QStringList{"bench", "--self-test", "--output-tokens", "20,x"} << "answer lengths";
    QTest::newRow("self-test window")
        << QStringList{"bench", "--self-test", "--duration", "500ms"} << "at least 1s";
    QTest::newRow("self-test rate")
        << QStringList{"bench", "--self-test", "--rate", "0"} << "first rate of the ladder";
}

void TestBenchCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r =
        cli(QStringList{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("u.sqlite"))} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

void TestBenchCommand::badInput()
{
    const QString workload = m_dir.filePath(QStringLiteral("bad.yaml"));
    QFile f(workload);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("classes:\n  - name: a\n    input_tokens: 10\n");
    f.close();
    Run r = cli({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("b.sqlite")),
                 QStringLiteral("bench"), QStringLiteral("--url"),
                 QStringLiteral("http://127.0.0.1:9"), QStringLiteral("--workload"), workload,
                 QStringLiteral("--rate"), QStringLiteral("1")});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("output_tokens: is required"), r.err.constData());
    // Nothing listens on port 9: the probe fails before any load.
    r = cli({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("b.sqlite")),
             QStringLiteral("bench"), QStringLiteral("--url"), QStringLiteral("http://127.0.0.1:9"),
             QStringLiteral("--input-tokens"), QStringLiteral("1"),
             QStringLiteral("--output-tokens"), QStringLiteral("1"), QStringLiteral("--rate"),
             QStringLiteral("1")});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("cannot reach"), r.err.constData());
    // The self-test against a server that is not there: one line, exit 3.
    r = cli({QStringLiteral("bench"), QStringLiteral("--self-test"), QStringLiteral("--url"),
             QStringLiteral("http://127.0.0.1:9")});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("the self-test's server: cannot reach"), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
}

void TestBenchCommand::invalidRunExitsOne()
{
    auto server = startSim(20, QStringLiteral("status500=1"));
    QVERIFY(server);
    const Run r = cli({QStringLiteral("--db"), m_dir.filePath(QStringLiteral("i.sqlite")),
                       QStringLiteral("bench"), QStringLiteral("--url"), server->url().toString(),
                       QStringLiteral("--input-tokens"), QStringLiteral("8"),
                       QStringLiteral("--output-tokens"), QStringLiteral("2"),
                       QStringLiteral("--rate"), QStringLiteral("10"), QStringLiteral("--arrival"),
                       QStringLiteral("constant"), QStringLiteral("--duration"),
                       QStringLiteral("0.5s"), QStringLiteral("--json"), QStringLiteral("-")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("verdict: INVALID"), r.err.constData());
    QVERIFY(r.err.contains("no measured request succeeded"));
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QLatin1String("valid")).toBool(true), false);
    QCOMPARE(o.value(QLatin1String("metrics"))
                 .toObject()
                 .value(QLatin1String("overall"))
                 .toObject()
                 .value(QLatin1String("outcomes"))
                 .toObject()
                 .value(QLatin1String("5xx"))
                 .toInt(),
             5);
}

void TestBenchCommand::apiKeyNeverStored()
{
    auto server = startSim(20);
    QVERIFY(server);
    const QByteArray secret = "sk-llmcap-test-3b1f9e";
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LLMCAP_TEST_API_KEY"), QString::fromLatin1(secret));
    const QString db = m_dir.filePath(QStringLiteral("key.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("key.csv"));
    const Run r = cli({QStringLiteral("--db"),
                       db,
                       QStringLiteral("bench"),
                       QStringLiteral("--url"),
                       server->url().toString(),
                       QStringLiteral("--api-key-env"),
                       QStringLiteral("LLMCAP_TEST_API_KEY"),
                       QStringLiteral("--header"),
                       QStringLiteral("X-Api-Key: ") + QString::fromLatin1(secret),
                       QStringLiteral("--input-tokens"),
                       QStringLiteral("8"),
                       QStringLiteral("--output-tokens"),
                       QStringLiteral("2"),
                       QStringLiteral("--rate"),
                       QStringLiteral("10"),
                       QStringLiteral("--arrival"),
                       QStringLiteral("constant"),
                       QStringLiteral("--duration"),
                       QStringLiteral("0.3s"),
                       QStringLiteral("--lag-bound"),
                       QStringLiteral("100"),
                       QStringLiteral("--csv"),
                       csv,
                       QStringLiteral("--json"),
                       QStringLiteral("-")},
                      env);
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(!r.out.contains(secret));
    QVERIFY(!r.err.contains(secret));
    QVERIFY(r.out.contains("\"api_key_set\": true"));
    for (const QString &file : QStringList{db, db + QStringLiteral("-wal"), csv}) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QVERIFY2(!f.readAll().contains(secret), qPrintable(file));
    }
}

// Done when: a process killed mid-run leaves every request that completed more than a second
// before the kill in the database.
void TestBenchCommand::killedRunKeepsFinishedRequests()
{
    auto server = startSim(20);
    QVERIFY(server);
    const QString db = m_dir.filePath(QStringLiteral("killed.sqlite"));
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH),
            {QStringLiteral("--db"), db, QStringLiteral("bench"), QStringLiteral("--url"),
             server->url().toString(), QStringLiteral("--input-tokens"), QStringLiteral("32"),
             QStringLiteral("--output-tokens"), QStringLiteral("8"), QStringLiteral("--rate"),
             QStringLiteral("20"), QStringLiteral("--duration"), QStringLiteral("60s")});
    QVERIFY(p.waitForStarted());
    const QUrl metrics = server->url().resolved(QUrl(QStringLiteral("/metrics")));
    QList<std::pair<qint64, double>> finished; // (wall ms, requests the server finished)
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 3500) {
        finished.append({QDateTime::currentMSecsSinceEpoch(), finishedRequests(metrics)});
        QTest::qWait(50);
    }
    const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
    ::kill(pid_t(p.processId()), SIGKILL);
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);

    double doneASecondBefore = 0;
    for (const auto &[at, count] : finished)
        if (at <= killedAt - 1000)
            doneASecondBefore = count;
    QVERIFY(doneASecondBefore >= 20);

    auto database = Database::open(db);
    QVERIFY2(database.ok(), qPrintable(database.error()));
    RunRepository repo(**database);
    const auto runs = repo.runs();
    QCOMPARE(runs->size(), 1);
    // It never got to finish; its process is gone, so the next open marks it interrupted.
    QCOMPARE(runs->first().status, RunInfo::Status::Interrupted);
    const auto stored = repo.requests(runs->first().id);
    QVERIFY(stored.ok());
    qint64 succeeded = 0;
    for (const RequestRecord &r : *stored)
        succeeded += r.succeeded() ? 1 : 0;
    qInfo("server finished %.0f requests a second before the kill; %lld are in the database",
          doneASecondBefore, succeeded);
    QVERIFY(double(succeeded) >= doneASecondBefore);
}

// Issue 22: on a full disk a run stored 4 of 97 requests and exited 0. Now it says how many
// were stored, exits 3 and leaves the run marked incomplete; --csv still gets every request.
void TestBenchCommand::lostRecordsExitNonZero()
{
    auto server = startSim(20);
    QVERIFY(server);
    const QString db = m_dir.filePath(QStringLiteral("full.sqlite"));
    {
        auto database = Database::open(db);
        QVERIFY(database.ok());
        QVERIFY((*database)
                    ->exec("CREATE TRIGGER disk_full BEFORE INSERT ON run_requests "
                           "WHEN NEW.idx >= 3 BEGIN "
                           "SELECT RAISE(ABORT, 'database or disk is full'); END;")
                    .ok());
    }
    const QString csv = m_dir.filePath(QStringLiteral("full.csv"));
    const Run r = cli({QStringLiteral("--db"),
                       db,
                       QStringLiteral("bench"),
                       QStringLiteral("--url"),
                       server->url().toString(),
                       QStringLiteral("--input-tokens"),
                       QStringLiteral("32"),
                       QStringLiteral("--output-tokens"),
                       QStringLiteral("8"),
                       QStringLiteral("--rate"),
                       QStringLiteral("10"),
                       QStringLiteral("--arrival"),
                       QStringLiteral("constant"),
                       QStringLiteral("--duration"),
                       QStringLiteral("1s"),
                       QStringLiteral("--warmup"),
                       QStringLiteral("0s"),
                       QStringLiteral("--lag-bound"),
                       QStringLiteral("100"),
                       QStringLiteral("--store-retry"),
                       QStringLiteral("0s"),
                       QStringLiteral("--csv"),
                       csv});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("is incomplete in the database"), r.err.constData());
    QVERIFY2(r.out.contains("requests could not be stored") &&
                 r.out.contains("database or disk is full"),
             r.out.constData());
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readAll().count('\n') >= 10 + 2);

    auto database = Database::open(db);
    QVERIFY(database.ok());
    RunRepository repo(**database);
    const auto runs = repo.runs();
    QCOMPARE(runs->size(), 1);
    QCOMPARE(runs->first().status, RunInfo::Status::Incomplete);
    const auto run = repo.run(runs->first().id);
    QVERIFY(run->summary.value(QLatin1String("unstored_requests")).toInteger() > 0);
}

// Issue 20: the disk fills mid-run (PRAGMA max_page_count through the test hook
// LLMCAP_TEST_MAX_PAGE_COUNT, read by every connection the CLI opens). The run ends at once with
// one line naming the problem, is marked interrupted, keeps the requests committed before, and
// the database passes integrity_check and opens in `results`.
void TestBenchCommand::fullDiskInterruptsTheRun()
{
    auto server = startSim(20);
    QVERIFY(server);
    const QString db = m_dir.filePath(QStringLiteral("diskfull.sqlite"));
    qint64 pages = 0;
    {
        auto database = Database::open(db);
        QVERIFY(database.ok());
        SqlStatement count((*database)->handle(), "PRAGMA page_count");
        QVERIFY(count.step() == SqlStatement::Step::Row);
        pages = count.int64(0);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Room for the run's row and some seconds of requests with their text, not for 30 s.
    env.insert(QStringLiteral("LLMCAP_TEST_MAX_PAGE_COUNT"), QString::number(pages + 40));
    QElapsedTimer wall;
    wall.start();
    const Run r =
        cli({QStringLiteral("--db"), db, QStringLiteral("bench"), QStringLiteral("--url"),
             server->url().toString(), QStringLiteral("--input-tokens"), QStringLiteral("200"),
             QStringLiteral("--output-tokens"), QStringLiteral("32"), QStringLiteral("--rate"),
             QStringLiteral("40"), QStringLiteral("--duration"), QStringLiteral("30s"),
             QStringLiteral("--warmup"), QStringLiteral("0s"), QStringLiteral("--lag-bound"),
             QStringLiteral("1000"), QStringLiteral("--store-text")},
            env);
    QVERIFY2(wall.elapsed() < 25000, "the run did not end when the disk filled");
    QCOMPARE(r.code, 3);
    // One line, naming the problem and the file.
    const QList<QByteArray> errors = r.err.trimmed().split('\n');
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().startsWith("llmcap-cli: error: the database is full: ") &&
                 errors.first().contains("diskfull.sqlite"),
             r.err.constData());

    auto database = Database::open(db);
    QVERIFY2(database.ok(), qPrintable(database.error()));
    {
        SqlStatement check((*database)->handle(), "PRAGMA integrity_check");
        QVERIFY(check.step() == SqlStatement::Step::Row);
        QCOMPARE(check.text(0), QStringLiteral("ok"));
    }
    RunRepository repo(**database);
    const auto runs = repo.runs();
    QCOMPARE(runs->size(), 1);
    QCOMPARE(runs->first().status, RunInfo::Status::Interrupted);
    const qint64 stored = *repo.requestCount(runs->first().id);
    QVERIFY2(stored >= 10, qPrintable(QString::number(stored)));
    // Nothing half-written: every stored request reads back whole, with its text.
    const auto requests = repo.requests(runs->first().id);
    QVERIFY(requests.ok());
    QCOMPARE(qint64(requests->size()), stored);
    for (const RequestRecord &rec : *requests)
        QVERIFY(!rec.succeeded() || !rec.outputText.isEmpty());

    const Run results = cli({QStringLiteral("--db"), db, QStringLiteral("results")});
    QVERIFY2(results.code == 0, results.err.constData());
    QVERIFY2(results.out.contains("interrupted"), results.out.constData());
}

QTEST_GUILESS_MAIN(TestBenchCommand)
#include "tst_benchcommand.moc"
