#include "telemetry/ImportContext.h"

#include "telemetry/Pseudonymizer.h"

namespace llmcap {

namespace {
// Pseudonyms remembered: enough for the runs, users and sessions in flight; cleared when full
// so that memory does not grow with the file.
constexpr size_t kPseudonymCacheSize = 1 << 16;
} // namespace

ImportContext::ImportContext(const TelemetryImportOptions &options,
                             const Pseudonymizer &pseudonymizer,
                             const TelemetryImporter::Sink &sink)
    : m_options(options)
    , m_pseudonymizer(pseudonymizer)
    , m_sink(sink)
{}

void ImportContext::skip(const QString &where, const QString &reason, const QString &detail)
{
    ++m_report.skipped;
    ++m_report.skippedByReason[reason];
    if (m_report.problems.size() < TelemetryImportReport::kMaxProblems)
        m_report.problems.append(
            where + QLatin1String(": ") + reason +
            (detail.isEmpty() ? QString() : QLatin1String(" (") + detail + QLatin1Char(')')));
}

Status ImportContext::deliver(const TelemetryRecord &record)
{
    if (m_report.imported == 0 || record.startMs < m_report.firstMs)
        m_report.firstMs = record.startMs;
    if (m_report.imported == 0 || record.startMs > m_report.lastMs)
        m_report.lastMs = record.startMs;
    ++m_report.imported;
    return m_sink ? m_sink(record) : Status();
}

QString ImportContext::pseudonym(const char *kind, std::string_view value, const char *sourceField)
{
    if (value.empty())
        return {};
    if (sourceField && m_pseudonymised.size() < 64)
        m_pseudonymised.insert(sourceField);
    m_cacheKey.assign(kind);
    m_cacheKey += '\0';
    m_cacheKey.append(value);
    const auto it = m_cache.find(m_cacheKey);
    if (it != m_cache.end())
        return it->second;
    if (m_cache.size() >= kPseudonymCacheSize)
        m_cache.clear();
    QString p = m_pseudonymizer.pseudonym(QLatin1String(kind),
                                          QString::fromUtf8(value.data(), qsizetype(value.size())));
    m_cache.emplace(m_cacheKey, p);
    return p;
}

void ImportContext::dropped(std::string_view field)
{
    if (m_dropped.size() < 64)
        m_dropped.emplace(field);
}

void ImportContext::finishReport()
{
    m_report.droppedFields.clear();
    for (const std::string &f : m_dropped)
        m_report.droppedFields.append(QString::fromStdString(f));
    m_report.pseudonymisedFields.clear();
    for (const std::string &f : m_pseudonymised)
        m_report.pseudonymisedFields.append(QString::fromStdString(f));
}

QString ImportContext::line(qint64 number)
{
    return tr("line %1").arg(number);
}

} // namespace llmcap
