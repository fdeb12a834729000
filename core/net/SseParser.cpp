#include "net/SseParser.h"

#include <cstring>

namespace llmcap {

const char *SseParser::findEol(const char *p, const char *end)
{
    const void *lf = std::memchr(p, '\n', size_t(end - p));
    const char *limit = lf ? static_cast<const char *>(lf) : end;
    const void *cr = std::memchr(p, '\r', size_t(limit - p));
    return cr ? static_cast<const char *>(cr) : limit;
}

bool SseParser::processLine(std::string_view line)
{
    if (line.empty()) {
        if (m_hasData)
            return true;
        m_type.clear(); // an event without data is not dispatched
        return false;
    }
    if (line.front() == ':')
        return false; // comment, e.g. ": keep-alive"
    std::string_view field = line;
    std::string_view value;
    if (const size_t colon = line.find(':'); colon != std::string_view::npos) {
        field = line.substr(0, colon);
        value = line.substr(colon + 1);
        if (!value.empty() && value.front() == ' ')
            value.remove_prefix(1);
    }
    if (field == "data") {
        if (m_hasData)
            m_data.append('\n');
        m_data.append(value.data(), qsizetype(value.size()));
        m_hasData = true;
    } else if (field == "event") {
        m_type = QByteArray(value.data(), qsizetype(value.size()));
    } else if (field == "error") {
        // llama.cpp: "error: {json}" in place of an event; whatever data was pending goes with it.
        m_type = QByteArrayLiteral("error");
        if (m_hasData)
            m_data.append('\n');
        m_data.append(value.data(), qsizetype(value.size()));
        m_hasData = true;
        return true;
    }
    return false;
}

} // namespace llmcap
