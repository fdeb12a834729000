#include "plan/SweepSummary.h"

namespace llmcap {

Result<SweepSummary> SweepSummary::find(Database &db, const QString &id)
{
    Q_UNUSED(db)
    // The seam for issue 5: read the sweep's steps and boundary from the run storage here.
    return Result<SweepSummary>::failure(
        tr("no sweep \"%1\" in this database: sweeps to the SLO boundary are not stored yet; "
           "give the sustainable load in the sizing file's deployment section instead")
            .arg(id));
}

void SweepSummary::setBoundary(const BoundaryEstimate &estimate)
{
    boundaryRps = estimate.found ? estimate.meanRps : 0;
    lowerRps = estimate.found ? estimate.lowerRps : 0;
    upperRps = estimate.found ? estimate.upperRps : 0;
}

SustainableLoad SweepSummary::sustainableLoad() const
{
    SustainableLoad s = SustainableLoad::fromSweep(id, boundaryRps, lowerRps, upperRps);
    s.notes = name;
    return s;
}

} // namespace llmcap
