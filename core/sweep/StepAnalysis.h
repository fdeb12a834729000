#pragma once

#include "bench/RunResult.h"
#include "bench/RunSummary.h"
#include "records/RequestRecord.h"
#include "servermetrics/ServerMetricsSample.h"
#include "sweep/StepJudge.h"
#include "sweep/SweepStep.h"

#include <vector>

namespace llmcap {

class Slo;

// Requests in flight (including those waiting behind the client's cap) at one instant of a
// step, from the run's start instant.
struct InFlightSample
{
    qint64 tNs = 0;
    double inFlight = 0;
};

// Turns one step's measurements into what StepJudge decides on, and the finished step into
// the SweepStep that is stored and charted. Pure functions of the data.
class StepAnalysis
{
public:
    // After the step: every signal over the run's measurement window. With run classes
    // (result.runSummary) the run-duration tallies follow the call objectives (over the whole
    // window: a run spans the steady crop of the calls), and runsDue is set.
    static StepSignals finalSignals(const RunResult &result,
                                    const std::vector<RequestRecord> &records,
                                    const std::vector<ServerMetricsSample> &samples,
                                    const std::vector<InFlightSample> &inFlight, const Slo &slo,
                                    const SaturationDetector::Options &saturation);

    // While the step runs: the SLO tallies of the requests scheduled in [windowStartNs,
    // cutoffNs). With unfinishedAreMisses, those not finished yet (dueBeforeCutoff minus the
    // finished ones) count as misses of every objective, so an early pass is never premature;
    // without, they are left out, so an early fail rests only on what already failed.
    static StepSignals interimSignals(const std::vector<RequestRecord> &records,
                                      qint64 windowStartNs, qint64 cutoffNs, qint64 dueBeforeCutoff,
                                      const Slo &slo, bool unfinishedAreMisses);
    // The same from SLO tallies already taken over [windowStartNs, cutoffNs) (InterimSloTally).
    static StepSignals interimSignals(const SloResult &tallied, qint64 dueBeforeCutoff,
                                      const Slo &slo, bool unfinishedAreMisses);

    // The step's row; its completed rate is the settled one of signals (finalSignals).
    static SweepStep summarize(int index, double rateRps, int repeat,
                               const StepJudgement &judgement, const StepSignals &signals,
                               const RunResult &result, bool endedEarly);

    static QList<ObjectiveTally> tallies(const SloResult &slo);
    // Each run class's run-duration tally (RunSummary::durationTallies) as an objective.
    static QList<ObjectiveTally> runTallies(const RunSummary &runs);
    // While a run-class step runs: the run-duration tallies of the runs scheduled in
    // [windowStartNs, cutoffNs) (runStartNs and runClass: every run of the plan, by start),
    // from the runs ended so far. cutoffNs lies at least the longest run-duration threshold
    // before now, so a run scheduled before it that has not ended has missed its threshold
    // already: it counts as a miss (for an early pass and an early fail alike).
    static QList<ObjectiveTally>
    interimRunTallies(const std::vector<RunOutcome> &ended, const std::vector<qint64> &runStartNs,
                      const std::vector<int> &runClass, const QStringList &classNames,
                      qint64 windowStartNs, qint64 cutoffNs, const Slo &slo);
    // Every SLO constraint's count for the estimators that pool steps (StepOutcome::tallies):
    // each objective, then the error rate unless it is unlimited, with the dispersion of its
    // misses over the steady window.
    static QList<MissTally> missTallies(const StepSignals &signals);
};

} // namespace llmcap
