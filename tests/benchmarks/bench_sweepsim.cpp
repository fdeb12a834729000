// The boundary search against the fixed linear ladder over many seeds, in virtual time (issue 5):
// how long each takes (simulated seconds: warm-ups, windows, drains, cool-downs) and how close
// each lands to the replica's true boundary. Same engine (tiny-cpu), same step judgement, same
// early stopping as SweepController; a step that runs in real time elsewhere takes milliseconds
// here, so hundreds of sweeps and ladders are compared instead of one of each (bench_sweep).
//
//   bench_sweepsim [--seeds N] [--repeats R] [--tolerance T] [--start R] [--warmup S]
//                  [--min-step S] [--max-step S] [--min-requests N] [--cooldown S]
//                  [--max-reopenings N] [--confirm S] [--ladder-step S] [--z Z] [--curve]
//                  [--fit-window F] [--slope K] [--equal-precision]
//                  [--confirm-confidence C] [--per-sweep]
//
// The true boundary is the highest rate whose long run (2,000 s window) passes the same
// judgement. The sweep ends with BoundarySearch's confirmation run (--confirm S; by default
// twice --max-step, as llmcap-cli sweep's --confirm auto; 0 for none); "the lower bound" is
// the rate plans use, after it. The ladder is bench_sweep's: 10 equal steps across the bracket the
// sweep's own widening found (handed to it for free), each running the whole --max-step window
// (--ladder-step S to give it longer ones), once; its boundary is its highest passing rate. At
// equal precision (RMS error against the truth) the two are compared by giving the ladder
// longer steps until its error matches the sweep's lower bound (--equal-precision runs ladders
// of 1 to 16 times --ladder-step, interpolates the time and resamples the seeds for an interval
// of the ratio). The sweep's time is also split by
// phase of the search. Two estimators that pool every search step's misses (those within a factor
// --fit-window of the bracket) are printed beside it, to compare: a Poisson fit of
// log(misses) linear in the rate, and the same with the slope fixed at --slope (e-fold per
// 1/K of relative rate); a third takes the fixed-slope fit over the edges' repeats alone, which
// were chosen before they ran, so the search's selection of its edges cannot bias them.
#include "BenchArgs.h"
#include "SweepSimFits.h"
#include "VirtualStep.h"
#include "sim/SimPresetCatalog.h"
#include "sweep/BoundaryEstimate.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <random>

using namespace llmcap;
using namespace sweepsimfits;

namespace {

struct Options
{
    int seeds = 100;
    int repeats = 3;
    double tolerance = 0.05;
    double start = 1;
    int maxReopenings = BoundarySearch::Config{}.maxReopenings;
    bool curve = false;
    double confirmS = -1; // the confirmation run; -1: twice --max-step (--confirm auto)
    double confirmConfidence = BoundarySearch::Config{}.confirmConfidence;
    bool perSweep = false;       // --per-sweep: one line per sweep with its estimate
    double ladderStepS = -1;     // the ladder's window; -1: --max-step
    bool equalPrecision = false; // find the ladder's step length that matches the sweep's error
    double fitWindow = 1.5;
    double slope = 10;
    SaturationDetector::Options detector;
    virtualstep::SweepStepShape step;
};

Options parse(const QStringList &args)
{
    Options o;
    o.step.base.warmupS = 3;
    for (qsizetype i = 1; i < args.size(); i += 2) {
        const QString &k = args.at(i);
        if (k == QLatin1String("--per-sweep")) {
            o.perSweep = true;
            --i;
            continue;
        }
        if (k == QLatin1String("--curve") || k == QLatin1String("--equal-precision")) {
            (k == QLatin1String("--curve") ? o.curve : o.equalPrecision) = true;
            --i;
            continue;
        }
        if (i + 1 >= args.size())
            break;
        const double v = args.at(i + 1).toDouble();
        if (k == QLatin1String("--seeds"))
            o.seeds = int(v);
        else if (k == QLatin1String("--repeats"))
            o.repeats = int(v);
        else if (k == QLatin1String("--tolerance"))
            o.tolerance = v;
        else if (k == QLatin1String("--start"))
            o.start = v;
        else if (k == QLatin1String("--ladder-step"))
            o.ladderStepS = v;
        else if (k == QLatin1String("--slope"))
            o.slope = v;
        else if (k == QLatin1String("--fit-window"))
            o.fitWindow = v;
        else if (k == QLatin1String("--confirm"))
            o.confirmS = v;
        else if (k == QLatin1String("--confirm-confidence"))
            o.confirmConfidence = v;
        else if (k == QLatin1String("--max-reopenings"))
            o.maxReopenings = int(v);
        else if (k == QLatin1String("--z"))
            o.detector.countNoiseZ = v;
        else if (k == QLatin1String("--warmup"))
            o.step.base.warmupS = v;
        else if (k == QLatin1String("--min-step"))
            o.step.minStepS = v;
        else if (k == QLatin1String("--max-step"))
            o.step.maxStepS = v;
        else if (k == QLatin1String("--min-requests"))
            o.step.minRequests = qint64(v);
        else if (k == QLatin1String("--cooldown"))
            o.step.cooldownS = v;
    }
    if (o.confirmS < 0)
        o.confirmS = 2 * o.step.maxStepS;
    if (o.ladderStepS < 0)
        o.ladderStepS = o.step.maxStepS;
    return o;
}

struct Stats
{
    std::vector<double> values;
    void add(double v) { values.push_back(v); }
    double mean() const
    {
        double s = 0;
        for (double v : values)
            s += v;
        return values.empty() ? 0 : s / double(values.size());
    }
    double rmsAround(double truth) const
    {
        double s = 0;
        for (double v : values)
            s += (v - truth) * (v - truth);
        return values.empty() ? 0 : std::sqrt(s / double(values.size()));
    }
    double sd() const { return rmsAround(mean()); }
    double quantile(double q) const
    {
        std::vector<double> v = values;
        std::sort(v.begin(), v.end());
        return v.empty() ? 0 : v[std::min(v.size() - 1, size_t(q * double(v.size())))];
    }
};

// The issue's comparison: a ladder reaching the same precision. Ladders with ever longer steps
// (multiples of --ladder-step) until one's RMS error against the truth is below that of the rate
// plans use (and a margin more, for the resamples); the ladder's time at the sweep's error is
// interpolated linearly between the two families around it, and the sweep's rate is compared
// with each ladder's boundary, seed by seed. The seeds are then resampled (bootstrap, 1,000
// times, the ladders' results reused) for an interval of the time ratio.
struct LadderFamily
{
    double stepS = 0;
    std::vector<double> boundary, time; // per seed
};

// The sweep's time over the time a ladder as precise as the sweep takes, over the seeds in
// `pick`; NaN when no family brackets the sweep's error. `stepS`, when given, receives the
// ladder's interpolated step length.
double equalPrecisionRatio(const std::vector<size_t> &pick, const Stats &plans,
                           const Stats &sweepTime, double truth,
                           const std::vector<LadderFamily> &families, double *stepS = nullptr,
                           double *ladderS = nullptr)
{
    auto picked = [&](const std::vector<double> &v) {
        Stats s;
        for (size_t k : pick)
            s.add(v[k]);
        return s;
    };
    auto rms = [&](const std::vector<double> &v) { return picked(v).rmsAround(truth) / truth; };
    auto mean = [&](const std::vector<double> &v) { return picked(v).mean(); };
    const double target = rms(plans.values);
    const double sweepS = mean(sweepTime.values);
    for (size_t i = 1; i < families.size(); ++i) {
        const double errHi = rms(families[i - 1].boundary), errLo = rms(families[i].boundary);
        if (errLo <= target && target <= errHi && errHi > errLo) {
            const double w = (errHi - target) / (errHi - errLo);
            const double t = mean(families[i - 1].time) +
                             w * (mean(families[i].time) - mean(families[i - 1].time));
            if (stepS)
                *stepS = families[i - 1].stepS + w * (families[i].stepS - families[i - 1].stepS);
            if (ladderS)
                *ladderS = t;
            return sweepS / t;
        }
    }
    return std::nan("");
}

template<typename Bracket, typename Ladder>
void equalPrecision(const Options &o, const Stats &plans, const Stats &sweepTime, double truth,
                    const std::vector<Bracket> &brackets, const Ladder &ladder,
                    LadderFamily shortest)
{
    const double target = plans.rmsAround(truth) / truth;
    std::printf("equal precision: the rate plans use has an RMS error of %.1f %% in %.0f s\n",
                100 * target, sweepTime.mean());
    std::vector<LadderFamily> families;
    for (double f : {1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0}) {
        // The shortest family is the ladder the comparison above already ran.
        LadderFamily fam = f == 1.0 ? std::move(shortest) : LadderFamily{o.ladderStepS * f, {}, {}};
        if (fam.boundary.empty()) {
            virtualstep::SweepStepShape shape = o.step;
            shape.maxStepS = fam.stepS;
            for (const Bracket &b : brackets) {
                const auto [best, t] = ladder(b, shape);
                fam.boundary.push_back(best);
                fam.time.push_back(t);
            }
        }
        const Stats boundary{fam.boundary}, time{fam.time};
        int apart = 0;
        for (size_t k = 0; k < brackets.size(); ++k)
            apart += std::abs(plans.values[k] - fam.boundary[k]) > o.tolerance * fam.boundary[k];
        const double err = boundary.rmsAround(truth) / truth;
        std::printf("  ladder of %g s steps: mean %.3f, RMS error %.1f %%, time %.0f s; the "
                    "sweep's rate differs from it by more than the tolerance in %d of %zu\n",
                    fam.stepS, boundary.mean(), 100 * err, time.mean(), apart, brackets.size());
        families.push_back(std::move(fam));
        if (families.size() == 1 && err <= target) {
            std::printf("  the shortest ladder is already as precise: sweep / ladder time "
                        "%.2f at least\n",
                        sweepTime.mean() / time.mean());
            return;
        }
        if (err <= 0.85 * target)
            break;
    }
    std::vector<size_t> all(brackets.size());
    std::iota(all.begin(), all.end(), size_t(0));
    double stepS = 0, ladderS = 0;
    const double ratio =
        equalPrecisionRatio(all, plans, sweepTime, truth, families, &stepS, &ladderS);
    if (!std::isfinite(ratio)) {
        std::printf("  no ladder up to %g s steps is as precise\n", families.back().stepS);
        return;
    }
    std::mt19937_64 rng(1);
    std::uniform_int_distribution<size_t> draw(0, all.size() - 1);
    Stats resampled;
    int outside = 0;
    for (int b = 0; b < 1000; ++b) {
        std::vector<size_t> pick(all.size());
        for (size_t &k : pick)
            k = draw(rng);
        const double r = equalPrecisionRatio(pick, plans, sweepTime, truth, families);
        if (std::isfinite(r))
            resampled.add(r);
        else
            ++outside;
    }
    std::printf("  a ladder reaches %.1f %% with about %.0f s steps in about %.0f s: sweep / "
                "ladder time %.2f (95 %% bootstrap interval over the seeds %.2f-%.2f",
                100 * target, stepS, ladderS, ratio, resampled.quantile(0.025),
                resampled.quantile(0.975));
    if (outside > 0)
        std::printf("; %d of 1,000 resamples outside the ladders run", outside);
    std::printf(")\n");
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Sweep against ladder over many seeds in virtual time: time taken and distance from "
            "the true boundary.",
            {QStringLiteral("--seeds N"), QStringLiteral("--curve"),
             QStringLiteral("--equal-precision"), QStringLiteral("--per-sweep"),
             QStringLiteral("--start R"), QStringLiteral("--tolerance F"),
             QStringLiteral("--repeats N"), QStringLiteral("--warmup S"),
             QStringLiteral("--min-step S"), QStringLiteral("--max-step S"),
             QStringLiteral("--min-requests N"), QStringLiteral("--cooldown S"),
             QStringLiteral("--ladder-step R"), QStringLiteral("--confirm"),
             QStringLiteral("--confirm-confidence C"), QStringLiteral("--fit-window S"),
             QStringLiteral("--max-reopenings N"), QStringLiteral("--slope S"),
             QStringLiteral("--z Z")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    const Options o = parse(app.arguments());
    const SimulationRunner runner(*SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu")));
    Slo slo;
    slo.name = QStringLiteral("tiny");
    slo.objectives = {{SloMetric::Ttft, 1000, 95}, {SloMetric::Tpot, 100, 95}};
    slo.maxErrorRatePct = 1;
    const SaturationDetector::Options &detector = o.detector;
    QElapsedTimer cpu;
    cpu.start();

    // The true boundary: bisect on long runs.
    virtualstep::StepShape longRun;
    longRun.windowS = 2000;
    auto holds = [&](double rate) {
        int passes = 0;
        for (quint64 s = 0; s < 3; ++s)
            passes += !virtualstep::judge(runner, longRun, slo, detector, rate, 900 + s).failed();
        return passes >= 2;
    };
    double lo = 0.5, hi = 8;
    while (hi - lo > 0.005) {
        const double mid = 0.5 * (lo + hi);
        (holds(mid) ? lo : hi) = mid;
    }
    const double truth = 0.5 * (lo + hi);
    std::printf("tiny-cpu, 200 in / 100 out tokens, SLO TTFT <= 1000 ms and TPOT <= 100 ms at "
                "95 %%: true boundary %.3f req/s (2,000 s runs). Steps: %g s warm-up, %g-%g s, "
                "at least %lld requests, %g s cool-down; start %g, tolerance %g, repeats %d, "
                "reopenings <= %d, confirmation %g s; %d seeds\n",
                truth, o.step.base.warmupS, o.step.minStepS, o.step.maxStepS,
                qlonglong(o.step.minRequests), o.step.cooldownS, o.start, o.tolerance, o.repeats,
                o.maxReopenings, o.confirmS, o.seeds);

    if (o.curve) {
        // Around the truth: the long run's worst attainment and verdict, against what steps of
        // --max-step seconds (no early stopping) see at the same rate.
        std::printf("rate/truth  long run: worst attainment, verdict | %g s steps: pass share, "
                    "worst attainment mean / median\n",
                    o.step.maxStepS);
        for (double f = 0.8; f < 1.41; f += 0.05) {
            const double rate = f * truth;
            Stats longAtt;
            int longPass = 0;
            QStringList longReasons;
            for (quint64 s = 0; s < 3; ++s) {
                const virtualstep::Judged j =
                    virtualstep::judge(runner, longRun, slo, detector, rate, 900 + s);
                longAtt.add(j.worstAttainmentPct());
                longPass += !j.failed();
                if (j.failed() && longReasons.isEmpty())
                    longReasons = j.judgement.reasons;
            }
            Stats stepAtt;
            qint64 judged = 0, misses = 0;
            int stepPass = 0;
            for (int k = 0; k < o.seeds; ++k) {
                const virtualstep::SteppedOutcome s = virtualstep::runSweepStep(
                    runner, o.step, slo, detector, rate, quint64(100 * (k + 1)), false);
                stepAtt.add(s.judged.worstAttainmentPct());
                for (const ObjectiveTally &t : s.judged.signals.objectives)
                    if (t.label.startsWith(QLatin1String("TTFT"))) {
                        judged += t.judged;
                        misses += t.misses;
                    }
                stepPass += !s.judged.failed();
            }
            std::printf("%5.2f %6.3f  %6.2f %%  %d/3 pass | %3.0f %%  %6.2f / %6.2f %%, TTFT "
                        "pooled %6.2f %%  %s\n",
                        f, rate, longAtt.mean(), longPass, 100.0 * stepPass / o.seeds,
                        stepAtt.mean(), stepAtt.quantile(0.5),
                        judged ? 100.0 * double(judged - misses) / double(judged) : 0.0,
                        qPrintable(longReasons.join(QStringLiteral("; "))));
        }
        return 0;
    }

    Stats sweepBoundary, sweepTime, sweepSteps, ladderBoundary, ladderTime, ratio, reopened;
    int plannedAbove = 0, fitted = 0;
    double plannedShortfall = 0, halfWidth = 0;
    int sweepWithin = 0, ladderWithin = 0, covered = 0, intervalAbove = 0, lowerAbove = 0,
        unconfirmed = 0, ladderAbove = 0;
    virtualstep::SweepStepShape ladderStep = o.step;
    ladderStep.maxStepS = o.ladderStepS;
    Stats lowerBound, pooled, fixedSlope, repeatFit;
    // Bench_sweep's ladder: 10 equal steps across the bracket the sweep's widening found, each
    // the whole window of its shape; its boundary is its highest passing rate.
    struct Bracket
    {
        double lo = 0, hi = 0;
        quint64 seed = 0;
    };
    std::vector<Bracket> brackets;
    auto ladder = [&](const Bracket &b, const virtualstep::SweepStepShape &shape) {
        double t = 0, best = b.lo;
        for (int i = 1; i <= 10; ++i) {
            const double rate = b.lo + (b.hi - b.lo) * i / 10.0;
            const virtualstep::SteppedOutcome s =
                virtualstep::runSweepStep(runner, shape, slo, detector, rate, b.seed, false);
            t += s.wallS;
            if (!s.judged.failed())
                best = rate;
        }
        return std::pair{best, t};
    };
    // Simulated seconds per phase of the search, summed over the seeds.
    double phaseTime[int(BoundarySearch::Phase::Done) + 1] = {};
    int phaseSteps[int(BoundarySearch::Phase::Done) + 1] = {};
    for (int k = 0; k < o.seeds; ++k) {
        const quint64 seed = quint64(100 * (k + 1));
        BoundarySearch::Config c;
        c.startRps = o.start;
        c.minRps = o.start / 16;
        c.tolerance = o.tolerance;
        c.repeats = o.repeats;
        c.maxReopenings = o.maxReopenings;
        c.confirmS = o.confirmS;
        c.confirmConfidence = o.confirmConfidence;
        BoundarySearch search(c);
        virtualstep::SweepStepShape confirmStep = o.step;
        confirmStep.maxStepS = o.confirmS;
        double time = 0;
        int steps = 0;
        std::vector<MissCount> counts;
        while (const auto next = search.next()) {
            const bool confirm = next->confirm();
            const virtualstep::SteppedOutcome s = virtualstep::runSweepStep(
                runner, confirm ? confirmStep : o.step, slo, detector, next->rateRps,
                seed + quint64(next->repeat) + (confirm ? 1000 : 0), true, !confirm);
            time += s.wallS;
            ++steps;
            phaseTime[int(next->phase)] += s.wallS;
            ++phaseSteps[int(next->phase)];
            StepOutcome out;
            out.rateRps = next->rateRps;
            out.repeat = next->repeat;
            out.confirm = confirm;
            out.verdict = s.judged.judgement.verdict;
            if (confirm && out.verdict == StepVerdict::Pass && c.confirmConfidence > 0 &&
                !StepJudge::notConfirmed(s.judged.signals, c.confirmConfidence).isEmpty())
                out.verdict = StepVerdict::Fail;
            out.sloMarginPct = s.judged.judgement.sloMarginPct;
            out.sloMissRatio = s.judged.judgement.sloMissRatio;
            out.tallies = StepAnalysis::missTallies(s.judged.signals);
            search.record(out);
            if (!confirm) {
                counts.push_back(bindingOf(next->rateRps, s.judged));
                counts.back().repeat = next->repeat;
            }
        }
        const BoundaryEstimate b = BoundaryEstimate::from(search);
        if (o.confirmS > 0 && b.bracketed && b.confirmedRps <= 0)
            ++unconfirmed;
        sweepBoundary.add(b.meanRps);
        sweepTime.add(time);
        sweepSteps.add(steps);
        reopened.add(search.reopenings());
        sweepWithin += std::abs(b.meanRps - truth) <= o.tolerance * truth;
        covered += b.lowerRps <= truth && truth <= b.upperRps;
        intervalAbove += b.lowerRps > truth;
        lowerBound.add(b.lowerRps);
        lowerAbove += b.lowerRps > truth * (1 + o.tolerance);
        plannedAbove += b.plannedRps > truth;
        if (o.perSweep)
            std::printf("sweep %s mean %.3f [%.3f, %.3f] planned %.3f phi %.2f steps %d pass %.3f "
                        "fail %.3f confirmed %.3f %s\n",
                        qPrintable(b.method), b.meanRps, b.lowerRps, b.upperRps, b.plannedRps,
                        b.fitDispersion, b.fittedSteps, b.lastPassRps, b.firstFailRps,
                        b.confirmedRps, qPrintable(b.fitProblem));
        plannedShortfall += (truth - b.plannedRps) / truth;
        halfWidth += (b.upperRps - b.lowerRps) / 2 / truth;
        fitted += b.method == QLatin1String(BoundaryEstimate::kAttainmentFit);
        if (b.bracketed) {
            const double fit =
                pooledBoundary(counts, b.lastPassRps / o.fitWindow, b.firstFailRps * o.fitWindow);
            if (std::isfinite(fit))
                pooled.add(fit);
            fixedSlope.add(fixedSlopeBoundary(counts, b.lastPassRps / o.fitWindow,
                                              b.firstFailRps * o.fitWindow, o.slope));
            // The repeats alone: chosen before they ran, so free of the search's selection.
            std::vector<MissCount> reps;
            for (const MissCount &m : counts)
                if (m.repeat > 0 && (m.rate == b.lastPassRps || m.rate == b.firstFailRps))
                    reps.push_back(m);
            if (!reps.empty())
                repeatFit.add(fixedSlopeBoundary(reps, b.lastPassRps, b.firstFailRps, o.slope));
        }

        // The ladder across the widening's bracket.
        double wLo = 0, wHi = 0;
        for (const StepOutcome &s : search.history()) {
            if (s.verdict == StepVerdict::Pass) {
                wLo = s.rateRps;
            } else {
                wHi = s.rateRps;
                break;
            }
        }
        if (!(wHi > wLo) || wLo <= 0)
            wLo = wHi / 2;
        brackets.push_back({wLo, wHi, seed});
        const auto [best, ladderT] = ladder(brackets.back(), ladderStep);
        ladderBoundary.add(best);
        ladderTime.add(ladderT);
        ratio.add(time / ladderT);
        ladderWithin += std::abs(best - truth) <= o.tolerance * truth;
        ladderAbove += best > truth * (1 + o.tolerance);
    }
    auto line = [&](const char *name, const Stats &b, const Stats &t, int within) {
        std::printf("%-7s boundary mean %.3f, sd %.3f, RMS error %.3f req/s (%.1f %% of the "
                    "truth); within the tolerance of the truth %d of %d; time mean %.0f s (p10 "
                    "%.0f, p90 %.0f)\n",
                    name, b.mean(), b.sd(), b.rmsAround(truth), 100 * b.rmsAround(truth) / truth,
                    within, o.seeds, t.mean(), t.quantile(0.1), t.quantile(0.9));
    };
    line("sweep:", sweepBoundary, sweepTime, sweepWithin);
    std::printf("        %.1f steps on average; the bracket was reopened in %.0f %% of the "
                "sweeps\n",
                sweepSteps.mean(),
                100.0 *
                    double(std::count_if(reopened.values.begin(), reopened.values.end(),
                                         [](double v) { return v > 0; })) /
                    o.seeds);
    std::printf(
        "        its 95 %% interval held the truth in %d of %d sweeps (lay wholly above it in %d, "
        "below it in %d); the lower bound (what plans use) mean %.3f, RMS error %.1f %%, above the "
        "truth by more than the tolerance in %d\n",
        covered, o.seeds, intervalAbove, o.seeds - covered - intervalAbove, lowerBound.mean(),
        100 * lowerBound.rmsAround(truth) / truth, lowerAbove);
    std::printf("        method %s in %d of %d sweeps; planned rate above the truth in %d, mean "
                "shortfall %.1f %%; interval half-width %.1f %% of the truth\n",
                BoundaryEstimate::kAttainmentFit, fitted, o.seeds, plannedAbove,
                100 * plannedShortfall / o.seeds, 100 * halfWidth / o.seeds);
    if (o.confirmS > 0)
        std::printf("        no %g s confirmation run held in %d of %d sweeps\n", o.confirmS,
                    unconfirmed, o.seeds);
    {
        const char *names[] = {"widening", "descending", "bisecting", "repeating", "confirming"};
        std::printf("        time per sweep by phase:");
        for (int p = 0; p < int(BoundarySearch::Phase::Done); ++p)
            std::printf(" %s %.0f s (%.1f steps)%s", names[p], phaseTime[p] / o.seeds,
                        double(phaseSteps[p]) / o.seeds,
                        p + 1 < int(BoundarySearch::Phase::Done) ? "," : "\n");
    }
    std::printf("pooled fit: %zu of %d sweeps, mean %.3f, sd %.3f, RMS error %.1f %%, above by "
                "more than the tolerance in %ld\n",
                pooled.values.size(), o.seeds, pooled.mean(), pooled.sd(),
                100 * pooled.rmsAround(truth) / truth,
                long(std::count_if(pooled.values.begin(), pooled.values.end(),
                                   [&](double v) { return v > truth * (1 + o.tolerance); })));
    std::printf("fixed slope %g: mean %.3f, sd %.3f, RMS error %.1f %%, above by more than the "
                "tolerance in %ld\n",
                o.slope, fixedSlope.mean(), fixedSlope.sd(),
                100 * fixedSlope.rmsAround(truth) / truth,
                long(std::count_if(fixedSlope.values.begin(), fixedSlope.values.end(),
                                   [&](double v) { return v > truth * (1 + o.tolerance); })));
    std::printf("repeats' misses, slope %g: %zu sweeps, mean %.3f, sd %.3f, RMS error %.1f %%, "
                "above by more than the tolerance in %ld\n",
                o.slope, repeatFit.values.size(), repeatFit.mean(), repeatFit.sd(),
                100 * repeatFit.rmsAround(truth) / truth,
                long(std::count_if(repeatFit.values.begin(), repeatFit.values.end(),
                                   [&](double v) { return v > truth * (1 + o.tolerance); })));
    line("ladder:", ladderBoundary, ladderTime, ladderWithin);
    std::printf("        %g s steps; above the truth by more than the tolerance in %d\n",
                o.ladderStepS, ladderAbove);
    std::printf("sweep / ladder time: mean %.2f (p10 %.2f, p90 %.2f); %.1f s of CPU\n",
                ratio.mean(), ratio.quantile(0.1), ratio.quantile(0.9),
                double(cpu.elapsed()) / 1000);
    if (o.equalPrecision)
        equalPrecision(o, lowerBound, sweepTime, truth, brackets, ladder,
                       {o.ladderStepS, ladderBoundary.values, ladderTime.values});
    return 0;
}
