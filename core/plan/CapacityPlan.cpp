#include "plan/CapacityPlan.h"

#include <QJsonArray>
#include <QLocale>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

QJsonObject countsToJson(const ReplicaCounts &c)
{
    return {{QStringLiteral("base"), c.base},
            {QStringLiteral("average"), c.average},
            {QStringLiteral("growth"), c.growth},
            {QStringLiteral("breach"), c.breach},
            {QStringLiteral("failure"), c.failure},
            {QStringLiteral("rollout"), c.rollout},
            {QStringLiteral("warm"), c.warm},
            {QStringLiteral("total"), c.total},
            {QStringLiteral("lost_at_once"), c.lostAtOnce},
            {QStringLiteral("survivable"), c.survivable}};
}

QString rolloutName(RolloutStrategy r)
{
    switch (r) {
    case RolloutStrategy::None:
        return CapacityPlan::tr("no rollout reserve");
    case RolloutStrategy::Surge:
        return CapacityPlan::tr("surge beside the old version");
    case RolloutStrategy::InPlace:
        return CapacityPlan::tr("in-place restarts");
    case RolloutStrategy::BlueGreen:
        return CapacityPlan::tr("blue-green: a complete second set");
    }
    return {};
}

} // namespace

bool CapacityPlan::complete() const
{
    if (envelopes.isEmpty())
        return false;
    for (const EnvelopePlan &e : envelopes)
        if (!e.planned)
            return false;
    return true;
}

QString CapacityPlan::componentLabel(const QString &component)
{
    if (component == QLatin1String("base"))
        return tr("Base (projected peak)");
    if (component == QLatin1String("growth"))
        return tr("Growth over the horizon");
    if (component == QLatin1String("breach"))
        return tr("Breach head-room (to the target)");
    if (component == QLatin1String("failure"))
        return tr("Failure reserve");
    if (component == QLatin1String("rollout"))
        return tr("Rollout surge");
    if (component == QLatin1String("warm"))
        return tr("Warm reserve (kept running, included)");
    if (component == QLatin1String("total"))
        return tr("Total");
    return component;
}

QList<PlanRow> CapacityPlan::rows() const
{
    QList<PlanRow> rows;
    const int gpr = gpusPerReplica;
    auto add = [&rows, gpr](const QString &envelope, const QString &component, int replicas,
                            int low, int high, const QString &note) {
        rows.append({envelope, component, componentLabel(component), replicas, low, high,
                     gpr > 0 ? replicas * gpr : 0, note});
    };
    for (const EnvelopePlan &e : envelopes) {
        if (!e.planned) {
            rows.append({e.envelope.id, QStringLiteral("total"),
                         componentLabel(QStringLiteral("total")), 0, 0, 0, 0, e.problem});
            continue;
        }
        const ReplicaInputs &in = e.inputs;
        QString baseNote =
            e.inRuns()
                ? tr("peak %1 runs/s (%2 calls/s) / %3 runs/s (%4 calls/s) per replica (%5); "
                     "average load needs %6")
                      .arg(num(e.peakRps), num(e.peakCallsRps), num(in.sustainableRps),
                           num(e.plannedCallsRps()), e.sustainable.sourceLabel())
                      .arg(e.central.average)
                : tr("peak %1 calls/s / %2 calls/s per replica (%3); average load "
                     "needs %4")
                      .arg(num(e.peakRps), num(in.sustainableRps), e.sustainable.sourceLabel())
                      .arg(e.central.average);
        if (!e.sweepFindings.isEmpty()) // the plan's exports flag a sweep that does not fit
            baseNote += QLatin1String("; ") + e.sweepFindings.join(QLatin1String("; "));
        add(e.envelope.id, QStringLiteral("base"), e.central.base, e.low.base, e.high.base,
            baseNote);
        add(e.envelope.id, QStringLiteral("growth"), e.central.growth, e.low.growth, e.high.growth,
            tr("+%1 % load").arg(num(in.growthPct)));
        // Only where the breach target needs more than the planned rate gives, so that a plan
        // without a boundary distribution keeps the rows it always had.
        if (e.central.breach > 0 || e.high.breach > 0)
            add(e.envelope.id, QStringLiteral("breach"), e.central.breach, e.low.breach,
                e.high.breach, e.breach.summary());
        add(e.envelope.id, QStringLiteral("failure"), e.central.failure, e.low.failure,
            e.high.failure,
            tr("%1: %2 replica(s) lost at once; %3 % of the peak kept")
                .arg(FailureTopology::label(in.loss))
                .arg(e.central.lostAtOnce)
                .arg(num(in.capacityAfterLossPct)));
        add(e.envelope.id, QStringLiteral("rollout"), e.central.rollout, e.low.rollout,
            e.high.rollout, rolloutName(in.rollout));
        add(e.envelope.id, QStringLiteral("total"), e.central.total, e.low.total, e.high.total,
            e.envelope.reason);
        add(e.envelope.id, QStringLiteral("warm"), e.central.warm, e.low.warm, e.high.warm,
            tr("start-up %1 s; burst %2 s; recovery %3 s")
                .arg(num(in.startupS), num(in.burstS), num(in.recoveryS)));
    }
    if (envelopes.size() > 1)
        add(tr("all envelopes"), QStringLiteral("total"), totalReplicas, totalLow, totalHigh,
            QString());
    return rows;
}

QString CapacityPlan::headline() const
{
    if (!complete())
        return tr("No replica count yet: %1").arg(problems.value(0));
    QString text = tr("%1 replicas (range %2-%3)").arg(totalReplicas).arg(totalLow).arg(totalHigh);
    if (gpusPerReplica > 0)
        text += tr(", %1 GPUs (range %2-%3)").arg(totalGpus).arg(gpusLow).arg(gpusHigh);
    if (unsafe)
        text += tr(" - UNSAFE: no rate held in the sweep's confirmation runs");
    else if (preliminary)
        text += tr(" - preliminary");
    return text;
}

QStringList CapacityPlan::breachLines() const
{
    QStringList lines;
    for (const EnvelopePlan &e : envelopes)
        if (e.planned)
            lines << (envelopes.size() > 1 ? tr("%1: %2").arg(e.envelope.id, e.breach.summary())
                                           : e.breach.summary());
    return lines;
}

QJsonObject CapacityPlan::toJson() const
{
    QJsonArray envelopeArray;
    for (const EnvelopePlan &e : envelopes) {
        QJsonArray classes;
        for (const PeakProjection &p : e.classPeaks) {
            const int i = int(&p - e.classPeaks.constData());
            QJsonObject c{{QStringLiteral("class"), e.envelope.names.value(i)},
                          {QStringLiteral("method"), PeakProjection::methodKey(p.method)},
                          {QStringLiteral("peak_rps"), p.peakRps},
                          {QStringLiteral("peak_low_rps"), p.peakLowRps},
                          {QStringLiteral("peak_high_rps"), p.peakHighRps},
                          {QStringLiteral("average_rps"), p.averageRps},
                          {QStringLiteral("burst_s"), p.burstS},
                          {QStringLiteral("growth_pct"), p.growthPct},
                          {QStringLiteral("preliminary"), p.preliminary()},
                          {QStringLiteral("formula"), QJsonArray::fromStringList(p.formula)},
                          {QStringLiteral("problem"), p.problem}};
            c.insert(QStringLiteral("rate_unit"), p.rateUnit);
            if (p.inRuns()) {
                c.insert(QStringLiteral("calls_per_run"), p.callsPerRun);
                c.insert(QStringLiteral("peak_calls_per_s"), p.peakCallsRps());
            }
            classes.append(c);
        }
        QJsonObject o{{QStringLiteral("id"), e.envelope.id},
                      {QStringLiteral("classes"), classes},
                      {QStringLiteral("reason"), e.envelope.reason},
                      {QStringLiteral("peak_rps"), e.peakRps},
                      {QStringLiteral("peak_low_rps"), e.peakLowRps},
                      {QStringLiteral("peak_high_rps"), e.peakHighRps},
                      {QStringLiteral("average_rps"), e.averageRps},
                      {QStringLiteral("sustainable"), e.sustainable.toJson()},
                      {QStringLiteral("sustainable_specific"), e.sustainableSpecific},
                      {QStringLiteral("planned"), e.planned}};
        // Every rate above counts rate_unit; a runs/s envelope states its calls/s beside.
        o.insert(QStringLiteral("rate_unit"), e.rateUnit);
        if (e.inRuns()) {
            o.insert(QStringLiteral("peak_calls_per_s"), e.peakCallsRps);
            o.insert(QStringLiteral("calls_per_run"), e.callsPerRun);
        }
        if (e.planned) {
            o.insert(QStringLiteral("planned_per_replica"), e.inputs.sustainableRps);
            if (e.inRuns())
                o.insert(QStringLiteral("planned_calls_per_s_per_replica"), e.plannedCallsRps());
            o.insert(QStringLiteral("replicas"), countsToJson(e.central));
            o.insert(QStringLiteral("replicas_low"), countsToJson(e.low));
            o.insert(QStringLiteral("replicas_high"), countsToJson(e.high));
            o.insert(QStringLiteral("formula"), QJsonArray::fromStringList(e.central.formula));
            o.insert(QStringLiteral("breach"), e.breach.toJson());
        } else {
            o.insert(QStringLiteral("problem"), e.problem);
        }
        if (!e.sweepFindings.isEmpty())
            o.insert(QStringLiteral("sweep_findings"), QJsonArray::fromStringList(e.sweepFindings));
        envelopeArray.append(o);
    }
    QJsonArray rowArray;
    for (const PlanRow &r : rows())
        rowArray.append(QJsonObject{{QStringLiteral("envelope"), r.envelope},
                                    {QStringLiteral("component"), r.component},
                                    {QStringLiteral("replicas"), r.replicas},
                                    {QStringLiteral("low"), r.low},
                                    {QStringLiteral("high"), r.high},
                                    {QStringLiteral("gpus"), r.gpus},
                                    {QStringLiteral("note"), r.note}});
    QJsonArray assumptionArray;
    for (const PlanAssumption &a : assumptions)
        assumptionArray.append(a.toJson());
    QJsonArray mistakeArray;
    for (const Mistake &m : mistakes)
        mistakeArray.append(
            QJsonObject{{QStringLiteral("id"), m.id},
                        {QStringLiteral("title"), m.title},
                        {QStringLiteral("explanation"), m.explanation},
                        {QStringLiteral("section"), SizingField::sectionKey(m.section)},
                        {QStringLiteral("fields"), QJsonArray::fromStringList(m.fields)},
                        {QStringLiteral("class"), m.workloadClass}});
    QJsonObject totals{{QStringLiteral("replicas"), totalReplicas},
                       {QStringLiteral("replicas_low"), totalLow},
                       {QStringLiteral("replicas_high"), totalHigh},
                       {QStringLiteral("warm_replicas"), warmReplicas}};
    if (gpusPerReplica > 0) {
        totals.insert(QStringLiteral("gpus"), totalGpus);
        totals.insert(QStringLiteral("gpus_low"), gpusLow);
        totals.insert(QStringLiteral("gpus_high"), gpusHigh);
    }
    QJsonObject o{
        {QStringLiteral("complete"), complete()},
        {QStringLiteral("preliminary"), preliminary},
        {QStringLiteral("preliminary_reasons"), QJsonArray::fromStringList(preliminaryReasons)},
        {QStringLiteral("unsafe"), unsafe},
        {QStringLiteral("unsafe_reasons"), QJsonArray::fromStringList(unsafeReasons)},
        {QStringLiteral("headline"), headline()},
        {QStringLiteral("gpus_per_replica"), gpusPerReplica},
        {QStringLiteral("breach_target_pct"), breachTargetPct},
        {QStringLiteral("totals"), totals},
        {QStringLiteral("envelopes"), envelopeArray},
        {QStringLiteral("rows"), rowArray},
        {QStringLiteral("assumptions"), assumptionArray},
        {QStringLiteral("mistakes"), mistakeArray},
        {QStringLiteral("problems"), QJsonArray::fromStringList(problems)},
        {QStringLiteral("cost"), cost.toJson()}};
    if (footprint) {
        QJsonObject f{
            {QStringLiteral("model"), footprintInput->model.id},
            {QStringLiteral("gpu"), footprintInput->gpu.id},
            {QStringLiteral("tensor_parallel"), footprintInput->tensorParallel},
            {QStringLiteral("pipeline_parallel"), footprintInput->pipelineParallel},
            {QStringLiteral("weight_precision"), Precision::name(footprintInput->weights)},
            {QStringLiteral("kv_cache_dtype"), Precision::name(footprintInput->kvDtype)},
            {QStringLiteral("weight_bytes_per_gpu"), footprint->weightBytesPerGpu},
            {QStringLiteral("kv_bytes_per_token"), footprint->kvBytesPerToken},
            {QStringLiteral("kv_capacity_tokens"), footprint->kvCapacityTokens},
            {QStringLiteral("max_model_len"), footprint->maxModelLen},
            {QStringLiteral("max_concurrency_at_full_context"),
             footprint->maxConcurrencyAtFullContext},
            {QStringLiteral("fits"), footprint->fits},
            {QStringLiteral("formula"), QJsonArray::fromStringList(footprint->formula)}};
        o.insert(QStringLiteral("footprint"), f);
    }
    return o;
}

} // namespace llmcap
