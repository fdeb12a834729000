#include "storage/RunWriter.h"

#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace llmcap {

namespace {

constexpr size_t kBatchLimit = 5000; // flush early when this many records are queued
// Between two tries of a failed write while closing; each try also waits out SQLite's busy
// timeout when another connection holds the write lock.
constexpr std::chrono::milliseconds kRetryPause{250};

} // namespace

struct RunWriter::Impl
{
    std::unique_ptr<Database> db;
    qint64 runId = 0;
    std::chrono::milliseconds interval{200};
    std::chrono::milliseconds closeRetry{30'000};
    std::thread thread;
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable flushed;
    std::vector<RequestRecord> records;
    std::vector<ServerMetricsSample> samples;
    bool stopping = false;
    quint64 flushRequests = 0;
    quint64 flushesDone = 0;
    QString lastError; // of the last failed write; cleared when a later one succeeds
    std::atomic<qint64> written{0};
    std::atomic<bool> full{false};
    qint64 lostRecords = 0;
    qint64 lostSampleCount = 0;

    void run();
    // Writes batch and sampleBatch in one transaction; on failure they are kept for a retry.
    bool write(std::vector<RequestRecord> &batch, std::vector<ServerMetricsSample> &sampleBatch);
    void retryUntilWritten(std::vector<RequestRecord> &batch,
                           std::vector<ServerMetricsSample> &sampleBatch);
};

bool RunWriter::Impl::write(std::vector<RequestRecord> &batch,
                            std::vector<ServerMetricsSample> &sampleBatch)
{
    if (batch.empty() && sampleBatch.empty())
        return true;
    RunRepository repository(*db);
    const Status s = db->transaction([&]() -> Status {
        if (Status r = repository.insertRequests(runId, batch); !r)
            return r;
        return repository.insertServerSamples(runId, sampleBatch);
    });
    std::lock_guard lock(mutex);
    if (!s) {
        lastError = s.error();
        if (db->isFull()) {
            full = true;
            lastError = SqlStatement::fullError(s.error()); // "the database is full: ..."
        }
        return false;
    }
    lastError.clear();
    written.fetch_add(qint64(batch.size()));
    batch.clear();
    sampleBatch.clear();
    return true;
}

void RunWriter::Impl::retryUntilWritten(std::vector<RequestRecord> &batch,
                                        std::vector<ServerMetricsSample> &sampleBatch)
{
    const auto deadline = std::chrono::steady_clock::now() + closeRetry;
    while (!write(batch, sampleBatch) && !full && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(kRetryPause);
    std::lock_guard lock(mutex);
    lostRecords = qint64(batch.size());
    lostSampleCount = qint64(sampleBatch.size());
}

void RunWriter::Impl::run()
{
    // What a failed write left: tried again first, in the next transaction.
    std::vector<RequestRecord> batch;
    std::vector<ServerMetricsSample> sampleBatch;
    while (true) {
        quint64 flushTarget = 0;
        bool stop = false;
        {
            std::unique_lock lock(mutex);
            wake.wait_for(lock, interval, [this] {
                return stopping || flushRequests > flushesDone || records.size() >= kBatchLimit;
            });
            batch.insert(batch.end(), std::make_move_iterator(records.begin()),
                         std::make_move_iterator(records.end()));
            records.clear();
            sampleBatch.insert(sampleBatch.end(), samples.begin(), samples.end());
            samples.clear();
            flushTarget = flushRequests;
            stop = stopping;
        }
        if (stop)
            retryUntilWritten(batch, sampleBatch);
        else
            write(batch, sampleBatch);
        {
            std::lock_guard lock(mutex);
            flushesDone = std::max(flushesDone, flushTarget);
        }
        flushed.notify_all();
        if (stop)
            return;
    }
}

RunWriter::RunWriter()
    : d(std::make_unique<Impl>())
{}

Result<std::unique_ptr<RunWriter>> RunWriter::open(const QString &databasePath, qint64 runId,
                                                   int flushIntervalMs, int closeRetryMs)
{
    auto db = Database::open(databasePath);
    if (!db)
        return Result<std::unique_ptr<RunWriter>>::failure(db.error());
    std::unique_ptr<RunWriter> writer(new RunWriter);
    writer->d->db = std::move(db).value();
    writer->d->runId = runId;
    writer->d->interval = std::chrono::milliseconds(std::max(10, flushIntervalMs));
    writer->d->closeRetry = std::chrono::milliseconds(std::max(0, closeRetryMs));
    Impl *impl = writer->d.get();
    writer->d->thread = std::thread([impl] { impl->run(); });
    return writer;
}

RunWriter::~RunWriter()
{
    close();
}

void RunWriter::add(const RequestRecord &record)
{
    std::lock_guard lock(d->mutex);
    d->records.push_back(record);
    if (d->records.size() >= kBatchLimit)
        d->wake.notify_one();
}

void RunWriter::add(const ServerMetricsSample &sample)
{
    std::lock_guard lock(d->mutex);
    d->samples.push_back(sample);
}

Status RunWriter::flush()
{
    std::unique_lock lock(d->mutex);
    if (!d->thread.joinable())
        return d->lastError.isEmpty() ? Status() : Status::failure(d->lastError);
    const quint64 target = ++d->flushRequests;
    d->wake.notify_one();
    d->flushed.wait(lock, [&] { return d->flushesDone >= target; });
    return d->lastError.isEmpty() ? Status() : Status::failure(d->lastError);
}

Status RunWriter::close()
{
    if (d->thread.joinable()) {
        {
            std::lock_guard lock(d->mutex);
            d->stopping = true;
        }
        d->wake.notify_one();
        d->thread.join();
    }
    std::lock_guard lock(d->mutex);
    if (d->lostRecords == 0 && d->lostSampleCount == 0)
        return {};
    return Status::failure(d->lastError);
}

qint64 RunWriter::writtenRequests() const
{
    return d->written.load();
}

qint64 RunWriter::lostRequests() const
{
    std::lock_guard lock(d->mutex);
    return d->lostRecords;
}

bool RunWriter::isFull() const
{
    return d->full.load();
}

QString RunWriter::lastError() const
{
    std::lock_guard lock(d->mutex);
    return d->lastError;
}

qint64 RunWriter::lostSamples() const
{
    std::lock_guard lock(d->mutex);
    return d->lostSampleCount;
}

} // namespace llmcap
