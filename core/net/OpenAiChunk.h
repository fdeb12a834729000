#pragma once

#include "records/ReportedTimings.h"

#include <QString>

#include <string_view>

namespace llmcap {

// What one streamed event of an OpenAI-compatible server says, for measuring (domain reference
// §3). Also reads a complete non-streaming response body, which has the same fields.
//
// Output-bearing means the chunk carries generated output: non-empty content, a refusal,
// reasoning (reasoning_content or reasoning), tool-call or legacy function-call deltas, or
// completions text. A role-only opening delta or a usage-only chunk (choices empty, null or
// missing) is not.
struct OpenAiChunk
{
    enum class Kind {
        Data,      // a JSON chunk
        Done,      // "data: [DONE]"
        Error,     // an error object ({"error": ...}, vLLM's flat {"object":"error"}) or an
                   // "event: error" inside a 200 stream
        Malformed, // not valid JSON
        Foreign,   // valid JSON of another API's stream (errorMessage names it)
    };

    Kind kind = Kind::Data;
    bool outputBearing = false;
    bool hasUsage = false;
    qint64 promptTokens = -1;
    qint64 completionTokens = -1;
    qint64 cachedTokens = -1;
    QString finishReason; // empty while the choice is unfinished
    ReportedTimings timings;
    QString errorMessage;
    int errorCode = 0; // an HTTP-like status from the error's "code", 0 when none
    QString text;      // the output text of this chunk; filled only when asked for

    // data is the SSE event's data, eventType its type ("message" by default).
    static OpenAiChunk parse(std::string_view data, std::string_view eventType = "message",
                             bool wantText = false);
};

} // namespace llmcap
