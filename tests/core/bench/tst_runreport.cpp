// What `bench` prints about the server: a gauge the runtime does not export is "not reported",
// never -1 (issue 20: llama.cpp mainline, the vLLM docs sample, Triton).
#include "bench/RunReport.h"
#include "bench/RunResult.h"

#include <QTest>

using namespace llmcap;

class TestRunReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gaugesTheServerDoesNotExportAreNotReported();
};

void TestRunReport::gaugesTheServerDoesNotExportAreNotReported()
{
    RunResult r;
    r.server.samples = 12;
    r.server.runtime = QStringLiteral("triton");
    r.server.runningMean = -1;
    r.server.runningMax = -1;
    r.server.waitingMean = 2.2;
    r.server.waitingMax = 6;
    const QString text = RunReport::summary(r, QStringLiteral("run"));
    QVERIFY2(text.contains(QStringLiteral(
                 "server (triton, 12 samples): running not reported, waiting mean 2.2 max 6")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("-1")), qPrintable(text));
    r.server.runningMean = 7.5;
    r.server.runningMax = 9;
    QVERIFY(RunReport::summary(r, QStringLiteral("run"))
                .contains(QStringLiteral("running mean 7.5 max 9, waiting mean 2.2 max 6")));
}

QTEST_GUILESS_MAIN(TestRunReport)
#include "tst_runreport.moc"
