#include "charts/SweepCurveChart.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace llmcap {

SweepCurveChart::SweepCurveChart(const QString &title, QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
    , m_threshold(new QLineSeries)
    , m_boundary(new QLineSeries)
    , m_boundaryLow(new QLineSeries)
    , m_boundaryHigh(new QLineSeries)
    , m_plannedLine(new QLineSeries)
    , m_lowerBoundLine(new QLineSeries)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_x->setTitleText(tr("offered rate (req/s)"));
    m_y->setTitleText(tr("ms"));
    m_x->setLabelFormat(QStringLiteral("%.3g"));
    m_y->setLabelFormat(QStringLiteral("%.4g"));
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);

    m_curves.append(makeCurve(QColor(0x2f, 0x4f, 0x7f), Qt::SolidLine));
    m_curves.append(makeCurve(QColor(0xc0, 0x6a, 0x00), Qt::DashLine));

    QPen thresholdPen(QColor(0xb0, 0x00, 0x20));
    thresholdPen.setStyle(Qt::DashLine);
    thresholdPen.setWidthF(1.5);
    m_threshold->setPen(thresholdPen);
    m_threshold->setName(tr("SLO threshold"));
    QPen boundaryPen(QColor(0x1b, 0x7f, 0x3b));
    boundaryPen.setWidthF(2.0);
    m_boundary->setPen(boundaryPen);
    m_boundary->setName(tr("SLO boundary"));
    boundaryPen.setStyle(Qt::DotLine);
    boundaryPen.setWidthF(1.2);
    m_boundaryLow->setPen(boundaryPen);
    m_boundaryHigh->setPen(boundaryPen);
    // The rate plans use sits at or below the interval's lower end: its own colour and dash-dot
    // keep it apart from the interval's dotted green line when the two nearly coincide.
    QPen plannedPen(QColor(0x5b, 0x2c, 0x8f));
    plannedPen.setStyle(Qt::DashDotLine);
    plannedPen.setWidthF(2.0);
    m_plannedLine->setPen(plannedPen);
    m_plannedLine->setName(tr("planned rate"));
    // A sweep with no failing step yet has a lower bound: grey and named so, never green.
    QPen lowerBoundPen(QColor(0x70, 0x70, 0x70));
    lowerBoundPen.setStyle(Qt::DashLine);
    lowerBoundPen.setWidthF(2.0);
    m_lowerBoundLine->setPen(lowerBoundPen);
    m_lowerBoundLine->setName(tr("at least (no step failed yet)"));
    for (QLineSeries *s :
         {m_threshold, m_boundary, m_boundaryLow, m_boundaryHigh, m_plannedLine, m_lowerBoundLine})
        attach(s);
    c->legend()->markers(m_boundaryLow).first()->setVisible(false);
    c->legend()->markers(m_boundaryHigh).first()->setVisible(false);

    m_comparisonBoundary = new QLineSeries;
    QPen comparisonPen(QColor(0xc0, 0x6a, 0x00));
    comparisonPen.setStyle(Qt::DashLine);
    comparisonPen.setWidthF(2.0);
    m_comparisonBoundary->setPen(comparisonPen);
    m_comparisonBoundary->setName(tr("SLO boundary (compared)"));
    attach(m_comparisonBoundary);
    c->legend()->markers(m_comparisonBoundary).first()->setVisible(false);
}

void SweepCurveChart::attach(QAbstractSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
}

SweepCurveChart::Curve SweepCurveChart::makeCurve(const QColor &color, Qt::PenStyle style)
{
    Curve c{new QLineSeries,    new QLineSeries,    new QLineSeries,
            new QScatterSeries, new QScatterSeries, {}};
    const qreal widths[] = {1.2, 1.6, 2.2};
    QLineSeries *lines[] = {c.p50, c.p95, c.p99};
    for (int i = 0; i < 3; ++i) {
        QPen pen(color.lighter(100 + 35 * (2 - i)));
        pen.setStyle(style);
        pen.setWidthF(widths[i]);
        lines[i]->setPen(pen);
        attach(lines[i]);
    }
    c.passed->setMarkerSize(8);
    c.passed->setColor(QColor(0x1b, 0x7f, 0x3b));
    c.failed->setMarkerSize(8);
    c.failed->setColor(QColor(0xb0, 0x00, 0x20));
    c.passed->setBorderColor(Qt::transparent);
    c.failed->setBorderColor(Qt::transparent);
    attach(c.passed);
    attach(c.failed);
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(c.passed), static_cast<QAbstractSeries *>(c.failed)})
        chart()->legend()->markers(s).first()->setVisible(false);
    return c;
}

void SweepCurveChart::setCurve(int index, const QString &label,
                               const QList<SweepCurvePoint> &points)
{
    if (index < 0 || index >= m_curves.size())
        return;
    Curve &c = m_curves[index];
    c.points = points;
    std::sort(c.points.begin(), c.points.end(),
              [](const auto &a, const auto &b) { return a.rateRps < b.rateRps; });
    QList<QPointF> p50, p95, p99, passed, failed;
    for (const SweepCurvePoint &p : c.points) {
        p50.append({p.rateRps, p.p50});
        p95.append({p.rateRps, p.p95});
        p99.append({p.rateRps, p.p99});
        (p.pass ? passed : failed).append({p.rateRps, p.p99});
    }
    c.p50->replace(p50);
    c.p95->replace(p95);
    c.p99->replace(p99);
    c.passed->replace(passed);
    c.failed->replace(failed);
    const QString prefix = label.isEmpty() ? QString() : label + QLatin1Char(' ');
    c.p50->setName(prefix + QStringLiteral("p50"));
    c.p95->setName(prefix + QStringLiteral("p95"));
    c.p99->setName(prefix + QStringLiteral("p99"));
    const bool visible = !points.isEmpty();
    for (QLineSeries *s : {c.p50, c.p95, c.p99})
        chart()->legend()->markers(s).first()->setVisible(visible);
    rescale();
}

void SweepCurveChart::setRateAxisTitle(const QString &title)
{
    m_x->setTitleText(title);
}

QString SweepCurveChart::rateAxisTitle() const
{
    return m_x->titleText();
}

void SweepCurveChart::setThreshold(std::optional<double> valueMs)
{
    m_thresholdMs = valueMs;
    rescale();
}

void SweepCurveChart::setBoundary(std::optional<double> lowerRps, std::optional<double> meanRps,
                                  std::optional<double> upperRps)
{
    m_lower = lowerRps;
    m_mean = meanRps;
    m_upper = upperRps;
    rescale();
}

void SweepCurveChart::setLowerBound(std::optional<double> rateRps)
{
    m_lowerBound = rateRps && *rateRps > 0 ? rateRps : std::nullopt;
    rescale();
}

void SweepCurveChart::setPlannedRate(std::optional<double> plannedRps)
{
    m_planned = plannedRps && *plannedRps > 0 ? plannedRps : std::nullopt;
    rescale();
}

void SweepCurveChart::setComparisonBoundary(std::optional<double> meanRps, const QString &label)
{
    m_comparisonMean = meanRps;
    m_comparisonBoundary->setName(label.isEmpty() ? tr("SLO boundary (compared)") : label);
    rescale();
}

void SweepCurveChart::clear()
{
    for (int i = 0; i < m_curves.size(); ++i)
        setCurve(i, QString(), {});
    m_thresholdMs.reset();
    m_lower.reset();
    m_mean.reset();
    m_upper.reset();
    m_planned.reset();
    m_lowerBound.reset();
    m_comparisonMean.reset();
    rescale();
}

int SweepCurveChart::pointCount(int index) const
{
    return index >= 0 && index < m_curves.size() ? int(m_curves.at(index).points.size()) : 0;
}

void SweepCurveChart::rescale()
{
    double xMax = 1.0, yMax = 1.0;
    for (const Curve &c : m_curves)
        for (const SweepCurvePoint &p : c.points) {
            xMax = std::max(xMax, p.rateRps);
            yMax = std::max(yMax, p.p99);
        }
    if (m_thresholdMs)
        yMax = std::max(yMax, *m_thresholdMs);
    for (const auto &b : {m_lower, m_mean, m_upper, m_planned, m_comparisonMean, m_lowerBound})
        if (b)
            xMax = std::max(xMax, *b);
    xMax *= 1.08;
    yMax *= 1.1;
    std::vector<std::optional<double>> scale{xMax,        yMax,    m_thresholdMs,    m_lower,
                                             m_mean,      m_upper, m_comparisonMean, m_planned,
                                             m_lowerBound};
    if (scale == m_lastScale)
        return;
    m_lastScale = std::move(scale);
    m_x->setRange(0, xMax);
    m_y->setRange(0, yMax);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    const double top = m_y->max();
    const double right = m_x->max();

    m_threshold->replace(m_thresholdMs
                             ? QList<QPointF>{{0, *m_thresholdMs}, {right, *m_thresholdMs}}
                             : QList<QPointF>{});
    auto vertical = [top](const std::optional<double> &x) {
        return x ? QList<QPointF>{{*x, 0}, {*x, top}} : QList<QPointF>{};
    };
    m_boundary->replace(vertical(m_mean));
    m_boundaryLow->replace(vertical(m_lower));
    m_boundaryHigh->replace(vertical(m_upper));
    m_plannedLine->replace(vertical(m_planned));
    m_lowerBoundLine->replace(vertical(m_lowerBound));
    chart()->legend()->markers(m_lowerBoundLine).first()->setVisible(bool(m_lowerBound));
    chart()->legend()->markers(m_threshold).first()->setVisible(bool(m_thresholdMs));
    chart()->legend()->markers(m_boundary).first()->setVisible(bool(m_mean));
    chart()->legend()->markers(m_plannedLine).first()->setVisible(bool(m_planned));
    m_comparisonBoundary->replace(vertical(m_comparisonMean));
    chart()->legend()->markers(m_comparisonBoundary).first()->setVisible(bool(m_comparisonMean));
}

} // namespace llmcap
