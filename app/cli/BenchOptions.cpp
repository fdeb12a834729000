#include "cli/BenchOptions.h"

#include "bench/BenchConfig.h"
#include "cli/CliContext.h"
#include "net/ApiKeySource.h"
#include "settings/Settings.h"
#include "util/StructuredFile.h"

#include <QRegularExpression>

#include <algorithm>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

void addOption(CliOptions &o, const char *name, const QString &help, const char *value,
               const char *fallback)
{
    QCommandLineOption option(opt(name), help);
    if (value)
        option.setValueName(QLatin1String(value));
    if (fallback)
        option.setDefaultValue(QLatin1String(fallback));
    o.add(option);
}

} // namespace

void BenchOptions::addTargetOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value = nullptr,
                          const char *fallback = nullptr) {
        addOption(o, name, help, value, fallback);
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
}

void BenchOptions::addWorkloadOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value = nullptr,
                          const char *fallback = nullptr) {
        addOption(o, name, help, value, fallback);
    };
    add("workload", tr("Workload file (JSON or YAML)."), "FILE");
    add("trace", tr("Replay a timed trace (JSON Lines) instead of drawing arrivals."), "FILE");
    add("time-scale", tr("Multiply trace timestamps by X (0.5 replays twice as fast)."), "X", "1");
    add("trace-timestamps",
        tr("Send every trace entry at its timestamp, also the calls of recorded runs (by default "
           "a trace with run fields replays its runs: a call waits for the calls it depends on)."));
    add("input-tokens", tr("Without a workload file: prompt length of every request."), "N");
    add("output-tokens", tr("Without a workload file: output length of every request."), "N");
    add("arrival", tr("Arrival process: poisson, gamma:B (burstiness B) or constant."), "KIND",
        "poisson");
    add("seed", tr("Seed: the same seed sends the same requests at every rate."), "N", "1");
}

void BenchOptions::addRunOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value = nullptr,
                          const char *fallback = nullptr) {
        addOption(o, name, help, value, fallback);
    };
    add("rate", tr("Mean request rate (requests per second), open loop."), "R");
    add("users", tr("Closed loop with N concurrent users instead (comparison only)."), "N");
    add("duration", tr("Measurement window (e.g. 60s, 5m)."), "TIME", "60s");
    add("warmup", tr("Warm-up before the window, sent but not measured."), "TIME", "0s");
    add("warmup-requests", tr("Warm-up as a number of first requests instead."), "N");
}

void BenchOptions::addLimitOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value = nullptr,
                          const char *fallback = nullptr) {
        addOption(o, name, help, value, fallback);
    };
    add("timeout", tr("Per-request timeout."), "TIME", "300s");
    add("drain-timeout", tr("How long requests in flight may finish after the window."), "TIME",
        "60s");
    add("connect-timeout", tr("How long a request may wait for its connection."), "TIME", "10s");
    add("first-byte-timeout",
        tr("How long a sent request may wait for the answer's first byte (default: --timeout)."),
        "TIME");
    add("idle-timeout", tr("Longest pause between two bytes of an answer (0: none)."), "TIME",
        "60s");
    add("store-retry",
        tr("How long the run's end keeps trying to store requests the database would not "
           "take (busy or full) before it marks the run incomplete."),
        "TIME", "30s");
    add("max-in-flight",
        tr("Safety cap on requests in flight (0: none); requests waiting for "
           "it count as client queueing."),
        "N", "2000");
    add("lag-bound",
        tr("p99 schedule lag above which the run is client-limited (default: the "
           "setting, 5 ms)."),
        "MS");
    add("slo", tr("SLO file: report attainment and goodput against it."), "FILE");
    add("store-text", tr("Keep prompt and output text in the database (off by default)."));
    add("serving", tr("Serving-configuration file completing what the endpoint reveals."), "FILE");
    add("pin", tr("Serving setting KEY=VALUE (e.g. gpu_type=H100), repeatable."), "KEY=VALUE");
    add("label", tr("A label for the run."), "TEXT");
}

double BenchOptions::parseSeconds(const QString &text)
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

// Reads a serving-configuration file: flat {key: value} or ServingConfig's {values, sources}.
Result<ServingConfig> BenchOptions::readServingFile(const QString &path)
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
                tr("%1: unknown serving setting '%2'").arg(path, it.key()));
        if (!c.set(it.key(), it.value().toVariant()))
            return Result<ServingConfig>::failure(
                tr("%1: '%2' has an unusable value").arg(path, it.key()));
    }
    return c;
}

Result<QList<std::pair<QString, QString>>> BenchOptions::readHeaders(CliContext &context)
{
    using R = Result<QList<std::pair<QString, QString>>>;
    QList<std::pair<QString, QString>> out;
    for (const QString &h : context.args().values(opt("header"))) {
        const qsizetype colon = h.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            return R::failure(tr("--header '%1' must look like 'Name: value'").arg(h));
        out.append({h.left(colon).trimmed(), h.mid(colon + 1).trimmed()});
    }
    return out;
}

Result<BenchConfig> BenchOptions::read(CliContext &context, Mode mode)
{
    using R = Result<BenchConfig>;
    BenchConfig c;
    const auto value = [&context](const char *name) { return context.value(opt(name)); };
    const auto isSet = [&context](const char *name) { return context.isSet(opt(name)); };

    // A sweep of the built-in server gets its URL when the server listens.
    const bool builtin = mode == Mode::Sweep && isSet("builtin");
    if (builtin && isSet("url"))
        return R::failure(tr("--url and --builtin exclude each other: sweep an endpoint or the "
                             "built-in server"));
    if (!builtin && !isSet("url"))
        return R::failure(mode == Mode::Sweep ? tr("--url or --builtin PRESET is required")
                                              : tr("--url is required"));
    c.target.baseUrl = QUrl(builtin ? QStringLiteral("http://127.0.0.1:1") : value("url"));
    if (!EndpointTarget::parseApi(value("api"), &c.target.api))
        return R::failure(tr("--api must be chat or completions"));
    c.target.model = value("model");
    auto headers = readHeaders(context);
    if (!headers)
        return R::failure(headers.error());
    c.target.headers = *headers;
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
    const bool run = mode == Mode::Run; // a sweep has no --rate, --users or --trace of its own
    if (run && isSet("rate") == isSet("users") && !isSet("trace"))
        return R::failure(tr("give either --rate R (open loop) or --users N (closed loop)"));

    bool ok = true;
    if (run && isSet("rate")) {
        c.plan.rateRps = value("rate").toDouble(&ok);
        if (!ok || !(c.plan.rateRps > 0))
            return R::failure(tr("--rate must be a number above 0"));
    }
    if (run && isSet("users")) {
        c.plan.closedLoopUsers = value("users").toInt(&ok);
        if (!ok || c.plan.closedLoopUsers <= 0)
            return R::failure(tr("--users must be a whole number above 0"));
    }
    if (!run && isSet("trace"))
        return R::failure(tr("a sweep sets the rate itself: it takes --workload or "
                             "--input-tokens/--output-tokens, not --trace or --users"));
    auto arrival = ArrivalProcess::parse(value("arrival"));
    if (!arrival || arrival->kind == ArrivalProcess::Kind::Trace)
        return R::failure(arrival ? tr("use --trace FILE to replay a trace") : arrival.error());
    c.plan.arrival = *arrival;
    if (mode == Mode::Run) {
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
    const double connect = parseSeconds(value("connect-timeout"));
    const double firstByte =
        isSet("first-byte-timeout") ? parseSeconds(value("first-byte-timeout")) : 0.0;
    const double idle = parseSeconds(value("idle-timeout"));
    if (!(connect > 0) || !(firstByte >= 0) || !(idle >= 0) ||
        (isSet("first-byte-timeout") && !(firstByte > 0)))
        return R::failure(tr("--connect-timeout, --first-byte-timeout and --idle-timeout take "
                             "times like 10s or 2m"));
    c.connectTimeoutMs = qint64(connect * 1000);
    c.firstByteTimeoutMs = qint64(firstByte * 1000);
    c.idleTimeoutMs = qint64(idle * 1000);
    const double storeRetry = parseSeconds(value("store-retry"));
    if (!(storeRetry >= 0))
        return R::failure(tr("--store-retry takes a time like 30s or 2m"));
    c.storeRetryMs = qint64(storeRetry * 1000);
    c.maxInFlight = value("max-in-flight").toInt(&ok);
    if (!ok || c.maxInFlight < 0)
        return R::failure(tr("--max-in-flight must be a whole number (0: no cap)"));
    // Closed-loop users each hold a connection: more than the cap would open them anyway.
    if (c.maxInFlight > 0 && c.plan.closedLoopUsers > c.maxInFlight)
        return R::failure(tr("--users %1 is above the cap of %2 requests in flight; raise "
                             "--max-in-flight (0: no cap) to open that many connections")
                              .arg(c.plan.closedLoopUsers)
                              .arg(c.maxInFlight));

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

int BenchOptions::loadInputs(CliContext &context, BenchConfig &c)
{
    auto fail = [&context](ExitCode code, const QString &message) {
        context.fail(code, message);
        return toInt(code);
    };
    // Input files and the key: bad input (3).
    if (context.isSet(opt("workload"))) {
        auto workload = Workload::load(context.value(opt("workload")));
        if (!workload)
            return fail(ExitCode::BadInput, workload.error());
        c.plan.workload = *workload;
    } else if (!context.isSet(opt("trace"))) {
        bool okIn = false;
        bool okOut = false;
        const int in = context.value(opt("input-tokens")).toInt(&okIn);
        const int out = context.value(opt("output-tokens")).toInt(&okOut);
        if (!okIn || !okOut || in <= 0 || out <= 0)
            return fail(ExitCode::Usage,
                        tr("--input-tokens and --output-tokens need whole numbers above 0"));
        c.plan.workload = Workload::single(in, out);
    }
    if (context.isSet(opt("trace"))) {
        auto trace = Trace::load(context.value(opt("trace")));
        if (!trace)
            return fail(ExitCode::BadInput, trace.error());
        c.plan.trace = *trace;
        // A trace with run fields replays its runs with their causal structure (open loop).
        c.plan.traceRuns = !context.isSet(opt("trace-timestamps")) && c.plan.closedLoopUsers <= 0 &&
                           std::any_of(trace->entries.cbegin(), trace->entries.cend(),
                                       [](const TraceEntry &e) { return e.inRun(); });
    }
    if (context.isSet(opt("slo"))) {
        auto slo = Slo::load(context.value(opt("slo")));
        if (!slo)
            return fail(ExitCode::BadInput, slo.error());
        c.slo = *slo;
    }
    if (context.isSet(opt("serving"))) {
        auto serving = readServingFile(context.value(opt("serving")));
        if (!serving)
            return fail(ExitCode::BadInput, serving.error());
        c.serving.fillFrom(*serving);
    }
    if (const int code = loadApiKey(context, c); code != 0)
        return code;
    if (auto plan = RunPlan::create(c.plan); !plan)
        return fail(ExitCode::Usage, plan.error());
    return 0;
}

int BenchOptions::loadApiKey(CliContext &context, BenchConfig &c)
{
    Result<QString> key = QString();
    if (context.isSet(opt("api-key-env")))
        key = ApiKeySource::fromEnvironment(context.value(opt("api-key-env")));
    else if (context.isSet(opt("api-key-keyring")))
        key = ApiKeySource::fromKeyring(context.value(opt("api-key-keyring")));
    else
        return 0;
    if (!key) {
        context.fail(ExitCode::BadInput, key.error());
        return toInt(ExitCode::BadInput);
    }
    c.target.apiKey = *key;
    return 0;
}

} // namespace llmcap
