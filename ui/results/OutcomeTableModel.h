#pragma once

#include "results/RunDetail.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// A run's error breakdown: one row per outcome category other than "complete" (errors in red,
// cancelled and stopped-early requests plain), with requests and share of those due.
class OutcomeTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Category, Requests, Share, ColumnCount };

    explicit OutcomeTableModel(QObject *parent = nullptr);
    void setOutcomes(const QList<OutcomeCount> &outcomes);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<OutcomeCount> m_rows;
};

} // namespace llmcap
