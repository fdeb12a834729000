#include "telemetry/MappedLogReader.h"

#include "telemetry/FlatRecordReader.h"
#include "telemetry/ImportContext.h"
#include "telemetry/TelemetryRecord.h"

#include <cmath>

namespace llmcap {

using telemetry::Json;

namespace {

int tokens(const std::optional<double> &v)
{
    return v && *v >= 0 && *v < 2e9 ? int(std::llround(*v)) : -1;
}

// A status column: HTTP codes, ok/error words, cancellations.
void readStatus(const std::string &raw, TelemetryRecord &r)
{
    QString s = QString::fromStdString(raw).trimmed().toLower();
    if (s.isEmpty())
        return;
    bool numeric = false;
    const int code = s.toInt(&numeric);
    if (numeric) {
        r.status = code >= 400 || (code != 0 && code < 100) ? TelemetryRecord::Status::Error
                                                            : TelemetryRecord::Status::Ok;
        if (r.status == TelemetryRecord::Status::Error)
            r.errorType = s;
        return;
    }
    static const QStringList ok = {QStringLiteral("ok"),        QStringLiteral("success"),
                                   QStringLiteral("succeeded"), QStringLiteral("completed"),
                                   QStringLiteral("complete"),  QStringLiteral("true"),
                                   QStringLiteral("stop"),      QStringLiteral("length")};
    static const QStringList cancelled = {QStringLiteral("cancelled"), QStringLiteral("canceled"),
                                          QStringLiteral("aborted"), QStringLiteral("abort")};
    static const QStringList error = {QStringLiteral("error"),   QStringLiteral("failed"),
                                      QStringLiteral("failure"), QStringLiteral("fail"),
                                      QStringLiteral("false"),   QStringLiteral("timeout")};
    if (ok.contains(s))
        r.status = TelemetryRecord::Status::Ok;
    else if (cancelled.contains(s))
        r.status = TelemetryRecord::Status::Cancelled;
    else if (error.contains(s)) {
        r.status = TelemetryRecord::Status::Error;
        if (s == QLatin1String("timeout"))
            r.errorType = s;
    }
}

} // namespace

MappedLogReader::MappedLogReader(ImportContext &context)
    : m_context(context)
{}

const QStringList &MappedLogReader::knownFields()
{
    static const QStringList fields = {
        QStringLiteral("timestamp"),     QStringLiteral("input_tokens"),
        QStringLiteral("output_tokens"), QStringLiteral("cached_tokens"),
        QStringLiteral("duration"),      QStringLiteral("ttft"),
        QStringLiteral("model"),         QStringLiteral("class"),
        QStringLiteral("run"),           QStringLiteral("session"),
        QStringLiteral("user"),          QStringLiteral("status"),
        QStringLiteral("parent"),        QStringLiteral("span"),
        QStringLiteral("prefix_group"),  QStringLiteral("timestamp_unit"),
        QStringLiteral("duration_unit")};
    return fields;
}

Status MappedLogReader::prepare()
{
    const auto &mapping = m_context.options().mapping;
    for (auto it = mapping.begin(); it != mapping.end(); ++it) {
        if (!knownFields().contains(it.key()))
            return Status::failure(tr("unknown field '%1' in the column mapping; known: %2")
                                       .arg(it.key(), knownFields().join(QLatin1String(", "))));
        if (it.key() == QLatin1String("timestamp_unit") ||
            it.key() == QLatin1String("duration_unit"))
            continue;
        if (it.value().isEmpty())
            return Status::failure(tr("the column mapping names no column for %1").arg(it.key()));
        m_columns.insert(it.key(), it.value().toStdString());
    }
    if (!m_columns.contains(QStringLiteral("timestamp")))
        return Status::failure(
            tr("the column mapping names no column for timestamp (--map timestamp=COLUMN)"));
    const QString unit = mapping.value(QStringLiteral("timestamp_unit")).toLower();
    if (unit.isEmpty())
        m_timestampUnit = telemetry::EpochUnit::Auto;
    else if (unit == QLatin1String("s"))
        m_timestampUnit = telemetry::EpochUnit::Seconds;
    else if (unit == QLatin1String("ms"))
        m_timestampUnit = telemetry::EpochUnit::Milliseconds;
    else if (unit == QLatin1String("us"))
        m_timestampUnit = telemetry::EpochUnit::Microseconds;
    else if (unit == QLatin1String("ns"))
        m_timestampUnit = telemetry::EpochUnit::Nanoseconds;
    else if (unit == QLatin1String("iso"))
        m_timestampUnit = telemetry::EpochUnit::Iso;
    else
        return Status::failure(
            tr("timestamp_unit '%1' is not one of s, ms, us, ns, iso").arg(unit));
    const QString durationUnit = mapping.value(QStringLiteral("duration_unit")).toLower();
    if (durationUnit == QLatin1String("s"))
        m_durationUnitMs = 1000;
    else if (!durationUnit.isEmpty() && durationUnit != QLatin1String("ms"))
        return Status::failure(tr("duration_unit '%1' is not one of s, ms").arg(durationUnit));
    return Status();
}

Status MappedLogReader::read(std::FILE *file)
{
    FlatRecordReader reader(file, m_context);
    reader.setHeaderCheck([this](const std::vector<std::string> &columns) {
        for (auto it = m_columns.begin(); it != m_columns.end(); ++it) {
            if (std::find(columns.begin(), columns.end(), it.value()) == columns.end())
                return Status::failure(tr("the column '%1' (mapped to %2) is not in the file's "
                                          "header")
                                           .arg(QString::fromStdString(it.value()), it.key()));
        }
        return Status();
    });
    const Status s = reader.read([this](Json &row, qint64 line) { return visit(row, line); });
    m_context.report().format = QLatin1String("request log, ") + reader.layoutName();
    return s;
}

const Json *MappedLogReader::value(const Json &row, const char *field) const
{
    const auto it = m_columns.constFind(QLatin1String(field));
    if (it == m_columns.cend())
        return nullptr;
    const std::string &column = it.value();
    if (const Json *v = telemetry::member(row, column))
        return v;
    // A dotted path into nested JSON objects.
    const Json *at = &row;
    size_t from = 0;
    while (at && from <= column.size()) {
        const size_t dot = column.find('.', from);
        const std::string_view part =
            std::string_view(column).substr(from, dot == std::string::npos ? dot : dot - from);
        at = telemetry::member(*at, part);
        if (dot == std::string::npos)
            return at;
        from = dot + 1;
    }
    return nullptr;
}

Status MappedLogReader::visit(const Json &row, qint64 line)
{
    const QString where = ImportContext::line(line);
    const Json *ts = value(row, "timestamp");
    const auto startUs = telemetry::timestampUs(ts, m_timestampUnit);
    if (!startUs) {
        m_context.skip(where, ts ? tr("unreadable timestamp") : tr("no timestamp"));
        return Status();
    }
    TelemetryRecord r;
    r.kind = TelemetryRecord::Kind::LlmCall;
    r.startMs = *startUs / 1000;
    r.inputTokens = tokens(telemetry::number(value(row, "input_tokens")));
    r.outputTokens = tokens(telemetry::number(value(row, "output_tokens")));
    r.cachedInputTokens = tokens(telemetry::number(value(row, "cached_tokens")));
    if (const auto d = telemetry::number(value(row, "duration")); d && *d >= 0)
        r.durationMs = *d * m_durationUnitMs;
    if (const auto t = telemetry::number(value(row, "ttft")); t && *t >= 0)
        r.ttftMs = *t * m_durationUnitMs;
    r.model = telemetry::qtext(value(row, "model"));
    r.name = telemetry::qtext(value(row, "class"));
    if (const Json *status = value(row, "status"))
        readStatus(telemetry::text(status), r);
    r.runId = m_context.pseudonym("run", telemetry::text(value(row, "run")), "run");
    r.sessionId = m_context.pseudonym("session", telemetry::text(value(row, "session")), "session");
    r.userId = m_context.pseudonym("user", telemetry::text(value(row, "user")), "user");
    r.spanId = m_context.pseudonym("span", telemetry::text(value(row, "span")), "span");
    r.parentId = m_context.pseudonym("span", telemetry::text(value(row, "parent")), "parent");
    r.prefixGroup =
        m_context.pseudonym("prefix", telemetry::text(value(row, "prefix_group")), "prefix_group");
    return m_context.deliver(r);
}

} // namespace llmcap
