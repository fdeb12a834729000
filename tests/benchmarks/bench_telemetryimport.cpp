// How fast the telemetry importer reads a Langfuse export, and how much memory it holds:
// generates N observations_v2 observations as JSONL (about 10 per run, the fixture the tests
// use) in a temporary file, imports them into a counting sink and then into a temporary
// database (TelemetryRepository's writer inside one Database::transaction, as the CLI does),
// then computes the stored dataset's shape (ShapeAnalysis, as `telemetry analyze` does), and
// prints each step's wall and CPU seconds, records per second and the peak RSS. Each
// size runs in a child process of its own, so that one size's peak does not hide another's.
//
//   bench_telemetryimport [--observations 100000,1000000] [--no-database]
//
// It measures and prints; it asserts nothing about timings.
#include "BenchArgs.h"
#include "TelemetryFixtures.h"

#include "storage/Database.h"
#include "telemetry/ShapeAnalysis.h"
#include "telemetry/TelemetryRepository.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>

using namespace llmcap;

namespace {

long peakRssMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

int runOne(int observations, bool database)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("observations_v2.jsonl"));
    test::LangfuseFixture f;
    f.observations = observations;
    f.perRun = 10;
    QElapsedTimer timer;
    timer.start();
    if (!test::writeLangfuse(path, f)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    const double writeS = double(timer.nsecsElapsed()) / 1e9;
    const double fileMiB = double(QFileInfo(path).size()) / (1024.0 * 1024.0);
    const long rssBeforeMiB = peakRssMiB();

    qint64 llmCalls = 0, tokens = 0;
    const Pseudonymizer pseudonymizer(QByteArray(32, 'k'));
    TelemetryImportOptions options;
    options.format = TelemetryImportOptions::Format::Langfuse;
    const double cpu0 = cpuSeconds();
    timer.restart();
    const auto report =
        TelemetryImporter::run(path, options, pseudonymizer, [&](const TelemetryRecord &r) {
            if (r.kind == TelemetryRecord::Kind::LlmCall)
                ++llmCalls;
            tokens += qMax(0, r.inputTokens);
            return Status();
        });
    const double importS = double(timer.nsecsElapsed()) / 1e9;
    const double importCpuS = cpuSeconds() - cpu0;
    if (!report.ok()) {
        std::fprintf(stderr, "import failed: %s\n", qPrintable(report.error()));
        return 1;
    }
    std::printf("observations %d  file %.0f MiB (written in %.1f s)\n", observations, fileMiB,
                writeS);
    std::printf("  import: %.2f s wall, %.2f s CPU, %.0f records/s, %.0f MiB/s\n", importS,
                importCpuS, double(report->imported) / importS, fileMiB / importS);
    std::printf("  records %lld, LLM calls %lld, input tokens %lld, skipped %lld, unit %s\n",
                (long long)report->imported, (long long)llmCalls, (long long)tokens,
                (long long)report->skipped, qPrintable(report->latencyUnit));
    std::printf("  peak RSS: %ld MiB (before the import: %ld MiB)\n", peakRssMiB(), rssBeforeMiB);
    std::fflush(stdout);
    if (!database)
        return 0;
    const QString dbPath = dir.filePath(QStringLiteral("telemetry.sqlite"));
    auto db = Database::open(dbPath);
    if (!db.ok()) {
        std::fprintf(stderr, "cannot open the database: %s\n", qPrintable(db.error()));
        return 1;
    }
    TelemetryRepository repository(**db);
    Result<TelemetryImportReport> stored = Result<TelemetryImportReport>::failure(QString());
    const double dbCpu0 = cpuSeconds();
    timer.restart();
    const Status s = (*db)->transaction([&]() -> Status {
        TelemetryDataset dataset;
        dataset.name = QStringLiteral("bench");
        dataset.format = QStringLiteral("langfuse");
        dataset.sourceFile = QFileInfo(path).fileName();
        const Result<qint64> id = repository.create(dataset);
        if (!id.ok())
            return Status::failure(id.error());
        const auto writer = repository.writer(*id);
        stored = TelemetryImporter::run(path, options, pseudonymizer,
                                        [&](const TelemetryRecord &r) { return writer->add(r); });
        if (!stored.ok())
            return Status::failure(stored.error());
        dataset.id = *id;
        dataset.records = stored->imported;
        dataset.skipped = stored->skipped;
        dataset.firstMs = stored->firstMs;
        dataset.lastMs = stored->lastMs;
        dataset.retention = stored->retentionNote();
        return repository.finish(dataset);
    });
    const double dbS = double(timer.nsecsElapsed()) / 1e9;
    const double dbCpuS = cpuSeconds() - dbCpu0;
    if (!s.ok()) {
        std::fprintf(stderr, "import into the database failed: %s\n", qPrintable(s.error()));
        return 1;
    }
    std::printf("  into a database: %.2f s wall, %.2f s CPU, %.0f records/s, database %.0f MiB\n",
                dbS, dbCpuS, double(stored->imported) / dbS,
                double(QFileInfo(dbPath).size()) / (1024.0 * 1024.0));
    std::printf("  peak RSS: %ld MiB\n", peakRssMiB());
    std::fflush(stdout);

    // The shape analysis of what was stored, as `telemetry analyze` computes it.
    const auto lists = repository.list();
    if (!lists.ok() || lists->isEmpty()) {
        std::fprintf(stderr, "the stored dataset is missing\n");
        return 1;
    }
    const double shapeCpu0 = cpuSeconds();
    timer.restart();
    const auto shape = ShapeAnalysis::compute(repository, lists->first());
    const double shapeS = double(timer.nsecsElapsed()) / 1e9;
    if (!shape.ok()) {
        std::fprintf(stderr, "analysis failed: %s\n", qPrintable(shape.error()));
        return 1;
    }
    std::printf("  analysis: %.2f s wall, %.2f s CPU (%lld LLM calls, %lld runs); import + "
                "analysis %.1f s wall\n",
                shapeS, cpuSeconds() - shapeCpu0, (long long)shape->llmCalls,
                (long long)shape->runs, dbS + shapeS);
    std::printf("  peak RSS: %ld MiB\n", peakRssMiB());
    std::fflush(stdout);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Telemetry import: generated Langfuse observations into a sink and a database; wall, "
            "CPU and peak RSS per size.",
            {QStringLiteral("--observations N,N"), QStringLiteral("--no-database")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QString sizes = QStringLiteral("100000,1000000");
    const qsizetype at = args.indexOf(QStringLiteral("--observations"));
    if (at >= 0 && at + 1 < args.size())
        sizes = args.at(at + 1);
    const QStringList list = sizes.split(QLatin1Char(','), Qt::SkipEmptyParts);
    const bool database = !args.contains(QStringLiteral("--no-database"));
    if (list.size() == 1)
        return runOne(list.first().toInt(), database);
    for (const QString &n : list) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedChannels);
        QStringList childArgs{QStringLiteral("--observations"), n};
        if (!database)
            childArgs.append(QStringLiteral("--no-database"));
        child.start(app.applicationFilePath(), childArgs);
        if (!child.waitForFinished(-1) || child.exitCode() != 0)
            return 1;
    }
    return 0;
}
