#pragma once

#include "simserver/ApiRequest.h"

#include <QtGlobal>

#include <string>
#include <string_view>

namespace llmcap {

struct TokenUsage
{
    int promptTokens = 0;
    int completionTokens = 0;
    int cachedTokens = 0; // prompt tokens served from the prefix cache
};

// Server-side timings of one request, in milliseconds from its arrival at the engine (wall
// clock: at --speed X, simulated time divided by X, so they compare with what a client
// measures).
struct ServerTimings
{
    double queueMs = 0;   // arrival -> first scheduled
    double prefillMs = 0; // first scheduled -> first token (includes recompute after preemption)
    double decodeMs = 0;  // first token -> last token
    double ttftMs = 0;    // arrival -> first token
    double e2eMs = 0;     // arrival -> last token
    int preemptions = 0;
    int cachedPromptTokens = 0;
};

// Builds the response bodies and SSE events of the OpenAI-compatible API, vLLM's shapes:
//
//   data: {"id":"chatcmpl-…","object":"chat.completion.chunk","created":…,"model":"…",
//          "choices":[{"index":0,"delta":{"content":"word "},"logprobs":null,
//                      "finish_reason":null}]}
//
// The llmcap extension: the final chunk of a stream (the usage chunk when
// stream_options.include_usage is on, else the chunk carrying finish_reason) and every
// non-streaming response carry a top-level object
//
//   "llmcap_timings": {"queue_ms": float, "prefill_ms": float, "decode_ms": float,
//                      "ttft_ms": float, "e2e_ms": float, "preemptions": int,
//                      "cached_prompt_tokens": int}
//
// and usage reports prefix-cache hits as usage.prompt_tokens_details.cached_tokens.
// Output text is filler: one word and a space per token, chosen deterministically (SimService
// puts a space before a completion's first word when the prompt text ends in a word).
class ChunkFormatter
{
public:
    ChunkFormatter(ApiKind kind, quint64 requestIndex, std::string modelJson, qint64 created);

    // The opening chat delta {"role":"assistant","content":""} (chat only; empty otherwise).
    std::string roleChunk(const TokenUsage *continuousUsage) const;
    // One token; finishReason (e.g. "length") marks the last one; timings go on the final chunk.
    std::string tokenChunk(std::string_view text, const char *finishReason,
                           const TokenUsage *continuousUsage, const ServerTimings *timings) const;
    std::string usageChunk(const TokenUsage &usage, const ServerTimings &timings) const;
    // A chunk cut off in the middle of its JSON (fault injection).
    std::string malformedChunk() const;
    // The non-streaming response body.
    std::string completeBody(std::string_view text, const char *finishReason,
                             const TokenUsage &usage, const ServerTimings &timings) const;

    // The response id, e.g. "chatcmpl-llmcap000000000000002a".
    const std::string &id() const { return m_id; }

    static std::string doneEvent() { return "data: [DONE]\n\n"; }
    static std::string errorEvent(const ApiError &error);
    static std::string usageJson(const TokenUsage &usage);
    static std::string timingsJson(const ServerTimings &timings);
    // A JSON string literal, quotes included.
    static std::string jsonString(const QString &text);
    // The filler word (with its trailing space) for token tokenIndex of a request.
    static std::string_view fillerWord(quint64 seed, quint64 requestIndex, int tokenIndex);

private:
    std::string header() const;

    ApiKind m_kind;
    std::string m_id;
    std::string m_modelJson;
    qint64 m_created;
};

} // namespace llmcap
