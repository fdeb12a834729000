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
    void bucketedPercentilesAreMarked();
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

// Issue 37: percentiles from LatencySketch's buckets carry "~" in the label's last column (the
// columns stay aligned) and a line under the table says what it means; exact ones carry none.
void TestRunReport::bucketedPercentilesAreMarked()
{
    RunResult r;
    r.metrics.overall.succeeded = 1;
    r.metrics.overall.ttft.count = 3;
    r.metrics.overall.queue.count = 3;
    r.metrics.overall.e2e.count = 3;
    QString text = RunReport::summary(r, QStringLiteral("run"));
    QVERIFY(!text.contains(QStringLiteral("buckets")));
    r.metrics.overall.ttft.exact = false;
    r.metrics.overall.queue.exact = false;
    text = RunReport::summary(r, QStringLiteral("run"));
    QVERIFY(text.contains(QStringLiteral("~ percentiles from buckets")));
    const QStringList lines = text.split(QLatin1Char('\n'));
    const auto rowOf = [&](const QString &start) {
        for (const QString &l : lines)
            if (l.startsWith(start))
                return l;
        return QString();
    };
    const QString ttft = rowOf(QStringLiteral("TTFT ms"));
    const QString queue = rowOf(QStringLiteral("queue ms (server)"));
    const QString e2e = rowOf(QStringLiteral("E2E ms"));
    QCOMPARE(ttft.at(17), QLatin1Char('~'));
    QCOMPARE(queue.at(17), QLatin1Char('~'));
    QCOMPARE(e2e.at(17), QLatin1Char(' '));
    QCOMPARE(ttft.size(), e2e.size());
    QCOMPARE(queue.size(), e2e.size());
}

QTEST_GUILESS_MAIN(TestRunReport)
#include "tst_runreport.moc"
