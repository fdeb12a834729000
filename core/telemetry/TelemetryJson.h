#pragma once

// Lenient field access for the telemetry readers (internal to core/telemetry; nlohmann-json is
// a private dependency of llmcap_core). One exporter writes a number, the next the same number
// as a string (CSV, OTLP's intValue), a third a JSON object as a string: the readers ask for
// the value they need and take it from whichever spelling the file uses.

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace llmcap::telemetry {

using Json = nlohmann::json;

// The member, or nullptr when absent or null.
const Json *member(const Json &object, std::string_view key);
// The first present member of keys.
const Json *firstMember(const Json &object, std::initializer_list<std::string_view> keys);

// A string as is, a number or a boolean as text; empty for anything else.
std::string text(const Json *value);
QString qtext(const Json *value);
// A number, or a string holding only a number (surrounding blanks allowed).
std::optional<double> number(const Json *value);
// An object, or a string holding a JSON object (Langfuse CSV's usage_details).
Json object(const Json *value);

// A point in time as Unix microseconds: "YYYY-MM-DD HH:MM:SS.ffffff" (Langfuse, UTC), ISO 8601
// with "T", an optional "Z" or "+hh:mm" offset.
std::optional<qint64> parseDateTimeUs(std::string_view text);

enum class EpochUnit { Auto, Seconds, Milliseconds, Microseconds, Nanoseconds, Iso };
// A timestamp as Unix microseconds from a number in unit (Auto: by magnitude) or ISO 8601 text.
std::optional<qint64> timestampUs(const Json *value, EpochUnit unit);

// Content fields that llmcap never keeps, by the names the formats use for them.
bool isContentKey(std::string_view key);

} // namespace llmcap::telemetry
