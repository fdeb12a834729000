#include "telemetry/MooncakeReader.h"

#include "telemetry/FlatRecordReader.h"
#include "telemetry/ImportContext.h"
#include "telemetry/TelemetryRecord.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace llmcap {

using telemetry::member;

namespace {

quint64 blockKey(const telemetry::Json &id)
{
    if (id.is_number_unsigned())
        return id.get<quint64>();
    if (id.is_number_integer())
        return quint64(id.get<qint64>());
    return std::hash<std::string>{}(telemetry::text(&id)) ^ 0x9e3779b97f4a7c15ULL;
}

} // namespace

MooncakeReader::MooncakeReader(ImportContext &context)
    : m_context(context)
{}

Status MooncakeReader::read(std::FILE *file)
{
    FlatRecordReader reader(file, m_context);
    const Status s =
        reader.read([this](telemetry::Json &row, qint64 line) { return visit(row, line); });
    m_context.report().format = QLatin1String("mooncake, ") + reader.layoutName();
    return s;
}

Status MooncakeReader::visit(const telemetry::Json &row, qint64 line)
{
    const QString where = ImportContext::line(line);
    const auto startUs =
        telemetry::timestampUs(member(row, "timestamp"), telemetry::EpochUnit::Milliseconds);
    if (!startUs) {
        if (!member(row, "timestamp") && member(row, "delay"))
            m_context.skip(where, tr("a later turn of AIPerf's multi-turn form (a delay, no "
                                     "timestamp): a workload to replay with bench --trace, not "
                                     "recorded traffic"));
        else
            m_context.skip(where, member(row, "timestamp") ? tr("unreadable timestamp")
                                                           : tr("no timestamp"));
        return Status();
    }
    const auto input = telemetry::number(member(row, "input_length"));
    const auto output = telemetry::number(member(row, "output_length"));
    if (!input || *input < 0 || !output || *output < 0) {
        m_context.skip(where, tr("no input_length or output_length"));
        return Status();
    }

    TelemetryRecord r;
    r.kind = TelemetryRecord::Kind::LlmCall;
    r.startMs = *startUs / 1000;
    r.inputTokens = int(std::llround(*input));
    r.outputTokens = int(std::llround(*output));
    r.model = telemetry::qtext(member(row, "model"));

    if (const auto *ids = member(row, "hash_ids"); ids && ids->is_array() && !ids->empty()) {
        r.prefixGroup = m_context.pseudonym("prefix", telemetry::text(&ids->front()), "hash_ids");
        int leadingSeen = 0;
        bool leading = true;
        for (const auto &id : *ids) {
            const bool seen = !m_seenBlocks.insert(blockKey(id)).second;
            if (leading && seen)
                ++leadingSeen;
            else
                leading = false;
        }
        r.reusedPrefixTokens = std::min(leadingSeen * kBlockTokens, r.inputTokens);
    }

    const auto *session =
        telemetry::firstMember(row, {"session_id", "session", "trajectory_id", "conversation_id"});
    r.runId = m_context.pseudonym("run", telemetry::text(session), "session_id");
    r.spanId = m_context.pseudonym(
        "span", telemetry::text(telemetry::firstMember(row, {"request_id", "id"})), "request_id");
    if (const auto *waitFor = member(row, "wait_for")) {
        const QString p = m_context.pseudonym("span", telemetry::text(waitFor), "wait_for");
        if (!p.isEmpty())
            r.attributes.insert(QStringLiteral("wait_for"), p);
    }
    if (const auto toolWait = telemetry::number(member(row, "tool_wait_ms")))
        r.attributes.insert(QStringLiteral("tool_wait_ms"), *toolWait);
    return m_context.deliver(r);
}

} // namespace llmcap
