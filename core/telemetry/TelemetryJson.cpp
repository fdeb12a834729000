#include "telemetry/TelemetryJson.h"

#include <charconv>
#include <cmath>

namespace llmcap::telemetry {

const Json *member(const Json &object, std::string_view key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return nullptr;
    return &*it;
}

const Json *firstMember(const Json &object, std::initializer_list<std::string_view> keys)
{
    for (const std::string_view key : keys) {
        if (const Json *v = member(object, key))
            return v;
    }
    return nullptr;
}

std::string text(const Json *value)
{
    if (!value)
        return {};
    switch (value->type()) {
    case Json::value_t::string:
        return value->get_ref<const std::string &>();
    case Json::value_t::number_integer:
        return std::to_string(value->get<qint64>());
    case Json::value_t::number_unsigned:
        return std::to_string(value->get<quint64>());
    case Json::value_t::number_float: {
        const double d = value->get<double>();
        if (d == std::floor(d) && std::abs(d) < 1e15)
            return std::to_string(qint64(d));
        return std::to_string(d);
    }
    case Json::value_t::boolean:
        return value->get<bool>() ? "true" : "false";
    default:
        return {};
    }
}

QString qtext(const Json *value)
{
    return QString::fromStdString(text(value));
}

std::optional<double> number(const Json *value)
{
    if (!value)
        return std::nullopt;
    if (value->is_number())
        return value->get<double>();
    if (!value->is_string())
        return std::nullopt;
    std::string_view s = value->get_ref<const std::string &>();
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    if (s.empty())
        return std::nullopt;
    if (s.front() == '+')
        s.remove_prefix(1);
    double d = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(d))
        return std::nullopt;
    return d;
}

Json object(const Json *value)
{
    if (!value)
        return Json::object();
    if (value->is_object())
        return *value;
    if (value->is_string()) {
        Json parsed = Json::parse(value->get_ref<const std::string &>(), nullptr, false);
        if (parsed.is_object())
            return parsed;
    }
    return Json::object();
}

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(qint64 y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + qint64(doe) - 719468;
}

bool digits(std::string_view s, size_t at, size_t count, int &out)
{
    if (at + count > s.size())
        return false;
    out = 0;
    for (size_t i = at; i < at + count; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        out = out * 10 + (s[i] - '0');
    }
    return true;
}

} // namespace

std::optional<qint64> parseDateTimeUs(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    int year, month, day, hour = 0, minute = 0, second = 0;
    if (!digits(s, 0, 4, year) || s.size() < 10 || s[4] != '-' || !digits(s, 5, 2, month) ||
        s[7] != '-' || !digits(s, 8, 2, day) || month < 1 || month > 12 || day < 1 || day > 31)
        return std::nullopt;
    size_t at = 10;
    if (at < s.size() && (s[at] == ' ' || s[at] == 'T')) {
        if (!digits(s, at + 1, 2, hour) || at + 3 >= s.size() || s[at + 3] != ':' ||
            !digits(s, at + 4, 2, minute))
            return std::nullopt;
        at += 6;
        if (at < s.size() && s[at] == ':') {
            if (!digits(s, at + 1, 2, second))
                return std::nullopt;
            at += 3;
        }
    }
    qint64 fractionUs = 0;
    if (at < s.size() && (s[at] == '.' || s[at] == ',')) {
        ++at;
        qint64 scale = 100000;
        const size_t first = at;
        for (; at < s.size() && s[at] >= '0' && s[at] <= '9'; ++at) {
            fractionUs += (s[at] - '0') * scale;
            scale /= 10;
        }
        if (at == first)
            return std::nullopt;
    }
    qint64 offsetS = 0;
    if (at < s.size()) {
        if (s[at] == 'Z' || s[at] == 'z') {
            ++at;
        } else if (s[at] == '+' || s[at] == '-') {
            const int sign = s[at] == '-' ? -1 : 1;
            int oh = 0, om = 0;
            if (!digits(s, at + 1, 2, oh))
                return std::nullopt;
            at += 3;
            if (at < s.size() && s[at] == ':')
                ++at;
            if (at < s.size() && !digits(s, at, 2, om))
                return std::nullopt;
            if (at < s.size())
                at += 2;
            offsetS = sign * (oh * 3600 + om * 60);
        } else if (s.substr(at) == " UTC") {
            at = s.size();
        }
    }
    if (at != s.size() || hour > 23 || minute > 59 || second > 60)
        return std::nullopt;
    const qint64 days = daysFromCivil(year, unsigned(month), unsigned(day));
    const qint64 seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetS;
    return seconds * 1000000 + fractionUs;
}

std::optional<qint64> timestampUs(const Json *value, EpochUnit unit)
{
    if (!value)
        return std::nullopt;
    if (unit != EpochUnit::Iso) {
        if (const std::optional<double> n = number(value)) {
            double v = *n;
            EpochUnit u = unit;
            if (u == EpochUnit::Auto) {
                // By magnitude: today is ~1.8e9 s, ~1.8e12 ms, ~1.8e15 us, ~1.8e18 ns.
                const double a = std::abs(v);
                u = a >= 1e17   ? EpochUnit::Nanoseconds
                    : a >= 1e14 ? EpochUnit::Microseconds
                    : a >= 1e11 ? EpochUnit::Milliseconds
                                : EpochUnit::Seconds;
            }
            switch (u) {
            case EpochUnit::Seconds:
                v *= 1e6;
                break;
            case EpochUnit::Milliseconds:
                v *= 1e3;
                break;
            case EpochUnit::Nanoseconds:
                v /= 1e3;
                break;
            default:
                break;
            }
            return qint64(std::llround(v));
        }
        if (unit != EpochUnit::Auto)
            return std::nullopt;
    }
    if (!value->is_string())
        return std::nullopt;
    return parseDateTimeUs(value->get_ref<const std::string &>());
}

bool isContentKey(std::string_view key)
{
    static constexpr std::string_view kContent[] = {
        "input",          "output",        "metadata",     "prompt",      "prompts",
        "messages",       "response",      "completion",   "completions", "content",
        "text",           "system_prompt", "instructions", "tools",       "tool_calls",
        "arguments",      "result",        "documents",    "document",    "query",
        "status_message", "input_text",    "output_text",  "question",    "answer"};
    for (const std::string_view c : kContent) {
        if (key.size() == c.size()) {
            bool same = true;
            for (size_t i = 0; i < c.size() && same; ++i)
                same = (key[i] | 0x20) == c[i] || (key[i] == c[i]);
            if (same)
                return true;
        }
    }
    return false;
}

} // namespace llmcap::telemetry
