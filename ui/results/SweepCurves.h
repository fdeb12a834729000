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

} // namespace llmcap
