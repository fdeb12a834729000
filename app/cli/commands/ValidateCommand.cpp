#include "cli/commands/ValidateCommand.h"

#include "cli/BenchOptions.h"
#include "cli/CliContext.h"
#include "plan/PlanInput.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "util/AtomicFile.h"
#include "util/SecretText.h"
#include "validation/LiveValidation.h"
#include "validation/PlanValidation.h"
#include "validation/ValidationRepository.h"
#include "validation/ValidationWorkflow.h"
#include "workflow/ValidationJob.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

// A parse step's result when it read its options without a failure (else the exit code).
constexpr int kParsed = -1;

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
              "The fleet: --sim-fleet PRESET --virtual runs the built-in simulated fleet in "
              "virtual time (an hour of fleet traffic in seconds); --sim-fleet PRESET without "
              "--virtual runs the same fleet live on loopback ports in real time (--speed S: S "
              "times faster, times reported in the fleet's seconds). --replica URL (repeatable) "
              "--lb STRATEGY sends the load to replica endpoints through a client-side balancer: "
              "a drill takes the replica out of the rotation, runs --drill-command "
              "'lose=CMD' or 'restore=CMD' if given ({replica} and {url} are replaced) and "
              "returns it once GET /health answers 200. --gateway URL measures a load balancer "
              "as a black box: drills only run the commands.\n"
              "\n"
              "The plan under test: a stored plan (--plan ID, or --project NAME for its newest) or "
              "one built on the spot from a sizing file and a stored sweep (--sizing FILE --sweep "
              "ID, as llmcap-cli plan makes it). The fleet is then the plan's replicas (less a "
              "surge or blue-green rollout reserve) on the deployment's nodes with its start-up "
              "time, the load the envelope's classes at their projected peak at the horizon "
              "(--no-growth: today's), the SLO the request's, and without --drills the drills "
              "are what the plan claims to survive: its loss to survive (lost at 1/6 of the "
              "duration, restored at 2/6) and its rollout (a rolling restart at 3/6). "
              "--sim-fleet auto takes the preset (and speed) the plan's sweep ran on. --replicas, "
              "--rate, --workload, --slo, --startup and --placement override the plan. "
              "--diurnal and --bursts shape the load with the request's peak-to-average ratio "
              "and burst duration.");
}

QString ValidateCommand::synopsis() const
{
    return QStringLiteral(
        "(--plan ID | --project NAME | --sizing FILE --sweep ID | --replicas N (--rate R | "
        "--rate-per-replica R) (--workload FILE | --input-tokens N --output-tokens N) --slo "
        "FILE) (--sim-fleet (PRESET | auto) [--virtual | --speed S] | --replica URL ... | "
        "--gateway URL) [--envelope ID] [--lb STRATEGY] [--drills FILE] [--duration 60m] "
        "[--diurnal] [--bursts] [--startup 240s] [--placement A=1,2;B=3,4] "
        "[--drill-command lose=CMD] [--drill-command restore=CMD] [--json OUT] [--csv OUT]");
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
    add("plan", tr("Validate stored plan ID (llmcap-cli plan --project prints it)."), "ID");
    add("project", tr("With --plan: the project the plan must belong to; alone: its newest plan."),
        "NAME");
    add("sizing", tr("Validate the plan of this sizing file (JSON or YAML), with --sweep."),
        "FILE");
    add("sweep", tr("With --sizing: the stored sweep the plan divides by."), "ID");
    add("envelope", tr("The plan's capacity envelope to validate (when it has several)."), "ID");
    add("no-growth",
        tr("Offer the plan's projected peak of today instead of the peak at the horizon."));
    add("diurnal", tr("Shape the load as a day compressed into the duration: the peak at the "
                      "middle, the mean at peak / peak-to-average."));
    add("bursts", tr("Offer the average load with bursts to the peak lasting the request's burst "
                     "duration."));
    add("burst-every", tr("With --bursts: one burst this often."), "TIME", QStringLiteral("10m"));
    add("peak-to-average",
        tr("For --diurnal and --bursts: the peak-to-average ratio (default "
           "with a plan: the request's)."),
        "X");
    add("burst", tr("For --bursts: the burst duration (default with a plan: the request's)."),
        "TIME");
    add("sim-fleet",
        tr("Validate a fleet of built-in simulated replicas of this preset (with a plan: auto, "
           "the preset its sweep ran on)."),
        "PRESET");
    add("virtual", tr("Run the simulated fleet in virtual time (as fast as the CPU allows)."));
    add("gateway", tr("Live: the production load balancer's URL, measured as a black box."), "URL");
    add("replica", tr("Live: a replica endpoint, repeatable; --lb spreads the load over them."),
        "URL");
    add("speed",
        tr("Live simulated fleet: simulated seconds per wall-clock second (times are reported "
           "in the fleet's seconds)."),
        "S", QStringLiteral("1"));
    add("drill-command",
        tr("Live endpoints: lose=CMD or restore=CMD, run by drills ({replica}, {url} "
           "replaced), repeatable."),
        "SPEC");
    add("health-timeout",
        tr("Live endpoints: how long a returning replica has to answer GET /health with 200."),
        "TIME", QStringLiteral("10m"));
    add("model", tr("Live endpoints: model to request (default: the first /v1/models lists)."),
        "NAME");
    add("header", tr("Live endpoints: extra request header, repeatable."), "'NAME: VALUE'");
    add("replicas", tr("Replicas in the fleet."), "N");
    add("lb",
        tr("Load-balancing strategy: %1.").arg(LoadBalancer::keys().join(QLatin1String(", "))),
        "STRATEGY", QStringLiteral("least-outstanding"));
    add("rate",
        tr("The fleet's offered load in requests per second (its projected peak); runs per "
           "second for a workload with run classes."),
        "R");
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

// What the options say, while they are read: the verb's request and the values several
// options combine.
struct ValidateCommand::Parsed
{
    ValidationJobRequest job;
    bool fromStored = false;
    bool fromSizing = false;
    bool fromPlan = false;
    LoadBalancer::Strategy strategy = LoadBalancer::Strategy::LeastOutstanding;
    double durationS = 0;
    quint64 seed = 1;
    std::optional<DrillScript> drillFile;
    int replicas = 0;
    double rate = 0;
    double burstEveryS = 0;
};

int ValidateCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    if (context.isSet(opt("list")))
        return listStored(context);
    Parsed p;
    for (auto parse :
         {&ValidateCommand::parseTarget, &ValidateCommand::parseFleet, &ValidateCommand::parsePlan,
          &ValidateCommand::parseLoad, &ValidateCommand::parseFleetDetails})
        if (const int code = parse(context, p); code != kParsed)
            return code;

    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto prepared = ValidationJob::prepare(*db, p.job);
    if (!prepared)
        return context.fail(ExitCode::BadInput, prepared.error());
    printStart(context, *prepared);
    auto outcome = ValidationJob::run(*db, *prepared);
    if (!outcome)
        return context.fail(ExitCode::BadInput, outcome.error());
    return printOutcome(context, *prepared, *outcome);
}

// The fleet the load goes to: the simulated fleet (virtual or live), replicas or a gateway.
int ValidateCommand::parseTarget(CliContext &context, Parsed &p)
{
    auto usage = [&](const QString &message) { return context.fail(ExitCode::Usage, message); };
    const int targets = int(context.isSet(opt("sim-fleet"))) + int(context.isSet(opt("replica"))) +
                        int(context.isSet(opt("gateway")));
    if (targets != 1)
        return usage(tr("give one fleet: --sim-fleet PRESET, --replica URL ... or --gateway URL"));
    const bool virtualTime = context.isSet(opt("virtual"));
    if (virtualTime && !context.isSet(opt("sim-fleet")))
        return usage(tr("--virtual runs the simulated fleet only; give --sim-fleet PRESET"));
    if (!context.isSet(opt("sim-fleet")) && context.isSet(opt("speed")))
        return usage(tr("--speed applies to the simulated fleet only"));
    if (context.isSet(opt("sim-fleet")) && context.isSet(opt("drill-command")))
        return usage(tr("--drill-command applies to replica endpoints or a gateway; drills stop "
                        "and restart the simulated fleet's replicas themselves"));

    p.job.mode =
        virtualTime ? ValidationJobRequest::Mode::Virtual : ValidationJobRequest::Mode::Live;
    LiveTarget &live = p.job.live;
    bool ok = false;
    if (context.isSet(opt("sim-fleet"))) {
        live.kind = LiveTarget::Kind::SimFleet;
        live.speed = context.value(opt("speed")).toDouble(&ok);
        if (!ok || !(live.speed > 0))
            return usage(tr("--speed must be a number above 0"));
        if (virtualTime && context.isSet(opt("speed")))
            return usage(tr("--speed applies to live runs; --virtual runs as fast as it can"));
        return kParsed;
    }
    live.kind =
        context.isSet(opt("gateway")) ? LiveTarget::Kind::Gateway : LiveTarget::Kind::Replicas;
    const QStringList urls = context.isSet(opt("gateway")) ? context.args().values(opt("gateway"))
                                                           : context.args().values(opt("replica"));
    if (live.kind == LiveTarget::Kind::Gateway && urls.size() != 1)
        return usage(tr("give one --gateway URL"));
    for (const QString &u : urls) {
        const QUrl url(u, QUrl::StrictMode);
        if (!url.isValid() || url.host().isEmpty() ||
            (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
            return usage(tr("'%1' is not an http(s) URL").arg(u));
        live.urls.append(url);
    }
    for (const QString &spec : context.args().values(opt("drill-command")))
        if (Status added = live.addDrillCommand(spec); !added)
            return usage(tr("--drill-command: %1").arg(added.error()));
    live.healthTimeoutS = BenchOptions::parseSeconds(context.value(opt("health-timeout")));
    if (!(live.healthTimeoutS > 0))
        return usage(tr("--health-timeout must be a time above 0, e.g. 10m"));
    live.endpoint.model = context.value(opt("model"));
    auto headers = BenchOptions::readHeaders(context);
    if (!headers)
        return usage(headers.error());
    live.endpoint.headers = *headers;
    return kParsed;
}

// Where the plan comes from, and the fleet's size, load, duration, drills and seed.
int ValidateCommand::parseFleet(CliContext &context, Parsed &p)
{
    auto usage = [&](const QString &message) { return context.fail(ExitCode::Usage, message); };
    const LiveTarget &live = p.job.live;
    p.fromStored = context.isSet(opt("plan")) || context.isSet(opt("project"));
    p.fromSizing = context.isSet(opt("sizing")) || context.isSet(opt("sweep"));
    if (p.fromStored && p.fromSizing)
        return usage(tr("give the plan as --plan ID (or --project NAME) or as --sizing FILE "
                        "--sweep ID, not both"));
    if (p.fromSizing && !(context.isSet(opt("sizing")) && context.isSet(opt("sweep"))))
        return usage(tr("--sizing FILE and --sweep ID go together: the plan divides by the "
                        "sweep's boundary"));
    p.fromPlan = p.fromStored || p.fromSizing;
    if (!p.fromPlan && context.value(opt("sim-fleet")) == QLatin1String("auto"))
        return usage(tr("--sim-fleet auto takes the preset of a plan's sweep: give --plan ID or "
                        "--sizing FILE --sweep ID, or name the preset"));
    for (const char *name : {"envelope", "no-growth"})
        if (!p.fromPlan && context.isSet(opt(name)))
            return usage(tr("--%1 applies to a plan (--plan ID or --sizing FILE --sweep ID)")
                             .arg(QLatin1String(name)));
    bool ok = false;
    if (context.isSet(opt("plan"))) {
        // The plan under test: the validation is stored attached to it.
        p.job.planId = context.value(opt("plan")).toLongLong(&ok);
        if (!ok || p.job.planId < 1)
            return usage(tr("--plan must be a plan id (a whole number from 1), got '%1'")
                             .arg(context.value(opt("plan"))));
    }

    const auto lb = LoadBalancer::parse(context.value(opt("lb")));
    if (live.kind == LiveTarget::Kind::Gateway && context.isSet(opt("lb")))
        return usage(tr("--lb has no effect on a gateway: it balances the load itself"));
    if (!lb)
        return usage(tr("--lb: %1").arg(lb.error()));
    p.strategy = *lb;
    p.durationS = BenchOptions::parseSeconds(context.value(opt("duration")));
    if (!(p.durationS > 0))
        return usage(tr("--duration must be a time above 0, e.g. 60m"));
    p.seed = context.value(opt("seed")).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    if (context.isSet(opt("drills"))) {
        const QString path = context.value(opt("drills"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return context.fail(ExitCode::BadInput,
                                tr("cannot read drill file %1: %2").arg(path, file.errorString()));
        auto drills = DrillScript::parse(QString::fromUtf8(file.readAll()));
        if (!drills)
            return context.fail(ExitCode::BadInput, tr("%1: %2").arg(path, drills.error()));
        p.drillFile = *drills;
    }
    if (context.isSet(opt("replicas"))) {
        p.replicas = context.value(opt("replicas")).toInt(&ok);
        if (!ok || p.replicas < 1)
            return usage(tr("--replicas must be a whole number from 1"));
    } else if (live.kind == LiveTarget::Kind::Replicas) {
        p.replicas = int(live.urls.size());
    } else if (live.kind == LiveTarget::Kind::Gateway) {
        p.replicas = 1;
    } else if (!p.fromPlan) {
        return usage(tr("give the fleet's size: --replicas N (or validate a plan: --plan ID, or "
                        "--sizing FILE --sweep ID)"));
    }
    if (live.kind == LiveTarget::Kind::Replicas && p.replicas != live.urls.size())
        return usage(
            tr("--replicas %1 but %2 --replica endpoints").arg(p.replicas).arg(live.urls.size()));
    if (context.isSet(opt("rate")) && context.isSet(opt("rate-per-replica")))
        return usage(tr("give the load as --rate R (the fleet's) or --rate-per-replica R, not "
                        "both"));
    if (!p.fromPlan && !context.isSet(opt("rate")) && !context.isSet(opt("rate-per-replica")))
        return usage(tr("give the load as --rate R (the fleet's) or --rate-per-replica R"));
    if (context.isSet(opt("rate")) || context.isSet(opt("rate-per-replica"))) {
        p.rate = context.isSet(opt("rate")) ? context.value(opt("rate")).toDouble(&ok)
                                            : context.value(opt("rate-per-replica")).toDouble(&ok);
        if (!ok || !(p.rate > 0))
            return usage(tr("the rate must be a number above 0"));
    }
    p.burstEveryS = BenchOptions::parseSeconds(context.value(opt("burst-every")));
    if (!(p.burstEveryS > 0))
        return usage(tr("--burst-every must be a time above 0, e.g. 10m"));
    if (context.isSet(opt("attach-plan"))) {
        p.job.attachPlanId = context.value(opt("attach-plan")).toLongLong(&ok);
        if (!ok || p.job.attachPlanId < 1)
            return usage(tr("--attach-plan must be a plan id (a whole number from 1; see "
                            "llmcap-cli plan --project)"));
    }
    return kParsed;
}

// The plan under test turned into the fleet (PlanValidation::setup), or the fleet as given.
int ValidateCommand::parsePlan(CliContext &context, Parsed &p)
{
    FleetValidationRequest &request = p.job.fleet;
    if (!p.fromPlan) {
        request.preset = context.value(opt("sim-fleet"));
        request.replicas = p.replicas;
        request.strategy = p.strategy;
        request.durationS = p.durationS;
        request.seed = p.seed;
        request.rateRps = context.isSet(opt("rate")) ? p.rate : p.rate * p.replicas;
        if (p.drillFile)
            request.drills = *p.drillFile;
        return kParsed;
    }
    auto opened = context.database();
    if (!opened)
        return context.fail(ExitCode::BadInput, opened.error());
    auto plan = readPlan(context, **opened, p);
    if (!plan)
        return context.fail(ExitCode::BadInput, plan.error());
    PlanValidationOptions o;
    o.envelope = context.value(opt("envelope"));
    o.preset = context.isSet(opt("sim-fleet")) ? context.value(opt("sim-fleet")) : QString();
    o.durationS = p.durationS;
    o.growth = !context.isSet(opt("no-growth"));
    o.diurnal = context.isSet(opt("diurnal"));
    o.bursts = context.isSet(opt("bursts"));
    o.burstEveryS = p.burstEveryS;
    o.replicas = p.replicas;
    o.drills = p.drillFile;
    o.strategy = p.strategy;
    o.seed = p.seed;
    if (context.isSet(opt("rate")))
        o.rateRps = p.rate;
    auto setup = PlanValidation::setup(*plan, o);
    if (!setup)
        return context.fail(ExitCode::BadInput, setup.error());
    if (context.isSet(opt("rate-per-replica"))) {
        setup->request.rateRps = p.rate * setup->request.replicas;
        setup->notes
            << tr("load: %1 calls/s per replica as given (--rate-per-replica)").arg(p.rate);
    }
    request = setup->request;
    p.job.planSetup = std::move(setup).value();
    return kParsed;
}

Result<PlanUnderTest> ValidateCommand::readPlan(CliContext &context, Database &db, const Parsed &p)
{
    using R = Result<PlanUnderTest>;
    if (p.fromSizing) {
        const QString path = context.value(opt("sizing"));
        auto input = PlanInput::load(path);
        if (!input)
            return R::failure(input.error());
        return PlanValidation::fromSizing(db, std::move(input).value(), context.value(opt("sweep")),
                                          path);
    }
    qint64 projectId = 0;
    const QString name = context.value(opt("project"));
    if (context.isSet(opt("project"))) {
        const auto project = ProjectRepository(db).findByName(name);
        if (!project)
            return R::failure(tr("no project named \"%1\"").arg(name));
        projectId = project->id;
    }
    if (p.job.planId > 0)
        return PlanValidation::stored(db, p.job.planId, projectId);
    return PlanValidation::newest(db, projectId, name);
}

// The load's workload, arrivals, SLO and shape.
int ValidateCommand::parseLoad(CliContext &context, Parsed &p)
{
    auto usage = [&](const QString &message) { return context.fail(ExitCode::Usage, message); };
    FleetValidationRequest &request = p.job.fleet;
    bool ok = false;
    if (context.isSet(opt("workload"))) {
        if (context.isSet(opt("input-tokens")) || context.isSet(opt("output-tokens")))
            return usage(tr("--input-tokens and --output-tokens go without --workload"));
        auto workload = Workload::load(context.value(opt("workload")));
        if (!workload)
            return context.fail(ExitCode::BadInput, workload.error());
        request.workload = *workload;
    } else if (!p.fromPlan || context.isSet(opt("input-tokens")) ||
               context.isSet(opt("output-tokens"))) {
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

    // The SLO: the file's, else the plan's (ValidationJob).
    if (context.isSet(opt("slo"))) {
        auto slo = Slo::load(context.value(opt("slo")));
        if (!slo)
            return context.fail(ExitCode::BadInput, slo.error());
        p.job.slo = *slo;
    } else if (!p.fromPlan) {
        return usage(tr("give the SLO the fleet must meet: --slo FILE"));
    }

    // The load's shape: a plan's ratio and burst unless given.
    if (context.isSet(opt("peak-to-average"))) {
        request.shape.peakToAverage = context.value(opt("peak-to-average")).toDouble(&ok);
        if (!ok || !(request.shape.peakToAverage >= 1))
            return usage(tr("--peak-to-average must be a number from 1"));
    }
    if (context.isSet(opt("burst"))) {
        request.shape.burstS = BenchOptions::parseSeconds(context.value(opt("burst")));
        if (!(request.shape.burstS > 0))
            return usage(tr("--burst must be a time above 0, e.g. 120s"));
    }
    if (!p.fromPlan) {
        request.shape.diurnal = context.isSet(opt("diurnal"));
        request.shape.burstEveryS = p.burstEveryS;
        if ((request.shape.diurnal || context.isSet(opt("bursts"))) &&
            !context.isSet(opt("peak-to-average")))
            return usage(tr("--diurnal and --bursts without a plan need --peak-to-average X"));
        if (context.isSet(opt("bursts")) && !context.isSet(opt("burst")))
            return usage(tr("--bursts without a plan needs --burst TIME (the burst duration)"));
        if (!context.isSet(opt("bursts")))
            request.shape.burstS = 0;
    } else if (!context.isSet(opt("bursts")) && context.isSet(opt("burst"))) {
        return usage(tr("--burst applies with --bursts"));
    }
    if (Status shape = request.shape.check(request.durationS); !shape)
        return usage(shape.error());
    return kParsed;
}

// Start-up, placement, queue limit, the scaling reference and the search's reach.
int ValidateCommand::parseFleetDetails(CliContext &context, Parsed &p)
{
    auto usage = [&](const QString &message) { return context.fail(ExitCode::Usage, message); };
    FleetValidationRequest &request = p.job.fleet;
    bool ok = false;
    if (!p.fromPlan || context.isSet(opt("startup"))) {
        request.startupS = BenchOptions::parseSeconds(context.value(opt("startup")));
        if (request.startupS < 0)
            return usage(tr("--startup must be a time, e.g. 240s"));
    }
    if (context.isSet(opt("placement"))) {
        auto nodes = ValidationWorkflow::parseNodes(context.value(opt("placement")));
        if (!nodes)
            return usage(tr("--placement: %1").arg(nodes.error()));
        request.nodes = *nodes;
        request.placeFor = nullptr;
    }
    request.maxWaiting = context.value(opt("max-queue")).toInt(&ok);
    if (!ok || request.maxWaiting < 0)
        return usage(tr("--max-queue must be a non-negative whole number"));
    if (context.isSet(opt("single-replica-rps"))) {
        request.singleReplicaRps = context.value(opt("single-replica-rps")).toDouble(&ok);
        if (!ok || !(request.singleReplicaRps > 0))
            return usage(tr("--single-replica-rps must be a number above 0"));
    }
    if (context.isSet(opt("search-up-to"))) {
        p.job.searchUpTo = context.value(opt("search-up-to")).toInt(&ok);
        if (!ok || *p.job.searchUpTo < 0)
            return usage(tr("--search-up-to must be a non-negative whole number"));
    }
    return kParsed;
}

void ValidateCommand::printStart(CliContext &context, const ValidationJobRequest &job)
{
    const FleetValidationRequest &request = job.fleet;
    const LiveTarget &live = job.live;
    const bool virtualTime = job.mode == ValidationJobRequest::Mode::Virtual;
    const QString fleetName = live.kind == LiveTarget::Kind::SimFleet ? request.preset
                              : live.kind == LiveTarget::Kind::Gateway
                                  ? tr("gateway %1").arg(live.urls.first().toString())
                                  : tr("endpoints");
    // A workload with run classes offers runs: its rate counts runs per second.
    const QString rateUnit = request.workload.hasRunClasses() ? tr("runs/s") : tr("req/s");
    context.err() << (virtualTime ? tr("validating %1 replicas of %2 behind %3 at %4 %5 for %6 "
                                       "in virtual time, %7 drills")
                                  : tr("validating %1 replicas of %2 behind %3 at %4 %5 for %6 "
                                       "live, %7 drills"))
                         .arg(request.replicas)
                         .arg(fleetName, live.kind == LiveTarget::Kind::Gateway
                                             ? tr("its own balancer")
                                             : LoadBalancer::key(request.strategy))
                         .arg(request.rateRps, 0, 'f', 2)
                         .arg(rateUnit)
                         .arg(DrillScript::formatTime(request.durationS))
                         .arg(request.drills.events.size())
                  << Qt::endl;
    if (!virtualTime && live.speed != 1)
        context.err() << tr("the simulated fleet runs %1 times faster: about %2 of wall-clock "
                            "time")
                             .arg(live.speed)
                             .arg(DrillScript::formatTime(request.durationS / live.speed))
                      << Qt::endl;
}

int ValidateCommand::printOutcome(CliContext &context, const ValidationJobRequest &job,
                                  const ValidationJobOutcome &outcome)
{
    const bool virtualTime = job.mode == ValidationJobRequest::Mode::Virtual;
    const LiveDetails &details = outcome.live;
    const ValidationReport &report = outcome.report;
    for (const QString &note : details.notes)
        context.err() << tr("drill: %1").arg(note) << Qt::endl;
    if (!virtualTime)
        context.err() << tr("schedule lag: p99 %1 ms, max %2 ms")
                             .arg(details.p99LagMs, 0, 'f', 3)
                             .arg(details.maxLagMs, 0, 'f', 3)
                      << Qt::endl;
    for (const QString &line : report.textLines())
        context.out() << line << '\n';
    context.out().flush();
    if (context.isSet(opt("csv"))) {
        const QString path = context.value(opt("csv"));
        if (Status s = AtomicFile::write(path, SecretText::redact(report.minutesCsv())); !s)
            return context.fail(ExitCode::BadInput, s.error());
    }
    if (!outcome.storeError.isEmpty())
        return context.fail(ExitCode::BadInput, outcome.storeError);
    const QString where = QDir::toNativeSeparators(context.databasePath());
    context.out() << (outcome.planId > 0
                          ? tr("Stored as validation %1, attached to plan %2, in %3.")
                                .arg(outcome.storedId)
                                .arg(outcome.planId)
                                .arg(where)
                          : tr("Stored as validation %1 in %2.").arg(outcome.storedId).arg(where))
                  << Qt::endl;
    QJsonObject json = report.toJson();
    if (!virtualTime) {
        QJsonArray routed;
        for (qint64 n : details.routed)
            routed.append(n);
        json.insert(QStringLiteral("live"),
                    QJsonObject{{QStringLiteral("speed"), details.speed},
                                {QStringLiteral("p99_schedule_lag_ms"), details.p99LagMs},
                                {QStringLiteral("max_schedule_lag_ms"), details.maxLagMs},
                                {QStringLiteral("routed"), routed},
                                {QStringLiteral("drill_notes"),
                                 QJsonArray::fromStringList(details.notes)}});
    }
    json.insert(QStringLiteral("validation_id"), outcome.storedId);
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return report.passed ? toInt(ExitCode::Success) : toInt(ExitCode::CheckFailed);
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
