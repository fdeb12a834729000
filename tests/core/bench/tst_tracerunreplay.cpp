#include "SimFixture.h"

#include <QTest>

#include <curl/curl.h>

#include <algorithm>
#include <map>

using namespace llmcap;

// A trace with run fields replayed as runs (PlanSettings::traceRuns) against the built-in
// server: each call waits for the call it depends on to end, plus its recorded tool time.
class TestTraceRunReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void mooncakeRunsKeepTheirWaits();
};

void TestTraceRunReplay::mooncakeRunsKeepTheirWaits()
{
    // Two sessions (runs) in the agentic Mooncake form and one request outside any session.
    // The timestamps of the later calls are far from what the replay does: it must follow
    // the dependencies, not the timestamps.
    const auto trace = Trace::parse(
        R"({"timestamp": 0, "input_length": 300, "output_length": 12, "hash_ids": [1], "session_id": "a", "request_id": "a0"}
{"timestamp": 40, "input_length": 400, "output_length": 10, "hash_ids": [2], "session_id": "b", "request_id": "b0"}
{"timestamp": 80, "input_length": 100, "output_length": 5, "hash_ids": [9]}
{"timestamp": 2000, "input_length": 700, "output_length": 12, "hash_ids": [1, 3], "session_id": "a", "request_id": "a1", "wait_for": "a0", "tool_wait_ms": 120}
{"timestamp": 2100, "input_length": 900, "output_length": 10, "hash_ids": [2, 4], "session_id": "b", "request_id": "b1", "wait_for": "b0", "tool_wait_ms": 60}
{"timestamp": 2200, "input_length": 1000, "output_length": 8, "hash_ids": [1, 3, 5], "session_id": "a", "request_id": "a2", "wait_for": "a1", "tool_wait_ms": 30})",
        QStringLiteral("agent.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    PlanSettings s;
    s.workload = Workload::single(100, 10);
    s.trace = *trace;
    s.traceRuns = true;
    s.durationS = 0; // the whole trace
    const auto plan = RunPlan::create(s);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QVERIFY(plan->isRunPlan());
    QCOMPARE(plan->runs().size(), 3); // a, b and the lone request as a run of one call

    auto server = SimFixture::start(50);
    QVERIFY(server);
    std::vector<RequestRecord> records = SimFixture::run(*server, s);
    QCOMPARE(records.size(), size_t(6));
    std::map<std::pair<QString, int>, const RequestRecord *> byCall;
    for (const RequestRecord &r : records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        byCall[{r.runId, r.callIndex}] = &r;
    }
    auto at = [&](const char *run, int call) {
        const auto it = byCall.find({QString::fromLatin1(run), call});
        if (it == byCall.end())
            qFatal("no record of run %s call %d", run, call);
        return it->second;
    };
    QCOMPARE(byCall.count({QStringLiteral("request-3"), 0}), size_t(1));
    // Run starts at their timestamps.
    QCOMPARE(at("a", 0)->scheduledNs, qint64(0));
    QCOMPARE(at("b", 0)->scheduledNs, qint64(40'000'000));
    QCOMPARE(at("request-3", 0)->scheduledNs, qint64(80'000'000));
    // Each later call: due at its dependency's end plus the recorded tool wait, and sent then.
    struct Wait
    {
        const char *run;
        int call;
        qint64 waitNs;
    };
    qint64 maxLagNs = 0;
    for (const Wait w :
         {Wait{"a", 1, 120'000'000}, Wait{"a", 2, 30'000'000}, Wait{"b", 1, 60'000'000}}) {
        const RequestRecord *r = at(w.run, w.call);
        const RequestRecord *dep = at(w.run, w.call - 1);
        QCOMPARE(r->scheduledNs, dep->endNs + w.waitNs);
        QVERIFY(r->sentNs >= dep->endNs + w.waitNs);
        maxLagNs = std::max(maxLagNs, r->dispatchedNs - r->scheduledNs);
        qInfo("%s call %d: dependency ended at %.1f ms, sent at %.1f ms (wait %.0f ms, lag "
              "%.2f ms)",
              w.run, w.call, double(dep->endNs) / 1e6, double(r->sentNs) / 1e6,
              double(w.waitNs) / 1e6, double(r->dispatchedNs - r->scheduledNs) / 1e6);
    }
    // Measured 0.1-0.3 ms, up to 16 ms with builds running; the bound is tst_runexecution's.
    QVERIFY2(maxLagNs < 50'000'000, qPrintable(QString::number(double(maxLagNs) / 1e6)));
    // The order follows the causal structure, far before the recorded timestamps (2 s on).
    QVERIFY(at("a", 2)->sentNs > at("a", 1)->endNs);
    QVERIFY(at("a", 2)->endNs < 2'000'000'000);
    // The carried context: call a1 sends call a0's conversation, so its prompt is the recorded
    // length (a "previous" prefix) and most of it was cached.
    QVERIFY(at("a", 1)->cachedTokens > 0);
}

QTEST_GUILESS_MAIN(TestTraceRunReplay)
#include "tst_tracerunreplay.moc"
