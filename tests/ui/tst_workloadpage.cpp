#include "GuiTestSupport.h"
#include "bench/BenchInputRepository.h"
#include "bench/SweepSetupPanel.h"
#include "pages/WorkloadPage.h"
#include "project/Workspace.h"
#include "slo/SloEditor.h"
#include "workload/WorkloadClassTableModel.h"
#include "workload/WorkloadEditor.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QTemporaryDir>

using namespace llmcap;

class TestWorkloadPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void init();
    void cleanup();
    void savesForTheProject();
    void errorsAreNotSaved();
    void followsTheCurrentProject();
    void benchmarkSetupStartsFromIt();
    void screenshot();

private:
    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
};

void TestWorkloadPage::init()
{
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath(QStringLiteral("w.sqlite"))).ok());
    QVERIFY(m_workspace->openDefaultProject(0, QStringLiteral("Chat")).ok());
}

void TestWorkloadPage::cleanup()
{
    delete m_workspace;
    delete m_dir;
}

void TestWorkloadPage::savesForTheProject()
{
    WorkloadPage page(*m_workspace);
    auto *model = page.workloadEditor()->model();
    QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::InputTokens),
                           QStringLiteral("lognormal p50=300 p95=1500")));
    page.sloEditor()->thresholdBox(SloMetric::Ttft)->setValue(750);
    // Saved a moment after the last change.
    BenchInputRepository repo(*m_workspace->database());
    const qint64 id = m_workspace->currentProject()->id;
    QVERIFY(QTest::qWaitFor([&] { return repo.load(id)->workload.has_value(); }, 5000));
    QVERIFY(QTest::qWaitFor(
        [&] {
            const auto slo = repo.load(id)->slo;
            return slo && slo->objective(SloMetric::Ttft)->thresholdMs == 750;
        },
        5000));
    QCOMPARE(repo.load(id)->workload->classes.first().inputTokens,
             TokenDistribution::logNormal(300, 1500, 1, 10'000'000));
    QVERIFY(page.statusLabel()->text().contains(QStringLiteral("Chat")));
}

void TestWorkloadPage::errorsAreNotSaved()
{
    WorkloadPage page(*m_workspace);
    QVERIFY(page.saveNow());
    auto *model = page.workloadEditor()->model();
    QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::OutputTokens),
                           QStringLiteral("uniform min=10 max=1")));
    QVERIFY(!page.saveNow());
    // The page's status names the cell: the table may be out of sight (issue 36).
    QVERIFY2(page.statusLabel()->text().contains(
                 QStringLiteral("the workload (class '%1', Output tokens: ")
                     .arg(model->index(0, WorkloadClassTableModel::Name).data().toString())),
             qPrintable(page.statusLabel()->text()));
    const auto stored =
        BenchInputRepository(*m_workspace->database()).load(m_workspace->currentProject()->id);
    QCOMPARE(
        stored->workload->classes.first().outputTokens,
        SweepSetupPanel::defaultSetup().config.bench.plan.workload.classes.first().outputTokens);
}

void TestWorkloadPage::followsTheCurrentProject()
{
    WorkloadPage page(*m_workspace);
    auto other = m_workspace->createProject(QStringLiteral("Agents"));
    QVERIFY(other.ok());
    Workload agents = Workload::single(4000, 600);
    QVERIFY(BenchInputRepository(*m_workspace->database()).saveWorkload(other->id, agents).ok());
    QVERIFY(m_workspace->openProject(other->id).ok());
    QCOMPARE(*page.workloadEditor()->workload(), agents);
}

void TestWorkloadPage::benchmarkSetupStartsFromIt()
{
    WorkloadPage page(*m_workspace);
    SweepSetupPanel panel(*m_workspace);
    auto *model = page.workloadEditor()->model();
    QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::Name), QStringLiteral("rag")));
    QVERIFY(page.saveNow());
    panel.show(); // the Benchmark page shown after the Workload page was edited
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto setup = panel.setup();
    QVERIFY2(setup.ok(), qPrintable(setup.error()));
    QCOMPARE(setup->config.bench.plan.workload.classes.first().name, QStringLiteral("rag"));
}

void TestWorkloadPage::screenshot()
{
    WorkloadPage page(*m_workspace);
    auto *model = page.workloadEditor()->model();
    model->addClass();
    QVERIFY(model->setData(model->index(1, WorkloadClassTableModel::InputTokens),
                           QStringLiteral("empirical values=1000,4000 weights=3,1")));
    page.resize(1300, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const QImage image = test::saveScreenshot(page, QStringLiteral("workload-page"));
    QVERIFY(test::distinctColours(image) > 20);
}

QTEST_MAIN(TestWorkloadPage)
#include "tst_workloadpage.moc"
