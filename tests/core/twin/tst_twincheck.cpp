#include "TwinFixture.h"
#include "bench/SloEvaluator.h"
#include "sweep/VirtualStepExecutor.h"
#include "twin/ServiceModelFit.h"
#include "twin/TwinCheck.h"

#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace llmcap::twinfixture;

namespace {

void print(const char *what, const TwinCheckResult &r)
{
    qInfo("%s: %s; boundary error at step %d: %+.1f %%", what, qPrintable(r.summary),
          r.nearestStep + 1, r.boundaryErrorRel * 100);
    for (const TwinStepCheck &s : r.steps) {
        QStringList parts;
        for (const TwinFigure &f : s.figures)
            parts << QStringLiteral("%1 %2 [%3, %4]%5")
                         .arg(f.name)
                         .arg(f.measured, 0, 'g', 4)
                         .arg(f.low, 0, 'g', 4)
                         .arg(f.high, 0, 'g', 4)
                         .arg(f.inside() ? QString() : QStringLiteral(" OUT"));
        qInfo("  step %d at %.3f req/s (%lld requests) %s: %s", s.step + 1, s.offeredRps,
              s.requests, s.pass ? "pass" : "FAIL", qPrintable(parts.join(QStringLiteral("; "))));
    }
}

} // namespace

class TestTwinCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesOnItsEngineAndFailsWrongTwins_data();
    void passesOnItsEngineAndFailsWrongTwins();
    void knowsTheKvCacheItsServerReports();
    void judgesItlOnEveryTokenGap();
    void replaysTheCachedPrefixItsServerReports();
};

void TestTwinCheck::passesOnItsEngineAndFailsWrongTwins_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("arrival");
    QTest::addColumn<double>("tpotMs");
    QTest::addColumn<QList<double>>("rates");
    QTest::addRow("tiny-cpu poisson") << "tiny-cpu"
                                      << "poisson" << 100.0 << QList<double>{0.3, 0.7, 1.0, 1.1};
    QTest::addRow("few-slot-cpu gamma") << "few-slot-cpu"
                                        << "gamma:0.5" << 50.0 << QList<double>{0.2, 0.4, 0.5};
}

// The twin fitted on a preset's steps passes its check on them, and its boundary error at the
// step nearest the boundary is small; a twin with half the step time, and one with a slot
// limit half the true one, fail.
void TestTwinCheck::passesOnItsEngineAndFailsWrongTwins()
{
    QFETCH(QString, preset);
    QFETCH(QString, arrival);
    QFETCH(double, tpotMs);
    QFETCH(QList<double>, rates);
    const SimPreset p = twinfixture::preset(preset);
    const Workload w = twinfixture::workload(QStringLiteral("chat"));
    const ArrivalProcess process = *ArrivalProcess::parse(arrival);
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 1000, 95}, {SloMetric::Tpot, tpotMs, 95}};
    ServiceModelFit fit;
    TwinCheck::Options o;
    o.slo = slo;
    TwinCheck check(o);
    for (qsizetype k = 0; k < rates.size(); ++k) {
        const MeasuredStep s = measure(p, w, process, rates[k], 200, 31 + quint64(k));
        fit.addStep(s.records);
        check.addStep(s.records, s.window);
    }
    const ServiceModelFitResult f = fit.fit();
    QVERIFY2(f.ok, qPrintable(f.error));

    const TwinCheckResult good = check.check(f.model, f.draws, rates.last());
    print("fitted twin", good);
    QVERIFY2(good.pass, qPrintable(good.summary));
    QCOMPARE(int(good.steps.size()), int(rates.size()));
    QVERIFY(good.nearestStep >= 1); // the steps' offered rates differ from their labels
    QVERIFY(std::isnan(good.boundaryErrorRel) || std::abs(good.boundaryErrorRel) < 0.1);

    std::vector<ServiceModel> halfDraws;
    for (const ServiceModel &m : f.draws)
        halfDraws.push_back(m.scaled(0.5));
    const TwinCheckResult fast = check.check(f.model.scaled(0.5), halfDraws, rates.last());
    print("step time halved", fast);
    QVERIFY(!fast.pass);
    QVERIFY(std::isnan(fast.boundaryErrorRel) || fast.boundaryErrorRel > 0.3);

    ServiceModel fewer = f.model;
    fewer.concurrencyLimit = std::max(1, fewer.concurrencyLimit / 2);
    fewer.concurrencyLimitObserved = true;
    const TwinCheckResult narrow = check.check(fewer, {}, rates.last());
    print("half the slots", narrow);
    QVERIFY(!narrow.pass);
}

// kv-tight-8b runs out of KV near its boundary and preempts. Its twin, told the cache the
// server reports (what a virtual sweep records of /metrics: 1,200 blocks of 16, prefix caching
// on, so a recompute reuses the blocks not yet evicted), preempts too and passes its check on
// the steps; the twin that knows no cache reads the loaded steps too fast and fails.
void TestTwinCheck::knowsTheKvCacheItsServerReports()
{
    const SimPreset p = twinfixture::preset(QStringLiteral("kv-tight-8b"));
    const Workload w = twinfixture::workload(QStringLiteral("chat"));
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 500, 99}, {SloMetric::Tpot, 40, 99}};
    VirtualStepExecutor::Options executor;
    executor.preset = p;
    const KvCache kv = KvCache::fromServing(VirtualStepExecutor(executor).endpoint().serving);
    QCOMPARE(kv.tokens, 19200);
    QCOMPARE(kv.source, KvCache::Source::ServerBlocks);
    QVERIFY(kv.prefixCaching);

    const QList<double> rates = {6, 12, 16, 18, 20};
    ServiceModelFit told, blind;
    TwinCheck::Options o;
    o.slo = slo;
    TwinCheck check(o);
    for (qsizetype k = 0; k < rates.size(); ++k) {
        const MeasuredStep s = measure(p, w, ArrivalProcess{}, rates[k], 120, 51 + quint64(k));
        told.addStep(s.records);
        blind.addStep(s.records);
        check.addStep(s.records, s.window);
    }
    told.setKvCache(kv);
    const ServiceModelFitResult a = told.fit(), b = blind.fit();
    QVERIFY2(a.ok && b.ok, qPrintable(a.error + b.error));
    const TwinCheckResult knows = check.check(a.model, a.draws, rates.last());
    print("twin told the KV cache", knows);
    const TwinCheckResult never = check.check(b.model, b.draws, rates.last());
    print("twin whose KV never binds", never);
    QVERIFY2(knows.pass, qPrintable(knows.summary));
    QVERIFY2(!never.pass, qPrintable(never.summary));
}

// llama-slots-cpu stops every slot's decode while a prompt is processed: a few gaps of about
// 0.5 s among gaps of 30-40 ms. A step judges ITL over every gap pooled (SloEvaluator), which
// a request's TPOT averages away. The check measures ITL as the step did, the twin predicts it
// from its own token gaps, and it passes.
void TestTwinCheck::judgesItlOnEveryTokenGap()
{
    const SimPreset p = twinfixture::preset(QStringLiteral("llama-slots-cpu"));
    const Workload w = twinfixture::workload(QStringLiteral("chat"));
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 3000, 95}, {SloMetric::Itl, 40, 95}};
    const QList<double> rates = {0.1, 0.2, 0.3};
    ServiceModelFit fit;
    TwinCheck::Options o;
    o.slo = slo;
    TwinCheck check(o);
    std::vector<double> stepItl;
    for (qsizetype k = 0; k < rates.size(); ++k) {
        const MeasuredStep s = measure(p, w, ArrivalProcess{}, rates[k], 300, 71 + quint64(k));
        fit.addStep(s.records);
        check.addStep(s.records, s.window);
        const SloResult judged = SloEvaluator::evaluate(s.records, slo, s.window);
        stepItl.push_back(judged.objectives.at(1).attainmentPct);
    }
    const ServiceModelFitResult f = fit.fit();
    QVERIFY2(f.ok, qPrintable(f.error));
    const TwinCheckResult r = check.check(f.model, f.draws, rates.last());
    print("llama-slots twin, ITL 40 ms", r);
    QVERIFY2(r.pass, qPrintable(r.summary));
    for (size_t k = 0; k < r.steps.size(); ++k) {
        const TwinFigure &itl = r.steps[k].figures.at(1);
        QCOMPARE(itl.name, QStringLiteral("ITL attainment %"));
        // As the step judged it, not a share of requests' TPOT.
        QVERIFY2(std::abs(itl.measured - stepItl[k]) < 1e-6,
                 qPrintable(QStringLiteral("%1 against %2").arg(itl.measured).arg(stepItl[k])));
        QVERIFY(itl.measured < 100);
    }
}

// The RAG example on llama-3.1-8b-h100: every prompt begins with the same 1,500-token system
// prompt, which the server serves from its prefix cache and reports as cached tokens. The
// replay gives those requests a shared prefix, so the twin prefills what the server did and
// passes; told nothing of the cache (the records' cached tokens removed), the replay prefills
// every prompt whole and reads the steps slow.
void TestTwinCheck::replaysTheCachedPrefixItsServerReports()
{
    const SimPreset p = twinfixture::preset(QStringLiteral("llama-3.1-8b-h100"));
    const Workload w = twinfixture::workload(QStringLiteral("rag"));
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 4000, 95}, {SloMetric::E2e, 20000, 95}};
    const QList<double> rates = {1, 1.8, 2.3};
    ServiceModelFit fit;
    TwinCheck::Options o;
    o.slo = slo;
    TwinCheck check(o), blind(o);
    qint64 cached = 0;
    for (qsizetype k = 0; k < rates.size(); ++k) {
        MeasuredStep s = measure(p, w, ArrivalProcess{}, rates[k], 60, 93 + quint64(k));
        qInfo("DEBUG %zu records window %f start %f last sched %f", s.records.size(),
              s.window.seconds(), s.window.startNs * 1e-9, s.records.back().scheduledNs * 1e-9);
        fit.addStep(s.records);
        check.addStep(s.records, s.window);
        for (RequestRecord &r : s.records) {
            cached += std::max<qint64>(0, r.cachedTokens);
            r.cachedTokens = -1;
        }
        blind.addStep(s.records, s.window);
    }
    QVERIFY(cached > 0);
    const ServiceModelFitResult f = fit.fit();
    QVERIFY2(f.ok, qPrintable(f.error));
    QVERIFY(f.model.prefixCaching);
    const TwinCheckResult r = check.check(f.model, f.draws, rates.last());
    print("RAG twin, cached prefixes replayed", r);
    QVERIFY2(r.pass, qPrintable(r.summary));
    const TwinCheckResult whole = blind.check(f.model, f.draws, rates.last());
    print("RAG twin, every prompt prefilled whole", whole);
    QVERIFY2(!whole.pass, qPrintable(whole.summary));
}

QTEST_GUILESS_MAIN(TestTwinCheck)
#include "tst_twincheck.moc"
