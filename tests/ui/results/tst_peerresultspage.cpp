// Results page with imported peer results (issue 21): Import stores a vLLM bench serve result
// and sets it beside an llmcap run on the Compare runs tab, mapped metrics on llmcap's rows and
// bars, the tool's own metric on its own, labelled with the tool; a file of another shape
// shows its one-line error and stores nothing.

#include "GuiTestSupport.h"
#include "RecordBuilder.h"

#include "pages/ResultsPage.h"
#include "project/Workspace.h"
#include "results/HistoryPanel.h"
#include "results/HistoryTableModel.h"
#include "results/RunComparePanel.h"
#include "results/RunComparisonModel.h"
#include "storage/RunRepository.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestPeerResultsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void importsBesideAnLlmcapRun();
    void wrongShapeShowsOneLine();

private:
    QTemporaryDir m_dir;
    Workspace *m_workspace = nullptr;
    qint64 m_llmcapRun = 0;
};

void TestPeerResultsPage::initTestCase()
{
    test::setUpGuiTest();
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir.filePath(QStringLiteral("peers.sqlite"))).ok());
    RunRepository runs(*m_workspace->database());
    RunInfo info;
    info.label = QStringLiteral("chat on vLLM");
    info.window = {0, RecordBuilder::ns(10000)};
    auto id = runs.createRun(info);
    QVERIFY(id.ok());
    std::vector<RequestRecord> records;
    for (int i = 0; i < 40; ++i)
        records.push_back(RecordBuilder(i, 100.0 * i)
                              .chunks({{80.0 + i, 1}, {101.0 + i, 2}, {140.0 + i, 1}})
                              .usage(512, 4));
    QVERIFY(runs.insertRequests(*id, records).ok());
    QVERIFY(runs.finishRun(*id, RunInfo::Status::Completed, info.window, {}).ok());
    m_llmcapRun = *id;
}

void TestPeerResultsPage::cleanupTestCase()
{
    delete m_workspace;
}

void TestPeerResultsPage::importsBesideAnLlmcapRun()
{
    ResultsPage page(*m_workspace);
    page.resize(1280, 900);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(page.importFile(
        QStringLiteral(LLMCAP_TEST_DATA_DIR "/peers/vllm-bench-serve-detailed.json")));
    QVERIFY(page.errorText().isEmpty());

    // The history marks the imported run.
    HistoryTableModel *history = page.history()->model();
    QCOMPARE(history->rowCount(), 2);
    bool marked = false;
    for (int row = 0; row < history->rowCount(); ++row)
        if (history->data(history->index(row, HistoryTableModel::Kind)).toString() ==
            QLatin1String("imported run"))
            marked = history->data(history->index(row, HistoryTableModel::Title))
                         .toString()
                         .endsWith(QLatin1String("(imported)"));
    QVERIFY(marked);

    // Beside the llmcap run on the Compare runs tab.
    QCOMPARE(page.tabs()->currentIndex(), int(ResultsPage::RunCompareTab));
    RunComparePanel *panel = page.runComparison();
    QCOMPARE(panel->firstId(), m_llmcapRun);
    QVERIFY(panel->summaryText().contains(QStringLiteral("(llmcap)")));
    QVERIFY(panel->summaryText().contains(QStringLiteral("vLLM bench serve")));
    RunComparisonModel *model = panel->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto rowOf = [model](const QString &label) {
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->data(model->index(row, RunComparisonModel::Metric)).toString() == label)
                return row;
        return -1;
    };
    const int ttft = rowOf(QStringLiteral("TTFT"));
    QVERIFY(ttft >= 0);
    QVERIFY(model->data(model->index(ttft, 0), RunComparisonModel::MappedRole).toBool());
    // llmcap's TTFT (80 ms + i) and vLLM's p99 on the same row.
    QCOMPARE(model->data(model->index(ttft, RunComparisonModel::SecondP99)).toString(),
             QStringLiteral("142.58"));
    QVERIFY(!model->data(model->index(ttft, RunComparisonModel::FirstP99)).toString().isEmpty());
    const int chunk = rowOf(QStringLiteral("ITL (vLLM, chunk gap)"));
    QVERIFY(chunk >= 0);
    QVERIFY(!model->data(model->index(chunk, 0), RunComparisonModel::MappedRole).toBool());
    QVERIFY(model->data(model->index(chunk, 0), Qt::FontRole).value<QFont>().italic());
    QVERIFY(model->data(model->index(chunk, 0), Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("Not llmcap's definition")));
    QVERIFY(model->data(model->index(chunk, RunComparisonModel::FirstP99)).toString().isEmpty());
    const int itl = rowOf(QStringLiteral("ITL"));
    QVERIFY(itl >= 0 && itl != chunk);
    QVERIFY(model->data(model->index(itl, RunComparisonModel::SecondP99)).toString().isEmpty());
    // The chart's categories: llmcap's metrics first, vLLM's chunk gap on its own, marked.
    const QStringList categories = panel->chartCategories();
    QCOMPARE(categories.mid(0, 4), (QStringList{QStringLiteral("TTFT"), QStringLiteral("TPOT"),
                                                QStringLiteral("ITL"), QStringLiteral("E2E")}));
    QVERIFY(categories.contains(QStringLiteral("ITL (vLLM, chunk gap) *")));

    QTest::qWait(50);
    page.tabs()->setCurrentIndex(ResultsPage::HistoryTab);
    QTest::qWait(50);
    QVERIFY(test::distinctColours(
                test::saveScreenshot(page, QStringLiteral("results-peer-history"))) > 20);
    page.tabs()->setCurrentIndex(ResultsPage::RunCompareTab);
    QTest::qWait(50);
    QVERIFY(test::distinctColours(
                test::saveScreenshot(page, QStringLiteral("results-peer-compare"))) > 20);
}

void TestPeerResultsPage::wrongShapeShowsOneLine()
{
    ResultsPage page(*m_workspace);
    const int before = page.history()->model()->rowCount();
    QVERIFY(!page.importFile(QStringLiteral(LLMCAP_TEST_DATA_DIR "/peers/not-a-result.json")));
    QVERIFY(page.errorText().contains(QStringLiteral(
        "not a vLLM bench serve, SGLang bench_serving, GuideLLM, AIPerf or inference-perf "
        "result (expected")));
    QVERIFY(!page.errorText().contains(QLatin1Char('\n')));
    page.refresh();
    QCOMPARE(page.history()->model()->rowCount(), before);
}

QTEST_MAIN(TestPeerResultsPage)
#include "tst_peerresultspage.moc"
