#include "cli/commands/BenchCommand.h"

#include "bench/BenchConfig.h"
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "bench/RunReport.h"
#include "cli/CliContext.h"
#include "cli/InterruptWatcher.h"
#include "net/ApiKeySource.h"
#include "settings/Settings.h"
#include "storage/Database.h"
#include "util/StructuredFile.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTimer>

#include <unistd.h>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

// Reads a serving-configuration file: flat {key: value} or ServingConfig's {values, sources}.
Result<ServingConfig> readServingFile(const QString &path)
{
    auto doc = StructuredFile::load(path);
    if (!doc)
        return Result<ServingConfig>::failure(doc.error());
    QJsonObject values = doc->object();
    if (values.value(QLatin1String("values")).isObject())
        values = values.value(QLatin1String("values")).toObject();
    ServingConfig c;
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (!ServingConfig::field(it.key()))
            return Result<ServingConfig>::failure(
                BenchCommand::tr("%1: unknown serving setting '%2'").arg(path, it.key()));
        if (!c.set(it.key(), it.value().toVariant()))
            return Result<ServingConfig>::failure(
                BenchCommand::tr("%1: '%2' has an unusable value").arg(path, it.key()));
    }
    return c;
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

QString headline(const BenchRunner &runner)
{
    const BenchConfig &c = runner.config();
    const PlanSettings &p = c.plan;
    QString load;
    if (p.closedLoopUsers > 0)
        load =
            BenchCommand::tr("CLOSED-LOOP (for comparison only), %1 users").arg(p.closedLoopUsers);
    else if (p.trace)
        load = BenchCommand::tr("open-loop trace replay (%1 requests, time scale %2)")
                   .arg(p.trace->entries.size())
                   .arg(p.traceTimeScale);
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
                          "[--slo FILE] [--json OUT] [--csv OUT]");
}

void BenchCommand::addOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value = nullptr,
                          const char *fallback = nullptr) {
        QCommandLineOption option(opt(name), help);
        if (value)
            option.setValueName(QLatin1String(value));
        if (fallback)
            option.setDefaultValue(QLatin1String(fallback));
        o.add(option);
    };
    add("url", tr("Endpoint base URL (the server root or its /v1)."), "URL");
    add("api", tr("API flavour: chat or completions."), "API", "chat");
    add("model", tr("Model to request (default: the first one /v1/models lists)."), "NAME");
    add("api-key-env", tr("Read the API key from this environment variable."), "NAME");
    add("api-key-keyring", tr("Read the API key from the OS keyring (service llmcap)."), "ENTRY");
    add("header", tr("Extra request header, repeatable."), "'NAME: VALUE'");
    add("tenant", tr("Project or tenant id sent in the tenant header."), "ID");
    add("tenant-header", tr("Header name for --tenant."), "NAME", "X-Tenant-Id");
    add("insecure", tr("Do not verify TLS certificates."));
    add("ca-bundle", tr("PEM file of CA certificates to trust."), "FILE");
    add("http2", tr("Use HTTP/2 instead of HTTP/1.1 keep-alive."));
    add("metrics-url", tr("Prometheus metrics URL (default: <root>/metrics)."), "URL");
    add("no-metrics", tr("Do not scrape the server's metrics."));
    add("workload", tr("Workload file (JSON or YAML)."), "FILE");
    add("trace", tr("Replay a timed trace (JSON Lines) instead of drawing arrivals."), "FILE");
    add("time-scale", tr("Multiply trace timestamps by X (0.5 replays twice as fast)."), "X", "1");
    add("input-tokens", tr("Without a workload file: prompt length of every request."), "N");
    add("output-tokens", tr("Without a workload file: output length of every request."), "N");
    add("rate", tr("Mean request rate (requests per second), open loop."), "R");
    add("users", tr("Closed loop with N concurrent users instead (comparison only)."), "N");
    add("arrival", tr("Arrival process: poisson, gamma:B (burstiness B) or constant."), "KIND",
        "poisson");
    add("duration", tr("Measurement window (e.g. 60s, 5m)."), "TIME", "60s");
    add("warmup", tr("Warm-up before the window, sent but not measured."), "TIME", "0s");
    add("warmup-requests", tr("Warm-up as a number of first requests instead."), "N");
    add("seed", tr("Seed: the same seed sends the same requests at every rate."), "N", "1");
    add("timeout", tr("Per-request timeout."), "TIME", "300s");
    add("drain-timeout", tr("How long requests in flight may finish after the window."), "TIME",
        "60s");
    add("max-in-flight",
        tr("Safety cap on requests in flight (0: none); requests waiting for "
           "it count as client queueing."),
        "N", "2000");
    add("lag-bound",
        tr("p99 schedule lag above which the run is client-limited (default: the "
           "setting, 5 ms)."),
        "MS");
    add("slo", tr("SLO file: report attainment and goodput against it."), "FILE");
    add("csv", tr("Write one row per request to this CSV file."), "OUT");
    add("store-text", tr("Keep prompt and output text in the database (off by default)."));
    add("serving", tr("Serving-configuration file completing what the endpoint reveals."), "FILE");
    add("pin", tr("Serving setting KEY=VALUE (e.g. gpu_type=H100), repeatable."), "KEY=VALUE");
    add("label", tr("A label for the run."), "TEXT");
}

double BenchCommand::parseSeconds(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*([0-9]*\\.?[0-9]+)\\s*(ms|s|m|h)?\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return -1;
    const double v = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    if (unit == QLatin1String("ms"))
        return v / 1000.0;
    if (unit == QLatin1String("m"))
        return v * 60.0;
    if (unit == QLatin1String("h"))
        return v * 3600.0;
    return v;
}

Result<BenchConfig> BenchCommand::readConfig(CliContext &context) const
{
    using R = Result<BenchConfig>;
    BenchConfig c;
    const auto value = [&context](const char *name) { return context.value(opt(name)); };
    const auto isSet = [&context](const char *name) { return context.isSet(opt(name)); };

    if (!isSet("url"))
        return R::failure(tr("--url is required"));
    c.target.baseUrl = QUrl(value("url"));
    if (!EndpointTarget::parseApi(value("api"), &c.target.api))
        return R::failure(tr("--api must be chat or completions"));
    c.target.model = value("model");
    for (const QString &h : context.args().values(opt("header"))) {
        const qsizetype colon = h.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            return R::failure(tr("--header '%1' must look like 'Name: value'").arg(h));
        c.target.headers.append({h.left(colon).trimmed(), h.mid(colon + 1).trimmed()});
    }
    c.target.tenant = value("tenant");
    c.target.tenantHeader = value("tenant-header");
    c.target.verifyTls = !isSet("insecure");
    c.target.caBundle = value("ca-bundle");
    c.target.http2 = isSet("http2");
    c.target.metricsUrl = QUrl(value("metrics-url"));
    if (const QString problem = c.target.validate(); !problem.isEmpty())
        return R::failure(problem);

    const int sources = int(isSet("workload")) + int(isSet("trace")) +
                        int(isSet("input-tokens") || isSet("output-tokens"));
    if (sources == 0)
        return R::failure(tr("give --workload FILE, --trace FILE or --input-tokens and "
                             "--output-tokens"));
    if (isSet("workload") && (isSet("input-tokens") || isSet("output-tokens")))
        return R::failure(tr("--input-tokens and --output-tokens go without --workload"));
    if (isSet("rate") == isSet("users") && !isSet("trace"))
        return R::failure(tr("give either --rate R (open loop) or --users N (closed loop)"));

    bool ok = true;
    if (isSet("rate")) {
        c.plan.rateRps = value("rate").toDouble(&ok);
        if (!ok || !(c.plan.rateRps > 0))
            return R::failure(tr("--rate must be a number above 0"));
    }
    if (isSet("users")) {
        c.plan.closedLoopUsers = value("users").toInt(&ok);
        if (!ok || c.plan.closedLoopUsers <= 0)
            return R::failure(tr("--users must be a whole number above 0"));
    }
    auto arrival = ArrivalProcess::parse(value("arrival"));
    if (!arrival || arrival->kind == ArrivalProcess::Kind::Trace)
        return R::failure(arrival ? tr("use --trace FILE to replay a trace") : arrival.error());
    c.plan.arrival = *arrival;
    c.plan.durationS = parseSeconds(value("duration"));
    if (isSet("trace") && !isSet("duration"))
        c.plan.durationS = 0; // the whole trace
    c.plan.warmupS = parseSeconds(value("warmup"));
    if (c.plan.durationS < 0 || c.plan.warmupS < 0)
        return R::failure(tr("--duration and --warmup take times like 60s, 5m or 500ms"));
    if (isSet("warmup-requests")) {
        c.plan.warmupRequests = value("warmup-requests").toInt(&ok);
        if (!ok || c.plan.warmupRequests < 0)
            return R::failure(tr("--warmup-requests must be a whole number"));
    }
    c.plan.seed = value("seed").toULongLong(&ok);
    if (!ok)
        return R::failure(tr("--seed must be a non-negative whole number"));
    c.plan.traceTimeScale = value("time-scale").toDouble(&ok);
    if (!ok || !(c.plan.traceTimeScale > 0))
        return R::failure(tr("--time-scale must be a number above 0"));
    const double timeout = parseSeconds(value("timeout"));
    const double drain = parseSeconds(value("drain-timeout"));
    if (!(timeout > 0) || drain < 0)
        return R::failure(tr("--timeout and --drain-timeout take times like 30s or 2m"));
    c.requestTimeoutMs = qint64(timeout * 1000);
    c.drainTimeoutMs = qint64(drain * 1000);
    c.maxInFlight = value("max-in-flight").toInt(&ok);
    if (!ok || c.maxInFlight < 0)
        return R::failure(tr("--max-in-flight must be a whole number (0: no cap)"));

    Settings settings(Settings::defaultPath());
    c.scheduleLagBoundMs = settings.real(Settings::Key::ScheduleLagBoundMs);
    if (isSet("lag-bound")) {
        c.scheduleLagBoundMs = value("lag-bound").toDouble(&ok);
        if (!ok || !(c.scheduleLagBoundMs > 0))
            return R::failure(tr("--lag-bound must be a number of milliseconds above 0"));
    }
    c.storeText = isSet("store-text") || settings.boolean(Settings::Key::StorePromptText);
    c.scrapeMetrics = !isSet("no-metrics");
    c.label = value("label");

    for (const QString &pin : context.args().values(opt("pin"))) {
        const qsizetype eq = pin.indexOf(QLatin1Char('='));
        const QString key = pin.left(eq).trimmed();
        if (eq <= 0 || !ServingConfig::field(key))
            return R::failure(tr("--pin '%1': use KEY=VALUE with a serving setting such as "
                                 "gpu_type, gpu_count or tensor_parallel")
                                  .arg(pin));
        if (!c.serving.set(key, pin.mid(eq + 1)))
            return R::failure(tr("--pin '%1': unusable value").arg(pin));
    }
    return c;
}

int BenchCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    auto config = readConfig(context);
    if (!config)
        return context.fail(ExitCode::Usage, config.error());
    BenchConfig &c = *config;

    // Input files and the key: bad input (3).
    if (context.isSet(opt("workload"))) {
        auto workload = Workload::load(context.value(opt("workload")));
        if (!workload)
            return context.fail(ExitCode::BadInput, workload.error());
        c.plan.workload = *workload;
    } else if (!context.isSet(opt("trace"))) {
        bool okIn = false;
        bool okOut = false;
        const int in = context.value(opt("input-tokens")).toInt(&okIn);
        const int out = context.value(opt("output-tokens")).toInt(&okOut);
        if (!okIn || !okOut || in <= 0 || out <= 0)
            return context.fail(
                ExitCode::Usage,
                tr("--input-tokens and --output-tokens need whole numbers above 0"));
        c.plan.workload = Workload::single(in, out);
    }
    if (context.isSet(opt("trace"))) {
        auto trace = Trace::load(context.value(opt("trace")));
        if (!trace)
            return context.fail(ExitCode::BadInput, trace.error());
        c.plan.trace = *trace;
    }
    if (context.isSet(opt("slo"))) {
        auto slo = Slo::load(context.value(opt("slo")));
        if (!slo)
            return context.fail(ExitCode::BadInput, slo.error());
        c.slo = *slo;
    }
    if (context.isSet(opt("serving"))) {
        auto serving = readServingFile(context.value(opt("serving")));
        if (!serving)
            return context.fail(ExitCode::BadInput, serving.error());
        c.serving.fillFrom(*serving);
    }
    if (context.isSet(opt("api-key-env"))) {
        auto key = ApiKeySource::fromEnvironment(context.value(opt("api-key-env")));
        if (!key)
            return context.fail(ExitCode::BadInput, key.error());
        c.target.apiKey = *key;
    } else if (context.isSet(opt("api-key-keyring"))) {
        auto key = ApiKeySource::fromKeyring(context.value(opt("api-key-keyring")));
        if (!key)
            return context.fail(ExitCode::BadInput, key.error());
        c.target.apiKey = *key;
    }
    if (auto plan = RunPlan::create(c.plan); !plan)
        return context.fail(ExitCode::Usage, plan.error());
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());

    QTextStream &out = context.out();
    auto endpoint = EndpointProbe(c.target).probe();
    if (!endpoint)
        return context.fail(ExitCode::BadInput, endpoint.error());

    BenchRunner runner(c, *endpoint);
    runner.setDatabasePath((*db)->path());
    if (Status s = runner.start(); !s)
        return context.fail(ExitCode::BadInput, s.error());
    out << headline(runner) << Qt::endl;
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
    QObject::connect(&progressTimer, &QTimer::timeout, &runner, [&] {
        ++ticks;
        if (!tty && ticks % 10 != 0)
            return;
        const LoadProgress p = runner.progress();
        out << QStringLiteral("[%1 s] %2  sent %3  done %4  in flight %5  waiting %6  errors %7  "
                              "max lag %8 ms")
                   .arg(p.elapsedS, 7, 'f', 1)
                   .arg(phaseName(p.phase).leftJustified(10))
                   .arg(p.dispatched)
                   .arg(p.finished)
                   .arg(p.inFlight)
                   .arg(p.waiting)
                   .arg(p.errors)
                   .arg(double(p.maxLagNs) / 1e6, 0, 'f', 2)
            << (tty ? "\r" : "\n");
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
    if (context.isSet(opt("csv"))) {
        if (Status s = RunReport::writeCsv(context.value(opt("csv")), runner.records()); !s)
            code = context.fail(ExitCode::BadInput, s.error());
    }
    QJsonObject json = result.toJson();
    json.insert(QStringLiteral("config"), c.toJson(runner.endpoint()));
    json.insert(QStringLiteral("serving_config"), pinned.toJson());
    if (!context.writeJson(json))
        return toInt(ExitCode::BadInput);
    return code;
}

} // namespace llmcap
