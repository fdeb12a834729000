// Issue 18: a sweep over a workload with a run class, over real HTTP against the built-in
// simulated server (tiny-cpu at speed 10): the search's rates count runs, each step is judged on
// its runs' run-duration objective beside the call objectives, and the boundary comes out in
// runs/s with the calls/s it produces. The steps run over HTTP because the virtual-time executor
// does not simulate runs yet.
#include "AgentWorkload.h"
#include "SweepFixture.h"
#include "sweep/StepText.h"
#include "sweep/SweepRepository.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace llmcap;

namespace {

// 100 ms of tool time before each later call: at low load a run takes about half a second.
Workload agentWorkload()
{
    return test::agentWorkload(100);
}

// A lenient call objective (TTFT p90 <= 1 s) and the run objective that binds.
Slo runSlo(double runThresholdMs)
{
    Slo s;
    s.name = QStringLiteral("agent");
    s.objectives = {{SloMetric::Ttft, 1000, 90}};
    s.runDuration = RunObjective{runThresholdMs, 90};
    s.maxErrorRatePct = 1;
    return s;
}

SweepConfig runConfig(const SimServer &server, double runThresholdMs)
{
    SweepConfig c = SweepFixture::config(server);
    c.bench.plan.workload = agentWorkload();
    c.bench.slo = runSlo(runThresholdMs);
    c.search.startRps = 4; // runs/s: about 12 calls/s
    c.search.minRps = 0.5;
    c.search.repeats = 1;
    c.search.tolerance = 0.25;
    c.search.confirmS = 0;
    c.stepWarmupS = 0.5;
    c.minStepS = 1.5;
    c.maxStepS = 3;
    c.minStepRequests = 20; // runs
    c.maxStepRequestsS = 12;
    return c;
}

} // namespace

class TestSweepRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepPlanCountsRuns();
    void sweepFindsABoundaryInRunsPerSecond();
    void aSlowRunFailsTheStepByItsObjective();

private:
    QString dbPath(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

// A run plan's arrivals are runs: the step's window grows until minStepRequests runs are due in
// it, its drain lets a run scheduled at the window's end finish, and its calls are about three
// per run.
void TestSweepRuns::stepPlanCountsRuns()
{
    SweepConfig c;
    c.bench.plan.workload = agentWorkload();
    c.bench.slo = runSlo(30'000);
    c.bench.drainTimeoutMs = 10'000;
    c.maxStepS = 10;
    c.minStepRequests = 50;
    QVERIFY(c.sendsRuns());
    QCOMPARE(c.rateUnit(), QStringLiteral("runs/s"));
    QCOMPARE(c.expectedCallsPerArrival(), 3.0);

    BenchConfig step = c.stepConfig(1, 0, 2.0);    // 2 runs/s: 20 in 10 s, 50 need about 25 s
    QCOMPARE(step.drainTimeoutMs, qint64(60'000)); // twice the 30 s run threshold
    QVERIFY2(step.label.contains(QStringLiteral("runs/s")), qPrintable(step.label));
    auto plan = c.stepPlan(step);
    QVERIFY(plan.ok());
    QVERIFY(plan->isRunPlan());
    QCOMPARE(SweepConfig::arrivalsInWindow(*plan), qint64(50));
    QVERIFY2(step.plan.durationS > 15 && step.plan.durationS < 40,
             qPrintable(QString::number(step.plan.durationS)));
    // Fast enough: the window stays at maxStepS.
    BenchConfig fast = c.stepConfig(1, 1, 20.0);
    auto fastPlan = c.stepPlan(fast);
    QVERIFY(fastPlan.ok());
    QCOMPARE(fast.plan.durationS, 10.0);
    QVERIFY(SweepConfig::arrivalsInWindow(*fastPlan) >= 150);

    // A plain workload keeps counting requests, in req/s, with its own drain.
    SweepConfig plain = c;
    plain.bench.plan.workload = Workload::single(200, 100);
    QCOMPARE(plain.rateUnit(), QStringLiteral("req/s"));
    QCOMPARE(plain.expectedCallsPerArrival(), 1.0);
    BenchConfig p = plain.stepConfig(1, 0, 2.0);
    QCOMPARE(p.drainTimeoutMs, qint64(10'000));
    auto plainPlan = plain.stepPlan(p);
    QVERIFY(plainPlan.ok());
    QCOMPARE(SweepConfig::arrivalsInWindow(*plainPlan), qint64(50));
}

// The search runs in runs/s and brackets a boundary; every step carries its run figures and
// calls/s (about three calls per run); a failing step names the run objective.
void TestSweepRuns::sweepFindsABoundaryInRunsPerSecond()
{
    auto server = SimFixture::start(SweepFixture::kSpeed);
    QVERIFY(server);
    const SweepConfig config = runConfig(*server, 1500);
    SweepController controller(config, SweepFixture::probe(config), dbPath("runs.sqlite"));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(controller.start().ok());
    const auto outcome = SweepFixture::wait(controller, 75'000);
    const QString all = SweepFixture::describe(controller);
    QVERIFY2(outcome.result, qPrintable(outcome.failure + QLatin1Char('\n') + all));
    const SweepResult &r = *outcome.result;
    qInfo("%s\n%s\nwall %.1f s", qPrintable(all), qPrintable(r.summary()),
          double(clock.elapsed()) / 1e3);
    QCOMPARE(r.rateUnit, QStringLiteral("runs/s"));
    QVERIFY2(r.foundBoundary() && r.boundary.bracketed, qPrintable(r.summary()));
    QVERIFY2(r.callsPerRun > 2.5 && r.callsPerRun < 3.5,
             qPrintable(QString::number(r.callsPerRun)));
    QVERIFY2(r.summary().contains(QStringLiteral("runs/s (")) &&
                 r.summary().contains(QStringLiteral("calls/s)")),
             qPrintable(r.summary()));
    const QJsonObject json = r.toJson();
    QCOMPARE(json.value(QStringLiteral("rate_unit")).toString(), QStringLiteral("runs/s"));
    QVERIFY(json.value(QStringLiteral("calls_per_run")).toDouble() > 2.5);

    bool runReason = false;
    int fullSteps = 0;
    for (const SweepStep &s : controller.steps()) {
        QVERIFY2(s.runs.has_value(), qPrintable(all));
        QVERIFY2(s.runs->due >= config.minStepRequests, qPrintable(all));
        // The rate counts runs: each run sends its three calls.
        const QString rates = QStringLiteral("%1 calls/s, %2 runs/s offered at %3 runs/s, %4 due, "
                                             "%5 completed")
                                  .arg(s.callsPerS)
                                  .arg(s.runs->offeredPerS)
                                  .arg(s.rateRps)
                                  .arg(s.runs->due)
                                  .arg(s.runs->completed);
        // (An early end cancels the runs still going, with the calls they had not sent.)
        if (!s.endedEarly) {
            ++fullSteps;
            QVERIFY2(s.callsPerS > 2.7 * s.runs->offeredPerS &&
                         s.callsPerS < 3.3 * s.runs->offeredPerS,
                     qPrintable(rates));
        }
        QVERIFY2(s.callsPerS > 0.9 * s.runs->offeredPerS, qPrintable(rates));
        QVERIFY(std::abs(s.runs->offeredPerS - s.rateRps) < 0.5 * s.rateRps);
        QVERIFY(StepText::line(s).contains(QStringLiteral("runs/s")));
        if (s.verdict == StepVerdict::Pass) {
            QVERIFY2(s.runs->durationP90Ms <= 1500 && s.runs->durationSamples > 0, qPrintable(all));
        }
        for (const QString &reason : s.reasons)
            runReason |= reason.startsWith(QStringLiteral("agent run duration p90 <= 1.5 s"));
        // The stored row carries the same run figures.
        QCOMPARE(SweepStep::fromJson(s.toJson()).runs->due, s.runs->due);
    }
    QVERIFY2(runReason, qPrintable(all));
    QVERIFY2(fullSteps > 0, qPrintable(all));
    QVERIFY2(clock.elapsed() < 60'000, qPrintable(QString::number(clock.elapsed())));
}

// Runs that cannot end within their threshold (two 100 ms tool waits alone pass 150 ms) fail the
// step by the run objective alone, and early: the call objective holds.
void TestSweepRuns::aSlowRunFailsTheStepByItsObjective()
{
    auto server = SimFixture::start(SweepFixture::kSpeed);
    QVERIFY(server);
    SweepConfig config = runConfig(*server, 150);
    config.search.startRps = 8; // 20 runs due within 2.5 s: decided soon after minStepS
    config.maxStepS = 8;
    SweepController controller(config, SweepFixture::probe(config), dbPath("slow.sqlite"));
    QVERIFY(controller.start().ok());
    const auto outcome =
        SweepFixture::wait(controller, 40'000, [&](const SweepStep &) { controller.stop(); });
    const QString all = SweepFixture::describe(controller);
    QVERIFY2(outcome.stopped, qPrintable(outcome.failure + QLatin1Char('\n') + all));
    QCOMPARE(controller.steps().size(), 1);
    const SweepStep &s = controller.steps().first();
    QCOMPARE(s.verdict, StepVerdict::Fail);
    QVERIFY2(s.endedEarly && s.windowS < config.maxStepS, qPrintable(all));
    const QString reasons = s.reasons.join(QLatin1Char('\n'));
    QVERIFY2(reasons.contains(QStringLiteral("agent run duration p90 <= 0.15 s: attained 0.00 %")),
             qPrintable(reasons));
    QVERIFY2(!reasons.contains(QStringLiteral("TTFT")), qPrintable(reasons));
    QVERIFY(s.runs.has_value());
    QVERIFY(s.runs->durationP50Ms > 200);
    QCOMPARE(s.runs->goodputPerS, 0.0);
}

QTEST_GUILESS_MAIN(TestSweepRuns)
#include "tst_sweepruns.moc"
