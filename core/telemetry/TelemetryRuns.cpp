#include "telemetry/TelemetryRuns.h"

#include "telemetry/TelemetryRepository.h"

#include <QHash>

#include <cmath>

#include <algorithm>

namespace llmcap {

namespace {

using Kind = TelemetryRecord::Kind;
using RunStatus = TelemetryRecord::Status;

// A run deeper than this is treated as malformed (a parent cycle) rather than walked forever.
constexpr int kMaxDepth = 256;

qint64 endOf(const TelemetryRecord &r)
{
    return r.hasDuration() ? r.startMs + qint64(std::llround(std::max(0.0, r.durationMs)))
                           : r.startMs;
}

// Agent records that have another Agent record among their ancestors.
int countSubAgents(const QList<TelemetryRecord> &records)
{
    QHash<QString, const TelemetryRecord *> bySpan;
    for (const TelemetryRecord &r : records)
        if (!r.spanId.isEmpty())
            bySpan.insert(r.spanId, &r);
    int count = 0;
    for (const TelemetryRecord &r : records) {
        if (r.kind != Kind::Agent)
            continue;
        QString parent = r.parentId;
        for (int depth = 0; !parent.isEmpty() && depth < kMaxDepth; ++depth) {
            const TelemetryRecord *p = bySpan.value(parent);
            if (!p)
                break;
            if (p->kind == Kind::Agent) {
                ++count;
                break;
            }
            parent = p->parentId;
        }
    }
    return count;
}

} // namespace

bool TelemetryRuns::isCompactionName(const QString &name)
{
    return name.contains(QLatin1String("compact"), Qt::CaseInsensitive) ||
           name.contains(QLatin1String("summar"), Qt::CaseInsensitive);
}

QString TelemetryRuns::statusKey(TelemetryRecord::Status status)
{
    switch (status) {
    case RunStatus::Ok:
        return QStringLiteral("ok");
    case RunStatus::Error:
        return QStringLiteral("error");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    case RunStatus::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

TelemetryRun TelemetryRuns::build(const QList<TelemetryRecord> &records)
{
    TelemetryRun run;
    if (records.isEmpty())
        return run;
    run.runId = records.front().runId;
    run.startMs = records.front().startMs;
    run.endMs = run.startMs;
    const TelemetryRecord *previous = nullptr; // the previous LLM call
    bool unresolvedError = false;
    RunStatus lastCallStatus = RunStatus::Unknown;
    for (const TelemetryRecord &r : records) {
        run.startMs = std::min(run.startMs, r.startMs);
        run.endMs = std::max(run.endMs, endOf(r));
        if (r.parentId.isEmpty() && run.name.isEmpty() && r.kind != Kind::LlmCall) {
            run.name = r.name;
            run.rootAttributes = r.attributes;
        }
        if (r.status == RunStatus::Error && (r.kind == Kind::LlmCall || r.kind == Kind::ToolCall)) {
            ++run.errors;
            unresolvedError = true;
        }
        if (r.status == RunStatus::Cancelled && r.kind == Kind::LlmCall)
            ++run.cancellations;
        if (r.kind == Kind::ToolCall)
            ++run.toolCalls;
        if (r.kind != Kind::LlmCall)
            continue;

        ++run.llmCalls;
        if (!r.model.isEmpty() && !run.models.contains(r.model))
            run.models.append(r.model);
        if (r.inputTokens >= 0)
            run.inputTokens += r.inputTokens;
        if (r.outputTokens >= 0)
            run.outputTokens += r.outputTokens;
        run.maxContextTokens = std::max(run.maxContextTokens,
                                        std::max(0, r.inputTokens) + std::max(0, r.outputTokens));
        const bool repeatsFailed = previous && previous->status == RunStatus::Error &&
                                   r.inputTokens >= 0 && r.inputTokens == previous->inputTokens;
        if (r.retry || repeatsFailed)
            ++run.retries;
        const bool dropped = previous && previous->inputTokens > 0 && r.inputTokens >= 0 &&
                             r.inputTokens < previous->inputTokens / 2.0;
        if (dropped || isCompactionName(r.name))
            ++run.compactions;
        if (r.status == RunStatus::Ok)
            unresolvedError = false;
        lastCallStatus = r.status;
        previous = &r;
    }
    if (run.name.isEmpty())
        for (const TelemetryRecord &r : records)
            if (!r.name.isEmpty()) {
                run.name = r.name;
                break;
            }
    if (run.rootAttributes.isEmpty())
        run.rootAttributes = records.front().attributes;
    run.subAgents = countSubAgents(records);
    run.finalStatus = unresolvedError ? RunStatus::Error : lastCallStatus;
    return run;
}

Status TelemetryRuns::forEach(const TelemetryRepository &repo, qint64 datasetId, const Visit &visit)
{
    QList<TelemetryRecord> current;
    bool stopped = false;
    auto flush = [&]() {
        if (current.isEmpty() || stopped)
            return;
        std::stable_sort(current.begin(), current.end(),
                         [](const TelemetryRecord &a, const TelemetryRecord &b) {
                             return a.startMs < b.startMs;
                         });
        if (!visit(build(current), current))
            stopped = true;
        current.clear();
    };
    const Status status =
        repo.forEach(datasetId, TelemetryRepository::Order::ByRun, [&](const TelemetryRecord &r) {
            if (r.runId.isEmpty()) { // no run: every LLM call is one
                if (r.kind == Kind::LlmCall) {
                    flush();
                    current.append(r);
                    flush();
                }
                return !stopped;
            }
            if (!current.isEmpty() && current.front().runId != r.runId)
                flush();
            current.append(r);
            return !stopped;
        });
    if (!status)
        return status;
    flush();
    return {};
}

} // namespace llmcap
