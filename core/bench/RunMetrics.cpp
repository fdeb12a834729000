#include "bench/RunMetrics.h"

#include "bench/LatencySketch.h"
#include "records/MeasuredRecords.h"
#include "slo/Slo.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace llmcap {

QJsonObject MetricSet::toJson() const
{
    QJsonObject outcomeJson;
    for (auto it = outcomes.begin(); it != outcomes.end(); ++it)
        outcomeJson.insert(it.key(), it.value());
    QJsonObject o{
        {QStringLiteral("requests_due"), due},
        {QStringLiteral("requests_sent"), sent},
        {QStringLiteral("succeeded"), succeeded},
        {QStringLiteral("stopped_early"), stoppedEarly},
        {QStringLiteral("cancelled"), cancelled},
        {QStringLiteral("errors"), errors},
        {QStringLiteral("shed"), shed},
        {QStringLiteral("client_queued"), clientQueued},
        {QStringLiteral("error_rate_pct"), errorRatePct},
        {QStringLiteral("outcomes"), outcomeJson},
        {QStringLiteral("ttft_ms"), ttft.toJson()},
        {QStringLiteral("itl_ms"), itl.toJson()},
        {QStringLiteral("tpot_ms"), tpot.toJson()},
        {QStringLiteral("e2e_ms"), e2e.toJson()},
        {QStringLiteral("schedule_lag_ms"), scheduleLag.toJson()},
        {QStringLiteral("queue_ms"), queue.toJson()},
        {QStringLiteral("client_overhead_ms"), clientOverhead.toJson()},
        {QStringLiteral("offered_rps"), offeredRps},
        {QStringLiteral("sent_rps"), sentRps},
        {QStringLiteral("completed_rps"), completedRps},
        {QStringLiteral("input_tokens_per_s"), inputTokensPerS},
        {QStringLiteral("output_tokens_per_s"), outputTokensPerS},
        {QStringLiteral("prompt_tokens"), promptTokens},
        {QStringLiteral("completion_tokens"), completionTokens},
        {QStringLiteral("cached_tokens"), cachedTokens},
    };
    if (!className.isEmpty())
        o.insert(QStringLiteral("class"), className);
    return o;
}

// One MetricSet as records come: counts, window counts and sketches of each latency.
class MetricSetAccumulator
{
public:
    MetricSetAccumulator(QString className, qint64 exactLimit)
        : m_className(std::move(className))
        , m_ttft(exactLimit)
        , m_itl(exactLimit)
        , m_tpot(exactLimit)
        , m_e2e(exactLimit)
        , m_lag(exactLimit)
        , m_queue(exactLimit)
        , m_overhead(exactLimit)
    {}

    void add(const RequestRecord &r, const RunWindow &window, bool measured)
    {
        if (window.contains(r.dispatchedNs))
            ++m_sentInWindow;
        if (r.succeeded() && window.contains(r.endNs)) {
            ++m_completedInWindow;
            m_inputTokensInWindow += std::max<qint64>(0, r.promptTokens);
            m_outputTokensInWindow += r.outputTokens();
        }
        if (!measured)
            return;
        MetricSet &m = m_set;
        ++m.due;
        m.outcomes[ErrorCategories::key(r.error)] += 1;
        if (r.dispatchedNs >= 0) {
            ++m.sent;
            m_lag.add(r.scheduleLagMs());
        }
        if (r.clientQueued)
            ++m.clientQueued;
        if (r.error == ErrorCategory::Cancelled)
            ++m.cancelled;
        if (ErrorCategories::isError(r.error))
            ++m.errors;
        if (ErrorCategories::isShed(r.error, r.httpStatus))
            ++m.shed;

        const bool cancelled = r.error == ErrorCategory::Cancelled;
        if (r.succeeded() || cancelled) {
            if (const auto v = r.ttftMs())
                m_ttft.add(*v);
            m_gaps.clear();
            r.appendItlGaps(m_gaps);
            for (const WeightedSample &g : m_gaps)
                m_itl.add(g.value, g.weight);
        }
        if (!r.succeeded())
            return;
        ++m.succeeded;
        if (r.error == ErrorCategory::StoppedEarly)
            ++m.stoppedEarly;
        if (const auto v = r.e2eMs())
            m_e2e.add(*v);
        if (const auto v = r.tpotMs())
            m_tpot.add(*v);
        if (r.server.queueMs >= 0)
            m_queue.add(r.server.queueMs);
        if (const auto v = r.clientOverheadMs())
            m_overhead.add(*v);
        m.promptTokens += std::max<qint64>(0, r.promptTokens);
        m.completionTokens += r.outputTokens();
        m.cachedTokens += std::max<qint64>(0, r.cachedTokens);
    }

    void rename(const QString &className) { m_className = className; }

    MetricSet result(const RunWindow &window) const
    {
        MetricSet m = m_set;
        m.className = m_className;
        const qint64 counted = m.due - m.cancelled;
        m.errorRatePct = counted > 0 ? 100.0 * double(m.errors) / double(counted) : 0.0;
        m.ttft = m_ttft.summary();
        m.itl = m_itl.summary();
        m.tpot = m_tpot.summary();
        m.e2e = m_e2e.summary();
        m.scheduleLag = m_lag.summary();
        m.queue = m_queue.summary();
        m.clientOverhead = m_overhead.summary();
        const double seconds = window.seconds();
        if (seconds > 0) {
            m.offeredRps = double(m.due) / seconds;
            m.sentRps = double(m_sentInWindow) / seconds;
            m.completedRps = double(m_completedInWindow) / seconds;
            m.inputTokensPerS = double(m_inputTokensInWindow) / seconds;
            m.outputTokensPerS = double(m_outputTokensInWindow) / seconds;
        }
        return m;
    }

private:
    QString m_className;
    MetricSet m_set;
    LatencySketch m_ttft, m_itl, m_tpot, m_e2e, m_lag, m_queue, m_overhead;
    std::vector<WeightedSample> m_gaps; // one record's, reused
    qint64 m_sentInWindow = 0;
    qint64 m_completedInWindow = 0;
    qint64 m_inputTokensInWindow = 0;
    qint64 m_outputTokensInWindow = 0;
};

MetricSet RunMetrics::computeSet(const std::vector<const RequestRecord *> &records,
                                 const RunWindow &window, const QString &className)
{
    MetricSetAccumulator set(className, std::numeric_limits<qint64>::max());
    const MeasuredRecords measured(records);
    for (const RequestRecord *r : records)
        set.add(*r, window, measured.contains(*r, window));
    return set.result(window);
}

RunMetrics RunMetrics::compute(const std::vector<RequestRecord> &records, const RunWindow &window,
                               const Options &options)
{
    // Every record is in memory already: percentiles exact over any count, as before.
    RunMetricsAccumulator acc(options, std::numeric_limits<qint64>::max());
    const MeasuredRecords measured(records);
    for (const RequestRecord &record : records)
        acc.add(record, window, measured.instantNs(record));
    return acc.result(window);
}

RunMetricsAccumulator::RunMetricsAccumulator(const RunMetrics::Options &options, qint64 exactLimit)
    : m_options(options)
    , m_exactLimit(exactLimit)
    , m_overall(std::make_unique<MetricSetAccumulator>(QString(), exactLimit))
{}

RunMetricsAccumulator::~RunMetricsAccumulator() = default;

void RunMetricsAccumulator::add(const RequestRecord &record, const RunWindow &window,
                                qint64 instantNs)
{
    const bool measured = !record.warmup && window.contains(instantNs);
    // While every record has one class, that class's set is the overall one (no second copy
    // of its samples); a second class gets the first its own copy of what came before it.
    auto it = std::find_if(m_classes.begin(), m_classes.end(),
                           [&](const auto &c) { return c.first == record.className; });
    if (it == m_classes.end()) {
        if (m_classes.size() == 1 && !m_classes.front().second) {
            m_classes.front().second = std::make_unique<MetricSetAccumulator>(*m_overall);
            m_classes.front().second->rename(m_classes.front().first);
        }
        m_classes.emplace_back(record.className, m_classes.empty()
                                                     ? nullptr
                                                     : std::make_unique<MetricSetAccumulator>(
                                                           record.className, m_exactLimit));
        it = std::prev(m_classes.end());
    }
    m_overall->add(record, window, measured);
    if (it->second)
        it->second->add(record, window, measured);
    if (!measured)
        return;
    if (record.dispatchedNs >= 0) {
        ++m_sent;
        m_lagsOverBound += record.scheduleLagMs() > m_options.scheduleLagBoundMs ? 1 : 0;
    }
    if (!RunMetrics::promptOffPlan(record, m_options.promptOverheadTokens))
        return;
    ++m_promptsOffPlan;
    if (m_worstKeptTokens < 0 || std::abs(record.promptTokens - record.plannedInputTokens) >
                                     std::abs(m_worstKeptTokens - m_worstPlannedTokens)) {
        m_worstKeptTokens = record.promptTokens;
        m_worstPlannedTokens = record.plannedInputTokens;
    }
}

RunMetrics RunMetricsAccumulator::result(const RunWindow &window) const
{
    RunMetrics r;
    r.window = window;
    r.closedLoop = m_options.closedLoop;
    r.scheduleLagBoundMs = m_options.scheduleLagBoundMs;
    r.overall = m_overall->result(window);
    for (const auto &[name, set] : m_classes) {
        MetricSet m = set ? set->result(window) : r.overall;
        m.className = name;
        r.classes.append(m);
    }
    r.lagsOverBound = m_lagsOverBound;
    r.promptsOffPlan = m_promptsOffPlan;
    r.worstKeptTokens = m_worstKeptTokens;
    r.worstPlannedTokens = m_worstPlannedTokens;
    r.clientLimited = !m_options.closedLoop && m_sent > 0 &&
                      (r.overall.scheduleLag.p50 > m_options.scheduleLagBoundMs ||
                       (r.lagsOverBound >= 2 && r.lagsOverBound * 100 > m_sent));
    return r;
}

double RunMetrics::lagBoundFor(double settingMs, const Slo *slo)
{
    if (!slo)
        return settingMs;
    double strictest = std::numeric_limits<double>::infinity();
    const auto consider = [&](const QList<LatencyObjective> &objectives) {
        for (const LatencyObjective &o : objectives)
            if ((o.metric == SloMetric::Ttft || o.metric == SloMetric::E2e) && o.thresholdMs > 0)
                strictest = std::min(strictest, o.thresholdMs);
    };
    consider(slo->objectives);
    for (const QList<LatencyObjective> &c : slo->classObjectives)
        consider(c);
    return std::isfinite(strictest) ? std::max(settingMs, 0.02 * strictest) : settingMs;
}

QStringList RunMetrics::problems() const
{
    QStringList out;
    if (clientLimited) {
        out.append(tr("client-limited: %1 of %2 requests lagged beyond the bound of %3 ms (p99 "
                      "schedule lag %4 ms); the client, not the server, shaped the load")
                       .arg(lagsOverBound)
                       .arg(overall.scheduleLag.count)
                       .arg(scheduleLagBoundMs)
                       .arg(overall.scheduleLag.p99, 0, 'f', 2));
        if (overall.clientQueued > 0)
            out.append(tr("%1 requests waited for the in-flight cap (client queueing)")
                           .arg(overall.clientQueued));
    }
    if (overall.succeeded == 0)
        out.append(tr("no measured request succeeded"));
    return out;
}

bool RunMetrics::promptOffPlan(const RequestRecord &record, int overheadTokens)
{
    if (record.promptTokens < 0 || record.plannedInputTokens <= 0)
        return false;
    const double tolerance = std::max(8, overheadTokens) + 0.02 * double(record.plannedInputTokens);
    return std::abs(double(record.promptTokens - record.plannedInputTokens)) > tolerance;
}

QStringList RunMetrics::warnings() const
{
    QStringList out;
    out += overall.ttft.warnings(QStringLiteral("TTFT"));
    out += overall.tpot.warnings(QStringLiteral("TPOT"));
    out += overall.e2e.warnings(QStringLiteral("E2E"));
    if (lagsOverBound > 0 && !clientLimited && !closedLoop)
        out.append(tr("%n request(s) lagged beyond the bound of %1 ms (largest %2 ms): too few "
                      "to have shaped the load",
                      nullptr, int(lagsOverBound))
                       .arg(scheduleLagBoundMs)
                       .arg(overall.scheduleLag.max, 0, 'f', 2));
    if (overall.clientQueued > 0 && !clientLimited)
        out.append(tr("%1 requests waited for the in-flight cap (client queueing, included in "
                      "their latencies)")
                       .arg(overall.clientQueued));
    if (promptsOffPlan > 0)
        out.append(
            worstKeptTokens < worstPlannedTokens
                ? tr("%n request(s) had a prompt length off the plan; the server counted as few "
                     "as %1 of %2 planned prompt tokens: it truncated the prompt (context too "
                     "small?) or tokenizes differently",
                     nullptr, int(promptsOffPlan))
                      .arg(worstKeptTokens)
                      .arg(worstPlannedTokens)
                : tr("%n request(s) had a prompt length off the plan; the server counted up to "
                     "%1 tokens for %2 planned: a chat template or tokenizer llmcap did not "
                     "calibrate",
                     nullptr, int(promptsOffPlan))
                      .arg(worstKeptTokens)
                      .arg(worstPlannedTokens));
    if (overall.stoppedEarly > 0)
        out.append(tr("%1 requests stopped before their requested output length")
                       .arg(overall.stoppedEarly));
    return out;
}

QJsonObject RunMetrics::toJson() const
{
    QJsonArray classArray;
    for (const MetricSet &m : classes)
        classArray.append(m.toJson());
    QJsonArray problemArray;
    for (const QString &p : problems())
        problemArray.append(p);
    QJsonArray warningArray;
    for (const QString &w : warnings())
        warningArray.append(w);
    return {{QStringLiteral("mode"),
             closedLoop ? QStringLiteral("closed-loop") : QStringLiteral("open-loop")},
            {QStringLiteral("window"), window.toJson()},
            {QStringLiteral("valid"), isValid()},
            {QStringLiteral("client_limited"), clientLimited},
            {QStringLiteral("schedule_lag_bound_ms"), scheduleLagBoundMs},
            {QStringLiteral("prompts_off_plan"), promptsOffPlan},
            {QStringLiteral("problems"), problemArray},
            {QStringLiteral("warnings"), warningArray},
            {QStringLiteral("overall"), overall.toJson()},
            {QStringLiteral("classes"), classArray}};
}

QJsonObject RunMetrics::definitions()
{
    return {
        {QStringLiteral("ttft"),
         QStringLiteral("first chunk carrying generated output (content, reasoning or tool-call "
                        "delta) minus the scheduled send time; role-only and usage-only chunks "
                        "do not count")},
        {QStringLiteral("schedule_lag"),
         QStringLiteral("time the request was handed to the transport minus its scheduled send "
                        "time; includes waiting for the in-flight cap (client queueing); a run "
                        "where more than 1 % of the requests (at least two) or the median lag "
                        "beyond the bound is client-limited and invalid; the bound is the "
                        "setting, at least 2 % of the strictest TTFT or E2E threshold")},
        {QStringLiteral("itl"),
         QStringLiteral("gap between consecutive output-bearing chunks divided evenly over the "
                        "tokens the later chunk carried (k tokens give k gaps of gap/k); token "
                        "counts from continuous usage stats, else one per chunk reconciled with "
                        "usage.completion_tokens; percentiles over all gaps of the window")},
        {QStringLiteral("tpot"),
         QStringLiteral("per request (last output chunk - first output chunk) / (output tokens "
                        "- 1), output tokens >= 2 (vLLM request_time_per_output_token)")},
        {QStringLiteral("e2e"),
         QStringLiteral("last output-bearing chunk (or end of stream) minus the scheduled send "
                        "time")},
        {QStringLiteral("queue"),
         QStringLiteral("server-reported per-request queue time (llmcap_timings) where the "
                        "server reports it")},
        {QStringLiteral("client_overhead"),
         QStringLiteral("client TTFT minus the server-reported TTFT")},
        {QStringLiteral("percentiles"),
         QStringLiteral("nearest rank: pXX is the smallest value with at least XX % of the "
                        "samples at or below it; flagged when fewer than 10 / (1 - p) samples "
                        "support it; stddev is the population standard deviation")},
        {QStringLiteral("window"),
         QStringLiteral("requests scheduled in [warm-up end, warm-up end + duration] are "
                        "measured; earlier ones are warm-up, sent but excluded")},
        {QStringLiteral("rates"),
         QStringLiteral("offered = measured requests / window; sent = requests handed to the "
                        "transport in the window / window; completed = succeeded requests that "
                        "ended in the window / window; token throughput from the usage of those "
                        "completions")},
        {QStringLiteral("errors"),
         QStringLiteral("connect, timeout (incl. drain), 4xx, 429, 5xx, stream broken, parse; "
                        "error rate = errors / (measured - user-cancelled); shed = 429 and 503; "
                        "stopped early (fewer output tokens than asked) and user-cancelled are "
                        "not errors")},
        {QStringLiteral("slo"),
         QStringLiteral("a request is good when it succeeded and meets every latency objective "
                        "of its class: TTFT, TPOT, E2E and queue time per request; ITL: the share "
                        "of its gaps within the threshold is at least the ITL attainment target. "
                        "Attainment per objective = share of the measured requests (ITL: of "
                        "gaps) within the threshold, failed requests counting as outside. The "
                        "run meets the SLO when every objective reaches its attainment and the "
                        "error rate is within max_error_rate. Goodput = good requests / window "
                        "seconds. User-cancelled requests are left out")},
    };
}

} // namespace llmcap
