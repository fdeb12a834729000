#include "results/HistoryFilterModel.h"

#include "results/HistoryTableModel.h"

namespace llmcap {

HistoryFilterModel::HistoryFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(HistoryTableModel::SortRole);
}

void HistoryFilterModel::setHistory(HistoryTableModel *model)
{
    m_history = model;
    setSourceModel(model);
}

void HistoryFilterModel::setFilter(const HistoryFilter &filter)
{
    m_filter = filter;
    invalidateFilter();
}

void HistoryFilterModel::setNow(const QDateTime &now)
{
    m_now = now;
    invalidateFilter();
}

bool HistoryFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (a != b)
        return QSortFilterProxyModel::lessThan(left, right);
    return sortOrder() == Qt::DescendingOrder ? left.row() > right.row() : left.row() < right.row();
}

QDateTime HistoryFilterModel::now() const
{
    return m_now.isValid() ? m_now : QDateTime::currentDateTime();
}

bool HistoryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_history || sourceParent.isValid() || sourceRow >= m_history->rowCount())
        return false;
    return m_filter.matches(m_history->entry(sourceRow), now());
}

} // namespace llmcap
