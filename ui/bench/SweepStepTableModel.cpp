#include "bench/SweepStepTableModel.h"

#include "sweep/StepText.h"

#include <QColor>
#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString latency(const LatencyPoint &p)
{
    if (p.samples == 0)
        return QStringLiteral("–");
    return number(p.p99, p.p99 < 10 ? 1 : 0);
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

void SweepStepTableModel::appendSteps(const QList<SweepStep> &steps)
{
    if (steps.isEmpty())
        return;
    const int first = int(m_steps.size());
    beginInsertRows({}, first, first + int(steps.size()) - 1);
    m_steps.append(steps);
    endInsertRows();
}

void SweepStepTableModel::clear()
{
    setSteps({});
}

int SweepStepTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int SweepStepTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SweepStepTableModel::display(const SweepStep &s, int column) const
{
    switch (column) {
    case Step:
        return StepText::label(s.index, s.repeat, s.confirm);
    case Rate:
        return QLocale().toString(s.rateRps, 'g', 4);
    case Verdict:
        return s.endedEarly ? tr("%1 (early)").arg(StepText::verdict(s.verdict))
                            : StepText::verdict(s.verdict);
    case Attainment:
        return number(s.attainmentPct, 1);
    case Goodput:
        return number(s.goodputRps, 2);
    case Completed:
        return number(s.completedRps, 2);
    case TtftP99:
        return latency(s.ttft);
    case ItlP99:
        return latency(s.itl);
    case TpotP99:
        return latency(s.tpot);
    case QueueP99:
        return latency(s.queue);
    case Errors:
        return number(s.errorRatePct, 2);
    case Window:
        return number(s.windowS, 1);
    case Steady:
        return StepText::steadiness(s);
    case InFlight:
        return std::isfinite(s.inFlightMean)
                   ? tr("%1 (p95 %2)").arg(number(s.inFlightMean, 1), number(s.inFlightP95, 0))
                   : QStringLiteral("–");
    case Reasons:
        return s.reasons.join(QStringLiteral("; "));
    }
    return {};
}

QVariant SweepStepTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_steps.size() || index.column() >= ColumnCount)
        return {};
    const SweepStep &s = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Reasons || index.column() == Verdict)
            return s.reasons.join(QLatin1Char('\n'));
        if (index.column() == Steady)
            return tr("SLO tallies, attainment, latencies and errors over the last %1 s of the "
                      "%2 s window")
                .arg(number(s.steadyWindowS, 1), number(s.windowS, 1));
        if (index.column() == InFlight)
            return StepText::concurrency(s);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == Verdict)
            return s.verdict == StepVerdict::Pass   ? QColor(0x1b, 0x7f, 0x3b)
                   : s.verdict == StepVerdict::Fail ? QColor(0xb0, 0x00, 0x20)
                                                    : QColor(0x8a, 0x5a, 0x00);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Reasons || index.column() == Verdict || index.column() == Steady)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::UserRole: // the step's raw offered rate, for sorting and tests
        return s.rateRps;
    }
    return {};
}

QVariant SweepStepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case Step:
        return tr("Step");
    case Rate:
        return tr("Offered req/s");
    case Verdict:
        return tr("Verdict");
    case Attainment:
        return tr("SLO attained %");
    case Goodput:
        return tr("Goodput req/s");
    case Completed:
        return tr("Completed req/s");
    case TtftP99:
        return tr("TTFT p99 ms");
    case ItlP99:
        return tr("ITL p99 ms");
    case TpotP99:
        return tr("TPOT p99 ms");
    case QueueP99:
        return tr("Queue p99 ms");
    case Errors:
        return tr("Errors %");
    case Window:
        return tr("Window s");
    case Steady:
        return tr("Steady");
    case InFlight:
        return tr("In flight");
    case Reasons:
        return tr("Why");
    }
    return {};
}

} // namespace llmcap
