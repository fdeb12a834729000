#include "sim/SimEngine.h"

#include "SimTestConfig.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <unordered_map>

using namespace llmcap;

namespace {

SimRequest req(quint64 id, int prompt, int output, quint64 group = 0, int prefixTokens = 0)
{
    SimRequest r;
    r.id = id;
    r.promptTokens = prompt;
    r.outputTokens = output;
    r.prefixGroup = group;
    r.prefixTokens = prefixTokens;
    return r;
}

bool contains(const std::vector<quint64> &v, quint64 id)
{
    return std::find(v.begin(), v.end(), id) != v.end();
}

// Steps until idle; returns the finished timings in order.
std::vector<SimRequestTiming> drain(SimEngine &e, double &now, int maxSteps = 100000)
{
    std::vector<SimRequestTiming> done;
    for (int i = 0; i < maxSteps; ++i) {
        const StepResult &r = e.step(now);
        if (r.idle())
            break;
        now = r.endSec();
        done.insert(done.end(), r.finished.begin(), r.finished.end());
    }
    return done;
}

EngineConfig llamaConfig()
{
    EngineConfig c = simtest::smallConfig();
    c.scheduler = SchedulerPolicy::LlamaSlots;
    c.maxNumSeqs = 4;
    c.slotContextTokens = 4096; // 4 x 256 blocks of the 1,024
    c.maxModelLen = 4096;
    c.maxNumBatchedTokens = 512; // n_batch
    c.prefixCaching = false;
    return c;
}

} // namespace

class TestSimEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void singleRequestTimeline();
    void submitRejects_data();
    void submitRejects();
    void maxNumSeqsLimitsAdmission();
    void chunkedPrefillSplitsLongPrompt();
    void blocksGrowWhileDecoding();
    void preemptsMostRecentWhenKvRunsOut();
    void prefixCacheHitSkipsPrefill();
    void explicitBlockHashesShareAcrossRequests();
    void outputBlocksCachedForFollowUp_data();
    void outputBlocksCachedForFollowUp();
    void outputBlocksEvictLikePromptBlocks();
    void outputHashesNeedEveryPromptBlock();
    void watermarkHoldsBackAdmission();
    void abortFreesBlocks();
    void deterministic();
    void llamaSlotsPromptSlowsEveryDecode();
    void llamaSlotsQueueRefuseAndTruncate();
    void decodeFirstNeverSkipsADecode();
    void decodeFirstCapsEachChunk();
    void stallsLengthenSteps();
    void preemptionCountsRecomputedTokens();
};

void TestSimEngine::singleRequestTimeline()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(7, 100, 5), 1.0).ok());
    QCOMPARE(e.waitingCount(), 1);

    const StepResult &first = e.step(2.0);
    QCOMPARE(first.batch.numSeqs, 1);
    QCOMPARE(first.prefillTokens, 100);
    QCOMPARE(first.tokenEmitted, std::vector<quint64>{7});
    QVERIFY(first.durationSec > 0.02);
    QCOMPARE(e.runningCount(), 1);
    QCOMPARE(e.usedBlocks(), 7); // 100 tokens -> 7 blocks
    double now = first.endSec();
    const double firstToken = now;

    const auto done = drain(e, now);
    QCOMPARE(done.size(), size_t(1));
    const SimRequestTiming &t = done.front();
    QCOMPARE(t.id, quint64(7));
    QCOMPARE(t.arrivalSec, 1.0);
    QCOMPARE(t.firstScheduledSec, 2.0);
    QCOMPARE(t.firstTokenSec, firstToken);
    QCOMPARE(t.outputTokens, 5);
    QCOMPARE(t.finishSec, now);
    QCOMPARE(t.queueSec(), 1.0);
    QCOMPARE(e.counters().generationTokens, 5);
    QCOMPARE(e.counters().promptTokens, 100);
    QCOMPARE(e.counters().steps, 5);
    QVERIFY(!e.hasWork());
    QCOMPARE(e.usedBlocks(), 0);
}

void TestSimEngine::submitRejects_data()
{
    QTest::addColumn<int>("prompt");
    QTest::addColumn<int>("output");
    QTest::addColumn<int>("kvBlocks");
    QTest::newRow("no prompt") << 0 << 10 << 1024;
    QTest::newRow("no output") << 10 << 0 << 1024;
    QTest::newRow("over max_model_len") << 4000 << 100 << 1024;
    QTest::newRow("over kv capacity") << 200 << 100 << 16;
}

void TestSimEngine::submitRejects()
{
    QFETCH(int, prompt);
    QFETCH(int, output);
    QFETCH(int, kvBlocks);
    EngineConfig c = simtest::smallConfig();
    c.kvBlocks = kvBlocks;
    c.maxModelLen = 4096;
    SimEngine e(c, StepTimeModel(simtest::smallParams()));
    const Status s = e.submit(req(1, prompt, output), 0);
    QVERIFY(!s.ok());
    QVERIFY(!s.error().isEmpty());
    QCOMPARE(e.waitingCount(), 0);
    QVERIFY(e.submit(req(2, 10, 10), 0).ok());
    QVERIFY(!e.submit(req(2, 10, 10), 0).ok()); // duplicate id
}

void TestSimEngine::maxNumSeqsLimitsAdmission()
{
    EngineConfig c = simtest::smallConfig();
    c.maxNumSeqs = 2;
    SimEngine e(c, StepTimeModel(simtest::smallParams()));
    for (quint64 id = 1; id <= 3; ++id)
        QVERIFY(e.submit(req(id, 20, 3), 0).ok());
    const StepResult &r = e.step(0);
    QCOMPARE(r.batch.numSeqs, 2);
    QCOMPARE(e.runningCount(), 2);
    QCOMPARE(e.waitingCount(), 1);
    double now = r.endSec();
    const auto done = drain(e, now);
    QCOMPARE(done.size(), size_t(3));
    QCOMPARE(done.back().id, quint64(3)); // FIFO: the third waits for a free seat
    QVERIFY(done.back().queueSec() > 0);
}

void TestSimEngine::chunkedPrefillSplitsLongPrompt()
{
    EngineConfig c = simtest::smallConfig();
    c.maxNumBatchedTokens = 64;
    SimEngine e(c, StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 200, 2), 0).ok());
    QVERIFY(e.submit(req(2, 10, 2), 0).ok());
    double now = 0;
    // 200 tokens at 64 per step: chunks of 64, 64, 64, 8; the second request waits for budget.
    const int expectedChunks[] = {64, 64, 64, 8};
    for (int chunk : expectedChunks) {
        const StepResult &r = e.step(now);
        QVERIFY(r.prefillTokens >= chunk);
        QCOMPARE(contains(r.tokenEmitted, 1), chunk == 8);
        now = r.endSec();
    }
    const auto done = drain(e, now);
    QCOMPARE(done.size(), size_t(2));
}

void TestSimEngine::blocksGrowWhileDecoding()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 16, 40), 0).ok());
    double now = 0;
    QCOMPARE(e.usedBlocks(), 0);
    now = e.step(now).endSec(); // prefill 16 tokens: 1 block, first token sampled
    QCOMPARE(e.usedBlocks(), 1);
    now = e.step(now).endSec(); // computes token 17: a second block
    QCOMPARE(e.usedBlocks(), 2);
    for (int i = 0; i < 15; ++i)
        now = e.step(now).endSec();
    QCOMPARE(e.usedBlocks(), 2); // tokens up to 32
    now = e.step(now).endSec();
    QCOMPARE(e.usedBlocks(), 3);
    QCOMPARE(e.kvUsage(), 3.0 / 1024);
}

void TestSimEngine::preemptsMostRecentWhenKvRunsOut()
{
    EngineConfig c = simtest::smallConfig();
    c.kvBlocks = 10; // 160 tokens for two requests that want 2 x 128
    c.maxModelLen = 160;
    SimEngine e(c, StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 32, 96), 0).ok());
    QVERIFY(e.submit(req(2, 32, 96), 0.001).ok());
    double now = 0.002;
    std::vector<quint64> finishedOrder;
    bool sawPreemption = false;
    for (int i = 0; i < 10000 && e.hasWork(); ++i) {
        const StepResult &r = e.step(now);
        if (r.idle())
            break;
        if (!r.preempted.empty()) {
            QCOMPARE(r.preempted.front(), quint64(2)); // the most recently admitted
            sawPreemption = true;
        }
        for (const auto &t : r.finished) {
            finishedOrder.push_back(t.id);
            QCOMPARE(t.outputTokens, 96);
            if (t.id == 2)
                QVERIFY(t.preemptions >= 1);
        }
        now = r.endSec();
    }
    QVERIFY(sawPreemption);
    QVERIFY(e.counters().preemptions >= 1);
    QCOMPARE(finishedOrder, (std::vector<quint64>{1, 2}));
    QCOMPARE(e.counters().generationTokens, 192);
    QCOMPARE(e.usedBlocks(), 0);
}

void TestSimEngine::prefixCacheHitSkipsPrefill()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 100, 1, 42, 64), 0).ok());
    double now = 0;
    drain(e, now);
    QCOMPARE(e.counters().prefixHitTokens, 0);

    QVERIFY(e.submit(req(2, 100, 1, 42, 64), now).ok());
    const StepResult &hit = e.step(now);
    QCOMPARE(hit.prefillTokens, 36); // 64 cached tokens skipped
    QCOMPARE(hit.finished.size(), size_t(1));
    QCOMPARE(hit.finished.front().cachedPromptTokens, 64);
    const double hitDuration = hit.durationSec;
    now = hit.endSec();

    QVERIFY(e.submit(req(3, 100, 1, 43, 64), now).ok()); // another group: full prefill
    const StepResult &miss = e.step(now);
    QCOMPARE(miss.prefillTokens, 100);
    QVERIFY(miss.durationSec > hitDuration);
    QCOMPARE(e.counters().prefixHitTokens, 64);
    QCOMPARE(e.counters().prefixQueryTokens, 300);
}

void TestSimEngine::explicitBlockHashesShareAcrossRequests()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    SimRequest a = req(1, 40, 20);
    a.promptBlockHashes = {11, 12};
    SimRequest b = req(2, 40, 20);
    b.promptBlockHashes = {11, 99};
    QVERIFY(e.submit(a, 0).ok());
    double now = e.step(0).endSec(); // a's blocks are registered once computed
    QVERIFY(e.submit(b, now).ok());
    const StepResult &r = e.step(now);
    QCOMPARE(r.prefillTokens, 24); // one shared block of 16
    drain(e, now);
    QCOMPARE(e.counters().prefixHitTokens, 16);
}

void TestSimEngine::outputBlocksCachedForFollowUp_data()
{
    QTest::addColumn<int>("output");
    QTest::addColumn<bool>("withOutputHashes");
    QTest::addColumn<int>("cached");
    // Prompt 40 tokens (2 full blocks). The last output token's KV is never computed, so the
    // blocks full at prompt + output - 1 tokens are cached.
    QTest::newRow("70 tokens") << 30 << true << 64;
    QTest::newRow("64 tokens, last not computed") << 24 << true << 48;
    QTest::newRow("65 tokens") << 25 << true << 64;
    QTest::newRow("no output hashes") << 30 << false << 32;
}

void TestSimEngine::outputBlocksCachedForFollowUp()
{
    QFETCH(int, output);
    QFETCH(bool, withOutputHashes);
    QFETCH(int, cached);
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    SimRequest a = req(1, 40, output);
    a.promptBlockHashes = {11, 12};
    if (withOutputHashes)
        a.outputBlockHashes = {13, 14};
    QVERIFY(e.submit(a, 0).ok());
    double now = 0;
    QCOMPARE(drain(e, now).size(), size_t(1));
    QCOMPARE(e.usedBlocks(), 0); // cached blocks of a finished request are free

    // The follow-up carries prompt + output + new tokens: its hashes extend a's.
    SimRequest b = req(2, 120, 5);
    b.promptBlockHashes = {11, 12, 13, 14, 15, 16, 17};
    QVERIFY(e.submit(b, now).ok());
    const StepResult &r = e.step(now);
    QCOMPARE(r.prefillTokens, 120 - cached);
    const auto done = drain(e, now);
    QCOMPARE(done.size(), size_t(1));
    QCOMPARE(done.front().cachedPromptTokens, cached);
    QCOMPARE(e.counters().prefixHitTokens, qint64(cached));
    QCOMPARE(e.counters().prefixQueryTokens, qint64(40 + 120));
}

void TestSimEngine::outputBlocksEvictLikePromptBlocks()
{
    EngineConfig c = simtest::smallConfig();
    c.kvBlocks = 10;
    c.maxModelLen = 160;
    SimEngine e(c, StepTimeModel(simtest::smallParams()));
    SimRequest a = req(1, 40, 30); // 5 blocks, 4 of them full at the end
    a.promptBlockHashes = {11, 12};
    a.outputBlockHashes = {13, 14};
    QVERIFY(e.submit(a, 0).ok());
    double now = 0;
    drain(e, now);
    // An unrelated request needs 7 blocks: the 5 never used, then a's last two (tail first).
    QVERIFY(e.submit(req(2, 100, 1), now).ok());
    drain(e, now);
    SimRequest b = req(3, 100, 1);
    b.promptBlockHashes = {11, 12, 13, 14, 15, 16};
    QVERIFY(e.submit(b, now).ok());
    const auto done = drain(e, now);
    QCOMPARE(done.size(), size_t(1));
    QCOMPARE(done.front().cachedPromptTokens, 48); // block 14 was evicted, 11..13 survive
    QCOMPARE(e.usedBlocks(), 0);
}

void TestSimEngine::outputHashesNeedEveryPromptBlock()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    SimRequest a = req(1, 40, 30);
    a.promptBlockHashes = {11}; // 2 full prompt blocks, 1 hash
    a.outputBlockHashes = {13, 14};
    const Status s = e.submit(a, 0);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(QStringLiteral("one block hash per full prompt block")),
             qPrintable(s.error()));
    QVERIFY(!e.hasWork());
}

void TestSimEngine::watermarkHoldsBackAdmission()
{
    EngineConfig c = simtest::smallConfig();
    c.kvBlocks = 100;
    c.maxModelLen = 1440;
    c.maxNumBatchedTokens = 4096;
    for (const double watermark : {0.1, 0.0}) {
        c.watermark = watermark; // 10 blocks, then none
        SimEngine e(c, StepTimeModel(simtest::smallParams()));
        QVERIFY(e.submit(req(1, 1280, 10), 0).ok()); // 80 blocks
        QVERIFY(e.submit(req(2, 176, 10), 0).ok());  // 11 more would leave 9 free
        const StepResult &r = e.step(0);
        QCOMPARE(r.batch.numSeqs, watermark > 0 ? 1 : 2);
        QCOMPARE(e.waitingCount(), watermark > 0 ? 1 : 0);
    }
}

void TestSimEngine::abortFreesBlocks()
{
    SimEngine e(simtest::smallConfig(), StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 100, 50), 0).ok());
    QVERIFY(e.submit(req(2, 100, 50), 0).ok());
    e.step(0);
    QVERIFY(e.usedBlocks() > 0);
    QVERIFY(e.abort(1));
    QVERIFY(e.abort(2));
    QVERIFY(!e.abort(2));
    QCOMPARE(e.usedBlocks(), 0);
    QVERIFY(!e.hasWork());
    QVERIFY(e.step(1).idle());
}

void TestSimEngine::deterministic()
{
    auto run = [] {
        EngineConfig c = simtest::smallConfig();
        c.kvBlocks = 60;
        SimEngine e(c, StepTimeModel(simtest::smallParams()));
        std::vector<std::pair<quint64, double>> out;
        double now = 0;
        for (quint64 id = 1; id <= 30; ++id) {
            if (!e.submit(req(id, int(20 + id * 7 % 90), int(5 + id * 13 % 60), id % 3, 32), now))
                return std::vector<std::pair<quint64, double>>{};
            const StepResult &r = e.step(now);
            now = r.idle() ? now + 0.01 : r.endSec();
            for (const auto &t : r.finished)
                out.emplace_back(t.id, t.finishSec);
        }
        for (const auto &t : drain(e, now))
            out.emplace_back(t.id, t.finishSec);
        return out;
    };
    const auto first = run();
    QCOMPARE(first.size(), size_t(30));
    QCOMPARE(first, run());
}

void TestSimEngine::llamaSlotsPromptSlowsEveryDecode()
{
    // Three slots decode; a 2,000-token prompt arrives. As llama.cpp's update_slots() builds
    // its batches, each holds the three decode tokens plus 509 prompt tokens, so the prompt
    // takes 4 batches and each decoding slot gets one token per batch: their next tokens come
    // about the prompt's processing time later instead of one decode step later.
    const EngineConfig config = llamaConfig();
    QVERIFY2(config.validate().isEmpty(), qPrintable(config.validate()));
    const StepTimeModel model(simtest::smallParams());
    SimEngine e(config, model);
    for (quint64 id = 1; id <= 3; ++id)
        QVERIFY(e.submit(req(id, 16, 1000), 0.0).ok());
    double now = 0;
    for (int i = 0; i < 10; ++i)
        now = e.step(now).endSec();
    const StepResult &decode = e.step(now);
    QCOMPARE(decode.decodeTokens, 3);
    const double decodeGap = decode.durationSec;
    now = decode.endSec();

    QVERIFY(e.submit(req(9, 2000, 10), now).ok());
    const double arrival = now;
    std::vector<double> gaps;
    double last = now, firstToken = -1;
    for (int i = 0; i < 10 && firstToken < 0; ++i) {
        const StepResult &r = e.step(now);
        QCOMPARE(r.decodeTokens, 3); // no slot's decode is skipped
        QVERIFY(r.prefillTokens <= 512 - 3);
        now = r.endSec();
        gaps.push_back(now - last);
        last = now;
        if (contains(r.tokenEmitted, 9))
            firstToken = now;
    }
    QCOMPARE(int(gaps.size()), 4); // ceil(2000 / 509) batches
    const double prompt = firstToken - arrival;
    // 2,000 tokens at 1 ms each plus attention: about 2.1 s, against a ~21 ms decode step.
    QVERIFY2(prompt > 2.0 && prompt < 2.5, qPrintable(QString::number(prompt)));
    QVERIFY2(decodeGap > 0.015 && decodeGap < 0.03, qPrintable(QString::number(decodeGap)));
    for (double g : gaps)
        QVERIFY2(g > 15 * decodeGap, qPrintable(QString::number(g)));
    // Each decoding slot's next 4 tokens came over the prompt's whole processing time.
    QVERIFY(std::abs(std::accumulate(gaps.begin(), gaps.end(), 0.0) - prompt) < 1e-9);
}

void TestSimEngine::llamaSlotsQueueRefuseAndTruncate()
{
    SimEngine e(llamaConfig(), StepTimeModel(simtest::smallParams()));
    // A prompt that fills its slot is refused, with llama.cpp's words.
    const Status refused = e.submit(req(1, 4096, 10), 0.0);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QLatin1String("exceeds the available context size")),
             qPrintable(refused.error()));
    // Generation stops when the slot's context is full (finish "length").
    QVERIFY(e.submit(req(2, 4000, 500), 0.0).ok());
    // Four more: the fifth request in all waits in the FIFO queue for a free slot.
    for (quint64 id = 3; id <= 6; ++id)
        QVERIFY(e.submit(req(id, 16, 20 + int(id)), 0.0).ok());
    e.step(0.0);
    QCOMPARE(e.runningCount(), 4);
    QCOMPARE(e.waitingCount(), 1);
    double now = 0;
    const std::vector<SimRequestTiming> done = drain(e, now);
    QCOMPARE(int(done.size()), 5);
    double firstFinish = 1e9;
    for (const SimRequestTiming &t : done) {
        if (t.id == 2)
            QCOMPARE(t.outputTokens, 96); // 4,096 - 4,000
        if (t.id != 6)
            firstFinish = std::min(firstFinish, t.finishSec);
    }
    const auto six = std::find_if(done.begin(), done.end(), [](auto &t) { return t.id == 6; });
    QVERIFY(six->firstScheduledSec >= firstFinish); // queued until a slot freed
    QCOMPARE(e.counters().preemptions, 0);
}

void TestSimEngine::decodeFirstNeverSkipsADecode()
{
    // vLLM V1 with decode first: however many long prompts wait, every running decode gets its
    // token in every step, and the budget's rest goes to prefill; so no inter-token gap exceeds
    // one step that holds every decode plus a full budget of prefill.
    EngineConfig config = simtest::smallConfig();
    config.scheduler = SchedulerPolicy::DecodeFirst;
    const StepTimeModel model(simtest::smallParams());
    SimEngine e(config, model);
    for (quint64 id = 1; id <= 4; ++id)
        QVERIFY(e.submit(req(id, 32, 200), 0.0).ok());
    double now = 0;
    std::unordered_map<quint64, double> lastToken;
    double worstGap = 0, longestStep = 0;
    quint64 next = 100;
    for (int i = 0; i < 300; ++i) {
        if (i % 10 == 0) // a 1,500-token prompt every 10 steps, 150 tokens out
            QVERIFY(e.submit(req(next++, 1500, 150), now).ok());
        int decoding = 0;
        for (const SimRequestTiming &t : e.pendingTimings())
            decoding += t.firstTokenSec >= 0 ? 1 : 0;
        const StepResult &r = e.step(now);
        if (r.idle())
            break;
        QCOMPARE(int(r.decodeTokens), decoding);
        QVERIFY(r.prefillTokens + r.decodeTokens <= config.maxNumBatchedTokens);
        longestStep = std::max(longestStep, r.durationSec);
        now = r.endSec();
        for (quint64 id : r.tokenEmitted) {
            if (const auto it = lastToken.find(id); it != lastToken.end())
                worstGap = std::max(worstGap, now - it->second);
            lastToken[id] = now;
        }
    }
    // Prefill slowed the decodes (a decode-only step takes ~25 ms), but never by more than the
    // one step that carried it.
    QVERIFY2(worstGap > 0.4, qPrintable(QString::number(worstGap)));
    QVERIFY2(worstGap <= longestStep + 1e-9,
             qPrintable(QStringLiteral("%1 > %2").arg(worstGap).arg(longestStep)));
}

void TestSimEngine::decodeFirstCapsEachChunk()
{
    // long_prefill_token_threshold: two long prompts prefill side by side, 200 tokens each.
    EngineConfig config = simtest::smallConfig();
    config.scheduler = SchedulerPolicy::DecodeFirst;
    config.longPrefillTokenThreshold = 200;
    SimEngine e(config, StepTimeModel(simtest::smallParams()));
    QVERIFY(e.submit(req(1, 1000, 5), 0.0).ok());
    QVERIFY(e.submit(req(2, 1000, 5), 0.0).ok());
    QVERIFY(e.submit(req(3, 1000, 5), 0.0).ok());
    const StepResult &r = e.step(0.0);
    QCOMPARE(r.prefillTokens, 512); // 200 + 200 + 112
    QCOMPARE(e.runningCount(), 3);
    const StepResult &r2 = e.step(r.endSec());
    QCOMPARE(r2.batch.numSeqs, 3);
    QCOMPARE(r2.prefillTokens, 512); // 200 + 200 + 112 again: FCFS within the budget
}

void TestSimEngine::stallsLengthenSteps()
{
    EngineConfig config = simtest::smallConfig();
    config.stalls.probability = 0.05;
    config.stalls.scaleSec = 0.1;
    config.stalls.shape = 2.5;
    config.stalls.seed = 3;
    const StepTimeModel model(simtest::smallParams());
    SimEngine e(config, model);
    double now = 0, batchSec = 0;
    quint64 id = 1;
    for (int i = 0; i < 20000; ++i) {
        if (!e.hasWork())
            QVERIFY(e.submit(req(id++, 16, 4000), now).ok());
        const StepResult &r = e.step(now);
        QCOMPARE(r.durationSec, model.stepSeconds(r.batch) + r.stallSec);
        batchSec += model.stepSeconds(r.batch);
        now = r.endSec();
    }
    const EngineCounters &c = e.counters();
    const double share = double(c.stalledSteps) / double(c.steps);
    const double meanMs = c.stallSec / double(c.stalledSteps) * 1e3;
    // 5 % of 20,000 steps (binomial sd 0.15 %); mean 0.1 x 2.5 / 1.5 = 167 ms (sd ~3 %).
    QVERIFY2(std::abs(share - 0.05) < 0.006, qPrintable(QString::number(share)));
    QVERIFY2(std::abs(meanMs - 166.7) < 15, qPrintable(QString::number(meanMs)));
    QVERIFY(std::abs(now - batchSec - c.stallSec) < 1e-6);
}

void TestSimEngine::preemptionCountsRecomputedTokens()
{
    // 16 requests of 100 + 400 tokens need 16 x 32 blocks; the cache holds 200, so decoding
    // runs it out, the newest requests are preempted and their tokens computed again.
    EngineConfig config = simtest::smallConfig();
    config.kvBlocks = 200;
    config.maxModelLen = 1024;
    config.maxNumSeqs = 16;
    config.prefixCaching = false;
    SimEngine e(config, StepTimeModel(simtest::smallParams()));
    for (quint64 id = 1; id <= 16; ++id)
        QVERIFY(e.submit(req(id, 100, 400), 0.0).ok());
    double now = 0;
    const std::vector<SimRequestTiming> done = drain(e, now);
    QCOMPARE(int(done.size()), 16);
    const EngineCounters &c = e.counters();
    QVERIFY(c.preemptions > 0);
    QVERIFY(c.recomputedTokens > 0);
    // Every preemption dropped tokens that were then computed again.
    QVERIFY2(c.recomputedTokens >= c.preemptions && c.recomputedTokens > 100,
             qPrintable(QStringLiteral("%1 tokens, %2 preemptions")
                            .arg(c.recomputedTokens)
                            .arg(c.preemptions)));
}

QTEST_APPLESS_MAIN(TestSimEngine)
#include "tst_simengine.moc"
