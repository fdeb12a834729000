#include "sweep/StepJudge.h"

#include <QTest>

using namespace llmcap;
using D = EarlyStopping::Decision;

namespace {

StepSignals healthy()
{
    StepSignals s;
    s.objectives = {{QStringLiteral("TTFT <= 500 ms"), 2000, 4, 99.0},
                    {QStringLiteral("TPOT <= 50 ms"), 2000, 60, 90.0}};
    s.requestsDue = 2000;
    s.requestsFailed = 2;
    s.maxErrorRatePct = 1.0;
    s.serverMetrics = true;
    s.completed = 1998;
    return s;
}

} // namespace

class TestStepJudge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void itlIsConfirmedOverTokenGaps();
    void healthyStepPasses();
    void failures_data();
    void failures();
    void clientLimitedIsInvalid();
    void saturationOnlyHasNoMargin();
    void noSteadyStateNeverPasses();
    void earlyDecision_data();
    void earlyDecision();
    void oneErrorInNineteenIsNoFailure();
    void aFailingServerFailsEveryStep_data();
    void aFailingServerFailsEveryStep();
    void tooFewRequestsNeverPass_data();
    void tooFewRequestsNeverPass();
    void aSteadyPartCroppedShortStillCounts();
    void aConfidentFailNeedsNoMinimum();
    void clusteredMissesNeedLongerSteps();
    void aConfirmationHoldsOnlyWithConfidence();
    void runObjectivesJudgeRuns();
};

void TestStepJudge::healthyStepPasses()
{
    const StepJudgement j = StepJudge::judge(healthy());
    QCOMPARE(j.verdict, StepVerdict::Pass);
    QVERIFY(j.reasons.isEmpty());
    // Binding constraint: the error rate (1 % - 0.1 % = 0.9 points) vs TTFT (99.8 - 99 = 0.8).
    QVERIFY2(std::abs(j.sloMarginPct - 0.8) < 1e-9, qPrintable(QString::number(j.sloMarginPct)));
    // Misses over what is allowed: TPOT 3 % of 10 % (TTFT 0.2 of 1 %, errors 0.1 of 1 %).
    QVERIFY2(std::abs(j.sloMissRatio - 0.3) < 1e-9, qPrintable(QString::number(j.sloMissRatio)));
}

void TestStepJudge::failures_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("attainment") << 0 << "TTFT <= 500 ms: attained 97.00 %, target 99 %";
    QTest::newRow("errors") << 1 << "error and timeout rate 3.00 % above the limit of 1 %";
    QTest::newRow("preemptions") << 2 << "preemptions for 1998 completed requests";
    QTest::newRow("kv pinned") << 3 << "KV-cache usage pinned near full in 80 % of samples";
    QTest::newRow("nothing due") << 4 << "no request was due";
}

void TestStepJudge::failures()
{
    QFETCH(int, kind);
    QFETCH(QString, reason);
    StepSignals s = healthy();
    switch (kind) {
    case 0:
        s.objectives[0].misses = 60;
        break;
    case 1:
        s.requestsFailed = 60;
        break;
    case 2:
        s.preemptions = 100;
        break;
    case 3:
        s.kvPinnedShare = 0.8;
        break;
    case 4:
        s.requestsDue = 0;
        s.objectives.clear();
        break;
    }
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.join(QLatin1Char('|')).contains(reason),
             qPrintable(j.reasons.join(QLatin1Char('|'))));
    // Three times the misses (or errors) allowed.
    if (kind == 2 || kind == 3) { // within the SLO, failed for another reason: as the margin
        QVERIFY(std::isnan(j.sloMissRatio));
        return;
    }
    const double ratio = kind == 4 ? 0.0 : 3.0;
    QVERIFY2(std::abs(j.sloMissRatio - ratio) < 1e-9, qPrintable(QString::number(j.sloMissRatio)));
}

void TestStepJudge::clientLimitedIsInvalid()
{
    StepSignals s = healthy();
    s.clientLimited = true;
    s.clientLimitedDetail = QStringLiteral("p99 schedule lag 12 ms > 5 ms");
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Invalid);
    QVERIFY(j.reasons.first().contains(QStringLiteral("12 ms")));
}

void TestStepJudge::saturationOnlyHasNoMargin()
{
    StepSignals s = healthy();
    s.saturation.saturated = true;
    s.saturation.reasons << QStringLiteral("queue grows");
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY(std::isnan(j.sloMarginPct));
    QVERIFY(std::isnan(j.sloMissRatio));
    QCOMPARE(j.reasons, QStringList{QStringLiteral("over-saturated: queue grows")});
}

// A step whose TTFT kept rising after the warm-up crop fails, with no margin to interpolate on,
// even when its window happened to meet the SLO; a saturated one says so only once.
void TestStepJudge::noSteadyStateNeverPasses()
{
    StepSignals s = healthy();
    s.steady.steady = false;
    s.steady.reason = QStringLiteral("TTFT still rises after the warm-up (+4.0 ms/s over the last "
                                     "40 s)");
    const StepJudgement j = StepJudge::judge(s);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QCOMPARE(j.reasons.size(), 1);
    QCOMPARE(j.reasons.first(), QStringLiteral("no steady state: ") + s.steady.reason);
    QVERIFY(std::isnan(j.sloMarginPct));
    QVERIFY(std::isnan(j.sloMissRatio));

    s.steady.reason.clear();
    s.saturation.saturated = true;
    s.saturation.reasons = {QStringLiteral("offered 3 req/s but completed 2 req/s")};
    const StepJudgement saturated = StepJudge::judge(s);
    QCOMPARE(saturated.reasons.size(), 1);
    QVERIFY(saturated.reasons.first().startsWith(QStringLiteral("over-saturated")));
}

void TestStepJudge::earlyDecision_data()
{
    QTest::addColumn<qint64>("judged");
    QTest::addColumn<qint64>("misses");
    QTest::addColumn<qint64>("failed");
    QTest::addColumn<D>("expected");
    QTest::newRow("clean and long") << qint64(3000) << qint64(5) << qint64(3) << D::Pass;
    QTest::newRow("too short to tell") << qint64(50) << qint64(0) << qint64(0) << D::Undecided;
    QTest::newRow("clearly failing ttft") << qint64(200) << qint64(40) << qint64(0) << D::Fail;
    QTest::newRow("clearly failing errors") << qint64(3000) << qint64(5) << qint64(200) << D::Fail;
}

void TestStepJudge::earlyDecision()
{
    QFETCH(qint64, judged);
    QFETCH(qint64, misses);
    QFETCH(qint64, failed);
    QFETCH(D, expected);
    StepSignals s;
    s.objectives = {{QStringLiteral("TTFT"), judged, misses, 99.0}};
    s.requestsDue = judged;
    s.requestsFailed = failed;
    s.maxErrorRatePct = 1.0;
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), expected);
}

namespace {

// A step whose n requests all met the latency objectives (a TTFT p99 target), `failed` of them
// errors.
StepSignals clean(qint64 n, qint64 failed)
{
    StepSignals s;
    s.objectives = {{QStringLiteral("TTFT p99 <= 1000 ms"), n - failed, 0, 99.0}};
    s.requestsDue = n;
    s.requestsFailed = failed;
    s.maxErrorRatePct = 1.0;
    return s;
}

StepJudge::Limits minimum(qint64 requests)
{
    StepJudge::Limits l;
    l.minRequests = requests;
    return l;
}

} // namespace

// Issue 16: a single error among 19 requests (5 %, limit 1 %) failed a clean step and pulled a
// clean boundary down from 13 to 3.98 req/s. With a 1 % error rate, one error or more in 19
// requests happens in 17 % of steps: not evidence at 95 %.
void TestStepJudge::oneErrorInNineteenIsNoFailure()
{
    const StepJudgement j = StepJudge::judge(clean(19, 1));
    QCOMPARE(j.verdict, StepVerdict::Pass);
    // Nor does the unproven error rate set the margin: the latency objective's slack does.
    QCOMPARE(j.sloMarginPct, 1.0);
    // Long enough, the same error rate is evidence.
    const StepJudgement longer = StepJudge::judge(clean(1900, 100));
    QCOMPARE(longer.verdict, StepVerdict::Fail);
    QVERIFY(longer.reasons.join(QLatin1Char('|')).contains(QStringLiteral("error and timeout")));
    QVERIFY(longer.sloMarginPct < 0);
}

// Issue 16: against a server failing 20 % of its requests, steps with 1, 1 and 2 requests
// passed and the sweep reported a boundary. Every step fails: on its errors when it has enough
// requests to show them, else for want of requests.
void TestStepJudge::aFailingServerFailsEveryStep_data()
{
    QTest::addColumn<qint64>("requests");
    QTest::addColumn<qint64>("failed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("1, none failed") << qint64(1) << qint64(0) << "only 1 requests measured";
    QTest::newRow("2, none failed") << qint64(2) << qint64(0) << "only 2 requests measured";
    QTest::newRow("1, failed") << qint64(1) << qint64(1) << "error and timeout rate 100.00 %";
    QTest::newRow("5, 1 failed") << qint64(5) << qint64(1) << "error and timeout rate 20.00 %";
    QTest::newRow("100, 20 failed") << qint64(100) << qint64(20) << "error and timeout rate 20.00";
    QTest::newRow("2000, 400 failed") << qint64(2000) << qint64(400) << "above the limit of 1 %";
}

void TestStepJudge::aFailingServerFailsEveryStep()
{
    QFETCH(qint64, requests);
    QFETCH(qint64, failed);
    QFETCH(QString, reason);
    const StepJudgement j = StepJudge::judge(clean(requests, failed), minimum(100));
    QCOMPARE(j.verdict, StepVerdict::Fail);
    const QString reasons = j.reasons.join(QLatin1Char('|'));
    QVERIFY2(reasons.contains(reason), qPrintable(reasons));
}

void TestStepJudge::tooFewRequestsNeverPass_data()
{
    QTest::addColumn<qint64>("requests");
    QTest::addColumn<bool>("passes");
    QTest::newRow("2") << qint64(2) << false;
    QTest::newRow("25") << qint64(25) << false; // the 60 s cap at 0.42 req/s
    QTest::newRow("99") << qint64(99) << false;
    QTest::newRow("100") << qint64(100) << true;
    QTest::newRow("2000") << qint64(2000) << true;
}

void TestStepJudge::tooFewRequestsNeverPass()
{
    QFETCH(qint64, requests);
    QFETCH(bool, passes);
    const StepJudgement j = StepJudge::judge(clean(requests, 0), minimum(100));
    QCOMPARE(j.verdict == StepVerdict::Pass, passes);
    if (passes)
        return;
    QCOMPARE(j.reasons,
             QStringList{QStringLiteral("only %1 requests measured; a verdict needs at least 100")
                             .arg(requests)});
    // Its margin, measured on a handful, does not drive the interpolation.
    QVERIFY(std::isnan(j.sloMarginPct));
    QVERIFY(std::isnan(j.sloMissRatio));
}

// Issue 34: the plan gave the step its 100 requests, but its unsteady start was cropped and
// the steady part holds 95 (stall-cpu's sweeps failed at a quarter of their boundary for this).
// The minimum counts the window's requests; the verdict is the steady part's.
void TestStepJudge::aSteadyPartCroppedShortStillCounts()
{
    StepSignals s = clean(95, 0);
    s.windowRequestsDue = 100;
    const StepJudgement j = StepJudge::judge(s, minimum(100));
    QVERIFY2(j.verdict == StepVerdict::Pass, qPrintable(j.reasons.join(QLatin1Char('|'))));
    QVERIFY(std::isfinite(j.sloMarginPct));
    // A window that itself fell short still fails for want of requests.
    s.windowRequestsDue = 97;
    QVERIFY(StepJudge::judge(s, minimum(100)).verdict == StepVerdict::Fail);
}

// A fail that is clear on few requests stands, with its margin: 40 of 50 requests missing a
// p99 target is no accident.
void TestStepJudge::aConfidentFailNeedsNoMinimum()
{
    StepSignals s = clean(50, 0);
    s.objectives[0].misses = 40;
    const StepJudgement j = StepJudge::judge(s, minimum(100));
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.first().contains(QStringLiteral("attained 20.00 %")),
             qPrintable(j.reasons.join(QLatin1Char('|'))));
    QVERIFY(!j.reasons.join(QLatin1Char('|')).contains(QStringLiteral("only 50")));
    QCOMPARE(j.sloMarginPct, 20.0 - 99.0);
    // Three misses in 50 are 94 % attained, below the target but not clearly: too few to say.
    s.objectives[0].misses = 3;
    const StepJudgement unclear = StepJudge::judge(s, minimum(100));
    QCOMPARE(unclear.verdict, StepVerdict::Fail);
    QVERIFY(unclear.reasons.first().startsWith(QStringLiteral("only 50 requests measured")));
    QVERIFY(std::isnan(unclear.sloMarginPct));
}

// Issue 16: with misses in bursts (dispersion d), n requests are worth about n / d independent
// ones, so a step that a binomial count would pass early runs on.
void TestStepJudge::clusteredMissesNeedLongerSteps()
{
    StepSignals s;
    s.objectives = {{QStringLiteral("TTFT <= 1000 ms"), 300, 3, 95.0}};
    s.requestsDue = 300;
    s.maxErrorRatePct = 100; // no error limit: the objective alone decides
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), D::Pass);
    QCOMPARE(StepJudge::earlyDecision(s, 0.99, 8), D::Undecided);
    // A clear failure stays one.
    s.objectives.first().misses = 150;
    QCOMPARE(StepJudge::earlyDecision(s, 0.99, 8), D::Fail);
}

void TestStepJudge::aConfirmationHoldsOnlyWithConfidence()
{
    StepSignals s;
    s.objectives = {{QStringLiteral("TTFT <= 1000 ms"), 228, 10, 95.0}}; // 95.6 %: a pass
    QVERIFY(!StepJudge::notConfirmed(s, 0.9).isEmpty());
    s.objectives.first().misses = 4; // 98.2 %: clearly above 95 %
    QVERIFY(StepJudge::notConfirmed(s, 0.9).isEmpty());
    // The same count with misses in bursts of about 5 is not clear.
    s.steady.dispersion = {5};
    const QString why = StepJudge::notConfirmed(s, 0.9);
    QVERIFY(why.contains(QStringLiteral("90 % confidence")));
}

// Issue 18: a run-duration tally beside healthy call objectives decides the step on its own:
// it fails the step (by its label), decides early, holds a confirmation back, and the request
// minimum counts runs.
void TestStepJudge::runObjectivesJudgeRuns()
{
    StepSignals s = healthy();
    s.objectives = {{QStringLiteral("TTFT <= 500 ms"), 3000, 5, 99.0}}; // clean and long
    s.requestsDue = 3000;
    s.requestsFailed = 3;
    s.completed = 2997;
    s.runPlan = true;
    s.runsDue = 200;
    ObjectiveTally run{QStringLiteral("agent run duration p90 <= 120 s"), 200, 40, 90.0};
    run.countsRuns = true;
    s.objectives.append(run);
    StepJudge::Limits limits;
    limits.minRequests = 100;
    StepJudgement j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QCOMPARE(j.reasons.size(), 1);
    QVERIFY2(j.reasons.first().startsWith(QStringLiteral("agent run duration p90 <= 120 s: "
                                                         "attained 80.00 %")),
             qPrintable(j.reasons.first()));
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), D::Fail);

    s.objectives.last().misses = 4; // 98 %: passes, and with confidence
    j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Pass);
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), D::Pass);
    s.objectives.last().misses = 19; // 90.5 %: a pass, but not a confident one
    QCOMPARE(StepJudge::earlyDecision(s, 0.99), D::Undecided);
    limits.passConfidence = 0.9;
    j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.first().contains(QStringLiteral("over 200 runs")),
             qPrintable(j.reasons.first()));
    limits.passConfidence = 0;

    // 2000 calls but 50 runs: too few for a verdict.
    s.objectives.last() = run;
    s.objectives.last().judged = 50;
    s.objectives.last().misses = 0;
    s.runsDue = 50;
    j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.first().contains(QStringLiteral("only 50 runs measured")),
             qPrintable(j.reasons.first()));

    // No run ended: named as such.
    s.objectives.last().judged = 0;
    j = StepJudge::judge(s, limits);
    QVERIFY2(j.reasons.join(QLatin1Char('\n')).contains(QStringLiteral("no run ended to judge it")),
             qPrintable(j.reasons.join(QLatin1Char('\n'))));
}

// An ITL objective counts token gaps (SloEvaluator pools them): a pass without confidence says
// so, not "requests" (the demo's step said "over 1056633 requests" for 40 s of requests).
void TestStepJudge::itlIsConfirmedOverTokenGaps()
{
    StepSignals s = healthy();
    ObjectiveTally itl{QStringLiteral("ITL <= 6 ms"), 100000, 4990, 95.0}; // 95.01 %
    itl.countsGaps = true;
    s.objectives = {itl};
    StepJudge::Limits limits;
    limits.minRequests = 100;
    limits.passConfidence = 0.9;
    const StepJudgement j = StepJudge::judge(s, limits);
    QCOMPARE(j.verdict, StepVerdict::Fail);
    QVERIFY2(j.reasons.first().contains(QStringLiteral("over 100000 token gaps")),
             qPrintable(j.reasons.first()));
}

QTEST_APPLESS_MAIN(TestStepJudge)
#include "tst_stepjudge.moc"
