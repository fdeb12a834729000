#include "cli/commands/ValidateCommand.h"

#include "cli/BenchOptions.h"
#include "cli/CliContext.h"
#include "util/AtomicFile.h"
#include "validation/ValidationRepository.h"
#include "validation/ValidationWorkflow.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

} // namespace

QString ValidateCommand::summary() const
{
    return tr("Validate a fleet through failure and rollout drills against the SLO.");
}

QString ValidateCommand::description() const
{
    return tr("Offers the fleet's projected load to N replicas behind a load-balancing strategy, "
              "runs the drills of a drill file on the timeline (lose a replica or a node, "
              "restart, rolling restart with surge, rollback) and judges every drill's segment "
              "against the SLO: each latency objective's attainment, with shed and lost requests "
              "counted as misses, and the error rate. Prints the verdict, each drill's dip, "
              "recovery and losses; --json and --csv carry the per-minute rows per class and "
              "the requests per replica.\n"
              "\n"
              "Drill file, one line per drill:\n"
              "  at 10m: lose replica 2\n"
              "  at 20m: restore replica 2, start-up 240s\n"
              "  at 30m: rolling restart, surge 1\n"
              "  at 45m: lose node A        (with --placement A=1,2;B=3,4)\n"
              "  at 50m: rollback\n"
              "\n"
              "Today the fleet is the built-in simulated one in virtual time (--sim-fleet PRESET "
              "--virtual): an hour of fleet traffic takes seconds. Live runs against a gateway or "
              "replica endpoints are not built yet.");
}

QString ValidateCommand::synopsis() const
{
    return QStringLiteral(
        "--sim-fleet PRESET --virtual --replicas N (--rate R | --rate-per-replica R) "
        "(--workload FILE | --input-tokens N --output-tokens N) --slo FILE [--lb STRATEGY] "
        "[--drills FILE] [--duration 60m] [--startup 240s] [--placement A=1,2;B=3,4] "
        "[--json OUT] [--csv OUT]");
}

void ValidateCommand::addOptions(CliOptions &o)
{
    auto add = [&](const char *name, const QString &help, const char *value = nullptr,
                   const QString &def = {}) {
        if (value)
            o.add(QCommandLineOption(opt(name), help, QString::fromLatin1(value), def));
        else
            o.add(QCommandLineOption(opt(name), help));
    };
    add("sim-fleet", tr("Validate a fleet of built-in simulated replicas of this preset."),
        "PRESET");
    add("virtual", tr("Run the simulated fleet in virtual time (as fast as the CPU allows)."));
    add("gateway", tr("Live: the production load balancer's URL (not built yet)."), "URL");
    add("replica", tr("Live: a replica endpoint, repeatable (not built yet)."), "URL");
    add("replicas", tr("Replicas in the fleet."), "N");
    add("lb",
        tr("Load-balancing strategy: %1.").arg(LoadBalancer::keys().join(QLatin1String(", "))),
        "STRATEGY", QStringLiteral("least-outstanding"));
    add("rate", tr("The fleet's offered load in requests per second (its projected peak)."), "R");
    add("rate-per-replica", tr("... or the load per replica (times --replicas)."), "R");
    add("workload", tr("Workload file (JSON or YAML)."), "FILE");
    add("input-tokens", tr("Without a workload file: prompt length of every request."), "N");
    add("output-tokens", tr("Without a workload file: output length of every request."), "N");
    add("arrival", tr("Arrival process: poisson, gamma:B (burstiness B) or constant."), "KIND",
        QStringLiteral("poisson"));
    add("slo", tr("SLO file the fleet must meet through every drill."), "FILE");
    add("drills", tr("Drill file (see above); none: the fleet runs undisturbed."), "FILE");
    add("duration", tr("Length of the validation (e.g. 60m)."), "TIME", QStringLiteral("60m"));
    add("startup", tr("Start-up time of a replica until it takes traffic."), "TIME",
        QStringLiteral("240s"));
    add("placement", tr("Replicas per node for node drills, e.g. A=1,2;B=3,4."), "SPEC");
    add("max-queue", tr("Per replica: waiting requests beyond which new ones are shed (0: none)."),
        "N", QStringLiteral("0"));
    add("single-replica-rps",
        tr("The single-replica boundary, to report fleet goodput against N times it."), "R");
    add("seed", tr("Seed of the arrivals and lengths."), "N", QStringLiteral("1"));
    add("search-up-to",
        tr("When the fleet fails: try replica counts up to this many for the smallest that "
           "passes (default: twice the fleet plus 2; 0: no search)."),
        "N");
    add("csv", tr("Write the per-minute rows (overall and per class) to this CSV file."), "OUT");
    // The record (issue 19): every validation is stored in the database (--db).
    add("attach-plan",
        tr("Attach the stored validation to plan ID (its project's); the plan's report then "
           "shows it."),
        "ID");
    add("list", tr("List the stored validations (newest first) and exit."));
}

int ValidateCommand::run(CliContext &context)
{
    auto usage = [&](const QString &message) { return context.fail(ExitCode::Usage, message); };
    if (!context.positional().isEmpty())
        return usage(tr("unexpected argument '%1'").arg(context.positional().first()));
    if (context.isSet(opt("list")))
        return listStored(context);
    if (context.isSet(opt("gateway")) || context.isSet(opt("replica")))
        return usage(tr("live validation against a gateway or replica endpoints is not built "
                        "yet; validate on the simulated fleet with --sim-fleet PRESET --virtual"));
    if (!context.isSet(opt("sim-fleet")))
        return usage(tr("give the fleet: --sim-fleet PRESET --virtual"));
    if (!context.isSet(opt("virtual")))
        return usage(tr("the simulated fleet runs in virtual time only so far; add --virtual"));

    FleetValidationRequest request;
    request.preset = context.value(opt("sim-fleet"));
    bool ok = false;
    request.replicas = context.value(opt("replicas")).toInt(&ok);
    if (!context.isSet(opt("replicas")) || !ok || request.replicas < 1)
        return usage(tr("--replicas must be a whole number from 1"));
    const auto lb = LoadBalancer::parse(context.value(opt("lb")));
    if (!lb)
        return usage(tr("--lb: %1").arg(lb.error()));
    request.strategy = *lb;

    if (context.isSet(opt("rate")) == context.isSet(opt("rate-per-replica")))
        return usage(tr("give the load as --rate R (the fleet's) or --rate-per-replica R"));
    const double rate = context.isSet(opt("rate"))
                            ? context.value(opt("rate")).toDouble(&ok)
                            : context.value(opt("rate-per-replica")).toDouble(&ok);
    if (!ok || !(rate > 0))
        return usage(tr("the rate must be a number above 0"));
    request.rateRps = context.isSet(opt("rate")) ? rate : rate * request.replicas;

    if (context.isSet(opt("workload"))) {
        if (context.isSet(opt("input-tokens")) || context.isSet(opt("output-tokens")))
            return usage(tr("--input-tokens and --output-tokens go without --workload"));
        auto workload = Workload::load(context.value(opt("workload")));
        if (!workload)
            return context.fail(ExitCode::BadInput, workload.error());
        request.workload = *workload;
    } else {
        const int in = context.value(opt("input-tokens")).toInt(&ok);
        bool ok2 = false;
        const int out = context.value(opt("output-tokens")).toInt(&ok2);
        if (!ok || !ok2 || in < 1 || out < 1)
            return usage(tr("give --workload FILE, or --input-tokens N and --output-tokens N "
                            "(whole numbers from 1)"));
        request.workload = Workload::single(in, out);
    }
    const auto arrival = ArrivalProcess::parse(context.value(opt("arrival")));
    if (!arrival)
        return usage(tr("--arrival: %1").arg(arrival.error()));
    request.arrival = *arrival;

    if (!context.isSet(opt("slo")))
        return usage(tr("give the SLO the fleet must meet: --slo FILE"));
    auto slo = Slo::load(context.value(opt("slo")));
    if (!slo)
        return context.fail(ExitCode::BadInput, slo.error());
    request.slo = *slo;

    if (context.isSet(opt("drills"))) {
        const QString path = context.value(opt("drills"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return context.fail(ExitCode::BadInput,
                                tr("cannot read drill file %1: %2").arg(path, file.errorString()));
        auto drills = DrillScript::parse(QString::fromUtf8(file.readAll()));
        if (!drills)
            return context.fail(ExitCode::BadInput, tr("%1: %2").arg(path, drills.error()));
        request.drills = *drills;
    }
    request.durationS = BenchOptions::parseSeconds(context.value(opt("duration")));
    if (!(request.durationS > 0))
        return usage(tr("--duration must be a time above 0, e.g. 60m"));
    request.startupS = BenchOptions::parseSeconds(context.value(opt("startup")));
    if (request.startupS < 0)
        return usage(tr("--startup must be a time, e.g. 240s"));
    if (context.isSet(opt("placement"))) {
        auto nodes = ValidationWorkflow::parseNodes(context.value(opt("placement")));
        if (!nodes)
            return usage(tr("--placement: %1").arg(nodes.error()));
        request.nodes = *nodes;
    }
    request.maxWaiting = context.value(opt("max-queue")).toInt(&ok);
    if (!ok || request.maxWaiting < 0)
        return usage(tr("--max-queue must be a non-negative whole number"));
    if (context.isSet(opt("single-replica-rps"))) {
        request.singleReplicaRps = context.value(opt("single-replica-rps")).toDouble(&ok);
        if (!ok || !(request.singleReplicaRps > 0))
            return usage(tr("--single-replica-rps must be a number above 0"));
    }
    request.searchUpTo = 2 * request.replicas + 2;
    if (context.isSet(opt("search-up-to"))) {
        request.searchUpTo = context.value(opt("search-up-to")).toInt(&ok);
        if (!ok || request.searchUpTo < 0)
            return usage(tr("--search-up-to must be a non-negative whole number"));
    }
    request.seed = context.value(opt("seed")).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));

    if (Status ok = ValidationWorkflow::check(request); !ok)
        return context.fail(ExitCode::BadInput, ok.error());
    context.err() << tr("validating %1 replicas of %2 behind %3 at %4 req/s for %5 in virtual "
                        "time, %6 drills")
                         .arg(request.replicas)
                         .arg(request.preset, LoadBalancer::key(request.strategy))
                         .arg(request.rateRps, 0, 'f', 2)
                         .arg(DrillScript::formatTime(request.durationS))
                         .arg(request.drills.events.size())
                  << Qt::endl;
    const auto report = ValidationWorkflow::runVirtual(request);
    if (!report)
        return context.fail(ExitCode::BadInput, report.error());
    for (const QString &line : report->textLines())
        context.out() << line << '\n';
    context.out().flush();
    if (context.isSet(opt("csv"))) {
        const QString path = context.value(opt("csv"));
        if (Status s = AtomicFile::write(path, report->minutesCsv()); !s)
            return context.fail(ExitCode::BadInput, s.error());
    }
    auto id = store(context, request, *report);
    if (!id)
        return context.fail(ExitCode::BadInput, id.error());
    QJsonObject json = report->toJson();
    json.insert(QStringLiteral("validation_id"), *id);
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return report->passed ? toInt(ExitCode::Success) : toInt(ExitCode::CheckFailed);
}

Result<qint64> ValidateCommand::store(CliContext &context, const FleetValidationRequest &request,
                                      const ValidationReport &report)
{
    qint64 planId = 0;
    if (context.isSet(opt("attach-plan"))) {
        bool ok = false;
        planId = context.value(opt("attach-plan")).toLongLong(&ok);
        if (!ok || planId < 1)
            return Result<qint64>::failure(tr("--attach-plan must be a plan id (a whole number "
                                              "from 1; see llmcap-cli plan --project)"));
    }
    auto db = context.database();
    if (!db)
        return Result<qint64>::failure(db.error());
    auto id = ValidationRepository(**db).save(ValidationSettings::of(request), report, 0, planId);
    if (!id)
        return id;
    context.out() << (planId > 0 ? tr("Stored as validation %1, attached to plan %2, in %3.")
                                       .arg(*id)
                                       .arg(planId)
                                       .arg(QDir::toNativeSeparators(context.databasePath()))
                                 : tr("Stored as validation %1 in %2.")
                                       .arg(*id)
                                       .arg(QDir::toNativeSeparators(context.databasePath())))
                  << Qt::endl;
    return id;
}

int ValidateCommand::listStored(CliContext &context)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto stored = ValidationRepository(**db).list();
    if (!stored)
        return context.fail(ExitCode::BadInput, stored.error());
    QJsonArray rows;
    for (const StoredValidation &v : *stored) {
        context.out() << QStringLiteral("%1  %2  %3  %4 x %5 %6 @ %7 req/s, %8, %9 drills%10\n")
                             .arg(v.id, 4)
                             .arg(v.createdAt.toLocalTime().toString(Qt::ISODate),
                                  v.report.passed ? tr("passed") : tr("FAILED"))
                             .arg(v.settings.replicas)
                             .arg(v.settings.preset, v.settings.strategy)
                             .arg(v.settings.rateRps, 0, 'f', 2)
                             .arg(DrillScript::formatTime(v.settings.durationS))
                             .arg(v.report.drills.size())
                             .arg(v.planId > 0 ? tr(", plan %1").arg(v.planId) : QString());
        QJsonObject row = v.settings.toJson();
        row.remove(QStringLiteral("slo"));
        row.insert(QStringLiteral("id"), v.id);
        row.insert(QStringLiteral("created_at"), v.createdAt.toString(Qt::ISODateWithMs));
        row.insert(QStringLiteral("plan_id"), v.planId > 0 ? QJsonValue(v.planId) : QJsonValue());
        row.insert(QStringLiteral("passed"), v.report.passed);
        rows.append(row);
    }
    if (stored->isEmpty())
        context.out() << tr("No stored validations in %1.")
                             .arg(QDir::toNativeSeparators(context.databasePath()))
                      << '\n';
    context.out().flush();
    if (!context.writeJson({{QStringLiteral("validations"), rows}}))
        return toInt(ExitCode::BadInput);
    return toInt(ExitCode::Success);
}

} // namespace llmcap
