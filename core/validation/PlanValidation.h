#pragma once

#include "plan/CapacityPlan.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"
#include "sweep/SweepConfig.h"
#include "util/Result.h"
#include "validation/ValidationWorkflow.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <optional>

namespace llmcap {

class Database;

// A plan under validation: where it came from, what it was computed from and its replica
// counts (issue 19: "the plan under test (a stored plan or one built on the spot)").
struct PlanUnderTest
{
    QString label;     // "plan 7 of project "Demo project"", "sizing.yaml with sweep 3"
    qint64 planId = 0; // a stored plan's id; 0: built on the spot
    PlanInput input;
    CapacityPlan plan;
    std::optional<SweepSummary> sweep;                     // the sweep its load came from
    std::optional<SweepConfig::BuiltinServer> sweepServer; // that sweep ran on the built-in server
    QStringList notes; // what differs between a stored plan and its inputs today
};

// What the user chose beside the plan.
struct PlanValidationOptions
{
    QString envelope; // empty: the plan's only envelope
    QString preset;   // a built-in preset, or "auto" (the sweep's, else the replica's)
    double durationS = 3600;
    bool growth = true;   // offer the peak at the horizon: x (1 + growth)
    bool diurnal = false; // LoadShape
    bool bursts = false;
    double burstEveryS = 600;
    int replicas = 0;                  // > 0: instead of the plan's serving replicas
    double rateRps = 0;                // > 0: instead of the plan's projected peak
    std::optional<DrillScript> drills; // given: instead of the drills the plan claims to survive
    LoadBalancer::Strategy strategy = LoadBalancer::Strategy::LeastOutstanding;
    quint64 seed = 1;
};

// A plan turned into a fleet validation: the request, and what came from the plan (as text for
// the report and as JSON).
struct PlanValidationSetup
{
    FleetValidationRequest request;
    int planTotal = 0;   // the plan's replicas, reserve included
    int idleReserve = 0; // rollout replicas that serve only during a rollout (surge, blue-green)
    QStringList notes;
    QJsonObject plan;
};

// Validates a plan on the simulated fleet (issue 19): the fleet is the plan's replicas (less a
// surge or blue-green reserve, which hosts the new version's instances during a rollout), placed
// on nodes as the deployment says (GPUs per node, packed or spread; failure domains round-robin),
// with the deployment's start-up time, the preset the plan's sweep ran on (at its speed) and the
// plan's SLO; the load is the envelope's workload classes at their projected peak (at the
// horizon: with growth); without a drill file the drills are what the plan claims to survive:
// its loss to survive (a replica, a GPU, a node, a failure domain) and its rollout strategy, on
// a default timeline (loss at 1/6 of the duration, restore at 2/6, rolling restart at 3/6).
class PlanValidation
{
    Q_DECLARE_TR_FUNCTIONS(PlanValidation)

public:
    // A stored plan, by id; projectId > 0: it must belong to that project.
    static Result<PlanUnderTest> stored(Database &db, qint64 planId, qint64 projectId = 0);
    // The newest stored plan of a project.
    static Result<PlanUnderTest> newest(Database &db, qint64 projectId, const QString &project);
    // The plan `llmcap-cli plan --sizing FILE --sweep ID` makes (PlanSweeps).
    static Result<PlanUnderTest> fromSizing(Database &db, PlanInput input, const QString &sweepId,
                                            const QString &label);

    static Result<PlanValidationSetup> setup(const PlanUnderTest &plan,
                                             const PlanValidationOptions &options);
    // The SLO an envelope of the plan must meet (its sizing request's section 4); envelope
    // empty: the first envelope's.
    static Result<Slo> slo(const PlanUnderTest &plan, const QString &envelope = {});
    // Runs the setup's request in virtual time; the report carries the setup's notes and, when
    // the fleet failed, the plan total the passing replica count means.
    static Result<ValidationReport> runVirtual(const PlanValidationSetup &setup);

    // Replicas per node for a placement: packed fills nodes of replicasPerNode (named A, B, ...),
    // spread puts one replica on each; failureDomains > 0 deals them round-robin over domains
    // (named domain-1, ...).
    static QMap<QString, QList<int>> placement(int replicas, int replicasPerNode,
                                               int failureDomains = 0);
    // The drills a plan claims to survive, on the default timeline; lines say where each came
    // from.
    static DrillScript claimedDrills(const ReplicaInputs &in, const ReplicaCounts &counts,
                                     const QMap<QString, QList<int>> &nodes, double durationS,
                                     QStringList *origins = nullptr);
};

} // namespace llmcap
