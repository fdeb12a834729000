#include "workload/Trace.h"

#include "util/JsonReader.h"
#include "util/ProtectedFiles.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

namespace llmcap {

namespace {

constexpr int kMaxErrors = 20;

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
        r.rejectUnknownKeys({QStringLiteral("timestamp"), QStringLiteral("timestamp_ms"),
                             QStringLiteral("class"), QStringLiteral("input_tokens"),
                             QStringLiteral("output_tokens"), QStringLiteral("prefix_group"),
                             QStringLiteral("prefix_tokens")});
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
        for (const QString &error : lineErrors)
            errors.append(where + QLatin1String(": ") + error);
        if (lineErrors.isEmpty())
            trace.entries.append(e);
    }
    if (errors.isEmpty() && trace.entries.isEmpty())
        errors.append(origin + QLatin1String(": ") + tr("the trace holds no requests"));
    if (!errors.isEmpty())
        return Result<Trace>::failure(errors.join(QLatin1String("; ")));

    std::stable_sort(
        trace.entries.begin(), trace.entries.end(),
        [](const TraceEntry &a, const TraceEntry &b) { return a.timestampS < b.timestampS; });
    const double first = trace.entries.front().timestampS;
    for (TraceEntry &e : trace.entries)
        e.timestampS -= first;
    return trace;
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
