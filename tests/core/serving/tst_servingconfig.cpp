#include "serving/ServingConfig.h"

#include <QTest>

using namespace llmcap;
using Source = ServingConfig::Source;

class TestServingConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typedValues();
    void missingRequiredShrinksAsFieldsAreSet();
    void userValuesWinOverServerValues();
    void roundTripKeepsSources();
    void diffListsChangedFields();
    void everyFieldHasALabel();
};

void TestServingConfig::typedValues()
{
    ServingConfig c;
    QVERIFY(c.set(QStringLiteral("tensor_parallel"), QStringLiteral("4")));
    QCOMPARE(c.value(QStringLiteral("tensor_parallel")).metaType(),
             QMetaType::fromType<qlonglong>());
    QCOMPARE(c.integer(QStringLiteral("tensor_parallel")), 4);
    QVERIFY(!c.set(QStringLiteral("tensor_parallel"), QStringLiteral("four")));
    QVERIFY(!c.set(QStringLiteral("model"), QStringLiteral("   ")));
    QVERIFY(c.set(QStringLiteral("prefix_caching"), true));
    QVERIFY(c.set(QStringLiteral("custom_flag"), QStringLiteral("--enforce-eager")));
    QCOMPARE(c.text(QStringLiteral("custom_flag")), QStringLiteral("--enforce-eager"));
}

void TestServingConfig::missingRequiredShrinksAsFieldsAreSet()
{
    ServingConfig c;
    const int all = int(c.missingRequired().size());
    QVERIFY(all >= 8);
    QVERIFY(!c.isPinned());
    c.set(QStringLiteral("model"), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
    c.set(QStringLiteral("gpu_count"), 1);
    QCOMPARE(c.missingRequired().size(), all - 2);
    QVERIFY(!c.missingRequired().contains(QStringLiteral("model")));
}

void TestServingConfig::userValuesWinOverServerValues()
{
    ServingConfig user;
    user.set(QStringLiteral("max_model_len"), 8192);
    ServingConfig server;
    server.set(QStringLiteral("max_model_len"), 131072, Source::Server);
    server.set(QStringLiteral("block_size"), 16, Source::Server);
    user.fillFrom(server);
    QCOMPARE(user.integer(QStringLiteral("max_model_len")), 8192);
    QCOMPARE(user.source(QStringLiteral("max_model_len")), Source::User);
    QCOMPARE(user.integer(QStringLiteral("block_size")), 16);
    QCOMPARE(user.source(QStringLiteral("block_size")), Source::Server);
}

void TestServingConfig::roundTripKeepsSources()
{
    ServingConfig c;
    c.set(QStringLiteral("runtime"), QStringLiteral("vllm"), Source::Server);
    c.set(QStringLiteral("gpu_memory_utilization"), 0.9, Source::Preset);
    c.set(QStringLiteral("gpu_type"), QStringLiteral("H100 SXM"));
    const ServingConfig back = ServingConfig::fromJson(c.toJson());
    QCOMPARE(back, c);
    QCOMPARE(back.source(QStringLiteral("runtime")), Source::Server);
    QCOMPARE(back.source(QStringLiteral("gpu_memory_utilization")), Source::Preset);
}

void TestServingConfig::diffListsChangedFields()
{
    ServingConfig a;
    a.set(QStringLiteral("tensor_parallel"), 1);
    a.set(QStringLiteral("runtime"), QStringLiteral("vllm"));
    ServingConfig b = a;
    b.set(QStringLiteral("tensor_parallel"), 2);
    b.set(QStringLiteral("kv_cache_dtype"), QStringLiteral("fp8"));
    const auto d = ServingConfig::diff(a, b);
    QCOMPARE(d.size(), 2);
    QCOMPARE(d.at(0).key, QStringLiteral("tensor_parallel")); // in field order
    QCOMPARE(d.at(0).after.toInt(), 2);
    QCOMPARE(d.at(1).key, QStringLiteral("kv_cache_dtype"));
    QVERIFY(!d.at(1).before.isValid());
}

void TestServingConfig::everyFieldHasALabel()
{
    for (const auto &f : ServingConfig::fields())
        QVERIFY2(f.label() != QLatin1String(f.key), f.key);
}

QTEST_APPLESS_MAIN(TestServingConfig)
#include "tst_servingconfig.moc"
