#include "sim/StepTimeModel.h"

#include "SimTestConfig.h"

#include <QTest>

using namespace llmcap;

class TestStepTimeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyBatchTakesNoTime();
    void termsFollowRoofline();
    void monotonic_data();
    void monotonic();
    void commTermOnlyWithInterconnect();
};

void TestStepTimeModel::emptyBatchTakesNoTime()
{
    StepTimeModel m(simtest::smallParams());
    QCOMPARE(m.stepSeconds(BatchShape{}), 0.0);
}

void TestStepTimeModel::termsFollowRoofline()
{
    StepTimeParams p = simtest::smallParams();
    p.betaCompute = 2.0;
    StepTimeModel m(p);
    BatchShape b;
    b.numSeqs = 2;
    b.newTokens = 100;
    b.kvReadTokens = 1000;
    b.attentionPairs = 5000;
    const auto t = m.terms(b);
    QCOMPARE(t.compute, 2.0 * (1e9 * 100 + 86016.0 * 5000) / 1e12);
    QCOMPARE(t.kvRead, 12288.0 * 1000 / 5e10);
    QCOMPARE(t.weightRead, 1e9 / 5e10);
    QCOMPARE(t.layers, 24 * 1e-5);
    QCOMPARE(t.sequences, 2 * 2e-4);
    QCOMPARE(t.fixed, 1e-3);
    QCOMPARE(t.comm, 0.0);
    QCOMPARE(m.stepSeconds(b), t.total());
}

void TestStepTimeModel::monotonic_data()
{
    QTest::addColumn<int>("field");
    QTest::newRow("new tokens") << 0;
    QTest::newRow("kv read") << 1;
    QTest::newRow("sequences") << 2;
    QTest::newRow("attention") << 3;
}

void TestStepTimeModel::monotonic()
{
    QFETCH(int, field);
    StepTimeModel m(simtest::smallParams());
    BatchShape b{4, 64, 1024, 2048};
    const double before = m.stepSeconds(b);
    switch (field) {
    case 0:
        b.newTokens *= 2;
        break;
    case 1:
        b.kvReadTokens *= 2;
        break;
    case 2:
        b.numSeqs *= 2;
        break;
    case 3:
        b.attentionPairs *= 2;
        break;
    }
    QVERIFY(m.stepSeconds(b) > before);
}

void TestStepTimeModel::commTermOnlyWithInterconnect()
{
    StepTimeParams p = simtest::smallParams();
    p.commBytesPerToken = 1e6;
    BatchShape b{1, 10, 10, 10};
    QCOMPARE(StepTimeModel(p).terms(b).comm, 0.0);
    p.interconnectBytesPerSec = 1e11;
    QCOMPARE(StepTimeModel(p).terms(b).comm, 1e7 / 1e11);
}

QTEST_APPLESS_MAIN(TestStepTimeModel)
#include "tst_steptimemodel.moc"
