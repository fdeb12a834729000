#pragma once

#include <QByteArray>

#include <string_view>

namespace llmcap {

// One server-sent event: its type ("message" unless an `event:` field named another) and its
// data, the `data:` lines joined by '\n'. Views stay valid until the next feed().
struct SseEvent
{
    std::string_view type;
    std::string_view data;
};

// Incremental parser for a text/event-stream body (WHATWG HTML "Server-sent events"): events may
// be split across reads at any byte and several may arrive in one read; lines end in LF, CRLF or
// CR; comment lines (starting with ':'), `id:` and `retry:` are ignored; a blank line dispatches
// the event. Allocation-free once its buffers have grown, because it runs once per network read
// on the load generator's hot path.
//
// Beyond the standard: an `error:` line (llama.cpp's server reports errors inside a 200 stream
// so) is an event of type "error" with the line's value as its data, dispatched at once.
// Bounded: a line longer than kMaxLineBytes or an event whose data grows past kMaxEventBytes
// stops the parser (overflowed()); nothing more is read or buffered.
class SseParser
{
public:
    static constexpr qsizetype kMaxLineBytes = 4 * 1024 * 1024;
    static constexpr qsizetype kMaxEventBytes = 8 * 1024 * 1024;

    bool overflowed() const { return m_overflow; }

    // Parses bytes and calls onEvent(const SseEvent &) for every event completed by them.
    template<typename OnEvent>
    void feed(const char *bytes, size_t size, OnEvent &&onEvent)
    {
        if (m_overflow)
            return;
        const char *p = bytes;
        const char *end = bytes + size;
        if (m_skipLf && p != end) {
            m_skipLf = false;
            if (*p == '\n')
                ++p;
        }
        while (p != end) {
            const char *eol = findEol(p, end);
            if (eol == end) {
                if (m_partial.size() + (end - p) > kMaxLineBytes)
                    return overflow();
                m_partial.append(p, end - p);
                return;
            }
            if (m_partial.size() + (eol - p) > kMaxLineBytes)
                return overflow();
            std::string_view line;
            if (m_partial.isEmpty()) {
                line = std::string_view(p, eol - p);
            } else {
                m_partial.append(p, eol - p);
                line = std::string_view(m_partial.constData(), m_partial.size());
            }
            const bool dispatch = processLine(line);
            m_partial.clear();
            if (m_data.size() > kMaxEventBytes)
                return overflow();
            if (*eol == '\r') {
                if (eol + 1 == end)
                    m_skipLf = true;
                else if (eol[1] == '\n')
                    ++eol;
            }
            p = eol + 1;
            if (dispatch)
                dispatchEvent(onEvent);
        }
    }

    // At a clean end of stream: an event whose closing blank line never came is dispatched
    // anyway (servers that end with "data: [DONE]\n"). Do not call it after a broken stream.
    template<typename OnEvent>
    void finish(OnEvent &&onEvent)
    {
        if (m_overflow)
            return;
        if (!m_partial.isEmpty()) {
            processLine(std::string_view(m_partial.constData(), m_partial.size()));
            m_partial.clear();
        }
        if (m_hasData)
            dispatchEvent(onEvent);
    }

private:
    static const char *findEol(const char *p, const char *end);
    void overflow()
    {
        m_overflow = true;
        m_partial.clear();
        m_partial.squeeze();
        m_data.clear();
        m_data.squeeze();
    }
    // Returns true when the line is blank and an event is pending.
    bool processLine(std::string_view line);

    template<typename OnEvent>
    void dispatchEvent(OnEvent &onEvent)
    {
        SseEvent event;
        event.type = m_type.isEmpty() ? std::string_view("message")
                                      : std::string_view(m_type.constData(), m_type.size());
        event.data = std::string_view(m_data.constData(), m_data.size());
        onEvent(static_cast<const SseEvent &>(event));
        m_data.clear();
        m_type.clear();
        m_hasData = false;
    }

    QByteArray m_partial;
    QByteArray m_data;
    QByteArray m_type;
    bool m_hasData = false;
    bool m_skipLf = false;
    bool m_overflow = false;
};

} // namespace llmcap
