#include "export/PlanCsv.h"

#include "export/CsvWriter.h"
#include "export/ReportData.h"
#include "plan/CapacityPlan.h"
#include "plan/SweepSummary.h"

#include <cmath>

namespace llmcap {

QByteArray PlanCsv::planRows(const CapacityPlan &plan)
{
    CsvWriter csv;
    csv.addRow({QStringLiteral("envelope"),
                QStringLiteral("component"),
                QStringLiteral("label"),
                QStringLiteral("replicas"),
                QStringLiteral("replicas_low"),
                QStringLiteral("replicas_high"),
                QStringLiteral("gpus"),
                QStringLiteral("gpu_type"),
                QStringLiteral("preliminary"),
                QStringLiteral("unsafe"),
                QStringLiteral("note"),
                QStringLiteral("rate_unit"),
                QStringLiteral("peak"),
                QStringLiteral("peak_calls_per_s"),
                QStringLiteral("planned_per_replica"),
                QStringLiteral("planned_calls_per_s_per_replica"),
                QStringLiteral("sim_speed"),
                QStringLiteral("currency"),
                QStringLiteral("price_per_gpu_hour"),
                QStringLiteral("monthly_cost"),
                QStringLiteral("monthly_cost_low"),
                QStringLiteral("monthly_cost_high"),
                QStringLiteral("cost_per_million_output_tokens"),
                QStringLiteral("cost_note"),
                QStringLiteral("breach_provenance"),
                QStringLiteral("breach_basis"),
                QStringLiteral("breach_probability_pct"),
                QStringLiteral("breach_target_pct"),
                QStringLiteral("breach_serving_replicas"),
                QStringLiteral("breach_needed_replicas")});
    const QString preliminary = plan.preliminary ? QStringLiteral("true") : QStringLiteral("false");
    const QString unsafe = plan.unsafe ? QStringLiteral("true") : QStringLiteral("false");
    // An unsafe plan says why on every row, so no row is read without it.
    const QString why = CapacityPlan::tr("unsafe: no rate held in the confirmation runs");
    // The rates of a row's envelope: its unit (runs/s for run classes), the peak and the rate
    // each replica is planned at, and both in LLM calls/s; empty for the all-envelopes total.
    auto rates = [&plan](const QString &envelope) -> QStringList {
        for (const EnvelopePlan &e : plan.envelopes) {
            if (e.envelope.id != envelope)
                continue;
            const bool planned = e.planned;
            // The built-in server's speed the sweep ran at: its rates were converted to the
            // replica's own time (SweepSummary::toReplicaTime); empty in real time.
            const double speed = e.sustainable.simSpeed;
            return {e.rateUnit,
                    CsvWriter::number(e.peakRps),
                    CsvWriter::number(e.inRuns() ? e.peakCallsRps : e.peakRps),
                    planned ? CsvWriter::number(e.inputs.sustainableRps) : QString(),
                    planned ? CsvWriter::number(e.plannedCallsRps()) : QString(),
                    speed != 1.0 ? CsvWriter::number(speed) : QString()};
        }
        return {QString(), QString(), QString(), QString(), QString(), QString()};
    };
    // The cost of a row's GPUs a month (PlanCost, 730 h); the last total row also carries the
    // cost per million output tokens. Without a price every row says why in cost_note.
    const PlanCost &cost = plan.cost;
    const QString lastTotal = cost.available ? cost.lines.constLast().envelope : QString();
    auto costs = [&cost, &lastTotal](const PlanRow &r) -> QStringList {
        const CostLine *l = cost.line(r.envelope, r.component);
        if (!cost.available || !l)
            return {QString(),
                    QString(),
                    QString(),
                    QString(),
                    QString(),
                    QString(),
                    cost.available ? QString() : cost.missing};
        const bool total = r.component == QLatin1String("total") && r.envelope == lastTotal;
        return {cost.price.currency,
                CsvWriter::number(cost.price.perGpuHour),
                CsvWriter::number(l->monthly),
                CsvWriter::number(l->monthlyLow),
                CsvWriter::number(l->monthlyHigh),
                total && cost.perMillionOutputTokens > 0
                    ? CsvWriter::number(cost.perMillionOutputTokens)
                    : QString(),
                l->included ? CapacityPlan::tr("included in the total") : QString()};
    };
    // The breach risk of a row's envelope (BreachRisk): where its distribution comes from
    // (modeled, assumed or unknown), the probability of its serving replicas and the count the
    // target needs; the numbers empty when unknown, and for the all-envelopes total.
    auto breach = [&plan](const QString &envelope) -> QStringList {
        for (const EnvelopePlan &e : plan.envelopes) {
            if (e.envelope.id != envelope || !e.planned)
                continue;
            const BreachRisk &b = e.breach;
            const bool known = b.known();
            return {b.provenanceKey(),
                    b.basisKey(),
                    known ? CsvWriter::number(b.probabilityPct) : QString(),
                    CsvWriter::number(b.targetPct),
                    QString::number(b.servingReplicas),
                    known && b.neededReplicas >= 0 ? QString::number(b.neededReplicas) : QString()};
        }
        return {QString(), QString(), QString(), QString(), QString(), QString()};
    };
    // The GPU the counts are of, as the serving configuration names it (gpu_type).
    const QString gpuType = plan.footprintInput ? plan.footprintInput->gpu.name : QString();
    for (const PlanRow &r : plan.rows())
        csv.addRow(QStringList{r.envelope, r.component, r.label, QString::number(r.replicas),
                               QString::number(r.low), QString::number(r.high),
                               plan.gpusPerReplica > 0 ? QString::number(r.gpus) : QString(),
                               gpuType, preliminary, unsafe,
                               !plan.unsafe       ? r.note
                               : r.note.isEmpty() ? why
                                                  : r.note + QLatin1String("; ") + why} +
                   rates(r.envelope) + costs(r) + breach(r.envelope));
    return csv.data();
}

QByteArray PlanCsv::sweepSteps(const SweepSummary &sweep)
{
    // The columns of the objectives' own percentiles (e.g. ttft_ms = TTFT p95 when the TTFT
    // objective is "95 %"), then every metric's p50 / p95 / p99 that some step measured.
    QStringList objectives;
    QStringList measured;
    for (const SweepStepSummary &s : sweep.steps) {
        for (const QString &k : s.latencyMs.keys())
            if (!objectives.contains(k))
                objectives.append(k);
        for (const QString &k : s.percentiles.keys())
            if (!measured.contains(k))
                measured.append(k);
    }
    QStringList metrics;
    for (SloMetric m : Slo::allMetrics())
        if (measured.contains(Slo::key(m)))
            metrics.append(Slo::key(m));
    CsvWriter csv;
    QStringList header = {QStringLiteral("offered_rps"), QStringLiteral("completed_rps"),
                          QStringLiteral("goodput_rps"), QStringLiteral("attainment_pct"),
                          QStringLiteral("meets_slo")};
    for (const QString &m : objectives)
        header.append(m + QLatin1String("_ms"));
    header << QStringLiteral("verdict") << QStringLiteral("reasons") << QStringLiteral("step")
           << QStringLiteral("repeat") << QStringLiteral("confirmation")
           << QStringLiteral("error_rate_pct");
    for (const QString &m : metrics)
        header << m + QLatin1String("_p50_ms") << m + QLatin1String("_p95_ms")
               << m + QLatin1String("_p99_ms");
    header << QStringLiteral("steady") << QStringLiteral("steady_start_s")
           << QStringLiteral("steady_window_s") << QStringLiteral("in_flight_mean")
           << QStringLiteral("in_flight_p95") << QStringLiteral("little_in_flight");
    // A run-class sweep offered runs/s: the rates above count runs, and the calls/s they
    // produced and its run-duration curve follow.
    const bool runs = sweep.inRuns();
    if (runs)
        header << QStringLiteral("rate_unit") << QStringLiteral("offered_calls_per_s")
               << QStringLiteral("completed_calls_per_s") << QStringLiteral("goodput_calls_per_s")
               << QStringLiteral("runs") << QStringLiteral("calls_per_run")
               << QStringLiteral("run_duration_p50_ms") << QStringLiteral("run_duration_p90_ms")
               << QStringLiteral("run_duration_p99_ms");
    csv.addRow(header);
    auto optional = [](double v) { return std::isfinite(v) ? CsvWriter::number(v) : QString(); };
    for (const SweepStepSummary &s : sweep.steps) {
        QStringList row = {CsvWriter::number(s.offeredRps), CsvWriter::number(s.completedRps),
                           CsvWriter::number(s.goodputRps), CsvWriter::number(s.attainmentPct),
                           s.meetsSlo ? QStringLiteral("true") : QStringLiteral("false")};
        for (const QString &m : objectives)
            row.append(s.latencyMs.contains(m) ? CsvWriter::number(s.latencyMs.value(m))
                                               : QString());
        row << s.verdict << s.reasons.join(QLatin1String("; ")) << QString::number(s.index + 1)
            << QString::number(s.repeat)
            << (s.confirm ? QStringLiteral("true") : QStringLiteral("false"))
            << CsvWriter::number(s.errorRatePct);
        for (const QString &m : metrics) {
            if (!s.percentiles.contains(m)) {
                row << QString() << QString() << QString();
                continue;
            }
            const LatencyPoint p = s.percentiles.value(m);
            row << CsvWriter::number(p.p50) << CsvWriter::number(p.p95) << CsvWriter::number(p.p99);
        }
        row << (s.steady ? QStringLiteral("true") : QStringLiteral("false"))
            << CsvWriter::number(s.steadyStartS) << CsvWriter::number(s.steadyWindowS)
            << optional(s.inFlightMean) << optional(s.inFlightP95) << optional(s.littleInFlight);
        if (runs) {
            // The calls the step's runs sent when it measured them, else its runs/s at the
            // measured calls per run (the sweep's mean when the step has none).
            const double perRun = s.run.callsPerRun > 0 ? s.run.callsPerRun : sweep.callsPerRun;
            const double offeredCalls = s.run.offeredCallsPerS > 0 ? s.run.offeredCallsPerS
                                        : perRun > 0               ? s.offeredRps * perRun
                                                                   : -1;
            auto known = [](double v) { return v > 0 ? CsvWriter::number(v) : QString(); };
            row << sweep.rateUnit << known(offeredCalls) << known(s.run.completedCallsPerS)
                << (s.run.offeredCallsPerS > 0 ? CsvWriter::number(s.run.goodputCallsPerS)
                                               : QString());
            if (s.run.any())
                row << QString::number(s.run.runs) << CsvWriter::number(s.run.callsPerRun)
                    << CsvWriter::number(s.run.durationP50Ms)
                    << CsvWriter::number(s.run.durationP90Ms)
                    << CsvWriter::number(s.run.durationP99Ms);
            else
                row << QString() << QString() << QString() << QString() << QString();
        }
        csv.addRow(row);
    }
    return csv.data();
}

} // namespace llmcap
