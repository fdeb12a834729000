#pragma once

#include "bench/ArrivalProcess.h"
#include "sim/EngineConfig.h"
#include "sim/SimulationRunner.h"
#include "sim/StepTimeModel.h"
#include "slo/Slo.h"
#include "twin/ServiceModel.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace llmcap {

// Long-run SLO attainment of one simulated run: per objective of each class, the share of
// requests within the threshold (percent), and the smallest margin over its target.
struct TwinAttainment
{
    struct Objective
    {
        QString className;
        LatencyObjective objective;
        double judged = 0; // requests, or token gaps for ITL
        double attainmentPct = 0;
    };
    std::vector<Objective> objectives;
    qint64 requests = 0;
    double worstMarginPct = 0; // min over objectives of attainment - target; < 0 fails
    bool met() const { return worstMarginPct >= 0; }
};

// The long-run boundary a twin predicts: median over draws, interval, planned rate.
struct TwinBoundaryResult
{
    bool found = false;
    QString error;
    double boundaryRps = 0;            // median over draws and seeds
    double lowerRps = 0;               // 2.5 % quantile
    double upperRps = 0;               // 97.5 % quantile
    double plannedRps = 0;             // 5 % quantile: the rate plans use
    std::vector<double> boundariesRps; // one per draw and seed
    qint64 simulatedRuns = 0;
    qint64 requestsPerRun = 0;
    double cpuSeconds = 0;
    // The spread (sd of log rate) of one run's boundary over seeds of the central twin, and of
    // the draws' before it was taken out (TwinBoundary::estimate); 0 when not measured.
    double runNoiseRel = 0;
    double drawSpreadRel = 0;
    bool runNoiseRemoved = false;
    // Only one long run of the central twin was simulated, not its draws (the twin failed its
    // check first): the interval is not the fit's.
    bool centralOnly = false;
};

// Runs a fitted twin (ServiceModel, SimEngine in virtual time) on the sweep's own workload and
// arrival process for long runs, and inverts the long-run SLO attainment against the rate at
// the target (issue 34). Arrivals and lengths come from RunPlan, as the bench sends them: one
// seed gives the same requests at every rate (common random numbers), so attainment falls
// smoothly with the rate and bisection converges. Every draw of the fit gets its own seeds,
// and the spread one finite run adds (measured over seeds of the central twin) is taken out
// again: the interval is the fit's uncertainty about the long-run boundary, plus the noise of
// the draws' median.
//
// Objectives are judged from the simulated timelines with the definitions of domain.md §1
// (TTFT and E2E from the send time, TPOT as vLLM's, ITL over every token gap pooled as a step
// pools them). Requests the twin refuses count as misses.
class TwinBoundary
{
    Q_DECLARE_TR_FUNCTIONS(TwinBoundary)

public:
    struct Options
    {
        Workload workload;
        ArrivalProcess arrival;
        Slo slo;
        double runS = 3600;     // simulated arrivals per run (at the guessed rate) ...
        qint64 minRequests = 0; // ... at least this many; 0: 2,000 or 20 / (1 - strictest target)
        qint64 maxRequests = 20000; // and at most this many (CPU time)
        double warmupS = 5;         // not judged: the run starts from an idle server
        int draws = 30;             // parameter draws used (the first ones of the fit's)
        int seedsPerDraw = 1;
        int noiseSeeds = 8; // seeds of the central twin measuring one run's spread (< 3: none)
        quint64 seed = 1;
        double precision = 0.02; // relative width at which bisection stops
        double guessRps = 0;     // where to start; 0: from the central model
        int threads = 0;         // for the independent long runs; 0: one per hardware thread
    };

    explicit TwinBoundary(Options options);
    const Options &options() const { return m_options; }

    // The boundary over the central model and its draws (no draws: the central model alone,
    // seedsPerDraw seeds). firstSeedRps > 0: the central model's first seed, already found by
    // boundaryOf(.., 1) with these options, which is not simulated again.
    TwinBoundaryResult estimate(const ServiceModel &central, const std::vector<ServiceModel> &draws,
                                double firstSeedRps = 0) const;

    // The long-run boundary of any engine (the twin's, or a preset's for a reference): one
    // bisection per seed, starting at guessRps (0: a guess from a light-load run); the first
    // seed's boundary is firstSeedRps when that is > 0.
    TwinBoundaryResult boundaryOf(const EngineConfig &engine, const StepTimeModel &model, int seeds,
                                  double firstSeedRps = 0) const;

    // Long-run attainment of an engine at one rate and seed, requests arrivals long.
    TwinAttainment attainment(const SimulationRunner &runner, double rateRps, quint64 seed,
                              qint64 requests) const;
    // Judges a replayed run: arrivals (with their class names) and what the engine did.
    static TwinAttainment judge(const std::vector<SimArrival> &arrivals,
                                const std::vector<QString> &classNames,
                                const SimulationResult &result, const Slo &slo, double fromSec);
    // The distinct ITL thresholds of an SLO (seconds), and a runner that counts token gaps at
    // them, so that judge() takes ITL over every gap rather than on TPOT.
    static std::vector<double> itlThresholdsSec(const Slo &slo);
    static SimulationRunner runnerFor(const EngineConfig &engine, const StepTimeModel &model,
                                      const Slo &slo);
    // Takes one finite run's spread, seen in seedsRps (one boundary per seed of one model), out
    // of out->boundariesRps (one per draw): their deviations from the median shrink to what the
    // draws add beyond it, plus the median's own noise (estimate() does this).
    static void removeRunNoise(TwinBoundaryResult *out, const std::vector<double> &seedsRps);
    static void setQuantiles(TwinBoundaryResult *out); // from out->boundariesRps
    static constexpr int kMinDrawsToDeconvolve = 10;
    static constexpr double kRunNoiseDiscount = 0.8;
    // The twin's own model error (sd of log rate), measured by the validation report and added
    // to the fit's spread when the run spread is taken out (removeRunNoise).
    static constexpr double kModelErrorRel = 0.015;

private:
    struct Plan
    {
        std::vector<SimArrival> unitArrivals; // at rate 1
        std::vector<QString> classNames;
    };
    Plan plan(quint64 seed, qint64 requests) const;
    double bisect(const SimulationRunner &runner, const Plan &plan, double guessRps, double growth,
                  qint64 *runs) const;
    TwinAttainment judgeAt(const SimulationRunner &runner, const Plan &plan, double rateRps) const;
    qint64 requestsFor(double rateRps) const;
    double lightLoadGuess(const SimulationRunner &runner) const;

    Options m_options;
};

} // namespace llmcap
