#pragma once

// One sweep step of the simulated engine in virtual time, judged by the sweep's own judgement
// (StepAnalysis::finalSignals, StepJudge): Poisson arrivals over a warm-up and a window, every
// request as the client would record it, in-flight samples once a second as SweepController
// takes them. No HTTP and no wall clock, so hundreds of steps take milliseconds: how often a
// step fails at a known load is measured, not guessed (bench_saturation, tst_saturationrates).

#include "bench/RunMetrics.h"
#include "bench/RunResult.h"
#include "sim/SimRandom.h"
#include "sim/SimulationRunner.h"
#include "sweep/BoundarySearch.h"
#include "sweep/StepAnalysis.h"
#include "sweep/StepJudge.h"

#include <cmath>
#include <vector>

namespace llmcap::virtualstep {

struct StepShape
{
    int input = 200;
    int output = 100;
    double warmupS = 3;
    double windowS = 20;
};

inline std::vector<SimArrival> poisson(double rate, double untilS, const StepShape &shape,
                                       quint64 seed)
{
    std::vector<SimArrival> arrivals;
    double t = 0;
    for (quint64 i = 0;; ++i) {
        t += -std::log(1.0 - simrandom::uniform01(simrandom::combine(seed, i))) / rate;
        if (t >= untilS)
            break;
        arrivals.push_back({t, shape.input, shape.output});
    }
    return arrivals;
}

inline qint64 ns(double s)
{
    return qint64(std::llround(s * 1e9));
}

// The highest completion rate the replica sustains: completions per second over the second
// half of a long run, maximised over offered rates (a flood lowers it: queued prefills crowd
// out decoding).
inline double saturationThroughput(const SimulationRunner &runner, const StepShape &shape)
{
    const double horizon = 400;
    SimulationRunner limited = runner;
    limited.setHorizonSec(horizon);
    double best = 0;
    for (double rate = 0.25;; rate *= 1.05) {
        const SimulationResult r = limited.run(poisson(rate, horizon, shape, 7));
        int done = 0;
        for (const SimRequestTiming &t : r.requests)
            done += t.finished() && t.finishSec >= horizon / 2;
        const double completed = done / (horizon / 2);
        best = std::max(best, completed);
        if (completed < 0.8 * rate || rate > 1e4)
            break;
    }
    return best;
}

struct Judged
{
    StepSignals signals;
    StepJudgement judgement;

    bool failed() const { return judgement.verdict != StepVerdict::Pass; }
    // Every SLO objective met its target.
    bool objectivesMet() const
    {
        for (const ObjectiveTally &t : signals.objectives)
            if (t.judged > 0 && t.attainmentPct() < t.targetPct)
                return false;
        return true;
    }
    // The lowest attainment of any objective, percent.
    double worstAttainmentPct() const
    {
        double worst = 100;
        for (const ObjectiveTally &t : signals.objectives)
            if (t.judged > 0)
                worst = std::min(worst, t.attainmentPct());
        return worst;
    }
};

// The records a client would hold after sending `arrivals` (warm-up before warmupS) and
// draining until drainEndS.
inline std::vector<RequestRecord> recordsOf(const SimulationResult &sim, const StepShape &shape,
                                            double drainEndS)
{

    std::vector<RequestRecord> records;
    records.reserve(sim.requests.size());
    for (size_t i = 0; i < sim.requests.size(); ++i) {
        const SimRequestTiming &t = sim.requests[i];
        RequestRecord r;
        r.index = qint64(i);
        r.className = QStringLiteral("default");
        r.scheduledNs = r.dispatchedNs = r.sentNs = ns(t.arrivalSec);
        r.warmup = t.arrivalSec < shape.warmupS;
        r.plannedOutputTokens = shape.output;
        r.httpStatus = 200;
        if (t.firstTokenSec >= 0)
            r.firstTokenNs = r.firstByteNs = ns(t.firstTokenSec);
        if (t.finished()) {
            r.lastTokenNs = r.endNs = ns(t.finishSec);
            r.promptTokens = t.promptTokens;
            r.completionTokens = t.outputTokens;
        } else {
            r.endNs = ns(drainEndS);
            r.error = ErrorCategory::Timeout;
        }
        records.push_back(r);
    }
    return records;
}

inline Judged judge(const SimulationRunner &runner, const StepShape &shape, const Slo &slo,
                    const SaturationDetector::Options &detector, double rate, quint64 seed,
                    double *drainedAtS = nullptr)
{
    const double endS = shape.warmupS + shape.windowS;
    const double drainEndS = endS + 120; // unfinished by then: a timeout
    SimulationRunner step = runner;
    step.setHorizonSec(drainEndS);
    const SimulationResult sim = step.run(poisson(rate, endS, shape, seed));
    const std::vector<RequestRecord> records = recordsOf(sim, shape, drainEndS);
    if (drainedAtS) {
        *drainedAtS = endS;
        for (const SimRequestTiming &t : sim.requests)
            *drainedAtS = std::max(*drainedAtS, t.finished() ? t.finishSec : drainEndS);
    }
    std::vector<InFlightSample> inFlight;
    for (double s = 0; s < endS; s += 1.0) {
        int n = 0;
        for (const SimRequestTiming &t : sim.requests)
            n += t.arrivalSec <= s && (!t.finished() || t.finishSec > s);
        inFlight.push_back({ns(s), double(n)});
    }
    RunResult result;
    const RunWindow window{ns(shape.warmupS), ns(endS)};
    RunMetrics::Options metricsOptions;
    metricsOptions.scheduleLagBoundMs = 1e9; // virtual time keeps every schedule
    result.metrics = RunMetrics::compute(records, window, metricsOptions);
    Judged j;
    j.signals = StepAnalysis::finalSignals(result, records, {}, inFlight, slo, detector);
    j.judgement = StepJudge::judge(j.signals);
    return j;
}

// A sweep step as SweepController runs it: warm-up, then from minStepS on, every half second,
// binomial early stopping on the requests due (unfinished ones as misses for a pass) until
// maxStepS; sending stops when it decides, the requests in flight drain, and the step is judged
// over the window it had. A confirmation run (earlyPass false) may only fail early.
struct SweepStepShape
{
    StepShape base; // warmupS; windowS unused
    double minStepS = 10;
    double maxStepS = 20;
    qint64 minRequests = 30;
    double cooldownS = 1;
    double confidence = 0.99;
};

struct SteppedOutcome
{
    Judged judged;
    double windowS = 0;
    double wallS = 0; // warm-up + window + drain + cool-down
    bool endedEarly = false;
};

inline SteppedOutcome runSweepStep(const SimulationRunner &runner, const SweepStepShape &shape,
                                   const Slo &slo, const SaturationDetector::Options &detector,
                                   double rate, quint64 seed, bool earlyStopping = true,
                                   bool earlyPass = true)
{
    double graceS = 0;
    for (const LatencyObjective &o : slo.objectives)
        graceS = std::max(graceS, o.thresholdMs / 1000);
    StepShape full = shape.base;
    full.windowS = shape.maxStepS;
    double windowS = shape.maxStepS;
    bool early = false;
    if (earlyStopping) {
        const double endS = full.warmupS + full.windowS;
        SimulationRunner sim = runner;
        sim.setHorizonSec(endS + 120);
        const std::vector<SimArrival> arrivals = poisson(rate, endS, full, seed);
        const SimulationResult r = sim.run(arrivals);
        const std::vector<RequestRecord> all = recordsOf(r, full, endS + 120);
        const qint64 windowStartNs = ns(full.warmupS);
        for (double t = shape.minStepS; t < shape.maxStepS - 1e-9; t += 0.5) {
            const double nowS = full.warmupS + t;
            const qint64 cutoffNs = std::max(windowStartNs, ns(nowS - graceS));
            qint64 due = 0;
            std::vector<RequestRecord> finished;
            for (const RequestRecord &rec : all) {
                if (rec.scheduledNs >= windowStartNs && rec.scheduledNs < cutoffNs)
                    ++due;
                if (rec.scheduledNs < ns(nowS) && rec.endNs >= 0 && rec.endNs <= ns(nowS) &&
                    rec.error == ErrorCategory::None)
                    finished.push_back(rec);
            }
            if (due < shape.minRequests)
                continue;
            const StepSignals pessimistic =
                StepAnalysis::interimSignals(finished, windowStartNs, cutoffNs, due, slo, true);
            const StepSignals seen =
                StepAnalysis::interimSignals(finished, windowStartNs, cutoffNs, due, slo, false);
            if ((earlyPass && StepJudge::earlyDecision(pessimistic, shape.confidence) ==
                                  EarlyStopping::Decision::Pass) ||
                StepJudge::earlyDecision(seen, shape.confidence) == EarlyStopping::Decision::Fail) {
                windowS = t;
                early = true;
                break;
            }
        }
    }
    StepShape used = shape.base;
    used.windowS = windowS;
    SteppedOutcome o;
    double drainedAtS = 0;
    o.judged = judge(runner, used, slo, detector, rate, seed, &drainedAtS);
    o.windowS = windowS;
    o.endedEarly = early;
    o.wallS = drainedAtS + shape.cooldownS;
    return o;
}

} // namespace llmcap::virtualstep
