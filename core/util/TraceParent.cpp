#include "util/TraceParent.h"

#include <QRandomGenerator>

#include <algorithm>

namespace llmcap {

namespace {

bool isLowerHex(std::string_view s)
{
    for (const char c : s) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

bool isZero(std::string_view s)
{
    return s.find_first_not_of('0') == std::string_view::npos;
}

bool validId(std::string_view s, size_t hexDigits)
{
    return s.size() == hexDigits && isLowerHex(s) && !isZero(s);
}

QByteArray randomHex(int bytes)
{
    quint32 words[4] = {};
    const int n = bytes / 4;
    do {
        QRandomGenerator::system()->generate(words, words + n);
    } while (std::all_of(words, words + n, [](quint32 w) { return w == 0; }));
    return QByteArray(reinterpret_cast<const char *>(words), bytes).toHex();
}

} // namespace

TraceParent TraceParent::generate()
{
    return TraceParent{randomHex(16), randomHex(8), true};
}

std::optional<TraceParent> TraceParent::parse(std::string_view h)
{
    // version "-" trace-id "-" parent-id "-" trace-flags; a later version may append fields
    // after another "-", version ff is invalid.
    while (!h.empty() && (h.front() == ' ' || h.front() == '\t'))
        h.remove_prefix(1);
    while (!h.empty() && (h.back() == ' ' || h.back() == '\t'))
        h.remove_suffix(1);
    if (h.size() < 55 || h[2] != '-' || h[35] != '-' || h[52] != '-')
        return std::nullopt;
    const std::string_view version = h.substr(0, 2);
    if (!isLowerHex(version) || version == "ff")
        return std::nullopt;
    if (version == "00" ? h.size() != 55 : (h.size() > 55 && h[55] != '-'))
        return std::nullopt;
    const std::string_view trace = h.substr(3, 32);
    const std::string_view span = h.substr(36, 16);
    const std::string_view flags = h.substr(53, 2);
    if (!validId(trace, 32) || !validId(span, 16) || !isLowerHex(flags))
        return std::nullopt;
    TraceParent t;
    t.traceId = QByteArray(trace.data(), qsizetype(trace.size()));
    t.spanId = QByteArray(span.data(), qsizetype(span.size()));
    t.sampled = (QByteArray(flags.data(), 2).toInt(nullptr, 16) & 0x01) != 0;
    return t;
}

bool TraceParent::isValid() const
{
    return validId(std::string_view(traceId.constData(), size_t(traceId.size())), 32) &&
           validId(std::string_view(spanId.constData(), size_t(spanId.size())), 16);
}

QByteArray TraceParent::header() const
{
    QByteArray h;
    h.reserve(55);
    h.append("00-").append(traceId).append('-').append(spanId).append(sampled ? "-01" : "-00");
    return h;
}

} // namespace llmcap
