// Virtual-time fleet drills (issue 19): CPU time for one simulated hour of an N-replica fleet at
// a given load, with a replica loss and a rolling restart.
//   bench_fleetsim [--preset ID] [--replicas N] [--rate-per-replica RPS] [--duration SEC]
//                  [--input N] [--output N] [--lb STRATEGY] [--startup SEC]
// Prints the CPU seconds of the simulation (arrival generation excluded), the requests and
// engine steps simulated, and the validation's verdict lines.
#include "BenchArgs.h"
#include "FleetBenchArgs.h"
#include "sim/SimPresetCatalog.h"
#include "validation/FleetLoad.h"
#include "validation/FleetSimulation.h"
#include "validation/ValidationReport.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
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

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Virtual-time fleet drills: CPU seconds for a simulated fleet with a replica loss and "
            "a rolling restart.",
            bench::FleetBenchArgs::options());
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    bench::FleetBenchArgs a;
    a.parse(app.arguments());
    const QString &preset = a.preset;
    const QString &lbName = a.lb;
    const int replicas = a.replicas;
    const double ratePerReplica = a.ratePerReplica, duration = a.duration, startup = a.startup;
    const auto p = SimPresetCatalog::builtin().find(preset);
    const auto lb = LoadBalancer::parse(lbName);
    if (!p || !lb) {
        std::fprintf(stderr, "bench_fleetsim: unknown preset or strategy\n");
        return 2;
    }
    PlanSettings s;
    s.workload = a.workload();
    s.rateRps = ratePerReplica * replicas;
    s.durationS = duration;
    const auto plan = RunPlan::create(s);
    if (!plan) {
        std::fprintf(stderr, "bench_fleetsim: %s\n", qPrintable(plan.error()));
        return 2;
    }
    const std::vector<FleetArrival> arrivals = FleetLoad::fromPlan(*plan);

    FleetSimulation::Config c;
    c.engine = p->engine;
    c.model = StepTimeModel(p->stepTime);
    c.replicas = replicas;
    c.strategy = *lb;
    c.startupS = startup;
    // A loss a quarter in, its replica back after ten minutes, a rolling restart at half time.
    const int lost = std::min(3, replicas);
    const QString drillText =
        QStringLiteral("at %1: lose replica %4\nat %2: restore replica %4\n"
                       "at %3: rolling restart, surge 1\n")
            .arg(DrillScript::formatTime(duration / 4), DrillScript::formatTime(duration / 4 + 600),
                 DrillScript::formatTime(duration / 2))
            .arg(lost);
    const auto drills = DrillScript::parse(drillText);
    const double cpu0 = cpuSeconds();
    const auto result = FleetSimulation(c).run(arrivals, *drills);
    const double cpu = cpuSeconds() - cpu0;
    if (!result) {
        std::fprintf(stderr, "bench_fleetsim: %s\n", qPrintable(result.error()));
        return 1;
    }
    Slo slo;
    slo.name = QStringLiteral("chat");
    slo.objectives = {{SloMetric::Ttft, 2000, 99}, {SloMetric::Tpot, 100, 99}};
    const auto report = ValidationReport::compute(arrivals, *result, slo, *drills, replicas);
    std::printf("preset %s, %d replicas, %s, %.2f req/s per replica, %.0f s simulated\n",
                qPrintable(preset), replicas, qPrintable(lbName), ratePerReplica, duration);
    std::printf("requests %zu, engine steps %lld, CPU %.2f s (%.0f simulated s per CPU s)\n",
                arrivals.size(), static_cast<long long>(result->steps), cpu, duration / cpu);
    for (const QString &line : report.textLines())
        std::printf("%s\n", qPrintable(line));
    return 0;
}
