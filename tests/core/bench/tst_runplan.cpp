#include "bench/RunPlan.h"

#include <QTest>

#include <cmath>

using namespace llmcap;

namespace {

PlanSettings settings(double rate, double durationS, quint64 seed = 1)
{
    PlanSettings s;
    s.workload = Workload::single(100, 50);
    WorkloadClass other = s.workload.classes.front();
    other.name = QStringLiteral("long");
    other.inputTokens = TokenDistribution::uniform(1000, 2000);
    s.workload.classes.append(other);
    s.rateRps = rate;
    s.durationS = durationS;
    s.seed = seed;
    return s;
}

double coefficientOfVariation(const RunPlan &plan)
{
    std::vector<double> gaps;
    for (qint64 i = 1; i < plan.arrivals(); ++i)
        gaps.push_back(double(plan.scheduledNs(i) - plan.scheduledNs(i - 1)));
    double mean = 0;
    for (double g : gaps)
        mean += g;
    mean /= double(gaps.size());
    double var = 0;
    for (double g : gaps)
        var += (g - mean) * (g - mean);
    return std::sqrt(var / double(gaps.size())) / mean;
}

} // namespace

class TestRunPlan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scheduleTimesAreExactAndCompact();
    void parsesArrivals_data();
    void parsesArrivals();
    void arrivalRateAndShape_data();
    void arrivalRateAndShape();
    void sameSeedSameRequestsAtEveryRate();
    void absoluteScheduleScalesWithRate();
    void warmupByTimeAndByRequests();
    void traceReplay();
    void traceRunsBesideRequests_data();
    void traceRunsBesideRequests();
    void closedLoopHasNoSchedule();
    void cancelAndPrefixDraws();
    void rejectsBadSettings();
};

void TestRunPlan::parsesArrivals_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("poisson") << "poisson" << true << "poisson";
    QTest::newRow("gamma") << "gamma:0.5" << true << "gamma:0.5";
    QTest::newRow("gamma default") << "gamma" << true << "gamma:1";
    QTest::newRow("constant") << "Constant" << true << "constant";
    QTest::newRow("gamma zero") << "gamma:0" << false << "";
    QTest::newRow("gamma junk") << "gamma:x" << false << "";
    QTest::newRow("unknown") << "uniform" << false << "";
}

void TestRunPlan::parsesArrivals()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, canonical);
    const auto a = ArrivalProcess::parse(text);
    QCOMPARE(a.ok(), ok);
    if (ok)
        QCOMPARE(a->toString(), canonical);
}

void TestRunPlan::arrivalRateAndShape_data()
{
    QTest::addColumn<QString>("arrival");
    QTest::addColumn<double>("cv");
    QTest::newRow("constant") << "constant" << 0.0;
    QTest::newRow("poisson") << "poisson" << 1.0;
    QTest::newRow("gamma 0.25 burstier") << "gamma:0.25" << 2.0;
    QTest::newRow("gamma 4 smoother") << "gamma:4" << 0.5;
}

void TestRunPlan::arrivalRateAndShape()
{
    QFETCH(QString, arrival);
    QFETCH(double, cv);
    PlanSettings s = settings(50, 400);
    s.arrival = *ArrivalProcess::parse(arrival);
    const auto plan = RunPlan::create(s);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    // 50 req/s for 400 s: about 20,000 arrivals; gamma's CV is 1/sqrt(shape).
    QVERIFY2(std::abs(plan->arrivals() - 20000) < 600,
             qPrintable(QString::number(plan->arrivals())));
    QVERIFY2(std::abs(coefficientOfVariation(*plan) - cv) < 0.06,
             qPrintable(QString::number(coefficientOfVariation(*plan))));
}

void TestRunPlan::sameSeedSameRequestsAtEveryRate()
{
    const auto slow = RunPlan::create(settings(2, 100, 9));
    const auto fast = RunPlan::create(settings(20, 100, 9));
    const auto other = RunPlan::create(settings(2, 100, 10));
    QVERIFY(slow.ok() && fast.ok() && other.ok());
    bool differs = false;
    for (qint64 i = 0; i < 150; ++i) {
        PlannedRequest a = slow->request(i);
        PlannedRequest b = fast->request(i);
        a.scheduledNs = b.scheduledNs = 0;
        QCOMPARE(a, b);
        PlannedRequest c = other->request(i);
        c.scheduledNs = 0;
        differs = differs || !(a == c);
    }
    QVERIFY(differs);
}

void TestRunPlan::absoluteScheduleScalesWithRate()
{
    const auto slow = RunPlan::create(settings(2, 100, 3));
    const auto fast = RunPlan::create(settings(20, 10, 3));
    QVERIFY(slow.ok() && fast.ok());
    QCOMPARE(slow->scheduledNs(0), 0);
    for (qint64 i = 0; i < std::min(slow->arrivals(), fast->arrivals()); ++i)
        QVERIFY(std::llabs(slow->scheduledNs(i) - 10 * fast->scheduledNs(i)) <= 10);
    for (qint64 i = 1; i < slow->arrivals(); ++i)
        QVERIFY(slow->scheduledNs(i) >= slow->scheduledNs(i - 1));
    QVERIFY(slow->scheduledNs(slow->arrivals() - 1) < qint64(100e9));
}

void TestRunPlan::warmupByTimeAndByRequests()
{
    PlanSettings s = settings(10, 30);
    s.arrival.kind = ArrivalProcess::Kind::Constant;
    s.warmupS = 5;
    auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    QCOMPARE(plan->window().startNs, qint64(5e9));
    QCOMPARE(plan->window().endNs, qint64(35e9));
    QCOMPARE(plan->arrivals(), 350);
    QVERIFY(plan->isWarmup(49, plan->scheduledNs(49)));
    QVERIFY(!plan->isWarmup(50, plan->scheduledNs(50)));

    s.warmupS = 0;
    s.warmupRequests = 20;
    plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    QCOMPARE(plan->window().startNs, qint64(2e9));
    QCOMPARE(plan->arrivals(), 320);
    QVERIFY(plan->isWarmup(19, plan->scheduledNs(19)));
    QVERIFY(!plan->isWarmup(20, plan->scheduledNs(20)));
}

void TestRunPlan::traceReplay()
{
    PlanSettings s = settings(1, 0);
    const auto trace = Trace::parse(
        "{\"timestamp\":0,\"class\":\"long\",\"input_tokens\":10,\"output_tokens\":2}\n"
        "{\"timestamp\":1,\"class\":\"new\",\"input_tokens\":20,\"output_tokens\":3,"
        "\"prefix_group\":\"g\",\"prefix_tokens\":5}\n"
        "{\"timestamp\":3,\"input_tokens\":30,\"output_tokens\":4}\n",
        QStringLiteral("t"));
    QVERIFY(trace.ok());
    s.trace = *trace;
    s.traceTimeScale = 0.5;
    const auto plan = RunPlan::create(s);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QCOMPARE(plan->arrivals(), 3);
    QCOMPARE(plan->scheduledNs(1), qint64(0.5e9));
    QCOMPARE(plan->scheduledNs(2), qint64(1.5e9));
    QCOMPARE(plan->classes().size(), 3); // default, long, new
    const PlannedRequest r1 = plan->request(1);
    QCOMPARE(plan->classes().at(r1.classIndex).name, QStringLiteral("new"));
    QCOMPARE(r1.inputTokens, 20);
    QCOMPARE(r1.prefixTokens, 5);
    QVERIFY(r1.prefixKey != 0);
    QCOMPARE(plan->classes().at(plan->request(2).classIndex).name, QStringLiteral("default"));
    QVERIFY(plan->window().contains(plan->scheduledNs(2)));

    s.durationS = 1.0; // cut the trace
    QCOMPARE(RunPlan::create(s)->arrivals(), 2);
}

void TestRunPlan::traceRunsBesideRequests_data()
{
    QTest::addColumn<bool>("traceRuns");
    QTest::addColumn<double>("durationS");
    QTest::addColumn<int>("arrivals");
    QTest::addColumn<int>("runs");
    QTest::addColumn<int>("allRuns"); // runs(): the recorded runs and the one-call runs
    QTest::newRow("every entry at its timestamp, as before") << false << 0.0 << 5 << 0 << 0;
    QTest::newRow("runs with their structure") << true << 0.0 << 0 << 2 << 4;
    QTest::newRow("a window cuts requests and runs") << true << 1.5 << 0 << 1 << 2;
}

void TestRunPlan::traceRunsBesideRequests()
{
    QFETCH(bool, traceRuns);
    QFETCH(double, durationS);
    QFETCH(int, arrivals);
    QFETCH(int, runs);
    QFETCH(int, allRuns);
    PlanSettings s = settings(1, 0);
    const auto trace = Trace::parse(
        R"({"timestamp": 0, "class": "long", "input_tokens": 10, "output_tokens": 2, "run_id": "a", "call_index": 0}
{"timestamp": 1, "input_tokens": 20, "output_tokens": 3}
{"timestamp": 2, "class": "long", "input_tokens": 40, "output_tokens": 2, "run_id": "a", "call_index": 1, "depends_on": 0, "offset_s": 0.5, "prefix": "previous"}
{"timestamp": 3, "class": "long", "input_tokens": 10, "output_tokens": 2, "run_id": "b", "call_index": 0}
{"timestamp": 4, "input_tokens": 30, "output_tokens": 4})",
        QStringLiteral("t"));
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    s.trace = *trace;
    s.traceTimeScale = 0.5;
    s.traceRuns = traceRuns;
    s.durationS = durationS;
    const auto plan = RunPlan::create(s);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QCOMPARE(plan->arrivals(), qint64(arrivals));
    QCOMPARE(plan->runScripts().size(), runs);
    QCOMPARE(plan->isRunPlan(), traceRuns);
    QCOMPARE(plan->runs().size(), allRuns);
    if (!traceRuns)
        return;
    // The plan sends runs: the recorded ones and each entry without a run_id as a run of one
    // call at its scaled timestamp, all by start.
    const RunScript &single = plan->runs().at(1);
    QCOMPARE(single.runId, QStringLiteral("request-2"));
    QCOMPARE(single.startS, 0.5);
    QCOMPARE(single.calls.size(), 1);
    QCOMPARE(single.calls.front().newInputTokens, 20);
    QCOMPARE(single.calls.front().outputTokens, 3);
    QCOMPARE(single.calls.front().prefix, RunCall::Prefix::None);
    QCOMPARE(plan->runs().front(), plan->runScripts().front());
    QCOMPARE(plan->settings().toJson().value(QStringLiteral("trace_runs")).toBool(), true);
    const RunScript &a = plan->runScripts().front();
    QCOMPARE(plan->classes().at(a.classIndex).name, QStringLiteral("long"));
    QCOMPARE(a.calls.size(), 2);
    QCOMPARE(a.calls.at(1).waitsFor, QList<int>({0}));
    QCOMPARE(a.calls.at(1).offsetS, 0.5); // not scaled
    QCOMPARE(a.calls.at(1).prefix, RunCall::Prefix::Carried);
    if (runs > 1) {
        QCOMPARE(plan->runs().at(2), plan->runScripts().at(1));
        QCOMPARE(plan->runScripts().at(1).startS, 1.5);
        QCOMPARE(plan->runs().at(3).calls.front().newInputTokens, 30);
        QCOMPARE(plan->runs().at(3).startS, 2.0);
    }
    s.closedLoopUsers = 2;
    QVERIFY(!RunPlan::create(s).ok());
}

void TestRunPlan::closedLoopHasNoSchedule()
{
    PlanSettings s = settings(1, 10);
    s.closedLoopUsers = 4;
    const auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    QVERIFY(plan->isClosedLoop());
    QCOMPARE(plan->arrivals(), 0);
    QCOMPARE(plan->request(1000).scheduledNs, -1);
    QCOMPARE(plan->window().endNs, qint64(10e9));
}

void TestRunPlan::cancelAndPrefixDraws()
{
    PlanSettings s = settings(10, 1000);
    WorkloadClass &c = s.workload.classes[0];
    c.weight = 1;
    s.workload.classes[1].weight = 0;
    c.cancel = {0.25, 5, 0};
    c.sharedPrefix = {50, 0.5, 2};
    const auto plan = RunPlan::create(s);
    QVERIFY(plan.ok());
    int cancelled = 0;
    int shared = 0;
    QSet<quint64> keys;
    for (qint64 i = 0; i < 4000; ++i) {
        const PlannedRequest r = plan->request(i);
        cancelled += r.cancelAfterTokens == 5 ? 1 : 0;
        if (r.prefixKey) {
            ++shared;
            keys.insert(r.prefixKey);
            QCOMPARE(r.prefixTokens, 50);
        }
    }
    QVERIFY(std::abs(cancelled - 1000) < 100);
    QVERIFY(std::abs(shared - 2000) < 150);
    QCOMPARE(keys.size(), 2);
}

void TestRunPlan::rejectsBadSettings()
{
    QVERIFY(!RunPlan::create(settings(0, 10)).ok());
    QVERIFY(!RunPlan::create(settings(1, 0)).ok());
    PlanSettings s = settings(1, 10);
    s.workload.classes.clear();
    QVERIFY(!RunPlan::create(s).ok());
    QVERIFY(!RunPlan::create(settings(1e6, 1e6)).ok()); // too many requests
}

// Issue 37: a plan's instants in about 4 bytes each, every one read back as pushed: dense
// arrivals, gaps beyond a 32-bit offset (4.29 s), an instant before its block's first (an
// unsorted trace), and pops across a block's edge.
void TestRunPlan::scheduleTimesAreExactAndCompact()
{
    ScheduleTimes t;
    std::vector<qint64> plain;
    qint64 ns = 0;
    for (int i = 0; i < 50'000; ++i) {
        ns += i % 5000 == 4999 ? 9'000'000'000 : 1'000'000 + (i * 7919) % 1000; // rare 9 s gaps
        const qint64 v = i == 30'000 ? ns - 5'000'000'000 : ns;
        t.push_back(v);
        plain.push_back(v);
    }
    QCOMPARE(t.size(), plain.size());
    for (size_t i = 0; i < plain.size(); ++i)
        QCOMPARE(t[i], plain[i]);
    QCOMPARE(t.back(), plain.back());
    // Most blocks keep 4-byte offsets: well under the 8 bytes of whole instants.
    QVERIFY2(t.bytes() < qint64(plain.size() * 6), qPrintable(QString::number(t.bytes())));
    for (int k = 0; k < 2000; ++k) {
        t.pop_back();
        plain.pop_back();
    }
    QCOMPARE(t.size(), plain.size());
    QCOMPARE(t.back(), plain.back());
    t.push_back(plain.back() + 1);
    QCOMPARE(t[plain.size()], plain.back() + 1);
    ScheduleTimes empty;
    QVERIFY(empty.empty());
    empty.push_back(5);
    empty.pop_back();
    QVERIFY(empty.empty());
}

QTEST_APPLESS_MAIN(TestRunPlan)
#include "tst_runplan.moc"
