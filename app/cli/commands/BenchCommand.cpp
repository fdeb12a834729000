#include "cli/commands/BenchCommand.h"

#include "bench/BenchConfig.h"
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "bench/RunReport.h"
#include "cli/BenchOptions.h"
#include "cli/CliContext.h"
#include "cli/InterruptWatcher.h"
#include "storage/Database.h"
#include "workflow/ClientSelfTest.h"
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

QString selfTestRow(const SelfTestRate &r)
{
    const QString cpu = r.loadThreadCpuShare >= 0
                            ? QStringLiteral("%1 %").arg(100 * r.loadThreadCpuShare, 0, 'f', 0)
                            : QStringLiteral("-");
    return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9  %10")
        .arg(r.offeredRps, 9, 'f', 0)
        .arg(r.sentShare(), 10, 'f', 3)
        .arg(r.completedRps, 9, 'f', 1)
        .arg(r.lag.p50, 8, 'f', 3)
        .arg(r.lag.p99, 8, 'f', 3)
        .arg(r.lag.max, 9, 'f', 2)
        .arg(cpu, 11)
        .arg(r.sseEventsPerS, 10, 'f', 0)
        .arg(r.errors, 7)
        .arg(r.kept ? BenchCommand::tr("kept") : BenchCommand::tr("not kept"));
}

// `bench --self-test`: the client's ceiling on this machine (issue 37).
// The serving configuration the run records; a note when it is not fully pinned.
ServingConfig pinnedServing(const BenchConfig &c, const EndpointInfo &endpoint, QTextStream &out)
{
    ServingConfig pinned = c.serving;
    pinned.fillFrom(endpoint.serving);
    if (!pinned.isPinned())
        out << BenchCommand::tr("note: the serving configuration is not fully pinned; missing: "
                                "%1 (use --pin KEY=VALUE or --serving FILE)")
                   .arg(pinned.missingRequired().join(QLatin1String(", ")))
            << Qt::endl;
    return pinned;
}

// --csv: the file opened before the run, so a path that cannot be written fails before any
// load; none without the option.
Result<std::unique_ptr<RunCsvWriter>> openCsv(CliContext &context)
{
    if (!context.isSet(opt("csv")))
        return std::unique_ptr<RunCsvWriter>();
    return RunCsvWriter::open(context.value(opt("csv")));
}

int runSelfTest(CliContext &context)
{
    SelfTestOptions o;
    bool ok = true;
    if (context.isSet(opt("output-tokens"))) {
        o.outputTokens.clear();
        for (const QString &part : context.value(opt("output-tokens")).split(QLatin1Char(','))) {
            const int n = part.trimmed().toInt(&ok);
            if (!ok || n < 1)
                return context.fail(ExitCode::Usage,
                                    BenchCommand::tr("--output-tokens with --self-test takes "
                                                     "answer lengths like 20,200"));
            o.outputTokens.append(n);
        }
    }
    if (context.isSet(opt("input-tokens"))) {
        o.inputTokens = context.value(opt("input-tokens")).toInt(&ok);
        if (!ok || o.inputTokens < 1)
            return context.fail(ExitCode::Usage,
                                BenchCommand::tr("--input-tokens needs a whole number above 0"));
    }
    if (context.isSet(opt("duration"))) {
        o.windowS = BenchOptions::parseSeconds(context.value(opt("duration")));
        if (o.windowS < 1)
            return context.fail(ExitCode::Usage,
                                BenchCommand::tr("--duration with --self-test is the window per "
                                                 "rate, at least 1s"));
    }
    if (context.isSet(opt("rate"))) {
        o.firstRps = context.value(opt("rate")).toDouble(&ok);
        if (!ok || !(o.firstRps > 0) || o.firstRps > o.maxRps)
            return context.fail(ExitCode::Usage,
                                BenchCommand::tr("--rate with --self-test is the first rate of "
                                                 "the ladder, above 0 and at most %1")
                                    .arg(o.maxRps));
    }
    if (context.isSet(opt("url")))
        o.url = QUrl(context.value(opt("url")));

    QTextStream &out = context.out();
    out << BenchCommand::tr("client self-test: open-loop Poisson arrivals against a zero-compute "
                            "server, %1 s per rate, %2 prompt tokens; a rate is kept when its p99 "
                            "schedule lag is at most %3 ms, nothing errs and all is sent")
               .arg(o.windowS)
               .arg(o.inputTokens)
               .arg(o.lagTargetMs)
        << Qt::endl;
    const QString header = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                               .arg(BenchCommand::tr("offered"), 9)
                               .arg(BenchCommand::tr("sent/sched"), 10)
                               .arg(BenchCommand::tr("done/s"), 9)
                               .arg(BenchCommand::tr("lag p50"), 8)
                               .arg(BenchCommand::tr("lag p99"), 8)
                               .arg(BenchCommand::tr("lag max"), 9)
                               .arg(BenchCommand::tr("load thread"), 11)
                               .arg(BenchCommand::tr("events/s"), 10)
                               .arg(BenchCommand::tr("errors"), 7);
    int lastBody = 0;
    InterruptWatcher watcher;
    bool interrupted = false;
    QObject::connect(&watcher, &InterruptWatcher::interrupted, &watcher,
                     [&interrupted] { interrupted = true; });
    auto result = ClientSelfTest::run(
        o,
        [&](const SelfTestRate &r) {
            if (r.outputTokens != lastBody) {
                lastBody = r.outputTokens;
                out << '\n'
                    << BenchCommand::tr("answers of %1 events (ms; the load thread's share of "
                                        "one core):")
                           .arg(r.outputTokens)
                    << '\n'
                    << header << '\n';
            }
            out << selfTestRow(r) << Qt::endl;
            if (!r.behind.isEmpty())
                out << "          " << BenchCommand::tr("the client said: %1").arg(r.behind)
                    << Qt::endl;
        },
        [&interrupted] { return interrupted; });
    if (!result)
        return context.fail(ExitCode::BadInput, result.error());
    out << '\n'
        << BenchCommand::tr("server: %1; this process may use %2 hardware threads; a plain "
                            "thread wakes from a 1 ms sleep late by p50 %3 ms, p99 %4 ms, max %5 "
                            "ms")
               .arg(result->server)
               .arg(result->cores)
               .arg(result->sleepLateness.p50, 0, 'f', 3)
               .arg(result->sleepLateness.p99, 0, 'f', 3)
               .arg(result->sleepLateness.max, 0, 'f', 2)
        << Qt::endl;
    for (const QString &line : result->verdictLines())
        out << line << Qt::endl;
    if (interrupted)
        out << BenchCommand::tr("interrupted: the ladder stopped early") << Qt::endl;
    if (!context.writeJson(result->toJson()))
        return toInt(ExitCode::BadInput);
    // Interrupted, or a ladder that kept no rate: the test did not give its answer.
    bool allKept = true;
    for (int body : o.outputTokens)
        allKept = allKept && result->ceilingRps(body) > 0;
    return toInt(interrupted || !allKept ? ExitCode::CheckFailed : ExitCode::Success);
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
    o.add(QCommandLineOption(opt("self-test"),
                             tr("Measure this machine's client instead: a ladder of rates against "
                                "a zero-compute server (in-process, or --url), --duration each "
                                "(default 5s), from --rate (default 250 req/s) doubling until the "
                                "schedule slips; --output-tokens takes a list (default 20,200). "
                                "Prints the highest rate kept per answer length.")));
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
    if (context.isSet(opt("self-test")))
        return runSelfTest(context);
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

    // The run keeps no records (issue 37: memory stays flat over a run of any length): the
    // database, the CSV and the metrics take them as they come.
    auto csv = openCsv(context);
    if (!csv)
        return context.fail(ExitCode::BadInput, csv.error());
    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath((*db)->path());
    runner.setKeepRecords(false);
    if (RunCsvWriter *w = csv->get())
        QObject::connect(&runner, &BenchRunner::progressed, &runner,
                         [&runner, w](qsizetype first) { w->append(runner.records(), first); });
    if (Status s = runner.start(); !s)
        return context.fail(ExitCode::BadInput, s.error());
    out << headline(runner) << Qt::endl;
    for (const QString &w : runner.startWarnings())
        out << tr("warning: %1").arg(w) << Qt::endl;
    const ServingConfig pinned = pinnedServing(c, *endpoint, out);

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
                                .arg(runner.finishedRecords()));
    if (*csv) {
        if (Status s = (*csv)->commit(); !s)
            code = context.fail(ExitCode::BadInput, s.error());
    }
    QJsonObject json = result.toJson();
    json.insert(QStringLiteral("config"), c.toJson(runner.endpoint()));
    json.insert(QStringLiteral("serving_config"), pinned.toJson());
    if (context.isSet(opt("otlp-file"))) {
        // The server's exporter may still hold the last spans: `results --run ID --otlp FILE`
        // joins them later.
        const auto spans = SpanJoinJob::run(
            *db, {.runId = result.runId, .spanPath = context.value(opt("otlp-file"))});
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
