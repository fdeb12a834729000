#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/SimulatorEstimator.h"
#include "sim/SimPresetCatalog.h"

#include <QTest>

using namespace llmcap;

class TestSimulatorEstimator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presetForTheDemoReplica();
    void presetForAnUncataloguedReplica();
    void tinyPresetSaturatesAtAFewRequestsPerSecond();
    void stricterSloSustainsLess();
    void impossibleSloIsReported();
    void fillsOnlyWhatIsMissing();
    void planOnAnEstimateIsPreliminary();

private:
    static SimPreset tiny() { return *SimPresetCatalog::builtin().find("tiny-cpu"); }
    static EnvelopeShape shape(double in50, double in95, double out50, double out95)
    {
        EnvelopeShape s;
        EnvelopeShape::Part p;
        p.inputTokens = {in50, in95, in95 * 1.3};
        p.outputTokens = {out50, out95, out95 * 1.3};
        s.parts = {p};
        return s;
    }
    static Slo slo(double ttftMs, double tpotMs)
    {
        Slo s;
        s.objectives = {{SloMetric::Ttft, ttftMs, 95}, {SloMetric::Tpot, tpotMs, 90}};
        return s;
    }
    static SimulatorEstimator::Options quick()
    {
        SimulatorEstimator::Options o;
        o.requestsPerStep = 300;
        o.bisections = 4;
        return o;
    }
};

void TestSimulatorEstimator::presetForTheDemoReplica()
{
    auto preset = SimulatorEstimator::presetFor(DemoProject::input()->deployment);
    QVERIFY2(preset.ok(), qPrintable(preset.error()));
    QCOMPARE(preset->id, QString("llama-3.1-8b-h100"));
}

void TestSimulatorEstimator::presetForAnUncataloguedReplica()
{
    Deployment d = DemoProject::input()->deployment;
    d.modelId = "qwen2.5-72b";
    d.gpuId = "h200";
    d.tensorParallel = 2;
    d.maxModelLen = 32768;
    auto preset = SimulatorEstimator::presetFor(d);
    QVERIFY2(preset.ok(), qPrintable(preset.error()));
    QCOMPARE(preset->id, QString("plan-estimate"));
    QCOMPARE(preset->hardware.model.id, QString("qwen2.5-72b"));
    QCOMPARE(preset->hardware.tensorParallel, 2);
    QVERIFY(preset->engine.kvBlocks > 0);
    d.gpuId.clear();
    QVERIFY(!SimulatorEstimator::presetFor(d).ok());
}

void TestSimulatorEstimator::tinyPresetSaturatesAtAFewRequestsPerSecond()
{
    auto e =
        SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), slo(2000, 200), quick());
    QVERIFY2(e.ok(), qPrintable(e.error()));
    QVERIFY2(e->load.rateRps > 0.5 && e->load.rateRps < 10,
             qPrintable(QString::number(e->load.rateRps)));
    QCOMPARE(e->load.source, SustainableLoad::Source::Simulator);
    QCOMPARE(e->load.lowerRps, e->load.rateRps * 0.5);
    QCOMPARE(e->load.upperRps, e->load.rateRps * 1.5);
    QVERIFY(!e->load.preliminaryReason().isEmpty());
    QVERIFY(e->steps.size() >= 4);
    QVERIFY(e->load.notes.contains("tiny-cpu"));
    // Deterministic: the same inputs give the same estimate.
    auto again =
        SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), slo(2000, 200), quick());
    QCOMPARE(again->load.rateRps, e->load.rateRps);
}

void TestSimulatorEstimator::stricterSloSustainsLess()
{
    auto lenient =
        SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), slo(4000, 400), quick());
    auto strict =
        SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), slo(800, 120), quick());
    QVERIFY(lenient.ok() && strict.ok());
    QVERIFY2(strict->load.rateRps < lenient->load.rateRps,
             qPrintable(
                 QStringLiteral("%1 vs %2").arg(strict->load.rateRps).arg(lenient->load.rateRps)));
}

void TestSimulatorEstimator::impossibleSloIsReported()
{
    auto e = SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), slo(1, 1), quick());
    QVERIFY(!e.ok());
    QVERIFY2(e.error().contains("misses the SLO"), qPrintable(e.error()));
    QVERIFY(!SimulatorEstimator::estimate(tiny(), shape(200, 400, 100, 200), Slo(), quick()).ok());
}

void TestSimulatorEstimator::fillsOnlyWhatIsMissing()
{
    PlanInput demo = *DemoProject::input();
    const SustainableLoad manual = SustainableLoad::fromSweep("s1", 4, 3.5, 4.4);
    demo.deployment.sustainable = manual;
    QStringList notes;
    auto same = SimulatorEstimator::withEstimates(demo, &notes);
    QVERIFY(same.ok());
    QCOMPARE(same->deployment.sustainable, manual); // a given value stays
    QVERIFY(notes.isEmpty());
    demo.deployment.sustainable = {};
    auto filled = SimulatorEstimator::withEstimates(demo, &notes);
    QVERIFY2(filled.ok(), qPrintable(filled.error()));
    QCOMPARE(filled->deployment.sustainable.source, SustainableLoad::Source::Simulator);
    QVERIFY(filled->deployment.sustainable.rateRps > 1);
    QVERIFY(notes.join(" ").contains("the simulator sustains"));
}

void TestSimulatorEstimator::planOnAnEstimateIsPreliminary()
{
    PlanInput demo = *DemoProject::input();
    demo.deployment.sustainable = {};
    QVERIFY(!CapacityPlanner::plan(demo).complete());
    const CapacityPlan plan = CapacityPlanner::plan(*SimulatorEstimator::withEstimates(demo));
    QVERIFY(plan.complete());
    QVERIFY(plan.preliminary);
    QVERIFY(plan.preliminaryReasons.join(" ").contains("simulator"));
    QVERIFY(plan.totalLow <= plan.totalReplicas && plan.totalReplicas <= plan.totalHigh);
}

QTEST_GUILESS_MAIN(TestSimulatorEstimator)
#include "tst_simulatorestimator.moc"
