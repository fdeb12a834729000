#include "net/JsonScanner.h"
#include "net/OpenAiChunk.h"

#include <QTest>

#include <limits>

using namespace llmcap;

using Kind = OpenAiChunk::Kind;

namespace {

OpenAiChunk parse(const QByteArray &data, const char *type = "message", bool text = false)
{
    return OpenAiChunk::parse(std::string_view(data.constData(), size_t(data.size())), type, text);
}

class Collector : public JsonScanner::Visitor
{
public:
    QStringList seen;
    void value(const JsonScanner::Path &path, const JsonScanner::Value &v) override
    {
        QStringList keys;
        for (int i = 0; i < path.size; ++i)
            keys.append(QString::fromUtf8(path.keys[size_t(i)].data(),
                                          qsizetype(path.keys[size_t(i)].size())));
        seen.append(keys.join(QLatin1Char('.')) + QLatin1Char('=') + QString::number(int(v.kind)));
    }
};

} // namespace

class TestOpenAiChunk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scannerValidates_data();
    void scannerValidates();
    void scannerReportsPaths();
    void unescapes();
    void outOfRangeIntegersFallBack();
    void outputBearing_data();
    void outputBearing();
    void usageOnlyChunks_data();
    void usageOnlyChunks();
    void continuousUsage();
    void errors_data();
    void errors();
    void timings();
    void doneAndMalformed();
    void text();
    void nonStreamingBody();
};

void TestOpenAiChunk::scannerValidates_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("valid");
    QTest::newRow("object") << QByteArray(R"({"a": [1, -2.5e3, true, false, null, "x\n"]})")
                            << true;
    QTest::newRow("nested") << QByteArray(R"({"a":{"b":{"c":[[],{}]}}})") << true;
    QTest::newRow("unicode escape") << QByteArray(R"({"a":"\u00e9"})") << true;
    QTest::newRow("trailing space") << QByteArray("{}  \n") << true;
    QTest::newRow("truncated") << QByteArray(R"({"a":{"b":"c)") << false;
    QTest::newRow("trailing comma") << QByteArray(R"({"a":1,})") << false;
    QTest::newRow("bad escape") << QByteArray(R"({"a":"\x"})") << false;
    QTest::newRow("control char") << QByteArray("{\"a\":\"\x01\"}") << false;
    QTest::newRow("leading zero") << QByteArray(R"({"a":01})") << false;
    QTest::newRow("two values") << QByteArray("{} {}") << false;
    QTest::newRow("bare word") << QByteArray("nope") << false;
    QTest::newRow("empty") << QByteArray("") << false;
    QByteArray deep(100, '[');
    deep += QByteArray(100, ']');
    QTest::newRow("too deep") << deep << false;
}

void TestOpenAiChunk::scannerValidates()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    Collector c;
    QCOMPARE(JsonScanner::scan(std::string_view(json.constData(), size_t(json.size())), c), valid);
}

void TestOpenAiChunk::scannerReportsPaths()
{
    Collector c;
    const QByteArray json(R"({"choices":[{"delta":{"content":"x"}},{"delta":{}}],"n":1})");
    QVERIFY(JsonScanner::scan(std::string_view(json.constData(), size_t(json.size())), c));
    QVERIFY(c.seen.contains(QStringLiteral("choices.delta.content=3")));
    QCOMPARE(c.seen.count(QStringLiteral("choices.delta=5")), 2);
    QVERIFY(c.seen.contains(QStringLiteral("choices=4")));
    QVERIFY(c.seen.contains(QStringLiteral("n=2")));
}

void TestOpenAiChunk::unescapes()
{
    const std::string_view escaped = "a\\\"b\\\\c\\nd\\u00e9\\/";
    QCOMPARE(JsonScanner::unescape(escaped), QStringLiteral("a\"b\\c\nd\u00e9/"));
    const std::string_view surrogates = "\\ud83d\\ude00";
    QCOMPARE(JsonScanner::unescape(surrogates), QString::fromUtf8("\xF0\x9F\x98\x80"));
}

// Found by fuzz_json_scanner: converting 1e37 to qint64 was undefined behaviour (UBSan).
void TestOpenAiChunk::outOfRangeIntegersFallBack()
{
    JsonScanner::Value v;
    v.kind = JsonScanner::Kind::Number;
    for (const char *raw : {"1e37", "-1e300", "9223372036854775808.0", "1e999"}) {
        v.raw = raw;
        QCOMPARE(v.toInt(-7), qint64(-7));
    }
    v.raw = "-9223372036854775808.0";
    QCOMPARE(v.toInt(-7), std::numeric_limits<qint64>::min());
    v.raw = "12.9";
    QCOMPARE(v.toInt(-7), qint64(12));
    const OpenAiChunk chunk =
        parse(R"({"choices":[],"usage":{"prompt_tokens":1e37,"completion_tokens":3}})");
    QCOMPARE(chunk.promptTokens, qint64(-1));
    QCOMPARE(chunk.completionTokens, qint64(3));
}

void TestOpenAiChunk::outputBearing_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("output");
    QTest::newRow("content")
        << QByteArray(R"({"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}]})")
        << true;
    QTest::newRow("role only")
        << QByteArray(R"({"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]})")
        << false;
    QTest::newRow("null content") << QByteArray(R"({"choices":[{"delta":{"content":null}}]})")
                                  << false;
    QTest::newRow("reasoning_content")
        << QByteArray(R"({"choices":[{"delta":{"reasoning_content":"hmm"}}]})") << true;
    QTest::newRow("reasoning") << QByteArray(R"({"choices":[{"delta":{"reasoning":"hmm"}}]})")
                               << true;
    QTest::newRow("tool call")
        << QByteArray(
               R"({"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{"}}]}}]})")
        << true;
    QTest::newRow("empty tool calls")
        << QByteArray(R"({"choices":[{"delta":{"tool_calls":[]}}]})") << false;
    QTest::newRow("completions text")
        << QByteArray(R"({"choices":[{"index":0,"text":" the"}]})") << true;
    QTest::newRow("completions empty text") << QByteArray(R"({"choices":[{"text":""}]})") << false;
    QTest::newRow("finish only") << QByteArray(
                                        R"({"choices":[{"delta":{},"finish_reason":"length"}]})")
                                 << false;
}

void TestOpenAiChunk::outputBearing()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, output);
    const OpenAiChunk c = parse(data);
    QCOMPARE(c.kind, Kind::Data);
    QCOMPARE(c.outputBearing, output);
}

void TestOpenAiChunk::usageOnlyChunks_data()
{
    QTest::addColumn<QByteArray>("data");
    const QByteArray usage =
        R"("usage":{"prompt_tokens":812,"completion_tokens":160,"total_tokens":972,)"
        R"("prompt_tokens_details":{"cached_tokens":512}})";
    QTest::newRow("empty choices") << QByteArray("{\"choices\":[]," + usage + "}");
    QTest::newRow("null choices") << QByteArray("{\"choices\":null," + usage + "}");
    QTest::newRow("missing choices") << QByteArray("{\"id\":\"x\"," + usage + "}");
}

void TestOpenAiChunk::usageOnlyChunks()
{
    QFETCH(QByteArray, data);
    const OpenAiChunk c = parse(data);
    QCOMPARE(c.kind, Kind::Data);
    QVERIFY(!c.outputBearing);
    QVERIFY(c.hasUsage);
    QCOMPARE(c.promptTokens, 812);
    QCOMPARE(c.completionTokens, 160);
    QCOMPARE(c.cachedTokens, 512);
}

void TestOpenAiChunk::continuousUsage()
{
    const OpenAiChunk c = parse(
        R"({"choices":[{"delta":{"content":"a b"}}],"usage":{"prompt_tokens":5,"completion_tokens":3}})");
    QVERIFY(c.outputBearing);
    QVERIFY(c.hasUsage);
    QCOMPARE(c.completionTokens, 3);
    QCOMPARE(c.cachedTokens, -1);
    const QByteArray nullUsage = "{\"choices\":[],\"usage\":null}";
    QVERIFY(!parse(nullUsage).hasUsage);
}

void TestOpenAiChunk::errors_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("code");
    QTest::newRow("openai error")
        << QByteArray(
               R"({"error":{"message":"overloaded","type":"server_error","param":null,"code":503}})")
        << QByteArray("message") << QStringLiteral("overloaded") << 503;
    QTest::newRow("string code")
        << QByteArray(R"({"error":{"message":"bad","type":"invalid_request_error","code":"400"}})")
        << QByteArray("message") << QStringLiteral("bad") << 400;
    QTest::newRow("old vllm flat")
        << QByteArray(
               R"({"object":"error","message":"too long","type":"BadRequestError","code":400})")
        << QByteArray("message") << QStringLiteral("too long") << 400;
    QTest::newRow("string error") << QByteArray(R"({"error":"boom"})") << QByteArray("message")
                                  << QStringLiteral("boom") << 0;
    QTest::newRow("event type") << QByteArray("engine died") << QByteArray("error")
                                << QStringLiteral("engine died") << 0;
}

void TestOpenAiChunk::errors()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, type);
    QFETCH(QString, message);
    QFETCH(int, code);
    const OpenAiChunk c = parse(data, type.constData());
    QCOMPARE(c.kind, Kind::Error);
    QCOMPARE(c.errorMessage, message);
    QCOMPARE(c.errorCode, code);
    const QByteArray nullError = "{\"error\":null,\"choices\":[]}";
    QCOMPARE(parse(nullError).kind, Kind::Data);
}

void TestOpenAiChunk::timings()
{
    const OpenAiChunk sim =
        parse(R"({"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2},"llmcap_timings":)"
              R"({"queue_ms":1.5,"prefill_ms":2.25,"decode_ms":30,"ttft_ms":3.75,"e2e_ms":33.75,)"
              R"("preemptions":1,"cached_prompt_tokens":16}})");
    QCOMPARE(sim.timings.queueMs, 1.5);
    QCOMPARE(sim.timings.prefillMs, 2.25);
    QCOMPARE(sim.timings.decodeMs, 30.0);
    QCOMPARE(sim.timings.ttftMs, 3.75);
    QCOMPARE(sim.timings.e2eMs, 33.75);
    QCOMPARE(sim.timings.preemptions, 1);
    QCOMPARE(sim.timings.cachedPromptTokens, 16);

    const OpenAiChunk llama =
        parse(R"({"choices":[{"delta":{},"finish_reason":"length"}],"timings":{"prompt_n":10,)"
              R"("prompt_ms":12.5,"predicted_n":4,"predicted_ms":40.0,"cache_n":3}})");
    QCOMPARE(llama.timings.prefillMs, 12.5);
    QCOMPARE(llama.timings.decodeMs, 40.0);
    QCOMPARE(llama.timings.cachedPromptTokens, 3);
    QCOMPARE(llama.timings.queueMs, -1.0);
    QCOMPARE(llama.finishReason, QStringLiteral("length"));
}

void TestOpenAiChunk::doneAndMalformed()
{
    QCOMPARE(parse("[DONE]").kind, Kind::Done);
    QCOMPARE(parse(" [DONE] ").kind, Kind::Done);
    const QByteArray truncated = "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"";
    QCOMPARE(parse(truncated).kind, Kind::Malformed);
    QCOMPARE(parse("").kind, Kind::Malformed);
}

void TestOpenAiChunk::text()
{
    const QByteArray data(R"({"choices":[{"delta":{"content":"caf\u00e9 \"x\""}}]})");
    QVERIFY(parse(data).text.isEmpty());
    QCOMPARE(parse(data, "message", true).text, QStringLiteral("caf\u00e9 \"x\""));
}

void TestOpenAiChunk::nonStreamingBody()
{
    const OpenAiChunk c =
        parse(R"({"id":"c","object":"chat.completion","choices":[{"index":0,"message":{"role":)"
              R"("assistant","content":"Hello there"},"finish_reason":"stop"}],"usage":)"
              R"({"prompt_tokens":9,"completion_tokens":2,"total_tokens":11}})");
    QVERIFY(c.outputBearing);
    QCOMPARE(c.completionTokens, 2);
    QCOMPARE(c.finishReason, QStringLiteral("stop"));
}

QTEST_APPLESS_MAIN(TestOpenAiChunk)
#include "tst_openaichunk.moc"
