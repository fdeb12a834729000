#pragma once

#include "sweep/BoundarySearch.h"
#include "sweep/EarlyStopping.h"
#include "sweep/SaturationDetector.h"
#include "sweep/SteadyWindow.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace llmcap {

// How one objective fared in a step: n judged (requests, or token gaps for ITL), misses of them
// outside the threshold, and the target share.
struct ObjectiveTally
{
    QString label; // "TTFT p99 <= 500 ms", for reasons
    qint64 judged = 0;
    qint64 misses = 0;
    double targetPct = 99;
    // A run-duration objective (issue 18): judged counts runs (RunDurationTally), not requests.
    bool countsRuns = false;
    // An ITL objective: judged counts token gaps (SloEvaluator pools them), not requests.
    bool countsGaps = false;

    double attainmentPct() const
    {
        return judged > 0 ? 100.0 * double(judged - misses) / judged : 0;
    }
};

// Everything a step's pass/fail rests on, gathered from the run's metrics and server samples.
struct StepSignals
{
    bool clientLimited = false;
    QString clientLimitedDetail;
    // The call objectives, then (run classes, issue 18) each class's run-duration objective.
    QList<ObjectiveTally> objectives;
    qint64 requestsDue = 0; // in the measurement window
    // Requests the whole window was due to measure, its unsteady start included: what the
    // plan gave the step for Limits::minRequests (0: requestsDue). A steady part cropped a few
    // requests short of the minimum still gives a verdict (issue 34: a step judged at the load
    // it offered, not failed for a count its plan met).
    qint64 windowRequestsDue = 0;
    qint64 requestsFailed = 0; // errors, timeouts and shed requests among them
    double maxErrorRatePct = 1.0;
    SaturationVerdict saturation;
    bool serverMetrics = false;
    qint64 preemptions = 0;
    qint64 completed = 0;
    // Completions per second over the settled part of the window (from one median E2E in, at
    // most half of it): over the whole window they trail arrivals by the ramp-up whenever the
    // warm-up is shorter than an E2E. 0 from interimSignals.
    double completedRps = 0;
    double kvPinnedShare = 0; // share of server samples with KV usage >= 0.98
    // A step of a workload with run classes: its arrivals are runs, and Limits::minRequests
    // counts the runs scheduled in its window (runsDue), not the calls they sent.
    bool runPlan = false;
    qint64 runsDue = 0;
    // The steady part of the window the SLO tallies and error counts were taken over; a step
    // that never reached a steady state fails (issue 16). Default: steady, the whole window.
    SteadyWindow steady;
};

struct StepJudgement
{
    StepVerdict verdict = StepVerdict::Fail;
    double sloMarginPct = 0; // see StepOutcome; NaN when the step failed for a non-SLO reason
    double sloMissRatio = 0; // see StepOutcome; NaN as sloMarginPct
    QStringList reasons;     // why it failed (or was invalid); empty on a pass
};

// Decides sweep steps (issue 5): a step fails on attainment below target, over-saturation,
// an error or timeout rate above the limit with confidence, preemptions or KV usage pinned near
// full; a client-limited step is invalid, never a pass. A verdict needs enough requests to be
// one (issue 16): a step with fewer than Limits::minRequests due in its window never passes; it
// fails with the reasons it failed with confidence, or else because it measured too few. While
// a step runs, earlyDecision() applies binomial early stopping so a clear result ends it early
// and a marginal one runs to its maximum duration.
class StepJudge
{
    Q_DECLARE_TR_FUNCTIONS(StepJudge)

public:
    struct Limits
    {
        double confidence = 0.99; // of a fail decided on fewer than minRequests
        // A step passes only with at least this many requests due in its window
        // (SweepConfig::minStepRequests; runs for a run plan, StepSignals::runsDue); 0 judges
        // any count.
        qint64 minRequests = 0;
        // The error and timeout rate fails a step only when it lies above the SLO's limit with
        // this confidence (one-sided binomial test): one error among 19 requests does not.
        double errorConfidence = 0.95;
        // A pass must also hold with this one-sided confidence (notConfirmed); 0: the attainment
        // reaching the target is enough. Confirmation runs set it (BoundarySearch::Config::
        // confirmConfidence).
        double passConfidence = 0;
        double maxPreemptionShare = 0.01; // preemptions per completed request
        double maxKvPinnedShare = 0.5;    // of server samples at >= 98 % KV usage
    };

    static StepJudgement judge(const StepSignals &signals, const Limits &limits);
    static StepJudgement judge(const StepSignals &signals) { return judge(signals, Limits{}); }

    // During a step: Pass when every objective and the error rate pass with confidence, Fail as
    // soon as one fails with confidence, Undecided otherwise.
    // With dispersion d > 1 (misses cluster in busy periods, so n requests carry the evidence of
    // about n / d independent ones) every count is divided by d first: the step then runs until
    // its attainment is known as precisely as the decision needs, not as a binomial count claims.
    static EarlyStopping::Decision earlyDecision(const StepSignals &signals, double confidence,
                                                 double dispersion = 1);

    // For a step that passed: why it does not hold with the one-sided confidence (a latency
    // objective whose misses, scaled down by their dispersion over the steady window, do not
    // show the target met), or empty when it holds.
    static QString notConfirmed(const StepSignals &signals, double confidence);
};

} // namespace llmcap
