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
    void runFieldsRoundTrip();
    void runFieldErrors_data();
    void runFieldErrors();
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

void TestTrace::runFieldsRoundTrip()
{
    const auto t = Trace::parse(
        R"({"timestamp": 0, "class": "agent", "input_tokens": 900, "output_tokens": 40, "run_id": "r7", "call_index": 0, "offset_s": 0.1, "prefix": "none", "prefix_group": "r7/0", "prefix_tokens": 900}
{"timestamp": 2.5, "class": "agent", "input_tokens": 1400, "output_tokens": 60, "run_id": "r7", "call_index": 1, "depends_on": 0, "offset_s": 1.2, "tool_wait_s": 0.9, "prefix": "previous", "prefix_group": "r7/0", "prefix_tokens": 1400}
{"timestamp": 3, "input_tokens": 10, "output_tokens": 5}
)",
        QStringLiteral("t.jsonl"));
    QVERIFY2(t.ok(), qPrintable(t.error()));
    const TraceEntry &second = t->entries.at(1);
    QCOMPARE(second.runId, QStringLiteral("r7"));
    QCOMPARE(second.callIndex, 1);
    QCOMPARE(second.dependsOn, 0);
    QCOMPARE(second.offsetS, 1.2);
    QCOMPARE(second.toolWaitS, 0.9);
    QCOMPARE(second.prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(t->entries.at(0).dependsOn, -1);
    QVERIFY(!t->entries.at(2).inRun());
    QCOMPARE(t->entries.at(2).callIndex, -1);

    const auto back = Trace::parse(t->toJsonLines(), QStringLiteral("back"));
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->entries, t->entries);
}

void TestTrace::runFieldErrors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QByteArray call = R"({"timestamp": 0, "input_tokens": 5, "output_tokens": 5, )";
    QTest::newRow("index without run") << call + R"("call_index": 0})"
                                       << "run_id: is required";
    QTest::newRow("run without index") << call + R"("run_id": "a"})"
                                       << "call_index: is required";
    QTest::newRow("depends on itself")
        << call + R"("run_id": "a", "call_index": 1, "depends_on": 1})"
        << "t.jsonl:1: run a: call 1 waits for itself";
    QTest::newRow("negative offset") << call + R"("run_id": "a", "call_index": 0, "offset_s": -1})"
                                     << "offset_s";
    QTest::newRow("tool wait above offset")
        << call + R"("run_id": "a", "call_index": 0, "offset_s": 1, "tool_wait_s": 2})"
        << "tool_wait_s: must not exceed offset_s";
    QTest::newRow("bad prefix") << call + R"("prefix": "some"})"
                                << "prefix: must be one of";
    QTest::newRow("missing dependency")
        << call + R"("run_id": "a", "call_index": 2, "depends_on": 1})"
        << "t.jsonl:1: run a: call 2 waits for call 1, which the run lacks";
    QTest::newRow("index twice") << call + R"("run_id": "a", "call_index": 0})" + "\n" + call +
                                        R"("run_id": "a", "call_index": 0})"
                                 << "t.jsonl:2: run a: call_index 0 twice";
}

void TestTrace::runFieldErrors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const auto t = Trace::parse(text, QStringLiteral("t.jsonl"));
    QVERIFY(!t.ok());
    QVERIFY2(t.error().contains(expected), qPrintable(t.error()));
}

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
