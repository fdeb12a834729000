// How often a sweep step is judged failed, and over-saturated, at a known utilization: the
// production judgement (StepAnalysis::finalSignals, StepJudge) applied to steps of the simulated
// engine in virtual time, hundreds of seeds per load level, in seconds of CPU.
//
//   bench_saturation [--preset ID] [--input N] [--output N] [--warmup S] [--window S]
//                    [--runs N] [--loads 0.3,0.5,...] [--ttft MS] [--tpot MS] [--attainment PCT]
//
// A load is a fraction of the replica's saturation throughput, measured first (completions per
// second of a long overloaded run). Below 1 a fail is a false alarm: the replica keeps up and
// meets the SLO on average; above 1 a pass is a miss. Defaults are bench_sweep's steps (3 s
// warm-up, 20 s window, tiny-cpu, 200 in / 100 out tokens, TTFT 1000 ms and TPOT 100 ms at 95 %).
// The client samples in-flight requests once a second, as the sweep does; the server's own
// metrics are left out (the client view alone must not raise false alarms).
#include "BenchArgs.h"
#include "VirtualStep.h"
#include "sim/SimPresetCatalog.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <cstdio>
#include <map>

using namespace llmcap;

namespace {

struct Options
{
    QString preset = QStringLiteral("tiny-cpu");
    virtualstep::StepShape shape;
    int runs = 400;
    QList<double> loads = {0.3, 0.5, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5};
    double ttftMs = 1000;
    double tpotMs = 100;
    double attainment = 95;
    SaturationDetector::Options detector;
};

Options parse(const QStringList &args)
{
    Options o;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString &k = args.at(i);
        const QString &v = args.at(i + 1);
        if (k == QLatin1String("--preset"))
            o.preset = v;
        else if (k == QLatin1String("--input"))
            o.shape.input = v.toInt();
        else if (k == QLatin1String("--output"))
            o.shape.output = v.toInt();
        else if (k == QLatin1String("--warmup"))
            o.shape.warmupS = v.toDouble();
        else if (k == QLatin1String("--window"))
            o.shape.windowS = v.toDouble();
        else if (k == QLatin1String("--runs"))
            o.runs = v.toInt();
        else if (k == QLatin1String("--ttft"))
            o.ttftMs = v.toDouble();
        else if (k == QLatin1String("--tpot"))
            o.tpotMs = v.toDouble();
        else if (k == QLatin1String("--attainment"))
            o.attainment = v.toDouble();
        else if (k == QLatin1String("--z"))
            o.detector.countNoiseZ = v.toDouble();
        else if (k == QLatin1String("--loads")) {
            o.loads.clear();
            for (const QString &p : v.split(QLatin1Char(',')))
                o.loads.append(p.toDouble());
        }
    }
    return o;
}

struct Tally
{
    int runs = 0;
    int fails = 0;
    int saturated = 0;
    int saturatedOnly = 0; // failed for saturation while every SLO objective passed
    double attainedSum = 0;
    std::map<QString, int> reasons;
};

void runStep(const SimulationRunner &runner, const Options &o, const Slo &slo, double rate,
             quint64 seed, Tally &tally)
{
    const virtualstep::Judged j = virtualstep::judge(runner, o.shape, slo, o.detector, rate, seed);
    ++tally.runs;
    tally.fails += j.failed();
    tally.saturated += j.signals.saturation.saturated;
    tally.attainedSum += j.worstAttainmentPct();
    tally.saturatedOnly += j.failed() && j.signals.saturation.saturated && j.objectivesMet();
    for (const QString &reason : j.signals.saturation.reasons)
        ++tally.reasons[reason.section(QLatin1Char(' '), 0, 0)];
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Step judgement at known loads: how often a step fails or is called over-saturated, in "
            "virtual time.",
            {QStringLiteral("--runs N"), QStringLiteral("--loads L1,L2"),
             QStringLiteral("--preset NAME"), QStringLiteral("--input N"),
             QStringLiteral("--output N"), QStringLiteral("--ttft MS"), QStringLiteral("--tpot MS"),
             QStringLiteral("--attainment PCT"), QStringLiteral("--window S"),
             QStringLiteral("--warmup S"), QStringLiteral("--z Z")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    const Options o = parse(app.arguments());
    const auto preset = SimPresetCatalog::builtin().find(o.preset);
    if (!preset) {
        std::fprintf(stderr, "no preset %s\n", qPrintable(o.preset));
        return 1;
    }
    const SimulationRunner runner(*preset);
    const double capacity = virtualstep::saturationThroughput(runner, o.shape);
    Slo slo;
    slo.name = QStringLiteral("bench");
    slo.objectives = {{SloMetric::Ttft, o.ttftMs, o.attainment},
                      {SloMetric::Tpot, o.tpotMs, o.attainment}};
    slo.maxErrorRatePct = 1;
    std::printf("%s, %d in / %d out tokens: saturation throughput %.3f req/s. Steps: %g s "
                "warm-up, %g s window, %d seeds per load; SLO TTFT <= %g ms and TPOT <= %g ms "
                "at %g %%; count noise z %g\n",
                qPrintable(o.preset), o.shape.input, o.shape.output, capacity, o.shape.warmupS,
                o.shape.windowS, o.runs, o.ttftMs, o.tpotMs, o.attainment, o.detector.countNoiseZ);
    std::printf("%6s %9s %10s %8s %11s %16s %13s\n", "load", "req/s", "mean att.", "fail",
                "saturated", "saturated only", "cpu s");
    for (double load : o.loads) {
        QElapsedTimer clock;
        clock.start();
        Tally tally;
        for (int k = 0; k < o.runs; ++k)
            runStep(runner, o, slo, load * capacity, quint64(1000 + k), tally);
        const double n = tally.runs;
        std::printf("%6.2f %9.3f %9.1f%% %7.1f%% %10.1f%% %15.1f%% %13.2f\n", load, load * capacity,
                    tally.attainedSum / n, 100.0 * tally.fails / n, 100.0 * tally.saturated / n,
                    100.0 * tally.saturatedOnly / n, double(clock.elapsed()) / 1000);
        for (const auto &[reason, count] : tally.reasons)
            std::printf("         %5.1f%%  %s ...\n", 100.0 * count / n, qPrintable(reason));
        std::fflush(stdout);
    }
    return 0;
}
