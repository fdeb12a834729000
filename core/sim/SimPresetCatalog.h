#pragma once

#include "footprint/HardwareCatalog.h"
#include "sim/SimPreset.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace llmcap {

// The simulator presets (resources/catalogs/sim-presets.json) and user preset files.
class SimPresetCatalog
{
    Q_DECLARE_TR_FUNCTIONS(SimPresetCatalog)

public:
    // The presets compiled into llmcap, resolved against HardwareCatalog::builtin().
    static const SimPresetCatalog &builtin();
    static Result<SimPresetCatalog> load(const QString &path, const HardwareCatalog &hardware);

    const QList<SimPreset> &presets() const { return m_presets; }
    std::optional<SimPreset> find(const QString &id) const;
    QStringList ids() const;

    // A preset file a user wrote (--config FILE, JSON or YAML): one preset object. With
    // "base": "ID" it starts from that preset's fields and overrides those it names (nested
    // step_time and output_tokens objects field by field).
    Result<SimPreset> loadFile(const QString &path) const;
    Result<SimPreset> fromJson(const QJsonObject &object, const QString &origin) const;

private:
    HardwareCatalog m_hardware;
    QList<SimPreset> m_presets;
    QList<QJsonObject> m_sources; // as written, for "base"
};

} // namespace llmcap
