#pragma once

#include "sweep/SweepStep.h"

#include <QCoreApplication>
#include <QString>

namespace llmcap {

// How a sweep step reads, in every front-end: the verdict word, the step's label, and the
// lines llmcap-cli prints as a step starts and ends. One translation context, so the GUI's
// table, the PDF report, `sweep` and `demo` say the same thing in the same words.
class StepText
{
    Q_DECLARE_TR_FUNCTIONS(StepText)

public:
    // A step whose window received arrivals this far (relative) from its label says so.
    static constexpr double kOfferedNote = 0.05;
    // "pass", "fail", "invalid".
    static QString verdict(StepVerdict verdict);
    // The same, from a stored key ("pass", "fail", "invalid").
    static QString verdict(const QString &key);
    // "3", "3 (repeat 1)", "3 (confirmation)".
    static QString label(int index, int repeat, bool confirm);

    // `sweep`: "step 3 starting at 4 req/s (confirmation, 120 s)", with the window the run
    // was planned to measure (SweepController::stepWindowS).
    // With run classes (callsPerRun > 0, the expected calls of a run) the rate counts runs:
    // "step 3 starting at 0.4 runs/s (about 4.4 calls/s)".
    static QString starting(int index, double rateRps, int repeat, bool confirm, double windowS,
                            double callsPerRun = 0);
    // `sweep`: one aligned line with the p99 latencies, attainment, goodput and window, then
    // the reasons it failed, one per indented line.
    static QString line(const SweepStep &step);
    // A step with run classes: its run figures, for line() ("runs: 0.4 runs/s (4.4 calls/s)
    // offered, ..."); empty without.
    static QString runLine(const SweepStep &step);
    // The steady-state verdict: "steady", "steady from 12.5 s" (the window was cropped there),
    // "not steady".
    static QString steadiness(const SweepStep &step);
    static QString steadiness(bool steady, double steadyStartS);
    // "in flight 6.2 (p95 9, Little 6.1)"; empty when not measured.
    static QString concurrency(const SweepStep &step);
    // `demo`: a sentence with the p95 latencies (and the steady verdict unless the whole
    // window was steady), then the reasons.
    static QString sentence(const SweepStep &step);
    // `sweep`, `demo`: between steps, "fitting the twin to the requests of 3 steps and
    // simulating its long runs".
    static QString modeling(int steps);
};

} // namespace llmcap
