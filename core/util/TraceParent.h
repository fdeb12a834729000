#pragma once

#include <QByteArray>

#include <optional>
#include <string_view>

namespace llmcap {

// A W3C Trace Context `traceparent` (https://www.w3.org/TR/trace-context/#traceparent-header):
// "00-<trace id: 32 hex>-<parent span id: 16 hex>-<flags: 2 hex>". The bench client sends a
// fresh one with every request so that a server tracing with OpenTelemetry (vLLM's
// llm_request span) makes its span a child of it, and llmcap can join the server's
// queue/prefill/decode split to its own request by trace id.
struct TraceParent
{
    QByteArray traceId; // 32 lowercase hex digits, not all zero
    QByteArray spanId;  // 16 lowercase hex digits, not all zero: the caller's span
    bool sampled = true;

    // A fresh random trace id and span id (system random source), sampled.
    static TraceParent generate();
    // Parses a header value (version 00, and later versions by the spec's forward rule);
    // nullopt for anything invalid, including all-zero ids.
    static std::optional<TraceParent> parse(std::string_view header);

    bool isValid() const;
    // The header value, version 00.
    QByteArray header() const;

    bool operator==(const TraceParent &) const = default;
};

} // namespace llmcap
