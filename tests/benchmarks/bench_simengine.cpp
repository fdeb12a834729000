// Engine speed in virtual time: simulated requests per wall-clock second for Poisson traffic.
//   bench_simengine [--preset ID]... [--rate RPS] [--duration SEC] [--prompt N] [--output N]
// Prompt and output lengths are uniform in [N/2, 3N/2]. Prints one line per preset.
#include "BenchArgs.h"
#include "sim/SimPresetCatalog.h"
#include "sim/SimRandom.h"
#include "sim/SimulationRunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

using namespace llmcap;

namespace {

double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Simulated engine in virtual time: simulated requests per wall-clock second.",
            {QStringLiteral("--duration S"), QStringLiteral("--rate R"),
             QStringLiteral("--preset NAME"), QStringLiteral("--prompt N"),
             QStringLiteral("--output N")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    QStringList presets;
    double rate = 100, duration = 3600;
    int prompt = 200, output = 100;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString &k = args.at(i);
        const QString &v = args.at(i + 1);
        if (k == QLatin1String("--preset"))
            presets.append(v);
        else if (k == QLatin1String("--rate"))
            rate = v.toDouble();
        else if (k == QLatin1String("--duration"))
            duration = v.toDouble();
        else if (k == QLatin1String("--prompt"))
            prompt = v.toInt();
        else if (k == QLatin1String("--output"))
            output = v.toInt();
    }
    if (presets.isEmpty())
        presets = {QStringLiteral("tiny-cpu"), QStringLiteral("llama-3.1-8b-h100")};

    std::vector<SimArrival> arrivals;
    double t = 0;
    for (quint64 i = 0; t < duration; ++i) {
        const quint64 key = simrandom::combine(42, i);
        t += -std::log(1.0 - simrandom::uniform01(key)) / rate;
        SimArrival a;
        a.arrivalSec = t;
        a.promptTokens = std::max(1, prompt / 2 + int(simrandom::uniform01(key + 1) * prompt));
        a.outputTokens = std::max(1, output / 2 + int(simrandom::uniform01(key + 2) * output));
        arrivals.push_back(a);
    }
    std::printf("workload: %zu Poisson arrivals at %.1f req/s over %.0f simulated s, prompt "
                "~%d, output ~%d tokens\n",
                arrivals.size(), rate, duration, prompt, output);

    for (const QString &id : presets) {
        const auto preset = SimPresetCatalog::builtin().find(id);
        if (!preset) {
            std::fprintf(stderr, "unknown preset %s\n", qPrintable(id));
            return 2;
        }
        SimulationRunner runner(preset->engine, StepTimeModel(preset->stepTime));
        runner.setHorizonSec(duration);
        QElapsedTimer wall;
        wall.start();
        const double cpu0 = cpuSeconds();
        const SimulationResult r = runner.run(arrivals);
        const double cpuSec = cpuSeconds() - cpu0;
        const double wallSec = double(wall.nsecsElapsed()) / 1e9;
        std::vector<double> ttft, tpot, queue;
        for (const auto &q : r.requests) {
            if (!q.finished())
                continue;
            ttft.push_back(q.ttftSec());
            tpot.push_back(q.tpotSec());
            queue.push_back(q.queueSec());
        }
        std::printf(
            "%-22s wall %.3f s  cpu %.3f s  %.0f simulated req/s per wall s  %.0f per "
            "cpu s  steps %lld  completed %zu (%.1f req/s)  unfinished %d  preemptions %lld  "
            "TTFT p50 %.3f p99 %.3f s  TPOT p50 %.1f ms  queue p99 %.3f s\n",
            qPrintable(id), wallSec, cpuSec, double(arrivals.size()) / wallSec,
            double(arrivals.size()) / cpuSec, qlonglong(r.steps), ttft.size(),
            double(ttft.size()) / duration, r.unfinished, qlonglong(r.counters.preemptions),
            percentile(ttft, 0.5), percentile(ttft, 0.99), 1000 * percentile(tpot, 0.5),
            percentile(queue, 0.99));
    }
    return 0;
}
