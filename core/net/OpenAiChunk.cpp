#include "net/OpenAiChunk.h"

#include "net/JsonScanner.h"

namespace llmcap {

namespace {

using Kind = JsonScanner::Kind;

class ChunkVisitor : public JsonScanner::Visitor
{
public:
    ChunkVisitor(OpenAiChunk &chunk, bool wantText)
        : m_chunk(chunk)
        , m_wantText(wantText)
    {}

    bool flatError = false;
    QString flatMessage;
    int flatCode = 0;
    // Top-level keys that tell another API's stream from a chat-completions one.
    bool hasChoices = false;
    QString typeField;       // "type", as the Responses and Anthropic streams carry it
    bool tritonText = false; // Triton's generate_stream: text_output
    bool tgiToken = false;   // TGI's native /generate_stream: token
    bool ollamaDone = false; // Ollama's native API: done

    void value(const JsonScanner::Path &path, const JsonScanner::Value &v) override
    {
        if (path.size == 0)
            return;
        const std::string_view top = path.keys[0];
        if (path.size == 1)
            foreignKey(top, v);
        if (top == "choices")
            choice(path, v);
        else if (top == "usage")
            usage(path, v);
        else if (top == "error")
            error(path, v);
        else if (top == "llmcap_timings" && path.size == 2)
            llmcapTimings(path.keys[1], v);
        else if (top == "timings" && path.size == 2)
            llamaCppTimings(path.keys[1], v);
        else if (path.size == 1)
            flat(top, v);
    }

private:
    void foreignKey(std::string_view key, const JsonScanner::Value &v)
    {
        if (key == "choices")
            hasChoices = true;
        else if (key == "type" && v.kind == Kind::String)
            typeField = v.toString();
        else if (key == "text_output")
            tritonText = true;
        else if (key == "token" && v.kind == Kind::Object)
            tgiToken = true;
        else if (key == "done" && v.kind == Kind::Bool)
            ollamaDone = true;
    }

    void output(const JsonScanner::Value &v)
    {
        m_chunk.outputBearing = true;
        if (m_wantText && v.kind == Kind::String)
            m_chunk.text += v.toString();
    }

    void choice(const JsonScanner::Path &path, const JsonScanner::Value &v)
    {
        if (path.is({"choices", "finish_reason"})) {
            if (v.kind == Kind::String)
                m_chunk.finishReason = v.toString();
            return;
        }
        const bool nonEmptyString = v.kind == Kind::String && !v.raw.empty();
        if (path.is({"choices", "text"}) || path.is({"choices", "delta", "content"}) ||
            path.is({"choices", "message", "content"}) ||
            path.is({"choices", "delta", "refusal"}) ||
            path.is({"choices", "message", "refusal"}) ||
            path.is({"choices", "delta", "reasoning_content"}) ||
            path.is({"choices", "delta", "reasoning"}) ||
            path.is({"choices", "message", "reasoning_content"})) {
            if (nonEmptyString)
                output(v);
            return;
        }
        if (path.is({"choices", "delta", "tool_calls"}) ||
            path.is({"choices", "message", "tool_calls"})) {
            if (v.kind == Kind::Array && v.elements > 0)
                m_chunk.outputBearing = true;
            return;
        }
        if (path.is({"choices", "delta", "function_call"}) && v.kind == Kind::Object &&
            v.elements > 0)
            m_chunk.outputBearing = true;
    }

    void usage(const JsonScanner::Path &path, const JsonScanner::Value &v)
    {
        if (path.size == 1) {
            m_chunk.hasUsage = v.kind == Kind::Object;
        } else if (path.is({"usage", "prompt_tokens"})) {
            m_chunk.promptTokens = v.toInt();
        } else if (path.is({"usage", "completion_tokens"})) {
            m_chunk.completionTokens = v.toInt();
        } else if (path.is({"usage", "prompt_tokens_details", "cached_tokens"})) {
            m_chunk.cachedTokens = v.toInt();
        }
    }

    void error(const JsonScanner::Path &path, const JsonScanner::Value &v)
    {
        if (path.size == 1) {
            if (v.kind == Kind::Null)
                return;
            m_chunk.kind = OpenAiChunk::Kind::Error;
            if (v.kind == Kind::String)
                m_chunk.errorMessage = v.toString();
        } else if (path.is({"error", "message"})) {
            m_chunk.errorMessage = v.toString();
        } else if (path.is({"error", "code"})) {
            m_chunk.errorCode = int(v.toInt(0));
        }
    }

    void flat(std::string_view key, const JsonScanner::Value &v)
    {
        if (key == "object" && v.kind == Kind::String && v.raw == "error")
            flatError = true;
        else if (key == "message")
            flatMessage = v.toString();
        else if (key == "code")
            flatCode = int(v.toInt(0));
    }

    void llmcapTimings(std::string_view key, const JsonScanner::Value &v)
    {
        ReportedTimings &t = m_chunk.timings;
        if (key == "queue_ms")
            t.queueMs = v.toDouble();
        else if (key == "prefill_ms")
            t.prefillMs = v.toDouble();
        else if (key == "decode_ms")
            t.decodeMs = v.toDouble();
        else if (key == "ttft_ms")
            t.ttftMs = v.toDouble();
        else if (key == "e2e_ms")
            t.e2eMs = v.toDouble();
        else if (key == "preemptions")
            t.preemptions = int(v.toInt());
        else if (key == "cached_prompt_tokens")
            t.cachedPromptTokens = int(v.toInt());
    }

    // llama.cpp server: prompt_ms is prompt processing, predicted_ms generation, cache_n the
    // prompt tokens reused from its cache.
    void llamaCppTimings(std::string_view key, const JsonScanner::Value &v)
    {
        ReportedTimings &t = m_chunk.timings;
        if (key == "prompt_ms")
            t.prefillMs = v.toDouble();
        else if (key == "predicted_ms")
            t.decodeMs = v.toDouble();
        else if (key == "cache_n")
            t.cachedPromptTokens = int(v.toInt());
    }

    OpenAiChunk &m_chunk;
    bool m_wantText;
};

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

} // namespace

OpenAiChunk OpenAiChunk::parse(std::string_view data, std::string_view eventType, bool wantText)
{
    OpenAiChunk chunk;
    data = trimmed(data);
    if (data == "[DONE]") {
        chunk.kind = Kind::Done;
        return chunk;
    }
    ChunkVisitor visitor(chunk, wantText);
    const bool valid = JsonScanner::scan(data, visitor);
    if (visitor.flatError) {
        chunk.kind = Kind::Error;
        chunk.errorMessage = visitor.flatMessage;
        chunk.errorCode = visitor.flatCode;
    }
    if (eventType == "error") {
        chunk.kind = Kind::Error;
        // llama.cpp's "error:" line is a flat {"code", "message", "type"}.
        if (chunk.errorMessage.isEmpty())
            chunk.errorMessage = visitor.flatMessage;
        if (chunk.errorCode == 0)
            chunk.errorCode = visitor.flatCode;
        if (chunk.errorMessage.isEmpty())
            chunk.errorMessage = QString::fromUtf8(data.data(), qsizetype(data.size()));
        return chunk;
    }
    if (!valid) {
        OpenAiChunk malformed;
        malformed.kind = Kind::Malformed;
        return malformed;
    }
    if (chunk.kind == Kind::Data && !visitor.hasChoices && !chunk.hasUsage) {
        // Not a chat-completions chunk: say whose stream it looks like, when it is known.
        const QString type = visitor.typeField;
        const std::string_view event = eventType;
        QString foreign;
        if (type.startsWith(QLatin1String("response.")) || event.substr(0, 9) == "response.")
            foreign = QStringLiteral("the OpenAI Responses API");
        else if (type.startsWith(QLatin1String("message_")) ||
                 type.startsWith(QLatin1String("content_block_")) ||
                 event.substr(0, 8) == "message_" || event.substr(0, 14) == "content_block_")
            foreign = QStringLiteral("Anthropic's Messages API");
        else if (visitor.tritonText)
            foreign = QStringLiteral("Triton's generate_stream");
        else if (visitor.tgiToken)
            foreign = QStringLiteral("TGI's native /generate_stream");
        else if (visitor.ollamaDone)
            foreign = QStringLiteral("Ollama's native API");
        if (!foreign.isEmpty()) {
            OpenAiChunk other;
            other.kind = Kind::Foreign;
            other.errorMessage = foreign;
            return other;
        }
    }
    return chunk;
}

} // namespace llmcap
