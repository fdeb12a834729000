#pragma once

#include "telemetry/TelemetryJson.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

#include <cstdio>
#include <string>

namespace llmcap {

class ImportContext;

// A generic request log (JSONL or CSV) read through a column mapping, llmcap field -> the
// file's column or key (see TelemetryImportOptions::mapping): one LLM call per record.
// Timestamps are seconds, milliseconds, microseconds or nanoseconds since the epoch (told by
// magnitude, or by timestamp_unit) or ISO 8601; duration and ttft are milliseconds unless
// duration_unit = s. Run, session, user, span, parent and prefix group are pseudonymised.
// JSON keys may be dotted paths into nested objects ("usage.prompt_tokens").
class MappedLogReader
{
    Q_DECLARE_TR_FUNCTIONS(MappedLogReader)

public:
    explicit MappedLogReader(ImportContext &context);

    // Checks the mapping: a missing timestamp or an unknown field is a one-line error.
    Status prepare();
    Status read(std::FILE *file);

    static const QStringList &knownFields();

private:
    const telemetry::Json *value(const telemetry::Json &row, const char *field) const;
    Status visit(const telemetry::Json &row, qint64 line);

    ImportContext &m_context;
    QMap<QString, std::string> m_columns; // field -> column
    telemetry::EpochUnit m_timestampUnit = telemetry::EpochUnit::Auto;
    double m_durationUnitMs = 1;
};

} // namespace llmcap
