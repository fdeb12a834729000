#include "results/HistoryTableModel.h"

#include <QColor>
#include <QLocale>

namespace llmcap {

HistoryTableModel::HistoryTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void HistoryTableModel::setEntries(const QList<HistoryEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryTableModel::display(const HistoryEntry &e, int column) const
{
    const QLocale loc;
    const bool run = e.kind == HistoryEntry::Kind::Run;
    switch (column) {
    case Kind:
        return e.kindLabel();
    case Title:
        return e.title();
    case Status:
        return e.statusLabel();
    case Project:
        return e.projectName;
    case Model:
        return e.model;
    case Endpoint:
        return e.endpoint;
    case Started:
        return loc.toString(e.startedAt.toLocalTime(), QLocale::ShortFormat);
    case Size:
        if (run && e.isExternal() && !e.errorRateKnown) // its tool did not count failures
            return e.completed >= 0 ? tr("%1 completed").arg(e.completed) : QString();
        return run ? tr("%1 requests").arg(e.requests) : tr("%1 steps").arg(e.steps);
    case ErrorRate:
        if (run && e.isExternal() && !e.errorRateKnown)
            return tr("unknown");
        return run ? loc.toString(e.errorRatePct, 'f', 1) : QString();
    case TtftP99:
        return run && e.ttftP99Ms > 0 ? loc.toString(e.ttftP99Ms, 'f', e.ttftP99Ms < 10 ? 2 : 0)
                                      : QString();
    case Boundary:
        if (!e.boundaryRps)
            return QString();
        return e.boundaryIsLowerBound
                   ? tr("at least %1 req/s").arg(loc.toString(*e.boundaryRps, 'g', 3))
                   : tr("%1 req/s").arg(loc.toString(*e.boundaryRps, 'g', 3));
    }
    return {};
}

QVariant HistoryTableModel::sortKey(const HistoryEntry &e, int column) const
{
    switch (column) {
    case Title:
        return e.id;
    case Started:
        return e.startedAt;
    case Size:
        return e.kind == HistoryEntry::Kind::Run ? e.requests : qint64(e.steps);
    case ErrorRate:
        return e.errorRatePct;
    case TtftP99:
        return e.ttftP99Ms;
    case Boundary:
        return e.boundaryRps.value_or(-1.0);
    default:
        return display(e, column);
    }
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const HistoryEntry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(e, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Kind && e.isExternal())
            return tr("Imported from %1: its metrics keep the tool's own names where they are "
                      "not llmcap's definitions.")
                .arg(e.toolLabel());
        if (index.column() == Endpoint || index.column() == Title)
            return display(e, index.column());
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= Size)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Status &&
            (e.statusKey == QLatin1String("failed") ||
             (e.kind == HistoryEntry::Kind::Run && e.statusKey == QLatin1String("completed") &&
              !e.valid && !e.isExternal())))
            return QColor(0xb0, 0x00, 0x20);
        return {};
    case SortRole:
        return sortKey(e, index.column());
    case KindRole:
        return int(e.kind);
    case IdRole:
        return e.id;
    }
    return {};
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Kind:
        return tr("Kind");
    case Title:
        return tr("Run or sweep");
    case Status:
        return tr("Status");
    case Project:
        return tr("Project");
    case Model:
        return tr("Model");
    case Endpoint:
        return tr("Endpoint");
    case Started:
        return tr("Started");
    case Size:
        return tr("Size");
    case ErrorRate:
        return tr("Errors %");
    case TtftP99:
        return tr("TTFT p99 ms");
    case Boundary:
        return tr("SLO boundary");
    }
    return {};
}

} // namespace llmcap
