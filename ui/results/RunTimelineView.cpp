#include "results/RunTimelineView.h"

#include <QFontMetrics>
#include <QHash>
#include <QHelpEvent>
#include <QLocale>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

constexpr int kLabelWidth = 110; // run labels on the left
constexpr int kAxisHeight = 22;  // time axis at the bottom
constexpr int kTopMargin = 4;
constexpr int kRightMargin = 24; // room for the last tick label

const QColor kDecode(0x3a, 0x5a, 0x8c);  // first token to end
const QColor kWaiting(0x9d, 0xb4, 0xd6); // sent to first token
const QColor kFailed(0xc0, 0x39, 0x2b);
const QColor kRetry(0xc0, 0x6a, 0x1e);
const QColor kRunSpan(0xe6, 0xe9, 0xee); // the run's whole span, behind its calls

// A round step for the axis: 1, 2 or 5 times a power of ten giving about `ticks` ticks.
double niceStep(double span, int ticks)
{
    const double raw = span / std::max(1, ticks);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * power)
            return m * power;
    return 10 * power;
}

} // namespace

QList<RunTimelineRun> runTimelineOf(const std::vector<RequestRecord> &records)
{
    QHash<QString, qsizetype> rowOf;
    QList<RunTimelineRun> runs;
    QList<qint64> startNs;
    for (const RequestRecord &r : records) {
        if (r.runId.isEmpty())
            continue;
        auto it = rowOf.constFind(r.runId);
        if (it == rowOf.constEnd()) {
            it = rowOf.insert(r.runId, runs.size());
            runs.append({r.runId, r.className, 0.0, {}});
            startNs.append(r.scheduledNs);
        }
        const qsizetype row = *it;
        startNs[row] = std::min(startNs[row], r.scheduledNs);
        const qint64 sentNs = r.sentNs >= 0         ? r.sentNs
                              : r.dispatchedNs >= 0 ? r.dispatchedNs
                                                    : r.scheduledNs;
        RunTimelineCall c;
        c.index = std::max(0, r.callIndex);
        c.sentS = double(sentNs) / 1e9;
        c.firstTokenS = r.firstTokenNs >= 0 ? double(r.firstTokenNs) / 1e9 : -1.0;
        c.endS = double(std::max(sentNs, r.endNs)) / 1e9;
        c.failed = !r.succeeded();
        runs[row].calls.append(c);
    }
    for (qsizetype i = 0; i < runs.size(); ++i) {
        runs[i].scheduledS = double(startNs.at(i)) / 1e9;
        std::sort(runs[i].calls.begin(), runs[i].calls.end(),
                  [](const RunTimelineCall &a, const RunTimelineCall &b) {
                      return a.sentS != b.sentS ? a.sentS < b.sentS : a.index < b.index;
                  });
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const RunTimelineRun &a, const RunTimelineRun &b) {
                         return a.scheduledS < b.scheduledS;
                     });
    return runs;
}

RunTimelineView::RunTimelineView(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void RunTimelineView::setRuns(QList<RunTimelineRun> runs)
{
    m_runs = std::move(runs);
    m_startS = 0;
    m_endS = 1;
    bool first = true;
    for (const RunTimelineRun &run : std::as_const(m_runs)) {
        double lo = run.scheduledS, hi = run.scheduledS;
        for (const RunTimelineCall &c : run.calls) {
            lo = std::min(lo, c.sentS);
            hi = std::max(hi, c.endS);
        }
        m_startS = first ? lo : std::min(m_startS, lo);
        m_endS = first ? hi : std::max(m_endS, hi);
        first = false;
    }
    if (m_endS <= m_startS)
        m_endS = m_startS + 1;
    updateGeometry();
    update();
}

QSize RunTimelineView::sizeHint() const
{
    return {700,
            kTopMargin + kAxisHeight + kRowHeight * int(std::max<qsizetype>(4, m_runs.size()))};
}

QSize RunTimelineView::minimumSizeHint() const
{
    return {kLabelWidth + 120, kTopMargin + kAxisHeight + kRowHeight * 2};
}

QRectF RunTimelineView::plotRect() const
{
    return QRectF(kLabelWidth, kTopMargin, std::max(10, width() - kLabelWidth - kRightMargin),
                  kRowHeight * m_runs.size());
}

double RunTimelineView::xOf(double s) const
{
    const QRectF plot = plotRect();
    return plot.left() + (s - m_startS) / (m_endS - m_startS) * plot.width();
}

QRectF RunTimelineView::barRect(int row, const RunTimelineCall &call) const
{
    const double top = kTopMargin + row * kRowHeight + 3;
    const double left = xOf(call.sentS);
    const double right = std::max(left + 2.0, xOf(call.endS)); // always visible
    return QRectF(left, top, right - left, kRowHeight - 6);
}

std::pair<int, int> RunTimelineView::callAt(const QPoint &point) const
{
    const int row = (point.y() - kTopMargin) / kRowHeight;
    if (point.y() < kTopMargin || row < 0 || row >= m_runs.size())
        return {-1, -1};
    const QList<RunTimelineCall> &calls = m_runs.at(row).calls;
    for (int i = 0; i < calls.size(); ++i)
        if (barRect(row, calls.at(i)).adjusted(-1, -3, 1, 3).contains(point))
            return {row, i};
    return {-1, -1};
}

QString RunTimelineView::callText(int row, int call) const
{
    if (row < 0 || row >= m_runs.size() || call < 0 || call >= m_runs.at(row).calls.size())
        return {};
    const RunTimelineRun &run = m_runs.at(row);
    const RunTimelineCall &c = run.calls.at(call);
    const QLocale locale;
    QString text = tr("Run %1 (%2), call %3: sent at %4 s, ended at %5 s (%6 ms)")
                       .arg(run.label, run.className)
                       .arg(c.index + 1)
                       .arg(locale.toString(c.sentS, 'f', 2), locale.toString(c.endS, 'f', 2),
                            locale.toString((c.endS - c.sentS) * 1000, 'f', 0));
    if (c.firstTokenS >= 0)
        text +=
            QLatin1Char('\n') + tr("first token after %1 ms")
                                    .arg(locale.toString((c.firstTokenS - c.sentS) * 1000, 'f', 0));
    if (call > 0) {
        const double gap = c.sentS - run.calls.at(call - 1).endS;
        if (gap > 0)
            text +=
                QLatin1Char('\n') + tr("%1 s after the previous call ended (tool or think time)")
                                        .arg(locale.toString(gap, 'f', 2));
    }
    if (c.retry)
        text += QLatin1Char('\n') + tr("a retry after a failed tool call");
    if (c.failed)
        text += QLatin1Char('\n') + tr("failed");
    return text;
}

void RunTimelineView::paintEvent(QPaintEvent *event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const QRectF plot = plotRect();
    const QFontMetrics fm(font());

    if (m_runs.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No runs in this step."));
        return;
    }

    // Only the rows in the exposed rectangle: in a scroll area most of a long step is not.
    const int firstRow = std::max(0, (event->rect().top() - kTopMargin) / kRowHeight);
    const int lastRow =
        std::min(int(m_runs.size()) - 1, (event->rect().bottom() - kTopMargin) / kRowHeight);
    for (int row = firstRow; row <= lastRow; ++row) {
        const RunTimelineRun &run = m_runs.at(row);
        const double y = kTopMargin + row * kRowHeight;
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(4, y, kLabelWidth - 8, kRowHeight), Qt::AlignVCenter | Qt::AlignRight,
                   fm.elidedText(run.label, Qt::ElideMiddle, kLabelWidth - 8));
        if (run.calls.isEmpty())
            continue;
        // The run's span from its scheduled start to its last call's end, behind the bars: the
        // gaps between bars on it are waiting for tools (or a late start).
        const double end =
            std::max_element(run.calls.cbegin(), run.calls.cend(),
                             [](const auto &a, const auto &b) { return a.endS < b.endS; })
                ->endS;
        p.fillRect(
            QRectF(xOf(run.scheduledS), y + 6, xOf(end) - xOf(run.scheduledS), kRowHeight - 12),
            kRunSpan);
        for (const RunTimelineCall &c : run.calls) {
            const QRectF bar = barRect(row, c);
            if (c.failed) {
                p.fillRect(bar, kFailed);
                continue;
            }
            const double split = c.firstTokenS >= 0
                                     ? std::clamp(xOf(c.firstTokenS), bar.left(), bar.right())
                                     : bar.left();
            p.fillRect(QRectF(bar.left(), bar.top(), split - bar.left(), bar.height()), kWaiting);
            p.fillRect(QRectF(split, bar.top(), bar.right() - split, bar.height()),
                       c.retry ? kRetry : kDecode);
        }
    }

    // The time axis.
    const double axisY = plot.bottom() + 2;
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(QPointF(plot.left(), axisY), QPointF(plot.right(), axisY));
    const double step = niceStep(m_endS - m_startS, std::max(2, int(plot.width() / 90)));
    const QLocale locale;
    p.setPen(palette().color(QPalette::Text));
    for (double t = std::ceil(m_startS / step) * step; t <= m_endS + 1e-9; t += step) {
        const double x = xOf(t);
        p.drawLine(QPointF(x, axisY), QPointF(x, axisY + 4));
        const QString label = locale.toString(t, 'g', 4) + QStringLiteral(" s");
        p.drawText(QRectF(x - 40, axisY + 4, 80, kAxisHeight - 4), Qt::AlignHCenter | Qt::AlignTop,
                   label);
    }
}

bool RunTimelineView::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const auto [row, call] = callAt(help->pos());
        if (row >= 0)
            QToolTip::showText(help->globalPos(), callText(row, call), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

} // namespace llmcap
