#pragma once

#include "bench/BenchConfig.h"
#include "bench/EndpointProbe.h"
#include "bench/RunPlan.h"

#include <QObject>

#include <functional>
#include <memory>

namespace llmcap {

class StepRun;

// How SweepController runs its steps and keeps time: HttpStepExecutor sends each step over
// HTTP in real time (the default), VirtualStepExecutor runs it on the simulated engine in
// virtual time. Everything time-based in a sweep (step lengths, early decisions, cool-down,
// elapsed time and time left) is read from the executor's clock, so a virtual sweep runs as
// fast as the CPU allows while judging exactly as a real one.
class StepExecutor
{
public:
    virtual ~StepExecutor() = default;

    // Seconds on the executor's clock, from an arbitrary origin; never decreases.
    virtual double nowS() const = 0;
    // Calls then() on context's thread once `seconds` have passed on this clock (not at all
    // when context is destroyed first).
    virtual void wait(double seconds, QObject *context, std::function<void()> then) = 0;
    // A step, not started yet: its configuration and its plan (computed once, by the caller),
    // against endpoint, stored in the database at databasePath unless it is empty.
    virtual std::unique_ptr<StepRun> createStep(const BenchConfig &config, const RunPlan &plan,
                                                const EndpointInfo &endpoint,
                                                const QString &databasePath) = 0;
};

} // namespace llmcap
