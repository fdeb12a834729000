#include "plan/PlanTableModel.h"

#include <QColor>
#include <QFont>

namespace llmcap {

PlanTableModel::PlanTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void PlanTableModel::setPlan(const CapacityPlan &plan)
{
    beginResetModel();
    m_rows = plan.rows();
    m_gpusKnown = plan.gpusPerReplica > 0;
    endResetModel();
}

int PlanTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlanTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlanTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const PlanRow &r = m_rows.at(index.row());
    const bool total = r.component == QLatin1String("total");
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Envelope:
            return r.envelope;
        case Component:
            return r.label;
        case Replicas:
            return r.replicas;
        case Range:
            return QStringLiteral("%1-%2").arg(r.low).arg(r.high);
        case Gpus:
            return m_gpusKnown ? QVariant(r.gpus) : QVariant(QStringLiteral("?"));
        case Note:
            return r.note;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Note)
        return r.note;
    if (role == Qt::FontRole && total) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ForegroundRole && r.component == QLatin1String("warm"))
        return QColor(0x5b, 0x6b, 0x7c);
    if (role == Qt::TextAlignmentRole && index.column() >= Replicas && index.column() <= Gpus)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlanTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Envelope:
        return tr("Envelope");
    case Component:
        return tr("Component");
    case Replicas:
        return tr("Replicas");
    case Range:
        return tr("Range");
    case Gpus:
        return tr("GPUs");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace llmcap
