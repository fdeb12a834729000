#pragma once

#include <QJsonObject>
#include <QString>

#include <QtGlobal>
#include <cmath>
#include <limits>

namespace llmcap {

// One observation of application telemetry as llmcap keeps it: sanitised at the door. It holds
// no prompt, output, message, tool-argument or document text, and every identifier (run, span,
// parent, session, user, tenant) is a keyed pseudonym (Pseudonymizer), never the source's value.
//
// A run is everything that shares runId (a Langfuse trace, an OpenTelemetry trace, a Mooncake
// session); parentId links a record to the record it was called from, so that an agent's LLM
// calls, tool calls, retries and sub-agents can be rebuilt.
struct TelemetryRecord
{
    enum class Kind {
        LlmCall,  // a generation / chat / completion call: the unit the benchmark replays
        ToolCall, // execute_tool, a Langfuse TOOL observation
        Agent,    // invoke_agent, a Langfuse AGENT observation: a (sub-)agent step
        Span,     // any other span or event that only gives structure (a run's root, a chain)
    };
    enum class Status { Ok, Error, Cancelled, Unknown };

    static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();

    Kind kind = Kind::LlmCall;
    qint64 startMs = 0;           // Unix epoch milliseconds, UTC
    double durationMs = kUnknown; // end - start
    double ttftMs = kUnknown;     // start to first token (LLM calls)
    int inputTokens = -1;         // prompt tokens, cached ones included; -1: not reported
    int outputTokens = -1;        // completion tokens (reasoning included); -1: not reported
    int cachedInputTokens = -1;   // of inputTokens, read from a prefix cache; -1: not reported

    QString model;     // the model asked for (or the one that answered)
    QString provider;  // gen_ai.provider.name / gen_ai.system; empty when unknown
    QString name;      // the run's or operation's name (Langfuse trace_name, a span name): a
                       // label the application chose, never content
    QString toolName;  // ToolCall: the tool's name
    QString spanId;    // pseudonym
    QString parentId;  // pseudonym; empty at a run's root
    QString runId;     // pseudonym; empty when the source has no run (a plain request log)
    QString sessionId; // pseudonym; empty when unknown
    QString userId;    // pseudonym; empty when unknown
    Status status = Status::Unknown;
    QString errorType;  // a short class (HTTP status, exception type), never a message text
    bool retry = false; // the source marks this call as a retry of an earlier one

    // Shared-prefix behaviour where the source gives block hashes (Mooncake hash_ids):
    // prefixGroup is a pseudonym of the first block's id (requests of one group share a
    // prefix), reusedPrefixTokens the tokens of the leading blocks seen earlier in the file.
    QString prefixGroup;
    int reusedPrefixTokens = -1;

    // Non-content labels a user may group classes by: environment, release, version, tags,
    // tenant (pseudonymised), a mapped column. Values are short strings.
    QJsonObject attributes;

    bool hasTokens() const { return inputTokens >= 0 && outputTokens >= 0; }
    bool hasDuration() const { return !std::isnan(durationMs); }
};

} // namespace llmcap
