#pragma once

#include "telemetry/TelemetryJson.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cstdio>

namespace llmcap {

class ImportContext;
struct TelemetryRecord;

// OpenTelemetry GenAI spans as OTLP JSON: the collector's file exporter (one
// ExportTraceServiceRequest per line) or one request as a document, pretty-printed or not.
// Both the current semantic conventions (gen_ai.operation.name, gen_ai.provider.name,
// gen_ai.usage.input_tokens, ...) and the older names (gen_ai.system,
// gen_ai.usage.prompt_tokens, OpenLLMetry's llm.*, vLLM's server spans) are read. Content
// attributes (messages, prompts, completions, tool arguments and results) and span events are
// skipped unbuilt; trace, span and conversation ids are pseudonymised.
class OtlpReader
{
    Q_DECLARE_TR_FUNCTIONS(OtlpReader)

public:
    explicit OtlpReader(ImportContext &context);
    Status read(std::FILE *file);

    // Whether an attribute holds content llmcap never keeps; its name for the dropped list
    // (numbered keys folded: gen_ai.prompt.0.content -> gen_ai.prompt.*).
    static bool isContentAttribute(std::string_view key, std::string *listedAs = nullptr);

private:
    using Json = telemetry::Json;
    enum Kind { kSpan = 0, kResource = 1 };

    Status span(const Json &span, qint64 line);
    void resource(const Json &resource);

    ImportContext &m_context;
    QJsonObject m_resourceAttributes; // service and environment of the spans that follow
    qint64 m_spans = 0;
};

} // namespace llmcap
