#include "simserver/OtlpSpanWriter.h"

#include "appinfo/Version.h"

#include <QFile>

#include <charconv>
#include <cmath>
#include <cstring>

namespace llmcap {

namespace {

// OTLP's SpanKind enum: SPAN_KIND_SERVER (vLLM's llm_request span is a server span).
constexpr int kSpanKindServer = 2;

// A JSON string of plain text (ids, model names): quotes, backslashes and control
// characters escaped.
void appendString(std::string &out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char esc[8];
            std::snprintf(esc, sizeof esc, "\\u%04x", unsigned(static_cast<unsigned char>(c)));
            out += esc;
        } else {
            out += c;
        }
    }
    out += '"';
}

void appendDouble(std::string &out, double v)
{
    if (!std::isfinite(v) || v < 0)
        v = 0;
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, ec == std::errc() ? end : buf);
    if (ec != std::errc())
        out += '0';
}

void appendKey(std::string &out, std::string_view key, bool first)
{
    if (!first)
        out += ',';
    out += "{\"key\":";
    appendString(out, key);
    out += ",\"value\":{";
}

void stringAttribute(std::string &out, std::string_view key, std::string_view value, bool first)
{
    appendKey(out, key, first);
    out += "\"stringValue\":";
    appendString(out, value);
    out += "}}";
}

// OTLP JSON writes 64-bit integers as strings.
void intAttribute(std::string &out, std::string_view key, qint64 value)
{
    appendKey(out, key, false);
    out += "\"intValue\":\"" + std::to_string(value) + "\"}}";
}

void doubleAttribute(std::string &out, std::string_view key, double value)
{
    appendKey(out, key, false);
    out += "\"doubleValue\":";
    appendDouble(out, value);
    out += "}}";
}

} // namespace

OtlpSpanWriter::~OtlpSpanWriter()
{
    if (m_file)
        std::fclose(m_file);
}

Status OtlpSpanWriter::open(const QString &path)
{
    if (m_file)
        std::fclose(m_file);
    m_file = std::fopen(QFile::encodeName(path).constData(), "ae");
    if (!m_file)
        return Status::failure(tr("cannot write the span file %1: %2")
                                   .arg(path, QString::fromLocal8Bit(std::strerror(errno))));
    // Big enough that a line leaves in one write(): lines of two writers appending to one
    // file do not interleave.
    std::setvbuf(m_file, nullptr, _IOFBF, 1 << 16);
    return {};
}

bool OtlpSpanWriter::write(const Span &span)
{
    if (!m_file)
        return false;
    std::string text = line(span);
    text += '\n';
    if (std::fwrite(text.data(), 1, text.size(), m_file) != text.size() ||
        std::fflush(m_file) != 0) {
        std::fclose(m_file);
        m_file = nullptr;
        return false;
    }
    ++m_written;
    return true;
}

std::string OtlpSpanWriter::line(const Span &s)
{
    std::string out;
    out.reserve(1200);
    out += "{\"resourceSpans\":[{\"resource\":{\"attributes\":[";
    stringAttribute(out, "service.name", "llmcap-sim", true);
    out += "]},\"scopeSpans\":[{\"scope\":{\"name\":\"llmcap.simserver\",\"version\":";
    appendString(out, kVersion);
    out += "},\"spans\":[{\"traceId\":";
    appendString(out, s.traceId);
    out += ",\"spanId\":";
    appendString(out, s.spanId);
    if (!s.parentSpanId.empty()) {
        out += ",\"parentSpanId\":";
        appendString(out, s.parentSpanId);
    }
    out += ",\"name\":\"llm_request\",\"kind\":" + std::to_string(kSpanKindServer);
    out += ",\"startTimeUnixNano\":\"" + std::to_string(s.startUnixNs) + '"';
    out += ",\"endTimeUnixNano\":\"" + std::to_string(s.endUnixNs) + '"';
    out += ",\"attributes\":[";
    stringAttribute(out, "gen_ai.response.model", s.model, true);
    stringAttribute(out, "gen_ai.request.id", s.requestId, false);
    intAttribute(out, "gen_ai.request.max_tokens", s.maxTokens);
    intAttribute(out, "gen_ai.usage.prompt_tokens", s.promptTokens);
    intAttribute(out, "gen_ai.usage.completion_tokens", s.completionTokens);
    doubleAttribute(out, "gen_ai.latency.time_in_queue", s.queueS);
    doubleAttribute(out, "gen_ai.latency.time_to_first_token", s.ttftS);
    doubleAttribute(out, "gen_ai.latency.e2e", s.e2eS);
    doubleAttribute(out, "gen_ai.latency.time_in_model_prefill", s.prefillS);
    doubleAttribute(out, "gen_ai.latency.time_in_model_decode", s.decodeS);
    doubleAttribute(out, "gen_ai.latency.time_in_model_inference", s.prefillS + s.decodeS);
    out += "],\"status\":{}}]}]}]}";
    return out;
}

} // namespace llmcap
