#include "telemetry/LogColumnProposal.h"

#include "telemetry/CsvReader.h"
#include "telemetry/JsonRecordStream.h"
#include "telemetry/MappedLogReader.h"
#include "telemetry/TelemetryJson.h"
#include "util/ProtectedFiles.h"

#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace llmcap {

using telemetry::Json;

namespace {

// Enough for the first record of any export; a pretty-printed document is cut after it.
constexpr qint64 kHeadBytes = 4 << 20;
constexpr int kMaxColumns = 400;
constexpr int kMaxDepth = 3;

struct FileCloser
{
    void operator()(std::FILE *f) const { std::fclose(f); }
};

void collect(const Json &object, const std::string &prefix, int depth, QStringList &columns)
{
    for (auto it = object.begin(); it != object.end() && columns.size() < kMaxColumns; ++it) {
        const std::string name = prefix.empty() ? it.key() : prefix + '.' + it.key();
        columns.append(QString::fromStdString(name));
        if (it->is_object() && depth < kMaxDepth)
            collect(*it, name, depth + 1, columns);
    }
}

// The names exports use for each field, most specific first; compared without case.
const QList<QPair<QString, QStringList>> &synonyms()
{
    static const QList<QPair<QString, QStringList>> table = {
        {QStringLiteral("timestamp"),
         {QStringLiteral("timestamp"), QStringLiteral("ts"), QStringLiteral("start_time"),
          QStringLiteral("starttime"), QStringLiteral("request_time"),
          QStringLiteral("arrival_time"), QStringLiteral("created_at"), QStringLiteral("created"),
          QStringLiteral("time"), QStringLiteral("start"), QStringLiteral("when")}},
        {QStringLiteral("input_tokens"),
         {QStringLiteral("input_tokens"), QStringLiteral("prompt_tokens"),
          QStringLiteral("input_length"), QStringLiteral("contexttokens"),
          QStringLiteral("context_tokens"), QStringLiteral("usage.input_tokens"),
          QStringLiteral("usage.prompt_tokens"), QStringLiteral("num_prompt_tokens"),
          QStringLiteral("prompt_len")}},
        {QStringLiteral("output_tokens"),
         {QStringLiteral("output_tokens"), QStringLiteral("completion_tokens"),
          QStringLiteral("output_length"), QStringLiteral("generatedtokens"),
          QStringLiteral("generated_tokens"), QStringLiteral("usage.output_tokens"),
          QStringLiteral("usage.completion_tokens"), QStringLiteral("num_completion_tokens"),
          QStringLiteral("completion_len")}},
        {QStringLiteral("cached_tokens"),
         {QStringLiteral("cached_tokens"), QStringLiteral("cached_input_tokens"),
          QStringLiteral("cache_read_input_tokens"),
          QStringLiteral("usage.prompt_tokens_details.cached_tokens")}},
        {QStringLiteral("duration"),
         {QStringLiteral("duration_ms"), QStringLiteral("latency_ms"), QStringLiteral("e2e_ms"),
          QStringLiteral("elapsed_ms"), QStringLiteral("duration"), QStringLiteral("latency"),
          QStringLiteral("duration_s"), QStringLiteral("latency_s"), QStringLiteral("e2e_s")}},
        {QStringLiteral("ttft"),
         {QStringLiteral("ttft_ms"), QStringLiteral("time_to_first_token_ms"),
          QStringLiteral("ttft"), QStringLiteral("time_to_first_token"), QStringLiteral("ttft_s")}},
        {QStringLiteral("model"), {QStringLiteral("model"), QStringLiteral("model_name")}},
        {QStringLiteral("class"),
         {QStringLiteral("class"), QStringLiteral("route"), QStringLiteral("trace_name"),
          QStringLiteral("task"), QStringLiteral("name")}},
        {QStringLiteral("run"),
         {QStringLiteral("run"), QStringLiteral("run_id"), QStringLiteral("trace_id"),
          QStringLiteral("conversation_id")}},
        {QStringLiteral("session"), {QStringLiteral("session"), QStringLiteral("session_id")}},
        {QStringLiteral("user"), {QStringLiteral("user"), QStringLiteral("user_id")}},
        {QStringLiteral("status"),
         {QStringLiteral("status"), QStringLiteral("status_code"), QStringLiteral("http_status"),
          QStringLiteral("finish_reason")}},
        {QStringLiteral("parent"),
         {QStringLiteral("parent"), QStringLiteral("parent_id"), QStringLiteral("parent_span_id")}},
        {QStringLiteral("span"),
         {QStringLiteral("span"), QStringLiteral("span_id"), QStringLiteral("request_id")}},
        {QStringLiteral("prefix_group"),
         {QStringLiteral("prefix_group"), QStringLiteral("prefix_id"),
          QStringLiteral("system_prompt_id")}},
    };
    return table;
}

bool hasAny(const QStringList &columns, std::initializer_list<const char *> names)
{
    for (const char *name : names)
        if (columns.contains(QLatin1String(name), Qt::CaseInsensitive))
            return true;
    return false;
}

TelemetryImportOptions::Format formatOf(const QStringList &columns, bool csv)
{
    using F = TelemetryImportOptions::Format;
    if (hasAny(columns, {"resourceSpans", "resource_spans"}))
        return F::Otlp;
    if (hasAny(columns, {"input_length"}) && hasAny(columns, {"output_length"}) &&
        hasAny(columns, {"timestamp"}))
        return F::Mooncake;
    if (hasAny(columns, {"start_time", "startTime"}) &&
        hasAny(columns, {"usage_details", "usageDetails", "trace_id", "traceId"}))
        return F::Langfuse;
    return csv ? F::Csv : F::Jsonl;
}

} // namespace

QMap<QString, QString> LogColumnProposal::propose(const QStringList &columns)
{
    QMap<QString, QString> mapping;
    for (const auto &[field, names] : synonyms()) {
        for (const QString &name : names) {
            const auto it = std::find_if(columns.cbegin(), columns.cend(), [&](const QString &c) {
                return c.compare(name, Qt::CaseInsensitive) == 0;
            });
            if (it == columns.cend() || mapping.values().contains(*it))
                continue;
            mapping.insert(field, *it);
            break;
        }
    }
    // Durations in seconds say so in their name; the reader takes milliseconds otherwise.
    const QString duration =
        mapping.value(QStringLiteral("duration"), mapping.value(QStringLiteral("ttft")));
    if (duration.endsWith(QLatin1String("_s"), Qt::CaseInsensitive))
        mapping.insert(QStringLiteral("duration_unit"), QStringLiteral("s"));
    return mapping;
}

QString LogColumnProposal::toText(const QMap<QString, QString> &mapping)
{
    QStringList pairs;
    for (const QString &field : MappedLogReader::knownFields())
        if (mapping.contains(field))
            pairs << field + QLatin1Char('=') + mapping.value(field);
    return pairs.join(QLatin1String(", "));
}

Result<LogColumnProposal> LogColumnProposal::fromFile(const QString &path)
{
    using R = Result<LogColumnProposal>;
    // Never opened when it is one of this process's databases: that would drop its locks.
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return R::failure(refused);
    const qint64 size = QFileInfo(path).size();
    auto read = ProtectedFiles::headIfUnprotected(path, kHeadBytes);
    if (!read)
        return R::failure(tr("cannot read %1").arg(path));
    QByteArray head = *read;
    if (size > head.size()) // a record cut in the middle is not the first record's business
        head.truncate(head.lastIndexOf('\n') + 1);
    std::unique_ptr<std::FILE, FileCloser> stream(fmemopen(head.data(), size_t(head.size()), "rb"));
    if (!stream || head.isEmpty())
        return R::failure(tr("%1 holds no record").arg(path));

    LogColumnProposal p;
    if (JsonRecordStream::looksLikeJson(stream.get())) {
        bool found = false;
        JsonRecordStream json(
            stream.get(),
            [](const std::vector<std::string> &at) {
                return at.size() == 1 || (at.size() == 2 && at[1] == "*") ? 0 : -1;
            },
            [](const Json &, const std::string &key, size_t depth) {
                return depth == 1 && telemetry::isContentKey(key);
            },
            [&](int, Json &record, qint64) {
                collect(record, {}, 0, p.columns);
                found = true;
                return false;
            },
            [](qint64, const QString &) {});
        json.read();
        if (!found)
            return R::failure(
                tr("%1: no JSON object in its first %2 MB").arg(path).arg(kHeadBytes >> 20));
    } else {
        p.csv = true;
        CsvReader csv(stream.get());
        csv.skipCommentLines();
        std::vector<std::string> header;
        if (!csv.next(header) || (header.size() == 1 && header[0].empty()))
            return R::failure(tr("%1 holds no header row").arg(path));
        for (const std::string &column : header)
            p.columns.append(QString::fromStdString(column).trimmed());
    }
    p.format = formatOf(p.columns, p.csv);
    if (p.format == TelemetryImportOptions::Format::Jsonl ||
        p.format == TelemetryImportOptions::Format::Csv)
        p.mapping = propose(p.columns);
    return p;
}

} // namespace llmcap
