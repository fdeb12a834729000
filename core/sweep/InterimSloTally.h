#pragma once

#include "bench/SloEvaluator.h"
#include "records/RequestRecord.h"
#include "slo/Slo.h"
#include "sweep/StepJudge.h"

#include <QList>

#include <vector>

namespace llmcap {

// The SLO tallies a running step's early decisions rest on, kept incrementally: each finished
// request is evaluated once when it arrives (add), and counted once its scheduled time falls
// before the moving cutoff (advance). A check is then O(requests that crossed the cutoff) instead
// of re-evaluating every record of the step, which at high rates would cost the GUI thread a
// full pass every half second. The tallies equal SloEvaluator::evaluate over the records
// scheduled in [windowStartNs, cutoffNs) (StepAnalysis::interimSignals), objective by objective.
class InterimSloTally
{
public:
    InterimSloTally(Slo slo, qint64 windowStartNs);

    // A request that just finished (warm-up and cancelled ones are ignored, as in the SLO).
    void add(const RequestRecord &record);
    // Counts the requests scheduled before cutoffNs; the cutoff only moves forward.
    void advance(qint64 cutoffNs);
    qint64 cutoffNs() const { return m_cutoffNs; }
    qint64 counted() const { return m_due; }

    // The result as SloEvaluator would give it (due, errors, objectives; no goodput).
    SloResult result() const;
    // See StepAnalysis::interimSignals.
    StepSignals signals(qint64 dueBeforeCutoff, bool unfinishedAreMisses) const;

private:
    struct Share
    {
        int entry;
        double samples;
        double within;
        bool reported;
    };
    struct Pending
    {
        qint64 scheduledNs;
        bool error;
        std::vector<Share> shares;
    };
    struct Entry
    {
        QString className;
        LatencyObjective objective;
        double samples = 0;
        double within = 0;
        bool reported = false;
    };

    int entryFor(const QString &className, const LatencyObjective &objective);
    void count(const Pending &p);

    Slo m_slo;
    RunWindow m_open; // [windowStart, far future): what the per-request evaluation admits
    qint64 m_cutoffNs;
    qint64 m_due = 0;
    qint64 m_errors = 0;
    QList<Entry> m_entries;
    std::vector<Pending> m_pending;   // a min-heap on scheduledNs
    std::vector<RequestRecord> m_one; // reused buffer for the one-request evaluation
};

} // namespace llmcap
