#include "sweep/VirtualStepExecutor.h"

#include "servermetrics/PrometheusText.h"
#include "serving/ServingConfigProbe.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/BuiltinServer.h"
#include "simserver/SimService.h"
#include "sweep/VirtualStepRun.h"

#include <QJsonDocument>
#include <QMetaObject>

namespace llmcap {

VirtualStepExecutor::VirtualStepExecutor(Options options)
    : m_options(std::move(options))
{}

Result<VirtualStepExecutor::Options> VirtualStepExecutor::builtinOptions(const QString &presetId,
                                                                         double speed)
{
    const std::optional<SimPreset> preset = SimPresetCatalog::builtin().find(presetId);
    if (!preset)
        return Result<Options>::failure(BuiltinServer::checkPreset(presetId));
    Options o;
    o.preset = *preset;
    o.speed = speed;
    return o;
}

EndpointInfo VirtualStepExecutor::endpoint() const
{
    const SimPreset &p = m_options.preset;
    EndpointInfo info;
    info.model = p.servedModelName;
    info.models = {p.servedModelName};
    info.runtime = QStringLiteral("llmcap-sim");
    info.metricsAvailable = true;
    // What EndpointProbe records of the built-in server, from the same answers: /v1/models and
    // the configuration /metrics shows. Nothing else of the preset, so that a twin fitted to a
    // virtual sweep knows what it would know over HTTP.
    const std::string models = SimService::modelsBody(p, 0);
    info.serving = ServingConfigProbe::fromModels(
        QJsonDocument::fromJson(QByteArray::fromStdString(models)).object(), p.servedModelName);
    info.serving.fillFrom(ServingConfigProbe::fromVllmMetrics(
        PrometheusText::parse(QByteArray::fromStdString(SimMetrics(p).renderConfig()))));
    info.notes.append(tr("virtual time: the simulated engine of preset %1 at speed %2, without "
                         "HTTP; the times are those a client of the built-in server would see")
                          .arg(p.id)
                          .arg(m_options.speed));
    return info;
}

void VirtualStepExecutor::wait(double seconds, QObject *context, std::function<void()> then)
{
    m_clock.advanceTo(m_clock.nowSec() + std::max(0.0, seconds));
    QMetaObject::invokeMethod(context, std::move(then), Qt::QueuedConnection);
}

std::unique_ptr<StepRun> VirtualStepExecutor::createStep(const BenchConfig &config,
                                                         const RunPlan &plan,
                                                         const EndpointInfo &endpoint,
                                                         const QString &databasePath)
{
    return std::make_unique<VirtualStepRun>(config, plan, endpoint, databasePath, m_options.preset,
                                            m_options.speed, m_options.maxQueue, m_clock);
}

} // namespace llmcap
