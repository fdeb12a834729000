#include "simserver/FaultSpec.h"

#include "sim/SimRandom.h"

#include <QStringList>

namespace llmcap {

namespace {

constexpr const char *kNames[FaultSpec::kKinds] = {
    "none",  "status429", "status500", "status503",  "drop",
    "stall", "malformed", "nodone",    "errorevent",
};

} // namespace

QString FaultSpec::name(FaultKind kind)
{
    return QLatin1String(kNames[size_t(kind)]);
}

Result<FaultSpec> FaultSpec::parse(const QString &text)
{
    using R = Result<FaultSpec>;
    FaultSpec spec;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed == QLatin1String("none"))
        return spec;
    std::array<bool, kKinds> seen{};
    double total = 0;
    for (const QString &rawItem : trimmed.split(QLatin1Char(','))) {
        const QString item = rawItem.trimmed();
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return R::failure(tr("fault \"%1\": expected NAME=FRACTION").arg(item));
        const QString name = item.left(eq).trimmed();
        QString value = item.mid(eq + 1).trimmed();
        int kind = 0;
        for (int k = 1; k < kKinds; ++k)
            if (name == QLatin1String(kNames[k]))
                kind = k;
        if (kind == 0) {
            QStringList names;
            for (int k = 1; k < kKinds; ++k)
                names.append(QLatin1String(kNames[k]));
            return R::failure(
                tr("unknown fault \"%1\" (known: %2)").arg(name, names.join(QLatin1String(", "))));
        }
        if (seen[size_t(kind)])
            return R::failure(tr("fault \"%1\" is given twice").arg(name));
        seen[size_t(kind)] = true;

        const qsizetype colon = value.indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            if (FaultKind(kind) != FaultKind::Stall)
                return R::failure(
                    tr("fault \"%1\" takes no duration (only stall=FRACTION:MS)").arg(name));
            bool ok = false;
            const int ms = value.mid(colon + 1).trimmed().toInt(&ok);
            if (!ok || ms < 0 || ms > 3600000)
                return R::failure(tr("stall duration \"%1\" is not a number of milliseconds "
                                     "between 0 and 3600000")
                                      .arg(value.mid(colon + 1)));
            spec.m_stallMs = ms;
            value = value.left(colon).trimmed();
        }
        bool ok = false;
        double fraction = 0;
        if (value.endsWith(QLatin1Char('%')))
            fraction = value.chopped(1).trimmed().toDouble(&ok) / 100.0;
        else
            fraction = value.toDouble(&ok);
        if (!ok || !(fraction >= 0.0 && fraction <= 1.0))
            return R::failure(tr("fault \"%1\": fraction \"%2\" must be between 0 and 1 (or "
                                 "0%-100%)")
                                  .arg(name, value));
        spec.m_fractions[size_t(kind)] = fraction;
        total += fraction;
    }
    if (total > 1.0 + 1e-9)
        return R::failure(tr("the fault fractions add up to %1, more than 1").arg(total));
    return spec;
}

QString FaultSpec::toString() const
{
    QStringList items;
    for (int k = 1; k < kKinds; ++k) {
        if (m_fractions[size_t(k)] <= 0)
            continue;
        QString item = QLatin1String(kNames[k]) + QLatin1Char('=') +
                       QString::number(m_fractions[size_t(k)], 'g', 12);
        if (FaultKind(k) == FaultKind::Stall)
            item += QLatin1Char(':') + QString::number(m_stallMs);
        items.append(item);
    }
    return items.isEmpty() ? QStringLiteral("none") : items.join(QLatin1Char(','));
}

bool FaultSpec::isEmpty() const
{
    for (int k = 1; k < kKinds; ++k)
        if (m_fractions[size_t(k)] > 0)
            return false;
    return true;
}

FaultKind FaultSpec::pick(double u) const
{
    double edge = 0;
    for (int k = 1; k < kKinds; ++k) {
        edge += m_fractions[size_t(k)];
        if (m_fractions[size_t(k)] > 0 && u < edge)
            return FaultKind(k);
    }
    return FaultKind::None;
}

FaultKind FaultSpec::pickFor(quint64 seed, quint64 requestIndex) const
{
    if (isEmpty())
        return FaultKind::None;
    return pick(simrandom::uniform01(
        simrandom::combine(simrandom::combine(seed, 0xfa017ULL), requestIndex)));
}

} // namespace llmcap
