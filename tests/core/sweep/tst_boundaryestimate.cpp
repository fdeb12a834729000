#include "SearchDriver.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/BoundarySearch.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace llmcap;
using namespace searchdriver;

namespace {

// A replica whose share of requests missing the SLO rises with the rate as
// logit(share) = ln(0.05 / 0.95) + slope ln(rate / boundary): 5 % of requests miss at the
// boundary, the target is 95 %. Each step judges n requests; its misses are binomial, and the
// verdict, margin and tallies follow from them as StepJudge and StepAnalysis make them. With
// tallies false the steps carry no counts, as steps stored before issue 16.
struct Replica
{
    double boundaryRps = 2.0;
    double slope = 9;
    qint64 n = 300;
    bool tallies = true;
    std::mt19937_64 rng{5};

    double share(double rate) const
    {
        const double eta = std::log(0.05 / 0.95) + slope * std::log(rate / boundaryRps);
        return 1 / (1 + std::exp(-eta));
    }

    StepOutcome step(const BoundarySearch::Request &r)
    {
        StepOutcome o;
        o.rateRps = r.rateRps;
        o.repeat = r.repeat;
        o.confirm = r.confirm();
        const qint64 judged = o.confirm ? 4 * n : n;
        std::binomial_distribution<qint64> draw(judged, share(r.rateRps));
        const qint64 misses = draw(rng);
        const double attained = 100.0 * double(judged - misses) / double(judged);
        o.sloMarginPct = attained - 95;
        o.sloMissRatio = (100 - attained) / 5;
        o.verdict = o.sloMarginPct >= 0 ? StepVerdict::Pass : StepVerdict::Fail;
        if (tallies)
            o.tallies = {{judged, misses, 95, 1}, {judged, 0, 99, 1}};
        return o;
    }
};

BoundarySearch run(Replica &replica, double confirmS = 0)
{
    BoundarySearch::Config c;
    c.confirmS = confirmS;
    BoundarySearch search(c);
    for (int i = 0; i < 100; ++i) {
        const auto next = search.next();
        if (!next)
            break;
        search.record(replica.step(*next));
    }
    return search;
}

} // namespace

class TestBoundaryEstimate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitsEveryStep();
    void intervalHoldsTheBoundaryMostOfTheTime();
    void stepsWithoutCountsUseTheEdgePairs();
    void confirmationCapsThePlannedRate();
    void jsonRoundTrip();
    void storedEstimateReadsAsTheOldMethod();
    void aPassingTwinReplacesTheEstimate();
    // The edge pairs (steps without SLO counts).
    void estimateInterpolatesMargins();
    void estimateCarriesVariance();
    void singleRepeatGivesTheBracket();
    void verdictOnlyPairsCoverTheBracket();
};

void TestBoundaryEstimate::fitsEveryStep()
{
    Replica replica;
    const BoundarySearch search = run(replica);
    QCOMPARE(search.ending(), BoundarySearch::Ending::Bracketed);
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QVERIFY2(e.method == QLatin1String(BoundaryEstimate::kAttainmentFit), qPrintable(e.fitProblem));
    QVERIFY(e.fitProblem.isEmpty());
    QVERIFY(e.fittedSteps >= 3);
    QVERIFY(e.fitDispersion >= 1);
    QVERIFY(e.lowerRps <= e.plannedRps && e.plannedRps <= e.meanRps && e.meanRps <= e.upperRps);
    QCOMPARE(e.plannedQuantile, BoundaryEstimate::kPlannedQuantile);
    QVERIFY2(std::abs(e.meanRps - 2.0) < 0.2, qPrintable(QString::number(e.meanRps)));
    // The error-rate constraint never missed: it does not bind.
    QVERIFY(e.upperRps < 2.6);
}

void TestBoundaryEstimate::intervalHoldsTheBoundaryMostOfTheTime()
{
    // Binomial steps (no bursts): the 95 % interval holds the boundary in most sweeps and the
    // planned rate (the 5 % quantile) is rarely above it.
    int covered = 0, plannedAbove = 0, fitted = 0;
    const int sweeps = 120;
    for (int k = 0; k < sweeps; ++k) {
        Replica replica;
        replica.rng.seed(quint64(100 + k));
        const BoundaryEstimate e = BoundaryEstimate::from(run(replica));
        fitted += e.method == QLatin1String(BoundaryEstimate::kAttainmentFit);
        covered += e.lowerRps <= 2.0 && 2.0 <= e.upperRps;
        plannedAbove += e.plannedRps > 2.0;
    }
    QVERIFY2(fitted >= sweeps * 9 / 10, qPrintable(QString::number(fitted)));
    QVERIFY2(covered >= sweeps * 85 / 100, qPrintable(QString::number(covered)));
    QVERIFY2(plannedAbove <= sweeps / 10, qPrintable(QString::number(plannedAbove)));
}

void TestBoundaryEstimate::stepsWithoutCountsUseTheEdgePairs()
{
    Replica replica;
    replica.tallies = false;
    const BoundaryEstimate e = BoundaryEstimate::from(run(replica));
    QVERIFY(e.bracketed);
    QCOMPARE(e.method, QString::fromLatin1(BoundaryEstimate::kEdgePairs));
    QVERIFY(!e.fitProblem.isEmpty());
    QCOMPARE(e.plannedRps, e.lowerRps);
    QCOMPARE(e.fittedSteps, 0);
}

void TestBoundaryEstimate::confirmationCapsThePlannedRate()
{
    Replica replica;
    const BoundarySearch search = run(replica, 120);
    QVERIFY(search.confirmRuns() >= 1);
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QCOMPARE(e.method, QString::fromLatin1(BoundaryEstimate::kAttainmentFit));
    if (e.confirmedRps > 0) {
        QVERIFY(e.plannedRps <= e.confirmedRps);
        QVERIFY(!e.unsafe);
    } else {
        QVERIFY(e.unsafe);
    }
    // The confirmation ran at the planned rate of the search before it.
    const StepOutcome first = [&] {
        for (const StepOutcome &o : search.history())
            if (o.confirm)
                return o;
        return StepOutcome{};
    }();
    QVERIFY(first.rateRps > 1.5 && first.rateRps < 2.3);
}

void TestBoundaryEstimate::jsonRoundTrip()
{
    Replica replica;
    const BoundaryEstimate e = BoundaryEstimate::from(run(replica, 120));
    const BoundaryEstimate back = BoundaryEstimate::fromJson(e.toJson());
    QCOMPARE(back.method, e.method);
    QCOMPARE(back.plannedRps, e.plannedRps);
    QCOMPARE(back.plannedQuantile, e.plannedQuantile);
    QCOMPARE(back.meanRps, e.meanRps);
    QCOMPARE(back.lowerRps, e.lowerRps);
    QCOMPARE(back.upperRps, e.upperRps);
    QCOMPARE(back.unsafe, e.unsafe);
    QCOMPARE(back.fittedSteps, e.fittedSteps);
    QCOMPARE(back.fitDispersion, e.fitDispersion);
}

void TestBoundaryEstimate::storedEstimateReadsAsTheOldMethod()
{
    // An estimate stored before issue 16: no method, no planned rate, no unsafe flag.
    const QJsonObject old{
        {QStringLiteral("found"), true},       {QStringLiteral("bracketed"), true},
        {QStringLiteral("mean_rps"), 2.1},     {QStringLiteral("lower_rps"), 1.9},
        {QStringLiteral("upper_rps"), 2.3},    {QStringLiteral("confirm_runs"), 2},
        {QStringLiteral("confirmed_rps"), 1.9}};
    const BoundaryEstimate e = BoundaryEstimate::fromJson(old);
    QCOMPARE(e.method, QString::fromLatin1(BoundaryEstimate::kEdgePairs));
    QCOMPARE(e.plannedRps, 1.9);
    QVERIFY(!e.unsafe);
    // One whose confirmation held nowhere was unsafe, though nothing said so then.
    QJsonObject failed = old;
    failed.insert(QStringLiteral("confirmed_rps"), 0);
    QVERIFY(BoundaryEstimate::fromJson(failed).unsafe);
}

// The twin (issue 34) replaces the boundary only when it passed its check; the empirical
// figures stay beside it, a confirmation caps its planned rate, both survive the JSON, and a
// stored estimate without a twin reads as its old method with no twin tried.
void TestBoundaryEstimate::aPassingTwinReplacesTheEstimate()
{
    Replica replica;
    const BoundaryEstimate empirical = BoundaryEstimate::from(run(replica));
    QVERIFY(!empirical.twinTried());
    QCOMPARE(empirical.methodText(), QStringLiteral("attainment fit"));

    SweepTwin twin;
    twin.fitted = true;
    twin.boundaryFound = true;
    twin.boundaryRps = 10;
    twin.lowerRps = 9;
    twin.upperRps = 11;
    twin.plannedRps = 9.3;
    twin.boundariesRps = {9.1, 9.6, 10, 10.4, 10.9};
    twin.requests = 900;
    twin.steps = 2;
    twin.checks = {{0, 5, 300, true, {}}, {1, 10, 600, false, {QStringLiteral("TTFT p99")}}};
    twin.problem = QStringLiteral("the twin failed its check on 1 of 2 steps");

    BoundaryEstimate failed = empirical;
    failed.applyTwin(twin); // check not passed: kept for the record only
    QCOMPARE(failed.method, empirical.method);
    QCOMPARE(failed.meanRps, empirical.meanRps);
    QCOMPARE(failed.plannedRps, empirical.plannedRps);
    QVERIFY(failed.twinTried() && !failed.usesTwin());
    QVERIFY(failed.methodText().contains(QStringLiteral("failed its check on 1 of 2 steps")));

    twin.checkPassed = true;
    twin.checks[1].pass = true;
    twin.problem.clear();
    BoundaryEstimate used = empirical;
    used.confirmedRps = 0;
    used.applyTwin(twin);
    QVERIFY(used.usesTwin());
    QCOMPARE(used.meanRps, 10.0);
    QCOMPARE(used.lowerRps, 9.0);
    QCOMPARE(used.upperRps, 11.0);
    QCOMPARE(used.plannedRps, 9.3);
    QCOMPARE(used.empiricalMethod, empirical.method);
    QCOMPARE(used.empiricalMeanRps, empirical.meanRps);
    QCOMPARE(used.empiricalPlannedRps, empirical.plannedRps);

    BoundaryEstimate capped = empirical;
    capped.confirmedRps = 8.8; // a long run held at 8.8 only
    capped.applyTwin(twin);
    QCOMPARE(capped.plannedRps, 8.8);

    const BoundaryEstimate back = BoundaryEstimate::fromJson(used.toJson());
    QVERIFY(back.usesTwin());
    QCOMPARE(back.plannedRps, 9.3);
    QCOMPARE(back.empiricalMeanRps, empirical.meanRps);
    QCOMPARE(back.twin.boundariesRps, twin.boundariesRps);
    QCOMPARE(back.twin.checks.size(), 2);
    QCOMPARE(back.twin.steps, 2); // the model's steps, not the checks' array
    QCOMPARE(back.twin.requests, qint64(900));
    QCOMPARE(back.twin.checks[1].outside, QStringList{QStringLiteral("TTFT p99")});
    QVERIFY(std::isnan(back.twin.boundaryErrorRel)); // NaN is not written, and reads back NaN

    QJsonObject stored = empirical.toJson();
    QVERIFY(!stored.contains(QStringLiteral("twin")));
    const BoundaryEstimate old = BoundaryEstimate::fromJson(stored);
    QVERIFY(!old.twinTried());
    QCOMPARE(old.method, empirical.method);
}

void TestBoundaryEstimate::estimateInterpolatesMargins()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    const BoundaryEstimate e = BoundaryEstimate::from(runAgainst(37.0, c));
    QVERIFY(e.bracketed);
    QCOMPARE(e.pairs, 3);
    QVERIFY2(std::abs(e.meanRps - 37.0) < 1e-9, qPrintable(QString::number(e.meanRps)));
    QCOMPARE(e.stddevRps, 0.0);
}

void TestBoundaryEstimate::estimateCarriesVariance()
{
    BoundarySearch::Config c;
    c.repeats = 5;
    const BoundaryEstimate e = BoundaryEstimate::from(runAgainst(37.0, c, 1.5));
    QVERIFY(e.stddevRps > 0);
    QVERIFY(e.lowerRps < e.meanRps && e.meanRps < e.upperRps);
    QVERIFY2(e.lowerRps < 37.0 + 1.0 && e.upperRps > 37.0 - 1.0,
             qPrintable(QStringLiteral("%1..%2").arg(e.lowerRps).arg(e.upperRps)));
}

void TestBoundaryEstimate::singleRepeatGivesTheBracket()
{
    BoundarySearch::Config c;
    c.repeats = 1;
    const BoundarySearch s = runAgainst(37.0, c);
    const BoundaryEstimate e = BoundaryEstimate::from(s);
    QCOMPARE(e.lowerRps, *s.lastPassRps());
    QCOMPARE(e.upperRps, *s.firstFailRps());
}

// Edge steps that fail for saturation carry no SLO margin: the repeats agree exactly on the
// passing edge, but the interval still spans the bracket rather than claim zero width.
void TestBoundaryEstimate::verdictOnlyPairsCoverTheBracket()
{
    BoundarySearch::Config c;
    c.repeats = 3;
    BoundarySearch search(c);
    for (int guard = 0; guard < 100; ++guard) {
        const auto next = search.next();
        if (!next)
            break;
        StepOutcome o;
        o.rateRps = next->rateRps;
        o.repeat = next->repeat;
        o.verdict = next->rateRps <= 27.5 ? StepVerdict::Pass : StepVerdict::Fail;
        o.sloMarginPct = o.verdict == StepVerdict::Pass ? 2.0 : std::nan("");
        search.record(o);
    }
    QCOMPARE(search.ending(), BoundarySearch::Ending::Bracketed);
    const BoundaryEstimate e = BoundaryEstimate::from(search);
    QCOMPARE(e.pairs, 3);
    QCOMPARE(e.stddevRps, 0.0);
    QCOMPARE(e.meanRps, *search.lastPassRps());
    QCOMPARE(e.lowerRps, *search.lastPassRps());
    QCOMPARE(e.upperRps, *search.firstFailRps());
    QVERIFY(e.upperRps > e.lowerRps);
}

QTEST_GUILESS_MAIN(TestBoundaryEstimate)
#include "tst_boundaryestimate.moc"
