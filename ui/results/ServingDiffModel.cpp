#include "results/ServingDiffModel.h"

#include <QColor>
#include <QFont>

#include <algorithm>

namespace llmcap {

ServingDiffModel::ServingDiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ServingDiffModel::setConfigs(const ServingConfig &first, const ServingConfig &second)
{
    beginResetModel();
    m_rows = ServingDiff::rows(first, second);
    endResetModel();
}

void ServingDiffModel::setHeaders(const QString &first, const QString &second)
{
    m_first = first;
    m_second = second;
    Q_EMIT headerDataChanged(Qt::Horizontal, First, Second);
}

void ServingDiffModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int ServingDiffModel::differenceCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(),
                             [](const ServingDiff::Row &r) { return r.differs; }));
}

int ServingDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ServingDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ServingDiffModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ServingDiff::Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Field:
            return r.label;
        case First:
            return r.before.isEmpty() ? tr("(not set)") : r.before;
        case Second:
            return r.after.isEmpty() ? tr("(not set)") : r.after;
        }
        return {};
    case Qt::ToolTipRole:
        return QStringLiteral("%1 (%2)%3")
            .arg(r.key, r.group, r.differs ? QStringLiteral(": ") + tr("differs") : QString());
    case Qt::BackgroundRole:
        if (r.differs)
            return QColor(0xff, 0xf0, 0xc8);
        return {};
    case Qt::FontRole:
        if (r.differs) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if ((index.column() == First && r.before.isEmpty()) ||
            (index.column() == Second && r.after.isEmpty()))
            return QColor(0x80, 0x80, 0x80);
        return {};
    case DiffersRole:
        return r.differs;
    case KeyRole:
        return r.key;
    }
    return {};
}

QVariant ServingDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Field:
        return tr("Field");
    case First:
        return m_first.isEmpty() ? tr("First") : m_first;
    case Second:
        return m_second.isEmpty() ? tr("Second") : m_second;
    }
    return {};
}

} // namespace llmcap
