#include "util/EventLoopLatencyProbe.h"

#include <QTest>
#include <QThread>
#include <QTimer>

using namespace llmcap;

class TestEventLoopLatencyProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void idleLoopIsFast();
    void blockedLoopShowsInMax();
    void prefixSummaryLeavesLaterStallsOut();
};

void TestEventLoopLatencyProbe::idleLoopIsFast()
{
    EventLoopLatencyProbe probe;
    probe.start();
    QTest::qWait(200);
    probe.stop();
    const auto s = probe.summary();
    QVERIFY(s.samples > 100);
    QVERIFY(s.p50Ms < 5.0);
}

void TestEventLoopLatencyProbe::blockedLoopShowsInMax()
{
    EventLoopLatencyProbe probe;
    probe.start();
    QTimer::singleShot(50, this, [] { QThread::msleep(120); }); // a 120 ms stall on the loop
    QTest::qWait(400);
    probe.stop();
    const auto s = probe.summary();
    QVERIFY2(s.maxMs >= 100.0, qPrintable(QString::number(s.maxMs)));
    QVERIFY(s.p50Ms < s.maxMs);
}

void TestEventLoopLatencyProbe::prefixSummaryLeavesLaterStallsOut()
{
    EventLoopLatencyProbe probe;
    probe.start();
    qsizetype before = -1;
    QTimer::singleShot(100, this, [&] {
        before = probe.sampleCount(); // a mark before the stall
        QThread::msleep(120);
    });
    QTest::qWait(400);
    probe.stop();
    QVERIFY(before > 10);
    const auto early = probe.summary(before);
    const auto all = probe.summary();
    QCOMPARE(early.samples, before);
    QVERIFY(all.samples > before);
    QVERIFY2(all.maxMs >= 100.0, qPrintable(QString::number(all.maxMs)));
    QVERIFY2(early.maxMs < all.maxMs, qPrintable(QString::number(early.maxMs)));
    QCOMPARE(probe.summary(all.samples + 5).samples, all.samples); // clamped
    QCOMPARE(probe.summary(0).samples, qsizetype(0));
}

QTEST_GUILESS_MAIN(TestEventLoopLatencyProbe)
#include "tst_eventlooplatencyprobe.moc"
