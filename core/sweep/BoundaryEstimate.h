#pragma once

#include "sweep/BoundarySearch.h"

#include <QJsonObject>

namespace llmcap {

// The sustainable rate of one replica with its uncertainty, from a finished BoundarySearch.
//
// Each repetition pairs a run at the last passing rate with one at the first failing rate; where
// both report their SLO margin, the pair's boundary is where the margin crosses zero by linear
// interpolation, else it is taken from the verdicts (the passing edge when they agree with the
// search). The boundary is the mean of the pairs with a Student-t confidence interval; with a
// single pair the interval is the bracket itself, and when any pair was decided by verdicts
// alone the interval covers at least the bracket. Plans use the lower bound (domain ref. §8).
// After a confirmation (BoundarySearch::Config::confirmS) the lower bound is at most the rate the
// long run held at; when none held, at most the lowest rate it tried.
struct BoundaryEstimate
{
    bool found = false;     // a passing rate exists
    bool bracketed = false; // a failing rate above it was found too
    double meanRps = 0;
    double lowerRps = 0;
    double upperRps = 0;
    double stddevRps = 0;
    int pairs = 0;
    double confidence = 0.95;
    double lastPassRps = 0;
    double firstFailRps = 0;
    double confirmedRps = 0;   // the long confirmation run held here (0: none held or ran)
    int confirmRuns = 0;       // confirmation runs made
    double confirmWindowS = 0; // their window
    // The rate plans use: the lower quantile plannedQuantile of the boundary's estimate (after
    // a confirmation, at most the rate it held at), and the method that produced the estimate:
    // kEdgePairs for the mean of the edge pairs (sweeps stored before the attainment fit).
    double plannedRps = 0;
    // No rate was shown to hold: a confirmation ran and none of its runs held. plannedRps is
    // then the lowest rate tried, which failed; a plan built on it is unsafe.
    bool unsafe = false;
    double plannedQuantile = 0.025;
    QString method = QString::fromLatin1(kEdgePairs);
    static constexpr const char *kEdgePairs = "edge-pairs";

    static BoundaryEstimate from(const BoundarySearch &search, double confidence = 0.95);
    QJsonObject toJson() const;
    // Reads toJson(); an estimate stored before the planned rate and method were kept plans at
    // its lower bound by the edge-pair method.
    static BoundaryEstimate fromJson(const QJsonObject &json);

private:
    static BoundaryEstimate fromSearchRuns(const BoundarySearch &search, double confidence);
};

} // namespace llmcap
