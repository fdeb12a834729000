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

QTEST_GUILESS_MAIN(TestEventLoopLatencyProbe)
#include "tst_eventlooplatencyprobe.moc"
