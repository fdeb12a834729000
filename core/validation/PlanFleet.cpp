#include "validation/PlanFleet.h"

#include "sim/SimPresetCatalog.h"
#include "validation/DrillScript.h"
#include "validation/PlanValidation.h"

#include <QLocale>

#include <cmath>

namespace llmcap {

namespace {

// The workload's mean length, each class weighted by its share of arrivals.
int meanTokens(const Workload &w, bool input)
{
    double sum = 0, weights = 0;
    for (const WorkloadClass &c : w.classes) {
        const double mean = (input ? c.inputTokens : c.outputTokens).mean();
        if (!std::isfinite(mean) || c.weight <= 0)
            continue;
        sum += c.weight * mean;
        weights += c.weight;
    }
    return weights > 0 ? std::max(1, int(std::lround(sum / weights))) : 0;
}

} // namespace

Result<PlanFleet> PlanFleet::newest(Database &db, qint64 projectId, const QString &project,
                                    double durationS)
{
    using R = Result<PlanFleet>;
    auto plan = PlanValidation::newest(db, projectId, project);
    if (!plan)
        return R::failure(plan.error());
    if (plan->plan.envelopes.isEmpty())
        return R::failure(tr("plan %1 has no replica count").arg(plan->planId));
    PlanFleet f;
    f.planId = plan->planId;
    f.envelopes = int(plan->plan.envelopes.size());
    f.envelope = plan->plan.envelopes.first().envelope.id;
    PlanValidationOptions options;
    options.envelope = f.envelope;
    options.durationS = durationS;
    auto setup = PlanValidation::setup(*plan, options);
    if (!setup)
        return R::failure(setup.error());
    const FleetValidationRequest &r = setup->request;
    const EnvelopePlan &e = plan->plan.envelopes.first();
    f.replicas = r.replicas;
    f.planTotal = setup->planTotal;
    f.fromRuns = e.inRuns();
    f.rateRps = f.fromRuns ? r.rateRps * e.callsPerRun : r.rateRps;
    f.startupS = r.startupS;
    if (!r.simPreset && SimPresetCatalog::builtin().find(r.preset))
        f.preset = r.preset;
    f.inputTokens = meanTokens(r.workload, true);
    f.outputTokens = meanTokens(r.workload, false);
    f.slo = r.slo;
    return f;
}

QString PlanFleet::summary() const
{
    const QLocale loc;
    QString text = planTotal > replicas
                       ? tr("From plan %1, the project's newest: %2 serving replicas of its %3 "
                            "(the rollout reserve serves only during a rollout) at its peak of "
                            "%4 req/s at the horizon")
                             .arg(planId)
                             .arg(replicas)
                             .arg(planTotal)
                             .arg(loc.toString(rateRps, 'g', 4))
                       : tr("From plan %1, the project's newest: %2 serving replicas at its peak "
                            "of %3 req/s at the horizon")
                             .arg(planId)
                             .arg(replicas)
                             .arg(loc.toString(rateRps, 'g', 4));
    if (fromRuns)
        text += tr(" (its runs/s as LLM calls)");
    text += startupS > 0 ? tr(", start-up %1").arg(DrillScript::formatTime(startupS))
                         : tr(", start-up unknown (the example's kept)");
    text += tr(", the workload's mean prompt and output lengths");
    if (envelopes > 1)
        text += tr("; envelope %1, the first of %2").arg(envelope).arg(envelopes);
    return text + QLatin1Char('.');
}

} // namespace llmcap
