#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace llmcap {

// One server-side request span (vLLM's llm_request, the built-in server's the same) as read
// from an OTLP JSON file: its trace context, gen_ai.request.id and the gen_ai.latency.*
// durations in milliseconds (-1 where the span did not say).
struct ServerSpan
{
    QString traceId; // lowercase hex
    QString spanId;
    QString parentSpanId; // empty for a root span
    QString requestId;    // gen_ai.request.id
    double queueMs = -1;
    double prefillMs = -1;
    double decodeMs = -1;
    double ttftMs = -1;
    double e2eMs = -1;
    qint64 line = 0; // where it starts in the file
};

// Reads the request spans out of an OTLP JSON trace file, the OpenTelemetry collector's file
// exporter's (one ExportTraceServiceRequest per line) or one document, as a stream: memory
// holds one span at a time, whatever the file's size. A span is a request span when it is
// named llm_request or carries gen_ai.latency.time_to_first_token; others are counted and
// passed over. Span events and links are skipped unbuilt.
class ServerSpanReader
{
    Q_DECLARE_TR_FUNCTIONS(ServerSpanReader)

public:
    struct Counts
    {
        qint64 requestSpans = 0;
        qint64 otherSpans = 0;
    };
    using Sink = std::function<void(const ServerSpan &)>;

    // Calls sink for every request span in path, in file order. Fails with one line naming
    // the file and the line: a line (or document) that is not JSON, a request span without a
    // valid trace id, a file that cannot be opened.
    static Status read(const QString &path, const Sink &sink, Counts *counts = nullptr);
};

} // namespace llmcap
