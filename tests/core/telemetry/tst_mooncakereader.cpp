#include "TelemetryFixtures.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;

class TestMooncakeReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestsAndReusedPrefixes();
    void agenticSessionsGiveRuns();
    void secretsLeaveNoTrace();

private:
    QTemporaryDir m_dir;
};

void TestMooncakeReader::requestsAndReusedPrefixes()
{
    const QString path = m_dir.filePath("trace.jsonl");
    QVERIFY(writeMooncake(path, 9));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Mooncake));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    QCOMPARE(imported.report->format, QString("mooncake, JSONL"));
    const auto &rs = imported.records;
    QCOMPARE(int(rs.size()), 9);
    for (int i = 0; i < 9; ++i) {
        const TelemetryRecord &r = rs[size_t(i)];
        QCOMPARE(r.kind, TelemetryRecord::Kind::LlmCall);
        QCOMPARE(r.startMs, qint64(i * 250));
        QCOMPARE(r.inputTokens, 3 * 512 - 100);
        QCOMPARE(r.outputTokens, 50 + i % 10);
        // The group's two shared blocks were seen before from the second request of a group on.
        QCOMPARE(r.reusedPrefixTokens, i < 3 ? 0 : 1024);
        QVERIFY(r.prefixGroup.startsWith("p-"));
        QVERIFY(r.runId.isEmpty());
    }
    QCOMPARE(rs[0].prefixGroup, rs[3].prefixGroup);
    QVERIFY(rs[0].prefixGroup != rs[1].prefixGroup);
}

void TestMooncakeReader::agenticSessionsGiveRuns()
{
    const QString path = m_dir.filePath("agentic.jsonl");
    QVERIFY(writeMooncake(path, 8, true));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Mooncake));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    const auto &rs = imported.records;
    QCOMPARE(int(rs.size()), 8);
    QCOMPARE(rs[0].runId, rs[3].runId);
    QVERIFY(rs[0].runId != rs[4].runId);
    QVERIFY(!rs[0].attributes.contains("wait_for"));
    QCOMPARE(rs[1].attributes.value("wait_for").toString(), rs[0].spanId);
    QCOMPARE(rs[2].attributes.value("tool_wait_ms").toDouble(), 200.0);
}

void TestMooncakeReader::secretsLeaveNoTrace()
{
    const QString path = m_dir.filePath("secrets.jsonl");
    QVERIFY(writeMooncake(path, 12, true, true));
    const auto imported =
        importTelemetry(path, telemetryOptions(TelemetryImportOptions::Format::Mooncake));
    QVERIFY2(imported.report.ok(), qPrintable(imported.report.error()));
    const QStringList leaked = leakedSecrets(importedText(imported));
    QVERIFY2(leaked.isEmpty(), qPrintable(leaked.join(", ")));
}

QTEST_APPLESS_MAIN(TestMooncakeReader)
#include "tst_mooncakereader.moc"
