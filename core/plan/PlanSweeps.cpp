#include "plan/PlanSweeps.h"

#include "plan/CapacityPlanner.h"

namespace llmcap {

Result<SweepSummary> PlanSweeps::apply(Database &db, PlanInput &input, const QString &spec)
{
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    const QString envelope = eq > 0 ? spec.left(eq) : QString();
    auto found = SweepSummary::find(db, eq > 0 ? spec.mid(eq + 1) : spec);
    if (!found)
        return found;
    if (envelope.isEmpty())
        input.deployment.sustainable = found->sustainableLoad();
    else
        input.deployment.sustainablePerEnvelope.insert(envelope, found->sustainableLoad());
    return found;
}

CapacityPlan PlanSweeps::plan(Database &db, const PlanInput &input)
{
    return CapacityPlanner::plan(input, SweepSummary::attachedTo(db, input.deployment));
}

} // namespace llmcap
