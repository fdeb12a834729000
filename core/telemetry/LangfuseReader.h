#pragma once

#include "telemetry/LatencyUnitDetector.h"
#include "telemetry/TelemetryJson.h"
#include "telemetry/TelemetryRecord.h"
#include "util/Result.h"

#include <QCoreApplication>

#include <cstdio>
#include <vector>

namespace llmcap {

class ImportContext;

// Langfuse exports (langfuse-docs, "Export to blob storage"): the enriched observations_v2
// table (trace fields inlined) and the legacy observations and traces tables, as JSONL, JSON
// or CSV. GENERATION observations become LLM calls, TOOL tool calls, AGENT agent steps, the
// rest spans; a traces row becomes a span at its run's root. input, output and metadata are
// never read; trace, observation, user and session ids are pseudonymised.
//
// latency and time_to_first_token are seconds or milliseconds depending on when the
// integration was made: the first records are held back until LatencyUnitDetector has seen
// enough of them (or the user's choice stands), then everything streams. Durations from the
// timestamps win where a record has them.
class LangfuseReader
{
    Q_DECLARE_TR_FUNCTIONS(LangfuseReader)

public:
    explicit LangfuseReader(ImportContext &context);
    Status read(std::FILE *file);

private:
    struct Pending
    {
        TelemetryRecord record;
        double latency;
        double ttft;
    };
    using Json = telemetry::Json;

    Status visit(Json &row, qint64 line);
    Status visitRecord(Json &row, qint64 line);
    // A trace with its observations: the public API's GET /api/public/traces/{id} (the trace's
    // fields and "observations") or the UI's download ({"trace": ..., "observations": ...}).
    Status visitTrace(Json &trace, Json &observations, qint64 line);
    bool mapObservation(const Json &row, qint64 line, Pending &out);
    bool mapTrace(const Json &row, qint64 line, Pending &out);
    void mapCommon(const Json &row, TelemetryRecord &record);
    Status deliver(Pending &pending);
    Status decideAndFlush();

    ImportContext &m_context;
    LatencyUnitDetector m_detector;
    std::vector<Pending> m_pending;
    bool m_decided = false;
    double m_unitMs = 1; // milliseconds per unit of latency and time_to_first_token
    bool m_sawV2 = false;
    bool m_sawObservations = false;
    bool m_sawTraces = false;
    QString m_sawShape;        // "trace API", "UI download", "paged list": the report's format
    std::string m_traceName;   // the enclosing trace's name, for observations without trace_name
    bool m_rowCounted = false; // the reader's row has been counted as a record read
    // A record nested in the reader's row (a trace's observation, a page's item): the first is
    // the row the reader counted, each further one another record read.
    void countNested();
};

} // namespace llmcap
