// The simulated server's HTTP face under many concurrent streams, in-process on 127.0.0.1.
//   bench_simserver [--streams N[,N...]] [--seconds S] [--tokens T] [--step-ms MS]
// For each level N it keeps N streaming chat requests open on N keep-alive connections
// (closed loop: a finished stream is followed at once by the next request; output lengths
// spread between T/2 and 3T/2 tokens so the streams desynchronise), with a fixed
// engine step time so the engine adds nothing that grows with N. It reports the SSE events
// delivered per second, the CPU time of the server's event-loop thread (events per CPU second
// = per core), and what the HTTP face adds to TTFT: client-measured TTFT minus the server's
// own ttft_ms (llmcap_timings), p50 and p99. The client is a minimal epoll loop reading raw
// sockets (it only looks for event markers), so that it costs far less than the server; both
// share the machine, so read the figures as an upper bound of what the server adds.
#include "BenchArgs.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace llmcap;

namespace {

QElapsedTimer g_clock;

double nowMs()
{
    return double(g_clock.nsecsElapsed()) / 1e6;
}

struct Conn
{
    int fd = -1;
    double sentMs = 0;
    double firstContentMs = -1;
    double serverTtftMs = -1;
    qint64 events = 0;
    std::string buffer;
    size_t scanned = 0;
};

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
        // fields[0] is the state (field 3 of stat); utime and stime are fields 14 and 15.
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

int connectTo(quint16 port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "The simulated server's HTTP face: concurrent streams, SSE events per "
            "CPU second, added TTFT.",
            {QStringLiteral("--streams N,N"), QStringLiteral("--seconds S"),
             QStringLiteral("--tokens N"), QStringLiteral("--step-ms MS")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    QList<int> levels = {100, 250, 500, 1000, 2000, 4000};
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
    // Output lengths spread over [tokens/2, 3*tokens/2) so that the streams do not all start
    // and end in the same step (a closed loop of equal streams would send requests in bursts).
    std::vector<std::string> requests;
    for (int k = 0; k < 16; ++k) {
        const int length = std::max(2, tokens / 2 + k * tokens / 16);
        const std::string body =
            "{\"model\":\"llmcap/tiny-0.5b\",\"messages\":[{\"role\":\"user\",\"content\":"
            "\"how many streams can one core hold\"}],\"max_tokens\":" +
            std::to_string(length) +
            ",\"ignore_eos\":true,\"stream\":true,\"stream_options\":{\"include_usage\":true}}";
        requests.push_back("POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                           "Content-Type: application/json\r\nContent-Length: " +
                           std::to_string(body.size()) + "\r\n\r\n" + body);
    }
    size_t nextRequest = 0;

    double load[3] = {0, 0, 0};
    getloadavg(load, 3);
    std::printf("fixed engine step %.0f ms, %d tokens per stream, %.0f s per level, %ld CPUs, "
                "load average %.1f\n",
                stepMs, tokens, seconds, sysconf(_SC_NPROCESSORS_ONLN), load[0]);
    std::printf("%8s %12s %14s %14s %11s %11s %9s %7s\n", "streams", "events/s", "server cpu %",
                "events/cpu-s", "added p50", "added p99", "samples", "errors");
    g_clock.start();
    for (int level : levels) {
        const int ep = ::epoll_create1(0);
        std::vector<Conn> conns(static_cast<size_t>(level));
        int errors = 0;
        auto send = [&](Conn &c) {
            c.firstContentMs = c.serverTtftMs = -1;
            c.buffer.clear();
            c.scanned = 0;
            c.sentMs = nowMs();
            const std::string &request = requests[nextRequest++ % requests.size()];
            if (::send(c.fd, request.data(), request.size(), MSG_NOSIGNAL) !=
                ssize_t(request.size()))
                ++errors;
        };
        for (size_t i = 0; i < conns.size(); ++i) {
            Conn &c = conns[i];
            c.fd = connectTo(server.port());
            if (c.fd < 0) {
                ++errors;
                continue;
            }
            epoll_event ev{};
            ev.events = EPOLLIN;
            ev.data.ptr = &c;
            ::epoll_ctl(ep, EPOLL_CTL_ADD, c.fd, &ev);
            send(c);
        }
        std::vector<double> added;
        const double warmupMs = std::max(1000.0, tokens * stepMs * 3.0);
        const double start = nowMs();
        bool measuring = false;
        double cpu0 = 0;
        qint64 events = 0;
        std::vector<epoll_event> ready(1024);
        char buf[65536];
        while (nowMs() - start < warmupMs + seconds * 1000) {
            if (!measuring && nowMs() - start >= warmupMs) {
                measuring = true;
                cpu0 = threadCpuSeconds("llmcap-sim");
                events = 0;
                added.clear();
                errors = 0;
            }
            const int n = ::epoll_wait(ep, ready.data(), int(ready.size()), 50);
            for (int i = 0; i < n; ++i) {
                Conn &c = *static_cast<Conn *>(ready[size_t(i)].data.ptr);
                const ssize_t got = ::recv(c.fd, buf, sizeof buf, 0);
                if (got <= 0) {
                    ++errors;
                    ::epoll_ctl(ep, EPOLL_CTL_DEL, c.fd, nullptr);
                    continue;
                }
                const double at = nowMs();
                c.buffer.append(buf, size_t(got));
                // Scan the new bytes (with a little overlap for markers split across reads).
                size_t from = c.scanned > 24 ? c.scanned - 24 : 0;
                for (size_t p = c.buffer.find("data: ", from); p != std::string::npos;
                     p = c.buffer.find("data: ", p + 6))
                    if (p >= c.scanned)
                        ++events;
                if (c.firstContentMs < 0 &&
                    c.buffer.find("{\"content\":\"", from) != std::string::npos)
                    c.firstContentMs = at;
                const size_t t = c.buffer.find("\"ttft_ms\":", from);
                if (t != std::string::npos)
                    c.serverTtftMs = std::strtod(c.buffer.c_str() + t + 10, nullptr);
                c.scanned = c.buffer.size();
                if (c.buffer.size() >= 5 &&
                    c.buffer.compare(c.buffer.size() - 5, 5, "0\r\n\r\n") == 0) {
                    if (measuring && c.firstContentMs >= 0 && c.serverTtftMs >= 0)
                        added.push_back(c.firstContentMs - c.sentMs - c.serverTtftMs);
                    send(c);
                }
            }
        }
        const double cpu = threadCpuSeconds("llmcap-sim") - cpu0;
        std::printf("%8d %12.0f %14.1f %14.0f %9.2fms %9.2fms %9zu %7d\n", level,
                    double(events) / seconds, 100.0 * cpu / seconds,
                    cpu > 0 ? double(events) / cpu : 0.0, percentile(added, 0.5),
                    percentile(added, 0.99), added.size(), errors);
        std::fflush(stdout);
        for (Conn &c : conns)
            if (c.fd >= 0)
                ::close(c.fd);
        ::close(ep);
    }
    server.stop();
    return 0;
}
