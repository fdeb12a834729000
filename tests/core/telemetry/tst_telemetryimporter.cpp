#include "TelemetryFixtures.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;
using Format = TelemetryImportOptions::Format;

class TestTelemetryImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formatNamesRoundTrip();
    void emptyFileOrFolderFails();
    void sinkFailureStopsTheImport();
    void retentionNoteSaysWhatWasKeptAndDropped();

private:
    QTemporaryDir m_dir;
};

void TestTelemetryImporter::formatNamesRoundTrip()
{
    for (Format f : {Format::Langfuse, Format::Otlp, Format::Mooncake, Format::Jsonl, Format::Csv})
        QCOMPARE(TelemetryImportOptions::parseFormat(TelemetryImportOptions::formatName(f)), f);
    QCOMPARE(TelemetryImportOptions::parseFormat(" OTLP "), Format::Otlp);
    QVERIFY(!TelemetryImportOptions::parseFormat("parquet").has_value());
}

void TestTelemetryImporter::emptyFileOrFolderFails()
{
    const QString empty = m_dir.filePath("empty.jsonl");
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const auto none = importTelemetry(empty, telemetryOptions(Format::Mooncake));
    QVERIFY(!none.report.ok());
    QVERIFY2(none.report.error().contains("no mooncake records"), qPrintable(none.report.error()));
    const auto folder = importTelemetry(m_dir.path(), telemetryOptions(Format::Langfuse));
    QVERIFY(!folder.report.ok());
    QVERIFY(folder.report.error().contains("folder"));
}

void TestTelemetryImporter::sinkFailureStopsTheImport()
{
    const QString path = m_dir.filePath("obs.jsonl");
    LangfuseFixture fixture;
    fixture.observations = 50;
    QVERIFY(writeLangfuse(path, fixture));
    int seen = 0;
    const Pseudonymizer p(QByteArray(32, 'k'));
    const auto report = TelemetryImporter::run(
        path, telemetryOptions(Format::Langfuse), p, [&seen](const TelemetryRecord &) {
            return ++seen == 10 ? Status::failure("disk full") : Status();
        });
    QVERIFY(!report.ok());
    QCOMPARE(report.error(), QString("disk full"));
    QCOMPARE(seen, 10);
}

void TestTelemetryImporter::retentionNoteSaysWhatWasKeptAndDropped()
{
    const QString path = m_dir.filePath("note.jsonl");
    LangfuseFixture fixture;
    fixture.observations = 30;
    QVERIFY(writeLangfuse(path, fixture));
    const auto imported = importTelemetry(path, telemetryOptions(Format::Langfuse));
    QVERIFY(imported.report.ok());
    const QJsonObject note = imported.report->retentionNote();
    QCOMPARE(note.value("source").toString(), QString("langfuse observations_v2, JSONL"));
    QCOMPARE(note.value("records_imported").toInt(), 30);
    QCOMPARE(note.value("first").toString(), QString("2026-03-01T08:00:00.000Z"));
    QCOMPARE(note.value("last").toString(), QString("2026-03-01T08:00:05.350Z"));
    QCOMPARE(note.value("latency_unit").toObject().value("unit").toString(), QString("s"));
    QVERIFY(note.value("dropped_fields").toArray().contains(QJsonValue("input")));
    QVERIFY(note.value("pseudonymised_fields").toArray().contains(QJsonValue("session_id")));
    QCOMPARE(note.value("content_kept").toBool(true), false);
}

QTEST_APPLESS_MAIN(TestTelemetryImporter)
#include "tst_telemetryimporter.moc"
