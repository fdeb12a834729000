#include "plan/SweepSummary.h"
#include "sim/SimPresetCatalog.h"
#include "storage/Database.h"
#include "twin/TwinBoundary.h"
#include "twin/TwinCheck.h"
#include "workflow/SweepSession.h"

#include <QEventLoop>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

// Issue 34: sweeps whose boundary is their calibrated twin's, each against the long-run
// boundary of its preset (tst_sweepsession has the session's other behaviour). Not labelled
// "threads": the twin's long runs are CPU, which ThreadSanitizer slows 5-15 times;
// tst_twinestimatejob and tst_parallelfor run its threads under it.

using namespace llmcap;

namespace {

// The default sweep as a user starts it (tiny-cpu, 200 prompt / 100 output tokens, TTFT 1 s
// and TPOT 100 ms at 95 %), at speed 1 in virtual time: 15-20 min of simulated endpoint time
// in a few seconds of CPU.
SweepSetup defaultLikeSetup(const QString &preset)
{
    SweepSetup s;
    s.virtualTime = true;
    s.simPreset = preset;
    SweepConfig &c = s.config;
    c.name = QStringLiteral("twin test");
    c.bench.plan.workload = Workload::single(200, 100);
    Slo slo;
    slo.name = QStringLiteral("chat");
    slo.objectives = {{SloMetric::Ttft, 1000, 95}, {SloMetric::Tpot, 100, 95}};
    slo.maxErrorRatePct = 1;
    c.bench.slo = slo;
    c.builtinServer = SweepConfig::BuiltinServer{preset, 1.0, 1, true};
    return s;
}

// The long-run boundary of the setup's preset itself (its engine, 2 seeds of runS-long runs)
// under the setup's workload and SLO: what the twin must find.
TwinBoundaryResult longRunTruth(const SweepSetup &setup, double runS)
{
    const SimPreset preset = *SimPresetCatalog::builtin().find(setup.simPreset);
    TwinBoundary::Options options;
    options.workload = setup.config.bench.plan.workload;
    options.slo = *setup.config.bench.slo;
    options.runS = runS;
    return TwinBoundary(options).boundaryOf(preset.engine, StepTimeModel(preset.stepTime), 2);
}

// Runs a session to its end on setup; the result, or a failure message.
std::optional<SweepResult> runToEnd(SweepSession &session, const SweepSetup &setup)
{
    QSignalSpy finished(&session, &SweepSession::finished);
    QSignalSpy failed(&session, &SweepSession::failed);
    if (const Status s = session.start(setup); !s) {
        qWarning("start: %s", qPrintable(s.error()));
        return std::nullopt;
    }
    QEventLoop loop;
    QObject::connect(&session, &SweepSession::finished, &loop, &QEventLoop::quit);
    QObject::connect(&session, &SweepSession::failed, &loop, &QEventLoop::quit);
    QTimer::singleShot(300000, &loop, &QEventLoop::quit);
    if (finished.isEmpty() && failed.isEmpty())
        loop.exec();
    if (!failed.isEmpty())
        qWarning("failed: %s", qPrintable(failed.first().first().toString()));
    if (finished.isEmpty())
        return std::nullopt;
    return finished.first().first().value<SweepResult>();
}

} // namespace

class TestSweepSessionTwin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theTwinGivesTheBoundary();
    void theTwinLearnsTheStallsOfItsServer();
    void theTwinKnowsTheKvCacheOfItsServer();
    void aStepFarAboveTheBoundaryDoesNotVetoTheTwin();
    void aNarrowTwinFarBelowTheFailConfirmsAtOnce();

private:
    QString dbPath(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
};

// Issue 34: by default the sweep's boundary is its calibrated twin's. It must lie within 5 %
// of the preset's long-run boundary (the engine itself, long runs), its interval must cover
// it, the plan's rate must lie below it, and the stored sweep must give plans the twin's
// figures, marked modeled, with its draws for the breach probability. The same sweep with the
// twin off keeps the empirical estimate and no twin.
void TestSweepSessionTwin::theTwinGivesTheBoundary()
{
    const SweepSetup setup = defaultLikeSetup(QStringLiteral("tiny-cpu"));
    SweepSession session(dbPath("twin.sqlite"));
    QSignalSpy modeling(&session, &SweepSession::modelingStarted);
    const std::optional<SweepResult> result = runToEnd(session, setup);
    QVERIFY(result);
    qInfo("%s", qPrintable(result->summary()));
    const BoundaryEstimate &b = result->boundary;
    QVERIFY2(b.usesTwin(), qPrintable(b.methodText()));
    QVERIFY(b.twin.checkPassed);
    // At the bracket when a confirmation follows, and at the end.
    QVERIFY(modeling.size() >= 1);

    const TwinBoundaryResult truth = longRunTruth(setup, 1800);
    QVERIFY(truth.found);
    qInfo("twin %.3f [%.3f, %.3f], planned %.3f; truth %.3f; empirical %.3f (planned %.3f)",
          b.meanRps, b.lowerRps, b.upperRps, b.plannedRps, truth.boundaryRps, b.empiricalMeanRps,
          b.empiricalPlannedRps);
    QVERIFY(std::abs(b.meanRps / truth.boundaryRps - 1) < 0.05);
    QVERIFY(b.lowerRps <= truth.boundaryRps * 1.02 && truth.boundaryRps <= b.upperRps * 1.02);
    QVERIFY(b.plannedRps <= truth.boundaryRps);
    QVERIFY(b.plannedRps >= 0.85 * truth.boundaryRps);
    QVERIFY(!b.empiricalMethod.isEmpty());

    auto db = Database::open(dbPath("twin.sqlite"));
    QVERIFY(db.ok());
    auto summary = SweepSummary::find(**db, QString::number(session.sweepId()));
    QVERIFY2(summary.ok(), qPrintable(summary.error()));
    QVERIFY(summary->modeled());
    QCOMPARE(summary->plannedRps, b.plannedRps);
    QVERIFY(summary->provenance().startsWith(QStringLiteral("modeled from sweep")));
    QCOMPARE(summary->boundaryDrawsRps.size(), b.twin.boundariesRps.size());
    QVERIFY(summary->boundaryDrawsRps.size() >= 20);
    const SustainableLoad load = summary->sustainableLoad();
    QCOMPARE(load.method, QStringLiteral("twin"));
    QVERIFY(load.notes.contains(QStringLiteral("modeled from sweep")));

    // The twin off: the empirical estimate, no twin in the result.
    SweepSetup off = setup;
    off.twin = false;
    SweepSession plain(dbPath("no-twin.sqlite"));
    const std::optional<SweepResult> empirical = runToEnd(plain, off);
    QVERIFY(empirical);
    QVERIFY(!empirical->boundary.usesTwin());
    QVERIFY(!empirical->boundary.twinTried());
    QVERIFY(!empirical->summary().contains(QStringLiteral("twin")));
}

// stall-cpu pauses 1 % of its engine steps (Pareto, at least 40 ms, shape 1.3, at most 4 s), as a
// shared CPU does. The twin sees the pauses in the gaps between tokens, runs its long runs with
// them and gives a boundary near the long-run one; without them it read three times too high
// and its check failed. A first fit from light steps only, its boundary beyond every step, is
// probed there.
void TestSweepSessionTwin::theTwinLearnsTheStallsOfItsServer()
{
    const SweepSetup setup = defaultLikeSetup(QStringLiteral("stall-cpu"));
    SweepSession session(dbPath("stall.sqlite"));
    const std::optional<SweepResult> result = runToEnd(session, setup);
    QVERIFY(result);
    qInfo("%s", qPrintable(result->summary()));
    const BoundaryEstimate &b = result->boundary;
    QVERIFY2(b.usesTwin(), qPrintable(b.methodText()));
    QVERIFY(b.twin.stallProbability > 0.005 && b.twin.stallProbability < 0.02);
    QVERIFY(b.twin.stallMinMs > 30 && b.twin.stallMinMs < 60);
    QVERIFY(b.twin.stallShape > 0.9 && b.twin.stallShape < 1.8);
    QVERIFY(result->summary().contains(QStringLiteral("of steps pause")));

    const TwinBoundaryResult truth = longRunTruth(setup, 3600);
    QVERIFY(truth.found);
    qInfo("twin %.3f [%.3f, %.3f], planned %.3f; truth %.3f; empirical %.3f (planned %.3f)",
          b.meanRps, b.lowerRps, b.upperRps, b.plannedRps, truth.boundaryRps, b.empiricalMeanRps,
          b.empiricalPlannedRps);
    QVERIFY(std::abs(b.meanRps / truth.boundaryRps - 1) < 0.12);
    QVERIFY(b.plannedRps <= 1.02 * truth.boundaryRps);
    QVERIFY(b.plannedRps >= 0.8 * truth.boundaryRps);
}

// kv-tight-8b holds 1,200 KV blocks of 16 tokens and preempts when they run out, near its
// boundary. The virtual sweep records the cache as the server's /metrics shows it; the twin
// takes it from there, preempts as the replica does, passes its check and gives the boundary.
void TestSweepSessionTwin::theTwinKnowsTheKvCacheOfItsServer()
{
    SweepSetup setup = defaultLikeSetup(QStringLiteral("kv-tight-8b"));
    setup.config.bench.slo->objectives = {{SloMetric::Ttft, 200, 95}, {SloMetric::Tpot, 100, 95}};
    SweepSession session(dbPath("kv.sqlite"));
    const std::optional<SweepResult> result = runToEnd(session, setup);
    QVERIFY(result);
    qInfo("%s", qPrintable(result->summary()));
    const BoundaryEstimate &b = result->boundary;
    QCOMPARE(b.twin.kv.tokens, 19200);
    QCOMPARE(b.twin.kv.source, KvCache::Source::ServerBlocks);
    QVERIFY2(b.usesTwin(), qPrintable(b.methodText()));
    QVERIFY(result->summary().contains(QStringLiteral("KV cache: 19200 tokens")));

    const TwinBoundaryResult truth = longRunTruth(setup, 900);
    QVERIFY(truth.found);
    qInfo("twin %.2f [%.2f, %.2f], planned %.2f; truth %.2f; empirical %.2f (planned %.2f)",
          b.meanRps, b.lowerRps, b.upperRps, b.plannedRps, truth.boundaryRps, b.empiricalMeanRps,
          b.empiricalPlannedRps);
    QVERIFY(std::abs(b.meanRps / truth.boundaryRps - 1) < 0.05);
    QVERIFY(b.plannedRps <= truth.boundaryRps);
    QVERIFY(b.plannedRps >= 0.85 * truth.boundaryRps);
}

// llama-slots-cpu batches prompt tokens with every slot's decode, as llama.cpp does; the twin
// batches a prefill with the decodes too but not in llama.cpp's way. Deep in overload (the
// widening's 1 req/s, 3-4x the boundary) the two differ, and that step must not veto a twin
// that holds near the boundary: it is listed, not counted, and the twin gives the boundary,
// within 10 % of the preset's long-run boundary.
void TestSweepSessionTwin::aStepFarAboveTheBoundaryDoesNotVetoTheTwin()
{
    SweepSetup setup = defaultLikeSetup(QStringLiteral("llama-slots-cpu"));
    setup.config.bench.plan.workload = Workload::single(300, 150);
    setup.config.bench.slo->objectives = {{SloMetric::Ttft, 3000, 95}, {SloMetric::Tpot, 150, 95}};
    SweepSession session(dbPath("slots.sqlite"));
    const std::optional<SweepResult> result = runToEnd(session, setup);
    QVERIFY(result);
    qInfo("%s", qPrintable(result->summary()));
    const BoundaryEstimate &b = result->boundary;
    QVERIFY2(b.usesTwin(), qPrintable(b.methodText()));
    int notCounted = 0;
    for (const SweepTwin::StepCheck &c : b.twin.checks)
        if (!c.pass) {
            QVERIFY(!c.counted);
            QVERIFY(c.offeredRps > TwinCheck::kFarAbove * b.twin.boundaryRps);
            ++notCounted;
        }
    QVERIFY(notCounted >= 1);
    QCOMPARE(b.twin.countedFailures(), 0);
    QVERIFY(result->summary().contains(QStringLiteral("not counted")));

    const TwinBoundaryResult truth = longRunTruth(setup, 7200);
    QVERIFY(truth.found);
    qInfo("twin %.4f [%.4f, %.4f], planned %.4f; truth %.4f", b.meanRps, b.lowerRps, b.upperRps,
          b.plannedRps, truth.boundaryRps);
    QVERIFY(std::abs(b.meanRps / truth.boundaryRps - 1) < 0.10);
}

// The same server with the confirmation llmcap-cli sweep runs by default: after the overloaded
// first step the twin (fitted to its queue) is narrow and far below it, so the sweep confirms at
// its planned rate at once rather than measuring a step at the top of its interval first
// (llama-slots-cpu chat gamma:0.5, 10 seeds: 31.3 -> 16.9 min of endpoint time on average).
// The confirmation is then the twin's step near its boundary, and the twin refitted with it
// gives the boundary.
void TestSweepSessionTwin::aNarrowTwinFarBelowTheFailConfirmsAtOnce()
{
    SweepSetup setup = defaultLikeSetup(QStringLiteral("llama-slots-cpu"));
    setup.config.bench.plan.workload = Workload::single(300, 150);
    setup.config.bench.slo->objectives = {{SloMetric::Ttft, 3000, 95}, {SloMetric::Tpot, 150, 95}};
    setup.config.search.confirmS = 2 * setup.config.maxStepS; // --confirm auto
    SweepSession session(dbPath("slots-confirm.sqlite"));
    const std::optional<SweepResult> result = runToEnd(session, setup);
    QVERIFY(result);
    qInfo("%s", qPrintable(result->summary()));
    const BoundaryEstimate &b = result->boundary;
    QVERIFY2(b.usesTwin(), qPrintable(b.methodText()));
    QCOMPARE(result->steps, 2);
    // Held, or missed its confidence test inside the twin's band (this one: 524 s at 0.2577
    // req/s): the twin's rate stands either way.
    QVERIFY2(result->summary().contains(QStringLiteral("s confirmation run")),
             qPrintable(result->summary()));
    QVERIFY2(result->summary().contains(QStringLiteral("confirming")),
             qPrintable(result->summary()));
    bool checkedNear = false;
    for (const SweepTwin::StepCheck &c : b.twin.checks)
        checkedNear = checkedNear || (c.pass && c.counted);
    QVERIFY(checkedNear); // the confirmation, within the twin's band

    const TwinBoundaryResult truth = longRunTruth(setup, 7200);
    QVERIFY(truth.found);
    qInfo("twin %.4f [%.4f, %.4f], planned %.4f; truth %.4f", b.meanRps, b.lowerRps, b.upperRps,
          b.plannedRps, truth.boundaryRps);
    QVERIFY(b.plannedRps <= truth.boundaryRps);
    QVERIFY(b.plannedRps >= 0.85 * truth.boundaryRps);
}

QTEST_GUILESS_MAIN(TestSweepSessionTwin)
#include "tst_sweepsessiontwin.moc"
