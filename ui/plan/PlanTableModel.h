#pragma once

#include "plan/CapacityPlan.h"

#include <QAbstractTableModel>

namespace llmcap {

// The plan table: one row per envelope and component (base, growth, failure, rollout, total,
// warm) with replicas, range and GPUs.
class PlanTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Envelope, Component, Replicas, Range, Gpus, Note, ColumnCount };

    explicit PlanTableModel(QObject *parent = nullptr);
    void setPlan(const CapacityPlan &plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<PlanRow> m_rows;
    bool m_gpusKnown = false;
};

} // namespace llmcap
