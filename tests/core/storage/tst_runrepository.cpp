#include "storage/ChunkCodec.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/RunWriter.h"
#include "storage/SqlStatement.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <thread>

using namespace llmcap;

namespace {

RequestRecord record(qint64 index)
{
    RequestRecord r;
    r.index = index;
    r.className = QStringLiteral("chat");
    r.scheduledNs = index * 1'000'000;
    r.dispatchedNs = r.scheduledNs + 12'345;
    r.sentNs = r.dispatchedNs + 100;
    r.firstByteNs = r.sentNs + 5'000'000;
    r.chunks = {
        {r.firstByteNs + 10, 1}, {r.firstByteNs + 20'000'000, 3}, {r.firstByteNs + 20'000'001, 0}};
    r.firstTokenNs = r.chunks.front().tNs;
    r.lastTokenNs = r.chunks.back().tNs;
    r.endNs = r.lastTokenNs + 50;
    r.plannedInputTokens = 100;
    r.plannedOutputTokens = 4;
    r.promptTokens = 107;
    r.completionTokens = 4;
    r.cachedTokens = 16;
    r.server.queueMs = 1.25;
    r.server.ttftMs = 4.5;
    r.httpStatus = 200;
    r.finishReason = QStringLiteral("length");
    r.requestId = QStringLiteral("llmcap-abc-%1").arg(index);
    return r;
}

} // namespace

class TestRunRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chunkCodecRoundTrips();
    void chunkCodecIsCompact();
    void chunkCodecRejectsDamage();
    void storesAndReadsRuns();
    void storesRequestsExactly();
    void sweepStepsInOrder();
    void writerBatchesFromThreads();
    void writerWaitsOutALongLock();
    void writerCountsWhatItCouldNotStore();
    void writerStopsAtAFullDatabase();

private:
    QTemporaryDir m_dir;
};

void TestRunRepository::chunkCodecRoundTrips()
{
    const RequestRecord r = record(3);
    std::vector<OutputChunk> back;
    QVERIFY(ChunkCodec::decode(ChunkCodec::encode(r.chunks, r.scheduledNs), r.scheduledNs, &back));
    QCOMPARE(back, r.chunks);
    QVERIFY(ChunkCodec::decode({}, 0, &back));
    QVERIFY(back.empty());
    // Times before the scheduled instant (never expected, but representable).
    const std::vector<OutputChunk> odd = {{-5, 2}, {-10, 1}};
    QVERIFY(ChunkCodec::decode(ChunkCodec::encode(odd, 0), 0, &back));
    QCOMPARE(back, odd);
}

void TestRunRepository::chunkCodecIsCompact()
{
    std::vector<OutputChunk> chunks;
    for (int i = 0; i < 1000; ++i)
        chunks.push_back({200'000'000 + i * 20'000'000LL, 1}); // 20 ms apart
    const QByteArray blob = ChunkCodec::encode(chunks, 0);
    QVERIFY2(blob.size() <= 2 + 1000 * 5, qPrintable(QString::number(blob.size())));
}

void TestRunRepository::chunkCodecRejectsDamage()
{
    const RequestRecord r = record(1);
    QByteArray blob = ChunkCodec::encode(r.chunks, r.scheduledNs);
    std::vector<OutputChunk> back;
    QVERIFY(!ChunkCodec::decode(blob.left(blob.size() - 2) + char(0x80), 0, &back));
    blob[0] = 9;
    QVERIFY(!ChunkCodec::decode(blob, 0, &back));
}

void TestRunRepository::storesAndReadsRuns()
{
    auto db = Database::open(m_dir.filePath(QStringLiteral("runs.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    QVERIFY((*db)->schemaVersion() >= 3);
    RunRepository repo(**db);
    RunInfo info;
    info.label = QStringLiteral("first");
    info.originEpochMs = 1700000000123;
    info.config = {{QStringLiteral("rate_rps"), 5}};
    info.servingConfig = {{QStringLiteral("values"), QJsonObject{}}};
    info.window = {qint64(10e9), qint64(70e9)};
    auto id = repo.createRun(info);
    QVERIFY2(id.ok(), qPrintable(id.error()));
    auto stored = repo.run(*id);
    QVERIFY(stored.ok());
    QCOMPARE(stored->status, RunInfo::Status::Running);
    QCOMPARE(stored->label, QStringLiteral("first"));
    QCOMPARE(stored->originEpochMs, 1700000000123);
    QCOMPARE(stored->config, info.config);
    QCOMPARE(stored->window, info.window);
    QVERIFY(!stored->sweepId);
    QVERIFY(stored->startedAt.isValid());

    QVERIFY(repo.finishRun(*id, RunInfo::Status::Completed, {qint64(10e9), qint64(60e9)},
                           {{QStringLiteral("valid"), true}}));
    stored = repo.run(*id);
    QCOMPARE(stored->status, RunInfo::Status::Completed);
    QCOMPARE(stored->window.endNs, qint64(60e9));
    QCOMPARE(stored->summary.value(QLatin1String("valid")).toBool(), true);
    QVERIFY(stored->finishedAt.isValid());
    QVERIFY(!repo.run(*id + 100).ok());
}

void TestRunRepository::storesRequestsExactly()
{
    auto db = Database::open(m_dir.filePath(QStringLiteral("requests.sqlite")));
    QVERIFY(db.ok());
    RunRepository repo(**db);
    const qint64 id = *repo.createRun({});
    std::vector<RequestRecord> records;
    for (int i = 0; i < 5; ++i)
        records.push_back(record(i));
    records[2].error = ErrorCategory::StreamBroken;
    records[2].errorMessage = QStringLiteral("the stream broke: Recv failure");
    records[3].dispatchedNs = -1;
    records[3].chunks.clear();
    records[3].firstTokenNs = records[3].lastTokenNs = -1;
    records[3].clientQueued = true;
    records[4].promptText = QStringLiteral("hello");
    records[4].outputText = QStringLiteral("world");
    records[4].server = {};
    records[1].runId = QStringLiteral("r17"); // a call of a run (issue 18)
    records[1].callIndex = 0;
    records[4].runId = QStringLiteral("r17");
    records[4].callIndex = 3;
    records[0].traceId = QStringLiteral("4bf92f3577b34da6a3ce929d0e0e4736"); // issue 21
    records[0].spanId = QStringLiteral("00f067aa0ba902b7");
    QVERIFY((*db)->transaction([&] { return repo.insertRequests(id, records); }));
    auto back = repo.requests(id);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->size(), records.size());
    for (size_t i = 0; i < records.size(); ++i)
        QCOMPARE(back->at(i), records[i]);
    QCOMPARE(*repo.requestCount(id), 5);
}

void TestRunRepository::sweepStepsInOrder()
{
    auto db = Database::open(m_dir.filePath(QStringLiteral("sweep.sqlite")));
    QVERIFY(db.ok());
    RunRepository repo(**db);
    for (int step : {2, 0, 1}) {
        RunInfo info;
        info.sweepId = 7;
        info.stepIndex = step;
        QVERIFY(repo.createRun(info).ok());
    }
    QVERIFY(repo.createRun({}).ok());
    auto steps = repo.runs(7);
    QVERIFY(steps.ok());
    QCOMPARE(steps->size(), 3);
    QCOMPARE(steps->at(0).stepIndex, 0);
    QCOMPARE(steps->at(2).stepIndex, 2);
    QCOMPARE(*steps->at(1).sweepId, 7);
    QCOMPARE(repo.runs()->size(), 4);
}

void TestRunRepository::writerBatchesFromThreads()
{
    const QString path = m_dir.filePath(QStringLiteral("writer.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    const qint64 id = *RunRepository(**db).createRun({});
    auto writer = RunWriter::open(path, id, 20);
    QVERIFY2(writer.ok(), qPrintable(writer.error()));
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 500; ++i)
                (*writer)->add(record(t * 1000 + i));
        });
    for (auto &t : threads)
        t.join();
    ServerMetricsSample sample;
    sample.tNs = 5;
    sample.running = 3;
    (*writer)->add(sample);
    QVERIFY((*writer)->flush());
    // Visible to another connection after a flush, before close.
    QCOMPARE(*RunRepository(**db).requestCount(id), 2000);
    QVERIFY((*writer)->close());
    QCOMPARE((*writer)->writtenRequests(), 2000);
    const auto samples = RunRepository(**db).serverSamples(id);
    QCOMPARE(samples->size(), size_t(1));
    QCOMPARE(samples->front().running, 3.0);
}

// Another process held the write lock for 12 s mid-run and 10 of 54 requests were dropped:
// a batch that cannot be written now stays queued and goes in once the lock is released.
void TestRunRepository::writerWaitsOutALongLock()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("locked.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    const qint64 id = *RunRepository(**db).createRun({});
    auto holder = Database::open(path); // "another process": a connection of its own
    QVERIFY(holder.ok());
    auto writer = RunWriter::open(path, id, 20, 30'000);
    QVERIFY(writer.ok());
    for (int i = 0; i < 10; ++i)
        (*writer)->add(record(i));
    QVERIFY((*writer)->flush());
    QVERIFY((*holder)->exec("BEGIN IMMEDIATE").ok());
    for (int i = 10; i < 30; ++i)
        (*writer)->add(record(i));
    // Longer than the 5 s busy timeout: the writes in between fail and are kept.
    const Status blocked = (*writer)->flush();
    QVERIFY(!blocked);
    QVERIFY2(blocked.error().contains(QStringLiteral("locked")), qPrintable(blocked.error()));
    std::thread release([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        (*holder)->exec("COMMIT");
    });
    for (int i = 30; i < 40; ++i)
        (*writer)->add(record(i));
    const Status closed = (*writer)->close();
    release.join();
    QVERIFY2(closed, qPrintable(closed.error()));
    QCOMPARE((*writer)->writtenRequests(), 40);
    QCOMPARE((*writer)->lostRequests(), 0);
    QCOMPARE(*RunRepository(**db).requestCount(id), 40);
}

// A full disk or a lock that never goes: the writer gives up after its retry time and says
// how many records it could not store.
void TestRunRepository::writerCountsWhatItCouldNotStore()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("full.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    const qint64 id = *RunRepository(**db).createRun({});
    auto writer = RunWriter::open(path, id, 20, 0);
    QVERIFY(writer.ok());
    for (int i = 0; i < 4; ++i)
        (*writer)->add(record(i));
    QVERIFY((*writer)->flush());
    QVERIFY((*db)->exec("BEGIN IMMEDIATE").ok());
    for (int i = 4; i < 97; ++i)
        (*writer)->add(record(i));
    ServerMetricsSample sample;
    sample.tNs = 7;
    (*writer)->add(sample);
    const Status closed = (*writer)->close();
    QVERIFY(!closed);
    QCOMPARE((*writer)->writtenRequests(), 4);
    QCOMPARE((*writer)->lostRequests(), 93);
    QCOMPARE((*writer)->lostSamples(), 1);
    QVERIFY((*db)->exec("COMMIT").ok());
    QCOMPARE(*RunRepository(**db).requestCount(id), 4);
}

// Issue 20: a disk that fills mid-run (PRAGMA max_page_count through the test hook). The write
// fails with one line saying so, the writer does not spend its retry time on it, and what was
// committed before stays in a database that passes integrity_check.
void TestRunRepository::writerStopsAtAFullDatabase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("full.sqlite"));
    auto db = Database::open(path);
    QVERIFY(db.ok());
    const qint64 id = *RunRepository(**db).createRun({});
    qint64 pages = 0;
    {
        SqlStatement count((*db)->handle(), "PRAGMA page_count");
        QVERIFY(count.step() == SqlStatement::Step::Row);
        pages = count.int64(0);
    }
    // Room for a few batches of records with their text, not for thousands.
    qputenv("LLMCAP_TEST_MAX_PAGE_COUNT", QByteArray::number(pages + 8));
    auto writer = RunWriter::open(path, id, 20, 30'000);
    qunsetenv("LLMCAP_TEST_MAX_PAGE_COUNT");
    QVERIFY(writer.ok());
    auto withText = [](qint64 i) {
        RequestRecord r = record(i);
        r.outputText = QString(400, QLatin1Char('x'));
        return r;
    };
    for (int i = 0; i < 10; ++i)
        (*writer)->add(withText(i));
    QVERIFY((*writer)->flush());
    QVERIFY(!(*writer)->isFull());
    Status flushed;
    int next = 10;
    for (; next < 2000 && flushed; next += 10) {
        for (int i = next; i < next + 10; ++i)
            (*writer)->add(withText(i));
        flushed = (*writer)->flush();
    }
    QVERIFY2(!flushed, "the database never filled");
    QVERIFY2(flushed.error().startsWith(QStringLiteral("the database is full: ")),
             qPrintable(flushed.error()));
    QVERIFY(!flushed.error().contains(QLatin1Char('\n')));
    QVERIFY((*writer)->isFull());
    QElapsedTimer closing;
    closing.start();
    QVERIFY(!(*writer)->close());
    QVERIFY2(closing.elapsed() < 5000, "a full database is not retried for 30 s");
    const qint64 written = (*writer)->writtenRequests();
    QVERIFY(written >= 10);
    QCOMPARE(written + (*writer)->lostRequests(), qint64(next));
    QCOMPARE(*RunRepository(**db).requestCount(id), written);
    SqlStatement check((*db)->handle(), "PRAGMA integrity_check");
    QVERIFY(check.step() == SqlStatement::Step::Row);
    QCOMPARE(check.text(0), QStringLiteral("ok"));
}

QTEST_APPLESS_MAIN(TestRunRepository)
#include "tst_runrepository.moc"
