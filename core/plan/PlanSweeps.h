#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"
#include "util/Result.h"

#include <QCoreApplication>

namespace llmcap {

class Database;

// The stored sweeps a plan divides by, the one way `llmcap-cli plan --sweep` and
// `llmcap-cli validate --sizing FILE --sweep ID` take them: a sweep's boundary becomes the
// sustainable load, and the plan is checked against every sweep its loads name.
class PlanSweeps
{
    Q_DECLARE_TR_FUNCTIONS(PlanSweeps)

public:
    // Takes the sustainable load from stored sweep spec ("ID" for every envelope, "ENVELOPE=ID"
    // for one) into input's deployment; returns the sweep.
    static Result<SweepSummary> apply(Database &db, PlanInput &input, const QString &spec);
    // The plan of input, checked against the stored sweeps its loads name (SweepFit).
    static CapacityPlan plan(Database &db, const PlanInput &input);
};

} // namespace llmcap
