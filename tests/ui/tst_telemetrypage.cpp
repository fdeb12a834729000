// The Telemetry page as a user drives it: import an export (on a thread of its own), see the
// shape as text and charts, use it as the project's workload; a bad file is refused and leaves
// nothing behind.
#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "TelemetryFixtures.h"
#include "bench/BenchInputRepository.h"
#include "pages/TelemetryPage.h"
#include "pages/WorkloadPage.h"
#include "plan/SizingSession.h"
#include "project/Workspace.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "telemetry/TelemetryImportForm.h"
#include "workflow/TelemetryWorkflow.h"
#include "workload/WorkloadClassTableModel.h"
#include "workload/WorkloadEditor.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QValueAxis>

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
    void importsTheExamplesTraceAsARequestLog();
    void proposalKeepsTypedColumns();
    void rateChartBinsFollowTheSpan();
    void screenshotsInTheMainWindow();

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

namespace {

QString example(const char *relative)
{
    return QStringLiteral(LLMCAP_SOURCE_DIR "/examples/") + QLatin1String(relative);
}

// Types a path and presses Enter, as a user does who pastes one.
void typePath(TelemetryPage &page, const QString &path)
{
    page.pathEdit()->clear();
    page.pathEdit()->setFocus();
    QTest::keyClicks(page.pathEdit(), path);
    QTest::keyClick(page.pathEdit(), Qt::Key_Return);
}

} // namespace

// Issue 36: the trace's leading "#" comment lines were read as a CSV header, and its columns
// had to be typed. The form proposes format and columns from the file; the import reads all.
void TestTelemetryPage::importsTheExamplesTraceAsARequestLog()
{
    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    typePath(page, example("traces/rag-summariser.jsonl"));
    QCOMPARE(page.formatBox()->currentData().toString(), QStringLiteral("jsonl"));
    QCOMPARE(page.mappingEdit()->text(),
             QStringLiteral("timestamp=timestamp, input_tokens=input_tokens, "
                            "output_tokens=output_tokens, class=class, prefix_group=prefix_group"));
    const QLabel *note = page.importForm()->fileNote();
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("check them")), qPrintable(note->text()));

    QSignalSpy finished(&page, &TelemetryPage::taskFinished);
    page.importButton()->click();
    QVERIFY(finished.wait(60000) || !finished.isEmpty());
    QVERIFY2(finished.first().first().toBool(), qPrintable(page.statusLabel()->text()));
    QVERIFY2(page.statusLabel()->text().contains(
                 QRegularExpression(QStringLiteral("\\b1,?525 LLM calls"))),
             qPrintable(page.statusLabel()->text()));
    QVERIFY2(page.statusLabel()->text().contains(QStringLiteral(" 0 records skipped")),
             qPrintable(page.statusLabel()->text()));
    QVERIFY(QTest::qWaitFor(
        [&] { return !page.isBusy() && page.shapeText()->toPlainText().contains("p99"); }, 30000));
    page.resize(980, 700); // the page's part of the main window at its default size
    saveScreenshot(page, QStringLiteral("telemetry-request-log"));
}

// A mapping the user typed is theirs: choosing another file proposes, but does not overwrite.
void TestTelemetryPage::proposalKeepsTypedColumns()
{
    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    typePath(page, example("traces/rag-summariser.jsonl"));
    page.mappingEdit()->setText(QStringLiteral("timestamp=timestamp, input_tokens=input_tokens"));
    typePath(page, example("traces/rag-summariser.jsonl") + QStringLiteral(" "));
    QCOMPARE(page.mappingEdit()->text(),
             QStringLiteral("timestamp=timestamp, input_tokens=input_tokens"));
    QVERIFY(page.importForm()->fileNote()->text().contains(QStringLiteral("kept")));
    // A Langfuse export is told by its fields, whatever its name.
    const QString file = m_dir->filePath(QStringLiteral("export-42.jsonl"));
    QVERIFY(writeLangfuse(file, LangfuseFixture{}));
    typePath(page, file);
    QCOMPARE(page.formatBox()->currentData().toString(), QStringLiteral("langfuse"));
    QVERIFY(!page.mappingEdit()->isEnabled());
    // The database itself is never opened to be read.
    typePath(page, m_workspace->database()->path());
    QVERIFY(!page.importForm()->fileNote()->text().isEmpty());
    QVERIFY(!page.importForm()->fileNote()->text().contains(QStringLiteral("fields")));
}

// Issue 36: a 30-minute dataset's 1 s rate chart was a forest of spikes. The chart's bins follow
// the span and the rate (at most 300, about ten calls each), and its axes say so.
void TestTelemetryPage::rateChartBinsFollowTheSpan()
{
    SizingSession session(*m_workspace);
    TelemetryPage page(*m_workspace, session);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY2(importFile(page, example("telemetry/observations.jsonl"), QStringLiteral("langfuse")),
             qPrintable(page.statusLabel()->text()));
    QVERIFY(QTest::qWaitFor(
        [&] { return !page.isBusy() && page.shapeText()->toPlainText().contains("p99"); }, 30000));
    auto *view = qobject_cast<QChartView *>(page.chartTabs()->widget(0));
    QVERIFY(view);
    auto *rate = qobject_cast<QLineSeries *>(view->chart()->series().first());
    QVERIFY(rate);
    // 29.5 minutes at 0.2 calls/s: a 1 s bin holds no rate, a 10 s bin two calls; 30 s bins
    // hold six, and minute bins would leave fewer than 30 to show the morning's burst.
    QCOMPARE(rate->count(), 60);
    const auto *x = qobject_cast<QValueAxis *>(view->chart()->axes(Qt::Horizontal).first());
    QVERIFY2(x->titleText().contains(QStringLiteral("bins of 30 s")), qPrintable(x->titleText()));
    QVERIFY(view->chart()->title().contains(QStringLiteral("per 30 s")));

    // Histogram labels that fit (they were cut): lengths from the first bin holding a call,
    // upright, in k; hours of the day labelled every third hour on a value axis.
    auto *lengths = qobject_cast<QChartView *>(page.chartTabs()->widget(1));
    auto *bins = qobject_cast<QBarCategoryAxis *>(lengths->chart()->axes(Qt::Horizontal).first());
    QVERIFY(bins);
    QCOMPARE(bins->labelsAngle(), 0);
    QCOMPARE(bins->categories().first(), QStringLiteral("≤64"));
    QCOMPARE(bins->categories().last(), QStringLiteral("≤16k"));
    auto *hours = qobject_cast<QChartView *>(page.chartTabs()->widget(3));
    const auto *hourAxis = qobject_cast<QValueAxis *>(hours->chart()->axes(Qt::Horizontal).first());
    QVERIFY(hourAxis);
    QCOMPARE(hourAxis->tickInterval(), 3.0);
}

// The Telemetry page's charts and the Workload page's derived classes as the user sees them,
// in the main window at its default size.
void TestTelemetryPage::screenshotsInTheMainWindow()
{
    TelemetryWorkflow::ImportRequest request;
    request.path = example("telemetry/observations.jsonl");
    request.name = QStringLiteral("week-48");
    request.options = telemetryOptions(TelemetryImportOptions::Format::Langfuse);
    request.projectId = m_workspace->currentProject()->id;
    request.keyringAllowed = false;
    QVERIFY(TelemetryWorkflow::importFile(*m_workspace->database(), request).ok());

    Settings settings(m_dir->filePath(QStringLiteral("gui.ini")));
    MainWindow w(*m_workspace, settings);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TelemetryPage *page = nullptr;
    WorkloadPage *workload = nullptr;
    int telemetryIndex = -1, workloadIndex = -1;
    for (int i = 0; i < w.pageCount(); ++i) {
        if (auto *t = qobject_cast<TelemetryPage *>(w.page(i)))
            page = t, telemetryIndex = i;
        if (auto *l = qobject_cast<WorkloadPage *>(w.page(i)))
            workload = l, workloadIndex = i;
    }
    QVERIFY(page && workload);
    w.showPage(telemetryIndex);
    QVERIFY(QTest::qWaitFor(
        [&] { return !page->isBusy() && page->shapeText()->toPlainText().contains("p99"); },
        30000));
    const QStringList names = {"rates", "lengths", "calls-per-run", "time-of-day"};
    for (int i = 0; i < names.size(); ++i) {
        page->chartTabs()->setCurrentIndex(i);
        QTest::qWait(50);
        saveScreenshot(w, QStringLiteral("telemetry-") + names.at(i));
    }

    // Use as workload: the derived class's lengths are summarised in the table.
    page->useButton()->click();
    QVERIFY(QTest::qWaitFor([&] { return !page->isBusy(); }, 30000));
    w.showPage(workloadIndex);
    const WorkloadClassTableModel *model = workload->workloadEditor()->model();
    QVERIFY(model->rowCount() > 0);
    const QString shown = model->index(0, WorkloadClassTableModel::InputTokens).data().toString();
    QVERIFY2(shown.startsWith(QStringLiteral("empirical, ")) && shown.size() < 120,
             qPrintable(shown.left(300)));
    QTest::qWait(50);
    saveScreenshot(w, QStringLiteral("workload-derived-class"));
}

QTEST_MAIN(TestTelemetryPage)
#include "tst_telemetrypage.moc"
