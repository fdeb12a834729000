#pragma once

#include "sim/StepStall.h"

#include <QtGlobal>

#include <vector>

namespace llmcap {

// One decode gap as the stall fit sees it: the engine step it ended (an index into
// ClientTimeline::stepEnds), how much longer it was than the fitted step time, and how much
// longer it and the same request's next gap together were than their two fitted steps.
struct StallGap
{
    int step = 0;
    double excessSec = 0;
    double excessWithNextSec = 0;
};

// What the stall fit found: the stall model the twin runs with, and what it rested on.
struct StallFitResult
{
    StepStall stalls; // probability 0 when none were seen
    qint64 stepsObserved = 0;
    qint64 stalledSteps = 0;
    double thresholdSec = 0; // a step longer than its fit by more than this paused
    double largestSec = 0;   // the longest pause seen
    bool capSeen = false;    // two or more pauses reached it: a cut-off, the cap
};

// Heavy-tailed pauses of whole engine steps (a shared CPU, a garbage collector, a noisy
// neighbour; issue 34) as a client sees them: every stream decoding in a step receives its
// token late by the same pause, and the following gap is a normal step. A client that paused
// (or a chunk that reached it late) looks alike for one gap, but its next gap is short by as
// much, since the server went on meanwhile; so a step counts as stalled only when its gaps and
// their next gaps together still exceed their fitted steps by more than the threshold: the
// larger of six robust standard deviations of the decode fit (`noiseSec`) and one typical step.
// The pauses are fitted as a Pareto distribution by maximum likelihood (scale the smallest
// pause seen, shape from the logs), capped at the longest pause seen where two or more pauses
// reached it (a cut-off), else at twice it, with a
// probability per engine step of the stalled steps over those observed. Fewer than ten
// stalled steps give no stall model (a deterministic engine shows a handful where its prefill
// accounting misses): the twin then has none.
StallFitResult fitStalls(const std::vector<StallGap> &gaps, double noiseSec, double typicalStepSec);

// A bootstrap draw of a stall model: probability and shape drawn from their sampling spread
// over `stalledSteps` pauses, a seed of its own so that every draw stalls at other steps. Unless
// the pauses piled up at a cap (capSeen), the longest pause of a long run is not the longest a
// sweep saw: each draw's cap is the longest of `stalledSteps` pauses drawn from its Pareto
// without a cap, at least the longest seen and at most four times it.
StepStall drawStalls(const StepStall &central, qint64 stalledSteps, bool capSeen, quint64 key);

} // namespace llmcap
