#include "telemetry/ShapeAnalysis.h"

#include "telemetry/QuantileSketch.h"
#include "telemetry/ShapeAccumulator.h"
#include "telemetry/TelemetryRepository.h"
#include "telemetry/TelemetryRuns.h"

#include <QDateTime>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace llmcap {

namespace {

// NaN has no JSON form: null.
QJsonValue number(double v)
{
    return std::isnan(v) ? QJsonValue() : QJsonValue(v);
}

QString num(double v, int precision = 3)
{
    if (std::isnan(v))
        return QStringLiteral("-");
    return QLocale().toString(v, 'g', precision);
}

QString whole(double v)
{
    if (std::isnan(v))
        return QStringLiteral("-");
    return QLocale().toString(qint64(std::llround(v)));
}

QString pct(double share)
{
    if (std::isnan(share))
        return QStringLiteral("-");
    return QLocale().toString(share * 100.0, 'f', 1) + QLatin1String(" %");
}

QString utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QString quantileLine(const QString &label, const ShapeAnalysis::Quantiles &q,
                     bool wholeNumbers = true)
{
    auto f = [wholeNumbers](double v) { return wholeNumbers ? whole(v) : num(v); };
    return ShapeAnalysis::tr("  %1: p50 %2, p95 %3, p99 %4, mean %5, max %6 (%7 samples)")
        .arg(label, f(q.p50), f(q.p95), f(q.p99), num(q.mean), f(q.max))
        .arg(q.samples);
}

} // namespace

QJsonObject ShapeAnalysis::Quantiles::toJson() const
{
    return {{QStringLiteral("samples"), samples},   {QStringLiteral("p50"), number(p50)},
            {QStringLiteral("p95"), number(p95)},   {QStringLiteral("p99"), number(p99)},
            {QStringLiteral("mean"), number(mean)}, {QStringLiteral("max"), number(max)},
            {QStringLiteral("exact"), exact}};
}

QJsonObject ShapeAnalysis::Series::toJson() const
{
    QJsonArray array;
    for (double v : values)
        array.append(v);
    return {{QStringLiteral("bucket_s"), bucketS},
            {QStringLiteral("start_ms"), startMs},
            {QStringLiteral("values"), array}};
}

ShapeAnalysis::Series ShapeAnalysis::Series::coarsened(int wantedS, Merge merge) const
{
    const int per = std::max(1, (wantedS + bucketS - 1) / std::max(1, bucketS));
    Series out;
    out.bucketS = bucketS * per;
    out.startMs = startMs;
    out.values.reserve(values.size() / per + 1);
    for (qsizetype from = 0; from < values.size(); from += per) {
        const qsizetype to = std::min(values.size(), from + per);
        double merged = merge == Merge::Max ? values.at(from) : 0;
        for (qsizetype i = from; i < to; ++i)
            merged = merge == Merge::Max ? std::max(merged, values.at(i)) : merged + values.at(i);
        out.values.append(merge == Merge::Max ? merged : merged / double(to - from));
    }
    return out;
}

int ShapeAnalysis::Series::chartBucketS(double minCount) const
{
    static constexpr int kReadable[] = {1,   2,   5,    10,   15,   30,    60,    120,  300,
                                        600, 900, 1800, 3600, 7200, 21600, 43200, 86400};
    const double spanS = double(values.size()) * bucketS;
    double events = 0;
    for (double v : values)
        events += v * bucketS;
    int chosen = 0;
    for (int step : kReadable) {
        if (step < bucketS || step % bucketS != 0 || spanS / step > kChartPoints)
            continue;
        if (chosen > 0 && spanS / step < kMinChartPoints)
            break; // wider bins would leave too few to show a shape
        chosen = step;
        if (events * step / spanS >= minCount)
            break;
    }
    if (chosen > 0)
        return chosen;
    const int days = int(std::ceil(spanS / (86400.0 * kChartPoints)));
    return std::max(bucketS, days * 86400);
}

QJsonObject ShapeAnalysis::Histogram::toJson() const
{
    QJsonArray edges;
    for (double e : upperEdges)
        edges.append(e);
    QJsonArray array;
    for (qint64 c : counts)
        array.append(c);
    return {{QStringLiteral("upper_edges"), edges}, {QStringLiteral("counts"), array}};
}

Result<ShapeAnalysis> ShapeAnalysis::compute(const TelemetryRepository &repo,
                                             const TelemetryDataset &dataset)
{
    ShapeAccumulator accumulator(dataset.firstMs, dataset.lastMs);
    Status status =
        TelemetryRuns::forEach(repo, dataset.id, [&](const TelemetryRun &run, const auto &) {
            accumulator.addRun(run);
            return true;
        });
    if (!status)
        return Result<ShapeAnalysis>::failure(status.error());
    status = repo.forEach(dataset.id, TelemetryRepository::Order::ByStart,
                          [&](const TelemetryRecord &r) {
                              if (r.kind == TelemetryRecord::Kind::LlmCall)
                                  accumulator.addCall(r);
                              return true;
                          });
    if (!status)
        return Result<ShapeAnalysis>::failure(status.error());
    ShapeAnalysis a = accumulator.finish();
    a.datasetName = dataset.name;
    return a;
}

QJsonObject ShapeAnalysis::toJson() const
{
    const bool exact = inputTokens.exact && outputTokens.exact && contextTokens.exact &&
                       llmCallsPerRun.exact && tokensPerRun.exact && runDurationS.exact;
    QJsonArray hours;
    for (qint64 c : callsByHour)
        hours.append(c);
    QJsonArray models;
    for (const ModelShare &m : modelMix)
        models.append(QJsonObject{{QStringLiteral("model"), m.model},
                                  {QStringLiteral("calls"), m.calls},
                                  {QStringLiteral("share"), m.share}});
    QJsonObject o{
        {QStringLiteral("dataset"), datasetName},
        {QStringLiteral("from"), relativeTime() ? QJsonValue() : QJsonValue(utc(firstMs))},
        {QStringLiteral("to"), relativeTime() ? QJsonValue() : QJsonValue(utc(lastMs))},
        {QStringLiteral("relative_time"), relativeTime()},
        {QStringLiteral("span_s"), spanS()},
        {QStringLiteral("llm_calls"), llmCalls},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("runs_without_llm_calls"), runsWithoutCalls},
        {QStringLiteral("tool_calls"), toolCalls},
        {QStringLiteral("sub_agents"), subAgents},
        {QStringLiteral("compactions"), compactions},
        {QStringLiteral("percentiles"),
         QJsonObject{
             {QStringLiteral("method"),
              exact ? QStringLiteral("exact nearest-rank") : QStringLiteral("log histogram")},
             {QStringLiteral("exact_up_to_samples"), QuantileSketch::kExactLimit},
             {QStringLiteral("relative_error"), exact ? 0.0 : QuantileSketch::kRelativeError}}},
        {QStringLiteral("input_tokens"), inputTokens.toJson()},
        {QStringLiteral("output_tokens"), outputTokens.toJson()},
        {QStringLiteral("context_tokens"), contextTokens.toJson()},
        {QStringLiteral("llm_calls_per_run"), llmCallsPerRun.toJson()},
        {QStringLiteral("tokens_per_run"), tokensPerRun.toJson()},
        {QStringLiteral("run_duration_s"), runDurationS.toJson()},
        {QStringLiteral("input_histogram"), inputHistogram.toJson()},
        {QStringLiteral("output_histogram"), outputHistogram.toJson()},
        {QStringLiteral("calls_per_run_histogram"), callsPerRunHistogram.toJson()},
        {QStringLiteral("series"),
         QJsonObject{{QStringLiteral("requests_per_s"), requestsPerSecond.toJson()},
                     {QStringLiteral("concurrent_calls"), concurrentCalls.toJson()},
                     {QStringLiteral("active_runs"), activeRuns.toJson()},
                     {QStringLiteral("input_tokens_per_s"), inputTokensPerSecond.toJson()},
                     {QStringLiteral("output_tokens_per_s"), outputTokensPerSecond.toJson()}}},
        {QStringLiteral("calls_by_hour_utc"), hours},
        {QStringLiteral("rates"),
         QJsonObject{{QStringLiteral("average_rps"), averageRps},
                     {QStringLiteral("peak_rps"), peakRps},
                     {QStringLiteral("peak_requests_per_minute"), peakRequestsPerMinute},
                     {QStringLiteral("peak_to_average"), number(peakToAverage)},
                     {QStringLiteral("peak_window_s"), peakWindowS},
                     {QStringLiteral("burst_s"), burstS},
                     {QStringLiteral("peak_concurrent_calls"),
                      concurrencyKnown() ? QJsonValue(peakConcurrentCalls) : QJsonValue()},
                     {QStringLiteral("calls_without_duration"), callsWithoutDuration}}},
        {QStringLiteral("cache"),
         QJsonObject{{QStringLiteral("hit_share"), number(cacheHitShare)},
                     {QStringLiteral("reporting_calls"), cacheReportingCalls},
                     {QStringLiteral("shared_prefix_share"), number(sharedPrefixShare)},
                     {QStringLiteral("prefix_reporting_calls"), prefixReportingCalls},
                     {QStringLiteral("prefix_group_calls"), prefixGroupCalls}}},
        {QStringLiteral("failures"),
         QJsonObject{{QStringLiteral("retries"), retries},
                     {QStringLiteral("retry_rate"), retryRate},
                     {QStringLiteral("errors"), errors},
                     {QStringLiteral("error_rate"), errorRate},
                     {QStringLiteral("cancellations"), cancellations},
                     {QStringLiteral("cancellation_rate"), cancellationRate},
                     {QStringLiteral("runs_failed"), runsFailed},
                     {QStringLiteral("runs_cancelled"), runsCancelled}}},
        {QStringLiteral("model_mix"), models}};
    if (growth)
        o.insert(QStringLiteral("growth"),
                 QJsonObject{{QStringLiteral("first_week_calls"), growth->firstWeekCalls},
                             {QStringLiteral("last_week_calls"), growth->lastWeekCalls},
                             {QStringLiteral("calls_pct"), number(growth->callsPct)},
                             {QStringLiteral("tokens_pct"), number(growth->tokensPct)}});
    else
        o.insert(QStringLiteral("growth_note"), growthNote);
    return o;
}

QString ShapeAnalysis::toText() const
{
    QStringList out;
    if (relativeTime())
        out << tr("Telemetry %1: %2 s, relative timestamps (no dates in the file)")
                   .arg(datasetName, num(spanS(), 6));
    else
        out << tr("Telemetry %1: %2 to %3 (%4 s)")
                   .arg(datasetName, utc(firstMs), utc(lastMs), num(spanS(), 6));
    out << tr("  %1 LLM call(s) in %2 run(s), %3 tool call(s), %4 sub-agent(s)")
               .arg(llmCalls)
               .arg(runs)
               .arg(toolCalls)
               .arg(subAgents);
    if (runsWithoutCalls > 0)
        out << tr("  %1 run(s) without LLM calls are left out of the per-run figures")
                   .arg(runsWithoutCalls);
    out << tr("Rates");
    out << tr("  average %1 calls/s; peak %2 calls/s (%3 per minute) over %4 s windows; "
              "peak-to-average %5; burst %6 s")
               .arg(num(averageRps), num(peakRps), whole(peakRequestsPerMinute))
               .arg(peakWindowS)
               .arg(num(peakToAverage), whole(burstS));
    if (concurrencyKnown()) {
        out << tr("  peak concurrent LLM calls %1; series in %2 s buckets")
                   .arg(peakConcurrentCalls)
                   .arg(requestsPerSecond.bucketS);
        if (callsWithoutDuration > 0)
            out << tr("  %1 call(s) have no duration: in flight only at their start")
                       .arg(callsWithoutDuration);
    } else {
        out << tr("  peak concurrent LLM calls unknown: %1 of %2 calls have no duration "
                  "(the file holds their starts only); series in %3 s buckets")
                   .arg(callsWithoutDuration)
                   .arg(llmCalls)
                   .arg(requestsPerSecond.bucketS);
    }
    const bool exact = inputTokens.exact && outputTokens.exact && contextTokens.exact &&
                       llmCallsPerRun.exact && tokensPerRun.exact && runDurationS.exact;
    out << (exact ? tr("Lengths (exact percentiles)")
                  : tr("Lengths (percentiles from a 1 % log histogram, within 0.5 %)"));
    out << quantileLine(tr("input tokens"), inputTokens);
    out << quantileLine(tr("output tokens"), outputTokens);
    out << quantileLine(tr("context tokens"), contextTokens);
    out << tr("Runs");
    out << quantileLine(tr("LLM calls per run"), llmCallsPerRun);
    out << quantileLine(tr("tokens per run"), tokensPerRun);
    out << quantileLine(tr("run duration (s)"), runDurationS, false);
    out << tr("Cache and prefixes");
    out << tr("  cache hits %1 of input tokens (%2 call(s) report cached tokens)")
               .arg(pct(cacheHitShare))
               .arg(cacheReportingCalls);
    out << tr("  shared prefix %1 of input tokens (%2 call(s) report reused prefixes; %3 name "
              "a prefix group)")
               .arg(pct(sharedPrefixShare))
               .arg(prefixReportingCalls)
               .arg(prefixGroupCalls);
    out << tr("Failures");
    out << tr("  retries %1 (%2), errors %3 (%4), cancellations %5 (%6) of LLM calls; runs "
              "failed %7, cancelled %8")
               .arg(retries)
               .arg(pct(retryRate))
               .arg(errors)
               .arg(pct(errorRate))
               .arg(cancellations)
               .arg(pct(cancellationRate))
               .arg(runsFailed)
               .arg(runsCancelled);
    out << tr("Model mix");
    for (const ModelShare &m : modelMix)
        out << tr("  %1: %2 call(s), %3")
                   .arg(m.model.isEmpty() ? tr("(not reported)") : m.model)
                   .arg(m.calls)
                   .arg(pct(m.share));
    out << tr("Time of day (UTC, calls per hour)");
    if (relativeTime()) {
        out << tr("  not known: the timestamps are relative to the trace's start");
    } else {
        QStringList hours;
        for (int h = 0; h < callsByHour.size(); ++h)
            hours
                << QStringLiteral("%1h %2").arg(h, 2, 10, QLatin1Char('0')).arg(callsByHour.at(h));
        for (int i = 0; i < hours.size(); i += 6)
            out << QLatin1String("  ") + hours.mid(i, 6).join(QLatin1String(", "));
    }
    out << tr("Growth");
    if (growth)
        out << tr("  last week against the first: calls %1 % (%2 -> %3), tokens %4 %")
                   .arg(num(growth->callsPct))
                   .arg(growth->firstWeekCalls)
                   .arg(growth->lastWeekCalls)
                   .arg(num(growth->tokensPct));
    else
        out << QLatin1String("  ") + growthNote;
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace llmcap
