#include "TelemetryFixtures.h"

#include <QDateTime>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;

class TestMappedLogReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void csvWithAMapping();
    void missingOrWrongMappingIsOneLine_data();
    void missingOrWrongMappingIsOneLine();
    void jsonlTimestampUnitsAndNestedKeys_data();
    void jsonlTimestampUnitsAndNestedKeys();
    void secretsLeaveNoTrace();
    void commentLinesAreSkipped_data();
    void commentLinesAreSkipped();
    void examplesTraceImports();

private:
    QTemporaryDir m_dir;
};

namespace {

TelemetryImportOptions csvOptions()
{
    TelemetryImportOptions o = telemetryOptions(TelemetryImportOptions::Format::Csv);
    o.mapping = {{"timestamp", "when"},
                 {"model", "model_name"},
                 {"input_tokens", "prompt_tokens"},
                 {"output_tokens", "completion_tokens"},
                 {"duration", "latency_ms"},
                 {"ttft", "ttft_ms"},
                 {"status", "http_status"},
                 {"user", "customer"}};
    return o;
}

} // namespace

void TestMappedLogReader::csvWithAMapping()
{
    const QString path = m_dir.filePath("log.csv");
    QVERIFY(writeGenericCsv(path, 20));
    const auto imported = importTelemetry(path, csvOptions());
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->format, QString("request log, CSV"));
    const auto &rs = imported.records;
    QCOMPARE(int(rs.size()), 20);
    const TelemetryRecord &r = rs[3];
    QCOMPARE(r.kind, TelemetryRecord::Kind::LlmCall);
    QCOMPARE(
        r.startMs,
        QDateTime::fromString("2026-03-01T08:00:03.003Z", Qt::ISODateWithMs).toMSecsSinceEpoch());
    QCOMPARE(r.model, QString("llama-3-8b"));
    QCOMPARE(r.inputTokens, 503);
    QCOMPARE(r.outputTokens, 103);
    QCOMPARE(r.durationMs, 903.0);
    QCOMPARE(r.ttftMs, 83.0);
    QCOMPARE(r.status, TelemetryRecord::Status::Ok);
    QVERIFY(r.userId.startsWith("u-"));
    QCOMPARE(rs[9].status, TelemetryRecord::Status::Error);
    QCOMPARE(rs[9].errorType, QString("500"));
    QVERIFY(imported.report->droppedFields.contains("prompt"));
}

void TestMappedLogReader::missingOrWrongMappingIsOneLine_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("no timestamp") << "timestamp"
                                  << ""
                                  << "no column for timestamp";
    QTest::newRow("column not in header") << "model"
                                          << "engine"
                                          << "'engine' (mapped to model)";
    QTest::newRow("unknown field") << "colour"
                                   << "when"
                                   << "unknown field 'colour'";
    QTest::newRow("bad unit") << "timestamp_unit"
                              << "days"
                              << "timestamp_unit 'days'";
}

void TestMappedLogReader::missingOrWrongMappingIsOneLine()
{
    QFETCH(QString, field);
    QFETCH(QString, column);
    QFETCH(QString, message);
    const QString path = m_dir.filePath("log.csv");
    QVERIFY(writeGenericCsv(path, 3));
    TelemetryImportOptions o = csvOptions();
    if (column.isEmpty())
        o.mapping.remove(field);
    else
        o.mapping.insert(field, column);
    const auto imported = importTelemetry(path, o);
    QVERIFY(!imported.report.ok());
    QVERIFY2(imported.report.error().contains(message), qPrintable(imported.report.error()));
    QVERIFY(!imported.report.error().contains('\n'));
    QVERIFY(imported.records.empty());
}

void TestMappedLogReader::jsonlTimestampUnitsAndNestedKeys_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("unit");
    QTest::newRow("s") << "1772352000.25"
                       << "";
    QTest::newRow("ms") << "1772352000250"
                        << "";
    QTest::newRow("us") << "1772352000250000"
                        << "";
    QTest::newRow("ns") << "\"1772352000250000000\""
                        << "";
    QTest::newRow("iso") << "\"2026-03-01T09:00:00.250+01:00\""
                         << "";
    QTest::newRow("ms named") << "1772352000250"
                              << "ms";
}

void TestMappedLogReader::jsonlTimestampUnitsAndNestedKeys()
{
    QFETCH(QString, value);
    QFETCH(QString, unit);
    const QString path = m_dir.filePath("log.jsonl");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QString("{\"t\": %1, \"usage\": {\"prompt_tokens\": 12, \"completion_tokens\": 3}, "
                    "\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}\n")
                .arg(value)
                .toUtf8());
    f.close();
    TelemetryImportOptions o = telemetryOptions(TelemetryImportOptions::Format::Jsonl);
    o.mapping = {{"timestamp", "t"},
                 {"input_tokens", "usage.prompt_tokens"},
                 {"output_tokens", "usage.completion_tokens"}};
    if (!unit.isEmpty())
        o.mapping.insert("timestamp_unit", unit);
    const auto imported = importTelemetry(path, o);
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(int(imported.records.size()), 1);
    QCOMPARE(imported.records[0].startMs, 1772352000250);
    QCOMPARE(imported.records[0].inputTokens, 12);
    QCOMPARE(imported.records[0].outputTokens, 3);
    QCOMPARE(imported.report->droppedFields, QStringList{"messages"});
}

void TestMappedLogReader::secretsLeaveNoTrace()
{
    const QString path = m_dir.filePath("secrets.csv");
    QVERIFY(writeGenericCsv(path, 30, true));
    const auto imported = importTelemetry(path, csvOptions());
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(int(imported.records.size()), 30);
    const QStringList leaked = leakedSecrets(importedText(imported));
    QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(", ")));
}

void TestMappedLogReader::commentLinesAreSkipped_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("layout");
    // Issue 36: examples/traces' leading "#" lines were read as a CSV header, so the GUI could
    // not import the trace as a request log.
    QTest::newRow("jsonl") << "c.jsonl"
                           << QByteArray("# a comment, with \"quotes\" and {braces}\n"
                                         "#\n"
                                         "{\"ts\": 1772352000.5, \"in\": 10}\n"
                                         "# between records\n"
                                         "{\"ts\": 1772352001.5, \"in\": 20}\n")
                           << "request log, JSONL";
    QTest::newRow("json array") << "c.json"
                                << QByteArray("# a document after a comment\n[\n"
                                              "  {\"ts\": 1772352000.5, \"in\": 10},\n"
                                              "  {\"ts\": 1772352001.5, \"in\": 20}\n]\n")
                                << "request log, JSON";
    QTest::newRow("csv") << "c.csv"
                         << QByteArray("\xef\xbb\xbf# exported 2026-03-01, a, \"b\n"
                                       "# second comment\n"
                                       "ts,in\n1772352000.5,10\n1772352001.5,20\n")
                         << "request log, CSV";
}

void TestMappedLogReader::commentLinesAreSkipped()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, text);
    QFETCH(QString, layout);
    const QString path = m_dir.filePath(name);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    TelemetryImportOptions o =
        telemetryOptions(name.endsWith(".csv") ? TelemetryImportOptions::Format::Csv
                                               : TelemetryImportOptions::Format::Jsonl);
    o.mapping = {{"timestamp", "ts"}, {"input_tokens", "in"}};
    const auto imported = importTelemetry(path, o);
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->format, layout);
    QCOMPARE(imported.report->skipped, qint64(0));
    QCOMPARE(int(imported.records.size()), 2);
    QCOMPARE(imported.records[0].inputTokens, 10);
    QCOMPARE(imported.records[1].startMs, 1772352001500);
}

// The README's trace, as the CLI and the Telemetry page import it: every request, none skipped.
void TestMappedLogReader::examplesTraceImports()
{
    TelemetryImportOptions o = telemetryOptions(TelemetryImportOptions::Format::Jsonl);
    o.mapping = {{"timestamp", "timestamp"},
                 {"input_tokens", "input_tokens"},
                 {"output_tokens", "output_tokens"},
                 {"class", "class"},
                 {"prefix_group", "prefix_group"}};
    const auto imported = importTelemetry(
        QStringLiteral(LLMCAP_SOURCE_DIR "/examples/traces/rag-summariser.jsonl"), o);
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->skipped, qint64(0));
    QCOMPARE(int(imported.records.size()), 1525);
    QCOMPARE(imported.records[0].name, QString("summarise"));
}

QTEST_APPLESS_MAIN(TestMappedLogReader)
#include "tst_mappedlogreader.moc"
