#pragma once

#include "util/Result.h"
#include "validation/FleetSimulation.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// How a fleet validation's offered load varies over its duration (issue 19), as a share of its
// peak (the plan's projected peak, or --rate):
//   flat     the peak throughout (the default: the strictest test of a static fleet);
//   diurnal  a day compressed into the duration: the trough at both ends, the peak at the middle,
//            and the mean at peak / peakToAverage (the sizing request's peak_to_average);
//   bursts   the average (peak / peakToAverage) with bursts at the peak lasting burstS (the
//            request's burst_s), one every burstEveryS, the first burstEveryS / 2 in; with the
//            diurnal profile too, the diurnal curve between bursts.
// The shape is fixed (no randomness); the arrivals are drawn at the shape's mean rate with the
// plan's seeded arrival process and moved onto the shape through its cumulative rate (a time
// warp), so the same seed gives the same arrivals and their count stays the mean x duration.
struct LoadShape
{
    Q_DECLARE_TR_FUNCTIONS(LoadShape)

public:
    bool diurnal = false;
    double peakToAverage = 1;
    double burstS = 0; // 0: no bursts
    double burstEveryS = 600;

    bool isFlat() const { return !diurnal && !(burstS > 0); }
    // Everything that makes the shape unusable for a duration, as one line.
    Status check(double durationS) const;
    // The rate at t (seconds from the start) as a share of the peak, in [0, 1].
    double shareAt(double t, double durationS) const;
    // The mean share over the duration (1 for a flat shape).
    double meanShare(double durationS) const;
    // "diurnal (peak-to-average 2.5), bursts of 120s every 10m"; "flat" when flat.
    QString describe() const;
    // Moves arrivals drawn at meanShare x peak onto the shape, in place; arrivals after the
    // duration keep their distance from its end.
    void warp(std::vector<FleetArrival> &arrivals, double durationS) const;

private:
    double diurnalShare(double t, double durationS) const;
    bool inBurst(double t) const;
};

} // namespace llmcap
