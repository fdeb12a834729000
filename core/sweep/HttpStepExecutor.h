#pragma once

#include "sweep/StepExecutor.h"

#include <QElapsedTimer>

namespace llmcap {

// Runs each sweep step as a BenchRunner over HTTP against the real endpoint, on the wall clock
// (the monotonic clock QElapsedTimer reads). SweepController's default executor.
class HttpStepExecutor : public StepExecutor
{
public:
    HttpStepExecutor();

    double nowS() const override;
    void wait(double seconds, QObject *context, std::function<void()> then) override;
    std::unique_ptr<StepRun> createStep(const BenchConfig &config, const RunPlan &plan,
                                        const EndpointInfo &endpoint,
                                        const QString &databasePath) override;

private:
    QElapsedTimer m_clock;
};

} // namespace llmcap
