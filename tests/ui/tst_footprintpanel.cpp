#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "footprint/CustomModelEditor.h"
#include "footprint/FootprintPanel.h"
#include "footprint/ReplicaUseLabel.h"
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "plan/SimulatorEstimator.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "settings/Settings.h"

#include <QComboBox>
#include <QPushButton>
#include <QTemporaryDir>

using namespace llmcap;

class TestFootprintPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void opensWithTheProjectsReplica();
    void llama8bOnH100MatchesTheWorkedExample();
    void smallestTpThatFits();
    void customModelFromHuggingFaceConfig();
    void useForThePlan();
    void questionnaireModelReachesServingConfig();
    void openedRequestFillsTheStoredDeployment();
    void screenshot();

private:
    void choose(QComboBox *box, const QString &id);
    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
    SizingSession *m_session = nullptr;
};

void TestFootprintPanel::initTestCase()
{
    test::setUpGuiTest();
}

void TestFootprintPanel::init()
{
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath("f.sqlite")).ok());
    QVERIFY(DemoProject::openDefault(*m_workspace, 0).ok());
    m_session = new SizingSession(*m_workspace);
}

void TestFootprintPanel::cleanup()
{
    delete m_session;
    delete m_workspace;
    delete m_dir;
}

void TestFootprintPanel::choose(QComboBox *box, const QString &id)
{
    const int i = box->findData(id);
    QVERIFY2(i >= 0, qPrintable(id));
    box->setCurrentIndex(i);
}

void TestFootprintPanel::opensWithTheProjectsReplica()
{
    FootprintPanel panel(*m_session);
    QCOMPARE(panel.modelBox()->currentData().toString(), QString("llama-3.1-8b"));
    QCOMPARE(panel.gpuBox()->currentData().toString(), QString("h100-sxm"));
    QCOMPARE(panel.input().maxModelLen, 16384);
    QVERIFY(panel.footprint().fits);
    // The workload's p95 context (5,000 tokens) is the concurrency that matters.
    QVERIFY2(panel.resultText().contains("at 5,000 tokens"), qPrintable(panel.resultText()));
}

// domain.md §5: Llama-3.1-8B BF16 on one H100 80 GB at 0.9 -> about 51 GiB KV, about 418k tokens.
void TestFootprintPanel::llama8bOnH100MatchesTheWorkedExample()
{
    FootprintPanel panel(*m_session);
    choose(panel.modelBox(), "llama-3.1-8b");
    choose(panel.gpuBox(), "h100-sxm");
    const Footprint &f = panel.footprint();
    QVERIFY(std::abs(f.kvCapacityTokens - 418000) / 418000.0 < 0.02);
    QVERIFY(std::abs(f.kvBytesPerGpu / (1024.0 * 1024 * 1024) - 51) / 51 < 0.02);
    QCOMPARE(f.kvBytesPerToken, 128 * 1024);
    const QString text = panel.resultText();
    QVERIFY(text.contains("KV per token = 2 x 32 layers x 8 KV heads x 128 head dim"));
    QVERIFY(text.contains("128.0 KiB (whole model)"));
    QVERIFY(text.contains("smallest that fits: 1; valid: 1, 2, 4, 8"));
}

void TestFootprintPanel::smallestTpThatFits()
{
    FootprintPanel panel(*m_session);
    choose(panel.modelBox(), "llama-3.1-70b");
    choose(panel.gpuBox(), "h100-sxm");
    choose(panel.tensorParallelBox(), "0"); // smallest that fits
    panel.tensorParallelBox()->setCurrentIndex(0);
    QVERIFY(panel.footprint().fits);
    QVERIFY(panel.input().tensorParallel >= 2);
    QVERIFY(panel.resultText().contains(
        QStringLiteral("smallest that fits: %1").arg(panel.input().tensorParallel)));
    // TP 1 does not fit: the weights alone exceed one GPU.
    choose(panel.tensorParallelBox(), "1");
    panel.tensorParallelBox()->setCurrentIndex(panel.tensorParallelBox()->findData(1));
    QVERIFY(!panel.footprint().fits);
    QVERIFY(panel.resultText().contains("no memory for the KV cache"));
}

void TestFootprintPanel::customModelFromHuggingFaceConfig()
{
    FootprintPanel panel(*m_session);
    choose(panel.modelBox(), "__custom__");
    QVERIFY(panel.customModelEditor()->isVisibleTo(&panel));
    const QString error = panel.customModelEditor()->loadConfig(
        QStringLiteral(LLMCAP_TEST_DATA_DIR "/hf-llama-3.1-8b-config.json"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    choose(panel.gpuBox(), "h100-sxm");
    QCOMPARE(panel.input().model.layers, 32);
    QCOMPARE(panel.footprint().kvBytesPerToken, 128 * 1024);
    QVERIFY(std::abs(panel.footprint().kvCapacityTokens - 418000) / 418000.0 < 0.02);
    QVERIFY(!panel.customModelEditor()->loadConfig("/nonexistent.json").isEmpty());
}

void TestFootprintPanel::useForThePlan()
{
    FootprintPanel panel(*m_session);
    choose(panel.modelBox(), "llama-3.1-70b");
    panel.tensorParallelBox()->setCurrentIndex(panel.tensorParallelBox()->findData(4));
    panel.useForPlan();
    QCOMPARE(m_session->input().deployment.modelId, QString("llama-3.1-70b"));
    QCOMPARE(m_session->input().deployment.tensorParallel, 4);
    QCOMPARE(m_session->input().deployment.resolvedGpusPerReplica(), 4);
    // Stored with the project.
    SizingSession again(*m_workspace);
    QCOMPARE(again.input().deployment.modelId, QString("llama-3.1-70b"));
}

// Issue 36, item 5: the model answered in the questionnaire reaches Serving config when the
// request is saved; the line under "Use for the plan" says whether the plan uses the replica
// shown, and the button confirms what it stored. The plan's Simulator estimate never meets
// "no model chosen" unexplained: the page shows the model as not used yet.
void TestFootprintPanel::questionnaireModelReachesServingConfig()
{
    auto created = m_workspace->createProject(QStringLiteral("fresh"));
    QVERIFY(created.ok());
    QVERIFY(m_workspace->openProject(created->id).ok());
    FootprintPanel panel(*m_session);
    QVERIFY(m_session->input().deployment.modelId.isEmpty());
    // A model is shown, but the plan has none: the line says so.
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::NotUsed);
    QVERIFY2(panel.useStatus()->text().contains("no model and no GPU"),
             qPrintable(panel.useStatus()->text()));

    SizingRequest request;
    request.setValue("model_ids", "meta-llama/Llama-3.1-70B-Instruct @ 1605565");
    request.setValue("context_required", 32768);
    QVERIFY(m_session->setRequest(request).ok());
    QCOMPARE(m_session->input().deployment.maxModelLen, qint64(32768));
    QCOMPARE(panel.modelBox()->currentData().toString(), QString("llama-3.1-70b"));
    QCOMPARE(panel.input().maxModelLen, 32768);
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::NotUsed);
    QVERIFY2(panel.useStatus()->text().contains(
                 "From the sizing request: model Llama 3.1 70B Instruct (from model_ids); max "
                 "model length 32,768 tokens (from context_required)."),
             qPrintable(panel.useStatus()->text()));
    {
        // The page as a user meets it, at the main window's default size.
        Settings settings(m_dir->filePath("s.ini"));
        MainWindow w(*m_workspace, settings);
        w.resize(1180, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showPage(1);
        QTest::qWait(30);
        test::saveScreenshot(w, QStringLiteral("page-serving-config-from-request"));
    }

    choose(panel.gpuBox(), "h100-sxm");
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::NotUsed);
    panel.findChild<QPushButton *>("useForPlanButton")->click();
    QCOMPARE(m_session->input().deployment.modelId, QString("llama-3.1-70b"));
    QCOMPARE(m_session->input().deployment.serving.text("model_revision"), QString("1605565"));
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::Stored);
    QVERIFY2(panel.useStatus()->text().startsWith("Stored with the project at ") &&
                 panel.useStatus()->text().contains("Llama 3.1 70B Instruct on "),
             qPrintable(panel.useStatus()->text()));
    panel.resize(1100, 680);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    test::saveScreenshot(panel, QStringLiteral("footprint-used-for-plan"));
    QVERIFY(SimulatorEstimator::presetFor(m_session->input().deployment).ok());
    // The confirmation stays until the form differs from what the plan uses.
    choose(panel.gpuBox(), "a100-80gb-sxm");
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::Differs);
    choose(panel.gpuBox(), "h100-sxm");
    QCOMPARE(panel.useStatus()->state(), ReplicaUseLabel::State::Used);
    // A model chosen here is not replaced by the next save of the questionnaire.
    choose(panel.modelBox(), "llama-3.1-8b");
    panel.useForPlan();
    QVERIFY(m_session->setRequest(request).ok());
    QCOMPARE(m_session->input().deployment.modelId, QString("llama-3.1-8b"));
    QCOMPARE(panel.modelBox()->currentData().toString(), QString("llama-3.1-8b"));
}

// A request stored before its answers reached the deployment (or written by llmcap-cli) fills
// the deployment when the project is opened, and stores it; its model is preselected.
void TestFootprintPanel::openedRequestFillsTheStoredDeployment()
{
    auto created = m_workspace->createProject(QStringLiteral("older"));
    QVERIFY(created.ok());
    PlanInput input;
    input.request.setValue("model_ids", "Qwen/Qwen2.5-7B-Instruct");
    input.request.setValue("context_required", 16384);
    QVERIFY(PlanRepository(*m_workspace->database()).saveInput(created->id, input).ok());
    QVERIFY(m_workspace->openProject(created->id).ok());
    QCOMPARE(m_session->input().deployment.maxModelLen, qint64(16384));
    QCOMPARE(m_session->filledFromRequest().size(), 1);
    FootprintPanel panel(*m_session);
    QCOMPARE(panel.modelBox()->currentData().toString(), QString("qwen2.5-7b"));
    auto stored = PlanRepository(*m_workspace->database()).loadInput(created->id);
    QVERIFY(stored.ok() && stored->has_value());
    QCOMPARE((*stored)->deployment.maxModelLen, qint64(16384));
}

void TestFootprintPanel::screenshot()
{
    FootprintPanel panel(*m_session);
    panel.resize(1100, 680);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage shot = test::saveScreenshot(panel, QStringLiteral("footprint"));
    QVERIFY(test::distinctColours(shot) > 10);
    choose(panel.modelBox(), "__custom__");
    QTest::qWait(20);
    test::saveScreenshot(panel, QStringLiteral("footprint-custom"));
}

QTEST_MAIN(TestFootprintPanel)
#include "tst_footprintpanel.moc"
