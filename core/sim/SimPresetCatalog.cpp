#include "sim/SimPresetCatalog.h"

#include "util/JsonReader.h"
#include "util/StructuredFile.h"

#include <QJsonArray>
#include <QSet>

namespace llmcap {

namespace {

// Overrides base with the keys of top, merging nested objects one level deep.
QJsonObject merged(QJsonObject base, const QJsonObject &top)
{
    for (auto it = top.begin(); it != top.end(); ++it) {
        const QJsonValue old = base.value(it.key());
        if (old.isObject() && it.value().isObject()) {
            QJsonObject inner = old.toObject();
            const QJsonObject over = it.value().toObject();
            for (auto o = over.begin(); o != over.end(); ++o)
                inner.insert(o.key(), o.value());
            base.insert(it.key(), inner);
        } else {
            base.insert(it.key(), it.value());
        }
    }
    return base;
}

} // namespace

const SimPresetCatalog &SimPresetCatalog::builtin()
{
    static const SimPresetCatalog catalog = [] {
        auto loaded =
            load(QStringLiteral(":/catalogs/sim-presets.json"), HardwareCatalog::builtin());
        if (!loaded)
            qFatal("built-in simulator presets are broken: %s", qPrintable(loaded.error()));
        return std::move(loaded).value();
    }();
    return catalog;
}

Result<SimPresetCatalog> SimPresetCatalog::load(const QString &path,
                                                const HardwareCatalog &hardware)
{
    using R = Result<SimPresetCatalog>;
    auto doc = StructuredFile::load(path);
    if (!doc)
        return R::failure(doc.error());
    QStringList errors;
    JsonReader root(doc->object(), QString(), &errors);
    const QJsonArray items = root.array("presets", true);
    SimPresetCatalog c;
    c.m_hardware = hardware;
    QSet<QString> ids;
    for (qsizetype i = 0; i < items.size(); ++i) {
        JsonReader r(items.at(i).toObject(), path + QStringLiteral(":presets[%1]").arg(i), &errors);
        SimPreset preset = SimPreset::fromJson(r, hardware);
        if (ids.contains(preset.id))
            r.addError("id", tr("duplicate id \"%1\"").arg(preset.id));
        ids.insert(preset.id);
        c.m_presets.append(preset);
        c.m_sources.append(items.at(i).toObject());
    }
    if (!errors.isEmpty())
        return R::failure(errors.join(QLatin1String("; ")));
    return c;
}

std::optional<SimPreset> SimPresetCatalog::find(const QString &id) const
{
    for (const SimPreset &p : m_presets)
        if (p.id.compare(id, Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QStringList SimPresetCatalog::ids() const
{
    QStringList out;
    for (const SimPreset &p : m_presets)
        out.append(p.id);
    return out;
}

Result<SimPreset> SimPresetCatalog::loadFile(const QString &path) const
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<SimPreset>::failure(doc.error());
    if (!doc->isObject())
        return Result<SimPreset>::failure(tr("%1: a preset file holds one object").arg(path));
    return fromJson(doc->object(), path);
}

Result<SimPreset> SimPresetCatalog::fromJson(const QJsonObject &object, const QString &origin) const
{
    QJsonObject effective = object;
    if (object.contains(QLatin1String("base"))) {
        const QString base = object.value(QLatin1String("base")).toString();
        qsizetype index = -1;
        for (qsizetype i = 0; i < m_presets.size(); ++i)
            if (m_presets.at(i).id.compare(base, Qt::CaseInsensitive) == 0)
                index = i;
        if (index < 0)
            return Result<SimPreset>::failure(
                tr("%1: base: unknown preset \"%2\" (known: %3)")
                    .arg(origin, base, ids().join(QLatin1String(", "))));
        effective = merged(m_sources.at(index), object);
        if (!object.contains(QLatin1String("id")))
            effective.insert(QStringLiteral("id"), QString(base + QLatin1String("-custom")));
    }
    QStringList errors;
    JsonReader r(effective, origin, &errors);
    SimPreset preset = SimPreset::fromJson(r, m_hardware);
    if (!errors.isEmpty())
        return Result<SimPreset>::failure(errors.join(QLatin1String("; ")));
    return preset;
}

} // namespace llmcap
