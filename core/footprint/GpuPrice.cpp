#include "footprint/GpuPrice.h"

#include "util/JsonReader.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace llmcap {

QString GpuPrice::checkPerGpuHour(double perGpuHour)
{
    if (!std::isfinite(perGpuHour))
        return tr("a price per GPU-hour must be a number (got %1)").arg(perGpuHour);
    if (perGpuHour <= 0)
        return tr("a price per GPU-hour must be above 0 (got %1)").arg(perGpuHour);
    if (perGpuHour > kMaxPerGpuHour)
        return tr("a price per GPU-hour must be at most %1 (got %2)")
            .arg(kMaxPerGpuHour, 0, 'f', 0)
            .arg(perGpuHour);
    return {};
}

QString GpuPrice::checkCurrency(const QString &code)
{
    static const QRegularExpression iso(QStringLiteral("^[A-Za-z]{3}$"));
    if (!iso.match(code).hasMatch())
        return tr("a currency must be a three-letter ISO 4217 code such as USD or EUR (got "
                  "\"%1\")")
            .arg(code);
    return {};
}

Result<GpuPrice> GpuPrice::make(double perGpuHour, const QString &currency, const QString &source)
{
    if (QString why = checkPerGpuHour(perGpuHour); !why.isEmpty())
        return Result<GpuPrice>::failure(why);
    if (QString why = checkCurrency(currency); !why.isEmpty())
        return Result<GpuPrice>::failure(why);
    GpuPrice p;
    p.perGpuHour = perGpuHour;
    p.currency = currency.toUpper();
    p.source = source.trimmed();
    return p;
}

Result<double> GpuPrice::parsePerGpuHour(const QString &text)
{
    bool ok = false;
    double v = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        return Result<double>::failure(
            tr("a price per GPU-hour must be a number (got \"%1\")").arg(text));
    if (QString why = checkPerGpuHour(v); !why.isEmpty())
        return Result<double>::failure(why);
    return v;
}

GpuPrice GpuPrice::read(JsonReader &r)
{
    r.rejectUnknownKeys(keys());
    GpuPrice p;
    p.perGpuHour = r.number("per_gpu_hour", std::nullopt, -std::numeric_limits<double>::infinity(),
                            std::numeric_limits<double>::infinity());
    if (QString why = checkPerGpuHour(p.perGpuHour);
        !why.isEmpty() && r.object().value(QLatin1String("per_gpu_hour")).isDouble())
        r.addError("per_gpu_hour", why);
    p.currency = r.string("currency");
    if (QString why = checkCurrency(p.currency);
        !why.isEmpty() && r.object().value(QLatin1String("currency")).isString())
        r.addError("currency", why);
    p.currency = p.currency.toUpper();
    p.source = r.string("source", QString()).trimmed();
    return p;
}

QJsonObject GpuPrice::toJson() const
{
    QJsonObject o{{QStringLiteral("per_gpu_hour"), perGpuHour},
                  {QStringLiteral("currency"), currency}};
    if (!source.isEmpty())
        o.insert(QStringLiteral("source"), source);
    return o;
}

QStringList GpuPrice::keys()
{
    return {QStringLiteral("per_gpu_hour"), QStringLiteral("currency"), QStringLiteral("source")};
}

} // namespace llmcap
