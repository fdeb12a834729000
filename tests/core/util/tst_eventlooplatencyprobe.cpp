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
    void slotsShowAStallThatSamplesHide();
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

// Issue 20: one stall among many thousands of samples leaves their p99 untouched; the worst
// delay per 100 ms slot shows it in every slot it spans.
void TestEventLoopLatencyProbe::slotsShowAStallThatSamplesHide()
{
    EventLoopLatencyProbe probe;
    probe.start();
    QTimer::singleShot(300, this, [] { QThread::msleep(250); });
    QTest::qWait(1500);
    probe.stop();
    const auto samples = probe.summary();
    const auto slots = probe.slotSummary(100, 16);
    QVERIFY(samples.samples > 1000);
    QVERIFY2(samples.p99Ms < 200, qPrintable(QString::number(samples.p99Ms))); // hidden
    QVERIFY2(slots.slots >= 14 && slots.slots <= 20, qPrintable(QString::number(slots.slots)));
    // The 250 ms stall spans 3 or 4 slots of 100 ms: above 16 ms in each, so p99 shows it.
    QVERIFY2(slots.slotsOver >= 3, qPrintable(QString::number(slots.slotsOver)));
    QVERIFY2(slots.p99Ms >= 200 && slots.maxMs >= 200, qPrintable(QString::number(slots.p99Ms)));
    QVERIFY(slots.p50Ms < slots.maxMs);
    QCOMPARE(probe.slotSummary(100, 16, 0).slots, qsizetype(0));
}

QTEST_GUILESS_MAIN(TestEventLoopLatencyProbe)
#include "tst_eventlooplatencyprobe.moc"
