#include "workflow/ValidationJob.h"

#include "storage/Database.h"
#include "validation/ValidationRepository.h"

namespace llmcap {

QString ValidationJob::targetKey(const ValidationJobRequest &request)
{
    if (request.mode == ValidationJobRequest::Mode::Virtual)
        return QStringLiteral("sim-fleet-virtual");
    switch (request.live.kind) {
    case LiveTarget::Kind::SimFleet:
        return QStringLiteral("sim-fleet-live");
    case LiveTarget::Kind::Replicas:
        return QStringLiteral("replicas");
    case LiveTarget::Kind::Gateway:
        return QStringLiteral("gateway");
    }
    return {};
}

Result<Slo> ValidationJob::planSlo(Database &db, qint64 planId, const QString &envelope)
{
    auto plan = PlanValidation::stored(db, planId);
    if (!plan)
        return Result<Slo>::failure(plan.error());
    return PlanValidation::slo(*plan, envelope);
}

Result<ValidationJobRequest> ValidationJob::prepare(Database *db, ValidationJobRequest request)
{
    using R = Result<ValidationJobRequest>;
    const bool isVirtual = request.mode == ValidationJobRequest::Mode::Virtual;
    if (isVirtual && request.live.kind != LiveTarget::Kind::SimFleet)
        return R::failure(tr("virtual time runs the built-in simulated fleet only"));

    FleetValidationRequest &fleet = request.fleet;
    if (request.slo) {
        fleet.slo = *request.slo;
    } else if (request.planSetup) {
        fleet.slo = request.planSetup->request.slo;
    } else if (request.planId > 0) {
        if (!db)
            return R::failure(tr("the plan's SLO needs the database the plan is stored in"));
        auto slo = planSlo(*db, request.planId);
        if (!slo)
            return R::failure(slo.error());
        fleet.slo = *slo;
    } else {
        return R::failure(tr("give the SLO the fleet must meet, or a plan whose SLO it is"));
    }
    request.slo = fleet.slo;
    fleet.searchUpTo =
        request.searchUpTo.value_or(ValidationWorkflow::defaultSearchUpTo(fleet.replicas));
    if (fleet.searchUpTo < 0)
        return R::failure(tr("the search's replica count must not be negative"));
    request.searchUpTo = fleet.searchUpTo;

    const Status checked =
        isVirtual ? ValidationWorkflow::check(fleet) : LiveValidation::check(fleet, request.live);
    if (!checked)
        return R::failure(checked.error());
    return request;
}

namespace {

// The three run paths: a plan or a bare fleet in virtual time, or live against the target.
Result<ValidationReport> runPath(const ValidationJobRequest &request,
                                 const ValidationJobProgress &progress, LiveDetails &details)
{
    if (request.mode == ValidationJobRequest::Mode::Virtual) {
        FleetValidationRequest fleet = request.fleet;
        fleet.stop = progress.cancel;
        if (progress.onUpdate)
            fleet.onJudged = [&progress,
                              durationS = fleet.durationS](int, const ValidationReport &report) {
                progress.onUpdate(report, durationS);
            };
        if (!request.planSetup)
            return ValidationWorkflow::runVirtual(fleet);
        PlanValidationSetup setup = *request.planSetup;
        setup.request = std::move(fleet);
        return PlanValidation::runVirtual(setup);
    }
    LiveProgress live;
    live.onUpdate = progress.onUpdate;
    live.intervalMs = progress.intervalMs;
    live.stop = progress.cancel;
    auto report = LiveValidation::run(request.fleet, request.live, &details, &live);
    if (report && request.planSetup) {
        report->notes = request.planSetup->notes + report->notes;
        report->plan = request.planSetup->plan;
        report->plan.insert(QStringLiteral("passed"), report->passed);
    }
    return report;
}

} // namespace

Result<ValidationJobOutcome> ValidationJob::run(Database *db, const ValidationJobRequest &asked,
                                                const ValidationJobProgress &progress)
{
    using R = Result<ValidationJobOutcome>;
    auto prepared = prepare(db, asked);
    if (!prepared)
        return R::failure(prepared.error());
    const ValidationJobRequest &request = *prepared;

    ValidationJobOutcome outcome;
    auto report = runPath(request, progress, outcome.live);
    if (!report)
        return R::failure(report.error());
    if (progress.cancel && progress.cancel->load())
        return R::failure(tr("the validation was stopped before it was stored"));
    outcome.report = std::move(report).value();

    // The record (issue 19), with what ran it: a live run is stored as live, with its speed.
    outcome.target = targetKey(request);
    if (request.mode == ValidationJobRequest::Mode::Live)
        outcome.liveSpeed =
            request.live.kind == LiveTarget::Kind::SimFleet ? request.live.speed : 1.0;
    if (!db)
        return outcome;
    ValidationSettings settings = ValidationSettings::of(request.fleet);
    settings.target = outcome.target;
    settings.liveSpeed = outcome.liveSpeed;
    const qint64 planId = request.attachPlanId > 0 ? request.attachPlanId : request.planId;
    auto id = ValidationRepository(*db).save(settings, outcome.report, request.projectId, planId);
    if (!id) {
        outcome.storeError = id.error();
        return outcome;
    }
    outcome.storedId = *id;
    outcome.planId = planId;
    return outcome;
}

} // namespace llmcap
