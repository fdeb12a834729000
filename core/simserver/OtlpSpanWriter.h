#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <cstdio>
#include <string>

namespace llmcap {

// Writes the simulated server's per-request spans as the OpenTelemetry collector's file
// exporter does: one ExportTraceServiceRequest JSON object per line (resourceSpans ->
// scopeSpans -> spans, OTLP JSON encoding: hex ids, nanosecond times and intValue as strings),
// one `llm_request` server span per finished generation with the attributes vLLM's tracing
// sets (shared/reference/telemetry.md, "vLLM server-side request spans"; durations in
// seconds). Each line is flushed whole, so a reader may take the file while the server runs.
class OtlpSpanWriter
{
    Q_DECLARE_TR_FUNCTIONS(OtlpSpanWriter)

public:
    // One request as the server saw it. Ids are lowercase hex; parentSpanId is empty for a
    // request that came without a traceparent (the span then starts a trace of its own).
    struct Span
    {
        std::string traceId;      // 32 hex
        std::string spanId;       // 16 hex
        std::string parentSpanId; // 16 hex or empty
        std::string requestId;    // gen_ai.request.id: the caller's X-Request-Id, else the id
        std::string model;        // gen_ai.response.model
        qint64 startUnixNs = 0;   // arrival
        qint64 endUnixNs = 0;     // last token
        int promptTokens = 0;
        int completionTokens = 0;
        int maxTokens = 0;
        double queueS = 0;   // arrival to first scheduled
        double prefillS = 0; // first scheduled to first token
        double decodeS = 0;  // first token to last token
        double ttftS = 0;    // arrival to first token
        double e2eS = 0;     // arrival to last token
    };

    OtlpSpanWriter() = default;
    ~OtlpSpanWriter();
    OtlpSpanWriter(const OtlpSpanWriter &) = delete;
    OtlpSpanWriter &operator=(const OtlpSpanWriter &) = delete;

    // Opens path for appending (created when missing); a one-line error naming the file.
    Status open(const QString &path);
    bool isOpen() const { return m_file != nullptr; }
    // Appends the span's line; false once writing failed (disk full), which ends the writing.
    bool write(const Span &span);
    qint64 written() const { return m_written; }

    // The span as one ExportTraceServiceRequest on one line, without the line break.
    static std::string line(const Span &span);

private:
    std::FILE *m_file = nullptr;
    qint64 m_written = 0;
};

} // namespace llmcap
