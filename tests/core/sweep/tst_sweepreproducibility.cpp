// Done when (issue 5): against the built-in server the boundary is reproducible across three
// sweeps within the reported interval.
//
// What "reproducible" means here: three sweeps of the same configuration and seed, each on a
// fresh engine, each reach a bracketed boundary, and every run's boundary lies inside every
// other run's reported interval widened by the search's resolution (the tolerance of its last
// passing rate; the search cannot place the edges finer than that). Within a run, the
// repetitions of the edge rates draw new arrivals and lengths (seed + k), and their spread is
// the interval.
//
// The sweeps run on the built-in server's engine in virtual time, where the machine's timing
// cannot differ between runs: what may differ is how a run was carried out. Run 1 goes straight
// through; runs 2 and 3 are stopped mid-step (in the second and in the fifth step) and resumed by
// a new controller from what was stored, so the boundary must not depend on where a sweep was
// interrupted. In virtual time the three then agree exactly. tst_sweepcommand does the same with
// a process killed with SIGKILL; tst_sweepcontroller keeps one sweep over real HTTP.
//
// Not claimed: that different seeds agree this closely at these step lengths (40-75 requests
// a step). Seeds 1, 11 and 21 gave 25.3, 21.0 and 18.7 req/s with 1.5-3 s steps, and 24.4, 18.3
// and 18.9 req/s with 3-6 s steps: the search's own steps share one arrival sequence, so a
// bursty seed shifts every one of them, and three pairs of repetitions underestimate that
// spread. One unlucky step while widening no longer fixes the bracket (the search reopens a
// bracket its repetitions contradict; tst_boundarysearch).
#include "SweepFixture.h"

#include "sweep/StepRun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestSweepReproducibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One sweep per row (each test function has its own time budget), then the comparison.
    void sweep_data();
    void sweep();
    void threeSweepsAgree();

private:
    QTemporaryDir m_dir;
    QList<SweepResult> m_results;
    QStringList m_summaries;
    double m_tolerance = 0;
};

void TestSweepReproducibility::sweep_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("stopInStep"); // -1: not stopped
    QTest::newRow("run 1") << quint64(1) << -1;
    QTest::newRow("run 2") << quint64(1) << 1;
    QTest::newRow("run 3") << quint64(1) << 4;
}

void TestSweepReproducibility::sweep()
{
    QFETCH(quint64, seed);
    QFETCH(int, stopInStep);
    SweepConfig config = SweepFixture::virtualConfig(seed);
    // A coarser bracket than the other tests: in real time a sweep took about 45 s (70 s when
    // its bracket was reopened).
    config.search.tolerance = 0.15;
    m_tolerance = config.search.tolerance;
    const QString db = m_dir.filePath(QStringLiteral("repro-%1.sqlite").arg(m_results.size()));
    auto controller = SweepFixture::virtualController(config, db);
    if (stopInStep >= 0) {
        // Stopped one second into the step, on the step's clock; the step is dropped.
        SweepController *c = controller.get();
        connect(c, &SweepController::stepStarted, c, [c, stopInStep](int index) {
            if (index != stopInStep)
                return;
            StepRun *step = c->currentStep();
            connect(step, &StepRun::progressed, c, [c, step] {
                if (step->progress().elapsedS >= 1.0)
                    c->stop();
            });
        });
        QVERIFY(controller->start().ok());
        const auto stopped = SweepFixture::wait(*controller, 60000);
        QVERIFY2(stopped.stopped, qPrintable(SweepFixture::describe(*controller)));
        QCOMPARE(controller->steps().size(), stopInStep);
        const qint64 id = controller->sweepId();
        controller = SweepFixture::virtualController(config, db);
        QVERIFY(controller->resumeSweep(id).ok());
    } else {
        QVERIFY(controller->start().ok());
    }
    const auto outcome = SweepFixture::wait(*controller, 60000);
    const QString steps = SweepFixture::describe(*controller);
    QVERIFY2(outcome.result, qPrintable(outcome.failure + QLatin1Char('\n') + steps));
    QVERIFY2(outcome.result->ending == BoundarySearch::Ending::Bracketed, qPrintable(steps));
    m_results.append(*outcome.result);
    m_summaries << QStringLiteral("%1: %2 (%3 s)")
                       .arg(QString::fromLatin1(QTest::currentDataTag()))
                       .arg(outcome.result->summary())
                       .arg(outcome.result->wallSeconds, 0, 'f', 1);
    qInfo("%s\n%s", qPrintable(m_summaries.last()), qPrintable(steps));
}

void TestSweepReproducibility::threeSweepsAgree()
{
    QCOMPARE(m_results.size(), 3);
    for (const SweepResult &a : m_results)
        for (const SweepResult &b : m_results)
            QVERIFY2(SweepFixture::within(a.boundary, b.boundary, m_tolerance),
                     qPrintable(m_summaries.join(QLatin1Char('\n'))));
    // Virtual time is deterministic: an interrupted sweep reruns its dropped step unchanged.
    for (const SweepResult &r : m_results) {
        QCOMPARE(r.boundary.meanRps, m_results.first().boundary.meanRps);
        QCOMPARE(r.boundary.lowerRps, m_results.first().boundary.lowerRps);
        QCOMPARE(r.boundary.upperRps, m_results.first().boundary.upperRps);
    }
}

QTEST_GUILESS_MAIN(TestSweepReproducibility)
#include "tst_sweepreproducibility.moc"
