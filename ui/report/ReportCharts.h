#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QString>

class QPainter;

namespace llmcap {

struct CapacityPlan;
struct Footprint;
struct SweepSummary;
class ValidationReport;

// Charts drawn with QPainter (no QtCharts), for the PDF report and for widgets that show the
// same picture on screen.
class ReportCharts
{
    Q_DECLARE_TR_FUNCTIONS(ReportCharts)

public:
    // Stacked bars per envelope: base, growth, failure and rollout reserve, with the range of
    // the total as a whisker and the warm part marked.
    static void paintPlan(QPainter &p, const QRectF &area, const CapacityPlan &plan);
    // One latency metric against the offered rate: the measured percentile per step, the SLO
    // threshold as a horizontal line and the sustainable load (boundary) as a vertical band.
    static void paintSweep(QPainter &p, const QRectF &area, const SweepSummary &sweep,
                           const QString &metricKey);
    // A run-class sweep (issue 18): run duration p50 / p90 / p99 against the offered runs/s, the
    // run-duration objective's threshold as a horizontal line and the boundary as in paintSweep.
    static void paintRunDuration(QPainter &p, const QRectF &area, const SweepSummary &sweep);
    // Memory of one GPU: weights, activations, non-torch, KV cache and what is left.
    static void paintFootprint(QPainter &p, const QRectF &area, const Footprint &footprint);
    // A fleet validation's timeline (issue 19): per minute the share of good requests (left
    // axis, 0-100 %) and the requests each replica got (right axis), a dashed marker at every
    // drill (green: the SLO held through it, red: it broke it).
    static void paintDrillTimeline(QPainter &p, const QRectF &area, const ValidationReport &report);

    // The timeline's look, shared with the GUI's DrillTimelineChart.
    static QColor attainmentColor();
    static QColor replicaColor(int replica);
    static QColor drillColor(bool met);
    // Minutes between x-axis ticks: at most about ten ticks.
    static double minuteTickStep(qsizetype minutes);

    // The same charts as images (white background), at scale x the logical size.
    static QImage planImage(const CapacityPlan &plan, QSize size, qreal scale = 2.0);
    static QImage sweepImage(const SweepSummary &sweep, const QString &metricKey, QSize size,
                             qreal scale = 2.0);
    static QImage runDurationImage(const SweepSummary &sweep, QSize size, qreal scale = 2.0);
    static QImage footprintImage(const Footprint &footprint, QSize size, qreal scale = 2.0);
    static QImage drillTimelineImage(const ValidationReport &report, QSize size, qreal scale = 2.0);
};

} // namespace llmcap
