#include "SimFixture.h"
#include "bench/RunResult.h"
#include "bench/RunSummary.h"
#include "sweep/StepRun.h"
#include "sweep/VirtualStepExecutor.h"

#include <QEventLoop>
#include <QTest>

#include <QTimer>
#include <curl/curl.h>

#include <algorithm>
#include <map>

using namespace llmcap;

// A run plan's sweep step in virtual time (VirtualStepRun with a RunDispatcher): calls follow
// their dependencies and tool time, carry their run's context into the engine's prefix cache,
// and agree with the same plan sent over HTTP to the built-in server.
namespace {

struct Outcome
{
    std::vector<RequestRecord> records; // by index
    std::vector<RunOutcome> runs;
    RunResult result;
};

void byIndex(std::vector<RequestRecord> &records)
{
    std::sort(records.begin(), records.end(),
              [](const RequestRecord &a, const RequestRecord &b) { return a.index < b.index; });
}

Outcome runVirtual(const PlanSettings &settings, double speed, const std::optional<Slo> &slo = {})
{
    VirtualStepExecutor::Options o;
    o.preset = SimFixture::tinyCpu();
    o.speed = speed;
    VirtualStepExecutor executor(o);
    BenchConfig config;
    config.plan = settings;
    config.slo = slo;
    auto plan = RunPlan::create(settings);
    if (!plan)
        qFatal("plan failed: %s", qPrintable(plan.error()));
    std::unique_ptr<StepRun> step = executor.createStep(config, *plan, executor.endpoint(), {});
    QEventLoop loop;
    QObject::connect(step.get(), &StepRun::finished, &loop, &QEventLoop::quit);
    if (!step->start())
        qFatal("step did not start");
    QTimer::singleShot(60'000, &loop, &QEventLoop::quit);
    loop.exec();
    Outcome out{step->records(), step->runOutcomes(), step->result()};
    byIndex(out.records);
    return out;
}

Outcome runHttp(const SimServer &server, const PlanSettings &settings)
{
    LoadOptions options;
    options.target = SimFixture::target(server);
    auto endpoint = EndpointProbe(options.target).probe();
    if (!endpoint)
        qFatal("probe failed: %s", qPrintable(endpoint.error()));
    options.target.model = endpoint->model;
    options.extensions = ServerExtensions::forRuntime(endpoint->runtime);
    options.runTag = QStringLiteral("test");
    LoadGenerator load(*RunPlan::create(settings),
                       PromptFactory(settings.seed, endpoint->calibration), options);
    if (!load.start())
        qFatal("load did not start");
    load.wait();
    Outcome out{load.takeRecords(), load.takeRunOutcomes(), {}};
    byIndex(out.records);
    return out;
}

RunCall call(int index, QList<int> waits, double offsetS, int newTokens, int outputTokens)
{
    RunCall c;
    c.index = index;
    c.waitsFor = std::move(waits);
    c.offsetS = offsetS;
    c.toolWaitS = offsetS;
    c.newInputTokens = newTokens;
    c.outputTokens = outputTokens;
    if (!c.waitsFor.isEmpty()) {
        c.prefix = RunCall::Prefix::Carried;
        c.carriesCall = c.waitsFor.front();
    }
    return c;
}

// A chain with tool time, a fan-out of three, a join and a compaction.
RunScript script(const QString &id, double startS)
{
    RunScript r;
    r.runId = id;
    r.startS = startS;
    r.calls = {call(0, {}, 0, 60, 8),     call(1, {0}, 0.08, 20, 8),
               call(2, {1}, 0.03, 10, 6), call(3, {1}, 0.03, 12, 6),
               call(4, {1}, 0.03, 14, 6), call(5, {2, 3, 4}, 0.02, 16, 8),
               call(6, {5}, 0.0, 18, 8)};
    r.calls[6].prefix = RunCall::Prefix::None;
    r.calls[6].carriesCall = -1;
    r.calls[6].compaction = true;
    r.calls[6].summaryTokens = 30;
    return r;
}

PlanSettings preparedPlan(const QList<RunScript> &runs)
{
    PlanSettings s;
    s.workload = Workload::single(60, 8);
    s.runs = runs;
    s.durationS = 0; // the window ends with the last run's start
    return s;
}

// A coding-agent-like class of 10 carried calls: 200 tokens, then 200 new per call, 100 out.
PlanSettings tenCallClass(double rate, double durationS, int toolMinMs, int toolMaxMs)
{
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(10);
    b.newTokens = TokenDistribution::fixed(200);
    b.toolTimeMs = toolMinMs == toolMaxMs ? TokenDistribution::fixed(toolMinMs)
                                          : TokenDistribution::uniform(toolMinMs, toolMaxMs);
    PlanSettings s;
    s.workload = Workload::single(200, 100);
    s.workload.classes[0].run = b;
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.rateRps = rate;
    s.durationS = durationS;
    return s;
}

double hitRate(const std::vector<RequestRecord> &records)
{
    qint64 prompt = 0, cached = 0;
    for (const RequestRecord &r : records) {
        prompt += r.promptTokens;
        cached += r.cachedTokens;
    }
    return prompt > 0 ? double(cached) / double(prompt) : 0.0;
}

double meanDurationS(const std::vector<RunOutcome> &runs)
{
    double sum = 0;
    int n = 0;
    for (const RunOutcome &o : runs)
        if (o.succeeded()) {
            sum += o.durationS();
            ++n;
        }
    return n > 0 ? sum / n : -1.0;
}

} // namespace

class TestVirtualRunStep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void callsFollowTheirDependencies();
    void runClassSendsEveryCall();
    void userCancelsTheRun();
    void tenCallClassHitsTheCarriedContext();
    void agreesWithHttp();
};

void TestVirtualRunStep::callsFollowTheirDependencies()
{
    QList<RunScript> runs;
    for (int i = 0; i < 6; ++i)
        runs.append(script(QStringLiteral("run%1").arg(i), 0.04 * i));
    const Outcome out = runVirtual(preparedPlan(runs), 50);
    QCOMPARE(out.records.size(), size_t(6 * 7));
    QCOMPARE(out.runs.size(), size_t(6));
    QCOMPARE(out.result.runs.size(), size_t(6));
    QVERIFY(out.result.runSummary.has_value());

    std::map<std::pair<QString, int>, const RequestRecord *> byCall;
    for (const RequestRecord &r : out.records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QVERIFY(!r.runId.isEmpty());
        byCall[{r.runId, r.callIndex}] = &r;
    }
    for (int i = 0; i < runs.size(); ++i) {
        const RunScript &run = runs.at(i);
        auto at = [&](int k) { return byCall.at({run.runId, k}); };
        QCOMPARE(at(0)->index, qint64(7 * i));
        QCOMPARE(at(0)->scheduledNs, qint64(std::llround(run.startS * 1e9)));
        for (const RunCall &c : run.calls) {
            const RequestRecord *r = at(c.index);
            qint64 ready = qint64(std::llround(run.startS * 1e9));
            for (int w : c.waitsFor)
                ready = std::max(ready, at(w)->endNs);
            // Due at its dependencies' end plus its tool time, and sent then (no client lag).
            QCOMPARE(r->scheduledNs, ready + qint64(std::llround(c.offsetS * 1e9)));
            QCOMPARE(r->dispatchedNs, r->scheduledNs);
            QVERIFY(r->endNs > r->scheduledNs);
            QCOMPARE(r->plannedOutputTokens, c.outputTokens);
            QCOMPARE(r->completionTokens, qint64(c.outputTokens));
        }
        // The carried context: call 1's prompt is call 0's prompt, its output and 20 tokens,
        // and the engine had all but the last (never computed) token's block of it cached.
        QCOMPARE(at(1)->promptTokens, at(0)->promptTokens + at(0)->completionTokens + 20);
        QCOMPARE(at(1)->cachedTokens,
                 (at(0)->promptTokens + at(0)->completionTokens - 1) / 16 * 16);
        // The compaction starts over from a summary: nothing cached.
        QCOMPARE(at(6)->promptTokens, qint64(30 + 18));
        QCOMPARE(at(6)->cachedTokens, qint64(0));
    }
    for (const RunOutcome &o : out.runs) {
        QCOMPARE(o.status, RunOutcome::Status::Completed);
        QCOMPARE(o.calls, 7);
        QCOMPARE(o.compactions, 1);
        QVERIFY(qAbs(o.toolWaitS - (0.08 + 3 * 0.03 + 0.02)) < 1e-9);
        qint64 last = -1;
        for (const RequestRecord &r : out.records)
            if (r.runId == o.runId)
                last = std::max(last, r.endNs);
        QCOMPARE(o.endNs, last);
        QCOMPARE(o.startNs, o.scheduledStartNs);
    }
    QCOMPARE(out.result.runSummary->overall.completed, qint64(6));
    QCOMPARE(out.result.runSummary->overall.calls, qint64(42));
}

void TestVirtualRunStep::runClassSendsEveryCall()
{
    RunBehaviour b;
    b.calls = TokenDistribution::uniform(2, 5);
    b.newTokens = TokenDistribution::uniform(10, 40);
    b.toolTimeMs = TokenDistribution::uniform(5, 30);
    b.toolFailureProbability = 0.2;
    b.maxRetries = 1;
    b.compactionThresholdTokens = 200;
    b.summaryTokens = 40;
    b.fanOutProbability = 0.3;
    b.fanOutWidth = 3;
    PlanSettings s;
    s.workload = Workload::single(60, 10);
    s.workload.classes[0].name = QStringLiteral("agent");
    s.workload.classes[0].run = b;
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.rateRps = 10;
    s.durationS = 2;
    s.warmupS = 0.2;
    Slo slo;
    slo.name = QStringLiteral("runs");
    slo.runDuration = RunObjective{60000, 90};
    const auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    QVERIFY(plan->isRunPlan());
    QCOMPARE(plan->arrivals(), qint64(0));
    const Outcome out = runVirtual(s, 50, slo);
    QCOMPARE(out.runs.size(), size_t(plan->runs().size()));
    qsizetype calls = 0;
    for (const RunScript &r : plan->runs())
        calls += r.calls.size();
    QCOMPARE(out.records.size(), size_t(calls));
    int retries = 0, compactions = 0, warm = 0;
    for (const RunOutcome &o : out.runs) {
        QCOMPARE(o.status, RunOutcome::Status::Completed);
        retries += o.retries;
        compactions += o.compactions;
        warm += o.warmup;
    }
    QVERIFY(retries > 0);
    QVERIFY(compactions > 0);
    QCOMPARE(warm, 2);
    for (const RequestRecord &r : out.records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QCOMPARE(r.className, QStringLiteral("agent"));
    }
    const RunSummary &summary = *out.result.runSummary;
    QCOMPARE(summary.overall.completed, qint64(plan->runs().size() - 2));
    QCOMPARE(summary.overall.good, summary.overall.completed);
    QVERIFY(summary.durationMet());
}

void TestVirtualRunStep::userCancelsTheRun()
{
    RunScript run = script(QStringLiteral("a"), 0);
    run.calls[1].offsetS = run.calls[1].toolWaitS = 0.5; // the user leaves during the tool call
    run.cancelAfterS = 0.2;
    const Outcome out = runVirtual(preparedPlan({run}), 50);
    QCOMPARE(out.records.size(), size_t(1));
    QVERIFY(out.records[0].succeeded());
    QCOMPARE(out.runs.size(), size_t(1));
    QCOMPARE(out.runs[0].status, RunOutcome::Status::Cancelled);
    QCOMPARE(out.runs[0].calls, 1);

    // Cancelled while a call streams: the call is aborted at the cancel instant.
    RunScript slow = script(QStringLiteral("b"), 0);
    slow.calls[0].outputTokens = 2000;
    slow.cancelAfterS = 0.05;
    const Outcome aborted = runVirtual(preparedPlan({slow}), 50);
    QCOMPARE(aborted.records.size(), size_t(1));
    QCOMPARE(aborted.records[0].error, ErrorCategory::Cancelled);
    QVERIFY(aborted.records[0].endNs - qint64(50'000'000) < qint64(5'000'000));
    QVERIFY(aborted.records[0].endNs >= qint64(50'000'000));
    QCOMPARE(aborted.runs[0].status, RunOutcome::Status::Cancelled);
}

// The HTTP path measures 0.865 for 10 chat calls of 200 + 200 new words and 100 output tokens
// (tst_simserveragentprefix); the virtual step's hash chain gives what the block size predicts.
void TestVirtualRunStep::tenCallClassHitsTheCarriedContext()
{
    PlanSettings s = tenCallClass(1, 1, 10, 10);
    const Outcome out = runVirtual(s, 50);
    QCOMPARE(out.runs.size(), size_t(1));
    QCOMPARE(out.records.size(), size_t(10));
    qint64 expectedCached = 0, prompt = 0;
    for (size_t k = 0; k < out.records.size(); ++k) {
        const RequestRecord &r = out.records[k];
        QCOMPARE(r.promptTokens, qint64(200 + 300 * qint64(k)));
        const qint64 carried = k == 0 ? 0 : r.promptTokens - 200 - 1;
        QCOMPARE(r.cachedTokens, carried / 16 * 16);
        expectedCached += carried / 16 * 16;
        prompt += r.promptTokens;
    }
    const double rate = hitRate(out.records);
    qInfo("virtual 10-call run: hit rate %.4f (HTTP chat: 0.865)", rate);
    QCOMPARE(rate, double(expectedCached) / double(prompt));
    QVERIFY(qAbs(rate - 0.865) < 0.02);
}

// The same run class over HTTP against the built-in server and in virtual time: run durations
// and prefix-cache hit rates agree.
void TestVirtualRunStep::agreesWithHttp()
{
    const double speed = 20;
    const PlanSettings s = tenCallClass(4, 1, 20, 60);
    auto server = SimFixture::start(speed);
    QVERIFY(server);
    const Outcome http = runHttp(*server, s);
    const Outcome virt = runVirtual(s, speed);
    QCOMPARE(virt.runs.size(), http.runs.size());
    QCOMPARE(virt.records.size(), http.records.size());
    for (const RunOutcome &o : http.runs)
        QCOMPARE(o.status, RunOutcome::Status::Completed);
    const double httpS = meanDurationS(http.runs), virtS = meanDurationS(virt.runs);
    const double httpHit = hitRate(http.records), virtHit = hitRate(virt.records);
    qInfo("%zu runs of 10 calls at speed %.0f: mean run duration %.3f s over HTTP, %.3f s "
          "virtual (%+.1f %%); prefix hit rate %.4f over HTTP, %.4f virtual",
          http.runs.size(), speed, httpS, virtS, 100.0 * (virtS / httpS - 1), httpHit, virtHit);
    QVERIFY2(qAbs(virtS / httpS - 1) < 0.15,
             qPrintable(QStringLiteral("%1 s vs %2 s").arg(virtS).arg(httpS)));
    QVERIFY(qAbs(virtHit - httpHit) < 0.03);
}

QTEST_MAIN(TestVirtualRunStep)
#include "tst_virtualrunstep.moc"
