#include "TwinFixture.h"
#include "sim/SimulationRunner.h"
#include "twin/ServiceModelFit.h"

#include <QTest>

using namespace llmcap;
using namespace llmcap::twinfixture;

namespace {

struct Light
{
    double ttftMs = 0, itlMs = 0;
};

// Mean TTFT and mean ITL (per gap) over the measured requests of records.
Light measuredLight(const std::vector<RequestRecord> &records)
{
    Light l;
    double n = 0, gaps = 0;
    for (const RequestRecord &r : records) {
        if (r.warmup || !r.succeeded() || r.chunks.empty())
            continue;
        l.ttftMs += double(r.firstTokenNs - r.sentNs) / 1e6;
        n += 1;
        for (size_t c = 1; c < r.chunks.size(); ++c) {
            l.itlMs += double(r.chunks[c].tNs - r.chunks[c - 1].tNs) / 1e6;
            gaps += 1;
        }
    }
    l.ttftMs /= std::max(1.0, n);
    l.itlMs /= std::max(1.0, gaps);
    return l;
}

// The same arrivals through the twin: mean TTFT and mean ITL (decode time per gap).
Light twinLight(const ServiceModel &m, const std::vector<RequestRecord> &records)
{
    std::vector<SimArrival> arrivals;
    std::vector<bool> judged;
    for (const RequestRecord &r : records) {
        arrivals.push_back({double(r.sentNs) / 1e9, int(r.promptTokens), int(r.completionTokens)});
        judged.push_back(!r.warmup && r.succeeded());
    }
    const SimulationResult result =
        SimulationRunner(m.engineConfig(), StepTimeModel(m.stepTimeParams())).run(arrivals);
    Light l;
    double n = 0, gaps = 0;
    for (size_t i = 0; i < arrivals.size(); ++i) {
        const SimRequestTiming &t = result.requests[i];
        if (!judged[i] || !t.finished())
            continue;
        l.ttftMs += t.ttftSec() * 1000;
        n += 1;
        l.itlMs += t.decodeSec() * 1000;
        gaps += t.outputTokens - 1;
    }
    l.ttftMs /= std::max(1.0, n);
    l.itlMs /= std::max(1.0, gaps);
    return l;
}

} // namespace

class TestServiceModelFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recoversLightLoad_data();
    void recoversLightLoad();
    void findsTheSlotLimit();
    void failsOnTooFewRequests();
};

void TestServiceModelFit::recoversLightLoad_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QList<double>>("rates");
    QTest::addColumn<double>("lightRps");
    QTest::addRow("tiny-cpu chat") << "tiny-cpu"
                                   << "chat" << QList<double>{0.3, 0.7, 1.0} << 0.2;
    QTest::addRow("few-slot-cpu chat") << "few-slot-cpu"
                                       << "chat" << QList<double>{0.3, 0.6, 0.9} << 0.2;
    QTest::addRow("8b-h100 chat") << "llama-3.1-8b-h100"
                                  << "chat" << QList<double>{5, 20, 35} << 3.0;
    QTest::addRow("tiny-cpu summarise") << "tiny-cpu"
                                        << "summarise" << QList<double>{0.08, 0.16, 0.24} << 0.05;
}

// The fit sees only records; its twin must reproduce the light-load TTFT and ITL of another
// run of the same engine within 15 %.
void TestServiceModelFit::recoversLightLoad()
{
    QFETCH(QString, preset);
    QFETCH(QString, workload);
    QFETCH(QList<double>, rates);
    QFETCH(double, lightRps);
    const SimPreset p = twinfixture::preset(preset);
    const Workload w = twinfixture::workload(workload);
    ServiceModelFit fit;
    for (qsizetype k = 0; k < rates.size(); ++k) {
        const double window = std::max(120.0, 150 / rates[k]);
        fit.addStep(measure(p, w, ArrivalProcess{}, rates[k], window, 11 + quint64(k)).records);
    }
    const ServiceModelFitResult r = fit.fit();
    QVERIFY2(r.ok, qPrintable(r.error));
    const ServiceModel &m = r.model;
    qInfo("fixed %.3f ms, per seq %.3f ms, per ctx %.4f us, per prefill token %.4f ms, limit %d "
          "(%s), chunk %d, stall ratio %.2f, residual %.3f, gaps %lld, prefill rows %lld, "
          "draws %zu",
          m.stepFixedSec * 1e3, m.perSequenceSec * 1e3, m.perContextTokenSec * 1e6,
          m.perPrefillTokenSec * 1e3, m.concurrencyLimit,
          m.concurrencyLimitObserved ? "observed" : "lower bound", m.prefillChunkTokens,
          m.prefillStallRatio, m.stepResidualRel, r.decodeGaps, r.prefillRequests, r.draws.size());
    QCOMPARE(int(r.draws.size()), 200);

    const MeasuredStep light = measure(p, w, ArrivalProcess{}, lightRps, 400, 99);
    const Light measured = measuredLight(light.records);
    const Light twin = twinLight(m, light.records);
    qInfo("light load %.2f req/s: TTFT %.1f ms measured, %.1f twin; ITL %.2f ms measured, %.2f "
          "twin",
          lightRps, measured.ttftMs, twin.ttftMs, measured.itlMs, twin.itlMs);
    QVERIFY(measured.ttftMs > 0 && measured.itlMs > 0);
    QVERIFY2(std::abs(twin.ttftMs / measured.ttftMs - 1) < 0.15, "TTFT off by more than 15 %");
    QVERIFY2(std::abs(twin.itlMs / measured.itlMs - 1) < 0.15, "ITL off by more than 15 %");
}

// few-slot-cpu holds 4 sequences; the rest queue. The fit must find 4 (or within one) and see
// the queueing; so for tiny-cpu's 8 under bursts; the 8B H100 at a light load shows no limit.
void TestServiceModelFit::findsTheSlotLimit()
{
    const Workload w = twinfixture::workload(QStringLiteral("chat"));
    ServiceModelFit fit;
    const SimPreset p = twinfixture::preset(QStringLiteral("few-slot-cpu"));
    for (const double rate : {0.4, 0.8, 1.0})
        fit.addStep(measure(p, w, ArrivalProcess{}, rate, 200, 5).records);
    const ServiceModelFitResult r = fit.fit();
    QVERIFY2(r.ok, qPrintable(r.error));
    qInfo("few-slot-cpu: limit %d (%s), %lld queued requests", r.model.concurrencyLimit,
          r.model.concurrencyLimitObserved ? "observed" : "lower bound", r.queuedRequests);
    QVERIFY(std::abs(r.model.concurrencyLimit - 4) <= 1);
    QVERIFY(r.model.concurrencyLimitObserved);
    QCOMPARE(r.model.engineConfig().maxNumSeqs, r.model.concurrencyLimit);

    // tiny-cpu's limit of 8 binds under bursts near its boundary (gamma 0.5, chat).
    ServiceModelFit bursts;
    for (const double rate : {0.2, 0.5, 0.7, 0.85})
        bursts.addStep(measure(twinfixture::preset(QStringLiteral("tiny-cpu")), w,
                               *ArrivalProcess::parse(QStringLiteral("gamma:0.5")), rate, 120,
                               300 + quint64(rate * 100))
                           .records);
    const ServiceModelFitResult t = bursts.fit();
    QVERIFY2(t.ok, qPrintable(t.error));
    qInfo("tiny-cpu, gamma: limit %d (%s)", t.model.concurrencyLimit,
          t.model.concurrencyLimitObserved ? "observed" : "lower bound");
    QCOMPARE(t.model.concurrencyLimit, 8);
    QVERIFY(t.model.concurrencyLimitObserved);

    ServiceModelFit light;
    light.addStep(measure(twinfixture::preset(QStringLiteral("llama-3.1-8b-h100")), w,
                          ArrivalProcess{}, 5, 120, 5)
                      .records);
    const ServiceModelFitResult h = light.fit();
    QVERIFY2(h.ok, qPrintable(h.error));
    QVERIFY(!h.model.concurrencyLimitObserved);
    QVERIFY(h.model.engineConfig().maxNumSeqs >= 256);
}

void TestServiceModelFit::failsOnTooFewRequests()
{
    ServiceModelFit fit;
    const MeasuredStep s =
        measure(twinfixture::preset(QStringLiteral("tiny-cpu")),
                twinfixture::workload(QStringLiteral("chat")), ArrivalProcess{}, 0.5, 4, 1, 0);
    std::vector<RequestRecord> few(s.records.begin(),
                                   s.records.begin() + std::min<qsizetype>(1, s.records.size()));
    fit.addStep(few);
    const ServiceModelFitResult r = fit.fit();
    QVERIFY(!r.ok);
    QVERIFY(!r.error.isEmpty());
}

QTEST_GUILESS_MAIN(TestServiceModelFit)
#include "tst_servicemodelfit.moc"
