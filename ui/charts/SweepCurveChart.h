#pragma once

#include "charts/ChartKey.h"

#include <QChartView>
#include <QList>

#include <optional>
#include <vector>

class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace llmcap {

// One finished sweep step for one latency metric.
struct SweepCurvePoint
{
    double rateRps = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    bool pass = false;
};

// A latency metric (TTFT, ITL, TPOT, queue time) against offered rate: p50, p95 and p99 per
// step in the shared percentile styles (ChartPalette), the SLO threshold as a labelled dashed
// line, and the boundary with its confidence interval and the rate plans use
// (BoundaryEstimate::plannedRps) as vertical lines. With a threshold the latency axis is scaled
// around it (up to about 2.5 times it), so a threshold never sits at the bottom of an axis
// stretched by an overloaded step; values above the axis are drawn at its top edge, their step
// as a triangle. A second curve (index 1) overlays another sweep for comparison, paler and
// with its points marked.
class SweepCurveChart : public QChartView
{
    Q_OBJECT

public:
    explicit SweepCurveChart(const QString &title, QWidget *parent = nullptr);

    void setCurve(int index, const QString &label, const QList<SweepCurvePoint> &points);
    // The x axis' title; "offered rate (req/s)" unless a sweep of runs says runs/s.
    void setRateAxisTitle(const QString &title);
    QString rateAxisTitle() const;
    // The objective's threshold; with its attainment the label names the percentile it bounds
    // ("SLO p95 800 ms"), else "SLO 800 ms".
    void setThreshold(std::optional<double> valueMs, double attainmentPct = 0);
    QString thresholdLabel() const;
    // The highest passing rate of a sweep that found no failing one: a lower bound, drawn grey
    // and named "at least", never as the boundary (nullopt removes it).
    void setLowerBound(std::optional<double> rateRps);
    void setBoundary(std::optional<double> lowerRps, std::optional<double> meanRps,
                     std::optional<double> upperRps);
    // The rate plans divide by, drawn dash-dotted and named "planned rate" in the legend.
    void setPlannedRate(std::optional<double> plannedRps);
    std::optional<double> plannedRate() const { return m_planned; }
    // The boundary of the second curve's sweep, in its colour (comparisons).
    void setComparisonBoundary(std::optional<double> meanRps, const QString &label = {});
    void clear();

    int pointCount(int index) const;
    // The latency axis' range and how many steps of a curve lie above it.
    double latencyAxisMax() const;
    int offScaleCount(int index) const;
    // A key of every kind of line and marker this chart draws for one sweep, with their pens
    // and names, for a view that hides the charts' own legends (ChartKey).
    QList<ChartKey::Entry> keyEntries() const;

private:
    struct Curve
    {
        QLineSeries *p50;
        QLineSeries *p95;
        QLineSeries *p99;
        QScatterSeries *passed;
        QScatterSeries *failed;
        QScatterSeries *passedOff; // steps whose p99 lies above the axis, at its top edge
        QScatterSeries *failedOff;
        QList<SweepCurvePoint> points;
    };
    Curve makeCurve(bool comparison);
    void attach(QAbstractSeries *series);
    void rescale();
    void fillCurves();
    void placeThresholdLabel();

    QValueAxis *m_x;
    QValueAxis *m_y;
    QList<Curve> m_curves;
    QLineSeries *m_threshold;
    QGraphicsSimpleTextItem *m_thresholdLabel;
    QLineSeries *m_boundary;
    QLineSeries *m_boundaryLow;
    QLineSeries *m_boundaryHigh;
    QLineSeries *m_plannedLine;
    QLineSeries *m_lowerBoundLine;
    std::optional<double> m_thresholdMs;
    double m_thresholdAttainmentPct = 0;
    std::optional<double> m_lower, m_mean, m_upper, m_planned, m_lowerBound;
    QLineSeries *m_comparisonBoundary = nullptr;
    std::optional<double> m_comparisonMean;
    // What the last rescale() drew from: an unchanged scale and markers are not redrawn (each
    // redraw relayouts the chart; a live view sets curve, threshold and boundary per step).
    std::vector<std::optional<double>> m_lastScale;
    bool m_curvesDirty = true;
};

} // namespace llmcap
