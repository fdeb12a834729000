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
    void tracesAsTheApiAndTheUiGiveThem_data();
    void tracesAsTheApiAndTheUiGiveThem();
    void pagedTraceListNamesWhatToExport();
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

namespace {

// A trace as Langfuse's GET /api/public/traces/{id} returns it (camelCase, latency in seconds,
// full observation objects), written from the API reference; id and name as given.
QByteArray apiTrace(const QString &id, const QString &name, bool withObservations = true)
{
    const QString observations =
        withObservations
            ? QStringLiteral(
                  R"([{"id":"%1-g","traceId":"%1","type":"GENERATION","parentObservationId":null,
"name":"llm","startTime":"2026-03-01T08:00:00.100Z","completionStartTime":"2026-03-01T08:00:00.450Z",
"endTime":"2026-03-01T08:00:02.400Z","model":"gpt-4o","latency":2.3,"timeToFirstToken":0.35,
"usageDetails":{"input":812,"output":95,"total":907},"usage":{"unit":"TOKENS","input":812,
"output":95,"total":907},"promptTokens":812,"completionTokens":95,"totalTokens":907,
"input":"SECRET-PROMPT-7f3a","output":"x","level":"DEFAULT"},
{"id":"%1-t","traceId":"%1","type":"TOOL","parentObservationId":"%1-g","name":"search",
"startTime":"2026-03-01T08:00:02.500Z","endTime":"2026-03-01T08:00:03.000Z","level":"DEFAULT"}])")
                  .arg(id)
            : QStringLiteral(R"(["%1-g", "%1-t"])").arg(id);
    return QStringLiteral(
               R"({"id":"%1","timestamp":"2026-03-01T08:00:00.000Z","name":"%2","userId":"alice@example.com",
"sessionId":"s-1","latency":3.0,"htmlPath":"/project/p/traces/%1","tags":[],"public":false,
"input":"SECRET-PROMPT-7f3a","observations":%3,"scores":[]})")
        .arg(id, name, observations)
        .toUtf8();
}

} // namespace

// Langfuse data as users have it: one trace from the API or the UI's download, a list of them,
// the API's paged observations. Each gives the trace's root and its observations, classed by
// the trace's name.
void TestLangfuseReader::tracesAsTheApiAndTheUiGiveThem_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<int>("traces");
    QTest::addColumn<QString>("shape");
    QTest::newRow("GET /api/public/traces/{id}") << apiTrace("t-1", "support") << 1 << "trace API";
    QTest::newRow("UI download")
        << QByteArray("{\"trace\":" +
                      apiTrace("t-1", "support", false)
                          .replace(R"("observations":["t-1-g", "t-1-t"],)", "") +
                      ",\"observations\":" +
                      apiTrace("t-1", "support")
                          .mid(apiTrace("t-1", "support").indexOf("\"observations\":") + 15)
                          .chopped(QByteArray(",\"scores\":[]}").size()) +
                      "}")
        << 1 << "UI download";
    QTest::newRow("an array of traces")
        << QByteArray("[" + apiTrace("t-1", "support") + "," + apiTrace("t-2", "support") + "]")
        << 2 << "trace API";
}

void TestLangfuseReader::tracesAsTheApiAndTheUiGiveThem()
{
    QFETCH(QByteArray, document);
    QFETCH(int, traces);
    QFETCH(QString, shape);
    const QString path = m_dir.filePath("trace.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(document);
    f.close();
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QVERIFY2(imported.report->format.contains(shape), qPrintable(imported.report->format));
    QCOMPARE(int(imported.records.size()), 3 * traces);
    QCOMPARE(int(imported.report->read), 3 * traces); // a trace and its two observations each
    QCOMPARE(int(imported.report->skipped), 0);
    int calls = 0;
    for (const TelemetryRecord &r : imported.records) {
        if (r.kind != Kind::LlmCall)
            continue;
        ++calls;
        QCOMPARE(r.inputTokens, 812);
        QCOMPARE(r.outputTokens, 95);
        QCOMPARE(r.durationMs, 2300.0);
        QCOMPARE(r.ttftMs, 350.0);
        QCOMPARE(r.name, QString("support")); // the trace's name: the class
        QVERIFY(!r.runId.isEmpty());
    }
    QCOMPARE(calls, traces);
    QCOMPARE(imported.records[0].kind, Kind::Span); // the trace's root
    QCOMPARE(imported.records[1].runId, imported.records[0].runId);
    QVERIFY(leakedSecrets(importedText(imported)).isEmpty());
}

// The API's trace list names each trace's observations by id only: the import says what to
// export instead; its paged observations read like any observations.
void TestLangfuseReader::pagedTraceListNamesWhatToExport()
{
    const QString list = m_dir.filePath("list.json");
    QFile f(list);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"data\":[" + apiTrace("t-1", "a", false) + "," + apiTrace("t-2", "b", false) +
            "],\"meta\":{\"page\":1,\"limit\":50,\"totalItems\":2,\"totalPages\":1}}");
    f.close();
    const auto imported =
        importTelemetry(list, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY(!imported.report.ok());
    const QString said = imported.report.error();
    QVERIFY2(said.startsWith("mostly unreadable: 2 of 2 records skipped; first: line 1: trace "
                             "t-1 lists its observations by id only") &&
                 said.contains("GET /api/public/observations"),
             qPrintable(said));
    QVERIFY(imported.records.empty());

    QByteArray trace = apiTrace("t-3", "c");
    const qsizetype from = trace.indexOf("\"observations\":") + 15;
    const QByteArray observations = trace.mid(from, trace.lastIndexOf(",\"scores\"") - from);
    const QString paged = m_dir.filePath("observations.json");
    QFile g(paged);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("{\"data\":" + observations +
            ",\"meta\":{\"page\":1,\"limit\":50,\"totalItems\":2,"
            "\"totalPages\":1}}");
    g.close();
    const auto read =
        importTelemetry(paged, telemetryOptions(TelemetryImportOptions::Format::Langfuse));
    QVERIFY2(read.report.ok(), qPrintable(read.report.error()));
    QCOMPARE(int(read.records.size()), 2);
    QCOMPARE(read.records[0].kind, Kind::LlmCall);
    QCOMPARE(read.records[0].inputTokens, 812);
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
