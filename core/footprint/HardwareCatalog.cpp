#include "footprint/HardwareCatalog.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

#include <QSet>

namespace llmcap {

namespace {

template<typename Spec>
QList<Spec> readList(const QJsonDocument &doc, const char *key, const QString &origin,
                     QStringList *errors)
{
    JsonReader root(doc.object(), QString(), errors);
    const QJsonArray items = root.array(key, true);
    QList<Spec> specs;
    QSet<QString> ids;
    for (qsizetype i = 0; i < items.size(); ++i) {
        JsonReader r(items.at(i).toObject(),
                     origin + QLatin1Char(':') + QLatin1String(key) + QStringLiteral("[%1]").arg(i),
                     errors);
        Spec spec = Spec::fromJson(r);
        if (ids.contains(spec.id))
            r.addError("id", QStringLiteral("duplicate id \"%1\"").arg(spec.id));
        ids.insert(spec.id);
        specs.append(spec);
    }
    return specs;
}

} // namespace

const HardwareCatalog &HardwareCatalog::builtin()
{
    static const HardwareCatalog catalog = [] {
        auto loaded =
            load(QStringLiteral(":/catalogs/models.json"), QStringLiteral(":/catalogs/gpus.json"));
        if (!loaded)
            qFatal("built-in hardware catalog is broken: %s", qPrintable(loaded.error()));
        return std::move(loaded).value();
    }();
    return catalog;
}

Result<HardwareCatalog> HardwareCatalog::load(const QString &modelsPath, const QString &gpusPath)
{
    auto models = StructuredFile::load(modelsPath);
    if (!models)
        return Result<HardwareCatalog>::failure(models.error());
    auto gpus = StructuredFile::load(gpusPath);
    if (!gpus)
        return Result<HardwareCatalog>::failure(gpus.error());

    QStringList errors;
    HardwareCatalog c;
    c.m_models = readList<ModelSpec>(*models, "models", modelsPath, &errors);
    c.m_gpus = readList<GpuSpec>(*gpus, "gpus", gpusPath, &errors);
    if (!errors.isEmpty())
        return Result<HardwareCatalog>::failure(errors.join(QLatin1String("; ")));
    return c;
}

std::optional<ModelSpec> HardwareCatalog::model(const QString &id) const
{
    for (const ModelSpec &m : m_models)
        if (m.id.compare(id, Qt::CaseInsensitive) == 0)
            return m;
    return std::nullopt;
}

std::optional<GpuSpec> HardwareCatalog::gpu(const QString &id) const
{
    for (const GpuSpec &g : m_gpus)
        if (g.id.compare(id, Qt::CaseInsensitive) == 0)
            return g;
    return std::nullopt;
}

QStringList HardwareCatalog::modelIds() const
{
    QStringList ids;
    for (const ModelSpec &m : m_models)
        ids.append(m.id);
    return ids;
}

QStringList HardwareCatalog::gpuIds() const
{
    QStringList ids;
    for (const GpuSpec &g : m_gpus)
        ids.append(g.id);
    return ids;
}

} // namespace llmcap
