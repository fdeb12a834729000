// End-to-end checks of `llmcap-cli bench --trace FILE` with a trace that has run fields (issue
// 18, docs/file-formats.md "Replaying runs"): the command detects them and replays the runs by
// their dependencies; --trace-timestamps keeps the timestamp replay. Against the built-in
// simulated server started in this process; the order and the waits are read back from the
// requests the command stored.
#include "CliProcess.h"

#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace llmcap;

namespace {

CliRun cli(const QStringList &args)
{
    return runCli(args);
}

std::unique_ptr<SimServer> startSim(double speed)
{
    SimServerOptions options;
    options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    options.service.speed = speed;
    auto server = std::make_unique<SimServer>(options);
    return server->start() ? std::move(server) : nullptr;
}

// Run "a": call 1 waits 0.3 s (0.2 s of it in a tool) after call 0 ends, though its timestamp
// says 2 s (a slow recorded server). Run "b" fans call 0 out to calls 1 and 2, joined by call
// 3 (listed before its branches). One request without run fields at 0.5 s: the third entry by
// time, so it replays as the one-call run "request-3".
const char *kTrace =
    R"({"timestamp": 0.0, "class": "agent", "input_tokens": 300, "output_tokens": 30, "run_id": "a", "call_index": 0}
{"timestamp": 2.0, "class": "agent", "input_tokens": 500, "output_tokens": 30, "run_id": "a", "call_index": 1, "depends_on": 0, "offset_s": 0.3, "tool_wait_s": 0.2, "prefix": "previous"}
{"timestamp": 0.2, "class": "agent", "input_tokens": 200, "output_tokens": 20, "run_id": "b", "call_index": 0}
{"timestamp": 3.0, "class": "agent", "input_tokens": 400, "output_tokens": 20, "run_id": "b", "call_index": 3, "depends_on": [1, 2], "offset_s": 0.15}
{"timestamp": 1.2, "class": "agent", "input_tokens": 250, "output_tokens": 20, "run_id": "b", "call_index": 1, "depends_on": 0, "offset_s": 0.1}
{"timestamp": 1.4, "class": "agent", "input_tokens": 250, "output_tokens": 40, "run_id": "b", "call_index": 2, "depends_on": 0, "offset_s": 0.2}
{"timestamp": 0.5, "class": "chat", "input_tokens": 100, "output_tokens": 10}
)";

constexpr qint64 kMs = 1'000'000;

} // namespace

class TestBenchTraceRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void traceWithRunFieldsReplaysRuns();
    void traceTimestampsKeepsTheTimestampReplay();

private:
    struct Bench
    {
        CliRun run;
        QJsonObject json;
        std::vector<RequestRecord> requests;
    };
    Bench bench(const QString &name, const QStringList &extra);

    QTemporaryDir m_dir;
    std::unique_ptr<SimServer> m_server;
    QString m_trace;
};

void TestBenchTraceRuns::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_server = startSim(20);
    QVERIFY(m_server);
    m_trace = m_dir.filePath(QStringLiteral("agent-trace.jsonl"));
    QFile f(m_trace);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kTrace);
}

TestBenchTraceRuns::Bench TestBenchTraceRuns::bench(const QString &name, const QStringList &extra)
{
    Bench b;
    const QString db = m_dir.filePath(name + QStringLiteral(".sqlite"));
    const QString json = m_dir.filePath(name + QStringLiteral(".json"));
    b.run = cli(QStringList{QStringLiteral("--db"), db, QStringLiteral("bench"),
                            QStringLiteral("--url"), m_server->url().toString(),
                            QStringLiteral("--trace"), m_trace, QStringLiteral("--warmup"),
                            QStringLiteral("0s"), QStringLiteral("--lag-bound"),
                            QStringLiteral("100"), QStringLiteral("--json"), json} +
                extra);
    QFile jsonFile(json);
    if (jsonFile.open(QIODevice::ReadOnly))
        b.json = QJsonDocument::fromJson(jsonFile.readAll()).object();
    auto database = Database::open(db);
    if (database.ok())
        if (auto requests = RunRepository(**database)
                                .requests(b.json.value(QLatin1String("run_id")).toInteger()))
            b.requests = std::move(*requests);
    return b;
}

// The trace's run fields make it a run replay: each call is sent when the calls it waits for
// have ended plus its offset, not at its timestamp, and the runs are measured as runs.
void TestBenchTraceRuns::traceWithRunFieldsReplaysRuns()
{
    const Bench b = bench(QStringLiteral("runs"), {});
    QVERIFY2(b.run.code == 0, QByteArray(b.run.out + b.run.err).constData());
    QVERIFY2(b.run.out.contains("open-loop trace replay of runs by their dependencies (7 "
                                "requests"),
             b.run.out.constData());
    QCOMPARE(b.requests.size(), size_t(7));

    // Every call is stored with its run and its place in the replay's causal order.
    std::map<std::pair<QString, int>, const RequestRecord *> calls;
    for (const RequestRecord &r : b.requests) {
        QVERIFY2(!r.runId.isEmpty(), qPrintable(QString::number(r.index)));
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        calls[{r.runId, r.callIndex}] = &r;
    }
    QCOMPARE(calls.size(), size_t(7));
    auto call = [&calls](const char *run, int index) -> const RequestRecord & {
        return *calls.at({QString::fromLatin1(run), index});
    };
    QVERIFY(calls.count({QStringLiteral("request-3"), 0})); // the request without run fields

    // Run a: call 1 starts 0.3 s after call 0 ended, long before its 2 s timestamp.
    const RequestRecord &a0 = call("a", 0), &a1 = call("a", 1);
    QVERIFY(std::abs(a1.scheduledNs - (a0.endNs + 300 * kMs)) < kMs);
    QVERIFY(a1.scheduledNs - a0.scheduledNs < 1500 * kMs);
    QVERIFY(a1.dispatchedNs >= a0.endNs + 300 * kMs);
    // Its prompt carries call 0's prompt and output (prefix "previous"): 500 tokens recorded.
    QCOMPARE(a1.plannedInputTokens, 500);
    QVERIFY2(a1.promptTokens >= a0.promptTokens + a0.completionTokens,
             qPrintable(QStringLiteral("%1 < %2 + %3")
                            .arg(a1.promptTokens)
                            .arg(a0.promptTokens)
                            .arg(a0.completionTokens)));

    // Run b: the join is replayed after both branches, whatever its call_index; the replay
    // numbers the calls causally (0, the branches 1 and 2, the join 3).
    const RequestRecord &b0 = call("b", 0), &b1 = call("b", 1), &b2 = call("b", 2),
                        &join = call("b", 3);
    QVERIFY(std::abs(b0.scheduledNs - (a0.scheduledNs + 200 * kMs)) < kMs); // its timestamp
    QVERIFY(std::abs(b1.scheduledNs - (b0.endNs + 100 * kMs)) < kMs);
    QVERIFY(std::abs(b2.scheduledNs - (b0.endNs + 200 * kMs)) < kMs);
    const qint64 branchesEnd = std::max(b1.endNs, b2.endNs);
    QVERIFY(std::abs(join.scheduledNs - (branchesEnd + 150 * kMs)) < kMs);
    QVERIFY(join.scheduledNs - a0.scheduledNs < 2500 * kMs); // not at its 3 s timestamp

    // The run figures: three runs (a, b and the lone request), all completed.
    const QJsonObject runs = b.json.value(QLatin1String("runs"))
                                 .toObject()
                                 .value(QLatin1String("overall"))
                                 .toObject()
                                 .value(QLatin1String("runs"))
                                 .toObject();
    QCOMPARE(runs.value(QLatin1String("completed")).toInt(), 3);
    QVERIFY2(b.run.out.contains("runs/s"), b.run.out.constData());
}

// --trace-timestamps sends every entry at its timestamp, as before run fields existed: no runs,
// call 1 of run a at 2 s although call 0 ended long before.
void TestBenchTraceRuns::traceTimestampsKeepsTheTimestampReplay()
{
    const Bench b = bench(QStringLiteral("timestamps"), {QStringLiteral("--trace-timestamps")});
    QVERIFY2(b.run.code == 0, QByteArray(b.run.out + b.run.err).constData());
    QVERIFY2(b.run.out.contains("open-loop trace replay (7 requests"), b.run.out.constData());
    QVERIFY(!b.run.out.contains("by their dependencies"));
    QVERIFY(!b.json.contains(QLatin1String("runs")));
    QCOMPARE(b.requests.size(), size_t(7));
    // The entries by time (a0, b0, the chat request, b1, b2, a1, b3), each at its timestamp.
    const double timestampsS[] = {0.0, 0.2, 0.5, 1.2, 1.4, 2.0, 3.0};
    const qint64 startNs = b.requests.front().scheduledNs;
    for (size_t i = 0; i < b.requests.size(); ++i) {
        const RequestRecord &r = b.requests.at(i);
        QVERIFY(r.succeeded());
        QVERIFY2(r.runId.isEmpty(), qPrintable(r.runId));
        QVERIFY2(std::abs(r.scheduledNs - startNs - qint64(timestampsS[i] * 1e9)) < kMs,
                 qPrintable(QStringLiteral("entry %1 at %2 ms")
                                .arg(i)
                                .arg(double(r.scheduledNs - startNs) / 1e6)));
    }
    // Call 1 of run a waited for its timestamp, not for call 0's end.
    QCOMPARE(b.requests.at(5).plannedInputTokens, 500);
    QVERIFY(b.requests.at(5).scheduledNs - b.requests.at(0).endNs > 1000 * kMs);
}

QTEST_GUILESS_MAIN(TestBenchTraceRuns)
#include "tst_benchtraceruns.moc"
