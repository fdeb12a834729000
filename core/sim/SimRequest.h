#pragma once

#include <QtGlobal>

#include <vector>

namespace llmcap {

// One request as the engine sees it: token counts only, never text.
struct SimRequest
{
    quint64 id = 0;       // unique among the requests the engine holds
    int promptTokens = 0; // >= 1
    int outputTokens = 1; // tokens generated before the request finishes, >= 1

    // Prefix-cache identity of the prompt. promptBlockHashes[i] identifies the content of
    // prompt tokens [0, (i + 1) * blockSize) (a chained hash, as vLLM keys its blocks). When it
    // is empty, the identity is derived: blocks lying wholly inside the first prefixTokens
    // tokens are shared by every request of prefixGroup (0 = no group); all others are unique.
    std::vector<quint64> promptBlockHashes;
    quint64 prefixGroup = 0;
    int prefixTokens = 0;

    // Prefix-cache identity of the blocks the output fills, so that a follow-up request whose
    // prompt carries this prompt and this output (an agent's growing context) hits them.
    // outputBlockHashes[j] identifies tokens [0, (promptTokens / blockSize + j + 1) * blockSize)
    // of the prompt followed by the output, chained like promptBlockHashes (which must then hold
    // a hash for every full prompt block). As in vLLM v1, such a block is cached once all its
    // tokens are computed; the last output token never is. Empty: output blocks are unique.
    std::vector<quint64> outputBlockHashes;
};

// Server-side timeline of one request in simulated seconds; -1 where it has not happened yet.
struct SimRequestTiming
{
    quint64 id = 0;
    double arrivalSec = -1;
    double firstScheduledSec = -1;
    double firstTokenSec = -1;
    double finishSec = -1;
    int promptTokens = 0;
    int outputTokens = 0; // generated so far
    int cachedPromptTokens = 0;
    int preemptions = 0;

    bool finished() const { return finishSec >= 0; }
    double queueSec() const { return firstScheduledSec - arrivalSec; }
    double prefillSec() const { return firstTokenSec - firstScheduledSec; }
    double decodeSec() const { return finishSec - firstTokenSec; }
    double ttftSec() const { return firstTokenSec - arrivalSec; }
    double e2eSec() const { return finishSec - arrivalSec; }
    // (E2E - TTFT) / (output - 1), as vLLM's request_time_per_output_token; 0 below 2 tokens.
    double tpotSec() const { return outputTokens > 1 ? decodeSec() / (outputTokens - 1) : 0.0; }
};

} // namespace llmcap
