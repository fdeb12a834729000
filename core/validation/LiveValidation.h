#pragma once

#include "net/EndpointTarget.h"
#include "records/RequestRecord.h"
#include "util/Result.h"
#include "validation/FleetSimulation.h"
#include "validation/ValidationReport.h"
#include "validation/ValidationWorkflow.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <QUrl>

#include <atomic>
#include <functional>
#include <vector>

namespace llmcap {

// Where a live validation sends its load (issue 19).
struct LiveTarget
{
    Q_DECLARE_TR_FUNCTIONS(LiveTarget)

public:
    enum class Kind : quint8 {
        SimFleet, // built-in simulated replicas of the request's preset on loopback ports
        Replicas, // replica endpoints behind the client-side strategy (request.strategy)
        Gateway,  // one endpoint, the production load balancer, measured as a black box
    };
    Kind kind = Kind::SimFleet;
    QList<QUrl> urls;        // Replicas: one per replica, in drill numbering; Gateway: one
    EndpointTarget endpoint; // API, model, key and headers for real endpoints (URL unused)
    double speed = 1;        // SimFleet: simulated seconds per wall-clock second
    // Against endpoints, shell commands a drill runs (/bin/sh -c) with {replica} (from 1) and
    // {url} replaced: lose for lose drills, restore for restore drills; a restart (and each
    // step of a rolling restart) runs lose, then restore. Empty: only the rotation changes.
    QString loseCommand;
    QString restoreCommand;
    double commandTimeoutS = 300;
    double healthTimeoutS = 600; // wall seconds a returning replica has to answer /health 200

    // "lose=CMD" or "restore=CMD" into this target's commands; one-line error otherwise.
    Status addDrillCommand(const QString &spec);
};

// What a live run measured besides the report.
struct LiveDetails
{
    std::vector<RequestRecord> records; // by plan index; replica set when routed
    std::vector<qint64> routed;         // requests routed to each replica
    QStringList notes;                  // drill steps: commands, health waits, failures
    double p99LagMs = 0;                // schedule lag of the sent requests
    double maxLagMs = 0;
    double speed = 1;
};

// What a caller sees of a live validation while it runs (the GUI's live chart), and how it
// stops one. Both are optional.
struct LiveProgress
{
    // Called on the validating thread about every intervalMs with the report of the requests
    // that have ended so far (each counted in its arrival's minute) and the fleet's seconds
    // since the start.
    std::function<void(const ValidationReport &soFar, double fleetSeconds)> onUpdate;
    int intervalMs = 1000;
    // Set from any thread: the load ends at once (requests in flight cancelled) and run()
    // fails with "stopped".
    const std::atomic<bool> *stop = nullptr;
};

// The live path of fleet validation (issue 19), one for the CLI and the GUI: the request's load
// (its workload at the fleet's rate for the duration, on the same seeded RunPlan runVirtual
// uses) sent in real time by a LoadGenerator to a built-in simulated fleet, to replica
// endpoints through a client-side ReplicaRouter with the request's strategy, or to a gateway.
// Drills act on the timeline from their own thread: a lose takes the replica out of the
// rotation and stops it (the simulated fleet) or runs the user's command; a restore or restart
// starts it again and returns it to the rotation once GET /health answers 200. Each request's
// record becomes a FleetRequest (completed, shed on 429/503 or no replica in rotation, lost
// when its connection broke, an error otherwise) and the same ValidationReport judges it.
//
// Time: the simulated fleet at speed S gets the load S times faster (rate x S for duration / S)
// and every time is reported in the fleet's own seconds (wall x S), so the report reads as the
// virtual one of the same request does. A rolling restart with surge keeps each replica in the
// rotation for its start-up time, then drains it and restarts it at once (the fleet's ports do
// not move); without surge a replica drains, then restarts for what is left of the start-up.
class LiveValidation
{
    Q_DECLARE_TR_FUNCTIONS(LiveValidation)

public:
    static Status check(const FleetValidationRequest &request, const LiveTarget &target);
    static Result<ValidationReport> run(const FleetValidationRequest &request,
                                        const LiveTarget &target, LiveDetails *details = nullptr,
                                        const LiveProgress *progress = nullptr);
    // A request's record as the fleet report counts it, times x speed.
    static FleetRequest toFleetRequest(const RequestRecord &record, double speed);
};

} // namespace llmcap
