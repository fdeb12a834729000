#pragma once

#include "util/Result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace llmcap {

class JsonReader;

// What one GPU costs per hour, in a currency, and where the figure comes from (e.g. "list
// price, cloud on-demand, 2026-11"). The GPU catalog may carry one per GPU; a project's
// deployment section may override it (PlanCost resolves which one a plan uses).
// File form: {per_gpu_hour: 2.5, currency: USD, source: "..."}.
struct GpuPrice
{
    Q_DECLARE_TR_FUNCTIONS(GpuPrice)

public:
    // More than this per GPU-hour is a typing error, not a price; it also keeps every monthly
    // figure far from overflow (100,000 replicas x 100,000 GPUs x 730 h x this < 1e18).
    static constexpr double kMaxPerGpuHour = 100000;

    double perGpuHour = 0;
    QString currency; // ISO 4217 code, upper case: USD, EUR
    QString source;

    // Empty when perGpuHour is a usable price, else the one-line reason naming the value.
    static QString checkPerGpuHour(double perGpuHour);
    // Empty when code is a three-letter currency code, else the reason.
    static QString checkCurrency(const QString &code);
    // A checked price: the currency is upper-cased; the source may be empty.
    static Result<GpuPrice> make(double perGpuHour, const QString &currency, const QString &source);
    // The text a user types: "2.50" (C locale, or the user's locale).
    static Result<double> parsePerGpuHour(const QString &text);

    static GpuPrice read(JsonReader &reader);
    QJsonObject toJson() const;
    static QStringList keys();

    bool operator==(const GpuPrice &o) const
    {
        return perGpuHour == o.perGpuHour && currency == o.currency && source == o.source;
    }
};

} // namespace llmcap
