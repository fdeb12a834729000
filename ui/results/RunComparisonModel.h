#pragma once

#include "results/RunComparison.h"

#include <QAbstractTableModel>

namespace llmcap {

// The rows of a RunComparison: a metric, its unit, then mean, p50 and p99 of run A and of run B.
// A row that is a peer tool's own metric (not llmcap's definition) shows its label in italics
// with the difference as the tooltip; the other run's cells stay empty.
class RunComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Metric, Unit, FirstMean, FirstP50, FirstP99, SecondMean, SecondP50, SecondP99 };
    enum Role { MappedRole = Qt::UserRole + 1 };

    explicit RunComparisonModel(QObject *parent = nullptr);

    void setComparison(const RunComparison &comparison);
    void clear();
    const RunComparison &comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    RunComparison m_comparison;
};

} // namespace llmcap
