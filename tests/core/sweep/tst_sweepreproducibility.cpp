// Done when (issue 5): against the built-in server the boundary is reproducible across three
// sweeps within the reported interval.
//
// What "reproducible" means here: three sweeps of the same configuration and seed, each against
// a fresh server, each reach a bracketed boundary, and every run's boundary lies inside every
// other run's reported interval widened by the search's resolution (the tolerance of its last
// passing rate; the search cannot place the edges finer than that). The runs differ by the
// machine's timing and by each run's own prompt text (nothing is served from an earlier run's
// prefix cache); within a run, the repetitions of the edge rates draw new arrivals and lengths
// (seed + k), and their spread is the interval.
//
// Not claimed: that different seeds agree this closely at these step lengths (40-75 requests
// a step). Seeds 1, 11 and 21 gave 25.3, 21.0 and 18.7 req/s with 1.5-3 s steps, and 24.4, 18.3
// and 18.9 req/s with 3-6 s steps: the search's own steps share one arrival sequence, so a
// bursty seed shifts every one of them, and three pairs of repetitions underestimate that
// spread. One unlucky step while widening no longer fixes the bracket (the search reopens a
// bracket its repetitions contradict; tst_boundarysearch).
#include "SweepFixture.h"

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
    QTest::newRow("run 1") << quint64(1);
    QTest::newRow("run 2") << quint64(1);
    QTest::newRow("run 3") << quint64(1);
}

void TestSweepReproducibility::sweep()
{
    QFETCH(quint64, seed);
    auto server = SimFixture::start(SweepFixture::kSpeed);
    QVERIFY(server);
    SweepConfig config = SweepFixture::config(*server, seed);
    // A coarser bracket than the other tests, so a sweep takes about 45 s (70 s when its
    // bracket was reopened). Shorter steps (1-2 s) were tried: with ~30 requests a step, one
    // stall of a shared machine fails a step far below the boundary.
    config.search.tolerance = 0.15;
    m_tolerance = config.search.tolerance;
    SweepController controller(config, SweepFixture::probe(config),
                               m_dir.filePath(QStringLiteral("repro.sqlite")));
    QVERIFY(controller.start().ok());
    const auto outcome = SweepFixture::wait(controller, 200000);
    const QString steps = SweepFixture::describe(controller);
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
}

QTEST_GUILESS_MAIN(TestSweepReproducibility)
#include "tst_sweepreproducibility.moc"
