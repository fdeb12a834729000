#include "validation/PlanValidation.h"

#include "demand/SizingSweep.h"
#include "plan/PlanRepository.h"
#include "plan/PlanSweeps.h"
#include "plan/SimulatorEstimator.h"
#include "sim/SimPresetCatalog.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "sweep/SweepRepository.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

QString nodeName(int index)
{
    QString name;
    for (int i = index; i >= 0; i = i / 26 - 1)
        name.prepend(QChar(QLatin1Char(char('A' + i % 26))));
    return name;
}

QString rolloutKey(RolloutStrategy r)
{
    switch (r) {
    case RolloutStrategy::None:
        return QStringLiteral("none");
    case RolloutStrategy::Surge:
        return QStringLiteral("surge");
    case RolloutStrategy::InPlace:
        return QStringLiteral("in-place");
    case RolloutStrategy::BlueGreen:
        return QStringLiteral("blue-green");
    }
    return {};
}

// The built-in server a stored sweep ran on, if any.
std::optional<SweepConfig::BuiltinServer> builtinServerOf(Database &db, const QString &sweepId)
{
    bool ok = false;
    const qint64 id = sweepId.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    auto info = SweepRepository(db).find(id);
    if (!info)
        return std::nullopt;
    auto config = SweepConfig::fromJson(info->config);
    if (!config)
        return std::nullopt;
    return config->builtinServer;
}

// The sweep the product-wide load (or the only envelope's own) came from.
void attachSweep(Database &db, PlanUnderTest &p)
{
    QString id = p.input.deployment.sustainable.source == SustainableLoad::Source::Sweep
                     ? p.input.deployment.sustainable.sweepId
                     : QString();
    if (id.isEmpty())
        for (const SustainableLoad &l : std::as_const(p.input.deployment.sustainablePerEnvelope))
            if (l.source == SustainableLoad::Source::Sweep && !l.sweepId.isEmpty()) {
                id = l.sweepId;
                break;
            }
    if (id.isEmpty())
        return;
    if (auto found = SweepSummary::find(db, id))
        p.sweep = *found;
    p.sweepServer = builtinServerOf(db, id);
}

ReplicaCounts countsFromJson(const QJsonObject &o, ReplicaCounts c)
{
    c.base = o.value(QLatin1String("base")).toInt(c.base);
    c.growth = o.value(QLatin1String("growth")).toInt(c.growth);
    c.failure = o.value(QLatin1String("failure")).toInt(c.failure);
    c.rollout = o.value(QLatin1String("rollout")).toInt(c.rollout);
    c.warm = o.value(QLatin1String("warm")).toInt(c.warm);
    c.total = o.value(QLatin1String("total")).toInt(c.total);
    c.lostAtOnce = o.value(QLatin1String("lost_at_once")).toInt(c.lostAtOnce);
    return c;
}

Result<PlanUnderTest> fromStored(Database &db, const StoredPlan &stored, const QString &project)
{
    using R = Result<PlanUnderTest>;
    PlanUnderTest p;
    p.planId = stored.id;
    p.label = PlanValidation::tr("plan %1 of project \"%2\"").arg(stored.id).arg(project);
    auto input = PlanInput::fromJson(stored.input, p.label);
    if (!input)
        return R::failure(input.error());
    p.input = std::move(input).value();
    // The arithmetic again from the stored inputs (the resolved defaults are not stored), with
    // the stored replica counts: the plan under test is the one that was saved.
    p.plan = PlanSweeps::plan(db, p.input);
    const QJsonArray envelopes = stored.plan.value(QLatin1String("envelopes")).toArray();
    for (EnvelopePlan &e : p.plan.envelopes) {
        for (const QJsonValue &v : envelopes) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("id")).toString() != e.envelope.id ||
                !o.contains(QLatin1String("replicas")))
                continue;
            const ReplicaCounts saved =
                countsFromJson(o.value(QLatin1String("replicas")).toObject(), e.central);
            if (saved.total != e.central.total)
                p.notes << PlanValidation::tr(
                               "%1 stored %2 replicas for envelope \"%3\"; its inputs give %4 "
                               "today (the sweeps or llmcap changed): the stored count is "
                               "validated")
                               .arg(p.label)
                               .arg(saved.total)
                               .arg(e.envelope.id)
                               .arg(e.central.total);
            e.central = saved;
        }
    }
    attachSweep(db, p);
    return p;
}

} // namespace

Result<PlanUnderTest> PlanValidation::stored(Database &db, qint64 planId, qint64 projectId)
{
    using R = Result<PlanUnderTest>;
    auto found = PlanRepository(db).find(planId);
    if (!found)
        return R::failure(found.error());
    if (!*found)
        return R::failure(
            tr("no plan %1 in this database (llmcap-cli plan --project NAME saves one and prints "
               "its id)")
                .arg(planId));
    const StoredPlan &stored = **found;
    const auto project = ProjectRepository(db).findById(stored.projectId);
    const QString name = project ? project->name : QString::number(stored.projectId);
    if (projectId > 0 && stored.projectId != projectId)
        return R::failure(tr("plan %1 belongs to project \"%2\", not to the project named")
                              .arg(planId)
                              .arg(name));
    return fromStored(db, stored, name);
}

Result<PlanUnderTest> PlanValidation::newest(Database &db, qint64 projectId, const QString &project)
{
    using R = Result<PlanUnderTest>;
    auto plans = PlanRepository(db).plans(projectId);
    if (!plans)
        return R::failure(plans.error());
    if (plans->isEmpty())
        return R::failure(tr("project \"%1\" has no stored plan yet: make one with llmcap-cli "
                             "plan --project \"%1\", or validate a sizing file with --sizing "
                             "FILE --sweep ID")
                              .arg(project));
    return fromStored(db, plans->first(), project);
}

Result<PlanUnderTest> PlanValidation::fromSizing(Database &db, PlanInput input,
                                                 const QString &sweepId, const QString &label)
{
    using R = Result<PlanUnderTest>;
    PlanUnderTest p;
    auto sweep = PlanSweeps::apply(db, input, sweepId);
    if (!sweep)
        return R::failure(tr("--sweep %1: %2").arg(sweepId, sweep.error()));
    p.label = tr("%1 with sweep %2").arg(label, sweep->id);
    p.input = std::move(input);
    p.plan = PlanSweeps::plan(db, p.input);
    p.sweep = *sweep;
    p.sweepServer = builtinServerOf(db, sweep->id);
    return p;
}

QMap<QString, QList<int>> PlanValidation::placement(int replicas, int replicasPerNode,
                                                    int failureDomains)
{
    QMap<QString, QList<int>> nodes;
    if (failureDomains > 0) {
        for (int r = 0; r < replicas; ++r)
            nodes[QStringLiteral("domain-%1").arg(r % failureDomains + 1)].append(r);
        return nodes;
    }
    const int per = std::max(1, replicasPerNode);
    for (int r = 0; r < replicas; ++r)
        nodes[nodeName(r / per)].append(r);
    return nodes;
}

DrillScript PlanValidation::claimedDrills(const ReplicaInputs &in, const ReplicaCounts &counts,
                                          const QMap<QString, QList<int>> &nodes, double durationS,
                                          QStringList *origins)
{
    DrillScript script;
    QStringList why;
    const double lossAt = std::round(durationS / 6);
    const double restoreAt = std::round(durationS / 3);
    const double rolloutAt = std::round(durationS / 2);
    auto add = [&](DrillEvent e, const QString &origin) {
        e.line = int(script.events.size()) + 1;
        script.events.append(e);
        why << tr("drill \"%1\" from the plan: %2").arg(e.toText(), origin);
    };
    DrillEvent lose;
    lose.atS = lossAt;
    DrillEvent restore;
    restore.atS = restoreAt;
    restore.startupS = in.startupS;
    QString lossWhy;
    switch (in.loss) {
    case FailureLoss::None:
        why << tr("no loss drill: the request accepts reduced capacity during any failure "
                  "(loss_to_survive none)");
        break;
    case FailureLoss::Replica:
    case FailureLoss::Gpu:
        lose.kind = DrillEvent::Kind::LoseReplica;
        lose.replica = 0;
        restore.kind = DrillEvent::Kind::RestoreReplica;
        restore.replica = 0;
        lossWhy = tr("loss_to_survive %1: one replica lost at once; failure reserve %2")
                      .arg(FailureTopology::key(in.loss))
                      .arg(counts.failure);
        break;
    case FailureLoss::Node:
    case FailureLoss::FailureDomain:
        lose.kind = DrillEvent::Kind::LoseNode;
        lose.node = nodes.isEmpty() ? QString() : nodes.firstKey();
        restore.kind = DrillEvent::Kind::RestoreNode;
        restore.node = lose.node;
        lossWhy = tr("loss_to_survive %1: %2 replica(s) lost at once (placement %3, %4 GPU(s) "
                     "per replica, %5 per node%6); failure reserve %7")
                      .arg(FailureTopology::key(in.loss))
                      .arg(nodes.value(lose.node).size())
                      .arg(FailureTopology::placementKey(in.placement))
                      .arg(in.gpusPerReplica)
                      .arg(in.gpusPerNode)
                      .arg(in.loss == FailureLoss::FailureDomain
                               ? tr(", %1 failure domains").arg(in.failureDomains)
                               : QString())
                      .arg(counts.failure);
        break;
    }
    if (in.loss != FailureLoss::None && (lose.replica >= 0 || !lose.node.isEmpty())) {
        add(lose, lossWhy);
        add(restore, tr("the lost capacity comes back with the deployment's start-up time"));
    }
    if (in.rollout != RolloutStrategy::None) {
        DrillEvent roll;
        roll.atS = rolloutAt;
        roll.kind = DrillEvent::Kind::RollingRestart;
        roll.startupS = in.startupS;
        int fleet = 0;
        for (const QList<int> &r : nodes)
            fleet += int(r.size());
        QString rollWhy;
        switch (in.rollout) {
        case RolloutStrategy::Surge:
            roll.surge = std::max(1, in.maxSurge);
            rollWhy = tr("rollout surge, max_surge %1: new instances start beside the old ones "
                         "on the rollout reserve")
                          .arg(roll.surge);
            break;
        case RolloutStrategy::InPlace:
            roll.surge = 0;
            rollWhy = tr("rollout in-place: each replica stops taking traffic and restarts; the "
                         "simulated fleet restarts one at a time (max_surge %1)")
                          .arg(in.maxSurge);
            break;
        case RolloutStrategy::BlueGreen:
            roll.surge = std::max(1, fleet);
            rollWhy = tr("rollout blue-green: a complete second set starts beside the first");
            break;
        case RolloutStrategy::None:
            break;
        }
        const int group = std::max(1, roll.surge);
        const double takes = std::ceil(double(std::max(1, fleet)) / group) * in.startupS;
        if (rolloutAt + takes > durationS)
            rollWhy += tr("; it takes %1, so the validation ends %2 into it")
                           .arg(DrillScript::formatTime(takes),
                                DrillScript::formatTime(durationS - rolloutAt));
        add(roll, rollWhy);
    } else {
        why << tr("no rollout drill: the request plans no rollout reserve");
    }
    if (origins)
        *origins << why;
    return script;
}

Result<PlanValidationSetup> PlanValidation::setup(const PlanUnderTest &p,
                                                  const PlanValidationOptions &o)
{
    using R = Result<PlanValidationSetup>;
    const CapacityPlan &plan = p.plan;
    if (plan.envelopes.isEmpty())
        return R::failure(tr("%1 has no replica count: %2")
                              .arg(p.label, plan.problems.value(0, tr("no workload class"))));
    QStringList ids;
    for (const EnvelopePlan &e : plan.envelopes)
        ids << e.envelope.id;
    const EnvelopePlan *env = nullptr;
    if (o.envelope.isEmpty()) {
        if (plan.envelopes.size() > 1)
            return R::failure(tr("%1 has %2 capacity envelopes (%3), each its own fleet: choose "
                                 "one with --envelope ID")
                                  .arg(p.label)
                                  .arg(plan.envelopes.size())
                                  .arg(ids.join(QLatin1String(", "))));
        env = &plan.envelopes.first();
    } else {
        for (const EnvelopePlan &e : plan.envelopes)
            if (e.envelope.id == o.envelope)
                env = &e;
        if (!env)
            return R::failure(tr("%1 has no envelope \"%2\"; its envelopes: %3")
                                  .arg(p.label, o.envelope, ids.join(QLatin1String(", "))));
    }
    const EnvelopePlan &e = *env;
    if (!e.planned)
        return R::failure(tr("%1 has no replica count for envelope \"%2\": %3")
                              .arg(p.label, e.envelope.id, e.problem));
    // An envelope planned in runs/s offers runs (its classes' calls fall due as their runs
    // go); rates and peaks below are then runs/s.
    const QString unit = e.inRuns() ? tr("runs/s") : tr("calls/s");

    PlanValidationSetup s;
    FleetValidationRequest &r = s.request;
    const ReplicaInputs &in = e.inputs;
    const ReplicaCounts &c = e.central;
    s.planTotal = c.total;
    s.idleReserve = in.rollout == RolloutStrategy::Surge || in.rollout == RolloutStrategy::BlueGreen
                        ? c.rollout
                        : 0;
    const int serving = std::max(1, c.total - s.idleReserve);
    r.replicas = o.replicas > 0 ? o.replicas : serving;

    s.notes << tr("plan under test: %1, envelope \"%2\": %3 replicas (base %4, growth %5, "
                  "failure %6, rollout %7)")
                   .arg(p.label, e.envelope.id)
                   .arg(c.total)
                   .arg(c.base)
                   .arg(c.growth)
                   .arg(c.failure)
                   .arg(c.rollout);
    s.notes << p.notes;
    if (plan.unsafe)
        s.notes << tr("the plan is UNSAFE: %1").arg(plan.unsafeReasons.join(QLatin1String("; ")));
    else if (plan.preliminary)
        s.notes << tr("the plan is preliminary (%1 reason(s), e.g. %2)")
                       .arg(plan.preliminaryReasons.size())
                       .arg(plan.preliminaryReasons.value(0));
    if (o.replicas > 0)
        s.notes << tr("fleet: %1 replicas as given (--replicas), instead of the plan's %2")
                       .arg(r.replicas)
                       .arg(serving);
    else if (s.idleReserve > 0)
        s.notes << tr("fleet: %1 replicas serve; the rollout reserve of %2 (%3) hosts the new "
                      "instances during a rollout")
                       .arg(serving)
                       .arg(s.idleReserve)
                       .arg(rolloutKey(in.rollout));
    else
        s.notes << tr("fleet: all %1 replicas of the plan serve").arg(serving);

    // The simulated replica.
    const QString preset = o.preset.isEmpty() ? QStringLiteral("auto") : o.preset;
    if (preset == QLatin1String("auto")) {
        if (p.sweepServer) {
            // At speed 1: the plan's figures are the replica's own time, whatever speed the
            // sweep ran at (SweepSummary::toReplicaTime).
            r.preset = p.sweepServer->preset;
            s.notes << tr("replica: preset %1, the built-in server sweep %2 ran on")
                           .arg(r.preset)
                           .arg(p.sweep ? p.sweep->id : QString());
        } else if (p.input.deployment.hasReplicaConfig()) {
            auto simulated = SimulatorEstimator::presetFor(p.input.deployment);
            if (!simulated)
                return R::failure(simulated.error());
            r.preset = simulated->id;
            r.simPreset = *simulated;
            s.notes << tr("replica: %1 (the simulator's replica for the deployment; %2 names no "
                          "sweep on the built-in server)")
                           .arg(simulated->name, p.label);
        } else {
            return R::failure(tr("%1 names no sweep on the built-in server and no replica "
                                 "configuration: give the preset with --sim-fleet PRESET")
                                  .arg(p.label));
        }
    } else {
        r.preset = preset;
        s.notes << tr("replica: preset %1 at speed %2").arg(preset).arg(r.speed);
    }

    // The load: the envelope's classes at their projected peak.
    auto sizing = SizingSweep::from(p.input.request, p.input.baseDir,
                                    p.input.deployment.maxModelLen, e.envelope.id);
    if (!sizing)
        return R::failure(tr("%1: %2").arg(p.label, sizing.error()));
    r.workload = sizing->workload;
    r.slo = sizing->slo;
    const double growth = o.growth ? 1.0 + in.growthPct / 100.0 : 1.0;
    for (qsizetype i = 0; i < e.classPeaks.size(); ++i)
        s.notes << tr("class \"%1\": projected peak %2 %3%4")
                       .arg(e.envelope.names.value(i), num(e.classPeaks.at(i).peakRps), unit)
                       .arg(o.growth && in.growthPct > 0
                                ? tr(", %1 with %2 % growth")
                                      .arg(num(e.classPeaks.at(i).peakRps * growth),
                                           num(in.growthPct))
                                : QString());
    if (o.rateRps > 0) {
        r.rateRps = o.rateRps;
        s.notes << tr("load: %1 %2 as given (--rate), instead of the plan's peak %3")
                       .arg(num(o.rateRps), unit, num(e.peakRps * growth));
    } else {
        r.rateRps = e.peakRps * growth;
        s.notes << tr("load: the envelope's peak %1 %2%3")
                       .arg(num(r.rateRps), unit)
                       .arg(o.growth && in.growthPct > 0 ? tr(" at the horizon (with growth)")
                                                         : QString());
    }
    r.durationS = o.durationS;
    const double ratio = e.averageRps > 0 ? e.peakRps / e.averageRps : 1.0;
    r.shape.diurnal = o.diurnal;
    r.shape.peakToAverage = std::max(1.0, ratio);
    if (o.bursts) {
        if (!(in.burstS > 0))
            return R::failure(tr("--bursts: the sizing request gives no burst duration (burst_s) "
                                 "for envelope \"%1\"")
                                  .arg(e.envelope.id));
        r.shape.burstS = in.burstS;
        r.shape.burstEveryS = o.burstEveryS;
    }
    if (Status ok = r.shape.check(r.durationS); !ok)
        return R::failure(ok.error());
    if (!r.shape.isFlat())
        s.notes << tr("load shape: %1").arg(r.shape.describe());

    // Placement and start-up.
    const int perNode = in.placement == Placement::Spread
                            ? 1
                            : FailureTopology::replicasPerNode(in.gpusPerReplica, in.gpusPerNode);
    const int domains = in.loss == FailureLoss::FailureDomain ? in.failureDomains : 0;
    r.nodes = placement(r.replicas, perNode, domains);
    r.placeFor = [perNode, domains](int n) { return placement(n, perNode, domains); };
    r.startupS = in.startupS;
    s.notes << tr("placement: %1 (%2 replica(s) per node), start-up %3")
                   .arg(domains > 0 ? tr("%1 failure domains").arg(domains)
                                    : FailureTopology::placementKey(in.placement))
                   .arg(domains > 0 ? (r.replicas + domains - 1) / domains : perNode)
                   .arg(DrillScript::formatTime(in.startupS));

    if (o.drills) {
        r.drills = *o.drills;
        s.notes << tr("drills: from the drill file, instead of the plan's");
    } else {
        QStringList origins;
        r.drills = claimedDrills(in, c, r.nodes, r.durationS, &origins);
        s.notes << origins;
    }
    // The scaling ratio compares goodput in calls/s.
    r.singleReplicaRps = e.inRuns() ? e.sustainable.rateRps * e.callsPerRun : e.sustainable.rateRps;
    r.strategy = o.strategy;
    r.seed = o.seed;
    r.searchUpTo = ValidationWorkflow::defaultSearchUpTo(r.replicas);

    s.plan = QJsonObject{{QStringLiteral("label"), p.label},
                         {QStringLiteral("envelope"), e.envelope.id},
                         {QStringLiteral("total_replicas"), c.total},
                         {QStringLiteral("serving_replicas"), serving},
                         {QStringLiteral("idle_rollout_reserve"), s.idleReserve},
                         {QStringLiteral("preliminary"), plan.preliminary},
                         {QStringLiteral("unsafe"), plan.unsafe},
                         {QStringLiteral("peak_rps"), e.peakRps},
                         {QStringLiteral("offered_rps"), r.rateRps},
                         {QStringLiteral("drills_from_plan"), !o.drills.has_value()}};
    if (p.planId > 0)
        s.plan.insert(QStringLiteral("plan_id"), p.planId);
    if (p.sweep)
        s.plan.insert(QStringLiteral("sweep_id"), p.sweep->id);
    return s;
}

Result<Slo> PlanValidation::slo(const PlanUnderTest &p, const QString &envelope)
{
    auto sizing = SizingSweep::from(p.input.request, p.input.baseDir,
                                    p.input.deployment.maxModelLen, envelope);
    if (!sizing)
        return Result<Slo>::failure(tr("%1: %2").arg(p.label, sizing.error()));
    return sizing->slo;
}

Result<ValidationReport> PlanValidation::runVirtual(const PlanValidationSetup &setup)
{
    auto report = ValidationWorkflow::runVirtual(setup.request);
    if (!report)
        return report;
    report->notes = setup.notes;
    report->plan = setup.plan;
    report->plan.insert(QStringLiteral("passed"), report->passed);
    if (!report->passed && report->passingReplicas > 0) {
        const int total = report->passingReplicas + setup.idleReserve;
        report->notes << tr("the plan would pass with %1 replicas in total (%2 serving + %3 "
                            "rollout reserve); it has %4")
                             .arg(total)
                             .arg(report->passingReplicas)
                             .arg(setup.idleReserve)
                             .arg(setup.planTotal);
        report->plan.insert(QStringLiteral("passing_total_replicas"), total);
    }
    return report;
}

} // namespace llmcap
