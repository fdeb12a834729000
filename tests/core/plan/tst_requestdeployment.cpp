// What the questionnaire says of the replica reaches the deployment where it is silent (issue
// 36, item 5): context_required, tokenizer_revision and, with its model, the model's revision;
// the model itself is suggested, since a deployment stores it only with a GPU.
#include "plan/DemoProject.h"
#include "plan/PlanInput.h"
#include "plan/RequestDeployment.h"
#include "sizing/SizingRequest.h"

#include <QTest>

using namespace llmcap;

class TestRequestDeployment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogModel_data();
    void catalogModel();
    void fillsWhatTheDeploymentLacks();
    void keepsWhatTheDeploymentStates();
    void unknownModelFillsNoModel();
};

void TestRequestDeployment::catalogModel_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("revision");
    QTest::addRow("hugging face id and revision") << "meta-llama/Llama-3.1-70B-Instruct @ 1605565"
                                                  << "llama-3.1-70b"
                                                  << "1605565";
    QTest::addRow("catalog id") << "qwen2.5-7b"
                                << "qwen2.5-7b"
                                << "";
    QTest::addRow("name, other case") << "  llama 3.1 8b instruct "
                                      << "llama-3.1-8b"
                                      << "";
    QTest::addRow("not in the catalog") << "acme/secret-model @ v2"
                                        << ""
                                        << "v2";
    QTest::addRow("empty") << ""
                           << ""
                           << "";
}

void TestRequestDeployment::catalogModel()
{
    QFETCH(QString, line);
    QFETCH(QString, revision);
    QString read;
    QTEST(RequestDeployment::catalogModel(line, &read), "id");
    QCOMPARE(read, revision);
}

void TestRequestDeployment::fillsWhatTheDeploymentLacks()
{
    SizingRequest r;
    r.setValue(QStringLiteral("model_ids"),
               QStringLiteral("acme/secret-model\nmeta-llama/Llama-3.1-70B-Instruct @ 1605565\n"
                              "qwen2.5-7b"));
    r.setValue(QStringLiteral("context_required"), 32768);
    r.setValue(QStringLiteral("tokenizer_revision"), QStringLiteral("tok-7"));
    QString revision;
    QCOMPARE(RequestDeployment::suggestedModel(r, &revision), QStringLiteral("llama-3.1-70b"));
    QCOMPARE(revision, QStringLiteral("1605565")); // the first line the catalog knows
    QStringList filled;
    const Deployment d = RequestDeployment::fill(Deployment(), r, &filled);
    QVERIFY(d.modelId.isEmpty()); // suggested only: a model is stored with its GPU
    QCOMPARE(d.maxModelLen, qint64(32768));
    QCOMPARE(d.serving.text(QStringLiteral("tokenizer_revision")), QStringLiteral("tok-7"));
    QVERIFY(!d.serving.isSet(QStringLiteral("model_revision")));
    QCOMPARE(filled.size(), 2);
    // What it fills is stored and read back (no model without a GPU).
    PlanInput in;
    in.request = r;
    in.deployment = d;
    QVERIFY2(in.readBackErrors().isEmpty(), qPrintable(in.readBackErrors().join('\n')));

    // With the model chosen (and its GPU), its revision comes along.
    Deployment chosen;
    chosen.modelId = QStringLiteral("llama-3.1-70b");
    chosen.gpuId = QStringLiteral("h100-sxm");
    const Deployment withModel = RequestDeployment::fill(chosen, r, &filled);
    QCOMPARE(withModel.serving.text(QStringLiteral("model_revision")), QStringLiteral("1605565"));
    QCOMPARE(filled.size(), 3);
}

void TestRequestDeployment::keepsWhatTheDeploymentStates()
{
    const PlanInput demo = *DemoProject::input();
    Deployment chosen = demo.deployment;
    chosen.modelId = QStringLiteral("qwen2.5-7b");
    chosen.maxModelLen = 8192;
    chosen.serving.set(QStringLiteral("tokenizer_revision"), QStringLiteral("mine"));
    QStringList filled;
    const Deployment d = RequestDeployment::fill(chosen, demo.request, &filled);
    QCOMPARE(d.modelId, QStringLiteral("qwen2.5-7b"));
    QCOMPARE(d.maxModelLen, qint64(8192));
    QCOMPARE(d.serving.text(QStringLiteral("tokenizer_revision")), QStringLiteral("mine"));
    QCOMPARE(d.serving.isSet(QStringLiteral("model_revision")), false);
    QVERIFY2(filled.isEmpty(), qPrintable(filled.join(QLatin1Char('\n'))));
}

void TestRequestDeployment::unknownModelFillsNoModel()
{
    SizingRequest r;
    r.setValue(QStringLiteral("model_ids"), QStringLiteral("acme/secret-model @ v2"));
    QString revision = QStringLiteral("stale");
    QVERIFY(RequestDeployment::suggestedModel(r, &revision).isEmpty());
    QVERIFY(revision.isEmpty());
    QStringList filled;
    const Deployment d = RequestDeployment::fill(Deployment(), r, &filled);
    QVERIFY(!d.serving.isSet(QStringLiteral("model_revision")));
    QVERIFY(filled.isEmpty());
}

QTEST_APPLESS_MAIN(TestRequestDeployment)
#include "tst_requestdeployment.moc"
