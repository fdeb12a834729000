#include "simserver/ChunkFormatter.h"

#include "sim/SimRandom.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <cstdio>

namespace llmcap {

namespace {

constexpr std::string_view kWords[] = {
    "the ",    "of ",    "and ",     "to ",    "in ",      "a ",      "is ",       "that ",
    "for ",    "it ",    "as ",      "was ",   "with ",    "be ",     "by ",       "on ",
    "not ",    "this ",  "are ",     "or ",    "from ",    "at ",     "which ",    "an ",
    "but ",    "have ",  "has ",     "they ",  "you ",     "were ",   "their ",    "one ",
    "all ",    "we ",    "can ",     "her ",   "there ",   "been ",   "if ",       "more ",
    "when ",   "will ",  "would ",   "who ",   "so ",      "no ",     "capacity ", "model ",
    "server ", "token ", "latency ", "queue ", "batch ",   "memory ", "request ",  "replica ",
    "load ",   "rate ",  "time ",    "plan ",  "measure ", "GPU ",    "cache ",    "stream ",
};

void appendDouble(std::string &out, double v)
{
    char buf[32];
    const int n = std::snprintf(buf, sizeof buf, "%.3f", v);
    out.append(buf, size_t(n > 0 ? n : 0));
}

} // namespace

ChunkFormatter::ChunkFormatter(ApiKind kind, quint64 requestIndex, std::string modelJson,
                               qint64 created)
    : m_kind(kind)
    , m_modelJson(std::move(modelJson))
    , m_created(created)
{
    char id[40];
    std::snprintf(id, sizeof id, "%s-llmcap%016llx", kind == ApiKind::Chat ? "chatcmpl" : "cmpl",
                  static_cast<unsigned long long>(requestIndex));
    m_id = id;
}

std::string ChunkFormatter::header() const
{
    std::string s = "{\"id\":\"" + m_id + "\",\"object\":\"";
    s += m_kind == ApiKind::Chat ? "chat.completion.chunk" : "text_completion";
    s += "\",\"created\":" + std::to_string(m_created) + ",\"model\":" + m_modelJson;
    return s;
}

std::string ChunkFormatter::roleChunk(const TokenUsage *continuousUsage) const
{
    if (m_kind != ApiKind::Chat)
        return {};
    std::string s =
        "data: " + header() +
        ",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},"
        "\"logprobs\":null,\"finish_reason\":null}]";
    if (continuousUsage)
        s += ",\"usage\":" + usageJson(*continuousUsage);
    s += "}\n\n";
    return s;
}

std::string ChunkFormatter::tokenChunk(std::string_view text, const char *finishReason,
                                       const TokenUsage *continuousUsage,
                                       const ServerTimings *timings) const
{
    std::string s = "data: " + header();
    s.reserve(s.size() + 160);
    if (m_kind == ApiKind::Chat) {
        s += ",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"";
        s += text;
        s += "\"},\"logprobs\":null,\"finish_reason\":";
    } else {
        s += ",\"choices\":[{\"index\":0,\"text\":\"";
        s += text;
        s += "\",\"logprobs\":null,\"finish_reason\":";
    }
    if (finishReason) {
        s += '"';
        s += finishReason;
        s += "\",\"stop_reason\":null}]";
    } else {
        s += "null,\"stop_reason\":null}]";
    }
    if (continuousUsage)
        s += ",\"usage\":" + usageJson(*continuousUsage);
    if (timings)
        s += ",\"llmcap_timings\":" + timingsJson(*timings);
    s += "}\n\n";
    return s;
}

std::string ChunkFormatter::usageChunk(const TokenUsage &usage, const ServerTimings &timings) const
{
    return "data: " + header() + ",\"choices\":[],\"usage\":" + usageJson(usage) +
           ",\"llmcap_timings\":" + timingsJson(timings) + "}\n\n";
}

std::string ChunkFormatter::malformedChunk() const
{
    return "data: " + header() + ",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\n\n";
}

std::string ChunkFormatter::completeBody(std::string_view text, const char *finishReason,
                                         const TokenUsage &usage,
                                         const ServerTimings &timings) const
{
    std::string s = "{\"id\":\"" + m_id + "\",\"object\":\"";
    s += m_kind == ApiKind::Chat ? "chat.completion" : "text_completion";
    s += "\",\"created\":" + std::to_string(m_created) + ",\"model\":" + m_modelJson;
    s.reserve(s.size() + text.size() + 400);
    if (m_kind == ApiKind::Chat) {
        s += ",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"";
        s += text;
        s += "\",\"tool_calls\":[]},";
    } else {
        s += ",\"choices\":[{\"index\":0,\"text\":\"";
        s += text;
        s += "\",";
    }
    s += "\"logprobs\":null,\"finish_reason\":\"";
    s += finishReason;
    s += "\",\"stop_reason\":null}],\"usage\":" + usageJson(usage) +
         ",\"llmcap_timings\":" + timingsJson(timings) + "}";
    return s;
}

std::string ChunkFormatter::errorEvent(const ApiError &error)
{
    return "data: " + error.body() + "\n\n";
}

std::string ChunkFormatter::usageJson(const TokenUsage &u)
{
    return "{\"prompt_tokens\":" + std::to_string(u.promptTokens) +
           ",\"total_tokens\":" + std::to_string(u.promptTokens + u.completionTokens) +
           ",\"completion_tokens\":" + std::to_string(u.completionTokens) +
           ",\"prompt_tokens_details\":{\"cached_tokens\":" + std::to_string(u.cachedTokens) + "}}";
}

std::string ChunkFormatter::timingsJson(const ServerTimings &t)
{
    std::string s = "{\"queue_ms\":";
    appendDouble(s, t.queueMs);
    s += ",\"prefill_ms\":";
    appendDouble(s, t.prefillMs);
    s += ",\"decode_ms\":";
    appendDouble(s, t.decodeMs);
    s += ",\"ttft_ms\":";
    appendDouble(s, t.ttftMs);
    s += ",\"e2e_ms\":";
    appendDouble(s, t.e2eMs);
    s += ",\"preemptions\":" + std::to_string(t.preemptions) +
         ",\"cached_prompt_tokens\":" + std::to_string(t.cachedPromptTokens) + "}";
    return s;
}

std::string ChunkFormatter::jsonString(const QString &text)
{
    // A one-element array is the simplest way to get Qt's escaping of one string.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2).toStdString();
}

std::string_view ChunkFormatter::fillerWord(quint64 seed, quint64 requestIndex, int tokenIndex)
{
    const quint64 key =
        simrandom::combine(simrandom::combine(seed, requestIndex), quint64(tokenIndex));
    return kWords[simrandom::mix(key) % (sizeof kWords / sizeof kWords[0])];
}

} // namespace llmcap
