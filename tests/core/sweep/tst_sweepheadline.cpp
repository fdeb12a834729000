#include "sweep/SweepHeadline.h"

#include <QTest>

using namespace llmcap;

namespace {

SweepStep step(double rateRps, StepVerdict verdict, double ttftP95Ms, double itlP99Ms,
               double errorPct = 0)
{
    SweepStep s;
    s.rateRps = rateRps;
    s.verdict = verdict;
    s.ttft = {ttftP95Ms / 2, ttftP95Ms, ttftP95Ms * 1.5, 500};
    s.itl = {itlP99Ms / 3, itlP99Ms / 2, itlP99Ms, 20000};
    s.errorRatePct = errorPct;
    return s;
}

Slo slo()
{
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 800, 95}, {SloMetric::Itl, 100, 99}};
    slo.maxErrorRatePct = 1;
    return slo;
}

BoundaryEstimate bracketed()
{
    BoundaryEstimate b;
    b.found = b.bracketed = true;
    b.meanRps = 8.237;
    b.lowerRps = 7.61;
    b.upperRps = 8.912;
    b.plannedRps = 7.43;
    b.lastPassRps = 8;
    b.firstFailRps = 9;
    b.pairs = 3;
    b.method = QString::fromLatin1(BoundaryEstimate::kAttainmentFit);
    return b;
}

} // namespace

class TestSweepHeadline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneSentenceForABoundary();
    void aFasterSimulatorStatesTheReplicasRates();
    void withoutRepeatsNamesTheBracket();
    void unsafePlanSaysSo();
    void lowerBoundReadsAtLeast();
    void noPass();
    void bindingIsTheObjectiveFurthestOver_data();
    void bindingIsTheObjectiveFurthestOver();
    void saturationBinds();
    void noBindingWithoutAFailingStep();
    void percentileAtInterpolates();
};

void TestSweepHeadline::oneSentenceForABoundary()
{
    SweepResult r;
    r.boundary = bracketed();
    const QString text = SweepHeadline::text(r, QStringLiteral("TTFT p95"));
    QCOMPARE(text, QStringLiteral("Sustainable: 8.24 req/s per replica (95 % interval "
                                  "7.61\u20138.91); plan at 7.43 req/s; TTFT p95 binds."));
    // One sentence: no line break, none of the method's jargon.
    QVERIFY(!text.contains(QLatin1Char('\n')));
    QVERIFY(!text.contains(QStringLiteral("edge")));
    QVERIFY(!text.contains(QStringLiteral("fit")));
    // Without a binding objective the clause is left out; in runs the unit says runs/s.
    r.rateUnit = QStringLiteral("runs/s");
    QCOMPARE(SweepHeadline::text(r, std::nullopt),
             QStringLiteral("Sustainable: 8.24 runs/s per replica (95 % interval 7.61\u20138.91); "
                            "plan at 7.43 runs/s."));
}

// Issue 36, item 2: a sweep of the built-in server at 4x speed measured 4x the replica's rates on
// the client's clock; the sentence states the replica's, as its plan takes them, and says so.
void TestSweepHeadline::aFasterSimulatorStatesTheReplicasRates()
{
    SweepResult r;
    r.boundary = bracketed();
    const QString text = SweepHeadline::text(r, QStringLiteral("TTFT p95"), 4);
    QCOMPARE(text, QStringLiteral("Sustainable: 2.06 req/s per replica (95 % interval "
                                  "1.9\u20132.23); plan at 1.86 req/s; TTFT p95 binds. (run at "
                                  "4x speed)"));
    QVERIFY(SweepHeadline::speedNote(4).contains(QStringLiteral("client's clock")));
    QVERIFY(SweepHeadline::speedNote(1).isEmpty());
    QCOMPARE(SweepHeadline::text(r, std::nullopt, 1), SweepHeadline::text(r, std::nullopt));
}

void TestSweepHeadline::withoutRepeatsNamesTheBracket()
{
    SweepResult r;
    r.boundary = bracketed();
    r.boundary.method = QString::fromLatin1(BoundaryEstimate::kEdgePairs);
    r.boundary.pairs = 1;
    const QString text = SweepHeadline::text(r, std::nullopt);
    QVERIFY2(text.contains(QStringLiteral("(between 7.61 and 8.91)")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("interval")), qPrintable(text));
}

void TestSweepHeadline::unsafePlanSaysSo()
{
    SweepResult r;
    r.boundary = bracketed();
    r.boundary.unsafe = true;
    const QString text = SweepHeadline::text(r, std::nullopt);
    QVERIFY2(text.contains(QStringLiteral("UNSAFE")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("7.43 req/s")), qPrintable(text));
}

// A sweep that ended client-limited or above its maximum: never called a boundary.
void TestSweepHeadline::lowerBoundReadsAtLeast()
{
    SweepResult r;
    r.boundary.found = true;
    r.boundary.meanRps = r.boundary.lowerRps = r.boundary.upperRps = 8;
    const QString text = SweepHeadline::text(r, std::nullopt);
    QVERIFY2(text.startsWith(QStringLiteral("At least 8 req/s per replica")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Sustainable")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("plan at")), qPrintable(text));
}

void TestSweepHeadline::noPass()
{
    SweepResult r;
    const QList<SweepStep> steps = {step(2, StepVerdict::Fail, 2400, 20),
                                    step(1, StepVerdict::Fail, 1600, 20)};
    const auto binding = SweepHeadline::binding(slo(), steps, r.boundary);
    QCOMPARE(binding.value_or(QString()), QStringLiteral("TTFT p95"));
    QCOMPARE(SweepHeadline::text(r, binding),
             QStringLiteral("No sustainable rate: every rate tried missed the SLO; TTFT p95 "
                            "binds."));
}

void TestSweepHeadline::bindingIsTheObjectiveFurthestOver_data()
{
    QTest::addColumn<double>("ttftP95Ms");
    QTest::addColumn<double>("itlP99Ms");
    QTest::addColumn<double>("errorPct");
    QTest::addColumn<QString>("binding");
    QTest::addRow("ttft") << 1200.0 << 90.0 << 0.0 << QStringLiteral("TTFT p95");
    QTest::addRow("itl") << 900.0 << 150.0 << 0.0 << QStringLiteral("ITL p99");
    QTest::addRow("errors") << 900.0 << 110.0 << 5.0 << QStringLiteral("error rate");
    QTest::addRow("none over") << 700.0 << 90.0 << 0.5 << QString();
}

// Within every objective, the step failed because the server fell behind: its throughput binds.
void TestSweepHeadline::saturationBinds()
{
    SweepStep overloaded = step(9, StepVerdict::Fail, 700, 90);
    overloaded.offeredRps = 9;
    overloaded.completedRps = 6.5;
    overloaded.windowS = 60;
    const QList<SweepStep> steps = {step(8, StepVerdict::Pass, 500, 50), overloaded};
    QCOMPARE(SweepHeadline::binding(slo(), steps, bracketed()).value_or(QString()),
             QStringLiteral("the server's throughput"));
    overloaded.completedRps = 9;
    overloaded.steady = false; // latencies still rising at the window's end
    QCOMPARE(
        SweepHeadline::binding(slo(), {steps.first(), overloaded}, bracketed()).value_or(QString()),
        QStringLiteral("the server's throughput"));
}

// At the first failing rate (9 req/s); the passing steps below and the confirmation run at the
// same rate do not count.
void TestSweepHeadline::bindingIsTheObjectiveFurthestOver()
{
    QFETCH(double, ttftP95Ms);
    QFETCH(double, itlP99Ms);
    QFETCH(double, errorPct);
    QFETCH(QString, binding);
    SweepStep confirm = step(9, StepVerdict::Fail, 5000, 5000, 50);
    confirm.confirm = true;
    const QList<SweepStep> steps = {step(8, StepVerdict::Pass, 5000, 5000, 50),
                                    step(9, StepVerdict::Fail, ttftP95Ms, itlP99Ms, errorPct),
                                    confirm};
    QCOMPARE(SweepHeadline::binding(slo(), steps, bracketed()).value_or(QString()), binding);
}

void TestSweepHeadline::noBindingWithoutAFailingStep()
{
    BoundaryEstimate lowerBound;
    lowerBound.found = true;
    lowerBound.meanRps = lowerBound.lowerRps = 8;
    const QList<SweepStep> steps = {step(8, StepVerdict::Pass, 5000, 5000)};
    QVERIFY(!SweepHeadline::binding(slo(), steps, lowerBound));
}

void TestSweepHeadline::percentileAtInterpolates()
{
    const LatencyPoint p{100, 190, 230, 10};
    QCOMPARE(SweepHeadline::percentileAt(p, 50).value_or(-1), 100.0);
    QCOMPARE(SweepHeadline::percentileAt(p, 90).value_or(-1), 180.0);
    QCOMPARE(SweepHeadline::percentileAt(p, 95).value_or(-1), 190.0);
    QCOMPARE(SweepHeadline::percentileAt(p, 97).value_or(-1), 210.0);
    QCOMPARE(SweepHeadline::percentileAt(p, 99.9).value_or(-1), 230.0);
    QVERIFY(!SweepHeadline::percentileAt(LatencyPoint{}, 95));
}

QTEST_APPLESS_MAIN(TestSweepHeadline)
#include "tst_sweepheadline.moc"
