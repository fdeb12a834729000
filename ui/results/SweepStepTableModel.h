#pragma once

#include "sweep/SweepStep.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// A stored sweep's finished steps: rate, verdict, p99 latencies, attainment, goodput beside
// completed rate, errors, window; the verdict's reasons in its tooltip.
class SweepStepTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Step,
        Rate,
        Verdict,
        TtftP99,
        ItlP99,
        TpotP99,
        QueueP99,
        Attainment,
        Goodput,
        Completed,
        ErrorRate,
        Window,
        ColumnCount
    };

    explicit SweepStepTableModel(QObject *parent = nullptr);
    void setSteps(const QList<SweepStep> &steps);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString verdictLabel(StepVerdict verdict);

private:
    QList<SweepStep> m_steps;
};

} // namespace llmcap
