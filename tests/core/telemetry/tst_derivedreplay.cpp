#include "telemetry/TelemetryDerivation.h"

#include "ShapeTestData.h"
#include "SimFixture.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::testing;

using Kind = TelemetryRecord::Kind;

// A workload and a trace derived from telemetry run through the load generator against the
// built-in server (issue 17, "Done when"): the files are read back as `bench` reads them.
class TestDerivedReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void traceReplaysAgainstTheSimulatedServer();
    void workloadPairsDriveTheLoadGenerator();

private:
    QTemporaryDir m_dir;
    QString m_workloadPath;
    QString m_tracePath;
    qsizetype m_entries = 0;
};

void TestDerivedReplay::initTestCase()
{
    // Agent runs of 1 to 4 short calls with a tool call between them, a run every 0.5 s.
    QList<TelemetryRecord> records;
    const qint64 t0 = 1'780'000'000'000;
    for (int k = 0; k < 16; ++k) {
        const QString id = QStringLiteral("run-%1").arg(k, 3, 10, QLatin1Char('0'));
        const qint64 start = t0 + 500 * k;
        TelemetryRecord root = span(Kind::Agent, id, start, 2000, k % 2 ? "agent" : "helper");
        root.spanId = id + QStringLiteral("-root");
        records << root;
        for (int j = 0; j < 1 + k % 4; ++j) {
            TelemetryRecord c = llmCall(id, start + 10 + 400 * j, 200, 40 + 30 * j + k, 4 + k % 5);
            c.parentId = root.spanId;
            records << c << span(Kind::ToolCall, id, start + 220 + 400 * j, 100);
        }
    }
    TelemetryFixture f;
    const TelemetryDataset d = f.store(records);
    QVERIFY2(d.id > 0, qPrintable(f.error));
    const auto derived = TelemetryDerivation::derive(*f.repo, d, {});
    QVERIFY2(derived.ok(), qPrintable(derived.error()));
    m_workloadPath = m_dir.filePath(QStringLiteral("derived.yaml"));
    m_tracePath = m_dir.filePath(QStringLiteral("derived.jsonl"));
    QVERIFY(derived->writeWorkload(m_workloadPath).ok());
    QVERIFY(derived->writeTrace(m_tracePath).ok());
    m_entries = derived->trace.entries.size();
    QCOMPARE(m_entries, 16 / 4 * (1 + 2 + 3 + 4));
}

void TestDerivedReplay::traceReplaysAgainstTheSimulatedServer()
{
    const auto workload = Workload::load(m_workloadPath);
    QVERIFY2(workload.ok(), qPrintable(workload.error()));
    const auto trace = Trace::load(m_tracePath);
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    auto server = SimFixture::start(50);
    QVERIFY(server);
    PlanSettings plan;
    plan.workload = *workload;
    plan.trace = *trace;
    plan.durationS = 0;         // the whole trace
    plan.traceTimeScale = 0.25; // four times as fast: a short test
    const std::vector<RequestRecord> records = SimFixture::run(*server, plan);
    QCOMPARE(qsizetype(records.size()), m_entries);
    for (const RequestRecord &r : records) {
        QVERIFY2(r.succeeded(), qPrintable(QString::number(int(r.error))));
        const TraceEntry &e = trace->entries.at(r.index);
        QCOMPARE(r.plannedInputTokens, e.inputTokens);
        QCOMPARE(r.plannedOutputTokens, e.outputTokens);
    }
}

void TestDerivedReplay::workloadPairsDriveTheLoadGenerator()
{
    const auto workload = Workload::load(m_workloadPath);
    QVERIFY2(workload.ok(), qPrintable(workload.error()));
    QSet<QPair<int, int>> pairs;
    for (const WorkloadClass &c : workload->classes)
        for (const JointLengths::Pair &p : c.lengths.pairs())
            pairs.insert({p.inputTokens, p.outputTokens});
    auto server = SimFixture::start(50);
    QVERIFY(server);
    PlanSettings plan = SimFixture::constantPlan(20, 1.0, 1, 1);
    plan.workload = *workload;
    const std::vector<RequestRecord> records = SimFixture::run(*server, plan);
    QVERIFY(records.size() >= 15);
    for (const RequestRecord &r : records) {
        QVERIFY(r.succeeded());
        // Every request's lengths are one recorded pair.
        QVERIFY(pairs.contains({r.plannedInputTokens, r.plannedOutputTokens}));
    }
}

QTEST_GUILESS_MAIN(TestDerivedReplay)
#include "tst_derivedreplay.moc"
