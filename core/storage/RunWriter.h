#pragma once

#include "bench/RequestRecord.h"
#include "servermetrics/ServerMetricsSample.h"
#include "util/Result.h"

#include <QCoreApplication>

#include <memory>

namespace llmcap {

// Writes a run's request records and server samples to the project database on its own thread
// with its own connection, in batched transactions at least every flush interval, so that a
// process killed mid-run keeps everything that finished more than a moment before the kill.
// add() is thread-safe and cheap (it only queues).
class RunWriter
{
    Q_DECLARE_TR_FUNCTIONS(RunWriter)

public:
    static Result<std::unique_ptr<RunWriter>> open(const QString &databasePath, qint64 runId,
                                                   int flushIntervalMs = 200);
    ~RunWriter(); // close()s
    RunWriter(const RunWriter &) = delete;
    RunWriter &operator=(const RunWriter &) = delete;

    void add(const RequestRecord &record);
    void add(const ServerMetricsSample &sample);
    // Writes what is queued now, waits for it and returns the first error so far.
    Status flush();
    // Flushes, stops the thread and returns the first error (an error does not stop the run:
    // the records stay in memory and the caller reports it).
    Status close();
    qint64 writtenRequests() const;

private:
    RunWriter();
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace llmcap
