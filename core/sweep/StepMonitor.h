#pragma once

#include "bench/LoadGenerator.h"
#include "records/RequestRecord.h"
#include "records/RunOutcome.h"
#include "slo/Slo.h"
#include "sweep/InterimSloTally.h"
#include "sweep/StepAnalysis.h"

#include <QList>
#include <QStringList>

#include <vector>

namespace llmcap {

class RunPlan;
struct SweepConfig;

// Watches one sweep step while it runs and says when it may end early: the records are fed into
// an InterimSloTally as they arrive, and every half second of the step's clock, once minStepS of
// the window has passed and minStepRequests arrivals are due, StepJudge::earlyDecision tells
// whether the step already clearly passes or fails. It also samples the requests in flight for
// the saturation trend of the final judgement. One per step, made from the step's plan (its
// arrivals drive the decisions); lives on the controller's thread.
class StepMonitor
{
public:
    // confirm: a confirmation run, which may fail early but needs its whole window to pass.
    // dispersion: how much misses cluster in the sweep so far (missDispersion).
    StepMonitor(const SweepConfig &config, const RunPlan &plan, bool confirm, double dispersion);

    // Looks at the step's progress and the records and ended runs so far (all of them, in
    // arrival order; only the new ones are read). True once, when the step should end now.
    bool update(const LoadProgress &progress, const std::vector<RequestRecord> &records,
                const std::vector<RunOutcome> &runOutcomes);
    bool endedEarly() const { return m_endedEarly; }
    // The in-flight samples so far, for the step's final judgement.
    std::vector<InFlightSample> takeInFlight() { return std::move(m_inFlight); }

    // How much misses cluster in a sweep's steps so far: the mean over the steps that measured
    // it of their most clustered SLO constraint (MissTally::dispersion), 1 before any did, at
    // most 20. Early decisions divide their counts by it (StepJudge::earlyDecision).
    static double missDispersion(const QList<SweepStep> &steps);

private:
    Slo m_slo;
    double m_minStepS;
    qint64 m_minStepRequests;
    double m_confidence;
    bool m_confirm;
    double m_dispersion;

    std::vector<qint64> m_scheduledNs; // planned arrivals of the step
    // Run classes (issue 18): the arrivals above are runs; each one's class, and the names.
    bool m_runPlan = false;
    std::vector<int> m_runClass;
    QStringList m_classNames;
    qint64 m_windowStartNs = 0;
    std::vector<InFlightSample> m_inFlight;
    InterimSloTally m_tally;
    qsizetype m_recordsSeen = 0;
    qint64 m_lastCheckNs = 0;
    bool m_endedEarly = false;
};

} // namespace llmcap
