// The open-loop client on one core (issue 4): for each offered rate, the p99 schedule lag, the
// SSE events per second the client reads and what they cost in client CPU, and the client's
// added latency (client TTFT - server-reported TTFT). The built-in simulated server runs in its
// own process (`llmcap-cli serve-sim`), so this process's CPU time is the client's. Each rate
// runs the way `llmcap-cli bench` does: the database writer and the /metrics scrape included.
//
//   bench_loadgenerator [--rates 250,500,1000,2000] [--duration SEC] [--input N] [--output N]
//                       [--preset ID] [--speed X] [--max-in-flight N] [--url URL]
//
// It measures and prints; it asserts nothing about timings.
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "bench/LatencySummary.h"
#include "bench/LoadGenerator.h"
#include "bench/RunMetrics.h"
#include "net/OpenAiChunk.h"
#include "net/SseParser.h"
#include "workflow/ClientSelfTest.h"

#include "ServeSimProcess.h"
#include <QCommandLineParser>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>

#include <cstdio>
#include <sys/resource.h>

using namespace llmcap;

namespace {

double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// The client's per-event work without sockets: SSE framing and chunk scanning of a vLLM-shaped
// stream (continuous usage stats on), fed in 4 KiB reads. Returns events per CPU second.
double parseOnlyEventsPerSecond()
{
    QByteArray stream;
    for (int i = 1; i <= 20000; ++i)
        stream += "data: {\"id\":\"chatcmpl-llmcap0000000000000001\",\"object\":"
                  "\"chat.completion.chunk\",\"created\":1700000000,\"model\":\"llmcap/tiny\","
                  "\"choices\":[{\"index\":0,\"delta\":{\"content\":\"token \"},\"logprobs\":"
                  "null,\"finish_reason\":null,\"stop_reason\":null}],\"usage\":{"
                  "\"prompt_tokens\":32,\"total_tokens\":" +
                  QByteArray::number(32 + i) + ",\"completion_tokens\":" + QByteArray::number(i) +
                  "}}\n\n";
    qint64 outputs = 0;
    const double before = processCpuSeconds();
    constexpr int kRounds = 20;
    for (int round = 0; round < kRounds; ++round) {
        SseParser parser;
        for (qsizetype at = 0; at < stream.size(); at += 4096)
            parser.feed(stream.constData() + at,
                        size_t(std::min<qsizetype>(4096, stream.size() - at)),
                        [&outputs](const SseEvent &e) {
                            outputs += OpenAiChunk::parse(e.data, e.type).outputBearing ? 1 : 0;
                        });
    }
    return double(outputs) / (processCpuSeconds() - before);
}

// The machine's own punctuality: how late a thread wakes from an absolute 1 ms sleep. No client
// can keep a schedule tighter than this; compare the lag columns with it.
void printSleepLateness()
{
    const LatencySummary s = ClientSelfTest::sleepLateness(2000);
    std::printf("machine: a plain thread wakes from a 1 ms sleep late by p50 %.3f ms, p99 %.3f ms, "
                "max %.3f ms\n",
                s.p50, s.p99, s.max);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const auto option = [&parser](const char *name, const char *help, const char *fallback) {
        QCommandLineOption o(QLatin1String(name), QLatin1String(help), QStringLiteral("V"),
                             QLatin1String(fallback));
        parser.addOption(o);
        return o;
    };
    const auto rates =
        option("rates", "Offered rates (req/s), comma-separated.", "250,500,1000,2000,4000,8000");
    const auto duration = option("duration", "Measurement window per rate, seconds.", "5");
    const auto input = option("input", "Prompt tokens per request.", "32");
    const auto output = option("output", "Output tokens per request.", "16");
    const auto preset = option("preset", "Simulator preset.", "llama-3.1-8b-h100");
    const auto speed = option("speed", "Simulator speed-up.", "100");
    const auto cap = option("max-in-flight", "In-flight cap (0: none).", "0");
    const auto external = option("url", "Use this running server instead of starting one.", "");
    const QCommandLineOption listOnly(QStringLiteral("list-only"),
                                      QStringLiteral("Run the listed rates only; do not double "
                                                     "past the highest one kept."));
    parser.addOption(listOnly);
    parser.process(app);

    QProcess sim;
    const QString url =
        test::startServeSim(sim, QStringLiteral(LLMCAP_CLI_PATH), parser.value(preset),
                            parser.value(speed), parser.value(external));
    if (url.isEmpty())
        return 1;

    EndpointTarget target;
    target.baseUrl = QUrl(url);
    auto endpoint = EndpointProbe(target).probe();
    if (!endpoint) {
        std::fprintf(stderr, "probe failed: %s\n", qPrintable(endpoint.error()));
        return 1;
    }
    target.model = endpoint->model;
    std::printf("client: this process (libcurl multi on one thread); server: llmcap-cli serve-sim "
                "--preset %s --speed %s at %s; %s prompt / %s output tokens; %s s per rate\n",
                qPrintable(parser.value(preset)), qPrintable(parser.value(speed)), qPrintable(url),
                qPrintable(parser.value(input)), qPrintable(parser.value(output)),
                qPrintable(parser.value(duration)));
    printSleepLateness();
    std::printf("%9s %8s %9s %9s %9s %9s %10s %12s %9s %15s %10s %10s %8s\n", "offered", "sent",
                "done/s", "lag p50", "lag p99", "lag max", "errors", "events/s", "client",
                "events/cpu-s", "add p50", "add p99", "stored");
    // Each rate runs as `llmcap-cli bench` does (issue 20: this program skipped the database
    // writer and the scrape): BenchRunner with a run writer into a temporary database and the
    // /metrics scrape. The highest rate the client kept: p99 lag under 1 ms, no errors, nearly
    // all completed. When the list's highest rate is kept, the rate doubles until one is not,
    // so the figure is never the list's own ceiling.
    QTemporaryDir scratch;
    const QString database = scratch.filePath(QStringLiteral("bench.sqlite"));
    double bestRate = 0, bestEvents = 0, bestCpuShare = 0, bestEventsPerCpuS = 0;
    double firstMissed = 0;
    QList<double> queue;
    for (const QString &rateText : parser.value(rates).split(QLatin1Char(',')))
        queue.append(rateText.toDouble());
    const double listTop = *std::max_element(queue.cbegin(), queue.cend());
    while (!queue.isEmpty()) {
        const double rateRps = queue.takeFirst();
        BenchConfig config;
        config.target = target;
        config.plan.workload =
            Workload::single(parser.value(input).toInt(), parser.value(output).toInt());
        config.plan.arrival.kind = ArrivalProcess::Kind::Poisson;
        config.plan.rateRps = rateRps;
        config.plan.durationS = parser.value(duration).toDouble();
        config.plan.warmupS = 0.5;
        config.maxInFlight = parser.value(cap).toInt();
        config.drainTimeoutMs = 10000;
        config.scheduleLagBoundMs = 1.0;
        config.label = QStringLiteral("bench_loadgenerator %1 req/s").arg(rateRps);
        BenchRunner runner(config, *endpoint);
        runner.setDatabasePath(database);
        const double cpuBefore = processCpuSeconds();
        QElapsedTimer wall;
        wall.start();
        QEventLoop loop;
        QObject::connect(&runner, &BenchRunner::finished, &loop, &QEventLoop::quit);
        if (Status s = runner.start(); !s) {
            std::fprintf(stderr, "cannot start: %s\n", qPrintable(s.error()));
            return 1;
        }
        loop.exec();
        const double wallS = double(wall.nsecsElapsed()) / 1e9;
        const double cpuS = processCpuSeconds() - cpuBefore;
        qint64 events = 0;
        for (const RequestRecord &r : runner.records())
            events += qint64(r.chunks.size()) + 1; // output chunks + the usage chunk
        const RunResult &result = runner.result();
        const RunMetrics &m = result.metrics;
        const MetricSet &o = m.overall;
        std::printf("%9.0f %8lld %9.1f %9.3f %9.3f %9.3f %10lld %12.0f %8.0f%% %15.0f %10.3f "
                    "%10.3f %8lld%s\n",
                    rateRps, static_cast<long long>(o.sent), o.completedRps, o.scheduleLag.p50,
                    o.scheduleLag.p99, o.scheduleLag.max, static_cast<long long>(o.errors),
                    double(events) / wallS, 100.0 * cpuS / wallS, double(events) / cpuS,
                    o.clientOverhead.p50, o.clientOverhead.p99,
                    static_cast<long long>(result.storedRequests),
                    m.clientLimited ? "  (p99 lag > 1 ms)" : "");
        std::fflush(stdout);
        const bool kept = !m.clientLimited && o.errors == 0 && o.completedRps >= 0.95 * rateRps &&
                          result.unstoredRequests == 0;
        if (kept && rateRps > bestRate) {
            bestRate = rateRps;
            bestEvents = double(events) / wallS;
            bestCpuShare = cpuS / wallS;
            bestEventsPerCpuS = double(events) / cpuS;
        }
        if (!kept && (firstMissed == 0 || rateRps < firstMissed))
            firstMissed = rateRps;
        if (queue.isEmpty() && kept && rateRps >= listTop && rateRps < 1e6 &&
            !parser.isSet(listOnly))
            queue.append(2 * rateRps); // beyond the list until a rate is missed
    }
    if (firstMissed > bestRate)
        std::printf("lowest rate not kept: %.0f req/s\n", firstMissed);
    if (bestRate > 0)
        std::printf(
            "highest rate kept (p99 lag < 1 ms, no errors, >= 95 %% completed): %.0f req/s, "
            "%.0f SSE events/s at %.0f %% of one client core (%.0f events per client "
            "CPU second)\n",
            bestRate, bestEvents, 100 * bestCpuShare, bestEventsPerCpuS);
    else
        std::printf("no rate was kept with p99 lag under 1 ms\n");
    std::printf("client parsing alone (SSE framing + chunk scan, no sockets): %.0f events per "
                "CPU second\n",
                parseOnlyEventsPerSecond());
    sim.terminate();
    sim.waitForFinished(5000);
    return 0;
}
