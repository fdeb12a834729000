// The format and column mapping proposed from a telemetry file's first record (issue 36: the
// Telemetry page left a request log's columns to be typed, and read examples/traces' comment
// lines as the header).
#include "TelemetryFixtures.h"
#include "telemetry/LogColumnProposal.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;

using Format = TelemetryImportOptions::Format;
using Mapping = QMap<QString, QString>;

class TestLogColumnProposal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void proposesFromColumnNames_data();
    void proposesFromColumnNames();
    void examplesTraceIsARequestLog();
    void csvHeaderAfterComments();
    void namedFormatsAreRecognised();
    void unreadableFileIsOneLine();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
};

QString TestLogColumnProposal::write(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
    return path;
}

void TestLogColumnProposal::proposesFromColumnNames_data()
{
    QTest::addColumn<QStringList>("columns");
    QTest::addColumn<Mapping>("expected");
    QTest::newRow("openai usage") << QStringList{"created",
                                                 "model",
                                                 "usage",
                                                 "usage.prompt_tokens",
                                                 "usage.completion_tokens",
                                                 "latency_ms"}
                                  << Mapping{{"timestamp", "created"},
                                             {"model", "model"},
                                             {"input_tokens", "usage.prompt_tokens"},
                                             {"output_tokens", "usage.completion_tokens"},
                                             {"duration", "latency_ms"}};
    QTest::newRow("azure trace, any case")
        << QStringList{"TIMESTAMP", "ContextTokens", "GeneratedTokens"}
        << Mapping{{"timestamp", "TIMESTAMP"},
                   {"input_tokens", "ContextTokens"},
                   {"output_tokens", "GeneratedTokens"}};
    QTest::newRow("seconds named") << QStringList{"ts", "duration_s", "ttft_s", "user_id"}
                                   << Mapping{{"timestamp", "ts"},
                                              {"duration", "duration_s"},
                                              {"ttft", "ttft_s"},
                                              {"duration_unit", "s"},
                                              {"user", "user_id"}};
    QTest::newRow("nothing known") << QStringList{"a", "b"} << Mapping{};
}

void TestLogColumnProposal::proposesFromColumnNames()
{
    QFETCH(QStringList, columns);
    QFETCH(Mapping, expected);
    QCOMPARE(LogColumnProposal::propose(columns), expected);
}

void TestLogColumnProposal::examplesTraceIsARequestLog()
{
    const auto p = LogColumnProposal::fromFile(
        QStringLiteral(LLMCAP_SOURCE_DIR "/examples/traces/rag-summariser.jsonl"));
    QVERIFY2(p.ok(), qPrintable(p.error()));
    QVERIFY(!p->csv);
    QCOMPARE(p->format, Format::Jsonl);
    QVERIFY(p->columns.contains(QString("timestamp")));
    QCOMPARE(LogColumnProposal::toText(p->mapping),
             QString("timestamp=timestamp, input_tokens=input_tokens, "
                     "output_tokens=output_tokens, class=class, prefix_group=prefix_group"));
}

void TestLogColumnProposal::csvHeaderAfterComments()
{
    const QString path = write("log.csv", "# exported by hand, \"quoted\n"
                                          "when,model_name,prompt_tokens,completion_tokens\n"
                                          "2026-03-01T08:00:00Z,m,1,2\n");
    const auto p = LogColumnProposal::fromFile(path);
    QVERIFY2(p.ok(), qPrintable(p.error()));
    QVERIFY(p->csv);
    QCOMPARE(p->format, Format::Csv);
    QCOMPARE(p->columns, (QStringList{"when", "model_name", "prompt_tokens", "completion_tokens"}));
    QCOMPARE(p->mapping.value("timestamp"), QString("when"));
    QCOMPARE(p->mapping.value("input_tokens"), QString("prompt_tokens"));
}

void TestLogColumnProposal::namedFormatsAreRecognised()
{
    const QString langfuse = m_dir.filePath("export.jsonl");
    QVERIFY(writeLangfuse(langfuse, LangfuseFixture{}));
    const QString langfuseCsv = m_dir.filePath("export.csv");
    QVERIFY(writeLangfuse(langfuseCsv, LangfuseFixture{}, FixtureLayout::Csv));
    const QString mooncake = m_dir.filePath("trace.jsonl");
    QVERIFY(writeMooncake(mooncake, 5));
    const QString otlp = m_dir.filePath("spans.jsonl");
    QVERIFY(writeOtlp(otlp, OtlpFixture{}));
    for (const auto &[path, format] :
         {std::pair{langfuse, Format::Langfuse}, std::pair{langfuseCsv, Format::Langfuse},
          std::pair{mooncake, Format::Mooncake}, std::pair{otlp, Format::Otlp}}) {
        const auto p = LogColumnProposal::fromFile(path);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->format, format);
        QVERIFY(p->mapping.isEmpty());
    }
    // Content fields are never read, not even to be listed.
    QVERIFY(!LogColumnProposal::fromFile(langfuse)->columns.contains("input"));
}

void TestLogColumnProposal::unreadableFileIsOneLine()
{
    for (const QString &path :
         {m_dir.filePath("missing.jsonl"), write("empty.jsonl", ""),
          write("comments.jsonl", "# only\n# comments\n"), write("broken.jsonl", "{not json\n")}) {
        const auto p = LogColumnProposal::fromFile(path);
        QVERIFY2(!p.ok(), qPrintable(path));
        QVERIFY(!p.error().isEmpty());
        QVERIFY(!p.error().contains('\n'));
    }
}

QTEST_APPLESS_MAIN(TestLogColumnProposal)
#include "tst_logcolumnproposal.moc"
