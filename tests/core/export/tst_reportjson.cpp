#include "export/ExportRedaction.h"
#include "export/ReportData.h"
#include "export/ReportJson.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

class TestReportJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionedSchema();
    void matchesTheSchemaFile();
    void noSecretsOrPrompts();
    void redaction_data();
    void redaction();
    void sweepStepsCarrySteadinessAndConcurrency();
    void sweepCarriesItsCaution();
    void runSweepCarriesRunsCallsAndTheRunDurationCurve();
    void plannedRateIsThePlansRate_data();
    void plannedRateIsThePlansRate();
};

namespace {

ReportData demo()
{
    ReportData d;
    d.projectName = "Demo";
    d.input = *DemoProject::input();
    d.plan = CapacityPlanner::plan(d.input);
    d.generatedAt = QDateTime::currentDateTimeUtc();
    return d;
}

} // namespace

void TestReportJson::versionedSchema()
{
    const QJsonObject json = ReportJson::build(demo());
    QCOMPARE(json.value("schema").toString(), QString("llmcap.report/1"));
    QCOMPARE(json.value("plan").toObject().value("totals").toObject().value("replicas").toInt(), 3);
    QCOMPARE(json.value("completeness").toArray().size(), 6);
    QCOMPARE(json.value("sizing_request")
                 .toObject()
                 .value("product")
                 .toObject()
                 .value("name")
                 .toString(),
             QString("Support assistant"));
    QVERIFY(json.value("sweep").isNull());
    QVERIFY(json.value("metric_definitions").toArray().size() >= 5);
    QCOMPARE(json.value("slo").toObject().value("ttft").toObject().value("threshold_ms").toDouble(),
             800.0);
}

// The schema file documents every top-level field the export writes, and requires them.
void TestReportJson::matchesTheSchemaFile()
{
    QFile f(QStringLiteral(LLMCAP_SOURCE_DIR "/resources/schema/report-v1.schema.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject schema = QJsonDocument::fromJson(f.readAll()).object();
    QVERIFY(!schema.isEmpty());
    const QJsonObject json = ReportJson::build(demo());
    const QJsonObject properties = schema.value("properties").toObject();
    for (const QString &key : json.keys())
        QVERIFY2(properties.contains(key), qPrintable(key));
    for (const QJsonValue &required : schema.value("required").toArray())
        QVERIFY2(json.contains(required.toString()), qPrintable(required.toString()));
    QCOMPARE(properties.value("schema").toObject().value("const").toString(),
             ReportJson::schemaId());
    const QJsonObject planProps =
        properties.value("plan").toObject().value("properties").toObject();
    for (const QString &key : json.value("plan").toObject().keys())
        QVERIFY2(planProps.contains(key), qPrintable("plan." + key));
}

void TestReportJson::noSecretsOrPrompts()
{
    ReportData d = demo();
    d.input.deployment.serving.set("api_key", "sk-live-0123456789abcdefghij");
    d.input.deployment.serving.set("notes", "Bearer abcdefghijklmnopqrstuvwxyz");
    d.input.request.setValue("rollback", "call with token sk-ABCDEFGHIJKLMNOPQRSTUV");
    const QByteArray text = QJsonDocument(ReportJson::build(d)).toJson();
    QVERIFY(!text.contains("sk-live"));
    QVERIFY(!text.contains("sk-ABCDEF"));
    QVERIFY(!text.contains("abcdefghijklmnopqrstuvwxyz"));
    QVERIFY(!text.contains("\"api_key\""));
    QVERIFY(text.contains("[redacted]"));
}

void TestReportJson::redaction_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("sensitive");
    QTest::newRow("api key") << "api_key" << true;
    QTest::newRow("openai key") << "OPENAI_API_KEY" << true;
    QTest::newRow("prompt") << "prompt" << true;
    QTest::newRow("messages") << "messages" << true;
    QTest::newRow("password") << "db_password" << true;
    QTest::newRow("token counts stay") << "input_tokens" << false;
    QTest::newRow("max tokens stay") << "max_num_batched_tokens" << false;
    QTest::newRow("model") << "model" << false;
}

void TestReportJson::redaction()
{
    QFETCH(QString, key);
    QTEST(ExportRedaction::isSensitiveKey(key), "sensitive");
}

// A sweep's steps say which part of their window their figures cover and how many requests
// were in flight; the sweep says so at the boundary. Not measured: left out, not NaN.
void TestReportJson::sweepStepsCarrySteadinessAndConcurrency()
{
    SweepStep a;
    a.rateRps = 4;
    a.verdict = StepVerdict::Pass;
    a.windowS = 60;
    a.steadyStartS = 12.5;
    a.steadyWindowS = 47.5;
    a.inFlightMean = 6.25;
    a.inFlightP95 = 10;
    a.littleInFlight = 6;
    SweepStep b = a;
    b.index = 1;
    b.rateRps = 8;
    b.verdict = StepVerdict::Fail;
    b.steady = false;
    b.inFlightMean = b.inFlightP95 = b.littleInFlight = std::numeric_limits<double>::quiet_NaN();
    b.phase = QStringLiteral("probing"); // a twin's probe (issue 34) says so
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.lastPassRps = 4;
    boundary.meanRps = 5;
    ReportData d = demo();
    d.sweep = SweepSummary::fromSteps(3, QStringLiteral("s"), Slo{}, {a, b}, boundary);
    const QJsonObject sweep = ReportJson::build(d).value("sweep").toObject();
    const QJsonArray steps = sweep.value("steps").toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps[0].toObject().value("steady").toBool(), true);
    QCOMPARE(steps[0].toObject().value("steady_start_s").toDouble(), 12.5);
    QCOMPARE(steps[0].toObject().value("steady_window_s").toDouble(), 47.5);
    QCOMPARE(steps[1].toObject().value("phase").toString(), QStringLiteral("probing"));
    QCOMPARE(steps[0].toObject().value("in_flight_p95").toDouble(), 10.0);
    QCOMPARE(steps[1].toObject().value("steady").toBool(), false);
    QVERIFY(!steps[1].toObject().contains("in_flight_mean"));
    QCOMPARE(sweep.value("in_flight_mean_at_boundary").toDouble(), 6.25);
    QCOMPARE(sweep.value("in_flight_p95_at_boundary").toDouble(), 10.0);
    QCOMPARE(sweep.value("little_in_flight_at_boundary").toDouble(), 6.0);
}

// SweepResult::caution, when the sweep has one, and no key when it has none.
void TestReportJson::sweepCarriesItsCaution()
{
    SweepResult few;
    few.boundary.found = few.boundary.bracketed = true;
    few.boundary.medianStepRequests = 90;
    ReportData d = demo();
    SweepSummary sweep;
    sweep.id = QStringLiteral("3");
    sweep.caution = few.caution();
    QVERIFY(!sweep.caution.isEmpty());
    d.sweep = sweep;
    QCOMPARE(ReportJson::build(d).value("sweep").toObject().value("caution").toString(),
             few.caution());
    d.sweep->caution.clear();
    QVERIFY(!ReportJson::build(d).value("sweep").toObject().contains("caution"));
}

// Issue 18: a run-class plan's report states its rates in runs/s and in calls/s, and the sweep's
// run-duration curve (p50 / p90 / p99 against the offered runs/s) with the objective.
void TestReportJson::runSweepCarriesRunsCallsAndTheRunDurationCurve()
{
    BoundaryEstimate boundary;
    boundary.found = true;
    boundary.bracketed = true;
    boundary.meanRps = 0.4;
    boundary.lowerRps = 0.3;
    boundary.upperRps = 0.5;
    SweepSummary sweep;
    sweep.id = "9";
    sweep.rateUnit = SustainableLoad::runsUnit();
    sweep.slo.runDuration = RunObjective{90000, 95};
    sweep.setBoundary(boundary);
    for (double rate : {0.2, 0.6}) {
        SweepStepSummary step;
        step.index = int(sweep.steps.size());
        step.offeredRps = rate;
        step.meetsSlo = rate < 0.5;
        sweep.steps.append(step);
    }
    const auto runs = [](double p50, double p99) {
        return QJsonObject{
            {"overall", QJsonObject{{"duration_ms", QJsonObject{{"count", 50},
                                                                {"p50", p50},
                                                                {"p90", p50 * 1.5},
                                                                {"p95", p50 * 1.7},
                                                                {"p99", p99}}},
                                    {"calls_per_run", QJsonObject{{"count", 50}, {"mean", 10}}}}}};
    };
    sweep.applyRunSummaries({{0, runs(30000, 60000)}, {1, runs(50000, 120000)}});

    ReportData d = demo();
    d.input.request.setClassValue(0, "plan_unit", "runs");
    d.input.deployment.sustainable = sweep.sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input, {sweep});
    d.sweep = sweep;
    const QJsonObject json = ReportJson::build(d);

    // The plan: demo peak 2.5 calls/s at 1.5 calls per run = 1.667 runs/s over 0.3 runs/s.
    const QJsonObject envelope =
        json.value("plan").toObject().value("envelopes").toArray().first().toObject();
    QCOMPARE(envelope.value("rate_unit").toString(), QString("runs/s"));
    QCOMPARE(envelope.value("peak_calls_per_s").toDouble(), 2.5);
    QCOMPARE(envelope.value("peak_rps").toDouble(), 2.5 / 1.5);
    QCOMPARE(envelope.value("planned_per_replica").toDouble(), 0.3);
    QCOMPARE(envelope.value("planned_calls_per_s_per_replica").toDouble(), 3.0);
    QCOMPARE(envelope.value("replicas").toObject().value("base").toInt(), 6); // ceil(1.667/0.3)

    const QJsonObject s = json.value("sweep").toObject();
    QCOMPARE(s.value("rate_unit").toString(), QString("runs/s"));
    QCOMPARE(s.value("calls_per_run").toDouble(), 10.0);
    const QJsonObject step = s.value("steps").toArray().at(1).toObject();
    QCOMPARE(step.value("offered_calls_per_s").toDouble(), 6.0);
    QCOMPARE(step.value("run").toObject().value("duration_p99_ms").toDouble(), 120000.0);
    // Attainment 95 %: the p95 run duration, as a call objective of 95 % takes its p95.
    QCOMPARE(step.value("latency_ms").toObject().value("run_duration").toDouble(), 85000.0);
    const QJsonObject curve = s.value("run_duration_curve").toObject();
    QCOMPARE(curve.value("threshold_ms").toDouble(), 90000.0);
    QCOMPARE(curve.value("attainment").toDouble(), 95.0);
    const QJsonArray points = curve.value("points").toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.at(0).toObject().value("offered_runs_per_s").toDouble(), 0.2);
    QCOMPARE(points.at(0).toObject().value("p50_ms").toDouble(), 30000.0);
    QCOMPARE(points.at(0).toObject().value("p90_ms").toDouble(), 45000.0);
    QCOMPARE(points.at(1).toObject().value("p99_ms").toDouble(), 120000.0);
    QCOMPARE(points.at(1).toObject().value("meets_slo").toBool(), false);

    // A calls sweep says req/s and has no run keys.
    SweepSummary calls;
    calls.id = "10";
    d.sweep = calls;
    const QJsonObject callsSweep = ReportJson::build(d).value("sweep").toObject();
    QCOMPARE(callsSweep.value("rate_unit").toString(), QString("req/s"));
    QVERIFY(!callsSweep.contains("run_duration_curve"));
}

void TestReportJson::plannedRateIsThePlansRate_data()
{
    QTest::addColumn<double>("boundaryRps");
    QTest::addColumn<double>("lowerRps");
    QTest::addColumn<double>("plannedRps");
    QTest::addColumn<double>("expectedRps");
    QTest::addRow("planned inside the interval") << 3.9 << 3.5 << 3.6 << 3.6;
    // A planned rate above the boundary: the plan takes the boundary (SweepSummary::
    // sustainableLoad); a report that re-derived the rate stated 3.4.
    QTest::addRow("planned above the boundary") << 3.0 << 2.5 << 3.4 << 3.0;
    QTest::addRow("no planned rate: the lower bound") << 2.0 << 1.5 << 0.0 << 1.5;
    // Neither: the plan divides by the boundary, a report that re-derived the rate stated 0.
    QTest::addRow("no planned rate, no lower bound") << 2.0 << 0.0 << 0.0 << 2.0;
}

// The report states the rate the plan divides by: SustainableLoad::planningRps(), one rule.
void TestReportJson::plannedRateIsThePlansRate()
{
    QFETCH(double, boundaryRps);
    QFETCH(double, lowerRps);
    QFETCH(double, plannedRps);
    QFETCH(double, expectedRps);
    SweepSummary sweep;
    sweep.id = "5";
    sweep.boundaryRps = boundaryRps;
    sweep.lowerRps = lowerRps;
    sweep.upperRps = boundaryRps * 1.2;
    sweep.plannedRps = plannedRps;
    ReportData d = demo();
    d.input.deployment.sustainable = sweep.sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input, {sweep});
    d.sweep = sweep;
    const QJsonObject json = ReportJson::build(d);

    const double stated = json.value("sweep").toObject().value("planned_rps").toDouble(-1);
    QCOMPARE(stated, expectedRps);
    QCOMPARE(stated, d.input.deployment.sustainable.planningRps());
    QVERIFY(!d.plan.envelopes.isEmpty());
    QCOMPARE(stated, d.plan.envelopes.first().sustainable.planningRps());
}

QTEST_GUILESS_MAIN(TestReportJson)
#include "tst_reportjson.moc"
