// Dispatch within runs (issue 18): many concurrent runs of chained calls against the built-in
// server (SimServer in a child process of its own, as `llmcap-cli serve-sim` runs it); the lag from
// a call's dependency end plus its offset to the call being handed to libcurl (p50, p99, max), the
// run-start lag, and the memory per in-flight run (RSS growth at the peak over the runs in flight
// then). Before the load, the time the load thread spends building one call's body at each position
// of a run (the conversation so far, with outputs of --output tokens), the main part of a call's
// dispatch work.
//
//   bench_rundispatch [--runs 1000] [--calls 10] [--spread-s 1] [--tool-ms 50] [--input 200]
//                     [--new 100] [--output 16] [--preset ID] [--speed X] [--url URL]
//
// It measures and prints; it asserts nothing about timings.
#include "bench/EndpointProbe.h"
#include "bench/LatencySummary.h"
#include "bench/LoadGenerator.h"
#include "bench/RequestBodyBuilder.h"

#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <QCommandLineParser>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

using namespace llmcap;

namespace {

double rssMiB()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? double(parts.at(1).toLongLong()) * double(sysconf(_SC_PAGESIZE)) /
                                  (1024.0 * 1024.0)
                            : 0;
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[size_t(std::min<double>(double(v.size() - 1), q * double(v.size() - 1) + 0.5))];
}

// The built-in server in a child process (its own address space and threads, as serve-sim);
// returns its URL, or empty. The child serves until killed.
QString forkServer(const QString &presetId, double speed, pid_t *child)
{
    const auto preset = SimPresetCatalog::builtin().find(presetId);
    if (!preset) {
        std::fprintf(stderr, "no preset %s\n", qPrintable(presetId));
        return {};
    }
    int fds[2];
    if (pipe(fds) != 0)
        return {};
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        SimServerOptions options;
        options.service.preset = *preset;
        options.service.speed = speed;
        SimServer server(options);
        const Status started = server.start();
        const QByteArray line =
            started ? server.url().toString().toUtf8() + '\n' : QByteArrayLiteral("\n");
        if (write(fds[1], line.constData(), size_t(line.size())) < 0 || !started)
            _exit(1);
        while (true)
            pause();
    }
    close(fds[1]);
    if (pid < 0)
        return {};
    *child = pid;
    QByteArray url;
    char c = 0;
    while (read(fds[0], &c, 1) == 1 && c != '\n')
        url.append(c);
    close(fds[0]);
    return QString::fromUtf8(url);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    auto option = [&parser](const char *name, const char *help, const char *fallback) {
        QCommandLineOption o(QLatin1String(name), QLatin1String(help), QStringLiteral("V"),
                             QLatin1String(fallback));
        parser.addOption(o);
        return o;
    };
    const auto runsOpt = option("runs", "Runs, all in flight together.", "1000");
    const auto callsOpt = option("calls", "Chained calls per run.", "10");
    const auto spreadOpt = option("spread-s", "Run starts spread evenly over this long.", "1");
    const auto toolOpt = option("tool-ms", "Tool wait before each later call, ms.", "50");
    const auto inputOpt = option("input", "First call's prompt tokens.", "200");
    const auto newOpt = option("new", "New tokens per later call.", "100");
    const auto outputOpt = option("output", "Output tokens per call.", "16");
    const auto preset = option("preset", "Simulator preset.", "llama-3.1-8b-h100");
    const auto speed = option("speed", "Simulator speed-up.", "100");
    const auto external = option("url", "Use this running server instead of starting one.", "");
    parser.process(app);

    pid_t child = -1;
    const QString url =
        parser.value(external).isEmpty()
            ? forkServer(parser.value(preset), parser.value(speed).toDouble(), &child)
            : parser.value(external);
    if (url.isEmpty()) {
        std::fprintf(stderr, "the simulated server did not start\n");
        return 1;
    }
    auto stopServer = [&child] {
        if (child > 0) {
            kill(child, SIGTERM);
            waitpid(child, nullptr, 0);
            child = -1;
        }
    };
    LoadOptions options;
    options.target.baseUrl = QUrl(url);
    auto endpoint = EndpointProbe(options.target).probe();
    if (!endpoint) {
        std::fprintf(stderr, "probe failed: %s\n", qPrintable(endpoint.error()));
        stopServer();
        return 1;
    }
    options.target.model = endpoint->model;
    options.extensions = ServerExtensions::forRuntime(endpoint->runtime);
    options.maxInFlight = 0;
    options.runTag = QStringLiteral("bench");

    const int runCount = parser.value(runsOpt).toInt();
    const int calls = std::max(1, parser.value(callsOpt).toInt());
    const double spreadS = parser.value(spreadOpt).toDouble();
    const double toolS = parser.value(toolOpt).toDouble() / 1000.0;
    PlanSettings settings;
    settings.workload = Workload::single(parser.value(inputOpt).toInt(), 16);
    QList<RunScript> runs;
    for (int i = 0; i < runCount; ++i) {
        RunScript r;
        r.runId = QStringLiteral("r%1").arg(i);
        r.startS = spreadS * i / std::max(1, runCount);
        for (int k = 0; k < calls; ++k) {
            RunCall c;
            c.index = k;
            c.newInputTokens =
                k == 0 ? parser.value(inputOpt).toInt() : parser.value(newOpt).toInt();
            c.outputTokens = parser.value(outputOpt).toInt();
            if (k > 0) {
                c.waitsFor = {k - 1};
                c.offsetS = c.toolWaitS = toolS;
                c.prefix = RunCall::Prefix::Carried;
                c.carriesCall = k - 1;
            }
            r.calls.append(c);
        }
        runs.append(r);
    }
    settings.runs = runs;
    settings.durationS = 0; // the window ends with the last run's start
    auto plan = RunPlan::create(settings);
    if (!plan) {
        std::fprintf(stderr, "%s\n", qPrintable(plan.error()));
        stopServer();
        return 1;
    }
    {
        // The body of call k carries k earlier prompts and outputs (turns), as makeCall builds it.
        const PromptFactory prompts(1, endpoint->calibration);
        const RequestBodyBuilder bodies(options.target.api, options.target.model,
                                        options.extensions);
        QList<QByteArray> turns;
        std::printf("body build per call (us) at call index:");
        for (int k = 0; k < calls; ++k) {
            const int tokens =
                k == 0 ? parser.value(inputOpt).toInt() : parser.value(newOpt).toInt();
            turns.append(prompts.prompt({k, tokens, 0, 0}));
            constexpr int kRepeats = 200;
            QElapsedTimer t;
            t.start();
            qsizetype bytes = 0;
            for (int i = 0; i < kRepeats; ++i)
                bytes += bodies.buildConversation(turns, 16, SamplingSettings{}).size();
            std::printf(" %d: %.1f (%.1f KiB)", k, double(t.nsecsElapsed()) / 1e3 / kRepeats,
                        double(bytes) / kRepeats / 1024);
            turns.append(prompts.prompt({-1 - k, parser.value(outputOpt).toInt(), 0, 0}));
        }
        std::printf("\n");
    }
    std::printf("%d runs x %d chained calls, starts over %.2f s, tool wait %.0f ms; server %s "
                "(%s, speed %s)\n",
                runCount, calls, spreadS, toolS * 1000, qPrintable(url),
                qPrintable(parser.value(preset)), qPrintable(parser.value(speed)));
    const double rssBefore = rssMiB();
    LoadGenerator load(std::move(plan).value(), PromptFactory(1, endpoint->calibration), options);
    if (!load.start()) {
        std::fprintf(stderr, "the load did not start\n");
        stopServer();
        return 1;
    }
    // Peak memory over the runs in flight at that moment (started, not ended).
    double peakDelta = 0;
    qint64 runsAtPeak = 0, ended = 0;
    std::vector<RequestRecord> records;
    while (!load.wait(20)) {
        const double delta = rssMiB() - rssBefore;
        std::vector<RequestRecord> fresh = load.takeRecords();
        records.insert(records.end(), fresh.begin(), fresh.end());
        ended += qint64(load.takeRunOutcomes().size());
        const double elapsed = load.progress().elapsedS;
        const qint64 started = std::min<qint64>(runCount, qint64(elapsed / spreadS * runCount) + 1);
        if (started - ended > runsAtPeak) { // most runs in flight (records so far included)
            peakDelta = delta;
            runsAtPeak = started - ended;
        }
    }
    std::vector<RequestRecord> fresh = load.takeRecords();
    records.insert(records.end(), fresh.begin(), fresh.end());
    std::vector<double> callLag, startLag;
    qint64 failed = 0;
    for (const RequestRecord &r : records) {
        failed += !r.succeeded();
        if (r.dispatchedNs < 0)
            continue;
        (r.callIndex == 0 ? startLag : callLag)
            .push_back(double(r.dispatchedNs - r.scheduledNs) / 1e6);
    }
    std::printf("calls: %zu (%lld failed)\n", records.size(), static_cast<long long>(failed));
    std::printf("call dispatch lag (dependency end + offset -> sent), ms: p50 %.3f  p99 %.3f  "
                "max %.3f  (n %zu)\n",
                quantile(callLag, 0.5), quantile(callLag, 0.99), quantile(callLag, 1.0),
                callLag.size());
    std::printf("run start lag, ms: p50 %.3f  p99 %.3f  max %.3f  (n %zu)\n",
                quantile(startLag, 0.5), quantile(startLag, 0.99), quantile(startLag, 1.0),
                startLag.size());
    std::printf("memory: RSS growth %.1f MiB at the most runs in flight (%lld): %.1f KiB per run\n",
                peakDelta, static_cast<long long>(runsAtPeak),
                runsAtPeak > 0 ? peakDelta * 1024 / double(runsAtPeak) : 0.0);
    stopServer();
    return 0;
}
