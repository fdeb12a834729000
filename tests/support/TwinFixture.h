#pragma once

// Measured steps for the twin's tests (issue 34): open-loop runs of the built-in simulated
// server's engine in virtual time (VirtualStepExecutor, the sweep's own VirtualStepRun), each
// request recorded as the built-in server's client records it (one chunk per token, usage).
// What the twin must recover is the preset's; the fit only sees these records.

#include "BoundaryWorkloads.h"
#include "bench/RunPlan.h"
#include "records/RequestRecord.h"
#include "sim/SimPresetCatalog.h"
#include "sweep/StepRun.h"
#include "sweep/VirtualStepExecutor.h"

#include <QEventLoop>

#include <vector>

namespace llmcap::twinfixture {

struct MeasuredStep
{
    std::vector<RequestRecord> records;
    RunWindow window;
    double rateRps = 0;
};

// The workload shapes of bench_boundary.
inline Workload workload(const QString &name)
{
    return boundaryworkloads::shape(name);
}

inline SimPreset preset(const QString &id)
{
    const std::optional<SimPreset> p = SimPresetCatalog::builtin().find(id);
    if (!p)
        qFatal("no preset %s", qPrintable(id));
    return *p;
}

// One step at rateRps: warmupS of requests not measured, then windowS measured.
inline MeasuredStep measure(const SimPreset &preset, const Workload &workload,
                            const ArrivalProcess &arrival, double rateRps, double windowS,
                            quint64 seed, double warmupS = 5)
{
    VirtualStepExecutor::Options options;
    options.preset = preset;
    VirtualStepExecutor executor(options);
    BenchConfig config;
    config.plan.workload = workload;
    config.plan.arrival = arrival;
    config.plan.rateRps = rateRps;
    config.plan.durationS = windowS;
    config.plan.warmupS = warmupS;
    config.plan.seed = seed;
    config.scrapeMetrics = false;
    config.drainTimeoutMs = 600'000;
    config.requestTimeoutMs = 3'600'000;
    auto plan = RunPlan::create(config.plan);
    if (!plan)
        qFatal("plan: %s", qPrintable(plan.error()));
    const std::unique_ptr<StepRun> step =
        executor.createStep(config, *plan, executor.endpoint(), QString());
    QEventLoop loop;
    QObject::connect(step.get(), &StepRun::finished, &loop, &QEventLoop::quit,
                     Qt::QueuedConnection);
    if (const Status s = step->start(); !s)
        qFatal("step: %s", qPrintable(s.error()));
    loop.exec();
    return {step->records(), step->window(), rateRps};
}

} // namespace llmcap::twinfixture
