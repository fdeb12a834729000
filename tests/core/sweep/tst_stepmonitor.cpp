#include "RecordBuilder.h"
#include "SweepFixture.h"
#include "bench/RunPlan.h"
#include "sweep/StepMonitor.h"

#include <QTest>

#include <optional>

using namespace llmcap;

// The early-stop monitor of a running step, fed records as a step's runner would hand them over:
// a clear failure ends the step once enough requests are due, a clear pass too (but never a
// confirmation run's), and neither before minStepS of the window.
class TestStepMonitor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endsOnlyOnAClearResult_data();
    void endsOnlyOnAClearResult();
    void missDispersionIsOneWithoutMeasuredSteps();
};

namespace {

struct Fed
{
    std::optional<double> endedAtS; // on the step's clock
    RunWindow window;
    bool endedEarly = false;
    bool saidAgain = false; // update() said "end now" again after the first time
    qsizetype inFlightSamples = 0;
};

// Runs one step of the sweep fixture's configuration at 20 req/s (a 40 s window) in steps of 0.1 s
// of its clock: every planned request finishes ttftMs after its scheduled time, then two more
// tokens tpotMs apart; the monitor sees the finished ones and those still in flight.
Fed feed(bool confirm, double ttftMs, double tpotMs)
{
    SweepConfig config = SweepFixture::steps();
    // Long enough for a pass: the error budget of 1 % needs about 460 clean requests at 99 %.
    config.maxStepS = 40;
    BenchConfig step = config.stepConfig(1, 0, 20);
    auto plan = config.stepPlan(step);
    if (!plan)
        qFatal("no plan: %s", qPrintable(plan.error()));
    StepMonitor monitor(config, *plan, confirm, 1.0);

    std::vector<RequestRecord> all;
    for (qint64 i = 0; i < plan->arrivals(); ++i) {
        const qint64 at = plan->scheduledNs(i);
        RecordBuilder b(i, double(at) / 1e6);
        b.chunks({{ttftMs, 1}, {ttftMs + tpotMs, 1}, {ttftMs + 2 * tpotMs, 1}}).usage(200, 3);
        if (plan->isWarmup(i, at))
            b.warmup();
        all.push_back(b);
    }
    Fed fed;
    fed.window = plan->window();
    std::vector<RequestRecord> finished;
    const std::vector<RunOutcome> noRuns;
    for (double t = 0; t < double(fed.window.endNs) / 1e9 + 1; t += 0.1) {
        const qint64 nowNs = qint64(t * 1e9);
        LoadProgress progress;
        progress.elapsedS = t;
        for (const RequestRecord &r : all) {
            if (r.endNs <= nowNs && r.index >= qint64(finished.size()))
                finished.push_back(r); // the same latency for all: they end in order
            else if (r.scheduledNs <= nowNs && r.endNs > nowNs)
                ++progress.inFlight;
        }
        progress.finished = qint64(finished.size());
        if (monitor.update(progress, finished, noRuns)) {
            fed.endedAtS = t;
            break;
        }
    }
    fed.endedEarly = monitor.endedEarly();
    if (fed.endedAtS) {
        LoadProgress later;
        later.elapsedS = *fed.endedAtS + 1;
        fed.saidAgain = monitor.update(later, finished, noRuns);
    }
    fed.inFlightSamples = qsizetype(monitor.takeInFlight().size());
    return fed;
}

} // namespace

void TestStepMonitor::endsOnlyOnAClearResult_data()
{
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<double>("ttftMs");
    QTest::addColumn<double>("tpotMs");
    QTest::addColumn<bool>("endsEarly");
    // The fixture's SLO: TTFT 100 ms and TPOT 10 ms, each for 95 % of requests.
    QTest::addRow("failing") << false << 400.0 << 40.0 << true;
    QTest::addRow("failing confirmation") << true << 400.0 << 40.0 << true;
    QTest::addRow("passing") << false << 20.0 << 2.0 << true;
    QTest::addRow("passing confirmation") << true << 20.0 << 2.0 << false;
}

void TestStepMonitor::endsOnlyOnAClearResult()
{
    QFETCH(bool, confirm);
    QFETCH(double, ttftMs);
    QFETCH(double, tpotMs);
    QFETCH(bool, endsEarly);

    const Fed fed = feed(confirm, ttftMs, tpotMs);
    QCOMPARE(fed.endedAtS.has_value(), endsEarly);
    QCOMPARE(fed.endedEarly, endsEarly);
    QVERIFY(!fed.saidAgain); // once
    QVERIFY(fed.inFlightSamples > 0);
    if (!fed.endedAtS)
        return;
    const SweepConfig config = SweepFixture::steps();
    const double windowStartS = double(fed.window.startNs) / 1e9;
    const double windowEndS = double(fed.window.endNs) / 1e9;
    // Not before minStepS of the window, and well before its end.
    QVERIFY2(*fed.endedAtS >= windowStartS + config.minStepS - 1e-9,
             qPrintable(QString::number(*fed.endedAtS)));
    QVERIFY2(*fed.endedAtS < windowEndS - 1, qPrintable(QString::number(*fed.endedAtS)));
}

void TestStepMonitor::missDispersionIsOneWithoutMeasuredSteps()
{
    QCOMPARE(StepMonitor::missDispersion({}), 1.0);
    QList<SweepStep> steps(2);
    QCOMPARE(StepMonitor::missDispersion(steps), 1.0);
    MissTally clustered;
    clustered.dispersion = 3;
    steps[0].tallies.append(clustered);
    QCOMPARE(StepMonitor::missDispersion(steps), 3.0);
    clustered.dispersion = 100;
    steps[1].tallies.append(clustered);
    QCOMPARE(StepMonitor::missDispersion(steps), 20.0); // at most 20
}

QTEST_APPLESS_MAIN(TestStepMonitor)
#include "tst_stepmonitor.moc"
