#include "pages/ResultsPage.h"

#include "project/Workspace.h"
#include "results/ComparePanel.h"
#include "results/HistoryPanel.h"
#include "results/ParetoPanel.h"
#include "results/PeerResultImporter.h"
#include "results/ResultsHistory.h"
#include "results/RunComparePanel.h"
#include "results/RunComparison.h"
#include "results/RunDetail.h"
#include "results/RunDetailPanel.h"
#include "results/RunTimelineView.h"
#include "results/SweepDetail.h"
#include "results/SweepDetailPanel.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "workflow/SpanJoinJob.h"

#include <QFileDialog>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <memory>
#include <optional>

namespace llmcap {

ResultsPage::ResultsPage(Workspace &workspace, QWidget *parent)
    : WorkflowPage(workspace, parent)
    , m_error(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_history(new HistoryPanel(this))
    , m_run(new RunDetailPanel(this))
    , m_sweep(new SweepDetailPanel(this))
    , m_compare(new ComparePanel(this))
    , m_pareto(new ParetoPanel(this))
    , m_runCompare(new RunComparePanel(this))
{
    setUpHeader(tr("Runs and sweeps measured so far: tail percentiles, SLO attainment, goodput "
                   "beside raw throughput, and the SLO boundary, the sustainable load of one "
                   "replica with its uncertainty."));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    // The detail tabs scroll when the window is smaller than their charts need.
    const auto scrolling = [this](QWidget *panel) {
        auto *area = new QScrollArea(this);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(panel);
        return area;
    };
    m_tabs->addTab(m_history, tr("History"));
    m_tabs->addTab(scrolling(m_run), tr("Run"));
    m_tabs->addTab(scrolling(m_sweep), tr("Sweep"));
    m_tabs->addTab(scrolling(m_compare), tr("Compare"));
    m_tabs->addTab(m_pareto, tr("Pareto"));
    m_tabs->addTab(scrolling(m_runCompare), tr("Compare runs"));
    contentLayout()->addWidget(m_error);
    contentLayout()->addWidget(m_tabs, 1);

    connect(m_history, &HistoryPanel::refreshRequested, this, &ResultsPage::refresh);
    connect(m_history, &HistoryPanel::runOpened, this, &ResultsPage::openRun);
    connect(m_history, &HistoryPanel::sweepOpened, this, &ResultsPage::openSweep);
    connect(m_history, &HistoryPanel::compareRequested, this, &ResultsPage::compareSweeps);
    connect(m_sweep, &SweepDetailPanel::runRequested, this, &ResultsPage::openRun);
    connect(m_sweep, &SweepDetailPanel::resumeRequested, this, &ResultsPage::resumeRequested);
    connect(m_compare, &ComparePanel::selectionChanged, this, &ResultsPage::loadComparison);
    connect(m_runCompare, &RunComparePanel::selectionChanged, this,
            &ResultsPage::loadRunComparison);
    connect(m_history, &HistoryPanel::importRequested, this, &ResultsPage::chooseImport);
    connect(m_pareto, &ParetoPanel::selectionChanged, this, &ResultsPage::loadPareto);
    connect(m_run, &RunDetailPanel::joinSpansRequested, this, &ResultsPage::chooseSpanFile);
    connect(&workspace, &Workspace::databaseChanged, this, [this] {
        // The details shown came from the previous database; so would a load in flight.
        ++m_loadGeneration;
        m_loadingRun = 0;
        m_run->clear();
        m_sweep->clear();
        m_tabs->setCurrentIndex(HistoryTab);
        refresh();
    });
    connect(&workspace, &Workspace::projectChanged, this, &ResultsPage::refresh);
    refresh();
}

ResultsPage::~ResultsPage()
{
    // A read of the database file: it ends by itself. Its result is dropped with this page;
    // waiting leaves no thread behind at shutdown.
    for (const AsyncTask &load : std::as_const(m_loads))
        load.wait();
}

QString ResultsPage::title() const
{
    return tr("Results");
}

QIcon ResultsPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/results.svg"));
}

QString ResultsPage::errorText() const
{
    return m_error->text();
}

void ResultsPage::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void ResultsPage::resultsChanged()
{
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void ResultsPage::showEvent(QShowEvent *event)
{
    WorkflowPage::showEvent(event);
    if (m_stale)
        refresh();
}

void ResultsPage::refresh()
{
    m_stale = false;
    Database *db = workspace().database();
    if (!db) {
        m_history->setEntries({});
        m_history->setMessage(tr("No database is open."));
        m_compare->setSweeps({});
        m_entries.clear();
        m_runCompare->setRuns({});
        m_pareto->setSweeps({});
        return;
    }
    auto entries = ResultsHistory::load(*db);
    if (!entries) {
        showError(tr("Cannot read the results: %1").arg(entries.error()));
        return;
    }
    showError({});
    if (auto projects = workspace().projects())
        m_history->setProjects(*projects);
    m_history->setEntries(*entries);
    m_compare->setSweeps(*entries);
    m_entries = *entries;
    m_runCompare->setRuns(*entries);
    m_pareto->setSweeps(*entries);
}

void ResultsPage::loadPareto(const QList<qint64> &sweepIds)
{
    Database *db = workspace().database();
    if (!db) {
        m_pareto->clearView(tr("No database is open."));
        return;
    }
    QList<SweepDetail> details;
    for (const qint64 id : sweepIds) {
        auto detail = SweepDetail::load(*db, id);
        if (!detail) {
            m_pareto->clearView(tr("Cannot open sweep %1: %2").arg(id).arg(detail.error()));
            return;
        }
        details.append(*detail);
    }
    m_pareto->setDetails(details);
}

void ResultsPage::openRun(qint64 runId)
{
    Database *db = workspace().database();
    if (!db)
        return;
    // An imported run has no requests to show: it opens beside the newest llmcap run.
    for (const HistoryEntry &e : std::as_const(m_entries))
        if (e.kind == HistoryEntry::Kind::Run && e.id == runId && e.isExternal()) {
            compareRuns(newestLlmcapRun(), runId);
            return;
        }
    const quint64 generation = ++m_loadGeneration;
    m_loadingRun = runId;
    m_shownRun = 0;
    showError({});
    m_run->showLoading(runId);
    m_tabs->setCurrentIndex(RunTab);
    const QString path = db->path();
    // An in-memory database has no file for a second connection to open: read it here.
    if (!Database::isFilePath(path)) {
        std::vector<RequestRecord> records;
        auto detail = RunDetail::load(*db, runId, &records);
        showRun(runId, detail ? QString() : detail.error(), detail ? &*detail : nullptr,
                runTimelineOf(records));
        return;
    }
    using Loaded = std::pair<Result<RunDetail>, QList<RunTimelineRun>>;
    const auto read = [path, runId]() -> Loaded {
        auto own = Database::open(path);
        if (!own)
            return {Result<RunDetail>::failure(own.error()), {}};
        std::vector<RequestRecord> records;
        auto detail = RunDetail::load(**own, runId, &records);
        return {std::move(detail), runTimelineOf(records)};
    };
    const auto show = [this, generation, runId](Loaded loaded) {
        if (generation != m_loadGeneration)
            return; // another run was opened, or another database, meanwhile
        const Result<RunDetail> &detail = loaded.first;
        showRun(runId, detail ? QString() : detail.error(), detail ? &*detail : nullptr,
                std::move(loaded.second));
    };
    m_loads.removeIf([](const AsyncTask &load) { return !load.isRunning(); });
    m_loads.append(AsyncTask::start(this, read, show));
}

void ResultsPage::showRun(qint64 runId, const QString &error, const RunDetail *detail,
                          QList<RunTimelineRun> timeline)
{
    m_loadingRun = 0;
    if (!detail) {
        m_run->clear();
        showError(tr("Cannot open run %1: %2").arg(runId).arg(error));
        Q_EMIT runLoaded(runId, false);
        return;
    }
    showError({});
    m_shownRun = runId;
    m_run->setDetail(*detail);
    m_run->setRuns(std::move(timeline));
    Q_EMIT runLoaded(runId, true);
}

void ResultsPage::chooseSpanFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Server spans (OTLP JSON)"), QString(),
                                     tr("OTLP JSON (*.json *.jsonl *.ndjson);;All files (*)"));
    if (!path.isEmpty())
        joinServerSpans(path);
}

namespace {

// What a join gives the page: the run rebuilt with the spans' timings, and the split.
struct SpanJoinResult
{
    QString error;
    std::optional<RunDetail> detail;
    QStringList summary;
    std::vector<TtftSplit> splits;
};

void joinSpans(Database &db, qint64 runId, const QString &path, SpanJoinResult &out)
{
    auto joined = SpanJoinJob::run(&db, {.runId = runId, .spanPath = path});
    if (!joined) {
        out.error = joined.error();
        return;
    }
    if (joined->timingsApplied > 0)
        out.detail = std::move(joined->detail);
    out.summary = std::move(joined->lines);
    out.splits = std::move(joined->splits);
}

} // namespace

void ResultsPage::joinServerSpans(const QString &path)
{
    Database *db = workspace().database();
    const qint64 runId = m_shownRun;
    if (!db || runId <= 0)
        return;
    const quint64 generation = m_loadGeneration;
    m_run->setServerTimingMessage(tr("Joining the server's spans in %1…").arg(path));
    const auto show = [this, runId](SpanJoinResult &r) {
        if (!r.error.isEmpty()) {
            m_run->setServerTimingMessage(tr("Cannot join the server's spans: %1").arg(r.error));
            Q_EMIT serverSpansJoined(runId, false);
            return;
        }
        if (r.detail)
            m_run->setDetail(*r.detail);
        m_run->setServerTiming(r.summary, std::move(r.splits));
        Q_EMIT serverSpansJoined(runId, true);
    };
    const QString dbPath = db->path();
    if (!Database::isFilePath(dbPath)) {
        SpanJoinResult r;
        joinSpans(*db, runId, path, r);
        show(r);
        return;
    }
    const auto join = [dbPath, runId, path] {
        SpanJoinResult r;
        if (auto own = Database::open(dbPath); !own)
            r.error = own.error();
        else
            joinSpans(**own, runId, path, r);
        return r;
    };
    const auto joined = [this, generation, runId, show](SpanJoinResult r) {
        if (generation != m_loadGeneration || runId != m_shownRun)
            return; // another run was opened meanwhile
        show(r);
    };
    m_loads.removeIf([](const AsyncTask &load) { return !load.isRunning(); });
    m_loads.append(AsyncTask::start(this, join, joined));
}

void ResultsPage::openSweep(qint64 sweepId)
{
    Database *db = workspace().database();
    if (!db)
        return;
    auto detail = SweepDetail::load(*db, sweepId);
    if (!detail) {
        showError(tr("Cannot open sweep %1: %2").arg(sweepId).arg(detail.error()));
        return;
    }
    showError({});
    m_sweep->setDetail(*detail);
    m_tabs->setCurrentIndex(SweepTab);
}

void ResultsPage::compareSweeps(qint64 firstSweepId, qint64 secondSweepId)
{
    m_compare->select(firstSweepId, secondSweepId);
    m_tabs->setCurrentIndex(CompareTab);
}

void ResultsPage::loadComparison(qint64 firstSweepId, qint64 secondSweepId)
{
    Database *db = workspace().database();
    if (!db || firstSweepId <= 0 || secondSweepId <= 0) {
        m_compare->clearComparison(tr("Pick two sweeps to compare."));
        return;
    }
    auto first = SweepDetail::load(*db, firstSweepId);
    auto second = SweepDetail::load(*db, secondSweepId);
    if (!first || !second) {
        m_compare->clearComparison(
            tr("Cannot read the sweeps: %1").arg(!first ? first.error() : second.error()));
        return;
    }
    m_compare->setComparison(*first, *second);
}

qint64 ResultsPage::newestLlmcapRun() const
{
    for (const HistoryEntry &e : m_entries)
        if (e.kind == HistoryEntry::Kind::Run && !e.isExternal())
            return e.id;
    return 0;
}

void ResultsPage::compareRuns(qint64 firstRunId, qint64 secondRunId)
{
    m_runCompare->select(firstRunId, secondRunId);
    m_tabs->setCurrentIndex(RunCompareTab);
}

void ResultsPage::loadRunComparison(qint64 firstRunId, qint64 secondRunId)
{
    Database *db = workspace().database();
    if (!db || firstRunId <= 0 || secondRunId <= 0) {
        m_runCompare->clearComparison(tr("Pick two runs to compare."));
        return;
    }
    // Both runs' details read here: an imported run has no requests, and an llmcap run's are
    // read once; a long run takes a moment, as opening it does.
    auto comparison = RunComparison::load(*db, firstRunId, secondRunId);
    if (!comparison) {
        m_runCompare->clearComparison(tr("Cannot read the runs: %1").arg(comparison.error()));
        return;
    }
    m_runCompare->setComparison(*comparison);
}

void ResultsPage::chooseImport()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import a peer tool's result"), QString(),
                                     tr("Benchmark results (*.json *.jsonl);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

bool ResultsPage::importFile(const QString &path)
{
    Database *db = workspace().database();
    if (!db) {
        showError(tr("No database is open."));
        return false;
    }
    const qint64 project = workspace().currentProject() ? workspace().currentProject()->id : 0;
    QList<qint64> duplicates;
    auto ids = PeerResultImporter::importFile(*db, path, project, nullptr, &duplicates);
    if (!ids) {
        showError(ids.error());
        return false;
    }
    refresh();
    if (!ids->isEmpty())
        compareRuns(newestLlmcapRun(), ids->first());
    else if (!duplicates.isEmpty())
        showError(tr("This file was imported before: run %1 holds the same result.")
                      .arg(duplicates.first()));
    return true;
}

} // namespace llmcap
