#pragma once

#include "slo/Slo.h"
#include "util/Result.h"
#include "validation/LiveValidation.h"
#include "validation/PlanValidation.h"
#include "validation/ValidationReport.h"
#include "validation/ValidationWorkflow.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace llmcap {

class Database;

// What a fleet validation is asked to do (issue 33): the fleet and its load, how it runs, the
// SLO it must meet and the plan it validates.
struct ValidationJobRequest
{
    enum class Mode : quint8 {
        Virtual, // the built-in simulated fleet in virtual time
        Live,    // in real time: the built-in fleet at live.speed, replica endpoints or a gateway
    };
    Mode mode = Mode::Virtual;
    LiveTarget live; // where the load goes; Virtual: kind SimFleet, the rest unused

    // The fleet, load, duration and drills (from a plan: PlanValidation::setup's request with
    // the user's overrides). Its slo and searchUpTo are replaced by the two below.
    FleetValidationRequest fleet;
    // The SLO the fleet must meet; none: the plan's (planSetup's, else stored plan planId's).
    std::optional<Slo> slo;
    // Replica counts a failing fleet's search tries; none: the default for the fleet's size.
    std::optional<int> searchUpTo;

    // A plan turned into the fleet: its notes and figures go into the report.
    std::optional<PlanValidationSetup> planSetup;
    // The stored plan under test, 0 none: its SLO is the default and the validation is stored
    // attached to it.
    qint64 planId = 0;
    qint64 attachPlanId = 0; // > 0: store attached to this plan instead of planId
    qint64 projectId = 0;    // without a plan: the project the validation is stored with
};

// What a caller sees while a validation runs, and how it cancels one. All optional.
struct ValidationJobProgress
{
    // Called on the validating thread. Live: about every intervalMs with the requests ended so
    // far and the fleet's seconds; virtual: after each replica count is judged (the fleet's,
    // then each one the search tries) with its report and the whole duration.
    std::function<void(const ValidationReport &soFar, double fleetSeconds)> onUpdate;
    int intervalMs = 1000;
    // Set from any thread: live, the load ends at once; virtual, before the next replica count.
    // The job then fails with "stopped" and stores nothing.
    const std::atomic<bool> *cancel = nullptr;
};

struct ValidationJobOutcome
{
    ValidationReport report;
    LiveDetails live;     // Live: schedule lag, requests per replica, drill notes
    QString target;       // as stored: sim-fleet-virtual, sim-fleet-live, replicas or gateway
    double liveSpeed = 0; // as stored (ValidationSettings::liveSpeed)
    qint64 storedId = 0;  // 0: not stored (no database, or storeError)
    qint64 planId = 0;    // the plan it is attached to; 0: none
    QString storeError;   // the report stands, but storing it failed
};

// The one path both front-ends take to validate a fleet (issue 33: a verb lives once): resolves
// the SLO (the plan's unless given) and the search's reach, checks the request, runs it on the
// path its mode and target name (ValidationWorkflow or PlanValidation in virtual time,
// LiveValidation in real time) and stores the result with its target and live speed.
class ValidationJob
{
    Q_DECLARE_TR_FUNCTIONS(ValidationJob)

public:
    // "sim-fleet-virtual", "sim-fleet-live", "replicas" or "gateway".
    static QString targetKey(const ValidationJobRequest &request);
    // The SLO of stored plan planId (its first envelope's unless one is named).
    static Result<Slo> planSlo(Database &db, qint64 planId, const QString &envelope = {});
    // The request as it will run: SLO and search reach filled into fleet, checked; one-line
    // errors naming the input. db may be null when the request names its SLO.
    static Result<ValidationJobRequest> prepare(Database *db, ValidationJobRequest request);
    // Prepares, runs and stores (db null: not stored). Fails on a bad request, a failed run or
    // a cancel; a storing failure leaves the outcome with storeError.
    static Result<ValidationJobOutcome> run(Database *db, const ValidationJobRequest &request,
                                            const ValidationJobProgress &progress = {});
};

} // namespace llmcap
