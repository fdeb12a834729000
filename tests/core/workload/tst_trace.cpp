#include "workload/Trace.h"

#include <QTest>

using namespace llmcap;

class TestTrace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesDocumentedFormat();
    void sortsAndRebases();
    void reportsLineNumbers();
    void emptyTraceIsAnError();
};

void TestTrace::parsesDocumentedFormat()
{
    const auto t = Trace::parse(R"(# a comment
{"timestamp": 0.000, "class": "chat", "input_tokens": 812, "output_tokens": 160}

{"timestamp": 0.137, "class": "rag", "input_tokens": 4096, "output_tokens": 256, "prefix_group": "kb-1", "prefix_tokens": 3000}
{"timestamp_ms": 500, "input_tokens": 10, "output_tokens": 5, "prefix_group": 7}
)",
                                QStringLiteral("t.jsonl"));
    QVERIFY2(t.ok(), qPrintable(t.error()));
    QCOMPARE(t->entries.size(), 3);
    QCOMPARE(t->entries.at(1).className, QStringLiteral("rag"));
    QCOMPARE(t->entries.at(1).prefixGroup, QStringLiteral("kb-1"));
    QCOMPARE(t->entries.at(1).prefixTokens, 3000);
    QCOMPARE(t->entries.at(2).timestampS, 0.5);
    QCOMPARE(t->entries.at(2).prefixGroup, QStringLiteral("7"));
    QCOMPARE(t->entries.at(0).prefixTokens, -1);
    QCOMPARE(t->durationS(), 0.5);
    QCOMPARE(t->classNames(), (QStringList{"chat", "rag", ""}));
}

void TestTrace::sortsAndRebases()
{
    const auto t = Trace::parse("{\"timestamp\": 1700000010.5, \"input_tokens\": 1, "
                                "\"output_tokens\": 1}\n"
                                "{\"timestamp\": 1700000010.0, \"input_tokens\": 2, "
                                "\"output_tokens\": 1}\n",
                                QStringLiteral("t"));
    QVERIFY(t.ok());
    QCOMPARE(t->entries.at(0).inputTokens, 2);
    QCOMPARE(t->entries.at(0).timestampS, 0.0);
    QCOMPARE(t->entries.at(1).timestampS, 0.5);
}

void TestTrace::reportsLineNumbers()
{
    const auto t = Trace::parse("{\"timestamp\": 0, \"input_tokens\": 1, \"output_tokens\": 1}\n"
                                "not json\n"
                                "{\"timestamp\": 1, \"input_tokens\": 0, \"output_tokens\": 1}\n"
                                "{\"timestamp\": 2, \"input_tokns\": 5, \"output_tokens\": 1}\n",
                                QStringLiteral("t.jsonl"));
    QVERIFY(!t.ok());
    QVERIFY2(t.error().contains(QStringLiteral("t.jsonl:2:")), qPrintable(t.error()));
    QVERIFY2(t.error().contains(QStringLiteral("t.jsonl:3: input_tokens")), qPrintable(t.error()));
    QVERIFY2(t.error().contains(QStringLiteral("t.jsonl:4: input_tokns: unknown field")),
             qPrintable(t.error()));
}

void TestTrace::emptyTraceIsAnError()
{
    QVERIFY(!Trace::parse("# nothing\n\n", QStringLiteral("t")).ok());
    QVERIFY(!Trace::load(QStringLiteral("/nonexistent/trace.jsonl")).ok());
}

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
