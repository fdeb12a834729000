// Done when (issue 5): against the built-in server the boundary is reproducible across three
// sweeps within the reported interval.
//
// What "reproducible" means here: three sweeps of the same configuration, each with its own seed
// (1, 11, 21: different arrivals and lengths at every step) and against a fresh server, each reach
// a bracketed boundary, and every run's boundary lies inside every other run's reported interval
// widened by the search's resolution (the tolerance of its last passing rate; the search cannot
// place the edges finer than that). Within a run, the repetitions of the edge rates draw new
// requests (seed + k), and their spread is the interval.
//
// Different seeds once gave 31.7, 26 and 19 req/s at these step lengths (tens of requests a
// step): one unlucky step while widening fixed the bracket below the boundary, and the
// repetitions only re-measured its edges. The search now reopens a bracket whose repetitions
// contradict an edge (BoundarySearch), which this test exercises with real steps.
#include "SweepFixture.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestSweepReproducibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One sweep per seed (each test function has its own time budget), then the comparison.
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
    QTest::newRow("seed 1") << quint64(1);
    QTest::newRow("seed 11") << quint64(11);
    QTest::newRow("seed 21") << quint64(21);
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
    m_summaries << QStringLiteral("seed %1: %2 (%3 s)")
                       .arg(seed)
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
