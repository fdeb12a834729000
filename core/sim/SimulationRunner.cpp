#include "sim/SimulationRunner.h"

#include "sim/Clock.h"
#include "sim/SimPreset.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace llmcap {

int SimulationResult::gapIndex(double thresholdSec) const
{
    for (size_t k = 0; k < gapThresholdsSec.size(); ++k)
        if (std::abs(gapThresholdsSec[k] - thresholdSec) <= 1e-6)
            return int(k);
    return -1;
}

SimulationRunner::SimulationRunner(const EngineConfig &config, const StepTimeModel &model)
    : m_config(config)
    , m_model(model)
{}

SimulationRunner::SimulationRunner(const SimPreset &preset)
    : SimulationRunner(preset.engine, StepTimeModel(preset.stepTime))
{}

SimulationResult SimulationRunner::run(const std::vector<SimArrival> &arrivals) const
{
    VirtualClock clock;
    return run(arrivals, clock);
}

SimulationResult SimulationRunner::run(const std::vector<SimArrival> &arrivals, Clock &clock) const
{
    SimulationResult result;
    const size_t n = arrivals.size();
    result.requests.resize(n);
    result.errors.resize(n);
    result.completionOrder.reserve(n);

    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return arrivals[size_t(a)].arrivalSec < arrivals[size_t(b)].arrivalSec;
    });

    const size_t thresholds = m_gapThresholds.size();
    std::vector<double> lastTokenSec;
    if (thresholds > 0) {
        result.gapThresholdsSec = m_gapThresholds;
        result.gapsWithin.assign(n * thresholds, 0.0);
        result.gapsTotal.assign(n, 0.0);
        lastTokenSec.assign(n, -1.0);
    }

    SimEngine engine(m_config, m_model);
    auto record = [&](const SimRequestTiming &t) { result.requests[size_t(t.id)] = t; };
    size_t next = 0;
    double now = n > 0 ? std::max(0.0, arrivals[size_t(order[0])].arrivalSec) : 0.0;
    clock.advanceTo(now);
    while (now < m_horizonSec) {
        for (; next < n && arrivals[size_t(order[next])].arrivalSec <= now; ++next) {
            const int index = order[next];
            const SimArrival &a = arrivals[size_t(index)];
            SimRequest r;
            r.id = quint64(index);
            r.promptTokens = a.promptTokens;
            r.outputTokens = a.outputTokens;
            r.prefixGroup = a.prefixGroup;
            r.prefixTokens = a.prefixTokens;
            SimRequestTiming &t = result.requests[size_t(index)];
            t.id = r.id;
            t.arrivalSec = a.arrivalSec;
            t.promptTokens = a.promptTokens;
            const Status submitted = engine.submit(std::move(r), a.arrivalSec);
            if (!submitted) {
                result.errors[size_t(index)] = submitted.error();
                ++result.refused;
            }
        }
        const StepResult &step = engine.step(now);
        if (step.idle()) {
            if (next >= n)
                break;
            now = arrivals[size_t(order[next])].arrivalSec;
            if (now >= m_horizonSec)
                break;
            clock.advanceTo(now);
            continue;
        }
        clock.advanceTo(step.endSec());
        if (thresholds > 0) {
            const double end = step.endSec();
            for (const quint64 id : step.tokenEmitted) {
                double &last = lastTokenSec[size_t(id)];
                if (last >= 0) {
                    const double gap = end - last;
                    result.gapsTotal[size_t(id)] += 1;
                    double *within = &result.gapsWithin[size_t(id) * thresholds];
                    for (size_t k = 0; k < thresholds; ++k)
                        if (gap <= m_gapThresholds[k] + 1e-12)
                            within[k] += 1;
                }
                last = end;
            }
        }
        for (const SimRequestTiming &t : step.finished) {
            record(t);
            result.completionOrder.push_back(int(t.id));
        }
        now = step.endSec();
    }
    for (const SimRequestTiming &t : engine.pendingTimings()) {
        record(t);
        ++result.unfinished;
    }
    result.unfinished += int(n - next); // never arrived before the horizon
    result.endSec = std::min(now, m_horizonSec);
    result.steps = engine.counters().steps;
    result.counters = engine.counters();
    return result;
}

} // namespace llmcap
