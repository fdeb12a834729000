#include "workflow/ProjectProgress.h"

#include "plan/PlanRepository.h"
#include "plan/ProjectSweepInputs.h"
#include "sizing/SizingCompleteness.h"
#include "storage/Database.h"
#include "storage/SqlStatement.h"
#include "sweep/SweepRepository.h"

namespace llmcap {

namespace {

// The first column of the first row of sql with projectId bound to its first parameter (and
// text to its second when given); 0 when there is no row.
Result<qint64> count(Database &db, const char *sql, qint64 projectId, const QString &text = {})
{
    SqlStatement q(db.handle(), sql);
    q.bind(1, projectId);
    if (!text.isEmpty())
        q.bind(2, text);
    switch (q.step()) {
    case SqlStatement::Step::Row:
        return q.int64(0);
    case SqlStatement::Step::Done:
        return qint64(0);
    case SqlStatement::Step::Error:
        break;
    }
    return Result<qint64>::failure(q.error());
}

LoopStepState requestState(const std::optional<PlanInput> &input, const QStringList &problems)
{
    LoopStepState s{LoopStep::SizingRequest};
    if (!input || input->request.isEmpty()) {
        s.detail = ProjectProgress::tr("Not answered yet: fill it in with the wizard or open a "
                                       "file.");
        return s;
    }
    const qsizetype wrong = std::max(problems.size(), input->request.problems().size());
    const int percent = SizingCompleteness::overallPercent(input->request);
    if (wrong > 0)
        s.detail = ProjectProgress::tr("Answers to correct: %1.").arg(wrong);
    else if (percent < 100)
        s.detail = ProjectProgress::tr("%1 % of the required questions answered.").arg(percent);
    else
        s.detail = ProjectProgress::tr("Every required question answered.");
    s.done = wrong == 0 && percent >= 100;
    return s;
}

LoopStepState servingState(const std::optional<PlanInput> &input)
{
    LoopStepState s{LoopStep::ServingConfig};
    const Deployment d = input ? input->deployment : Deployment();
    s.done = d.hasReplicaConfig();
    s.detail =
        s.done ? ProjectProgress::tr("Replica: %1 on %2.")
                     .arg(d.modelId.isEmpty() ? ProjectProgress::tr("a custom model") : d.modelId,
                          d.gpuId)
               : ProjectProgress::tr("No model and GPU chosen for one replica yet.");
    return s;
}

} // namespace

QList<LoopStep> ProjectProgress::steps()
{
    return {LoopStep::SizingRequest, LoopStep::ServingConfig, LoopStep::Telemetry,
            LoopStep::Workload,      LoopStep::Sweep,         LoopStep::Plan,
            LoopStep::Validate,      LoopStep::Reports};
}

Result<QList<LoopStepState>> ProjectProgress::read(Database &db, qint64 projectId)
{
    using R = Result<QList<LoopStepState>>;
    QStringList problems;
    auto input = PlanRepository(db).loadInput(projectId, &problems);
    if (!input)
        return R::failure(input.error());
    QList<LoopStepState> states{requestState(*input, problems), servingState(*input)};

    auto datasets =
        count(db, "SELECT COUNT(*) FROM telemetry_datasets WHERE project_id = ?", projectId);
    if (!datasets)
        return R::failure(datasets.error());
    LoopStepState telemetry{LoopStep::Telemetry, *datasets > 0, true};
    telemetry.detail = *datasets > 0
                           ? tr("Telemetry datasets imported: %1.").arg(*datasets)
                           : tr("Import what the application really sends, to replace guesses.");
    states.append(telemetry);

    auto sweepInputs = ProjectSweepInputs::load(db, projectId);
    if (!sweepInputs)
        return R::failure(sweepInputs.error());
    LoopStepState workload{LoopStep::Workload, sweepInputs->workload.has_value()};
    workload.detail = !workload.done             ? tr("No workload classes yet.")
                      : sweepInputs->fromRequest ? tr("Derived from the sizing request.")
                                                 : tr("Saved with the project.");
    states.append(workload);

    auto sweeps = count(db,
                        "SELECT COUNT(*) FROM sweeps WHERE project_id = ? AND status = ? "
                        "AND result IS NOT NULL",
                        projectId, SweepInfo::statusKey(SweepInfo::Status::Completed));
    if (!sweeps)
        return R::failure(sweeps.error());
    LoopStepState sweep{LoopStep::Sweep, *sweeps > 0};
    sweep.detail = *sweeps > 0 ? tr("Finished sweeps: %1.").arg(*sweeps)
                               : tr("No finished sweep: measure one replica's SLO boundary.");
    states.append(sweep);

    auto plans = count(db, "SELECT COUNT(*) FROM plans WHERE project_id = ?", projectId);
    if (!plans)
        return R::failure(plans.error());
    LoopStepState plan{LoopStep::Plan, *plans > 0};
    plan.detail = *plans > 0 ? tr("Saved plans: %1.").arg(*plans) : tr("No plan saved yet.");
    states.append(plan);

    // The newest validation decides: a failed one asks for another plan or another run. -1: none.
    auto passed = count(db,
                        "SELECT COALESCE((SELECT passed FROM validations WHERE project_id = ? "
                        "ORDER BY id DESC LIMIT 1), -1)",
                        projectId);
    if (!passed)
        return R::failure(passed.error());
    LoopStepState validate{LoopStep::Validate, *passed > 0};
    validate.detail = *passed > 0    ? tr("The latest validation passed.")
                      : *passed == 0 ? tr("The latest validation failed.")
                                     : tr("No validation of a plan yet.");
    states.append(validate);

    LoopStepState reports{LoopStep::Reports};
    reports.tracked = false;
    reports.detail = tr("Export the plan for review; exports are files, not kept in the project.");
    states.append(reports);
    return states;
}

LoopStep ProjectProgress::next(const QList<LoopStepState> &states)
{
    for (const LoopStepState &s : states)
        if (!s.done && !s.optional && s.tracked)
            return s.step;
    return LoopStep::Reports;
}

ProjectProgress::ChangeStamp ProjectProgress::changeStamp(Database &db)
{
    SqlStatement version(db.handle(), "PRAGMA data_version");
    SqlStatement changes(db.handle(), "SELECT total_changes()");
    const qint64 v = version.step() == SqlStatement::Step::Row ? version.int64(0) : -1;
    const qint64 c = changes.step() == SqlStatement::Step::Row ? changes.int64(0) : -1;
    return {v, c};
}

} // namespace llmcap
