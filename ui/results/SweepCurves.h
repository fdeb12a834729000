#pragma once

#include "charts/SweepCurveChart.h"
#include "results/SweepDetail.h"

#include <QList>

namespace llmcap {

// The four latency metrics the Results page draws against offered rate.
inline const QList<SloMetric> &sweepCurveMetrics()
{
    static const QList<SloMetric> metrics = {SloMetric::Ttft, SloMetric::Itl, SloMetric::Tpot,
                                             SloMetric::QueueTime};
    return metrics;
}

// A stored sweep's steps as chart points for one metric (steps without samples left out).
inline QList<SweepCurvePoint> sweepCurve(const SweepDetail &sweep, SloMetric metric)
{
    QList<SweepCurvePoint> points;
    for (const SweepStep &s : sweep.steps) {
        const LatencyPoint &l = SweepDetail::latency(s, metric);
        if (l.samples <= 0)
            continue;
        points.append({s.rateRps, l.p50, l.p95, l.p99, s.verdict == StepVerdict::Pass});
    }
    return points;
}

// The attainment the SLO's objective for metric asks (0 without one), for the threshold's label.
inline double attainmentOf(const SweepDetail &sweep, SloMetric metric)
{
    const auto objective = sweep.slo ? sweep.slo->objective(metric) : std::nullopt;
    return objective ? objective->attainmentPct : 0;
}

} // namespace llmcap
