#include "footprint/FootprintCalculator.h"
#include "footprint/HardwareCatalog.h"

#include <QTest>

using namespace llmcap;

namespace {

constexpr double KiB = 1024.0;
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

FootprintInput input(const char *model, const char *gpu, int tp = 1)
{
    FootprintInput in;
    in.model = *HardwareCatalog::builtin().model(QLatin1String(model));
    in.gpu = *HardwareCatalog::builtin().gpu(QLatin1String(gpu));
    in.tensorParallel = tp;
    return in;
}

bool within(double actual, double expected, double relative)
{
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

} // namespace

class TestFootprintCalculator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kvBytesPerTokenMatchesReference_data();
    void kvBytesPerTokenMatchesReference();
    void workedExampleLlama8bOnH100();
    void fp8KvHalvesKvBytes();
    void weightsSplitAcrossTensorParallel();
    void kvHeadsPerGpuNeverBelowOne();
    void minimumTensorParallel_data();
    void minimumTensorParallel();
    void validTensorParallelDividesHeads();
    void rejectsInvalidInput_data();
    void rejectsInvalidInput();
    void formulaNamesInputs();
    void checkpointSizeOverridesEstimate();
    void slidingWindowCostsPerSequence();
};

// domain.md §5: Llama-3.1-8B 128 KiB, 70B 320 KiB, 405B 504 KiB, Qwen2.5-7B 56 KiB,
// DeepSeek-V3 68.6 KiB (BF16).
void TestFootprintCalculator::kvBytesPerTokenMatchesReference_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("kib");
    QTest::newRow("llama-3.1-8b") << "llama-3.1-8b" << 128.0;
    QTest::newRow("llama-3.1-70b") << "llama-3.1-70b" << 320.0;
    QTest::newRow("llama-3.1-405b") << "llama-3.1-405b" << 504.0;
    QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << 56.0;
    QTest::newRow("deepseek-v3") << "deepseek-v3" << 68.6;
}

void TestFootprintCalculator::kvBytesPerTokenMatchesReference()
{
    QFETCH(QString, model);
    QFETCH(double, kib);
    const auto spec = HardwareCatalog::builtin().model(model);
    QVERIFY(spec);
    const double actual = FootprintCalculator::kvBytesPerToken(*spec, KvCacheDtype::BF16) / KiB;
    QVERIFY2(within(actual, kib, 0.02), qPrintable(QString::number(actual)));
}

// domain.md §5: Llama-3.1-8B BF16 on one H100 80 GB, utilisation 0.9 -> ~51 GiB KV, ~418k tokens.
void TestFootprintCalculator::workedExampleLlama8bOnH100()
{
    const Footprint f = FootprintCalculator::compute(input("llama-3.1-8b", "h100-sxm"));
    QVERIFY2(f.fits, qPrintable(f.problem));
    QVERIFY2(within(f.kvBytesPerGpu / GiB, 51.0, 0.02),
             qPrintable(QString::number(f.kvBytesPerGpu / GiB)));
    QVERIFY2(within(double(f.kvCapacityTokens), 418000, 0.02),
             qPrintable(QString::number(f.kvCapacityTokens)));
    QVERIFY(within(f.weightBytesPerGpu / GiB, 14.96, 0.01));
    QCOMPARE(f.kvCapacityTokens % 16, 0);
    QCOMPARE(f.kvCapacityTokens, f.kvBlocks * 16);
    QVERIFY(within(f.maxConcurrencyAtFullContext, f.kvCapacityTokens / 131072.0, 0.001));
    QVERIFY(within(f.concurrencyAt(4096), f.kvCapacityTokens / 4096.0, 0.001));
}

void TestFootprintCalculator::fp8KvHalvesKvBytes()
{
    FootprintInput in = input("llama-3.1-8b", "h100-sxm");
    const Footprint bf16 = FootprintCalculator::compute(in);
    in.kvDtype = KvCacheDtype::FP8;
    const Footprint fp8 = FootprintCalculator::compute(in);
    QCOMPARE(fp8.kvBytesPerToken * 2, bf16.kvBytesPerToken);
    QVERIFY(within(double(fp8.kvCapacityTokens), 2.0 * bf16.kvCapacityTokens, 0.001));
}

void TestFootprintCalculator::weightsSplitAcrossTensorParallel()
{
    const Footprint tp4 = FootprintCalculator::compute(input("llama-3.1-70b", "h100-sxm", 4));
    QVERIFY2(tp4.fits, qPrintable(tp4.problem));
    QCOMPARE(tp4.gpus, 4);
    QVERIFY(within(tp4.weightBytesPerGpu / GiB, 70.6e9 * 2 / 4 / GiB, 0.001));
    QCOMPARE(tp4.kvBytesPerTokenPerGpu * 4, tp4.kvBytesPerToken); // 8 KV heads over 4 GPUs
    QCOMPARE(tp4.nonTorchBytesPerGpu, qint64(0.6 * GiB));
}

void TestFootprintCalculator::kvHeadsPerGpuNeverBelowOne()
{
    // Qwen2.5-7B has 4 KV heads; at TP 4 each GPU keeps one (replicated past that).
    FootprintInput in = input("qwen2.5-7b", "l4", 4);
    const Footprint f = FootprintCalculator::compute(in);
    QCOMPARE(f.kvBytesPerTokenPerGpu, qint64(2 * 28 * 1 * 128 * 2));
}

void TestFootprintCalculator::minimumTensorParallel_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("maxModelLen");
    QTest::addColumn<int>("expected"); // 0: does not fit within TP 8
    QTest::newRow("8B fits one H100") << "llama-3.1-8b"
                                      << "h100-sxm"
                                      << "bf16" << 0 << 1;
    QTest::newRow("70B BF16 full context") << "llama-3.1-70b"
                                           << "h100-sxm"
                                           << "bf16" << 0 << 4;
    QTest::newRow("70B BF16 8k context") << "llama-3.1-70b"
                                         << "h100-sxm"
                                         << "bf16" << 8192 << 2;
    QTest::newRow("70B FP8 8k context") << "llama-3.1-70b"
                                        << "h100-sxm"
                                        << "fp8" << 8192 << 2;
    QTest::newRow("70B FP8 on one H200") << "llama-3.1-70b"
                                         << "h200"
                                         << "fp8" << 0 << 1;
    QTest::newRow("405B BF16 does not fit 8 H100") << "llama-3.1-405b"
                                                   << "h100-sxm"
                                                   << "bf16" << 0 << 0;
    QTest::newRow("405B FP8 on 8 H100") << "llama-3.1-405b"
                                        << "h100-sxm"
                                        << "fp8" << 0 << 8;
}

void TestFootprintCalculator::minimumTensorParallel()
{
    QFETCH(QString, model);
    QFETCH(QString, gpu);
    QFETCH(QString, precision);
    QFETCH(int, maxModelLen);
    QFETCH(int, expected);
    FootprintInput in = input(model.toLatin1().constData(), gpu.toLatin1().constData());
    in.weights = *Precision::parseWeights(precision);
    in.maxModelLen = maxModelLen;
    const auto tp = FootprintCalculator::minimumTensorParallel(in);
    QCOMPARE(tp.value_or(0), expected);
}

void TestFootprintCalculator::validTensorParallelDividesHeads()
{
    QCOMPARE(FootprintCalculator::validTensorParallel(
                 *HardwareCatalog::builtin().model(QStringLiteral("qwen2.5-7b"))),
             (QList<int>{1, 2, 4})); // 28 heads
    QCOMPARE(FootprintCalculator::validTensorParallel(
                 *HardwareCatalog::builtin().model(QStringLiteral("llama-3.1-70b"))),
             (QList<int>{1, 2, 4, 8}));
}

void TestFootprintCalculator::rejectsInvalidInput_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<double>("utilization");
    QTest::addColumn<int>("maxModelLen");
    QTest::addColumn<QString>("message");
    QTest::newRow("tp 8 on 28 heads") << 8 << 1 << 0.9 << 0 << "must divide the 28 attention heads";
    QTest::newRow("pp 3 on 28 layers") << 1 << 3 << 0.9 << 0 << "must divide the 28 layers";
    QTest::newRow("utilization 1.5") << 1 << 1 << 1.5 << 0 << "utilization";
    QTest::newRow("context too long") << 1 << 1 << 0.9 << 65536 << "exceeds the model's context";
}

void TestFootprintCalculator::rejectsInvalidInput()
{
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(double, utilization);
    QFETCH(int, maxModelLen);
    QFETCH(QString, message);
    FootprintInput in = input("qwen2.5-7b", "l40s", tp);
    in.pipelineParallel = pp;
    in.gpuMemoryUtilization = utilization;
    in.maxModelLen = maxModelLen;
    const Footprint f = FootprintCalculator::compute(in);
    QVERIFY(!f.fits);
    QVERIFY2(f.problem.contains(message), qPrintable(f.problem));
}

void TestFootprintCalculator::formulaNamesInputs()
{
    const Footprint f = FootprintCalculator::compute(input("llama-3.1-8b", "h100-sxm"));
    const QString text = f.formula.join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("8.03 B params")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("2 x 32 layers x 8 KV heads x 128 head dim")));
    QVERIFY(text.contains(QStringLiteral("128.0 KiB")));
    QVERIFY(text.contains(QStringLiteral("blocks x 16 tokens")));
}

void TestFootprintCalculator::checkpointSizeOverridesEstimate()
{
    FootprintInput in = input("llama-3.1-8b", "h100-sxm");
    in.weightBytesOverride = qint64(20 * GiB);
    const Footprint f = FootprintCalculator::compute(in);
    QCOMPARE(f.weightBytesPerGpu, qint64(20 * GiB));
}

void TestFootprintCalculator::slidingWindowCostsPerSequence()
{
    const Footprint f = FootprintCalculator::compute(input("gpt-oss-120b", "h100-sxm", 4));
    // 18 full-attention layers count per token; 18 sliding layers cost a fixed 128-token window.
    QCOMPARE(f.kvBytesPerToken, qint64(2 * 18 * 8 * 64 * 2));
    QCOMPARE(f.slidingWindowBytesPerSequence, qint64(2 * 18 * 2 * 64 * 2 * 128));
    QVERIFY(f.kvBytesPerGpu > 0);
    QVERIFY(f.concurrencyAt(1000) < f.kvBytesPerGpu / double(1000 * f.kvBytesPerTokenPerGpu));
}

QTEST_APPLESS_MAIN(TestFootprintCalculator)
#include "tst_footprintcalculator.moc"
