// The calibrated twin against the long-run boundary (issue 34): per preset x workload x
// arrival cell of bench_boundary, N seeds of measurement. Each seed measures a few open-loop
// steps on the built-in engine in virtual time (rates at given fractions of the cell's long-run
// boundary: an oracle's placement, until the sweep places its own), fits the service model,
// predicts the boundary with TwinBoundary and checks the twin with TwinCheck. It prints, per
// cell, the twin's boundary error against the truth, the interval's coverage, the share of
// planned rates above the truth, their mean shortfall, the check's pass share and CPU time.
//
// The truth is bench_boundary's (BoundaryCells::findTruth: long runs judged as sweep steps,
// cached with --truth-cache); beside it the long-run attainment boundary of the preset's own
// engine (TwinBoundary on the true preset, 3 seeds of 20,000-request runs).

#include "BenchArgs.h"
#include "BoundaryCells.h"
#include "TwinFixture.h"
#include "twin/ServiceModelFit.h"
#include "twin/TwinBoundary.h"
#include "twin/TwinCheck.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cmath>
#include <cstdio>
#include <ctime>

using namespace boundarymatrix;
using namespace llmcap;

namespace {

struct Options
{
    int seeds = 5;
    int firstSeed = 1;
    int draws = 30;
    QStringList presets, workloads, arrivals;
    QList<double> fractions{0.3, 0.7, 1.0, 1.2};
    double stepS = 120;
    double stepRequests = 100;
    QString truthCache;
    LongRunShape longShape;
    bool verbose = false;
};

bool parse(const QStringList &args, Options *o, QString *error)
{
    auto list = [](const QString &v) { return v.split(QLatin1Char(','), Qt::SkipEmptyParts); };
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &k = args.at(i);
        if (k == QLatin1String("--verbose")) {
            o->verbose = true;
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
        else if (k == QLatin1String("--first-seed"))
            o->firstSeed = v.toInt(&ok);
        else if (k == QLatin1String("--draws"))
            o->draws = v.toInt(&ok);
        else if (k == QLatin1String("--preset"))
            o->presets = list(v);
        else if (k == QLatin1String("--workload"))
            o->workloads = list(v);
        else if (k == QLatin1String("--arrival"))
            o->arrivals = list(v);
        else if (k == QLatin1String("--fractions")) {
            o->fractions.clear();
            for (const QString &f : list(v))
                o->fractions.append(f.toDouble(&ok));
        } else if (k == QLatin1String("--step-s"))
            o->stepS = v.toDouble(&ok);
        else if (k == QLatin1String("--truth-cache"))
            o->truthCache = v;
        else if (k == QLatin1String("--long-window"))
            o->longShape.minWindowS = v.toDouble(&ok);
        else if (k == QLatin1String("--long-requests"))
            o->longShape.minRequests = v.toDouble(&ok);
        else if (k == QLatin1String("--precision"))
            o->longShape.precision = v.toDouble(&ok);
        else
            ok = false;
        if (!ok) {
            *error = QStringLiteral("bad option or value: %1 %2").arg(k, v);
            return false;
        }
    }
    if (o->seeds < 1 || o->draws < 1 || o->fractions.isEmpty()) {
        *error = QStringLiteral("--seeds, --draws and --fractions need at least one");
        return false;
    }
    return true;
}

double cpuSeconds()
{
    return double(std::clock()) / CLOCKS_PER_SEC;
}

struct SeedFigures
{
    bool ok = false;
    double boundaryRps = 0, lowerRps = 0, upperRps = 0, plannedRps = 0;
    double cpuS = 0, boundaryCpuS = 0, endpointS = 0;
    bool checkPass = false;
    double checkErrorRel = 0;
};

SeedFigures runSeed(const Cell &cell, const SimPreset &preset, double truthRps, quint64 seed,
                    const Options &o)
{
    SeedFigures s;
    ServiceModelFit fit;
    TwinCheck::Options co;
    co.slo = cell.slo;
    co.draws = o.draws;
    TwinCheck check(co);
    double highest = 0;
    for (qsizetype k = 0; k < o.fractions.size(); ++k) {
        const double rate = o.fractions[k] * truthRps;
        const double window = std::min(1800.0, std::max(o.stepS, o.stepRequests / rate));
        const twinfixture::MeasuredStep m = twinfixture::measure(
            preset, cell.shape, cell.process, rate, window, seed * 100 + quint64(k));
        fit.addStep(m.records);
        check.addStep(m.records, m.window);
        s.endpointS += window + 5;
        highest = std::max(highest, rate);
    }
    const double started = cpuSeconds();
    ServiceModelFit::Options fo;
    fo.seed = seed;
    const ServiceModelFitResult f = fit.fit(fo);
    if (!f.ok) {
        std::fprintf(stderr, "  seed %llu: %s\n", static_cast<unsigned long long>(seed),
                     qPrintable(f.error));
        return s;
    }
    TwinBoundary::Options bo;
    bo.workload = cell.shape;
    bo.arrival = cell.process;
    bo.slo = cell.slo;
    bo.draws = o.draws;
    bo.seed = seed;
    bo.guessRps = highest;
    const TwinBoundaryResult b = TwinBoundary(bo).estimate(f.model, f.draws);
    const TwinCheckResult c = check.check(f.model, f.draws, b.boundaryRps);
    if (o.verbose) {
        const ServiceModel &m = f.model;
        std::fprintf(stderr,
                     "  model: fixed %.3f ms, per seq %.3f ms, per ctx %.4f us, per prefill "
                     "token %.4f ms, limit %d (%s), %s, cap %d, budget %d, %lld gaps, %lld prefill "
                     "rows\n",
                     m.stepFixedSec * 1e3, m.perSequenceSec * 1e3, m.perContextTokenSec * 1e6,
                     m.perPrefillTokenSec * 1e3, m.concurrencyLimit,
                     m.concurrencyLimitObserved ? "observed" : "lower bound",
                     qPrintable(EngineConfig::schedulerName(m.scheduler)), m.prefillCapTokens,
                     m.prefillChunkTokens, f.decodeGaps, f.prefillRequests);
        for (const TwinStepCheck &st : c.steps)
            for (const TwinFigure &fig : st.figures)
                if (!fig.inside())
                    std::fprintf(stderr, "  step %d (%.3f req/s): %s %.4g outside [%.4g, %.4g]\n",
                                 st.step + 1, st.offeredRps, qPrintable(fig.name), fig.measured,
                                 fig.low, fig.high);
    }
    s.ok = b.found;
    s.boundaryRps = b.boundaryRps;
    s.lowerRps = b.lowerRps;
    s.upperRps = b.upperRps;
    s.plannedRps = b.plannedRps;
    s.boundaryCpuS = b.cpuSeconds;
    s.checkPass = c.pass;
    s.checkErrorRel = c.boundaryErrorRel;
    s.cpuS = cpuSeconds() - started;
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    if (const int code = bench::checkArgs(
            argc, argv,
            "The calibrated twin's boundary (issue 34) against the long-run boundary, per "
            "bench_boundary cell, over N seeds of measurement in virtual time.",
            {QStringLiteral("--seeds N"), QStringLiteral("--first-seed N"),
             QStringLiteral("--draws N"), QStringLiteral("--preset NAME"),
             QStringLiteral("--workload NAME"), QStringLiteral("--arrival NAME"),
             QStringLiteral("--fractions F,F,..."), QStringLiteral("--step-s S"),
             QStringLiteral("--truth-cache FILE"), QStringLiteral("--long-window S"),
             QStringLiteral("--long-requests N"), QStringLiteral("--precision P"),
             QStringLiteral("--verbose")});
        code >= 0)
        return code;
    QCoreApplication app(argc, argv);
    Options o;
    QString error;
    if (!parse(app.arguments(), &o, &error)) {
        std::fprintf(stderr, "bench_twin: %s\n", qPrintable(error));
        return 2;
    }
    const std::vector<Cell> all = cells(o.presets, o.workloads, o.arrivals, &error);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "bench_twin: %s\n", qPrintable(error));
        return 2;
    }
    auto log = [](const QString &line) {
        std::fprintf(stderr, "%s\n", qPrintable(line));
        std::fflush(stderr);
    };
    TruthCache cache(o.truthCache);
    std::printf(
        "| preset | workload | arrival | truth req/s (step judgement) | long-run attainment "
        "req/s | seeds | twin median error | mean abs error | coverage | planned > "
        "truth | mean shortfall | mean half-width | check passed | check error at "
        "nearest step (median) | CPU s per boundary (fit + boundary + check) | "
        "endpoint min |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---"
        "|\n");
    std::fflush(stdout);
    for (const Cell &cell : all) {
        const SimPreset preset = twinfixture::preset(cell.preset);
        Truth truth;
        const QString key = TruthCache::key(cell, o.longShape);
        if (!cache.find(key, &truth)) {
            log(QStringLiteral("%1: bisecting the long-run boundary").arg(cell.name()));
            // The guess: the long-run attainment boundary of the preset's own engine.
            TwinBoundary::Options g;
            g.workload = cell.shape;
            g.arrival = cell.process;
            g.slo = cell.slo;
            g.maxRequests = 5000;
            const TwinBoundaryResult quick =
                TwinBoundary(g).boundaryOf(preset.engine, StepTimeModel(preset.stepTime), 1);
            truth = findTruth(cell, quick.found ? quick.boundaryRps : 1.0, o.longShape, log);
            cache.store(key, truth);
        }
        TwinBoundary::Options lo;
        lo.workload = cell.shape;
        lo.arrival = cell.process;
        lo.slo = cell.slo;
        lo.runS = 1e9;
        lo.maxRequests = 20000;
        lo.precision = 0.01;
        lo.seed = 777;
        lo.guessRps = truth.rps;
        const TwinBoundaryResult attain =
            TwinBoundary(lo).boundaryOf(preset.engine, StepTimeModel(preset.stepTime), 3);
        const double t = truth.rps;
        int n = 0, covered = 0, above = 0, passed = 0;
        double absErr = 0, shortfall = 0, halfWidth = 0, cpu = 0, endpoint = 0;
        std::vector<double> errors, checkErrors;
        for (int s = 0; s < o.seeds; ++s) {
            const SeedFigures f = runSeed(cell, preset, t, quint64(s + o.firstSeed), o);
            if (!f.ok)
                continue;
            ++n;
            const double e = f.boundaryRps / t - 1;
            errors.push_back(e);
            absErr += std::abs(e);
            covered += f.lowerRps <= t && t <= f.upperRps;
            above += f.plannedRps > t;
            shortfall += (t - f.plannedRps) / t;
            halfWidth += (f.upperRps - f.lowerRps) / 2 / t;
            passed += f.checkPass;
            if (std::isfinite(f.checkErrorRel))
                checkErrors.push_back(f.checkErrorRel);
            cpu += f.cpuS;
            endpoint += f.endpointS;
            log(QStringLiteral("  %1 seed %2: twin %3 (%4-%5, planned %6) against %7; check %8, "
                               "error %9 %; %10 CPU s")
                    .arg(cell.name())
                    .arg(s + o.firstSeed)
                    .arg(f.boundaryRps, 0, 'g', 4)
                    .arg(f.lowerRps, 0, 'g', 4)
                    .arg(f.upperRps, 0, 'g', 4)
                    .arg(f.plannedRps, 0, 'g', 4)
                    .arg(t, 0, 'g', 4)
                    .arg(f.checkPass ? QStringLiteral("pass") : QStringLiteral("FAIL"))
                    .arg(f.checkErrorRel * 100, 0, 'f', 1)
                    .arg(f.cpuS, 0, 'f', 2));
        }
        auto med = [](std::vector<double> v) {
            if (v.empty())
                return std::nan("");
            std::sort(v.begin(), v.end());
            return v[v.size() / 2];
        };
        const double k = std::max(1, n);
        std::printf("| %s | %s | %s | %.3g | %.3g | %d | %+.1f %% | %.1f %% | %d/%d | %d/%d | "
                    "%.1f %% | %.1f %% | %d/%d | %+.1f %% | %.2f | %.0f |\n",
                    qPrintable(cell.preset), qPrintable(cell.workload), qPrintable(cell.arrival), t,
                    attain.boundaryRps, n, 100 * med(errors), 100 * absErr / k, covered, n, above,
                    n, 100 * shortfall / k, 100 * halfWidth / k, passed, n, 100 * med(checkErrors),
                    cpu / k, endpoint / k / 60);
        std::fflush(stdout);
    }
    return 0;
}
