#include "results/ServerSpanJoin.h"

#include <QJsonArray>

#include <algorithm>

namespace llmcap {

namespace {

QString ms(double v)
{
    return QString::number(v, 'f', v < 10 ? 2 : 1);
}

QJsonObject summaryJson(const LatencySummary &s)
{
    return {{QStringLiteral("mean_ms"), s.mean},
            {QStringLiteral("p50_ms"), s.p50},
            {QStringLiteral("p99_ms"), s.p99}};
}

} // namespace

void ServerSpanJoin::addRun(qint64 runId, const std::vector<RequestRecord> &records)
{
    RunKeys run;
    run.runId = runId;
    run.brief.reserve(records.size());
    const int runPos = int(m_runs.size());
    for (const RequestRecord &r : records) {
        RequestRecord b;
        b.index = r.index;
        b.warmup = r.warmup;
        b.scheduledNs = r.scheduledNs;
        b.firstTokenNs = r.firstTokenNs;
        b.error = r.error;
        b.spanId = r.spanId;
        const Key key{runPos, qint64(run.brief.size())};
        if (!r.traceId.isEmpty())
            m_byTrace.insert(r.traceId, key);
        if (!r.requestId.isEmpty())
            m_byRequestId.insert(r.requestId, key);
        run.brief.push_back(std::move(b));
    }
    run.split.assign(run.brief.size(), -1);
    m_counts.requests += qint64(records.size());
    m_runs.push_back(std::move(run));
}

Status ServerSpanJoin::read(const QString &path)
{
    ServerSpanReader::Counts read;
    const Status status = ServerSpanReader::read(
        path, [this](const ServerSpan &s) { join(s); }, &read);
    m_counts.spans = read.requestSpans;
    m_counts.otherSpans = read.otherSpans;
    m_counts.requestsWithoutSpan = 0;
    m_counts.failedRequestsWithoutSpan = 0;
    for (const RunKeys &run : m_runs) {
        for (size_t i = 0; i < run.brief.size(); ++i) {
            if (run.split[i] >= 0)
                continue;
            if (run.brief[i].succeeded())
                ++m_counts.requestsWithoutSpan;
            else
                ++m_counts.failedRequestsWithoutSpan;
        }
    }
    return status;
}

void ServerSpanJoin::join(const ServerSpan &span)
{
    std::optional<Key> key;
    bool byRequestId = false;
    if (const auto it = m_byTrace.constFind(span.traceId); it != m_byTrace.cend()) {
        // The trace is ours: the span must be the child of the request's own span.
        const RequestRecord &r = m_runs[size_t(it->run)].brief[size_t(it->slot)];
        if (!r.spanId.isEmpty() && span.parentSpanId != r.spanId) {
            ++m_counts.parentMismatch;
            return;
        }
        key = *it;
    } else if (const auto rit = m_byRequestId.constFind(span.requestId);
               !span.requestId.isEmpty() && rit != m_byRequestId.cend()) {
        // The server did not continue our trace (a proxy dropped the header): the request id
        // llmcap sent names the request as exactly.
        key = *rit;
        byRequestId = true;
    }
    if (!key) {
        ++m_counts.unmatchedSpans;
        return;
    }
    RunKeys &run = m_runs[size_t(key->run)];
    int &split = run.split[size_t(key->slot)];
    if (split >= 0) {
        ++m_counts.duplicates;
        return;
    }
    const RequestRecord &r = run.brief[size_t(key->slot)];
    TtftSplit s;
    s.runId = run.runId;
    s.index = r.index;
    s.warmup = r.warmup;
    s.byRequestId = byRequestId;
    s.ttftMs = r.ttftMs().value_or(-1);
    s.serverTtftMs = span.ttftMs;
    s.queueMs = span.queueMs;
    s.prefillMs = span.prefillMs;
    s.decodeMs = span.decodeMs;
    s.serverE2eMs = span.e2eMs;
    split = int(m_splits.size());
    m_splits.push_back(s);
    ++(byRequestId ? m_counts.matchedByRequestId : m_counts.matchedByTrace);
}

std::vector<ServerSpanJoin::StepSplit> ServerSpanJoin::steps() const
{
    std::vector<StepSplit> out;
    for (const RunKeys &run : m_runs) {
        std::vector<double> ttft, client, queue, prefill, other;
        for (const int i : run.split) {
            if (i < 0)
                continue;
            const TtftSplit &s = m_splits[size_t(i)];
            if (s.warmup || s.ttftMs < 0 || s.serverTtftMs < 0)
                continue;
            ttft.push_back(s.ttftMs);
            client.push_back(s.clientNetworkMs());
            if (s.queueMs >= 0)
                queue.push_back(s.queueMs);
            if (s.prefillMs >= 0)
                prefill.push_back(s.prefillMs);
            // Rounding may leave a hair below zero when the server's parts add up exactly.
            if (s.queueMs >= 0 && s.prefillMs >= 0)
                other.push_back(std::max(0.0, s.otherServerMs()));
        }
        StepSplit step;
        step.runId = run.runId;
        step.matched = qint64(ttft.size());
        step.ttft = LatencySummary::of(std::move(ttft));
        step.clientNetwork = LatencySummary::of(std::move(client));
        step.queue = LatencySummary::of(std::move(queue));
        step.prefill = LatencySummary::of(std::move(prefill));
        step.other = LatencySummary::of(std::move(other));
        out.push_back(std::move(step));
    }
    return out;
}

qint64 ServerSpanJoin::applyTo(qint64 runId, std::vector<RequestRecord> &records) const
{
    const auto run = std::find_if(m_runs.begin(), m_runs.end(),
                                  [runId](const RunKeys &r) { return r.runId == runId; });
    if (run == m_runs.end() || run->brief.size() != records.size())
        return 0;
    qint64 applied = 0;
    for (size_t i = 0; i < records.size(); ++i) {
        if (run->split[i] < 0)
            continue;
        const TtftSplit &s = m_splits[size_t(run->split[i])];
        ReportedTimings &t = records[i].server;
        // The request's own report (the response's timings) wins; the span fills the gaps.
        bool took = false;
        const auto fill = [&took](double &target, double value) {
            if (target < 0 && value >= 0) {
                target = value;
                took = true;
            }
        };
        fill(t.queueMs, s.queueMs);
        fill(t.prefillMs, s.prefillMs);
        fill(t.decodeMs, s.decodeMs);
        fill(t.ttftMs, s.serverTtftMs);
        fill(t.e2eMs, s.serverE2eMs);
        applied += took ? 1 : 0;
    }
    return applied;
}

QStringList ServerSpanJoin::textLines(bool perRequest) const
{
    const Counts &c = m_counts;
    QStringList lines;
    lines << tr("server spans: %1 request spans, %2 matched (%3 by trace id, %4 by request id)")
                 .arg(c.spans)
                 .arg(c.matched())
                 .arg(c.matchedByTrace)
                 .arg(c.matchedByRequestId);
    if (c.unmatchedSpans || c.parentMismatch || c.duplicates || c.otherSpans)
        lines << tr("  not joined: %1 spans of no request of these runs, %2 with a parent span "
                    "that is not the request's, %3 second spans for one request; %4 spans of "
                    "other operations passed over")
                     .arg(c.unmatchedSpans)
                     .arg(c.parentMismatch)
                     .arg(c.duplicates)
                     .arg(c.otherSpans);
    lines << tr("  requests: %1, %2 succeeded without a span, %3 failed or cancelled without one")
                 .arg(c.requests)
                 .arg(c.requestsWithoutSpan)
                 .arg(c.failedRequestsWithoutSpan);
    lines << tr("TTFT split (mean, p50, p99 in ms; measured requests with a span):");
    for (const StepSplit &s : steps()) {
        if (s.matched == 0) {
            lines << tr("  run %1: no matched request with a first token").arg(s.runId);
            continue;
        }
        const auto three = [](const LatencySummary &l) {
            return QStringLiteral("%1 / %2 / %3").arg(ms(l.mean), ms(l.p50), ms(l.p99));
        };
        lines << tr("  run %1 (%2 requests): TTFT %3 = client and network %4 + server queue "
                    "%5 + prefill %6 + other server %7")
                     .arg(s.runId)
                     .arg(s.matched)
                     .arg(three(s.ttft), three(s.clientNetwork), three(s.queue), three(s.prefill),
                          three(s.other));
    }
    if (perRequest) {
        lines << tr("per request (ms): run, index, TTFT, client and network, queue, prefill, "
                    "other server, joined by");
        for (const TtftSplit &s : m_splits) {
            const auto v = [](double x) { return x < 0 ? QStringLiteral("-") : ms(x); };
            lines << QStringLiteral("  %1\t%2\t%3\t%4\t%5\t%6\t%7\t%8")
                         .arg(s.runId)
                         .arg(s.index)
                         .arg(v(s.ttftMs), v(s.clientNetworkMs()), v(s.queueMs), v(s.prefillMs),
                              v(std::max(0.0, s.otherServerMs())),
                              s.byRequestId ? QStringLiteral("request id")
                                            : QStringLiteral("trace id"));
        }
    }
    return lines;
}

QJsonObject ServerSpanJoin::toJson() const
{
    const Counts &c = m_counts;
    QJsonArray steps;
    for (const StepSplit &s : this->steps())
        steps.append(QJsonObject{{QStringLiteral("run_id"), s.runId},
                                 {QStringLiteral("matched"), s.matched},
                                 {QStringLiteral("ttft"), summaryJson(s.ttft)},
                                 {QStringLiteral("client_network"), summaryJson(s.clientNetwork)},
                                 {QStringLiteral("queue"), summaryJson(s.queue)},
                                 {QStringLiteral("prefill"), summaryJson(s.prefill)},
                                 {QStringLiteral("other_server"), summaryJson(s.other)}});
    QJsonArray requests;
    for (const TtftSplit &s : m_splits) {
        QJsonObject o{{QStringLiteral("run_id"), s.runId},
                      {QStringLiteral("index"), s.index},
                      {QStringLiteral("joined_by"),
                       s.byRequestId ? QStringLiteral("request_id") : QStringLiteral("trace_id")}};
        const auto put = [&o](const char *key, double v) {
            if (v >= 0)
                o.insert(QLatin1String(key), v);
        };
        put("ttft_ms", s.ttftMs);
        put("server_ttft_ms", s.serverTtftMs);
        put("client_network_ms", s.clientNetworkMs());
        put("queue_ms", s.queueMs);
        put("prefill_ms", s.prefillMs);
        put("decode_ms", s.decodeMs);
        requests.append(o);
    }
    return {{QStringLiteral("spans"), c.spans},
            {QStringLiteral("other_spans"), c.otherSpans},
            {QStringLiteral("matched_by_trace_id"), c.matchedByTrace},
            {QStringLiteral("matched_by_request_id"), c.matchedByRequestId},
            {QStringLiteral("parent_mismatch"), c.parentMismatch},
            {QStringLiteral("duplicates"), c.duplicates},
            {QStringLiteral("unmatched_spans"), c.unmatchedSpans},
            {QStringLiteral("requests"), c.requests},
            {QStringLiteral("requests_without_span"), c.requestsWithoutSpan},
            {QStringLiteral("failed_requests_without_span"), c.failedRequestsWithoutSpan},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("requests_split"), requests}};
}

} // namespace llmcap
