// Done when (issue 5): against the built-in server the boundary is reproducible across three
// sweeps within the reported interval.
//
// What "reproducible" means here: the same sweep run three times (same configuration and seed,
// each against a fresh server) reaches a bracketed boundary each time, and every run's boundary
// lies inside every other run's reported interval widened by the search's resolution (the
// tolerance of its last passing rate; bisection cannot place the edges finer than that). The
// runs differ by the machine's timing; within a run, the repetitions of the edge rates draw new
// requests (seed + k), and their spread is the interval.
//
// Not claimed: that sweeps with different seeds agree this closely at these step lengths (tens
// of requests a step). With seeds 1, 11 and 21 they found 31.7, 26 and 19 req/s: one unlucky
// step early in the widening fixes the bracket below the boundary, and the repetitions only
// re-measure the edges of that bracket (see the README).
#include "SweepFixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestSweepReproducibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threeSweepsAgree();

private:
    QTemporaryDir m_dir;
};

void TestSweepReproducibility::threeSweepsAgree()
{
    QList<SweepResult> results;
    QStringList summaries;
    double tolerance = 0;
    for (int run = 1; run <= 3; ++run) {
        auto server = SimFixture::start(SweepFixture::kSpeed);
        QVERIFY(server);
        SweepConfig config = SweepFixture::config(*server, 1);
        // A coarser bracket than the other tests, so three sweeps take about 80 s. Shorter
        // steps (1-2 s) were tried: with ~30 requests a step, one stall of a shared machine
        // fails a step far below the boundary.
        config.search.tolerance = 0.15;
        tolerance = config.search.tolerance;
        SweepController controller(config, SweepFixture::probe(config),
                                   m_dir.filePath(QStringLiteral("repro.sqlite")));
        QVERIFY(controller.start().ok());
        const auto outcome = SweepFixture::wait(controller, 60000);
        const QString steps = SweepFixture::describe(controller);
        QVERIFY2(outcome.result, qPrintable(outcome.failure + QLatin1Char('\n') + steps));
        QVERIFY2(outcome.result->ending == BoundarySearch::Ending::Bracketed, qPrintable(steps));
        results.append(*outcome.result);
        summaries << QStringLiteral("run %1: %2 (%3 s)")
                         .arg(run)
                         .arg(outcome.result->summary())
                         .arg(outcome.result->wallSeconds, 0, 'f', 1);
        qInfo("%s\n%s", qPrintable(summaries.last()), qPrintable(steps));
    }
    for (const SweepResult &a : results)
        for (const SweepResult &b : results)
            QVERIFY2(SweepFixture::within(a.boundary, b.boundary, tolerance),
                     qPrintable(summaries.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestSweepReproducibility)
#include "tst_sweepreproducibility.moc"
