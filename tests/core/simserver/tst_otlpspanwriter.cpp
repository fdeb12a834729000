// The simulated server's OTLP span file: one ExportTraceServiceRequest per line in the
// collector file exporter's JSON, with vLLM's llm_request attributes.
#include "simserver/OtlpSpanWriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestOtlpSpanWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineIsOneExportRequest();
    void rootSpanHasNoParent();
    void writeAppendsFlushedLines();
    void openFailureNamesTheFile();

private:
    QTemporaryDir m_dir;
};

namespace {

OtlpSpanWriter::Span sample()
{
    OtlpSpanWriter::Span s;
    s.traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    s.spanId = "1111222233334444";
    s.parentSpanId = "00f067aa0ba902b7";
    s.requestId = "llmcap-run\"1\"-7"; // quotes must be escaped
    s.model = "tiny";
    s.startUnixNs = 1764800000123456789;
    s.endUnixNs = 1764800001123456789;
    s.promptTokens = 512;
    s.completionTokens = 64;
    s.maxTokens = 128;
    s.queueS = 0.25;
    s.prefillS = 0.125;
    s.decodeS = 0.625;
    s.ttftS = 0.375;
    s.e2eS = 1.0;
    return s;
}

QJsonObject parse(const std::string &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("%s in %s", qPrintable(error.errorString()), line.c_str());
    return doc.object();
}

QJsonObject onlySpan(const QJsonObject &request)
{
    const QJsonArray resources = request.value(QLatin1String("resourceSpans")).toArray();
    if (resources.size() != 1)
        return {};
    const QJsonArray scopes =
        resources.first().toObject().value(QLatin1String("scopeSpans")).toArray();
    if (scopes.size() != 1)
        return {};
    const QJsonArray spans = scopes.first().toObject().value(QLatin1String("spans")).toArray();
    return spans.size() == 1 ? spans.first().toObject() : QJsonObject();
}

QJsonObject attribute(const QJsonObject &span, const QString &key)
{
    for (const QJsonValue &a : span.value(QLatin1String("attributes")).toArray()) {
        if (a.toObject().value(QLatin1String("key")).toString() == key)
            return a.toObject().value(QLatin1String("value")).toObject();
    }
    return {};
}

} // namespace

void TestOtlpSpanWriter::lineIsOneExportRequest()
{
    const std::string line = OtlpSpanWriter::line(sample());
    QVERIFY(line.find('\n') == std::string::npos);
    const QJsonObject request = parse(line);
    const QJsonObject resource = request.value(QLatin1String("resourceSpans"))
                                     .toArray()
                                     .first()
                                     .toObject()
                                     .value(QLatin1String("resource"))
                                     .toObject();
    QCOMPARE(resource.value(QLatin1String("attributes"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("value"))
                 .toObject()
                 .value(QLatin1String("stringValue"))
                 .toString(),
             QStringLiteral("llmcap-sim"));
    const QJsonObject span = onlySpan(request);
    QCOMPARE(span.value(QLatin1String("name")).toString(), QStringLiteral("llm_request"));
    QCOMPARE(span.value(QLatin1String("kind")).toInt(), 2); // SPAN_KIND_SERVER
    QCOMPARE(span.value(QLatin1String("traceId")).toString(),
             QStringLiteral("4bf92f3577b34da6a3ce929d0e0e4736"));
    QCOMPARE(span.value(QLatin1String("spanId")).toString(), QStringLiteral("1111222233334444"));
    QCOMPARE(span.value(QLatin1String("parentSpanId")).toString(),
             QStringLiteral("00f067aa0ba902b7"));
    // OTLP JSON: 64-bit integers (times, intValue) are strings.
    QCOMPARE(span.value(QLatin1String("startTimeUnixNano")).toString(),
             QStringLiteral("1764800000123456789"));
    QCOMPARE(span.value(QLatin1String("endTimeUnixNano")).toString(),
             QStringLiteral("1764800001123456789"));
    QCOMPARE(attribute(span, QStringLiteral("gen_ai.request.id"))
                 .value(QLatin1String("stringValue"))
                 .toString(),
             QStringLiteral("llmcap-run\"1\"-7"));
    QCOMPARE(attribute(span, QStringLiteral("gen_ai.response.model"))
                 .value(QLatin1String("stringValue"))
                 .toString(),
             QStringLiteral("tiny"));
    const auto intValue = [&](const char *key) {
        return attribute(span, QLatin1String(key)).value(QLatin1String("intValue")).toString();
    };
    QCOMPARE(intValue("gen_ai.usage.prompt_tokens"), QStringLiteral("512"));
    QCOMPARE(intValue("gen_ai.usage.completion_tokens"), QStringLiteral("64"));
    QCOMPARE(intValue("gen_ai.request.max_tokens"), QStringLiteral("128"));
    const auto seconds = [&](const char *key) {
        const QJsonValue v =
            attribute(span, QLatin1String(key)).value(QLatin1String("doubleValue"));
        return v.isDouble() ? v.toDouble() : -1.0;
    };
    QCOMPARE(seconds("gen_ai.latency.time_in_queue"), 0.25);
    QCOMPARE(seconds("gen_ai.latency.time_in_model_prefill"), 0.125);
    QCOMPARE(seconds("gen_ai.latency.time_in_model_decode"), 0.625);
    QCOMPARE(seconds("gen_ai.latency.time_to_first_token"), 0.375);
    QCOMPARE(seconds("gen_ai.latency.e2e"), 1.0);
    QCOMPARE(seconds("gen_ai.latency.time_in_model_inference"), 0.75);
}

void TestOtlpSpanWriter::rootSpanHasNoParent()
{
    OtlpSpanWriter::Span s = sample();
    s.parentSpanId.clear();
    const QJsonObject span = onlySpan(parse(OtlpSpanWriter::line(s)));
    QVERIFY(!span.isEmpty());
    QVERIFY(!span.contains(QLatin1String("parentSpanId")));
}

void TestOtlpSpanWriter::writeAppendsFlushedLines()
{
    const QString path = m_dir.filePath(QStringLiteral("spans.jsonl"));
    {
        OtlpSpanWriter writer;
        QVERIFY(writer.open(path).ok());
        OtlpSpanWriter::Span s = sample();
        for (int i = 0; i < 3; ++i) {
            s.requestId = "r" + std::to_string(i);
            QVERIFY(writer.write(s));
        }
        QCOMPARE(writer.written(), 3);
        // Flushed per line: readable while the writer is open.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 3);
    }
    {
        OtlpSpanWriter again; // appends, as the collector's exporter does
        QVERIFY(again.open(path).ok());
        QVERIFY(again.write(sample()));
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    for (const QByteArray &line : lines)
        QVERIFY(!onlySpan(parse(line.toStdString())).isEmpty());
}

void TestOtlpSpanWriter::openFailureNamesTheFile()
{
    const QString path = m_dir.filePath(QStringLiteral("missing/dir/spans.jsonl"));
    OtlpSpanWriter writer;
    const Status s = writer.open(path);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(path), qPrintable(s.error()));
    QVERIFY(!s.error().contains(QLatin1Char('\n')));
    QVERIFY(!writer.write(sample()));
}

QTEST_APPLESS_MAIN(TestOtlpSpanWriter)
#include "tst_otlpspanwriter.moc"
