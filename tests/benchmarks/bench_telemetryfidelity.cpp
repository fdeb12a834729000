// Fidelity of the telemetry derivation (issue 17): a synthetic dataset with known distributions
// (lognormal input and output lengths with correlation, a skewed calls-per-run distribution,
// bursty run arrivals) is stored, derived into a replay trace and workload classes, and the
// replay's p50/p99 input and output lengths, calls per run and the index of dispersion of
// arrivals over 60 s windows are compared with the source's. Target: within 5 %. Measures and
// prints; asserts nothing.
//
//   bench_telemetryfidelity [--runs 20000] [--seed 1]

#include "../core/telemetry/ShapeTestData.h"
#include "telemetry/ShapeAnalysis.h"
#include "telemetry/TelemetryDerivation.h"
#include "workload/SeededRandom.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>

#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace llmcap;
using namespace llmcap::testing;

namespace {

struct Figures
{
    double inputP50 = 0, inputP99 = 0, outputP50 = 0, outputP99 = 0;
    double callsPerRunMean = 0, callsPerRunP99 = 0;
    double dispersion60s = 0;
    double logCorrelation = 0;
    qint64 calls = 0, runs = 0;
};

double nearestRank(std::vector<double> v, double q)
{
    if (v.empty())
        return NAN;
    std::sort(v.begin(), v.end());
    const size_t rank = size_t(std::max(1.0, std::ceil(q * double(v.size()))));
    return v[rank - 1];
}

double correlation(const std::vector<double> &x, const std::vector<double> &y)
{
    double mx = 0, my = 0;
    for (size_t i = 0; i < x.size(); ++i) {
        mx += std::log(x[i]);
        my += std::log(y[i]);
    }
    mx /= double(x.size());
    my /= double(y.size());
    double cxy = 0, cxx = 0, cyy = 0;
    for (size_t i = 0; i < x.size(); ++i) {
        const double dx = std::log(x[i]) - mx, dy = std::log(y[i]) - my;
        cxy += dx * dy;
        cxx += dx * dx;
        cyy += dy * dy;
    }
    return cxy / std::sqrt(cxx * cyy);
}

// Counts per 60 s window from the first arrival: variance / mean.
double dispersion(std::vector<double> arrivalsS)
{
    if (arrivalsS.empty())
        return NAN;
    std::sort(arrivalsS.begin(), arrivalsS.end());
    const double first = arrivalsS.front();
    std::vector<double> counts(size_t((arrivalsS.back() - first) / 60.0) + 1, 0);
    for (double t : arrivalsS)
        counts[size_t((t - first) / 60.0)] += 1;
    if (counts.size() > 1)
        counts.pop_back(); // the last window is partial
    double mean = 0;
    for (double c : counts)
        mean += c;
    mean /= double(counts.size());
    double var = 0;
    for (double c : counts)
        var += (c - mean) * (c - mean);
    var /= double(counts.size() > 1 ? counts.size() - 1 : 1);
    return var / mean;
}

Figures figuresOf(const std::vector<double> &inputs, const std::vector<double> &outputs,
                  const std::vector<double> &callsPerRun, const std::vector<double> &arrivalsS)
{
    Figures f;
    f.inputP50 = nearestRank(inputs, 0.5);
    f.inputP99 = nearestRank(inputs, 0.99);
    f.outputP50 = nearestRank(outputs, 0.5);
    f.outputP99 = nearestRank(outputs, 0.99);
    double sum = 0;
    for (double c : callsPerRun)
        sum += c;
    f.callsPerRunMean = callsPerRun.empty() ? NAN : sum / double(callsPerRun.size());
    f.callsPerRunP99 = nearestRank(callsPerRun, 0.99);
    f.dispersion60s = dispersion(arrivalsS);
    f.logCorrelation = correlation(inputs, outputs);
    f.calls = qint64(inputs.size());
    f.runs = qint64(callsPerRun.size());
    return f;
}

Figures traceFigures(const Trace &trace)
{
    std::vector<double> in, out, arrivals, perRun;
    QHash<QString, int> calls;
    for (const TraceEntry &e : trace.entries) {
        in.push_back(e.inputTokens);
        out.push_back(e.outputTokens);
        arrivals.push_back(e.timestampS);
        ++calls[e.runId];
    }
    for (int c : calls)
        perRun.push_back(c);
    return figuresOf(in, out, perRun, arrivals);
}

void printComparison(const char *title, const Figures &source, const Figures &replay)
{
    std::printf("\n%s: %lld calls in %lld runs (source %lld in %lld)\n", title,
                (long long)replay.calls, (long long)replay.runs, (long long)source.calls,
                (long long)source.runs);
    std::printf("  %-28s %12s %12s %9s %s\n", "figure", "source", "replay", "diff", "within 5 %");
    auto row = [](const char *name, double a, double b) {
        const double diff = (b / a - 1) * 100;
        std::printf("  %-28s %12.2f %12.2f %8.2f%% %s\n", name, a, b, diff,
                    std::abs(diff) <= 5 ? "yes" : "NO");
    };
    row("input p50 (tokens)", source.inputP50, replay.inputP50);
    row("input p99 (tokens)", source.inputP99, replay.inputP99);
    row("output p50 (tokens)", source.outputP50, replay.outputP50);
    row("output p99 (tokens)", source.outputP99, replay.outputP99);
    row("calls per run, mean", source.callsPerRunMean, replay.callsPerRunMean);
    row("calls per run, p99", source.callsPerRunP99, replay.callsPerRunP99);
    row("dispersion, 60 s windows", source.dispersion60s, replay.dispersion60s);
    row("corr(log in, log out)", source.logCorrelation, replay.logCorrelation);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("runs"), QStringLiteral("runs to generate"),
                      QStringLiteral("n"), QStringLiteral("20000")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("random seed"), QStringLiteral("n"),
                      QStringLiteral("1")});
    parser.process(app);
    const int runs = std::max(10, parser.value(QStringLiteral("runs")).toInt());
    SeededRandom random(parser.value(QStringLiteral("seed")).toULongLong());

    // Source: run arrivals Poisson at a rate that changes every minute by a gamma factor
    // (shape 2: bursty, dispersion well above 1); calls per run 1 (60 %) or 2 + a geometric
    // tail; calls 0.5-3 s apart; lengths lognormal with corr(log in, log out) about 0.8.
    const qint64 t0 = 1'772'000'000'000;
    const double meanRunsPerS = 2.0;
    QList<TelemetryRecord> records;
    std::vector<double> in, out, arrivals, perRun;
    double t = 0;
    double minuteFactor = random.gamma(2.0, 0.5);
    int minute = 0;
    for (int k = 0; k < runs; ++k) {
        t += random.exponential(1.0 / (meanRunsPerS * minuteFactor));
        while (int(t / 60) > minute) {
            ++minute;
            minuteFactor = random.gamma(2.0, 0.5);
        }
        int calls = 1;
        if (random.uniform() >= 0.6) {
            calls = 2;
            while (random.uniform() < 0.7 && calls < 60)
                ++calls;
        }
        perRun.push_back(calls);
        const QString id = QStringLiteral("run-%1").arg(k, 7, 10, QLatin1Char('0'));
        qint64 start = t0 + qint64(t * 1000);
        for (int j = 0; j < calls; ++j) {
            const double z = random.normal();
            const int input = std::max(1, int(std::exp(7.0 + 1.1 * z)));
            const int output = std::max(1, int(std::exp(5.0 + 0.8 * z + 0.5 * random.normal())));
            const double durationMs = 200 + output * 20.0;
            TelemetryRecord c = llmCall(id, start, durationMs, input, output);
            c.name = calls > 1 ? QStringLiteral("agent") : QStringLiteral("chat");
            records << c;
            in.push_back(input);
            out.push_back(output);
            arrivals.push_back(double(start - t0) / 1000.0);
            start += qint64(durationMs) + qint64(500 + random.uniform() * 2500);
        }
    }
    const Figures source = figuresOf(in, out, perRun, arrivals);

    QElapsedTimer timer;
    timer.start();
    TelemetryFixture fixture;
    const TelemetryDataset dataset = fixture.store(records, QStringLiteral("synthetic"));
    if (dataset.id == 0) {
        std::fprintf(stderr, "cannot store the dataset: %s\n", qPrintable(fixture.error));
        return 1;
    }
    const qint64 storeMs = timer.restart();
    std::printf("bench_telemetryfidelity: %d runs, %lld LLM calls, stored in %lld ms\n", runs,
                (long long)dataset.llmCalls, (long long)storeMs);

    timer.restart();
    const auto shape = ShapeAnalysis::compute(*fixture.repo, dataset);
    if (!shape) {
        std::fprintf(stderr, "analysis failed: %s\n", qPrintable(shape.error()));
        return 1;
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("shape analysis: %lld ms for %lld calls in %lld runs (peak RSS so far %ld MB)\n",
                (long long)timer.elapsed(), (long long)shape->llmCalls, (long long)shape->runs,
                usage.ru_maxrss / 1024);

    struct Variant
    {
        const char *title;
        TelemetryDeriveOptions options;
    };
    const double spanS = double(dataset.lastMs - dataset.firstMs) / 1000.0;
    const double recordedRps = double(dataset.llmCalls) / spanS;
    QList<Variant> variants;
    variants.append(Variant{"replay at the recorded rate", TelemetryDeriveOptions{}});
    TelemetryDeriveOptions capped;
    capped.maxEntries = dataset.llmCalls / 5;
    variants.append(Variant{"replay capped at 20 % of the calls (whole runs)", capped});
    TelemetryDeriveOptions doubled;
    doubled.targetRps = 2 * recordedRps;
    variants.append(Variant{"replay resampled to twice the rate (whole runs)", doubled});
    for (const Variant &v : variants) {
        timer.restart();
        const auto d = TelemetryDerivation::derive(*fixture.repo, dataset, v.options);
        if (!d) {
            std::fprintf(stderr, "derive failed: %s\n", qPrintable(d.error()));
            return 1;
        }
        const qint64 deriveMs = timer.elapsed();
        Figures replay = traceFigures(d->trace);
        printComparison(v.title, source, replay);
        std::printf("  derived in %lld ms; %s\n", (long long)deriveMs, qPrintable(d->note));
        if (&v == &variants.front()) {
            // The workload classes' joint lengths, drawn as the load generator draws them.
            SeededRandom draw(9);
            std::vector<double> wi, wo;
            for (int i = 0; i < 200'000; ++i) {
                const WorkloadClass &c = d->workload.classes.at(d->workload.pick(draw.uniform()));
                const JointLengths::Pair p = c.lengths.sample(draw);
                wi.push_back(p.inputTokens);
                wo.push_back(p.outputTokens);
            }
            Figures classes = figuresOf(wi, wo, perRun, arrivals);
            printComparison("workload classes' joint lengths (200,000 draws; runs and arrivals "
                            "not drawn)",
                            source, classes);
            for (const WorkloadClass &c : d->workload.classes)
                std::printf("  class %s: weight %.3f, %lld pairs\n", qPrintable(c.name), c.weight,
                            (long long)c.lengths.size());
        }
    }
    return 0;
}
