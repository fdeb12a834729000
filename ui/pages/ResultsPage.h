#pragma once

#include "pages/WorkflowPage.h"

class QLabel;
class QTabWidget;

namespace llmcap {

class ComparePanel;
class HistoryPanel;
class RunDetailPanel;
class SweepDetailPanel;

// History of runs and sweeps, a run's or a sweep's detail, and two sweeps compared. Reads the
// workspace's database through core (ResultsHistory, RunDetail, SweepDetail); refresh() reads
// it again (the Benchmark page calls it when a run or sweep has stored new data).
class ResultsPage : public WorkflowPage
{
    Q_OBJECT

public:
    enum Tab { HistoryTab, RunTab, SweepTab, CompareTab };

    explicit ResultsPage(Workspace &workspace, QWidget *parent = nullptr);
    QString title() const override;
    QIcon icon() const override;

    HistoryPanel *history() const { return m_history; }
    RunDetailPanel *runDetail() const { return m_run; }
    SweepDetailPanel *sweepDetail() const { return m_sweep; }
    ComparePanel *comparison() const { return m_compare; }
    QTabWidget *tabs() const { return m_tabs; }
    QString errorText() const;

Q_SIGNALS:
    // Continue a stopped or interrupted sweep (the Benchmark page does).
    void resumeRequested(qint64 sweepId);

public Q_SLOTS:
    void refresh();
    void openRun(qint64 runId);
    void openSweep(qint64 sweepId);
    void compareSweeps(qint64 firstSweepId, qint64 secondSweepId);

private:
    void loadComparison(qint64 firstSweepId, qint64 secondSweepId);
    void showError(const QString &message);

    QLabel *m_error;
    QTabWidget *m_tabs;
    HistoryPanel *m_history;
    RunDetailPanel *m_run;
    SweepDetailPanel *m_sweep;
    ComparePanel *m_compare;
};

} // namespace llmcap
