#include "TelemetryFixtures.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;
using Kind = TelemetryRecord::Kind;

class TestOtlpReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsKindsAndFields_data();
    void countsKindsAndFields();
    void vllmServerSpansGiveTtft();
    void brokenLineIsSkippedWithItsNumber();
    void secretsLeaveNoTrace_data();
    void secretsLeaveNoTrace();

private:
    QTemporaryDir m_dir;
};

namespace {

int count(const std::vector<TelemetryRecord> &records, Kind kind)
{
    return int(std::count_if(records.begin(), records.end(),
                             [kind](const TelemetryRecord &r) { return r.kind == kind; }));
}

} // namespace

void TestOtlpReader::countsKindsAndFields_data()
{
    QTest::addColumn<bool>("current");
    QTest::addColumn<bool>("perLine");
    QTest::newRow("current semconv, request per line") << true << true;
    QTest::newRow("current semconv, one document") << true << false;
    QTest::newRow("older names, request per line") << false << true;
    QTest::newRow("older names, one document") << false << false;
}

void TestOtlpReader::countsKindsAndFields()
{
    QFETCH(bool, current);
    QFETCH(bool, perLine);
    OtlpFixture f;
    f.runs = 5;
    f.callsPerRun = 3;
    f.currentSemconv = current;
    f.requestPerLine = perLine;
    const QString path = m_dir.filePath("spans.json");
    QVERIFY(writeOtlp(path, f));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Otlp));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    const TelemetryImportReport &report = imported.report.value();
    QCOMPARE(report.format, perLine ? QString("otlp json, one request per line")
                                    : QString("otlp json, one document"));
    const auto &rs = imported.records;
    QCOMPARE(int(rs.size()), f.runs * otlpSpansPerRun(f));
    QCOMPARE(report.read, qint64(rs.size()));
    QCOMPARE(count(rs, Kind::Agent), f.runs);
    QCOMPARE(count(rs, Kind::LlmCall), f.runs * f.callsPerRun);
    QCOMPARE(count(rs, Kind::ToolCall), f.runs * f.callsPerRun);

    const TelemetryRecord &agent = rs[0];
    const TelemetryRecord &chat = rs[1];
    const TelemetryRecord &tool = rs[2];
    QCOMPARE(agent.kind, Kind::Agent);
    QVERIFY(agent.parentId.isEmpty());
    QCOMPARE(chat.kind, Kind::LlmCall);
    QCOMPARE(chat.parentId, agent.spanId);
    QCOMPARE(chat.runId, agent.runId);
    QVERIFY(chat.runId != rs[size_t(otlpSpansPerRun(f))].runId);
    QCOMPARE(chat.inputTokens, 1200);
    QCOMPARE(chat.outputTokens, 80);
    QCOMPARE(chat.cachedInputTokens, current ? 1024 : -1);
    QCOMPARE(chat.model, QString("gpt-4o"));
    QCOMPARE(chat.provider, current ? QString("openai") : QString("OpenAI"));
    QCOMPARE(chat.durationMs, 400.0);
    QCOMPARE(chat.startMs, f.startMs + 10);
    QCOMPARE(chat.status, TelemetryRecord::Status::Error); // run 0, call 0
    QCOMPARE(chat.errorType, current ? QString("429") : QString());
    QCOMPARE(rs[3].status, TelemetryRecord::Status::Ok);
    QCOMPARE(tool.kind, Kind::ToolCall);
    QCOMPARE(tool.toolName, QString("web_search"));
    QCOMPARE(chat.attributes.value("service").toString(), QString("support-app"));
    QCOMPARE(chat.attributes.value("environment").toString(), QString("production"));
    if (current) {
        QCOMPARE(agent.name, QString("support-agent"));
        QVERIFY(chat.sessionId.startsWith("s-"));
        QCOMPARE(chat.sessionId, agent.sessionId);
        QVERIFY(report.droppedFields.contains("gen_ai.input.messages"));
        QVERIFY(report.droppedFields.contains("gen_ai.tool.call.arguments"));
        QVERIFY(report.droppedFields.contains("gen_ai.system_instructions"));
    } else {
        QVERIFY(agent.userId.startsWith("u-"));
        QVERIFY(report.droppedFields.contains("gen_ai.prompt.*"));
        QVERIFY(report.droppedFields.contains("gen_ai.completion.*"));
        QVERIFY(report.droppedFields.contains("traceloop.entity.input"));
    }
    QVERIFY(report.droppedFields.contains("events"));
    QVERIFY(report.pseudonymisedFields.contains("traceId"));
}

void TestOtlpReader::vllmServerSpansGiveTtft()
{
    OtlpFixture f;
    f.runs = 2;
    f.currentSemconv = false;
    f.vllmServerSpans = true;
    const QString path = m_dir.filePath("vllm.jsonl");
    QVERIFY(writeOtlp(path, f));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Otlp));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(int(imported.records.size()), f.runs * otlpSpansPerRun(f));
    const TelemetryRecord &chat = imported.records[1];
    const TelemetryRecord &server = imported.records[2];
    QCOMPARE(server.kind, Kind::LlmCall);
    QCOMPARE(server.parentId, chat.spanId);
    QCOMPARE(server.ttftMs, 125.0);
    QCOMPARE(server.inputTokens, 1200);
    QCOMPARE(server.attributes.value("side").toString(), QString("server"));
    QVERIFY(!chat.attributes.contains("side"));
}

void TestOtlpReader::brokenLineIsSkippedWithItsNumber()
{
    OtlpFixture f;
    f.runs = 4;
    const QString path = m_dir.filePath("broken.jsonl");
    QVERIFY(writeOtlp(path, f));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    lines[1] = lines[1].left(lines[1].size() / 2); // a request cut in the middle
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(lines.join('\n'));
    file.close();
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Otlp));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    // The spans read before the cut are kept; the line counts as one skipped record.
    QVERIFY(int(imported.records.size()) >= 3 * otlpSpansPerRun(f));
    QVERIFY(int(imported.records.size()) < 4 * otlpSpansPerRun(f));
    QCOMPARE(imported.report->skipped, 1);
    QVERIFY2(imported.report->problems.value(0).startsWith("line 2: "),
             qPrintable(imported.report->problems.value(0)));
}

void TestOtlpReader::secretsLeaveNoTrace_data()
{
    QTest::addColumn<bool>("current");
    QTest::addColumn<bool>("perLine");
    QTest::newRow("current, lines") << true << true;
    QTest::newRow("current, document") << true << false;
    QTest::newRow("older, lines") << false << true;
    QTest::newRow("older, document") << false << false;
}

void TestOtlpReader::secretsLeaveNoTrace()
{
    QFETCH(bool, current);
    QFETCH(bool, perLine);
    OtlpFixture f;
    f.secrets = true;
    f.currentSemconv = current;
    f.requestPerLine = perLine;
    f.vllmServerSpans = !current;
    const QString path = m_dir.filePath("secrets.json");
    QVERIFY(writeOtlp(path, f));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Otlp));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(int(imported.records.size()), f.runs * otlpSpansPerRun(f));
    const QStringList leaked = leakedSecrets(importedText(imported));
    QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(", ")));
}

QTEST_APPLESS_MAIN(TestOtlpReader)
#include "tst_otlpreader.moc"
