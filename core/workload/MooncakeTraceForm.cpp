#include "workload/MooncakeTraceForm.h"

#include "util/JsonReader.h"

#include <QJsonArray>
#include <QJsonValue>

#include <QSet>

#include <algorithm>
#include <numeric>

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
    if (!o.contains(QLatin1String("timestamp")) && o.contains(QLatin1String("delay"))) {
        m_pending.delayMs = r.number("delay", std::nullopt, 0); // a later turn: set in finish()
        e.timestampS = 0;
    } else {
        e.timestampS = r.number("timestamp", std::nullopt, 0) / 1000.0;
    }
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
        if (m_pending.delayMs >= 0)
            r.addError("delay", tr("needs a session_id (a later turn of a session) or a "
                                   "timestamp"));
        return;
    }
    if (m_pending.delayMs >= 0 && !m_pending.waitFor.isEmpty())
        r.addError("delay", tr("and wait_for are two forms: give one"));
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
    // AIPerf's later turns: their time and their whole prompt from the session's previous turn.
    QHash<QString, qsizetype> lastTurn; // session → its latest row so far, in file order
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (row.session.isEmpty())
            continue;
        if (row.delayMs >= 0) {
            const qsizetype prev = lastTurn.value(row.session, -1);
            if (prev < 0) {
                errors.append(trace.origin + QLatin1Char(':') + QString::number(row.line) +
                              QLatin1String(": ") +
                              tr("session %1 starts with a delay: its first turn needs a "
                                 "timestamp")
                                  .arg(row.session));
            } else {
                const TraceEntry &before = trace.entries.at(m_rows.at(prev).entry);
                TraceEntry &e = trace.entries[row.entry];
                e.timestampS = before.timestampS + row.delayMs / 1000.0;
                e.offsetS = row.delayMs / 1000.0;
                e.inputTokens = int(std::min<qint64>(
                    10'000'000, qint64(before.inputTokens) + before.outputTokens + e.inputTokens));
            }
        }
        lastTurn.insert(row.session, i);
    }
    if (!errors.isEmpty())
        return;
    // Mooncake's hash ids are chained (a block's id covers everything before it), so a leading
    // id seen in an earlier request is a block the server may hold in its prefix cache. Only
    // earlier requests count: a block seen first here is computed here, whoever reuses it later.
    QList<qsizetype> byTime(m_rows.size());
    std::iota(byTime.begin(), byTime.end(), 0);
    std::stable_sort(byTime.begin(), byTime.end(), [&](qsizetype a, qsizetype b) {
        return trace.entries.at(m_rows.at(a).entry).timestampS <
               trace.entries.at(m_rows.at(b).entry).timestampS;
    });
    QList<int> seenBefore(m_rows.size(), 0); // leading blocks seen in an earlier request
    QSet<QString> seen;
    for (qsizetype i : byTime) {
        const QStringList &ids = m_rows.at(i).hashIds;
        int lead = 0;
        while (lead < ids.size() && seen.contains(ids.at(lead)))
            ++lead;
        seenBefore[i] = lead;
        for (const QString &id : ids)
            seen.insert(id);
    }
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
    QHash<QString, qsizetype> previousTurn;
    for (const Row &row : m_rows) {
        TraceEntry &e = trace.entries[row.entry];
        const qsizetype index = &row - m_rows.constData();
        const qsizetype turnBefore =
            row.session.isEmpty() ? -1 : previousTurn.value(row.session, -1);
        if (!row.session.isEmpty())
            previousTurn.insert(row.session, index);
        if (row.delayMs >= 0 && turnBefore >= 0) {
            e.dependsOn = trace.entries.at(m_rows.at(turnBefore).entry).callIndex;
            e.prefix = TraceEntry::Prefix::Previous; // the conversation so far, then this turn
            continue;
        }
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
        const int shared = seenBefore.at(&row - m_rows.constData());
        const int withAwaited =
            awaited.isEmpty() ? 0 : commonLead(row.hashIds, m_rows.at(awaited.front()).hashIds);
        if (!row.hashIds.isEmpty()) {
            e.blocks = row.hashIds;
            e.blockTokens = kBlockTokens;
            // The group names the blocks' first id (the key a prefix-aware router sees).
            e.prefixGroup = QLatin1String("mooncake:") + row.hashIds.front();
            e.prefixTokens = std::min(e.inputTokens, shared * kBlockTokens);
        }
        e.prefix = withAwaited > 0 ? TraceEntry::Prefix::Previous
                   : shared > 0    ? TraceEntry::Prefix::Group
                                   : TraceEntry::Prefix::None;
    }
}

} // namespace llmcap
