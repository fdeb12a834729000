#include "results/OutcomeTableModel.h"

#include <QColor>
#include <QLocale>

namespace llmcap {

OutcomeTableModel::OutcomeTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void OutcomeTableModel::setOutcomes(const QList<OutcomeCount> &outcomes)
{
    beginResetModel();
    m_rows = outcomes;
    endResetModel();
}

int OutcomeTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OutcomeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OutcomeTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const OutcomeCount &o = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Category:
            return o.label;
        case Requests:
            return QLocale().toString(o.requests);
        case Share:
            return QLocale().toString(o.sharePct, 'f', 1);
        }
        return {};
    case Qt::ToolTipRole:
        return o.isError ? tr("error (counts against the SLO's error-rate limit)")
                         : tr("not an error");
    case Qt::ForegroundRole:
        if (o.isError && index.column() == Category)
            return QColor(0xb0, 0x00, 0x20);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != Category)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant OutcomeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Category:
        return tr("Outcome");
    case Requests:
        return tr("Requests");
    case Share:
        return tr("% of due");
    }
    return {};
}

} // namespace llmcap
