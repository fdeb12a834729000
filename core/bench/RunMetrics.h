#pragma once

#include "bench/LatencySketch.h"
#include "bench/LatencySummary.h"
#include "records/RequestRecord.h"
#include "records/RunWindow.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>

#include <memory>
#include <utility>
#include <vector>

namespace llmcap {

class MetricSetAccumulator;
class Slo;

// The metrics of one run, or of one class of it.
struct MetricSet
{
    QString className; // empty: every class

    // Measured requests: those scheduled inside the window.
    qint64 due = 0;
    qint64 sent = 0;
    qint64 succeeded = 0; // complete, or stopped early
    qint64 stoppedEarly = 0;
    qint64 cancelled = 0; // by the simulated user
    qint64 errors = 0;    // connect, timeout, 4xx, 429, 5xx, stream broken, parse
    qint64 shed = 0;      // 429 and 503 answers
    qint64 clientQueued = 0;
    QMap<QString, qint64> outcomes; // ErrorCategories::key -> requests
    double errorRatePct = 0;        // errors / (due - cancelled)

    LatencySummary ttft;
    LatencySummary itl;
    LatencySummary tpot;
    LatencySummary e2e;
    LatencySummary scheduleLag;
    LatencySummary queue;          // server-reported per-request queue time
    LatencySummary clientOverhead; // client TTFT - server-reported TTFT

    // Rates over the window: offered = scheduled, sent = dispatched, completed = succeeded
    // requests that ended inside it (any phase); tokens of those completions.
    double offeredRps = 0;
    double sentRps = 0;
    double completedRps = 0;
    double inputTokensPerS = 0;
    double outputTokensPerS = 0;
    qint64 promptTokens = 0; // usage of the measured, succeeded requests
    qint64 completionTokens = 0;
    qint64 cachedTokens = 0;

    QJsonObject toJson() const;
};

// Run metrics as pure functions of the request records (the CLI, sweeps and the GUI compute
// them the same way). Latencies count the measured requests: TTFT and ITL of succeeded and
// user-cancelled requests (up to the cancel), TPOT and E2E of succeeded ones, schedule lag of
// every sent one.
class RunMetrics
{
    Q_DECLARE_TR_FUNCTIONS(RunMetrics)

public:
    struct Options
    {
        double scheduleLagBoundMs = 5.0; // as set; see lagBoundFor()
        bool closedLoop = false;
        int promptOverheadTokens = 0; // the chat template's tokens, as calibrated
    };

    // The lag bound a run is judged by: the setting, raised to 2 % of the strictest TTFT or
    // E2E threshold of the SLO (the objectives a lag adds to; a lag far below them cannot shape
    // the result).
    static double lagBoundFor(double settingMs, const Slo *slo);

    RunWindow window;
    bool closedLoop = false;
    double scheduleLagBoundMs = 5.0;
    MetricSet overall;
    QList<MetricSet> classes;
    // More than 1 % of the measured requests (and at least two), or the median, lagged beyond
    // the bound: the client, not the server, shaped the load; the run is invalid. With 100 or
    // more requests that is the p99 above the bound; with fewer, one hiccup (the p99 of 22
    // samples is their maximum) is a warning, not a verdict.
    bool clientLimited = false;
    qint64 lagsOverBound = 0; // measured requests whose schedule lag exceeded the bound
    // Measured requests whose prompt_tokens differ from the plan by more than the template's
    // overhead allows (issue 20: a 1,024-token server kept 596 of 1,100 planned tokens and
    // nothing said so); the one furthest off among them, as tokens counted of planned.
    qint64 promptsOffPlan = 0;
    qint64 worstKeptTokens = -1;
    int worstPlannedTokens = 0;
    // A request's prompt_tokens off its plan: more than the template overhead (at least 8
    // tokens) plus 2 % of the plan away from it, either way.
    static bool promptOffPlan(const RequestRecord &record, int overheadTokens);

    // Exact percentiles over any count (the records are in memory already); a run in progress
    // accumulates them instead (RunMetricsAccumulator).
    static RunMetrics compute(const std::vector<RequestRecord> &records, const RunWindow &window,
                              const Options &options);
    static MetricSet computeSet(const std::vector<const RequestRecord *> &records,
                                const RunWindow &window, const QString &className);

    // The run is invalid when it was client-limited or no measured request succeeded.
    bool isValid() const { return !clientLimited && overall.succeeded > 0; }
    QStringList problems() const;
    // Percentiles resting on too few samples.
    QStringList warnings() const;

    QJsonObject toJson() const;
    // The metric definitions llmcap prints in every export (domain reference §1).
    static QJsonObject definitions();
};

// RunMetrics over records as they come (issue 37: memory that stays flat over a run of any
// length). Each record is judged against the window as it stands when it is added, with the
// instant the window decides on (MeasuredRecords::instantNs); result() divides by the window
// given then. A run's window only moves its start once, before any measured record ends, and
// its end back to the moment of a stop, after every record added had ended: the result is
// RunMetrics::compute's over the same records, to the bit while the latencies stay within
// the sketches' exact limit (LatencySketch).
class RunMetricsAccumulator
{
public:
    explicit RunMetricsAccumulator(const RunMetrics::Options &options,
                                   qint64 exactLimit = LatencySketch::kExactSamples);
    ~RunMetricsAccumulator();
    RunMetricsAccumulator(const RunMetricsAccumulator &) = delete;
    RunMetricsAccumulator &operator=(const RunMetricsAccumulator &) = delete;

    void add(const RequestRecord &record, const RunWindow &window, qint64 instantNs);
    RunMetrics result(const RunWindow &window) const;

private:
    RunMetrics::Options m_options;
    qint64 m_exactLimit;
    std::unique_ptr<MetricSetAccumulator> m_overall;
    std::vector<std::pair<QString, std::unique_ptr<MetricSetAccumulator>>> m_classes;
    qint64 m_sent = 0;
    qint64 m_lagsOverBound = 0;
    qint64 m_promptsOffPlan = 0;
    qint64 m_worstKeptTokens = -1;
    int m_worstPlannedTokens = 0;
};

} // namespace llmcap
