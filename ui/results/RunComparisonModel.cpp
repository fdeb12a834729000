#include "results/RunComparisonModel.h"

#include <QFont>
#include <QLocale>

namespace llmcap {

RunComparisonModel::RunComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void RunComparisonModel::setComparison(const RunComparison &comparison)
{
    beginResetModel();
    m_comparison = comparison;
    endResetModel();
}

void RunComparisonModel::clear()
{
    setComparison({});
}

int RunComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_comparison.rows.size());
}

int RunComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : SecondP99 + 1;
}

QVariant RunComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_comparison.rows.size())
        return {};
    const RunComparison::Row &r = m_comparison.rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        if (column == Metric)
            return r.label;
        if (column == Unit)
            return r.unit;
        const std::optional<PeerMetric> &m = column < SecondMean ? r.first : r.second;
        if (!m)
            return QString();
        static const char *const stats[] = {"mean", "p50", "p99"};
        const char *stat = stats[(column - FirstMean) % 3];
        std::optional<double> v = m->stat(QLatin1String(stat));
        if (!v && qstrcmp(stat, "mean") == 0)
            v = m->stat(QStringLiteral("value"));
        return v ? QLocale().toString(*v, 'f', 2) : QStringLiteral("–");
    }
    case Qt::FontRole:
        if (column == Metric && !r.mapped) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (!r.note.isEmpty())
            return r.mapped ? r.note
                            : tr("Not llmcap's definition, shown under the tool's own name: %1")
                                  .arg(r.note);
        return {};
    case Qt::TextAlignmentRole:
        if (column >= FirstMean)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case MappedRole:
        return r.mapped;
    }
    return {};
}

QVariant RunComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Metric:
        return tr("Metric");
    case Unit:
        return tr("Unit");
    case FirstMean:
        return tr("A mean");
    case FirstP50:
        return tr("A p50");
    case FirstP99:
        return tr("A p99");
    case SecondMean:
        return tr("B mean");
    case SecondP50:
        return tr("B p50");
    case SecondP99:
        return tr("B p99");
    }
    return {};
}

} // namespace llmcap
