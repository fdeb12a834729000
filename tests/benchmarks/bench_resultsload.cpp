// How long the Results page's loads take for a large run: they run on the GUI thread
// (ResultsPage::openRun, ::refresh), so their time is how long the window stops answering.
// Stores one completed run of --requests synthetic requests with --tokens output chunks each
// (one chunk per token, as a streaming server sends them) in a temporary database, then times
// RunRepository::requests (the rows), RunDetail::load (rows, metrics, SLO, server view; what
// opening the run reads, now off the GUI thread), ResultsHistory::load (the history list) and,
// in a GUI build (offscreen), RunDetailPanel::setDetail (what stays on the GUI thread: tables,
// scatter and histograms), and prints the peak RSS.
//
//   bench_resultsload [--requests 20000] [--tokens 100] [--repeats 3] [--runs 0]
//                     [--screenshot PNG]
//
// --runs N stores N further completed runs without requests, each with the default sweep's step
// configuration and the big run's metrics as its summary (about the 1.5 KB and 8 KB a real run
// stores), so that the history list has N + 1 rows to read.
//
// It measures and prints; it asserts nothing about timings.
#include "BenchArgs.h"
#include "bench/EndpointProbe.h"
#include "bench/RunMetrics.h"
#include "results/ResultsHistory.h"
#include "results/RunDetail.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "sweep/SweepDefaults.h"

#ifdef LLMCAP_BENCH_GUI
#include "results/Histogram.h"
#include "results/HistogramChart.h"
#include "results/RunDetailPanel.h"
#include "results/TtftScatterChart.h"

#include <QApplication>
#endif
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace llmcap;

namespace {

std::vector<RequestRecord> synthetic(int requests, int tokens)
{
    std::vector<RequestRecord> records;
    records.reserve(size_t(requests));
    const qint64 ms = 1'000'000;
    for (int i = 0; i < requests; ++i) {
        RequestRecord r;
        r.index = i;
        r.className = QStringLiteral("chat");
        r.scheduledNs = qint64(i) * 10 * ms; // 100 req/s
        r.dispatchedNs = r.scheduledNs + ms / 10;
        r.sentNs = r.dispatchedNs + ms / 10;
        r.firstByteNs = r.sentNs + 50 * ms;
        r.firstTokenNs = r.firstByteNs + (i % 97) * ms;
        for (int t = 0; t < tokens; ++t)
            r.chunks.push_back({r.firstTokenNs + qint64(t) * (20 + i % 7) * ms, 1});
        r.lastTokenNs = r.chunks.empty() ? r.firstTokenNs : r.chunks.back().tNs;
        r.endNs = r.lastTokenNs + ms;
        r.plannedInputTokens = 200;
        r.plannedOutputTokens = tokens;
        r.promptTokens = 200;
        r.completionTokens = tokens;
        r.httpStatus = 200;
        r.finishReason = QStringLiteral("length");
        records.push_back(std::move(r));
    }
    return records;
}

long peakRssMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "The Results page's loads for a large stored run: rows, run detail and history, timed.",
            {QStringLiteral("--requests N"), QStringLiteral("--tokens N"),
             QStringLiteral("--repeats N"), QStringLiteral("--runs N"),
             QStringLiteral("--screenshot FILE")});
        code >= 0)
        return code;
#ifdef LLMCAP_BENCH_GUI
    QApplication app(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    int requests = 20000, tokens = 100, repeats = 3;
    QString screenshot;
    int extraRuns = 0;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const int v = args.at(i + 1).toInt();
        if (args.at(i) == QLatin1String("--requests"))
            requests = v;
        else if (args.at(i) == QLatin1String("--tokens"))
            tokens = v;
        else if (args.at(i) == QLatin1String("--repeats"))
            repeats = std::max(1, v);
        else if (args.at(i) == QLatin1String("--runs"))
            extraRuns = std::max(0, v);
        else if (args.at(i) == QLatin1String("--screenshot"))
            screenshot = args.at(i + 1);
    }
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("results.sqlite")));
    if (!db) {
        std::fprintf(stderr, "database: %s\n", qPrintable(db.error()));
        return 3;
    }
    RunRepository runs(**db);
    RunInfo info;
    info.label = QStringLiteral("bench_resultsload");
    info.startedAt = QDateTime::currentDateTimeUtc();
    info.config = QJsonObject{{QStringLiteral("schedule_lag_bound_ms"), 5.0}};
    auto id = runs.createRun(info);
    if (!id) {
        std::fprintf(stderr, "run: %s\n", qPrintable(id.error()));
        return 3;
    }
    RunWindow window;
    window.startNs = 0;
    window.endNs = qint64(requests) * 10'000'000;
    {
        const std::vector<RequestRecord> records = synthetic(requests, tokens);
        QElapsedTimer t;
        t.start();
        const Status s = (*db)->transaction([&] {
            if (Status in = runs.insertRequests(*id, records); !in)
                return in;
            return runs.finishRun(*id, RunInfo::Status::Completed, window, QJsonObject{});
        });
        if (!s) {
            std::fprintf(stderr, "insert: %s\n", qPrintable(s.error()));
            return 3;
        }
        std::printf("stored %d requests x %d chunks in %.0f ms; database %.1f MiB\n", requests,
                    tokens, double(t.nsecsElapsed()) / 1e6,
                    double(QFileInfo(dir.filePath(QStringLiteral("results.sqlite"))).size() +
                           QFileInfo(dir.filePath(QStringLiteral("results.sqlite-wal"))).size()) /
                        (1 << 20));
    }
    if (extraRuns > 0) {
        auto records = runs.requests(*id);
        const QJsonObject summary =
            RunMetrics::compute(*records, window, RunMetrics::Options{}).toJson();
        const QJsonObject config =
            defaultSweepSetup().config.stepConfig(1, 0, 2.0).toJson(EndpointInfo{});
        QElapsedTimer t;
        t.start();
        const Status s = (*db)->transaction([&] {
            for (int k = 0; k < extraRuns; ++k) {
                RunInfo more = info;
                more.config = config;
                auto extra = runs.createRun(more);
                if (!extra)
                    return Status::failure(extra.error());
                if (Status f = runs.finishRun(*extra, RunInfo::Status::Completed, window, summary);
                    !f)
                    return f;
            }
            return Status{};
        });
        if (!s) {
            std::fprintf(stderr, "runs: %s\n", qPrintable(s.error()));
            return 3;
        }
        std::printf("stored %d more runs (config %lld B, summary %lld B) in %.0f ms\n", extraRuns,
                    qlonglong(QJsonDocument(config).toJson(QJsonDocument::Compact).size()),
                    qlonglong(QJsonDocument(summary).toJson(QJsonDocument::Compact).size()),
                    double(t.nsecsElapsed()) / 1e6);
    }
    auto time = [&](const char *name, const std::function<bool()> &body) {
        double best = 1e300, sum = 0;
        for (int k = 0; k < repeats; ++k) {
            QElapsedTimer t;
            t.start();
            if (!body()) {
                std::printf("%-24s failed\n", name);
                return;
            }
            const double msTaken = double(t.nsecsElapsed()) / 1e6;
            best = std::min(best, msTaken);
            sum += msTaken;
        }
        std::printf("%-24s best %8.1f ms, mean %8.1f ms (%d runs)\n", name, best, sum / repeats,
                    repeats);
    };
    time("RunRepository::requests", [&] { return runs.requests(*id).ok(); });
    time("RunDetail::load", [&] { return RunDetail::load(**db, *id).ok(); });
    time("RunRepository::runs", [&] { return runs.runs().ok(); });
    time("ResultsHistory::load", [&] { return ResultsHistory::load(**db).ok(); });
#ifdef LLMCAP_BENCH_GUI
    if (auto detail = RunDetail::load(**db, *id)) {
        RunDetailPanel panel;
        panel.resize(1280, 800);
        panel.show();
        time("RunDetailPanel::setDetail", [&] {
            panel.setDetail(*detail);
            QCoreApplication::processEvents(); // lay out and paint what it set
            return true;
        });
        // Its parts.
        time("  TTFT scatter", [&] {
            panel.scatter()->setPoints(detail->ttftByInput);
            QCoreApplication::processEvents();
            return true;
        });
        time("  three histograms", [&] {
            const MetricSet &o = detail->metrics.overall;
            panel.ttftHistogram()->setHistogram(Histogram::of(detail->ttftMs), o.ttft.p50,
                                                o.ttft.p99);
            panel.tpotHistogram()->setHistogram(Histogram::of(detail->tpotMs), o.tpot.p50,
                                                o.tpot.p99);
            panel.e2eHistogram()->setHistogram(Histogram::of(detail->e2eMs), o.e2e.p50, o.e2e.p99);
            QCoreApplication::processEvents();
            return true;
        });
        if (!screenshot.isEmpty()) {
            panel.setDetail(*detail);
            QCoreApplication::processEvents();
            panel.grab().save(screenshot);
        }
    }
#endif
    std::printf("peak RSS %ld MiB\n", peakRssMiB());
    return 0;
}
