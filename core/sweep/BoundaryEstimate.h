#pragma once

#include "sweep/BoundarySearch.h"
#include "sweep/SweepTwin.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace llmcap {

// The sustainable rate of one replica with its uncertainty, from a BoundarySearch (issue 16).
//
// Method kAttainmentFit: every step within kFitWindow of the bracket, the confirmation runs
// included, gives each SLO constraint's misses at its rate; AttainmentFit fits the miss share
// against the rate over all of them (weighted by each step's count over the dispersion of its
// misses, scaled by the steps' spread around the curve) and inverts it where the share reaches
// what the SLO allows. The boundary is the lowest such rate over the constraints, with Fieller's
// interval at `confidence`, widened to cover the edge pairs' interval too; plans use the lower
// end of the fit's 90 % interval (kPlannedQuantile = 5 % below), and after a confirmation at most
// the rate its long run held at.
//
// Method kEdgePairs, when the fit cannot be made (steps stored before their counts were kept,
// no misses near the boundary, a curve that does not rise with the rate): each repetition pairs
// a run at the last passing rate with one at the first failing rate; where both report their
// SLO margin, the pair's boundary is where the margin crosses zero by linear interpolation, else
// it is taken from the verdicts. The boundary is the mean of the pairs with a Student-t interval;
// with a single pair the interval is the bracket itself. Plans use the lower bound.
//
// Method kTwin (issue 34, the default): a service model fitted to every request the steps
// measured, checked against each step, simulated for long runs on the sweep's workload
// (SweepTwin, applyTwin). Its boundary, interval and planned rate replace the empirical ones
// when the check passed; the empirical figures are kept beside it (empirical*), and are what
// the sweep uses, marked as such, when the twin failed its check or could not be fitted.
//
// Either way, when a confirmation ran and none of its runs held, the estimate is unsafe.
struct BoundaryEstimate
{
    Q_DECLARE_TR_FUNCTIONS(BoundaryEstimate)

public:
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
    // The confirmation run at a twin's planned rate missed the SLO's confidence test, yet the
    // twin refitted with it reproduced every step (BoundarySearch::modelConfirmed).
    bool modelConfirmed = false;
    // ... and the rate of that run: plans use at most it (0: none, or stored before).
    double modelConfirmRps = 0;
    double plannedQuantile = 0.025;
    QString method = QString::fromLatin1(kEdgePairs);
    static constexpr const char *kEdgePairs = "edge-pairs";
    static constexpr const char *kAttainmentFit = "attainment-fit";
    static constexpr const char *kTwin = "twin";
    // The sweep's twin, when one was made (twin.fitted or twin.problem set), and the empirical
    // estimate it replaced (empiricalMethod empty: the twin did not replace it).
    SweepTwin twin;
    bool twinTried() const { return twin.fitted || !twin.problem.isEmpty(); }
    bool usesTwin() const { return method == QLatin1String(kTwin); }
    QString empiricalMethod;
    double empiricalMeanRps = 0, empiricalLowerRps = 0, empiricalUpperRps = 0,
           empiricalPlannedRps = 0;
    // Takes the twin's boundary when it passed its check: mean, interval and the planned rate
    // (at most what a confirmation held at, as the empirical one); keeps it for the record
    // otherwise. Rates on the sweep's clock.
    void applyTwin(const SweepTwin &twin);
    // "twin (calibrated to the sweep's requests, checked on 15 steps)", "attainment fit
    // (empirical: the twin failed its check on 3 steps)", ...: the method as a reader reads it.
    QString methodText() const;
    // Why the fit was not used ("too few steps near the boundary"); empty when it was.
    QString fitProblem;
    double fitDispersion = 0;      // the between-step scale of the fit (>= 1); 0 without a fit
    int fittedSteps = 0;           // steps the fit used
    double medianStepRequests = 0; // judged requests of the median step the fit used

    static BoundaryEstimate from(const BoundarySearch &search, double confidence = 0.95);
    QJsonObject toJson() const;
    // Reads toJson(); an estimate stored before the planned rate and method were kept plans at
    // its lower bound by the edge-pair method.
    static BoundaryEstimate fromJson(const QJsonObject &json);

    // Steps within this factor of the bracket [last pass, first fail] enter the fit.
    static constexpr double kFitWindow = 1.25;
    // The planned rate's quantile with the fit: the lower end of a 90 % interval.
    static constexpr double kPlannedQuantile = 0.05;

private:
    QJsonObject toJsonCore() const;
    static BoundaryEstimate fromSearchRuns(const BoundarySearch &search, double confidence);
    // Replaces the edge-pair numbers by the attainment fit over every step when it holds.
    void fitSteps(const BoundarySearch &search);
};

} // namespace llmcap
