#include "telemetry/CsvReader.h"

namespace llmcap {

namespace {
constexpr size_t kBufferBytes = 1 << 18; // large reads; the buffer is all the reader holds
} // namespace

CsvReader::CsvReader(std::FILE *file, char separator)
    : m_file(file)
    , m_separator(separator)
    , m_buffer(kBufferBytes)
{}

int CsvReader::peek()
{
    if (m_pos == m_end) {
        m_end = std::fread(m_buffer.data(), 1, m_buffer.size(), m_file);
        m_pos = 0;
        if (m_end == 0)
            return EOF;
    }
    return static_cast<unsigned char>(m_buffer[m_pos]);
}

int CsvReader::get()
{
    const int c = peek();
    if (c != EOF) {
        ++m_pos;
        if (c == '\n')
            ++m_line;
    }
    return c;
}

void CsvReader::skipByteOrderMark()
{
    // A UTF-8 byte order mark (spreadsheet exports) is not part of the first column's name.
    if (peek() == 0xEF) {
        get();
        if (peek() == 0xBB)
            get();
        if (peek() == 0xBF)
            get();
    }
}

void CsvReader::skipCommentLines()
{
    if (m_line == 1 && m_recordLine == 0)
        skipByteOrderMark();
    while (peek() == '#') {
        int c = get();
        while (c != EOF && c != '\n')
            c = get();
    }
}

bool CsvReader::next(std::vector<std::string> &fields)
{
    fields.clear();
    m_unterminated = false;
    if (m_line == 1 && m_recordLine == 0)
        skipByteOrderMark();
    if (peek() == EOF)
        return false;
    m_recordLine = m_line;

    std::string field;
    bool keep = m_ignored.empty() || !m_ignored[0];
    auto endField = [&] {
        fields.push_back(std::move(field));
        field.clear();
        const size_t column = fields.size();
        keep = column >= m_ignored.size() || !m_ignored[column];
    };

    bool quoted = false;  // inside a quoted field
    bool started = false; // the field has characters (a quote opens a field only at its start)
    for (;;) {
        const int c = get();
        if (c == EOF) {
            m_unterminated = quoted;
            endField();
            return true;
        }
        if (quoted) {
            if (c == '"') {
                if (peek() == '"') {
                    get();
                    if (keep)
                        field += '"';
                } else {
                    quoted = false;
                }
            } else if (keep) {
                field += char(c);
            }
            continue;
        }
        if (c == m_separator) {
            endField();
            started = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && peek() == '\n')
                get();
            endField();
            return true;
        } else if (c == '"' && !started) {
            quoted = true;
            started = true;
        } else {
            started = true;
            if (keep)
                field += char(c);
        }
    }
}

} // namespace llmcap
