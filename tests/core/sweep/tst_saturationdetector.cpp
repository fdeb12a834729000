#include "sweep/SaturationDetector.h"

#include <QRandomGenerator>
#include <QTest>

using namespace llmcap;

namespace {

// A step of `seconds` at `offered` req/s; `growth` requests/s of backlog added to in-flight,
// and the TTFT rising with it.
SaturationInput makeStep(double seconds, double offered, double completed, double growth,
                         bool withServer)
{
    QRandomGenerator rng(3);
    SaturationInput in;
    in.windowSec = seconds;
    in.offeredRps = offered;
    in.completedRps = completed;
    for (int s = 0; s <= int(seconds); ++s) {
        in.sampleTimeSec.push_back(s);
        in.inFlight.push_back(8.0 + growth * s + rng.bounded(3));
        if (withServer)
            in.serverWaiting.push_back(std::max(0.0, growth * s - 1.0 + rng.bounded(2)));
    }
    for (int r = 0; r < int(seconds * offered); ++r) {
        const double t = r / offered;
        in.requestTimeSec.push_back(t);
        in.ttftMs.push_back(120.0 + growth * 40.0 * t + rng.bounded(30));
    }
    return in;
}

} // namespace

class TestSaturationDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stableStepIsNotSaturated();
    void growingBacklogIsSaturated();
    void shortWindowSkipsGuideLlmRule();
    void driftWithinCountingNoiseIsNotABacklog();
    void scatterWiderThanPoissonRaisesTheFloor();
};

void TestSaturationDetector::stableStepIsNotSaturated()
{
    const SaturationVerdict v = SaturationDetector::evaluate(makeStep(60, 10, 10, 0, true));
    QVERIFY2(!v.saturated, qPrintable(v.reasons.join(QLatin1Char('|'))));
}

void TestSaturationDetector::growingBacklogIsSaturated()
{
    const SaturationVerdict v = SaturationDetector::evaluate(makeStep(60, 10, 8, 2.0, true));
    QVERIFY(v.saturated);
    QCOMPARE(v.reasons.size(), 3);
    QVERIFY(v.reasons.at(0).contains(QStringLiteral("in-flight requests and TTFT both rise")));
    QVERIFY(v.reasons.at(1).contains(QStringLiteral("growing backlog")));
    QVERIFY(v.reasons.at(2).contains(QStringLiteral("waiting queue grows")));
}

void TestSaturationDetector::shortWindowSkipsGuideLlmRule()
{
    // 10 s is below GuideLLM's 30 s; the backlog rule still sees offered > completed.
    const SaturationVerdict v = SaturationDetector::evaluate(makeStep(10, 10, 7, 2.0, false));
    QVERIFY(v.saturated);
    QCOMPARE(v.reasons.size(), 1);
    QVERIFY(v.reasons.first().contains(QStringLiteral("growing backlog")));
}

// About 20 requests in flight fluctuate by about 4.5 (Poisson), the difference of two samples by
// about 6.5: a "significant" rise of 3 over a 20 s step, with completions 6 % behind, is noise,
// and so is a rise of 12 (under 2.5 standard deviations); a rise of 20 is a backlog.
void TestSaturationDetector::driftWithinCountingNoiseIsNotABacklog()
{
    auto step = [](double rise) {
        SaturationInput in;
        in.windowSec = 20;
        in.offeredRps = 2.02;
        in.completedRps = 1.90;
        for (int s = 0; s < 20; ++s) {
            in.sampleTimeSec.push_back(s);
            in.inFlight.push_back(15.0 + rise * s / 19.0 + (s % 2) * 0.5);
        }
        return in;
    };
    for (double rise : {3.0, 12.0}) {
        const SaturationVerdict noise = SaturationDetector::evaluate(step(rise));
        QVERIFY(noise.inFlightTrend.significantlyPositive);
        QVERIFY2(!noise.saturated, qPrintable(noise.reasons.join(QLatin1Char('|'))));
    }
    const SaturationVerdict backlog = SaturationDetector::evaluate(step(20));
    QVERIFY(backlog.saturated);
    QVERIFY(backlog.reasons.first().contains(QStringLiteral("growing backlog")));
}

// Queueing makes in-flight counts scatter more than Poisson: the floor follows the scatter
// around the trend, so a rise that would stand out of Poisson noise does not stand out of it.
void TestSaturationDetector::scatterWiderThanPoissonRaisesTheFloor()
{
    auto step = [](double swing) {
        SaturationInput in;
        in.windowSec = 40;
        in.offeredRps = 2.0;
        in.completedRps = 1.8;
        for (int s = 0; s < 40; ++s) {
            in.sampleTimeSec.push_back(s);
            in.inFlight.push_back(14.0 + 18.0 * s / 39.0 + ((s % 2) ? swing : -swing));
        }
        return in;
    };
    // Mean about 23: the Poisson floor is 2.5 sqrt(2 x 23) = 17; a rise of 18 clears it.
    QVERIFY(SaturationDetector::evaluate(step(0.5)).saturated);
    // A swing of +-6 (variance 36) raises the floor to 2.5 sqrt(2 x 36) = 21.
    const SaturationVerdict wide = SaturationDetector::evaluate(step(6));
    QVERIFY(wide.inFlightTrend.significantlyPositive);
    QVERIFY2(!wide.saturated, qPrintable(wide.reasons.join(QLatin1Char('|'))));
}

QTEST_APPLESS_MAIN(TestSaturationDetector)
#include "tst_saturationdetector.moc"
