#include "cli/commands/SweepCommand.h"

#include "cli/BenchOptions.h"
#include "cli/CliContext.h"
#include "cli/SweepLoop.h"
#include "export/PlanCsv.h"
#include "plan/SweepSummary.h"
#include "simserver/BuiltinServer.h"
#include "storage/Database.h"
#include "sweep/StepText.h"
#include "sweep/SweepController.h"
#include "sweep/SweepHeadline.h"
#include "util/AtomicFile.h"
#include "util/SecretText.h"
#include "workflow/SweepSession.h"

#include <QJsonArray>
#include <QLocale>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

} // namespace

QString SweepCommand::summary() const
{
    return tr("Find the SLO boundary: the highest offered rate one replica sustains under the "
              "SLO.");
}

QString SweepCommand::description() const
{
    return tr("Runs open-loop steps at rising offered rates (x2 from --start by default) until a "
              "step fails, then bisects between the last passing and the first failing rate to "
              "--tolerance, and repeats both edge rates --repeats times. Every step has a "
              "warm-up, runs at least --min-step and --min-requests, ends early when binomial "
              "early stopping decides it with --confidence, and runs at most --max-step (at a low "
              "rate longer, until --min-requests are due, at most --max-step-for-requests); a "
              "step with fewer requests never passes. A step fails on SLO attainment below "
              "target, an error or timeout rate above the SLO's limit with 95 % confidence, "
              "over-saturation (in-flight requests and TTFT rising, a growing backlog, a "
              "growing server queue), preemptions or a KV cache pinned near full; a "
              "client-limited step is invalid. A fit of the misses over every step gives the "
              "boundary with its 95 % interval and the planned rate (the 5 % quantile). Short "
              "steps read high (they start from an idle server and miss the long busy periods "
              "of a long run), so the search ends with one --confirm run at the planned rate, "
              "which holds only when its SLO passes with 90 % confidence, lower each time it "
              "fails, down to half the first run's rate; plans use at most the rate it held at, "
              "and when none held no safe rate was found and a plan on the sweep is unsafe. "
              "Saturation "
              "throughput (the highest completed rate, SLO ignored) is printed beside goodput "
              "when some step was overloaded.\n\n"
              "Every step is stored as it finishes: after Ctrl+C or a crash, continue with "
              "--resume ID. Exit code 1 when no step meets the SLO or no confirmation run "
              "held.");
}

QString SweepCommand::synopsis() const
{
    return QStringLiteral(
        "(--url URL | --builtin PRESET [--sim-speed X] [--sim-seed N] [--virtual | "
        "--sim-otlp-file FILE]) "
        "--workload FILE --slo FILE [--start R] [--max R] [--tolerance 0.05] "
        "[--repeats 3] [--json OUT] | --resume ID");
}

void SweepCommand::addOptions(CliOptions &o)
{
    BenchOptions::addTargetOptions(o);
    BenchOptions::addWorkloadOptions(o);
    BenchOptions::addLimitOptions(o);
    const auto add = [&o](const char *name, const QString &help, const char *value,
                          const char *fallback = nullptr) {
        QCommandLineOption option(opt(name), help);
        if (value)
            option.setValueName(QLatin1String(value));
        if (fallback)
            option.setDefaultValue(QLatin1String(fallback));
        o.add(option);
    };
    add("builtin",
        tr("Sweep the built-in simulated server with this preset instead of an endpoint "
           "(llmcap-cli serve-sim --list-presets names them)."),
        "PRESET");
    add("sim-speed", tr("How many times faster than real time the built-in server runs."), "X",
        "1");
    add("sim-seed", tr("The built-in server's random seed."), "N", "1");
    add("virtual",
        tr("With --builtin: run the steps on the simulated engine in virtual time, without a "
           "server or HTTP; the sweep takes seconds of CPU instead of minutes."),
        nullptr);
    add("no-twin",
        tr("Do not fit the calibrated twin: the boundary is the steps' empirical estimate alone "
           "(by default a twin fitted to every request the steps measured sets the "
           "confirmation's rate and, when it reproduces every step, the boundary)."),
        nullptr);
    add("sim-otlp-file",
        tr("With --builtin (not --virtual): the built-in server appends an OTLP JSON span per "
           "finished request to FILE, as serve-sim --otlp-file; results --sweep ID --otlp FILE "
           "then splits TTFT per step. Also with --resume of such a sweep."),
        "FILE");
    add("start",
        tr("First offered rate, requests per second; runs per second for a workload with run "
           "classes (default: 1 divided by the calls a run brings)."),
        "R", "1");
    add("max", tr("Highest offered rate to try."), "R", "1000000");
    add("min-rate", tr("Lowest rate to try when the start rate already fails."), "R", "0.01");
    add("growth", tr("Factor between rates while widening."), "X", "2");
    add("tolerance", tr("Stop bisecting when the bracket is this narrow (relative)."), "X", "0.05");
    add("repeats", tr("Runs of each edge rate, the search's own included."), "N", "3");
    add("max-reopenings",
        tr("Times the bracket may be reopened when the repeats contradict an edge."), "N", "1");
    add("confirm",
        tr("Window of the confirmation run after the search: a time, 'auto' (twice "
           "--max-step) or 0 for none."),
        "TIME", "auto");
    add("confirm-confidence",
        tr("A confirmation run holds only when every latency objective passes with this one-sided "
           "confidence; its window grows until such a pass is possible. 0 judges it by its "
           "attainment alone."),
        "X", "0.9");
    add("step-warmup", tr("Warm-up at the start of every step."), "TIME", "5s");
    add("min-step", tr("Shortest measurement window of a step."), "TIME", "20s");
    add("max-step", tr("Longest measurement window of a step."), "TIME", "60s");
    add("min-requests",
        tr("Fewest measured requests before a step may end early; a step with fewer never "
           "passes."),
        "N", "100");
    add("max-step-for-requests",
        tr("Longest measurement window of a step at a low rate, whose window grows beyond "
           "--max-step until --min-requests are due in it."),
        "TIME", "1800s");
    add("cooldown", tr("Pause between steps so queues drain."), "TIME", "2s");
    add("confidence", tr("Confidence of early pass/fail decisions."), "X", "0.99");
    add("name", tr("A name for the sweep."), "TEXT");
    add("resume", tr("Continue a stopped or interrupted sweep."), "ID");
    add("csv", tr("Write one row per step to this CSV file."), "OUT");
}

Result<SweepConfig> SweepCommand::readSearch(CliContext &context, SweepConfig c) const
{
    using R = Result<SweepConfig>;
    const auto number = [&context](const char *name, double *out) {
        bool ok = false;
        *out = context.value(opt(name)).toDouble(&ok);
        return ok;
    };
    const auto seconds = [&context](const char *name, double *out) {
        *out = BenchOptions::parseSeconds(context.value(opt(name)));
        return *out >= 0;
    };
    double repeats = 0, minRequests = 0, reopenings = 0;
    if (!number("start", &c.search.startRps) || !number("max", &c.search.maxRps) ||
        !number("min-rate", &c.search.minRps) || !number("growth", &c.search.growth) ||
        !number("tolerance", &c.search.tolerance) || !number("repeats", &repeats) ||
        !number("min-requests", &minRequests) || !number("confidence", &c.earlyStopConfidence) ||
        !number("max-reopenings", &reopenings) ||
        !number("confirm-confidence", &c.search.confirmConfidence))
        return R::failure(tr("--start, --max, --min-rate, --growth, --tolerance, --repeats, "
                             "--max-reopenings, --min-requests, --confidence and "
                             "--confirm-confidence take numbers"));
    c.search.repeats = int(repeats);
    c.search.maxReopenings = int(reopenings);
    c.minStepRequests = qint64(minRequests);
    if (!seconds("step-warmup", &c.stepWarmupS) || !seconds("min-step", &c.minStepS) ||
        !seconds("max-step", &c.maxStepS) || !seconds("cooldown", &c.cooldownS) ||
        !seconds("max-step-for-requests", &c.maxStepRequestsS))
        return R::failure(tr("--step-warmup, --min-step, --max-step, --max-step-for-requests and "
                             "--cooldown take times like 20s, 2m or 500ms"));
    if (const QString confirm = context.value(opt("confirm")); confirm == QLatin1String("auto")) {
        c.search.confirmS = 2 * c.maxStepS;
    } else if (confirm == QLatin1String("off")) {
        c.search.confirmS = 0;
    } else {
        c.search.confirmS = BenchOptions::parseSeconds(confirm);
        if (c.search.confirmS < 0)
            return R::failure(
                tr("--confirm takes a time like 2m, 'auto' or 0, not '%1'").arg(confirm));
    }
    // With run classes the rates count runs: the defaults (meant as requests per second) are
    // divided by the calls a run brings, so the first step offers about the calls it would
    // without them. Rates given on the command line are taken as runs/s.
    if (const double calls = c.expectedCallsPerArrival(); c.sendsRuns() && calls > 1) {
        if (!context.isSet(opt("start")))
            c.search.startRps /= calls;
        if (!context.isSet(opt("min-rate")))
            c.search.minRps /= calls;
    }
    c.search.minRps = std::min(c.search.minRps, c.search.startRps);
    if (context.isSet(opt("name")))
        c.name = context.value(opt("name"));
    if (Status s = SweepConfig::validate(c); !s)
        return R::failure(s.error());
    return c;
}

int SweepCommand::readResumeSetup(CliContext &context, SweepSetup &setup, qint64 &resumeId) const
{
    bool ok = false;
    resumeId = context.value(opt("resume")).toLongLong(&ok);
    if (!ok || resumeId <= 0)
        return context.fail(ExitCode::Usage, tr("--resume takes a sweep id"));
    EndpointTarget &given = setup.config.bench.target;
    if (context.isSet(opt("url")))
        given.baseUrl = QUrl(context.value(opt("url")));
    auto headers = BenchOptions::readHeaders(context);
    if (!headers)
        return context.fail(ExitCode::Usage, headers.error());
    given.headers = *headers;
    if (context.isSet(opt("api-key-env")) || context.isSet(opt("api-key-keyring"))) {
        BenchConfig keyOnly;
        if (const int code = BenchOptions::loadApiKey(context, keyOnly); code != 0)
            return code;
        given.apiKey = keyOnly.target.apiKey;
    }
    return 0;
}

int SweepCommand::readNewSetup(CliContext &context, SweepSetup &setup) const
{
    if (!context.isSet(opt("slo")))
        return context.fail(ExitCode::Usage,
                            tr("--slo FILE is required: the boundary is where the SLO stops "
                               "holding"));
    SweepConfig config;
    auto bench = BenchOptions::read(context, BenchOptions::Mode::Sweep);
    if (!bench)
        return context.fail(ExitCode::Usage, bench.error());
    config.bench = *bench;
    if (const int code = BenchOptions::loadInputs(context, config.bench); code != 0)
        return code;
    if (context.isSet(opt("builtin"))) {
        setup.builtinServer = true;
        setup.simPreset = context.value(opt("builtin"));
        bool speedOk = false, seedOk = false;
        setup.simSpeed = context.value(opt("sim-speed")).toDouble(&speedOk);
        setup.simSeed = context.value(opt("sim-seed")).toULongLong(&seedOk);
        if (const QString problem = BuiltinServer::checkPreset(setup.simPreset); !problem.isEmpty())
            return context.fail(ExitCode::Usage, problem);
        if (!speedOk || !(setup.simSpeed > 0) || !seedOk)
            return context.fail(ExitCode::Usage,
                                tr("--sim-speed takes a number above 0 and --sim-seed a "
                                   "whole number"));
        setup.virtualTime = context.isSet(opt("virtual"));
        // Validated against a placeholder; the session points the sweep at its server.
        if (!setup.virtualTime)
            config.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        config.builtinServer = SweepConfig::BuiltinServer{setup.simPreset, setup.simSpeed,
                                                          setup.simSeed, setup.virtualTime};
    } else if (context.isSet(opt("virtual"))) {
        return context.fail(ExitCode::Usage, tr("--virtual needs --builtin PRESET"));
    }
    if (context.isSet(opt("sim-otlp-file")) && (!setup.builtinServer || setup.virtualTime))
        return context.fail(ExitCode::Usage,
                            tr("--sim-otlp-file needs --builtin PRESET without --virtual: "
                               "only the built-in server over HTTP writes spans"));
    auto search = readSearch(context, config);
    if (!search)
        return context.fail(ExitCode::Usage, search.error());
    setup.config = *search;
    return 0;
}

void SweepCommand::followSweep(SweepSession &session, QTextStream &out, bool resuming)
{
    QObject::connect(&session, &SweepSession::stepStarted, &session,
                     [&session, &out](int index, double rate, int repeat, bool confirm) {
                         const SweepConfig &config = session.setup().config;
                         out << StepText::starting(
                                    index, rate, repeat, confirm,
                                    session.controller()->stepWindowS(),
                                    config.sendsRuns() ? config.expectedCallsPerArrival() : 0)
                             << Qt::endl;
                     });
    QObject::connect(&session, &SweepSession::stepFinished, &session,
                     [&out](const SweepStep &s) { out << StepText::line(s) << Qt::endl; });
    // As bench says it (issue 37): once per step, as soon as the client falls behind.
    QObject::connect(&session, &SweepSession::clientBehind, &session,
                     [&out](int index, const QString &text) {
                         out << tr("warning: step %1: %2").arg(index + 1).arg(text) << Qt::endl;
                     });
    QObject::connect(&session, &SweepSession::modelingStarted, &session,
                     [&out](int steps) { out << StepText::modeling(steps) << Qt::endl; });
    QObject::connect(
        &session, &SweepSession::modelingFinished, &session, [&out](const SweepTwin &twin) {
            out << (twin.used() ? tr("twin: long-run boundary %1 (95 % interval %2-%3), "
                                     "check passed on %4 steps")
                                      .arg(twin.boundaryRps, 0, 'g', 4)
                                      .arg(twin.lowerRps, 0, 'g', 4)
                                      .arg(twin.upperRps, 0, 'g', 4)
                                      .arg(twin.checks.size())
                    : twin.extrapolated()
                        ? tr("twin: its boundary %1 lies beyond every measured step; "
                             "a step near it checks it")
                              .arg(twin.boundaryRps, 0, 'g', 4)
                        : tr("twin: not used: %1").arg(twin.problem))
                << Qt::endl;
        });
    QObject::connect(&session, &SweepSession::sweepStarted, &session,
                     [&session, &out, resuming](qint64 sweepId) {
                         printStart(session, out, sweepId, resuming);
                     });
}

void SweepCommand::printStart(const SweepSession &session, QTextStream &out, qint64 sweepId,
                              bool resuming)
{
    const SweepConfig &config = session.setup().config;
    out << (config.sendsRuns()
                ? tr("sweep %1: %2 at %3, SLO '%4'; steps %5-%6 s after %7 s warm-up, "
                     "longer at low rates until %8 runs are measured (at most %9 s); rates "
                     "in runs/s")
                : tr("sweep %1: %2 at %3, SLO '%4'; steps %5-%6 s after %7 s warm-up, "
                     "longer at low rates until %8 requests are measured (at most %9 s)"))
               .arg(sweepId)
               .arg(session.controller()->endpoint().model,
                    config.bench.target.baseUrl.isEmpty()
                        ? tr("virtual time")
                        : EndpointTarget::scrubbed(config.bench.target.baseUrl).toString(),
                    config.bench.slo->name)
               .arg(config.minStepS)
               .arg(config.maxStepS)
               .arg(config.stepWarmupS)
               .arg(config.minStepRequests)
               .arg(config.maxStepRequestsS)
        << Qt::endl;
    if (resuming)
        out << tr("resuming after %1 finished steps").arg(session.controller()->steps().size())
            << Qt::endl;
    const SweepProgress expected = session.controller()->progress();
    // In virtual time the endpoint's minutes are simulated: the sweep takes far less wall time.
    const bool simulated = config.builtinServer && config.builtinServer->virtualTime;
    const QString grows =
        expected.twinExpected
            ? tr("it grows with reopened brackets, failed confirmations and a twin that fails "
                 "its check, whose edge repeats then run")
            : tr("it grows with reopened brackets and failed confirmations");
    out << (simulated ? tr("expected simulated endpoint time: about %1 min of virtual time, "
                           "which passes much faster than real time, for about %2 more steps "
                           "(%3)")
                      : tr("expected endpoint time: about %1 min for about %2 more steps (%3)"))
               .arg(QLocale().toString(expected.secondsLeftEstimate / 60, 'f', 0))
               .arg(expected.stepsLeftEstimate)
               .arg(grows)
        << Qt::endl;
}

void SweepCommand::printBuiltinServer(const SweepSession &session, QTextStream &out)
{
    const SweepConfig &config = session.setup().config;
    if (config.builtinServer && config.builtinServer->virtualTime)
        out << tr("built-in server's engine: preset %1 at %2x speed, in virtual time (no HTTP)")
                   .arg(config.builtinServer->preset)
                   .arg(config.builtinServer->speed)
            << Qt::endl;
    else if (config.builtinServer)
        out << tr("built-in server: preset %1 at %2x speed on %3")
                   .arg(config.builtinServer->preset)
                   .arg(config.builtinServer->speed)
                   .arg(session.serverUrl().toString())
            << Qt::endl;
    // The SLO is the replica's; at another speed the steps are judged on the client's clock.
    if (config.builtinServer && config.builtinServer->speed != 1.0)
        out << tr("at %1x speed the steps below are on the client's clock, judged against the "
                  "SLO's thresholds / %1; a plan converts the sweep to the replica's own time "
                  "(rates / %1, latencies x %1)")
                   .arg(config.builtinServer->speed)
            << Qt::endl;
}

int SweepCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());

    // What the sweep starts from: options for a new sweep; for a resume, only what is never
    // stored (a moved URL, secret headers, the API key). SweepSession does the rest, as for the
    // GUI.
    SweepSetup setup;
    setup.builtinServer = false;
    qint64 resumeId = 0;
    if (const int code = context.isSet(opt("resume")) ? readResumeSetup(context, setup, resumeId)
                                                      : readNewSetup(context, setup);
        code != 0)
        return code;

    setup.simOtlpFile = context.value(opt("sim-otlp-file"));
    setup.twin = !context.isSet(opt("no-twin"));
    QTextStream &out = context.out();
    SweepSession session((*db)->path());
    session.setSecretsHint(tr("give them again with --header 'NAME: VALUE' or --url URL"));
    SweepLoop loop(session, out);
    followSweep(session, out, resumeId > 0);
    const Status started =
        resumeId > 0 ? session.resumeStored(resumeId, setup) : session.start(setup);
    if (!started)
        return context.fail(ExitCode::BadInput, started.error());
    const SweepConfig &config = session.setup().config;
    printBuiltinServer(session, out);
    const SweepEnding ending = loop.exec();
    const std::optional<SweepResult> &result = ending.result;
    // Absent when the endpoint never answered.
    const SweepController *controller = session.controller();
    const QList<SweepStep> noSteps;
    const QList<SweepStep> &doneSteps = controller ? controller->steps() : noSteps;

    QJsonArray steps;
    for (const SweepStep &s : doneSteps)
        steps.append(s.toJson());
    QJsonObject json{{QStringLiteral("sweep_id"), session.sweepId()},
                     {QStringLiteral("config"), config.toJson()},
                     {QStringLiteral("steps"), steps}};
    if (controller)
        json.insert(QStringLiteral("endpoint"), controller->endpoint().toJson());
    int code = toInt(ExitCode::Success);
    if (!ending.failure.isEmpty()) {
        code = context.fail(ExitCode::BadInput, ending.failure);
    } else if (ending.stopped) {
        if (session.sweepId() > 0)
            out << tr("stopped after %1 steps; continue with: llmcap-cli sweep --resume %2")
                       .arg(doneSteps.size())
                       .arg(session.sweepId())
                << Qt::endl;
        else
            out << tr("stopped before the sweep began") << Qt::endl;
        code = toInt(ExitCode::CheckFailed);
    } else if (result) {
        json.insert(QStringLiteral("result"), result->toJson());
        // The result in one sentence, then the method's details.
        const auto binding =
            SweepHeadline::binding(config.bench.slo.value_or(Slo{}), doneSteps, result->boundary);
        out << '\n'
            << SweepHeadline::text(*result, binding,
                                   config.builtinServer ? config.builtinServer->speed : 1.0)
            << '\n'
            << result->summary() << Qt::endl;
        if (config.builtinServer && config.builtinServer->virtualTime)
            out << tr("(virtual time: these endpoint times were simulated, not waited for)")
                << Qt::endl;
        // No confirmation run held: the sweep failed its own check, and says so above.
        if (!result->foundBoundary() || result->boundary.unsafe)
            code = toInt(ExitCode::CheckFailed);
    }
    if (context.isSet(opt("csv")) && controller) {
        const SweepSummary summary =
            SweepSummary::fromSteps(controller->sweepId(), config.name, *config.bench.slo,
                                    controller->steps(), controller->estimate());
        if (Status s = AtomicFile::write(context.value(opt("csv")),
                                         SecretText::redact(PlanCsv::sweepSteps(summary)));
            !s)
            code = context.fail(ExitCode::BadInput, s.error());
    }
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return code;
}

} // namespace llmcap
