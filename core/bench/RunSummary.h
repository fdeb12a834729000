#pragma once

#include "bench/LatencySummary.h"
#include "records/RunOutcome.h"
#include "records/RunWindow.h"
#include "slo/Slo.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace llmcap {

// How the measured runs of one class fared against its run-duration objective: the same count
// a sweep step's verdict rests on (StepJudge's ObjectiveTally: label, judged, misses, target),
// so EarlyStopping and StepJudge can decide on it as on a latency objective.
struct RunDurationTally
{
    QString className; // empty: pooled over every class (they share one objective)
    RunObjective objective;
    qint64 judged = 0; // measured runs judged (see RunSummary for which)
    qint64 misses = 0; // of them, not completed within the threshold

    double targetPct() const { return objective.attainmentPct; }
    double attainmentPct() const
    {
        return judged > 0 ? 100.0 * double(judged - misses) / double(judged) : 0;
    }
    bool met() const { return judged > 0 && attainmentPct() >= targetPct(); }
    // "agent run duration p90 <= 120 s", for reasons and text.
    QString label() const;
    QJsonObject toJson() const;
};

// The runs of one run class, or of every class.
struct RunStats
{
    QString className; // empty: every class

    // Measured runs: scheduled inside the window, warm-up runs left out.
    qint64 due = 0;
    qint64 started = 0; // their first call was sent
    qint64 completed = 0;
    qint64 failed = 0;
    qint64 cancelled = 0;
    qint64 timedOut = 0; // timed out, or not ended when the outcomes were taken
    qint64 good = 0;     // completed within every run objective of their class
    // Totals over the measured runs, whatever their status.
    qint64 calls = 0;
    qint64 retries = 0;
    qint64 compactions = 0;

    // Distributions over the completed measured runs (a failed or cancelled run stops early,
    // so its calls and tokens would pull the figures of a whole run down). count = samples.
    LatencySummary durationMs; // first call's scheduled start to last call's end
    LatencySummary callsPerRun;
    LatencySummary retriesPerRun;
    LatencySummary compactionsPerRun;
    LatencySummary toolWaitMs;
    LatencySummary totalTokens;
    LatencySummary maxContextTokens;

    // Run-duration attainment; none when no objective applies (or, overall, when the classes'
    // objectives differ: each class then has its own).
    std::optional<RunDurationTally> duration;

    // Per second of the window: measured runs, those completed, those good.
    double offeredRunsPerS = 0;
    double completedRunsPerS = 0;
    double goodputRunsPerS = 0;

    QJsonObject toJson() const;
};

// Run-level metrics of a load run with run classes (issue 18), a pure function of its
// RunOutcomes, its measurement window and the SLO's run objectives; definitions in
// docs/metrics.md "Runs".
//
// Run-duration attainment judges each measured run against its class's objective: a run that
// completed within the threshold meets it; one that completed later, failed or timed out (or
// had not ended) misses it. A run the user cancelled is judged only when it had already run
// longer than the threshold when cancelled (its user waited past the objective: a miss);
// cancelled sooner, it is left out, as user-cancelled requests are, since the workload, not
// the server, ended it. Goodput counts the completed runs that met every run objective.
//
//   const RunSummary runs = RunSummary::compute(outcomes, classNames, window, slo);
//   for (const QString &line : runs.textLines())
//       out << line << '\n';
class RunSummary
{
    Q_DECLARE_TR_FUNCTIONS(RunSummary)

public:
    RunWindow window;
    QString sloName;
    RunStats overall;
    QList<RunStats> classes; // every class with an outcome, in class-index order

    // classNames maps RunOutcome::classIndex to the class's name (also the key of the SLO's
    // per-class objectives).
    static RunSummary compute(const std::vector<RunOutcome> &outcomes,
                              const QStringList &classNames, const RunWindow &window,
                              const Slo &slo = {});

    // Each class's run-duration tally, for a step verdict (StepSignals::objectives).
    QList<RunDurationTally> durationTallies() const;
    // One class's tally, or (empty name) the overall one; none without an objective.
    std::optional<RunDurationTally> durationTally(const QString &className = {}) const;
    // Every class's run-duration objective met, classes without a judged run aside (true when
    // no objective applies).
    bool durationMet() const;

    // Percentiles resting on too few samples.
    QStringList warnings() const;
    // {"window", "slo", "run_duration_met", "overall", "classes", "definitions"}.
    QJsonObject toJson() const;
    // The run metric definitions (docs/metrics.md "Runs"), carried in toJson().
    static QJsonObject definitions();
    // The lines `bench` prints and the GUI shows: counts, rates, duration percentiles with their
    // sample counts, per-run figures and attainment, overall and per class.
    QStringList textLines() const;
};

} // namespace llmcap
