#pragma once

#include "footprint/GpuPrice.h"
#include "footprint/HardwareCatalog.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace llmcap {

struct CapacityPlan;
struct PlanInput;

// One line of the cost table: a component of one envelope's plan (or the total of all
// envelopes), its GPUs and what they cost a month, with the plan's low/high range.
struct CostLine
{
    QString envelope;
    QString component; // base, growth, failure, rollout, warm, total (as PlanRow)
    QString label;
    double gpus = 0;
    double gpusLow = 0;
    double gpusHigh = 0;
    double monthly = 0;
    double monthlyLow = 0;
    double monthlyHigh = 0;
    bool included = false; // warm: already part of the total, not added to it
};

// What the plan costs (issue 21): GPUs x price per GPU-hour x 730 h a month for the base
// replicas and each reserve component, the total and its range, and the cost per million
// output tokens when the fleet serves the projected peak. Computed once here; the CLI, the GUI
// and every export read it. The price is the project's (the deployment's gpu_price) when set,
// else the GPU catalog's; without one, or without GPUs per replica, the cost is left out and
// missing says why in one line.
struct PlanCost
{
    Q_DECLARE_TR_FUNCTIONS(PlanCost)

public:
    // 8,760 h a year / 12: the month cloud price lists and calculators count.
    static constexpr double kHoursPerMonth = 730;

    bool available = false;
    QString missing; // "cost: no price per GPU-hour set for NVIDIA H100 80GB SXM"
    GpuPrice price;
    QString priceOrigin; // "project" or "catalog"
    QString gpuName;
    QList<CostLine> lines;
    double monthly = 0; // the plan's total
    double monthlyLow = 0;
    double monthlyHigh = 0;
    // At the projected peak (the rate the plan is sized for): LLM calls/s x mean output tokens
    // per call x 3,600; and the same at the average load.
    double peakCallsRps = 0;
    double meanOutputTokens = 0; // per LLM call, from the request's output percentiles
    double outputTokensPerHour = 0;
    double perMillionOutputTokens = 0; // 0 when the output tokens per hour are unknown
    double averageOutputTokensPerHour = 0;
    double perMillionOutputTokensAtAverage = 0;
    QStringList assumptions; // e.g. output lengths the request leaves open

    // The price a plan of this input uses: the deployment's, else the catalog GPU's.
    static std::optional<GpuPrice> priceFor(const PlanInput &input, const HardwareCatalog &catalog,
                                            QString *origin = nullptr);
    static PlanCost compute(const PlanInput &input, const CapacityPlan &plan,
                            const HardwareCatalog &catalog = HardwareCatalog::builtin());

    // "12,345.67 USD": how every front-end writes an amount.
    static QString money(double amount, const QString &currency);
    QString money(double amount) const { return money(amount, price.currency); }
    // The lines a text front-end prints (the CLI, the PDF's summary): the price with its
    // source, the total with its range, the cost per million output tokens; or the one line
    // saying the cost is missing.
    QStringList summary() const;
    // The line of envelope's component, or nullptr.
    const CostLine *line(const QString &envelope, const QString &component) const;
    QJsonObject toJson() const;
};

} // namespace llmcap
