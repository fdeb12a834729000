#pragma once

#include <QByteArray>

namespace llmcap {

struct CapacityPlan;
struct SweepSummary;

// CSV exports: the plan table (one row per envelope and component) and a sweep's steps.
// Per-request results of a sweep's runs: SweepRequestsCsv.
class PlanCsv
{
public:
    // envelope,component,label,replicas,replicas_low,replicas_high,gpus,gpu_type (the GPU's
    // catalog name, empty when the plan has no replica configuration),preliminary,unsafe,note,
    // rate_unit,peak,peak_calls_per_s,planned_per_replica,planned_calls_per_s_per_replica,
    // currency,price_per_gpu_hour,monthly_cost,monthly_cost_low,monthly_cost_high,
    // cost_per_million_output_tokens (on the plan's total row),cost_note (why the cost is
    // missing; "included in the total" for the warm reserve)
    static QByteArray planRows(const CapacityPlan &plan);
    // offered_rps,completed_rps,goodput_rps,attainment_pct,meets_slo,<metric>_ms... (each
    // objective's metric at the objective's percentile), verdict,reasons,step,repeat,
    // error_rate_pct, then <metric>_p50_ms,<metric>_p95_ms,<metric>_p99_ms for every metric
    // measured, then steady,steady_start_s,steady_window_s,in_flight_mean,in_flight_p95,
    // little_in_flight. A sweep of run classes (its rates runs/s) adds rate_unit, the calls/s
    // offered, completed and good, and the runs, calls per run and run-duration percentiles.
    static QByteArray sweepSteps(const SweepSummary &sweep);
};

} // namespace llmcap
