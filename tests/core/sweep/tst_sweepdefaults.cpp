#include "sim/SimPresetCatalog.h"
#include "sweep/SweepDefaults.h"

#include <QTest>

using namespace llmcap;

class TestSweepDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validates();
    void targetsTheBuiltinServer();
    void workloadFitsThePreset();
    void sloBoundsLatency();
    void stepsAreShort();
    void completesAnEmptySetup();
    void fillsOnlyWhatIsMissing();
    void endpointSweepIsNamedAfterTheEndpoint();
};

void TestSweepDefaults::validates()
{
    const SweepSetup setup = defaultSweepSetup();
    const Status s = SweepConfig::validate(setup.config);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    // Round trip as a stored sweep (what resume reads back).
    auto back = SweepConfig::fromJson(setup.config.toJson());
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QVERIFY(SweepConfig::validate(*back).ok());
    QCOMPARE(back->bench.plan.workload, setup.config.bench.plan.workload);
    QCOMPARE(*back->bench.slo, *setup.config.bench.slo);
}

void TestSweepDefaults::targetsTheBuiltinServer()
{
    const SweepSetup setup = defaultSweepSetup();
    QVERIFY(setup.builtinServer);
    QCOMPARE(setup.simPreset, QStringLiteral("tiny-cpu"));
    QVERIFY(SimPresetCatalog::builtin().find(setup.simPreset).has_value());
    QVERIFY(setup.simSpeed >= 1.0);
}

void TestSweepDefaults::workloadFitsThePreset()
{
    const SweepSetup setup = defaultSweepSetup();
    const auto preset = SimPresetCatalog::builtin().find(setup.simPreset);
    QVERIFY(preset);
    const Workload &w = setup.config.bench.plan.workload;
    QCOMPARE(w.classes.size(), 1);
    // Longest prompt plus longest output stays inside the preset's context.
    const int longest =
        w.classes.first().inputTokens.maximum() + w.classes.first().outputTokens.maximum();
    QVERIFY2(longest <= preset->engine.maxModelLen, qPrintable(QString::number(longest)));
    // ~200 prompt / ~100 output tokens: the shape tiny-cpu's description is calibrated for.
    QVERIFY(qAbs(w.classes.first().inputTokens.mean() - 220) < 60);
    QVERIFY(qAbs(w.classes.first().outputTokens.mean() - 100) < 10);
}

void TestSweepDefaults::sloBoundsLatency()
{
    const Slo slo = *defaultSweepSetup().config.bench.slo;
    QVERIFY(!slo.name.isEmpty());
    QVERIFY(slo.objective(SloMetric::Ttft).has_value());
    QVERIFY(slo.objective(SloMetric::Itl).has_value());
    QVERIFY(slo.objective(SloMetric::Tpot).has_value());
    QVERIFY(slo.maxErrorRatePct > 0);
}

void TestSweepDefaults::stepsAreShort()
{
    // A first-time sweep ends in minutes: about ten steps of at most maxStepS plus warm-up.
    const SweepConfig c = defaultSweepSetup().config;
    QVERIFY(c.stepWarmupS + c.maxStepS + c.cooldownS <= 20);
    QVERIFY(c.minStepS <= c.maxStepS);
    QVERIFY(c.search.repeats >= 2); // the boundary comes with a spread
}

void TestSweepDefaults::completesAnEmptySetup()
{
    // What the interim set-up yields: a SweepSetup with neither workload nor SLO.
    SweepSetup empty;
    empty.config.bench.projectId = 7;
    QVERIFY(!SweepConfig::validate(empty.config).ok());
    const SweepSetup done = SweepDefaults::completed(empty);
    QVERIFY(SweepConfig::validate(done.config).ok());
    QCOMPARE(done.config.bench.plan.workload, SweepDefaults::workload());
    QCOMPARE(*done.config.bench.slo, SweepDefaults::slo());
    QCOMPARE(done.config.minStepS, defaultSweepSetup().config.minStepS);
    QCOMPARE(done.simSpeed, defaultSweepSetup().simSpeed);
    QCOMPARE(done.config.bench.projectId, 7);
    QVERIFY(done.builtinServer);

    // An external endpoint keeps its target.
    SweepSetup external;
    external.builtinServer = false;
    external.config.bench.target.baseUrl = QUrl(QStringLiteral("http://gpu-host:8000"));
    const SweepSetup ext = SweepDefaults::completed(external);
    QVERIFY(!ext.builtinServer);
    QCOMPARE(ext.config.bench.target.baseUrl, external.config.bench.target.baseUrl);
}

void TestSweepDefaults::fillsOnlyWhatIsMissing()
{
    SweepSetup partial = defaultSweepSetup();
    partial.config.bench.plan.workload = Workload::single(64, 16);
    partial.config.bench.slo.reset();
    partial.config.minStepS = 9;
    const SweepSetup done = SweepDefaults::completed(partial);
    QCOMPARE(done.config.bench.plan.workload, Workload::single(64, 16));
    QCOMPARE(*done.config.bench.slo, SweepDefaults::slo());
    QCOMPARE(done.config.minStepS, 9.0);

    // A complete set-up comes back unchanged.
    const SweepSetup full = defaultSweepSetup();
    const SweepSetup same = SweepDefaults::completed(full);
    QCOMPARE(same.config.toJson(), full.config.toJson());
}

// Issue 36: a sweep of an HTTP endpoint started with the form's first name ("Default sweep
// (built-in server)") or none is stored under the endpoint's name; a name typed stays.
void TestSweepDefaults::endpointSweepIsNamedAfterTheEndpoint()
{
    SweepSetup external = defaultSweepSetup();
    external.builtinServer = false;
    external.config.bench.target.baseUrl = QUrl(QStringLiteral("http://10.0.0.5:8000/v1"));
    external.config.bench.target.model = QStringLiteral("qwen");
    QCOMPARE(external.config.name, SweepDefaults::config().name);
    QCOMPARE(SweepDefaults::completed(external).config.name,
             QStringLiteral("Sweep of qwen at 10.0.0.5:8000"));
    external.config.name.clear();
    QCOMPARE(SweepDefaults::completed(external).config.name,
             QStringLiteral("Sweep of qwen at 10.0.0.5:8000"));
    // Nothing set up but the endpoint: the default sweep against it, named after it.
    SweepSetup bare;
    bare.builtinServer = false;
    bare.config.bench.target.baseUrl = QUrl(QStringLiteral("http://gpu-host:8000"));
    QCOMPARE(SweepDefaults::completed(bare).config.name, QStringLiteral("Sweep of gpu-host:8000"));
    external.config.name = QStringLiteral("nightly");
    QCOMPARE(SweepDefaults::completed(external).config.name, QStringLiteral("nightly"));
    // The built-in server keeps the default name.
    QCOMPARE(SweepDefaults::completed(defaultSweepSetup()).config.name,
             SweepDefaults::config().name);
}

QTEST_APPLESS_MAIN(TestSweepDefaults)
#include "tst_sweepdefaults.moc"
