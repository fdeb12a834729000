#pragma once

#include "telemetry/TelemetryJson.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QString>

#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace llmcap {

class ImportContext;

// Reads a file of flat records (a Langfuse table, a Mooncake trace, a request log) as a stream,
// in whichever layout it has: JSON Lines, a JSON array (or one object), or CSV with a header
// row (told apart by the first character). Each record comes to visit as a JSON object (CSV
// cells as strings). Content members (telemetry::isContentKey) are never built: listed as
// dropped by name. Records that cannot be read are counted and reported with their line.
class FlatRecordReader
{
    Q_DECLARE_TR_FUNCTIONS(FlatRecordReader)

public:
    using Json = telemetry::Json;
    // A record and its line; a failure stops the reading (a sink failure).
    using Visit = std::function<Status(Json &record, qint64 line)>;
    // The CSV header (column names) before the first row; a failure stops the reading.
    using Header = std::function<Status(const std::vector<std::string> &columns)>;

    FlatRecordReader(std::FILE *file, ImportContext &context);

    void setHeaderCheck(Header check) { m_header = std::move(check); }
    Status read(const Visit &visit);
    // "JSONL", "JSON" or "CSV", once read() has started.
    QString layoutName() const { return m_layout; }

private:
    Status readJson(const Visit &visit);
    Status readCsv(const Visit &visit);

    std::FILE *m_file;
    ImportContext &m_context;
    Header m_header;
    QString m_layout;
};

} // namespace llmcap
