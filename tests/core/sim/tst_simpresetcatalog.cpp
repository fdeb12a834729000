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
    void behavioursOffByDefault();
    void behaviourPresetsCarryTheirOptions();
    void kvTightPresetPreemptsNearItsBoundary();
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
                                 {"qwen2.5-7b-l40s", 1},
                                 {"llama-slots-cpu", 1},
                                 {"vllm-v1-8b-h100", 1},
                                 {"stall-cpu", 1},
                                 {"kv-tight-8b", 1}})
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

void TestSimPresetCatalog::behavioursOffByDefault()
{
    for (const QString &id :
         {QStringLiteral("tiny-cpu"), QStringLiteral("few-slot-cpu"),
          QStringLiteral("llama-3.1-8b-h100"), QStringLiteral("llama-3.1-70b-4xh100"),
          QStringLiteral("qwen2.5-7b-l40s")}) {
        const auto p = SimPresetCatalog::builtin().find(id);
        QVERIFY(p);
        QCOMPARE(int(p->engine.scheduler), int(SchedulerPolicy::Continuous));
        QCOMPARE(p->engine.longPrefillTokenThreshold, 0);
        QVERIFY(!p->engine.stalls.enabled());
    }
}

void TestSimPresetCatalog::behaviourPresetsCarryTheirOptions()
{
    const SimPresetCatalog &c = SimPresetCatalog::builtin();
    const auto llama = c.find(QStringLiteral("llama-slots-cpu"));
    QCOMPARE(int(llama->engine.scheduler), int(SchedulerPolicy::LlamaSlots));
    QCOMPARE(llama->engine.maxNumSeqs, 4);
    QCOMPARE(llama->engine.slotContextTokens, 2048);
    QCOMPARE(llama->engine.maxNumBatchedTokens, 512);
    QVERIFY(!llama->engine.prefixCaching);
    // About 30-40 ms per decode step and 1.5 ms per prompt token, as a small model on a CPU.
    const StepTimeModel m(llama->stepTime);
    const double decode4 = m.stepSeconds(BatchShape{4, 4, 4 * 300, 4 * 300.0});
    QVERIFY2(decode4 > 0.02 && decode4 < 0.06, qPrintable(QString::number(decode4)));
    const double prompt512 = m.stepSeconds(BatchShape{1, 512, 512, 512 * 513 / 2.0});
    QVERIFY2(prompt512 / 512 > 1e-3 && prompt512 / 512 < 2e-3,
             qPrintable(QString::number(prompt512)));

    const auto v1 = c.find(QStringLiteral("vllm-v1-8b-h100"));
    QCOMPARE(int(v1->engine.scheduler), int(SchedulerPolicy::DecodeFirst));
    QCOMPARE(v1->engine.longPrefillTokenThreshold, 512);
    QCOMPARE(v1->engine.maxNumBatchedTokens, 2048);

    const auto stall = c.find(QStringLiteral("stall-cpu"));
    QVERIFY(stall->engine.stalls.enabled());
    QCOMPARE(stall->engine.stalls.probability, 0.01);
    QCOMPARE(stall->engine.stalls.scaleSec, 0.04);
    QCOMPARE(stall->engine.stalls.maxSec, 4.0);
    // The runner a truth computation uses runs the preset with its stalls.
    SimulationRunner runner(*stall);
    std::vector<SimArrival> arrivals;
    for (int i = 0; i < 120; ++i)
        arrivals.push_back(SimArrival{i * 0.5, 200, 100});
    const SimulationResult r = runner.run(arrivals);
    const double share = double(r.counters.stalledSteps) / double(r.steps);
    QVERIFY2(share > 0.005 && share < 0.02, qPrintable(QString::number(share)));
}

void TestSimPresetCatalog::kvTightPresetPreemptsNearItsBoundary()
{
    // 200 + 100 tokens, Poisson at 45 req/s: near kv-tight-8b's boundary (its p95 TTFT stays
    // under 50 ms at 40 req/s and passes 8 s at 50) the 1,200 blocks run out; the same
    // replica with its full cache never preempts there.
    std::vector<SimArrival> arrivals;
    double t = 0;
    for (int i = 0; i < 4000; ++i) {
        t += -std::log(1.0 - simrandom::uniform01(simrandom::combine(9, quint64(i)))) / 45.0;
        arrivals.push_back(SimArrival{t, 200, 100});
    }
    const SimPresetCatalog &c = SimPresetCatalog::builtin();
    const auto tight = c.find(QStringLiteral("kv-tight-8b"));
    QCOMPARE(tight->engine.kvBlocks, 1200);
    const SimulationResult r = SimulationRunner(*tight).run(arrivals);
    QVERIFY2(r.counters.preemptions > 10, qPrintable(QString::number(r.counters.preemptions)));
    QVERIFY(r.counters.recomputedTokens >= 200 * r.counters.preemptions / 2);
    const SimulationResult full =
        SimulationRunner(*c.find(QStringLiteral("llama-3.1-8b-h100"))).run(arrivals);
    QCOMPARE(full.counters.preemptions, 0);
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
    QTest::newRow("bad scheduler")
        << QByteArray(R"({"base":"tiny-cpu","scheduler":"sarathi"})") << "scheduler";
    QTest::newRow("llama without slots")
        << QByteArray(R"({"base":"tiny-cpu","scheduler":"llama-slots"})") << "llama_slots";
    QTest::newRow("slots without llama")
        << QByteArray(R"({"base":"tiny-cpu","llama_slots":{"slots":2,"n_ctx":4096}})")
        << "llama-slots scheduler only";
    QTest::newRow("slots do not fit")
        << QByteArray(
               R"({"base":"tiny-cpu","kv_blocks":100,"scheduler":"llama-slots","llama_slots":{"slots":4,"n_ctx":8192}})")
        << "do not fit";
    QTest::newRow("threshold without v1")
        << QByteArray(R"({"base":"tiny-cpu","long_prefill_token_threshold":256})") << "vllm-v1";
    QTest::newRow("stall probability")
        << QByteArray(R"({"base":"tiny-cpu","stalls":{"probability":1.5,"scale_ms":10}})")
        << "stalls.probability";
    QTest::newRow("stall typo")
        << QByteArray(R"({"base":"tiny-cpu","stalls":{"probability":0.1,"scale":10}})") << "scale";
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
