#include "simserver/BuiltinServer.h"

#include "sim/SimPresetCatalog.h"

namespace llmcap {

QString BuiltinServer::checkPreset(const QString &preset)
{
    if (SimPresetCatalog::builtin().find(preset))
        return {};
    QStringList known;
    for (const SimPreset &p : SimPresetCatalog::builtin().presets())
        known.append(p.id);
    return tr("the built-in server has no preset '%1' (known: %2)")
        .arg(preset, known.join(QLatin1String(", ")));
}

Result<std::unique_ptr<SimServer>> BuiltinServer::start(const QString &preset, double speed,
                                                        quint64 seed, const QString &otlpFile)
{
    using R = Result<std::unique_ptr<SimServer>>;
    const std::optional<SimPreset> found = SimPresetCatalog::builtin().find(preset);
    if (!found)
        return R::failure(checkPreset(preset));
    if (!(speed > 0))
        return R::failure(tr("the built-in server's speed must be above 0"));
    SimServerOptions options;
    options.host = QStringLiteral("127.0.0.1");
    options.port = 0;
    options.service.preset = *found;
    options.service.speed = speed;
    options.service.seed = seed;
    options.service.otlpFile = otlpFile;
    auto server = std::make_unique<SimServer>(options);
    if (Status started = server->start(); !started)
        return R::failure(tr("cannot start the built-in server: %1").arg(started.error()));
    return R(std::move(server));
}

} // namespace llmcap
