#include "GuiTestSupport.h"
#include "footprint/CustomModelEditor.h"
#include "footprint/FootprintPanel.h"
#include "plan/DemoProject.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"

#include <QComboBox>
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
