#include "storage/RunWriter.h"

#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace llmcap {

namespace {

constexpr size_t kBatchLimit = 5000; // flush early when this many records are queued

} // namespace

struct RunWriter::Impl
{
    std::unique_ptr<Database> db;
    qint64 runId = 0;
    std::chrono::milliseconds interval{200};
    std::thread thread;
    std::mutex mutex;
    std::condition_variable wake;
    std::condition_variable flushed;
    std::vector<RequestRecord> records;
    std::vector<ServerMetricsSample> samples;
    bool stopping = false;
    quint64 flushRequests = 0;
    quint64 flushesDone = 0;
    QString firstError;
    std::atomic<qint64> written{0};

    void run();
    void write(std::vector<RequestRecord> &batch, std::vector<ServerMetricsSample> &sampleBatch);
};

void RunWriter::Impl::write(std::vector<RequestRecord> &batch,
                            std::vector<ServerMetricsSample> &sampleBatch)
{
    if (batch.empty() && sampleBatch.empty())
        return;
    RunRepository repository(*db);
    const Status s = db->transaction([&]() -> Status {
        if (Status r = repository.insertRequests(runId, batch); !r)
            return r;
        return repository.insertServerSamples(runId, sampleBatch);
    });
    if (s) {
        written.fetch_add(qint64(batch.size()));
    } else {
        std::lock_guard lock(mutex);
        if (firstError.isEmpty())
            firstError = s.error();
    }
    batch.clear();
    sampleBatch.clear();
}

void RunWriter::Impl::run()
{
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
            batch.swap(records);
            sampleBatch.swap(samples);
            flushTarget = flushRequests;
            stop = stopping;
        }
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
                                                   int flushIntervalMs)
{
    auto db = Database::open(databasePath);
    if (!db)
        return Result<std::unique_ptr<RunWriter>>::failure(db.error());
    std::unique_ptr<RunWriter> writer(new RunWriter);
    writer->d->db = std::move(db).value();
    writer->d->runId = runId;
    writer->d->interval = std::chrono::milliseconds(std::max(10, flushIntervalMs));
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
        return d->firstError.isEmpty() ? Status() : Status::failure(d->firstError);
    const quint64 target = ++d->flushRequests;
    d->wake.notify_one();
    d->flushed.wait(lock, [&] { return d->flushesDone >= target; });
    return d->firstError.isEmpty() ? Status() : Status::failure(d->firstError);
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
    return d->firstError.isEmpty() ? Status() : Status::failure(d->firstError);
}

qint64 RunWriter::writtenRequests() const
{
    return d->written.load();
}

} // namespace llmcap
