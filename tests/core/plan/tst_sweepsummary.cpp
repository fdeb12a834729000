#include "UsedTwin.h"
#include "plan/SweepSummary.h"

#include <QTest>

using namespace llmcap;

namespace {

// A bracketed boundary at 20 (19-21); its confirmation runs of 300 s held at 19, or none held
// down to 15.
BoundaryEstimate estimate(bool held, bool unsafe)
{
    BoundaryEstimate e;
    e.found = true;
    e.bracketed = true;
    e.meanRps = 20;
    e.lowerRps = held ? 19 : 15;
    e.upperRps = 21;
    e.plannedRps = e.lowerRps;
    e.confirmRuns = held ? 1 : 4;
    e.confirmedRps = held ? 19 : 0;
    e.confirmWindowS = 300.4;
    e.unsafe = unsafe;
    return e;
}

} // namespace

class TestSweepSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void confirmationStatesTheUnit_data();
    void confirmationStatesTheUnit();
    void drawsGoToReplicaTimeAndTheLoad();
};

void TestSweepSummary::confirmationStatesTheUnit_data()
{
    QTest::addColumn<bool>("held");
    QTest::addColumn<bool>("unsafe");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("callsPerRun");
    QTest::addColumn<QString>("text");
    const QString calls = SustainableLoad::callsUnit();
    const QString runs = SustainableLoad::runsUnit();
    QTest::newRow("held, calls") << true << false << calls << 0.0
                                 << "lower bound confirmed by a 300 s run at 19 req/s";
    QTest::newRow("held, runs")
        << true << false << runs << 2.8
        << "lower bound confirmed by a 300 s run at 19 runs/s (53.2 calls/s)";
    QTest::newRow("held, runs alone")
        << true << false << runs << 0.0 << "lower bound confirmed by a 300 s run at 19 runs/s";
    QTest::newRow("unsafe, calls")
        << false << true << calls << 0.0
        << "unsafe: no rate held in the confirmation runs (of up to 300 s, down to 15 req/s)";
    QTest::newRow("unsafe, runs")
        << false << true << runs << 2.8
        << "unsafe: no rate held in the confirmation runs (of up to 300 s), down to 15 runs/s "
           "(42 calls/s)";
    QTest::newRow("unsafe, runs alone")
        << false << true << runs << 0.0
        << "unsafe: no rate held in the confirmation runs (of up to 300 s), down to 15 runs/s";
    QTest::newRow("none held, calls")
        << false << false << calls << 0.0
        << "no confirmation run held (runs of up to 300 s), down to 15 req/s: the boundary lies "
           "below";
    QTest::newRow("none held, runs")
        << false << false << runs << 2.8
        << "no confirmation run held (confirmation runs of up to 300 s), down to 15 runs/s (42 "
           "calls/s): the boundary lies below";
}

// SweepSummary::setBoundary states the confirmation in the sweep's unit: runs/s with the
// calls/s they made for a sweep of run classes (issue 18), req/s as before otherwise.
void TestSweepSummary::confirmationStatesTheUnit()
{
    QFETCH(bool, held);
    QFETCH(bool, unsafe);
    QFETCH(QString, unit);
    QFETCH(double, callsPerRun);
    QFETCH(QString, text);
    SweepSummary s;
    s.rateUnit = unit;
    s.callsPerRun = callsPerRun;
    s.setBoundary(estimate(held, unsafe));
    QCOMPARE(s.confirmation, text);
    QCOMPARE(s.unsafe, unsafe);
    QCOMPARE(s.lowerRps, held ? 19.0 : 15.0);
    // The sustainable load carries it in its notes, with the unit.
    const SustainableLoad load = s.sustainableLoad();
    QVERIFY2(load.notes.endsWith(text), qPrintable(load.notes));
    QCOMPARE(load.rateUnit, unit);
    // Without a confirmation there is nothing to say.
    BoundaryEstimate none = estimate(held, unsafe);
    none.confirmRuns = 0;
    none.unsafe = false;
    s.setBoundary(none);
    QVERIFY(s.confirmation.isEmpty());
}

// The twin's draws are rates like the boundary: at 4x speed they are divided by 4, and the
// sustainable load a plan takes carries them.
void TestSweepSummary::drawsGoToReplicaTimeAndTheLoad()
{
    SweepTwin twin = usedTwin(20, 18, 22, 18.5);
    twin.boundariesRps = {18, 20, 22};
    BoundaryEstimate e = estimate(true, false);
    e.confirmedRps = 0; // nothing caps the twin's planned rate here
    e.applyTwin(twin);
    QVERIFY(e.usesTwin());
    SweepSummary s;
    s.id = QStringLiteral("3");
    s.setBoundary(e);
    QCOMPARE(s.boundaryDrawsRps, (std::vector<double>{18, 20, 22}));
    QVERIFY(s.modeled());
    s.toReplicaTime(4, e);
    QCOMPARE(s.boundaryRps, 5.0);
    QCOMPARE(s.boundaryDrawsRps, (std::vector<double>{4.5, 5, 5.5}));
    QCOMPARE(s.twin.boundaryRps, 5.0);
    QCOMPARE(s.sustainableLoad().boundaryDrawsRps, s.boundaryDrawsRps);
    QCOMPARE(s.sustainableLoad().method, QStringLiteral("twin"));
    s.toReplicaTime(4, e); // once only
    QCOMPARE(s.boundaryDrawsRps, (std::vector<double>{4.5, 5, 5.5}));

    // A twin that failed its check gives no draws: the interval's log-normal serves instead.
    twin.checkPassed = false;
    BoundaryEstimate failed = estimate(true, false);
    failed.applyTwin(twin);
    SweepSummary f;
    f.setBoundary(failed);
    QVERIFY(f.boundaryDrawsRps.empty());
    QVERIFY(!f.modeled());
}

QTEST_APPLESS_MAIN(TestSweepSummary)
#include "tst_sweepsummary.moc"
