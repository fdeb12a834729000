#include "workload/Trace.h"

#include "workload/MooncakeTraceForm.h"
#include "workload/TraceRuns.h"

#include "util/AtomicFile.h"
#include "util/JsonReader.h"
#include "util/ProtectedFiles.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace llmcap {

namespace {

constexpr int kMaxErrors = 20;
constexpr int kMaxCallsPerRun = 1'000'000;

const QStringList kPrefixKeys = {QStringLiteral("none"), QStringLiteral("group"),
                                 QStringLiteral("previous")};

void readRunFields(JsonReader &r, TraceEntry &e)
{
    const QJsonValue run = r.object().value(QLatin1String("run_id"));
    e.runId = run.isDouble() ? QString::number(run.toInteger()) : r.string("run_id", QString());
    const bool runField =
        r.has("call_index") || r.has("depends_on") || r.has("offset_s") || r.has("tool_wait_s");
    if (e.runId.isEmpty()) {
        if (runField)
            r.addError("run_id", Trace::tr("is required with call_index, depends_on, offset_s "
                                           "and tool_wait_s"));
    } else {
        e.callIndex = int(r.integer("call_index", std::nullopt, 0, kMaxCallsPerRun));
        // One call index, or a list of them for a join.
        const QJsonValue deps = r.object().value(QLatin1String("depends_on"));
        if (deps.isArray()) {
            for (const QJsonValue &d : deps.toArray()) {
                const double v = d.toDouble(-1);
                if (!d.isDouble() || v < 0 || v != std::floor(v) || v > kMaxCallsPerRun) {
                    r.addError("depends_on", Trace::tr("must hold call indices (whole numbers "
                                                       "from 0)"));
                    break;
                }
                if (e.dependsOn < 0)
                    e.dependsOn = int(v);
                else if (int(v) != e.dependsOn && !e.alsoWaitsFor.contains(int(v)))
                    e.alsoWaitsFor.append(int(v));
            }
        } else {
            e.dependsOn = int(r.integer("depends_on", -1, -1, kMaxCallsPerRun));
        }
        e.offsetS = r.number("offset_s", -1, 0);
        if (!r.has("offset_s"))
            e.offsetS = -1;
        e.toolWaitS = r.number("tool_wait_s", 0, 0);
        if (e.offsetS >= 0 && e.toolWaitS > e.offsetS + 1e-6)
            r.addError("tool_wait_s", Trace::tr("must not exceed offset_s (%1)").arg(e.offsetS));
    }
    if (r.has("prefix")) {
        const QString prefix = r.choice("prefix", kPrefixKeys, QString());
        e.prefix = prefix == QLatin1String("none")       ? TraceEntry::Prefix::None
                   : prefix == QLatin1String("group")    ? TraceEntry::Prefix::Group
                   : prefix == QLatin1String("previous") ? TraceEntry::Prefix::Previous
                                                         : TraceEntry::Prefix::Unknown;
    }
}

} // namespace

Result<Trace> Trace::load(const QString &path)
{
    if (const QString refused = ProtectedFiles::refusal(path); !refused.isEmpty())
        return Result<Trace>::failure(refused);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<Trace>::failure(
            tr("cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return parse(file.readAll(), QDir::toNativeSeparators(path));
}

Result<Trace> Trace::parse(const QByteArray &text, const QString &origin)
{
    Trace trace;
    trace.origin = origin;
    MooncakeTraceForm mooncake;
    bool anyMooncake = false;
    QStringList errors;
    int lineNumber = 0;
    for (QByteArray line : text.split('\n')) {
        ++lineNumber;
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (errors.size() >= kMaxErrors)
            break;
        const QString where = origin + QLatin1Char(':') + QString::number(lineNumber);
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        if (!doc.isObject()) {
            errors.append(where + QLatin1String(": ") +
                          (parseError.error != QJsonParseError::NoError
                               ? parseError.errorString()
                               : tr("each line must be one JSON object")));
            continue;
        }
        QStringList lineErrors;
        JsonReader r(doc.object(), {}, &lineErrors);
        if (MooncakeTraceForm::matches(doc.object())) {
            TraceEntry e;
            mooncake.read(r, e);
            for (const QString &error : lineErrors)
                errors.append(where + QLatin1String(": ") + error);
            if (lineErrors.isEmpty()) {
                mooncake.accept(lineNumber, trace.entries.size());
                trace.entries.append(e);
                trace.sourceLines.append(lineNumber);
                anyMooncake = true;
            }
            continue;
        }
        r.rejectUnknownKeys(
            {QStringLiteral("timestamp"), QStringLiteral("timestamp_ms"), QStringLiteral("class"),
             QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
             QStringLiteral("prefix_group"), QStringLiteral("prefix_tokens"),
             QStringLiteral("run_id"), QStringLiteral("call_index"), QStringLiteral("depends_on"),
             QStringLiteral("offset_s"), QStringLiteral("tool_wait_s"), QStringLiteral("prefix"),
             QStringLiteral("hash_ids"), QStringLiteral("block_tokens")});
        TraceEntry e;
        if (r.has("timestamp_ms"))
            e.timestampS = r.number("timestamp_ms", std::nullopt, 0) / 1000.0;
        else
            e.timestampS = r.number("timestamp", std::nullopt, 0);
        e.className = r.string("class", QString());
        e.inputTokens = int(r.integer("input_tokens", std::nullopt, 1, 10'000'000));
        e.outputTokens = int(r.integer("output_tokens", std::nullopt, 1, 10'000'000));
        const QJsonValue group = doc.object().value(QLatin1String("prefix_group"));
        if (group.isDouble())
            e.prefixGroup = QString::number(group.toInteger());
        else
            e.prefixGroup = r.string("prefix_group", QString());
        e.prefixTokens = int(r.integer("prefix_tokens", -1, 0, 10'000'000));
        if (e.prefixTokens > e.inputTokens)
            r.addError("prefix_tokens", tr("must not exceed input_tokens"));
        for (const QJsonValue &id : r.array("hash_ids"))
            e.blocks.append(id.isDouble() ? QString::number(id.toInteger()) : id.toString());
        if (!e.blocks.isEmpty())
            e.blockTokens =
                int(r.integer("block_tokens", MooncakeTraceForm::kBlockTokens, 1, 1'000'000));
        readRunFields(r, e);
        for (const QString &error : lineErrors)
            errors.append(where + QLatin1String(": ") + error);
        if (lineErrors.isEmpty()) {
            trace.entries.append(e);
            trace.sourceLines.append(lineNumber);
        }
    }
    if (errors.isEmpty() && anyMooncake)
        mooncake.finish(trace, errors);
    if (errors.isEmpty())
        errors = TraceRuns::check(trace, kMaxErrors);
    if (errors.isEmpty() && trace.entries.isEmpty())
        errors.append(origin + QLatin1String(": ") + tr("the trace holds no requests"));
    if (!errors.isEmpty())
        return Result<Trace>::failure(errors.join(QLatin1String("; ")));

    // By time, keeping each entry's line with it.
    QList<qsizetype> order(trace.entries.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return trace.entries.at(a).timestampS < trace.entries.at(b).timestampS;
    });
    QList<TraceEntry> entries;
    QList<int> lines;
    entries.reserve(order.size());
    lines.reserve(order.size());
    for (qsizetype i : order) {
        entries.append(trace.entries.at(i));
        lines.append(trace.sourceLines.at(i));
    }
    trace.entries = std::move(entries);
    trace.sourceLines = std::move(lines);
    const double first = trace.entries.front().timestampS;
    for (TraceEntry &e : trace.entries)
        e.timestampS -= first;
    return trace;
}

QList<int> TraceEntry::dependencies() const
{
    QList<int> all;
    if (dependsOn >= 0)
        all.append(dependsOn);
    for (int d : alsoWaitsFor)
        if (!all.contains(d))
            all.append(d);
    return all;
}

QString Trace::where(qsizetype entry) const
{
    if (sourceLines.size() == entries.size() && entry >= 0 && entry < sourceLines.size())
        return (origin.isEmpty() ? tr("trace") : origin) + QLatin1Char(':') +
               QString::number(sourceLines.at(entry));
    return tr("entry %1").arg(entry + 1);
}

QString Trace::prefixKey(TraceEntry::Prefix prefix)
{
    switch (prefix) {
    case TraceEntry::Prefix::None:
        return kPrefixKeys.at(0);
    case TraceEntry::Prefix::Group:
        return kPrefixKeys.at(1);
    case TraceEntry::Prefix::Previous:
        return kPrefixKeys.at(2);
    case TraceEntry::Prefix::Unknown:
        break;
    }
    return {};
}

QByteArray Trace::toLine(const TraceEntry &e)
{
    // Microsecond timestamps: enough for any replay, and short lines.
    QJsonObject o{{QStringLiteral("timestamp"), std::round(e.timestampS * 1e6) / 1e6},
                  {QStringLiteral("input_tokens"), e.inputTokens},
                  {QStringLiteral("output_tokens"), e.outputTokens}};
    if (!e.className.isEmpty())
        o.insert(QStringLiteral("class"), e.className);
    if (!e.prefixGroup.isEmpty())
        o.insert(QStringLiteral("prefix_group"), e.prefixGroup);
    if (e.prefixTokens >= 0)
        o.insert(QStringLiteral("prefix_tokens"), e.prefixTokens);
    if (!e.blocks.isEmpty()) {
        QJsonArray ids;
        for (const QString &id : e.blocks) {
            bool numeric = false;
            const qint64 n = id.toLongLong(&numeric);
            // Whole numbers as numbers while a double holds them exactly, as the trace had them.
            if (numeric && std::abs(n) < (qint64(1) << 53))
                ids.append(n);
            else
                ids.append(id);
        }
        o.insert(QStringLiteral("hash_ids"), ids);
        o.insert(QStringLiteral("block_tokens"), e.blockTokens);
    }
    if (e.inRun()) {
        o.insert(QStringLiteral("run_id"), e.runId);
        o.insert(QStringLiteral("call_index"), e.callIndex);
        if (!e.alsoWaitsFor.isEmpty()) {
            QJsonArray deps;
            for (int d : e.dependencies())
                deps.append(d);
            o.insert(QStringLiteral("depends_on"), deps);
        } else if (e.dependsOn >= 0) {
            o.insert(QStringLiteral("depends_on"), e.dependsOn);
        }
        if (e.offsetS >= 0)
            o.insert(QStringLiteral("offset_s"), std::round(e.offsetS * 1e6) / 1e6);
        if (e.toolWaitS > 0)
            o.insert(QStringLiteral("tool_wait_s"), std::round(e.toolWaitS * 1e6) / 1e6);
    }
    if (e.prefix != TraceEntry::Prefix::Unknown)
        o.insert(QStringLiteral("prefix"), prefixKey(e.prefix));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray Trace::toJsonLines() const
{
    QByteArray out;
    for (const TraceEntry &e : entries)
        out += toLine(e) + '\n';
    return out;
}

Status Trace::save(const QString &path) const
{
    return AtomicFile::write(path, toJsonLines());
}

QStringList Trace::classNames() const
{
    QStringList names;
    for (const TraceEntry &e : entries)
        if (!names.contains(e.className))
            names.append(e.className);
    return names;
}

} // namespace llmcap
