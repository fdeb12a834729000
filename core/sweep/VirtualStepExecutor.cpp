#include "sweep/VirtualStepExecutor.h"

#include "sim/SimPresetCatalog.h"
#include "simserver/BuiltinServer.h"
#include "sweep/VirtualStepRun.h"

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
    const EngineConfig &e = p.engine;
    EndpointInfo info;
    info.model = p.servedModelName;
    info.models = {p.servedModelName};
    info.runtime = QStringLiteral("llmcap-sim");
    info.metricsAvailable = true;
    const auto S = ServingConfig::Source::Preset;
    info.serving.set(QStringLiteral("runtime"), QStringLiteral("llmcap-sim"), S);
    info.serving.set(QStringLiteral("max_num_seqs"), e.maxNumSeqs, S);
    info.serving.set(QStringLiteral("max_num_batched_tokens"), e.maxNumBatchedTokens, S);
    info.serving.set(QStringLiteral("block_size"), e.blockSize, S);
    info.serving.set(QStringLiteral("num_gpu_blocks"), e.kvBlocks, S);
    info.serving.set(QStringLiteral("max_model_len"), e.maxModelLen, S);
    info.serving.set(QStringLiteral("prefix_caching"), e.prefixCaching, S);
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
