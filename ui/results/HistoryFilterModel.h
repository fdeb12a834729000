#pragma once

#include "results/HistoryFilter.h"

#include <QDateTime>
#include <QSortFilterProxyModel>

namespace llmcap {

class HistoryTableModel;

// Filters and sorts a HistoryTableModel with a HistoryFilter ("last N days" counts back from
// now(), which tests may fix).
class HistoryFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit HistoryFilterModel(QObject *parent = nullptr);

    void setHistory(HistoryTableModel *model);
    void setFilter(const HistoryFilter &filter);
    const HistoryFilter &filter() const { return m_filter; }
    void setNow(const QDateTime &now);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    // Equal keys keep the history's own order (newest first) in either direction.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QDateTime now() const;

    HistoryTableModel *m_history = nullptr;
    HistoryFilter m_filter;
    QDateTime m_now;
};

} // namespace llmcap
