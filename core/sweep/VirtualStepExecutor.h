#pragma once

#include "sim/Clock.h"
#include "sim/SimPreset.h"
#include "sweep/StepExecutor.h"

#include <QCoreApplication>

namespace llmcap {

// Runs each sweep step on the simulated engine (SimEngine, the built-in server's engine) under
// a virtual clock: no HTTP and no wall clock, so a sweep runs as fast as the CPU allows. Each
// step records the requests a client of the built-in server at `speed` would (times in the
// server's wall-clock seconds, simulated time divided by speed), its in-flight counts and server
// samples, stores its run like a real step, and is judged by the same SweepController code.
// The sweep clock is the virtual one: cool-downs jump it, steps advance it.
class VirtualStepExecutor : public StepExecutor
{
    Q_DECLARE_TR_FUNCTIONS(VirtualStepExecutor)

public:
    struct Options
    {
        SimPreset preset;
        double speed = 1.0; // simulated seconds per (virtual) wall-clock second
        int maxQueue = 0;   // waiting requests beyond which new ones get 429; 0 = no limit
    };

    explicit VirtualStepExecutor(Options options);
    // A built-in preset by id; fails naming the known ones.
    static Result<Options> builtinOptions(const QString &presetId, double speed);

    // What a probe of the built-in server would report, marked as virtual time.
    EndpointInfo endpoint() const;
    const Options &options() const { return m_options; }

    double nowS() const override { return m_clock.nowSec(); }
    void wait(double seconds, QObject *context, std::function<void()> then) override;
    std::unique_ptr<StepRun> createStep(const BenchConfig &config, const RunPlan &plan,
                                        const EndpointInfo &endpoint,
                                        const QString &databasePath) override;

private:
    Options m_options;
    VirtualClock m_clock;
};

} // namespace llmcap
