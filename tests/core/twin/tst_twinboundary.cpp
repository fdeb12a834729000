#include "TwinFixture.h"
#include "twin/ServiceModelFit.h"
#include "twin/TwinBoundary.h"
#include "util/SampleQuantile.h"

#include <QTest>

#include <cmath>
#include <thread>

using namespace llmcap;
using namespace llmcap::twinfixture;

namespace {

Slo sloOf(double ttftMs, double tpotMs, double pct)
{
    Slo s;
    s.objectives = {{SloMetric::Ttft, ttftMs, pct}, {SloMetric::Tpot, tpotMs, pct}};
    return s;
}

} // namespace

class TestTwinBoundary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void judgesPerObjective();
    void matchesTheLongRunOfThePreset_data();
    void matchesTheLongRunOfThePreset();
    void takesTheRunSpreadOut();
};

// Attainment per objective: TTFT counts every request, TPOT those with two tokens or more;
// refused and unfinished requests miss; requests before fromSec are not judged.
void TestTwinBoundary::judgesPerObjective()
{
    std::vector<SimArrival> arrivals(5);
    SimulationResult r;
    r.requests.resize(5);
    r.errors.resize(5);
    const double ttft[] = {0.1, 0.2, 0.9, 0.1, 0.1};
    for (int i = 0; i < 5; ++i) {
        arrivals[size_t(i)].arrivalSec = i;
        SimRequestTiming &t = r.requests[size_t(i)];
        t.arrivalSec = i;
        t.firstScheduledSec = i;
        t.firstTokenSec = i + ttft[i];
        t.finishSec = t.firstTokenSec + 1.0;
        t.outputTokens = i == 1 ? 1 : 11; // TPOT 100 ms
    }
    r.requests[3].finishSec = -1; // unfinished
    r.errors[4] = QStringLiteral("refused");
    const TwinAttainment a =
        TwinBoundary::judge(arrivals, {}, r, sloOf(500, 150, 50), /*fromSec*/ 0.5);
    QCOMPARE(a.requests, 4);
    QCOMPARE(a.objectives.size(), size_t(2));
    QCOMPARE(a.objectives[0].judged, 4); // TTFT: 0.2 ok, 0.9 miss, unfinished, refused
    QCOMPARE(a.objectives[0].attainmentPct, 25.0);
    QCOMPARE(a.objectives[1].judged, 3); // TPOT: request 1 has one token
    QCOMPARE(a.objectives[1].attainmentPct, 100.0 / 3);
    QVERIFY(!a.met());
    QCOMPARE(a.worstMarginPct, 25.0 - 50);
}

void TestTwinBoundary::matchesTheLongRunOfThePreset_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("arrival");
    QTest::addColumn<double>("ttftMs");
    QTest::addColumn<double>("tpotMs");
    QTest::addColumn<double>("pct");
    QTest::addColumn<QList<double>>("rates");
    // bench_boundary's chat cells and SLOs; measured steps below and near the boundary.
    QTest::addRow("tiny-cpu poisson")
        << "tiny-cpu"
        << "poisson" << 1000.0 << 100.0 << 95.0 << QList<double>{0.3, 0.7, 1.0};
    QTest::addRow("few-slot-cpu gamma")
        << "few-slot-cpu"
        << "gamma:0.5" << 1000.0 << 50.0 << 95.0 << QList<double>{0.2, 0.4, 0.6};
}

// The twin's boundary lies within 10 % of the long-run boundary of the true preset, simulated
// long with the same workload, arrivals and judgement; one boundary takes a few CPU seconds.
void TestTwinBoundary::matchesTheLongRunOfThePreset()
{
    QFETCH(QString, preset);
    QFETCH(QString, arrival);
    QFETCH(double, ttftMs);
    QFETCH(double, tpotMs);
    QFETCH(double, pct);
    QFETCH(QList<double>, rates);
    const SimPreset p = twinfixture::preset(preset);
    const Workload w = twinfixture::workload(QStringLiteral("chat"));
    const ArrivalProcess process = *ArrivalProcess::parse(arrival);
    ServiceModelFit fit;
    for (qsizetype k = 0; k < rates.size(); ++k)
        fit.addStep(measure(p, w, process, rates[k], 120, 21 + quint64(k)).records);
    const ServiceModelFitResult f = fit.fit();
    QVERIFY2(f.ok, qPrintable(f.error));

    TwinBoundary::Options o;
    o.workload = w;
    o.arrival = process;
    o.slo = sloOf(ttftMs, tpotMs, pct);
    o.guessRps = rates.last();
    const TwinBoundaryResult twin = TwinBoundary(o).estimate(f.model, f.draws);
    QVERIFY2(twin.found, qPrintable(twin.error));
    // The long runs ran on every hardware thread (three at least); on one, each draw and seed
    // finds the same.
    if (preset == QLatin1String("tiny-cpu")) {
        TwinBoundary::Options threads = o, serial = o;
        threads.threads = std::max(3, int(std::thread::hardware_concurrency()));
        serial.threads = 1;
        const TwinBoundaryResult many = TwinBoundary(threads).estimate(f.model, f.draws);
        const TwinBoundaryResult one = TwinBoundary(serial).estimate(f.model, f.draws);
        QVERIFY(one.boundariesRps == many.boundariesRps);
        QVERIFY(one.boundariesRps == twin.boundariesRps);
        QCOMPARE(one.simulatedRuns, many.simulatedRuns);
    }

    TwinBoundary::Options long_ = o;
    long_.runS = 20000;
    long_.maxRequests = 20000;
    long_.precision = 0.01;
    long_.seed = 777;
    const TwinBoundaryResult truth =
        TwinBoundary(long_).boundaryOf(p.engine, StepTimeModel(p.stepTime), 3);
    QVERIFY(truth.found);
    qInfo("twin %.3f req/s (95 %% %.3f-%.3f, planned %.3f; %lld runs of %lld requests, %.2f CPU "
          "s); preset's long run %.3f req/s (%.2f CPU s)",
          twin.boundaryRps, twin.lowerRps, twin.upperRps, twin.plannedRps, twin.simulatedRuns,
          twin.requestsPerRun, twin.cpuSeconds, truth.boundaryRps, truth.cpuSeconds);
    QVERIFY(twin.lowerRps <= twin.boundaryRps && twin.boundaryRps <= twin.upperRps);
    QVERIFY(twin.plannedRps <= twin.boundaryRps);
    QVERIFY2(std::abs(twin.boundaryRps / truth.boundaryRps - 1) < 0.10,
             "the twin's boundary is more than 10 % off the preset's long run");
    // The long run's attainment falls through the target between half and twice the boundary.
    const SimulationRunner runner(f.model.engineConfig(), StepTimeModel(f.model.stepTimeParams()));
    const TwinBoundary tb(o);
    QVERIFY(tb.attainment(runner, twin.boundaryRps / 2, 5, 3000).met());
    QVERIFY(!tb.attainment(runner, twin.boundaryRps * 2, 5, 3000).met());
}

// 40 draws whose boundaries spread by 2 % from their parameters and 4 % from one finite run,
// and 8 seeds of one model that spread by 4 % alone: the draws' spread shrinks towards their
// parameters' (the seeds' spread is discounted by a fifth, and the median's own noise added),
// around the same median. When the seeds spread as much as the draws, only the median's noise is
// left.
void TestTwinBoundary::takesTheRunSpreadOut()
{
    // Fixed standard normal quantiles, so the test is exact.
    auto z = [](int i, int n) {
        const double p = (i + 0.5) / n;
        // The logistic approximation: close enough for spreads.
        return std::log(p / (1 - p)) / 1.702;
    };
    auto sdOfLogs = [](const std::vector<double> &v) {
        double m = 0, ss = 0;
        for (const double x : v)
            m += std::log(x);
        m /= double(v.size());
        for (const double x : v)
            ss += (std::log(x) - m) * (std::log(x) - m);
        return std::sqrt(ss / double(v.size() - 1));
    };
    TwinBoundaryResult r;
    const int n = 40;
    for (int i = 0; i < n; ++i) // parameters and run noise uncorrelated: i and a shuffled index
        r.boundariesRps.push_back(std::exp(0.02 * z(i, n) + 0.04 * z((i * 17) % n, n)));
    std::vector<double> seeds;
    for (int i = 0; i < 8; ++i)
        seeds.push_back(std::exp(0.04 * z(i, 8)));
    const double before = sdOfLogs(r.boundariesRps);
    const double median = sampleQuantile(r.boundariesRps, 0.5);
    TwinBoundary::removeRunNoise(&r, seeds);
    const double after = sdOfLogs(r.boundariesRps);
    qInfo("draws' spread %.2f %% -> %.2f %%; seeds %.2f %%", 100 * before, 100 * after,
          100 * r.runNoiseRel);
    QVERIFY(r.runNoiseRemoved);
    QCOMPARE(r.drawSpreadRel, before);
    QVERIFY(before > 0.04);
    // sqrt(before^2 - (0.8 x seeds)^2 + median noise^2 + model error^2): 3.9 % (the discount
    // errs wide; the model error is TwinBoundary::kModelErrorRel).
    const double expected = std::sqrt(before * before - std::pow(0.8 * r.runNoiseRel, 2) +
                                      std::pow(1.2533 * 0.8 * r.runNoiseRel / std::sqrt(40.0), 2) +
                                      std::pow(TwinBoundary::kModelErrorRel, 2));
    QVERIFY2(std::abs(after / expected - 1) < 0.02 && after < 0.85 * before,
             qPrintable(QString::number(after)));
    QVERIFY(std::abs(sampleQuantile(r.boundariesRps, 0.5) / median - 1) < 1e-3);

    TwinBoundaryResult noise;
    for (int i = 0; i < n; ++i)
        noise.boundariesRps.push_back(std::exp(0.025 * z(i, n)));
    TwinBoundary::removeRunNoise(&noise, seeds);
    // 1.2533 x 0.8 x the seeds' spread / sqrt(40), the median's noise, and the model error.
    const double left = sdOfLogs(noise.boundariesRps);
    const double medianNoise = 1.2533 * 0.8 * noise.runNoiseRel / std::sqrt(40.0);
    QVERIFY2(std::abs(left / std::hypot(medianNoise, TwinBoundary::kModelErrorRel) - 1) < 0.05,
             qPrintable(QString::number(left)));
}

QTEST_GUILESS_MAIN(TestTwinBoundary)
#include "tst_twinboundary.moc"
