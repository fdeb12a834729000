#pragma once

#include "plan/CapacityPlan.h"

#include <QCoreApplication>

namespace llmcap {

struct PlanInput;

// Turns a sizing request, the deployment inputs and the sustainable load per replica into a
// replica plan (sizing guide, "Turning the benchmark into a capacity plan"). Whatever the
// request leaves open is filled with a typical value, listed as an assumption, and makes the plan
// preliminary with a range.
class CapacityPlanner
{
    Q_DECLARE_TR_FUNCTIONS(CapacityPlanner)

public:
    // Defaults for platform facts the inputs do not give.
    static constexpr int kDefaultGpusPerNode = 8;
    static constexpr int kDefaultFailureDomains = 3;
    static constexpr double kDefaultStartupS = 300;
    static constexpr double kDefaultRecoveryMin = 10;
    static constexpr int kDefaultHorizonMonths = 12;

    static CapacityPlan plan(const PlanInput &input);
};

} // namespace llmcap
