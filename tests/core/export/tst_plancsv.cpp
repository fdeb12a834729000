#include "export/CsvWriter.h"
#include "export/PlanCsv.h"
#include "export/ReportData.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"

#include <QTest>

using namespace llmcap;

class TestPlanCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escaping_data();
    void escaping();
    void planRows();
    void sweepSteps();
    void runSweepSteps();
    void runSweepStepsFromTheSteps();
    void sweepStepsCarryVerdictReasonsAndPercentiles();
};

void TestPlanCsv::escaping_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("written");
    QTest::newRow("plain") << "chat"
                           << "chat";
    QTest::newRow("comma") << "a, b"
                           << "\"a, b\"";
    QTest::newRow("quote") << "say \"hi\""
                           << "\"say \"\"hi\"\"\"";
    QTest::newRow("newline") << "a\nb"
                             << "\"a\nb\"";
}

void TestPlanCsv::escaping()
{
    QFETCH(QString, cell);
    QTEST(CsvWriter::field(cell), "written");
    QCOMPARE(CsvWriter::number(2.5), QString("2.5"));
    QCOMPARE(CsvWriter::number(1.0 / 3, 3), QString("0.333"));
}

void TestPlanCsv::planRows()
{
    const CapacityPlan plan = CapacityPlanner::plan(*DemoProject::input());
    const QList<QByteArray> lines = PlanCsv::planRows(plan).split('\n');
    QCOMPARE(lines.first().trimmed(),
             QByteArray("envelope,component,label,replicas,replicas_low,replicas_high,gpus,"
                        "gpu_type,preliminary,unsafe,note,rate_unit,peak,peak_calls_per_s,"
                        "planned_per_replica,planned_calls_per_s_per_replica,sim_speed,currency,"
                        "price_per_gpu_hour,monthly_cost,monthly_cost_low,monthly_cost_high,"
                        "cost_per_million_output_tokens,cost_note,breach_provenance,breach_basis,"
                        "breach_probability_pct,breach_target_pct,breach_serving_replicas,"
                        "breach_needed_replicas"));
    QCOMPARE(lines.size() - 2, plan.rows().size()); // header, rows, trailing empty
    // The GPU the counts are of, as the serving configuration names it.
    QVERIFY2(lines.at(5).startsWith("chat,total,Total,3,3,3,3,NVIDIA H100 80GB SXM,true,false"),
             lines.at(5).constData());
    QVERIFY(lines.at(1).endsWith("\r"));
    // A calls plan: its rates in req/s, the calls/s the same figures.
    QVERIFY2(lines.at(1).contains(",req/s,2.5,2.5,"), lines.at(1).constData());
    // No price: the cost columns empty, and cost_note says why on every row.
    QVERIFY2(
        lines.at(5).contains(",,,,,,,cost: no price per GPU-hour set for NVIDIA H100 80GB SXM,"),
        lines.at(5).constData());
    // The breach risk of the envelope's one serving replica, over the simulator's assumed
    // range: within the default 5 %, so one replica is all the target needs.
    const QByteArray breach =
        ",assumed,assumed-interval," +
        CsvWriter::number(plan.envelopes.first().breach.probabilityPct).toUtf8() + ",5,1,1";
    QVERIFY2(lines.at(5).trimmed().endsWith(breach), lines.at(5).constData());
    // A price: each row's GPUs x price x 730 h, the total with the cost per million tokens.
    PlanInput in = *DemoProject::input();
    in.deployment.gpuPrice = *GpuPrice::make(2.5, "USD", "test");
    const CapacityPlan priced = CapacityPlanner::plan(in);
    const QList<QByteArray> rows = PlanCsv::planRows(priced).split('\n');
    QVERIFY2(rows.at(1).startsWith("chat,base,") &&
                 rows.at(1).contains(",USD,2.5,1825,1825,1825,,"),
             rows.at(1).constData());
    QVERIFY(rows.at(5).startsWith("chat,total,"));
    const QString perMillion = CsvWriter::number(priced.cost.perMillionOutputTokens);
    QVERIFY2(rows.at(5).contains(
                 QByteArray(",USD,2.5,5475,5475,5475," + perMillion.toUtf8() + "," + breach)),
             rows.at(5).constData());
    QVERIFY(rows.at(6).startsWith("chat,warm,"));
    QVERIFY2(rows.at(6).contains(",included in the total,"), rows.at(6).constData());
}

// A run-class sweep's steps (issue 18): the rates count runs; the calls/s they produced, the
// runs measured and the run-duration percentiles follow each step.
void TestPlanCsv::runSweepSteps()
{
    SweepSummary s;
    s.rateUnit = SustainableLoad::runsUnit();
    s.slo.runDuration = RunObjective{60000, 99};
    SweepStepSummary step;
    step.offeredRps = 0.5;
    step.meetsSlo = true;
    step.verdict = "pass";
    SweepStepSummary unmeasured = step;
    unmeasured.index = 1;
    unmeasured.offeredRps = 1;
    s.steps = {step, unmeasured};
    const QJsonObject overall{
        {"duration_ms",
         QJsonObject{
             {"count", 40}, {"p50", 20000}, {"p90", 30000}, {"p95", 35000}, {"p99", 41000}}},
        {"calls_per_run", QJsonObject{{"count", 40}, {"mean", 8}}}};
    s.applyRunSummaries({{0, QJsonObject{{"overall", overall}}}});
    const QList<QByteArray> lines =
        PlanCsv::sweepSteps(s).replace("\r\n", "\n").trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith("offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,"
                                 "run_duration_ms,"),
             lines[0].constData());
    QVERIFY2(lines[0].endsWith(",rate_unit,offered_calls_per_s,completed_calls_per_s,"
                               "goodput_calls_per_s,runs,calls_per_run,run_duration_p50_ms,"
                               "run_duration_p90_ms,run_duration_p99_ms"),
             lines[0].constData());
    // The objective's percentile (p99) in run_duration_ms; 0.5 runs/s x 8 calls = 4 calls/s
    // (the calls' own rates unknown to a stored summary alone).
    QVERIFY2(lines[1].startsWith("0.5,0,0,0,true,41000,"), lines[1].constData());
    QVERIFY2(lines[1].endsWith(",runs/s,4,,,40,8,20000,30000,41000"), lines[1].constData());
    // A step without run figures: calls/s at the sweep's mean, the run columns empty.
    QVERIFY2(lines[2].endsWith(",runs/s,8,,,,,,,"), lines[2].constData());
}

// What llmcap-cli sweep --csv writes for a sweep of run classes: the summary made from the
// steps themselves (fromSteps, no stored run summaries) knows its unit, the runs/s offered,
// completed and good, the calls/s beside them and the run-duration percentiles.
void TestPlanCsv::runSweepStepsFromTheSteps()
{
    QList<SweepStep> steps;
    for (const auto &[rate, pass] : {std::pair{2.0, true}, {4.0, false}}) {
        SweepStep step;
        step.index = int(steps.size());
        step.rateRps = rate;
        step.verdict = pass ? StepVerdict::Pass : StepVerdict::Fail;
        step.windowS = 20;
        step.callsPerS = 3 * rate;      // 3 calls per run
        step.completedRps = 2.5 * rate; // calls
        step.goodputRps = pass ? 2.5 * rate : rate;
        StepRunFigures runs;
        runs.offeredPerS = rate;
        runs.completedPerS = 0.9 * rate;
        runs.goodputPerS = pass ? 0.8 * rate : 0.25 * rate;
        runs.durationP50Ms = 1000 * rate;
        runs.durationP90Ms = 2000 * rate;
        runs.durationP99Ms = 3000 * rate;
        runs.durationSamples = qint64(18 * rate);
        runs.callsPerRunMean = 3;
        step.runs = runs;
        steps.append(step);
    }
    Slo slo;
    slo.runDuration = RunObjective{5000, 95}; // p95 unknown to a step: its p99 is taken
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.lastPassRps = boundary.lowerRps = boundary.meanRps = 2;
    boundary.firstFailRps = boundary.upperRps = 4;
    const SweepSummary sweep = SweepSummary::fromSteps(9, "agent", slo, steps, boundary);
    QVERIFY(sweep.inRuns());
    QCOMPARE(sweep.callsPerRun, 3.0);
    const QList<QByteArray> lines =
        PlanCsv::sweepSteps(sweep).replace("\r\n", "\n").trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines[0].startsWith("offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,"
                                 "run_duration_ms,"),
             lines[0].constData());
    QVERIFY2(lines[0].endsWith(",rate_unit,offered_calls_per_s,completed_calls_per_s,"
                               "goodput_calls_per_s,runs,calls_per_run,run_duration_p50_ms,"
                               "run_duration_p90_ms,run_duration_p99_ms"),
             lines[0].constData());
    // Offered, completed and good runs/s, then the run objective's duration (p99: 6000 ms).
    QVERIFY2(lines[1].startsWith("2,1.8,1.6,0,true,6000,"), lines[1].constData());
    QVERIFY2(lines[1].endsWith(",runs/s,6,5,5,36,3,2000,4000,6000"), lines[1].constData());
    QVERIFY2(lines[2].startsWith("4,3.6,1,0,false,12000,"), lines[2].constData());
    QVERIFY2(lines[2].endsWith(",runs/s,12,10,4,72,3,4000,8000,12000"), lines[2].constData());
}

void TestPlanCsv::sweepSteps()
{
    SweepSummary s;
    SweepStepSummary step;
    step.offeredRps = 2;
    step.completedRps = 2;
    step.goodputRps = 1.9;
    step.attainmentPct = 97.5;
    step.meetsSlo = true;
    step.latencyMs.insert("ttft", 420.5);
    s.steps = {step};
    const QByteArray csv = PlanCsv::sweepSteps(s);
    QVERIFY(
        csv.startsWith("offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,ttft_ms"));
    QVERIFY(csv.contains("2,2,1.9,97.5,true,420.5"));
}

void TestPlanCsv::sweepStepsCarryVerdictReasonsAndPercentiles()
{
    SweepSummary s;
    SweepStepSummary pass;
    pass.offeredRps = 4;
    pass.meetsSlo = true;
    pass.verdict = "pass";
    pass.percentiles.insert("ttft", {100, 200, 300, 500});
    pass.percentiles.insert("itl", {10, 20, 30, 5000});
    pass.steadyStartS = 2.5;
    pass.steadyWindowS = 17.5;
    pass.inFlightMean = 6.25;
    pass.inFlightP95 = 9;
    pass.littleInFlight = 6;
    SweepStepSummary fail = pass;
    fail.index = 1;
    fail.repeat = 2;
    fail.offeredRps = 8;
    fail.meetsSlo = false;
    fail.verdict = "fail";
    fail.errorRatePct = 1.5;
    fail.reasons = {"TTFT attainment 80 % < 95 %", "queue, growing"};
    fail.steady = false;
    fail.steadyStartS = 0;
    fail.steadyWindowS = 20;
    fail.inFlightMean = fail.inFlightP95 = fail.littleInFlight =
        std::numeric_limits<double>::quiet_NaN();
    fail.percentiles.remove("itl");
    SweepStepSummary confirm = pass;
    confirm.index = 2;
    confirm.offeredRps = 3.5;
    confirm.confirm = true;
    s.steps = {pass, fail, confirm};
    const QList<QByteArray> lines =
        PlanCsv::sweepSteps(s).replace("\r\n", "\n").trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,"
                                  "verdict,reasons,step,repeat,confirmation,error_rate_pct,"
                                  "ttft_p50_ms,ttft_p95_ms,ttft_p99_ms,itl_p50_ms,itl_p95_ms,"
                                  "itl_p99_ms,steady,steady_start_s,steady_window_s,"
                                  "in_flight_mean,in_flight_p95,little_in_flight"));
    QCOMPARE(lines[1], QByteArray("4,0,0,0,true,pass,,1,0,false,0,100,200,300,10,20,30,true,2.5,"
                                  "17.5,6.25,9,6"));
    // Reasons in one quoted cell; a metric the step did not measure stays empty, and so does
    // a concurrency not measured.
    QCOMPARE(lines[2], QByteArray("8,0,0,0,false,fail,\"TTFT attainment 80 % < 95 %; queue, "
                                  "growing\",2,2,false,1.5,100,200,300,,,,false,0,20,,,"));
    QCOMPARE(lines[3],
             QByteArray("3.5,0,0,0,true,pass,,3,0,true,0,100,200,300,10,20,30,true,2.5,17.5,6.25,"
                        "9,6"));
}

QTEST_APPLESS_MAIN(TestPlanCsv)
#include "tst_plancsv.moc"
