#pragma once

#include "records/RequestRecord.h"
#include "servermetrics/ServerMetricsSample.h"
#include "util/Result.h"

#include <QCoreApplication>

#include <memory>

namespace llmcap {

// Writes a run's request records and server samples to the project database on its own thread
// with its own connection, in batched transactions at least every flush interval, so that a
// process killed mid-run keeps everything that finished more than a moment before the kill.
// add() is thread-safe and cheap (it only queues).
//
// A batch that cannot be written (another process holds a write lock longer than the busy
// timeout, a full disk) stays queued and is tried again at the next flush, and close() keeps
// trying for up to its retry time; what is still unwritten then is counted as lost. A full
// database is not retried at close (isFull()).
class RunWriter
{
    Q_DECLARE_TR_FUNCTIONS(RunWriter)

public:
    static Result<std::unique_ptr<RunWriter>> open(const QString &databasePath, qint64 runId,
                                                   int flushIntervalMs = 200,
                                                   int closeRetryMs = 30'000);
    ~RunWriter(); // close()s
    RunWriter(const RunWriter &) = delete;
    RunWriter &operator=(const RunWriter &) = delete;

    void add(const RequestRecord &record);
    void add(const ServerMetricsSample &sample);
    // Writes what is queued now, waits for it and returns the first error so far.
    Status flush();
    // Flushes, retrying a failed write for up to the close retry time, stops the thread and
    // returns the last error when records or samples stayed unwritten (an error does not stop
    // the run: the records stay in memory and the caller reports them).
    Status close();
    qint64 writtenRequests() const;
    qint64 lostRequests() const; // after close(): the records that were never written
    qint64 lostSamples() const;
    // True once a write failed because the database is full (Database::isFull): later writes
    // fail too, so close() does not wait to retry them and the caller ends the run.
    bool isFull() const;
    // The error of the last failed write; empty when the last write succeeded.
    QString lastError() const;

private:
    RunWriter();
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace llmcap
