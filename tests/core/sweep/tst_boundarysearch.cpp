#include "SearchDriver.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/BoundarySearch.h"

#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace searchdriver;
using Ending = BoundarySearch::Ending;

namespace {

// Runs a search whose step verdicts come from verdictAt(rate, runs at that rate before).
template<typename F>
BoundarySearch runWith(BoundarySearch::Config config, F verdictAt)
{
    return drive(config, [&](const BoundarySearch::Request &, StepOutcome &o) {
        o.verdict = verdictAt(o.rateRps, o.repeat) ? StepVerdict::Pass : StepVerdict::Fail;
    });
}

} // namespace

class TestBoundarySearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bracketsTheBoundaryWithinTolerance_data();
    void bracketsTheBoundaryWithinTolerance();
    void descendsWhenTheStartFails();
    void stopsAtTheMaximum();
    void noPassAtTheMinimum();
    void clientLimitedStepIsNeverAPass();
    void repeatsBothEdges();
    void replayResumesTheSameSearch();
    void reopensWhenTheFailingEdgeMostlyPasses();
    void reopensWhenThePassingEdgeMostlyFails();
    void reopenedSearchReplays();
    void reopeningsAreBounded();
    void noiseAtBothEdgesDoesNotReopen();
    void confirmationHoldsAtTheLowerBound();
    void confirmationDescendsWhenTheLongRunFails();
    void confirmationIsBounded();
    void confirmationKeepsDescendingToARateThatHolds();
    void confirmationDescendsFurtherAfterAClearMiss();
    void confirmDescentFollowsTheMissRatio();
    void clientLimitedConfirmationConfirmsNothing();
    void confirmedSearchReplays();
    void validatesConfig_data();
    void validatesConfig();
};

void TestBoundarySearch::bracketsTheBoundaryWithinTolerance_data()
{
    QTest::addColumn<double>("trueRps");
    QTest::addColumn<double>("startRps");
    QTest::newRow("above start") << 37.0 << 1.0;
    QTest::newRow("just above start") << 1.3 << 1.0;
    QTest::newRow("fractional") << 0.7 << 0.25;
    QTest::newRow("far above") << 900.0 << 2.0;
}

void TestBoundarySearch::bracketsTheBoundaryWithinTolerance()
{
    QFETCH(double, trueRps);
    QFETCH(double, startRps);
    BoundarySearch::Config c;
    c.startRps = startRps;
    c.repeats = 1;
    const BoundarySearch s = runAgainst(trueRps, c);
    QCOMPARE(s.ending(), Ending::Bracketed);
    QVERIFY(*s.lastPassRps() <= trueRps);
    QVERIFY(*s.firstFailRps() > trueRps);
    QVERIFY((*s.firstFailRps() - *s.lastPassRps()) / *s.lastPassRps() <= c.tolerance);
}

void TestBoundarySearch::descendsWhenTheStartFails()
{
    BoundarySearch::Config c;
    c.startRps = 20;
    c.repeats = 1;
    const BoundarySearch s = runAgainst(3.0, c);
    QCOMPARE(s.ending(), Ending::Bracketed);
    QCOMPARE(s.history().first().rateRps, 20.0);
    QCOMPARE(s.history().at(1).rateRps, 10.0);
    QVERIFY(*s.lastPassRps() <= 3.0 && *s.firstFailRps() > 3.0);
}

void TestBoundarySearch::stopsAtTheMaximum()
{
    BoundarySearch::Config c;
    c.maxRps = 10;
    const BoundarySearch s = runAgainst(100.0, c);
    QCOMPARE(s.ending(), Ending::AboveMax);
    QCOMPARE(s.history().last().rateRps, 10.0); // capped, not 16
    const BoundaryEstimate e = BoundaryEstimate::from(s);
    QVERIFY(e.found && !e.bracketed);
    QCOMPARE(e.lowerRps, 10.0);
}

void TestBoundarySearch::noPassAtTheMinimum()
{
    BoundarySearch::Config c;
    c.startRps = 1;
    c.minRps = 0.1;
    const BoundarySearch s = runAgainst(0.01, c);
    QCOMPARE(s.ending(), Ending::NoPass);
    QVERIFY(!s.lastPassRps());
    QVERIFY(!BoundaryEstimate::from(s).found);
}

void TestBoundarySearch::clientLimitedStepIsNeverAPass()
{
    BoundarySearch s(BoundarySearch::Config{});
    s.record({1.0, StepVerdict::Pass, 0});
    s.record({2.0, StepVerdict::Invalid, 0});
    QCOMPARE(s.ending(), Ending::ClientLimited);
    QCOMPARE(*s.lastPassRps(), 1.0);
    QVERIFY(!s.next());
}

void TestBoundarySearch::repeatsBothEdges()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    const BoundarySearch s = runAgainst(37.0, c);
    QCOMPARE(s.ending(), Ending::Bracketed);
    int atPass = 0, atFail = 0;
    for (const StepOutcome &o : s.history()) {
        atPass += o.rateRps == *s.lastPassRps();
        atFail += o.rateRps == *s.firstFailRps();
    }
    QCOMPARE(atPass, 3);
    QCOMPARE(atFail, 3);
    const auto &h = s.history();
    QCOMPARE(h.at(h.size() - 4).repeat, 1);
    QCOMPARE(h.last().repeat, 2);
}

void TestBoundarySearch::replayResumesTheSameSearch()
{
    BoundarySearch::Config c;
    const BoundarySearch full = runAgainst(37.0, c);
    // Crash after 6 steps: replay them, then continue.
    const QList<StepOutcome> firstSix = full.history().mid(0, 6);
    BoundarySearch resumed = BoundarySearch::replay(c, firstSix);
    QCOMPARE(resumed.history().size(), 6);
    QCOMPARE(resumed.next()->rateRps, full.history().at(6).rateRps);
    for (qsizetype i = 6; i < full.history().size(); ++i)
        resumed.record(full.history().at(i));
    QCOMPARE(resumed.ending(), full.ending());
    QCOMPARE(*resumed.lastPassRps(), *full.lastPassRps());
    // Outcomes survive JSON, as the database stores them.
    for (const StepOutcome &o : full.history())
        QCOMPARE(StepOutcome::fromJson(o.toJson()).rateRps, o.rateRps);
}

// Seeds 1, 11 and 21 of a fast sweep once gave 31.7, 26 and 19 req/s: one unlucky step while
// widening fixed the bracket too low. The repeats of that edge pass, so the bracket reopens
// above it and the search finds the true boundary.
void TestBoundarySearch::reopensWhenTheFailingEdgeMostlyPasses()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    const BoundarySearch s = runWith(c, [](double rate, int runsBefore) {
        if (rate == 16.0 && runsBefore == 0)
            return false; // the unlucky first run
        return rate <= 31.0;
    });
    QCOMPARE(s.ending(), Ending::Bracketed);
    QCOMPARE(s.reopenings(), 1);
    QVERIFY2(*s.lastPassRps() <= 31.0 && *s.firstFailRps() > 31.0,
             qPrintable(QStringLiteral("%1..%2").arg(*s.lastPassRps()).arg(*s.firstFailRps())));
    QVERIFY((*s.firstFailRps() - *s.lastPassRps()) / *s.lastPassRps() <= c.tolerance);
    // 16 req/s was run three times (fail, pass, pass) before the bracket moved above it.
    QCOMPARE(s.runsAt(16.0), 3);
    QCOMPARE(s.passesAt(16.0), 2);
    QVERIFY(s.holdsAt(16.0));
    // The new edges have their runs, each with its own repeat index for its seed.
    QCOMPARE(s.runsAt(*s.lastPassRps()), 3);
    QCOMPARE(s.runsAt(*s.firstFailRps()), 3);
    QList<int> repeatsAtFail;
    for (const StepOutcome &o : s.history())
        if (o.rateRps == *s.firstFailRps())
            repeatsAtFail.append(o.repeat);
    QCOMPARE(repeatsAtFail, (QList<int>{0, 1, 2}));
    const BoundaryEstimate e = BoundaryEstimate::from(s);
    QCOMPARE(e.pairs, 3);
}

void TestBoundarySearch::reopensWhenThePassingEdgeMostlyFails()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    c.startRps = 5;
    // True boundary 17; a lucky first run at 20 req/s passes.
    const BoundarySearch s = runWith(c, [](double rate, int runsBefore) {
        if (rate == 20.0 && runsBefore == 0)
            return true;
        return rate <= 17.0;
    });
    QCOMPARE(s.ending(), Ending::Bracketed);
    QCOMPARE(s.reopenings(), 1);
    QVERIFY2(*s.lastPassRps() <= 17.0 && *s.firstFailRps() > 17.0,
             qPrintable(QStringLiteral("%1..%2").arg(*s.lastPassRps()).arg(*s.firstFailRps())));
    QVERIFY(!s.holdsAt(20.0));
}

void TestBoundarySearch::reopenedSearchReplays()
{
    BoundarySearch::Config c;
    auto verdict = [](double rate, int runsBefore) {
        if (rate == 16.0 && runsBefore == 0)
            return false;
        return rate <= 31.0;
    };
    const BoundarySearch full = runWith(c, verdict);
    QVERIFY(full.reopenings() > 0);
    for (qsizetype cut = 1; cut < full.history().size(); cut += 3) {
        BoundarySearch resumed = BoundarySearch::replay(c, full.history().mid(0, cut));
        QCOMPARE(resumed.next()->rateRps, full.history().at(cut).rateRps);
        QCOMPARE(resumed.next()->repeat, full.history().at(cut).repeat);
        for (qsizetype i = cut; i < full.history().size(); ++i)
            resumed.record(full.history().at(i));
        QCOMPARE(resumed.ending(), full.ending());
        QCOMPARE(*resumed.lastPassRps(), *full.lastPassRps());
        QCOMPARE(*resumed.firstFailRps(), *full.firstFailRps());
        QCOMPARE(resumed.reopenings(), full.reopenings());
    }
}

// A replica whose repetitions always pass where its first runs failed keeps moving the bracket
// up; the reopenings must end.
void TestBoundarySearch::reopeningsAreBounded()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    c.maxReopenings = 3;
    int steps = 0;
    const BoundarySearch s = runWith(c, [&steps](double rate, int runsBefore) {
        ++steps;
        return runsBefore == 0 ? rate <= 10.0 : true;
    });
    QCOMPARE(s.ending(), Ending::Bracketed);
    QCOMPARE(s.reopenings(), c.maxReopenings);
    QVERIFY2(steps < 80, qPrintable(QString::number(steps)));
    QVERIFY(!s.next());
    BoundarySearch::Config never = c;
    never.maxReopenings = 0;
    QCOMPARE(runWith(never, [](double rate,
                               int runsBefore) { return runsBefore == 0 ? rate <= 10.0 : true; })
                 .reopenings(),
             0);
    never.maxReopenings = -1;
    QVERIFY(!BoundarySearch::validate(never).ok());
    never.maxReopenings = 11;
    QVERIFY(!BoundarySearch::validate(never).ok());
}

// Repetitions that contradict both edges at once (the lower mostly fails, the upper mostly
// passes) say the steps are noisier than the bracket is narrow, not where to move it: the search
// ends, and the estimate's interval carries the spread.
void TestBoundarySearch::noiseAtBothEdgesDoesNotReopen()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    const BoundarySearch s = runWith(c, [](double rate, int runsBefore) {
        return runsBefore == 0 ? rate <= 10.0 : rate > 10.0; // repeats say the opposite
    });
    QCOMPARE(s.ending(), Ending::Bracketed);
    QCOMPARE(s.reopenings(), 0);
    QVERIFY(!s.holdsAt(*s.lastPassRps()));
    QVERIFY(s.holdsAt(*s.firstFailRps()));
}

namespace {

// Search steps hold up to searchRps; the long confirmation runs only up to confirmRps (short
// steps read high). Returns the confirmation rates asked for.
BoundarySearch runConfirmed(BoundarySearch::Config c, double searchRps, double confirmRps,
                            QList<double> *confirmRates = nullptr,
                            StepVerdict confirmFailure = StepVerdict::Fail)
{
    return drive(c, [&](const BoundarySearch::Request &next, StepOutcome &o) {
        const double limit = o.confirm ? confirmRps : searchRps;
        o.sloMarginPct = (limit - o.rateRps) * 0.5;
        o.verdict = o.sloMarginPct >= 0 ? StepVerdict::Pass
                    : o.confirm         ? confirmFailure
                                        : StepVerdict::Fail;
        if (o.confirm) {
            if (next.phase != BoundarySearch::Phase::Confirming)
                qFatal("a confirmation request outside the confirming phase");
            if (confirmRates)
                confirmRates->append(o.rateRps);
        }
    });
}

} // namespace

void TestBoundarySearch::confirmationHoldsAtTheLowerBound()
{
    BoundarySearch::Config plain = confirmingConfig();
    plain.confirmS = 0;
    const BoundarySearch unconfirmed = runConfirmed(plain, 10, 10);
    const BoundaryEstimate before = BoundaryEstimate::from(unconfirmed);
    QCOMPARE(unconfirmed.confirmRuns(), 0);
    QVERIFY(unconfirmed.confirmationText().isEmpty());

    QList<double> rates;
    const BoundarySearch search = runConfirmed(confirmingConfig(), 10, 10, &rates);
    QCOMPARE(search.ending(), Ending::Bracketed);
    // One long run, at the lower bound the search alone reported; it held.
    QCOMPARE(rates, QList<double>{before.lowerRps});
    QCOMPARE(search.confirmRuns(), 1);
    QCOMPARE(search.confirmedRps().value_or(0), before.lowerRps);
    QCOMPARE(search.history().size(), unconfirmed.history().size() + 1);
    // It is not one of the edge runs: the repeats and the estimate are the search's own.
    QCOMPARE(search.runsAt(*search.lastPassRps()), 3);
    const BoundaryEstimate after = BoundaryEstimate::from(search);
    QCOMPARE(after.meanRps, before.meanRps);
    QCOMPARE(after.upperRps, before.upperRps);
    QCOMPARE(after.pairs, before.pairs);
    QCOMPARE(after.lowerRps, before.lowerRps);
    QCOMPARE(after.confirmedRps, before.lowerRps);
    QCOMPARE(after.confirmRuns, 1);
    QCOMPARE(after.confirmWindowS, 120.0);
    QVERIFY2(search.endingText().contains(QStringLiteral("a 120 s confirmation run held at")),
             qPrintable(search.endingText()));
}

void TestBoundarySearch::confirmationDescendsWhenTheLongRunFails()
{
    // The steps say 10 req/s; the long run holds only up to 8.6.
    QList<double> rates;
    const BoundarySearch search = runConfirmed(confirmingConfig(), 10, 8.6, &rates);
    QCOMPARE(search.ending(), Ending::Bracketed);
    QVERIFY2(rates.size() >= 2, qPrintable(QString::number(rates.size())));
    QVERIFY(rates.first() > 8.6);
    for (qsizetype i = 1; i < rates.size(); ++i)
        QVERIFY(qFuzzyCompare(rates.at(i), rates.at(i - 1) * 0.95)); // a tolerance lower
    QVERIFY(rates.last() <= 8.6);
    QVERIFY(rates.at(rates.size() - 2) > 8.6);
    QCOMPARE(search.confirmedRps().value_or(0), rates.last());
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QCOMPARE(e.lowerRps, rates.last()); // what plans use
    QVERIFY(e.meanRps > 9);             // the short steps' boundary is still reported
    QCOMPARE(search.runsAt(*search.lastPassRps()), 3);
}

// Issue 16: four runs a tolerance apart stopped 20 % below the first and handed the plan a rate
// that had failed. With no run holding, the confirmation descends to half its first rate, tries
// that rate last, and then says no safe rate was found.
void TestBoundarySearch::confirmationIsBounded()
{
    QList<double> rates;
    const BoundarySearch search = runConfirmed(confirmingConfig(), 10, 1, &rates);
    QCOMPARE(search.phase(), BoundarySearch::Phase::Done);
    QVERIFY2(rates.size() > 4 && rates.size() <= BoundarySearch::kMaxConfirmRuns,
             qPrintable(QString::number(rates.size())));
    QCOMPARE(search.confirmFloorRps(), 0.5 * rates.first());
    QCOMPARE(rates.last(), search.confirmFloorRps()); // the floor itself is tried
    for (qsizetype i = 1; i < rates.size(); ++i)
        QVERIFY(rates.at(i) < rates.at(i - 1));
    QVERIFY(!search.confirmedRps());
    QCOMPARE(search.lowestConfirmRps().value_or(0), rates.last());
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QCOMPARE(e.confirmedRps, 0.0);
    QCOMPARE(e.lowerRps, rates.last()); // below it, at most: the plan does not claim more
    QVERIFY(e.unsafe);
    QVERIFY2(search.endingText().contains(QStringLiteral(
                 "no safe rate found: no confirmation run held (runs of up to 120 s)")),
             qPrintable(search.endingText()));
    // Replayed after a crash, the descent asks for the same runs.
    const BoundarySearch replayed = BoundarySearch::replay(confirmingConfig(), search.history());
    QCOMPARE(replayed.phase(), BoundarySearch::Phase::Done);
    QCOMPARE(BoundaryEstimate::from(replayed).unsafe, true);

    // The search's minimum rate bounds the descent too.
    BoundarySearch::Config high = confirmingConfig();
    high.minRps = 0.8 * rates.first();
    QList<double> bounded;
    runConfirmed(high, 10, 1, &bounded);
    QCOMPARE(bounded.last(), high.minRps);
}

// The field case of issue 16: the long runs hold only 40 % below the short steps' boundary.
// Four runs stopped short of it; descending further confirms a rate that held.
void TestBoundarySearch::confirmationKeepsDescendingToARateThatHolds()
{
    QList<double> rates;
    const BoundarySearch search = runConfirmed(confirmingConfig(), 10, 6, &rates);
    QVERIFY2(rates.size() > 4, qPrintable(QString::number(rates.size())));
    QVERIFY(search.confirmedRps());
    QCOMPARE(*search.confirmedRps(), rates.last());
    QVERIFY(rates.last() <= 6);
    QVERIFY(rates.at(rates.size() - 2) > 6);
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QVERIFY(!e.unsafe);
    QCOMPARE(e.plannedRps, rates.last());
}

// A long run that missed its SLO by far (many times the misses allowed) was far above the
// boundary: the next one goes down by more than a tolerance, so a confirmed rate comes within the
// runs allowed where one tolerance at a time does not reach it, and not far below where the long
// run holds.
void TestBoundarySearch::confirmationDescendsFurtherAfterAClearMiss()
{
    // The steps say 10 req/s; the long run holds up to 8. Misses double per 7 % above it.
    constexpr double kLong = 8.0;
    QList<double> rates;
    auto run = [&](bool withRatio) {
        rates.clear();
        return drive(confirmingConfig(), [&](const BoundarySearch::Request &, StepOutcome &o) {
            const double limit = o.confirm ? kLong : 10.0;
            o.sloMarginPct = (limit - o.rateRps) * 0.5;
            o.verdict = o.sloMarginPct >= 0 ? StepVerdict::Pass : StepVerdict::Fail;
            if (o.confirm) {
                if (withRatio)
                    o.sloMissRatio = std::pow(2.0, (o.rateRps / limit - 1) / 0.07);
                rates.append(o.rateRps);
            }
        });
    };
    const BoundarySearch oneAtATime = run(false);
    const QList<double> slow = rates;
    const BoundarySearch scaled = run(true);
    QVERIFY2(slow.first() > kLong * 1.15, qPrintable(QString::number(slow.first())));
    QCOMPARE(rates.first(), slow.first());
    // One tolerance at a time takes six runs to reach the rate the long run holds at (10, 9.5,
    // 9.03, 8.57, 8.15, 7.74); sized by their misses, four (10, 8.57, 8.15, 7.74).
    QCOMPARE(slow.size(), 6);
    QVERIFY(oneAtATime.confirmedRps());
    QVERIFY(scaled.confirmedRps());
    QVERIFY(rates.size() < slow.size());
    QVERIFY(rates.at(1) < rates.first() * 0.95 * 0.95); // more than one tolerance at once
    QVERIFY(*scaled.confirmedRps() <= kLong);
    QVERIFY2(*scaled.confirmedRps() > kLong * 0.95 * 0.95,
             qPrintable(QString::number(*scaled.confirmedRps())));
    // The ratio is stored with the outcome, so a resumed sweep descends the same way.
    QList<StepOutcome> stored;
    for (const StepOutcome &o : scaled.history())
        stored.append(StepOutcome::fromJson(o.toJson()));
    QCOMPARE(BoundarySearch::replay(confirmingConfig(), stored).confirmedRps(),
             scaled.confirmedRps());
}

void TestBoundarySearch::confirmDescentFollowsTheMissRatio()
{
    auto factor = [](double ratio, double tolerance = 0.05) {
        StepOutcome o;
        o.verdict = StepVerdict::Fail;
        o.sloMissRatio = ratio;
        return BoundarySearch::confirmDescent(o, tolerance);
    };
    QCOMPARE(factor(std::nan("")), 0.95); // failed for saturation, or stored before the ratio
    QCOMPARE(factor(1.2), 0.95);          // just missed: one tolerance
    QCOMPARE(factor(2.0), 0.95);          // ln 2 / (10 x 0.05) = 1.39: still one
    QCOMPARE(factor(3.0), 0.95 * 0.95);   // 2.20: two
    QCOMPARE(factor(8.9), 0.95 * 0.95 * 0.95);
    QCOMPARE(factor(StepOutcome::kMaxMissRatio),
             std::pow(0.95, BoundarySearch::kMaxConfirmDescent));
    QCOMPARE(factor(8.9, 0.1), 0.9 * 0.9); // ln 8.9 / (10 x 0.1) = 2.19
}

void TestBoundarySearch::clientLimitedConfirmationConfirmsNothing()
{
    QList<double> rates;
    const BoundarySearch search =
        runConfirmed(confirmingConfig(), 10, 1, &rates, StepVerdict::Invalid);
    QCOMPARE(rates.size(), 1); // an invalid run is not a reason to go lower
    QCOMPARE(search.ending(), Ending::Bracketed);
    QVERIFY(!search.confirmedRps());
    QVERIFY2(search.endingText().contains(QStringLiteral("client-limited")),
             qPrintable(search.endingText()));
}

void TestBoundarySearch::confirmedSearchReplays()
{
    const BoundarySearch full = runConfirmed(confirmingConfig(), 10, 8.6);
    const QList<StepOutcome> &history = full.history();
    QVERIFY(full.confirmRuns() >= 2);
    // Cut after every step, as a crash would: the replay asks for what the live search did.
    for (qsizetype cut = 0; cut < history.size(); ++cut) {
        const BoundarySearch partial =
            BoundarySearch::replay(confirmingConfig(), history.mid(0, cut));
        const auto next = partial.next();
        QVERIFY(next);
        QCOMPARE(next->rateRps, history.at(cut).rateRps);
        QCOMPARE(next->confirm(), history.at(cut).confirm);
        QCOMPARE(next->repeat, history.at(cut).repeat);
    }
    const BoundarySearch replayed = BoundarySearch::replay(confirmingConfig(), history);
    QVERIFY(!replayed.next());
    QCOMPARE(replayed.confirmedRps(), full.confirmedRps());
    QCOMPARE(BoundaryEstimate::from(replayed).lowerRps, BoundaryEstimate::from(full).lowerRps);
    // Through JSON, as the database stores the steps.
    QList<StepOutcome> stored;
    for (const StepOutcome &o : history)
        stored.append(StepOutcome::fromJson(o.toJson()));
    QCOMPARE(BoundarySearch::replay(confirmingConfig(), stored).confirmedRps(),
             full.confirmedRps());
}

void TestBoundarySearch::validatesConfig_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("max");
    QTest::addColumn<double>("growth");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<int>("repeats");
    QTest::addColumn<bool>("valid");
    QTest::newRow("defaults") << 1.0 << 1e6 << 2.0 << 0.05 << 3 << true;
    QTest::newRow("zero start") << 0.0 << 1e6 << 2.0 << 0.05 << 3 << false;
    QTest::newRow("max below start") << 5.0 << 2.0 << 2.0 << 0.05 << 3 << false;
    QTest::newRow("growth 1") << 1.0 << 1e6 << 1.0 << 0.05 << 3 << false;
    QTest::newRow("tolerance 0") << 1.0 << 1e6 << 2.0 << 0.0 << 3 << false;
    QTest::newRow("repeats 0") << 1.0 << 1e6 << 2.0 << 0.05 << 0 << false;
}

void TestBoundarySearch::validatesConfig()
{
    QFETCH(double, start);
    QFETCH(double, max);
    QFETCH(double, growth);
    QFETCH(double, tolerance);
    QFETCH(int, repeats);
    QFETCH(bool, valid);
    BoundarySearch::Config c;
    c.startRps = start;
    c.minRps = std::min(0.01, start);
    c.maxRps = max;
    c.growth = growth;
    c.tolerance = tolerance;
    c.repeats = repeats;
    QCOMPARE(BoundarySearch::validate(c).ok(), valid);
}

QTEST_APPLESS_MAIN(TestBoundarySearch)
#include "tst_boundarysearch.moc"
