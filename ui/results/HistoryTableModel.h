#pragma once

#include "results/HistoryEntry.h"

#include <QAbstractTableModel>
#include <QList>

namespace llmcap {

// The results history: one row per stored run or sweep (ResultsHistory), newest first. The
// sort role (SortRole) gives numbers and times, so a proxy sorts them as such.
class HistoryTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Kind,
        Title,
        Status,
        Project,
        Model,
        Endpoint,
        Started,
        Size,
        ErrorRate,
        TtftP99,
        Boundary,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, KindRole, IdRole };

    explicit HistoryTableModel(QObject *parent = nullptr);
    void setEntries(const QList<HistoryEntry> &entries);
    const QList<HistoryEntry> &entries() const { return m_entries; }
    const HistoryEntry &entry(int row) const { return m_entries.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const HistoryEntry &e, int column) const;
    QVariant sortKey(const HistoryEntry &e, int column) const;

    QList<HistoryEntry> m_entries;
};

} // namespace llmcap
