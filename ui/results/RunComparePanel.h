#pragma once

#include "results/HistoryEntry.h"
#include "results/RunComparison.h"

#include <QList>
#include <QWidget>

class QBarSet;
class QChartView;
class QComboBox;
class QLabel;
class QTableView;

namespace llmcap {

class RunComparisonModel;

// Two runs side by side, llmcap's or imported from a peer tool (RunComparison): pickers for run
// A and run B, both runs' titles with their tools, a bar chart of p99 on shared categories (a
// mapped peer metric shares llmcap's bar group; a peer's own metric has a group of its own,
// labelled with the tool's name) and the table of mean, p50 and p99. The page loads the runs
// the user picks (selectionChanged) and hands them back through setComparison().
class RunComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit RunComparePanel(QWidget *parent = nullptr);

    // The runs to pick from (history entries of kind Run, newest first).
    void setRuns(const QList<HistoryEntry> &runs);
    void select(qint64 firstId, qint64 secondId);
    qint64 firstId() const;
    qint64 secondId() const;

    void setComparison(const RunComparison &comparison);
    void clearComparison(const QString &message);

    RunComparisonModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QChartView *chart() const { return m_chart; }
    QString summaryText() const;
    // The chart's categories, in order, for tests.
    QStringList chartCategories() const { return m_categories; }

Q_SIGNALS:
    void selectionChanged(qint64 firstId, qint64 secondId);

private:
    void emitSelection();
    void updateChart(const RunComparison &comparison);

    QComboBox *m_first;
    QComboBox *m_second;
    QLabel *m_summary;
    QLabel *m_key;
    QChartView *m_chart;
    RunComparisonModel *m_model;
    QTableView *m_view;
    QStringList m_categories;
    bool m_updating = false;
};

} // namespace llmcap
