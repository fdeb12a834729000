#include "results/HistogramChart.h"

#include "charts/ChartPalette.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

HistogramChart::HistogramChart(const QString &title, const QColor &color, QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
    , m_upper(new QLineSeries)
    , m_lower(new QLineSeries)
    , m_area(new QAreaSeries(m_upper, m_lower))
    , m_p50(new QLineSeries)
    , m_p99(new QLineSeries)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_x->setTitleText(tr("ms"));
    m_x->setLabelFormat(QStringLiteral("%.4g"));
    m_y->setLabelFormat(QStringLiteral("%d"));
    QColor fill = color;
    fill.setAlpha(150);
    m_area->setBrush(fill);
    m_area->setPen(QPen(color, 1.2));
    m_area->setName(tr("requests"));
    // The percentiles in the styles every latency chart shares.
    using Percentile = ChartPalette::Percentile;
    m_p50->setPen(ChartPalette::percentilePen(Percentile::P50));
    m_p99->setPen(ChartPalette::percentilePen(Percentile::P99));
    m_p50->setName(ChartPalette::percentileName(Percentile::P50));
    m_p99->setName(ChartPalette::percentileName(Percentile::P99));
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(m_area), static_cast<QAbstractSeries *>(m_p50),
          static_cast<QAbstractSeries *>(m_p99)}) {
        c->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    c->legend()->markers(m_area).first()->setVisible(false);
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    clear();
}

void HistogramChart::setHistogram(const Histogram &h, double p50, double p99)
{
    m_histogram = h;
    QList<QPointF> upper, lower;
    qint64 top = 1;
    for (int i = 0; i < h.counts.size(); ++i) {
        const double y = double(h.counts.at(i));
        upper.append({h.binStart(i), y});
        upper.append({h.binEnd(i), y});
        top = std::max(top, h.counts.at(i));
    }
    if (!upper.isEmpty())
        lower = {{upper.first().x(), 0}, {upper.last().x(), 0}};
    m_upper->replace(upper);
    m_lower->replace(lower);
    const double left = h.isEmpty() ? 0 : h.binStart(0);
    const double right = h.isEmpty() ? 1 : h.binEnd(int(h.counts.size()) - 1);
    m_x->setRange(left, right);
    m_y->setRange(0, double(top) * 1.1);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    const double yTop = m_y->max();
    auto vertical = [yTop](double x) {
        return x >= 0 ? QList<QPointF>{{x, 0}, {x, yTop}} : QList<QPointF>{};
    };
    m_p50->replace(h.isEmpty() ? QList<QPointF>{} : vertical(p50));
    m_p99->replace(h.isEmpty() ? QList<QPointF>{} : vertical(p99));
    chart()->legend()->markers(m_p50).first()->setVisible(!h.isEmpty() && p50 >= 0);
    chart()->legend()->markers(m_p99).first()->setVisible(!h.isEmpty() && p99 >= 0);
}

void HistogramChart::clear()
{
    setHistogram({});
}

} // namespace llmcap
