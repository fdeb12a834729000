#include "telemetry/OtlpReader.h"

#include "telemetry/ImportContext.h"
#include "telemetry/JsonRecordStream.h"
#include "telemetry/TelemetryRecord.h"

#include <charconv>
#include <cmath>
#include <utility>
#include <vector>

namespace llmcap {

using telemetry::member;

namespace {

// Error-type labels longer than this are messages, not classes: not kept.
constexpr size_t kMaxErrorTypeChars = 64;

// A span's attributes by key: [{key, value: AnyValue}] with AnyValue one of stringValue,
// intValue (a string in OTLP JSON), doubleValue, boolValue, arrayValue.
class Attributes
{
public:
    using Json = telemetry::Json;
    void add(const std::string &key, const Json *value) { m_items.emplace_back(key, value); }

    const Json *any(std::string_view key) const
    {
        for (const auto &[k, v] : m_items) {
            if (k == key)
                return v;
        }
        return nullptr;
    }
    // The AnyValue's scalar.
    const Json *scalar(std::string_view key) const
    {
        const Json *v = any(key);
        if (!v || !v->is_object())
            return v;
        return telemetry::firstMember(*v, {"stringValue", "intValue", "doubleValue", "boolValue"});
    }
    std::string text(std::string_view key) const { return telemetry::text(scalar(key)); }
    std::string text(std::initializer_list<std::string_view> keys) const
    {
        for (const std::string_view k : keys) {
            std::string t = text(k);
            if (!t.empty())
                return t;
        }
        return {};
    }
    std::optional<double> number(std::initializer_list<std::string_view> keys) const
    {
        for (const std::string_view k : keys) {
            if (const auto n = telemetry::number(scalar(k)))
                return n;
        }
        return std::nullopt;
    }

private:
    std::vector<std::pair<std::string, const Json *>> m_items;
};

std::optional<qint64> nanoseconds(const telemetry::Json *v)
{
    if (!v)
        return std::nullopt;
    if (v->is_number_integer())
        return v->get<qint64>();
    if (v->is_number_float())
        return qint64(std::llround(v->get<double>()));
    if (v->is_string()) {
        const std::string &s = v->get_ref<const std::string &>();
        qint64 n = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
        if (ec == std::errc() && end == s.data() + s.size())
            return n;
    }
    return std::nullopt;
}

int tokens(const std::optional<double> &v)
{
    return v && *v >= 0 && *v < 2e9 ? int(std::llround(*v)) : -1;
}

bool isSpanPath(const std::vector<std::string> &p)
{
    const size_t n = p.size();
    return n >= 7 && p[n - 1] == "*" && p[n - 2] == "spans" && p[n - 3] == "*" &&
           (p[n - 4] == "scopeSpans" || p[n - 4] == "instrumentationLibrarySpans") &&
           p[n - 5] == "*" && p[n - 6] == "resourceSpans";
}

bool isResourcePath(const std::vector<std::string> &p)
{
    const size_t n = p.size();
    return n >= 4 && p[n - 1] == "resource" && p[n - 2] == "*" && p[n - 3] == "resourceSpans";
}

} // namespace

bool OtlpReader::isContentAttribute(std::string_view key, std::string *listedAs)
{
    static constexpr std::string_view kExact[] = {"gen_ai.input.messages",
                                                  "gen_ai.output.messages",
                                                  "gen_ai.system_instructions",
                                                  "gen_ai.tool.definitions",
                                                  "gen_ai.tool.call.arguments",
                                                  "gen_ai.tool.call.result",
                                                  "gen_ai.prompt",
                                                  "gen_ai.completion",
                                                  "gen_ai.content.prompt",
                                                  "gen_ai.content.completion",
                                                  "traceloop.entity.input",
                                                  "traceloop.entity.output",
                                                  "input.value",
                                                  "output.value"};
    static constexpr std::string_view kPrefixes[] = {
        "gen_ai.prompt.",      "gen_ai.completion.",   "llm.prompts.",          "llm.completions.",
        "llm.input_messages.", "llm.output_messages.", "llm.request.functions."};
    for (const std::string_view e : kExact) {
        if (key == e) {
            if (listedAs)
                *listedAs = std::string(e);
            return true;
        }
    }
    for (const std::string_view p : kPrefixes) {
        if (key.substr(0, p.size()) == p) {
            if (listedAs)
                *listedAs = std::string(p) + "*";
            return true;
        }
    }
    return false;
}

OtlpReader::OtlpReader(ImportContext &context)
    : m_context(context)
{}

Status OtlpReader::read(std::FILE *file)
{
    Status failed;
    JsonRecordStream stream(
        file,
        [](const std::vector<std::string> &path) {
            return isSpanPath(path) ? kSpan : isResourcePath(path) ? kResource : -1;
        },
        [this](const Json &parent, const std::string &key, size_t depth) {
            if (key == "events" && depth == 1) { // a span's events: old semconv's content
                m_context.dropped("events");
                return true;
            }
            if (key != "value")
                return false;
            const Json *k = member(parent, "key");
            return k && k->is_string() && isContentAttribute(k->get_ref<const std::string &>());
        },
        [&](int kind, Json &object, qint64 line) {
            if (kind == kResource) {
                resource(object);
                return true;
            }
            failed = span(object, line);
            return failed.ok();
        },
        [this](qint64 line, const QString &reason) {
            m_context.countRead();
            m_context.skip(ImportContext::line(line), reason);
        });
    stream.read();
    m_context.report().format = stream.layout() == JsonRecordStream::Layout::Lines
                                    ? QStringLiteral("otlp json, one request per line")
                                    : QStringLiteral("otlp json, one document");
    return failed;
}

void OtlpReader::resource(const Json &resource)
{
    m_resourceAttributes = QJsonObject();
    const Json *attrs = member(resource, "attributes");
    if (!attrs || !attrs->is_array())
        return;
    for (const Json &a : *attrs) {
        const std::string key = telemetry::text(member(a, "key"));
        const Json *value = member(a, "value");
        const Json *scalar = value && value->is_object() ? member(*value, "stringValue") : nullptr;
        if (key == "service.name")
            m_resourceAttributes.insert(QStringLiteral("service"), telemetry::qtext(scalar));
        else if (key == "deployment.environment" || key == "deployment.environment.name")
            m_resourceAttributes.insert(QStringLiteral("environment"), telemetry::qtext(scalar));
    }
}

Status OtlpReader::span(const Json &span, qint64 line)
{
    m_context.countRead();
    ++m_spans;
    const QString where = tr("line %1 (span %2)").arg(line).arg(m_spans);

    Attributes a;
    if (const Json *attrs = member(span, "attributes"); attrs && attrs->is_array()) {
        std::string listed;
        for (const Json &item : *attrs) {
            const std::string key = telemetry::text(member(item, "key"));
            if (isContentAttribute(key, &listed))
                m_context.dropped(listed);
            else if (!key.empty())
                a.add(key, member(item, "value"));
        }
    }

    const auto start = nanoseconds(member(span, "startTimeUnixNano"));
    if (!start || *start <= 0) {
        m_context.skip(where,
                       start ? tr("unreadable startTimeUnixNano") : tr("no startTimeUnixNano"));
        return Status();
    }
    const auto end = nanoseconds(member(span, "endTimeUnixNano"));

    TelemetryRecord r;
    r.startMs = *start / 1000000;
    if (end && *end >= *start)
        r.durationMs = double(*end - *start) / 1e6;
    else if (const auto e2e = a.number({"gen_ai.latency.e2e"}))
        r.durationMs = *e2e * 1000;
    if (const auto ttft = a.number({"gen_ai.latency.time_to_first_token"}))
        r.ttftMs = *ttft * 1000;

    r.inputTokens = tokens(a.number(
        {"gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens", "llm.usage.prompt_tokens"}));
    r.outputTokens =
        tokens(a.number({"gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens",
                         "llm.usage.completion_tokens"}));
    // OTel's input_tokens include the cached ones (semantic-conventions, gen-ai spans).
    r.cachedInputTokens = tokens(
        a.number({"gen_ai.usage.cache_read.input_tokens", "gen_ai.usage.cache_read_input_tokens"}));

    const std::string op = a.text("gen_ai.operation.name");
    const std::string requestType = a.text("llm.request.type");
    const std::string spanKind = a.text("traceloop.span.kind");
    using Kind = TelemetryRecord::Kind;
    if (op == "invoke_agent" || (op.empty() && spanKind == "agent"))
        r.kind = Kind::Agent;
    else if (op == "execute_tool" || (op.empty() && spanKind == "tool"))
        r.kind = Kind::ToolCall;
    else if (op == "chat" || op == "text_completion" || op == "generate_content")
        r.kind = Kind::LlmCall;
    else if (op.empty() && (requestType == "chat" || requestType == "completion"))
        r.kind = Kind::LlmCall;
    else if (op.empty() && requestType.empty() && spanKind.empty() &&
             (r.inputTokens >= 0 || r.outputTokens >= 0 || !std::isnan(r.ttftMs)))
        r.kind = Kind::LlmCall; // a vLLM server span or an instrumentation without op names
    else
        r.kind = Kind::Span;

    r.model = QString::fromStdString(
        a.text({"gen_ai.request.model", "gen_ai.response.model", "llm.request.model"}));
    r.provider = QString::fromStdString(a.text({"gen_ai.provider.name", "gen_ai.system"}));
    const std::string agentName = a.text("gen_ai.agent.name");
    r.name = agentName.empty() ? telemetry::qtext(member(span, "name"))
                               : QString::fromStdString(agentName);
    if (r.kind == Kind::ToolCall)
        r.toolName = QString::fromStdString(a.text("gen_ai.tool.name"));

    const Json *status = member(span, "status");
    const std::string code = status ? telemetry::text(member(*status, "code")) : std::string();
    r.status = code == "2" || code == "STATUS_CODE_ERROR" ? TelemetryRecord::Status::Error
                                                          : TelemetryRecord::Status::Ok;
    const std::string errorType = a.text("error.type");
    if (!errorType.empty() && errorType.size() <= kMaxErrorTypeChars) {
        r.errorType = QString::fromStdString(errorType);
        r.status = TelemetryRecord::Status::Error;
    }
    if (const auto resends = a.number({"http.request.resend_count"}); resends && *resends > 0)
        r.retry = true;

    r.runId = m_context.pseudonym("run", telemetry::text(member(span, "traceId")), "traceId");
    r.spanId = m_context.pseudonym("span", telemetry::text(member(span, "spanId")), "spanId");
    r.parentId =
        m_context.pseudonym("span", telemetry::text(member(span, "parentSpanId")), "parentSpanId");
    const std::string session = a.text(
        {"gen_ai.conversation.id", "session.id", "traceloop.association.properties.session_id"});
    r.sessionId = m_context.pseudonym("session", session, "gen_ai.conversation.id");
    const std::string user =
        a.text({"user.id", "enduser.id", "traceloop.association.properties.user_id"});
    r.userId = m_context.pseudonym("user", user, "user.id");
    r.attributes = m_resourceAttributes;
    // The engine's own view of a call (vLLM's llm_request span, child of the client's span):
    // marked, so that an analysis counting calls does not count it twice.
    if (a.any("gen_ai.latency.time_to_first_token") || a.any("gen_ai.latency.e2e"))
        r.attributes.insert(QStringLiteral("side"), QStringLiteral("server"));
    return m_context.deliver(r);
}

} // namespace llmcap
