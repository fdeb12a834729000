#pragma once

#include "sweep/SweepTwin.h"

// A twin as a sweep's estimate takes it: fitted, its boundary found, its check passed, with
// the boundary, interval and planned rate given (for the estimate's, result's and plan's tests).
inline llmcap::SweepTwin usedTwin(double boundaryRps, double lowerRps, double upperRps,
                                  double plannedRps)
{
    llmcap::SweepTwin twin;
    twin.fitted = twin.boundaryFound = twin.checkPassed = true;
    twin.boundaryRps = boundaryRps;
    twin.lowerRps = lowerRps;
    twin.upperRps = upperRps;
    twin.plannedRps = plannedRps;
    return twin;
}
