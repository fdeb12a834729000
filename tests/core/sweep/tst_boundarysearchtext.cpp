#include "SearchDriver.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/BoundarySearch.h"

#include <QTest>

// The texts of BoundarySearch (BoundarySearchText.cpp): how the search ended and what its
// confirmation found, in req/s or, for a sweep of run classes (issue 18), in runs/s with the
// calls/s they produce.

using namespace llmcap;
using namespace searchdriver;
using Unit = BoundarySearch::RateUnit;

Q_DECLARE_METATYPE(BoundarySearch::RateUnit)

namespace {

// Search steps hold up to 10/s; the long confirmation runs only up to confirmRps, each measuring
// its window (longer at low rates, as SweepConfig::confirmWindowS grows it) unless failEarly.
BoundarySearch runConfirmed(double confirmRps, bool failEarly = false)
{
    return drive(confirmingConfig(), [&](const BoundarySearch::Request &, StepOutcome &o) {
        const double limit = o.confirm ? confirmRps : 10;
        o.sloMarginPct = (limit - o.rateRps) * 0.5;
        o.verdict = o.sloMarginPct >= 0 ? StepVerdict::Pass : StepVerdict::Fail;
        o.windowS = o.confirm ? std::max(120.0, 2000.0 / o.rateRps) : 20;
        if (o.confirm && failEarly && o.verdict == StepVerdict::Fail)
            o.windowS = 45; // failed early: it measured less than its window
    });
}

// Records the verdicts in order, for searches whose rates are known in advance.
BoundarySearch recorded(BoundarySearch::Config c, const QList<std::pair<double, bool>> &steps)
{
    BoundarySearch s(c);
    for (const auto &[rate, pass] : steps) {
        const auto next = s.next();
        if (!next || next->rateRps != rate)
            qFatal("the search asked for another rate than %g", rate);
        s.record({rate, pass ? StepVerdict::Pass : StepVerdict::Fail, next->repeat});
    }
    return s;
}

// 4 passes, 8 fails, 6 and 7 pass: bracketed between 7 and 8.
BoundarySearch bracketed()
{
    BoundarySearch::Config c;
    c.startRps = 4;
    c.repeats = 1;
    c.tolerance = 0.3;
    return recorded(c, {{4, true}, {8, false}, {6, true}, {7, true}});
}

BoundarySearch aboveMax()
{
    BoundarySearch::Config c;
    c.startRps = 5;
    c.maxRps = 10;
    return recorded(c, {{5, true}, {10, true}});
}

BoundarySearch noPass()
{
    BoundarySearch::Config c;
    c.startRps = 1;
    c.minRps = 0.5;
    return recorded(c, {{1, false}, {0.5, false}});
}

// The confirming phase, before its second run: the first one failed.
BoundarySearch confirming()
{
    const BoundarySearch full = runConfirmed(8.6);
    QList<StepOutcome> upToSecond;
    for (const StepOutcome &o : full.history()) {
        upToSecond.append(o);
        if (o.confirm)
            break;
    }
    return BoundarySearch::replay(confirmingConfig(), upToSecond);
}

QString g4(double v)
{
    return QString::number(v, 'g', 4);
}

QString g3(double v)
{
    return QString::number(v, 'g', 3);
}

} // namespace

class TestBoundarySearchText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endingStatesTheUnit_data();
    void endingStatesTheUnit();
    void confirmationStatesTheUnit_data();
    void confirmationStatesTheUnit();
    void confirmationTextStatesTheWindowRun();
};

void TestBoundarySearchText::endingStatesTheUnit_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<QString>("text");
    const Unit calls;
    const Unit runs{true, 2.5};
    const Unit runsOnly{true, 0}; // no step measured the calls of a run
    QTest::newRow("bracketed, calls") << 0 << calls << "boundary between 7 and 8 req/s";
    QTest::newRow("bracketed, runs")
        << 0 << runs << "boundary between 7 and 8 runs/s (17.5-20 calls/s)";
    QTest::newRow("bracketed, runs alone") << 0 << runsOnly << "boundary between 7 and 8 runs/s";
    QTest::newRow("above max, calls")
        << 1 << calls
        << "the SLO still holds at the maximum rate 10 req/s; the boundary lies "
           "above it";
    QTest::newRow("above max, runs")
        << 1 << runs
        << "the SLO still holds at the maximum rate 10 runs/s (25 calls/s); the boundary lies "
           "above it";
    QTest::newRow("above max, runs alone")
        << 1 << runsOnly
        << "the SLO still holds at the maximum rate 10 runs/s; the boundary lies above it";
    QTest::newRow("no pass, calls") << 2 << calls << "no step met the SLO, down to 0.5 req/s";
    QTest::newRow("no pass, runs")
        << 2 << runs << "no step met the SLO, down to 0.5 runs/s (1.25 calls/s)";
    QTest::newRow("no pass, runs alone")
        << 2 << runsOnly << "no step met the SLO, down to 0.5 runs/s";
}

void TestBoundarySearchText::endingStatesTheUnit()
{
    QFETCH(int, scenario);
    QFETCH(Unit, unit);
    QFETCH(QString, text);
    const BoundarySearch s = scenario == 0 ? bracketed() : scenario == 1 ? aboveMax() : noPass();
    QCOMPARE(s.ending(), scenario == 0   ? BoundarySearch::Ending::Bracketed
                         : scenario == 1 ? BoundarySearch::Ending::AboveMax
                                         : BoundarySearch::Ending::NoPass);
    QCOMPARE(s.endingText(unit), text);
    // Without a unit, the texts are the calls' as they always were.
    if (!unit.runs)
        QCOMPARE(s.endingText(), text);
}

void TestBoundarySearchText::confirmationStatesTheUnit_data()
{
    QTest::addColumn<int>("scenario");
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<QString>("format"); // %1: the rate, %2: its calls/s, %3: runs, %4: window
    const Unit calls;
    const Unit runs{true, 3};
    const Unit runsOnly{true, 0};
    QTest::newRow("held, calls") << 0 << calls
                                 << "a %4 s confirmation run held at %1 req/s (run %3)";
    QTest::newRow("held, runs")
        << 0 << runs
        << "a %4 s confirmation run held at %1 runs/s (%2 calls/s; confirmation run %3)";
    QTest::newRow("held, runs alone")
        << 0 << runsOnly << "a %4 s confirmation run held at %1 runs/s (confirmation run %3)";
    QTest::newRow("none held, calls")
        << 1 << calls
        << "no safe rate found: no confirmation run held (runs of up to %4 s), down to %1 req/s "
           "in %3 runs; the boundary lies below it";
    QTest::newRow("none held, runs")
        << 1 << runs
        << "no safe rate found: no confirmation run held (runs of up to %4 s), down to %1 runs/s "
           "(%2 calls/s) in %3 confirmation runs; the boundary lies below it";
    QTest::newRow("none held, runs alone")
        << 1 << runsOnly
        << "no safe rate found: no confirmation run held (runs of up to %4 s), down to %1 runs/s "
           "in %3 confirmation runs; the boundary lies below it";
    QTest::newRow("confirming, calls") << 2 << calls << "confirming at %1 req/s";
    QTest::newRow("confirming, runs") << 2 << runs << "confirming at %1 runs/s (%2 calls/s)";
    QTest::newRow("confirming, runs alone") << 2 << runsOnly << "confirming at %1 runs/s";
}

void TestBoundarySearchText::confirmationStatesTheUnit()
{
    QFETCH(int, scenario);
    QFETCH(Unit, unit);
    QFETCH(QString, format);
    const BoundarySearch s = scenario == 0   ? runConfirmed(8.6)
                             : scenario == 1 ? runConfirmed(1)
                                             : confirming();
    double rate = 0;
    if (scenario == 0) {
        QVERIFY(s.confirmedRps());
        rate = *s.confirmedRps();
    } else if (scenario == 1) {
        QVERIFY(!s.confirmedRps());
        rate = s.lowestConfirmRps().value_or(0);
    } else {
        QCOMPARE(s.phase(), BoundarySearch::Phase::Confirming);
        rate = s.next()->rateRps;
    }
    QVERIFY(rate > 0);
    const QString expected = QString(format)
                                 .replace("%1", g4(rate))
                                 .replace("%2", g3(rate * unit.callsPerRun))
                                 .replace("%3", QString::number(s.confirmRuns()))
                                 .replace("%4", QString::number(std::llround(s.confirmWindowS())));
    QCOMPARE(s.confirmationText(unit), expected);
    // The ending carries the confirmation in the same unit.
    if (s.phase() == BoundarySearch::Phase::Done) {
        QVERIFY2(s.endingText(unit).endsWith("; " + expected), qPrintable(s.endingText(unit)));
        QCOMPARE(s.endingText(unit).contains("req/s"), !unit.runs);
        QCOMPARE(s.endingText(unit).contains("runs/s"), unit.runs);
    }
}

// A confirmation run's window grows at low rates (SweepConfig::confirmWindowS): the texts and the
// estimate state the window the runs measured, not Config::confirmS.
void TestBoundarySearchText::confirmationTextStatesTheWindowRun()
{
    auto windowAt = [](double rateRps) { return std::max(120.0, 2000.0 / rateRps); };

    const BoundarySearch held = runConfirmed(8.6);
    QVERIFY(held.confirmedRps());
    const double heldWindowS = windowAt(*held.confirmedRps());
    QVERIFY(heldWindowS > 120);
    QCOMPARE(held.confirmWindowS(), heldWindowS);
    QCOMPARE(BoundaryEstimate::from(held).confirmWindowS, heldWindowS);
    const QString heldText =
        QStringLiteral("a %1 s confirmation run held at").arg(std::llround(heldWindowS));
    QVERIFY2(held.confirmationText().startsWith(heldText), qPrintable(held.confirmationText()));

    // None held: the runs measured up to the window of the lowest rate, the longest.
    const BoundarySearch none = runConfirmed(1);
    QVERIFY(!none.confirmedRps());
    const double longestS = windowAt(none.lowestConfirmRps().value_or(0));
    QCOMPARE(none.confirmWindowS(), longestS);
    QVERIFY2(none.confirmationText().startsWith(
                 QStringLiteral("no safe rate found: no confirmation run held (runs of up to %1 s)")
                     .arg(std::llround(longestS))),
             qPrintable(none.confirmationText()));

    // Runs that failed early measured less; the text says what they measured.
    const BoundarySearch early = runConfirmed(1, true);
    QCOMPARE(early.confirmWindowS(), 45.0);

    // Outcomes stored before their window was kept fall back to Config::confirmS.
    QList<StepOutcome> old = held.history();
    for (StepOutcome &o : old)
        o.windowS = 0;
    QCOMPARE(BoundarySearch::replay(confirmingConfig(), old).confirmWindowS(), 120.0);
    // The window survives the outcome's JSON.
    QCOMPARE(StepOutcome::fromJson(held.history().last().toJson()).windowS, heldWindowS);
}

QTEST_APPLESS_MAIN(TestBoundarySearchText)
#include "tst_boundarysearchtext.moc"
