#include "net/JsonScanner.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace llmcap {

namespace {

constexpr int kMaxDepth = 64;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isHex(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

} // namespace

struct JsonScanner::State
{
    const char *p;
    const char *end;
    Visitor &visitor;
    Path path;
    int depth = 0;
    int pathOverflow = 0; // keys below kMaxPath that are not recorded

    void skipSpace()
    {
        while (p != end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
            ++p;
    }

    bool literal(std::string_view word)
    {
        if (size_t(end - p) < word.size() || std::string_view(p, word.size()) != word)
            return false;
        p += word.size();
        return true;
    }

    // p at the opening quote; leaves p after the closing quote.
    bool string(std::string_view &raw, bool &escaped)
    {
        ++p;
        const char *start = p;
        escaped = false;
        while (p != end) {
            const char c = *p;
            if (c == '"') {
                raw = std::string_view(start, size_t(p - start));
                ++p;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return false;
            if (c == '\\') {
                escaped = true;
                if (++p == end)
                    return false;
                switch (*p) {
                case '"':
                case '\\':
                case '/':
                case 'b':
                case 'f':
                case 'n':
                case 'r':
                case 't':
                    break;
                case 'u':
                    for (int i = 0; i < 4; ++i)
                        if (++p == end || !isHex(*p))
                            return false;
                    break;
                default:
                    return false;
                }
            }
            ++p;
        }
        return false;
    }

    bool number(std::string_view &raw)
    {
        const char *start = p;
        if (p != end && *p == '-')
            ++p;
        if (p == end || !isDigit(*p))
            return false;
        if (*p == '0')
            ++p;
        else
            while (p != end && isDigit(*p))
                ++p;
        if (p != end && *p == '.') {
            ++p;
            if (p == end || !isDigit(*p))
                return false;
            while (p != end && isDigit(*p))
                ++p;
        }
        if (p != end && (*p == 'e' || *p == 'E')) {
            ++p;
            if (p != end && (*p == '+' || *p == '-'))
                ++p;
            if (p == end || !isDigit(*p))
                return false;
            while (p != end && isDigit(*p))
                ++p;
        }
        raw = std::string_view(start, size_t(p - start));
        return true;
    }

    void pushKey(std::string_view key)
    {
        if (path.size < kMaxPath)
            path.keys[size_t(path.size++)] = key;
        else
            ++pathOverflow;
    }

    void popKey()
    {
        if (pathOverflow > 0)
            --pathOverflow;
        else
            --path.size;
    }

    void report(const Value &v)
    {
        if (pathOverflow == 0)
            visitor.value(path, v);
    }

    bool value()
    {
        skipSpace();
        if (p == end)
            return false;
        Value v;
        switch (*p) {
        case '{':
            v.kind = Kind::Object;
            if (!object(v.elements))
                return false;
            break;
        case '[':
            v.kind = Kind::Array;
            if (!array(v.elements))
                return false;
            break;
        case '"':
            v.kind = Kind::String;
            if (!string(v.raw, v.escaped))
                return false;
            break;
        case 't':
            v.kind = Kind::Bool;
            v.boolean = true;
            if (!literal("true"))
                return false;
            break;
        case 'f':
            v.kind = Kind::Bool;
            if (!literal("false"))
                return false;
            break;
        case 'n':
            if (!literal("null"))
                return false;
            break;
        default:
            v.kind = Kind::Number;
            if (!number(v.raw))
                return false;
        }
        report(v);
        return true;
    }

    bool object(int &elements)
    {
        if (++depth > kMaxDepth)
            return false;
        ++p;
        skipSpace();
        if (p != end && *p == '}') {
            ++p;
            --depth;
            return true;
        }
        while (true) {
            skipSpace();
            if (p == end || *p != '"')
                return false;
            std::string_view key;
            bool escaped = false;
            if (!string(key, escaped))
                return false;
            skipSpace();
            if (p == end || *p != ':')
                return false;
            ++p;
            pushKey(key);
            const bool ok = value();
            popKey();
            if (!ok)
                return false;
            ++elements;
            skipSpace();
            if (p == end)
                return false;
            if (*p == '}') {
                ++p;
                --depth;
                return true;
            }
            if (*p != ',')
                return false;
            ++p;
        }
    }

    bool array(int &elements)
    {
        if (++depth > kMaxDepth)
            return false;
        ++p;
        skipSpace();
        if (p != end && *p == ']') {
            ++p;
            --depth;
            return true;
        }
        while (true) {
            if (!value())
                return false;
            ++elements;
            skipSpace();
            if (p == end)
                return false;
            if (*p == ']') {
                ++p;
                --depth;
                return true;
            }
            if (*p != ',')
                return false;
            ++p;
        }
    }
};

bool JsonScanner::Path::is(std::initializer_list<std::string_view> expected) const
{
    if (size_t(size) != expected.size())
        return false;
    size_t i = 0;
    for (std::string_view key : expected)
        if (keys[i++] != key)
            return false;
    return true;
}

bool JsonScanner::scan(std::string_view json, Visitor &visitor)
{
    State s{json.data(), json.data() + json.size(), visitor, {}};
    if (!s.value())
        return false;
    s.skipSpace();
    return s.p == s.end;
}

double JsonScanner::Value::toDouble(double fallback) const
{
    if (kind != Kind::Number && kind != Kind::String)
        return fallback;
    double result = fallback;
    const auto [ptr, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), result);
    return ec == std::errc() && ptr == raw.data() + raw.size() ? result : fallback;
}

qint64 JsonScanner::Value::toInt(qint64 fallback) const
{
    if (kind != Kind::Number && kind != Kind::String)
        return fallback;
    qint64 result = fallback;
    const auto [ptr, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), result);
    if (ec == std::errc() && ptr == raw.data() + raw.size())
        return result;
    // 1e37 or "-1e300" would overflow the conversion (undefined behaviour): fallback.
    const double d = toDouble(std::nan(""));
    constexpr double kLimit = 9223372036854775808.0; // 2^63
    return d >= -kLimit && d < kLimit ? qint64(d) : fallback;
}

QString JsonScanner::Value::toString() const
{
    if (kind != Kind::String)
        return {};
    return escaped ? unescape(raw) : QString::fromUtf8(raw.data(), qsizetype(raw.size()));
}

QString JsonScanner::unescape(std::string_view raw)
{
    QString out;
    out.reserve(qsizetype(raw.size()));
    size_t i = 0;
    size_t plainStart = 0;
    auto flushPlain = [&](size_t upTo) {
        if (upTo > plainStart)
            out += QString::fromUtf8(raw.data() + plainStart, qsizetype(upTo - plainStart));
    };
    while (i < raw.size()) {
        if (raw[i] != '\\') {
            ++i;
            continue;
        }
        flushPlain(i);
        const char c = i + 1 < raw.size() ? raw[i + 1] : '\\';
        i += 2;
        switch (c) {
        case 'b':
            out += QLatin1Char('\b');
            break;
        case 'f':
            out += QLatin1Char('\f');
            break;
        case 'n':
            out += QLatin1Char('\n');
            break;
        case 'r':
            out += QLatin1Char('\r');
            break;
        case 't':
            out += QLatin1Char('\t');
            break;
        case 'u': {
            if (i + 4 <= raw.size()) {
                unsigned code = 0;
                std::from_chars(raw.data() + i, raw.data() + i + 4, code, 16);
                out += QChar(char16_t(code)); // surrogate pairs arrive as two escapes
                i += 4;
            }
            break;
        }
        default:
            out += QLatin1Char(c);
        }
        plainStart = i;
    }
    flushPlain(raw.size());
    return out;
}

} // namespace llmcap
