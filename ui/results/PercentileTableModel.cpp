#include "results/PercentileTableModel.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace llmcap {

namespace {

QString ms(double v)
{
    return QLocale().toString(v, 'f', v >= 100 ? 0 : (v >= 10 ? 1 : 2));
}

} // namespace

PercentileTableModel::PercentileTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void PercentileTableModel::setMetrics(const RunMetrics &metrics)
{
    beginResetModel();
    m_rows.clear();
    QList<const MetricSet *> sets{&metrics.overall};
    if (metrics.classes.size() > 1)
        for (const MetricSet &c : metrics.classes)
            sets.append(&c);
    for (const MetricSet *s : sets) {
        m_rows.append({s->className, QStringLiteral("TTFT"), s->ttft});
        m_rows.append({s->className, QStringLiteral("ITL"), s->itl});
        m_rows.append({s->className, QStringLiteral("TPOT"), s->tpot});
        m_rows.append({s->className, QStringLiteral("E2E"), s->e2e});
        m_rows.append({s->className, tr("Queue (server)"), s->queue});
    }
    endResetModel();
}

void PercentileTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int PercentileTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PercentileTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double PercentileTableModel::levelOf(int column)
{
    switch (column) {
    case P50:
        return 50;
    case P90:
        return 90;
    case P95:
        return 95;
    case P99:
        return 99;
    case P999:
        return 99.9;
    default:
        return 0;
    }
}

QVariant PercentileTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows.at(index.row());
    const LatencySummary &s = r.summary;
    const double level = levelOf(index.column());
    const bool thin = level > 0 && s.count > 0 && !s.enoughSamples(level);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Class:
            return r.className.isEmpty() ? tr("all classes") : r.className;
        case Metric:
            return r.metric;
        case Samples:
            return QLocale().toString(s.count);
        case Mean:
            return s.count > 0 ? ms(s.mean) : QStringLiteral("–");
        default:
            return s.count > 0 ? ms(s.at(level)) : QStringLiteral("–");
        }
    case Qt::ToolTipRole:
        if (thin)
            return tr("%1 %2 rests on %3 samples (%4 needed): read it as a rough value")
                .arg(r.metric, index.column() == P999 ? QStringLiteral("p99.9")
                                                      : QStringLiteral("p%1").arg(level))
                .arg(s.count)
                .arg(LatencySummary::samplesNeeded(level));
        return {};
    case Qt::ForegroundRole:
        if (thin)
            return QColor(0x9a, 0x6a, 0x00);
        return {};
    case Qt::FontRole:
        if (thin) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= Samples)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ThinRole:
        return thin;
    }
    return {};
}

QVariant PercentileTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Class:
        return tr("Class");
    case Metric:
        return tr("Metric");
    case Samples:
        return tr("Samples");
    case Mean:
        return tr("Mean ms");
    case P50:
        return QStringLiteral("p50");
    case P90:
        return QStringLiteral("p90");
    case P95:
        return QStringLiteral("p95");
    case P99:
        return QStringLiteral("p99");
    case P999:
        return QStringLiteral("p99.9");
    }
    return {};
}

} // namespace llmcap
