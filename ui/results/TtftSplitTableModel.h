#pragma once

#include "results/ServerSpanJoin.h"

#include <QAbstractTableModel>

#include <vector>

namespace llmcap {

// The requests of a run joined to the server's spans (ServerSpanJoin): one row per request
// with its TTFT and the parts it splits into, in milliseconds.
class TtftSplitTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Request,
        Ttft,
        ClientNetwork,
        Queue,
        Prefill,
        OtherServer,
        JoinedBy,
        ColumnCount
    };

    explicit TtftSplitTableModel(QObject *parent = nullptr);
    void setSplits(std::vector<TtftSplit> splits);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<TtftSplit> m_rows;
};

} // namespace llmcap
