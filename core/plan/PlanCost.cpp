#include "plan/PlanCost.h"

#include "demand/SizingSweep.h"
#include "footprint/HardwareCatalog.h"
#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

// The mean output tokens per LLM call of one envelope: its classes' means (the distribution a
// sweep of the envelope sends, SizingSweep::lengths) weighted by their peak calls/s.
double envelopeMeanOutputTokens(const PlanInput &in, const EnvelopePlan &e,
                                QStringList *assumptions)
{
    double weighted = 0;
    double weights = 0;
    for (qsizetype i = 0; i < e.envelope.classes.size(); ++i) {
        const int index = e.envelope.classes.at(i);
        const Percentiles p = in.request.percentiles(index, QStringLiteral("output_tokens"));
        if (!p.p50 || !p.p95)
            assumptions->append(
                PlanCost::tr("Class %1: output lengths assumed (p50 %2, p95 %3 tokens) for the "
                             "cost per million output tokens.")
                    .arg(e.envelope.names.value(i))
                    .arg(SizingSweep::kDefaultOutputP50)
                    .arg(SizingSweep::kDefaultOutputP95));
        const double mean =
            SizingSweep::lengths(p, SizingSweep::kDefaultOutputP50, SizingSweep::kDefaultOutputP95)
                .mean();
        const double w = i < e.classPeaks.size() ? e.classPeaks.at(i).peakCallsRps() : 0;
        weighted += w * mean;
        weights += w;
    }
    return weights > 0 ? weighted / weights : 0;
}

double averageCallsRps(const EnvelopePlan &e)
{
    double calls = 0;
    for (const PeakProjection &p : e.classPeaks)
        calls += p.inRuns() ? p.averageRps * p.callsPerRun : p.averageRps;
    return calls;
}

} // namespace

std::optional<GpuPrice> PlanCost::priceFor(const PlanInput &input, const HardwareCatalog &catalog,
                                           QString *origin)
{
    if (input.deployment.gpuPrice) {
        if (origin)
            *origin = QStringLiteral("project");
        return input.deployment.gpuPrice;
    }
    if (const auto gpu = catalog.gpu(input.deployment.gpuId); gpu && gpu->price) {
        if (origin)
            *origin = QStringLiteral("catalog");
        return gpu->price;
    }
    return std::nullopt;
}

PlanCost PlanCost::compute(const PlanInput &input, const CapacityPlan &plan,
                           const HardwareCatalog &catalog)
{
    PlanCost cost;
    const auto gpu = catalog.gpu(input.deployment.gpuId);
    cost.gpuName = gpu                                 ? gpu->name
                   : !input.deployment.gpuId.isEmpty() ? input.deployment.gpuId
                                                       : tr("the GPU");
    const auto price = priceFor(input, catalog, &cost.priceOrigin);
    if (!price) {
        cost.missing = tr("cost: no price per GPU-hour set for %1").arg(cost.gpuName);
        return cost;
    }
    cost.price = *price;
    // A price read from a file or typed in was checked; one built in code is checked here.
    if (const QString why = GpuPrice::checkPerGpuHour(price->perGpuHour); !why.isEmpty()) {
        cost.missing = tr("cost: %1").arg(why);
        return cost;
    }
    if (plan.gpusPerReplica <= 0) {
        cost.missing = tr("cost: the GPUs per replica are unknown (choose a model and a GPU)");
        return cost;
    }
    bool anyPlanned = false;
    for (const EnvelopePlan &e : plan.envelopes)
        anyPlanned = anyPlanned || e.planned;
    if (!anyPlanned) {
        cost.missing = tr("cost: no replica count yet");
        return cost;
    }

    // Doubles throughout: replicas (<= 100,000) x GPUs per replica x price (<= 100,000) x 730
    // stays below 1e18, exact enough and far from overflow.
    const double gpr = plan.gpusPerReplica;
    const double perGpuMonth = price->perGpuHour * kHoursPerMonth;
    auto add = [&cost, gpr, perGpuMonth](const QString &envelope, const QString &component,
                                         int replicas, int low, int high) {
        CostLine l;
        l.envelope = envelope;
        l.component = component;
        l.label = CapacityPlan::componentLabel(component);
        l.gpus = replicas * gpr;
        l.gpusLow = low * gpr;
        l.gpusHigh = high * gpr;
        l.monthly = l.gpus * perGpuMonth;
        l.monthlyLow = l.gpusLow * perGpuMonth;
        l.monthlyHigh = l.gpusHigh * perGpuMonth;
        l.included = component == QLatin1String("warm");
        cost.lines.append(l);
    };
    double peakTokensPerS = 0;
    double averageTokensPerS = 0;
    double peakCalls = 0;
    for (const EnvelopePlan &e : plan.envelopes) {
        if (!e.planned)
            continue;
        const QString &id = e.envelope.id;
        add(id, QStringLiteral("base"), e.central.base, e.low.base, e.high.base);
        add(id, QStringLiteral("growth"), e.central.growth, e.low.growth, e.high.growth);
        if (e.central.breach > 0 || e.high.breach > 0) // as the plan's rows list it
            add(id, QStringLiteral("breach"), e.central.breach, e.low.breach, e.high.breach);
        add(id, QStringLiteral("failure"), e.central.failure, e.low.failure, e.high.failure);
        add(id, QStringLiteral("rollout"), e.central.rollout, e.low.rollout, e.high.rollout);
        add(id, QStringLiteral("warm"), e.central.warm, e.low.warm, e.high.warm);
        add(id, QStringLiteral("total"), e.central.total, e.low.total, e.high.total);
        const double mean = envelopeMeanOutputTokens(input, e, &cost.assumptions);
        peakCalls += e.peakCallsRps;
        peakTokensPerS += e.peakCallsRps * mean;
        averageTokensPerS += averageCallsRps(e) * mean;
    }
    if (plan.envelopes.size() > 1)
        add(CapacityPlan::tr("all envelopes"), QStringLiteral("total"), plan.totalReplicas,
            plan.totalLow, plan.totalHigh);
    const CostLine &total = cost.lines.constLast();
    cost.monthly = total.monthly;
    cost.monthlyLow = total.monthlyLow;
    cost.monthlyHigh = total.monthlyHigh;

    cost.peakCallsRps = peakCalls;
    cost.meanOutputTokens = peakCalls > 0 ? peakTokensPerS / peakCalls : 0;
    cost.outputTokensPerHour = peakTokensPerS * 3600;
    cost.averageOutputTokensPerHour = averageTokensPerS * 3600;
    // GPUs x price per GPU-hour / millions of output tokens per hour.
    const double perHour = total.gpus * price->perGpuHour;
    if (cost.outputTokensPerHour > 0)
        cost.perMillionOutputTokens = perHour / (cost.outputTokensPerHour / 1e6);
    if (cost.averageOutputTokensPerHour > 0)
        cost.perMillionOutputTokensAtAverage = perHour / (cost.averageOutputTokensPerHour / 1e6);
    if (!std::isfinite(cost.perMillionOutputTokens))
        cost.perMillionOutputTokens = 0;
    if (!std::isfinite(cost.perMillionOutputTokensAtAverage))
        cost.perMillionOutputTokensAtAverage = 0;
    cost.assumptions.removeDuplicates();
    cost.available = true;
    return cost;
}

QString PlanCost::money(double amount, const QString &currency)
{
    return QLocale().toString(amount, 'f', 2) + QLatin1Char(' ') + currency;
}

QStringList PlanCost::summary() const
{
    if (!available)
        return {missing};
    QStringList lines;
    const QString origin =
        priceOrigin == QLatin1String("catalog") ? tr("GPU catalog") : tr("project setting");
    lines << tr("Price: %1 per GPU-hour for %2 (%3; source: %4).")
                 .arg(money(price.perGpuHour), gpuName, origin,
                      price.source.isEmpty() ? tr("not given") : price.source);
    lines << tr("Monthly cost (730 h a month): %1 (range %2 - %3).")
                 .arg(money(monthly), money(monthlyLow), money(monthlyHigh));
    if (perMillionOutputTokens > 0)
        lines << tr("Cost per million output tokens at the projected peak (%1 calls/s x %2 "
                    "output tokens): %3; at the average load: %4.")
                     .arg(QLocale().toString(peakCallsRps, 'g', 4),
                          QLocale().toString(meanOutputTokens, 'f', 0),
                          money(perMillionOutputTokens),
                          perMillionOutputTokensAtAverage > 0
                              ? money(perMillionOutputTokensAtAverage)
                              : tr("unknown"));
    else
        lines << tr("Cost per million output tokens: unknown (no projected peak).");
    return lines;
}

const CostLine *PlanCost::line(const QString &envelope, const QString &component) const
{
    for (const CostLine &l : lines)
        if (l.envelope == envelope && l.component == component)
            return &l;
    return nullptr;
}

QJsonObject PlanCost::toJson() const
{
    if (!available)
        return {{QStringLiteral("available"), false}, {QStringLiteral("missing"), missing}};
    QJsonArray lineArray;
    for (const CostLine &l : lines)
        lineArray.append(QJsonObject{{QStringLiteral("envelope"), l.envelope},
                                     {QStringLiteral("component"), l.component},
                                     {QStringLiteral("gpus"), l.gpus},
                                     {QStringLiteral("gpus_low"), l.gpusLow},
                                     {QStringLiteral("gpus_high"), l.gpusHigh},
                                     {QStringLiteral("monthly"), l.monthly},
                                     {QStringLiteral("monthly_low"), l.monthlyLow},
                                     {QStringLiteral("monthly_high"), l.monthlyHigh},
                                     {QStringLiteral("included_in_total"), l.included}});
    QJsonObject price = this->price.toJson();
    price.insert(QStringLiteral("origin"), priceOrigin);
    price.insert(QStringLiteral("gpu"), gpuName);
    return {
        {QStringLiteral("available"), true},
        {QStringLiteral("price"), price},
        {QStringLiteral("currency"), this->price.currency},
        {QStringLiteral("hours_per_month"), kHoursPerMonth},
        {QStringLiteral("monthly"), monthly},
        {QStringLiteral("monthly_low"), monthlyLow},
        {QStringLiteral("monthly_high"), monthlyHigh},
        {QStringLiteral("lines"), lineArray},
        {QStringLiteral("peak_calls_per_s"), peakCallsRps},
        {QStringLiteral("mean_output_tokens"), meanOutputTokens},
        {QStringLiteral("output_tokens_per_hour"), outputTokensPerHour},
        {QStringLiteral("per_million_output_tokens"), perMillionOutputTokens},
        {QStringLiteral("average_output_tokens_per_hour"), averageOutputTokensPerHour},
        {QStringLiteral("per_million_output_tokens_at_average"), perMillionOutputTokensAtAverage},
        {QStringLiteral("assumptions"), QJsonArray::fromStringList(assumptions)}};
}

} // namespace llmcap
