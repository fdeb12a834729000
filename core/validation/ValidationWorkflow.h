#pragma once

#include "bench/ArrivalProcess.h"
#include "sim/SimPreset.h"
#include "slo/Slo.h"
#include "util/Result.h"
#include "validation/DrillScript.h"
#include "validation/LoadBalancer.h"
#include "validation/LoadShape.h"
#include "validation/ValidationReport.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QMap>

#include <atomic>
#include <functional>
#include <optional>

namespace llmcap {

// What a fleet validation on the built-in simulated fleet needs (issue 19): the fleet (preset,
// replicas, placement, start-up time, gateway strategy), the load (workload at a rate on an
// arrival process, for a duration) and the SLO and drills it must survive.
struct FleetValidationRequest
{
    QString preset;
    // A preset outside the catalog (the simulator's replica for a deployment); preset names it.
    std::optional<SimPreset> simPreset;
    // Simulated seconds per client second, as the built-in server's --speed: every step takes
    // 1 / speed as long (a sweep on the built-in server at speed X measured that replica).
    double speed = 1;
    int replicas = 1;
    LoadBalancer::Strategy strategy = LoadBalancer::Strategy::LeastOutstanding;
    double startupS = 240;
    QMap<QString, QList<int>> nodes; // 0-based replicas per node, for node drills
    // When set, the placement of each replica count the search tries (else nodes, unchanged).
    std::function<QMap<QString, QList<int>>(int replicas)> placeFor;
    int maxWaiting = 0;

    Workload workload;
    double rateRps = 1; // the whole fleet's offered load (with a shape: its peak)
    ArrivalProcess arrival;
    LoadShape shape; // flat: rateRps throughout
    double durationS = 3600;
    quint64 seed = 1;

    Slo slo;
    DrillScript drills;
    double singleReplicaRps = 0; // for the scaling ratio; 0: not reported
    // When the fleet fails: search replica counts above `replicas`, up to this many (0: no
    // search), for the smallest that passes the same load and drills.
    int searchUpTo = 0;

    // Both optional, for runVirtual: called on the validating thread after each replica count
    // is judged (the fleet's own, then each one the search tries); set from any thread, stop
    // ends the run before the next replica count with "stopped".
    std::function<void(int replicas, const ValidationReport &report)> onJudged;
    const std::atomic<bool> *stop = nullptr;
};

// The one path both front-ends take to validate a fleet: checks the request (one-line errors
// naming the input), builds the arrivals from the workload, runs the simulated fleet in virtual
// time and judges it (ValidationReport). Live validation against endpoints is not built yet.
class ValidationWorkflow
{
    Q_DECLARE_TR_FUNCTIONS(ValidationWorkflow)

public:
    // Everything wrong with a request that shows before it runs (preset, load, drills against
    // the fleet), as one line.
    static Status check(const FleetValidationRequest &request);
    // The fleet, load and drills alone, whatever serves them (the simulated fleet or live
    // endpoints): replicas, load, duration, placement and drills against the fleet.
    static Status checkFleet(const FleetValidationRequest &request);
    static Result<ValidationReport> runVirtual(const FleetValidationRequest &request);
    // How far a failing fleet's search goes unless told (twice the fleet plus 2): the one place
    // the default is written, for the CLI, the GUI and a plan's validation.
    static int defaultSearchUpTo(int replicas);
    // A replica's step times at a speed factor (the built-in server's --speed).
    static StepTimeParams scaledStepTime(StepTimeParams params, double speed);
    // "A=1,2;B=3,4" (replicas count from 1) into node -> 0-based replicas.
    static Result<QMap<QString, QList<int>>> parseNodes(const QString &text);
};

} // namespace llmcap
