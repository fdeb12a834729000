#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "telemetry/TelemetryRepository.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestTelemetryRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void recordsRoundTrip();
    void streamsByStartAndByRun();
    void stopsWhenTheVisitorSaysSo();
    void failedImportLeavesNothing();
    void listsFindsAndRemoves();
    void removingTheProjectRemovesItsData();

private:
    qint64 makeDataset(const QString &name, const QList<TelemetryRecord> &records,
                       qint64 projectId = 0);

    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
};

namespace {

TelemetryRecord call(qint64 startMs, const QString &run, int input, int output)
{
    TelemetryRecord r;
    r.startMs = startMs;
    r.runId = run;
    r.inputTokens = input;
    r.outputTokens = output;
    r.status = TelemetryRecord::Status::Ok;
    return r;
}

} // namespace

void TestTelemetryRepository::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("t.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(db).value();
}

void TestTelemetryRepository::cleanup()
{
    m_db.reset();
    delete m_dir;
}

qint64 TestTelemetryRepository::makeDataset(const QString &name,
                                            const QList<TelemetryRecord> &records, qint64 projectId)
{
    TelemetryRepository repo(*m_db);
    qint64 id = 0;
    const Status s = m_db->transaction([&]() -> Status {
        TelemetryDataset d;
        d.projectId = projectId;
        d.name = name;
        d.format = QStringLiteral("jsonl");
        d.sourceFile = QStringLiteral("/somewhere/private/export.jsonl");
        auto created = repo.create(d);
        if (!created)
            return Status::failure(created.error());
        id = *created;
        auto writer = repo.writer(id);
        for (const TelemetryRecord &r : records)
            if (Status added = writer->add(r); !added)
                return added;
        d.id = id;
        d.records = records.size();
        d.llmCalls = records.size();
        d.firstMs = records.isEmpty() ? 0 : records.front().startMs;
        d.lastMs = records.isEmpty() ? 0 : records.back().startMs;
        d.retention = QJsonObject{{QStringLiteral("source"), QStringLiteral("jsonl")}};
        return repo.finish(d);
    });
    if (!s)
        qWarning("%s", qPrintable(s.error()));
    return s ? id : 0;
}

void TestTelemetryRepository::recordsRoundTrip()
{
    TelemetryRecord full;
    full.kind = TelemetryRecord::Kind::ToolCall;
    full.startMs = 1'780'000'000'123;
    full.durationMs = 812.5;
    full.ttftMs = 97.25;
    full.inputTokens = 4096;
    full.outputTokens = 256;
    full.cachedInputTokens = 3000;
    full.model = QStringLiteral("llama-3.1-8b");
    full.provider = QStringLiteral("vllm");
    full.name = QStringLiteral("support-chat");
    full.toolName = QStringLiteral("search_orders");
    full.spanId = QStringLiteral("p-span");
    full.parentId = QStringLiteral("p-parent");
    full.runId = QStringLiteral("r-1");
    full.sessionId = QStringLiteral("s-1");
    full.userId = QStringLiteral("u-1");
    full.status = TelemetryRecord::Status::Cancelled;
    full.errorType = QStringLiteral("429");
    full.retry = true;
    full.prefixGroup = QStringLiteral("g-1");
    full.reusedPrefixTokens = 1024;
    full.attributes = QJsonObject{{QStringLiteral("environment"), QStringLiteral("prod")}};

    TelemetryRecord sparse; // nothing reported but the start
    sparse.startMs = full.startMs + 5;

    const qint64 id = makeDataset(QStringLiteral("rt"), {full, sparse});
    QVERIFY(id > 0);
    QList<TelemetryRecord> read;
    QVERIFY(TelemetryRepository(*m_db).forEach(id, TelemetryRepository::Order::ByStart,
                                               [&](const TelemetryRecord &r) {
                                                   read.append(r);
                                                   return true;
                                               }));
    QCOMPARE(read.size(), 2);
    const TelemetryRecord &a = read[0];
    QCOMPARE(int(a.kind), int(full.kind));
    QCOMPARE(a.startMs, full.startMs);
    QCOMPARE(a.durationMs, full.durationMs);
    QCOMPARE(a.ttftMs, full.ttftMs);
    QCOMPARE(a.inputTokens, 4096);
    QCOMPARE(a.outputTokens, 256);
    QCOMPARE(a.cachedInputTokens, 3000);
    QCOMPARE(a.model, full.model);
    QCOMPARE(a.provider, full.provider);
    QCOMPARE(a.name, full.name);
    QCOMPARE(a.toolName, full.toolName);
    QCOMPARE(a.spanId, full.spanId);
    QCOMPARE(a.parentId, full.parentId);
    QCOMPARE(a.runId, full.runId);
    QCOMPARE(a.sessionId, full.sessionId);
    QCOMPARE(a.userId, full.userId);
    QCOMPARE(int(a.status), int(full.status));
    QCOMPARE(a.errorType, full.errorType);
    QVERIFY(a.retry);
    QCOMPARE(a.prefixGroup, full.prefixGroup);
    QCOMPARE(a.reusedPrefixTokens, 1024);
    QCOMPARE(a.attributes, full.attributes);

    const TelemetryRecord &b = read[1];
    QVERIFY(!b.hasDuration());
    QVERIFY(std::isnan(b.ttftMs));
    QCOMPARE(b.inputTokens, -1);
    QCOMPARE(b.outputTokens, -1);
    QCOMPARE(b.cachedInputTokens, -1);
    QCOMPARE(b.reusedPrefixTokens, -1);
    QVERIFY(!b.hasTokens());
    QVERIFY(b.runId.isEmpty());
    QVERIFY(b.attributes.isEmpty());
    QCOMPARE(int(b.status), int(TelemetryRecord::Status::Unknown));
}

void TestTelemetryRepository::streamsByStartAndByRun()
{
    const qint64 id = makeDataset(
        QStringLiteral("order"),
        {call(300, QStringLiteral("r-b"), 1, 1), call(100, QStringLiteral("r-a"), 2, 2),
         call(200, QStringLiteral("r-b"), 3, 3), call(400, QStringLiteral("r-a"), 4, 4)});
    TelemetryRepository repo(*m_db);
    QList<int> byStart, byRun;
    QVERIFY(repo.forEach(id, TelemetryRepository::Order::ByStart, [&](const TelemetryRecord &r) {
        byStart.append(r.inputTokens);
        return true;
    }));
    QVERIFY(repo.forEach(id, TelemetryRepository::Order::ByRun, [&](const TelemetryRecord &r) {
        byRun.append(r.inputTokens);
        return true;
    }));
    QCOMPARE(byStart, (QList<int>{2, 3, 1, 4}));
    QCOMPARE(byRun, (QList<int>{2, 4, 3, 1})); // r-a by start, then r-b by start
}

void TestTelemetryRepository::stopsWhenTheVisitorSaysSo()
{
    QList<TelemetryRecord> many;
    for (int i = 0; i < 50; ++i)
        many.append(call(i, QStringLiteral("r"), i, i));
    const qint64 id = makeDataset(QStringLiteral("many"), many);
    int seen = 0;
    QVERIFY(
        TelemetryRepository(*m_db).forEach(id, TelemetryRepository::Order::ByStart,
                                           [&](const TelemetryRecord &) { return ++seen < 7; }));
    QCOMPARE(seen, 7);
}

void TestTelemetryRepository::failedImportLeavesNothing()
{
    TelemetryRepository repo(*m_db);
    const Status s = m_db->transaction([&]() -> Status {
        TelemetryDataset d;
        d.name = QStringLiteral("broken");
        d.format = QStringLiteral("csv");
        auto id = repo.create(d);
        if (!id)
            return Status::failure(id.error());
        auto writer = repo.writer(*id);
        for (int i = 0; i < 10; ++i)
            if (Status added = writer->add(call(i, QStringLiteral("r"), 1, 1)); !added)
                return added;
        return Status::failure(QStringLiteral("mostly unreadable"));
    });
    QVERIFY(!s);
    QCOMPARE(repo.list()->size(), 0);
    // The records written before the failure were rolled back with the dataset: a new
    // dataset reuses nothing and the table is empty.
    auto again = repo.create(TelemetryDataset{.name = QStringLiteral("probe")});
    QVERIFY(again.ok());
    int rows = 0;
    QVERIFY(repo.forEach(*again, TelemetryRepository::Order::ByStart,
                         [&](const TelemetryRecord &) { return ++rows, true; }));
    QCOMPARE(rows, 0);
    QVERIFY(m_db->exec("DELETE FROM telemetry_datasets WHERE name = 'probe'"));
    QVERIFY(!repo.create(TelemetryDataset{.name = QStringLiteral("  ")}).ok());
}

void TestTelemetryRepository::listsFindsAndRemoves()
{
    ProjectRepository projects(*m_db);
    const qint64 project = projects.create(QStringLiteral("p"))->id;
    const qint64 a = makeDataset(QStringLiteral("week-1"), {call(10, "r", 1, 1)}, project);
    const qint64 b = makeDataset(QStringLiteral("week-2"), {call(20, "r", 1, 1)}, project);
    const qint64 loose = makeDataset(QStringLiteral("loose"), {call(30, "r", 1, 1)});
    TelemetryRepository repo(*m_db);
    QCOMPARE(repo.list()->size(), 3);
    QCOMPARE(repo.list(project)->size(), 2);
    QCOMPARE(repo.list(0)->size(), 1);
    const auto found = repo.find(b);
    QVERIFY(found);
    QCOMPARE(found->name, QStringLiteral("week-2"));
    QCOMPARE(found->projectId, project);
    QCOMPARE(found->sourceFile, QStringLiteral("export.jsonl")); // no folder kept
    QCOMPARE(found->records, 1);
    QCOMPARE(found->firstMs, 20);
    QCOMPARE(found->retention.value(QStringLiteral("source")).toString(), QStringLiteral("jsonl"));
    QVERIFY(found->importedAt.isValid());
    QCOMPARE(repo.findByName(project, QStringLiteral("week-1"))->id, a);
    QCOMPARE(repo.findByName(0, QStringLiteral("loose"))->id, loose);
    QVERIFY(!repo.findByName(project, QStringLiteral("loose")));

    QVERIFY(repo.remove(a));
    QVERIFY(!repo.find(a));
    int rows = 0;
    QVERIFY(repo.forEach(a, TelemetryRepository::Order::ByStart,
                         [&](const TelemetryRecord &) { return ++rows, true; }));
    QCOMPARE(rows, 0);
    QCOMPARE(repo.list()->size(), 2);
}

void TestTelemetryRepository::removingTheProjectRemovesItsData()
{
    ProjectRepository projects(*m_db);
    const qint64 project = projects.create(QStringLiteral("gone"))->id;
    const qint64 id = makeDataset(QStringLiteral("d"), {call(1, "r", 1, 1)}, project);
    QVERIFY(projects.remove(project));
    TelemetryRepository repo(*m_db);
    QVERIFY(!repo.find(id));
    int rows = 0;
    QVERIFY(repo.forEach(id, TelemetryRepository::Order::ByStart,
                         [&](const TelemetryRecord &) { return ++rows, true; }));
    QCOMPARE(rows, 0);
}

QTEST_GUILESS_MAIN(TestTelemetryRepository)
#include "tst_telemetryrepository.moc"
