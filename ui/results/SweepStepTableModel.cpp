#include "results/SweepStepTableModel.h"

#include <QColor>
#include <QLocale>

namespace llmcap {

namespace {

QString ms(double v)
{
    return QLocale().toString(v, 'f', v >= 100 ? 0 : (v >= 10 ? 1 : 2));
}

} // namespace

SweepStepTableModel::SweepStepTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void SweepStepTableModel::setSteps(const QList<SweepStep> &steps)
{
    beginResetModel();
    m_steps = steps;
    endResetModel();
}

int SweepStepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int SweepStepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SweepStepTableModel::verdictLabel(StepVerdict verdict)
{
    switch (verdict) {
    case StepVerdict::Pass:
        return tr("pass");
    case StepVerdict::Fail:
        return tr("fail");
    case StepVerdict::Invalid:
        return tr("invalid");
    }
    return {};
}

QVariant SweepStepTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_steps.size())
        return {};
    const SweepStep &s = m_steps.at(index.row());
    const QLocale loc;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Step:
            return s.repeat > 0 ? tr("%1 (repeat %2)").arg(s.index + 1).arg(s.repeat)
                                : QString::number(s.index + 1);
        case Rate:
            return loc.toString(s.rateRps, 'g', 4);
        case Verdict:
            return s.endedEarly ? tr("%1 (early)").arg(verdictLabel(s.verdict))
                                : verdictLabel(s.verdict);
        case TtftP99:
            return ms(s.ttft.p99);
        case ItlP99:
            return ms(s.itl.p99);
        case TpotP99:
            return ms(s.tpot.p99);
        case QueueP99:
            return s.queue.samples > 0 ? ms(s.queue.p99) : QString();
        case Attainment:
            return loc.toString(s.attainmentPct, 'f', 1);
        case Goodput:
            return loc.toString(s.goodputRps, 'g', 3);
        case Completed:
            return loc.toString(s.completedRps, 'g', 3);
        case ErrorRate:
            return loc.toString(s.errorRatePct, 'f', 1);
        case Window:
            return loc.toString(s.windowS, 'f', 1);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Verdict && !s.reasons.isEmpty())
            return s.reasons.join(QLatin1Char('\n'));
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Verdict)
            return s.verdict == StepVerdict::Pass ? QColor(0x1b, 0x7f, 0x3b)
                                                  : QColor(0xb0, 0x00, 0x20);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != Verdict)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant SweepStepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Step:
        return tr("Step");
    case Rate:
        return tr("Rate req/s");
    case Verdict:
        return tr("Verdict");
    case TtftP99:
        return tr("TTFT p99 ms");
    case ItlP99:
        return tr("ITL p99 ms");
    case TpotP99:
        return tr("TPOT p99 ms");
    case QueueP99:
        return tr("Queue p99 ms");
    case Attainment:
        return tr("SLO attained %");
    case Goodput:
        return tr("Goodput req/s");
    case Completed:
        return tr("Completed req/s");
    case ErrorRate:
        return tr("Errors %");
    case Window:
        return tr("Window s");
    }
    return {};
}

} // namespace llmcap
