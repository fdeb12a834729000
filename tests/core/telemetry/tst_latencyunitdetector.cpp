#include "telemetry/LatencyUnitDetector.h"

#include <QLocale>
#include <QTest>

using namespace llmcap;

class TestLatencyUnitDetector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void timestampsDecide_data();
    void timestampsDecide();
    void magnitudesDecideWithoutTimestamps();
    void nothingToDecide();
};

void TestLatencyUnitDetector::timestampsDecide_data()
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<int>("expected");
    QTest::newRow("seconds") << 1.0 << int(LatencyUnitDetector::Unit::Seconds);
    QTest::newRow("milliseconds") << 1000.0 << int(LatencyUnitDetector::Unit::Milliseconds);
}

void TestLatencyUnitDetector::timestampsDecide()
{
    QFETCH(double, scale);
    QFETCH(int, expected);
    LatencyUnitDetector d;
    for (int i = 0; i < LatencyUnitDetector::kEnough; ++i) {
        const double s = 0.2 + (i % 9) * 0.1;
        d.addLatency(s * scale, s, true);
    }
    QVERIFY(d.enough());
    QString reason;
    QCOMPARE(int(d.decide(&reason)), expected);
    const QString n = QLocale().toString(2000);
    QVERIFY2(reason.contains(n + " of " + n), qPrintable(reason));
}

void TestLatencyUnitDetector::magnitudesDecideWithoutTimestamps()
{
    LatencyUnitDetector ms;
    for (int i = 0; i < 100; ++i)
        ms.addLatency(800 + i, -1, true);
    QString reason;
    QCOMPARE(ms.decide(&reason), LatencyUnitDetector::Unit::Milliseconds);
    QVERIFY(reason.contains("no timestamps"));

    LatencyUnitDetector s;
    for (int i = 0; i < 100; ++i) {
        s.addLatency(0.8 + i * 0.01, -1, true);
        s.addLatency(900, -1, false); // long spans do not outvote the LLM calls
    }
    QCOMPARE(s.decide(&reason), LatencyUnitDetector::Unit::Seconds);
}

void TestLatencyUnitDetector::nothingToDecide()
{
    LatencyUnitDetector d;
    QString reason;
    QCOMPARE(d.decide(&reason), LatencyUnitDetector::Unit::None);
    QVERIFY(!reason.isEmpty());
}

QTEST_APPLESS_MAIN(TestLatencyUnitDetector)
#include "tst_latencyunitdetector.moc"
