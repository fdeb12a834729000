#pragma once

#include <QString>

#include <array>
#include <string_view>

namespace llmcap {

// A validating, allocation-free JSON walker for the streamed chunks of an OpenAI-compatible
// server. Decoding each chunk into a QJsonDocument costs about 12 us; a load generator that must
// keep up with 100,000 events per second per core cannot afford that, so the hot path walks the
// text once and reports only the values a caller asks about by path.
//
// Paths are the object keys from the root; array levels add no key, so every element of
// "choices" reports under the path choices.delta.content. Containers are reported after they
// close, with their element count.
class JsonScanner
{
public:
    enum class Kind { Null, Bool, Number, String, Array, Object };

    struct Value
    {
        Kind kind = Kind::Null;
        std::string_view raw; // strings: between the quotes, still escaped; numbers: the digits
        bool boolean = false; // for Kind::Bool
        bool escaped = false; // for Kind::String: raw contains a backslash escape
        int elements = 0;     // for arrays and objects
        // Numbers (and numeric strings) as double/int; fallback when not a number.
        double toDouble(double fallback = -1) const;
        qint64 toInt(qint64 fallback = -1) const;
        // The decoded text of a string value.
        QString toString() const;
    };

    static constexpr int kMaxPath = 6;
    struct Path
    {
        std::array<std::string_view, kMaxPath> keys;
        int size = 0;
        // True when the path is exactly the given keys.
        bool is(std::initializer_list<std::string_view> expected) const;
    };

    class Visitor
    {
    public:
        virtual ~Visitor() = default;
        virtual void value(const Path &path, const Value &value) = 0;
    };

    // Walks json; false when it is not one valid JSON value (trailing whitespace allowed).
    static bool scan(std::string_view json, Visitor &visitor);

    // Decodes a JSON string body (without the quotes) with its escapes.
    static QString unescape(std::string_view raw);

private:
    struct State;
};

} // namespace llmcap
