#include "cli/commands/TwinCommand.h"

#include "cli/CliContext.h"
#include "storage/Database.h"
#include "workflow/TwinEstimate.h"

namespace llmcap {

QString TwinCommand::summary() const
{
    return tr("Fit a twin of the server to a stored sweep and give its long-run boundary.");
}

QString TwinCommand::description() const
{
    return tr("Fits a service model of one replica to what the sweep's steps measured as a client "
              "(step times, prefill, concurrency limit; nothing read from the server), checks "
              "it against those steps, and simulates long runs of the sweep's workload and "
              "arrivals to find where the SLO stops holding. The twin's boundary is modeled: "
              "it is printed beside the sweep's measured one and stored nowhere. See "
              "docs/sweep-method.md, \"The calibrated twin\".");
}

QString TwinCommand::synopsis() const
{
    return QStringLiteral("--sweep ID [--slo FILE] [--workload FILE] [--draws N] [--run-s SECONDS] "
                          "[--seed N] [--json PATH]");
}

void TwinCommand::addOptions(CliOptions &options)
{
    options.add(
        QCommandLineOption(QStringLiteral("sweep"), tr("The stored sweep."), QStringLiteral("ID")));
    options.add(QCommandLineOption(QStringLiteral("draws"),
                                   tr("Fitted models to simulate (default 30)."),
                                   QStringLiteral("N"), QStringLiteral("30")));
    options.add(QCommandLineOption(QStringLiteral("run-s"),
                                   tr("Simulated seconds of arrivals per long run (default "
                                      "3600)."),
                                   QStringLiteral("SECONDS"), QStringLiteral("3600")));
    options.add(QCommandLineOption(QStringLiteral("slo"),
                                   tr("What-if: the long-run boundary under this SLO (JSON or "
                                      "YAML, the replica's own time) instead of the sweep's."),
                                   QStringLiteral("FILE")));
    options.add(QCommandLineOption(QStringLiteral("workload"),
                                   tr("What-if: the long-run boundary under this workload (JSON "
                                      "or YAML) instead of the sweep's."),
                                   QStringLiteral("FILE")));
    options.add(QCommandLineOption(QStringLiteral("seed"),
                                   tr("Seed of the fit's resamples and the runs (default 1)."),
                                   QStringLiteral("N"), QStringLiteral("1")));
}

int TwinCommand::run(CliContext &context)
{
    TwinEstimateRequest request;
    bool idOk = false, drawsOk = false, runOk = false, seedOk = false;
    request.sweepId = context.value(QStringLiteral("sweep")).toLongLong(&idOk);
    request.draws = context.value(QStringLiteral("draws")).toInt(&drawsOk);
    request.runS = context.value(QStringLiteral("run-s")).toDouble(&runOk);
    request.seed = context.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!context.isSet(QStringLiteral("sweep")) || !idOk || request.sweepId <= 0)
        return context.fail(ExitCode::Usage, tr("--sweep takes a stored sweep's id"));
    if (!drawsOk || request.draws < 1 || request.draws > 1000 || !runOk || !(request.runS >= 60) ||
        !seedOk)
        return context.fail(ExitCode::Usage,
                            tr("--draws takes 1 to 1000, --run-s at least 60 and --seed a whole "
                               "number"));
    if (context.isSet(QStringLiteral("slo"))) {
        auto slo = Slo::load(context.value(QStringLiteral("slo")));
        if (!slo)
            return context.fail(ExitCode::BadInput, slo.error());
        request.whatIfSlo = *slo;
    }
    if (context.isSet(QStringLiteral("workload"))) {
        auto workload = Workload::load(context.value(QStringLiteral("workload")));
        if (!workload)
            return context.fail(ExitCode::BadInput, workload.error());
        request.whatIfWorkload = *workload;
    }
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto outcome = TwinEstimate::run(**db, request);
    if (!outcome)
        return context.fail(ExitCode::BadInput, outcome.error());
    for (const QString &line : outcome->lines())
        context.out() << line << '\n';
    context.out().flush();
    if (!context.writeJson(outcome->toJson()))
        return toInt(ExitCode::BadInput);
    return toInt(outcome->check.pass && outcome->boundary.found ? ExitCode::Success
                                                                : ExitCode::CheckFailed);
}

} // namespace llmcap
