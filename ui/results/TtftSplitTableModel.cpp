#include "results/TtftSplitTableModel.h"

#include <QLocale>

#include <algorithm>

namespace llmcap {

TtftSplitTableModel::TtftSplitTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void TtftSplitTableModel::setSplits(std::vector<TtftSplit> splits)
{
    std::sort(splits.begin(), splits.end(), [](const TtftSplit &a, const TtftSplit &b) {
        return std::pair(a.runId, a.index) < std::pair(b.runId, b.index);
    });
    beginResetModel();
    m_rows = std::move(splits);
    endResetModel();
}

int TtftSplitTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TtftSplitTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TtftSplitTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const TtftSplit &s = m_rows[size_t(index.row())];
    const auto ms = [](double v) -> QVariant {
        if (v < 0)
            return QStringLiteral("–");
        return QLocale().toString(v, 'f', v < 10 ? 2 : 1);
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Request:
            return s.index;
        case Ttft:
            return ms(s.ttftMs);
        case ClientNetwork:
            return ms(s.clientNetworkMs());
        case Queue:
            return ms(s.queueMs);
        case Prefill:
            return ms(s.prefillMs);
        case OtherServer:
            return s.otherServerMs() < 0 && s.otherServerMs() > -0.001 ? ms(0)
                                                                       : ms(s.otherServerMs());
        case JoinedBy:
            return s.byRequestId ? tr("request id") : tr("trace id");
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        if (s.warmup)
            return tr("warm-up request: not in the run's figures");
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != JoinedBy)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant TtftSplitTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ClientNetwork:
            return tr("TTFT minus the server's time to first token: the client's delay, the "
                      "request's way to the server and the first token's way back");
        case OtherServer:
            return tr("the server's time to first token minus queue and prefill");
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Request:
        return tr("Request");
    case Ttft:
        return tr("TTFT");
    case ClientNetwork:
        return tr("Client and network");
    case Queue:
        return tr("Server queue");
    case Prefill:
        return tr("Prefill");
    case OtherServer:
        return tr("Other server");
    case JoinedBy:
        return tr("Joined by");
    }
    return {};
}

} // namespace llmcap
