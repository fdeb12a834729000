#pragma once

#include "simserver/ApiError.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace llmcap {

enum class ApiKind { Chat, Completion };

// A generation request reduced to what the simulator needs: counts and flags, no text.
struct GenerationRequest
{
    ApiKind kind = ApiKind::Chat;
    QString model;
    int promptTokens = 0;
    std::vector<quint64> promptBlockHashes;
    quint64 promptChain = 0;       // TokenCounter::chain() after the prompt: output hashes go on
    bool promptEndsInWord = false; // completions: the prompt text ends in a non-space character
    std::optional<int> maxTokens;  // max_completion_tokens, else max_tokens
    int minTokens = 0;
    bool ignoreEos = false;
    bool stream = false;
    bool includeUsage = false;    // stream_options.include_usage
    bool continuousUsage = false; // stream_options.continuous_usage_stats
};

// POST /tokenize, vLLM shape: {"model"?, "prompt"} or {"model"?, "messages",
// "add_generation_prompt"?}.
struct TokenizeRequest
{
    QString model; // may be empty
    int count = 0;
    std::vector<qint64> tokens;
};

// Parses request bodies of the OpenAI-compatible API. Any input yields either a request or a
// 400 error with a message naming the field; nothing throws or crashes.
namespace ApiRequestParser {

struct Generation
{
    GenerationRequest request;
    std::optional<ApiError> error;
};
struct Tokenize
{
    TokenizeRequest request;
    std::optional<ApiError> error;
};

Generation parseGeneration(ApiKind kind, const QByteArray &body, int blockSize);
Tokenize parseTokenize(const QByteArray &body);

} // namespace ApiRequestParser

} // namespace llmcap
