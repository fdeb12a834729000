#include "net/SseParser.h"

#include <QTest>

using namespace llmcap;

namespace {

struct Event
{
    QByteArray type;
    QByteArray data;
    bool operator==(const Event &) const = default;
};

QList<Event> parseInPieces(const QByteArray &stream, const QList<int> &cuts, bool finish = false)
{
    SseParser parser;
    QList<Event> events;
    const auto collect = [&events](const SseEvent &e) {
        events.append({QByteArray(e.type.data(), qsizetype(e.type.size())),
                       QByteArray(e.data.data(), qsizetype(e.data.size()))});
    };
    int previous = 0;
    for (int cut : cuts) {
        parser.feed(stream.constData() + previous, size_t(cut - previous), collect);
        previous = cut;
    }
    parser.feed(stream.constData() + previous, size_t(stream.size() - previous), collect);
    if (finish)
        parser.finish(collect);
    return events;
}

} // namespace

class TestSseParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesEvents_data();
    void parsesEvents();
    void splitAtEveryByte_data();
    void splitAtEveryByte();
    void crAtEndOfReadThenLf();
    void finishDispatchesUnterminatedEvent();
    void eventWithoutDataIsNotDispatched();
};

void TestSseParser::parsesEvents_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QList<QByteArray>>("data");
    QTest::addColumn<QList<QByteArray>>("types");

    QTest::newRow("lf") << QByteArray("data: {\"a\":1}\n\ndata: [DONE]\n\n")
                        << QList<QByteArray>{"{\"a\":1}", "[DONE]"}
                        << QList<QByteArray>{"message", "message"};
    QTest::newRow("crlf") << QByteArray("data: x\r\n\r\ndata: y\r\n\r\n")
                          << QList<QByteArray>{"x", "y"} << QList<QByteArray>{"message", "message"};
    QTest::newRow("cr only") << QByteArray("data: x\r\rdata: y\r\r") << QList<QByteArray>{"x", "y"}
                             << QList<QByteArray>{"message", "message"};
    QTest::newRow("comments") << QByteArray(": keep-alive\n\n: ping\ndata: x\n\n")
                              << QList<QByteArray>{"x"} << QList<QByteArray>{"message"};
    QTest::newRow("no space after colon")
        << QByteArray("data:x\n\n") << QList<QByteArray>{"x"} << QList<QByteArray>{"message"};
    QTest::newRow("two spaces keep one")
        << QByteArray("data:  x\n\n") << QList<QByteArray>{" x"} << QList<QByteArray>{"message"};
    QTest::newRow("multi-line data") << QByteArray("data: a\ndata: b\n\n")
                                     << QList<QByteArray>{"a\nb"} << QList<QByteArray>{"message"};
    QTest::newRow("event type") << QByteArray("event: error\ndata: {\"error\":1}\n\ndata: z\n\n")
                                << QList<QByteArray>{"{\"error\":1}", "z"}
                                << QList<QByteArray>{"error", "message"};
    QTest::newRow("id and retry ignored") << QByteArray("id: 7\nretry: 10\ndata: x\n\n")
                                          << QList<QByteArray>{"x"} << QList<QByteArray>{"message"};
    QTest::newRow("empty data line")
        << QByteArray("data\n\n") << QList<QByteArray>{""} << QList<QByteArray>{"message"};
}

void TestSseParser::parsesEvents()
{
    QFETCH(QByteArray, stream);
    QFETCH(QList<QByteArray>, data);
    QFETCH(QList<QByteArray>, types);
    const QList<Event> events = parseInPieces(stream, {});
    QCOMPARE(events.size(), data.size());
    for (qsizetype i = 0; i < events.size(); ++i) {
        QCOMPARE(events.at(i).data, data.at(i));
        QCOMPARE(events.at(i).type, types.at(i));
    }
}

void TestSseParser::splitAtEveryByte_data()
{
    QTest::addColumn<QByteArray>("stream");
    QTest::newRow("lf") << QByteArray(": c\ndata: {\"x\":\"a\"}\n\nevent: error\ndata: e\n\n"
                                      "data: [DONE]\n\n");
    QTest::newRow("crlf") << QByteArray(": c\r\ndata: {\"x\":\"a\"}\r\n\r\nevent: error\r\ndata: "
                                        "e\r\n\r\ndata: [DONE]\r\n\r\n");
}

// Every way of cutting the stream into two and three reads gives the same events.
void TestSseParser::splitAtEveryByte()
{
    QFETCH(QByteArray, stream);
    const QList<Event> whole = parseInPieces(stream, {});
    QCOMPARE(whole.size(), 3);
    for (int i = 0; i <= stream.size(); ++i) {
        QCOMPARE(parseInPieces(stream, {i}), whole);
        for (int j = i; j <= stream.size(); j += 3)
            QCOMPARE(parseInPieces(stream, {i, j}), whole);
    }
    QList<int> everyByte;
    for (int i = 1; i < stream.size(); ++i)
        everyByte.append(i);
    QCOMPARE(parseInPieces(stream, everyByte), whole);
}

void TestSseParser::crAtEndOfReadThenLf()
{
    const QByteArray stream("data: a\r\n\r\ndata: b\r\n\r\n");
    // Cut right after each '\r': the '\n' that follows must not count as a second line end.
    QList<int> cuts;
    for (int i = 0; i < stream.size(); ++i)
        if (stream.at(i) == '\r')
            cuts.append(i + 1);
    const QList<Event> events = parseInPieces(stream, cuts);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(1).data, QByteArray("b"));
}

void TestSseParser::finishDispatchesUnterminatedEvent()
{
    QCOMPARE(parseInPieces("data: x\n\ndata: [DONE]\n", {}).size(), 1);
    const QList<Event> events = parseInPieces("data: x\n\ndata: [DONE]", {}, true);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(1).data, QByteArray("[DONE]"));
}

void TestSseParser::eventWithoutDataIsNotDispatched()
{
    const QList<Event> events = parseInPieces("event: ping\n\ndata: x\n\n", {});
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.at(0).type, QByteArray("message"));
}

QTEST_APPLESS_MAIN(TestSseParser)
#include "tst_sseparser.moc"
