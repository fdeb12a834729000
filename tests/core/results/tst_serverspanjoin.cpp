// Joining a server's OTLP request spans to llmcap's requests, with span files the test writes:
// matched by trace id and by request id, unmatched spans and requests, a parent mismatch, a
// duplicate, a malformed line, and the TTFT split the join gives.
#include "results/ServerSpanJoin.h"
#include "simserver/OtlpSpanWriter.h"
#include "telemetry/ServerSpanReader.h"

#include "RecordBuilder.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestServerSpanJoin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesByTraceAndSplitsTtft();
    void countsWhatItCannotJoin();
    void fallsBackToRequestId();
    void malformedLineNamesItsNumber_data();
    void malformedLineNamesItsNumber();
    void applyFillsMissingTimingsOnly();
    void skipsDurationsBeyondRange();
    void joinsStepsOfSeveralRuns();
    void readsLargeFileStreaming();

private:
    QString write(const QString &name, const QList<QByteArray> &lines);
    QTemporaryDir m_dir;
};

namespace {

QString hex(qint64 n, int digits)
{
    return QStringLiteral("%1").arg(n + 1, digits, 16, QLatin1Char('0'));
}

// Request i of run run: TTFT 100 + i ms, trace id and span id from (run, i).
RequestRecord request(qint64 run, qint64 i)
{
    RequestRecord r = RecordBuilder(i, 1000.0 * double(i)).chunks({{100.0 + double(i), 1}});
    r.requestId = QStringLiteral("llmcap-r%1-%2").arg(run).arg(i);
    r.traceId = hex(run * 1000 + i, 32);
    r.spanId = hex(run * 1000 + i, 16);
    return r;
}

// The server's span for r: queue 30 ms, prefill 40 ms, server TTFT 80 ms (10 ms other).
OtlpSpanWriter::Span spanFor(const RequestRecord &r)
{
    OtlpSpanWriter::Span s;
    s.traceId = r.traceId.toStdString();
    s.spanId = "abcdefabcdefabcd";
    s.parentSpanId = r.spanId.toStdString();
    s.requestId = r.requestId.toStdString();
    s.model = "m";
    s.queueS = 0.030;
    s.prefillS = 0.040;
    s.ttftS = 0.080;
    s.decodeS = 0.5;
    s.e2eS = 0.58;
    return s;
}

QByteArray line(const OtlpSpanWriter::Span &s)
{
    return QByteArray::fromStdString(OtlpSpanWriter::line(s));
}

} // namespace

QString TestServerSpanJoin::write(const QString &name, const QList<QByteArray> &lines)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    for (const QByteArray &l : lines)
        f.write(l + '\n');
    return path;
}

void TestServerSpanJoin::matchesByTraceAndSplitsTtft()
{
    std::vector<RequestRecord> records;
    QList<QByteArray> lines;
    for (int i = 0; i < 5; ++i) {
        records.push_back(request(1, i));
        lines.prepend(line(spanFor(records.back()))); // the server's order is its own
    }
    ServerSpanJoin join;
    join.addRun(1, records);
    const Status s = join.read(write(QStringLiteral("matched.jsonl"), lines));
    QVERIFY2(s.ok(), qPrintable(s.error()));
    const ServerSpanJoin::Counts &c = join.counts();
    QCOMPARE(c.spans, 5);
    QCOMPARE(c.matchedByTrace, 5);
    QCOMPARE(c.matchedByRequestId, 0);
    QCOMPARE(c.unmatchedSpans + c.parentMismatch + c.duplicates + c.requestsWithoutSpan, 0);
    QCOMPARE(join.splits().size(), size_t(5));
    for (const TtftSplit &t : join.splits()) {
        QCOMPARE(t.runId, 1);
        QCOMPARE(t.ttftMs, 100.0 + double(t.index));
        QCOMPARE(t.serverTtftMs, 80.0);
        QCOMPARE(t.clientNetworkMs(), 20.0 + double(t.index));
        QCOMPARE(t.queueMs, 30.0);
        QCOMPARE(t.prefillMs, 40.0);
        QVERIFY(qAbs(t.otherServerMs() - 10.0) < 1e-9);
        QVERIFY(!t.byRequestId);
    }
    const auto steps = join.steps();
    QCOMPARE(steps.size(), size_t(1));
    QCOMPARE(steps[0].matched, 5);
    QCOMPARE(steps[0].clientNetwork.mean, 22.0);
    QCOMPARE(steps[0].queue.p50, 30.0);
    QCOMPARE(steps[0].prefill.p99, 40.0);
    const QString text = join.textLines(true).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("5 matched (5 by trace id, 0 by request id)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("client and network 22.0")), qPrintable(text));
}

void TestServerSpanJoin::countsWhatItCannotJoin()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 6; ++i)
        records.push_back(request(1, i));
    records[5] = RecordBuilder(5, 5000).error(ErrorCategory::Http5xx, 500);
    records[5].traceId = hex(1005, 32);
    records[5].spanId = hex(1005, 16);

    QList<QByteArray> lines;
    lines << line(spanFor(records[0]));
    lines << line(spanFor(records[0])); // a second span for request 0
    OtlpSpanWriter::Span wrongParent = spanFor(records[1]);
    wrongParent.parentSpanId = "9999999999999999";
    lines << line(wrongParent);
    OtlpSpanWriter::Span stranger = spanFor(records[2]);
    stranger.traceId = "ffffffffffffffffffffffffffffffff";
    stranger.requestId = "someone-else";
    lines << line(stranger);
    lines << line(spanFor(records[3]));
    // A span of another operation (an HTTP span of a gateway) is passed over.
    lines
        << R"({"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"0123456789abcdef0123456789abcdef","spanId":"0123456789abcdef","name":"POST /v1/chat/completions","attributes":[]}]}]}]})";

    ServerSpanJoin join;
    join.addRun(1, records);
    const Status s = join.read(write(QStringLiteral("unmatched.jsonl"), lines));
    QVERIFY2(s.ok(), qPrintable(s.error()));
    const ServerSpanJoin::Counts &c = join.counts();
    QCOMPARE(c.spans, 5);
    QCOMPARE(c.otherSpans, 1);
    QCOMPARE(c.matchedByTrace, 2);
    QCOMPARE(c.duplicates, 1);
    QCOMPARE(c.parentMismatch, 1);
    QCOMPARE(c.unmatchedSpans, 1);
    QCOMPARE(c.requests, 6);
    QCOMPARE(c.requestsWithoutSpan, 3);       // 1 (parent mismatch), 2, 4
    QCOMPARE(c.failedRequestsWithoutSpan, 1); // 5
    // Request 1's span is not taken, although its trace id matches: no guessing.
    for (const TtftSplit &t : join.splits())
        QVERIFY(t.index == 0 || t.index == 3);
    const QString text = join.textLines(false).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("1 spans of no request of these runs, 1 with a parent")),
             qPrintable(text));
}

void TestServerSpanJoin::fallsBackToRequestId()
{
    std::vector<RequestRecord> records{request(1, 0), request(1, 1)};
    records[1].traceId.clear(); // stored before traceparent, or never sent
    records[1].spanId.clear();
    OtlpSpanWriter::Span proxied = spanFor(records[0]);
    proxied.traceId = "11111111111111111111111111111111"; // the header was dropped on the way
    proxied.parentSpanId.clear();
    OtlpSpanWriter::Span old = spanFor(records[1]);
    old.traceId = "22222222222222222222222222222222";
    ServerSpanJoin join;
    join.addRun(1, records);
    QVERIFY(join.read(write(QStringLiteral("byid.jsonl"), {line(proxied), line(old)})).ok());
    QCOMPARE(join.counts().matchedByRequestId, 2);
    QCOMPARE(join.counts().matchedByTrace, 0);
    for (const TtftSplit &t : join.splits())
        QVERIFY(t.byRequestId);
}

// A duration too large for milliseconds (or negative) is as if the span had not said it:
// the span still counts, its other durations are kept.
void TestServerSpanJoin::skipsDurationsBeyondRange()
{
    const QString path = write(
        QStringLiteral("range.jsonl"),
        {QByteArray(
            R"({"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"b7ad6b7169203331","name":"llm_request","attributes":[)"
            R"({"key":"gen_ai.latency.time_to_first_token","value":{"doubleValue":1e306}},)"
            R"({"key":"gen_ai.latency.time_in_queue","value":{"doubleValue":-0.5}},)"
            R"({"key":"gen_ai.latency.e2e","value":{"doubleValue":0.25}}]}]}]}]})")});
    QList<ServerSpan> spans;
    ServerSpanReader::Counts counts;
    const Status s = ServerSpanReader::read(
        path, [&](const ServerSpan &span) { spans.append(span); }, &counts);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(counts.requestSpans, 1);
    QCOMPARE(spans.size(), 1);
    QCOMPARE(spans[0].ttftMs, -1.0);
    QCOMPARE(spans[0].queueMs, -1.0);
    QCOMPARE(spans[0].e2eMs, 250.0);
}

void TestServerSpanJoin::malformedLineNamesItsNumber_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("expected");
    QTest::newRow("cut off") << QByteArray(R"({"resourceSpans":[{"scopeSpans":)")
                             << QStringLiteral("line 3");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("line 3");
    QTest::newRow("bad trace id")
        << QByteArray(
               R"({"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"xyz","spanId":"0123456789abcdef","name":"llm_request"}]}]}]})")
        << QStringLiteral("line 3: a request span without a valid traceId");
}

void TestServerSpanJoin::malformedLineNamesItsNumber()
{
    QFETCH(QByteArray, bad);
    QFETCH(QString, expected);
    std::vector<RequestRecord> records{request(1, 0), request(1, 1), request(1, 2)};
    ServerSpanJoin join;
    join.addRun(1, records);
    const QString path =
        write(QStringLiteral("bad.jsonl"), {line(spanFor(records[0])), line(spanFor(records[1])),
                                            bad, line(spanFor(records[2]))});
    const Status s = join.read(path);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(path) && s.error().contains(expected), qPrintable(s.error()));
    QVERIFY(!s.error().contains(QLatin1Char('\n')));

    ServerSpanJoin missing;
    const Status none = missing.read(m_dir.filePath(QStringLiteral("nope.jsonl")));
    QVERIFY(!none.ok());
    QVERIFY2(none.error().contains(QStringLiteral("nope.jsonl")), qPrintable(none.error()));
}

void TestServerSpanJoin::applyFillsMissingTimingsOnly()
{
    std::vector<RequestRecord> records{request(1, 0), request(1, 1), request(1, 2)};
    records[1].server.queueMs = 7; // the response's own timings win
    ServerSpanJoin join;
    join.addRun(1, records);
    QVERIFY(join.read(write(QStringLiteral("apply.jsonl"),
                            {line(spanFor(records[0])), line(spanFor(records[1]))}))
                .ok());
    QCOMPARE(join.applyTo(1, records), 2);
    QCOMPARE(records[0].server.queueMs, 30.0);
    QCOMPARE(records[0].server.prefillMs, 40.0);
    QCOMPARE(records[0].server.ttftMs, 80.0);
    QCOMPARE(records[1].server.queueMs, 7.0);
    QCOMPARE(records[1].server.prefillMs, 40.0);
    QVERIFY(!records[2].server.any());
    QCOMPARE(join.applyTo(2, records), 0); // not a run of the join
}

void TestServerSpanJoin::joinsStepsOfSeveralRuns()
{
    std::vector<RequestRecord> first{request(1, 0), request(1, 1)};
    std::vector<RequestRecord> second{request(2, 0), request(2, 1), request(2, 2)};
    second[0].warmup = true; // joined, but not in the step's split
    QList<QByteArray> lines;
    for (const auto *run : {&first, &second})
        for (const RequestRecord &r : *run)
            lines << line(spanFor(r));
    ServerSpanJoin join;
    join.addRun(1, first);
    join.addRun(2, second);
    QVERIFY(join.read(write(QStringLiteral("steps.jsonl"), lines)).ok());
    QCOMPARE(join.counts().matched(), 5);
    const auto steps = join.steps();
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].runId, 1);
    QCOMPARE(steps[0].matched, 2);
    QCOMPARE(steps[1].runId, 2);
    QCOMPARE(steps[1].matched, 2);
    QCOMPARE(steps[1].ttft.mean, 101.5);
}

void TestServerSpanJoin::readsLargeFileStreaming()
{
    // 20,000 spans (about 18 MB) joined against 20,000 requests: every one matched.
    constexpr int kCount = 20000;
    std::vector<RequestRecord> records;
    records.reserve(kCount);
    const QString path = m_dir.filePath(QStringLiteral("large.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < kCount; ++i) {
            records.push_back(request(3, i));
            f.write(line(spanFor(records.back())) + '\n');
        }
    }
    ServerSpanJoin join;
    join.addRun(3, records);
    records = {};
    QVERIFY(join.read(path).ok());
    QCOMPARE(join.counts().matchedByTrace, kCount);
    QCOMPARE(join.counts().requestsWithoutSpan, 0);
}

QTEST_APPLESS_MAIN(TestServerSpanJoin)
#include "tst_serverspanjoin.moc"
