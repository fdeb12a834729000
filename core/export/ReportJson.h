#pragma once

#include <QJsonObject>
#include <QString>

namespace llmcap {

struct ReportData;

// The JSON export: everything a report shows, in a versioned schema ("schema": "llmcap.report/1",
// described in resources/schema/report-v1.schema.json). Readers check the schema string; a new
// major version is a new number. Secrets and content are removed (ExportRedaction).
class ReportJson
{
public:
    static constexpr int kSchemaVersion = 1;
    static QString schemaId(); // "llmcap.report/1"
    static QJsonObject build(const ReportData &data);
};

} // namespace llmcap
