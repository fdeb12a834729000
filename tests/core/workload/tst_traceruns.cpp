#include "workload/TraceRuns.h"

#include "../telemetry/ShapeTestData.h"
#include "telemetry/TelemetryDerivation.h"

#include <QDateTime>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace llmcap::testing;

using Prefix = RunCall::Prefix;

class TestTraceRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedRunsBecomeScripts_data();
    void recordedRunsBecomeScripts();
    void runsStartInOrderAndKeepTheirClass();
    void callsAreRenumberedCausally();
    void joinsRoundTrip();
    void traceWithoutRunsHasNoScripts();
    void structureErrorsNameTheLine_data();
    void structureErrorsNameTheLine();
    void codeBuiltTraceErrorsNameTheEntry();
    void unknownClassIsAnError();
    void timeScaleMovesRunStartsOnly_data();
    void timeScaleMovesRunStartsOnly();
    void derivedTraceConverts();
    void mooncakeAgenticForm();
    void mooncakeCountsOnlyBlocksSeenBefore();
    void aiperfMultiTurnMooncake();
};

namespace {

// Run a: call 0; calls 1 (carried, tool time) and 2 (a prefix group) after it; call 3 joins
// them. Run b: two calls without offset_s. One independent chat request between them.
const QByteArray kRecorded = R"(# a recorded agent
{"timestamp": 10.0, "class": "agent", "input_tokens": 1000, "output_tokens": 50, "run_id": "a", "call_index": 0, "offset_s": 0.1}
{"timestamp": 10.5, "class": "chat", "input_tokens": 300, "output_tokens": 20}
{"timestamp": 12.0, "class": "agent", "input_tokens": 1500, "output_tokens": 60, "run_id": "a", "call_index": 1, "depends_on": 0, "offset_s": 0.9, "tool_wait_s": 0.5, "prefix": "previous"}
{"timestamp": 12.1, "class": "agent", "input_tokens": 800, "output_tokens": 40, "run_id": "a", "call_index": 2, "depends_on": 0, "offset_s": 1.0, "prefix_group": "kb", "prefix_tokens": 500}
{"timestamp": 15.0, "class": "agent", "input_tokens": 3000, "output_tokens": 70, "run_id": "a", "call_index": 3, "depends_on": [1, 2], "offset_s": 0.2, "tool_wait_s": 0.2}
{"timestamp": 11.0, "class": "agent", "input_tokens": 900, "output_tokens": 30, "run_id": "b", "call_index": 0}
{"timestamp": 13.0, "class": "agent", "input_tokens": 1000, "output_tokens": 30, "run_id": "b", "call_index": 1, "depends_on": 0}
)";

QList<WorkloadClass> classes(const QStringList &names)
{
    QList<WorkloadClass> list;
    for (const QString &name : names) {
        WorkloadClass c;
        c.name = name;
        list.append(c);
    }
    return list;
}

Result<QList<RunScript>> build(const QByteArray &text, double timeScale = 1.0)
{
    const auto trace = Trace::parse(text, QStringLiteral("t.jsonl"));
    if (!trace)
        return Result<QList<RunScript>>::failure(trace.error());
    return TraceRuns::build(*trace, classes({QStringLiteral("chat"), QStringLiteral("agent")}),
                            timeScale);
}

const RunScript *findRun(const QList<RunScript> &runs, const QString &id)
{
    for (const RunScript &r : runs)
        if (r.runId == id)
            return &r;
    return nullptr;
}

} // namespace

void TestTraceRuns::recordedRunsBecomeScripts_data()
{
    QTest::addColumn<QString>("run");
    QTest::addColumn<int>("call");
    QTest::addColumn<QList<int>>("waitsFor");
    QTest::addColumn<double>("offsetS");
    QTest::addColumn<double>("toolWaitS");
    QTest::addColumn<int>("prefix");
    QTest::addColumn<int>("carries");
    QTest::addColumn<int>("newInput");
    QTest::addColumn<int>("output");
    const auto row = [](const char *name, const char *run, int call, QList<int> waits,
                        double offset, double tool, Prefix prefix, int carries, int input,
                        int output) {
        QTest::newRow(name) << QString::fromLatin1(run) << call << waits << offset << tool
                            << int(prefix) << carries << input << output;
    };
    // The run's first call starts with the run (its offset_s from a run span is not replayed).
    row("a0 starts the run", "a", 0, {}, 0.0, 0.0, Prefix::None, -1, 1000, 50);
    // Carried: 1500 input = call 0's 1000 + 50 carried, 450 new.
    row("a1 carries a0", "a", 1, {0}, 0.9, 0.5, Prefix::Carried, 0, 450, 60);
    // Group: the whole recorded prompt (800), of which 500 shared: the replay sends 800.
    row("a2 shares a group", "a", 2, {0}, 1.0, 0.0, Prefix::Group, -1, 800, 40);
    row("a3 joins a1 and a2", "a", 3, {1, 2}, 0.2, 0.2, Prefix::None, -1, 3000, 70);
    row("b0 starts the run", "b", 0, {}, 0.0, 0.0, Prefix::None, -1, 900, 30);
    // No offset_s: the difference of the recorded starts (13 s - 11 s).
    row("b1 from timestamps", "b", 1, {0}, 2.0, 0.0, Prefix::None, -1, 1000, 30);
}

void TestTraceRuns::recordedRunsBecomeScripts()
{
    QFETCH(QString, run);
    QFETCH(int, call);
    QFETCH(QList<int>, waitsFor);
    QFETCH(double, offsetS);
    QFETCH(double, toolWaitS);
    QFETCH(int, prefix);
    QFETCH(int, carries);
    QFETCH(int, newInput);
    QFETCH(int, output);
    const auto runs = build(kRecorded);
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    const RunScript *script = findRun(*runs, run);
    QVERIFY(script);
    QVERIFY(call < script->calls.size());
    const RunCall &c = script->calls.at(call);
    QCOMPARE(c.index, call);
    QCOMPARE(c.waitsFor, waitsFor);
    QVERIFY2(std::abs(c.offsetS - offsetS) < 1e-9, qPrintable(QString::number(c.offsetS)));
    QCOMPARE(c.toolWaitS, toolWaitS);
    QCOMPARE(int(c.prefix), prefix);
    QCOMPARE(c.carriesCall, carries);
    QCOMPARE(c.newInputTokens, newInput);
    QCOMPARE(c.outputTokens, output);
    if (c.prefix == Prefix::Group) {
        QCOMPARE(c.prefixGroup, QStringLiteral("kb"));
        QCOMPARE(c.prefixTokens, 500);
    }
}

void TestTraceRuns::runsStartInOrderAndKeepTheirClass()
{
    const auto runs = build(kRecorded);
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 2); // the chat request stays an independent request
    QCOMPARE(runs->at(0).runId, QStringLiteral("a"));
    QCOMPARE(runs->at(0).startS, 0.0);
    QCOMPARE(runs->at(0).calls.size(), 4);
    QCOMPARE(runs->at(1).runId, QStringLiteral("b"));
    QCOMPARE(runs->at(1).startS, 1.0); // 11 s, the first request (10 s) moved to 0
    QCOMPARE(runs->at(1).calls.size(), 2);
    for (const RunScript &r : *runs) {
        QCOMPARE(r.classIndex, 1); // agent
        QCOMPARE(r.cancelAfterS, -1.0);
    }
}

void TestTraceRuns::callsAreRenumberedCausally()
{
    // call_index 0 waits for call_index 2: the replay order puts 2 first.
    const QByteArray text = R"(
{"timestamp": 0, "input_tokens": 10, "output_tokens": 5, "run_id": "x", "call_index": 2}
{"timestamp": 3, "input_tokens": 20, "output_tokens": 5, "run_id": "x", "call_index": 0, "depends_on": 2, "offset_s": 1}
{"timestamp": 4, "input_tokens": 30, "output_tokens": 5, "run_id": "x", "call_index": 1, "depends_on": [0, 2], "offset_s": 0.5}
)";
    const auto runs = build(text);
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 1);
    const QList<RunCall> &calls = runs->front().calls;
    QCOMPARE(calls.size(), 3);
    QCOMPARE(calls.at(0).newInputTokens, 10);
    QCOMPARE(calls.at(0).waitsFor, QList<int>());
    QCOMPARE(calls.at(1).newInputTokens, 20);
    QCOMPARE(calls.at(1).waitsFor, QList<int>({0}));
    QCOMPARE(calls.at(2).newInputTokens, 30);
    QCOMPARE(calls.at(2).waitsFor, QList<int>({0, 1}));
}

void TestTraceRuns::joinsRoundTrip()
{
    const auto trace = Trace::parse(kRecorded, QStringLiteral("t.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    const TraceEntry *join = nullptr;
    for (const TraceEntry &e : trace->entries)
        if (e.runId == QStringLiteral("a") && e.callIndex == 3)
            join = &e;
    QVERIFY(join);
    QCOMPARE(join->dependencies(), QList<int>({1, 2}));
    QVERIFY(Trace::toLine(*join).contains(R"("depends_on":[1,2])"));
    const auto back = Trace::parse(trace->toJsonLines(), QStringLiteral("back"));
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->entries.size(), trace->entries.size());
    for (qsizetype i = 0; i < back->entries.size(); ++i) {
        TraceEntry e = back->entries.at(i);
        QVERIFY(std::abs(e.timestampS - trace->entries.at(i).timestampS) < 1e-6);
        e.timestampS = trace->entries.at(i).timestampS; // written in microseconds
        QCOMPARE(e, trace->entries.at(i));
    }
    QCOMPARE(back->sourceLines, QList<int>({1, 2, 3, 4, 5, 6, 7}));
    QCOMPARE(trace->sourceLines, QList<int>({2, 3, 7, 4, 5, 8, 6})); // sorted by time
}

void TestTraceRuns::traceWithoutRunsHasNoScripts()
{
    const auto runs = build(R"({"timestamp": 0, "input_tokens": 5, "output_tokens": 5}
{"timestamp": 1, "input_tokens": 5, "output_tokens": 5, "prefix_group": "g", "prefix_tokens": 2})");
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QVERIFY(runs->isEmpty());
}

void TestTraceRuns::structureErrorsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const auto call = [](double t, const char *run, int index,
                         const char *more = "") -> QByteArray {
        return QByteArray(R"({"timestamp": )") + QByteArray::number(t) +
               R"(, "input_tokens": 50, "output_tokens": 5, "run_id": ")" + run +
               R"(", "call_index": )" + QByteArray::number(index) + more + "}\n";
    };
    QTest::newRow("call index twice") << call(0, "a", 0) + call(1, "a", 0)
                                      << "t.jsonl:2: run a: call_index 0 twice (first at "
                                         "t.jsonl:1)";
    QTest::newRow("waits for a call the run lacks")
        << call(0, "a", 0) + call(1, "a", 1, R"(, "depends_on": 5)")
        << "t.jsonl:2: run a: call 1 waits for call 5, which the run lacks";
    QTest::newRow("waits for itself") << call(0, "a", 0) + call(1, "a", 1, R"(, "depends_on": 1)")
                                      << "t.jsonl:2: run a: call 1 waits for itself";
    QTest::newRow("two-call cycle")
        << call(0, "r7", 0) + "# a comment\n" + call(1, "r7", 3, R"(, "depends_on": 5)") +
               call(2, "r7", 5, R"(, "depends_on": 3)")
        << "t.jsonl:3: run r7: call 3 waits for call 5, which waits for call 3 (a cycle)";
    QTest::newRow("three-call cycle through a join")
        << call(0, "a", 0) + call(1, "a", 2, R"(, "depends_on": [0, 3])") +
               call(2, "a", 3, R"(, "depends_on": 4)") + call(3, "a", 4, R"(, "depends_on": 2)")
        << "t.jsonl:2: run a: call 2 waits for call 3, which waits for call 4, which waits for "
           "call 2 (a cycle)";
    QTest::newRow("negative offset")
        << call(0, "a", 0) + call(1, "a", 1, R"(, "depends_on": 0, "offset_s": -2)")
        << "t.jsonl:2: offset_s";
    QTest::newRow("negative tool wait")
        << call(0, "a", 0) + call(1, "a", 1, R"(, "depends_on": 0, "tool_wait_s": -1)")
        << "t.jsonl:2: tool_wait_s";
    QTest::newRow("tool wait above offset")
        << call(0, "a", 0) +
               call(1, "a", 1, R"(, "depends_on": 0, "offset_s": 1, "tool_wait_s": 2)")
        << "t.jsonl:2: tool_wait_s: must not exceed offset_s";
    QTest::newRow("first call waits")
        << call(0, "a", 1, R"(, "depends_on": 0)") + call(1, "a", 0)
        << "t.jsonl:1: run a: call 1, the run's earliest call, waits for call 0";
    QTest::newRow("starts before its dependency")
        << call(0, "a", 0) + call(5, "a", 1) + call(3, "a", 2, R"(, "depends_on": 1)")
        << "t.jsonl:3: run a: call 2 starts 2 s before call 1, which it waits for";
    QTest::newRow("join with a bad index")
        << call(0, "a", 0) + call(1, "a", 1, R"(, "depends_on": [0, -3])")
        << "t.jsonl:2: depends_on: must hold call indices";
    QTest::newRow("mooncake waits for an unknown request")
        << QByteArray(
               R"({"timestamp": 0, "input_length": 600, "output_length": 5, "hash_ids": [1, 2], "session_id": "s", "request_id": "q1"}
{"timestamp": 900, "input_length": 700, "output_length": 5, "hash_ids": [1, 2], "session_id": "s", "request_id": "q2", "wait_for": "q9"})")
        << "t.jsonl:2: session s: request q2 waits for request q9, which the session lacks";
    QTest::newRow("mooncake cycle")
        << QByteArray(
               R"({"timestamp": 0, "input_length": 600, "output_length": 5, "session_id": "s", "request_id": "q1"}
{"timestamp": 900, "input_length": 700, "output_length": 5, "session_id": "s", "request_id": "q2", "wait_for": "q3"}
{"timestamp": 950, "input_length": 700, "output_length": 5, "session_id": "s", "request_id": "q3", "wait_for": "q2"})")
        << "t.jsonl:2: run s: call 1 waits for call 2, which waits for call 1 (a cycle)";
}

void TestTraceRuns::structureErrorsNameTheLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const auto trace = Trace::parse(text, QStringLiteral("t.jsonl"));
    QVERIFY(!trace.ok());
    QVERIFY2(trace.error().contains(expected), qPrintable(trace.error()));
}

void TestTraceRuns::codeBuiltTraceErrorsNameTheEntry()
{
    Trace trace;
    TraceEntry first;
    first.inputTokens = first.outputTokens = 5;
    first.runId = QStringLiteral("a");
    first.callIndex = 0;
    TraceEntry second = first;
    second.timestampS = 1;
    second.callIndex = 1;
    second.dependsOn = 0;
    second.offsetS = -2;
    trace.entries = {first, second};
    const auto runs = TraceRuns::build(trace, classes({QStringLiteral("agent")}));
    QVERIFY(!runs.ok());
    QCOMPARE(runs.error(), QStringLiteral("entry 2: run a: call 1: offset_s -2 is negative"));
    trace.entries[1].offsetS = 1;
    trace.entries[1].alsoWaitsFor = {1};
    QCOMPARE(TraceRuns::check(trace),
             QStringList(QStringLiteral("entry 2: run a: call 1 waits for itself")));
    trace.entries[1].alsoWaitsFor.clear();
    const auto ok = TraceRuns::build(trace, classes({QStringLiteral("agent")}));
    QVERIFY2(ok.ok(), qPrintable(ok.error()));
    QCOMPARE(ok->front().calls.at(1).offsetS, 1.0);
}

void TestTraceRuns::unknownClassIsAnError()
{
    const auto trace = Trace::parse(kRecorded, QStringLiteral("t.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    const auto runs = TraceRuns::build(*trace, classes({QStringLiteral("chat")}));
    QVERIFY(!runs.ok());
    QCOMPARE(runs.error(), QStringLiteral("t.jsonl:2: run a: class \"agent\" is not among the "
                                          "workload's classes"));
}

void TestTraceRuns::timeScaleMovesRunStartsOnly_data()
{
    QTest::addColumn<double>("scale");
    QTest::newRow("as recorded") << 1.0;
    QTest::newRow("twice as fast") << 0.5;
    QTest::newRow("three times slower") << 3.0;
}

void TestTraceRuns::timeScaleMovesRunStartsOnly()
{
    QFETCH(double, scale);
    const auto base = build(kRecorded);
    const auto scaled = build(kRecorded, scale);
    QVERIFY2(scaled.ok(), qPrintable(scaled.error()));
    QCOMPARE(scaled->size(), base->size());
    for (qsizetype i = 0; i < base->size(); ++i) {
        QCOMPARE(scaled->at(i).startS, base->at(i).startS * scale);
        QCOMPARE(scaled->at(i).calls, base->at(i).calls); // offsets and tool waits as recorded
    }
    QCOMPARE(findRun(*scaled, QStringLiteral("b"))->startS, 1.0 * scale);
    QVERIFY(!TraceRuns::build(Trace(), {}, 0).ok());
}

void TestTraceRuns::derivedTraceConverts()
{
    // Agent runs of 1 to 5 calls, each call 1 s, a 0.5 s tool call 0.1 s after each call ends,
    // the next call 2 s after the previous ended; the input grows 500 tokens a call.
    using Kind = TelemetryRecord::Kind;
    const qint64 t0 = QDateTime(QDate(2026, 3, 2), QTime(9, 0), Qt::UTC).toMSecsSinceEpoch();
    QList<TelemetryRecord> records;
    QHash<QString, int> callsOf;
    for (int k = 0; k < 25; ++k) {
        const QString id = QStringLiteral("run-%1").arg(k, 3, 10, QLatin1Char('0'));
        const qint64 start = t0 + 1700 * k;
        const int calls = 1 + k % 5;
        TelemetryRecord root =
            span(Kind::Agent, id, start, 3000.0 * calls, QStringLiteral("agent"));
        root.spanId = id + QStringLiteral("-root");
        records << root;
        for (int j = 0; j < calls; ++j) {
            TelemetryRecord c = llmCall(id, start + 100 + 3000 * j, 1000, 1000 + 500 * j, 50);
            c.parentId = root.spanId;
            records << c;
            if (j + 1 < calls)
                records << span(Kind::ToolCall, id, start + 1200 + 3000 * j, 500);
        }
    }
    std::sort(records.begin(), records.end(),
              [](const auto &a, const auto &b) { return a.startMs < b.startMs; });
    TelemetryFixture f;
    QVERIFY2(f.error.isEmpty(), qPrintable(f.error));
    const TelemetryDataset dataset = f.store(records);
    QVERIFY2(dataset.id != 0, qPrintable(f.error));
    const auto derived = TelemetryDerivation::derive(*f.repo, dataset, {});
    QVERIFY2(derived.ok(), qPrintable(derived.error()));

    // Straight from the derivation, and through the written file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.jsonl"));
    QVERIFY(derived->writeTrace(path).ok());
    const auto loaded = Trace::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error()));
    for (const Trace &trace : {derived->trace, *loaded}) {
        QVERIFY(TraceRuns::check(trace).isEmpty());
        const auto runs = TraceRuns::build(trace, derived->workload.classes);
        QVERIFY2(runs.ok(), qPrintable(runs.error()));
        QCOMPARE(runs->size(), 25);
        double lastStartS = -1;
        int calls[6] = {};
        for (const RunScript &run : *runs) {
            QVERIFY(run.startS >= lastStartS);
            lastStartS = run.startS;
            QCOMPARE(derived->workload.classes.at(run.classIndex).name, QStringLiteral("agent"));
            ++calls[run.calls.size()];
            for (const RunCall &c : run.calls) {
                if (c.index == 0) {
                    QVERIFY(c.waitsFor.isEmpty());
                    QCOMPARE(c.offsetS, 0.0);
                    // A run of several calls: the derived segment group "<run>/0", keeping the
                    // recorded length.
                    QCOMPARE(c.prefix == Prefix::Group, run.calls.size() > 1);
                    QCOMPARE(c.newInputTokens, 1000);
                    QVERIFY(c.prefixTokens < c.newInputTokens);
                    continue;
                }
                QCOMPARE(c.waitsFor, QList<int>({c.index - 1}));
                QVERIFY(std::abs(c.offsetS - 2.0) < 1e-6);
                QVERIFY(std::abs(c.toolWaitS - 0.5) < 1e-6);
                QCOMPARE(c.prefix, Prefix::Carried);
                QCOMPARE(c.carriesCall, c.index - 1);
                QCOMPARE(c.newInputTokens, 500 - 50);
                QCOMPARE(c.outputTokens, 50);
            }
        }
        QCOMPARE(QList<int>(calls + 1, calls + 6), QList<int>({5, 5, 5, 5, 5}));
    }
}

void TestTraceRuns::mooncakeAgenticForm()
{
    // Session s1: q1; q2 and q3 after it (q2 continues q1's blocks, q3 shares a block with the
    // independent request on line 2); q4 joins q2 and q3. Keys the form does not use (model,
    // priority) are ignored.
    const QByteArray text =
        R"({"timestamp": 1000, "input_length": 1200, "output_length": 40, "hash_ids": [1, 2, 3], "session_id": "s1", "request_id": "q1", "model": "m"}
{"timestamp": 1500, "input_length": 700, "output_length": 20, "hash_ids": [50, 52]}
{"timestamp": 4000, "input_length": 2000, "output_length": 50, "hash_ids": [1, 2, 3, 4], "session_id": "s1", "request_id": "q2", "wait_for": "q1", "tool_wait_ms": 800}
{"timestamp": 4200, "input_length": 1100, "output_length": 30, "hash_ids": [50, 51, 53], "session_id": "s1", "request_id": "q3", "wait_for": "q1", "tool_wait_ms": 600, "priority": 1}
{"timestamp": 9000, "input_length": 3000, "output_length": 60, "hash_ids": [1, 2, 3, 4, 5, 6], "session_id": "s1", "request_id": "q4", "wait_for": ["q2", "q3"], "tool_wait_ms": 300}
)";
    const auto trace = Trace::parse(text, QStringLiteral("agent.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    QCOMPARE(trace->entries.size(), 5);
    const TraceEntry &q2 = trace->entries.at(2);
    QCOMPARE(q2.timestampS, 3.0);
    QCOMPARE(q2.runId, QStringLiteral("s1"));
    QCOMPARE(q2.callIndex, 1);
    QCOMPARE(q2.dependsOn, 0);
    QCOMPARE(q2.offsetS, 0.8);
    QCOMPARE(q2.toolWaitS, 0.8);
    QCOMPARE(q2.prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(q2.prefixGroup, QStringLiteral("mooncake:1"));
    QCOMPARE(q2.prefixTokens, 1536); // q1's 3 blocks; the fourth is new
    QCOMPARE(q2.blocks, QStringList({"1", "2", "3", "4"}));
    QCOMPARE(q2.blockTokens, 512);
    // Block 50 is first computed here: q3 reuses it later, but nothing is reused here.
    const TraceEntry &independent = trace->entries.at(1);
    QVERIFY(!independent.inRun());
    QCOMPARE(independent.prefix, TraceEntry::Prefix::None);
    QCOMPARE(independent.prefixGroup, QStringLiteral("mooncake:50"));
    QCOMPARE(independent.prefixTokens, 0);
    QCOMPARE(trace->entries.at(4).dependencies(), QList<int>({1, 2}));

    const auto runs = TraceRuns::build(*trace, classes({QStringLiteral("trace")}));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 1);
    const RunScript &run = runs->front();
    QCOMPARE(run.runId, QStringLiteral("s1"));
    QCOMPARE(run.startS, 0.0);
    QCOMPARE(run.calls.size(), 4);
    QCOMPARE(run.calls.at(1).prefix, Prefix::Carried);
    QCOMPARE(run.calls.at(1).newInputTokens, 2000 - 1200 - 40);
    QCOMPARE(run.calls.at(1).offsetS, 0.8);
    QCOMPARE(run.calls.at(2).prefix, Prefix::Group);
    QCOMPARE(run.calls.at(2).prefixGroup, QStringLiteral("mooncake:50"));
    QCOMPARE(run.calls.at(2).prefixTokens, 512);
    QCOMPARE(run.calls.at(2).newInputTokens, 1100); // the whole prompt, its prefix included
    QCOMPARE(run.calls.at(2).blocks, QStringList({"50", "51", "53"}));
    QCOMPARE(run.calls.at(2).waitsFor, QList<int>({0}));
    QCOMPARE(run.calls.at(3).waitsFor, QList<int>({1, 2}));
    QCOMPARE(run.calls.at(3).offsetS, 0.3);
    QCOMPARE(run.calls.at(3).toolWaitS, 0.3);
    QCOMPARE(run.calls.at(3).carriesCall, 1);
}

// The shared prefix of a Mooncake row is its leading blocks that an earlier request (by time,
// not by line) already held. Counted by hand: 2 + 1 + 3 + 3 blocks of 512 tokens, the last
// capped at its 1,400-token input: 4,472 tokens; counting every block any other row holds, as
// the form did, gave 6,520 (and the first request shared as much as the second).
void TestTraceRuns::mooncakeCountsOnlyBlocksSeenBefore()
{
    const QByteArray text =
        R"({"timestamp": 500, "input_length": 1536, "output_length": 4, "hash_ids": [1, 2, 4]}
{"timestamp": 0, "input_length": 1536, "output_length": 4, "hash_ids": [1, 2, 3]}
{"timestamp": 1000, "input_length": 1024, "output_length": 4, "hash_ids": [1, 5]}
{"timestamp": 1500, "input_length": 2048, "output_length": 4, "hash_ids": [1, 2, 3, 6]}
{"timestamp": 2000, "input_length": 1024, "output_length": 4, "hash_ids": [7, 8]}
{"timestamp": 2500, "input_length": 1400, "output_length": 4, "hash_ids": [1, 2, 4, 9]})";
    const auto trace = Trace::parse(text, QStringLiteral("mooncake.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    int shared = 0;
    QList<int> perEntry;
    for (const TraceEntry &e : trace->entries) {
        shared += e.prefixTokens;
        perEntry.append(e.prefixTokens);
        QCOMPARE(e.blockTokens, 512);
        QCOMPARE(e.prefix,
                 e.prefixTokens > 0 ? TraceEntry::Prefix::Group : TraceEntry::Prefix::None);
    }
    QCOMPARE(perEntry, QList<int>({0, 1024, 512, 1536, 0, 1400})); // by time; capped at the input
    QCOMPARE(shared, 4472);
    QCOMPARE(trace->entries.at(1).blocks, QStringList({"1", "2", "4"}));

    // Written and read back in llmcap's own form, the blocks and counts stay.
    const auto again = Trace::parse(trace->toJsonLines(), QStringLiteral("again.jsonl"));
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->entries, trace->entries);
}

// AIPerf's multi-turn reading of a Mooncake trace (its docs: rows of one session_id are turns
// in file order; the first has a timestamp, later ones a delay in ms after the previous answer;
// each turn is sent with the conversation so far): a run whose calls carry the previous one.
void TestTraceRuns::aiperfMultiTurnMooncake()
{
    const QByteArray text =
        R"({"session_id": "s1", "timestamp": 0, "input_length": 1200, "output_length": 52, "hash_ids": [0, 1, 2]}
{"session_id": "s1", "delay": 2000, "input_length": 600, "output_length": 30, "hash_ids": [3, 4]}
{"session_id": "s2", "timestamp": 500, "input_length": 300, "output_length": 10}
{"session_id": "s1", "delay": 1000, "input_length": 100, "output_length": 5})";
    const auto trace = Trace::parse(text, QStringLiteral("aiperf.jsonl"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    QCOMPARE(trace->entries.size(), 4);
    const TraceEntry &second = trace->entries.at(2); // by time: 0, 0.5, 2.0, 3.0 s
    QCOMPARE(second.runId, QStringLiteral("s1"));
    QCOMPARE(second.timestampS, 2.0);
    QCOMPARE(second.callIndex, 1);
    QCOMPARE(second.dependsOn, 0);
    QCOMPARE(second.offsetS, 2.0);
    QCOMPARE(second.prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(second.inputTokens, 1200 + 52 + 600); // the conversation so far and the turn
    const TraceEntry &third = trace->entries.at(3);
    QCOMPARE(third.dependsOn, 1);
    QCOMPARE(third.inputTokens, 1852 + 30 + 100);

    const auto runs = TraceRuns::build(*trace, classes({QStringLiteral("trace")}));
    QVERIFY2(runs.ok(), qPrintable(runs.error()));
    QCOMPARE(runs->size(), 2);
    const RunScript &s1 = runs->front();
    QCOMPARE(s1.calls.size(), 3);
    QCOMPARE(s1.calls.at(1).prefix, Prefix::Carried);
    QCOMPARE(s1.calls.at(1).newInputTokens, 600);
    QCOMPARE(s1.calls.at(1).offsetS, 2.0);
    QCOMPARE(s1.calls.at(2).newInputTokens, 100);

    // A delay needs a session and a turn before it.
    for (const QByteArray &bad :
         {QByteArray(R"({"delay": 100, "input_length": 10, "output_length": 1})"),
          QByteArray(
              R"({"session_id": "x", "delay": 100, "input_length": 10, "output_length": 1})")}) {
        const auto refused = Trace::parse(bad, QStringLiteral("bad.jsonl"));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("delay")) ||
                     refused.error().contains(QStringLiteral("timestamp")),
                 qPrintable(refused.error()));
    }
}

QTEST_APPLESS_MAIN(TestTraceRuns)
#include "tst_traceruns.moc"
