#pragma once

// Telemetry files written from the formats' documented field lists
// (../shared/reference/telemetry.md): Langfuse observations_v2 and traces (JSONL, JSON, CSV),
// OTLP JSON spans (current and older GenAI semantic conventions, one request per line or one
// document), Mooncake traces and a generic CSV request log. With secrets = true every content
// field and every identifier holds a recognisable marker (secretMarkers()), so that a test can
// look for them wherever the import's results go.
//
// Writers stream line by line: the benchmark writes a million observations with them.

#include "telemetry/Pseudonymizer.h"
#include "telemetry/TelemetryImporter.h"
#include "telemetry/TelemetryRecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace llmcap::test {

inline QStringList secretMarkers()
{
    return {QStringLiteral("SECRET-PROMPT-7f3a"),    QStringLiteral("SECRET-OUTPUT-7f3a"),
            QStringLiteral("SECRET-META-7f3a"),      QStringLiteral("SECRET-TRACE-7f3a"),
            QStringLiteral("SECRET-OBS-7f3a"),       QStringLiteral("SECRET-SESSION-7f3a"),
            QStringLiteral("alice@example.com"),     QStringLiteral("SECRET-TOOLARGS-7f3a"),
            QStringLiteral("SECRET-SYSTEM-7f3a"),    QStringLiteral("SECRET-STATUS-7f3a"),
            QStringLiteral("SECRET-TOOLRESULT-7f3a")};
}

// --- Langfuse -------------------------------------------------------------------------------

struct LangfuseFixture
{
    int observations = 100;
    int perRun = 10;            // per run: an AGENT root, then GENERATION and TOOL observations
    bool latencySeconds = true; // integrations made on/after 2026-04-01; else milliseconds
    bool timestamps = true;     // end_time and completion_start_time written
    bool secrets = false;
    qint64 startMs = 1772352000000; // 2026-03-01 08:00:00 UTC
    qint64 runSpacingMs = 2000;
};

// A JSON-encoded field list in order: key and the value as JSON text.
using FixtureRow = std::vector<std::pair<std::string, std::string>>;

inline std::string fixtureQuote(const std::string &s)
{
    std::string out = "\"";
    for (const char c : s) {
        if (c == '"' || c == '\\')
            out += '\\', out += c;
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out + "\"";
}

inline std::string fixtureTime(qint64 ms)
{
    // "YYYY-MM-DD HH:MM:SS.ffffff", UTC, as Langfuse writes it.
    const qint64 days = ms / 86400000;
    const qint64 rest = ms % 86400000;
    // civil_from_days (H. Hinnant)
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 y0 = qint64(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    const qint64 y = y0 + (m <= 2);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u %02lld:%02lld:%02lld.%03lld000", (long long)y,
                  m, d, (long long)(rest / 3600000), (long long)(rest / 60000 % 60),
                  (long long)(rest / 1000 % 60), (long long)(rest % 1000));
    return buf;
}

// Expected per observation index i: the kind ("AGENT", "GENERATION", "TOOL") and durations.
inline std::string langfuseType(int i, const LangfuseFixture &f)
{
    const int k = i % f.perRun;
    return k == 0 ? "AGENT" : (k % 3 == 0 ? "TOOL" : "GENERATION");
}
inline qint64 langfuseDurationMs(int i)
{
    return 200 + (i % 7) * 10;
}
inline qint64 langfuseTtftMs(int i)
{
    return 50 + (i % 5) * 10;
}
inline int langfuseInputTokens(int i)
{
    return 1000 + (i % 13) * 100;
}
inline int langfuseOutputTokens(int i)
{
    return 100 + (i % 11) * 10;
}

inline FixtureRow langfuseObservation(int i, const LangfuseFixture &f)
{
    const int run = i / f.perRun;
    const int k = i % f.perRun;
    const std::string type = langfuseType(i, f);
    const qint64 runStart = f.startMs + run * f.runSpacingMs;
    const qint64 start = runStart + (k == 0 ? 0 : k * 150);
    const qint64 duration = k == 0 ? f.perRun * 150 + 300 : langfuseDurationMs(i);
    const std::string trace =
        f.secrets ? "SECRET-TRACE-7f3a-" + std::to_string(run) : "trace-" + std::to_string(run);
    const std::string id =
        f.secrets ? "SECRET-OBS-7f3a-" + std::to_string(i) : "obs-" + std::to_string(i);
    const std::string root = f.secrets ? "SECRET-OBS-7f3a-" + std::to_string(run * f.perRun)
                                       : "obs-" + std::to_string(run * f.perRun);
    const double unit = f.latencySeconds ? 1000.0 : 1.0;
    char num[128];
    FixtureRow row;
    row.emplace_back("id", fixtureQuote(id));
    row.emplace_back("trace_id", fixtureQuote(trace));
    row.emplace_back("project_id", fixtureQuote("proj-1"));
    row.emplace_back("type", fixtureQuote(type));
    row.emplace_back("parent_observation_id", k == 0 ? "null" : fixtureQuote(root));
    row.emplace_back("name", fixtureQuote(type == "TOOL"    ? "web_search"
                                          : type == "AGENT" ? "agent"
                                                            : "chat"));
    row.emplace_back("start_time", fixtureQuote(fixtureTime(start)));
    row.emplace_back("end_time",
                     f.timestamps ? fixtureQuote(fixtureTime(start + duration)) : "null");
    std::snprintf(num, sizeof num, "%g", double(duration) / unit);
    row.emplace_back("latency", num);
    if (type == "GENERATION") {
        row.emplace_back("completion_start_time",
                         f.timestamps ? fixtureQuote(fixtureTime(start + langfuseTtftMs(i)))
                                      : "null");
        std::snprintf(num, sizeof num, "%g", double(langfuseTtftMs(i)) / unit);
        row.emplace_back("time_to_first_token", num);
        row.emplace_back("provided_model_name",
                         fixtureQuote(i % 4 == 1 ? "gpt-4o-mini" : "gpt-4o"));
        row.emplace_back("model_parameters",
                         fixtureQuote("{\"max_tokens\":1024,\"temperature\":0.2}"));
        std::snprintf(num, sizeof num,
                      "{\"input\":%d,\"output\":%d,\"total\":%d,\"input_cached_tokens\":%d}",
                      langfuseInputTokens(i), langfuseOutputTokens(i),
                      langfuseInputTokens(i) + langfuseOutputTokens(i), 512);
        row.emplace_back("usage_details", num);
        row.emplace_back("cost_details", "{\"input\":0.001,\"output\":0.002,\"total\":0.003}");
        row.emplace_back("total_cost", "0.003");
    } else {
        // Every row has every column (a CSV export's header is the table's).
        for (const char *key :
             {"completion_start_time", "time_to_first_token", "provided_model_name",
              "model_parameters", "usage_details", "cost_details", "total_cost"})
            row.emplace_back(key, "null");
    }
    row.emplace_back("level", fixtureQuote(i % 50 == 7 ? "ERROR" : "DEFAULT"));
    row.emplace_back(
        "status_message",
        i % 50 == 7 ? fixtureQuote(f.secrets ? "SECRET-STATUS-7f3a rate limited" : "rate limited")
                    : "null");
    const std::string prompt = f.secrets ? "SECRET-PROMPT-7f3a: summarise, please:\n\"the "
                                           "report\", line 2\nSECRET-SYSTEM-7f3a"
                                         : "Summarise, please:\n\"the report\", line 2";
    row.emplace_back("input", type == "TOOL"
                                  ? fixtureQuote(f.secrets ? "{\"q\": \"SECRET-TOOLARGS-7f3a\"}"
                                                           : "{\"q\": \"llm sizing\"}")
                                  : fixtureQuote(prompt));
    row.emplace_back("output",
                     fixtureQuote(f.secrets ? "SECRET-OUTPUT-7f3a, SECRET-TOOLRESULT-7f3a\n"
                                              "done"
                                            : "A summary,\nin two lines."));
    row.emplace_back("metadata", f.secrets ? "{\"note\":\"SECRET-META-7f3a\"}" : "{\"step\":1}");
    row.emplace_back("trace_name", fixtureQuote(run % 2 ? "support-agent" : "research-agent"));
    row.emplace_back("user_id", fixtureQuote(f.secrets ? "alice@example.com"
                                                       : "user-" + std::to_string(run % 17)));
    row.emplace_back("session_id", fixtureQuote(f.secrets ? "SECRET-SESSION-7f3a"
                                                          : "session-" + std::to_string(run / 3)));
    row.emplace_back("tags", "[\"prod\",\"eu\"]");
    row.emplace_back("release", fixtureQuote("2026.03"));
    row.emplace_back("version", "null");
    row.emplace_back("environment", fixtureQuote("production"));
    return row;
}

inline std::string fixtureJsonObject(const FixtureRow &row)
{
    std::string s = "{";
    for (size_t i = 0; i < row.size(); ++i) {
        if (i)
            s += ',';
        s += fixtureQuote(row[i].first);
        s += ':';
        s += row[i].second;
    }
    return s + "}";
}

// A CSV cell for a JSON value: strings unquoted from JSON, then quoted per RFC 4180.
inline std::string fixtureCsvCell(const std::string &json)
{
    if (json == "null")
        return {};
    std::string value;
    if (!json.empty() && json.front() == '"') {
        for (size_t i = 1; i + 1 < json.size(); ++i) {
            if (json[i] == '\\' && i + 2 < json.size()) {
                ++i;
                value += json[i] == 'n' ? '\n' : json[i];
            } else {
                value += json[i];
            }
        }
    } else {
        value = json;
    }
    if (value.find_first_of(",\"\n\r") == std::string::npos)
        return value;
    std::string out = "\"";
    for (const char c : value)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

enum class FixtureLayout { Jsonl, JsonArray, Csv };

// Writes f.observations observations; false if the file cannot be written.
inline bool writeLangfuse(const QString &path, const LangfuseFixture &f,
                          FixtureLayout layout = FixtureLayout::Jsonl)
{
    std::FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out)
        return false;
    std::vector<char> buffer(1 << 20);
    std::setvbuf(out, buffer.data(), _IOFBF, buffer.size());
    if (layout == FixtureLayout::JsonArray)
        std::fputs("[\n", out);
    for (int i = 0; i < f.observations; ++i) {
        const FixtureRow row = langfuseObservation(i, f);
        std::string line;
        if (layout == FixtureLayout::Csv) {
            if (i == 0) {
                for (size_t c = 0; c < row.size(); ++c)
                    line += (c ? "," : "") + row[c].first;
                line += "\r\n";
            }
            for (size_t c = 0; c < row.size(); ++c)
                line += (c ? "," : "") + fixtureCsvCell(row[c].second);
            line += "\r\n";
        } else {
            line = (layout == FixtureLayout::JsonArray && i ? ",\n" : "") + fixtureJsonObject(row);
            if (layout == FixtureLayout::Jsonl)
                line += '\n';
        }
        std::fwrite(line.data(), 1, line.size(), out);
    }
    if (layout == FixtureLayout::JsonArray)
        std::fputs("\n]\n", out);
    return std::fclose(out) == 0;
}

// Legacy traces table rows: id, timestamp, name, user_id, session_id, release, tags, input,
// output, metadata.
inline bool writeLangfuseTraces(const QString &path, int traces, bool secrets = false)
{
    std::FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out)
        return false;
    for (int t = 0; t < traces; ++t) {
        FixtureRow row;
        row.emplace_back(
            "id", fixtureQuote((secrets ? "SECRET-TRACE-7f3a-" : "trace-") + std::to_string(t)));
        row.emplace_back("timestamp", fixtureQuote(fixtureTime(1772352000000 + t * 2000)));
        row.emplace_back("name", fixtureQuote("support-agent"));
        row.emplace_back("user_id", fixtureQuote(secrets ? "alice@example.com" : "user-1"));
        row.emplace_back("session_id", fixtureQuote(secrets ? "SECRET-SESSION-7f3a" : "s-1"));
        row.emplace_back("release", fixtureQuote("2026.03"));
        row.emplace_back("tags", "[\"prod\"]");
        row.emplace_back("input", fixtureQuote(secrets ? "SECRET-PROMPT-7f3a" : "hello"));
        row.emplace_back("output", fixtureQuote(secrets ? "SECRET-OUTPUT-7f3a" : "hi"));
        row.emplace_back("metadata", secrets ? "{\"m\":\"SECRET-META-7f3a\"}" : "{}");
        const std::string line = fixtureJsonObject(row) + "\n";
        std::fwrite(line.data(), 1, line.size(), out);
    }
    return std::fclose(out) == 0;
}

// --- OTLP JSON ------------------------------------------------------------------------------

struct OtlpFixture
{
    int runs = 5;
    int callsPerRun = 3;          // chat spans per run, each followed by a tool span
    bool currentSemconv = true;   // else gen_ai.system, prompt/completion tokens, OpenLLMetry
    bool requestPerLine = true;   // else one pretty-printed document
    bool vllmServerSpans = false; // a vLLM llm_request span under every chat span
    bool secrets = false;
    qint64 startMs = 1772352000000;
};

inline QJsonObject otlpAttribute(const QString &key, const QJsonValue &value)
{
    QJsonObject v;
    if (value.isString())
        v.insert(QStringLiteral("stringValue"), value);
    else if (value.isBool())
        v.insert(QStringLiteral("boolValue"), value);
    else if (value.isDouble() && value.toDouble() == double(qint64(value.toDouble())))
        v.insert(QStringLiteral("intValue"), QString::number(qint64(value.toDouble())));
    else
        v.insert(QStringLiteral("doubleValue"), value);
    return QJsonObject{{QStringLiteral("key"), key}, {QStringLiteral("value"), v}};
}

inline QJsonObject otlpSpan(const QString &trace, const QString &span, const QString &parent,
                            const QString &name, qint64 startMs, qint64 durationMs,
                            const QJsonArray &attributes, bool error = false)
{
    QJsonObject s{
        {QStringLiteral("traceId"), trace},
        {QStringLiteral("spanId"), span},
        {QStringLiteral("parentSpanId"), parent},
        {QStringLiteral("name"), name},
        {QStringLiteral("kind"), 3},
        {QStringLiteral("startTimeUnixNano"), QString::number(startMs * 1000000)},
        {QStringLiteral("endTimeUnixNano"), QString::number((startMs + durationMs) * 1000000)},
        {QStringLiteral("attributes"), attributes},
        {QStringLiteral("status"), QJsonObject{{QStringLiteral("code"), error ? 2 : 0}}}};
    return s;
}

// Spans per run: 1 agent + callsPerRun x (chat + tool [+ vLLM server span]).
inline QJsonArray otlpRunSpans(int run, const OtlpFixture &f)
{
    const auto A = [](const char *k, const QJsonValue &v) {
        return otlpAttribute(QString::fromLatin1(k), v);
    };
    const QString trace = f.secrets ? QStringLiteral("SECRET-TRACE-7f3a-%1").arg(run)
                                    : QStringLiteral("%1").arg(run + 1, 32, 10, QLatin1Char('0'));
    const auto spanId = [&](int n) {
        return f.secrets ? QStringLiteral("SECRET-OBS-7f3a-%1-%2").arg(run).arg(n)
                         : QStringLiteral("%1").arg(run * 100 + n + 1, 16, 10, QLatin1Char('0'));
    };
    const QString conversation =
        f.secrets ? QStringLiteral("SECRET-SESSION-7f3a") : QStringLiteral("conv-%1").arg(run);
    const qint64 t0 = f.startMs + run * 3000;
    QJsonArray spans;
    QJsonArray agent;
    if (f.currentSemconv) {
        agent = {A("gen_ai.operation.name", QStringLiteral("invoke_agent")),
                 A("gen_ai.agent.name", QStringLiteral("support-agent")),
                 A("gen_ai.provider.name", QStringLiteral("openai")),
                 A("gen_ai.conversation.id", conversation),
                 A("gen_ai.system_instructions",
                   f.secrets ? QStringLiteral("SECRET-SYSTEM-7f3a") : QStringLiteral("be brief"))};
    } else {
        agent = {A("traceloop.span.kind", QStringLiteral("agent")),
                 A("traceloop.entity.input",
                   f.secrets ? QStringLiteral("SECRET-PROMPT-7f3a") : QStringLiteral("hi")),
                 A("traceloop.association.properties.user_id",
                   f.secrets ? QStringLiteral("alice@example.com") : QStringLiteral("u1"))};
    }
    spans.append(otlpSpan(trace, spanId(0), QString(), QStringLiteral("invoke_agent support-agent"),
                          t0, 2500, agent));
    for (int c = 0; c < f.callsPerRun; ++c) {
        const qint64 start = t0 + 10 + c * 700;
        QJsonArray chat;
        const QString prompt =
            f.secrets ? QStringLiteral("SECRET-PROMPT-7f3a") : QStringLiteral("q");
        const QString output =
            f.secrets ? QStringLiteral("SECRET-OUTPUT-7f3a") : QStringLiteral("a");
        if (f.currentSemconv) {
            chat = {
                A("gen_ai.operation.name", QStringLiteral("chat")),
                A("gen_ai.provider.name", QStringLiteral("openai")),
                A("gen_ai.request.model", QStringLiteral("gpt-4o")),
                A("gen_ai.response.model", QStringLiteral("gpt-4o-2024-08-06")),
                A("gen_ai.usage.input_tokens", 1200 + c),
                A("gen_ai.usage.output_tokens", 80 + c),
                A("gen_ai.usage.cache_read.input_tokens", 1024),
                A("gen_ai.conversation.id", conversation),
                A("gen_ai.input.messages",
                  QStringLiteral("[{\"role\":\"user\",\"parts\":[{\"type\":\"text\","
                                 "\"content\":\"%1\"}]}]")
                      .arg(prompt)),
                A("gen_ai.output.messages", QStringLiteral("[{\"content\":\"%1\"}]").arg(output))};
        } else {
            chat = {A("llm.request.type", QStringLiteral("chat")),
                    A("gen_ai.system", QStringLiteral("OpenAI")),
                    A("gen_ai.request.model", QStringLiteral("gpt-4o")),
                    A("gen_ai.usage.prompt_tokens", 1200 + c),
                    A("gen_ai.usage.completion_tokens", 80 + c),
                    A("gen_ai.prompt.0.role", QStringLiteral("user")),
                    A("gen_ai.prompt.0.content", prompt),
                    A("gen_ai.completion.0.content", output)};
        }
        const bool error = run == 0 && c == 0;
        QJsonObject chatSpan = otlpSpan(trace, spanId(1 + 3 * c), spanId(0),
                                        QStringLiteral("chat gpt-4o"), start, 400, chat, error);
        if (error && f.currentSemconv) {
            QJsonArray attrs = chatSpan.value(QStringLiteral("attributes")).toArray();
            attrs.append(A("error.type", QStringLiteral("429")));
            chatSpan.insert(QStringLiteral("attributes"), attrs);
        }
        // Older instrumentations log content as span events too.
        chatSpan.insert(
            QStringLiteral("events"),
            QJsonArray{QJsonObject{
                {QStringLiteral("name"), QStringLiteral("gen_ai.content.prompt")},
                {QStringLiteral("attributes"), QJsonArray{A("gen_ai.prompt", prompt)}}}});
        spans.append(chatSpan);
        if (f.vllmServerSpans) {
            spans.append(otlpSpan(trace, spanId(2 + 3 * c), spanId(1 + 3 * c),
                                  QStringLiteral("llm_request"), start + 5, 390,
                                  {A("gen_ai.request.id", QStringLiteral("cmpl-1")),
                                   A("gen_ai.usage.prompt_tokens", 1200 + c),
                                   A("gen_ai.usage.completion_tokens", 80 + c),
                                   A("gen_ai.latency.time_to_first_token", 0.125),
                                   A("gen_ai.latency.e2e", 0.39)}));
        }
        QJsonArray tool;
        const QString args =
            f.secrets ? QStringLiteral("SECRET-TOOLARGS-7f3a") : QStringLiteral("{}");
        const QString result =
            f.secrets ? QStringLiteral("SECRET-TOOLRESULT-7f3a") : QStringLiteral("ok");
        if (f.currentSemconv)
            tool = {A("gen_ai.operation.name", QStringLiteral("execute_tool")),
                    A("gen_ai.tool.name", QStringLiteral("web_search")),
                    A("gen_ai.tool.call.id", QStringLiteral("call-1")),
                    A("gen_ai.tool.call.arguments", args), A("gen_ai.tool.call.result", result)};
        else
            tool = {A("traceloop.span.kind", QStringLiteral("tool")),
                    A("gen_ai.tool.name", QStringLiteral("web_search")),
                    A("traceloop.entity.input", args), A("traceloop.entity.output", result)};
        spans.append(otlpSpan(trace, spanId(3 + 3 * c), spanId(0),
                              QStringLiteral("execute_tool web_search"), start + 420, 250, tool));
    }
    return spans;
}

inline QJsonObject otlpRequest(const QJsonArray &spans)
{
    const QJsonObject resource{
        {QStringLiteral("attributes"),
         QJsonArray{otlpAttribute(QStringLiteral("service.name"), QStringLiteral("support-app")),
                    otlpAttribute(QStringLiteral("deployment.environment.name"),
                                  QStringLiteral("production"))}}};
    const QJsonObject scope{{QStringLiteral("scope"),
                             QJsonObject{{QStringLiteral("name"),
                                          QStringLiteral("opentelemetry.instrumentation.openai")}}},
                            {QStringLiteral("spans"), spans}};
    return QJsonObject{
        {QStringLiteral("resourceSpans"),
         QJsonArray{QJsonObject{{QStringLiteral("resource"), resource},
                                {QStringLiteral("scopeSpans"), QJsonArray{scope}}}}}};
}

inline int otlpSpansPerRun(const OtlpFixture &f)
{
    return 1 + f.callsPerRun * (f.vllmServerSpans ? 3 : 2);
}

inline bool writeOtlp(const QString &path, const OtlpFixture &f)
{
    std::FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out)
        return false;
    if (f.requestPerLine) {
        for (int r = 0; r < f.runs; ++r) {
            const QByteArray line =
                QJsonDocument(otlpRequest(otlpRunSpans(r, f))).toJson(QJsonDocument::Compact) +
                '\n';
            std::fwrite(line.constData(), 1, size_t(line.size()), out);
        }
    } else {
        QJsonArray all;
        for (int r = 0; r < f.runs; ++r) {
            for (const QJsonValue &s : otlpRunSpans(r, f))
                all.append(s);
        }
        const QByteArray doc = QJsonDocument(otlpRequest(all)).toJson(QJsonDocument::Indented);
        std::fwrite(doc.constData(), 1, size_t(doc.size()), out);
    }
    return std::fclose(out) == 0;
}

// --- Mooncake ---------------------------------------------------------------------------------

// requests lines; request i belongs to prefix group i % 3, whose 2 first blocks it shares, then
// one block of its own: requests 3.. reuse 1,024 prefix tokens, 0..2 none. agentic adds a
// session per 4 requests, wait_for (the previous request of the session) and tool_wait_ms.
inline bool writeMooncake(const QString &path, int requests, bool agentic = false,
                          bool secrets = false)
{
    std::FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out)
        return false;
    for (int i = 0; i < requests; ++i) {
        const int g = i % 3;
        std::string line = "{\"timestamp\":" + std::to_string(i * 250) +
                           ",\"input_length\":" + std::to_string(3 * 512 - 100) +
                           ",\"output_length\":" + std::to_string(50 + i % 10) + ",\"hash_ids\":[" +
                           std::to_string(g * 1000) + "," + std::to_string(g * 1000 + 1) + "," +
                           std::to_string(100000 + i) + "]";
        if (agentic) {
            const std::string session =
                (secrets ? "SECRET-SESSION-7f3a-" : "sess-") + std::to_string(i / 4);
            line += ",\"session_id\":" + fixtureQuote(session) + ",\"request_id\":" +
                    fixtureQuote((secrets ? "SECRET-OBS-7f3a-" : "req-") + std::to_string(i));
            if (i % 4)
                line +=
                    ",\"wait_for\":" +
                    fixtureQuote((secrets ? "SECRET-OBS-7f3a-" : "req-") + std::to_string(i - 1)) +
                    ",\"tool_wait_ms\":" + std::to_string(100 * (i % 4));
        }
        line += "}\n";
        std::fwrite(line.data(), 1, line.size(), out);
    }
    return std::fclose(out) == 0;
}

// --- Generic request log ------------------------------------------------------------------------

// Columns: when (ISO 8601), model_name, prompt_tokens, completion_tokens, latency_ms, ttft_ms,
// http_status, customer, prompt (content). Map with genericCsvMapping().
inline bool writeGenericCsv(const QString &path, int rows, bool secrets = false)
{
    std::FILE *out = std::fopen(path.toLocal8Bit().constData(), "wb");
    if (!out)
        return false;
    std::fputs("when,model_name,prompt_tokens,completion_tokens,latency_ms,ttft_ms,http_status,"
               "customer,prompt\n",
               out);
    for (int i = 0; i < rows; ++i) {
        char line[512];
        std::snprintf(line, sizeof line,
                      "2026-03-01T08:%02d:%02d.%03dZ,llama-3-8b,%d,%d,%d,%d,%d,%s,\"%s\"\n",
                      (i / 60) % 60, i % 60, i % 1000, 500 + i, 100 + i % 50, 900 + i, 80 + i % 20,
                      i % 10 == 9 ? 500 : 200, secrets ? "alice@example.com" : "acme",
                      secrets ? "SECRET-PROMPT-7f3a,\nsecond line \"\"quoted\"\""
                              : "hello,\nworld");
        std::fputs(line, out);
    }
    return std::fclose(out) == 0;
}

// --- Importing and looking for secrets --------------------------------------------------------

struct ImportedTelemetry
{
    Result<TelemetryImportReport> report = Result<TelemetryImportReport>::failure(QString());
    std::vector<TelemetryRecord> records;
};

// Imports path with a fixed in-memory key, keeping every record.
inline ImportedTelemetry importTelemetry(const QString &path, const TelemetryImportOptions &options)
{
    ImportedTelemetry out;
    const Pseudonymizer pseudonymizer(QByteArray(32, 'k'));
    out.report =
        TelemetryImporter::run(path, options, pseudonymizer, [&out](const TelemetryRecord &r) {
            out.records.push_back(r);
            return Status();
        });
    return out;
}

inline TelemetryImportOptions telemetryOptions(TelemetryImportOptions::Format format)
{
    TelemetryImportOptions o;
    o.format = format;
    return o;
}

// Every text an import produced: the records' fields and attributes, the report and its
// retention note, or the error.
inline QString importedText(const ImportedTelemetry &imported)
{
    QString all;
    for (const TelemetryRecord &r : imported.records) {
        all += r.model + QLatin1Char('|') + r.provider + QLatin1Char('|') + r.name +
               QLatin1Char('|') + r.toolName + QLatin1Char('|') + r.spanId + QLatin1Char('|') +
               r.parentId + QLatin1Char('|') + r.runId + QLatin1Char('|') + r.sessionId +
               QLatin1Char('|') + r.userId + QLatin1Char('|') + r.errorType + QLatin1Char('|') +
               r.prefixGroup + QLatin1Char('|') +
               QString::fromUtf8(QJsonDocument(r.attributes).toJson(QJsonDocument::Compact)) +
               QLatin1Char('\n');
    }
    if (imported.report.ok()) {
        const TelemetryImportReport &rep = imported.report.value();
        all += rep.format + rep.latencyUnitReason + rep.problems.join(QLatin1Char('|')) +
               rep.droppedFields.join(QLatin1Char('|')) +
               rep.pseudonymisedFields.join(QLatin1Char('|')) +
               QString::fromUtf8(QJsonDocument(rep.retentionNote()).toJson());
    } else {
        all += imported.report.error();
    }
    return all;
}

// The secret markers found in text (empty: none leaked). Not "7f3a" alone: a pseudonym's hex
// digits may hold it by chance.
inline QStringList leakedSecrets(const QString &text)
{
    QStringList found;
    for (const QString &marker : secretMarkers()) {
        if (text.contains(marker, Qt::CaseInsensitive))
            found.append(marker);
    }
    if (found.isEmpty() && text.contains(QStringLiteral("SECRET-")))
        found.append(QStringLiteral("SECRET-"));
    return found;
}

} // namespace llmcap::test
