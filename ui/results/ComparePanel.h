#pragma once

#include "results/HistoryEntry.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace llmcap {

class ChartKey;
class ServingDiffModel;
class SweepCurveChart;
struct SweepDetail;

// Two sweeps on the same axes: TTFT, ITL, TPOT and queue time against offered rate in the
// shared percentile styles, the first in full colour with its SLO threshold and boundary
// interval, the second paler with its points marked and its boundary; and
// the diff of their pinned serving configurations, differences highlighted. The page loads the
// sweeps the user picks (selectionChanged) and hands them back through setComparison().
class ComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePanel(QWidget *parent = nullptr);

    // The sweeps to pick from (history entries of kind Sweep, newest first).
    void setSweeps(const QList<HistoryEntry> &sweeps);
    // Selects the two sweeps in the pickers (emits selectionChanged once when it changes).
    void select(qint64 firstId, qint64 secondId);
    qint64 firstId() const;
    qint64 secondId() const;

    void setComparison(const SweepDetail &first, const SweepDetail &second);
    void clearComparison(const QString &message);

    ServingDiffModel *diff() const { return m_diff; }
    const QList<SweepCurveChart *> &charts() const { return m_charts; }
    QString summaryText() const;
    ChartKey *key() const { return m_key; }

Q_SIGNALS:
    void selectionChanged(qint64 firstId, qint64 secondId);

private:
    void emitSelection();

    QComboBox *m_first;
    QComboBox *m_second;
    QLabel *m_summary;
    ChartKey *m_key;
    QList<SweepCurveChart *> m_charts;
    ServingDiffModel *m_diff;
    QTableView *m_diffView;
    QLabel *m_diffCount;
    bool m_updating = false;
};

} // namespace llmcap
