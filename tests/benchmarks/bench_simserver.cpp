// The simulated server's HTTP face under many concurrent streams, in-process on 127.0.0.1.
//   bench_simserver [--streams N[,N...]] [--seconds S] [--tokens T] [--step-ms MS]
// For each level N it keeps N streaming chat requests open (closed loop: a finished stream is
// replaced at once), with a fixed engine step time so the engine itself adds nothing that
// grows with N. It reports the SSE events delivered per second, the CPU time of the server's
// event-loop thread (events per CPU second = per core), and how much the HTTP face adds to
// TTFT: client-measured TTFT minus the server's own ttft_ms (llmcap_timings), p50 and p99.
// Client and server share the machine, so the client's own cost is included; read the
// figures as an upper bound of what the server adds.
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>

#include <curl/curl.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
#include <vector>

using namespace llmcap;

namespace {

struct Stream
{
    CURL *easy = nullptr;
    QElapsedTimer started;
    double firstContentMs = -1;
    double serverTtftMs = -1;
    qint64 events = 0;
    std::string tail; // unparsed end of the last read
};

std::vector<double> g_added; // client TTFT - server TTFT, ms

size_t onData(char *p, size_t size, size_t n, void *user)
{
    auto *s = static_cast<Stream *>(user);
    const size_t bytes = size * n;
    s->tail.append(p, bytes);
    size_t pos = 0;
    while (true) {
        const size_t end = s->tail.find("\n\n", pos);
        if (end == std::string::npos)
            break;
        const std::string_view event(s->tail.data() + pos, end - pos);
        ++s->events;
        if (s->firstContentMs < 0 && event.find("\"content\":\"") != std::string_view::npos &&
            event.find("\"content\":\"\"") == std::string_view::npos)
            s->firstContentMs = double(s->started.nsecsElapsed()) / 1e6;
        const size_t t = event.find("\"ttft_ms\":");
        if (t != std::string_view::npos)
            s->serverTtftMs = std::strtod(event.data() + t + 10, nullptr);
        pos = end + 2;
    }
    s->tail.erase(0, pos);
    return bytes;
}

// CPU seconds of this process's thread called name (from /proc), -1 if not found.
double threadCpuSeconds(const char *name)
{
    const QStringList tasks =
        QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &tid : tasks) {
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(tid));
        if (!comm.open(QIODevice::ReadOnly) || comm.readAll().trimmed() != name)
            continue;
        QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(tid));
        if (!stat.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        // fields[0] is state (field 3); utime and stime are fields 14 and 15.
        const double ticks = fields.value(11).toDouble() + fields.value(12).toDouble();
        return ticks / double(sysconf(_SC_CLK_TCK));
    }
    return -1;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QList<int> levels = {100, 250, 500, 1000, 2000};
    double seconds = 4;
    int tokens = 50;
    double stepMs = 20;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString &k = args.at(i);
        const QString &v = args.at(i + 1);
        if (k == QLatin1String("--streams")) {
            levels.clear();
            for (const QString &n : v.split(QLatin1Char(',')))
                levels.append(n.toInt());
        } else if (k == QLatin1String("--seconds")) {
            seconds = v.toDouble();
        } else if (k == QLatin1String("--tokens")) {
            tokens = v.toInt();
        } else if (k == QLatin1String("--step-ms")) {
            stepMs = v.toDouble();
        }
    }
    curl_global_init(CURL_GLOBAL_DEFAULT);

    SimServerOptions options;
    options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    EngineConfig &e = options.service.preset.engine;
    e.kvBlocks = 1 << 20;
    e.maxNumSeqs = 1 << 20;
    e.maxNumBatchedTokens = 1 << 24;
    options.service.preset.stepTime = StepTimeParams{};
    options.service.preset.stepTime.peakFlopsPerSec = 0;
    options.service.preset.stepTime.memBandwidthBytesPerSec = 0;
    options.service.preset.stepTime.perStepSec = stepMs / 1000.0;
    SimServer server(options);
    if (const Status s = server.start(); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error()));
        return 1;
    }
    const std::string url = server.url().toString().toStdString() + "/v1/chat/completions";
    const std::string body =
        "{\"model\":\"llmcap/tiny-0.5b\",\"messages\":[{\"role\":\"user\",\"content\":\"how many "
        "streams can one core hold\"}],\"max_tokens\":" +
        std::to_string(tokens) +
        ",\"ignore_eos\":true,\"stream\":true,\"stream_options\":{\"include_usage\":true}}";
    curl_slist *headers = curl_slist_append(nullptr, "Content-Type: application/json");

    double load[3] = {0, 0, 0};
    getloadavg(load, 3);
    std::printf("fixed engine step %.0f ms, %d tokens per stream, %.0f s per level, %ld CPUs, "
                "load average %.1f\n",
                stepMs, tokens, seconds, sysconf(_SC_NPROCESSORS_ONLN), load[0]);
    std::printf("%8s %12s %14s %12s %10s %10s %10s %8s\n", "streams", "events/s", "server cpu %",
                "events/cpu-s", "added p50", "added p99", "samples", "errors");
    for (int level : levels) {
        CURLM *multi = curl_multi_init();
        curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, long(level + 16));
        std::vector<Stream> streams(static_cast<size_t>(level));
        auto launch = [&](Stream &s) {
            if (!s.easy)
                s.easy = curl_easy_init();
            curl_easy_setopt(s.easy, CURLOPT_URL, url.c_str());
            curl_easy_setopt(s.easy, CURLOPT_POSTFIELDS, body.c_str());
            curl_easy_setopt(s.easy, CURLOPT_HTTPHEADER, headers);
            curl_easy_setopt(s.easy, CURLOPT_WRITEFUNCTION, onData);
            curl_easy_setopt(s.easy, CURLOPT_WRITEDATA, &s);
            curl_easy_setopt(s.easy, CURLOPT_PRIVATE, &s);
            curl_easy_setopt(s.easy, CURLOPT_NOSIGNAL, 1L);
            s.firstContentMs = s.serverTtftMs = -1;
            s.tail.clear();
            s.started.start();
            curl_multi_add_handle(multi, s.easy);
        };
        for (Stream &s : streams)
            launch(s);
        g_added.clear();
        QElapsedTimer wall;
        wall.start();
        const double warmup = std::max(1.0, tokens * stepMs / 1000.0 * 1.5);
        bool measuring = false;
        double cpu0 = 0;
        qint64 events0 = 0, errors = 0;
        int running = 1;
        while (wall.elapsed() < (warmup + seconds) * 1000) {
            if (!measuring && wall.elapsed() >= warmup * 1000) {
                measuring = true;
                cpu0 = threadCpuSeconds("llmcap-sim");
                events0 = 0;
                for (const Stream &s : streams)
                    events0 += s.events;
                g_added.clear();
                errors = 0;
            }
            curl_multi_perform(multi, &running);
            int left = 0;
            while (CURLMsg *m = curl_multi_info_read(multi, &left)) {
                if (m->msg != CURLMSG_DONE)
                    continue;
                Stream *s = nullptr;
                curl_easy_getinfo(m->easy_handle, CURLINFO_PRIVATE, &s);
                if (m->data.result != CURLE_OK || s->serverTtftMs < 0)
                    ++errors;
                else if (measuring)
                    g_added.push_back(s->firstContentMs - s->serverTtftMs);
                curl_multi_remove_handle(multi, m->easy_handle);
                launch(*s);
            }
            curl_multi_poll(multi, nullptr, 0, 50, nullptr);
        }
        const double cpu = threadCpuSeconds("llmcap-sim") - cpu0;
        qint64 events = -events0;
        for (const Stream &s : streams)
            events += s.events;
        std::printf("%8d %12.0f %14.1f %12.0f %8.2fms %8.2fms %10zu %8lld\n", level,
                    double(events) / seconds, 100.0 * cpu / seconds,
                    cpu > 0 ? double(events) / cpu : 0.0, percentile(g_added, 0.5),
                    percentile(g_added, 0.99), g_added.size(), static_cast<long long>(errors));
        std::fflush(stdout);
        for (Stream &s : streams) {
            curl_multi_remove_handle(multi, s.easy);
            curl_easy_cleanup(s.easy);
        }
        curl_multi_cleanup(multi);
    }
    curl_slist_free_all(headers);
    server.stop();
    return 0;
}
