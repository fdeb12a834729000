#pragma once

#include "telemetry/TelemetryJson.h"

#include <QCoreApplication>
#include <QString>

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace llmcap {

// Reads JSON records out of a file as a stream, with nlohmann-json's SAX parser: a 1 GB array
// never sits in memory, only the record being read. Takes JSON Lines (one value per line; a
// broken line is reported and the next one read) and a single document (an array of records,
// or one object, pretty-printed or not; an error ends the reading). Lines that begin with '#'
// are comments, as in llmcap's traces (Trace::parse): skipped in JSON Lines, and before a
// document. Which objects are records
// is the caller's choice by their path, e.g. {"$"} for a JSONL line's object, {"$", "*"} for
// an array's elements, {..., "spans", "*"} for OTLP spans. Inside a record, the caller may skip
// a member's value without building it (content fields).
class JsonRecordStream
{
    Q_DECLARE_TR_FUNCTIONS(JsonRecordStream)

public:
    using Json = telemetry::Json;
    // The path of an object: "$" for the top-level value, "*" for an array's element, else
    // the member's key. Returns a record kind >= 0 to build the object, -1 to walk into it.
    using Capture = std::function<int(const std::vector<std::string> &path)>;
    // Inside a record: true to skip the value of key in parent (the object being built;
    // depth 1 is the record itself).
    using Skip = std::function<bool(const Json &parent, const std::string &key, size_t depth)>;
    // A complete record of kind, starting on line; return false to stop reading.
    using Record = std::function<bool(int kind, Json &record, qint64 line)>;
    // Text that is not valid JSON (line, a short reason); a line of JSON Lines that is not an
    // object also comes here.
    using Problem = std::function<void(qint64 line, const QString &reason)>;

    enum class Layout { Lines, Document };

    JsonRecordStream(std::FILE *file, Capture capture, Skip skip, Record record, Problem problem);
    ~JsonRecordStream();

    // Reads to the end (or until record returns false). The layout is known once it returns.
    void read();
    Layout layout() const { return m_layout; }

    // Whether the file's first non-blank character starts JSON ('[' or '{').
    static bool looksLikeJson(std::FILE *file);

private:
    class Chars;
    class Handler;

    std::FILE *m_file;
    Capture m_capture;
    Skip m_skip;
    Record m_record;
    Problem m_problem;
    Layout m_layout = Layout::Lines;
};

} // namespace llmcap
