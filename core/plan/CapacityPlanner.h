#pragma once

#include "plan/CapacityPlan.h"
#include "plan/SweepSummary.h" // complete for the default argument of plan()

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

    // sweeps: the stored sweeps the sustainable loads name (SweepSummary::attachedTo). A load
    // taken from one of them is checked against the request (SweepFit): a sweep of another
    // workload, SLO or serving configuration, an unfinished one, or one that found only a lower
    // bound is listed as a mistake naming what differs, and keeps the plan preliminary.
    static CapacityPlan plan(const PlanInput &input, const QList<SweepSummary> &sweeps = {});
};

} // namespace llmcap
