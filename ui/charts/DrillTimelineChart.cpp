#include "charts/DrillTimelineChart.h"

#include "ReportCharts.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace llmcap {

DrillTimelineChart::DrillTimelineChart(QWidget *parent)
    : QChartView(parent)
{
    auto *c = new QChart;
    c->setTitle(tr("Validation timeline"));
    c->legend()->setAlignment(Qt::AlignBottom);
    c->setMargins(QMargins(4, 4, 4, 4));
    setChart(c);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(260);
}

int DrillTimelineChart::seriesCount() const
{
    return int(chart()->series().size());
}

void DrillTimelineChart::setReport(const ValidationReport &report)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    auto *x = new QValueAxis;
    x->setTitleText(tr("minute"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto *good = new QValueAxis;
    good->setTitleText(tr("good requests %"));
    good->setRange(0, 100);
    auto *load = new QValueAxis;
    load->setTitleText(tr("per replica / min"));
    load->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(good, Qt::AlignLeft);
    c->addAxis(load, Qt::AlignRight);

    const qsizetype minutes = report.minutes.size();
    x->setRange(0, double(std::max<qsizetype>(1, minutes)));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(ReportCharts::minuteTickStep(minutes));
    qint64 maxLoad = 1;
    for (int r = 0; r < report.replicas; ++r) {
        auto *s = new QLineSeries;
        s->setName(r == 0 ? tr("requests per replica") : QString());
        QPen pen(ReportCharts::replicaColor(r));
        pen.setWidthF(1.0);
        s->setPen(pen);
        for (qsizetype m = 0; m < minutes; ++m) {
            const qint64 n = report.minutes.at(m).perReplica.at(size_t(r));
            maxLoad = std::max(maxLoad, n);
            s->append(double(m) + 0.5, double(n));
        }
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(load);
        if (r > 0)
            for (QLegendMarker *marker : c->legend()->markers(s))
                marker->setVisible(false);
    }
    load->setRange(0, double(maxLoad) * 1.1);
    load->applyNiceNumbers();

    auto *attainment = new QLineSeries;
    attainment->setName(tr("good requests %"));
    QPen pen(ReportCharts::attainmentColor());
    pen.setWidthF(2.2);
    attainment->setPen(pen);
    for (qsizetype m = 0; m < minutes; ++m)
        attainment->append(double(m) + 0.5, report.minutes.at(m).attainmentPct());
    c->addSeries(attainment);
    attainment->attachAxis(x);
    attainment->attachAxis(good);

    for (const DrillOutcome &d : report.drills) {
        auto *marker = new QLineSeries;
        marker->setName(d.drill.toText());
        QPen dashed(ReportCharts::drillColor(d.met));
        dashed.setStyle(Qt::DashLine);
        dashed.setWidthF(1.4);
        marker->setPen(dashed);
        marker->append(d.drill.atS / 60.0, 0);
        marker->append(d.drill.atS / 60.0, 100);
        c->addSeries(marker);
        marker->attachAxis(x);
        marker->attachAxis(good);
        for (QLegendMarker *m : c->legend()->markers(marker))
            m->setVisible(false);
    }
}

} // namespace llmcap
