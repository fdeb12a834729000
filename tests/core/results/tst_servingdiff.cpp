#include "results/ServingDiff.h"

#include <QTest>

using namespace llmcap;

class TestServingDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsInFieldOrderWithDifferencesMarked();
    void identicalConfigsHaveNoDifference();
};

void TestServingDiff::rowsInFieldOrderWithDifferencesMarked()
{
    ServingConfig a, b;
    a.set(QStringLiteral("model"), QStringLiteral("llama-3.1-8b"));
    b.set(QStringLiteral("model"), QStringLiteral("llama-3.1-8b"));
    a.set(QStringLiteral("max_num_seqs"), 256);
    b.set(QStringLiteral("max_num_seqs"), 64);
    a.set(QStringLiteral("prefix_caching"), true);
    b.set(QStringLiteral("tensor_parallel"), 2);

    const QList<ServingDiff::Row> rows = ServingDiff::rows(a, b);
    QStringList keys;
    for (const auto &r : rows)
        keys.append(r.key);
    QCOMPARE(keys, (QStringList{"model", "tensor_parallel", "max_num_seqs", "prefix_caching"}));
    QVERIFY(!rows.at(0).differs);
    QCOMPARE(rows.at(0).before, QString("llama-3.1-8b"));
    QVERIFY(rows.at(1).differs);
    QCOMPARE(rows.at(1).before, QString());
    QCOMPARE(rows.at(1).after, QString("2"));
    QVERIFY(rows.at(2).differs);
    QCOMPARE(rows.at(2).before, QString("256"));
    QCOMPARE(rows.at(3).before, QString("yes"));
    QCOMPARE(ServingDiff::differingKeys(a, b),
             (QStringList{"tensor_parallel", "max_num_seqs", "prefix_caching"}));
    QVERIFY(!rows.at(2).label.isEmpty());
    QVERIFY(!rows.at(2).group.isEmpty());
}

void TestServingDiff::identicalConfigsHaveNoDifference()
{
    ServingConfig a;
    a.set(QStringLiteral("gpu_type"), QStringLiteral("H100"));
    const QList<ServingDiff::Row> rows = ServingDiff::rows(a, a);
    QCOMPARE(rows.size(), 1);
    QVERIFY(!rows.first().differs);
    QVERIFY(ServingDiff::differingKeys(a, a).isEmpty());
}

QTEST_APPLESS_MAIN(TestServingDiff)
#include "tst_servingdiff.moc"
