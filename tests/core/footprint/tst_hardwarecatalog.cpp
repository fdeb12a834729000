#include "footprint/FootprintCalculator.h"
#include "footprint/HardwareCatalog.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestHardwareCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinHasReferenceModelsAndGpus();
    void lookupIsCaseInsensitive();
    void reportsEveryProblemInABrokenCatalog();
    void customModelFromHuggingFaceConfig();
    void mlaModelFromHuggingFaceConfig();
    void incompleteConfigIsRefused();
};

void TestHardwareCatalog::builtinHasReferenceModelsAndGpus()
{
    const HardwareCatalog &c = HardwareCatalog::builtin();
    for (const char *id : {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "qwen2.5-7b",
                           "qwen2.5-72b", "mixtral-8x7b", "deepseek-v3", "gpt-oss-120b"})
        QVERIFY2(c.model(QLatin1String(id)), id);
    for (const char *id : {"a100-40gb", "a100-80gb-sxm", "h100-sxm", "h100-pcie", "h200", "b200",
                           "l40s", "l4", "mi300x"})
        QVERIFY2(c.gpu(QLatin1String(id)), id);
    const auto mixtral = *c.model(QStringLiteral("mixtral-8x7b"));
    QVERIFY(mixtral.isMoe());
    QCOMPARE(mixtral.activeParamsB, 12.9);
    const auto h100 = *c.gpu(QStringLiteral("h100-sxm"));
    QCOMPARE(h100.bandwidthTBps, 3.35);
    QCOMPARE(h100.fp8Tflops, 1979.0);
    QCOMPARE(c.gpu(QStringLiteral("a100-40gb"))->fp8Tflops, 0.0);
}

void TestHardwareCatalog::lookupIsCaseInsensitive()
{
    QVERIFY(HardwareCatalog::builtin().model(QStringLiteral("Llama-3.1-8B")));
    QVERIFY(!HardwareCatalog::builtin().model(QStringLiteral("llama-9")));
}

void TestHardwareCatalog::reportsEveryProblemInABrokenCatalog()
{
    QTemporaryDir dir;
    QFile models(dir.filePath(QStringLiteral("m.json")));
    QVERIFY(models.open(QIODevice::WriteOnly));
    models.write(R"({"models": [
        {"id": "a", "layers": 2, "hidden_size": 8, "attention_heads": 2, "max_context": 10},
        {"id": "a", "layers": "two", "hidden_size": 8, "attention_heads": 2, "max_context": 10},
        {"id": "b", "layers": 2, "hidden_size": 8, "attention_heads": 2, "kv_heads": 4}]})");
    models.close();
    const auto loaded =
        HardwareCatalog::load(models.fileName(), QStringLiteral(":/catalogs/gpus.json"));
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().contains(QStringLiteral("models[1].layers: must be a whole number")),
             qPrintable(loaded.error()));
    QVERIFY(loaded.error().contains(QStringLiteral("duplicate id")));
    QVERIFY(loaded.error().contains(QStringLiteral("models[2].max_context: is required")));
    QVERIFY(loaded.error().contains(QStringLiteral("kv_heads: cannot exceed attention_heads")));
}

void TestHardwareCatalog::customModelFromHuggingFaceConfig()
{
    const auto m = ModelSpec::fromHuggingFaceConfig(
        readJson(QStringLiteral(LLMCAP_TEST_DATA_DIR "/hf-llama-3.1-8b-config.json")),
        QStringLiteral("my-llama"));
    QVERIFY2(m.ok(), qPrintable(m.error()));
    QCOMPARE(m->layers, 32);
    QCOMPARE(m->kvHeads, 8);
    QCOMPARE(m->headDim, 128);
    QCOMPARE(m->maxContextTokens, qint64(131072));
    QVERIFY2(std::abs(m->paramsB - 8.03) < 0.02 * 8.03, qPrintable(QString::number(m->paramsB)));
    QCOMPARE(FootprintCalculator::kvBytesPerToken(*m, KvCacheDtype::BF16), qint64(128 * 1024));
}

void TestHardwareCatalog::mlaModelFromHuggingFaceConfig()
{
    const auto m = ModelSpec::fromHuggingFaceConfig(
        readJson(QStringLiteral(LLMCAP_TEST_DATA_DIR "/hf-deepseek-v3-config.json")),
        QStringLiteral("dsv3"));
    QVERIFY2(m.ok(), qPrintable(m.error()));
    QCOMPARE(m->mlaLatentDim, 576);
    QCOMPARE(m->experts, 256);
    QVERIFY(m->isMoe());
    QVERIFY(m->activeParamsB < m->paramsB);
    const double kib = FootprintCalculator::kvBytesPerToken(*m, KvCacheDtype::BF16) / 1024.0;
    QVERIFY(std::abs(kib - 68.6) < 0.02 * 68.6);
}

void TestHardwareCatalog::incompleteConfigIsRefused()
{
    const auto m = ModelSpec::fromHuggingFaceConfig(
        QJsonObject{{QStringLiteral("hidden_size"), 4096}}, QStringLiteral("half"));
    QVERIFY(!m.ok());
    QVERIFY2(m.error().contains(QStringLiteral("num_hidden_layers")), qPrintable(m.error()));
}

QTEST_APPLESS_MAIN(TestHardwareCatalog)
#include "tst_hardwarecatalog.moc"
