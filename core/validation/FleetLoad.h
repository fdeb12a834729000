#pragma once

#include "bench/RunDispatcher.h"
#include "bench/RunPlan.h"
#include "records/RunOutcome.h"
#include "validation/FleetSimulation.h"

#include <utility>
#include <vector>

namespace llmcap {

// The arrivals a fleet validation offers, from the same RunPlan a benchmark run sends (the
// workload's classes, lengths and shared prefixes, on the plan's seeded arrival process), so a
// virtual fleet drill sees what a live one would. A request plan's arrivals are fixed
// (fromPlan); a run plan's calls depend on each other's ends (FleetRunFeed).
class FleetLoad
{
public:
    // Every planned arrival, warm-up included, times from the plan's start instant.
    static std::vector<FleetArrival> fromPlan(const RunPlan &plan);
};

// A run plan's calls as a fleet's feed: runs start at the plan's times and each call falls due
// when the calls it waits for have ended, plus its offset (RunDispatcher, as LoadGenerator and
// the virtual step send them), so the fleet sees an agent's closed loop within each run. Every
// call carries its run as session key (session affinity keeps a run on one replica); a call
// that continues its run's conversation shares that conversation as its prefix (the run's key
// as prefix group), one that names a prefix group shares the group's tokens, and any other
// call's prompt starts its run's conversation. After the window, runs go on starting at the same
// pace until the measured runs have ended, then the rest are cancelled. A failed call (shed,
// lost, refused) fails its run. Indices are the plan's record indices.
class FleetRunFeed : public FleetFeed
{
public:
    explicit FleetRunFeed(const RunPlan &plan); // the plan outlives the feed

    double nextAtSec() const override;
    bool take(double nowSec, FleetArrival *arrival, qint64 *index) override;
    void ended(qint64 index, const FleetRequest &request, double nowSec) override;

    // Every call taken, indexed like the fleet result's requests (a gap: never taken).
    const std::vector<FleetArrival> &arrivals() const { return m_arrivals; }
    // False for the calls of warm-up runs and of runs started after the window.
    bool isMeasured(qint64 index) const { return m_measured.at(size_t(index)) != 0; }
    // The runs that ended since the last call.
    std::vector<RunOutcome> takeOutcomes() { return m_dispatcher.takeOutcomes(); }

private:
    RunDispatcher m_dispatcher;
    qint64 m_windowEndNs = 0;
    bool m_stopped = false;
    std::vector<FleetArrival> m_arrivals;
    std::vector<std::pair<int, int>> m_callOf; // per index: run, call
    std::vector<quint8> m_measured;
};

} // namespace llmcap
