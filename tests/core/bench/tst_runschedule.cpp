#include "bench/RunPlan.h"
#include "bench/RunSchedule.h"
#include "util/StructuredFile.h"

#include <QTest>

using namespace llmcap;

namespace {

Result<Workload> fromYaml(const QByteArray &yaml)
{
    auto doc = StructuredFile::parseYaml(yaml, QStringLiteral("w.yaml"));
    if (!doc)
        return Result<Workload>::failure(doc.error());
    return Workload::fromJson(doc->object(), QStringLiteral("w.yaml"));
}

// One run class with fixed lengths: input 1000, output 500, new tokens 500 per later call.
Workload agent(const RunBehaviour &run)
{
    Workload w = Workload::single(1000, 500);
    w.classes[0].name = QStringLiteral("agent");
    w.classes[0].run = run;
    return w;
}

PlanSettings runSettings(const Workload &w, double rate, double durationS, quint64 seed = 7)
{
    PlanSettings s;
    s.workload = w;
    s.rateRps = rate;
    s.durationS = durationS;
    s.seed = seed;
    return s;
}

QList<int> callsWhere(const RunScript &run, bool (*pred)(const RunCall &))
{
    QList<int> out;
    for (const RunCall &c : run.calls)
        if (pred(c))
            out.append(c.index);
    return out;
}

} // namespace

Q_DECLARE_METATYPE(llmcap::RunBehaviour)

class TestRunSchedule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesRunClassAndWritesItBack();
    void invalidRunDefinitionsNameTheClass_data();
    void invalidRunDefinitionsNameTheClass();
    void structure_data();
    void structure();
    void sameSeedSameRunsAtEveryRate();
    void plainClassesAreOneCallRuns();
    void plainPlanStaysPlain();
    void preparedRunsAreCheckedAndSorted();
    void plannedInputCarriesTheConversation();
    void examplesLoad_data();
    void examplesLoad();
};

void TestRunSchedule::parsesRunClassAndWritesItBack()
{
    const auto w = fromYaml(R"(
classes:
  - name: coding agent
    input_tokens: 2000
    output_tokens: {distribution: uniform, min: 100, max: 400}
    run:
      calls: {distribution: uniform, min: 5, max: 15}
      new_tokens: 300
      tool_time_ms: 2000
      tool_failure: {probability: 0.05, max_retries: 2}
      compaction: {threshold_tokens: 32000, summary_tokens: 2000}
      fan_out: {probability: 0.2, width: 3}
      cancel: {probability: 0.02, after_s: 30}
  - name: chat
    input_tokens: 200
    output_tokens: 100
)");
    QVERIFY2(w.ok(), qPrintable(w.error()));
    QVERIFY(w->hasRunClasses());
    const WorkloadClass &c = w->classes.at(0);
    QVERIFY(c.isRunClass());
    QVERIFY(!w->classes.at(1).isRunClass());
    QCOMPARE(c.run->calls, TokenDistribution::uniform(5, 15));
    QCOMPARE(c.run->newTokens, TokenDistribution::fixed(300));
    QCOMPARE(*c.run->toolTimeMs, TokenDistribution::fixed(2000));
    QCOMPARE(c.run->toolFailureProbability, 0.05);
    QCOMPARE(c.run->maxRetries, 2);
    QCOMPARE(c.run->compactionThresholdTokens, 32000);
    QCOMPARE(c.run->summaryTokens, 2000);
    QCOMPARE(c.run->fanOutProbability, 0.2);
    QCOMPARE(c.run->fanOutWidth, 3);
    QCOMPARE(c.run->cancelProbability, 0.02);
    QCOMPARE(c.run->cancelAfterS, 30.0);
    const auto back = Workload::fromJson(w->toJson());
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(*back, *w);

    // calls_per_run (from telemetry) serves a run without its own calls.
    const auto derived = fromYaml(R"(
classes:
  - {name: a, input_tokens: 10, output_tokens: 10, calls_per_run: 4, run: {tool_time_ms: 0}}
)");
    QVERIFY2(derived.ok(), qPrintable(derived.error()));
    QCOMPARE(derived->classes.at(0).run->calls, TokenDistribution::fixed(4));
    QVERIFY(!derived->classes.at(0).run->toolTimeMs);
}

void TestRunSchedule::invalidRunDefinitionsNameTheClass_data()
{
    QTest::addColumn<QByteArray>("run");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no calls") << QByteArray("{new_tokens: 10}")
                              << QStringLiteral("classes[0] (agent).run.calls: is required");
    QTest::newRow("zero calls") << QByteArray("{calls: 0}")
                                << QStringLiteral("classes[0] (agent).run.calls");
    QTest::newRow("negative calls")
        << QByteArray("{calls: {distribution: uniform, min: -2, max: 3}}")
        << QStringLiteral("classes[0] (agent).run.calls.min");
    QTest::newRow("negative tool time") << QByteArray("{calls: 3, tool_time_ms: -5}")
                                        << QStringLiteral("classes[0] (agent).run.tool_time_ms");
    QTest::newRow("negative cancel time")
        << QByteArray("{calls: 3, cancel: {probability: 0.1, after_s: -1}}")
        << QStringLiteral("classes[0] (agent).run.cancel.after_s");
    QTest::newRow("failure probability")
        << QByteArray("{calls: 3, tool_failure: {probability: 1.5}}")
        << QStringLiteral("classes[0] (agent).run.tool_failure.probability");
    QTest::newRow("fan-out probability")
        << QByteArray("{calls: 3, fan_out: {probability: -0.1, width: 2}}")
        << QStringLiteral("classes[0] (agent).run.fan_out.probability");
    QTest::newRow("summary not below threshold")
        << QByteArray("{calls: 3, compaction: {threshold_tokens: 1000, summary_tokens: 1000}}")
        << QStringLiteral("classes[0] (agent).run.compaction.summary_tokens: must be below "
                          "threshold_tokens (1000)");
    QTest::newRow("unknown key") << QByteArray("{calls: 3, tools: 2}")
                                 << QStringLiteral("classes[0] (agent).run");
    QTest::newRow("not an object")
        << QByteArray("7") << QStringLiteral("class 'agent': must be an object");
}

void TestRunSchedule::invalidRunDefinitionsNameTheClass()
{
    QFETCH(QByteArray, run);
    QFETCH(QString, expected);
    const auto w = fromYaml("classes:\n  - {name: agent, input_tokens: 10, output_tokens: 10, "
                            "run: " +
                            run + "}\n");
    QVERIFY(!w.ok());
    QVERIFY2(w.error().contains(expected), qPrintable(w.error()));
    QVERIFY(!w.error().contains(u'\n'));
}

void TestRunSchedule::structure_data()
{
    QTest::addColumn<RunBehaviour>("run");
    QTest::addColumn<int>("calls");
    QTest::addColumn<QList<QList<int>>>("waits"); // waitsFor of every call
    QTest::addColumn<QList<int>>("retries");
    QTest::addColumn<QList<int>>("compactions");

    RunBehaviour chain;
    chain.calls = TokenDistribution::fixed(4);
    chain.newTokens = TokenDistribution::fixed(500);
    chain.toolTimeMs = TokenDistribution::fixed(2000);
    QTest::newRow("chain") << chain << 4 << QList<QList<int>>{{}, {0}, {1}, {2}} << QList<int>{}
                           << QList<int>{};

    // Context after call 0: 1500; each call adds 1000 (500 new + 500 output). A call whose
    // carried context plus new tokens passes 3000 starts from the 200-token summary.
    RunBehaviour compact = chain;
    compact.calls = TokenDistribution::fixed(10);
    compact.compactionThresholdTokens = 3000;
    compact.summaryTokens = 200;
    QTest::newRow("compaction") << compact << 10 << QList<QList<int>>{{},  {0}, {1}, {2}, {3},
                                                                      {4}, {5}, {6}, {7}, {8}}
                                << QList<int>{} << QList<int>{3, 6, 9};

    RunBehaviour failing = chain;
    failing.calls = TokenDistribution::fixed(3);
    failing.toolFailureProbability = 1.0;
    failing.maxRetries = 2;
    QTest::newRow("retries") << failing << 7 << QList<QList<int>>{{}, {0}, {1}, {2}, {3}, {4}, {5}}
                             << QList<int>{2, 3, 5, 6} << QList<int>{};

    RunBehaviour fan = chain;
    fan.calls = TokenDistribution::fixed(3);
    fan.fanOutProbability = 1.0;
    fan.fanOutWidth = 3;
    QTest::newRow("fan-out and join")
        << fan << 7 << QList<QList<int>>{{}, {0}, {0}, {0}, {1, 2, 3}, {1, 2, 3}, {1, 2, 3}}
        << QList<int>{} << QList<int>{};
}

void TestRunSchedule::structure()
{
    QFETCH(RunBehaviour, run);
    QFETCH(int, calls);
    QFETCH(QList<QList<int>>, waits);
    QFETCH(QList<int>, retries);
    QFETCH(QList<int>, compactions);
    const RunScript s = RunSchedule::draw(agent(run), 3, 0, 1.5);
    QCOMPARE(s.startS, 1.5);
    QCOMPARE(s.calls.size(), calls);
    for (const RunCall &c : s.calls) {
        QCOMPARE(c.waitsFor, waits.at(c.index));
        if (c.index == 0) {
            QCOMPARE(c.newInputTokens, 1000);
            QCOMPARE(c.offsetS, 0.0);
            QCOMPARE(c.prefix, RunCall::Prefix::None);
            continue;
        }
        QCOMPARE(c.newInputTokens, 500);
        QCOMPARE(c.outputTokens, 500);
        QCOMPARE(c.offsetS, 2.0); // every later call waits a tool call, a retry another
        QCOMPARE(c.toolWaitS, 2.0);
        if (c.compaction) {
            QCOMPARE(c.summaryTokens, 200);
            QCOMPARE(c.prefix, RunCall::Prefix::None);
        } else {
            QCOMPARE(c.prefix, RunCall::Prefix::Carried);
            QCOMPARE(c.carriesCall, c.waitsFor.front()); // a join continues the first branch
        }
    }
    QCOMPARE(callsWhere(s, [](const RunCall &c) { return c.retry; }), retries);
    QCOMPARE(callsWhere(s, [](const RunCall &c) { return c.compaction; }), compactions);
    QVERIFY(RunSchedule::validate({s}, 1));
    QCOMPARE(s.cancelAfterS, -1.0);
}

void TestRunSchedule::sameSeedSameRunsAtEveryRate()
{
    RunBehaviour b;
    b.calls = TokenDistribution::uniform(1, 12);
    b.newTokens = TokenDistribution::logNormal(200, 800);
    b.toolTimeMs = TokenDistribution::uniform(100, 3000);
    b.toolFailureProbability = 0.1;
    b.maxRetries = 2;
    b.compactionThresholdTokens = 5000;
    b.summaryTokens = 500;
    b.fanOutProbability = 0.2;
    b.fanOutWidth = 3;
    b.cancelProbability = 0.1;
    b.cancelAfterS = 10;
    const Workload w = agent(b);
    const auto slow = RunPlan::create(runSettings(w, 1, 60));
    const auto fast = RunPlan::create(runSettings(w, 4, 15));
    QVERIFY2(slow.ok(), qPrintable(slow.error()));
    QVERIFY2(fast.ok(), qPrintable(fast.error()));
    QVERIFY(slow->isRunPlan() && fast->isRunPlan());
    QCOMPARE(slow->arrivals(), 0); // no plain requests
    QVERIFY(slow->runs().size() > 40);
    const qsizetype n = std::min(slow->runs().size(), fast->runs().size());
    QVERIFY(n > 40);
    int cancelled = 0, fanOuts = 0, sizes = 0;
    for (qsizetype i = 0; i < n; ++i) {
        RunScript a = slow->runs().at(i);
        RunScript f = fast->runs().at(i);
        QCOMPARE(a.runId, QStringLiteral("r%1").arg(i));
        QCOMPARE(f.startS * 4, a.startS); // the same gaps, squeezed
        a.startS = f.startS = 0;
        QCOMPARE(a, f);
        cancelled += a.cancelAfterS >= 0;
        sizes += int(a.calls.size());
        for (const RunCall &c : a.calls)
            fanOuts += c.waitsFor.size() > 1;
    }
    QVERIFY(cancelled > 0 && cancelled < n);
    QVERIFY(fanOuts > 0);
    QCOMPARE(slow->firstCallIndex(1), qint64(slow->runs().at(0).calls.size()));
    // Another seed, other runs.
    const auto other = RunPlan::create(runSettings(w, 1, 60, 8));
    QVERIFY(other->runs().at(0).calls != slow->runs().at(0).calls ||
            other->runs().at(1).calls != slow->runs().at(1).calls);
    Q_UNUSED(sizes);
}

void TestRunSchedule::plainClassesAreOneCallRuns()
{
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(5);
    Workload w = agent(b);
    WorkloadClass chat;
    chat.name = QStringLiteral("chat");
    chat.weight = 3;
    w.classes.append(chat);
    const auto plan = RunPlan::create(runSettings(w, 10, 20));
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    int agents = 0, chats = 0;
    for (const RunScript &r : plan->runs()) {
        QCOMPARE(r.calls.size(), r.classIndex == 0 ? 5 : 1);
        (r.classIndex == 0 ? agents : chats)++;
    }
    // The rate counts runs of either class, mixed by weight (1:3).
    QVERIFY(chats > 2 * agents && agents > 0);
    PlanSettings closed = runSettings(w, 10, 20);
    closed.closedLoopUsers = 4;
    QVERIFY(RunPlan::create(closed).error().contains(QStringLiteral("closed loop")));
}

void TestRunSchedule::plainPlanStaysPlain()
{
    PlanSettings s = runSettings(Workload::single(100, 50), 10, 5);
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.workload.classes[0].callsPerRun = TokenDistribution::fixed(3); // recorded, not a run class
    const auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    QVERIFY(!plan->isRunPlan());
    QVERIFY(plan->runs().isEmpty());
    QCOMPARE(plan->arrivals(), 50);
    QVERIFY(!s.toJson().contains(QStringLiteral("rate_unit")));
}

void TestRunSchedule::preparedRunsAreCheckedAndSorted()
{
    PlanSettings s = runSettings(Workload::single(100, 50), 1, 0);
    RunScript late;
    late.runId = QStringLiteral("late");
    late.startS = 2;
    late.calls = {RunCall{}};
    RunScript early = late;
    early.runId = QStringLiteral("early");
    early.startS = 0.5;
    RunCall second;
    second.index = 1;
    second.waitsFor = {0};
    second.offsetS = 0.25;
    second.prefix = RunCall::Prefix::Carried;
    early.calls.append(second);
    s.runs = QList<RunScript>{late, early};
    auto plan = RunPlan::create(s);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QCOMPARE(plan->runs().size(), 2);
    QCOMPARE(plan->runs().at(0).runId, QStringLiteral("early"));
    QCOMPARE(plan->firstCallIndex(1), 2);
    QCOMPARE(plan->window().startNs, 0);
    QCOMPARE(plan->window().endNs, qint64(2e9) + 1);

    s.runs->last().calls[1].waitsFor = {1};
    QCOMPARE(RunPlan::create(s).error(),
             QStringLiteral("run 'early', call 1: waits for call 1, not an earlier call"));
    s.runs->last().calls[1].waitsFor = {0};
    s.runs->last().calls[1].offsetS = -1;
    QCOMPARE(RunPlan::create(s).error(), QStringLiteral("run 'early', call 1: negative wait"));
    s.runs->last().calls[1].offsetS = 0;
    s.runs->last().runId = QStringLiteral("late");
    QVERIFY(RunPlan::create(s).error().contains(QStringLiteral("used by another run")));
}

void TestRunSchedule::plannedInputCarriesTheConversation()
{
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(4);
    b.newTokens = TokenDistribution::fixed(500);
    b.compactionThresholdTokens = 2800;
    b.summaryTokens = 200;
    const RunScript s = RunSchedule::draw(agent(b), 1, 0, 0);
    // 1000; 1000+500+500; 2000+500+500 > 2800: compaction 200+500; 700+500+500.
    QCOMPARE(RunSchedule::plannedInputTokens(s), (QList<int>{1000, 2000, 700, 1700}));
}

void TestRunSchedule::examplesLoad_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("minCalls");
    QTest::addColumn<double>("maxCalls");
    QTest::addColumn<bool>("compacts");
    // Coding agent: 10 steps, 5 % tool failures with up to 2 retries: about 10.45 calls.
    QTest::newRow("coding-agent") << QStringLiteral("coding-agent.yaml") << 10.2 << 10.8 << true;
    QTest::newRow("chat") << QStringLiteral("chat.yaml") << 1.6 << 1.9 << false;
}

void TestRunSchedule::examplesLoad()
{
    QFETCH(QString, file);
    QFETCH(double, minCalls);
    QFETCH(double, maxCalls);
    QFETCH(bool, compacts);
    const auto w = Workload::load(QStringLiteral(LLMCAP_SOURCE_DIR "/examples/workloads/") + file);
    QVERIFY2(w.ok(), qPrintable(w.error()));
    QVERIFY(w->hasRunClasses());
    qint64 calls = 0, compactions = 0, maxInput = 0;
    constexpr int kRuns = 4000;
    for (int i = 0; i < kRuns; ++i) {
        const RunScript s = RunSchedule::draw(*w, 1, i, 0);
        calls += s.calls.size();
        for (const RunCall &c : s.calls)
            compactions += c.compaction;
        for (int input : RunSchedule::plannedInputTokens(s))
            maxInput = std::max<qint64>(maxInput, input);
    }
    const double mean = double(calls) / kRuns;
    QVERIFY2(mean >= minCalls && mean <= maxCalls, qPrintable(QString::number(mean)));
    QCOMPARE(compactions > 0, compacts);
    if (compacts)
        QVERIFY(maxInput <= 32000 + 3000); // compaction keeps the context near the threshold
}

QTEST_APPLESS_MAIN(TestRunSchedule)
#include "tst_runschedule.moc"
