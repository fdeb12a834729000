#pragma once

#include "charts/ChartKey.h"

#include <QChartView>
#include <QList>

#include <optional>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace llmcap {

// One finished sweep step as the outcome chart shows it.
struct StepOutcomePoint
{
    double rateRps = 0;
    double attainmentPct = 0;
    double goodputRps = 0;
    double completedRps = 0;
    bool pass = false;
};

// SLO attainment (left axis, %, ticks at 0/25/50/75/100) with the SLO's attainment target as a
// dashed line, and goodput beside the completed rate (right axis, req/s) against offered rate,
// one point per finished step; passing steps green, failing red. Where goodput falls away from
// the completed rate, requests are served but miss the SLO.
class StepOutcomeChart : public QChartView
{
    Q_OBJECT

public:
    explicit StepOutcomeChart(const QString &title, QWidget *parent = nullptr);

    void setPoints(const QList<StepOutcomePoint> &points);
    // The x axis' title; "offered rate (req/s)" unless a sweep of runs says runs/s.
    void setRateAxisTitle(const QString &title);
    // The attainment a step must reach (nullopt removes the line); the line is named with it.
    void setTarget(std::optional<double> attainmentPct);
    std::optional<double> target() const { return m_targetPct; }
    int pointCount() const { return int(m_points.size()); }
    // Its lines with their pens and names, for a view that hides the chart's legend (ChartKey);
    // the target while one is set.
    QList<ChartKey::Entry> keyEntries() const;
    QValueAxis *attainmentAxis() const { return m_pct; }

private:
    QValueAxis *m_x;
    QValueAxis *m_pct;
    QValueAxis *m_rps;
    QLineSeries *m_attainment;
    QLineSeries *m_goodput;
    QLineSeries *m_completed;
    QScatterSeries *m_passed;
    QScatterSeries *m_failed;
    QLineSeries *m_target;
    std::optional<double> m_targetPct;
    QList<StepOutcomePoint> m_points;
};

} // namespace llmcap
