#include "results/ServingDiff.h"

namespace llmcap {

QString ServingDiff::display(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return {};
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? tr("yes") : tr("no");
    return value.toString();
}

QStringList ServingDiff::differingKeys(const ServingConfig &before, const ServingConfig &after)
{
    QStringList keys;
    for (const ServingConfig::Difference &d : ServingConfig::diff(before, after))
        keys.append(d.key);
    return keys;
}

QList<ServingDiff::Row> ServingDiff::rows(const ServingConfig &before, const ServingConfig &after)
{
    const QStringList differing = differingKeys(before, after);
    QList<Row> out;
    QStringList seen;
    for (const ServingConfig::Field &f : ServingConfig::fields()) {
        const QString key = QLatin1String(f.key);
        seen.append(key);
        if (!before.isSet(key) && !after.isSet(key))
            continue;
        out.append({key, f.label(), ServingConfig::groupLabel(f.group), display(before.value(key)),
                    display(after.value(key)), differing.contains(key)});
    }
    for (const ServingConfig::Difference &d : ServingConfig::diff(before, after)) {
        if (seen.contains(d.key))
            continue;
        out.append({d.key, d.key, tr("other"), display(d.before), display(d.after), true});
    }
    return out;
}

} // namespace llmcap
