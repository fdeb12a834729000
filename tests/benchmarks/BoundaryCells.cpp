#include "BoundaryCells.h"
#include "BoundaryWorkloads.h"

#include "bench/RunPlan.h"
#include "sim/SimPresetCatalog.h"
#include "storage/Database.h"
#include "sweep/StepAnalysis.h"
#include "sweep/StepJudge.h"
#include "sweep/StepRun.h"
#include "sweep/SweepController.h"
#include "sweep/VirtualStepExecutor.h"
#include "twin/TwinBoundary.h"
#include "workflow/TwinEstimate.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace llmcap;

namespace boundarymatrix {

namespace {

// Per preset and workload: TTFT and TPOT thresholds (ms) at the attainment given, a few times
// the light-load latencies (bench_boundary --light), so the boundary is where queueing starts.
struct SloRow
{
    const char *preset;
    const char *workload;
    double ttftMs, tpotMs, pct;
};
constexpr SloRow kSlos[] = {
    {"tiny-cpu", "chat", 1000, 100, 95},
    {"tiny-cpu", "summarise", 6000, 100, 95},
    {"tiny-cpu", "generate", 1000, 50, 95},
    {"few-slot-cpu", "chat", 1000, 50, 95}, // the llama.cpp server with 4 slots
    {"few-slot-cpu", "summarise", 6000, 50, 95},
    {"few-slot-cpu", "generate", 1000, 50, 95},
    {"llama-3.1-8b-h100", "chat", 500, 40, 99},
    {"llama-3.1-8b-h100", "summarise", 2000, 40, 99},
    {"llama-3.1-8b-h100", "generate", 500, 40, 99},
    {"llama-3.1-70b-4xh100", "chat", 1000, 60, 99},
    {"llama-3.1-70b-4xh100", "summarise", 3000, 60, 99},
    {"llama-3.1-70b-4xh100", "generate", 1000, 60, 99},
    // Server behaviours the twin does not implement (issue 34, item 7).
    {"llama-slots-cpu", "chat", 3000, 150, 95},
    {"llama-slots-cpu", "generate", 3000, 150, 95},
    {"vllm-v1-8b-h100", "chat", 500, 40, 99},
    {"vllm-v1-8b-h100", "summarise", 2000, 40, 99},
    {"vllm-v1-8b-h100", "generate", 500, 40, 99},
    {"stall-cpu", "chat", 1000, 100, 95},
    {"stall-cpu", "summarise", 6000, 100, 95},
    {"stall-cpu", "generate", 1000, 50, 95},
    {"kv-tight-8b", "chat", 500, 40, 99},
    {"kv-tight-8b", "summarise", 2000, 40, 99},
    {"kv-tight-8b", "generate", 500, 40, 99},
};

// Cells the preset cannot serve at all, with the reason; cells() leaves them out and says so.
struct SkippedCell
{
    const char *preset;
    const char *workload;
    const char *reason;
};
constexpr SkippedCell kSkipped[] = {
    {"llama-slots-cpu", "summarise",
     "its prompts (p50 3,000 tokens) exceed a slot's 2,048-token context: the server refuses "
     "them (HTTP 400) and the sweep ends at its first step"},
};

Slo sloOf(const QString &preset, const QString &workload)
{
    Slo s;
    s.name = preset + QLatin1Char('/') + workload;
    s.maxErrorRatePct = 1;
    if (workload == QLatin1String("rag")) {
        // examples/slo/rag-summariser.yaml: a summary is read once it is complete.
        if (preset.contains(QLatin1String("8b-h100")))
            s.objectives = {{SloMetric::Ttft, 4000, 95}, {SloMetric::E2e, 20000, 95}};
        return s;
    }
    for (const SloRow &r : kSlos)
        if (preset == QLatin1String(r.preset) && workload == QLatin1String(r.workload))
            s.objectives = {{SloMetric::Ttft, r.ttftMs, r.pct}, {SloMetric::Tpot, r.tpotMs, r.pct}};
    return s;
}

QStringList pick(const QStringList &given, const QStringList &all, const char *kind, QString *error)
{
    if (given.isEmpty())
        return all;
    for (const QString &g : given)
        if (!all.contains(g))
            *error = QStringLiteral("unknown %1 '%2' (known: %3)")
                         .arg(QLatin1String(kind), g, all.join(QStringLiteral(", ")));
    return given;
}

// Runs the event loop until the step finishes; in-flight samples once a second, as
// SweepController takes them.
struct StepDriver
{
    std::vector<InFlightSample> inFlight;

    void run(StepRun &step)
    {
        QEventLoop loop;
        QObject::connect(&step, &StepRun::progressed, &loop, [&] {
            const LoadProgress p = step.progress();
            const qint64 nowNs = qint64(p.elapsedS * 1e9);
            if (inFlight.empty() || nowNs - inFlight.back().tNs >= 1'000'000'000)
                inFlight.push_back({nowNs, double(p.inFlight + p.waiting)});
        });
        QObject::connect(&step, &StepRun::finished, &loop, &QEventLoop::quit, Qt::QueuedConnection);
        if (const Status s = step.start(); !s)
            qFatal("long run: %s", qPrintable(s.error()));
        loop.exec();
    }
};

VirtualStepExecutor::Options executorOptions(const QString &preset)
{
    auto o = VirtualStepExecutor::builtinOptions(preset, 1);
    if (!o)
        qFatal("%s", qPrintable(o.error()));
    return *o;
}

void removeDatabase(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

QString Cell::sloText() const
{
    QStringList parts;
    for (const LatencyObjective &o : slo.objectives)
        parts << QStringLiteral("%1 <= %2 ms @ p%3")
                     .arg(Slo::label(o.metric))
                     .arg(o.thresholdMs)
                     .arg(o.attainmentPct);
    return parts.join(QStringLiteral(", "));
}

QString Cell::workloadText() const
{
    const WorkloadClass &c = shape.classes.first();
    return QStringLiteral("%1 in / %2 out")
        .arg(c.inputTokens.describe(), c.outputTokens.describe());
}

QStringList presets()
{
    return {QStringLiteral("tiny-cpu"),          QStringLiteral("few-slot-cpu"),
            QStringLiteral("llama-3.1-8b-h100"), QStringLiteral("llama-3.1-70b-4xh100"),
            QStringLiteral("llama-slots-cpu"),   QStringLiteral("vllm-v1-8b-h100"),
            QStringLiteral("stall-cpu"),         QStringLiteral("kv-tight-8b")};
}

QStringList workloads()
{
    return {QStringLiteral("chat"), QStringLiteral("summarise"), QStringLiteral("generate")};
}

QStringList arrivals()
{
    return {QStringLiteral("poisson"), QStringLiteral("gamma:0.5")};
}

std::vector<Cell> cells(const QStringList &p, const QStringList &w, const QStringList &a,
                        QString *error)
{
    std::vector<Cell> out;
    const QStringList ps = pick(p, presets(), "preset", error);
    // "rag" (16k-token prompts behind a shared prefix) only when asked for: the CPU presets'
    // context is 4,096 tokens.
    const QStringList ws = w.isEmpty()
                               ? workloads()
                               : pick(w, workloads() << QStringLiteral("rag"), "workload", error);
    const QStringList as = pick(a, arrivals(), "arrival", error);
    if (!error->isEmpty())
        return out;
    for (const QString &preset : ps)
        for (const QString &workload : ws)
            for (const QString &arrival : as) {
                const auto skipped =
                    std::find_if(std::begin(kSkipped), std::end(kSkipped), [&](const auto &k) {
                        return preset == QLatin1String(k.preset) &&
                               workload == QLatin1String(k.workload);
                    });
                if (skipped != std::end(kSkipped)) {
                    if (arrival == as.first())
                        std::fprintf(stderr, "%s/%s: not run: %s\n", qPrintable(preset),
                                     qPrintable(workload), skipped->reason);
                    continue;
                }
                Cell c;
                c.preset = preset;
                c.workload = workload;
                c.arrival = arrival;
                c.shape = boundaryworkloads::shape(workload);
                c.process = *ArrivalProcess::parse(arrival);
                c.slo = sloOf(preset, workload);
                if (c.slo.objectives.isEmpty()) {
                    *error = QStringLiteral("no SLO for %1 with workload %2 (rag: the 8B H100 "
                                            "presets)")
                                 .arg(preset, workload);
                    return {};
                }
                out.push_back(c);
            }
    return out;
}

SweepConfig sweepConfig(const Cell &cell, quint64 seed)
{
    SweepConfig c; // llmcap-cli sweep's defaults are these
    c.name = cell.name();
    c.bench.plan.workload = cell.shape;
    c.bench.plan.arrival = cell.process;
    c.bench.plan.seed = seed;
    c.bench.slo = cell.slo;
    c.search.confirmS = 2 * c.maxStepS; // --confirm auto
    c.search.minRps = std::min(c.search.minRps, c.search.startRps);
    c.builtinServer = SweepConfig::BuiltinServer{cell.preset, 1, 1, true};
    return c;
}

SweepFigures runSweep(const Cell &cell, quint64 seed, const QString &dir, int worker, bool twin)
{
    const QString path = QDir(dir).filePath(QStringLiteral("sweep-%1.sqlite").arg(worker));
    removeDatabase(path);
    SweepFigures f;
    {
        auto executor = std::make_unique<VirtualStepExecutor>(executorOptions(cell.preset));
        SweepController controller(sweepConfig(cell, seed), executor->endpoint(), path);
        controller.setExecutor(std::move(executor));
        if (twin) // as SweepSession gives every sweep by default
            controller.setBoundaryModel(&TwinEstimate::modelStoredSweep);
        QEventLoop loop;
        QObject::connect(&controller, &SweepController::finished, &loop, [&](const SweepResult &r) {
            const BoundaryEstimate &b = r.boundary;
            f.ok = true;
            f.found = b.found;
            f.bracketed = b.bracketed;
            f.unsafe = b.unsafe;
            f.meanRps = b.meanRps;
            f.lowerRps = b.lowerRps;
            f.upperRps = b.upperRps;
            f.plannedRps = b.plannedRps;
            f.confidence = b.confidence;
            f.method = b.method;
            f.wallSeconds = r.wallSeconds;
            f.steps = r.steps;
            f.twinTried = b.twinTried();
            f.twinUsed = b.usesTwin();
            f.twinRps = b.twin.boundaryFound ? b.twin.boundaryRps : 0;
            f.twinProblem = b.twin.problem;
            loop.quit();
        });
        QObject::connect(&controller, &SweepController::failed, &loop, [&](const QString &m) {
            f.failure = m;
            loop.quit();
        });
        if (const Status s = controller.start(); !s)
            f.failure = s.error();
        else
            loop.exec();
    }
    removeDatabase(path);
    return f;
}

LongRun longRun(const Cell &cell, double rateRps, quint64 seed, double windowS)
{
    SweepConfig c = sweepConfig(cell, seed);
    c.maxStepS = windowS;
    const BenchConfig config = c.stepConfig(0, 0, rateRps);
    auto plan = RunPlan::create(config.plan);
    if (!plan)
        qFatal("long run: %s", qPrintable(plan.error()));
    VirtualStepExecutor executor(executorOptions(cell.preset));
    const auto step = executor.createStep(config, *plan, executor.endpoint(), QString());
    StepDriver driver;
    driver.run(*step);
    const StepSignals s =
        StepAnalysis::finalSignals(step->result(), step->records(), step->serverSamples(),
                                   driver.inFlight, cell.slo, SaturationDetector::Options{});
    LongRun r;
    r.pass = StepJudge::judge(s).verdict == StepVerdict::Pass;
    r.requests = step->result().metrics.overall.due;
    r.windowS = windowS;
    return r;
}

Truth findTruth(const Cell &cell, double guess, const LongRunShape &shape,
                const std::function<void(const QString &)> &log)
{
    QElapsedTimer clock;
    clock.start();
    Truth t;
    auto holds = [&](double rate) {
        const double windowS = std::max(shape.minWindowS, shape.minRequests / rate);
        int passes = 0, fails = 0;
        for (int k = 0; k < shape.runs && passes <= shape.runs / 2 && fails <= shape.runs / 2;
             ++k) {
            const LongRun r = longRun(cell, rate, 7'000'001 + quint64(k), windowS);
            (r.pass ? passes : fails) += 1;
            ++t.longRuns;
            t.requestsPerRun = r.requests;
            t.windowS = windowS;
        }
        log(QStringLiteral("  long runs at %1 req/s (%2 s): %3 of %4 pass")
                .arg(rate, 0, 'g', 4)
                .arg(windowS, 0, 'f', 0)
                .arg(passes)
                .arg(passes + fails));
        return passes > fails;
    };
    // A bracket around the guess: the first rate probed decides which way to widen, so no rate
    // is probed twice. A cell whose SLO holds nowhere (or everywhere) gives up where a sweep
    // would (BoundarySearch::Config's minRps and maxRps).
    const BoundarySearch::Config limits;
    double lo = guess * 0.8, hi = guess * 1.25;
    bool bracketed = true;
    if (holds(lo)) {
        while (holds(hi) && (bracketed = hi < limits.maxRps)) {
            lo = hi;
            hi *= 1.4;
        }
    } else {
        do {
            hi = lo;
            lo *= 0.7;
        } while ((bracketed = lo > limits.minRps) && !holds(lo));
    }
    if (!bracketed) {
        t.wallS = double(clock.elapsed()) / 1000;
        return t; // not bracketed: rps 0, which --check reports
    }
    while (hi / lo > 1 + shape.precision) {
        const double mid = std::sqrt(lo * hi);
        (holds(mid) ? lo : hi) = mid;
    }
    t.holdsRps = lo;
    t.failsRps = hi;
    t.rps = std::sqrt(lo * hi);
    t.wallS = double(clock.elapsed()) / 1000;
    return t;
}

TruthCache::TruthCache(QString path)
    : m_path(std::move(path))
{
    read();
}

void TruthCache::read()
{
    QFile f(m_path);
    if (m_path.isEmpty() || !f.open(QIODevice::ReadOnly))
        return;
    const QJsonObject all = QJsonDocument::fromJson(f.readAll()).object();
    for (auto it = all.begin(); it != all.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        Truth t;
        t.rps = o.value(QLatin1String("rps")).toDouble();
        t.holdsRps = o.value(QLatin1String("holds_rps")).toDouble();
        t.failsRps = o.value(QLatin1String("fails_rps")).toDouble();
        t.longRuns = o.value(QLatin1String("long_runs")).toInt();
        t.requestsPerRun = o.value(QLatin1String("requests_per_run")).toInteger();
        t.windowS = o.value(QLatin1String("window_s")).toDouble();
        t.wallS = o.value(QLatin1String("wall_s")).toDouble();
        if (t.rps > 0)
            m_truths[it.key()] = t;
    }
}

bool TruthCache::find(const QString &key, Truth *truth) const
{
    const auto it = m_truths.find(key);
    if (it == m_truths.end())
        return false;
    *truth = it->second;
    return true;
}

void TruthCache::store(const QString &key, const Truth &t)
{
    if (m_path.isEmpty()) {
        m_truths[key] = t;
        return;
    }
    read(); // what another run stored meanwhile (runs over other cells may share the file)
    m_truths[key] = t;
    QJsonObject all;
    for (const auto &[k, v] : m_truths)
        all.insert(k, QJsonObject{{QStringLiteral("rps"), v.rps},
                                  {QStringLiteral("holds_rps"), v.holdsRps},
                                  {QStringLiteral("fails_rps"), v.failsRps},
                                  {QStringLiteral("long_runs"), v.longRuns},
                                  {QStringLiteral("requests_per_run"), v.requestsPerRun},
                                  {QStringLiteral("window_s"), v.windowS},
                                  {QStringLiteral("wall_s"), v.wallS}});
    QFile f(m_path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QJsonDocument(all).toJson());
}

Truth attainmentTruth(const Cell &cell, const AttainmentShape &shape)
{
    QElapsedTimer clock;
    clock.start();
    const std::optional<SimPreset> preset = SimPresetCatalog::builtin().find(cell.preset);
    if (!preset)
        qFatal("no preset %s", qPrintable(cell.preset));
    TwinBoundary::Options o;
    o.workload = cell.shape;
    o.arrival = cell.process;
    o.slo = cell.slo;
    o.minRequests = shape.requests;
    o.maxRequests = shape.requests;
    o.precision = shape.precision;
    o.seed = 4242;
    const TwinBoundaryResult r =
        TwinBoundary(o).boundaryOf(preset->engine, StepTimeModel(preset->stepTime), shape.runs);
    Truth t;
    if (!r.found)
        return t;
    t.rps = r.boundaryRps;
    t.holdsRps = *std::min_element(r.boundariesRps.begin(), r.boundariesRps.end());
    t.failsRps = *std::max_element(r.boundariesRps.begin(), r.boundariesRps.end());
    // One seed's bisection brackets to the precision: the extremes are an inner bound.
    t.holdsRps /= 1 + shape.precision;
    t.failsRps *= 1 + shape.precision;
    t.longRuns = int(r.simulatedRuns);
    t.requestsPerRun = r.requestsPerRun;
    t.windowS = double(r.requestsPerRun) / r.boundaryRps;
    t.wallS = double(clock.elapsed()) / 1000;
    return t;
}

QString TruthCache::key(const Cell &cell, const AttainmentShape &shape)
{
    return QStringLiteral("attainment|%1|%2 requests|%3 runs|%4")
        .arg(key(cell, LongRunShape{}).section(QLatin1Char('|'), 0, 2))
        .arg(shape.requests)
        .arg(shape.runs)
        .arg(shape.precision);
}

// The cell, its SLO, the preset's parameters and the long-run shape: a changed SLO, preset or
// window is another truth.
QString TruthCache::key(const Cell &cell, const LongRunShape &shape)
{
    // The preset's entry in the built-in catalog, step-time coefficients and all.
    QByteArray preset;
    QFile catalog(QStringLiteral(":/catalogs/sim-presets.json"));
    if (catalog.open(QIODevice::ReadOnly))
        for (const QJsonValue &v : QJsonDocument::fromJson(catalog.readAll())
                                       .object()
                                       .value(QLatin1String("presets"))
                                       .toArray())
            if (v.toObject().value(QLatin1String("id")).toString() == cell.preset)
                preset = QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    if (preset.isEmpty())
        qFatal("preset %s is not in the built-in catalog", qPrintable(cell.preset));
    const QString fingerprint = QString::fromLatin1(
        QCryptographicHash::hash(preset, QCryptographicHash::Sha1).toHex().left(8));
    return QStringLiteral("%1|%2|preset %3|%4 s|%5 requests|%6 runs|%7")
        .arg(cell.name(), cell.sloText(), fingerprint)
        .arg(shape.minWindowS)
        .arg(shape.minRequests)
        .arg(shape.runs)
        .arg(shape.precision);
}

QString lightLoad(const Cell &cell, double rateRps)
{
    SweepConfig c = sweepConfig(cell, 1);
    c.maxStepS = std::max(600.0, 400 / rateRps);
    const BenchConfig config = c.stepConfig(0, 0, rateRps);
    auto plan = RunPlan::create(config.plan);
    VirtualStepExecutor executor(executorOptions(cell.preset));
    const auto step = executor.createStep(config, *plan, executor.endpoint(), QString());
    StepDriver driver;
    driver.run(*step);
    const MetricSet &m = step->result().metrics.overall;
    return QStringLiteral("TTFT %1 / %2 ms, TPOT %3 / %4 ms, ITL %5 / %6 ms (p50 / p95, %7 "
                          "requests at %8 req/s)")
        .arg(m.ttft.p50, 0, 'f', 0)
        .arg(m.ttft.p95, 0, 'f', 0)
        .arg(m.tpot.p50, 0, 'f', 1)
        .arg(m.tpot.p95, 0, 'f', 1)
        .arg(m.itl.p50, 0, 'f', 1)
        .arg(m.itl.p95, 0, 'f', 1)
        .arg(m.due)
        .arg(rateRps);
}

} // namespace boundarymatrix
