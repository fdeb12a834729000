#include "cli/commands/DemoCommand.h"

#include "cli/CliContext.h"
#include "cli/SweepLoop.h"
#include "demand/SizingSweep.h"
#include "export/PdfRenderer.h"
#include "export/ReportData.h"
#include "plan/DemoProject.h"
#include "plan/PlanRepository.h"
#include "plan/SimulatorEstimator.h"
#include "plan/SweepSummary.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "sweep/StepText.h"
#include "sweep/SweepController.h"
#include "workflow/ExportBundle.h"
#include "workflow/SweepSession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QLocale>
#include <QTimer>

#include <cmath>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

// The demo project of this database (created with the embedded request when missing).
Result<qint64> demoProjectId(Database &db)
{
    if (auto existing = ProjectRepository(db).findByName(DemoProject::name()))
        return existing->id;
    return DemoProject::create(db);
}

// What the demo runs on: the demo project's request and deployment, the sweep of its envelope,
// the simulator preset of its deployment and the demo project of this database.
struct DemoInputs
{
    PlanInput input;
    SizingSweep sweep;
    SimPreset preset;
    qint64 projectId = 0;
};

Result<DemoInputs> loadDemo(Database &db)
{
    using R = Result<DemoInputs>;
    auto input = DemoProject::input();
    if (!input)
        return R::failure(input.error());
    auto sweep = SizingSweep::from(input->request, input->baseDir, input->deployment.maxModelLen);
    if (!sweep)
        return R::failure(sweep.error());
    auto preset = SimulatorEstimator::presetFor(input->deployment);
    if (!preset)
        return R::failure(preset.error());
    auto projectId = demoProjectId(db);
    if (!projectId)
        return R::failure(projectId.error());
    return DemoInputs{*input, *sweep, *preset, *projectId};
}

// The profile --quick picks, with --speed and --lag-bound applied.
Result<DemoCommand::Profile> readProfile(CliContext &context)
{
    using R = Result<DemoCommand::Profile>;
    DemoCommand::Profile profile =
        context.isSet(opt("quick")) ? DemoCommand::quickProfile() : DemoCommand::fullProfile();
    const auto number = [&context](const char *name, double *out, double lo, double hi) {
        if (!context.isSet(opt(name)))
            return true;
        bool ok = false;
        const double v = context.value(opt(name)).toDouble(&ok);
        if (!ok || v < lo || v > hi)
            return false;
        *out = v;
        return true;
    };
    if (!number("speed", &profile.speed, 0.1, 20))
        return R::failure(DemoCommand::tr("--speed takes a number from 0.1 to 20"));
    if (!number("lag-bound", &profile.lagBoundMs, 0.1, 60000))
        return R::failure(DemoCommand::tr("--lag-bound takes milliseconds"));
    return profile;
}

void printSetup(QTextStream &out, const DemoInputs &demo, const QString &serverUrl, double speed)
{
    if (speed == 1.0)
        out << DemoCommand::tr("Simulated server: preset %1 (%2) on %3, in real time.")
                   .arg(demo.preset.id, demo.preset.name, serverUrl)
            << Qt::endl;
    else
        out << DemoCommand::tr(
                   "Simulated server: preset %1 (%2) on %3, running %4x faster than real time: "
                   "its latencies are %4x shorter and its capacity %4x higher than the simulated "
                   "replica's.")
                   .arg(demo.preset.id, demo.preset.name, serverUrl)
                   .arg(speed)
            << Qt::endl;
    out << DemoCommand::tr("Workload: the demo request's envelope %1 (%2); SLO: %3 objectives, "
                           "errors at most %4 %.")
               .arg(demo.sweep.envelopeId)
               .arg(demo.sweep.workload.classes.value(0).inputTokens.describe())
               .arg(demo.sweep.slo.objectives.size())
               .arg(num(demo.sweep.slo.maxErrorRatePct))
        << Qt::endl;
    for (const QString &a : std::as_const(demo.sweep.assumptions))
        out << "  * " << a << Qt::endl;
}

// Prints each step as it starts and ends, where the sweep is stored, and every tick of ticker
// how far it got.
void followSweep(SweepSession &session, QTextStream &out, QTimer &ticker)
{
    QObject::connect(
        &session, &SweepSession::stepStarted, &session,
        [&session, &out](int index, double rate, int, bool confirm) {
            const SweepConfig &config = session.setup().config;
            if (confirm)
                out << DemoCommand::tr("step %1: confirmation at %2 req/s for %3 s after %4 s "
                                       "warm-up")
                           .arg(index + 1)
                           .arg(num(rate))
                           // Its window grows at low rates: say this run's.
                           .arg(std::llround(session.controller()->stepWindowS()))
                           .arg(config.stepWarmupS)
                    << Qt::endl;
            else
                out << DemoCommand::tr("step %1: %2 req/s for %3-%4 s after %5 s warm-up")
                           .arg(index + 1)
                           .arg(num(rate))
                           .arg(config.minStepS)
                           .arg(config.maxStepS)
                           .arg(config.stepWarmupS)
                    << Qt::endl;
        });
    QObject::connect(&session, &SweepSession::stepFinished, &session,
                     [&out](const SweepStep &s) { out << StepText::sentence(s) << Qt::endl; });
    ticker.setInterval(5000);
    QObject::connect(&ticker, &QTimer::timeout, &session, [&session, &out] {
        const SweepProgress p = session.progress();
        if (p.modeling)
            out << DemoCommand::tr("  ... %1 s, modelling the long run").arg(qRound(p.elapsedS))
                << Qt::endl;
        else
            out << DemoCommand::tr("  ... %1 s, %2 requests finished, about %3 step(s) left")
                       .arg(qRound(p.elapsedS))
                       .arg(p.requests)
                       .arg(p.stepsLeftEstimate)
                << Qt::endl;
    });
    QObject::connect(&session, &SweepSession::modelingStarted, &session,
                     [&out](int steps) { out << StepText::modeling(steps) << Qt::endl; });
    QObject::connect(&session, &SweepSession::sweepStarted, &session, [&out](qint64 sweepId) {
        out << DemoCommand::tr("Sweep %1 to the SLO boundary (stored with project \"%2\")")
                   .arg(sweepId)
                   .arg(DemoProject::name())
            << Qt::endl;
    });
}

// Without a stored sweep to plan with: the steps are still worth a look. CheckFailed, or the
// error of a file that could not be written.
Result<int> writeStepsOnly(QTextStream &out, Database &db, const SweepSession &session,
                           const QString &noPlan, const QDir &outDir, QStringList &written)
{
    const auto in = [&outDir](const char *file) { return outDir.filePath(QLatin1String(file)); };
    const SweepConfig &config = session.setup().config;
    ReportData steps;
    steps.sweep =
        SweepSummary::fromSteps(session.sweepId(), config.name, *config.bench.slo,
                                session.controller()->steps(), session.controller()->estimate());
    auto exported = ExportBundle::write(steps,
                                        {{ExportBundle::Kind::RequestsCsv, in("requests.csv")},
                                         {ExportBundle::Kind::StepsCsv, in("sweep-steps.csv")}},
                                        &db);
    if (!exported)
        return Result<int>::failure(exported.error());
    written << *exported;
    out << DemoCommand::tr("No plan: %1").arg(noPlan) << Qt::endl;
    return toInt(ExitCode::CheckFailed);
}

QString measuredBy(const SimPreset &preset, double speed)
{
    return speed == 1.0
               ? DemoCommand::tr("Measured by llmcap-cli demo on the built-in simulated server "
                                 "(preset %1) in real time: the simulated replica's load, not a "
                                 "measurement of the target hardware.")
                     .arg(preset.id)
               : DemoCommand::tr("Measured by llmcap-cli demo on the built-in simulated server "
                                 "(preset %1) running %2x faster than real time, converted to "
                                 "the simulated replica's own time: not a measurement of the "
                                 "target hardware.")
                     .arg(preset.id)
                     .arg(speed);
}

void printPlan(QTextStream &out, const ReportData &data, const SweepSummary &summary, qint64 planId)
{
    out << '\n'
        << DemoCommand::tr("Plan %1 of project \"%2\": %3")
               .arg(planId)
               .arg(DemoProject::name(), data.plan.headline())
        << '\n';
    if (summary.lowerBoundOnly())
        out << DemoCommand::tr("  sustainable load per replica: at least %1 req/s, a lower "
                               "bound: no rate sweep %2 tried failed the SLO")
                   .arg(num(summary.boundaryRps), summary.id)
            << Qt::endl;
    else
        out << DemoCommand::tr("  sustainable load per replica: %1 req/s, the rate sweep %2 "
                               "plans at (its boundary %3 req/s, interval %4-%5)")
                   .arg(num(summary.planningRps()), summary.id, num(summary.boundaryRps),
                        num(summary.lowerRps), num(summary.upperRps))
            << Qt::endl;
    // The plan checks the sweep against the request: a simulated server is never the
    // request's serving configuration, so the demo's plan says why it stays preliminary.
    for (const Mistake &m : std::as_const(data.plan.mistakes))
        if (m.kind == MistakeKind::SweepDiffersFromRequest ||
            m.kind == MistakeKind::SweepNotFinished)
            out << DemoCommand::tr("  preliminary: %1: %2").arg(m.title, m.explanation) << Qt::endl;
}

// The plan on the sweep, stored with the demo project, and its files. Success, CheckFailed when
// the plan is incomplete, or the error of what could not be stored or written.
Result<int> writePlan(QTextStream &out, Database &db, const DemoInputs &demo,
                      const SweepSummary &summary, double speed, const QDir &outDir,
                      PdfRenderer &renderer, QJsonObject &json, QStringList &written)
{
    PlanInput planned = demo.input;
    planned.deployment.sustainable = summary.sustainableLoad();
    planned.deployment.sustainable.notes = measuredBy(demo.preset, speed);
    const ReportData data = ExportBundle::report(DemoProject::name(), planned, {summary}, summary);
    auto planId = PlanRepository(db).savePlan(demo.projectId, data.input, data.plan, summary.id);
    if (!planId)
        return Result<int>::failure(planId.error());
    printPlan(out, data, summary, *planId);
    const auto in = [&outDir](const char *file) { return outDir.filePath(QLatin1String(file)); };
    auto exported = ExportBundle::write(data,
                                        {{ExportBundle::Kind::RequestsCsv, in("requests.csv")},
                                         {ExportBundle::Kind::ReportPdf, in("plan.pdf")},
                                         {ExportBundle::Kind::PlanCsv, in("plan.csv")},
                                         {ExportBundle::Kind::ReportJson, in("plan.json")},
                                         {ExportBundle::Kind::StepsCsv, in("sweep-steps.csv")}},
                                        &db, &renderer);
    if (!exported)
        return Result<int>::failure(exported.error());
    written << *exported;
    json.insert(QStringLiteral("plan_id"), *planId);
    json.insert(QStringLiteral("plan"), data.plan.toJson());
    return toInt(data.plan.complete() ? ExitCode::Success : ExitCode::CheckFailed);
}

} // namespace

DemoCommand::Profile DemoCommand::fullProfile()
{
    return Profile{};
}

DemoCommand::Profile DemoCommand::quickProfile()
{
    // A smoke run of the whole loop for tests: few short steps on a faster server (shorter
    // drains), a generous lag bound for busy CI machines; the boundary is rough.
    Profile p;
    p.speed = 4;
    p.lagBoundMs = 1000;
    p.startRps = 3;
    p.maxRps = 12;
    p.tolerance = 0.5;
    p.repeats = 1;
    p.warmupS = 1;
    p.minStepS = 3;
    p.maxStepS = 5;
    p.minStepRequests = 20;
    p.cooldownS = 0.5;
    p.confirmS = 10;
    p.drainTimeoutS = 15;
    return p;
}

SweepConfig DemoCommand::sweepConfig(const SizingSweep &sweep, const Profile &p,
                                     const QString &presetId)
{
    SweepConfig c;
    c.bench.plan.workload = sweep.workload;
    c.bench.plan.seed = 1;
    c.bench.slo = sweep.slo;
    c.bench.scheduleLagBoundMs = p.lagBoundMs;
    c.bench.drainTimeoutMs = qint64(p.drainTimeoutS * 1000);
    c.bench.label = tr("demo");
    c.search.startRps = p.startRps;
    c.search.minRps = std::min(0.25, p.startRps);
    c.search.maxRps = p.maxRps;
    c.search.growth = p.growth;
    c.search.tolerance = p.tolerance;
    c.search.repeats = p.repeats;
    c.search.confirmS = p.confirmS;
    c.stepWarmupS = p.warmupS;
    c.minStepS = p.minStepS;
    c.maxStepS = p.maxStepS;
    c.minStepRequests = p.minStepRequests;
    c.cooldownS = p.cooldownS;
    c.name = tr("demo sweep of envelope %1, %2 simulated at %3x speed")
                 .arg(sweep.envelopeId, presetId)
                 .arg(p.speed);
    return c;
}

QString DemoCommand::summary() const
{
    return tr("Run the whole loop on the demo project: simulated server, sweep, plan, reports.");
}

QString DemoCommand::description() const
{
    return tr("Starts the built-in simulated server in-process with the preset of the demo "
              "deployment (Llama 3.1 8B on one H100), sweeps the demo project's workload to the "
              "boundary of its SLO, stores the sweep in the database with the demo project, "
              "builds the plan from the demo sizing request with the sweep's boundary and "
              "writes plan.pdf, plan.csv, plan.json, sweep-steps.csv and requests.csv into "
              "--out.\n\n"
              "The simulated server runs in real time (several minutes); with --speed X it runs "
              "X times faster: its latencies are shorter and its capacity higher by that "
              "factor, so the boundary is then that of a replica X times as fast as the "
              "simulated one. --quick runs a few short steps (under a minute; the boundary is "
              "rough). Exit codes: 0 done; 1 the sweep found no rate that meets the SLO (for "
              "example because the machine was too busy to send on schedule); 2 usage error; 3 "
              "bad input (database, files).");
}

QString DemoCommand::synopsis() const
{
    return QStringLiteral("[--out DIR] [--quick] [--speed X] [--lag-bound MS]");
}

void DemoCommand::addOptions(CliOptions &o)
{
    o.add(QCommandLineOption(opt("out"), tr("Folder for the reports (created if missing)."),
                             QStringLiteral("DIR"), QStringLiteral("llmcap-demo")));
    o.add(QCommandLineOption(opt("quick"),
                             tr("A short smoke run (under a minute; rough boundary).")));
    o.add(QCommandLineOption(opt("speed"),
                             tr("Simulated seconds per wall-clock second (default 1, 4 with "
                                "--quick)."),
                             QStringLiteral("X")));
    o.add(QCommandLineOption(opt("lag-bound"),
                             tr("p99 schedule lag above which a step is client-limited (default "
                                "50 ms, 1000 ms with --quick)."),
                             QStringLiteral("MS")));
}

int DemoCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    const auto profile = readProfile(context);
    if (!profile)
        return context.fail(ExitCode::Usage, profile.error());
    // The demo ends with plan.pdf: a llmcap-cli that cannot write it says so before the sweep.
    auto renderer = context.pdfRenderer();
    if (!renderer)
        return context.fail(ExitCode::BadInput, renderer.error());
    const QDir outDir(QDir(context.value(opt("out"))).absolutePath());
    if (!QDir().mkpath(outDir.path()))
        return context.fail(ExitCode::BadInput,
                            tr("cannot create %1").arg(QDir::toNativeSeparators(outDir.path())));

    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    const auto demo = loadDemo(**db);
    if (!demo)
        return context.fail(ExitCode::BadInput, demo.error());

    QTextStream &out = context.out();
    QElapsedTimer clock;
    clock.start();
    // The sweep runs as the GUI's and `sweep --builtin` do: SweepSession starts the built-in
    // server, probes it and records it with the sweep, so `sweep --resume` can continue it.
    SweepSetup setup;
    setup.config = sweepConfig(demo->sweep, *profile, demo->preset.id);
    setup.config.bench.projectId = demo->projectId;
    setup.builtinServer = true;
    setup.simPreset = demo->preset.id;
    setup.simSpeed = profile->speed;
    setup.simSeed = 1;
    SweepSession session((*db)->path());
    SweepLoop loop(session, out);
    if (Status s = session.start(setup); !s)
        return context.fail(ExitCode::BadInput, s.error());
    printSetup(out, *demo, session.serverUrl().toString(), profile->speed);
    QTimer ticker;
    followSweep(session, out, ticker);
    ticker.start();
    const SweepEnding ending = loop.exec();
    const std::optional<SweepResult> &result = ending.result;
    ticker.stop();
    const qint64 sweepId = session.sweepId();

    if (!ending.failure.isEmpty())
        return context.fail(ExitCode::BadInput, ending.failure);
    if (ending.stopped) {
        if (sweepId > 0)
            out << tr("stopped; continue the sweep on a fresh built-in server with: llmcap-cli "
                      "sweep --resume %1")
                       .arg(sweepId)
                << Qt::endl;
        return toInt(ExitCode::CheckFailed);
    }
    out << '\n' << result->summary() << Qt::endl;
    if (result->ending == BoundarySearch::Ending::ClientLimited)
        out << tr("The machine was too busy to send the requests on schedule (p99 schedule lag "
                  "above %1 ms). Close other programs, or rerun with a larger --lag-bound "
                  "(the lag is part of every TTFT measured, so a larger bound only costs "
                  "accuracy).")
                   .arg(profile->lagBoundMs)
            << Qt::endl;

    // The plan and the files.
    QStringList written;
    QJsonObject json{{QStringLiteral("sweep_id"), sweepId},
                     {QStringLiteral("preset"), demo->preset.id},
                     {QStringLiteral("speed"), profile->speed},
                     {QStringLiteral("quick"), context.isSet(opt("quick"))},
                     {QStringLiteral("sweep"), result->toJson()}};
    const auto summary = SweepSummary::find(**db, QString::number(sweepId));
    const Result<int> code =
        summary ? writePlan(out, **db, *demo, *summary, profile->speed, outDir, **renderer, json,
                            written)
                : writeStepsOnly(out, **db, session, summary.error(), outDir, written);
    if (!code)
        return context.fail(ExitCode::BadInput, code.error());
    out << '\n';
    for (const QString &w : std::as_const(written))
        out << tr("Wrote %1").arg(QDir::toNativeSeparators(w)) << '\n';
    out << tr("Done in %1 s.").arg(qRound(double(clock.elapsed()) / 1000.0)) << Qt::endl;
    json.insert(QStringLiteral("files"), QJsonArray::fromStringList(written));
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return *code;
}

} // namespace llmcap
