// PeerResultImporter and RunComparison on a real database: imported runs are stored as external
// runs with their tool, version and settings, the history marks them, a file of another shape
// stores nothing, and a comparison sets an imported run beside an llmcap run on llmcap's rows.

#include "RecordBuilder.h"

#include "results/ExternalRun.h"
#include "results/PeerResultImporter.h"
#include "results/ResultsHistory.h"
#include "results/RunComparison.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"

#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

QString data(const char *name)
{
    return QStringLiteral(LLMCAP_TEST_DATA_DIR "/peers/") + QLatin1String(name);
}

// Every stored row of runs and run_requests, in one string, to prove a failed import touched
// nothing.
QString dump(Database &db)
{
    QString out;
    SqlStatement s(db.handle(), "SELECT id, label, status, config, IFNULL(summary, ''), "
                                "IFNULL(external_tool, '') FROM runs ORDER BY id");
    while (s.step() == SqlStatement::Step::Row)
        for (int c = 0; c < 6; ++c)
            out += s.text(c) + QLatin1Char('|');
    SqlStatement r(db.handle(), "SELECT COUNT(*) FROM run_requests");
    if (r.step() == SqlStatement::Step::Row)
        out += QString::number(r.int64(0));
    return out;
}

} // namespace

class TestPeerResultImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void storesAnExternalRun();
    void storesEveryGuidellmBenchmark();
    void wrongShapeTouchesNothing();
    void importingTwiceStoresOnce();
    void comparesBesideAnLlmcapRun();
    void anInvalidRunIsMarked();
    void unknownFailuresStayUnknown();

private:
    qint64 llmcapRun(const QJsonObject &summary = {});

    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
};

void TestPeerResultImporter::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("peers.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(*db);
}

void TestPeerResultImporter::cleanup()
{
    m_db.reset();
    delete m_dir;
    m_dir = nullptr;
}

// A finished llmcap run of 20 requests, TTFT 50 ms, three one-token chunks 20 ms apart.
qint64 TestPeerResultImporter::llmcapRun(const QJsonObject &summary)
{
    RunRepository runs(*m_db);
    RunInfo info;
    info.label = QStringLiteral("chat");
    info.window = {0, RecordBuilder::ns(10000)};
    info.config = {{QStringLiteral("target"),
                    QJsonObject{{QStringLiteral("model"), QStringLiteral("llama")}}}};
    auto id = runs.createRun(info);
    if (!id)
        return 0;
    std::vector<RequestRecord> records;
    for (int i = 0; i < 20; ++i)
        records.push_back(
            RecordBuilder(i, 100.0 * i).chunks({{50, 1}, {70, 1}, {90, 1}}).usage(512, 3));
    if (!runs.insertRequests(*id, records).ok())
        return 0;
    if (!runs.finishRun(*id, RunInfo::Status::Completed, info.window, summary).ok())
        return 0;
    return *id;
}

void TestPeerResultImporter::storesAnExternalRun()
{
    QList<ExternalRun> read;
    auto ids =
        PeerResultImporter::importFile(*m_db, data("vllm-bench-serve-detailed.json"), 0, &read);
    QVERIFY2(ids.ok(), qPrintable(ids.error()));
    QCOMPARE(ids->size(), 1);
    auto run = RunRepository(*m_db).run(ids->first());
    QVERIFY(run.ok());
    QVERIFY(run->isExternal());
    QCOMPARE(run->externalTool, QStringLiteral("vllm"));
    QCOMPARE(run->status, RunInfo::Status::Completed);
    QCOMPARE(run->label, QStringLiteral("vLLM bench serve: openai-chat"));
    const ExternalRun back = ExternalRun::fromStored(run->externalTool, run->config, run->summary);
    QCOMPARE(back.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(back.settings.value(QLatin1String("rate_rps")).toDouble(), 2.0);
    QCOMPARE(back.metrics.size(), read.first().metrics.size());
    QCOMPARE(back.metric(QStringLiteral("ttft_ms"))->stat(QStringLiteral("p99")).value_or(0),
             142.58);
    QVERIFY(!back.metric(QStringLiteral("vllm.itl_ms"))->mapped);
    QCOMPARE(RunRepository(*m_db).requestCount(ids->first()).value(), qint64(0));
    // No generated text anywhere in the file's rows.
    QVERIFY(!dump(*m_db).contains(QStringLiteral("SECRET")));

    auto history = ResultsHistory::load(*m_db);
    QVERIFY(history.ok());
    QCOMPARE(history->size(), 1);
    const HistoryEntry &e = history->first();
    QVERIFY(e.isExternal());
    QCOMPARE(e.toolLabel(), QStringLiteral("vLLM bench serve"));
    QCOMPARE(e.kindLabel(), QStringLiteral("imported run"));
    QVERIFY2(e.title().endsWith(QStringLiteral("(imported)")), qPrintable(e.title()));
    QCOMPARE(e.model, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    QCOMPARE(e.requests, qint64(4));
    QCOMPARE(e.errorRatePct, 25.0);
    QCOMPARE(e.ttftP99Ms, 142.58);
    QVERIFY(e.searchText().contains(QStringLiteral("vLLM bench serve")));
}

void TestPeerResultImporter::storesEveryGuidellmBenchmark()
{
    auto ids = PeerResultImporter::importFile(*m_db, data("guidellm-benchmarks.json"));
    QVERIFY2(ids.ok(), qPrintable(ids.error()));
    QCOMPARE(ids->size(), 2);
    auto second = RunRepository(*m_db).run(ids->at(1));
    QVERIFY(second.ok());
    QVERIFY(second->closedLoop);
    QCOMPARE(second->config.value(QLatin1String("external"))
                 .toObject()
                 .value(QLatin1String("tool_version"))
                 .toString(),
             QStringLiteral("0.4.0"));
    QVERIFY(!dump(*m_db).contains(QStringLiteral("SECRET")));
}

void TestPeerResultImporter::wrongShapeTouchesNothing()
{
    const qint64 mine = llmcapRun();
    QVERIFY(mine > 0);
    QVERIFY(PeerResultImporter::importFile(*m_db, data("aiperf-profile_export.jsonl")).ok());
    const QString before = dump(*m_db);
    auto ids = PeerResultImporter::importFile(*m_db, data("not-a-result.json"));
    QVERIFY(!ids.ok());
    QVERIFY2(ids.error().contains(QStringLiteral("not a vLLM bench serve, SGLang bench_serving, "
                                                 "GuideLLM, AIPerf or inference-perf result")),
             qPrintable(ids.error()));
    QCOMPARE(dump(*m_db), before);
}

// The same file imported again, or a renamed copy of it, stores nothing new and names the runs
// that hold it; another project may hold its own copy.
void TestPeerResultImporter::importingTwiceStoresOnce()
{
    auto first = PeerResultImporter::importFile(*m_db, data("guidellm-benchmarks.json"));
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(first->size(), 2);
    const QString before = dump(*m_db);
    const QString copy = m_dir->filePath(QStringLiteral("renamed.json"));
    QVERIFY(QFile::copy(data("guidellm-benchmarks.json"), copy));
    QList<ExternalRun> stored;
    QList<qint64> duplicates;
    auto again = PeerResultImporter::importFile(*m_db, copy, 0, &stored, &duplicates);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QVERIFY(again->isEmpty());
    QVERIFY(stored.isEmpty());
    QCOMPARE(duplicates, *first);
    QCOMPARE(dump(*m_db), before);

    auto project = ProjectRepository(*m_db).create(QStringLiteral("other"));
    QVERIFY2(project.ok(), qPrintable(project.error()));
    auto elsewhere = PeerResultImporter::importFile(*m_db, copy, project->id, nullptr, &duplicates);
    QVERIFY2(elsewhere.ok(), qPrintable(elsewhere.error()));
    QCOMPARE(elsewhere->size(), 2);
    QVERIFY(duplicates.isEmpty());
}

void TestPeerResultImporter::comparesBesideAnLlmcapRun()
{
    const qint64 mine = llmcapRun();
    QVERIFY(mine > 0);
    auto ids = PeerResultImporter::importFile(*m_db, data("vllm-bench-serve-detailed.json"));
    QVERIFY(ids.ok());
    auto c = RunComparison::load(*m_db, mine, ids->first());
    QVERIFY2(c.ok(), qPrintable(c.error()));
    QVERIFY(!c->first.external);
    QVERIFY(c->second.external);
    QVERIFY(c->second.title.contains(QStringLiteral("vLLM bench serve")));
    const auto row = [&c](const char *key) -> const RunComparison::Row * {
        for (const RunComparison::Row &r : c->rows)
            if (r.key == QLatin1String(key))
                return &r;
        return nullptr;
    };
    // The same axis: llmcap's TTFT and vLLM's (mapped) TTFT on one row.
    const RunComparison::Row *ttft = row("ttft_ms");
    QVERIFY(ttft && ttft->mapped && ttft->first && ttft->second);
    QCOMPARE(ttft->label, QStringLiteral("TTFT"));
    QCOMPARE(ttft->first->stat(QStringLiteral("p50")).value_or(0), 50.0);
    QCOMPARE(ttft->second->stat(QStringLiteral("p99")).value_or(0), 142.58);
    const RunComparison::Row *tpot = row("tpot_ms");
    QVERIFY(tpot && tpot->first && tpot->second);
    QCOMPARE(tpot->first->stat(QStringLiteral("mean")).value_or(0), 20.0);
    // llmcap's ITL stays alone on its row; vLLM's chunk-gap ITL on its own, labelled as vLLM's.
    const RunComparison::Row *itl = row("itl_ms");
    QVERIFY(itl && itl->first && !itl->second);
    const RunComparison::Row *chunk = row("vllm.itl_ms");
    QVERIFY(chunk && !chunk->mapped && !chunk->first && chunk->second);
    QCOMPARE(chunk->label, QStringLiteral("ITL (vLLM, chunk gap)"));
    // llmcap's latency rows come first, in llmcap's order.
    QCOMPARE(c->rows.at(0).key, QStringLiteral("ttft_ms"));
    QCOMPARE(c->rows.at(1).key, QStringLiteral("tpot_ms"));
    const QString text = c->text();
    QVERIFY2(text.contains(QStringLiteral("ITL (vLLM, chunk gap) *")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("not llmcap's definition")));
}

// A run llmcap judged invalid (client-limited) reads so in the results list and beside a peer's
// run; the comparison has vLLM's p95 column.
void TestPeerResultImporter::anInvalidRunIsMarked()
{
    const qint64 mine = llmcapRun(
        {{QStringLiteral("metrics"), QJsonObject{{QStringLiteral("valid"), false},
                                                 {QStringLiteral("client_limited"), true}}}});
    QVERIFY(mine > 0);
    const qint64 valid =
        llmcapRun({{QStringLiteral("metrics"), QJsonObject{{QStringLiteral("valid"), true}}}});
    auto ids = PeerResultImporter::importFile(*m_db, data("vllm-bench-serve-detailed.json"));
    QVERIFY(ids.ok());
    auto history = ResultsHistory::load(*m_db);
    QVERIFY(history.ok());
    for (const HistoryEntry &e : *history) {
        if (e.id == mine)
            QCOMPARE(e.statusLabel(), QStringLiteral("completed, INVALID"));
        else
            QCOMPARE(e.statusLabel(), QStringLiteral("completed"));
    }
    auto c = RunComparison::load(*m_db, mine, ids->first());
    QVERIFY2(c.ok(), qPrintable(c.error()));
    QVERIFY(c->first.title.endsWith(QStringLiteral("[INVALID]")));
    const QString text = c->text();
    QVERIFY2(text.contains(QStringLiteral("A is INVALID (client-limited")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("B p95")), qPrintable(text));
    auto fine = RunComparison::load(*m_db, valid, ids->first());
    QVERIFY(fine.ok());
    QVERIFY(!fine->text().contains(QStringLiteral("INVALID")));
}

// SGLang counts no failures: the results list has its completed requests and no error rate.
void TestPeerResultImporter::unknownFailuresStayUnknown()
{
    auto ids = PeerResultImporter::importFile(*m_db, data("sglang-bench-serving.jsonl"));
    QVERIFY2(ids.ok(), qPrintable(ids.error()));
    QCOMPARE(ids->size(), 2);
    auto history = ResultsHistory::load(*m_db);
    QVERIFY(history.ok());
    QCOMPARE(history->size(), 2);
    for (const HistoryEntry &e : *history) {
        QVERIFY(!e.errorRateKnown);
        QCOMPARE(e.completed, e.id == ids->first() ? qint64(200) : qint64(1000));
    }
}

QTEST_GUILESS_MAIN(TestPeerResultImporter)
#include "tst_peerresultimporter.moc"
