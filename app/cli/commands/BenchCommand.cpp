#include "cli/commands/BenchCommand.h"

#include "bench/BenchConfig.h"
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "bench/RunReport.h"
#include "cli/BenchOptions.h"
#include "cli/CliContext.h"
#include "cli/InterruptWatcher.h"
#include "storage/Database.h"
#include "workflow/SpanJoinJob.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

#include <unistd.h>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

QString phaseName(LoadProgress::Phase phase)
{
    switch (phase) {
    case LoadProgress::Phase::NotStarted:
        return BenchCommand::tr("starting");
    case LoadProgress::Phase::WarmingUp:
        return BenchCommand::tr("warming up");
    case LoadProgress::Phase::Measuring:
        return BenchCommand::tr("measuring");
    case LoadProgress::Phase::Draining:
        return BenchCommand::tr("draining");
    case LoadProgress::Phase::Finished:
        return BenchCommand::tr("finished");
    }
    return {};
}

QString progressLine(const LoadProgress &p)
{
    return QStringLiteral("[%1 s] %2  sent %3  done %4  in flight %5  waiting %6  errors %7  "
                          "max lag %8 ms")
        .arg(p.elapsedS, 7, 'f', 1)
        .arg(phaseName(p.phase).leftJustified(10))
        .arg(p.dispatched)
        .arg(p.finished)
        .arg(p.inFlight)
        .arg(p.waiting)
        .arg(p.errors)
        .arg(double(p.maxLagNs) / 1e6, 0, 'f', 2);
}

QString headline(const BenchRunner &runner)
{
    const BenchConfig &c = runner.config();
    const PlanSettings &p = c.plan;
    QString load;
    if (p.closedLoopUsers > 0)
        load =
            BenchCommand::tr("CLOSED-LOOP (for comparison only), %1 users").arg(p.closedLoopUsers);
    else if (p.trace && p.traceRuns)
        load = BenchCommand::tr("open-loop trace replay of runs by their dependencies (%1 "
                                "requests, time scale %2)")
                   .arg(p.trace->entries.size())
                   .arg(p.traceTimeScale);
    else if (p.trace)
        load = BenchCommand::tr("open-loop trace replay (%1 requests, time scale %2)")
                   .arg(p.trace->entries.size())
                   .arg(p.traceTimeScale);
    else if (p.runs)
        load = BenchCommand::tr("open-loop runs (%1 prepared runs)").arg(p.runs->size());
    else if (p.sendsRuns())
        load = BenchCommand::tr("open-loop, %1 run arrivals at %2 runs/s")
                   .arg(p.arrival.toString())
                   .arg(p.rateRps);
    else
        load = BenchCommand::tr("open-loop, %1 arrivals at %2 req/s")
                   .arg(p.arrival.toString())
                   .arg(p.rateRps);
    const RunWindow w = runner.window();
    QString text =
        BenchCommand::tr("run %1: %2; model %3 at %4 (%5)")
            .arg(runner.runId())
            .arg(load, runner.endpoint().model,
                 EndpointTarget::scrubbed(c.target.baseUrl).toString(),
                 runner.endpoint().runtime.isEmpty() ? BenchCommand::tr("unknown runtime")
                                                     : runner.endpoint().runtime);
    if (w.endNs > 0)
        text += QLatin1Char('\n') + BenchCommand::tr("window %1 s to %2 s, seed %3")
                                        .arg(double(w.startNs) / 1e9, 0, 'f', 1)
                                        .arg(double(w.endNs) / 1e9, 0, 'f', 1)
                                        .arg(p.seed);
    return text;
}

} // namespace

QString BenchCommand::summary() const
{
    return tr("Benchmark one OpenAI-compatible endpoint with open-loop load and measure every "
              "request.");
}

QString BenchCommand::description() const
{
    return tr("Sends a workload to an OpenAI-compatible endpoint (vLLM, SGLang, TGI, llama.cpp, "
              "NIM or the built-in simulator) on a seeded arrival process scheduled in absolute "
              "time, and measures every request: TTFT, ITL, TPOT and E2E from the scheduled send "
              "time, schedule lag, errors by category, the server's own metrics. Warm-up "
              "requests are sent but excluded; the measurement window lasts --duration; "
              "requests still running afterwards get --drain-timeout. Every request is stored "
              "in the project database as it finishes. A run whose p99 schedule lag exceeds "
              "--lag-bound is client-limited: it and a run where no request succeeded are "
              "invalid (exit code 1). Ctrl+C ends the window early (twice: abort).\n\n"
              "The API key comes from --api-key-env NAME or the OS keyring "
              "(--api-key-keyring ENTRY); it is never stored or printed.");
}

QString BenchCommand::synopsis() const
{
    return QStringLiteral("--url URL (--workload FILE | --trace FILE | --input-tokens N "
                          "--output-tokens N) (--rate R | --users N) [--arrival "
                          "poisson|gamma:B|constant] [--duration 60s] [--warmup 10s] [--seed N] "
                          "[--slo FILE] [--json OUT] [--csv OUT] [--otlp-file FILE]");
}

void BenchCommand::addOptions(CliOptions &o)
{
    BenchOptions::addTargetOptions(o);
    BenchOptions::addWorkloadOptions(o);
    BenchOptions::addRunOptions(o);
    BenchOptions::addLimitOptions(o);
    o.add(QCommandLineOption(opt("csv"), tr("Write one row per request to this CSV file."),
                             QStringLiteral("OUT")));
    o.add(QCommandLineOption(opt("otlp-file"),
                             tr("After the run, join the server's OTLP request spans in FILE "
                                "to the requests and print the split of TTFT."),
                             QStringLiteral("FILE")));
}

int BenchCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    auto config = BenchOptions::read(context, BenchOptions::Mode::Run);
    if (!config)
        return context.fail(ExitCode::Usage, config.error());
    BenchConfig &c = *config;

    if (const int code = BenchOptions::loadInputs(context, c); code != 0)
        return code;
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());

    QTextStream &out = context.out();
    auto endpoint = EndpointProbe(c.target).withMetrics(c.scrapeMetrics).probe();
    if (!endpoint)
        return context.fail(ExitCode::BadInput, endpoint.error());

    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath((*db)->path());
    if (Status s = runner.start(); !s)
        return context.fail(ExitCode::BadInput, s.error());
    out << headline(runner) << Qt::endl;
    for (const QString &w : runner.startWarnings())
        out << tr("warning: %1").arg(w) << Qt::endl;
    ServingConfig pinned = c.serving;
    pinned.fillFrom(endpoint->serving);
    if (!pinned.isPinned())
        out << tr("note: the serving configuration is not fully pinned; missing: %1 (use --pin "
                  "KEY=VALUE or --serving FILE)")
                   .arg(pinned.missingRequired().join(QLatin1String(", ")))
            << Qt::endl;

    const bool tty = ::isatty(context.value(opt("json")) == QLatin1String("-") ? 2 : 1);
    QTimer progressTimer;
    int ticks = 0;
    bool saidBehind = false; // once, as soon as the client falls behind (issue 37)
    QObject::connect(&progressTimer, &QTimer::timeout, &runner, [&] {
        ++ticks;
        const LoadProgress p = runner.progress();
        if (const QString behind = p.fallingBehindText(); !saidBehind && !behind.isEmpty()) {
            saidBehind = true;
            out << (tty ? "\n" : "") << tr("warning: %1").arg(behind) << Qt::endl;
        }
        if (!tty && ticks % 10 != 0)
            return;
        out << progressLine(p) << (tty ? "\r" : "\n");
        out.flush();
    });
    progressTimer.start(tty ? 1000 : 1000);

    QEventLoop loop;
    InterruptWatcher watcher;
    int interrupts = 0;
    QObject::connect(&watcher, &InterruptWatcher::interrupted, &loop, [&] {
        if (++interrupts == 1) {
            out << '\n'
                << tr("stopping: the window ends now; requests in flight get up to %1 s (Ctrl+C "
                      "again to abort)")
                       .arg(double(c.drainTimeoutMs) / 1000.0)
                << Qt::endl;
            runner.stop();
        } else {
            runner.abort();
        }
    });
    QObject::connect(&runner, &BenchRunner::finished, &loop, &QEventLoop::quit);
    if (runner.isRunning())
        loop.exec();
    progressTimer.stop();
    if (tty)
        out << '\n';

    const RunResult &result = runner.result();
    out << '\n' << RunReport::summary(result, headline(runner)) << Qt::endl;
    int code = result.isValid() ? toInt(ExitCode::Success) : toInt(ExitCode::CheckFailed);
    if (!result.storageError.isEmpty()) // a full disk ended the run: it is interrupted
        code = context.fail(ExitCode::BadInput, result.storageError);
    if (result.status == RunInfo::Status::Incomplete)
        code = context.fail(ExitCode::BadInput,
                            tr("run %1 is incomplete in the database: %2 of %3 requests were "
                               "stored (the summary above covers all of them; --csv keeps them)")
                                .arg(result.runId)
                                .arg(result.storedRequests)
                                .arg(qint64(runner.records().size())));
    if (context.isSet(opt("csv"))) {
        if (Status s = RunReport::writeCsv(context.value(opt("csv")), runner.records()); !s)
            code = context.fail(ExitCode::BadInput, s.error());
    }
    QJsonObject json = result.toJson();
    json.insert(QStringLiteral("config"), c.toJson(runner.endpoint()));
    json.insert(QStringLiteral("serving_config"), pinned.toJson());
    if (context.isSet(opt("otlp-file"))) {
        // The server's exporter may still hold the last spans: `results --run ID --otlp FILE`
        // joins them later.
        const auto spans = SpanJoinJob::run(nullptr, {.runId = result.runId,
                                                      .spanPath = context.value(opt("otlp-file")),
                                                      .records = &runner.records()});
        if (!spans) {
            code = context.fail(ExitCode::BadInput, spans.error());
        } else {
            out << spans->lines.join(QLatin1Char('\n')) << Qt::endl;
            json.insert(QStringLiteral("server_spans"), spans->json);
        }
    }
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return code;
}

} // namespace llmcap
