#include "telemetry/TelemetryRuns.h"

#include "ShapeTestData.h"

#include <QTest>

using namespace llmcap;
using namespace llmcap::testing;

using Kind = TelemetryRecord::Kind;
using RecordStatus = TelemetryRecord::Status;

class TestTelemetryRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void agentRunCounts();
    void retryAfterErrorAndFinalStatus_data();
    void retryAfterErrorAndFinalStatus();
    void recordsWithoutRunAreOneCallEach();
    void streamsRunsFromTheRepository();
};

namespace {

// An agent run: root agent, 4 LLM calls, 2 tool calls, a sub-agent with one call, a compaction
// (input drops below half), a retried call flagged by the source.
QList<TelemetryRecord> agentRun(const QString &runId, qint64 t0)
{
    QList<TelemetryRecord> r;
    TelemetryRecord root = span(Kind::Agent, runId, t0, 20'000, QStringLiteral("support-agent"));
    root.spanId = runId + QStringLiteral("-root");
    r << root;
    TelemetryRecord c1 = llmCall(runId, t0 + 100, 1000, 1000, 100);
    c1.parentId = root.spanId;
    TelemetryRecord tool = span(Kind::ToolCall, runId, t0 + 1200, 800);
    tool.parentId = root.spanId;
    TelemetryRecord c2 = llmCall(runId, t0 + 2100, 1500, 3000, 200);
    c2.parentId = root.spanId;
    c2.model = QStringLiteral("model-b");
    TelemetryRecord sub = span(Kind::Agent, runId, t0 + 4000, 3000, QStringLiteral("researcher"));
    sub.spanId = runId + QStringLiteral("-sub");
    sub.parentId = root.spanId;
    TelemetryRecord c3 = llmCall(runId, t0 + 4100, 2000, 1200, 300); // 1200 < 3000 / 2
    c3.parentId = sub.spanId;
    TelemetryRecord tool2 = span(Kind::ToolCall, runId, t0 + 7000, 500);
    tool2.parentId = root.spanId;
    TelemetryRecord c4 = llmCall(runId, t0 + 8000, 2000, 1500, 400);
    c4.retry = true;
    c4.parentId = root.spanId;
    r << c1 << tool << c2 << sub << c3 << tool2 << c4;
    return r;
}

} // namespace

void TestTelemetryRuns::agentRunCounts()
{
    const TelemetryRun run = TelemetryRuns::build(agentRun(QStringLiteral("a"), 1'000'000));
    QCOMPARE(run.runId, QStringLiteral("a"));
    QCOMPARE(run.name, QStringLiteral("support-agent"));
    QCOMPARE(run.llmCalls, 4);
    QCOMPARE(run.toolCalls, 2);
    QCOMPARE(run.retries, 1);
    QCOMPARE(run.compactions, 1);
    QCOMPARE(run.subAgents, 1);
    QCOMPARE(run.inputTokens, 1000 + 3000 + 1200 + 1500);
    QCOMPARE(run.outputTokens, 100 + 200 + 300 + 400);
    QCOMPARE(run.totalTokens(), 7700);
    QCOMPARE(run.maxContextTokens, 3200);
    QCOMPARE(run.models, (QStringList{"model-a", "model-b"}));
    QCOMPARE(run.durationS(), 20.0);
    QCOMPARE(run.finalStatus, RecordStatus::Ok);
}

void TestTelemetryRuns::retryAfterErrorAndFinalStatus_data()
{
    QTest::addColumn<QList<int>>("statuses"); // per call: 0 ok, 1 error, 2 cancelled
    QTest::addColumn<QList<int>>("inputs");
    QTest::addColumn<int>("retries");
    QTest::addColumn<int>("finalStatus");

    QTest::newRow("error then same input succeeds")
        << QList<int>{1, 0} << QList<int>{500, 500} << 1 << int(RecordStatus::Ok);
    QTest::newRow("error then other input")
        << QList<int>{1, 0} << QList<int>{500, 600} << 0 << int(RecordStatus::Ok);
    QTest::newRow("error last") << QList<int>{0, 1} << QList<int>{500, 600} << 0
                                << int(RecordStatus::Error);
    QTest::newRow("error, then cancelled")
        << QList<int>{1, 2} << QList<int>{500, 500} << 1 << int(RecordStatus::Error);
    QTest::newRow("cancelled last")
        << QList<int>{0, 2} << QList<int>{500, 600} << 0 << int(RecordStatus::Cancelled);
}

void TestTelemetryRuns::retryAfterErrorAndFinalStatus()
{
    QFETCH(QList<int>, statuses);
    QFETCH(QList<int>, inputs);
    QFETCH(int, retries);
    QFETCH(int, finalStatus);
    QList<TelemetryRecord> records;
    for (int i = 0; i < statuses.size(); ++i) {
        TelemetryRecord c = llmCall(QStringLiteral("r"), 1000 * i, 500, inputs.at(i), 10);
        c.status = statuses.at(i) == 0   ? RecordStatus::Ok
                   : statuses.at(i) == 1 ? RecordStatus::Error
                                         : RecordStatus::Cancelled;
        records << c;
    }
    const TelemetryRun run = TelemetryRuns::build(records);
    QCOMPARE(run.retries, retries);
    QCOMPARE(int(run.finalStatus), finalStatus);
}

void TestTelemetryRuns::recordsWithoutRunAreOneCallEach()
{
    TelemetryFixture f;
    QVERIFY2(f.error.isEmpty(), qPrintable(f.error));
    QList<TelemetryRecord> records;
    for (int i = 0; i < 5; ++i)
        records << llmCall(QString(), 1000 * i, 100, 10 + i, 5);
    const TelemetryDataset d = f.store(records);
    QVERIFY2(d.id > 0, qPrintable(f.error));
    int runs = 0;
    const Status s = TelemetryRuns::forEach(*f.repo, d.id,
                                            [&runs](const TelemetryRun &run, const auto &records) {
                                                ++runs;
                                                return run.llmCalls == 1 && records.size() == 1;
                                            });
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(runs, 5);
}

void TestTelemetryRuns::streamsRunsFromTheRepository()
{
    TelemetryFixture f;
    QVERIFY2(f.error.isEmpty(), qPrintable(f.error));
    QList<TelemetryRecord> records;
    // Interleaved in time: the repository orders them by run.
    for (int i = 0; i < 3; ++i)
        records << agentRun(QStringLiteral("run-%1").arg(i), 1'000'000 + 500 * i);
    std::sort(records.begin(), records.end(),
              [](const auto &a, const auto &b) { return a.startMs < b.startMs; });
    const TelemetryDataset d = f.store(records);
    QVERIFY2(d.id > 0, qPrintable(f.error));
    QList<TelemetryRun> runs;
    const Status s =
        TelemetryRuns::forEach(*f.repo, d.id, [&runs](const TelemetryRun &run, const auto &) {
            runs << run;
            return true;
        });
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QCOMPARE(runs.size(), 3);
    for (const TelemetryRun &run : runs) {
        QCOMPARE(run.llmCalls, 4);
        QCOMPARE(run.toolCalls, 2);
        QCOMPARE(run.retries, 1);
        QCOMPARE(run.compactions, 1);
        QCOMPARE(run.subAgents, 1);
        QCOMPARE(run.maxContextTokens, 3200);
    }
}

QTEST_APPLESS_MAIN(TestTelemetryRuns)
#include "tst_telemetryruns.moc"
