#include "telemetry/JsonRecordStream.h"

#include <cstring>
#include <iterator>

namespace llmcap {

namespace {
constexpr size_t kBufferBytes = 1 << 18;
// Returns the first character after a byte order mark, blanks and comment lines ('#' at a
// line's start, as in llmcap's own traces): the file is left there.
int firstSignificant(std::FILE *file)
{
    int c = std::fgetc(file);
    if (c == 0xEF) { // UTF-8 byte order mark
        std::fgetc(file);
        std::fgetc(file);
        c = std::fgetc(file);
    }
    for (;;) {
        while (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            c = std::fgetc(file);
        if (c != '#')
            return c;
        while (c != EOF && c != '\n')
            c = std::fgetc(file);
    }
}
// A first line longer than this is taken for JSON Lines: a pretty-printed document's lines
// are short, and a document on one line reads the same either way.
constexpr size_t kSniffBytes = 1 << 16;
} // namespace

// The file's characters through a fixed buffer, counting lines as the parser takes them.
class JsonRecordStream::Chars
{
public:
    explicit Chars(std::FILE *file)
        : m_file(file)
        , m_buffer(kBufferBytes)
    {}
    int peek()
    {
        if (m_pos == m_end) {
            m_end = std::fread(m_buffer.data(), 1, m_buffer.size(), m_file);
            m_pos = 0;
            if (m_end == 0)
                return EOF;
        }
        return static_cast<unsigned char>(m_buffer[m_pos]);
    }
    void advance()
    {
        if (peek() == EOF)
            return;
        if (m_buffer[m_pos++] == '\n')
            ++m_line;
    }
    bool atEnd() { return peek() == EOF; }
    void skipBlanks()
    {
        for (int c = peek(); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = peek())
            advance();
    }
    // Blanks and whole lines that begin with '#' (a file's leading comments).
    void skipBlanksAndComments()
    {
        for (skipBlanks(); peek() == '#'; skipBlanks()) {
            while (peek() != EOF && peek() != '\n')
                advance();
        }
    }
    qint64 line() const { return m_line; }
    // The next line without its line break into line; false at the end of the file.
    bool readLine(std::string &line)
    {
        line.clear();
        if (peek() == EOF)
            return false;
        for (;;) {
            if (peek() == EOF)
                return true;
            const char *from = m_buffer.data() + m_pos;
            const char *end = m_buffer.data() + m_end;
            const char *newline =
                static_cast<const char *>(std::memchr(from, '\n', size_t(end - from)));
            if (newline) {
                line.append(from, newline);
                m_pos += size_t(newline - from) + 1;
                ++m_line;
                return true;
            }
            line.append(from, end);
            m_pos = m_end;
        }
    }

    // An input iterator over the characters for nlohmann-json's iterator adapter.
    class Iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using value_type = char;
        using difference_type = std::ptrdiff_t;
        using pointer = const char *;
        using reference = char;
        explicit Iterator(Chars *chars = nullptr)
            : m_chars(chars)
        {}
        char operator*() const { return char(m_chars->peek()); }
        Iterator &operator++()
        {
            m_chars->advance();
            return *this;
        }
        bool operator==(const Iterator &other) const { return atEnd() == other.atEnd(); }
        bool operator!=(const Iterator &other) const { return !(*this == other); }

    private:
        bool atEnd() const { return !m_chars || m_chars->atEnd(); }
        Chars *m_chars;
    };

private:
    std::FILE *m_file;
    std::vector<char> m_buffer;
    size_t m_pos = 0;
    size_t m_end = 0;
    qint64 m_line = 1;
};

// SAX events to records: walks the containers outside records by path, builds the records
// (skipping what the caller skips).
class JsonRecordStream::Handler
{
public:
    using Json = telemetry::Json;
    Handler(JsonRecordStream &stream, Chars &chars)
        : m_stream(stream)
        , m_chars(chars)
    {}

    void reset()
    {
        m_path.assign(1, std::string());
        m_arrays.clear();
        m_stack.clear();
        m_skipDepth = 0;
        m_skipNext = false;
        m_rootIsObject = false;
        m_sawRoot = false;
        m_stop = false;
    }
    bool rootIsObject() const { return m_rootIsObject; }
    bool stopped() const { return m_stop; }
    // JSON Lines: the records' line, parsed from a copy of the line.
    void setFixedLine(qint64 line) { m_fixedLine = line; }
    QString error() const { return m_error; }

    bool null() { return scalar(Json()); }
    bool boolean(bool v) { return scalar(Json(v)); }
    bool number_integer(Json::number_integer_t v) { return scalar(Json(v)); }
    bool number_unsigned(Json::number_unsigned_t v) { return scalar(Json(v)); }
    bool number_float(Json::number_float_t v, const std::string &) { return scalar(Json(v)); }
    bool string(std::string &v) { return scalar(Json(std::move(v))); }
    bool binary(Json::binary_t &) { return true; }

    bool start_object(std::size_t) { return startContainer(false); }
    bool start_array(std::size_t) { return startContainer(true); }
    bool end_object() { return endContainer(); }
    bool end_array() { return endContainer(); }

    bool key(std::string &k)
    {
        if (m_skipDepth > 0)
            return true;
        if (!m_stack.empty()) {
            if (m_stream.m_skip && m_stream.m_skip(*m_stack.back(), k, m_stack.size()))
                m_skipNext = true;
            else
                m_key = std::move(k);
        } else {
            m_path.back() = std::move(k);
        }
        return true;
    }

    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &e)
    {
        // Never e.what(): it quotes the text read last, which may be content.
        m_error =
            e.id == 101 ? tr("not valid JSON") : tr("cannot read the JSON (error %1)").arg(e.id);
        return false;
    }

private:
    bool skipping()
    {
        if (m_skipDepth > 0)
            return true;
        if (m_skipNext) {
            m_skipNext = false;
            return true;
        }
        return false;
    }

    bool scalar(Json &&v)
    {
        noteRoot(false);
        if (m_stack.empty() || skipping())
            return true;
        Json &top = *m_stack.back();
        if (top.is_array())
            top.push_back(std::move(v));
        else
            top[m_key] = std::move(v);
        return true;
    }

    void noteRoot(bool object)
    {
        if (!m_sawRoot) {
            m_sawRoot = true;
            m_rootIsObject = object;
        }
    }

    bool startContainer(bool array)
    {
        noteRoot(!array);
        if (m_skipDepth > 0) {
            ++m_skipDepth;
            return true;
        }
        if (m_skipNext) {
            m_skipNext = false;
            m_skipDepth = 1;
            return true;
        }
        if (!m_stack.empty()) {
            Json &top = *m_stack.back();
            Json child = array ? Json::array() : Json::object();
            if (top.is_array()) {
                top.push_back(std::move(child));
                m_stack.push_back(&top.back());
            } else {
                Json &slot = top[m_key];
                slot = std::move(child);
                m_stack.push_back(&slot);
            }
            return true;
        }
        // Outside a record: this container's name is "$" at the top, "*" in an array.
        const std::string name = m_arrays.empty()
                                     ? std::string("$")
                                     : (m_arrays.back() ? std::string("*") : m_path.back());
        std::vector<std::string> path;
        path.reserve(m_arrays.size() + 1);
        for (size_t i = 0; i + 1 < m_path.size(); ++i)
            path.push_back(m_path[i]);
        path.push_back(name);
        if (!array && m_stream.m_capture) {
            const int kind = m_stream.m_capture(path);
            if (kind >= 0) {
                m_kind = kind;
                m_line = m_fixedLine > 0 ? m_fixedLine : m_chars.line();
                m_record = Json::object();
                m_stack.push_back(&m_record);
                return true;
            }
        }
        m_path.back() = name;
        m_path.emplace_back();
        m_arrays.push_back(array);
        return true;
    }

    bool endContainer()
    {
        if (m_skipDepth > 0) {
            --m_skipDepth;
            return true;
        }
        if (!m_stack.empty()) {
            m_stack.pop_back();
            if (m_stack.empty() && m_stream.m_record &&
                !m_stream.m_record(m_kind, m_record, m_line)) {
                m_stop = true;
                return false;
            }
            return true;
        }
        if (!m_arrays.empty()) {
            m_arrays.pop_back();
            m_path.pop_back();
        }
        return true;
    }

    JsonRecordStream &m_stream;
    Chars &m_chars;
    // Outside records: the names of the open containers (m_path) and whether each is an
    // array; m_path has one more entry, the key being read in the innermost object.
    std::vector<std::string> m_path;
    std::vector<bool> m_arrays;
    // Inside a record: the containers being built.
    Json m_record;
    std::vector<Json *> m_stack;
    std::string m_key;
    int m_kind = 0;
    qint64 m_line = 0;
    qint64 m_fixedLine = 0;
    int m_skipDepth = 0;
    bool m_skipNext = false;
    bool m_rootIsObject = false;
    bool m_sawRoot = false;
    bool m_stop = false;
    QString m_error;
};

JsonRecordStream::JsonRecordStream(std::FILE *file, Capture capture, Skip skip, Record record,
                                   Problem problem)
    : m_file(file)
    , m_capture(std::move(capture))
    , m_skip(std::move(skip))
    , m_record(std::move(record))
    , m_problem(std::move(problem))
{}

JsonRecordStream::~JsonRecordStream() = default;

bool JsonRecordStream::looksLikeJson(std::FILE *file)
{
    const long start = std::ftell(file);
    const int c = firstSignificant(file);
    std::fseek(file, start, SEEK_SET);
    return c == '{' || c == '[';
}

void JsonRecordStream::read()
{
    // The layout: an array, or an object whose first line does not close it, is one document.
    {
        const long start = std::ftell(m_file);
        std::string head;
        int c = firstSignificant(m_file);
        while (c != EOF && c != '\n' && head.size() < kSniffBytes) {
            head += char(c);
            c = std::fgetc(m_file);
        }
        while (!head.empty() && (head.back() == ' ' || head.back() == '\r' || head.back() == '\t'))
            head.pop_back();
        // JSON Lines' second line starts a record too; a pretty-printed document's does not.
        while (c == '\n' || c == ' ' || c == '\t' || c == '\r')
            c = std::fgetc(m_file);
        const bool longLine = head.size() >= kSniffBytes;
        const bool firstLineOpen = !longLine && !head.empty() && head.back() != '}';
        m_layout = (!head.empty() && head.front() == '[') || head == "{" ||
                           (firstLineOpen && c != '{' && c != EOF)
                       ? Layout::Document
                       : Layout::Lines;
        std::fseek(m_file, start, SEEK_SET);
    }

    Chars chars(m_file);
    Handler handler(*this, chars);
    if (chars.peek() == 0xEF) { // the byte order mark is no JSON
        chars.advance();
        chars.advance();
        chars.advance();
    }
    if (m_layout == Layout::Document) {
        chars.skipBlanksAndComments();
        if (chars.atEnd())
            return;
        handler.reset();
        const bool ok = Json::sax_parse(Chars::Iterator(&chars), Chars::Iterator(), &handler);
        if (!ok && !handler.stopped() && m_problem)
            m_problem(chars.line(), handler.error());
        return;
    }
    // JSON Lines: each line parsed from a contiguous copy (nlohmann's fastest input), so that a
    // broken line ends at its line break and the next one reads on.
    std::string line;
    for (;;) {
        const qint64 number = chars.line();
        if (!chars.readLine(line))
            return;
        const size_t first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#')
            continue; // a blank or comment line
        handler.reset();
        handler.setFixedLine(number);
        const bool ok = Json::sax_parse(line.data(), line.data() + line.size(), &handler);
        if (handler.stopped())
            return;
        if (!ok) {
            if (m_problem)
                m_problem(number, handler.error());
        } else if (!handler.rootIsObject() && m_problem) {
            m_problem(number, tr("not a JSON object"));
        }
    }
}

} // namespace llmcap
