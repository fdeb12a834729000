#include "CannedServer.h"
#include "SimFixture.h"
#include "bench/BenchRunner.h"
#include "bench/RunReport.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace llmcap;

namespace {

BenchConfig config(const SimServer &server, double seconds)
{
    BenchConfig c;
    c.target = SimFixture::target(server);
    c.plan = SimFixture::constantPlan(20, seconds, 64, 8);
    c.plan.warmupS = 0.2;
    c.scrapeIntervalMs = 100;
    c.scheduleLagBoundMs = 100; // a busy test machine must not make the run client-limited
    Slo slo;
    slo.name = QStringLiteral("lenient");
    slo.objectives = {{SloMetric::Ttft, 5000, 90}};
    c.slo = slo;
    c.serving.set(QStringLiteral("gpu_type"), QStringLiteral("none (simulated)"));
    c.label = QStringLiteral("runner test");
    return c;
}

} // namespace

class TestBenchRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsStoresAndSummarises();
    void stopInterrupts();
    void worksWithoutDatabase();
    void finishedComesAfterTheRunIsStored();
    void aRepeatedRunIsNotServedFromTheCache();
    void lostRecordsMarkTheRunIncomplete();
    void aFullDiskInterruptsTheRun();
    void runClassGivesRunSummary();
    void hangingMetricsDoNotDelayTheRun();
    void aRunKeepingNoRecordsStillMeasuresEveryOne_data();
    void aRunKeepingNoRecordsStillMeasuresEveryOne();

private:
    QTemporaryDir m_dir;
};

void TestBenchRunner::runsStoresAndSummarises()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    const BenchConfig c = config(*server, 1.0);
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY2(endpoint.ok(), qPrintable(endpoint.error()));
    const QString path = m_dir.filePath(QStringLiteral("runner.sqlite"));
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(path);
    QSignalSpy progressed(&runner, &BenchRunner::progressed);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(runner.isRunning());
    QVERIFY(runner.runId() > 0);
    QVERIFY(finished.wait(20000));
    QVERIFY(!runner.isRunning());

    const RunResult &result = runner.result();
    QCOMPARE(runner.records().size(), size_t(24));
    QVERIFY(progressed.size() >= 3);
    QVERIFY(progressed.size() < 24); // batched per tick, not one per request
    QVERIFY2(result.isValid(), qPrintable(result.metrics.problems().join(u';')));
    QCOMPARE(result.status, RunInfo::Status::Completed);
    QCOMPARE(result.metrics.overall.due, 20);
    QVERIFY(result.slo && result.slo->met);
    QCOMPARE(result.slo->good, 20);
    QVERIFY(!result.server.isEmpty());
    QCOMPARE(result.server.runtime, QStringLiteral("vllm"));
    QVERIFY(result.server.generationTokens > 0);

    auto db = Database::open(path);
    QVERIFY(db.ok());
    RunRepository repo(**db);
    const auto run = repo.run(runner.runId());
    QVERIFY(run.ok());
    QCOMPARE(run->status, RunInfo::Status::Completed);
    QCOMPARE(run->label, QStringLiteral("runner test"));
    QCOMPARE(run->summary.value(QLatin1String("valid")).toBool(), true);
    QVERIFY(run->summary.contains(QStringLiteral("definitions")));
    QCOMPARE(run->config.value(QLatin1String("plan")).toObject().value(QLatin1String("mode")),
             QStringLiteral("open-loop"));
    QCOMPARE(run->servingConfig.value(QLatin1String("values"))
                 .toObject()
                 .value(QLatin1String("model"))
                 .toString(),
             QStringLiteral("llmcap/tiny-0.5b"));
    auto stored = repo.requests(runner.runId());
    QVERIFY(stored.ok());
    QCOMPARE(stored->size(), runner.records().size());
    std::vector<RequestRecord> inMemory = runner.records();
    std::sort(inMemory.begin(), inMemory.end(),
              [](const RequestRecord &a, const RequestRecord &b) { return a.index < b.index; });
    for (size_t i = 0; i < inMemory.size(); ++i)
        QCOMPARE(stored->at(i), inMemory[i]);
    QVERIFY(repo.serverSamples(runner.runId())->size() >= 5);
    // Metrics recomputed from the database equal the live ones.
    const RunMetrics again = RunMetrics::compute(*stored, run->window, {100, false});
    QCOMPARE(again.toJson(), result.metrics.toJson());
}

void TestBenchRunner::stopInterrupts()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    const BenchConfig c = config(*server, 60);
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(m_dir.filePath(QStringLiteral("stop.sqlite")));
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QTest::qWait(800);
    runner.stop();
    QVERIFY(finished.wait(10000));
    QCOMPARE(runner.result().status, RunInfo::Status::Interrupted);
    QVERIFY(runner.result().metrics.window.seconds() < 2);
    QVERIFY(runner.result().metrics.overall.due > 5);
}

void TestBenchRunner::worksWithoutDatabase()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    BenchConfig c = config(*server, 0.3);
    c.scrapeMetrics = false;
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    BenchRunner runner(c, *endpoint);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(finished.wait(10000));
    QCOMPARE(runner.runId(), 0);
    QVERIFY(runner.result().server.isEmpty());
    QCOMPARE(runner.records().size(), size_t(10));
}

// The result is computed and the run stored on a finishing thread; finished() comes on the
// owner's thread once the run's end is in the database.
void TestBenchRunner::finishedComesAfterTheRunIsStored()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    const BenchConfig c = config(*server, 0.5);
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    const QString path = m_dir.filePath(QStringLiteral("order.sqlite"));
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(path);
    std::optional<RunInfo> seen;
    bool onOwnerThread = false;
    connect(&runner, &BenchRunner::finished, this, [&] {
        onOwnerThread = QThread::currentThread() == thread();
        auto db = Database::open(path);
        QVERIFY(db.ok());
        auto run = RunRepository(**db).run(runner.runId());
        QVERIFY(run.ok());
        seen = *run;
        runner.stop(); // after the end: nothing changes
        runner.abort();
    });
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(finished.wait(20000));
    QVERIFY(onOwnerThread);
    QVERIFY(seen);
    QCOMPARE(seen->status, RunInfo::Status::Completed);
    QCOMPARE(seen->summary.value(QLatin1String("valid")).toBool(), true);
    QCOMPARE(runner.result().status, RunInfo::Status::Completed);
    QCOMPARE(runner.result().metrics.overall.due, 10);
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1); // once
}

// Two runs with one seed (two steps of a sweep) send requests of the same lengths at the same
// times; if they also sent the same text, the server's prefix cache would serve the second from
// the first and its latencies would flatter the replica. The simulated server caches prefixes
// as vLLM does, so its hit rate shows it.
void TestBenchRunner::aRepeatedRunIsNotServedFromTheCache()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    const BenchConfig c = config(*server, 1.0);
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    QList<double> hitRates;
    QList<std::vector<RequestRecord>> records;
    for (int run = 0; run < 2; ++run) {
        BenchRunner runner(c, *endpoint);
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        QVERIFY(!runner.result().server.isEmpty());
        hitRates.append(runner.result().server.prefixHitRatePct);
        records.append(runner.records());
    }
    QVERIFY2(
        hitRates.at(1) >= 0 && hitRates.at(1) < 10,
        qPrintable(
            QStringLiteral("prefix-cache hit rate of the second run: %1 %").arg(hitRates.at(1))));
    // Same requests otherwise: the prompts' token counts agree request by request.
    auto byIndex = [](std::vector<RequestRecord> v) {
        std::sort(v.begin(), v.end(),
                  [](const RequestRecord &a, const RequestRecord &b) { return a.index < b.index; });
        return v;
    };
    const auto a = byIndex(records.at(0));
    const auto b = byIndex(records.at(1));
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].scheduledNs, b[i].scheduledNs);
        QCOMPARE(a[i].promptTokens, b[i].promptTokens);
    }
}

// On a full disk 4 of 97 requests were stored and the run stayed `running` with exit 0: a run
// whose records the database would not take is marked incomplete, with the counts.
void TestBenchRunner::lostRecordsMarkTheRunIncomplete()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    BenchConfig c = config(*server, 1.0);
    c.storeRetryMs = 0;
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    const QString path = m_dir.filePath(QStringLiteral("full.sqlite"));
    {
        // The disk "fills up" after the warm-up: every later request fails to store.
        auto db = Database::open(path);
        QVERIFY(db.ok());
        QVERIFY((*db)
                    ->exec("CREATE TRIGGER disk_full BEFORE INSERT ON run_requests "
                           "WHEN NEW.warmup = 0 BEGIN "
                           "SELECT RAISE(ABORT, 'database or disk is full'); END;")
                    .ok());
    }
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(path);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(finished.wait(30000));
    const RunResult &result = runner.result();
    const qint64 total = qint64(runner.records().size());
    QCOMPARE(total, 24);
    QCOMPARE(result.status, RunInfo::Status::Incomplete);
    QVERIFY(result.unstoredRequests >= 20);
    QCOMPARE(result.storedRequests + result.unstoredRequests, total);
    QVERIFY2(result.notes.join(u'\n').contains(
                 QStringLiteral("%1 of %2 requests could not be stored: cannot store request")
                     .arg(result.unstoredRequests)
                     .arg(total)),
             qPrintable(result.notes.join(u'\n')));
    QVERIFY(result.isValid()); // the measurement itself is whole, in memory

    auto db = Database::open(path);
    QVERIFY(db.ok());
    RunRepository repo(**db);
    const auto run = repo.run(runner.runId());
    QCOMPARE(run->status, RunInfo::Status::Incomplete);
    QCOMPARE(run->summary.value(QLatin1String("unstored_requests")).toInteger(),
             result.unstoredRequests);
    QCOMPARE(*repo.requestCount(runner.runId()), result.storedRequests);
}

// /metrics never answers while the completions answer at once (issue 20): the requests keep
// their schedule and the run ends on time with a note; before, the run's end waited for the
// scrape in flight to time out.
void TestBenchRunner::hangingMetricsDoNotDelayTheRun()
{
    CannedServer server([](const QByteArray &head, CannedServer::Connection &out) {
        if (head.startsWith("GET /metrics ")) {
            out.sleepMs(60000);
            return;
        }
        QByteArray sse = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                         "Connection: close\r\n\r\n";
        for (int i = 0; i < 8; ++i)
            sse += R"(data: {"choices":[{"index":0,"delta":{"content":"t"},"finish_reason":null}]})"
                   "\n\n";
        sse +=
            R"(data: {"choices":[{"index":0,"delta":{},"finish_reason":"length"}],"usage":{"prompt_tokens":64,"completion_tokens":8}})"
            "\n\ndata: [DONE]\n\n";
        out.write(sse);
    });
    BenchConfig c;
    c.target.baseUrl = server.url();
    c.target.model = QStringLiteral("m");
    c.plan = SimFixture::constantPlan(10, 2.5, 64, 8);
    c.scrapeIntervalMs = 1000; // a scrape times out after 2 s
    c.scheduleLagBoundMs = 100;
    EndpointInfo endpoint;
    endpoint.model = QStringLiteral("m");
    BenchRunner runner(c, endpoint);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(runner.start());
    QVERIFY(finished.wait(20000));
    // 2.5 s of load and its drain; the second scrape would have held the end to 4 s.
    QVERIFY2(clock.elapsed() < 3500, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(runner.records().size(), size_t(25));
    for (const RequestRecord &r : runner.records()) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QVERIFY2(r.scheduleLagMs() < 50, qPrintable(QString::number(r.scheduleLagMs())));
    }
    const QString notes = runner.result().notes.join(u'\n');
    QVERIFY2(notes.contains("server metrics unavailable: /metrics did not answer within 2 s"),
             qPrintable(notes));
}

// Issue 20: the disk fills mid-run (max_page_count through LLMCAP_TEST_MAX_PAGE_COUNT, read by
// every connection the runner opens). The run ends at the next tick rather than at its window's
// end, is interrupted, says why in one line, and keeps what was committed before.
void TestBenchRunner::aFullDiskInterruptsTheRun()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    BenchConfig c = config(*server, 30.0);
    c.storeText = true;
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    const QString path = m_dir.filePath(QStringLiteral("diskfull.sqlite"));
    qint64 pages = 0;
    {
        auto db = Database::open(path);
        QVERIFY(db.ok());
        SqlStatement count((*db)->handle(), "PRAGMA page_count");
        QVERIFY(count.step() == SqlStatement::Step::Row);
        pages = count.int64(0);
    }
    qputenv("LLMCAP_TEST_MAX_PAGE_COUNT", QByteArray::number(pages + 12));
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(path);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QElapsedTimer wall;
    wall.start();
    const Status started = runner.start();
    const bool ended = started && finished.wait(40000);
    qunsetenv("LLMCAP_TEST_MAX_PAGE_COUNT");
    QVERIFY2(started, qPrintable(started.error()));
    QVERIFY(ended);
    QVERIFY2(wall.elapsed() < 20000, "the run went on after the disk was full");
    const RunResult &result = runner.result();
    QCOMPARE(result.status, RunInfo::Status::Interrupted);
    QVERIFY2(result.storageError.startsWith(QStringLiteral("the database is full: ")) &&
                 result.storageError.contains(QStringLiteral("diskfull.sqlite")) &&
                 !result.storageError.contains(QLatin1Char('\n')),
             qPrintable(result.storageError));
    QVERIFY(result.storedRequests >= 5);

    auto db = Database::open(path);
    QVERIFY(db.ok());
    SqlStatement check((*db)->handle(), "PRAGMA integrity_check");
    QVERIFY(check.step() == SqlStatement::Step::Row);
    QCOMPARE(check.text(0), QStringLiteral("ok"));
    RunRepository repo(**db);
    const auto run = repo.run(runner.runId());
    QCOMPARE(run->status, RunInfo::Status::Interrupted);
    QCOMPARE(*repo.requestCount(runner.runId()), result.storedRequests);
}

// Issue 37: a run that lets its records go (memory flat over any length) measures them all as
// they come: its metrics and SLO verdict equal those recomputed from the database's records,
// calls of runs included (measured by their run's start, which may end after them).
void TestBenchRunner::aRunKeepingNoRecordsStillMeasuresEveryOne_data()
{
    QTest::addColumn<bool>("runs");
    QTest::newRow("requests") << false;
    QTest::newRow("runs of calls") << true;
}

void TestBenchRunner::aRunKeepingNoRecordsStillMeasuresEveryOne()
{
    QFETCH(bool, runs);
    auto server = SimFixture::start(50);
    QVERIFY(server);
    BenchConfig c = config(*server, 1.5);
    c.scrapeMetrics = false;
    c.slo->objectives.append({SloMetric::Itl, 200, 90});
    if (runs) {
        RunBehaviour b;
        b.calls = TokenDistribution::fixed(3);
        b.newTokens = TokenDistribution::fixed(20);
        b.toolTimeMs = TokenDistribution::fixed(10);
        c.plan.workload.classes[0].run = b;
        c.plan.rateRps = 8;
    }
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    const QString path =
        m_dir.filePath(QStringLiteral("flat-%1.sqlite").arg(runs ? "runs" : "requests"));
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath(path);
    runner.setKeepRecords(false);
    qint64 announced = 0;
    connect(&runner, &BenchRunner::progressed, this, [&](qsizetype firstRecord) {
        QCOMPARE(firstRecord, qsizetype(0)); // each batch alone
        announced += qint64(runner.records().size());
    });
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(finished.wait(30000));
    const RunResult &result = runner.result();
    QVERIFY2(result.isValid(), qPrintable(result.metrics.problems().join(u';')));

    auto db = Database::open(path);
    QVERIFY(db.ok());
    RunRepository repo(**db);
    auto stored = repo.requests(runner.runId());
    QVERIFY(stored.ok());
    QCOMPARE(runner.finishedRecords(), qint64(stored->size()));
    QCOMPARE(announced, runner.finishedRecords());
    QVERIFY(runner.records().size() < stored->size()); // only the last batch is held
    RunMetrics::Options options;
    options.scheduleLagBoundMs = 100;
    const auto run = repo.run(runner.runId());
    QVERIFY(run.ok());
    const RunMetrics again = RunMetrics::compute(*stored, run->window, options);
    QCOMPARE(again.toJson(), result.metrics.toJson());
    QVERIFY(result.metrics.overall.itl.count > 0);
    const SloResult slo = SloEvaluator::evaluate(*stored, *c.slo, run->window);
    QCOMPARE(slo.toJson(), result.slo->toJson());
    QVERIFY(slo.due > 0);
}

QTEST_GUILESS_MAIN(TestBenchRunner)
// A run class (issue 18): the result carries the runs' figures, judged against the SLO's
// run-duration objective, in its JSON (the stored summary) and its text.
void TestBenchRunner::runClassGivesRunSummary()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    BenchConfig c = config(*server, 1.0);
    c.scrapeMetrics = false;
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(3);
    b.newTokens = TokenDistribution::fixed(20);
    b.toolTimeMs = TokenDistribution::fixed(10);
    c.plan.workload.classes[0].run = b;
    c.plan.rateRps = 8; // runs per second
    c.plan.warmupS = 0;
    c.slo->runDuration = RunObjective{60000, 90};
    auto endpoint = EndpointProbe(c.target).probe();
    QVERIFY(endpoint.ok());
    BenchRunner runner(c, *endpoint);
    QSignalSpy finished(&runner, &BenchRunner::finished);
    QVERIFY(runner.start());
    QVERIFY(finished.wait(20000));
    const RunResult &r = runner.result();
    QVERIFY(r.runSummary.has_value());
    const RunStats &all = r.runSummary->overall;
    QCOMPARE(all.due, qint64(8));
    QCOMPARE(all.completed, all.due);
    QCOMPARE(all.calls, 3 * all.due);
    QVERIFY(all.duration.has_value());
    QCOMPARE(all.duration->judged, all.due);
    QCOMPARE(all.duration->misses, qint64(0));
    QVERIFY(all.durationMs.p50 > 10); // at least one tool wait of 10 ms between calls
    const QJsonObject json = r.toJson();
    QCOMPARE(json.value(QStringLiteral("runs"))
                 .toObject()
                 .value(QStringLiteral("overall"))
                 .toObject()
                 .value(QStringLiteral("runs"))
                 .toObject()
                 .value(QStringLiteral("completed"))
                 .toInteger(),
             all.due);
    QVERIFY(RunReport::summary(r, QStringLiteral("run")).contains(QStringLiteral("runs: 8 due")));

    // A plain plan has none.
    BenchConfig plain = config(*server, 0.3);
    plain.scrapeMetrics = false;
    BenchRunner plainRunner(plain, *endpoint);
    QSignalSpy plainFinished(&plainRunner, &BenchRunner::finished);
    QVERIFY(plainRunner.start());
    QVERIFY(plainFinished.wait(10000));
    QVERIFY(!plainRunner.result().runSummary.has_value());
    QVERIFY(!plainRunner.result().toJson().contains(QStringLiteral("runs")));
}

#include "tst_benchrunner.moc"
