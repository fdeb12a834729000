#include "workload/MooncakeTraceForm.h"

#include "util/JsonReader.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>

namespace llmcap {

namespace {

// Ids and sessions may be numbers or text in the tools that write the form.
QString idText(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(v.toInteger());
    return v.toString();
}

QString key(const QString &session, const QString &request)
{
    return session + QChar(0x1f) + request;
}

int commonLead(const QStringList &a, const QStringList &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a.at(n) == b.at(n))
        ++n;
    return n;
}

} // namespace

bool MooncakeTraceForm::matches(const QJsonObject &line)
{
    return line.contains(QLatin1String("input_length"));
}

void MooncakeTraceForm::read(JsonReader &r, TraceEntry &e)
{
    m_pending = Row();
    const QJsonObject &o = r.object();
    e.timestampS = r.number("timestamp", std::nullopt, 0) / 1000.0;
    e.className = r.string("class", QString());
    // A request needs at least one token each way; Mooncake rows may say 0 output tokens.
    e.inputTokens = std::max(1, int(r.integer("input_length", std::nullopt, 0, 10'000'000)));
    e.outputTokens = std::max(1, int(r.integer("output_length", std::nullopt, 0, 10'000'000)));
    for (const QJsonValue &id : r.array("hash_ids"))
        m_pending.hashIds.append(idText(id));
    const QJsonValue session = o.contains(QLatin1String("session_id"))
                                   ? o.value(QLatin1String("session_id"))
                                   : o.value(QLatin1String("trajectory_id"));
    m_pending.session = idText(session);
    m_pending.requestId = idText(o.value(QLatin1String("request_id")));
    const QJsonValue waitFor = o.value(QLatin1String("wait_for"));
    if (waitFor.isArray()) {
        for (const QJsonValue &w : waitFor.toArray())
            m_pending.waitFor.append(idText(w));
    } else if (!waitFor.isUndefined() && !waitFor.isNull()) {
        m_pending.waitFor.append(idText(waitFor));
    }
    m_pending.waitFor.removeAll(QString());
    if (m_pending.session.isEmpty()) {
        if (!m_pending.waitFor.isEmpty() || o.contains(QLatin1String("tool_wait_ms")))
            r.addError("session_id", tr("is required with wait_for and tool_wait_ms"));
        return;
    }
    e.runId = m_pending.session;
    if (r.has("tool_wait_ms")) {
        e.toolWaitS = r.number("tool_wait_ms", 0, 0) / 1000.0;
        e.offsetS = e.toolWaitS;
    }
}

void MooncakeTraceForm::accept(int line, qsizetype entryIndex)
{
    m_pending.line = line;
    m_pending.entry = entryIndex;
    m_rows.append(m_pending);
}

void MooncakeTraceForm::finish(Trace &trace, QStringList &errors) const
{
    // Mooncake's hash ids are chained (a block's id covers everything before it), so an id
    // seen in two requests is a prefix they share.
    QHash<QString, int> seen;
    for (const Row &row : m_rows)
        for (const QString &id : row.hashIds)
            ++seen[id];
    QHash<QString, qsizetype> rowOf; // session + request id → row
    QHash<QString, int> nextCall;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (row.session.isEmpty())
            continue;
        trace.entries[row.entry].callIndex = nextCall[row.session]++;
        if (row.requestId.isEmpty())
            continue;
        const QString k = key(row.session, row.requestId);
        if (rowOf.contains(k))
            errors.append(trace.origin + QLatin1Char(':') + QString::number(row.line) +
                          QLatin1String(": ") +
                          tr("session %1 has request_id %2 twice").arg(row.session, row.requestId));
        else
            rowOf.insert(k, i);
    }
    for (const Row &row : m_rows) {
        TraceEntry &e = trace.entries[row.entry];
        QList<qsizetype> awaited;
        for (const QString &w : row.waitFor) {
            const qsizetype dep = rowOf.value(key(row.session, w), -1);
            if (dep < 0) {
                errors.append(trace.origin + QLatin1Char(':') + QString::number(row.line) +
                              QLatin1String(": ") +
                              tr("session %1: request %2 waits for request %3, which the "
                                 "session lacks")
                                  .arg(row.session, row.requestId, w));
                continue;
            }
            const int call = trace.entries.at(m_rows.at(dep).entry).callIndex;
            if (e.dependsOn < 0)
                e.dependsOn = call;
            else if (call != e.dependsOn && !e.alsoWaitsFor.contains(call))
                e.alsoWaitsFor.append(call);
            awaited.append(dep);
        }
        int shared = 0;
        while (shared < row.hashIds.size() && seen.value(row.hashIds.at(shared)) > 1)
            ++shared;
        const int withAwaited =
            awaited.isEmpty() ? 0 : commonLead(row.hashIds, m_rows.at(awaited.front()).hashIds);
        if (shared > 0) {
            e.prefixGroup = QLatin1String("mooncake:") + row.hashIds.front();
            e.prefixTokens = std::min(e.inputTokens, shared * kBlockTokens);
        }
        e.prefix = withAwaited > 0 ? TraceEntry::Prefix::Previous
                   : shared > 0    ? TraceEntry::Prefix::Group
                                   : TraceEntry::Prefix::None;
    }
}

} // namespace llmcap
