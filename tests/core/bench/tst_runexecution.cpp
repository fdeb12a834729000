#include "SimFixture.h"
#include "bench/RunDispatcher.h"
#include "bench/RunSchedule.h"

#include <QTest>
#include <QThread>

#include <algorithm>
#include <map>

using namespace llmcap;

namespace {

struct Outcome
{
    std::vector<RequestRecord> records;
    std::vector<RunOutcome> runs;
};

// stopAfterMs >= 0: stop(stopMode) that long after the start instant; abortAfterMs >= 0: then
// abort() that long after the stop.
struct Stop
{
    int stopAfterMs = -1;
    LoadGenerator::StopMode mode = LoadGenerator::StopMode::Graceful;
    int abortAfterMs = -1;
};

Outcome execute(const SimServer &server, const PlanSettings &settings, LoadOptions options = {},
                EndpointTarget::Api api = EndpointTarget::Api::Chat, const Stop &stop = {},
                RunWindow *window = nullptr)
{
    options.target = SimFixture::target(server);
    options.target.api = api;
    auto endpoint = EndpointProbe(options.target).probe();
    if (!endpoint)
        qFatal("probe failed: %s", qPrintable(endpoint.error()));
    options.target.model = endpoint->model;
    options.extensions = ServerExtensions::forRuntime(endpoint->runtime);
    options.runTag = QStringLiteral("test");
    auto plan = RunPlan::create(settings);
    if (!plan)
        qFatal("plan failed: %s", qPrintable(plan.error()));
    LoadGenerator load(std::move(plan).value(), PromptFactory(settings.seed, endpoint->calibration),
                       options);
    if (!load.start())
        qFatal("load did not start");
    if (stop.stopAfterMs >= 0) {
        QThread::msleep(ulong(options.startLeadMs + stop.stopAfterMs));
        load.stop(stop.mode);
        if (stop.abortAfterMs >= 0) {
            QThread::msleep(ulong(stop.abortAfterMs));
            load.abort();
        }
    }
    load.wait();
    if (window)
        *window = load.window();
    Outcome out{load.takeRecords(), load.takeRunOutcomes()};
    std::sort(out.records.begin(), out.records.end(),
              [](const RequestRecord &a, const RequestRecord &b) { return a.index < b.index; });
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

// A run with every kind of step: a chain with tool time, a fan-out of three, a join and a
// compaction.
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

} // namespace

class TestRunExecution : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callsFollowTheirDependencies();
    void completionsCarryThePromptAndOutput();
    void failedCallFailsTheRun();
    void userCancelsTheRun();
    void runClassEndToEnd();
    void gracefulStopLetsMeasuredRunsFinish();
    void callsAreTakenAheadOnce();
};

void TestRunExecution::callsFollowTheirDependencies()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    QList<RunScript> runs;
    for (int i = 0; i < 6; ++i)
        runs.append(script(QStringLiteral("run%1").arg(i), 0.04 * i));
    LoadOptions options;
    options.storeText = true; // to see the conversation each call sent
    const Outcome out = execute(*server, preparedPlan(runs), options);
    QCOMPARE(out.records.size(), size_t(6 * 7));
    QCOMPARE(out.runs.size(), size_t(6));

    std::map<std::pair<QString, int>, const RequestRecord *> byCall;
    for (const RequestRecord &r : out.records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QVERIFY(!r.runId.isEmpty());
        byCall[{r.runId, r.callIndex}] = &r;
    }
    qint64 maxLagNs = 0;
    for (int i = 0; i < runs.size(); ++i) {
        const RunScript &run = runs.at(i);
        auto at = [&](int k) { return byCall.at({run.runId, k}); };
        QCOMPARE(at(0)->index, qint64(7 * i)); // runs in start order, calls consecutive
        QCOMPARE(at(0)->scheduledNs, qint64(std::llround(run.startS * 1e9)));
        for (const RunCall &c : run.calls) {
            const RequestRecord *r = at(c.index);
            qint64 ready = qint64(std::llround(run.startS * 1e9));
            for (int w : c.waitsFor)
                ready = std::max(ready, at(w)->endNs);
            // The schedule is the dependency's end plus the offset, and nothing is sent early.
            QCOMPARE(r->scheduledNs, ready + qint64(std::llround(c.offsetS * 1e9)));
            QVERIFY(r->dispatchedNs >= r->scheduledNs);
            maxLagNs = std::max(maxLagNs, r->dispatchedNs - r->scheduledNs);
            for (int w : c.waitsFor)
                QVERIFY(r->sentNs > at(w)->endNs);
        }
        // The conversation: call 1 sent call 0's prompt and the output it received.
        const QString p0 = at(0)->promptText, o0 = at(0)->outputText;
        QVERIFY(!o0.isEmpty());
        QVERIFY(at(1)->promptText.startsWith(p0 + o0 + u'\n'));
        // The server counted it: 3 messages of 4 template tokens, the text, the reply primer.
        QCOMPARE(at(1)->promptTokens, at(0)->promptTokens + at(0)->completionTokens + 2 * 4 +
                                          run.calls[1].newInputTokens);
        // Fan-out calls continue call 1; the join continues the first branch.
        for (int k : {2, 3, 4})
            QVERIFY(at(k)->promptText.startsWith(at(1)->promptText + at(1)->outputText));
        QVERIFY(at(5)->promptText.startsWith(at(2)->promptText + at(2)->outputText));
        // The compaction starts over from a summary.
        QVERIFY(!at(6)->promptText.startsWith(p0));
        QVERIFY(at(6)->promptTokens < at(5)->promptTokens);
        QCOMPARE(at(6)->plannedInputTokens, 30 + 18);
    }
    qInfo("largest call dispatch lag: %.3f ms", double(maxLagNs) / 1e6);
    QVERIFY2(maxLagNs < 50'000'000, "calls must be sent within 50 ms of being due");

    for (const RunOutcome &o : out.runs) {
        QCOMPARE(o.status, RunOutcome::Status::Completed);
        QCOMPARE(o.calls, 7);
        QCOMPARE(o.compactions, 1);
        QCOMPARE(o.retries, 0);
        QVERIFY(qAbs(o.toolWaitS - (0.08 + 3 * 0.03 + 0.02)) < 1e-9);
        qint64 first = std::numeric_limits<qint64>::max(), last = -1, tokens = 0, context = 0;
        for (const RequestRecord &r : out.records) {
            if (r.runId != o.runId)
                continue;
            first = std::min(first, r.dispatchedNs);
            last = std::max(last, r.endNs);
            tokens += r.promptTokens + r.completionTokens;
            context = std::max(context, r.promptTokens + r.completionTokens);
        }
        QCOMPARE(o.startNs, first);
        QCOMPARE(o.endNs, last);
        QCOMPARE(o.totalTokens, tokens);
        QCOMPARE(qint64(o.maxContextTokens), context);
        QVERIFY(o.durationS() > 0.08 + 0.03 + 0.02);
        QVERIFY(!o.warmup);
    }
}

void TestRunExecution::completionsCarryThePromptAndOutput()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    LoadOptions options;
    options.storeText = false; // output text is still carried, but not kept in the records
    const Outcome out = execute(*server, preparedPlan({script(QStringLiteral("a"), 0)}), options,
                                EndpointTarget::Api::Completions);
    QCOMPARE(out.records.size(), size_t(7));
    for (const RequestRecord &r : out.records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QVERIFY(r.promptText.isEmpty() && r.outputText.isEmpty());
    }
    // Completions: prompt 1 = prompt 0 + output 0 + new text, counted word by word. The output
    // continues the prompt's text as it came (the simulator's first output word has no leading
    // space, so it joins the prompt's last word).
    const qint64 expected = out.records[0].promptTokens + out.records[0].completionTokens + 20;
    QVERIFY2(out.records[1].promptTokens == expected || out.records[1].promptTokens == expected - 1,
             qPrintable(QString::number(out.records[1].promptTokens)));
    QCOMPARE(out.runs.size(), size_t(1));
    QCOMPARE(out.runs[0].status, RunOutcome::Status::Completed);
}

void TestRunExecution::failedCallFailsTheRun()
{
    auto server = SimFixture::start(50, QStringLiteral("status500=1"));
    QVERIFY(server);
    const Outcome out = execute(
        *server, preparedPlan({script(QStringLiteral("a"), 0), script(QStringLiteral("b"), 0.01)}));
    QCOMPARE(out.records.size(), size_t(2)); // later calls were not sent
    for (const RequestRecord &r : out.records) {
        QCOMPARE(r.error, ErrorCategory::Http5xx);
        QCOMPARE(r.callIndex, 0);
    }
    QCOMPARE(out.runs.size(), size_t(2));
    for (const RunOutcome &o : out.runs) {
        QCOMPARE(o.status, RunOutcome::Status::Failed);
        QCOMPARE(o.calls, 1);
        QVERIFY(o.endNs >= o.startNs);
    }
}

void TestRunExecution::userCancelsTheRun()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    RunScript run = script(QStringLiteral("a"), 0);
    run.calls[1].offsetS = run.calls[1].toolWaitS = 0.5; // the user leaves during the tool call
    run.cancelAfterS = 0.2;
    const Outcome out = execute(*server, preparedPlan({run}));
    QCOMPARE(out.records.size(), size_t(1));
    QVERIFY(out.records[0].succeeded());
    QCOMPARE(out.runs.size(), size_t(1));
    QCOMPARE(out.runs[0].status, RunOutcome::Status::Cancelled);
    QCOMPARE(out.runs[0].calls, 1);

    // Cancelled while a call streams: the call is aborted and recorded as cancelled.
    RunScript slow = script(QStringLiteral("b"), 0);
    slow.calls[0].outputTokens = 2000;
    slow.cancelAfterS = 0.05;
    const Outcome aborted = execute(*server, preparedPlan({slow}));
    QCOMPARE(aborted.records.size(), size_t(1));
    QCOMPARE(aborted.records[0].error, ErrorCategory::Cancelled);
    QCOMPARE(aborted.runs[0].status, RunOutcome::Status::Cancelled);
    QVERIFY(aborted.runs[0].endNs < qint64(1e9));
}

void TestRunExecution::runClassEndToEnd()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    RunBehaviour b;
    b.calls = TokenDistribution::uniform(2, 5);
    b.newTokens = TokenDistribution::uniform(10, 40);
    b.toolTimeMs = TokenDistribution::uniform(5, 30);
    b.toolFailureProbability = 0.2;
    b.maxRetries = 1;
    b.compactionThresholdTokens = 200;
    b.summaryTokens = 40;
    PlanSettings s;
    s.workload = Workload::single(60, 10);
    s.workload.classes[0].run = b;
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.rateRps = 10; // runs per second
    s.durationS = 1;
    s.warmupS = 0.2;
    const auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    Outcome out = execute(*server, s);
    // After the window, runs go on starting at the same pace until the measured runs have
    // ended: unmeasured, drawn as a longer plan draws them, cancelled when the last measured
    // run ends.
    const qint64 endNs = plan->window().endNs;
    int after = 0;
    for (const RunOutcome &o : out.runs)
        if (o.scheduledStartNs >= endNs) {
            ++after;
            QVERIFY(o.warmup);
            QVERIFY(o.runId.mid(1).toLongLong() >= plan->runs().size());
            QVERIFY(o.status == RunOutcome::Status::Completed ||
                    o.status == RunOutcome::Status::Cancelled);
        }
    qInfo("%d runs started after the window", after); // none when the last runs end first
    std::erase_if(out.runs, [&](const RunOutcome &o) { return o.scheduledStartNs >= endNs; });
    int unexpected = 0;
    std::erase_if(out.records, [&](const RequestRecord &r) {
        const bool drawnAfter = r.runId.mid(1).toLongLong() >= plan->runs().size();
        if (drawnAfter && (!r.warmup || (!r.succeeded() && r.error != ErrorCategory::Cancelled)))
            ++unexpected;
        return drawnAfter;
    });
    QCOMPARE(unexpected, 0);
    QCOMPARE(out.runs.size(), size_t(plan->runs().size()));
    qsizetype calls = 0;
    int retries = 0, compactions = 0, warm = 0;
    for (const RunScript &r : plan->runs())
        calls += r.calls.size();
    QCOMPARE(out.records.size(), size_t(calls));
    for (const RunOutcome &o : out.runs) {
        QCOMPARE(o.status, RunOutcome::Status::Completed);
        retries += o.retries;
        compactions += o.compactions;
        warm += o.warmup;
        QCOMPARE(o.warmup, o.scheduledStartNs < qint64(0.2e9));
    }
    QVERIFY(retries > 0);
    QVERIFY(compactions > 0);
    QCOMPARE(warm, 2);
    for (const RequestRecord &r : out.records) {
        QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));
        QVERIFY(r.outputText.isEmpty());
    }
}

// A graceful stop (a sweep step's early end) closes the window but lets the measured runs in
// flight go on to their end; a stop that cancels and an abort cut them (cancelled).
void TestRunExecution::gracefulStopLetsMeasuredRunsFinish()
{
    auto server = SimFixture::start(50);
    QVERIFY(server);
    RunBehaviour b;
    b.calls = TokenDistribution::fixed(6);
    b.newTokens = TokenDistribution::fixed(20);
    b.toolTimeMs = TokenDistribution::fixed(60);
    PlanSettings s;
    s.workload = Workload::single(60, 10);
    s.workload.classes[0].run = b;
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.rateRps = 20;
    s.durationS = 30;
    LoadOptions options;
    options.startLeadMs = 100;

    RunWindow window;
    const Outcome graceful = execute(*server, s, options, EndpointTarget::Api::Chat,
                                     {300, LoadGenerator::StopMode::Graceful, -1}, &window);
    QVERIFY(window.endNs > qint64(0.2e9) && window.endNs < qint64(1e9));
    int measuredRuns = 0;
    for (const RunOutcome &o : graceful.runs) {
        QCOMPARE(o.warmup, o.scheduledStartNs >= window.endNs);
        if (o.warmup)
            continue;
        ++measuredRuns;
        QCOMPARE(o.status, RunOutcome::Status::Completed);
        QCOMPARE(o.calls, 6);
    }
    QVERIFY(measuredRuns >= 4);
    for (const RequestRecord &r : graceful.records)
        if (!r.warmup)
            QVERIFY2(r.succeeded(), qPrintable(r.errorMessage));

    // A stop that cancels: runs in flight send nothing more and end cancelled.
    const Outcome cancelled = execute(*server, s, options, EndpointTarget::Api::Chat,
                                      {300, LoadGenerator::StopMode::Cancel, -1});
    int cut = 0;
    for (const RunOutcome &o : cancelled.runs)
        cut += o.status == RunOutcome::Status::Cancelled ? 1 : 0;
    QVERIFY(cut >= 2);

    // A graceful stop then an abort: the runs the abort cuts count as cancelled.
    const Outcome aborted = execute(*server, s, options, EndpointTarget::Api::Chat,
                                    {300, LoadGenerator::StopMode::Graceful, 20}, &window);
    int abortedRuns = 0;
    for (const RunOutcome &o : aborted.runs)
        if (!o.warmup && o.status != RunOutcome::Status::Completed) {
            QCOMPARE(o.status, RunOutcome::Status::Cancelled);
            ++abortedRuns;
        }
    QVERIFY(abortedRuns >= 2);
}

// Issue 37: a call whose dependencies ended is taken ahead of its due time (its body built
// then, not on the way to its send), once; dropped unsent when its run stops first, it leaves no
// call counted and the run still ends.
void TestRunExecution::callsAreTakenAheadOnce()
{
    RunScript two;
    two.runId = QStringLiteral("ahead");
    two.calls = {call(0, {}, 0, 20, 4), call(1, {0}, 0.5, 10, 4)};
    const auto plan = RunPlan::create(preparedPlan({two}));
    QVERIFY(plan.ok());
    RunDispatcher d(*plan);
    RunDispatcher::Due due;
    QVERIFY(d.takeDue(0, &due));
    QCOMPARE(due.call, 0);
    d.sending(due.run, 0, {});
    QVERIFY(!d.takeScheduled(std::numeric_limits<qint64>::max(), &due)); // call 1 waits
    RequestRecord first;
    first.dispatchedNs = 0;
    first.endNs = 1'000'000'000;
    d.ended(0, 0, first, QByteArrayLiteral("out"));
    QVERIFY(!d.takeDue(1'200'000'000, &due)); // due at 1.5 s
    QVERIFY(d.takeScheduled(std::numeric_limits<qint64>::max(), &due));
    QCOMPARE(due.call, 1);
    QCOMPARE(due.scheduledNs, qint64(1'500'000'000));
    QCOMPARE(d.carried(due.run, 1), QList<QByteArray>{QByteArrayLiteral("out")}); // its output
    d.sending(due.run, 1, d.carried(due.run, 1));
    QVERIFY(!d.takeDue(2'000'000'000, &due)); // taken once
    QVERIFY(d.takeOutcomes().empty());

    d.stopAll(RunOutcome::Status::Cancelled);
    QVERIFY(d.takeOutcomes().empty()); // call 1 counts as in flight
    d.unsent(0, 1);
    const std::vector<RunOutcome> outcomes = d.takeOutcomes();
    QCOMPARE(outcomes.size(), size_t(1));
    QCOMPARE(outcomes[0].status, RunOutcome::Status::Cancelled);
    QCOMPARE(outcomes[0].calls, 1); // the one sent
    QCOMPARE(d.activeRuns(), qsizetype(0));
}

QTEST_GUILESS_MAIN(TestRunExecution)
#include "tst_runexecution.moc"
