// End to end: a short load against the built-in server with its OTLP span file on; every
// request carried a traceparent, the server wrote one llm_request span per request as its
// child, and the join splits every request's TTFT.
#include "SimFixture.h"
#include "results/ServerSpanJoin.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace llmcap;

class TestServerSpanJoinRun : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRequestJoinsWithItsSplit();
};

void TestServerSpanJoinRun::everyRequestJoinsWithItsSplit()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("spans.jsonl"));
    SimServerOptions options = SimFixture::options(20);
    options.service.otlpFile = path;
    auto server = SimFixture::start(options);
    QVERIFY(server);
    // 20 req/s for 1.5 s, prompts long enough that prefill and some queueing show.
    const auto records = SimFixture::run(*server, SimFixture::constantPlan(20, 1.5, 400, 12));
    server.reset(); // every span written and the file closed
    QVERIFY(records.size() >= 25);
    for (const RequestRecord &r : records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.traceId.size(), 32);
        QCOMPARE(r.spanId.size(), 16);
    }

    ServerSpanJoin join;
    join.addRun(7, records);
    const Status read = join.read(path);
    QVERIFY2(read.ok(), qPrintable(read.error()));
    const ServerSpanJoin::Counts &c = join.counts();
    QCOMPARE(c.spans, qint64(records.size()));
    QCOMPARE(c.matchedByTrace, qint64(records.size())); // traceparent sent and continued
    QCOMPARE(c.matchedByRequestId + c.parentMismatch + c.duplicates + c.unmatchedSpans, 0);
    QCOMPARE(c.requestsWithoutSpan + c.failedRequestsWithoutSpan, 0);

    for (const TtftSplit &s : join.splits()) {
        const auto it = std::find_if(records.begin(), records.end(),
                                     [&s](const RequestRecord &r) { return r.index == s.index; });
        QVERIFY(it != records.end());
        const RequestRecord &r = *it;
        QVERIFY(s.ttftMs > 0 && s.serverTtftMs > 0 && s.queueMs >= 0 && s.prefillMs > 0);
        QVERIFY2(s.queueMs + s.prefillMs <= s.ttftMs,
                 qPrintable(QStringLiteral("request %1: queue %2 + prefill %3 > TTFT %4")
                                .arg(s.index)
                                .arg(s.queueMs)
                                .arg(s.prefillMs)
                                .arg(s.ttftMs)));
        QVERIFY(s.clientNetworkMs() >= 0);
        // The span and the response's llmcap_timings come from the same engine timing.
        QVERIFY(qAbs(s.serverTtftMs - r.server.ttftMs) < 0.01);
        QVERIFY(qAbs(s.queueMs - r.server.queueMs) < 0.01);
    }
    const auto steps = join.steps();
    QCOMPARE(steps.size(), size_t(1));
    QVERIFY(steps[0].matched > 0);
    QVERIFY(steps[0].prefill.mean > 0);
}

QTEST_GUILESS_MAIN(TestServerSpanJoinRun)
#include "tst_serverspanjoinrun.moc"
