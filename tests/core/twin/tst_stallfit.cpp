// StallFit (issue 34): pauses of whole engine steps, as a client sees them in the gaps between
// tokens, fitted as a Pareto with a probability per step. Synthetic gaps with known pauses: the
// fit finds them, tells a client's own pause from the server's, and a handful is no model.
#include "sim/SimRandom.h"
#include "twin/StallFit.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace llmcap;

class TestStallFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsParetoPauses();
    void aClientPauseIsNotTheServers();
    void aFewPausesAreNoModel();
    void pausesCutAtOneLengthSetTheCap();
    void drawsSpreadAndStallElsewhere();
    void drawsReachBeyondTheLongestSeen();
};

namespace {

constexpr double kStepSec = 0.015;
constexpr double kNoiseSec = 0.0005;

// steps engine steps of three streams each; a pause from pauseOf(step) (0: none) lengthens
// the step, the following gap is a normal step.
template<typename PauseOf>
std::vector<StallGap> gapsOf(int steps, PauseOf pauseOf)
{
    std::vector<StallGap> gaps;
    for (int j = 0; j < steps; ++j) {
        const double pause = pauseOf(j);
        for (int stream = 0; stream < 3; ++stream) {
            const double noise =
                kNoiseSec * simrandom::standardNormal(simrandom::combine(quint64(j), stream));
            gaps.push_back({j, pause + noise, pause + 1.5 * noise});
        }
    }
    return gaps;
}

double paretoPause(int step, double probability, double scale, double shape, double cap)
{
    const quint64 key = simrandom::combine(77, quint64(step));
    if (simrandom::uniform01(simrandom::combine(key, 1)) >= probability)
        return 0;
    const double u = 1 - simrandom::uniform01(simrandom::combine(key, 2));
    return std::min(cap, scale * std::pow(u, -1 / shape));
}

// stall-cpu's pauses as a stall fit gives them: 1 % of steps, Pareto from 40 ms, shape 1.3,
// capped at maxSec.
StepStall stallCpuPauses(double maxSec)
{
    StepStall s;
    s.probability = 0.01;
    s.scaleSec = 0.04;
    s.shape = 1.3;
    s.maxSec = maxSec;
    return s;
}

} // namespace

void TestStallFit::findsParetoPauses()
{
    const auto gaps = gapsOf(200000, [](int j) { return paretoPause(j, 0.01, 0.04, 1.3, 1e9); });
    const StallFitResult r = fitStalls(gaps, kNoiseSec, kStepSec);
    QCOMPARE(r.stepsObserved, 200000);
    QVERIFY(r.stalls.enabled());
    qInfo("p %.4f scale %.4f shape %.3f cap %.2f from %lld", r.stalls.probability,
          r.stalls.scaleSec, r.stalls.shape, r.stalls.maxSec, r.stalledSteps);
    // The scale is the pauses' 10 % quantile: 0.04 x 0.9^(-1/1.3), with 90 % of them.
    QVERIFY(std::abs(r.stalls.scaleSec / (0.04 * std::pow(0.9, -1 / 1.3)) - 1) < 0.05);
    QVERIFY(std::abs(r.stalls.probability / 0.009 - 1) < 0.1);
    QVERIFY(std::abs(r.stalls.shape / 1.3 - 1) < 0.1);
    QCOMPARE(r.stalls.maxSec, r.largestSec); // an uncapped tail: capped at the longest seen
    QCOMPARE(r.stalls.distribution, StepStall::Distribution::Pareto);
}

// A paused client receives a step's tokens late, then the next one early by as much: the
// gap with the next is a normal pair of steps, so it is no stall.
void TestStallFit::aClientPauseIsNotTheServers()
{
    std::vector<StallGap> gaps;
    for (int j = 0; j < 10000; ++j) {
        const bool paused = j % 50 == 0;
        for (int stream = 0; stream < 3; ++stream)
            gaps.push_back({j, paused ? 0.05 : 0.0, 0.0});
    }
    const StallFitResult r = fitStalls(gaps, kNoiseSec, kStepSec);
    QCOMPARE(r.stalledSteps, 0);
    QVERIFY(!r.stalls.enabled());

    // The same lateness as the server's pause: the next gap does not make up for it.
    for (StallGap &g : gaps)
        g.excessWithNextSec = g.excessSec;
    const StallFitResult server = fitStalls(gaps, kNoiseSec, kStepSec);
    QCOMPARE(server.stalledSteps, 200);
    QVERIFY(server.stalls.enabled());
    QCOMPARE(server.stalls.probability, 180.0 / 10000); // above the 10 % quantile
}

void TestStallFit::aFewPausesAreNoModel()
{
    // Nine pauses (a deterministic engine showed six where its prefill accounting missed): none.
    const auto gaps = gapsOf(5000, [](int j) { return j % 500 == 100 ? 0.5 : 0.0; });
    const StallFitResult r = fitStalls(gaps, kNoiseSec, kStepSec);
    QCOMPARE(r.stalledSteps, 10);
    QVERIFY(r.stalls.enabled());
    const auto nine = gapsOf(4500, [](int j) { return j % 500 == 100 ? 0.5 : 0.0; });
    const StallFitResult few = fitStalls(nine, kNoiseSec, kStepSec);
    QCOMPARE(few.stalledSteps, 9);
    QVERIFY(!few.stalls.enabled());
    // Noise alone (six of its standard deviations, or a step, is the threshold): none.
    const StallFitResult quiet =
        fitStalls(gapsOf(50000, [](int) { return 0.0; }), kNoiseSec, kStepSec);
    QCOMPARE(quiet.stalledSteps, 0);
    QCOMPARE(quiet.thresholdSec, kStepSec);
}

// Pauses cut at 0.5 s pile up at it: the cap is that length, not beyond.
void TestStallFit::pausesCutAtOneLengthSetTheCap()
{
    const auto gaps = gapsOf(100000, [](int j) { return paretoPause(j, 0.01, 0.04, 1.0, 0.5); });
    const StallFitResult r = fitStalls(gaps, kNoiseSec, kStepSec);
    QVERIFY(r.stalls.enabled());
    QVERIFY(std::abs(r.stalls.maxSec - 0.5) < 0.002);
    QVERIFY(r.capSeen);
}

void TestStallFit::drawsSpreadAndStallElsewhere()
{
    const StepStall central = stallCpuPauses(4);
    double sumP = 0, sumSqP = 0;
    constexpr int kDraws = 400;
    quint64 previousSeed = 0;
    for (int d = 0; d < kDraws; ++d) {
        const StepStall s = drawStalls(central, 100, true, quint64(d)); // the cap was seen
        QVERIFY(s.seed != previousSeed);
        previousSeed = s.seed;
        QCOMPARE(s.scaleSec, central.scaleSec);
        QCOMPARE(s.maxSec, central.maxSec);
        sumP += s.probability;
        sumSqP += s.probability * s.probability;
    }
    const double mean = sumP / kDraws;
    const double sd = std::sqrt(sumSqP / kDraws - mean * mean);
    // 100 pauses: a relative spread of a tenth.
    QVERIFY(std::abs(mean / 0.01 - 1) < 0.03);
    QVERIFY(std::abs(sd / 0.001 - 1) < 0.2);
    // No stalls: draws without any.
    QVERIFY(!drawStalls(StepStall{}, 0, false, 1).enabled());
}

// An uncapped tail (no pile-up at the longest pause): a long run sees longer pauses than a
// sweep's 300. Each draw's cap is the longest of 300 pauses of its own Pareto, at least the
// longest seen and at most four times it; their median lies near the longest of 300 pauses,
// scale * (300 / ln 2)^(1 / shape) = 4.3 s for 40 ms and shape 1.3, well above the 1.5 s the
// sweep happened to see.
void TestStallFit::drawsReachBeyondTheLongestSeen()
{
    const StepStall central = stallCpuPauses(1.5);
    std::vector<double> caps;
    for (int d = 0; d < 401; ++d) {
        const StepStall s = drawStalls(central, 300, false, quint64(d));
        QVERIFY(s.maxSec >= central.maxSec);
        caps.push_back(s.maxSec);
    }
    std::sort(caps.begin(), caps.end());
    const double median = caps[caps.size() / 2];
    QVERIFY2(median > 3 && median < 6, qPrintable(QString::number(median)));
    QVERIFY(caps.front() == central.maxSec);    // some draws' longest lies below the one seen
    QVERIFY(caps.back() == 4 * central.maxSec); // and some far beyond: four times it at most
}

QTEST_GUILESS_MAIN(TestStallFit)
#include "tst_stallfit.moc"
