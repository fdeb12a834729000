#pragma once

#include "bench/LoadGenerator.h"
#include "bench/RunResult.h"
#include "records/RequestRecord.h"
#include "servermetrics/ServerMetricsSample.h"
#include "util/Result.h"

#include <QObject>

#include <vector>

namespace llmcap {

// One sweep step as a StepExecutor runs it: sends the step's planned arrivals, records every
// request as a client would, and ends with the RunResult the judgement needs. SweepController
// only talks to this interface, so a step runs over HTTP (BenchRunner) or on the simulated
// engine in virtual time alike. Times (progress().elapsedS, record times) count from the step's
// start instant on the executor's clock. Lives on the controller's thread.
class StepRun : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // Stores the run's row (with a database path) and starts sending. Fails before any load.
    virtual Status start() = 0;
    // Ends the window now; requests in flight drain; the run counts as completed. A run plan's
    // measured runs in flight go on to their end (within the drain timeout) under a steady
    // load; only runs cut by the drain timeout or an abort do not complete.
    virtual void finishEarly() = 0;
    // Ends every request now (recorded as cancelled); the run is interrupted.
    virtual void abort() = 0;

    virtual LoadProgress progress() const = 0;
    // The measurement window as planned; an early end shortens it (final after finished()).
    virtual RunWindow window() const = 0;
    // Every finished request and server sample so far, in arrival order.
    virtual const std::vector<RequestRecord> &records() const = 0;
    virtual const std::vector<ServerMetricsSample> &serverSamples() const = 0;
    // A run plan's runs that have ended so far (issue 18), in the order they ended; empty for
    // a plain plan. The step's verdict judges run objectives on them.
    virtual const std::vector<RunOutcome> &runOutcomes() const = 0;
    // After finished(); records and samples no longer change then.
    virtual const RunResult &result() const = 0;

Q_SIGNALS:
    // New records or samples arrived (or the step's clock moved on).
    void progressed();
    void finished();
};

} // namespace llmcap
