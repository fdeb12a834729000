#include "export/ReportJson.h"

#include "appinfo/AppInfo.h"
#include "export/ExportRedaction.h"
#include "export/MetricDefinitions.h"
#include "export/ReportData.h"
#include "sizing/SizingCompleteness.h"

#include <QJsonArray>

#include <cmath>

namespace llmcap {

namespace {

QJsonObject runFigures(const RunStepFigures &f)
{
    return {{QStringLiteral("runs"), f.runs},
            {QStringLiteral("calls_per_run"), f.callsPerRun},
            {QStringLiteral("duration_p50_ms"), f.durationP50Ms},
            {QStringLiteral("duration_p90_ms"), f.durationP90Ms},
            {QStringLiteral("duration_p95_ms"), f.durationP95Ms},
            {QStringLiteral("duration_p99_ms"), f.durationP99Ms}};
}

QJsonObject runDurationCurve(const SweepSummary &s)
{
    QJsonArray points;
    for (const SweepStepSummary &step : s.steps) {
        if (!step.run.any())
            continue;
        points.append(QJsonObject{{QStringLiteral("step"), step.index + 1},
                                  {QStringLiteral("offered_runs_per_s"), step.offeredRps},
                                  {QStringLiteral("p50_ms"), step.run.durationP50Ms},
                                  {QStringLiteral("p90_ms"), step.run.durationP90Ms},
                                  {QStringLiteral("p99_ms"), step.run.durationP99Ms},
                                  {QStringLiteral("runs"), step.run.runs},
                                  {QStringLiteral("meets_slo"), step.meetsSlo}});
    }
    QJsonObject curve{{QStringLiteral("points"), points}};
    if (const auto objective = s.slo.runDurationFor()) {
        curve.insert(QStringLiteral("threshold_ms"), objective->thresholdMs);
        curve.insert(QStringLiteral("attainment"), objective->attainmentPct);
    }
    return curve;
}

QJsonObject sweepToJson(const SweepSummary &s)
{
    QJsonArray steps;
    for (const SweepStepSummary &step : s.steps) {
        QJsonObject latency;
        for (auto it = step.latencyMs.begin(); it != step.latencyMs.end(); ++it)
            latency.insert(it.key(), it.value());
        QJsonObject percentiles;
        for (auto it = step.percentiles.begin(); it != step.percentiles.end(); ++it)
            percentiles.insert(it.key(), QJsonObject{{QStringLiteral("p50"), it->p50},
                                                     {QStringLiteral("p95"), it->p95},
                                                     {QStringLiteral("p99"), it->p99},
                                                     {QStringLiteral("samples"), it->samples}});
        QJsonObject row{{QStringLiteral("step"), step.index + 1},
                        {QStringLiteral("repeat"), step.repeat},
                        {QStringLiteral("confirmation"), step.confirm},
                        {QStringLiteral("phase"), step.phase},
                        {QStringLiteral("offered_rps"), step.offeredRps},
                        {QStringLiteral("completed_rps"), step.completedRps},
                        {QStringLiteral("goodput_rps"), step.goodputRps},
                        {QStringLiteral("attainment_pct"), step.attainmentPct},
                        {QStringLiteral("error_rate_pct"), step.errorRatePct},
                        {QStringLiteral("meets_slo"), step.meetsSlo},
                        {QStringLiteral("verdict"), step.verdict},
                        {QStringLiteral("reasons"), QJsonArray::fromStringList(step.reasons)},
                        {QStringLiteral("latency_ms"), latency},
                        {QStringLiteral("percentiles_ms"), percentiles},
                        {QStringLiteral("steady"), step.steady},
                        {QStringLiteral("steady_start_s"), step.steadyStartS},
                        {QStringLiteral("steady_window_s"), step.steadyWindowS}};
        const std::pair<const char *, double> concurrency[] = {
            {"in_flight_mean", step.inFlightMean},
            {"in_flight_p95", step.inFlightP95},
            {"little_in_flight", step.littleInFlight}};
        for (const auto &[key, value] : concurrency)
            if (std::isfinite(value))
                row.insert(QLatin1String(key), value);
        if (s.inRuns()) {
            const double perRun = step.run.callsPerRun > 0 ? step.run.callsPerRun : s.callsPerRun;
            if (perRun > 0)
                row.insert(QStringLiteral("offered_calls_per_s"), step.offeredRps * perRun);
            if (step.run.any())
                row.insert(QStringLiteral("run"), runFigures(step.run));
        }
        steps.append(row);
    }
    QJsonObject sweep{{QStringLiteral("id"), s.id},
                      {QStringLiteral("name"), s.name},
                      {QStringLiteral("slo"), s.slo.toJson()},
                      {QStringLiteral("boundary_rps"), s.boundaryRps},
                      {QStringLiteral("lower_rps"), s.lowerRps},
                      {QStringLiteral("upper_rps"), s.upperRps},
                      {QStringLiteral("planned_rps"), s.planningRps()},
                      {QStringLiteral("method"), s.method},
                      {QStringLiteral("simulated_server"), s.simulatedServer},
                      {QStringLiteral("finished"), s.finished()},
                      {QStringLiteral("lower_bound_only"), s.lowerBoundOnly()},
                      {QStringLiteral("unsafe"), s.unsafe},
                      {QStringLiteral("steps"), steps}};
    s.concurrencyAtBoundary.insertInto(sweep);
    // Rates above count rate_unit; a run-class sweep adds its calls per run and the
    // run-duration curve (percentiles against the offered runs/s, with the objective).
    sweep.insert(QStringLiteral("rate_unit"), s.rateUnit);
    if (s.inRuns()) {
        sweep.insert(QStringLiteral("calls_per_run"), s.callsPerRun);
        sweep.insert(QStringLiteral("run_duration_curve"), runDurationCurve(s));
    }
    if (!s.caution.isEmpty())
        sweep.insert(QStringLiteral("caution"), s.caution);
    // Measured or modeled (issue 34): the boundary of the sweep's steps, or its calibrated
    // twin's, with the twin's check per step and its error at the boundary.
    sweep.insert(QStringLiteral("method_text"), s.methodText);
    sweep.insert(QStringLiteral("provenance"),
                 s.modeled() ? QStringLiteral("modeled") : QStringLiteral("measured"));
    sweep.insert(QStringLiteral("provenance_text"), s.provenance());
    if (s.twinTried)
        sweep.insert(QStringLiteral("twin"), s.twin.toJson());
    // Rates, latencies and windows above are the replica's own time, converted from a sweep of
    // the built-in server at this speed (SweepSummary::toReplicaTime).
    sweep.insert(QStringLiteral("sim_speed"), s.simSpeed);
    if (const QString note = s.timeNote(); !note.isEmpty())
        sweep.insert(QStringLiteral("time_note"), note);
    return sweep;
}

} // namespace

QString ReportJson::schemaId()
{
    return QStringLiteral("llmcap.report/%1").arg(kSchemaVersion);
}

QJsonObject ReportJson::build(const ReportData &d)
{
    QJsonArray completeness;
    for (const SectionCompleteness &c : SizingCompleteness::all(d.input.request))
        completeness.append(
            QJsonObject{{QStringLiteral("section"), SizingField::sectionKey(c.section)},
                        {QStringLiteral("answered"), c.answered},
                        {QStringLiteral("required"), c.required},
                        {QStringLiteral("percent"), c.percent()},
                        {QStringLiteral("missing"), QJsonArray::fromStringList(c.missingKeys)}});
    QJsonArray definitions;
    for (const auto &m : MetricDefinitions::all())
        definitions.append(QJsonObject{{QStringLiteral("metric"), m.key},
                                       {QStringLiteral("name"), m.name},
                                       {QStringLiteral("definition"), m.definition}});
    QJsonObject root{
        {QStringLiteral("schema"), schemaId()},
        {QStringLiteral("generated_at"), d.generatedAt.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("llmcap_version"), AppInfo::version()},
        {QStringLiteral("project"), d.projectName},
        {QStringLiteral("sizing_request"), d.input.request.toJson()},
        {QStringLiteral("completeness"), completeness},
        {QStringLiteral("slo"), d.input.request.slo().toJson()},
        {QStringLiteral("deployment"), d.input.deployment.toJson()},
        {QStringLiteral("serving_config"), d.input.deployment.serving.toJson()},
        {QStringLiteral("plan"), d.plan.toJson()},
        {QStringLiteral("sweep"), d.sweep ? QJsonValue(sweepToJson(*d.sweep)) : QJsonValue()},
        {QStringLiteral("metric_definitions"), definitions}};
    // The attached fleet validation (issue 19) with its settings and per-minute rows.
    if (d.validation) {
        QJsonObject settings = d.validation->settings.toJson();
        root.insert(QStringLiteral("validation"),
                    QJsonObject{{QStringLiteral("id"), d.validation->id},
                                {QStringLiteral("plan_id"), d.validation->planId > 0
                                                                ? QJsonValue(d.validation->planId)
                                                                : QJsonValue()},
                                {QStringLiteral("created_at"),
                                 d.validation->createdAt.toUTC().toString(Qt::ISODate)},
                                {QStringLiteral("settings"), settings},
                                {QStringLiteral("report"), d.validation->report.toJson()}});
    } else {
        root.insert(QStringLiteral("validation"), QJsonValue());
    }
    return ExportRedaction::redact(root);
}

} // namespace llmcap
