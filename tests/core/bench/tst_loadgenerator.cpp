#include "SimFixture.h"
#include "StarvationProbe.h"
#include "bench/LatencySummary.h"
#include "bench/RunMetrics.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace llmcap;

class TestLoadGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void probesTheSimulator();
    void measuresEveryRequest();
    void agreesWithServerTimings();
    void faultsLandInTheirCategory_data();
    void faultsLandInTheirCategory();
    void mixedFaultsLoseNothing();
    void userCancels();
    void inFlightCapIsClientQueueing();
    void fallingBehindIsSaidWhileRunning();
    void drainTimeoutEndsStragglers();
    void connectErrors();
    void closedLoopKeepsUsersBusy();
    void stopEndsTheWindow();
};

void TestLoadGenerator::probesTheSimulator()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    EndpointTarget t = SimFixture::target(*server);
    t.api = EndpointTarget::Api::Chat;
    const auto info = EndpointProbe(t).probe();
    QVERIFY2(info.ok(), qPrintable(info.error()));
    QCOMPARE(info->model, QStringLiteral("llmcap/tiny-0.5b"));
    QCOMPARE(info->runtime, QStringLiteral("llmcap-sim"));
    QVERIFY(info->metricsAvailable);
    QVERIFY(info->calibration.calibrated);
    QCOMPARE(info->calibration.tokensPerWord, 1.0);
    QCOMPARE(info->calibration.promptOverheadTokens, 7); // the simulator's chat template
    QCOMPARE(info->serving.integer(QStringLiteral("max_model_len")), 4096);
    QCOMPARE(info->serving.integer(QStringLiteral("block_size")), 16);
    t.model = QStringLiteral("nope");
    QVERIFY(!EndpointProbe(t).probe().ok());
}

void TestLoadGenerator::measuresEveryRequest()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    PlanSettings plan = SimFixture::constantPlan(20, 2, 120, 12);
    plan.warmupS = 0.5;
    RunWindow window;
    const auto records = SimFixture::run(*server, plan, {}, &window);
    QCOMPARE(records.size(), size_t(50));
    for (const RequestRecord &r : records) {
        QVERIFY2(r.error == ErrorCategory::None, qPrintable(r.errorMessage));
        QCOMPARE(r.httpStatus, 200);
        QCOMPARE(r.completionTokens, 12);
        QCOMPARE(r.promptTokens, 120); // calibrated: the server counts what was asked
        QCOMPARE(r.chunks.size(), size_t(12));
        for (const OutputChunk &c : r.chunks)
            QCOMPARE(c.tokens, 1); // continuous usage stats
        QVERIFY(r.scheduledNs <= r.dispatchedNs && r.dispatchedNs <= r.sentNs);
        QVERIFY(r.sentNs <= r.firstByteNs && r.firstByteNs <= r.firstTokenNs);
        QVERIFY(r.firstTokenNs <= r.lastTokenNs && r.lastTokenNs <= r.endNs);
        QVERIFY(r.server.ttftMs > 0 && r.server.queueMs >= 0);
        QVERIFY(r.requestId.startsWith(QStringLiteral("llmcap-test-")));
        QCOMPARE(r.warmup, r.scheduledNs < qint64(0.5e9));
    }
    QCOMPARE(window.startNs, qint64(0.5e9));
    RunMetrics::Options lenient; // a busy test machine must not make the run client-limited
    lenient.scheduleLagBoundMs = 100;
    const RunMetrics m = RunMetrics::compute(records, window, lenient);
    QCOMPARE(m.overall.due, 40);
    QCOMPARE(m.overall.succeeded, 40);
    QVERIFY(m.isValid());
}

// Done when: measured TTFT and TPOT agree with the built-in server's own per-request timings
// within 1 ms plus loopback overhead.
void TestLoadGenerator::agreesWithServerTimings()
{
    auto server = SimFixture::start(1);
    QVERIFY(server);
    const auto records = SimFixture::run(*server, SimFixture::constantPlan(4, 3, 64, 8));
    QCOMPARE(records.size(), size_t(12));
    std::vector<double> ttftDiff;
    std::vector<double> tpotDiff;
    std::vector<double> overhead;
    for (const RequestRecord &r : records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        // Client TTFT counts from the scheduled time, the server's from its arrival.
        // Loopback and HTTP overhead: everything before the server's answer began.
        const double overheadMs = double(r.firstByteNs - r.scheduledNs) / 1e6;
        overhead.push_back(overheadMs);
        ttftDiff.push_back(*r.ttftMs() - r.server.ttftMs - overheadMs);
        const double serverTpot = r.server.decodeMs / double(r.completionTokens - 1);
        tpotDiff.push_back(std::abs(*r.tpotMs() - serverTpot));
    }
    const LatencySummary ttft = LatencySummary::of(ttftDiff);
    const LatencySummary tpot = LatencySummary::of(tpotDiff);
    const LatencySummary loopback = LatencySummary::of(overhead);
    qInfo("client TTFT - server TTFT - loopback: %.3f to %.3f ms (loopback %.3f to %.3f ms); "
          "|TPOT diff| max %.3f ms",
          ttft.min, ttft.max, loopback.min, loopback.max, tpot.max);
#if defined(__SANITIZE_THREAD__)
    // ThreadSanitizer (LLMCAP_TSAN) slows the client's reading 5-15 times: a 1 ms bound on it
    // measures the sanitizer and the machine's load.
    QSKIP("client and server timings are not compared within 1 ms under ThreadSanitizer");
#endif
    // The typical request agrees within 1 ms; a CPU shared with other work can delay the
    // client's reading of single chunks by a few ms, which no client can avoid.
    QVERIFY2(std::abs(ttft.p50) < 1.0,
             "client TTFT and the server's differ by more than 1 ms plus loopback overhead");
    QVERIFY2(tpot.p50 < 1.0, "client TPOT differs from the server's by more than 1 ms");
}

void TestLoadGenerator::faultsLandInTheirCategory_data()
{
    QTest::addColumn<QString>("faults");
    QTest::addColumn<int>("category");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    QTest::newRow("429") << "status429=1" << int(ErrorCategory::Http429) << 429 << "Rate limit";
    QTest::newRow("500") << "status500=1" << int(ErrorCategory::Http5xx) << 500 << "Internal";
    QTest::newRow("503") << "status503=1" << int(ErrorCategory::Http5xx) << 503 << "unavailable";
    QTest::newRow("drop") << "drop=1" << int(ErrorCategory::StreamBroken) << 200 << "broke";
    QTest::newRow("stall") << "stall=1:5000" << int(ErrorCategory::Timeout) << 200 << "within";
    QTest::newRow("malformed") << "malformed=1" << int(ErrorCategory::Parse) << 200 << "malformed";
    // nodone (no [DONE] after the finish chunk, as TGI before 2.2) is complete: tst_streamgaps.
    QTest::newRow("error event") << "errorevent=1" << int(ErrorCategory::Http5xx) << 200
                                 << "error event";
}

// Done when: every fault mode of the built-in server lands in the right error category.
void TestLoadGenerator::faultsLandInTheirCategory()
{
    QFETCH(QString, faults);
    QFETCH(int, category);
    QFETCH(int, status);
    QFETCH(QString, message);
    auto server = SimFixture::start(50, faults);
    QVERIFY(server);
    LoadOptions options;
    options.requestTimeoutMs = 1500;
    const auto records =
        SimFixture::run(*server, SimFixture::constantPlan(10, 0.5, 32, 8), options);
    QCOMPARE(records.size(), size_t(5));
    for (const RequestRecord &r : records) {
        QCOMPARE(int(r.error), category);
        QCOMPARE(r.httpStatus, status);
        QVERIFY2(r.errorMessage.contains(message, Qt::CaseInsensitive), qPrintable(r.errorMessage));
        QVERIFY(r.endNs >= r.dispatchedNs);
    }
    const RunMetrics m = RunMetrics::compute(records, {0, qint64(1e9)}, {});
    QCOMPARE(m.overall.errors, 5);
    QCOMPARE(m.overall.shed, status == 429 || status == 503 ? 5 : 0);
    QVERIFY(!m.isValid());
}

void TestLoadGenerator::mixedFaultsLoseNothing()
{
    auto server = SimFixture::start(50,
                                    QStringLiteral("status429=0.08,status500=0.08,status503=0.08,"
                                                   "drop=0.08,stall=0.04:5000,malformed=0.08,"
                                                   "nodone=0.08,errorevent=0.08"),
                                    7);
    QVERIFY(server);
    LoadOptions options;
    options.requestTimeoutMs = 2000;
    const auto records = SimFixture::run(*server, SimFixture::constantPlan(50, 2, 32, 8), options);
    QCOMPARE(records.size(), size_t(100));
    QSet<qint64> indexes;
    QMap<int, int> byCategory;
    for (const RequestRecord &r : records) {
        indexes.insert(r.index);
        byCategory[int(r.error)] += 1;
        if (r.error == ErrorCategory::None) {
            QCOMPARE(r.completionTokens, 8);
            QCOMPARE(r.chunks.size(), size_t(8));
        }
    }
    QCOMPARE(indexes.size(), 100);
    QVERIFY(byCategory.value(int(ErrorCategory::None)) >= 20);
    for (ErrorCategory c : {ErrorCategory::Http429, ErrorCategory::Http5xx,
                            ErrorCategory::StreamBroken, ErrorCategory::Parse})
        QVERIFY2(byCategory.value(int(c)) > 0, qPrintable(ErrorCategories::key(c)));
}

void TestLoadGenerator::userCancels()
{
    auto server = SimFixture::start(20);
    QVERIFY(server);
    PlanSettings plan = SimFixture::constantPlan(10, 1, 32, 400);
    plan.workload.classes[0].cancel = {1.0, 5, 0};
    auto records = SimFixture::run(*server, plan);
    QCOMPARE(records.size(), size_t(10));
    for (const RequestRecord &r : records) {
        QCOMPARE(r.error, ErrorCategory::Cancelled);
        QCOMPARE(r.chunks.size(), size_t(5));
        QVERIFY(r.ttftMs());
    }
    plan.workload.classes[0].cancel = {1.0, 0, 30};
    records = SimFixture::run(*server, plan);
    for (const RequestRecord &r : records) {
        QCOMPARE(r.error, ErrorCategory::Cancelled);
        QVERIFY(r.errorMessage.contains(QStringLiteral("30 ms")));
        QVERIFY(r.endNs - r.scheduledNs >= qint64(30e6));
        QVERIFY(r.chunks.size() < 400); // long before its natural end
    }
}

void TestLoadGenerator::inFlightCapIsClientQueueing()
{
    auto server = SimFixture::start(10);
    QVERIFY(server);
    PlanSettings plan = SimFixture::constantPlan(200, 0.1, 32, 20); // 20 requests at once
    LoadOptions options;
    options.maxInFlight = 4;
    const auto records = SimFixture::run(*server, plan, options);
    QCOMPARE(records.size(), size_t(20));
    int queued = 0;
    for (const RequestRecord &r : records) {
        QVERIFY(r.succeeded());
        if (r.clientQueued) {
            ++queued;
            QVERIFY(r.scheduleLagMs() > 1.0); // the wait is lag, never hidden
        }
    }
    QVERIFY(queued >= 12);
    const RunMetrics m = RunMetrics::compute(records, {0, qint64(0.1e9)}, {});
    QVERIFY(m.clientLimited);
    QVERIFY(m.problems().join(u' ').contains(QStringLiteral("in-flight cap")));
}

// Issue 37: a client that cannot keep its schedule says so while the run goes on, naming what
// ran out. Two requests in flight at most against 100 req/s of requests that take 0.1-0.3 s: most
// wait for the cap, and a second of sending later the progress says it; the text names the cap.
// Without a cap, at 20 req/s, nothing is late.
void TestLoadGenerator::fallingBehindIsSaidWhileRunning()
{
    auto server = SimFixture::start(10);
    QVERIFY(server);
    auto watch = [&](double rate, int maxInFlight) {
        const PlanSettings plan = SimFixture::constantPlan(rate, 3, 32, 20);
        LoadOptions options;
        options.maxInFlight = maxInFlight;
        options.target = SimFixture::target(*server);
        auto endpoint = EndpointProbe(options.target).probe();
        options.target.model = endpoint->model;
        LoadGenerator load(*RunPlan::create(plan), PromptFactory(plan.seed, endpoint->calibration),
                           options);
        load.start();
        LoadProgress worst; // the first sample at the highest late share
        while (!load.wait(100)) {
            const LoadProgress p = load.progress();
            if (p.recentLateShare > worst.recentLateShare)
                worst = p;
        }
        return worst;
    };
    const LoadProgress capped = watch(100, 2);
    QVERIFY2(capped.recentLateShare >= LoadProgress::kBehindShare,
             qPrintable(QString::number(capped.recentLateShare)));
    QVERIFY(capped.loadThreadCpuShare >= 0 && capped.loadThreadCpuShare <= 1);
    QVERIFY2(capped.fallingBehindText().contains(QLatin1String("in-flight cap")),
             qPrintable(capped.fallingBehindText()));
    LoadProgress busy;
    busy.recentLateShare = 0.9;
    busy.recentCappedShare = 0.1; // a few had waited for the cap: not what ran out
    busy.loadThreadCpuShare = 0.97;
    QVERIFY(busy.fallingBehindText().contains(QLatin1String("97 % of a core")));
    QVERIFY(busy.fallingBehindText().contains(QLatin1String("beyond what one client reaches")));
    busy.loadThreadCpuShare = 0.3;
    QVERIFY(busy.fallingBehindText().contains(QLatin1String("too little CPU")));

    StarvationProbe probe;
    const LoadProgress easy = watch(20, 0);
    probe.stop();
    if (easy.recentLateShare >= LoadProgress::kBehindShare && probe.starved())
        QSKIP(qPrintable(QStringLiteral("starved, not judged: ") + probe.text()));
    QVERIFY2(easy.recentLateShare < LoadProgress::kBehindShare,
             qPrintable(QString::number(easy.recentLateShare)));
    QVERIFY(easy.fallingBehindText().isEmpty());
}

void TestLoadGenerator::drainTimeoutEndsStragglers()
{
    auto server = SimFixture::start(1);
    QVERIFY(server);
    LoadOptions options;
    options.drainTimeoutMs = 200;
    PlanSettings plan = SimFixture::constantPlan(10, 0.2, 32, 500); // outputs far too long
    RunWindow window;
    QElapsedTimer timer;
    timer.start();
    const auto records = SimFixture::run(*server, plan, options, &window);
    QVERIFY(timer.elapsed() < 3000);
    QCOMPARE(records.size(), size_t(2));
    for (const RequestRecord &r : records) {
        QCOMPARE(r.error, ErrorCategory::Timeout);
        QVERIFY(r.errorMessage.contains(QStringLiteral("drain")));
    }
}

void TestLoadGenerator::connectErrors()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    LoadOptions options;
    options.target = SimFixture::target(*server);
    options.target.model = QStringLiteral("m");
    const quint16 port = server->port();
    server.reset(); // nothing listens there any more
    options.target.baseUrl.setPort(port);
    LoadGenerator load(*RunPlan::create(SimFixture::constantPlan(20, 0.2, 8, 2)), PromptFactory(),
                       options);
    QVERIFY(load.start());
    QVERIFY(load.wait(10000));
    const auto records = load.takeRecords();
    QCOMPARE(records.size(), size_t(4));
    for (const RequestRecord &r : records) {
        QCOMPARE(r.error, ErrorCategory::Connect);
        QCOMPARE(r.httpStatus, 0);
    }
}

void TestLoadGenerator::closedLoopKeepsUsersBusy()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    PlanSettings plan = SimFixture::constantPlan(1, 1, 32, 8);
    plan.closedLoopUsers = 3;
    RunWindow window;
    const auto records = SimFixture::run(*server, plan, {}, &window);
    QVERIFY(records.size() > 6);
    std::vector<qint64> starts;
    for (const RequestRecord &r : records) {
        QVERIFY(r.succeeded());
        QVERIFY(r.scheduleLagMs() < 5);
    }
    // Never more than 3 in flight: each request starts after some earlier one ended.
    for (const RequestRecord &r : records) {
        int overlapping = 0;
        for (const RequestRecord &o : records)
            overlapping += o.dispatchedNs <= r.dispatchedNs && o.endNs > r.dispatchedNs ? 1 : 0;
        QVERIFY(overlapping <= 3);
    }
    QCOMPARE(window.endNs, qint64(1e9));
}

void TestLoadGenerator::stopEndsTheWindow()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    LoadOptions options;
    options.target = SimFixture::target(*server);
    options.target.model = QStringLiteral("llmcap/tiny-0.5b");
    LoadGenerator load(*RunPlan::create(SimFixture::constantPlan(20, 60, 16, 4)), PromptFactory(),
                       options);
    QVERIFY(load.start());
    QTest::qWait(600);
    const LoadProgress during = load.progress();
    QVERIFY(during.dispatched > 5);
    QVERIFY(during.phase == LoadProgress::Phase::Measuring);
    load.stop();
    QVERIFY(load.wait(5000));
    const RunWindow w = load.window();
    QVERIFY(w.endNs < qint64(2e9));
    const auto records = load.takeRecords();
    QVERIFY(records.size() >= 8 && records.size() < 20);
    for (const RequestRecord &r : records)
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
    QCOMPARE(load.progress().phase, LoadProgress::Phase::Finished);
}

QTEST_GUILESS_MAIN(TestLoadGenerator)
#include "tst_loadgenerator.moc"
