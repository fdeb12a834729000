// The live fleet (issue 19): the load generator holding N built-in simulated replicas (each its
// own engine and loopback port, client-side routing) at a given load in real time, through
// LiveValidation, the path `llmcap-cli validate --sim-fleet` takes. Reports the schedule lag of
// the sent requests (p99 and max), the process's CPU seconds and the validation's verdict.
//   bench_livefleet [--preset ID] [--replicas N] [--rate-per-replica RPS] [--duration SEC]
//                   [--input N] [--output N] [--lb STRATEGY] [--startup S] [--speed X]
//                   [--drills 0|1]
#include "BenchArgs.h"
#include "FleetBenchArgs.h"
#include "validation/LiveValidation.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdio>
#include <ctime>

using namespace llmcap;

namespace {

double processCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Live fleet: the load generator holding N built-in simulated replicas in real time; "
            "p99 schedule lag and CPU seconds.",
            bench::FleetBenchArgs::options()
                << QStringLiteral("--speed X") << QStringLiteral("--drills 0|1"));
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    bench::FleetBenchArgs a;
    a.ratePerReplica = 9;
    a.duration = 120;
    a.startup = 30;
    a.parse(app.arguments());
    const QString &preset = a.preset;
    const QString &lbName = a.lb;
    const int replicas = a.replicas;
    const double ratePerReplica = a.ratePerReplica, duration = a.duration, speed = a.speed;
    const bool drills = a.drills;
    const auto lb = LoadBalancer::parse(lbName);
    if (!lb) {
        std::fprintf(stderr, "bench_livefleet: unknown strategy %s\n", qPrintable(lbName));
        return 2;
    }
    FleetValidationRequest r;
    r.preset = preset;
    r.replicas = replicas;
    r.strategy = *lb;
    r.startupS = a.startup;
    r.workload = a.workload();
    r.rateRps = ratePerReplica * replicas;
    r.durationS = duration;
    r.slo.name = QStringLiteral("chat");
    r.slo.objectives = {{SloMetric::Ttft, 2000, 99}, {SloMetric::Tpot, 100, 99}};
    if (drills) {
        // A loss a quarter in, restored at half time, a rolling restart at three quarters.
        const QString text =
            QStringLiteral("at %1: lose replica %4\nat %2: restore replica %4\n"
                           "at %3: rolling restart, surge 1\n")
                .arg(DrillScript::formatTime(duration / 4), DrillScript::formatTime(duration / 2),
                     DrillScript::formatTime(duration * 3 / 4))
                .arg(std::min(3, replicas));
        const auto parsed = DrillScript::parse(text);
        if (!parsed) {
            std::fprintf(stderr, "bench_livefleet: %s\n", qPrintable(parsed.error()));
            return 2;
        }
        r.drills = *parsed;
    }
    LiveTarget target;
    target.kind = LiveTarget::Kind::SimFleet;
    target.speed = speed;
    LiveDetails details;
    const double cpu0 = processCpuSeconds();
    const auto report = LiveValidation::run(r, target, &details);
    const double cpu = processCpuSeconds() - cpu0;
    if (!report) {
        std::fprintf(stderr, "bench_livefleet: %s\n", qPrintable(report.error()));
        return 1;
    }
    std::printf("preset %s, %d replicas, %s, %.2f req/s per replica (%.1f req/s), %.0f s at "
                "speed %.2f%s\n",
                qPrintable(preset), replicas, qPrintable(lbName), ratePerReplica, r.rateRps,
                duration, speed, drills ? ", loss and rolling restart" : "");
    std::printf("requests %zu, schedule lag p99 %.3f ms, max %.3f ms, process CPU %.1f s "
                "(%.0f %% of one core over %.0f wall s)\n",
                details.records.size(), details.p99LagMs, details.maxLagMs, cpu,
                100 * cpu / (duration / speed), duration / speed);
    for (const QString &line : report->textLines())
        std::printf("%s\n", qPrintable(line));
    return 0;
}
