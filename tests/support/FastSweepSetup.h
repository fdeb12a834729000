#pragma once

// The default sweep in seconds rather than minutes, for widget tests that run a real sweep
// against the built-in server: 8x server speed, steps of 1.5-3 s, coarse tolerance, no repeats,
// a lenient lag bound for a busy machine.

#include "sweep/SweepDefaults.h"
#include "sweep/SweepSetup.h"

namespace llmcap::test {

inline SweepSetup fastSweepSetup(const QString &name)
{
    SweepSetup s = defaultSweepSetup();
    s.simSpeed = 8;
    SweepConfig &c = s.config;
    c.name = name;
    c.bench.scheduleLagBoundMs = 1000;
    c.bench.scrapeIntervalMs = 250;
    Slo slo = SweepDefaults::slo();
    slo.objectives = {{SloMetric::Ttft, 1500, 90}, {SloMetric::Itl, 200, 90}};
    slo.maxErrorRatePct = 5;
    c.bench.slo = slo;
    c.bench.plan.workload = Workload::single(96, 32);
    c.search.startRps = 4;
    c.search.minRps = 1;
    c.search.tolerance = 0.3;
    c.search.repeats = 1;
    c.stepWarmupS = 0.5;
    c.minStepS = 1.5;
    c.maxStepS = 3;
    c.search.confirmS = 6;
    c.minStepRequests = 10;
    c.cooldownS = 0.2;
    return s;
}

} // namespace llmcap::test
