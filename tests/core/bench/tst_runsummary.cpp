#include "bench/RunSummary.h"
#include "sweep/EarlyStopping.h"
#include "sweep/StepJudge.h"

#include <QJsonArray>
#include <QTest>

using namespace llmcap;
using St = RunOutcome::Status;

Q_DECLARE_METATYPE(QList<RunOutcome>)

namespace {

constexpr qint64 kS = 1'000'000'000;
const RunWindow kWindow{10 * kS, 70 * kS}; // 60 s

// A run of class classIndex scheduled at startS that ended durationS later (< 0: not ended).
RunOutcome run(int classIndex, St status, double startS, double durationS)
{
    RunOutcome o;
    o.runId = QStringLiteral("r%1").arg(startS);
    o.classIndex = classIndex;
    o.scheduledStartNs = qint64(startS * kS);
    o.startNs = o.scheduledStartNs + 1'000'000;
    o.endNs = durationS >= 0 ? o.scheduledStartNs + qint64(durationS * kS) : -1;
    o.status = status;
    o.calls = 10;
    return o;
}

RunOutcome agent(St status, double durationS, double startS = 20)
{
    return run(0, status, startS, durationS);
}

RunOutcome chat(St status, double durationS, double startS = 20)
{
    return run(1, status, startS, durationS);
}

RunOutcome warmup(RunOutcome o)
{
    o.warmup = true;
    return o;
}

QList<RunOutcome> repeat(const RunOutcome &o, int n)
{
    return QList<RunOutcome>(n, o);
}

const QStringList kClasses = {QStringLiteral("agent"), QStringLiteral("chat")};

// agent: the default 60 s at 90 %; chat: its own 10 s at 99 %.
Slo slo()
{
    Slo s;
    s.name = QStringLiteral("agents");
    s.objectives = {{SloMetric::Ttft, 2000, 99}};
    s.runDuration = RunObjective{60'000, 90};
    s.classRunDurations.insert(QStringLiteral("chat"), RunObjective{10'000, 99});
    return s;
}

std::vector<RunOutcome> toVector(const QList<RunOutcome> &list)
{
    return {list.begin(), list.end()};
}

} // namespace

class TestRunSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attainmentAndGoodput_data();
    void attainmentAndGoodput();
    void pooledTallyOnlyForOneObjective();
    void percentilesCountCompletedRuns_data();
    void percentilesCountCompletedRuns();
    void jsonShape();
    void textLines();
    void durationTallyDecidesLikeAStep_data();
    void durationTallyDecidesLikeAStep();
};

void TestRunSummary::attainmentAndGoodput_data()
{
    QTest::addColumn<QList<RunOutcome>>("outcomes");
    QTest::addColumn<QString>("className");
    QTest::addColumn<qint64>("due");
    QTest::addColumn<qint64>("judged");
    QTest::addColumn<qint64>("misses");
    QTest::addColumn<qint64>("good");
    QTest::addColumn<qint64>("timedOut");
    QTest::addColumn<qint64>("cancelled");

    const QString a = QStringLiteral("agent");
    const QString c = QStringLiteral("chat");
    QTest::newRow("completed fast")
        << QList{agent(St::Completed, 30)} << a << 1ll << 1ll << 0ll << 1ll << 0ll << 0ll;
    QTest::newRow("at the threshold")
        << QList{agent(St::Completed, 60)} << a << 1ll << 1ll << 0ll << 1ll << 0ll << 0ll;
    QTest::newRow("completed slow")
        << QList{agent(St::Completed, 60.001)} << a << 1ll << 1ll << 1ll << 0ll << 0ll << 0ll;
    QTest::newRow("failed fast") << QList{agent(St::Failed, 5)} << a << 1ll << 1ll << 1ll << 0ll
                                 << 0ll << 0ll;
    QTest::newRow("timed out") << QList{agent(St::TimedOut, 300)} << a << 1ll << 1ll << 1ll << 0ll
                               << 1ll << 0ll;
    QTest::newRow("unfinished at the end")
        << QList{agent(St::Completed, -1)} << a << 1ll << 1ll << 1ll << 0ll << 1ll << 0ll;
    QTest::newRow("cancelled before the threshold")
        << QList{agent(St::Cancelled, 20)} << a << 1ll << 0ll << 0ll << 0ll << 0ll << 1ll;
    QTest::newRow("cancelled after the threshold")
        << QList{agent(St::Cancelled, 75)} << a << 1ll << 1ll << 1ll << 0ll << 0ll << 1ll;
    QTest::newRow("cancelled, never ended")
        << QList{agent(St::Cancelled, -1)} << a << 1ll << 0ll << 0ll << 0ll << 0ll << 1ll;
    QTest::newRow("warm-up left out")
        << QList{warmup(agent(St::Failed, 5, 5)), agent(St::Completed, 30)} << a << 1ll << 1ll
        << 0ll << 1ll << 0ll << 0ll;
    QTest::newRow("scheduled after the window")
        << QList{agent(St::Failed, 5, 70), agent(St::Completed, 30, 69.9)} << a << 1ll << 1ll << 0ll
        << 1ll << 0ll << 0ll;
    QTest::newRow("eight of ten") << repeat(agent(St::Completed, 45), 8) +
                                         QList{agent(St::Completed, 61), agent(St::Failed, 3)}
                                  << a << 10ll << 10ll << 2ll << 8ll << 0ll << 0ll;
    // chat has its own 10 s threshold: 12 s misses it, though agent's 60 s would pass.
    const QList<RunOutcome> mixed = {agent(St::Completed, 12), chat(St::Completed, 12),
                                     chat(St::Completed, 9), chat(St::TimedOut, 30)};
    QTest::newRow("per-class threshold, agent")
        << mixed << a << 1ll << 1ll << 0ll << 1ll << 0ll << 0ll;
    QTest::newRow("per-class threshold, chat")
        << mixed << c << 3ll << 3ll << 2ll << 1ll << 1ll << 0ll;
}

void TestRunSummary::attainmentAndGoodput()
{
    QFETCH(QList<RunOutcome>, outcomes);
    QFETCH(QString, className);
    QFETCH(qint64, due);
    QFETCH(qint64, judged);
    QFETCH(qint64, misses);
    QFETCH(qint64, good);
    QFETCH(qint64, timedOut);
    QFETCH(qint64, cancelled);

    const RunSummary s = RunSummary::compute(toVector(outcomes), kClasses, kWindow, slo());
    const auto it = std::find_if(s.classes.begin(), s.classes.end(),
                                 [&](const RunStats &c) { return c.className == className; });
    QVERIFY(it != s.classes.end());
    QCOMPARE(it->due, due);
    QCOMPARE(it->completed + it->failed + it->cancelled + it->timedOut, due);
    QCOMPARE(it->timedOut, timedOut);
    QCOMPARE(it->cancelled, cancelled);
    QCOMPARE(it->good, good);
    QVERIFY(it->duration);
    QCOMPARE(it->duration->judged, judged);
    QCOMPARE(it->duration->misses, misses);
    const auto tally = s.durationTally(className);
    QVERIFY(tally);
    QCOMPARE(tally->misses, misses);
    QCOMPARE(it->goodputRunsPerS, double(good) / 60.0);
    QCOMPARE(it->offeredRunsPerS, double(due) / 60.0);
    QCOMPARE(it->completedRunsPerS, double(it->completed) / 60.0);
    QVERIFY(it->goodputRunsPerS <= it->completedRunsPerS);
    if (judged > 0)
        QCOMPARE(tally->attainmentPct(), 100.0 * double(judged - misses) / double(judged));
}

void TestRunSummary::pooledTallyOnlyForOneObjective()
{
    const std::vector<RunOutcome> both = {agent(St::Completed, 12), chat(St::Completed, 12)};
    const RunSummary mixed = RunSummary::compute(both, kClasses, kWindow, slo());
    QCOMPARE(mixed.classes.size(), 2);
    QVERIFY(!mixed.overall.duration); // 60 s and 10 s: no one binomial count
    QVERIFY(!mixed.durationTally());
    QCOMPARE(mixed.durationTallies().size(), 2);
    QVERIFY(!mixed.durationMet()); // chat's run missed
    QCOMPARE(mixed.overall.good, qint64(1));

    Slo shared = slo();
    shared.classRunDurations.clear();
    const RunSummary pooled = RunSummary::compute(both, kClasses, kWindow, shared);
    QVERIFY(pooled.overall.duration);
    QCOMPARE(pooled.overall.duration->judged, qint64(2));
    QCOMPARE(pooled.overall.duration->misses, qint64(0));
    QVERIFY(pooled.durationMet());

    // Without a run objective every completed run is good and nothing is judged.
    Slo none = shared;
    none.runDuration.reset();
    const RunSummary free = RunSummary::compute(both, kClasses, kWindow, none);
    QVERIFY(free.durationTallies().isEmpty());
    QVERIFY(!free.overall.duration);
    QCOMPARE(free.overall.good, qint64(2));
    QVERIFY(free.durationMet());
    QVERIFY(!free.toJson().contains(QLatin1String("run_duration_met")));
}

void TestRunSummary::percentilesCountCompletedRuns_data()
{
    QTest::addColumn<QList<RunOutcome>>("outcomes");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<double>("p50S");
    QTest::addColumn<double>("p95S");
    QTest::addColumn<double>("p99S");
    QTest::addColumn<double>("maxS");
    QTest::addColumn<int>("warnings");

    QList<RunOutcome> hundred;
    for (int i = 1; i <= 100; ++i)
        hundred.append(agent(St::Completed, i));
    QTest::newRow("1..100 s") << hundred << 100ll << 50.0 << 95.0 << 99.0 << 100.0 << 2;
    QList<RunOutcome> withFailures = hundred;
    withFailures.append(repeat(agent(St::Failed, 500), 20));
    withFailures.append(repeat(agent(St::Cancelled, 700), 5));
    withFailures.append(repeat(warmup(agent(St::Completed, 900, 1)), 5));
    QTest::newRow("failures add no samples")
        << withFailures << 100ll << 50.0 << 95.0 << 99.0 << 100.0 << 2;
    QTest::newRow("one run") << QList{agent(St::Completed, 7)} << 1ll << 7.0 << 7.0 << 7.0 << 7.0
                             << 3;
    QTest::newRow("none completed")
        << QList{agent(St::Failed, 7)} << 0ll << 0.0 << 0.0 << 0.0 << 0.0 << 0;
}

void TestRunSummary::percentilesCountCompletedRuns()
{
    QFETCH(QList<RunOutcome>, outcomes);
    QFETCH(qint64, count);
    QFETCH(double, p50S);
    QFETCH(double, p95S);
    QFETCH(double, p99S);
    QFETCH(double, maxS);
    QFETCH(int, warnings);

    const RunSummary s = RunSummary::compute(toVector(outcomes), kClasses, kWindow, slo());
    const LatencySummary &d = s.overall.durationMs;
    QCOMPARE(d.count, count);
    QCOMPARE(d.p50, p50S * 1e3);
    QCOMPARE(d.p95, p95S * 1e3);
    QCOMPARE(d.p99, p99S * 1e3);
    QCOMPARE(d.max, maxS * 1e3);
    QCOMPARE(s.overall.callsPerRun.count, count);
    // p50, p95 and p99 (the levels printed) want 20, 200 and 1,000 samples.
    QCOMPARE(s.warnings().size(), warnings);
    if (warnings > 0)
        QVERIFY2(s.warnings().last().contains(QStringLiteral("run duration p99 rests on %1 "
                                                             "samples (1000 needed)")
                                                  .arg(count)),
                 qPrintable(s.warnings().join(QLatin1Char('\n'))));
}

void TestRunSummary::jsonShape()
{
    RunOutcome fast = agent(St::Completed, 30);
    fast.retries = 2;
    fast.compactions = 1;
    fast.toolWaitS = 12.5;
    fast.totalTokens = 180'000;
    fast.maxContextTokens = 32'000;
    const std::vector<RunOutcome> outcomes = {fast, agent(St::Failed, 4), chat(St::Completed, 2)};
    const QJsonObject o = RunSummary::compute(outcomes, kClasses, kWindow, slo()).toJson();

    QCOMPARE(o.value(QLatin1String("slo")).toString(), QStringLiteral("agents"));
    QCOMPARE(o.value(QLatin1String("window")).toObject().value(QLatin1String("end_s")).toDouble(),
             70.0);
    QCOMPARE(o.value(QLatin1String("run_duration_met")).toBool(), false); // agent: 1 of 2
    QVERIFY(
        o.value(QLatin1String("definitions")).toObject().contains(QLatin1String("run_attainment")));
    const QJsonObject overall = o.value(QLatin1String("overall")).toObject();
    QVERIFY(!overall.contains(QLatin1String("class")));
    QVERIFY(!overall.contains(QLatin1String("run_duration"))); // two objectives
    const QJsonObject runs = overall.value(QLatin1String("runs")).toObject();
    QCOMPARE(runs.value(QLatin1String("due")).toInteger(), qint64(3));
    QCOMPARE(runs.value(QLatin1String("completed")).toInteger(), qint64(2));
    QCOMPARE(runs.value(QLatin1String("failed")).toInteger(), qint64(1));
    QCOMPARE(runs.value(QLatin1String("good")).toInteger(), qint64(2));
    QCOMPARE(overall.value(QLatin1String("calls")).toInteger(), qint64(30));
    QCOMPARE(overall.value(QLatin1String("retries")).toInteger(), qint64(2));
    QCOMPARE(overall.value(QLatin1String("goodput_runs_per_s")).toDouble(), 2.0 / 60);
    QCOMPARE(overall.value(QLatin1String("duration_ms"))
                 .toObject()
                 .value(QLatin1String("count"))
                 .toInteger(),
             qint64(2));
    for (const char *key : {"calls_per_run", "retries_per_run", "compactions_per_run",
                            "tool_wait_ms", "total_tokens", "max_context_tokens"})
        QVERIFY2(overall.value(QLatin1String(key)).isObject(), key);

    const QJsonArray classes = o.value(QLatin1String("classes")).toArray();
    QCOMPARE(classes.size(), 2);
    const QJsonObject a = classes.at(0).toObject();
    QCOMPARE(a.value(QLatin1String("class")).toString(), QStringLiteral("agent"));
    QCOMPARE(
        a.value(QLatin1String("tool_wait_ms")).toObject().value(QLatin1String("max")).toDouble(),
        12'500.0);
    QCOMPARE(a.value(QLatin1String("max_context_tokens"))
                 .toObject()
                 .value(QLatin1String("p50"))
                 .toDouble(),
             32'000.0);
    const QJsonObject tally = a.value(QLatin1String("run_duration")).toObject();
    QCOMPARE(tally.value(QLatin1String("threshold_ms")).toDouble(), 60'000.0);
    QCOMPARE(tally.value(QLatin1String("target_pct")).toDouble(), 90.0);
    QCOMPARE(tally.value(QLatin1String("judged")).toInteger(), qint64(2));
    QCOMPARE(tally.value(QLatin1String("misses")).toInteger(), qint64(1));
    QCOMPARE(tally.value(QLatin1String("attainment_pct")).toDouble(), 50.0);
    QCOMPARE(tally.value(QLatin1String("met")).toBool(), false);
    QCOMPARE(classes.at(1)
                 .toObject()
                 .value(QLatin1String("run_duration"))
                 .toObject()
                 .value(QLatin1String("met"))
                 .toBool(),
             true);
}

void TestRunSummary::textLines()
{
    const std::vector<RunOutcome> outcomes = {agent(St::Completed, 30), agent(St::TimedOut, 90),
                                              chat(St::Completed, 2)};
    const QStringList lines = RunSummary::compute(outcomes, kClasses, kWindow, slo()).textLines();
    const QString text = lines.join(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(
                 QStringLiteral("runs: 3 due, 3 started, 2 completed, 0 failed, 0 cancelled, 1 "
                                "timed out")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("goodput 0.033 runs/s")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("run class chat:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("agent run duration p90 <= 60 s: 50.00 % of 2 judged "
                                          "runs (1 missed, target 90 %) missed")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("chat run duration p99 <= 10 s: 100.00 % of 1 judged")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("run duration s: p50 30.00, p95 30.00, p99 30.00, max "
                                          "30.00 (n = 1)")),
             qPrintable(text));
}

void TestRunSummary::durationTallyDecidesLikeAStep_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("slow");
    QTest::addColumn<int>("verdict"); // StepVerdict
    QTest::addColumn<int>("early");   // EarlyStopping::Decision at 99 % confidence

    QTest::newRow("all within") << 500 << 0 << int(StepVerdict::Pass)
                                << int(EarlyStopping::Decision::Pass);
    QTest::newRow("just within, not yet sure")
        << 200 << 18 << int(StepVerdict::Pass) << int(EarlyStopping::Decision::Undecided);
    QTest::newRow("clearly missed")
        << 200 << 60 << int(StepVerdict::Fail) << int(EarlyStopping::Decision::Fail);
    QTest::newRow("few runs, one slow")
        << 10 << 1 << int(StepVerdict::Pass) << int(EarlyStopping::Decision::Undecided);
}

void TestRunSummary::durationTallyDecidesLikeAStep()
{
    QFETCH(int, runs);
    QFETCH(int, slow);
    QFETCH(int, verdict);
    QFETCH(int, early);

    Slo s = slo();
    s.classRunDurations.clear();
    QList<RunOutcome> outcomes = repeat(agent(St::Completed, 40), runs - slow);
    outcomes += repeat(agent(St::Completed, 80), slow);
    const RunSummary summary = RunSummary::compute(toVector(outcomes), kClasses, kWindow, s);
    const auto t = summary.durationTally();
    QVERIFY(t);
    QCOMPARE(t->judged, qint64(runs));
    QCOMPARE(t->misses, qint64(slow));

    // What a sweep step would put beside its latency objectives.
    StepSignals signals;
    signals.objectives = {{t->label(), t->judged, t->misses, t->targetPct()}};
    signals.requestsDue = runs;
    signals.completed = runs;
    signals.maxErrorRatePct = 100; // judge the run objective alone
    const StepJudgement j = StepJudge::judge(signals);
    QCOMPARE(int(j.verdict), verdict);
    if (j.verdict == StepVerdict::Fail)
        QVERIFY2(
            j.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("run duration p90 <= 60 s")),
            qPrintable(j.reasons.join(QLatin1Char(' '))));
    QCOMPARE(int(StepJudge::earlyDecision(signals, 0.99)), early);
    QCOMPARE(int(EarlyStopping::decide(t->judged, t->misses, t->targetPct() / 100, 0.99)), early);
}

QTEST_APPLESS_MAIN(TestRunSummary)
#include "tst_runsummary.moc"
