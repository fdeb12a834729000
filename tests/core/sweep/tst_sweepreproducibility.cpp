// Done when (issue 5): against the built-in server the boundary is reproducible across three
// sweeps within the reported interval.
//
// What "reproducible" means here: three sweeps with different seeds (so each draws its own
// arrivals and lengths, repeats included; the same seed would only replay the same requests), each
// against a fresh server, all reach a bracketed boundary, and every sweep's boundary lies inside
// every other sweep's reported interval widened by the search's resolution (the tolerance of its
// last passing rate; bisection cannot place the edges finer than that).
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
    for (quint64 seed : {1, 11, 21}) { // repeats use seed + k: no two sweeps share a seed
        auto server = SimFixture::start(SweepFixture::kSpeed, {}, seed);
        QVERIFY(server);
        SweepConfig config = SweepFixture::config(*server, seed);
        // Shorter steps than the other tests: three whole sweeps must fit in about a minute.
        config.stepWarmupS = 0.3;
        config.minStepS = 1;
        config.maxStepS = 2;
        config.cooldownS = 0.1;
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
        summaries << QStringLiteral("seed %1: %2 (%3 s)")
                         .arg(seed)
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
