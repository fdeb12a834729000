#pragma once

#include "telemetry/TelemetryImporter.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace llmcap {

// What a telemetry file looks like before it is imported: its first record's fields (a JSON
// record's keys, nested objects as dotted paths, or the CSV header; comment lines skipped as
// the importer skips them), the format they suggest, and a column mapping for a request log
// (MappedLogReader) matched from the names common exports use (ts, prompt_tokens,
// completion_tokens, input_length, TIMESTAMP, ContextTokens, ...). A proposal for the user to
// check, never applied unseen: the Telemetry page fills its Columns field with it.
//
//   auto p = LogColumnProposal::fromFile(path);
//   if (p) mappingEdit->setText(LogColumnProposal::toText(p->mapping));
class LogColumnProposal
{
    Q_DECLARE_TR_FUNCTIONS(LogColumnProposal)

public:
    QStringList columns; // the first record's fields: a CSV header in order, JSON keys sorted
    bool csv = false;    // the layout: CSV with a header, else JSON
    // A format the fields name unmistakably (Langfuse, OTLP, Mooncake); else a request log.
    TelemetryImportOptions::Format format = TelemetryImportOptions::Format::Jsonl;
    QMap<QString, QString> mapping; // llmcap field -> column; empty for the named formats

    // Reads the first record of path (at most a few MB). Fails on an unreadable file or one
    // without a record.
    static Result<LogColumnProposal> fromFile(const QString &path);
    // The mapping for a request log with these columns (case does not matter).
    static QMap<QString, QString> propose(const QStringList &columns);
    // "timestamp=ts, input_tokens=prompt, ..." in MappedLogReader::knownFields' order.
    static QString toText(const QMap<QString, QString> &mapping);
};

} // namespace llmcap
