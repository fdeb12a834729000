#include "sim/RealTimeClock.h"
#include "sim/SimRandom.h"
#include "sim/SimulationRunner.h"

#include "SimTestConfig.h"

#include <QElapsedTimer>
#include <QTest>

#include <numeric>

using namespace llmcap;

namespace {

// Poisson arrivals at rateRps with lengths spread around the given means.
std::vector<SimArrival> poisson(int count, double rateRps, int promptMean, int outputMean,
                                quint64 seed = 1)
{
    std::vector<SimArrival> out;
    double t = 0;
    for (int i = 0; i < count; ++i) {
        const quint64 key = simrandom::combine(seed, quint64(i));
        t += -std::log(1.0 - simrandom::uniform01(key)) / rateRps;
        SimArrival a;
        a.arrivalSec = t;
        a.promptTokens = promptMean / 2 + int(simrandom::uniform01(key + 1) * promptMean);
        a.outputTokens = outputMean / 2 + int(simrandom::uniform01(key + 2) * outputMean);
        out.push_back(a);
    }
    return out;
}

double mean(const std::vector<double> &v)
{
    return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

} // namespace

class TestSimulationRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void virtualAndRealTimeAgree();
    void ttftRisesWithPromptLength();
    void tpotRisesWithBatchSize();
    void queueTimeGrowsPastSaturation();
    void prefixGroupsHitTheCache();
    void horizonReportsUnfinished();
    void refusedRequestsAreReported();
    void countsTokenGaps();
};

void TestSimulationRunner::virtualAndRealTimeAgree()
{
    const auto arrivals = poisson(40, 4.0, 120, 40);
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    const SimulationResult virt = runner.run(arrivals);

    RealTimeClock clock(25.0);
    QElapsedTimer wall;
    wall.start();
    const SimulationResult real = runner.run(arrivals, clock);
    const double wallSec = wall.elapsed() / 1000.0;

    QCOMPARE(virt.completionOrder.size(), arrivals.size());
    QCOMPARE(real.completionOrder, virt.completionOrder);
    for (size_t i = 0; i < arrivals.size(); ++i) {
        QCOMPARE(real.requests[i].outputTokens, arrivals[i].outputTokens);
        QCOMPARE(real.requests[i].outputTokens, virt.requests[i].outputTokens);
        QCOMPARE(real.requests[i].finishSec, virt.requests[i].finishSec);
    }
    // Real time really waited: the simulated span divided by the speed.
    QVERIFY2(wallSec >= 0.9 * virt.endSec / 25.0,
             qPrintable(QStringLiteral("wall %1 s, simulated %2 s").arg(wallSec).arg(virt.endSec)));
}

void TestSimulationRunner::ttftRisesWithPromptLength()
{
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    double previous = 0;
    for (int prompt : {16, 128, 512, 1024, 2048, 4000}) {
        const SimulationResult r = runner.run({SimArrival{0.0, prompt, 4}});
        const double ttft = r.requests.front().ttftSec();
        QVERIFY2(ttft > previous, qPrintable(QStringLiteral("prompt %1: TTFT %2 s, before %3 s")
                                                 .arg(prompt)
                                                 .arg(ttft)
                                                 .arg(previous)));
        previous = ttft;
    }
}

void TestSimulationRunner::tpotRisesWithBatchSize()
{
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    double previous = 0;
    for (int batch : {1, 2, 4, 8}) {
        std::vector<SimArrival> arrivals(size_t(batch), SimArrival{0.0, 64, 64});
        const SimulationResult r = runner.run(arrivals);
        std::vector<double> tpot;
        for (const auto &t : r.requests)
            tpot.push_back(t.tpotSec());
        const double m = mean(tpot);
        QVERIFY2(m > previous, qPrintable(QStringLiteral("batch %1: TPOT %2 s, before %3 s")
                                              .arg(batch)
                                              .arg(m)
                                              .arg(previous)));
        previous = m;
    }
}

void TestSimulationRunner::queueTimeGrowsPastSaturation()
{
    // The small replica serves 8 sequences of ~100 output tokens at ~25 ms a step: about
    // 3 requests per second. At 10 req/s the queue grows for as long as the traffic lasts.
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    const auto over = poisson(1000, 10.0, 200, 100);
    const SimulationResult r = runner.run(over);
    QCOMPARE(r.unfinished, 0);

    // Mean queue time of the requests arriving in each 20 s window: each window waits longer.
    std::vector<double> windowMeans;
    for (int w = 0; w < 5; ++w) {
        std::vector<double> q;
        for (const auto &t : r.requests) {
            if (t.arrivalSec >= w * 20.0 && t.arrivalSec < (w + 1) * 20.0)
                q.push_back(t.queueSec());
        }
        windowMeans.push_back(mean(q));
    }
    for (size_t w = 1; w < windowMeans.size(); ++w)
        QVERIFY2(windowMeans[w] > windowMeans[w - 1] + 5.0,
                 qPrintable(QStringLiteral("window %1: %2 s after %3 s")
                                .arg(w)
                                .arg(windowMeans[w])
                                .arg(windowMeans[w - 1])));

    // Below saturation the queue stays short.
    const SimulationResult under = runner.run(poisson(200, 1.0, 200, 100));
    QCOMPARE(under.unfinished, 0);
    double maxQueue = 0;
    for (const auto &t : under.requests)
        maxQueue = std::max(maxQueue, t.queueSec());
    QVERIFY2(maxQueue < 2.0, qPrintable(QString::number(maxQueue)));
}

void TestSimulationRunner::prefixGroupsHitTheCache()
{
    std::vector<SimArrival> arrivals;
    for (int i = 0; i < 20; ++i)
        arrivals.push_back(SimArrival{i * 1.0, 600, 8, quint64(1 + i % 2), 512});
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    const SimulationResult r = runner.run(arrivals);
    QCOMPARE(r.requests[0].cachedPromptTokens, 0);
    QCOMPARE(r.requests[1].cachedPromptTokens, 0);
    for (size_t i = 2; i < arrivals.size(); ++i)
        QCOMPARE(r.requests[i].cachedPromptTokens, 512);
    QVERIFY(r.requests[5].ttftSec() < r.requests[1].ttftSec());
    QCOMPARE(r.counters.prefixHitTokens, 18 * 512);
}

void TestSimulationRunner::horizonReportsUnfinished()
{
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    runner.setHorizonSec(1.0);
    const SimulationResult r = runner.run({SimArrival{0.0, 64, 1000}, SimArrival{5.0, 64, 4}});
    QCOMPARE(r.unfinished, 2);
    QVERIFY(r.completionOrder.empty());
    QVERIFY(r.requests[0].outputTokens > 10);
    QVERIFY(!r.requests[0].finished());
    QCOMPARE(r.endSec, 1.0);
}

void TestSimulationRunner::refusedRequestsAreReported()
{
    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    const SimulationResult r = runner.run({SimArrival{0.0, 5000, 4}, SimArrival{0.1, 10, 4}});
    QCOMPARE(r.refused, 1);
    QVERIFY(!r.errors[0].isEmpty());
    QVERIFY(r.errors[1].isEmpty());
    QCOMPARE(r.completionOrder, std::vector<int>{1});
}

// A 2,000-token prompt arriving while another request decodes is prefilled in four chunks of
// at most 511 tokens (a 512-token budget less the decoding token), each about 0.5 s: four of
// the decoding request's 39 gaps are long, the others one step (about 21 ms).
void TestSimulationRunner::countsTokenGaps()
{
    const std::vector<SimArrival> arrivals = {SimArrival{0.0, 10, 40}, SimArrival{0.3, 2000, 3}};
    SimulationRunner plain(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    const SimulationResult none = plain.run(arrivals);
    QVERIFY(none.gapsTotal.empty() && none.gapsWithin.empty());
    QCOMPARE(none.gapIndex(0.1), -1);

    SimulationRunner runner(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    runner.setGapThresholdsSec({0.1, 1.0});
    const SimulationResult r = runner.run(arrivals);
    QCOMPARE(r.gapIndex(1.0), 1);
    QCOMPARE(r.gapsTotal[0], 39.0);
    QCOMPARE(r.gapsWithin[0 * 2 + 0], 35.0);
    QCOMPARE(r.gapsWithin[0 * 2 + 1], 39.0);
    QCOMPARE(r.gapsTotal[1], 2.0); // three tokens
    QCOMPARE(r.gapsWithin[1 * 2 + 0], 2.0);
    // The timelines are the same whether gaps are counted or not.
    QCOMPARE(r.requests[0].finishSec, none.requests[0].finishSec);
}

QTEST_APPLESS_MAIN(TestSimulationRunner)
#include "tst_simulationrunner.moc"
