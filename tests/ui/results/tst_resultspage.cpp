// The Results page on real data: two sweeps and a faulty two-class run, measured against
// in-process simulated servers through core and stored in a temporary database.

#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "RecordBuilder.h"
#include "ResultsFixture.h"
#include "bench/SweepResultLine.h"
#include "bench/SweepStepTableModel.h"
#include "charts/ChartKey.h"
#include "charts/SweepCurveChart.h"
#include "i18n/Translations.h"
#include "pages/ResultsPage.h"
#include "results/ComparePanel.h"
#include "results/HistogramChart.h"
#include "results/HistoryFilterModel.h"
#include "results/HistoryPanel.h"
#include "results/HistoryTableModel.h"
#include "results/OutcomeTableModel.h"
#include "results/PercentileTableModel.h"
#include "results/ResultsHistory.h"
#include "results/RunDetail.h"
#include "results/RunDetailPanel.h"
#include "results/RunTimelineView.h"
#include "results/ServingDiffModel.h"
#include "results/SweepDetail.h"
#include "results/SweepDetailPanel.h"
#include "results/TtftScatterChart.h"
#include "results/TtftSplitTableModel.h"
#include "settings/Settings.h"
#include "simserver/OtlpSpanWriter.h"
#include "storage/RunRepository.h"
#include "sweep/SweepConfig.h"
#include "sweep/SweepHeadline.h"
#include "sweep/SweepRepository.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QXYSeries>

using namespace llmcap;

class TestResultsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void historyListsEveryRunAndSweep();
    void filtersNarrowTheHistory();
    void runDetailShowsClassesAndErrors();
    void runDetailNumbersAreCoresOwn();
    void sweepDetailShowsStepsAndCurves();
    void comparisonOverlaysTwoSweepsAndDiffsServing();
    void aLowerBoundIsNeverShownAsABoundary();
    void refreshPicksUpNewData();
    void storedDataIsReadWhenThePageIsShown();
    void missingRunsSayWhy();
    void runIsReadOffTheGuiThread();
    void modelsAreSound();
    void screenshots();
    void germanScreenshot();
    void runTimelineShowsEachRun();
    void serverSpansSplitEachRequest();

private:
    int visibleRows(const HistoryFilter &filter) const;
    // openRun reads the run on a thread of its own: wait until it is shown.
    static bool openRunAndWait(ResultsPage *page, qint64 runId)
    {
        QSignalSpy loaded(page, &ResultsPage::runLoaded);
        page->openRun(runId);
        return !loaded.isEmpty() || loaded.wait(10000);
    }

    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
    Settings *m_settings = nullptr;
    ResultsPage *m_page = nullptr;
    test::ResultsFixture m_fixture;
};

void TestResultsPage::initTestCase()
{
    test::setUpGuiTest();
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath("results.sqlite")).ok());
    QElapsedTimer clock;
    clock.start();
    m_fixture.build(*m_workspace);
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
    qInfo("fixture built in %.1f s", double(clock.elapsed()) / 1000.0);
    QVERIFY(m_fixture.wideSweep > 0 && m_fixture.narrowSweep > 0 && m_fixture.faultyRun > 0);
    m_settings = new Settings(m_dir->filePath("results.ini"));
    m_page = new ResultsPage(*m_workspace);
}

void TestResultsPage::cleanupTestCase()
{
    delete m_page;
    delete m_settings;
    delete m_workspace;
    delete m_dir;
}

int TestResultsPage::visibleRows(const HistoryFilter &filter) const
{
    m_page->history()->setFilter(filter);
    return m_page->history()->proxy()->rowCount();
}

void TestResultsPage::historyListsEveryRunAndSweep()
{
    auto runs = RunRepository(*m_workspace->database()).runs();
    auto sweeps = SweepRepository(*m_workspace->database()).list();
    QVERIFY(runs && sweeps);
    QCOMPARE(sweeps->size(), 2);
    QVERIFY(runs->size() >= 3); // the faulty run and at least one step per sweep

    HistoryTableModel *model = m_page->history()->model();
    QCOMPARE(model->rowCount(), int(runs->size() + sweeps->size()));
    int sweepRows = 0, stepRows = 0, faulty = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        const HistoryEntry &e = model->entry(row);
        if (row > 0)
            QVERIFY(model->entry(row - 1).startedAt >= e.startedAt); // newest first
        if (e.kind == HistoryEntry::Kind::Sweep) {
            ++sweepRows;
            QVERIFY(e.steps >= 2);
            QCOMPARE(e.model, QString("llmcap/tiny-0.5b"));
            QVERIFY(e.endpoint.startsWith("http://127.0.0.1:"));
        } else if (e.sweepId) {
            ++stepRows;
        } else if (e.id == m_fixture.faultyRun) {
            faulty = row;
        }
    }
    QCOMPARE(sweepRows, 2);
    QCOMPARE(stepRows, int(runs->size()) - 1);
    QVERIFY(faulty >= 0);
    const HistoryEntry &run = model->entry(faulty);
    QCOMPARE(run.name, QString("faulty"));
    QCOMPARE(run.projectName, QString("alpha"));
    QVERIFY(run.requests > 5);
    QVERIFY(run.errorRatePct > 0);
    QCOMPARE(model->index(faulty, HistoryTableModel::Kind).data().toString(), QString("run"));
}

void TestResultsPage::filtersNarrowTheHistory()
{
    const int all = m_page->history()->model()->rowCount();
    QCOMPARE(visibleRows({}), all);

    HistoryFilter f;
    f.kinds = HistoryFilter::Kinds::Sweeps;
    QCOMPARE(visibleRows(f), 2);

    f = {};
    f.kinds = HistoryFilter::Kinds::Runs;
    f.hideSweepSteps = true;
    QCOMPARE(visibleRows(f), 1);

    f = {};
    f.projectId = m_fixture.betaProject; // the narrow sweep and its steps
    const int beta = visibleRows(f);
    QVERIFY(beta >= 3 && beta < all);
    for (int r = 0; r < beta; ++r) {
        const QModelIndex i = m_page->history()->proxy()->index(r, 0);
        QCOMPARE(m_page->history()
                     ->model()
                     ->entry(m_page->history()->proxy()->mapToSource(i).row())
                     .projectId,
                 m_fixture.betaProject);
    }

    f = {};
    f.text = "FAULTY";
    QCOMPARE(visibleRows(f), 1);
    f.text = "narrow batch";
    QVERIFY(visibleRows(f) >= 1);
    f.text = "no such model";
    QCOMPARE(visibleRows(f), 0);

    f = {};
    f.statusKey = "completed";
    QVERIFY(visibleRows(f) >= 3);
    f.statusKey = "failed";
    QCOMPARE(visibleRows(f), 0);

    f = {};
    f.lastDays = 7;
    QCOMPARE(visibleRows(f), all);
    m_page->history()->proxy()->setNow(QDateTime::currentDateTime().addDays(30));
    QCOMPARE(visibleRows(f), 0); // everything is a month old then
    m_page->history()->proxy()->setNow({});

    f = {};
    f.from = QDate::currentDate().addDays(1);
    QCOMPARE(visibleRows(f), 0);
    f.from = QDate::currentDate().addDays(-1);
    f.to = QDate::currentDate();
    QCOMPARE(visibleRows(f), all);

    // The widgets carry the filter.
    f = {};
    f.kinds = HistoryFilter::Kinds::Sweeps;
    f.text = "wide";
    m_page->history()->setFilter(f);
    QCOMPARE(m_page->history()->filter().kinds, HistoryFilter::Kinds::Sweeps);
    QCOMPARE(m_page->history()->filter().text, QString("wide"));
    QCOMPARE(m_page->history()->proxy()->rowCount(), 1);
    m_page->history()->setFilter({});
}

void TestResultsPage::runDetailShowsClassesAndErrors()
{
    QVERIFY(openRunAndWait(m_page, m_fixture.faultyRun));
    QCOMPARE(m_page->tabs()->currentIndex(), int(ResultsPage::RunTab));
    RunDetailPanel *panel = m_page->runDetail();
    PercentileTableModel *p = panel->percentiles();
    QCOMPARE(p->rowCount(), 3 * 5); // all classes, chat, summarize x TTFT ITL TPOT E2E queue
    QStringList classes;
    for (int r = 0; r < p->rowCount(); ++r)
        classes.append(p->index(r, PercentileTableModel::Class).data().toString());
    QVERIFY(classes.contains("chat"));
    QVERIFY(classes.contains("summarize"));
    QCOMPARE(p->index(0, PercentileTableModel::Metric).data().toString(), QString("TTFT"));
    // A few dozen requests: p99 rests on too few samples, and says so.
    QVERIFY(p->index(0, PercentileTableModel::P99).data(PercentileTableModel::ThinRole).toBool());
    QVERIFY(p->index(0, PercentileTableModel::P99)
                .data(Qt::ToolTipRole)
                .toString()
                .contains("1000 needed"));
    QVERIFY2(panel->warningText().contains("percentiles rest on too few samples"),
             qPrintable(panel->warningText()));

    OutcomeTableModel *o = panel->outcomes();
    QVERIFY(o->rowCount() >= 1);
    QStringList labels;
    qint64 errors = 0;
    for (int r = 0; r < o->rowCount(); ++r) {
        labels.append(o->index(r, OutcomeTableModel::Category).data().toString());
        errors += o->index(r, OutcomeTableModel::Requests).data().toString().toLongLong();
    }
    QVERIFY2(labels.join(' ').contains("5xx") || labels.join(' ').contains("stream"),
             qPrintable(labels.join(", ")));
    QVERIFY(errors > 0);

    // The run's SLO verdict, as bench printed it.
    bool sloShown = false;
    for (QLabel *l : panel->findChildren<QLabel *>())
        sloShown = sloShown || l->text().contains("SLO 'test chat'");
    QVERIFY(sloShown);
    QVERIFY(panel->scatter()->pointCount() > 5);
    QCOMPARE(panel->scatter()->seriesCount(), 2);
    QVERIFY(panel->ttftHistogram()->sampleCount() > 5);
    QVERIFY(panel->tpotHistogram()->sampleCount() > 5);
    QVERIFY(panel->e2eHistogram()->sampleCount() > 5);
}

void TestResultsPage::runDetailNumbersAreCoresOwn()
{
    // What the page shows is what BenchRunner stored as the run's summary when it finished.
    auto detail = RunDetail::load(*m_workspace->database(), m_fixture.faultyRun);
    QVERIFY(detail);
    const QJsonObject stored = detail->info.summary.value("metrics").toObject();
    QCOMPARE(detail->metrics.toJson().value("overall"), stored.value("overall"));
    QCOMPARE(detail->metrics.toJson().value("classes"), stored.value("classes"));
    QCOMPARE(detail->warnings, detail->metrics.warnings()); // as `bench` prints them
    QVERIFY(detail->sampleWarnings.join(' ').contains("TTFT p99 rests on"));
    for (const QString &w : detail->sampleWarnings + detail->otherWarnings)
        QVERIFY(detail->warnings.contains(w));
    QCOMPARE(qint64(detail->ttftMs.size()), detail->metrics.overall.ttft.count);
    QCOMPARE(qint64(detail->tpotMs.size()), detail->metrics.overall.tpot.count);
    QCOMPARE(qint64(detail->e2eMs.size()), detail->metrics.overall.e2e.count);
    qint64 outcomes = 0;
    for (const OutcomeCount &c : detail->outcomes)
        if (c.isError)
            outcomes += c.requests;
    QCOMPARE(outcomes, detail->metrics.overall.errors);
}

void TestResultsPage::sweepDetailShowsStepsAndCurves()
{
    m_page->openSweep(m_fixture.wideSweep);
    QCOMPARE(m_page->tabs()->currentIndex(), int(ResultsPage::SweepTab));
    SweepDetailPanel *panel = m_page->sweepDetail();
    auto steps = SweepRepository(*m_workspace->database()).steps(m_fixture.wideSweep);
    QVERIFY(steps);
    QCOMPARE(panel->steps()->rowCount(), int(steps->size()));
    QCOMPARE(panel->charts().size(), 4);
    QCOMPARE(panel->charts().first()->pointCount(0), int(steps->size()));
    QCOMPARE(panel->charts().first()->pointCount(1), 0);
    // Every chart marks the rate plans divide by, when the sweep bracketed its boundary.
    const auto sweep = SweepDetail::load(*m_workspace->database(), m_fixture.wideSweep);
    QVERIFY(sweep);
    const auto boundary = sweep->boundary();
    const bool planned = boundary && boundary->bracketed && boundary->plannedRps > 0;
    for (SweepCurveChart *chart : panel->charts())
        QCOMPARE(chart->plannedRate().value_or(0), planned ? boundary->plannedRps : 0.0);
    QCOMPARE(panel->steps()->index(0, SweepStepTableModel::Rate).data().toString(),
             QLocale().toString(steps->first().rateRps, 'g', 4));
    QVERIFY(panel->resumeButton()->isHidden()); // a finished sweep has nothing to resume
    // The result in one sentence, the method's details a click away; one key for the charts.
    QVERIFY(sweep->info.result);
    const QString sentence = panel->resultLine()->sentence();
    QCOMPARE(sentence,
             SweepHeadline::text(*sweep->info.result,
                                 SweepHeadline::binding(sweep->slo.value_or(Slo{}), sweep->steps,
                                                        sweep->info.result->boundary),
                                 sweep->simSpeed));
    QVERIFY2(!sentence.contains(QLatin1Char('\n')), qPrintable(sentence));
    QVERIFY(panel->resultLine()->details().contains(sweep->info.result->summary()));
    QVERIFY(panel->key()->texts().contains(QStringLiteral("planned rate")));

    // Its steps save as the CSV llmcap-cli sweep --csv writes, and the panel says so.
    QVERIFY(panel->stepsCsvButton()->isEnabled());
    QTemporaryDir out;
    const QString path = out.filePath(QStringLiteral("steps.csv"));
    const Status saved = panel->saveStepsCsv(path);
    QVERIFY2(saved.ok(), qPrintable(saved.error()));
    QFile csv(path);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QVERIFY2(lines.first().startsWith("offered_rps,completed_rps,goodput_rps,attainment_pct,"),
             lines.first().constData());
    QCOMPARE(lines.size(), int(steps->size()) + 1);
    QVERIFY2(
        panel->csvStatusText().startsWith(QStringLiteral("Saved %1 steps to ").arg(steps->size())),
        qPrintable(panel->csvStatusText()));
    QVERIFY(!panel->saveStepsCsv(QStringLiteral("/nonexistent/dir/steps.csv")).ok());
    QVERIFY2(panel->csvStatusText().startsWith(QStringLiteral("Not saved: ")),
             qPrintable(panel->csvStatusText()));
}

void TestResultsPage::comparisonOverlaysTwoSweepsAndDiffsServing()
{
    m_page->compareSweeps(m_fixture.wideSweep, m_fixture.narrowSweep);
    QCOMPARE(m_page->tabs()->currentIndex(), int(ResultsPage::CompareTab));
    ComparePanel *c = m_page->comparison();
    QCOMPARE(c->firstId(), m_fixture.wideSweep);
    QCOMPARE(c->secondId(), m_fixture.narrowSweep);
    for (SweepCurveChart *chart : c->charts().mid(0, 3)) { // queue time may have no samples
        QVERIFY(chart->pointCount(0) >= 2);
        QVERIFY(chart->pointCount(1) >= 2);
    }
    // Each chart marks both boundaries: the first's with its interval, the second's in its colour.
    const QString secondBoundary = QString("SLO boundary #%1").arg(m_fixture.narrowSweep);
    int expected = 0;
    for (qint64 id : {m_fixture.wideSweep, m_fixture.narrowSweep}) {
        auto sweep = SweepDetail::load(*m_workspace->database(), id);
        QVERIFY(sweep);
        expected += sweep->boundary() && sweep->boundary()->bracketed;
    }
    QVERIFY2(expected > 0, "neither sweep found a boundary");
    for (SweepCurveChart *chart : c->charts()) {
        int marked = 0;
        for (QAbstractSeries *series : chart->chart()->series())
            if (series->name() == secondBoundary || series->name() == "SLO boundary")
                marked += static_cast<QXYSeries *>(series)->count() == 2;
        QCOMPARE(marked, expected);
    }
    ServingDiffModel *diff = c->diff();
    QStringList differing, same;
    for (int r = 0; r < diff->rowCount(); ++r) {
        const QModelIndex i = diff->index(r, 0);
        (i.data(ServingDiffModel::DiffersRole).toBool() ? differing : same)
            .append(i.data(ServingDiffModel::KeyRole).toString());
    }
    QVERIFY2(differing.contains("max_num_seqs"), qPrintable(differing.join(", ")));
    QVERIFY(same.contains("gpu_type"));
    QVERIFY(same.contains("model"));
    QCOMPARE(diff->differenceCount(), int(differing.size()));
    int row = -1;
    for (int r = 0; r < diff->rowCount(); ++r)
        if (diff->index(r, 0).data(ServingDiffModel::KeyRole).toString() == "max_num_seqs")
            row = r;
    QVERIFY(row >= 0);
    QCOMPARE(diff->index(row, ServingDiffModel::First).data().toString(), QString("64"));
    QCOMPARE(diff->index(row, ServingDiffModel::Second).data().toString(), QString("2"));
    QVERIFY(diff->index(row, 0).data(Qt::BackgroundRole).isValid());
    QVERIFY(c->summaryText().contains(QString("sweep %1").arg(m_fixture.wideSweep)));
}

// Issue 36, item 4: a sweep that ended with no failing step ("at least 8 req/s") appeared in
// Compare as "boundary 8 req/s (8-8)", in History's boundary column and the charts as the SLO
// boundary. A lower bound is never shown as a boundary.
void TestResultsPage::aLowerBoundIsNeverShownAsABoundary()
{
    QTemporaryDir dir;
    Workspace workspace;
    QVERIFY(workspace.openDatabase(dir.filePath("lower.sqlite")).ok());
    // The narrow sweep's passing steps again, ended as a client-limited sweep ends: the highest
    // passing rate is found, no failing one.
    auto source = SweepRepository(*m_workspace->database()).find(m_fixture.narrowSweep);
    auto steps = SweepRepository(*m_workspace->database()).steps(m_fixture.narrowSweep);
    QVERIFY(source && steps && source->result);
    auto config = SweepConfig::fromJson(source->config);
    QVERIFY2(config, qPrintable(config.error()));
    config->bench.projectId = 0; // the copy's database has no projects
    SweepRepository sweeps(*workspace.database());
    qint64 ids[2] = {0, 0};
    for (qint64 &id : ids) {
        auto created = sweeps.create(*config, source->endpoint);
        QVERIFY2(created, qPrintable(created.error()));
        id = *created;
        double highestPass = 0;
        for (SweepStep step : *steps) {
            if (step.verdict != StepVerdict::Pass)
                continue;
            highestPass = std::max(highestPass, step.rateRps);
            QVERIFY(sweeps.addStep(id, step).ok());
        }
        QVERIFY(highestPass > 0);
        SweepResult result = *source->result;
        result.sweepId = id;
        result.boundary.found = true;
        result.boundary.bracketed = false;
        result.boundary.meanRps = result.boundary.lowerRps = result.boundary.upperRps =
            result.boundary.plannedRps = highestPass;
        result.ending = BoundarySearch::Ending::ClientLimited;
        QVERIFY(sweeps.finish(id, result).ok());
    }

    ResultsPage page(workspace);
    page.resize(1300, 850);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.refresh();
    HistoryTableModel *model = page.history()->model();
    int sweepRows = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->entry(row).kind != HistoryEntry::Kind::Sweep)
            continue;
        ++sweepRows;
        QVERIFY(model->entry(row).boundaryIsLowerBound);
        const QString cell = model->index(row, HistoryTableModel::Boundary).data().toString();
        QVERIFY2(cell.startsWith("at least "), qPrintable(cell));
    }
    QCOMPARE(sweepRows, 2);

    page.compareSweeps(ids[0], ids[1]);
    ComparePanel *c = page.comparison();
    const QString summary = c->summaryText();
    QVERIFY2(summary.contains("no boundary, at least") && !summary.contains("boundary 0") &&
                 !summary.contains(QRegularExpression("boundary [0-9.]+ req/s \\(")),
             qPrintable(summary));
    for (SweepCurveChart *chart : c->charts())
        for (QAbstractSeries *series : chart->chart()->series()) {
            const auto *xy = static_cast<QXYSeries *>(series);
            if (series->name().contains("SLO boundary"))
                QVERIFY2(xy->count() == 0, qPrintable(series->name()));
            if (series->name().startsWith("at least"))
                QCOMPARE(xy->count(), 2);
        }
    test::saveScreenshot(page, QStringLiteral("results-compare-lower-bound"));
}

void TestResultsPage::refreshPicksUpNewData()
{
    const int before = m_page->history()->model()->rowCount();
    // A new, empty sweep row appears after refresh() (the Benchmark page's signal).
    SweepConfig config = test::ResultsFixture::sweepConfig(*test::ResultsFixture::server(8), 8,
                                                           m_fixture.alphaProject, "later");
    auto id = SweepRepository(*m_workspace->database()).create(config, {});
    QVERIFY(id);
    QCOMPARE(m_page->history()->model()->rowCount(), before);
    m_page->refresh();
    QCOMPARE(m_page->history()->model()->rowCount(), before + 1);
    QCOMPARE(m_page->history()->model()->entry(0).id, *id);
    QCOMPARE(m_page->history()->model()->entry(0).statusKey, QString("running"));
    // Unfinished, it offers Resume (which the Benchmark page carries out).
    m_page->openSweep(*id);
    QVERIFY(!m_page->sweepDetail()->resumeButton()->isHidden());
    QSignalSpy resume(m_page, &ResultsPage::resumeRequested);
    m_page->sweepDetail()->resumeButton()->click();
    QCOMPARE(resume.size(), 1);
    QCOMPARE(resume.first().first().toLongLong(), *id);
    m_page->openSweep(m_fixture.wideSweep);
    QVERIFY(m_page->sweepDetail()->resumeButton()->isHidden());
    // Switching databases empties it.
    Workspace other;
    QVERIFY(other.openDatabase(m_dir->filePath("empty.sqlite")).ok());
    ResultsPage empty(other);
    QCOMPARE(empty.history()->model()->rowCount(), 0);
    QVERIFY(other.openDatabase(m_workspace->databasePath()).ok());
    QVERIFY(openRunAndWait(&empty, m_fixture.faultyRun));
    QVERIFY(empty.runDetail()->percentiles()->rowCount() > 0);
    QVERIFY(other.openDatabase(m_dir->filePath("empty.sqlite")).ok());
    QCOMPARE(empty.runDetail()->percentiles()->rowCount(), 0); // not the old database's run
    QCOMPARE(empty.tabs()->currentIndex(), int(ResultsPage::HistoryTab));
    QVERIFY(other.openDatabase(m_workspace->databasePath()).ok());
    QCOMPARE(empty.history()->model()->rowCount(), before + 1);
}

// What a sweep stores while the page is hidden is read when the page is shown, not at each step;
// while the page is shown it is read at once.
void TestResultsPage::storedDataIsReadWhenThePageIsShown()
{
    ResultsPage page(*m_workspace);
    const int before = page.history()->model()->rowCount();
    SweepConfig config = test::ResultsFixture::sweepConfig(*test::ResultsFixture::server(8), 8,
                                                           m_fixture.alphaProject, "hidden");
    auto first = SweepRepository(*m_workspace->database()).create(config, {});
    QVERIFY(first);
    QVERIFY(!page.isVisible());
    page.resultsChanged();
    QVERIFY(page.isStale());
    QCOMPARE(page.history()->model()->rowCount(), before);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(!page.isStale());
    QCOMPARE(page.history()->model()->rowCount(), before + 1);
    QCOMPARE(page.history()->model()->entry(0).id, *first);

    auto second = SweepRepository(*m_workspace->database()).create(config, {});
    QVERIFY(second);
    page.resultsChanged();
    QVERIFY(!page.isStale());
    QCOMPARE(page.history()->model()->rowCount(), before + 2);
    QCOMPARE(page.history()->model()->entry(0).id, *second);
}

void TestResultsPage::missingRunsSayWhy()
{
    QVERIFY(openRunAndWait(m_page, 987654));
    QVERIFY2(m_page->errorText().contains("Cannot open run 987654"),
             qPrintable(m_page->errorText()));
    m_page->openSweep(m_fixture.wideSweep);
    QVERIFY(m_page->errorText().isEmpty());
}

// Opening a run returns at once and says the run is being read; the detail follows from the
// event loop. A run opened meanwhile wins, and a load that another database overtook is dropped.
void TestResultsPage::runIsReadOffTheGuiThread()
{
    QSignalSpy loaded(m_page, &ResultsPage::runLoaded);
    m_page->openRun(m_fixture.faultyRun);
    QVERIFY(m_page->isLoadingRun());
    QCOMPARE(m_page->tabs()->currentIndex(), int(ResultsPage::RunTab));
    QVERIFY2(m_page->runDetail()->titleText().contains(QString("Run %1").arg(m_fixture.faultyRun)),
             qPrintable(m_page->runDetail()->titleText()));
    QCOMPARE(m_page->runDetail()->percentiles()->rowCount(), 0);
    QVERIFY(loaded.wait(10000));
    QVERIFY(!m_page->isLoadingRun());
    QCOMPARE(loaded.first().at(0).toLongLong(), m_fixture.faultyRun);
    QVERIFY(loaded.first().at(1).toBool());
    QVERIFY(m_page->runDetail()->percentiles()->rowCount() > 0);

    // A missing run, then the faulty one at once: only the second is shown, without an error.
    loaded.clear();
    m_page->openRun(987654);
    m_page->openRun(m_fixture.faultyRun);
    QVERIFY(loaded.wait(10000));
    QTest::qWait(200); // the first load's end, which must not show
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded.first().at(0).toLongLong(), m_fixture.faultyRun);
    QVERIFY2(m_page->errorText().isEmpty(), qPrintable(m_page->errorText()));
    QVERIFY(m_page->runDetail()->percentiles()->rowCount() > 0);

    // Another database while a run is read: the old database's run does not appear.
    Workspace other;
    QVERIFY(other.openDatabase(m_workspace->databasePath()).ok());
    ResultsPage page(other);
    QSignalSpy otherLoaded(&page, &ResultsPage::runLoaded);
    page.openRun(m_fixture.faultyRun);
    QVERIFY(other.openDatabase(m_dir->filePath("other-empty.sqlite")).ok());
    QVERIFY(!page.isLoadingRun());
    QVERIFY(!otherLoaded.wait(1000));
    QCOMPARE(page.runDetail()->percentiles()->rowCount(), 0);
    QCOMPARE(page.tabs()->currentIndex(), int(ResultsPage::HistoryTab));
}

void TestResultsPage::modelsAreSound()
{
    QVERIFY(openRunAndWait(m_page, m_fixture.faultyRun));
    m_page->openSweep(m_fixture.narrowSweep);
    m_page->compareSweeps(m_fixture.wideSweep, m_fixture.narrowSweep);
    const QList<QAbstractItemModel *> models = {
        m_page->history()->model(),         m_page->history()->proxy(),
        m_page->runDetail()->percentiles(), m_page->runDetail()->outcomes(),
        m_page->sweepDetail()->steps(),     m_page->comparison()->diff()};
    for (QAbstractItemModel *model : models) {
        QVERIFY(model->rowCount() > 0);
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    }
    // And while they change.
    QAbstractItemModelTester proxyTester(m_page->history()->proxy(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    HistoryFilter f;
    f.kinds = HistoryFilter::Kinds::Sweeps;
    m_page->history()->setFilter(f);
    m_page->refresh();
    m_page->history()->view()->sortByColumn(HistoryTableModel::TtftP99, Qt::AscendingOrder);
    m_page->history()->setFilter({});
}

// Issue 21: a span file for the run's succeeded requests, joined from the Run tab.
void TestResultsPage::serverSpansSplitEachRequest()
{
    QVERIFY(openRunAndWait(m_page, m_fixture.faultyRun));
    RunDetailPanel *panel = m_page->runDetail();
    QVERIFY(panel->joinSpansButton()->isEnabled());
    auto records = RunRepository(*m_workspace->database()).requests(m_fixture.faultyRun);
    QVERIFY(records);
    const QString path = m_dir->filePath(QStringLiteral("spans.jsonl"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    int written = 0;
    for (const RequestRecord &r : *records) {
        if (!r.ttftMs() || r.traceId.isEmpty())
            continue;
        OtlpSpanWriter::Span s;
        s.traceId = r.traceId.toStdString();
        s.spanId = "abcdefabcdefabcd";
        s.parentSpanId = r.spanId.toStdString();
        s.requestId = r.requestId.toStdString();
        s.ttftS = *r.ttftMs() / 2000.0; // half the TTFT on the server, split evenly
        s.queueS = s.ttftS / 2;
        s.prefillS = s.ttftS / 2;
        f.write(QByteArray::fromStdString(OtlpSpanWriter::line(s)) + '\n');
        ++written;
    }
    f.close();
    QVERIFY(written > 5);

    QAbstractItemModelTester tester(panel->ttftSplits(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy joined(m_page, &ResultsPage::serverSpansJoined);
    m_page->joinServerSpans(path);
    QVERIFY(!joined.isEmpty() || joined.wait(10000));
    QCOMPARE(joined.first().at(1).toBool(), true);
    QCOMPARE(panel->ttftSplits()->rowCount(), written);
    QVERIFY2(panel->serverTimingText().contains(
                 QStringLiteral("%1 matched (%1 by trace id").arg(written)),
             qPrintable(panel->serverTimingText()));
    const QAbstractItemModel *m = panel->ttftSplits();
    const double ttft =
        QLocale().toDouble(m->index(0, TtftSplitTableModel::Ttft).data().toString());
    const double client =
        QLocale().toDouble(m->index(0, TtftSplitTableModel::ClientNetwork).data().toString());
    QVERIFY(ttft > 0);
    QVERIFY(qAbs(client - ttft / 2) < 0.2);

    // A broken file says which line, and clears the split.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{not json\n");
    f.close();
    joined.clear();
    m_page->joinServerSpans(path);
    QVERIFY(!joined.isEmpty() || joined.wait(10000));
    QCOMPARE(joined.first().at(1).toBool(), false);
    QVERIFY2(panel->serverTimingText().contains(QStringLiteral("line 1")),
             qPrintable(panel->serverTimingText()));
    QCOMPARE(panel->ttftSplits()->rowCount(), 0);
}

void TestResultsPage::screenshots()
{
    QVERIFY(m_workspace->openProject(m_fixture.alphaProject).ok());
    MainWindow w(*m_workspace, *m_settings);
    w.resize(1280, 800);
    int index = -1;
    for (int i = 0; i < w.pageCount(); ++i)
        if (qobject_cast<ResultsPage *>(w.page(i)))
            index = i;
    QVERIFY(index >= 0);
    w.showPage(index);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *page = qobject_cast<ResultsPage *>(w.page(index));
    page->history()->setFilter({});
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-history")) > 20);
    page->compareSweeps(m_fixture.wideSweep, m_fixture.narrowSweep);
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-compare")) > 20);
    QVERIFY(openRunAndWait(page, m_fixture.faultyRun));
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-run")) > 20);
    page->openSweep(m_fixture.wideSweep);
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-sweep")) > 20);
}

void TestResultsPage::germanScreenshot()
{
    QVERIFY(Translations::install("de"));
    {
        MainWindow w(*m_workspace, *m_settings);
        w.resize(1280, 800);
        auto *page = w.findChild<ResultsPage *>();
        QVERIFY(page);
        for (int i = 0; i < w.pageCount(); ++i)
            if (w.page(i) == page)
                w.showPage(i);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(openRunAndWait(page, m_fixture.faultyRun));
        QTest::qWait(50);
        QCOMPARE(page->tabs()->tabText(ResultsPage::RunTab), QString("Lauf"));
        QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-run-de")) > 20);
        page->compareSweeps(m_fixture.wideSweep, m_fixture.narrowSweep);
        QTest::qWait(50);
        QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-compare-de")) > 20);
    }
    QVERIFY(Translations::install("en"));
}

// A stored run of a run class (issue 18): its Run tab shows one timeline row per run, a bar per
// call; a run of plain requests shows no timeline. Last: it adds a run to the history.
void TestResultsPage::runTimelineShowsEachRun()
{
    QVERIFY(openRunAndWait(m_page, m_fixture.faultyRun));
    QVERIFY(!m_page->runDetail()->showsRuns());

    // 300 runs of 8 calls (2,400 calls) every 100 ms, each call 400 ms with 300 ms of tool time
    // after it; every 50th run's last call failed; a plain request between runs.
    constexpr int kRuns = 300, kCalls = 8;
    std::vector<RequestRecord> records;
    qint64 index = 0;
    for (int run = 0; run < kRuns; ++run) {
        const double startMs = 100.0 * run;
        for (int call = 0; call < kCalls; ++call) {
            const double sentMs = startMs + 700.0 * call;
            RequestRecord r = RecordBuilder(index++, sentMs, QStringLiteral("agent"))
                                  .chunks({{120, 1}, {399, 16}})
                                  .usage(1000 + 200 * call, 17)
                                  .r;
            r.runId = QStringLiteral("run-%1").arg(run);
            r.callIndex = call;
            if (run % 50 == 0 && call == kCalls - 1)
                r.error = ErrorCategory::Http5xx;
            records.push_back(r);
        }
        if (run % 10 == 0)
            records.push_back(RecordBuilder(index++, 100.0 * run + 50, QStringLiteral("chat"))
                                  .chunks({{80, 4}})
                                  .r);
    }
    RunRepository repo(*m_workspace->database());
    RunInfo info;
    info.label = QStringLiteral("agent runs");
    info.startedAt = QDateTime::currentDateTimeUtc();
    info.window = {0, qint64(kRuns) * 100'000'000};
    auto runId = repo.createRun(info);
    QVERIFY2(runId.ok(), qPrintable(runId.error()));
    QVERIFY(repo.insertRequests(*runId, records).ok());
    QVERIFY(repo.finishRun(*runId, RunInfo::Status::Completed, info.window, {}).ok());

    MainWindow w(*m_workspace, *m_settings);
    w.resize(1280, 800);
    auto *page = w.findChild<ResultsPage *>();
    QVERIFY(page);
    for (int i = 0; i < w.pageCount(); ++i)
        if (w.page(i) == page)
            w.showPage(i);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QElapsedTimer clock;
    clock.start();
    QVERIFY(openRunAndWait(page, *runId));
    const qint64 loadMs = clock.elapsed();
    RunDetailPanel *detail = page->runDetail();
    QVERIFY(detail->showsRuns());
    const QList<RunTimelineRun> &runs = detail->runTimeline()->runs();
    QCOMPARE(runs.size(), kRuns);
    for (const RunTimelineRun &r : runs)
        QCOMPARE(r.calls.size(), kCalls);
    QCOMPARE(runs.first().label, QStringLiteral("run-0"));
    QCOMPARE(runs.last().label, QStringLiteral("run-299"));
    QVERIFY(runs.first().calls.last().failed);
    QVERIFY(!runs.at(1).calls.last().failed);
    // The gap between two calls is the 300 ms of tool time.
    QVERIFY(qAbs(runs.at(7).calls.at(3).sentS - runs.at(7).calls.at(2).endS - 0.3) < 1e-6);

    // Painting the step's rows stays quick: only the rows in sight are drawn.
    clock.restart();
    for (int i = 0; i < 10; ++i)
        detail->runTimeline()->repaint();
    const qint64 paintMs = clock.elapsed();
    qInfo("2,400 calls of 300 runs: shown %lld ms after openRun, 10 repaints in %lld ms", loadMs,
          paintMs);
    QVERIFY2(paintMs < 2000, qPrintable(QString::number(paintMs)));

    auto *area = qobject_cast<QScrollArea *>(page->tabs()->widget(ResultsPage::RunTab));
    QVERIFY(area);
    area->ensureWidgetVisible(detail->runTimeline(), 0, 0);
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-run-timeline")) > 20);
}

QTEST_MAIN(TestResultsPage)
#include "tst_resultspage.moc"
