#pragma once

#include "pages/WorkflowPage.h"
#include "results/HistoryEntry.h"
#include "workflow/AsyncTask.h"

class QLabel;
class QTabWidget;

namespace llmcap {

class ComparePanel;
class RunComparePanel;
class HistoryPanel;
class ParetoPanel;
class RunDetailPanel;
class SweepDetailPanel;
struct RunDetail;
struct RunTimelineRun;

// History of runs and sweeps, a run's or a sweep's detail, two sweeps compared, and the steps of
// sweeps on a Pareto plot's axes. Reads the
// workspace's database through core (ResultsHistory, RunDetail, SweepDetail); refresh() reads
// it again (the Benchmark page calls it when a run or sweep has stored new data).
//
// A run's detail reads every request it stored (tens of thousands for a long step at a high
// rate: half a second or more, bench_resultsload), so openRun() reads it on a thread of its own,
// over its own connection to the database file, while the Run tab says so; the window keeps
// answering. The same thread turns the run's records into its runs' timeline (issue 18; a run of
// a plain workload has none). Only the newest request is shown: a run opened meanwhile, or another
// database, discards an older load's result.
class ResultsPage : public WorkflowPage
{
    Q_OBJECT

public:
    enum Tab { HistoryTab, RunTab, SweepTab, CompareTab, ParetoTab, RunCompareTab };

    explicit ResultsPage(Workspace &workspace, QWidget *parent = nullptr);
    ~ResultsPage() override;
    QString title() const override;
    QIcon icon() const override;

    HistoryPanel *history() const { return m_history; }
    RunDetailPanel *runDetail() const { return m_run; }
    SweepDetailPanel *sweepDetail() const { return m_sweep; }
    ComparePanel *comparison() const { return m_compare; }
    RunComparePanel *runComparison() const { return m_runCompare; }
    ParetoPanel *pareto() const { return m_pareto; }
    QTabWidget *tabs() const { return m_tabs; }
    QString errorText() const;
    // A run's detail is being read (openRun has not shown it yet).
    bool isLoadingRun() const { return m_loadingRun != 0; }
    // Data was stored while the page was hidden; showing it reads the history again.
    bool isStale() const { return m_stale; }

Q_SIGNALS:
    // Continue a stopped or interrupted sweep (the Benchmark page does).
    void resumeRequested(qint64 sweepId);
    // openRun(runId) has shown the run's detail, or its error (ok false).
    void runLoaded(qint64 runId, bool ok);
    // joinServerSpans() has shown the split, or its error (ok false).
    void serverSpansJoined(qint64 runId, bool ok);

public Q_SLOTS:
    void refresh();
    // New data was stored (a sweep's step): read the history now when the page is shown, else
    // when it next is. The list reads every stored run (5,000 runs: 67 ms, bench_resultsload
    // --runs), which a sweep need not pay at each step while its live view is what the user
    // watches.
    void resultsChanged();
    void openRun(qint64 runId);
    void openSweep(qint64 sweepId);
    void compareSweeps(qint64 firstSweepId, qint64 secondSweepId);
    void compareRuns(qint64 firstRunId, qint64 secondRunId);
    // Stores a peer tool's result file as external runs (PeerResultImporter), reads the history
    // again and sets the first imported run beside the newest llmcap run. False, with the
    // one-line error shown, when the file is not one; nothing is stored then.
    bool importFile(const QString &path);
    // Joins an OTLP span file to the shown run's requests on a thread of its own, like
    // openRun(), and shows the TTFT split; the run's figures then take the spans' server
    // timings where its responses carried none (ServerSpanJoin::applyTo).
    void joinServerSpans(const QString &path);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadComparison(qint64 firstSweepId, qint64 secondSweepId);
    void loadRunComparison(qint64 firstRunId, qint64 secondRunId);
    void chooseImport();
    qint64 newestLlmcapRun() const;
    void loadPareto(const QList<qint64> &sweepIds);
    void chooseSpanFile();
    void showError(const QString &message);
    void showRun(qint64 runId, const QString &error, const RunDetail *detail,
                 QList<RunTimelineRun> timeline);

    // Loads in flight; each ends by itself (a read of the file), the destructor waits for them.
    QList<AsyncTask> m_loads;
    quint64 m_loadGeneration = 0; // the newest openRun() or database; older loads are dropped
    qint64 m_loadingRun = 0;
    qint64 m_shownRun = 0; // the run whose detail is shown
    bool m_stale = false;  // the history shown predates data stored since

    QLabel *m_error;
    QTabWidget *m_tabs;
    HistoryPanel *m_history;
    RunDetailPanel *m_run;
    SweepDetailPanel *m_sweep;
    ComparePanel *m_compare;
    ParetoPanel *m_pareto;
    RunComparePanel *m_runCompare;
    QList<HistoryEntry> m_entries;
};

} // namespace llmcap
