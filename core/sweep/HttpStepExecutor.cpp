#include "sweep/HttpStepExecutor.h"

#include "bench/BenchRunner.h"
#include "sweep/StepRun.h"

#include <QTimer>

#include <cmath>

namespace llmcap {

namespace {

// A BenchRunner seen as a sweep step.
class BenchStepRun : public StepRun
{
public:
    BenchStepRun(const BenchConfig &config, const RunPlan &plan, const EndpointInfo &endpoint,
                 const QString &databasePath)
        : m_runner(config, endpoint)
    {
        m_runner.setDatabasePath(databasePath);
        m_runner.setPlan(plan);
        connect(&m_runner, &BenchRunner::progressed, this, &StepRun::progressed);
        connect(&m_runner, &BenchRunner::finished, this, &StepRun::finished);
    }

    Status start() override { return m_runner.start(); }
    void finishEarly() override { m_runner.finishEarly(); }
    void abort() override { m_runner.abort(); }
    LoadProgress progress() const override { return m_runner.progress(); }
    RunWindow window() const override { return m_runner.window(); }
    const std::vector<RequestRecord> &records() const override { return m_runner.records(); }
    const std::vector<ServerMetricsSample> &serverSamples() const override
    {
        return m_runner.serverSamples();
    }
    const std::vector<RunOutcome> &runOutcomes() const override { return m_runner.runOutcomes(); }
    const RunResult &result() const override { return m_runner.result(); }

private:
    BenchRunner m_runner;
};

} // namespace

HttpStepExecutor::HttpStepExecutor()
{
    m_clock.start();
}

double HttpStepExecutor::nowS() const
{
    return double(m_clock.nsecsElapsed()) / 1e9;
}

void HttpStepExecutor::wait(double seconds, QObject *context, std::function<void()> then)
{
    QTimer::singleShot(int(std::lround(std::max(0.0, seconds) * 1000)), context, std::move(then));
}

std::unique_ptr<StepRun> HttpStepExecutor::createStep(const BenchConfig &config,
                                                      const RunPlan &plan,
                                                      const EndpointInfo &endpoint,
                                                      const QString &databasePath)
{
    return std::make_unique<BenchStepRun>(config, plan, endpoint, databasePath);
}

} // namespace llmcap
