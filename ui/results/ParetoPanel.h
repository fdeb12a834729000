#pragma once

#include "results/HistoryEntry.h"
#include "results/ParetoView.h"

#include <QList>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QListWidget;
class QValueAxis;

namespace llmcap {

// The Results page's Pareto tab (issue 21, item 6): the steps of the sweeps the user ticks, as
// output tokens per second per user against output tokens per second per GPU (ParetoView).
// Each sweep has its colour; a step that met the SLO is a filled dot, one that missed it a
// hollow one; the frontier over every step shown is a dashed line and each sweep's SLO
// boundary a star. The page loads the ticked sweeps (selectionChanged) and hands them back
// through setDetails().
class ParetoPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParetoPanel(QWidget *parent = nullptr);

    // The sweeps to pick from (history entries of kind Sweep, newest first). What was ticked
    // stays ticked; with none, the newest is.
    void setSweeps(const QList<HistoryEntry> &sweeps);
    void setChecked(const QList<qint64> &sweepIds);
    QList<qint64> checkedIds() const;

    void setDetails(const QList<SweepDetail> &details);
    void clearView(const QString &message);

    const ParetoView &view() const { return m_view; }
    QChartView *chartView() const { return m_chartView; }
    QListWidget *sweepList() const { return m_list; }
    QString summaryText() const;

Q_SIGNALS:
    void selectionChanged(const QList<qint64> &sweepIds);

private:
    void redraw();

    QListWidget *m_list;
    QLabel *m_summary;
    QChartView *m_chartView;
    QChart *m_chart;
    QValueAxis *m_x;
    QValueAxis *m_y;
    ParetoView m_view;
    bool m_updating = false;
};

} // namespace llmcap
