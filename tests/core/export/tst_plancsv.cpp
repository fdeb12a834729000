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
                        "preliminary,note"));
    QCOMPARE(lines.size() - 2, plan.rows().size()); // header, rows, trailing empty
    QVERIFY(lines.at(5).startsWith("chat,total,Total,3,3,3,3,true"));
    QVERIFY(lines.at(1).endsWith("\r"));
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

QTEST_APPLESS_MAIN(TestPlanCsv)
#include "tst_plancsv.moc"
