#include "plan/CapacityPlanner.h"

#include "plan/PlanInput.h"
#include "plan/SweepFit.h"
#include "plan/SweepSummary.h"

#include <QLocale>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

// The reliability and placement answers the arithmetic needs, with defaults listed.
struct Reliability
{
    FailureLoss loss = FailureLoss::Replica;
    double afterLossPct = 100;
    RolloutStrategy rollout = RolloutStrategy::Surge;
    int maxSurge = 1;
    double recoveryS = 0;
    int gpusPerReplica = 0;
    int gpusPerNode = 0;
    int failureDomains = 0;
    Placement placement = Placement::Packed;
    double startupS = 0;
};

RolloutStrategy parseRollout(const QString &key)
{
    if (key == QLatin1String("in-place"))
        return RolloutStrategy::InPlace;
    if (key == QLatin1String("blue-green"))
        return RolloutStrategy::BlueGreen;
    return RolloutStrategy::Surge;
}

class Assumptions
{
public:
    explicit Assumptions(CapacityPlan &plan)
        : m_plan(plan)
    {}
    void given(const QString &text, const QString &field)
    {
        m_plan.assumptions.append({text, false, field, {}});
    }
    void assumed(const QString &text, const QString &field)
    {
        m_plan.assumptions.append({text, true, field, {}});
        m_plan.preliminaryReasons.append(text);
    }

private:
    CapacityPlan &m_plan;
};

Reliability readReliability(const PlanInput &in, CapacityPlan &plan)
{
    Assumptions a(plan);
    const SizingRequest &r = in.request;
    const Deployment &d = in.deployment;
    Reliability rel;

    if (const auto loss = FailureTopology::parse(r.text(QStringLiteral("loss_to_survive")))) {
        rel.loss = *loss;
        a.given(
            *loss == FailureLoss::None
                ? CapacityPlanner::tr("The product accepts reduced capacity during any failure.")
                : CapacityPlanner::tr("The product must survive the %1.")
                      .arg(FailureTopology::label(*loss)),
            QStringLiteral("loss_to_survive"));
    } else {
        a.assumed(CapacityPlanner::tr(
                      "The product is assumed to have to survive the loss of one replica (no "
                      "loss to survive given)."),
                  QStringLiteral("loss_to_survive"));
    }
    if (const auto pct = r.number(QStringLiteral("capacity_after_loss_pct"))) {
        rel.afterLossPct = *pct;
        a.given(CapacityPlanner::tr(
                    "After that loss, %1 % of the peak must still be served within the SLO.")
                    .arg(num(*pct)),
                QStringLiteral("capacity_after_loss_pct"));
    } else if (rel.loss != FailureLoss::None) {
        a.assumed(CapacityPlanner::tr(
                      "After a loss, the full peak is assumed to be served within the SLO (no "
                      "degraded capacity given)."),
                  QStringLiteral("capacity_after_loss_pct"));
    }
    const QString rollout = r.text(QStringLiteral("rollout"));
    rel.rollout = parseRollout(rollout);
    rel.maxSurge = int(r.number(QStringLiteral("max_surge")).value_or(1));
    if (rollout.isEmpty())
        a.assumed(
            CapacityPlanner::tr("Rollouts are assumed to surge %1 replica at a time beside the old "
                                "version (no rollout strategy given).")
                .arg(rel.maxSurge),
            QStringLiteral("rollout"));
    else if (rel.rollout == RolloutStrategy::BlueGreen)
        a.given(CapacityPlanner::tr(
                    "Blue-green rollouts need a complete second set of replicas while they "
                    "switch."),
                QStringLiteral("rollout"));
    else if (rel.rollout == RolloutStrategy::InPlace)
        a.given(CapacityPlanner::tr(
                    "Rollouts restart %1 replica(s) at a time; capacity drops while they "
                    "restart, and old and new versions coexist.")
                    .arg(rel.maxSurge),
                QStringLiteral("rollout"));
    else
        a.given(CapacityPlanner::tr(
                    "Rollouts add %1 replica(s) at a time beside the old version; old and new "
                    "versions coexist.")
                    .arg(rel.maxSurge),
                QStringLiteral("rollout"));

    if (const auto minutes = r.number(QStringLiteral("recovery_min"))) {
        rel.recoveryS = *minutes * 60;
        a.given(CapacityPlanner::tr("Capacity must recover within %1 min after a failure.")
                    .arg(num(*minutes)),
                QStringLiteral("recovery_min"));
    } else {
        rel.recoveryS = CapacityPlanner::kDefaultRecoveryMin * 60;
        a.assumed(CapacityPlanner::tr("A recovery time of %1 min is assumed (none given).")
                      .arg(num(CapacityPlanner::kDefaultRecoveryMin)),
                  QStringLiteral("recovery_min"));
    }

    const bool topologyMatters =
        rel.loss == FailureLoss::Node || rel.loss == FailureLoss::FailureDomain;
    const int knownGpusPerReplica = d.resolvedGpusPerReplica();
    if (d.gpusPerNode > 0) {
        rel.gpusPerNode = d.gpusPerNode;
        a.given(CapacityPlanner::tr("A node has %1 GPUs.").arg(rel.gpusPerNode),
                QStringLiteral("gpus_per_node"));
    } else {
        rel.gpusPerNode = std::max(CapacityPlanner::kDefaultGpusPerNode, knownGpusPerReplica);
        if (topologyMatters)
            a.assumed(CapacityPlanner::tr("A node is assumed to have %1 GPUs (none given).")
                          .arg(rel.gpusPerNode),
                      QStringLiteral("gpus_per_node"));
    }
    if (knownGpusPerReplica > 0) {
        rel.gpusPerReplica = knownGpusPerReplica;
        a.given(CapacityPlanner::tr("One replica uses %1 GPU(s).").arg(rel.gpusPerReplica),
                QStringLiteral("gpus_per_replica"));
    } else {
        rel.gpusPerReplica = rel.gpusPerNode; // one replica per node
        a.assumed(CapacityPlanner::tr(
                      "The GPUs per replica are unknown (no replica configuration): GPU totals "
                      "are left open and a node is assumed to hold one replica."),
                  QStringLiteral("gpus_per_replica"));
    }
    if (rel.loss == FailureLoss::FailureDomain) {
        rel.failureDomains = d.failureDomains;
        if (rel.failureDomains > 0)
            a.given(CapacityPlanner::tr("Replicas are spread over %1 failure domains.")
                        .arg(rel.failureDomains),
                    QStringLiteral("failure_domains"));
        else {
            rel.failureDomains = CapacityPlanner::kDefaultFailureDomains;
            a.assumed(CapacityPlanner::tr(
                          "Replicas are assumed to be spread over %1 failure domains (none "
                          "given).")
                          .arg(rel.failureDomains),
                      QStringLiteral("failure_domains"));
        }
    }
    rel.placement = d.placement;
    if (rel.loss != FailureLoss::None)
        a.given(FailureTopology::explain(rel.loss, rel.gpusPerReplica, rel.gpusPerNode,
                                         rel.failureDomains, rel.placement),
                QStringLiteral("loss_to_survive"));
    if (d.startupS > 0) {
        rel.startupS = d.startupS;
        a.given(CapacityPlanner::tr(
                    "A replica takes %1 s to start (placement, weight load, KV allocation, "
                    "warm-up, readiness).")
                    .arg(num(d.startupS)),
                QStringLiteral("startup_s"));
    } else {
        rel.startupS = CapacityPlanner::kDefaultStartupS;
        a.assumed(CapacityPlanner::tr("A replica is assumed to take %1 s to start (none given).")
                      .arg(num(CapacityPlanner::kDefaultStartupS)),
                  QStringLiteral("startup_s"));
    }
    return rel;
}

ReplicaInputs inputsFor(const Reliability &rel, double peak, double average, double sustainable,
                        double growth, double burstS)
{
    ReplicaInputs in;
    in.peakRps = peak;
    in.averageRps = average;
    in.sustainableRps = sustainable;
    in.growthPct = growth;
    in.loss = rel.loss;
    in.capacityAfterLossPct = rel.afterLossPct;
    in.gpusPerReplica = rel.gpusPerReplica;
    in.gpusPerNode = rel.gpusPerNode;
    in.failureDomains = rel.failureDomains;
    in.placement = rel.placement;
    in.rollout = rel.rollout;
    in.maxSurge = rel.maxSurge;
    in.startupS = rel.startupS;
    in.burstS = burstS;
    in.recoveryS = rel.recoveryS;
    return in;
}

QString unitName(const QString &unit)
{
    return unit == SustainableLoad::runsUnit() ? QStringLiteral("runs/s")
                                               : QStringLiteral("req/s (calls)");
}

// Sets the envelope's rate unit: what its sustainable load counts, unless a class states its
// own (plan_unit). A peak in runs/s divided by a load in calls/s (or the reverse) would give a
// replica count off by the calls per run: such an envelope is refused, naming both.
QString rateUnitProblem(const SizingRequest &r, EnvelopePlan &e)
{
    const QString loadUnit =
        e.sustainable.isSet() ? e.sustainable.rateUnit : QString(SustainableLoad::callsUnit());
    e.rateUnit = loadUnit;
    QString stated; // the first class's stated unit, for an envelope without a load
    for (int index : e.envelope.classes) {
        const QString answer = r.classText(index, QStringLiteral("plan_unit"));
        if (answer.isEmpty())
            continue;
        const QString unit = answer == QLatin1String("runs") ? SustainableLoad::runsUnit()
                                                             : SustainableLoad::callsUnit();
        const QString &cls = r.classes().at(index).name;
        if (e.sustainable.isSet() && unit != loadUnit)
            return CapacityPlanner::tr(
                       "class \"%1\" is planned in %2, but the sustainable load of \"%3\" "
                       "(%4) is in %5: a plan cannot divide one by the other; sweep the class "
                       "in the unit it is planned in, or change its plan_unit")
                .arg(cls, unitName(unit), e.envelope.id, e.sustainable.sourceLabel(),
                     unitName(loadUnit));
        if (!stated.isEmpty() && unit != stated)
            return CapacityPlanner::tr("envelope \"%1\" mixes classes planned in %2 and in %3 "
                                       "(class \"%4\"): one envelope has one rate unit")
                .arg(e.envelope.id, unitName(stated), unitName(unit), cls);
        stated = unit;
        e.rateUnit = unit;
    }
    return {};
}

// A load taken from a sweep before it carried its boundary's draws gets them from the sweep
// itself, as long as it still states that sweep's boundary.
void takeDrawsFromSweep(const QList<SweepSummary> &sweeps, SustainableLoad &load)
{
    if (load.source != SustainableLoad::Source::Sweep || !load.boundaryDrawsRps.empty())
        return;
    for (const SweepSummary &s : sweeps)
        if (s.id == load.sweepId && s.boundaryRps == load.rateRps)
            load.boundaryDrawsRps = s.boundaryDrawsRps;
}

// The breach risk of the central counts' serving replicas, and the head-room the target needs
// in the central and pessimistic counts. The optimistic end divides by the boundary's upper
// bound: it assumes the boundary high, so no breach head-room is added to it.
int planBreach(double targetPct, double growthHigh, EnvelopePlan &e)
{
    const double grownPeak = e.peakRps * (1.0 + e.inputs.growthPct / 100.0);
    const int serving = ReplicaArithmetic::replicasFor(grownPeak, e.inputs.sustainableRps);
    e.breach = BreachRisk::assess(e.sustainable, grownPeak, serving, targetPct);
    if (!e.breach.known())
        return 0;
    e.inputs.servingForBreach = std::max(0, e.breach.neededReplicas);
    const double grownHigh = e.peakHighRps * (1.0 + growthHigh / 100.0);
    return std::max(0, e.sustainable.replicasForBreach(grownHigh, targetPct / 100.0));
}

void planEnvelope(const PlanInput &in, const Reliability &rel, bool several,
                  const QList<SweepSummary> &sweeps, EnvelopePlan &e, CapacityPlan &plan)
{
    double burst = 0;
    double growthWeighted = 0, growthLowWeighted = 0, growthHighWeighted = 0;
    e.sustainable = in.deployment.sustainableFor(e.envelope.id, &e.sustainableSpecific);
    takeDrawsFromSweep(sweeps, e.sustainable);
    if (const QString why = rateUnitProblem(in.request, e); !why.isEmpty()) {
        e.problem = why;
        plan.problems.append(why);
        plan.preliminaryReasons.append(why);
        return;
    }
    for (int index : e.envelope.classes) {
        PeakProjection p = PeakLoadProjector::project(in.request, index, in.baseDir, e.inRuns());
        if (p.method == PeakProjection::Method::None) {
            plan.problems.append(p.problem);
            plan.preliminaryReasons.append(p.problem);
        }
        e.peakRps += p.peakRps;
        e.peakLowRps += p.peakLowRps;
        e.peakHighRps += p.peakHighRps;
        e.averageRps += p.averageRps;
        e.peakCallsRps += p.peakCallsRps();
        burst = burst > 0 ? std::min(burst, p.burstS) : p.burstS;
        growthWeighted += p.growthPct * p.peakRps;
        growthLowWeighted += p.growthLowPct * p.peakRps;
        growthHighWeighted += p.growthHighPct * p.peakRps;
        for (const PlanAssumption &a : p.assumptions)
            if (a.assumed)
                plan.preliminaryReasons.append(
                    CapacityPlanner::tr("class \"%1\": %2").arg(a.workloadClass, a.text));
        e.classPeaks.append(p);
    }
    const double growth = e.peakRps > 0 ? growthWeighted / e.peakRps : 0;
    const double growthLow = e.peakRps > 0 ? growthLowWeighted / e.peakRps : 0;
    const double growthHigh = e.peakRps > 0 ? growthHighWeighted / e.peakRps : 0;
    if (e.inRuns()) // the sweep's measured calls per run, else what the request says
        e.callsPerRun = e.sustainable.callsPerRun > 0 ? e.sustainable.callsPerRun
                        : e.peakRps > 0               ? e.peakCallsRps / e.peakRps
                                                      : 0;

    if (!e.sustainable.isSet()) {
        e.problem = CapacityPlanner::tr(
                        "no sustainable load per replica for \"%1\": run a sweep to the SLO "
                        "boundary, enter a measured value, or use the simulator's preliminary "
                        "estimate")
                        .arg(e.envelope.id);
        plan.problems.append(e.problem);
        plan.preliminaryReasons.append(e.problem);
        return;
    }
    if (const QString why = e.sustainable.preliminaryReason(); !why.isEmpty())
        plan.preliminaryReasons.append(
            CapacityPlanner::tr("envelope \"%1\": %2").arg(e.envelope.id, why));
    if (const QString why = e.sustainable.unsafeReason(); !why.isEmpty())
        plan.unsafeReasons.append(
            CapacityPlanner::tr("envelope \"%1\": %2").arg(e.envelope.id, why));
    if (several && !e.sustainableSpecific) {
        const QString why =
            CapacityPlanner::tr("envelope \"%1\" uses the product-wide sustainable load, which "
                                "was not measured with its own workload mix")
                .arg(e.envelope.id);
        plan.assumptions.append({why, true, QStringLiteral("sustainable_per_envelope"), {}});
        plan.preliminaryReasons.append(why);
    }
    if (e.peakRps <= 0 && e.peakHighRps <= 0) {
        e.problem = CapacityPlanner::tr("no projected load for \"%1\"").arg(e.envelope.id);
        return;
    }
    const double worstRatio = std::max(e.peakRps, e.peakHighRps) *
                              (1.0 + std::max(0.0, growthHigh) / 100.0) /
                              e.sustainable.planningRps();
    if (!(worstRatio <= ReplicaArithmetic::kMaxReplicas)) {
        e.problem =
            CapacityPlanner::tr("\"%1\" would need more than %2 replicas (peak %3 over "
                                "%4 per replica): check the load answers (users, runs "
                                "per user, calls per run)")
                .arg(e.envelope.id, QLocale().toString(ReplicaArithmetic::kMaxReplicas),
                     num(std::max(e.peakRps, e.peakHighRps)), num(e.sustainable.planningRps()));
        plan.problems.append(e.problem);
        return;
    }
    e.inputs = inputsFor(rel, e.peakRps, e.averageRps, e.sustainable.planningRps(), growth, burst);
    const int highServingForBreach = planBreach(plan.breachTargetPct, growthHigh, e);
    if (e.breach.known() && e.breach.neededReplicas < 0)
        plan.preliminaryReasons.append(
            CapacityPlanner::tr("envelope \"%1\": no replica count keeps the breach probability "
                                "within %2 %: the boundary's distribution reaches near zero")
                .arg(e.envelope.id, num(plan.breachTargetPct)));
    e.central = ReplicaArithmetic::compute(e.inputs);
    e.low = ReplicaArithmetic::compute(inputsFor(rel, e.peakLowRps,
                                                 std::min(e.averageRps, e.peakLowRps),
                                                 e.sustainable.optimisticRps(), growthLow, burst));
    ReplicaInputs high =
        inputsFor(rel, e.peakHighRps, e.averageRps, e.sustainable.planningRps(), growthHigh, burst);
    high.servingForBreach = highServingForBreach;
    e.high = ReplicaArithmetic::compute(high);
    e.planned = true;
    if (e.inRuns())
        plan.assumptions.append(
            {CapacityPlanner::tr("Envelope \"%1\" is planned in runs/s: peak %2 runs/s (%3 "
                                 "calls/s) over %4 runs/s per replica (%5 calls/s at %6 calls "
                                 "per run).")
                 .arg(e.envelope.id, num(e.peakRps), num(e.peakCallsRps),
                      num(e.inputs.sustainableRps), num(e.plannedCallsRps()), num(e.callsPerRun)),
             false,
             QStringLiteral("plan_unit"),
             {}});
    if (!e.central.survivable) {
        // The plan cannot keep its promise: say so as a problem and keep it preliminary.
        const QString why =
            CapacityPlanner::tr("\"%1\" cannot survive the loss of its only failure domain: "
                                "place replicas in at least two")
                .arg(e.envelope.id);
        plan.problems.append(why);
        plan.preliminaryReasons.append(why);
    }
}

// The sweep an envelope's load comes from, checked against the request: every finding is a
// mistake the user reads and a reason the plan stays preliminary.
void checkSweep(const PlanInput &in, const QList<SweepSummary> &sweeps, EnvelopePlan &e,
                CapacityPlan &plan)
{
    if (e.sustainable.source != SustainableLoad::Source::Sweep || e.sustainable.sweepId.isEmpty())
        return;
    const SweepSummary *sweep = nullptr;
    for (const SweepSummary &s : sweeps)
        if (s.id == e.sustainable.sweepId)
            sweep = &s;
    if (!sweep)
        return;
    // A load saved before it carried the flag still knows it from its sweep.
    if (sweep->unsafe && !e.sustainable.unsafe) {
        SustainableLoad flagged = e.sustainable;
        flagged.unsafe = true;
        plan.unsafeReasons.append(
            CapacityPlanner::tr("envelope \"%1\": %2").arg(e.envelope.id, flagged.unsafeReason()));
    }
    const SweepFit fit = SweepFit::check(*sweep, in, e.envelope);
    for (const QString &f : fit.differences())
        e.sweepFindings << CapacityPlanner::tr("sweep %1: %2").arg(sweep->id, f);
    e.sweepFindings << fit.standing;
    const auto add = [&](MistakeKind kind, const QString &title, const QString &explanation,
                         const QStringList &findings) {
        for (const QString &f : findings)
            plan.preliminaryReasons.append(
                CapacityPlanner::tr("envelope \"%1\": %2").arg(e.envelope.id, f));
        for (const Mistake &m : std::as_const(plan.mistakes))
            if (m.kind == kind && m.title == title)
                return; // one sweep feeding several envelopes: listed once
        plan.mistakes.append({kind,
                              MistakesAdvisor::idOf(kind),
                              title,
                              explanation,
                              SizingSection::Workload,
                              {QStringLiteral("capacity_evidence")},
                              QString()});
    };
    if (fit.differs()) {
        QStringList named = fit.differences();
        for (QString &n : named)
            n = CapacityPlanner::tr("sweep %1: %2").arg(sweep->id, n);
        add(MistakeKind::SweepDiffersFromRequest,
            CapacityPlanner::tr("Sweep %1 did not measure this request").arg(sweep->id),
            CapacityPlanner::tr("The plan divides by the boundary of sweep %1, but %2. A replica "
                                "sustains another load under another workload, SLO or serving "
                                "configuration: sweep the request's own workload and SLO on its "
                                "serving configuration (the Benchmark page starts from them).")
                .arg(sweep->id, fit.differences().join(QLatin1String("; "))),
            named);
    }
    if (!fit.standing.isEmpty())
        add(MistakeKind::SweepNotFinished,
            CapacityPlanner::tr("Sweep %1 has no final boundary").arg(sweep->id),
            CapacityPlanner::tr("The plan divides by what the sweep found so far: %1. Resume an "
                                "unfinished sweep, or sweep again with a higher maximum rate "
                                "when no rate failed, until it ends with a boundary; or choose "
                                "a finished sweep with one.")
                .arg(fit.standing.join(QLatin1String("; "))),
            fit.standing);
}

} // namespace

CapacityPlan CapacityPlanner::plan(const PlanInput &in, const QList<SweepSummary> &sweeps)
{
    CapacityPlan plan;
    const Deployment &d = in.deployment;
    if (d.hasReplicaConfig()) {
        auto fi = d.footprintInput();
        if (fi) {
            plan.footprintInput = *fi;
            plan.footprint = FootprintCalculator::compute(*fi);
            if (!plan.footprint->fits)
                plan.footprintProblem = plan.footprint->problem;
        } else {
            plan.footprintProblem = fi.error();
        }
        if (!plan.footprintProblem.isEmpty())
            plan.problems.append(plan.footprintProblem);
    }

    if (in.request.classes().isEmpty()) {
        const QString why = tr("the sizing request names no workload class");
        plan.problems.append(why);
        plan.preliminaryReasons.append(why);
    }
    const Reliability rel = readReliability(in, plan);
    plan.gpusPerReplica = d.resolvedGpusPerReplica();

    const auto horizon = in.request.number(QStringLiteral("horizon_months"));
    if (horizon)
        plan.assumptions.append({tr("Growth is planned over %1 months.").arg(num(*horizon)),
                                 false,
                                 QStringLiteral("horizon_months"),
                                 {}});
    else
        plan.assumptions.append(
            {tr("The planning horizon is assumed to be %1 months.").arg(kDefaultHorizonMonths),
             true,
             QStringLiteral("horizon_months"),
             {}});

    plan.breachTargetPct = d.breachProbabilityPct;
    const QList<Envelope> envelopes = EnvelopeGrouping::group(in.request);
    for (const Envelope &envelope : envelopes) {
        EnvelopePlan e;
        e.envelope = envelope;
        planEnvelope(in, rel, envelopes.size() > 1, sweeps, e, plan);
        for (const PeakProjection &p : e.classPeaks)
            plan.assumptions.append(p.assumptions);
        if (e.planned) {
            plan.totalReplicas += e.central.total;
            plan.totalLow += e.low.total;
            plan.totalHigh += e.high.total;
            plan.warmReplicas += e.central.warm;
        }
        plan.envelopes.append(e);
    }
    if (std::any_of(plan.envelopes.cbegin(), plan.envelopes.cend(),
                    [](const EnvelopePlan &e) { return e.planned && e.breach.known(); })) {
        const bool byDefault = d.breachProbabilityPct == BreachRisk::kDefaultTargetPct;
        plan.assumptions.append(
            {byDefault ? tr("The serving replicas may fall short of the peak with a probability "
                            "of at most %1 % (the default breach target; none given).")
                             .arg(num(plan.breachTargetPct))
                       : tr("The serving replicas may fall short of the peak with a probability "
                            "of at most %1 % (the breach target given).")
                             .arg(num(plan.breachTargetPct)),
             byDefault,
             QStringLiteral("breach_probability_pct"),
             {}});
    }
    if (envelopes.size() > 1)
        plan.assumptions.append(
            {tr("The workload classes form %1 separate capacity envelopes, each with its own "
                "replicas and admission rules (rate and concurrency limits), so that one class "
                "cannot use up another's queue and KV cache.")
                 .arg(envelopes.size()),
             false,
             QStringLiteral("workload_classes"),
             {}});
    for (const EnvelopePlan &e : plan.envelopes)
        if (e.envelope.classes.size() > 1)
            plan.assumptions.append({tr("Classes %1 share one envelope; their peaks are assumed "
                                        "to coincide, and its sustainable load must be measured "
                                        "with their mix.")
                                         .arg(e.envelope.names.join(QLatin1String(", "))),
                                     false,
                                     QStringLiteral("workload_classes"),
                                     {}});
    if (plan.gpusPerReplica > 0) {
        plan.totalGpus = plan.totalReplicas * plan.gpusPerReplica;
        plan.gpusLow = plan.totalLow * plan.gpusPerReplica;
        plan.gpusHigh = plan.totalHigh * plan.gpusPerReplica;
    }

    AdvisorContext context;
    context.gpusPerReplica = plan.gpusPerReplica;
    context.gpusPerNode = d.gpusPerNode;
    plan.mistakes = MistakesAdvisor::check(in.request, context);
    for (const SizingProblem &p : in.request.problems())
        plan.unsafeReasons
            << tr("the sizing request has an answer llmcap cannot use (%1)").arg(p.text());
    for (EnvelopePlan &e : plan.envelopes)
        checkSweep(in, sweeps, e, plan);
    plan.unsafeReasons.removeDuplicates();
    plan.unsafe = !plan.unsafeReasons.isEmpty();
    plan.preliminaryReasons << plan.unsafeReasons;
    plan.preliminaryReasons.removeDuplicates();
    plan.preliminary = !plan.preliminaryReasons.isEmpty() || !plan.complete();
    plan.cost = PlanCost::compute(in, plan);
    return plan;
}

} // namespace llmcap
