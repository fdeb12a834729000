#pragma once

#include "bench/RunPlan.h"
#include "validation/FleetSimulation.h"

#include <vector>

namespace llmcap {

// The arrivals a fleet validation offers, from the same RunPlan a benchmark run sends (the
// workload's classes, lengths and shared prefixes, on the plan's seeded arrival process), so a
// virtual fleet drill sees what a live one would. Open-loop request plans only; a run plan's
// calls depend on each other's ends and are not expanded here (issue 19 follow-up).
class FleetLoad
{
public:
    // Every planned arrival, warm-up included, times from the plan's start instant.
    static std::vector<FleetArrival> fromPlan(const RunPlan &plan);
};

} // namespace llmcap
