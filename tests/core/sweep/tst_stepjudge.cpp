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
    void healthyStepPasses();
    void failures_data();
    void failures();
    void clientLimitedIsInvalid();
    void saturationOnlyHasNoMargin();
    void noSteadyStateNeverPasses();
    void earlyDecision_data();
    void earlyDecision();
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

QTEST_APPLESS_MAIN(TestStepJudge)
#include "tst_stepjudge.moc"
