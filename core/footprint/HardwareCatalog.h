#pragma once

#include "footprint/GpuSpec.h"
#include "footprint/ModelSpec.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace llmcap {

// The model and GPU catalogs: data in resources/catalogs (models.json, gpus.json), never code.
class HardwareCatalog
{
    Q_DECLARE_TR_FUNCTIONS(HardwareCatalog)

public:
    // The catalogs compiled into llmcap (":/catalogs/models.json", ":/catalogs/gpus.json").
    static const HardwareCatalog &builtin();
    static Result<HardwareCatalog> load(const QString &modelsPath, const QString &gpusPath);

    const QList<ModelSpec> &models() const { return m_models; }
    const QList<GpuSpec> &gpus() const { return m_gpus; }
    std::optional<ModelSpec> model(const QString &id) const;
    std::optional<GpuSpec> gpu(const QString &id) const;
    QStringList modelIds() const;
    QStringList gpuIds() const;

private:
    QList<ModelSpec> m_models;
    QList<GpuSpec> m_gpus;
};

} // namespace llmcap
