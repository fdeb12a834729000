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

    static BoundaryEstimate from(const BoundarySearch &search, double confidence = 0.95);
    QJsonObject toJson() const;

private:
    static BoundaryEstimate fromSearchRuns(const BoundarySearch &search, double confidence);
};

} // namespace llmcap
