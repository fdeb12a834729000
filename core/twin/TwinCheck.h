#pragma once

#include "records/RequestRecord.h"
#include "records/RunWindow.h"
#include "slo/Slo.h"
#include "twin/ServiceModel.h"

#include <QCoreApplication>
#include <QString>

#include <limits>
#include <vector>

namespace llmcap {

// One figure of one step: what was measured and the twin's 95 % predictive band for it.
struct TwinFigure
{
    QString name; // "TTFT p95 attainment", "TTFT p99", "peak in flight", ...
    double measured = 0;
    double predicted = 0; // median over draws
    double low = 0, high = 0;
    bool inside() const { return measured >= low && measured <= high; }
};

struct TwinStepCheck
{
    int step = 0;
    double offeredRps = 0; // arrivals in the window per second
    qint64 requests = 0;   // judged (in the window)
    std::vector<TwinFigure> figures;
    bool pass = true;
    // The step failed an objective that every replay of the twin failed too (its band lies
    // wholly below the target): server and twin agree the step is past the boundary.
    bool bothFail = false;
    // Whether a step outside its band counts against the twin (TwinCheck::check).
    bool counted = true;
};

struct TwinCheckResult
{
    bool pass = false;
    std::vector<TwinStepCheck> steps;
    int nearestStep = -1; // the step nearest the predicted boundary
    // The twin's boundary error there: the factor by which the twin's rate must grow for it to
    // reach the measured attainment, minus 1 (> 0: the twin is optimistic). NaN when that step
    // met every objective fully (nothing to match) or the factor lies outside 0.25-4.
    double boundaryErrorRel = 0;
    // The twin's rate error pooled over the steps between half and kFarAbove times the predicted
    // boundary that did not meet every objective in full: each step's error as above, weighted by
    // the inverse square of its standard error (the rate span over which the twin moves its
    // attainment by the binomial spread of the step's requests). NaN with no such step, and for
    // a twin with stalls (one replay's error is mostly where its pauses fell).
    double modelErrorRel = std::numeric_limits<double>::quiet_NaN();
    double modelErrorSeRel = std::numeric_limits<double>::quiet_NaN();
    int modelErrorSteps = 0;
    QString summary; // one line, for the sweep's report
};

// Checks a fitted twin against the steps it was fitted on (issue 34): each step's arrivals are
// replayed through the twin exactly as sent (same send times, prompt and output lengths), once
// per draw of the fit, and the measured attainment per objective, the p99 of TTFT, TPOT and E2E
// and the peak count in flight must lie inside the draws' 2.5-97.5 % band. The twin replays
// without service noise, so the band is widened: attainments by the binomial spread of the
// step's own request count, latencies and the in-flight peak by a relative tolerance (at least
// twice the decode fit's residual) and an absolute floor of two decode steps (TPOT: a fifth of
// one).
//
// A step outside its band does not count against the twin when it lies far above the predicted
// boundary (kFarAbove), or above it with an objective that the step and every replay fail
// (bothFail): how far past the boundary a step is says little of where the boundary lies, and
// a server's overload (llama.cpp's prompt batches, a CPU shared with the client) is what a twin
// models least.
class TwinCheck
{
    Q_DECLARE_TR_FUNCTIONS(TwinCheck)

public:
    struct Options
    {
        Slo slo;
        int draws = 40;
        double toleranceRel = 0.10;
    };

    explicit TwinCheck(Options options);
    void addStep(const std::vector<RequestRecord> &records, const RunWindow &window);
    int stepCount() const { return int(m_steps.size()); }

    TwinCheckResult check(const ServiceModel &central, const std::vector<ServiceModel> &draws,
                          double predictedBoundaryRps) const;
    // check() in two parts: the replays of every step through the twin and its draws (the
    // costly part, whatever the boundary), and the verdict on them for a predicted boundary
    // (which steps count, the nearest one, the pooled error; replays of the central twin only).
    std::vector<TwinStepCheck> replaySteps(const ServiceModel &central,
                                           const std::vector<ServiceModel> &draws) const;
    TwinCheckResult judge(std::vector<TwinStepCheck> replayed, const ServiceModel &central,
                          double predictedBoundaryRps) const;

    static constexpr double kFarAbove = 1.5;

private:
    struct Step
    {
        std::vector<RequestRecord> records;
        RunWindow window;
    };
    TwinStepCheck checkStep(int index, const ServiceModel &central,
                            const std::vector<ServiceModel> &draws) const;
    // The rate factor minus 1 at which the central twin, replaying the step's arrivals
    // compressed by it, falls to the measured worst attainment margin.
    double boundaryError(const Step &step, const ServiceModel &central) const;
    // The step's error and its standard error from offsets of one binomial SD (NaN: none).
    std::pair<double, double> errorWithSe(const Step &step, const ServiceModel &central) const;

    Options m_options;
    std::vector<Step> m_steps;
};

} // namespace llmcap
