#include "sweep/SweepStep.h"

#include "bench/LatencySummary.h"

#include <QJsonArray>

#include <cmath>

namespace llmcap {

LatencyPoint LatencyPoint::of(const LatencySummary &s)
{
    return {s.p50, s.p95, s.p99, s.count};
}

QJsonObject LatencyPoint::toJson() const
{
    return {{QStringLiteral("p50"), p50},
            {QStringLiteral("p95"), p95},
            {QStringLiteral("p99"), p99},
            {QStringLiteral("samples"), samples}};
}

LatencyPoint LatencyPoint::fromJson(const QJsonObject &json)
{
    return {json.value(QLatin1String("p50")).toDouble(),
            json.value(QLatin1String("p95")).toDouble(),
            json.value(QLatin1String("p99")).toDouble(),
            json.value(QLatin1String("samples")).toInteger()};
}

QJsonObject StepRunFigures::toJson() const
{
    QJsonObject o{
        {QStringLiteral("due"), due},
        {QStringLiteral("completed"), completed},
        {QStringLiteral("offered_runs_per_s"), offeredPerS},
        {QStringLiteral("completed_runs_per_s"), completedPerS},
        {QStringLiteral("goodput_runs_per_s"), goodputPerS},
        {QStringLiteral("duration_ms"), QJsonObject{{QStringLiteral("p50"), durationP50Ms},
                                                    {QStringLiteral("p90"), durationP90Ms},
                                                    {QStringLiteral("p99"), durationP99Ms},
                                                    {QStringLiteral("samples"), durationSamples}}},
        {QStringLiteral("calls_per_run_mean"), callsPerRunMean}};
    if (std::isfinite(attainmentPct))
        o.insert(QStringLiteral("attainment_pct"), attainmentPct);
    return o;
}

StepRunFigures StepRunFigures::fromJson(const QJsonObject &j)
{
    StepRunFigures r;
    r.due = j.value(QLatin1String("due")).toInteger();
    r.completed = j.value(QLatin1String("completed")).toInteger();
    r.offeredPerS = j.value(QLatin1String("offered_runs_per_s")).toDouble();
    r.completedPerS = j.value(QLatin1String("completed_runs_per_s")).toDouble();
    r.goodputPerS = j.value(QLatin1String("goodput_runs_per_s")).toDouble();
    const QJsonObject d = j.value(QLatin1String("duration_ms")).toObject();
    r.durationP50Ms = d.value(QLatin1String("p50")).toDouble();
    r.durationP90Ms = d.value(QLatin1String("p90")).toDouble();
    r.durationP99Ms = d.value(QLatin1String("p99")).toDouble();
    r.durationSamples = d.value(QLatin1String("samples")).toInteger();
    r.callsPerRunMean = j.value(QLatin1String("calls_per_run_mean")).toDouble();
    r.attainmentPct =
        j.value(QLatin1String("attainment_pct")).toDouble(std::numeric_limits<double>::quiet_NaN());
    return r;
}

QString SweepStep::verdictKey(StepVerdict verdict)
{
    switch (verdict) {
    case StepVerdict::Pass:
        return QStringLiteral("pass");
    case StepVerdict::Fail:
        return QStringLiteral("fail");
    case StepVerdict::Invalid:
        return QStringLiteral("invalid");
    }
    return {};
}

StepVerdict SweepStep::parseVerdict(const QString &key)
{
    if (key == QLatin1String("pass"))
        return StepVerdict::Pass;
    if (key == QLatin1String("invalid"))
        return StepVerdict::Invalid;
    return StepVerdict::Fail;
}

QJsonObject SweepStep::toJson() const
{
    QJsonObject o{{QStringLiteral("index"), index},
                  {QStringLiteral("rate_rps"), rateRps},
                  {QStringLiteral("repeat"), repeat},
                  {QStringLiteral("verdict"), verdictKey(verdict)},
                  {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)},
                  {QStringLiteral("run_id"), runId},
                  {QStringLiteral("ended_early"), endedEarly},
                  {QStringLiteral("window_s"), windowS},
                  {QStringLiteral("measured"), measured},
                  {QStringLiteral("offered_rps"), offeredRps},
                  {QStringLiteral("completed_rps"), completedRps},
                  {QStringLiteral("goodput_rps"), goodputRps},
                  {QStringLiteral("attainment_pct"), attainmentPct},
                  {QStringLiteral("error_rate_pct"), errorRatePct},
                  {QStringLiteral("output_tokens_per_s"), outputTokensPerS},
                  {QStringLiteral("ttft_ms"), ttft.toJson()},
                  {QStringLiteral("itl_ms"), itl.toJson()},
                  {QStringLiteral("tpot_ms"), tpot.toJson()},
                  {QStringLiteral("queue_ms"), queue.toJson()},
                  {QStringLiteral("e2e_ms"), e2e.toJson()},
                  {QStringLiteral("kv_usage_max"), kvUsageMax},
                  {QStringLiteral("waiting_max"), waitingMax}};
    if (std::isfinite(sloMarginPct))
        o.insert(QStringLiteral("slo_margin_pct"), sloMarginPct);
    if (std::isfinite(sloMissRatio))
        o.insert(QStringLiteral("slo_miss_ratio"), sloMissRatio);
    if (confirm)
        o.insert(QStringLiteral("confirm"), true);
    if (!tallies.isEmpty())
        o.insert(QStringLiteral("tallies"), tallyJson(tallies));
    o.insert(QStringLiteral("steady"), steady);
    o.insert(QStringLiteral("steady_start_s"), steadyStartS);
    o.insert(QStringLiteral("steady_window_s"), steadyWindowS);
    const std::pair<const char *, double> optional[] = {{"in_flight_mean", inFlightMean},
                                                        {"in_flight_p95", inFlightP95},
                                                        {"little_in_flight", littleInFlight}};
    for (const auto &[key, value] : optional)
        if (std::isfinite(value))
            o.insert(QLatin1String(key), value);
    if (!phase.isEmpty())
        o.insert(QStringLiteral("phase"), phase);
    if (wallS > 0)
        o.insert(QStringLiteral("wall_s"), wallS);
    o.insert(QStringLiteral("calls_per_s"), callsPerS);
    if (runs)
        o.insert(QStringLiteral("runs"), runs->toJson());
    return o;
}

SweepStep SweepStep::fromJson(const QJsonObject &j)
{
    SweepStep s;
    s.index = j.value(QLatin1String("index")).toInt();
    s.rateRps = j.value(QLatin1String("rate_rps")).toDouble();
    s.repeat = j.value(QLatin1String("repeat")).toInt();
    s.confirm = j.value(QLatin1String("confirm")).toBool();
    s.verdict = parseVerdict(j.value(QLatin1String("verdict")).toString());
    s.sloMarginPct =
        j.value(QLatin1String("slo_margin_pct")).toDouble(std::numeric_limits<double>::quiet_NaN());
    s.sloMissRatio =
        j.value(QLatin1String("slo_miss_ratio")).toDouble(std::numeric_limits<double>::quiet_NaN());
    for (const QJsonValue &r : j.value(QLatin1String("reasons")).toArray())
        s.reasons.append(r.toString());
    s.runId = j.value(QLatin1String("run_id")).toInteger();
    s.endedEarly = j.value(QLatin1String("ended_early")).toBool();
    s.windowS = j.value(QLatin1String("window_s")).toDouble();
    s.measured = j.value(QLatin1String("measured")).toInteger();
    s.offeredRps = j.value(QLatin1String("offered_rps")).toDouble();
    s.completedRps = j.value(QLatin1String("completed_rps")).toDouble();
    s.goodputRps = j.value(QLatin1String("goodput_rps")).toDouble();
    s.attainmentPct = j.value(QLatin1String("attainment_pct")).toDouble();
    s.errorRatePct = j.value(QLatin1String("error_rate_pct")).toDouble();
    s.outputTokensPerS = j.value(QLatin1String("output_tokens_per_s")).toDouble();
    s.ttft = LatencyPoint::fromJson(j.value(QLatin1String("ttft_ms")).toObject());
    s.itl = LatencyPoint::fromJson(j.value(QLatin1String("itl_ms")).toObject());
    s.tpot = LatencyPoint::fromJson(j.value(QLatin1String("tpot_ms")).toObject());
    s.queue = LatencyPoint::fromJson(j.value(QLatin1String("queue_ms")).toObject());
    s.e2e = LatencyPoint::fromJson(j.value(QLatin1String("e2e_ms")).toObject());
    s.kvUsageMax = j.value(QLatin1String("kv_usage_max")).toDouble(-1);
    s.waitingMax = j.value(QLatin1String("waiting_max")).toDouble(-1);
    s.tallies = tallyList(j.value(QLatin1String("tallies")));
    s.phase = j.value(QLatin1String("phase")).toString();
    s.wallS = j.value(QLatin1String("wall_s")).toDouble();
    s.steady = j.value(QLatin1String("steady")).toBool(true);
    s.steadyStartS = j.value(QLatin1String("steady_start_s")).toDouble(0);
    s.steadyWindowS = j.value(QLatin1String("steady_window_s")).toDouble(s.windowS);
    const double nan = std::numeric_limits<double>::quiet_NaN();
    s.inFlightMean = j.value(QLatin1String("in_flight_mean")).toDouble(nan);
    s.inFlightP95 = j.value(QLatin1String("in_flight_p95")).toDouble(nan);
    s.littleInFlight = j.value(QLatin1String("little_in_flight")).toDouble(nan);
    s.callsPerS = j.value(QLatin1String("calls_per_s")).toDouble(s.offeredRps);
    if (const QJsonValue runs = j.value(QLatin1String("runs")); runs.isObject())
        s.runs = StepRunFigures::fromJson(runs.toObject());
    return s;
}

} // namespace llmcap
