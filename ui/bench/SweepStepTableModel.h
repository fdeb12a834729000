#pragma once

#include "sweep/SweepStep.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// The live view's step table: one row per finished sweep step (rate, verdict, attainment,
// goodput, p99 latencies, errors, steady-state verdict, requests in flight, why it failed). Rows
// are appended as steps finish.
class SweepStepTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Step,
        Rate,
        Verdict,
        Attainment,
        Goodput,
        Completed,
        TtftP99,
        ItlP99,
        TpotP99,
        QueueP99,
        Errors,
        Window,
        Steady,
        InFlight,
        Reasons,
        ColumnCount
    };

    explicit SweepStepTableModel(QObject *parent = nullptr);

    void setSteps(const QList<SweepStep> &steps);
    void appendSteps(const QList<SweepStep> &steps);
    void clear();
    const QList<SweepStep> &steps() const { return m_steps; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const SweepStep &step, int column) const;

    QList<SweepStep> m_steps;
};

} // namespace llmcap
