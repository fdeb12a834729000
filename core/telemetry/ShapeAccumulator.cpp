#include "telemetry/ShapeAccumulator.h"

#include "telemetry/TelemetryRecord.h"
#include "telemetry/TelemetryRuns.h"

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

constexpr qint64 kMinuteMs = 60'000;
constexpr qint64 kDayMs = 86'400'000;
constexpr qint64 kWeekMinutes = 7 * 24 * 60;
// Bucket widths a chart axis reads well; beyond a day, whole days.
constexpr int kSteps[] = {1,   2,   5,    10,   15,   30,    60,    120,   300,
                          600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400};

ShapeAnalysis::Quantiles quantiles(const QuantileSketch &s)
{
    ShapeAnalysis::Quantiles q;
    q.samples = s.count();
    q.exact = s.exact();
    if (q.samples == 0)
        return q;
    q.p50 = s.quantile(0.50);
    q.p95 = s.quantile(0.95);
    q.p99 = s.quantile(0.99);
    q.mean = s.mean();
    q.max = s.max();
    return q;
}

// Powers of two up to the largest sample (token lengths).
QList<double> powerEdges(double max)
{
    QList<double> edges{1};
    while (edges.back() < max && edges.size() < 40)
        edges.append(edges.back() * 2);
    return edges;
}

// 1 to 10 one by one, then powers of two (calls per run).
QList<double> countEdges(double max)
{
    QList<double> edges;
    for (int i = 1; i <= 10; ++i) {
        edges.append(i);
        if (i >= max)
            return edges;
    }
    double e = 16;
    while (edges.back() < max && edges.size() < 40) {
        edges.append(e);
        e *= 2;
    }
    return edges;
}

ShapeAnalysis::Histogram histogram(const QuantileSketch &s, const QList<double> &edges)
{
    ShapeAnalysis::Histogram h;
    if (s.count() == 0)
        return h;
    h.upperEdges = edges;
    h.counts = s.histogram(edges);
    return h;
}

ShapeAnalysis::Series series(int bucketS, qint64 startMs, const std::vector<double> &values,
                             double divisor)
{
    ShapeAnalysis::Series s;
    s.bucketS = bucketS;
    s.startMs = startMs;
    s.values.reserve(qsizetype(values.size()));
    for (double v : values)
        s.values.append(v / divisor);
    return s;
}

} // namespace

int ShapeAccumulator::bucketSecondsFor(qint64 spanMs)
{
    for (int step : kSteps)
        if (spanMs / (qint64(step) * 1000) + 1 <= ShapeAnalysis::kMaxPoints)
            return step;
    const qint64 days = spanMs / (qint64(ShapeAnalysis::kMaxPoints - 1) * kDayMs) + 1;
    return int(days * 86400);
}

ShapeAccumulator::ShapeAccumulator(qint64 firstMs, qint64 lastMs)
    : m_firstMs(firstMs)
    , m_lastMs(std::max(firstMs, lastMs))
    , m_bucketS(bucketSecondsFor(m_lastMs - m_firstMs))
    , m_buckets((m_lastMs - m_firstMs) / (qint64(m_bucketS) * 1000) + 1)
{
    m_requests.assign(size_t(m_buckets), 0);
    m_input.assign(size_t(m_buckets), 0);
    m_output.assign(size_t(m_buckets), 0);
    m_concurrency.assign(size_t(m_buckets), 0);
    m_activeRunsDelta.assign(size_t(m_buckets) + 1, 0);
    const qint64 minutes = (m_lastMs - m_firstMs) / kMinuteMs + 1;
    m_perMinute.assign(size_t(minutes), 0);
    m_tokensPerMinute.assign(size_t(minutes), 0);
    m_a.callsByHour = QList<qint64>(24, 0);
}

qsizetype ShapeAccumulator::bucketOf(qint64 ms) const
{
    const qint64 b = (ms - m_firstMs) / (qint64(m_bucketS) * 1000);
    return qsizetype(std::clamp<qint64>(b, 0, m_buckets - 1));
}

// Moves the sweep to bucket: each bucket passed on the way starts with the calls still in
// flight at its start, which is its peak when no call starts inside it.
void ShapeAccumulator::advanceTo(qsizetype bucket)
{
    while (m_currentBucket < bucket) {
        ++m_currentBucket;
        const qint64 startMs = m_firstMs + qint64(m_currentBucket) * m_bucketS * 1000;
        while (!m_ends.empty() && m_ends.top() <= startMs)
            m_ends.pop();
        qint64 &peak = m_concurrency[size_t(m_currentBucket)];
        peak = std::max(peak, qint64(m_ends.size()));
    }
}

void ShapeAccumulator::addCall(const TelemetryRecord &r)
{
    ++m_a.llmCalls;
    const qsizetype b = bucketOf(r.startMs);
    advanceTo(b);
    while (!m_ends.empty() && m_ends.top() <= r.startMs)
        m_ends.pop();
    if (!r.hasDuration())
        ++m_a.callsWithoutDuration;
    // A call without a duration is in flight at its start only: it is popped by the next call.
    m_ends.push(r.startMs +
                (r.hasDuration() ? qint64(std::ceil(std::max(0.0, r.durationMs))) : qint64(0)));
    qint64 &peak = m_concurrency[size_t(b)];
    peak = std::max(peak, qint64(m_ends.size()));
    m_a.peakConcurrentCalls = std::max(m_a.peakConcurrentCalls, qint64(m_ends.size()));

    m_requests[size_t(b)] += 1;
    const qint64 minute =
        std::clamp<qint64>((r.startMs - m_firstMs) / kMinuteMs, 0, qint64(m_perMinute.size()) - 1);
    ++m_perMinute[size_t(minute)];
    const qint64 hour = ((r.startMs / 3'600'000) % 24 + 24) % 24; // the epoch starts at 00:00 UTC
    ++m_a.callsByHour[hour];

    if (r.inputTokens >= 0) {
        m_inputSketch.add(r.inputTokens);
        m_input[size_t(b)] += r.inputTokens;
        m_tokensPerMinute[size_t(minute)] += float(r.inputTokens);
    }
    if (r.outputTokens >= 0) {
        m_outputSketch.add(r.outputTokens);
        m_output[size_t(b)] += r.outputTokens;
        m_tokensPerMinute[size_t(minute)] += float(r.outputTokens);
    }
    if (r.hasTokens())
        m_contextSketch.add(double(r.inputTokens) + r.outputTokens);
    if (r.cachedInputTokens >= 0 && r.inputTokens > 0) {
        ++m_a.cacheReportingCalls;
        m_cached += std::min(r.cachedInputTokens, r.inputTokens);
        m_cacheInput += r.inputTokens;
    }
    if (r.reusedPrefixTokens >= 0 && r.inputTokens > 0) {
        ++m_a.prefixReportingCalls;
        m_reused += std::min(r.reusedPrefixTokens, r.inputTokens);
        m_prefixInput += r.inputTokens;
    }
    if (!r.prefixGroup.isEmpty())
        ++m_a.prefixGroupCalls;
    if (r.retry)
        ++m_sourceRetries;
    if (r.status == TelemetryRecord::Status::Error)
        ++m_a.errors;
    if (r.status == TelemetryRecord::Status::Cancelled)
        ++m_a.cancellations;
    ++m_models[r.model];
}

void ShapeAccumulator::addRun(const TelemetryRun &run)
{
    m_anyRun = true;
    if (run.llmCalls == 0) {
        ++m_a.runsWithoutCalls;
        return;
    }
    ++m_a.runs;
    m_callsPerRun.add(run.llmCalls);
    m_tokensPerRun.add(double(run.totalTokens()));
    m_runDuration.add(run.durationS());
    m_a.toolCalls += run.toolCalls;
    m_a.subAgents += run.subAgents;
    m_a.compactions += run.compactions;
    m_runRetries += run.retries;
    if (run.finalStatus == TelemetryRecord::Status::Error)
        ++m_a.runsFailed;
    if (run.finalStatus == TelemetryRecord::Status::Cancelled)
        ++m_a.runsCancelled;
    ++m_activeRunsDelta[size_t(bucketOf(run.startMs))];
    --m_activeRunsDelta[size_t(bucketOf(run.endMs)) + 1];
}

ShapeAnalysis ShapeAccumulator::finish()
{
    advanceTo(m_buckets - 1);
    ShapeAnalysis a = std::move(m_a);
    a.firstMs = m_firstMs;
    a.lastMs = m_lastMs;
    const double bucketS = m_bucketS;
    a.requestsPerSecond = series(m_bucketS, m_firstMs, m_requests, bucketS);
    a.inputTokensPerSecond = series(m_bucketS, m_firstMs, m_input, bucketS);
    a.outputTokensPerSecond = series(m_bucketS, m_firstMs, m_output, bucketS);
    std::vector<double> concurrency(m_concurrency.begin(), m_concurrency.end());
    a.concurrentCalls = series(m_bucketS, m_firstMs, concurrency, 1);
    std::vector<double> active(size_t(m_buckets), 0);
    qint64 level = 0;
    for (qsizetype i = 0; i < m_buckets; ++i) {
        level += m_activeRunsDelta[size_t(i)];
        active[size_t(i)] = double(level);
    }
    a.activeRuns = series(m_bucketS, m_firstMs, active, 1);

    a.inputTokens = quantiles(m_inputSketch);
    a.outputTokens = quantiles(m_outputSketch);
    a.contextTokens = quantiles(m_contextSketch);
    a.llmCallsPerRun = quantiles(m_callsPerRun);
    a.tokensPerRun = quantiles(m_tokensPerRun);
    a.runDurationS = quantiles(m_runDuration);
    a.inputHistogram = histogram(m_inputSketch, powerEdges(m_inputSketch.max()));
    a.outputHistogram = histogram(m_outputSketch, powerEdges(m_outputSketch.max()));
    a.callsPerRunHistogram = histogram(m_callsPerRun, countEdges(m_callsPerRun.max()));

    // Rates: the average over the whole span, the peak over tumbling 60 s windows.
    const qsizetype minutes = qsizetype(m_perMinute.size());
    // Over the span from the first call's start to the last one's, not whole minutes (a span
    // of 61 s is not 120 s); at least a second.
    a.averageRps = double(a.llmCalls) / std::max(1.0, double(m_lastMs - m_firstMs) / 1000.0);
    qsizetype peakMinute = 0;
    for (qsizetype i = 0; i < minutes; ++i)
        if (m_perMinute[size_t(i)] > m_perMinute[size_t(peakMinute)])
            peakMinute = i;
    a.peakRequestsPerMinute = a.llmCalls > 0 ? m_perMinute[size_t(peakMinute)] : 0;
    a.peakRps = a.peakRequestsPerMinute / 60.0;
    a.peakWindowS = ShapeAnalysis::kPeakWindowS;
    if (minutes >= 2 && a.averageRps > 0) {
        a.peakToAverage = a.peakRps / a.averageRps;
        const double threshold = (a.peakRequestsPerMinute + a.averageRps * 60.0) / 2.0;
        qsizetype from = peakMinute;
        qsizetype to = peakMinute;
        while (from > 0 && m_perMinute[size_t(from - 1)] >= threshold)
            --from;
        while (to + 1 < minutes && m_perMinute[size_t(to + 1)] >= threshold)
            ++to;
        a.burstS = double(to - from + 1) * 60.0;
    }

    if (a.cacheReportingCalls > 0 && m_cacheInput > 0)
        a.cacheHitShare = m_cached / m_cacheInput;
    if (a.prefixReportingCalls > 0 && m_prefixInput > 0)
        a.sharedPrefixShare = m_reused / m_prefixInput;
    a.retries = m_anyRun ? m_runRetries : m_sourceRetries;
    if (a.llmCalls > 0) {
        a.retryRate = double(a.retries) / double(a.llmCalls);
        a.errorRate = double(a.errors) / double(a.llmCalls);
        a.cancellationRate = double(a.cancellations) / double(a.llmCalls);
    }
    for (auto it = m_models.begin(); it != m_models.end(); ++it)
        a.modelMix.append(
            {it.key(), it.value(), a.llmCalls > 0 ? double(it.value()) / double(a.llmCalls) : 0});
    std::stable_sort(a.modelMix.begin(), a.modelMix.end(),
                     [](const auto &x, const auto &y) { return x.calls > y.calls; });

    if (minutes >= 2 * kWeekMinutes) {
        ShapeAnalysis::Growth g;
        double firstTokens = 0, lastTokens = 0;
        for (qsizetype i = 0; i < kWeekMinutes; ++i) {
            g.firstWeekCalls += m_perMinute[size_t(i)];
            firstTokens += m_tokensPerMinute[size_t(i)];
            g.lastWeekCalls += m_perMinute[size_t(minutes - 1 - i)];
            lastTokens += m_tokensPerMinute[size_t(minutes - 1 - i)];
        }
        g.callsPct = g.firstWeekCalls > 0
                         ? (double(g.lastWeekCalls) / double(g.firstWeekCalls) - 1) * 100
                         : ShapeAnalysis::kNaN;
        g.tokensPct = firstTokens > 0 ? (lastTokens / firstTokens - 1) * 100 : ShapeAnalysis::kNaN;
        a.growth = g;
    } else {
        const QString span =
            minutes < 120 ? ShapeAnalysis::tr("%1 minutes").arg(minutes)
            : minutes < 2880
                ? ShapeAnalysis::tr("%1 hours").arg(double(minutes) / 60.0, 0, 'f', 1)
                : ShapeAnalysis::tr("%1 days").arg(double(minutes) / 1440.0, 0, 'f', 1);
        a.growthNote = ShapeAnalysis::tr("no growth figure: the data spans %1, and growth "
                                         "compares the first and last week of at least 14 days")
                           .arg(span);
    }
    return a;
}

} // namespace llmcap
