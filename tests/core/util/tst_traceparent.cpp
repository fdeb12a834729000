// The W3C traceparent the bench client sends with every request: its format, that every one is
// fresh, and that the parser takes valid headers only.
#include "util/TraceParent.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace llmcap;

class TestTraceParent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedHeaderHasVersion00Format();
    void generatedIdsAreUnique();
    void roundTrips();
    void parseRejectsInvalid_data();
    void parseRejectsInvalid();
    void parseTakesFlagsAndLaterVersions();
};

void TestTraceParent::generatedHeaderHasVersion00Format()
{
    const QRegularExpression format(QStringLiteral("^00-[0-9a-f]{32}-[0-9a-f]{16}-01$"));
    for (int i = 0; i < 100; ++i) {
        const TraceParent t = TraceParent::generate();
        QVERIFY(t.isValid());
        QVERIFY(t.sampled);
        const QString header = QString::fromLatin1(t.header());
        QVERIFY2(format.match(header).hasMatch(), qPrintable(header));
        QCOMPARE(t.header().mid(3, 32), t.traceId);
        QCOMPARE(t.header().mid(36, 16), t.spanId);
    }
}

void TestTraceParent::generatedIdsAreUnique()
{
    constexpr int kCount = 20000;
    QSet<QByteArray> traces, spans;
    for (int i = 0; i < kCount; ++i) {
        const TraceParent t = TraceParent::generate();
        traces.insert(t.traceId);
        spans.insert(t.spanId);
    }
    QCOMPARE(traces.size(), kCount);
    QCOMPARE(spans.size(), kCount);
}

void TestTraceParent::roundTrips()
{
    const TraceParent t = TraceParent::generate();
    const auto parsed = TraceParent::parse(t.header().toStdString());
    QVERIFY(parsed);
    QCOMPARE(*parsed, t);
    const auto spaced = TraceParent::parse(" " + t.header().toStdString() + "\t");
    QVERIFY(spaced);
    QCOMPARE(*spaced, t);
}

void TestTraceParent::parseRejectsInvalid_data()
{
    QTest::addColumn<QByteArray>("header");
    const QByteArray trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const QByteArray span = "00f067aa0ba902b7";
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("upper case") << "00-" + trace.toUpper() + '-' + span + "-01";
    QTest::newRow("zero trace") << "00-" + QByteArray(32, '0') + '-' + span + "-01";
    QTest::newRow("zero span") << "00-" + trace + '-' + QByteArray(16, '0') + "-01";
    QTest::newRow("version ff") << "ff-" + trace + '-' + span + "-01";
    QTest::newRow("00 with more") << "00-" + trace + '-' + span + "-01-extra";
    QTest::newRow("short trace") << "00-" + trace.left(31) + '-' + span + "-01";
    QTest::newRow("not hex") << "00-" + trace.left(31) + "g-" + span + "-01";
    QTest::newRow("missing dash") << "00-" + trace + span + "-01";
}

void TestTraceParent::parseRejectsInvalid()
{
    QFETCH(QByteArray, header);
    QVERIFY(!TraceParent::parse(header.toStdString()));
}

void TestTraceParent::parseTakesFlagsAndLaterVersions()
{
    const auto unsampled =
        TraceParent::parse("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00");
    QVERIFY(unsampled);
    QVERIFY(!unsampled->sampled);
    QCOMPARE(unsampled->header(), "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00");
    const auto later =
        TraceParent::parse("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-03-more");
    QVERIFY(later);
    QVERIFY(later->sampled);
    QCOMPARE(later->traceId, QByteArray("4bf92f3577b34da6a3ce929d0e0e4736"));
}

QTEST_APPLESS_MAIN(TestTraceParent)
#include "tst_traceparent.moc"
