#include "results/RunDetail.h"

#include "records/MeasuredRecords.h"

#include "storage/Database.h"

#include <algorithm>

namespace llmcap {

Result<RunDetail> RunDetail::load(Database &db, qint64 runId, std::vector<RequestRecord> *records)
{
    RunRepository runs(db);
    auto info = runs.run(runId);
    if (!info)
        return Result<RunDetail>::failure(info.error());
    auto stored = runs.requests(runId);
    if (!stored)
        return Result<RunDetail>::failure(stored.error());
    auto samples = runs.serverSamples(runId);
    if (!samples)
        return Result<RunDetail>::failure(samples.error());
    RunDetail d = build(*info, *stored);
    d.server = ServerWindowSummary::compute(*samples, d.info.window);
    if (records)
        *records = std::move(*stored);
    return d;
}

RunDetail RunDetail::build(RunInfo info, const std::vector<RequestRecord> &records)
{
    RunDetail d;
    RunMetrics::Options options;
    options.closedLoop = info.closedLoop;
    options.scheduleLagBoundMs =
        info.config.value(QLatin1String("schedule_lag_bound_ms")).toDouble(5.0);
    const QJsonObject slo = info.config.value(QLatin1String("slo")).toObject();
    if (!slo.isEmpty())
        if (auto parsed = Slo::fromJson(slo))
            options.scheduleLagBoundMs =
                RunMetrics::lagBoundFor(options.scheduleLagBoundMs, &*parsed);
    d.metrics = RunMetrics::compute(records, info.window, options);
    if (!slo.isEmpty())
        if (auto parsed = Slo::fromJson(slo))
            d.slo = SloEvaluator::evaluate(records, *parsed, info.window);
    d.problems = d.metrics.problems();
    d.warnings = d.metrics.warnings();
    const MetricSet &all = d.metrics.overall;
    d.sampleWarnings = all.ttft.warnings(QStringLiteral("TTFT")) +
                       all.tpot.warnings(QStringLiteral("TPOT")) +
                       all.e2e.warnings(QStringLiteral("E2E"));
    for (const QString &w : std::as_const(d.warnings))
        if (!d.sampleWarnings.contains(w))
            d.otherWarnings.append(w);

    const MetricSet &o = d.metrics.overall;
    for (auto it = o.outcomes.begin(); it != o.outcomes.end(); ++it) {
        const ErrorCategory category = ErrorCategories::fromKey(it.key());
        if (category == ErrorCategory::None)
            continue;
        OutcomeCount c;
        c.category = category;
        c.key = it.key();
        c.label = ErrorCategories::label(category);
        c.requests = it.value();
        c.sharePct = o.due > 0 ? 100.0 * double(c.requests) / double(o.due) : 0.0;
        c.isError = ErrorCategories::isError(category);
        d.outcomes.append(c);
    }
    std::stable_sort(
        d.outcomes.begin(), d.outcomes.end(),
        [](const OutcomeCount &a, const OutcomeCount &b) { return a.requests > b.requests; });

    // The same selection as RunMetrics::computeSet.
    const MeasuredRecords measured(records);
    for (const RequestRecord &r : records) {
        if (!measured.contains(r, info.window))
            continue;
        const bool cancelled = r.error == ErrorCategory::Cancelled;
        if (r.succeeded() || cancelled) {
            if (const auto v = r.ttftMs()) {
                d.ttftMs.push_back(*v);
                if (r.promptTokens >= 0)
                    d.ttftByInput.push_back({r.promptTokens, *v, r.className});
            }
        }
        if (!r.succeeded())
            continue;
        if (const auto v = r.tpotMs())
            d.tpotMs.push_back(*v);
        if (const auto v = r.e2eMs())
            d.e2eMs.push_back(*v);
    }
    d.info = std::move(info);
    return d;
}

RunResult RunDetail::result() const
{
    RunResult r;
    r.runId = info.id;
    r.status = info.status;
    r.metrics = metrics;
    r.slo = slo;
    r.server = server;
    return r;
}

} // namespace llmcap
