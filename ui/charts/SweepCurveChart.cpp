#include "charts/SweepCurveChart.h"

#include "charts/ChartPalette.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

namespace {

using Percentile = ChartPalette::Percentile;

// The latency axis with a threshold: from 1.25 to 2.5 times it, as the steps need; without one
// what the steps need.
double latencyTop(double dataMax, std::optional<double> thresholdMs)
{
    if (!thresholdMs || !(*thresholdMs > 0))
        return dataMax * 1.1;
    return std::clamp(dataMax * 1.1, *thresholdMs * 1.25, *thresholdMs * 2.5);
}

void hideMarker(QChart *chart, QAbstractSeries *series)
{
    chart->legend()->markers(series).first()->setVisible(false);
}

} // namespace

SweepCurveChart::SweepCurveChart(const QString &title, QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_y(new QValueAxis)
    , m_threshold(new QLineSeries)
    , m_thresholdLabel(nullptr)
    , m_boundary(new QLineSeries)
    , m_boundaryLow(new QLineSeries)
    , m_boundaryHigh(new QLineSeries)
    , m_plannedLine(new QLineSeries)
    , m_lowerBoundLine(new QLineSeries)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // lines show their dashes
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

    m_curves.append(makeCurve(false));
    m_curves.append(makeCurve(true));

    m_threshold->setPen(ChartPalette::thresholdPen());
    m_threshold->setName(tr("SLO threshold"));
    m_boundary->setPen(ChartPalette::boundaryPen());
    m_boundary->setName(tr("SLO boundary"));
    m_boundaryLow->setPen(ChartPalette::intervalPen());
    m_boundaryHigh->setPen(ChartPalette::intervalPen());
    m_boundaryLow->setName(tr("its interval"));
    // The rate plans use sits at or below the interval's lower end: its own colour and dash-dot
    // keep it apart from the interval's dotted green line when the two nearly coincide.
    m_plannedLine->setPen(ChartPalette::plannedPen());
    m_plannedLine->setName(tr("planned rate"));
    // A sweep with no failing step yet has a lower bound: grey and named so, never green.
    m_lowerBoundLine->setPen(ChartPalette::lowerBoundPen());
    m_lowerBoundLine->setName(tr("at least (no step failed yet)"));
    for (QLineSeries *s :
         {m_threshold, m_boundary, m_boundaryLow, m_boundaryHigh, m_plannedLine, m_lowerBoundLine})
        attach(s);
    hideMarker(c, m_boundaryHigh);

    m_comparisonBoundary = new QLineSeries;
    m_comparisonBoundary->setPen(ChartPalette::comparisonBoundaryPen());
    m_comparisonBoundary->setName(tr("SLO boundary (compared)"));
    attach(m_comparisonBoundary);
    hideMarker(c, m_comparisonBoundary);

    // The threshold's value beside its line, so a reader need not find it on the axis.
    m_thresholdLabel = new QGraphicsSimpleTextItem(c);
    m_thresholdLabel->setBrush(ChartPalette::fail());
    QFont small = m_thresholdLabel->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_thresholdLabel->setFont(small);
    m_thresholdLabel->setZValue(10);
    m_thresholdLabel->hide();
    connect(c, &QChart::plotAreaChanged, this, &SweepCurveChart::placeThresholdLabel);
    rescale();
}

void SweepCurveChart::attach(QAbstractSeries *series)
{
    chart()->addSeries(series);
    series->attachAxis(m_x);
    series->attachAxis(m_y);
}

SweepCurveChart::Curve SweepCurveChart::makeCurve(bool comparison)
{
    Curve c{new QLineSeries,    new QLineSeries,    new QLineSeries,    new QScatterSeries,
            new QScatterSeries, new QScatterSeries, new QScatterSeries, {}};
    const Percentile percentiles[] = {Percentile::P50, Percentile::P95, Percentile::P99};
    QLineSeries *lines[] = {c.p50, c.p95, c.p99};
    for (int i = 0; i < 3; ++i) {
        QPen pen = ChartPalette::percentilePen(percentiles[i]);
        if (comparison) { // the compared sweep: the same styles, paler, its points marked
            QColor pale = pen.color();
            pale.setAlpha(110);
            pen.setColor(pale);
            lines[i]->setPointsVisible(true);
            lines[i]->setMarkerSize(5);
        }
        lines[i]->setPen(pen);
        lines[i]->setName(ChartPalette::percentileName(percentiles[i]));
        attach(lines[i]);
        hideMarker(chart(), lines[i]); // until the curve has points
    }
    for (QScatterSeries *s : {c.passed, c.failed, c.passedOff, c.failedOff}) {
        s->setBorderColor(Qt::transparent);
        s->setMarkerSize(8);
    }
    c.passed->setColor(ChartPalette::pass());
    c.failed->setColor(ChartPalette::fail());
    c.passed->setName(tr("step passed"));
    c.failed->setName(tr("step failed"));
    for (QScatterSeries *s : {c.passedOff, c.failedOff}) {
        s->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
        s->setMarkerSize(12);
        s->setName(tr("above the axis"));
    }
    c.passedOff->setColor(ChartPalette::pass());
    c.failedOff->setColor(ChartPalette::fail());
    for (QScatterSeries *s : {c.passed, c.failed, c.passedOff, c.failedOff}) {
        attach(s);
        hideMarker(chart(), s);
    }
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
    const QString prefix = label.isEmpty() ? QString() : label + QLatin1Char(' ');
    c.p50->setName(prefix + ChartPalette::percentileName(Percentile::P50));
    c.p95->setName(prefix + ChartPalette::percentileName(Percentile::P95));
    c.p99->setName(prefix + ChartPalette::percentileName(Percentile::P99));
    const bool visible = !points.isEmpty();
    for (QLineSeries *s : {c.p50, c.p95, c.p99})
        chart()->legend()->markers(s).first()->setVisible(visible);
    m_curvesDirty = true;
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

void SweepCurveChart::setThreshold(std::optional<double> valueMs, double attainmentPct)
{
    m_thresholdMs = valueMs;
    m_thresholdAttainmentPct = attainmentPct;
    const QLocale loc;
    if (!valueMs)
        m_thresholdLabel->setText(QString());
    else if (attainmentPct > 0)
        m_thresholdLabel->setText(
            tr("SLO p%1 %2 ms")
                .arg(loc.toString(attainmentPct, 'g', 4), loc.toString(*valueMs, 'g', 6)));
    else
        m_thresholdLabel->setText(tr("SLO %1 ms").arg(loc.toString(*valueMs, 'g', 6)));
    rescale();
}

QString SweepCurveChart::thresholdLabel() const
{
    return m_thresholdLabel->isVisible() ? m_thresholdLabel->text() : QString();
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
    setThreshold(std::nullopt);
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

double SweepCurveChart::latencyAxisMax() const
{
    return m_y->max();
}

int SweepCurveChart::offScaleCount(int index) const
{
    if (index < 0 || index >= m_curves.size())
        return 0;
    const Curve &c = m_curves.at(index);
    return int(c.passedOff->count() + c.failedOff->count());
}

QList<ChartKey::Entry> SweepCurveChart::keyEntries() const
{
    using Sample = ChartKey::Entry::Sample;
    const Curve &c = m_curves.first();
    QList<ChartKey::Entry> entries;
    for (QLineSeries *s : {c.p50, c.p95, c.p99})
        entries.append({s->name(), s->pen(), Sample::Line, {}});
    entries.append({c.passed->name(), QPen(Qt::NoPen), Sample::Dot, c.passed->color()});
    entries.append({c.failed->name(), QPen(Qt::NoPen), Sample::Dot, c.failed->color()});
    entries.append(
        {c.failedOff->name(), QPen(Qt::NoPen), Sample::Triangle, ChartPalette::offScale()});
    entries.append({m_threshold->name(), m_threshold->pen(), Sample::Line, {}});
    for (QLineSeries *s : {m_boundary, m_boundaryLow, m_plannedLine, m_lowerBoundLine})
        entries.append({s->name(), s->pen(), Sample::Line, {}});
    return entries;
}

void SweepCurveChart::rescale()
{
    double xMax = 1.0, dataMax = 1.0;
    for (const Curve &c : m_curves)
        for (const SweepCurvePoint &p : c.points) {
            xMax = std::max(xMax, p.rateRps);
            dataMax = std::max(dataMax, p.p99);
        }
    for (const auto &b : {m_lower, m_mean, m_upper, m_planned, m_comparisonMean, m_lowerBound})
        if (b)
            xMax = std::max(xMax, *b);
    xMax *= 1.08;
    const double yMax = latencyTop(dataMax, m_thresholdMs);
    std::vector<std::optional<double>> scale{xMax,        yMax,    m_thresholdMs,    m_lower,
                                             m_mean,      m_upper, m_comparisonMean, m_planned,
                                             m_lowerBound};
    if (scale == m_lastScale) {
        if (m_curvesDirty)
            fillCurves();
        return;
    }
    m_lastScale = std::move(scale);
    m_x->setRange(0, xMax);
    m_y->setRange(0, yMax);
    m_x->applyNiceNumbers();
    m_y->applyNiceNumbers();
    const double top = m_y->max();
    const double right = m_x->max();
    fillCurves();

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
    QLegend *legend = chart()->legend();
    legend->markers(m_lowerBoundLine).first()->setVisible(bool(m_lowerBound));
    legend->markers(m_threshold).first()->setVisible(bool(m_thresholdMs));
    legend->markers(m_boundary).first()->setVisible(bool(m_mean));
    legend->markers(m_boundaryLow).first()->setVisible(bool(m_lower) && m_lower != m_mean);
    legend->markers(m_plannedLine).first()->setVisible(bool(m_planned));
    m_comparisonBoundary->replace(vertical(m_comparisonMean));
    legend->markers(m_comparisonBoundary).first()->setVisible(bool(m_comparisonMean));
    placeThresholdLabel();
}

// Values above the axis run along its top edge; their step is a triangle there, in the colour
// of its verdict, instead of a dot.
void SweepCurveChart::fillCurves()
{
    m_curvesDirty = false;
    const double top = m_y->max();
    for (Curve &c : m_curves) {
        QList<QPointF> p50, p95, p99, passed, failed, passedOff, failedOff;
        for (const SweepCurvePoint &p : c.points) {
            p50.append({p.rateRps, std::min(p.p50, top)});
            p95.append({p.rateRps, std::min(p.p95, top)});
            p99.append({p.rateRps, std::min(p.p99, top)});
            if (p.p99 > top)
                (p.pass ? passedOff : failedOff).append({p.rateRps, top});
            else
                (p.pass ? passed : failed).append({p.rateRps, p.p99});
        }
        c.p50->replace(p50);
        c.p95->replace(p95);
        c.p99->replace(p99);
        c.passed->replace(passed);
        c.failed->replace(failed);
        c.passedOff->replace(passedOff);
        c.failedOff->replace(failedOff);
    }
    const Curve &first = m_curves.first();
    chart()
        ->legend()
        ->markers(first.failedOff)
        .first()
        ->setVisible(first.passedOff->count() + first.failedOff->count() > 0);
}

// Above the threshold line's left end, inside the plot: where the steps' latencies are low.
void SweepCurveChart::placeThresholdLabel()
{
    if (!m_thresholdMs || m_thresholdLabel->text().isEmpty()) {
        m_thresholdLabel->hide();
        return;
    }
    const QPointF start = chart()->mapToPosition(QPointF(m_x->min(), *m_thresholdMs), m_threshold);
    m_thresholdLabel->setPos(start.x() + 4,
                             start.y() - m_thresholdLabel->boundingRect().height() - 3);
    m_thresholdLabel->show();
}

} // namespace llmcap
