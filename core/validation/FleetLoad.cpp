#include "validation/FleetLoad.h"

namespace llmcap {

std::vector<FleetArrival> FleetLoad::fromPlan(const RunPlan &plan)
{
    std::vector<FleetArrival> out;
    out.reserve(size_t(plan.arrivals()));
    for (qint64 i = 0; i < plan.arrivals(); ++i) {
        const PlannedRequest r = plan.request(i);
        FleetArrival a;
        a.arrivalSec = double(plan.scheduledNs(i)) / 1e9;
        a.promptTokens = r.inputTokens;
        a.outputTokens = r.outputTokens;
        a.prefixGroup = r.prefixKey;
        a.prefixTokens = r.prefixTokens;
        a.classIndex = r.classIndex;
        out.push_back(a);
    }
    return out;
}

} // namespace llmcap
