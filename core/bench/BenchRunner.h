#pragma once

#include "bench/BenchConfig.h"
#include "bench/EndpointProbe.h"
#include "bench/LoadGenerator.h"
#include "bench/RunResult.h"
#include "records/MeasuredRecords.h"
#include "servermetrics/ServerMetricsSample.h"
#include "util/Result.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace llmcap {

class MetricsScraper;
class RunWriter;

// One benchmark run as a reusable core object (the CLI's `bench`, each sweep step, the GUI's
// live run). Owns the LoadGenerator (its curl thread), the MetricsScraper (its thread) and the
// RunWriter (its database thread). Its own timer drains their buffers on the owner's thread
// every tick (10 Hz by default), so a view receives new requests and server samples in one
// batch per tick, never one signal per token.
//
//   EndpointProbe probe(config.target);   // once per endpoint (a sweep: once for all steps)
//   auto endpoint = probe.probe();
//   BenchRunner runner(config, *endpoint);
//   runner.setDatabasePath(path);         // optional: store the run
//   runner.start();                       // then finished() on the event loop
class BenchRunner : public QObject
{
    Q_OBJECT

public:
    BenchRunner(BenchConfig config, EndpointInfo endpoint, QObject *parent = nullptr);
    ~BenchRunner() override;

    void setDatabasePath(const QString &path) { m_databasePath = path; }
    // False: records() holds only the batch progressed() announces, then lets it go (issue 37:
    // memory that stays flat over a run of any length; the database and the result's metrics,
    // which accumulate as records come, still cover every request). Default true: a sweep's
    // step and the GUI read the whole run.
    void setKeepRecords(bool keep) { m_keepRecords = keep; }
    void setTickIntervalMs(int ms) { m_tick.setInterval(ms); }
    // The run's plan when the caller has already made it from config().plan (a sweep step),
    // so it is computed once; otherwise start() makes it.
    void setPlan(RunPlan plan) { m_plan = std::move(plan); }

    // Plans the run, stores its row, starts writer, scraper and load. Fails before any load.
    Status start();
    // Ends the window now; in-flight requests get the drain timeout; status "interrupted".
    void stop();
    // Ends the window now like stop(), but the run counts as completed: its caller decided it
    // has measured enough (a sweep step's early stopping). A run plan's measured runs in flight
    // go on to their end (LoadGenerator::StopMode::Graceful).
    void finishEarly();
    // Ends every request now (recorded as cancelled); status "interrupted". The runner does
    // this itself when the database is full: result().storageError says so.
    void abort();
    bool isRunning() const { return m_running; }

    const BenchConfig &config() const { return m_config; }
    const EndpointInfo &endpoint() const { return m_endpoint; }
    // Found before the first request (start()): planned requests that cannot fit the server's
    // context. Also in the result's notes.
    const QStringList &startWarnings() const { return m_startWarnings; }
    qint64 runId() const { return m_runId; }
    LoadProgress progress() const;
    // The window as planned (final after finished()).
    RunWindow window() const;

    // Every finished request and server sample so far, in arrival order (owner's thread);
    // without keepRecords only the latest batch of requests.
    const std::vector<RequestRecord> &records() const { return m_records; }
    // Finished requests so far, whether kept or not.
    qint64 finishedRecords() const { return m_recordsSeen; }
    const std::vector<ServerMetricsSample> &serverSamples() const { return m_samples; }
    // A run plan's runs that have ended so far (issue 18), in the order they ended.
    const std::vector<RunOutcome> &runOutcomes() const { return m_runOutcomes; }
    // After finished(). The result is computed and the run stored on a worker thread once the
    // load ends, so the owner's event loop keeps running; finished() follows on the owner's
    // thread when both are done.
    const RunResult &result() const { return m_result; }

Q_SIGNALS:
    // Once per tick with news: records [firstRecord, records().size()) and samples
    // [firstSample, serverSamples().size()) are new.
    void progressed(qsizetype firstRecord, qsizetype firstSample);
    void finished();

private:
    Status startParts();
    void drain();
    // Feeds one record to the accumulators (or holds a call whose run's start is unknown).
    void account(const RequestRecord &record, const RunWindow &window, bool final);
    void onLoadFinished();
    void onResultReady(RunResult result);
    // On the finishing thread: metrics, SLO and server summary; closes the writer and stores
    // the run's end. Reads records and samples, which no longer change.
    QStringList contextWarnings() const;
    RunResult finishOffThread(RunInfo::Status status, RunWindow window, QStringList notes,
                              std::unique_ptr<RunWriter> writer) const;
    // Stores the run's end and summary, waiting out another process's write lock for a while;
    // on a full database once, then the end alone without the summary.
    Status storeFinish(const RunResult &result, bool full) const;

    BenchConfig m_config;
    EndpointInfo m_endpoint;
    QStringList m_startWarnings;
    QString m_databasePath;
    std::optional<RunPlan> m_plan;
    bool m_runPlan = false;   // the plan sends runs: the result gets a RunSummary
    QStringList m_classNames; // the plan's classes, by index
    qint64 m_runId = 0;
    bool m_running = false;
    bool m_stopped = false;
    bool m_finishing = false; // the load ended; the result is being computed
    std::thread m_finisher;
    std::unique_ptr<RunWriter> m_writer;
    std::unique_ptr<MetricsScraper> m_scraper;
    std::unique_ptr<LoadGenerator> m_load;
    QTimer m_tick;
    bool m_keepRecords = true;
    std::vector<RequestRecord> m_records;
    qint64 m_recordsSeen = 0;
    // The result's metrics and SLO tallies, fed as records come; calls of runs whose first
    // call has not ended yet wait in m_pendingCalls (a call is measured by its run's start).
    std::unique_ptr<RunMetricsAccumulator> m_metrics;
    std::unique_ptr<SloAccumulator> m_sloTally;
    MeasuredRecords m_measured;
    std::vector<RequestRecord> m_pendingCalls;
    std::vector<ServerMetricsSample> m_samples;
    std::vector<RunOutcome> m_runOutcomes;
    RunResult m_result;
};

} // namespace llmcap
