#pragma once

#include "telemetry/TelemetryImporter.h"

#include <QCoreApplication>

#include <set>
#include <string>
#include <string_view>
#include <unordered_map>

namespace llmcap {

// What every reader of one import shares (internal to core/telemetry): the report it fills,
// the pseudonymizer, the sink, and the bookkeeping of records read, skipped and handed on.
class ImportContext
{
    Q_DECLARE_TR_FUNCTIONS(ImportContext)

public:
    ImportContext(const TelemetryImportOptions &options, const Pseudonymizer &pseudonymizer,
                  const TelemetryImporter::Sink &sink);

    const TelemetryImportOptions &options() const { return m_options; }
    TelemetryImportReport &report() { return m_report; }

    // One more record (line, row, span) read.
    void countRead() { ++m_report.read; }
    // The record read last is skipped: where ("line 17"), why (a short reason, counted by
    // reason) and an optional detail for the problem text. Never content or an identifier.
    void skip(const QString &where, const QString &reason, const QString &detail = {});
    // Hands a record on; a sink failure stops the import.
    Status deliver(const TelemetryRecord &record);

    // The pseudonym of value for kind; notes sourceField among the pseudonymised fields. Keeps
    // a bounded cache: a trace or user id recurs on every observation of its run.
    QString pseudonym(const char *kind, std::string_view value, const char *sourceField);
    // A content field seen and not kept (listed by name only).
    void dropped(std::string_view field);

    // Copies the field sets into the report, sorted.
    void finishReport();

    static QString line(qint64 number);

private:
    const TelemetryImportOptions &m_options;
    const Pseudonymizer &m_pseudonymizer;
    const TelemetryImporter::Sink &m_sink;
    TelemetryImportReport m_report;
    std::set<std::string> m_dropped;
    std::set<std::string> m_pseudonymised;
    std::unordered_map<std::string, QString> m_cache;
    std::string m_cacheKey;
};

} // namespace llmcap
