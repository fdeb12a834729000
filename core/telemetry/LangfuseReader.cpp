#include "telemetry/LangfuseReader.h"

#include "telemetry/FlatRecordReader.h"
#include "telemetry/ImportContext.h"

#include <QJsonArray>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

namespace llmcap {

using telemetry::Json;
using telemetry::number;
using telemetry::text;

namespace {

// A field by its export name (snake_case: blob-storage exports) or by the camelCase name the
// public API and the UI's JSON export use for it (start_time -> startTime).
const Json *member(const Json &row, std::string_view key)
{
    if (const Json *v = telemetry::member(row, key))
        return v;
    if (key.find('_') == std::string_view::npos)
        return nullptr;
    std::string camel;
    camel.reserve(key.size());
    bool upper = false;
    for (const char c : key) {
        if (c == '_') {
            upper = true;
            continue;
        }
        camel += upper ? char(std::toupper(static_cast<unsigned char>(c))) : c;
        upper = false;
    }
    return telemetry::member(row, camel);
}

// Records held back while the latency unit is undecided: the first ~2,000 that can be
// compared, or this many in all when few can (about 1 KB each).
constexpr size_t kMaxPending = 20000;

constexpr double kNaN = TelemetryRecord::kUnknown;

int tokens(const std::optional<double> &v)
{
    return v && *v >= 0 && *v < 2e9 ? int(std::llround(*v)) : -1;
}

// usage_details: input, output, total and extras (input_cached_tokens, reasoning, ...). Some
// integrations count cached input inside input, others in a bucket of its own: when total is
// the sum of every bucket the extras are disjoint and are added back, since llmcap's input
// counts cached tokens and its output reasoning tokens.
void readUsage(const telemetry::Json &usage, TelemetryRecord &record)
{
    std::optional<double> input = number(member(usage, "input"));
    std::optional<double> output = number(member(usage, "output"));
    if (!input)
        input = number(telemetry::firstMember(usage, {"promptTokens", "prompt_tokens"}));
    if (!output)
        output = number(telemetry::firstMember(usage, {"completionTokens", "completion_tokens"}));
    const std::optional<double> total = number(member(usage, "total"));
    const std::optional<double> cached =
        number(telemetry::firstMember(usage, {"input_cached_tokens", "cache_read_input_tokens",
                                              "input_cache_read", "cached_tokens"}));
    double inputExtras = 0, outputExtras = 0, sum = input.value_or(0) + output.value_or(0);
    for (auto it = usage.begin(); it != usage.end(); ++it) {
        const std::string &key = it.key();
        const std::optional<double> v = number(&*it);
        if (!v || key == "input" || key == "output" || key == "total")
            continue;
        sum += *v;
        if (key.rfind("input", 0) == 0 || key.rfind("cache", 0) == 0)
            inputExtras += *v;
        else if (key.rfind("output", 0) == 0 || key.rfind("reasoning", 0) == 0)
            outputExtras += *v;
    }
    const bool disjoint = total && (inputExtras + outputExtras) > 0 && std::abs(*total - sum) < 0.5;
    if (input)
        record.inputTokens = tokens(*input + (disjoint ? inputExtras : 0));
    if (output)
        record.outputTokens = tokens(*output + (disjoint ? outputExtras : 0));
    if (cached)
        record.cachedInputTokens = tokens(cached);
}

QString tagsText(const telemetry::Json *tags)
{
    if (!tags)
        return {};
    telemetry::Json list;
    if (tags->is_array())
        list = *tags;
    else if (tags->is_string() && !tags->get_ref<const std::string &>().empty() &&
             tags->get_ref<const std::string &>().front() == '[')
        list = telemetry::Json::parse(tags->get_ref<const std::string &>(), nullptr, false);
    else
        return telemetry::qtext(tags);
    if (!list.is_array()) {
        // Not JSON (a Python or ClickHouse spelling such as ['a', 'b']): the bare names.
        QString raw = telemetry::qtext(tags);
        raw.remove(QLatin1Char('[')).remove(QLatin1Char(']')).remove(QLatin1Char('\''));
        raw.remove(QLatin1Char('"')).remove(QLatin1Char(' '));
        return raw;
    }
    QStringList parts;
    for (const auto &t : list)
        parts.append(telemetry::qtext(&t));
    return parts.join(QLatin1Char(','));
}

} // namespace

LangfuseReader::LangfuseReader(ImportContext &context)
    : m_context(context)
{
    const auto unit = context.options().latencyUnit;
    if (unit != TelemetryImportOptions::LatencyUnit::Auto) {
        m_decided = true;
        m_unitMs = unit == TelemetryImportOptions::LatencyUnit::Seconds ? 1000 : 1;
        m_context.report().latencyUnit = unit == TelemetryImportOptions::LatencyUnit::Seconds
                                             ? QStringLiteral("s")
                                             : QStringLiteral("ms");
        m_context.report().latencyUnitReason = tr("chosen by the user");
    }
}

Status LangfuseReader::read(std::FILE *file)
{
    FlatRecordReader reader(file, m_context);
    Status s = reader.read([this](Json &row, qint64 line) {
        m_rowCounted = false; // the reader counted this row; records nested in it count on
        return visit(row, line);
    });
    if (s)
        s = decideAndFlush();
    QString table = m_sawV2 ? QStringLiteral("observations_v2")
                            : (m_sawObservations ? QStringLiteral("observations") : QString());
    if (m_sawTraces)
        table = table.isEmpty() ? QStringLiteral("traces") : table + QLatin1String(" + traces");
    m_context.report().format = QLatin1String("langfuse ") +
                                (table.isEmpty() ? QStringLiteral("export") : table) +
                                QLatin1String(", ") + reader.layoutName();
    if (!m_sawShape.isEmpty())
        m_context.report().format += QLatin1String(" (") + m_sawShape + QLatin1Char(')');
    return s;
}

Status LangfuseReader::visit(Json &row, qint64 line)
{
    if (!row.is_object())
        return visitRecord(row, line);
    // The API's paged lists: {"data": [...], "meta": {"page", ..., "totalPages"}}.
    if (Json *data = telemetry::member(row, "data") ? &row["data"] : nullptr;
        data && data->is_array() && telemetry::member(row, "meta")) {
        if (m_sawShape.isEmpty())
            m_sawShape = QStringLiteral("paged list");
        for (Json &item : *data)
            if (Status s = visit(item, line); !s)
                return s;
        return Status();
    }
    if (const Json *observations = telemetry::member(row, "observations");
        observations && observations->is_array()) {
        Json &list = row["observations"];
        if (const Json *trace = telemetry::member(row, "trace"); trace && trace->is_object()) {
            m_sawShape = QStringLiteral("UI download");
            return visitTrace(row["trace"], list, line);
        }
        if (m_sawShape.isEmpty())
            m_sawShape = QStringLiteral("trace API");
        return visitTrace(row, list, line);
    }
    return visitRecord(row, line);
}

void LangfuseReader::countNested()
{
    if (m_rowCounted)
        m_context.countRead();
    m_rowCounted = true;
}

Status LangfuseReader::visitTrace(Json &trace, Json &observations, qint64 line)
{
    const std::string traceId = text(member(trace, "id"));
    const std::string traceName = text(member(trace, "name"));
    const auto idsOnly = [&] {
        m_context.skip(ImportContext::line(line),
                       tr("trace %1 lists its observations by id only (the API's trace list): "
                          "export each trace (GET /api/public/traces/{id}) or the observations "
                          "(GET /api/public/observations) instead")
                           .arg(QString::fromStdString(traceId)));
    };
    if (!observations.empty() && std::none_of(observations.begin(), observations.end(),
                                              [](const Json &o) { return o.is_object(); })) {
        countNested(); // the trace is one record, and it cannot be read
        idsOnly();
        return Status();
    }
    if (member(trace, "timestamp")) {
        Json head = trace;
        head.erase("observations"); // not read as a record's field
        if (Status s = visitRecord(head, line); !s)
            return s;
    }
    qint64 ids = 0;
    m_traceName = traceName;
    for (Json &o : observations) {
        if (!o.is_object()) { // ids only, as the list endpoint gives them
            ++ids;
            continue;
        }
        if (!traceId.empty() && !member(o, "trace_id"))
            o["traceId"] = traceId;
        if (Status s = visitRecord(o, line); !s) {
            m_traceName.clear();
            return s;
        }
    }
    m_traceName.clear();
    if (ids > 0) {
        countNested();
        idsOnly();
    }
    return Status();
}

Status LangfuseReader::visitRecord(Json &row, qint64 line)
{
    countNested();
    Pending p{TelemetryRecord(), kNaN, kNaN};
    const bool ok = member(row, "start_time") || !member(row, "timestamp")
                        ? mapObservation(row, line, p)
                        : mapTrace(row, line, p);
    if (!ok)
        return Status();
    if (m_decided)
        return deliver(p);
    m_pending.push_back(std::move(p));
    if (m_detector.enough() || m_pending.size() >= kMaxPending)
        return decideAndFlush();
    return Status();
}

void LangfuseReader::mapCommon(const Json &row, TelemetryRecord &r)
{
    r.userId = m_context.pseudonym("user", text(member(row, "user_id")), "user_id");
    r.sessionId = m_context.pseudonym("session", text(member(row, "session_id")), "session_id");
    for (const char *key : {"environment", "release", "version"}) {
        const QString v = telemetry::qtext(member(row, key));
        if (!v.isEmpty())
            r.attributes.insert(QLatin1String(key), v);
    }
    const QString tags = tagsText(member(row, "tags"));
    if (!tags.isEmpty())
        r.attributes.insert(QStringLiteral("tags"), tags);
}

bool LangfuseReader::mapObservation(const Json &row, qint64 line, Pending &p)
{
    m_sawObservations = true;
    const Json *startField = member(row, "start_time");
    if (!startField) {
        m_context.skip(ImportContext::line(line), tr("no start_time"));
        return false;
    }
    const std::optional<qint64> startUs =
        telemetry::timestampUs(startField, telemetry::EpochUnit::Auto);
    if (!startUs) {
        m_context.skip(ImportContext::line(line), tr("unreadable start_time"));
        return false;
    }
    const auto endUs = telemetry::timestampUs(member(row, "end_time"), telemetry::EpochUnit::Auto);
    const auto firstTokenUs =
        telemetry::timestampUs(member(row, "completion_start_time"), telemetry::EpochUnit::Auto);

    TelemetryRecord &r = p.record;
    std::string type = text(member(row, "type"));
    for (char &c : type) // the API's types are upper case; some exports lower them
        c = char(std::toupper(static_cast<unsigned char>(c)));
    r.kind = type == "GENERATION" ? TelemetryRecord::Kind::LlmCall
             : type == "TOOL"     ? TelemetryRecord::Kind::ToolCall
             : type == "AGENT"    ? TelemetryRecord::Kind::Agent
                                  : TelemetryRecord::Kind::Span;
    r.startMs = *startUs / 1000;
    if (endUs && *endUs >= *startUs)
        r.durationMs = double(*endUs - *startUs) / 1000.0;
    if (firstTokenUs && *firstTokenUs >= *startUs)
        r.ttftMs = double(*firstTokenUs - *startUs) / 1000.0;
    p.latency = number(member(row, "latency")).value_or(kNaN);
    p.ttft = number(member(row, "time_to_first_token")).value_or(kNaN);
    if (!m_decided) {
        const bool generation = r.kind == TelemetryRecord::Kind::LlmCall;
        m_detector.addLatency(p.latency, r.hasDuration() ? r.durationMs / 1000.0 : -1, generation);
        m_detector.addTtft(p.ttft, std::isnan(r.ttftMs) ? -1 : r.ttftMs / 1000.0);
    }

    if (const Json *usage = member(row, "usage_details"))
        readUsage(telemetry::object(usage), r);
    else if (const Json *legacy = member(row, "usage"))
        readUsage(telemetry::object(legacy), r);
    else
        readUsage(row, r); // prompt_tokens / completion_tokens columns, where an export has them

    const Json *model = member(row, "provided_model_name");
    r.model = telemetry::qtext(model ? model : member(row, "model"));
    const QString observationName = telemetry::qtext(member(row, "name"));
    const Json *traceName = member(row, "trace_name");
    if (traceName)
        m_sawV2 = true;
    r.name = traceName              ? telemetry::qtext(traceName)
             : !m_traceName.empty() ? QString::fromStdString(m_traceName)
                                    : observationName;
    if (r.kind == TelemetryRecord::Kind::ToolCall)
        r.toolName = observationName;
    r.status = text(member(row, "level")) == "ERROR" ? TelemetryRecord::Status::Error
                                                     : TelemetryRecord::Status::Ok;

    r.spanId = m_context.pseudonym("span", text(member(row, "id")), "id");
    r.runId = m_context.pseudonym("run", text(member(row, "trace_id")), "trace_id");
    r.parentId = m_context.pseudonym("span", text(member(row, "parent_observation_id")),
                                     "parent_observation_id");
    mapCommon(row, r);
    return true;
}

bool LangfuseReader::mapTrace(const Json &row, qint64 line, Pending &p)
{
    m_sawTraces = true;
    const auto startUs =
        telemetry::timestampUs(member(row, "timestamp"), telemetry::EpochUnit::Auto);
    if (!startUs) {
        m_context.skip(ImportContext::line(line), tr("unreadable timestamp"));
        return false;
    }
    TelemetryRecord &r = p.record;
    r.kind = TelemetryRecord::Kind::Span;
    r.startMs = *startUs / 1000;
    r.name = telemetry::qtext(member(row, "name"));
    r.runId = m_context.pseudonym("run", text(member(row, "id")), "id");
    mapCommon(row, r);
    return true;
}

Status LangfuseReader::deliver(Pending &p)
{
    if (!p.record.hasDuration() && !std::isnan(p.latency) && p.latency >= 0)
        p.record.durationMs = p.latency * m_unitMs;
    if (std::isnan(p.record.ttftMs) && !std::isnan(p.ttft) && p.ttft >= 0)
        p.record.ttftMs = p.ttft * m_unitMs;
    return m_context.deliver(p.record);
}

Status LangfuseReader::decideAndFlush()
{
    if (!m_decided) {
        m_decided = true;
        QString reason;
        const LatencyUnitDetector::Unit unit = m_detector.decide(&reason);
        m_unitMs = unit == LatencyUnitDetector::Unit::Milliseconds ? 1 : 1000;
        m_context.report().latencyUnit = unit == LatencyUnitDetector::Unit::None ? QString()
                                         : unit == LatencyUnitDetector::Unit::Seconds
                                             ? QStringLiteral("s")
                                             : QStringLiteral("ms");
        m_context.report().latencyUnitReason = reason;
    }
    for (Pending &p : m_pending) {
        if (Status s = deliver(p); !s)
            return s;
    }
    m_pending.clear();
    m_pending.shrink_to_fit();
    return Status();
}

} // namespace llmcap
