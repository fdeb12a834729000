#include "demand/EnvelopeGrouping.h"
#include "demand/SizingSweep.h"
#include "export/PlanCsv.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanInput.h"
#include "plan/SweepFit.h"
#include "plan/SweepSummary.h"
#include "sweep/SweepDefaults.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

// A plan divides by the boundary of a sweep: the sweep must have measured the plan's request.
class TestSweepFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultSweepDiffersFromTheDemoRequest();
    void requestsOwnSweepOnItsConfigurationFits();
    void lengthsWithinTheToleranceFit();
    void runClassIsComparedByItsCallsPerRun();
    void otherHardwareIsNamed();
    void unfinishedSweepAndLowerBoundAreFlagged();
    void planListsTheMismatchAsAMistakeAndStaysPreliminary();
    void finishedMatchingSweepAddsNoMistake();

private:
    PlanInput m_demo;
    Envelope m_envelope;
};

namespace {

// The sweep the Benchmark page ran before it took the request's workload and SLO: the default
// chat on tiny-cpu, finished and bracketed.
SweepSummary defaultSweep()
{
    SweepSummary s;
    s.id = QStringLiteral("1");
    s.name = QStringLiteral("Default sweep (built-in server)");
    s.slo = SweepDefaults::slo();
    s.workload = SweepDefaults::workload();
    s.simulatedServer = true;
    s.serverLabel = QStringLiteral("tiny-cpu");
    s.boundaryRps = 10;
    s.lowerRps = 9;
    s.upperRps = 11;
    return s;
}

// The request's own workload and SLO against an endpoint that recorded the request's replica.
SweepSummary requestSweep(const PlanInput &input)
{
    SweepSummary s;
    s.id = QStringLiteral("2");
    const auto sweep =
        SizingSweep::from(input.request, input.baseDir, input.deployment.maxModelLen);
    s.slo = sweep->slo;
    s.workload = sweep->workload;
    s.serving.set(QStringLiteral("model"), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    s.serving.set(QStringLiteral("gpu_type"), QStringLiteral("NVIDIA H100 80GB HBM3"));
    s.serving.set(QStringLiteral("gpu_count"), 1);
    s.boundaryRps = 6;
    s.lowerRps = 5.5;
    s.upperRps = 6.5;
    return s;
}

} // namespace

void TestSweepFit::initTestCase()
{
    auto demo = DemoProject::input();
    QVERIFY2(demo.ok(), qPrintable(demo.error()));
    m_demo = *demo;
    m_envelope = EnvelopeGrouping::group(m_demo.request).first();
}

void TestSweepFit::defaultSweepDiffersFromTheDemoRequest()
{
    const SweepFit fit = SweepFit::check(defaultSweep(), m_demo, m_envelope);
    QVERIFY(fit.differs());
    QVERIFY(fit.standing.isEmpty());
    const QString slo = fit.slo.join('\n');
    QVERIFY2(slo.contains("the sweep's TTFT objective is 2,000 ms at p95, the request's 800 ms at "
                          "p95"),
             qPrintable(slo));
    QVERIFY2(slo.contains("the sweep has no E2E objective, the request's is 30,000 ms at p99"),
             qPrintable(slo));
    const QString workload = fit.workload.join('\n');
    QVERIFY2(workload.contains("class chat: the sweep's prompts are p50 200 / p95 400 tokens, the "
                               "request's p50 900 / p95 3,200"),
             qPrintable(workload));
    QVERIFY2(workload.contains("class chat: the sweep's outputs are p50 100 / p95 145 tokens, the "
                               "request's p50 250 / p95 700"),
             qPrintable(workload));
    QCOMPARE(fit.serving.size(), 1);
    QVERIFY2(fit.serving.first().contains("the sweep ran on llmcap's simulated server (tiny-cpu), "
                                          "the request is for Llama 3.1 8B"),
             qPrintable(fit.serving.first()));
    QVERIFY2(fit.serving.first().contains("H100"), qPrintable(fit.serving.first()));
}

void TestSweepFit::requestsOwnSweepOnItsConfigurationFits()
{
    const SweepFit fit = SweepFit::check(requestSweep(m_demo), m_demo, m_envelope);
    QVERIFY2(!fit.differs(), qPrintable(fit.differences().join('\n')));
    QVERIFY(fit.standing.isEmpty());
}

void TestSweepFit::lengthsWithinTheToleranceFit()
{
    SweepSummary s = requestSweep(m_demo);
    WorkloadClass &chat = s.workload.classes.first();
    // 20 % off at p50 and p95: inside the 25 % tolerance.
    chat.inputTokens = TokenDistribution::logNormal(900 * 1.2, 3200 * 0.8, 1, 7200);
    QVERIFY(SweepFit::check(s, m_demo, m_envelope).workload.isEmpty());
    // 30 % off at p95: another workload.
    chat.inputTokens = TokenDistribution::logNormal(900, 3200 * 1.3, 1, 7200);
    const QStringList off = SweepFit::check(s, m_demo, m_envelope).workload;
    QCOMPARE(off.size(), 1);
    QVERIFY2(off.first().contains("p50 900 / p95 4,160"), qPrintable(off.first()));
    // A class the request has and the sweep lacks is named.
    s.workload.classes = {WorkloadClass{}, WorkloadClass{}};
    s.workload.classes[0].name = QStringLiteral("summarize");
    s.workload.classes[1].name = QStringLiteral("agent");
    QVERIFY(SweepFit::check(s, m_demo, m_envelope)
                .workload.join('\n')
                .contains("the sweep's workload has no class \"chat\" (it has summarize, agent)"));
}

void TestSweepFit::runClassIsComparedByItsCallsPerRun()
{
    // The demo's chat makes 1.5 calls per run. Swept as a run class, its prompts grow through
    // the run: the first call's length (here far from the request's) is not compared.
    SweepSummary s = requestSweep(m_demo);
    WorkloadClass &chat = s.workload.classes.first();
    chat.inputTokens = TokenDistribution::fixed(200);
    chat.run = RunBehaviour{};
    chat.run->calls = TokenDistribution::empirical({1, 2});
    QVERIFY2(SweepFit::check(s, m_demo, m_envelope).workload.isEmpty(),
             qPrintable(SweepFit::check(s, m_demo, m_envelope).workload.join('\n')));
    // Ten calls per run is another workload.
    chat.run->calls = TokenDistribution::fixed(10);
    const QStringList off = SweepFit::check(s, m_demo, m_envelope).workload;
    QCOMPARE(off.size(), 1);
    QCOMPARE(off.first(),
             QStringLiteral("class chat: the sweep's runs make 10 LLM calls on average, the "
                            "request's 1.5"));
}

void TestSweepFit::otherHardwareIsNamed()
{
    SweepSummary s = requestSweep(m_demo);
    s.serving.set(QStringLiteral("model"), QStringLiteral("meta-llama/Llama-3.1-70B-Instruct"));
    s.serving.set(QStringLiteral("gpu_type"), QStringLiteral("A100 80GB"));
    const QString serving = SweepFit::check(s, m_demo, m_envelope).serving.join('\n');
    QVERIFY2(serving.contains("the sweep ran model meta-llama/Llama-3.1-70B-Instruct, the request "
                              "is for"),
             qPrintable(serving));
    QVERIFY2(serving.contains("the sweep ran on A100 80GB GPUs, the request is for NVIDIA H100"),
             qPrintable(serving));
    s.serving = ServingConfig();
    QVERIFY(SweepFit::check(s, m_demo, m_envelope)
                .serving.join('\n')
                .contains("the sweep recorded no model"));
}

void TestSweepFit::unfinishedSweepAndLowerBoundAreFlagged()
{
    SweepSummary s = requestSweep(m_demo);
    s.standing = SweepSummary::Standing::Unfinished;
    s.steps.resize(1);
    SweepFit fit = SweepFit::check(s, m_demo, m_envelope);
    QCOMPARE(fit.standing.size(), 1);
    QVERIFY2(fit.standing.first().contains("sweep 2 did not finish") &&
                 fit.standing.first().contains("1 steps stored"),
             qPrintable(fit.standing.first()));

    s.standing = SweepSummary::Standing::Finished;
    s.bracketed = false; // every rate up to the search's maximum passed
    s.boundaryRps = s.lowerRps = s.upperRps = 12;
    fit = SweepFit::check(s, m_demo, m_envelope);
    QCOMPARE(fit.standing.size(), 1);
    QVERIFY2(fit.standing.first().contains("at least 12 calls/s, a lower bound"),
             qPrintable(fit.standing.first()));
    // The plan's base row reads the finding beside its peak: one unit in the line.
    PlanInput in = m_demo;
    in.deployment.sustainable = s.sustainableLoad();
    const CapacityPlan plan = CapacityPlanner::plan(in, {s});
    QString note;
    for (const PlanRow &r : plan.rows())
        if (r.component == QLatin1String("base"))
            note = r.note;
    QVERIFY2(note.contains("at least 12 calls/s") && note.contains("calls/s per replica") &&
                 !note.contains("req/s"),
             qPrintable(note));
}

void TestSweepFit::planListsTheMismatchAsAMistakeAndStaysPreliminary()
{
    PlanInput input = m_demo;
    SweepSummary sweep = defaultSweep();
    sweep.simulatedServer = false; // not preliminary for being simulated: only for the mismatch
    sweep.serving = requestSweep(m_demo).serving;
    input.deployment.sustainable = sweep.sustainableLoad();

    // Without the sweep to check, nothing is known about it.
    const CapacityPlan unchecked = CapacityPlanner::plan(input);
    QVERIFY(!unchecked.preliminary);
    for (const Mistake &m : unchecked.mistakes)
        QVERIFY(m.kind != MistakeKind::SweepDiffersFromRequest);

    const CapacityPlan plan = CapacityPlanner::plan(input, {sweep});
    QVERIFY(plan.complete());
    QVERIFY(plan.preliminary);
    const Mistake *found = nullptr;
    for (const Mistake &m : plan.mistakes)
        if (m.kind == MistakeKind::SweepDiffersFromRequest)
            found = &m;
    QVERIFY(found);
    QCOMPARE(found->id, QString("sweep-differs-from-request"));
    QCOMPARE(found->title, QString("Sweep 1 did not measure this request"));
    QVERIFY2(found->explanation.contains("the sweep's TTFT objective is 2,000 ms at p95, the "
                                         "request's 800 ms at p95"),
             qPrintable(found->explanation));
    QVERIFY(found->explanation.contains("class chat: the sweep's prompts are p50 200"));
    const QString reasons = plan.preliminaryReasons.join('\n');
    QVERIFY2(reasons.contains("envelope \"chat\": sweep 1: the sweep's TTFT objective is 2,000 ms"),
             qPrintable(reasons));
    // The exports carry it: the JSON's mistakes and envelope, the CSV's base row.
    const QJsonObject json = plan.toJson();
    QVERIFY(QJsonDocument(json).toJson().contains("sweep-differs-from-request"));
    QVERIFY(json["envelopes"][0]["sweep_findings"].toArray().size() >= 3);
    const QByteArray csv = PlanCsv::planRows(plan);
    QVERIFY2(csv.contains("sweep 1: the sweep's TTFT objective is 2,000 ms at p95"),
             csv.constData());
    QVERIFY(csv.contains("true"));
}

void TestSweepFit::finishedMatchingSweepAddsNoMistake()
{
    PlanInput input = m_demo;
    const SweepSummary sweep = requestSweep(m_demo);
    input.deployment.sustainable = sweep.sustainableLoad();
    const CapacityPlan plan = CapacityPlanner::plan(input, {sweep});
    for (const Mistake &m : plan.mistakes)
        QVERIFY2(m.kind != MistakeKind::SweepDiffersFromRequest &&
                     m.kind != MistakeKind::SweepNotFinished,
                 qPrintable(m.explanation));
    QVERIFY2(!plan.preliminary, qPrintable(plan.preliminaryReasons.join('\n')));

    // The same sweep unfinished: the plan says so and stays preliminary.
    SweepSummary unfinished = sweep;
    unfinished.standing = SweepSummary::Standing::Stopped;
    const CapacityPlan flagged = CapacityPlanner::plan(input, {unfinished});
    QVERIFY(flagged.preliminary);
    bool listed = false;
    for (const Mistake &m : flagged.mistakes)
        listed = listed || (m.kind == MistakeKind::SweepNotFinished &&
                            m.explanation.contains("sweep 2 was stopped before it finished"));
    QVERIFY(listed);
}

QTEST_GUILESS_MAIN(TestSweepFit)
#include "tst_sweepfit.moc"
