// Soak (issue 20): the built-in simulated server with faults injected (errors, stalls, broken
// streams) and the benchmark client on the path of `llmcap-cli bench` (BenchRunner with the
// database writer, so the database grows as in real use), in this process, for --minutes at a
// steady moderate rate: one run after another (a run per --run-s), as a user repeats runs. Every
// --interval-s (a minute) one CSV row: RSS (VmRSS), open file descriptors, the database's size
// per stored request and the event loop's delay (a 10 ms timer's lateness, p50/p99/max over the
// interval). At the end the RSS slope after the warm-up and its growth; exit code 1 when RSS
// grew more than --rss-bound (a fraction) after the warm-up.
//
//   bench_soak [--minutes 1] [--rate 10] [--run-s 60] [--interval-s 60] [--warmup-minutes 5]
//              [--rss-bound 0.10] [--faults SPEC] [--preset tiny-cpu] [--speed 20]
//              [--input 256] [--output 64] [--db FILE] [--csv FILE] [--seed 1]
//
// The full soak: nice bench_soak --minutes 60 --csv soak.csv; scripts/plot-soak.py draws it.
#include "bench/BenchRunner.h"
#include "bench/EndpointProbe.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/FaultSpec.h"
#include "simserver/SimServer.h"
#include "util/EventLoopLatencyProbe.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <vector>

using namespace llmcap;

namespace {

qint64 rssKiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return 0;
}

qint64 openFds()
{
    return qint64(QDir(QStringLiteral("/proc/self/fd"))
                      .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)
                      .size()) -
           1; // the directory listing's own descriptor
}

qint64 databaseBytes(const QString &path)
{
    qint64 bytes = 0;
    for (const char *suffix : {"", "-wal"})
        bytes += QFileInfo(path + QLatin1String(suffix)).size();
    return bytes;
}

struct Row
{
    double minute = 0;
    qint64 rssKiB = 0;
};

// Least-squares slope of rss over minute.
double slopeKiBPerMinute(const std::vector<Row> &rows)
{
    if (rows.size() < 2)
        return 0;
    double mx = 0, my = 0;
    for (const Row &r : rows) {
        mx += r.minute;
        my += double(r.rssKiB);
    }
    mx /= double(rows.size());
    my /= double(rows.size());
    double num = 0, den = 0;
    for (const Row &r : rows) {
        num += (r.minute - mx) * (double(r.rssKiB) - my);
        den += (r.minute - mx) * (r.minute - mx);
    }
    return den > 0 ? num / den : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Soak: the built-in server with faults and the bench client storing every request, for "
        "--minutes; one CSV row per interval (RSS, open fds, database bytes per stored request, "
        "event-loop delay). Exit code 1 when RSS grows more than --rss-bound after the "
        "warm-up."));
    parser.addHelpOption();
    auto opt = [&](const char *name, const char *help, const char *def) {
        parser.addOption(QCommandLineOption(QLatin1String(name), QLatin1String(help),
                                            QStringLiteral("V"), QLatin1String(def)));
    };
    opt("minutes", "Total time in minutes.", "1");
    opt("rate", "Requests per second (Poisson arrivals).", "10");
    opt("run-s", "Length of one run's window in seconds; runs follow each other.", "60");
    opt("interval-s", "Seconds between report rows.", "60");
    opt("warmup-minutes", "Minutes before the RSS check starts.", "5");
    opt("rss-bound", "Largest allowed RSS growth after the warm-up, as a fraction.", "0.10");
    opt("faults", "The server's fault spec.",
        "status500=0.01,status503=0.01,status429=0.01,drop=0.01,stall=0.01:2000,"
        "malformed=0.005,nodone=0.005,errorevent=0.005");
    opt("preset", "The built-in server's preset.", "tiny-cpu");
    opt("speed", "The built-in server's speed (tiny-cpu saturates at about 3 req/s at speed 1).",
        "20");
    opt("input", "Prompt tokens per request.", "256");
    opt("output", "Output tokens per request.", "64");
    opt("db", "Database file (default: a temporary one).", "");
    opt("csv", "Write the rows to this file too.", "");
    opt("seed", "Seed of the server and the plan.", "1");
    parser.process(app);
    auto num = [&](const char *name) { return parser.value(QLatin1String(name)).toDouble(); };

    const double minutes = num("minutes");
    const double intervalS = num("interval-s");
    const double runS = num("run-s");
    const double warmupMinutes = num("warmup-minutes");
    const double rssBound = num("rss-bound");
    if (!(minutes > 0) || !(intervalS > 0) || !(runS > 0)) {
        std::fprintf(stderr, "bench_soak: --minutes, --interval-s and --run-s must be above 0\n");
        return 2;
    }
    auto faults = FaultSpec::parse(parser.value(QStringLiteral("faults")));
    if (!faults) {
        std::fprintf(stderr, "bench_soak: %s\n", qPrintable(faults.error()));
        return 2;
    }
    const auto preset = SimPresetCatalog::builtin().find(parser.value(QStringLiteral("preset")));
    if (!preset) {
        std::fprintf(stderr, "bench_soak: no such preset\n");
        return 2;
    }
    const quint64 seed = parser.value(QStringLiteral("seed")).toULongLong();

    QTemporaryDir tmp;
    QString dbPath = parser.value(QStringLiteral("db"));
    if (dbPath.isEmpty())
        dbPath = tmp.filePath(QStringLiteral("soak.sqlite"));
    else
        for (const char *suffix : {"", "-wal", "-shm"})
            QFile::remove(dbPath + QLatin1String(suffix));

    SimServerOptions options;
    options.service.preset = *preset;
    options.service.speed = num("speed");
    options.service.seed = seed;
    options.service.faults = *faults;
    SimServer server(options);
    if (Status s = server.start(); !s) {
        std::fprintf(stderr, "bench_soak: %s\n", qPrintable(s.error()));
        return 2;
    }

    BenchConfig config;
    config.target.baseUrl = server.url();
    config.plan.workload = Workload::single(int(num("input")), int(num("output")));
    config.plan.arrival.kind = ArrivalProcess::Kind::Poisson;
    config.plan.rateRps = num("rate");
    config.plan.warmupS = 0;
    config.requestTimeoutMs = 30'000;
    config.drainTimeoutMs = 10'000;
    config.scheduleLagBoundMs = 1000; // measured and reported, not a reason to stop
    config.scrapeIntervalMs = 1000;
    config.label = QStringLiteral("soak");
    auto endpoint = EndpointProbe(config.target).withMetrics(true).probe();
    if (!endpoint) {
        std::fprintf(stderr, "bench_soak: %s\n", qPrintable(endpoint.error()));
        return 2;
    }

    QFile csvFile(parser.value(QStringLiteral("csv")));
    if (!csvFile.fileName().isEmpty() && !csvFile.open(QIODevice::WriteOnly | QIODevice::Text)) {
        std::fprintf(stderr, "bench_soak: cannot write %s\n", qPrintable(csvFile.fileName()));
        return 2;
    }
    QTextStream out(stdout);
    QTextStream csv(&csvFile);
    auto emitLine = [&](const QString &line) {
        out << line << Qt::endl;
        if (csvFile.isOpen())
            csv << line << Qt::endl;
    };
    std::fprintf(stderr,
                 "soak: %.1f min, %.1f req/s, %d+%d tokens, runs of %.0f s, faults %s, db %s\n",
                 minutes, num("rate"), int(num("input")), int(num("output")), runS,
                 qPrintable(faults->toString()), qPrintable(dbPath));
    emitLine(QStringLiteral("minute,rss_kib,fds,db_bytes,stored_requests,db_bytes_per_request,"
                            "loop_p50_ms,loop_p99_ms,loop_max_ms,runs,requests,errors"));

    EventLoopLatencyProbe probe;
    probe.setIntervalMs(10);
    probe.start();

    QElapsedTimer clock;
    clock.start();
    const qint64 totalMs = qint64(minutes * 60'000);
    qint64 storedBefore = 0; // requests stored by finished runs
    qint64 requestsBefore = 0, errorsBefore = 0;
    int runs = 0;
    std::unique_ptr<BenchRunner> runner;
    std::vector<Row> rows;

    auto report = [&] {
        const double minute = double(clock.elapsed()) / 60'000.0;
        qint64 stored = storedBefore, requests = requestsBefore, errors = errorsBefore;
        if (runner && runner->isRunning()) {
            const LoadProgress p = runner->progress();
            stored += qint64(runner->records().size());
            requests += p.finished;
            errors += p.errors;
        }
        const EventLoopLatencyProbe::Summary loop = probe.summary();
        probe.reset();
        const qint64 bytes = databaseBytes(dbPath);
        const Row row{minute, rssKiB()};
        rows.push_back(row);
        emitLine(QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12")
                     .arg(minute, 0, 'f', 2)
                     .arg(row.rssKiB)
                     .arg(openFds())
                     .arg(bytes)
                     .arg(stored)
                     .arg(stored > 0 ? double(bytes) / double(stored) : 0.0, 0, 'f', 1)
                     .arg(loop.p50Ms, 0, 'f', 3)
                     .arg(loop.p99Ms, 0, 'f', 3)
                     .arg(loop.maxMs, 0, 'f', 3)
                     .arg(runs)
                     .arg(requests)
                     .arg(errors));
    };
    QTimer reportTimer;
    reportTimer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&reportTimer, &QTimer::timeout, report);
    reportTimer.start(int(intervalS * 1000));

    int failedStarts = 0;
    while (clock.elapsed() + 1000 < totalMs) {
        BenchConfig c = config;
        c.plan.durationS = std::min(runS, double(totalMs - clock.elapsed()) / 1000.0 - 0.5);
        c.plan.seed = seed + quint64(runs);
        runner = std::make_unique<BenchRunner>(c, *endpoint);
        runner->setDatabasePath(dbPath);
        if (Status s = runner->start(); !s) {
            std::fprintf(stderr, "bench_soak: run %d did not start: %s\n", runs,
                         qPrintable(s.error()));
            runner.reset();
            if (++failedStarts > 3)
                return 2;
            continue;
        }
        QEventLoop loop;
        QObject::connect(runner.get(), &BenchRunner::finished, &loop, &QEventLoop::quit);
        loop.exec();
        ++runs;
        const RunResult &r = runner->result();
        storedBefore += r.storedRequests;
        requestsBefore += qint64(runner->records().size());
        for (const RequestRecord &rec : runner->records())
            errorsBefore += rec.succeeded() ? 0 : 1;
        if (r.status == RunInfo::Status::Incomplete)
            std::fprintf(stderr, "bench_soak: run %lld is incomplete in the database\n", r.runId);
        runner.reset();
    }
    // The last row at the end, unless one was just written.
    QEventLoop tail;
    QTimer::singleShot(std::max<qint64>(0, totalMs - clock.elapsed()), &tail, &QEventLoop::quit);
    tail.exec();
    if (rows.empty() || double(clock.elapsed()) / 60'000.0 - rows.back().minute > 0.05)
        report();
    reportTimer.stop();
    probe.stop();
    server.stop();

    std::vector<Row> after;
    for (const Row &r : rows)
        if (r.minute >= warmupMinutes - 1e-6)
            after.push_back(r);
    std::fprintf(stderr, "soak: %d runs, %lld requests, %lld errors, %lld stored, db %lld bytes\n",
                 runs, requestsBefore, errorsBefore, storedBefore, databaseBytes(dbPath));
    if (after.size() < 2) {
        std::fprintf(stderr, "soak: too short for the RSS check (%zu rows after minute %.1f)\n",
                     after.size(), warmupMinutes);
        return 0;
    }
    const double slope = slopeKiBPerMinute(after);
    const double growth =
        double(after.back().rssKiB - after.front().rssKiB) / double(after.front().rssKiB);
    std::fprintf(stderr,
                 "soak: RSS after minute %.1f: %lld -> %lld KiB (%+.1f %%), slope %+.1f KiB/min "
                 "(bound %+.0f %%)\n",
                 warmupMinutes, after.front().rssKiB, after.back().rssKiB, growth * 100, slope,
                 rssBound * 100);
    if (growth > rssBound) {
        std::fprintf(stderr, "soak: FAIL: RSS grew %.1f %% after the warm-up\n", growth * 100);
        return 1;
    }
    return 0;
}
