#include "charts/StepOutcomeChart.h"

#include "charts/ChartPalette.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

namespace {

QPen pen(const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(color);
    p.setWidthF(width);
    p.setStyle(style);
    return p;
}

} // namespace

StepOutcomeChart::StepOutcomeChart(const QString &title, QWidget *parent)
    : QChartView(parent)
    , m_x(new QValueAxis)
    , m_pct(new QValueAxis)
    , m_rps(new QValueAxis)
    , m_attainment(new QLineSeries)
    , m_goodput(new QLineSeries)
    , m_completed(new QLineSeries)
    , m_passed(new QScatterSeries)
    , m_failed(new QScatterSeries)
    , m_target(new QLineSeries)
{
    auto *c = new QChart;
    c->setTitle(title);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // lines show their dashes
    c->setMargins(QMargins(4, 4, 4, 4));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_pct, Qt::AlignLeft);
    c->addAxis(m_rps, Qt::AlignRight);
    m_x->setTitleText(tr("offered rate (req/s)"));
    m_x->setLabelFormat(QStringLiteral("%.3g"));
    m_pct->setTitleText(tr("%"));
    // Round ticks every 25 %, with a little room above 100 % for the markers of steps that
    // attained everything; no tick at the top.
    m_pct->setRange(0, 105);
    m_pct->setTickType(QValueAxis::TicksDynamic);
    m_pct->setTickAnchor(0);
    m_pct->setTickInterval(25);
    m_pct->setMinorTickCount(0);
    m_pct->setLabelFormat(QStringLiteral("%.0f"));
    m_rps->setTitleText(tr("req/s"));
    m_rps->setLabelFormat(QStringLiteral("%.3g"));
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);

    m_attainment->setName(tr("attainment"));
    m_attainment->setPen(pen(QColor(0x2f, 0x4f, 0x7f), 2.0));
    m_goodput->setName(tr("goodput"));
    m_goodput->setPen(pen(QColor(0x1b, 0x7f, 0x3b), 1.8));
    m_completed->setName(tr("completed"));
    m_completed->setPen(pen(QColor(0x7a, 0x7a, 0x7a), 1.4, Qt::DashLine));
    m_target->setPen(ChartPalette::targetPen());
    for (QScatterSeries *s : {m_passed, m_failed}) {
        s->setMarkerSize(8);
        s->setBorderColor(Qt::transparent);
    }
    m_passed->setColor(ChartPalette::pass());
    m_failed->setColor(ChartPalette::fail());
    for (QAbstractSeries *s :
         std::initializer_list<QAbstractSeries *>{m_attainment, m_target, m_passed, m_failed}) {
        c->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_pct);
    }
    for (QLineSeries *s : {m_goodput, m_completed}) {
        c->addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_rps);
    }
    c->legend()->markers(m_passed).first()->setVisible(false);
    c->legend()->markers(m_failed).first()->setVisible(false);
    setTarget(std::nullopt);
    setPoints({});
}

QList<ChartKey::Entry> StepOutcomeChart::keyEntries() const
{
    QList<ChartKey::Entry> entries;
    for (QLineSeries *s : {m_attainment, m_target, m_goodput, m_completed})
        if (s != m_target || m_targetPct)
            entries.append({s->name(), s->pen(), ChartKey::Entry::Sample::Line, {}});
    return entries;
}

void StepOutcomeChart::setTarget(std::optional<double> attainmentPct)
{
    m_targetPct = attainmentPct;
    if (attainmentPct)
        m_target->setName(tr("target %1 %").arg(QLocale().toString(*attainmentPct, 'g', 4)));
    chart()->legend()->markers(m_target).first()->setVisible(bool(attainmentPct));
    m_target->replace(attainmentPct
                          ? QList<QPointF>{{0, *attainmentPct}, {m_x->max(), *attainmentPct}}
                          : QList<QPointF>{});
}

void StepOutcomeChart::setRateAxisTitle(const QString &title)
{
    m_x->setTitleText(title);
}

void StepOutcomeChart::setPoints(const QList<StepOutcomePoint> &points)
{
    m_points = points;
    std::sort(m_points.begin(), m_points.end(),
              [](const auto &a, const auto &b) { return a.rateRps < b.rateRps; });
    QList<QPointF> attainment, goodput, completed, passed, failed;
    double xMax = 1.0, rpsMax = 1.0;
    for (const StepOutcomePoint &p : m_points) {
        attainment.append({p.rateRps, p.attainmentPct});
        goodput.append({p.rateRps, p.goodputRps});
        completed.append({p.rateRps, p.completedRps});
        (p.pass ? passed : failed).append({p.rateRps, p.attainmentPct});
        xMax = std::max(xMax, p.rateRps);
        rpsMax = std::max({rpsMax, p.goodputRps, p.completedRps});
    }
    // One replace() per series per update.
    m_attainment->replace(attainment);
    m_goodput->replace(goodput);
    m_completed->replace(completed);
    m_passed->replace(passed);
    m_failed->replace(failed);
    m_x->setRange(0, xMax * 1.08);
    m_x->applyNiceNumbers();
    m_rps->setRange(0, rpsMax * 1.1);
    m_rps->applyNiceNumbers();
    setTarget(m_targetPct); // across the new x range
}

} // namespace llmcap
