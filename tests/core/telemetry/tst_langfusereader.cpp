#include "TelemetryFixtures.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace llmcap::test;
using Kind = TelemetryRecord::Kind;

class TestLangfuseReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsKindsAndFields_data();
    void countsKindsAndFields();
    void latencyUnitFromTheData_data();
    void latencyUnitFromTheData();
    void userChoiceOverridesTheUnit();
    void tracesTableGivesRunRoots();
    void tagsInOtherSpellings();
    void camelCaseFieldsOfTheApiAndUi();
    void parquetIsRefusedNamingTheSetting();
    void partlyBadFileKeepsTheGoodRecords();
    void mostlyBadFileFails();
    void missingFileFails();
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

void writeLines(const QString &path, const QStringList &lines)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const QString &l : lines)
        f.write(l.toUtf8() + '\n');
}

} // namespace

void TestLangfuseReader::countsKindsAndFields_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<QString>("format");
    QTest::newRow("jsonl") << int(FixtureLayout::Jsonl) << "langfuse observations_v2, JSONL";
    QTest::newRow("json") << int(FixtureLayout::JsonArray) << "langfuse observations_v2, JSON";
    QTest::newRow("csv") << int(FixtureLayout::Csv) << "langfuse observations_v2, CSV";
}

void TestLangfuseReader::countsKindsAndFields()
{
    QFETCH(int, layout);
    QFETCH(QString, format);
    const QString path = m_dir.filePath(QStringLiteral("obs-%1").arg(layout));
    LangfuseFixture f;
    f.observations = 100;
    QVERIFY(writeLangfuse(path, f, FixtureLayout(layout)));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    const TelemetryImportReport &report = imported.report.value();
    QCOMPARE(report.format, format);
    QCOMPARE(report.read, 100);
    QCOMPARE(report.imported, 100);
    QCOMPARE(report.skipped, 0);
    const auto &rs = imported.records;
    QCOMPARE(int(rs.size()), 100);
    // Per run of 10: the AGENT root, TOOL at 3, 6, 9, GENERATION at the others.
    QCOMPARE(count(rs, Kind::Agent), 10);
    QCOMPARE(count(rs, Kind::ToolCall), 30);
    QCOMPARE(count(rs, Kind::LlmCall), 60);
    QCOMPARE(count(rs, Kind::Span), 0);

    const TelemetryRecord &root = rs[10];
    const TelemetryRecord &gen = rs[11];
    QCOMPARE(root.kind, Kind::Agent);
    QVERIFY(root.parentId.isEmpty());
    QCOMPARE(gen.kind, Kind::LlmCall);
    QCOMPARE(gen.parentId, root.spanId);
    QCOMPARE(gen.runId, root.runId);
    QVERIFY(gen.runId != rs[0].runId);
    QVERIFY(gen.runId.startsWith("r-"));
    QCOMPARE(gen.inputTokens, langfuseInputTokens(11));
    QCOMPARE(gen.outputTokens, langfuseOutputTokens(11));
    QCOMPARE(gen.cachedInputTokens, 512);
    QCOMPARE(gen.model, QString("gpt-4o"));
    QCOMPARE(gen.name, QString("support-agent"));
    QCOMPARE(gen.durationMs, double(langfuseDurationMs(11)));
    QCOMPARE(gen.ttftMs, double(langfuseTtftMs(11)));
    QCOMPARE(gen.startMs, f.startMs + f.runSpacingMs + 150);
    QCOMPARE(gen.attributes.value("environment").toString(), QString("production"));
    QCOMPARE(gen.attributes.value("tags").toString(), QString("prod,eu"));
    QVERIFY(gen.userId.startsWith("u-"));
    QVERIFY(gen.sessionId.startsWith("s-"));
    QCOMPARE(rs[13].toolName, QString("web_search"));
    QCOMPARE(rs[7].status, TelemetryRecord::Status::Error);
    QCOMPARE(rs[8].status, TelemetryRecord::Status::Ok);
    QCOMPARE(report.firstMs, f.startMs);
    QVERIFY(report.droppedFields.contains("input"));
    QVERIFY(report.droppedFields.contains("output"));
    QVERIFY(report.droppedFields.contains("metadata"));
    QVERIFY(report.pseudonymisedFields.contains("user_id"));
    QVERIFY(report.pseudonymisedFields.contains("trace_id"));
}

void TestLangfuseReader::latencyUnitFromTheData_data()
{
    QTest::addColumn<bool>("seconds");
    QTest::addColumn<bool>("timestamps");
    QTest::addColumn<QString>("why");
    // Integrations made on or after 2026-04-01 write seconds, earlier ones milliseconds.
    QTest::newRow("s, timestamps") << true << true << "matched the timestamps";
    QTest::newRow("ms, timestamps") << false << true << "matched the timestamps";
    QTest::newRow("s, no timestamps") << true << false << "no timestamps";
    QTest::newRow("ms, no timestamps") << false << false << "no timestamps";
}

void TestLangfuseReader::latencyUnitFromTheData()
{
    QFETCH(bool, seconds);
    QFETCH(bool, timestamps);
    QFETCH(QString, why);
    const QString path = m_dir.filePath("unit.jsonl");
    LangfuseFixture f;
    f.observations = 3000; // more than the 2,000 compared before the rest streams
    f.latencySeconds = seconds;
    f.timestamps = timestamps;
    QVERIFY(writeLangfuse(path, f));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->latencyUnit, seconds ? QString("s") : QString("ms"));
    QVERIFY2(imported.report->latencyUnitReason.contains(why),
             qPrintable(imported.report->latencyUnitReason));
    QCOMPARE(int(imported.records.size()), 3000);
    // Either way the durations come out in milliseconds, before and after the decision.
    for (int i : {1, 2, 2501, 2998}) { // LLM calls: they have both
        QCOMPARE(imported.records[size_t(i)].durationMs, double(langfuseDurationMs(i)));
        QCOMPARE(imported.records[size_t(i)].ttftMs, double(langfuseTtftMs(i)));
    }
}

void TestLangfuseReader::userChoiceOverridesTheUnit()
{
    const QString path = m_dir.filePath("override.jsonl");
    LangfuseFixture f;
    f.observations = 20;
    f.latencySeconds = false;
    f.timestamps = false;
    QVERIFY(writeLangfuse(path, f));
    auto options = telemetryOptions(TelemetryImportOptions::Format::Langfuse);
    options.latencyUnit = TelemetryImportOptions::LatencyUnit::Seconds;
    const auto imported = importTelemetry(path, options);
    QVERIFY(imported.report.ok());
    QCOMPARE(imported.report->latencyUnit, QString("s"));
    QVERIFY(imported.report->latencyUnitReason.contains("user"));
    QCOMPARE(imported.records[1].durationMs, 1000.0 * langfuseDurationMs(1));
}

void TestLangfuseReader::tracesTableGivesRunRoots()
{
    const QString path = m_dir.filePath("traces.jsonl");
    QVERIFY(writeLangfuseTraces(path, 5));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->format, QString("langfuse traces, JSONL"));
    QCOMPARE(int(imported.records.size()), 5);
    for (const TelemetryRecord &r : imported.records) {
        QCOMPARE(r.kind, Kind::Span);
        QVERIFY(r.parentId.isEmpty());
        QVERIFY(r.runId.startsWith("r-"));
        QCOMPARE(r.name, QString("support-agent"));
        QVERIFY(r.userId.startsWith("u-"));
    }
    // The same trace id gives the same run pseudonym as the observations' trace_id.
    const QString obs = m_dir.filePath("obs-for-traces.jsonl");
    QVERIFY(writeLangfuse(obs, LangfuseFixture()));
    const auto observations =
        importTelemetry(obs, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QCOMPARE(observations.records[0].runId, imported.records[0].runId);
}

void TestLangfuseReader::tagsInOtherSpellings()
{
    const QString path = m_dir.filePath("tags.csv");
    writeLines(path, {"id,trace_id,type,start_time,tags",
                      "o1,t1,SPAN,2026-03-01 08:00:00.000000,\"['prod', 'eu']\"",
                      "o2,t1,SPAN,2026-03-01T08:00:01Z,\"[\"\"prod\"\",\"\"eu\"\"]\"",
                      "o3,t1,SPAN,2026-03-01T08:00:02Z,prod"});
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->format, QString("langfuse observations, CSV"));
    QCOMPARE(int(imported.records.size()), 3);
    QCOMPARE(imported.records[0].attributes.value("tags").toString(), QString("prod,eu"));
    QCOMPARE(imported.records[1].attributes.value("tags").toString(), QString("prod,eu"));
    QCOMPARE(imported.records[2].attributes.value("tags").toString(), QString("prod"));
    QCOMPARE(imported.records[1].startMs - imported.records[0].startMs, 1000);
}

void TestLangfuseReader::camelCaseFieldsOfTheApiAndUi()
{
    // The public API and the UI's JSON export spell the fields in camelCase.
    const QString path = m_dir.filePath("camel.json");
    writeLines(path,
               {"[{\"id\":\"o1\",\"traceId\":\"t1\",\"parentObservationId\":null,"
                "\"type\":\"GENERATION\",\"startTime\":\"2026-03-01T08:00:00.000Z\","
                "\"endTime\":\"2026-03-01T08:00:02.000Z\","
                "\"completionStartTime\":\"2026-03-01T08:00:00.400Z\","
                "\"providedModelName\":\"gpt-4o\",\"usageDetails\":{\"input\":1200,"
                "\"output\":150,\"input_cached_tokens\":1000},\"latency\":2.0,"
                "\"timeToFirstToken\":0.4,\"userId\":\"alice@example.com\","
                "\"sessionId\":\"s1\",\"input\":\"SECRET-PROMPT-7f3a\",\"output\":\"x\"},",
                "{\"id\":\"o2\",\"traceId\":\"t1\",\"parentObservationId\":\"o1\","
                "\"type\":\"TOOL\",\"startTime\":\"2026-03-01T08:00:02.500Z\","
                "\"endTime\":\"2026-03-01T08:00:03.000Z\",\"userId\":\"alice@example.com\"}]"});
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(int(imported.records.size()), 2);
    const TelemetryRecord &call = imported.records[0];
    QCOMPARE(call.kind, Kind::LlmCall);
    QCOMPARE(call.model, QString("gpt-4o"));
    QCOMPARE(call.inputTokens, 1200);
    QCOMPARE(call.outputTokens, 150);
    QCOMPARE(call.cachedInputTokens, 1000);
    QCOMPARE(call.durationMs, 2000.0);
    QCOMPARE(call.ttftMs, 400.0);
    QVERIFY(!call.userId.isEmpty() && !call.userId.contains("alice"));
    QCOMPARE(imported.records[1].kind, Kind::ToolCall);
    QCOMPARE(imported.records[1].runId, call.runId);
    QCOMPARE(imported.records[1].parentId, call.spanId);
    QVERIFY(leakedSecrets(importedText(imported)).isEmpty());
}

void TestLangfuseReader::parquetIsRefusedNamingTheSetting()
{
    const QString magic = m_dir.filePath("export-0001");
    QFile f(magic);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("PAR1\x15\x04\x15\x10");
    f.close();
    const QString suffix = m_dir.filePath("observations.parquet");
    QVERIFY(writeLangfuse(suffix, LangfuseFixture()));
    for (const QString &path : {magic, suffix}) {
        const auto imported =
            importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
        QVERIFY(!imported.report.ok());
        QVERIFY(imported.report.error().contains("Parquet"));
        QVERIFY(imported.report.error().contains("JSONL"));
        QVERIFY(imported.report.error().contains("Settings → Integrations → Blob storage"));
        QVERIFY(!imported.report.error().contains('\n'));
        QVERIFY(imported.records.empty());
    }
}

void TestLangfuseReader::partlyBadFileKeepsTheGoodRecords()
{
    LangfuseFixture f;
    QStringList lines;
    for (int i = 0; i < 20; ++i)
        lines.append(QString::fromStdString(fixtureJsonObject(langfuseObservation(i, f))));
    lines[2] = "{\"id\": \"obs-2\", \"start_time\": \"2026-03-01 08:00"; // cut short
    lines[6] = "{\"id\": \"obs-6\", \"type\": \"GENERATION\"}";          // no start_time
    lines[9].replace("2026-03-01 08:00:01.350000", "yesterday");
    const QString path = m_dir.filePath("partly.jsonl");
    writeLines(path, lines);
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    const TelemetryImportReport &r = imported.report.value();
    QCOMPARE(r.read, 20);
    QCOMPARE(r.skipped, 3);
    QCOMPARE(r.imported, 17);
    QCOMPARE(int(imported.records.size()), 17);
    QCOMPARE(r.problems.size(), 3);
    QVERIFY2(r.problems[0].startsWith("line 3: "), qPrintable(r.problems[0]));
    QVERIFY2(r.problems[1].startsWith("line 7: no start_time"), qPrintable(r.problems[1]));
    QVERIFY2(r.problems[2].startsWith("line 10: unreadable start_time"), qPrintable(r.problems[2]));
    QCOMPARE(r.skippedByReason.value("no start_time"), 1);
    const QJsonObject note = r.retentionNote();
    QCOMPARE(note.value("records_skipped").toInt(), 3);
    QCOMPARE(note.value("problems").toArray().size(), 3);
    QVERIFY(note.value("first").toString().startsWith("2026-03-01T08:00:00"));
}

void TestLangfuseReader::mostlyBadFileFails()
{
    LangfuseFixture f;
    QStringList lines;
    for (int i = 0; i < 10; ++i)
        lines.append(i < 6 ? QString("not json at all %1").arg(i)
                           : QString::fromStdString(fixtureJsonObject(langfuseObservation(i, f))));
    lines[0] = "{\"id\": 1}"; // JSON, but no start_time: the file is still JSON Lines
    const QString path = m_dir.filePath("mostly.jsonl");
    writeLines(path, lines);
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY(!imported.report.ok());
    QVERIFY2(imported.report.error().startsWith(
                 "mostly unreadable: 6 of 10 records skipped; first: line 1: no start_time"),
             qPrintable(imported.report.error()));
}

void TestLangfuseReader::missingFileFails()
{
    const auto imported =
        importTelemetry(m_dir.filePath("nowhere.jsonl"),
                        telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY(!imported.report.ok());
    QVERIFY(imported.report.error().contains("no such file"));
}

void TestLangfuseReader::secretsLeaveNoTrace_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<bool>("traces");
    QTest::newRow("jsonl") << int(FixtureLayout::Jsonl) << false;
    QTest::newRow("json") << int(FixtureLayout::JsonArray) << false;
    QTest::newRow("csv") << int(FixtureLayout::Csv) << false;
    QTest::newRow("traces") << int(FixtureLayout::Jsonl) << true;
}

void TestLangfuseReader::secretsLeaveNoTrace()
{
    QFETCH(int, layout);
    QFETCH(bool, traces);
    const QString path = m_dir.filePath("secrets");
    LangfuseFixture f;
    f.secrets = true;
    f.observations = 60;
    QVERIFY(traces ? writeLangfuseTraces(path, 10, true)
                   : writeLangfuse(path, f, FixtureLayout(layout)));
    {
        QFile raw(path);
        QVERIFY(raw.open(QIODevice::ReadOnly));
        QVERIFY(leakedSecrets(QString::fromUtf8(raw.readAll())).size() >=
                6); // the fixture has them
    }
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QVERIFY(!imported.records.empty());
    const QStringList leaked = leakedSecrets(importedText(imported));
    QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(", ")));
}

QTEST_APPLESS_MAIN(TestLangfuseReader)
#include "tst_langfusereader.moc"
