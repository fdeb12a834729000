#pragma once

#include "sim/EngineConfig.h"
#include "sim/SimEngine.h"
#include "sim/SimRequest.h"
#include "sim/StepTimeModel.h"

#include <QString>

#include <limits>
#include <vector>

namespace llmcap {

class Clock;
struct SimPreset;

// One request of a replayed arrival stream.
struct SimArrival
{
    double arrivalSec = 0;
    int promptTokens = 0;
    int outputTokens = 1;
    quint64 prefixGroup = 0; // requests of one group share their first prefixTokens tokens
    int prefixTokens = 0;
};

// The outcome of one replay. requests[i] belongs to arrivals[i]; its id is i.
struct SimulationResult
{
    std::vector<SimRequestTiming> requests;
    std::vector<QString> errors;      // per request: why it was refused, else empty
    std::vector<int> completionOrder; // arrival indices in the order they finished
    double endSec = 0;                // simulated time when the replay stopped
    qint64 steps = 0;
    EngineCounters counters;
    int refused = 0;
    int unfinished = 0; // still waiting or running at the horizon

    // Token gaps (ITL), when SimulationRunner::setGapThresholdsSec asked for them: per request
    // i, gapsTotal[i] gaps between consecutive output tokens, gapsWithin[i * K + k] of them at
    // or below gapThresholdsSec[k] (K thresholds).
    std::vector<double> gapThresholdsSec;
    std::vector<double> gapsWithin;
    std::vector<double> gapsTotal;
    // The index of a tracked threshold (within 1 us), or -1.
    int gapIndex(double thresholdSec) const;
};

// Replays a list of arrivals through a SimEngine under a clock: VirtualClock runs as fast as
// the CPU allows, RealTimeClock sleeps to the wall clock. The simulated timeline is the same
// under both: arrivals are submitted at their own times, each step starts when the previous
// one ends (or at the next arrival when the engine is idle).
class SimulationRunner
{
public:
    SimulationRunner(const EngineConfig &config, const StepTimeModel &model);
    explicit SimulationRunner(const SimPreset &preset);

    // Stops simulating at this simulated time; requests not finished by then are reported
    // with the timeline they reached. Default: run until every request has finished.
    void setHorizonSec(double sec) { m_horizonSec = sec; }
    // Counts each request's token gaps at or below these thresholds (ITL objectives), at the
    // cost of one pass over the tokens each step emits. Default: none.
    void setGapThresholdsSec(std::vector<double> thresholds)
    {
        m_gapThresholds = std::move(thresholds);
    }

    // Arrivals need not be sorted; they are replayed in order of arrival time (stable).
    SimulationResult run(const std::vector<SimArrival> &arrivals, Clock &clock) const;
    SimulationResult run(const std::vector<SimArrival> &arrivals) const;

private:
    EngineConfig m_config;
    StepTimeModel m_model;
    double m_horizonSec = std::numeric_limits<double>::infinity();
    std::vector<double> m_gapThresholds;
};

} // namespace llmcap
