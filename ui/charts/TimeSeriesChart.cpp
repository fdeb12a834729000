#include "charts/TimeSeriesChart.h"

#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

namespace llmcap {

namespace {

// Changing an axis range lays the whole chart out again (labels, every series' geometry), so
// the range only moves when the data leave it or shrink well inside it, not on every refresh.
void fitAxis(QValueAxis *axis, double lo, double hi)
{
    if (hi <= lo)
        hi = lo + 1.0;
    const double span = axis->max() - axis->min();
    if (axis->min() == lo && hi <= axis->max() && hi - lo >= 0.5 * span)
        return;
    axis->setRange(lo, hi + (hi - lo) * 0.08);
    axis->applyNiceNumbers();
}

} // namespace

TimeSeriesChart::TimeSeriesChart(const QString &title, QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_left(new QValueAxis)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_left, Qt::AlignLeft);
    m_x->setTitleText(tr("elapsed s"));
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_left->setLabelFormat(QStringLiteral("%.4g")); // 4000, not 4e+03
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
}

int TimeSeriesChart::addSeries(const QString &name, const QColor &color, Axis axis)
{
    auto *s = new QLineSeries;
    s->setName(name);
    QPen pen(color);
    pen.setWidthF(1.6);
    s->setPen(pen);
    chart()->addSeries(s);
    s->attachAxis(m_x);
    if (axis == Axis::Right) {
        if (!m_right) {
            m_right = new QValueAxis;
            m_right->setLabelFormat(QStringLiteral("%.4g"));
            chart()->addAxis(m_right, Qt::AlignRight);
        }
        s->attachAxis(m_right);
    } else {
        s->attachAxis(m_left);
    }
    m_series.append(s);
    m_buffers.append(BoundedSeries());
    m_axes.append(axis);
    return int(m_series.size()) - 1;
}

void TimeSeriesChart::setAxisTitles(const QString &left, const QString &right)
{
    m_left->setTitleText(left);
    if (m_right)
        m_right->setTitleText(right);
}

void TimeSeriesChart::append(int series, const QList<QPointF> &points)
{
    if (series < 0 || series >= m_buffers.size() || points.isEmpty())
        return;
    m_buffers[series].append(points);
    m_dirty = true;
}

void TimeSeriesChart::clear()
{
    for (BoundedSeries &b : m_buffers)
        b.clear();
    m_dirty = true;
    refresh();
}

void TimeSeriesChart::refresh()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    double xMax = 1.0, leftMax = 0.0, rightMax = 0.0;
    for (int i = 0; i < m_series.size(); ++i) {
        const QList<QPointF> &pts = m_buffers.at(i).points();
        m_series.at(i)->replace(pts);
        for (const QPointF &p : pts) {
            xMax = std::max(xMax, p.x());
            (m_axes.at(i) == Axis::Right ? rightMax : leftMax) =
                std::max(m_axes.at(i) == Axis::Right ? rightMax : leftMax, p.y());
        }
    }
    fitAxis(m_x, 0.0, xMax);
    fitAxis(m_left, 0.0, leftMax);
    if (m_right)
        fitAxis(m_right, 0.0, rightMax);
}

} // namespace llmcap
