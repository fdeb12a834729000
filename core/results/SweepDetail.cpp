#include "results/SweepDetail.h"

#include "storage/Database.h"
#include "storage/RunRepository.h"

namespace llmcap {

Result<SweepDetail> SweepDetail::load(Database &db, qint64 sweepId)
{
    using R = Result<SweepDetail>;
    SweepRepository sweeps(db);
    auto info = sweeps.find(sweepId);
    if (!info)
        return R::failure(info.error());
    auto steps = sweeps.steps(sweepId);
    if (!steps)
        return R::failure(steps.error());
    SweepDetail d;
    d.info = *info;
    d.steps = *steps;
    const QJsonObject slo = d.info.config.value(QLatin1String("slo")).toObject();
    if (!slo.isEmpty())
        if (auto parsed = Slo::fromJson(slo))
            d.slo = *parsed;
    d.serving = ServingConfig::fromJson(d.info.config.value(QLatin1String("serving")).toObject());
    d.simSpeed = d.info.config.value(QLatin1String("builtin_server"))
                     .toObject()
                     .value(QLatin1String("speed"))
                     .toDouble(1.0);
    RunRepository runs(db);
    for (const SweepStep &s : d.steps) {
        if (s.runId <= 0)
            continue;
        if (auto run = runs.run(s.runId); run && !run->servingConfig.isEmpty()) {
            d.serving = ServingConfig::fromJson(run->servingConfig);
            break;
        }
    }
    return d;
}

const LatencyPoint &SweepDetail::latency(const SweepStep &step, SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return step.ttft;
    case SloMetric::Itl:
        return step.itl;
    case SloMetric::Tpot:
        return step.tpot;
    case SloMetric::E2e:
        return step.e2e;
    case SloMetric::QueueTime:
        return step.queue;
    }
    return step.ttft;
}

std::optional<double> SweepDetail::thresholdMs(SloMetric metric) const
{
    if (!slo)
        return std::nullopt;
    if (const auto o = slo->objective(metric))
        return o->thresholdMs;
    return std::nullopt;
}

std::optional<BoundaryEstimate> SweepDetail::boundary() const
{
    if (info.result && info.result->boundary.found)
        return info.result->boundary;
    return std::nullopt;
}

QString SweepDetail::title() const
{
    return info.name.isEmpty() ? tr("sweep %1").arg(info.id)
                               : tr("sweep %1: %2").arg(info.id).arg(info.name);
}

} // namespace llmcap
