#pragma once

#include "slo/Slo.h"
#include "sweep/BoundaryEstimate.h"
#include "sweep/SweepStep.h"

#include <QWidget>

#include <map>
#include <optional>

namespace llmcap {

class ChartKey;
class StepOutcomeChart;
class SweepCurveChart;

// The live view's charts over the finished steps: a row of TTFT, ITL, TPOT and queue time
// (p50/p95/p99) against offered rate with their SLO thresholds and the boundary so far, and
// one key below it for every line of them and of the attainment chart. The attainment chart
// (SLO attainment against its target, with goodput) is fed here too, but placed by the panel
// beside the step table, where it has the width for its axes.
class SweepCurvesView : public QWidget
{
    Q_OBJECT

public:
    explicit SweepCurvesView(QWidget *parent = nullptr);

    SweepCurveChart *curveChart(SloMetric metric) const;
    StepOutcomeChart *outcomeChart() const { return m_outcome; }
    ChartKey *key() const { return m_key; }

    void setRateAxisTitle(const QString &title);
    // Redraws from the steps so far, the SLO they are judged by and the search's estimate.
    void update(const QList<SweepStep> &steps, const std::optional<Slo> &slo,
                const std::optional<BoundaryEstimate> &estimate);

    // The attainment a step's requests must reach: the latency objectives' target, the
    // strictest where they differ (a step passes only when each objective reaches its own).
    static std::optional<double> attainmentTarget(const Slo &slo);

private:
    void updateKey();

    std::map<SloMetric, SweepCurveChart *> m_curves;
    StepOutcomeChart *m_outcome;
    ChartKey *m_key;
};

} // namespace llmcap
