#include "sim/SimPresetCatalog.h"
#include "sim/SimRandom.h"
#include "sim/SimulationRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestSimPresetCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinPresetsExist_data();
    void builtinPresetsExist();
    void kvCapacityFollowsFootprint();
    void tensorParallelSplitsWeights();
    void tinyCpuSaturatesAtAFewRequestsPerSecond();
    void fewSlotCpuQueuesBehindFourSlots();
    void loadFileWithBase();
    void loadFileErrors_data();
    void loadFileErrors();
};

void TestSimPresetCatalog::builtinPresetsExist_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("tp");
    for (const auto &[id, tp] : {std::pair{"tiny-cpu", 1},
                                 {"few-slot-cpu", 1},
                                 {"llama-3.1-8b-h100", 1},
                                 {"llama-3.1-70b-4xh100", 4},
                                 {"qwen2.5-7b-l40s", 1}})
        QTest::newRow(id) << QString::fromLatin1(id) << tp;
}

void TestSimPresetCatalog::builtinPresetsExist()
{
    QFETCH(QString, id);
    QFETCH(int, tp);
    const auto preset = SimPresetCatalog::builtin().find(id);
    QVERIFY(preset);
    QCOMPARE(preset->hardware.tensorParallel, tp);
    QVERIFY(preset->engine.validate().isEmpty());
    QVERIFY(preset->engine.kvBlocks > 0);
    QVERIFY(!preset->servedModelName.isEmpty());
    QVERIFY(preset->stepTime.weightBytesPerGpu > 0);
    QVERIFY(preset->stepTime.perStepSec > 0);
}

void TestSimPresetCatalog::kvCapacityFollowsFootprint()
{
    // domain.md §5: Llama-3.1-8B BF16 on one H100 80 GB at 0.9 -> about 51 GiB, 418k tokens.
    const auto p = SimPresetCatalog::builtin().find(QStringLiteral("llama-3.1-8b-h100"));
    QVERIFY(p);
    QCOMPARE(p->engine.kvBlocks, int(p->footprint.kvBlocks));
    QCOMPARE(p->stepTime.kvBytesPerTokenPerGpu, 131072.0);
    const qint64 tokens = p->engine.kvCapacityTokens();
    QVERIFY2(tokens > 400000 && tokens < 440000, qPrintable(QString::number(tokens)));
    QCOMPARE(p->servedModelName, QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
}

void TestSimPresetCatalog::tensorParallelSplitsWeights()
{
    const auto p = SimPresetCatalog::builtin().find(QStringLiteral("llama-3.1-70b-4xh100"));
    QVERIFY(p);
    QVERIFY(std::abs(p->stepTime.weightBytesPerGpu - 70.6e9 * 2 / 4) < 1e7);
    QCOMPARE(p->stepTime.kvBytesPerTokenPerGpu, 320.0 * 1024 / 4);
    QVERIFY(p->stepTime.commBytesPerToken > 0);
    QVERIFY(p->stepTime.interconnectBytesPerSec > 0);
}

void TestSimPresetCatalog::tinyCpuSaturatesAtAFewRequestsPerSecond()
{
    const auto p = SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    QVERIFY(p);
    SimulationRunner runner(*p);
    // 200 prompt / 100 output tokens at 20 req/s for 60 s: completions per second = capacity.
    std::vector<SimArrival> arrivals;
    for (int i = 0; i < 1200; ++i)
        arrivals.push_back(SimArrival{i * 0.05, 200, 100});
    runner.setHorizonSec(60);
    const SimulationResult r = runner.run(arrivals);
    const double capacityRps = double(r.completionOrder.size()) / 60.0;
    QVERIFY2(capacityRps > 1.5 && capacityRps < 6.0, qPrintable(QString::number(capacityRps)));
}

void TestSimPresetCatalog::fewSlotCpuQueuesBehindFourSlots()
{
    // Like a llama.cpp server with 4 slots: at most 4 sequences decode, each at about 100
    // tokens/s; the fifth request waits until a slot frees.
    const auto p = SimPresetCatalog::builtin().find(QStringLiteral("few-slot-cpu"));
    QVERIFY(p);
    QCOMPARE(p->engine.maxNumSeqs, 4);
    SimulationRunner runner(*p);
    std::vector<SimArrival> arrivals;
    for (int i = 0; i < 5; ++i)
        arrivals.push_back(SimArrival{0.0, 16, 200});
    runner.setHorizonSec(60);
    const SimulationResult r = runner.run(arrivals);
    QCOMPARE(r.requests.size(), size_t(5));
    double firstFinish = 1e9;
    for (int i = 0; i < 4; ++i) {
        const SimRequestTiming &t = r.requests[size_t(i)];
        QVERIFY(t.finished());
        const double tokensPerS = 199 / (t.finishSec - t.firstTokenSec);
        QVERIFY2(tokensPerS > 80 && tokensPerS < 120, qPrintable(QString::number(tokensPerS)));
        firstFinish = std::min(firstFinish, t.finishSec);
    }
    QVERIFY2(
        r.requests[4].firstTokenSec >= firstFinish,
        qPrintable(QStringLiteral("%1 < %2").arg(r.requests[4].firstTokenSec).arg(firstFinish)));
}

void TestSimPresetCatalog::loadFileWithBase()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.yaml"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("base: tiny-cpu\nmax_num_seqs: 2\nkv_blocks: 500\nstep_time:\n  per_step_us: 5000\n");
    f.close();
    const auto p = SimPresetCatalog::builtin().loadFile(path);
    QVERIFY2(p.ok(), qPrintable(p.error()));
    QCOMPARE(p->id, QStringLiteral("tiny-cpu-custom"));
    QCOMPARE(p->engine.maxNumSeqs, 2);
    QCOMPARE(p->engine.kvBlocks, 500);
    QCOMPARE(p->stepTime.perStepSec, 5e-3);
    QCOMPARE(p->stepTime.perSequenceSec, 200e-6); // kept from the base
    QCOMPARE(p->servedModelName, QStringLiteral("llmcap/tiny-0.5b"));
}

void TestSimPresetCatalog::loadFileErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown base") << QByteArray(R"({"base":"nope"})") << "unknown preset";
    QTest::newRow("unknown gpu") << QByteArray(R"({"id":"x","model":"llama-3.1-8b","gpu":"gtx"})")
                                 << "gpu: unknown id";
    QTest::newRow("typo") << QByteArray(R"({"base":"tiny-cpu","max_num_seq":3})") << "max_num_seq";
    QTest::newRow("bad tp") << QByteArray(R"({"base":"llama-3.1-8b-h100","tensor_parallel":3})")
                            << "tensor parallelism";
    QTest::newRow("too long") << QByteArray(R"({"base":"tiny-cpu","kv_blocks":10})")
                              << "does not fit";
    QTest::newRow("bad output")
        << QByteArray(R"({"base":"tiny-cpu","output_tokens":{"distribution":"zipf"}})") << "zipf";
}

void TestSimPresetCatalog::loadFileErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const auto p = SimPresetCatalog::builtin().loadFile(path);
    QVERIFY(!p.ok());
    QVERIFY2(p.error().contains(expected), qPrintable(p.error()));
}

QTEST_GUILESS_MAIN(TestSimPresetCatalog)
#include "tst_simpresetcatalog.moc"
