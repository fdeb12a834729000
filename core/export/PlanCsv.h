#pragma once

#include <QByteArray>

namespace llmcap {

struct CapacityPlan;
struct SweepSummary;

// CSV exports: the plan table (one row per envelope and component) and a sweep's steps.
// Per-request results are exported from the run storage of benchmark runs.
class PlanCsv
{
public:
    // envelope,component,label,replicas,replicas_low,replicas_high,gpus,preliminary,note
    static QByteArray planRows(const CapacityPlan &plan);
    // offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,<metric>_ms...
    static QByteArray sweepSteps(const SweepSummary &sweep);
};

} // namespace llmcap
