// The Telemetry page as a user drives it: import an export (on a thread of its own), see the
// shape as text and charts, use it as the project's workload; a bad file is refused and leaves
// nothing behind.
#include "GuiTestSupport.h"
#include "TelemetryFixtures.h"
#include "bench/BenchInputRepository.h"
#include "pages/TelemetryPage.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "storage/ProjectRepository.h"
#include "workflow/TelemetryWorkflow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace llmcap;
using namespace llmcap::test;

class TestTelemetryPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("LLMCAP_NO_KEYRING", "1");
        setUpGuiTest();
    }
    void init();
    void cleanup();
    void importAnalyseAndUseAsWorkload();
    void badFileImportsNothing();
    void listsDatasetsOfNoProject();

private:
    bool importFile(TelemetryPage &page, const QString &path, const QString &format);

    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
};

void TestTelemetryPage::init()
{
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath(QStringLiteral("t.sqlite"))).ok());
    QVERIFY(m_workspace->openDefaultProject(0, QStringLiteral("Support bot")).ok());
}

void TestTelemetryPage::cleanup()
{
    delete m_workspace;
    delete m_dir;
}

bool TestTelemetryPage::importFile(TelemetryPage &page, const QString &path, const QString &format)
{
    page.pathEdit()->setText(path);
    page.formatBox()->setCurrentIndex(page.formatBox()->findData(format));
    QSignalSpy finished(&page, &TelemetryPage::taskFinished);
    page.importButton()->click();
    if (!finished.wait(60000) && finished.isEmpty())
        return false;
    return finished.first().first().toBool();
}

void TestTelemetryPage::importAnalyseAndUseAsWorkload()
{
    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    page.resize(1300, 850);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));

    LangfuseFixture f;
    f.observations = 600;
    f.secrets = true;
    const QString file = m_dir->filePath(QStringLiteral("export.jsonl"));
    QVERIFY(writeLangfuse(file, f));
    QVERIFY2(importFile(page, file, QStringLiteral("langfuse")),
             qPrintable(page.statusLabel()->text()));
    QCOMPARE(page.datasetList()->count(), 1);
    QVERIFY(page.datasetList()->item(0)->text().contains(QStringLiteral("export")));

    // Selecting the dataset analyses it on a thread: the text and the charts follow.
    QVERIFY(QTest::qWaitFor([&] { return !page.isBusy(); }, 30000));
    page.datasetList()->setCurrentRow(0);
    QVERIFY(QTest::qWaitFor(
        [&] { return !page.isBusy() && page.shapeText()->toPlainText().contains("p99"); }, 30000));
    QCOMPARE(page.chartTabs()->count(), 5); // four charts and the summary
    QVERIFY2(!page.statusLabel()->text().contains(QStringLiteral("Analysing")),
             qPrintable(page.statusLabel()->text()));
    QVERIFY(page.chartTabs()->currentWidget() != page.shapeText());
    QVERIFY(leakedSecrets(page.shapeText()->toPlainText()).isEmpty());
    QVERIFY(page.useButton()->isEnabled());

    QSignalSpy derived(&page, &TelemetryPage::workloadDerived);
    page.useButton()->click();
    QVERIFY(QTest::qWaitFor([&] { return !derived.isEmpty(); }, 30000));
    const auto inputs =
        BenchInputRepository(*m_workspace->database()).load(m_workspace->currentProject()->id);
    QVERIFY(inputs.ok());
    QVERIFY(inputs->workload.has_value());
    QVERIFY(!inputs->workload->classes.isEmpty());
    // The sizing request's workload answers are marked as measured from this dataset.
    bool measured = false;
    for (const SizingWorkloadClass &c : session.input().request.classes())
        measured = measured || !c.measured.isEmpty();
    QVERIFY(measured);

    const QImage image = saveScreenshot(page, QStringLiteral("telemetry-page"));
    QVERIFY(distinctColours(image) > 20);
    for (int i = 1; i < 4; ++i) {
        page.chartTabs()->setCurrentIndex(i);
        saveScreenshot(page, QStringLiteral("telemetry-page-%1").arg(i));
    }
}

void TestTelemetryPage::badFileImportsNothing()
{
    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    const QString file = m_dir->filePath(QStringLiteral("broken.jsonl"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    for (int i = 0; i < 40; ++i)
        out.write("{not json\n");
    out.close();
    QVERIFY(!importFile(page, file, QStringLiteral("langfuse")));
    QCOMPARE(page.datasetList()->count(), 0);
    QVERIFY2(page.statusLabel()->text().contains(QStringLiteral("line")) ||
                 page.statusLabel()->text().contains(QStringLiteral("unreadable")),
             qPrintable(page.statusLabel()->text()));
    QVERIFY(!page.useButton()->isEnabled());
}

void TestTelemetryPage::listsDatasetsOfNoProject()
{
    // `llmcap-cli telemetry import` without --project stores a dataset of no project: every
    // project's page lists it, marked.
    const QString file = m_dir->filePath(QStringLiteral("cli.jsonl"));
    QVERIFY(writeLangfuse(file, LangfuseFixture{}));
    TelemetryWorkflow::ImportRequest request;
    request.path = file;
    request.options = telemetryOptions(TelemetryImportOptions::Format::Langfuse);
    request.keyringAllowed = false;
    QVERIFY(TelemetryWorkflow::importFile(*m_workspace->database(), request).ok());
    auto other = ProjectRepository(*m_workspace->database()).create(QStringLiteral("Other"));
    QVERIFY(other.ok());
    request.projectId = other->id;
    request.name = QStringLiteral("elsewhere");
    QVERIFY(TelemetryWorkflow::importFile(*m_workspace->database(), request).ok());

    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    QCOMPARE(page.datasetList()->count(), 1); // not the other project's
    QVERIFY2(page.datasetList()->item(0)->text().contains(QStringLiteral("cli (no project)")),
             qPrintable(page.datasetList()->item(0)->text()));
}

QTEST_MAIN(TestTelemetryPage)
#include "tst_telemetrypage.moc"
