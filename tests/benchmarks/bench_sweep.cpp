// Boundary search (issue 5) versus a fixed linear ladder, against the built-in tiny-cpu
// simulated server in this process.
//   bench_sweep [--speed X] [--start R] [--tolerance T] [--repeats N] [--warmup S]
//               [--min-step S] [--max-step S] [--min-requests N] [--cooldown S] [--seed N]
//               [--lag-bound MS] [--confirm S] [--ladder-step S] [--default]
// Defaults are the lead's hand-run sweep at speed 1 (tiny-cpu, 200 in / 100 out tokens, SLO
// TTFT 1000 ms and TPOT 100 ms at 95 %, error rate <= 1 %; thresholds scale by 1/speed).
//
// --default runs the product's default sweep instead (defaultSweepSetup(): what the Benchmark
// page's Start runs on a fresh project; tiny-cpu at speed 4, chat workload, its SLO, 2-15 s steps,
// tolerance 10 %, 3 repeats, 30 s confirmation); --seed and --lag-bound still apply, the other
// options do not.
//
// 1. The sweep: SweepController from --start, widening x2, bisecting to --tolerance, early
//    stopping, then --repeats runs of both edge rates, then the confirmation run (--confirm S,
//    by default twice --max-step as llmcap-cli sweep's --confirm auto; 0 for none). Reports its
//    boundary, steps, wall time, and when the search itself had bracketed the boundary (before the
//    repetitions).
// 2. The ladder: 10 equal steps across the bracket the sweep's widening found ([last pass,
//    first fail] of the widening phase, e.g. 2-4 req/s). Ten steps over a factor-2 range give
//    the same 5 % precision as the search's tolerance. The ladder is handed that range for
//    free, which favours it; each step runs the whole --max-step window (a fixed ladder has no
//    early stopping; --ladder-step S gives it longer ones, e.g. the length bench_sweepsim
//    --equal-precision finds for the sweep's precision) with the same warm-up and cool-down,
//    once. Its boundary is its highest passing rate.
#include "BenchArgs.h"
#include "bench/BenchRunner.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "storage/Database.h"
#include "sweep/StepAnalysis.h"
#include "sweep/SweepController.h"
#include "sweep/SweepDefaults.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace llmcap;

namespace {

struct Options
{
    double speed = 1;
    double start = 1;
    double tolerance = 0.05;
    int repeats = 3;
    double warmupS = 3;
    double minStepS = 10;
    double maxStepS = 20;
    qint64 minRequests = 30;
    double cooldownS = 1;
    quint64 seed = 1;
    double lagBoundMs = 100; // a shared machine must not make steps client-limited
    bool productDefault = false;
    double confirmS = -1;    // -1: twice the maximum step
    double ladderStepS = -1; // the ladder's window; -1: --max-step
};

Options parse(const QStringList &args)
{
    Options o;
    for (qsizetype i = 1; i < args.size(); i += 2) {
        const QString &k = args.at(i);
        if (k == QLatin1String("--default")) {
            o.productDefault = true;
            --i;
            continue;
        }
        if (i + 1 >= args.size())
            break;
        const double v = args.at(i + 1).toDouble();
        if (k == QLatin1String("--speed"))
            o.speed = v;
        else if (k == QLatin1String("--start"))
            o.start = v;
        else if (k == QLatin1String("--tolerance"))
            o.tolerance = v;
        else if (k == QLatin1String("--repeats"))
            o.repeats = int(v);
        else if (k == QLatin1String("--warmup"))
            o.warmupS = v;
        else if (k == QLatin1String("--min-step"))
            o.minStepS = v;
        else if (k == QLatin1String("--max-step"))
            o.maxStepS = v;
        else if (k == QLatin1String("--min-requests"))
            o.minRequests = qint64(v);
        else if (k == QLatin1String("--cooldown"))
            o.cooldownS = v;
        else if (k == QLatin1String("--seed"))
            o.seed = quint64(v);
        else if (k == QLatin1String("--lag-bound"))
            o.lagBoundMs = v;
        else if (k == QLatin1String("--confirm"))
            o.confirmS = v;
        else if (k == QLatin1String("--ladder-step"))
            o.ladderStepS = v;
    }
    return o;
}

SweepConfig sweepConfig(const Options &o, const QUrl &url)
{
    if (o.productDefault) {
        SweepConfig c = defaultSweepSetup().config;
        c.bench.target.baseUrl = url;
        c.bench.plan.seed = o.seed;
        c.bench.scheduleLagBoundMs = o.lagBoundMs;
        if (o.confirmS >= 0)
            c.search.confirmS = o.confirmS;
        return c;
    }
    SweepConfig c;
    c.bench.target.baseUrl = url;
    c.bench.plan.workload = Workload::single(200, 100);
    c.bench.plan.seed = o.seed;
    Slo slo;
    slo.name = QStringLiteral("tiny");
    slo.objectives = {{SloMetric::Ttft, 1000 / o.speed, 95}, {SloMetric::Tpot, 100 / o.speed, 95}};
    slo.maxErrorRatePct = 1;
    c.bench.slo = slo;
    c.bench.scheduleLagBoundMs = o.lagBoundMs;
    c.search.startRps = o.start;
    c.search.minRps = o.start / 16;
    c.search.tolerance = o.tolerance;
    c.search.repeats = o.repeats;
    c.stepWarmupS = o.warmupS;
    c.minStepS = o.minStepS;
    c.maxStepS = o.maxStepS;
    c.minStepRequests = o.minRequests;
    c.cooldownS = o.cooldownS;
    c.search.confirmS = o.confirmS >= 0 ? o.confirmS : 2 * o.maxStepS;
    return c;
}

// One fixed-length ladder step: the whole window, judged like a sweep step.
StepVerdict runLadderStep(const SweepConfig &config, const EndpointInfo &endpoint, int index,
                          double rate, QStringList *reasons)
{
    BenchRunner runner(config.stepConfig(0, index, rate), endpoint);
    std::vector<InFlightSample> inFlight;
    QEventLoop loop;
    QObject::connect(&runner, &BenchRunner::progressed, &loop, [&] {
        const LoadProgress p = runner.progress();
        const qint64 nowNs = qint64(p.elapsedS * 1e9);
        if (inFlight.empty() || nowNs - inFlight.back().tNs >= 1'000'000'000) // as the sweep
            inFlight.push_back({nowNs, double(p.inFlight + p.waiting)});
    });
    QObject::connect(&runner, &BenchRunner::finished, &loop, &QEventLoop::quit,
                     Qt::QueuedConnection);
    if (!runner.start())
        return StepVerdict::Invalid;
    loop.exec();
    const StepSignals signals =
        StepAnalysis::finalSignals(runner.result(), runner.records(), runner.serverSamples(),
                                   inFlight, *config.bench.slo, SaturationDetector::Options{});
    const StepJudgement j = StepJudge::judge(signals);
    *reasons = j.reasons;
    return j.verdict;
}

void pause(double seconds)
{
    QEventLoop loop;
    QTimer::singleShot(int(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Boundary search against a linear ladder on the in-process tiny-cpu "
            "server (speed 1 by default: about 9 minutes).",
            {QStringLiteral("--speed X"), QStringLiteral("--start R"),
             QStringLiteral("--tolerance F"), QStringLiteral("--repeats N"),
             QStringLiteral("--warmup S"), QStringLiteral("--min-step S"),
             QStringLiteral("--max-step S"), QStringLiteral("--min-requests N"),
             QStringLiteral("--cooldown S"), QStringLiteral("--lag-bound MS"),
             QStringLiteral("--confirm"), QStringLiteral("--default"),
             QStringLiteral("--ladder-step R"), QStringLiteral("--seed N")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    Options o = parse(app.arguments());
    if (o.productDefault)
        o.speed = defaultSweepSetup().simSpeed;
    SimServerOptions serverOptions;
    serverOptions.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    serverOptions.service.speed = o.speed;
    SimServer server(serverOptions);
    if (const Status s = server.start(); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error()));
        return 1;
    }
    const SweepConfig config = sweepConfig(o, server.url());
    auto endpoint = EndpointProbe(config.bench.target).probe();
    if (!endpoint) {
        std::fprintf(stderr, "%s\n", qPrintable(endpoint.error()));
        return 1;
    }
    QTemporaryDir dir;
    std::printf("tiny-cpu at speed %g%s; steps: %g s warm-up, %g-%g s, >= %lld requests, %g s "
                "cool-down; tolerance %g, repeats %d, confirmation %g s\n",
                o.speed, o.productDefault ? " (the default sweep)" : "", config.stepWarmupS,
                config.minStepS, config.maxStepS, qlonglong(config.minStepRequests),
                config.cooldownS, config.search.tolerance, config.search.repeats,
                config.search.confirmS);

    // 1. The sweep.
    SweepController sweep(config, *endpoint, dir.filePath(QStringLiteral("bench.sqlite")));
    QElapsedTimer clock;
    double bracketedAtS = -1;
    std::optional<SweepResult> result;
    QList<SweepStep> steps;
    QEventLoop loop;
    QObject::connect(&sweep, &SweepController::stepFinished, &loop, [&](const SweepStep &s) {
        std::printf("  sweep step %2d  %7.3f req/s%s  %-4s  %5.1f s%s\n", s.index + 1, s.rateRps,
                    s.confirm      ? " (confirm)"
                    : s.repeat > 0 ? " (repeat) "
                                   : "          ",
                    qPrintable(SweepStep::verdictKey(s.verdict)), s.windowS,
                    s.endedEarly ? "  decided early" : "");
        steps.append(s);
        for (const QString &r : s.reasons)
            std::printf("      %s\n", qPrintable(r));
        std::fflush(stdout);
        const BoundarySearch::Phase phase = sweep.search().phase();
        if (bracketedAtS < 0 &&
            (phase == BoundarySearch::Phase::Repeating ||
             phase == BoundarySearch::Phase::Confirming || phase == BoundarySearch::Phase::Done))
            bracketedAtS = double(clock.elapsed()) / 1000;
    });
    QObject::connect(&sweep, &SweepController::finished, &loop, [&](const SweepResult &r) {
        result = r;
        loop.quit();
    });
    QObject::connect(&sweep, &SweepController::failed, &loop, [&](const QString &m) {
        std::fprintf(stderr, "sweep failed: %s\n", qPrintable(m));
        loop.quit();
    });
    clock.start();
    if (const Status s = sweep.start(); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error()));
        return 1;
    }
    loop.exec();
    const double sweepS = double(clock.elapsed()) / 1000;
    if (!result || !result->boundary.bracketed) {
        std::fprintf(stderr, "the sweep found no bracketed boundary\n");
        return 1;
    }

    // The bracket of the widening phase: the first failing rate of the search and the one
    // before it.
    double lo = 0, hi = 0;
    for (const StepOutcome &s : sweep.search().history()) {
        if (s.confirm)
            continue;
        if (s.verdict == StepVerdict::Pass)
            lo = s.rateRps;
        else {
            hi = s.rateRps;
            break;
        }
    }
    if (!(hi > lo) || lo <= 0)
        lo = hi / 2;

    // 2. The ladder.
    SweepConfig ladderConfig = config;
    if (o.ladderStepS > 0)
        ladderConfig.maxStepS = o.ladderStepS;
    std::printf("ladder: 10 equal steps from %.3f to %.3f req/s, %g s each\n", lo + (hi - lo) / 10,
                hi, ladderConfig.maxStepS);
    clock.restart();
    double ladderBoundary = 0;
    int ladderSteps = 0;
    for (int i = 1; i <= 10; ++i) {
        const double rate = lo + (hi - lo) * i / 10.0;
        QStringList reasons;
        const StepVerdict v = runLadderStep(ladderConfig, *endpoint, i - 1, rate, &reasons);
        ++ladderSteps;
        std::printf("  ladder step %2d  %7.3f req/s  %-4s  %s\n", i, rate,
                    qPrintable(SweepStep::verdictKey(v)),
                    qPrintable(reasons.join(QStringLiteral("; "))));
        std::fflush(stdout);
        if (v == StepVerdict::Pass)
            ladderBoundary = rate;
        pause(config.cooldownS);
    }
    const double ladderS = double(clock.elapsed()) / 1000;
    if (ladderBoundary <= 0)
        ladderBoundary = lo;

    const BoundaryEstimate &b = result->boundary;
    const double diffPct = 100.0 * (ladderBoundary - b.meanRps) / b.meanRps;
    std::printf("\nsweep : boundary %.3f req/s (%s %.3f-%.3f; last pass %.3f, first "
                "fail %.3f), saturation %.3f req/s, %d steps, %.1f s (bracketed to the tolerance "
                "after %.1f s)\n",
                b.meanRps, b.pairs < 2 ? "bracket, no repeats:" : "95 % interval", b.lowerRps,
                b.upperRps, b.lastPassRps, b.firstFailRps, result->saturationThroughputRps,
                result->steps, sweepS, bracketedAtS);
    if (!result->confirmationText.isEmpty())
        std::printf("        %s; plans use %.3f req/s\n", qPrintable(result->confirmationText),
                    b.lowerRps);
    std::printf("ladder: boundary %.3f req/s (highest pass; resolution %.3f req/s), %d steps, "
                "%.1f s\n",
                ladderBoundary, (hi - lo) / 10, ladderSteps, ladderS);
    std::printf("ladder - sweep: %+.1f %% of the boundary (tolerance %.0f %%); sweep / ladder "
                "wall time: %.2f\n",
                diffPct, 100 * config.search.tolerance, sweepS / ladderS);
    // The runs at the two final edge rates are marginal by construction, so early stopping
    // rarely shortens them: they bound how fast any search with this many repeats can be.
    double edgeS = 0, confirmS = 0;
    int edgeRuns = 0;
    for (const SweepStep &s : steps)
        if (s.confirm)
            confirmS += config.stepWarmupS + s.windowS + config.cooldownS;
        else if (s.rateRps == b.lastPassRps || s.rateRps == b.firstFailRps) {
            edgeS += config.stepWarmupS + s.windowS + config.cooldownS;
            ++edgeRuns;
        }
    std::printf("the %d runs at the two edge rates took about %.1f s (warm-up, window, cool-down): "
                "%.2f of the ladder's time\n",
                edgeRuns, edgeS, edgeS / ladderS);
    if (confirmS > 0)
        std::printf("the confirmation took about %.1f s: %.2f of the ladder's time\n", confirmS,
                    confirmS / ladderS);
    return 0;
}
