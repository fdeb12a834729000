// The boundary validation report (issue 16): over a matrix of presets, workload shapes and
// arrival processes, how well the sweep users run finds the sustainable rate of one replica.
// Each cell runs --seeds whole default sweeps (SweepController on VirtualStepExecutor, steps
// stored in a database, as `llmcap-cli sweep --builtin PRESET --virtual` with default options)
// and compares each with the cell's long-run boundary: the highest rate whose long runs (at least
// --long-window seconds and --long-requests requests, three seeds, most must pass) pass the same
// step judgement, bisected to --precision. Only BoundaryEstimate's public fields are read, so the
// report measures whichever estimator is built in.
//
//   bench_boundary [--seeds N] [--preset ID,..] [--workload chat,summarise,generate,rag]
//                  (rag: the 8B H100 presets, only when named)
//                  [--arrival poisson,gamma:0.5] [--threads N] [--truth-cache FILE]
//                  [--json FILE] [--long-window S] [--long-requests N] [--precision X]
//                  [--check] [--light] [--no-twin] [--truth steps|attainment]
//
// Per cell: coverage of the interval (share of sweeps with lower <= truth <= upper, with a
// Wilson 95 % interval over the seeds), the share whose planned rate lies above the truth, the
// planned rate's mean shortfall below the truth (relative, signed: a rate above counts
// negative), the interval's mean half-width relative to the truth, the endpoint time of a sweep
// (virtual seconds, mean and p95), the estimator's method and the share of sweeps that ended
// unsafe, and whether the cell meets the targets (coverage >= 90 %, planned above the
// truth <= 5 %, mean shortfall <= 10 %; for llama-3.1-8b-h100 chat Poisson also a mean time <=
// 15 min). --check (the ctest) exits 1 unless the report is sound: every sweep finished with a
// boundary, every truth lies between a rate whose long runs passed and one whose failed, every
// field is in range. --light prints light-load latencies per preset and workload instead.
#include "BenchArgs.h"
#include "BoundaryCells.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>

using namespace boundarymatrix;

namespace {

struct Options
{
    int seeds = 200;
    int threads = 1;
    QStringList presets, workloads, arrivals;
    QString truthCache, json;
    LongRunShape longShape;
    bool check = false;
    bool light = false;
    bool twin = true; // --no-twin: the empirical estimate alone
    // --truth attainment: judge against attainmentTruth (the preset's long-run attainment,
    // 6 x 128,000 requests) rather than findTruth's step judgement of 3 x 10,000.
    bool attainmentTruth = false;
};

bool parse(const QStringList &args, Options *o, QString *error)
{
    auto list = [](const QString &v) { return v.split(QLatin1Char(','), Qt::SkipEmptyParts); };
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &k = args.at(i);
        if (k == QLatin1String("--no-twin")) {
            o->twin = false;
            continue;
        }
        if (k == QLatin1String("--check") || k == QLatin1String("--light")) {
            (k == QLatin1String("--check") ? o->check : o->light) = true;
            continue;
        }
        if (i + 1 >= args.size()) {
            *error = QStringLiteral("%1 needs a value").arg(k);
            return false;
        }
        const QString v = args.at(++i);
        bool ok = true;
        if (k == QLatin1String("--seeds"))
            o->seeds = v.toInt(&ok);
        else if (k == QLatin1String("--threads"))
            o->threads = v.toInt(&ok);
        else if (k == QLatin1String("--preset"))
            o->presets = list(v);
        else if (k == QLatin1String("--workload"))
            o->workloads = list(v);
        else if (k == QLatin1String("--arrival"))
            o->arrivals = list(v);
        else if (k == QLatin1String("--truth-cache"))
            o->truthCache = v;
        else if (k == QLatin1String("--json"))
            o->json = v;
        else if (k == QLatin1String("--long-window"))
            o->longShape.minWindowS = v.toDouble(&ok);
        else if (k == QLatin1String("--long-requests"))
            o->longShape.minRequests = v.toDouble(&ok);
        else if (k == QLatin1String("--precision"))
            o->longShape.precision = v.toDouble(&ok);
        else if (k == QLatin1String("--truth")) {
            o->attainmentTruth = v == QLatin1String("attainment");
            ok = o->attainmentTruth || v == QLatin1String("steps");
        } else
            ok = false;
        if (!ok) {
            *error = QStringLiteral("bad option or value: %1 %2").arg(k, v);
            return false;
        }
    }
    if (o->seeds < 1 || o->threads < 1 || !(o->longShape.precision > 0)) {
        *error = QStringLiteral("--seeds, --threads and --precision must be above 0");
        return false;
    }
    return true;
}

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, size_t(q * double(v.size())))];
}

// Wilson score interval (95 %) of a share k of n.
std::pair<double, double> wilson(int k, int n)
{
    if (n <= 0)
        return {0, 1};
    const double z = 1.96, p = double(k) / n, d = 1 + z * z / n;
    const double c = (p + z * z / (2 * n)) / d;
    const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    return {std::max(0.0, c - h), std::min(1.0, c + h)};
}

struct CellReport
{
    Cell cell;
    Truth truth;
    std::vector<SweepFigures> sweeps;
    int finished = 0, covered = 0, plannedAbove = 0, unsafe = 0;
    double shortfall = 0, halfWidth = 0, timeMeanS = 0, timeP95S = 0, sweepWallS = 0;
    int twinUsed = 0;             // sweeps whose boundary is the twin's
    double twinErrorMedian = NAN; // median over sweeps of twin boundary / truth - 1
    QString twinProblem;          // the first reason a twin was not used
    QStringList methods, problems;

    bool meetsTargets() const
    {
        const int n = int(sweeps.size());
        return covered >= 0.9 * n && plannedAbove <= 0.05 * n && shortfall <= 0.10;
    }
    bool timeCell() const
    {
        return cell.preset == QLatin1String("llama-3.1-8b-h100") &&
               cell.workload == QLatin1String("chat") && cell.arrival == QLatin1String("poisson");
    }

    void summarise()
    {
        const double t = truth.rps;
        if (!(t > 0))
            return; // not bracketed: checkSoundness says so
        std::vector<double> times;
        QSet<QString> seen;
        for (const SweepFigures &f : sweeps) {
            finished += f.ok && f.found;
            covered += f.lowerRps <= t && t <= f.upperRps;
            plannedAbove += f.plannedRps > t;
            unsafe += f.unsafe;
            shortfall += (t - f.plannedRps) / t;
            halfWidth += (f.upperRps - f.lowerRps) / 2 / t;
            times.push_back(f.wallSeconds);
            if (!seen.contains(f.method)) {
                seen.insert(f.method);
                methods << f.method;
            }
        }
        std::vector<double> twinErrors;
        for (const SweepFigures &f : sweeps) {
            twinUsed += f.twinUsed;
            if (f.twinRps > 0)
                twinErrors.push_back(f.twinRps / t - 1);
            if (twinProblem.isEmpty() && f.twinTried && !f.twinUsed)
                twinProblem = f.twinProblem;
        }
        if (!twinErrors.empty())
            twinErrorMedian = quantile(twinErrors, 0.5);
        const double n = double(std::max<size_t>(1, sweeps.size()));
        shortfall /= n;
        halfWidth /= n;
        for (double s : times)
            timeMeanS += s / n;
        timeP95S = quantile(times, 0.95);
    }

    // What --check asserts: the report is sound, whatever the figures.
    void checkSoundness()
    {
        if (!(truth.holdsRps > 0 && truth.holdsRps < truth.failsRps && truth.longRuns > 0 &&
              truth.holdsRps <= truth.rps && truth.rps <= truth.failsRps))
            problems << QStringLiteral("truth %1 not bracketed by long runs (%2 holds, %3 fails)")
                            .arg(truth.rps)
                            .arg(truth.holdsRps)
                            .arg(truth.failsRps);
        for (size_t k = 0; k < sweeps.size(); ++k) {
            const SweepFigures &f = sweeps[k];
            const QString who = QStringLiteral("sweep %1: ").arg(k);
            if (!f.ok)
                problems << who + QStringLiteral("failed: ") + f.failure;
            else if (!f.found)
                problems << who + QStringLiteral("found no boundary");
            else if (!(f.lowerRps > 0 && f.lowerRps <= f.meanRps && f.meanRps <= f.upperRps &&
                       f.plannedRps > 0 && f.plannedRps <= f.upperRps * (1 + 1e-9) &&
                       f.confidence > 0 && f.confidence < 1 && f.wallSeconds > 0 && f.steps > 0 &&
                       !f.method.isEmpty()))
                problems << who + QStringLiteral("fields out of range: lower %1 mean %2 upper %3 "
                                                 "planned %4 confidence %5 time %6 steps %7 method "
                                                 "'%8'")
                                      .arg(f.lowerRps)
                                      .arg(f.meanRps)
                                      .arg(f.upperRps)
                                      .arg(f.plannedRps)
                                      .arg(f.confidence)
                                      .arg(f.wallSeconds)
                                      .arg(f.steps)
                                      .arg(f.method);
        }
    }

    QJsonObject toJson() const
    {
        const int n = int(sweeps.size());
        const auto [cLo, cHi] = wilson(covered, n);
        QJsonObject o{{QStringLiteral("twin_used"), twinUsed},
                      {QStringLiteral("twin_error_median"),
                       std::isfinite(twinErrorMedian) ? QJsonValue(twinErrorMedian) : QJsonValue()},
                      {QStringLiteral("twin_problem"), twinProblem},
                      {QStringLiteral("preset"), cell.preset},
                      {QStringLiteral("workload"), cell.workload},
                      {QStringLiteral("workload_shape"), cell.workloadText()},
                      {QStringLiteral("arrival"), cell.arrival},
                      {QStringLiteral("slo"), cell.sloText()},
                      {QStringLiteral("truth_rps"), truth.rps},
                      {QStringLiteral("truth_holds_rps"), truth.holdsRps},
                      {QStringLiteral("truth_fails_rps"), truth.failsRps},
                      {QStringLiteral("truth_requests_per_run"), truth.requestsPerRun},
                      {QStringLiteral("truth_window_s"), truth.windowS},
                      {QStringLiteral("sweeps"), n},
                      {QStringLiteral("coverage"), double(covered) / n},
                      {QStringLiteral("coverage_wilson95"), QJsonArray{cLo, cHi}},
                      {QStringLiteral("planned_above_truth"), double(plannedAbove) / n},
                      {QStringLiteral("planned_mean_shortfall"), shortfall},
                      {QStringLiteral("interval_mean_half_width"), halfWidth},
                      {QStringLiteral("endpoint_time_mean_s"), timeMeanS},
                      {QStringLiteral("endpoint_time_p95_s"), timeP95S},
                      {QStringLiteral("methods"), QJsonArray::fromStringList(methods)},
                      {QStringLiteral("unsafe"), double(unsafe) / n},
                      {QStringLiteral("meets_targets"), meetsTargets()},
                      {QStringLiteral("sweep_wall_s"), sweepWallS}};
        if (timeCell())
            o.insert(QStringLiteral("within_15_min"), timeMeanS <= 900);
        QJsonArray each;
        for (const SweepFigures &f : sweeps)
            each.append(QJsonArray{f.meanRps, f.lowerRps, f.upperRps, f.plannedRps, f.wallSeconds,
                                   f.unsafe});
        o.insert(QStringLiteral("per_sweep_mean_lower_upper_planned_time_unsafe"), each);
        return o;
    }
};

QString pct(double share)
{
    return QString::number(100 * share, 'f', 1) + QStringLiteral(" %");
}

void printTable(const std::vector<CellReport> &reports, const Options &o)
{
    std::printf("\n| preset | workload | arrival | SLO | long-run boundary req/s | sweeps | "
                "coverage (Wilson 95 %%) | planned > truth | mean shortfall | mean half-width | "
                "time mean / p95 min | method | unsafe | twin used | twin error (median) | "
                "targets |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    for (const CellReport &r : reports) {
        const int n = int(r.sweeps.size());
        const auto [lo, hi] = wilson(r.covered, n);
        // A miss says by how much.
        QStringList missed;
        if (r.covered < 0.9 * n)
            missed << QStringLiteral("coverage %1 < 90").arg(100.0 * r.covered / n, 0, 'f', 0);
        if (r.plannedAbove > 0.05 * n)
            missed << QStringLiteral("above %1 > 5").arg(100.0 * r.plannedAbove / n, 0, 'f', 0);
        if (r.shortfall > 0.10)
            missed << QStringLiteral("shortfall %1 > 10").arg(100 * r.shortfall, 0, 'f', 0);
        QString targets = missed.isEmpty()
                              ? QStringLiteral("pass")
                              : QStringLiteral("miss: ") + missed.join(QStringLiteral(", "));
        if (r.timeCell())
            targets += r.timeMeanS <= 900 ? QStringLiteral("; <= 15 min: yes")
                                          : QStringLiteral("; <= 15 min: no");
        std::printf("| %s | %s | %s | %s | %.3g | %d | %s (%.0f-%.0f) | %s | %s | %s | %.1f / "
                    "%.1f | %s | %s | %d of %d | %s | %s |\n",
                    qPrintable(r.cell.preset), qPrintable(r.cell.workload),
                    qPrintable(r.cell.arrival), qPrintable(r.cell.sloText()), r.truth.rps, n,
                    qPrintable(pct(double(r.covered) / n)), 100 * lo, 100 * hi,
                    qPrintable(pct(double(r.plannedAbove) / n)), qPrintable(pct(r.shortfall)),
                    qPrintable(pct(r.halfWidth)), r.timeMeanS / 60, r.timeP95S / 60,
                    qPrintable(r.methods.join(QStringLiteral(", "))),
                    qPrintable(pct(double(r.unsafe) / n)), r.twinUsed, n,
                    std::isfinite(r.twinErrorMedian)
                        ? qPrintable(QStringLiteral("%1 %").arg(100 * r.twinErrorMedian, 0, 'f', 1))
                        : "-",
                    qPrintable(targets));
    }
    std::printf("\nWorkloads:");
    QSet<QString> shown;
    for (const CellReport &r : reports)
        if (!shown.contains(r.cell.workload)) {
            shown.insert(r.cell.workload);
            std::printf(" %s %s;", qPrintable(r.cell.workload), qPrintable(r.cell.workloadText()));
        }
    if (o.attainmentTruth)
        std::printf("\nLong-run boundary: the preset's long-run attainment at the targets, median "
                    "of %d runs of %lld requests bisected to %g relative.",
                    AttainmentShape{}.runs, AttainmentShape{}.requests,
                    AttainmentShape{}.precision);
    else
        std::printf("\nLong-run boundary: bisection to %g relative on runs of at least %g s and "
                    "%g requests, %d seeds, most must pass the step judgement.",
                    o.longShape.precision, o.longShape.minWindowS, o.longShape.minRequests,
                    o.longShape.runs);
    std::printf(" Targets: coverage >= 90 %%, planned above the truth <= 5 %%, mean shortfall <= "
                "10 %%.\n");
}

// Runs the cell's sweeps on `threads` threads, each with its own event loop and database.
std::vector<SweepFigures> runSweeps(const Cell &cell, const Options &o, const QString &dir)
{
    std::vector<SweepFigures> out(size_t(o.seeds));
    std::atomic<int> next{0};
    auto work = [&](int worker) {
        for (int k; (k = next.fetch_add(1)) < o.seeds;)
            out[size_t(k)] = runSweep(cell, 1 + 10'000 * quint64(k), dir, worker, o.twin);
    };
    if (o.threads == 1) {
        work(0);
        return out;
    }
    std::vector<std::unique_ptr<QThread>> threads;
    for (int w = 0; w < o.threads; ++w) {
        threads.emplace_back(QThread::create(work, w));
        threads.back()->start();
    }
    for (auto &t : threads)
        t->wait();
    return out;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int code = llmcap::bench::checkArgs(
            argc, argv,
            "Boundary validation report: default sweeps in virtual time over "
            "presets x workloads x arrivals, each against its long-run boundary.",
            {QStringLiteral("--check"), QStringLiteral("--seeds N"),
             QStringLiteral("--preset NAME"), QStringLiteral("--workload NAME"),
             QStringLiteral("--arrival NAME"), QStringLiteral("--long-window S"),
             QStringLiteral("--long-requests N"), QStringLiteral("--precision P"),
             QStringLiteral("--threads N"), QStringLiteral("--json FILE"),
             QStringLiteral("--light"), QStringLiteral("--truth-cache FILE"),
             QStringLiteral("--truth steps|attainment"), QStringLiteral("--no-twin")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    Options o;
    QString error;
    if (!parse(app.arguments(), &o, &error)) {
        std::fprintf(stderr, "bench_boundary: %s\n", qPrintable(error));
        return 2;
    }
    const std::vector<Cell> all = cells(o.presets, o.workloads, o.arrivals, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "bench_boundary: %s\n", qPrintable(error));
        return 2;
    }
    auto log = [](const QString &line) {
        std::fprintf(stderr, "%s\n", qPrintable(line));
        std::fflush(stderr);
    };
    if (o.light) {
        for (const Cell &c : all)
            if (c.arrival == QLatin1String("poisson"))
                std::printf("%s/%s: %s\n", qPrintable(c.preset), qPrintable(c.workload),
                            qPrintable(lightLoad(c, 0.05)));
        return 0;
    }
    // The sweeps' databases: in memory-backed /dev/shm where there is one (a sweep's steps are
    // stored as a user's are, but the disk is not what this measures).
    const QString shm = QStringLiteral("/dev/shm");
    QTemporaryDir dir(QFileInfo(shm).isWritable()
                          ? shm + QStringLiteral("/bench_boundary-XXXXXX")
                          : QDir::tempPath() + QStringLiteral("/bench_boundary-XXXXXX"));
    if (!dir.isValid()) {
        std::fprintf(stderr, "bench_boundary: no temporary folder\n");
        return 2;
    }
    QElapsedTimer total;
    total.start();
    TruthCache cache(o.truthCache);
    std::vector<CellReport> reports;
    for (const Cell &cell : all) {
        CellReport r;
        r.cell = cell;
        QElapsedTimer clock;
        clock.start();
        r.sweeps = runSweeps(cell, o, dir.path());
        r.sweepWallS = double(clock.elapsed()) / 1000;
        const AttainmentShape attainment;
        const QString attainmentKey = TruthCache::key(cell, attainment);
        if (o.attainmentTruth && !cache.find(attainmentKey, &r.truth)) {
            log(QStringLiteral("%1: the preset's long-run attainment boundary").arg(cell.name()));
            r.truth = attainmentTruth(cell, attainment);
            cache.store(attainmentKey, r.truth);
        }
        Truth other;
        if (o.attainmentTruth && cache.find(TruthCache::key(cell, o.longShape), &other))
            log(QStringLiteral("%1: step-judged truth %2 req/s, attainment truth %3 req/s")
                    .arg(cell.name())
                    .arg(other.rps, 0, 'g', 4)
                    .arg(r.truth.rps, 0, 'g', 4));
        const QString key = TruthCache::key(cell, o.longShape);
        if (!o.attainmentTruth && !cache.find(key, &r.truth)) {
            std::vector<double> means;
            for (const SweepFigures &f : r.sweeps)
                if (f.found)
                    means.push_back(f.meanRps);
            log(QStringLiteral("%1: bisecting the long-run boundary").arg(cell.name()));
            r.truth = findTruth(cell, means.empty() ? 1.0 : quantile(means, 0.5), o.longShape, log);
            cache.store(key, r.truth);
        }
        r.summarise();
        r.checkSoundness();
        log(QStringLiteral("%1: truth %2 req/s, %3 sweeps in %4 s (%5 s per sweep), coverage "
                           "%6, planned above %7")
                .arg(cell.name())
                .arg(r.truth.rps, 0, 'g', 4)
                .arg(o.seeds)
                .arg(r.sweepWallS, 0, 'f', 1)
                .arg(r.sweepWallS / o.seeds, 0, 'f', 2)
                .arg(pct(double(r.covered) / o.seeds), pct(double(r.plannedAbove) / o.seeds)));
        reports.push_back(std::move(r));
    }
    printTable(reports, o);
    std::printf("%zu cells x %d seeds in %.0f s (%d threads).\n", reports.size(), o.seeds,
                double(total.elapsed()) / 1000, o.threads);
    if (!o.json.isEmpty()) {
        QJsonArray cellsJson;
        for (const CellReport &r : reports)
            cellsJson.append(r.toJson());
        QFile f(o.json);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "bench_boundary: cannot write %s\n", qPrintable(o.json));
            return 2;
        }
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("seeds"), o.seeds},
                                          {QStringLiteral("cells"), cellsJson}})
                    .toJson());
    }
    if (o.check) {
        int unsound = 0;
        for (const CellReport &r : reports)
            for (const QString &p : r.problems) {
                std::printf("UNSOUND %s: %s\n", qPrintable(r.cell.name()), qPrintable(p));
                ++unsound;
            }
        if (unsound > 0 || reports.empty())
            return 1;
        std::printf("sound: %zu cells\n", reports.size());
    }
    return 0;
}
