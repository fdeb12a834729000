#include "telemetry/TelemetryDerivation.h"

#include "ShapeTestData.h"
#include "bench/RunPlan.h"
#include "demand/PeakLoadProjector.h"
#include "sizing/SizingRequest.h"
#include "workload/SeededRandom.h"

#include <QDateTime>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace llmcap::testing;

using Kind = TelemetryRecord::Kind;

class TestTelemetryDerivation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsKeepTheCorrelation();
    void runFieldsOfAKnownRun();
    void traceRoundTripsWithRunFields();
    void resamplingKeepsWholeRuns_data();
    void resamplingKeepsWholeRuns();
    void maxEntriesKeepsWholeRuns();
    void derivedTraceReplaysThroughTheBenchPlan();
    void classesByModelAndAttribute();
    void rejectsAnUnknownClassBy();
    void fillSizingMarksAnswersMeasured();
    void startsOnlyLeaveConcurrencyUnanswered();
    void parallelSiblingsAreNoContextDrop();
};

namespace {

const qint64 kT0 = QDateTime(QDate(2026, 3, 2), QTime(9, 0), Qt::UTC).toMSecsSinceEpoch();

// Pearson correlation of log lengths.
double logCorrelation(const QList<QPair<double, double>> &xy, const QList<double> &w = {})
{
    double sw = 0, sx = 0, sy = 0;
    for (qsizetype i = 0; i < xy.size(); ++i) {
        const double wi = w.isEmpty() ? 1 : w.at(i);
        sw += wi;
        sx += wi * std::log(xy.at(i).first);
        sy += wi * std::log(xy.at(i).second);
    }
    const double mx = sx / sw, my = sy / sw;
    double cxy = 0, cxx = 0, cyy = 0;
    for (qsizetype i = 0; i < xy.size(); ++i) {
        const double wi = w.isEmpty() ? 1 : w.at(i);
        const double dx = std::log(xy.at(i).first) - mx, dy = std::log(xy.at(i).second) - my;
        cxy += wi * dx * dy;
        cxx += wi * dx * dx;
        cyy += wi * dy * dy;
    }
    return cxy / std::sqrt(cxx * cyy);
}

// Independent chat calls: lognormal input, output strongly tied to the input.
QList<TelemetryRecord> correlatedCalls(int n, QList<QPair<double, double>> *source = nullptr)
{
    SeededRandom random(11);
    QList<TelemetryRecord> records;
    for (int i = 0; i < n; ++i) {
        const double z = random.normal();
        const int input = std::max(1, int(std::exp(6.5 + 1.0 * z)));
        const int output = std::max(1, int(std::exp(4.0 + 0.9 * z + 0.2 * random.normal())));
        TelemetryRecord c = llmCall(QString(), kT0 + 250 * i, 800, input, output);
        c.name = QStringLiteral("chat");
        records << c;
        if (source)
            source->append({double(input), double(output)});
    }
    return records;
}

// Agent runs of 1 to 5 calls with a tool call between calls; each call 1 s, a tool 0.5 s.
QList<TelemetryRecord> agentRuns(int runs)
{
    QList<TelemetryRecord> records;
    for (int k = 0; k < runs; ++k) {
        const QString id = QStringLiteral("run-%1").arg(k, 4, 10, QLatin1Char('0')); // id order = k
        const qint64 t0 = kT0 + 2000 * k;
        const int calls = 1 + k % 5;
        TelemetryRecord root = span(Kind::Agent, id, t0, 3000.0 * calls, QStringLiteral("agent"));
        root.spanId = id + QStringLiteral("-root");
        records << root;
        for (int j = 0; j < calls; ++j) {
            TelemetryRecord c = llmCall(id, t0 + 100 + 3000 * j, 1000, 1000 + 500 * j, 50);
            c.parentId = root.spanId;
            records << c;
            if (j + 1 < calls)
                records << span(Kind::ToolCall, id, t0 + 1200 + 3000 * j, 500);
        }
    }
    std::sort(records.begin(), records.end(),
              [](const auto &a, const auto &b) { return a.startMs < b.startMs; });
    return records;
}

Result<TelemetryDerivation> derive(TelemetryFixture &f, const QList<TelemetryRecord> &records,
                                   const TelemetryDeriveOptions &options = {})
{
    if (!f.error.isEmpty())
        return Result<TelemetryDerivation>::failure(f.error);
    const TelemetryDataset d = f.store(records);
    if (d.id == 0)
        return Result<TelemetryDerivation>::failure(f.error);
    return TelemetryDerivation::derive(*f.repo, d, options);
}

// Trace runs by id: call indices seen.
QHash<QString, QList<int>> callsByRun(const Trace &trace)
{
    QHash<QString, QList<int>> runs;
    for (const TraceEntry &e : trace.entries)
        if (e.inRun())
            runs[e.runId].append(e.callIndex);
    return runs;
}

} // namespace

void TestTelemetryDerivation::pairsKeepTheCorrelation()
{
    QList<QPair<double, double>> source;
    TelemetryFixture f;
    const auto d = derive(f, correlatedCalls(30'000, &source));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->workload.classes.size(), 1);
    const WorkloadClass &c = d->workload.classes.front();
    QCOMPARE(c.name, QStringLiteral("chat"));
    QVERIFY(!c.lengths.isEmpty());
    QVERIFY(c.lengths.size() <= 1000);

    const double sourceCorrelation = logCorrelation(source);
    QList<QPair<double, double>> pairs;
    QList<double> weights;
    for (qsizetype i = 0; i < c.lengths.size(); ++i) {
        pairs.append({double(c.lengths.pairs().at(i).inputTokens),
                      double(c.lengths.pairs().at(i).outputTokens)});
        weights.append(c.lengths.weight(i));
    }
    const double pairCorrelation = logCorrelation(pairs, weights);
    QVERIFY2(
        std::abs(pairCorrelation - sourceCorrelation) < 0.03,
        qPrintable(QStringLiteral("%1 against %2").arg(pairCorrelation).arg(sourceCorrelation)));

    // The load generator draws both lengths from one pair.
    PlanSettings settings;
    settings.workload = d->workload;
    settings.rateRps = 100;
    settings.durationS = 50;
    const auto plan = RunPlan::create(settings);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QList<QPair<double, double>> drawn;
    for (qint64 i = 0; i < plan->arrivals(); ++i) {
        const PlannedRequest r = plan->request(i);
        drawn.append({double(r.inputTokens), double(r.outputTokens)});
    }
    QVERIFY(drawn.size() > 4000);
    const double drawnCorrelation = logCorrelation(drawn);
    QVERIFY2(
        std::abs(drawnCorrelation - sourceCorrelation) < 0.05,
        qPrintable(QStringLiteral("%1 against %2").arg(drawnCorrelation).arg(sourceCorrelation)));
    // The marginals stay filled and close to the source's median.
    QVERIFY(std::abs(c.inputTokens.p50() / std::exp(6.5) - 1) < 0.1);
    QVERIFY(c.inputTokens.kind() == TokenDistribution::Kind::Empirical);
}

void TestTelemetryDerivation::runFieldsOfAKnownRun()
{
    TelemetryFixture f;
    const auto d = derive(f, agentRuns(5)); // run-4 has 5 calls
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QCOMPARE(d->trace.entries.size(), 1 + 2 + 3 + 4 + 5);
    QList<TraceEntry> run;
    for (const TraceEntry &e : d->trace.entries)
        if (e.runId == QStringLiteral("r5"))
            run.append(e);
    QCOMPARE(run.size(), 5);
    QCOMPARE(run.at(0).callIndex, 0);
    QCOMPARE(run.at(0).dependsOn, -1);
    QCOMPARE(run.at(0).offsetS, 0.1);
    QCOMPARE(run.at(1).dependsOn, 0);
    QCOMPARE(run.at(1).offsetS, 2.0); // call 0 ended at 1.1 s, call 1 started at 3.1 s
    QCOMPARE(run.at(1).toolWaitS, 0.5);
    QCOMPARE(run.at(1).prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(run.at(1).prefixGroup, run.at(0).prefixGroup);
    QCOMPARE(run.at(1).prefixTokens, 1500);
    QCOMPARE(run.at(4).timestampS - run.at(0).timestampS, 12.0);
    QCOMPARE(run.at(0).className, QStringLiteral("agent"));
}

void TestTelemetryDerivation::traceRoundTripsWithRunFields()
{
    TelemetryFixture f;
    const auto d = derive(f, agentRuns(40));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.jsonl"));
    const Status written = d->writeTrace(path);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    const auto back = Trace::load(path);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(back->entries.size(), d->trace.entries.size());
    for (qsizetype i = 0; i < back->entries.size(); ++i) {
        TraceEntry a = back->entries.at(i);
        const TraceEntry &b = d->trace.entries.at(i);
        QVERIFY(std::abs(a.timestampS - b.timestampS) < 1e-6);
        QVERIFY(std::abs(a.offsetS - b.offsetS) < 1e-6);
        a.timestampS = b.timestampS;
        a.offsetS = b.offsetS;
        QCOMPARE(a, b);
    }
    const QString wpath = dir.filePath(QStringLiteral("workload.yaml"));
    const Status w = d->writeWorkload(wpath);
    QVERIFY2(w.ok(), qPrintable(w.error()));
    const auto workload = Workload::load(wpath);
    QVERIFY2(workload.ok(), qPrintable(workload.error()));
    QCOMPARE(workload->classes.front().lengths, d->workload.classes.front().lengths);
    QVERIFY(workload->classes.front().callsPerRun.has_value());
}

void TestTelemetryDerivation::resamplingKeepsWholeRuns_data()
{
    QTest::addColumn<double>("factor");
    QTest::newRow("half") << 0.5;
    QTest::newRow("two and a half") << 2.5;
}

void TestTelemetryDerivation::resamplingKeepsWholeRuns()
{
    QFETCH(double, factor);
    const QList<TelemetryRecord> records = agentRuns(400);
    TelemetryFixture f;
    const TelemetryDataset dataset = f.store(records);
    QVERIFY2(dataset.id > 0, qPrintable(f.error));
    const double recordedRps =
        double(dataset.llmCalls) / (double(dataset.lastMs - dataset.firstMs) / 1000.0);
    TelemetryDeriveOptions options;
    options.targetRps = recordedRps * factor;
    options.seed = 3;
    const auto d = TelemetryDerivation::derive(*f.repo, dataset, options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    const double ratio = double(d->trace.entries.size()) / double(dataset.llmCalls);
    QVERIFY2(std::abs(ratio / factor - 1) < 0.15, qPrintable(QString::number(ratio)));
    const auto runs = callsByRun(d->trace);
    QVERIFY(runs.size() > 100);
    for (auto it = runs.begin(); it != runs.end(); ++it) {
        QList<int> calls = it.value();
        std::sort(calls.begin(), calls.end());
        // Source run k (trace id r<k+1>[.copy]) has 1 + k % 5 calls.
        const int k = it.key().mid(1).section(QLatin1Char('.'), 0, 0).toInt() - 1;
        QCOMPARE(calls.size(), 1 + k % 5);
        for (int i = 0; i < calls.size(); ++i)
            QCOMPARE(calls.at(i), i);
    }
}

void TestTelemetryDerivation::maxEntriesKeepsWholeRuns()
{
    TelemetryFixture f;
    TelemetryDeriveOptions options;
    options.maxEntries = 100;
    const auto d = derive(f, agentRuns(200), options);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QVERIFY(d->trace.entries.size() <= 100);
    QVERIFY(d->trace.entries.size() >= 60);
    const auto runs = callsByRun(d->trace);
    for (auto it = runs.begin(); it != runs.end(); ++it) {
        const int k = it.key().mid(1).toInt() - 1;
        QCOMPARE(it.value().size(), 1 + k % 5);
    }
}

void TestTelemetryDerivation::derivedTraceReplaysThroughTheBenchPlan()
{
    TelemetryFixture f;
    const auto d = derive(f, agentRuns(30));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.jsonl"));
    QVERIFY(d->writeTrace(path).ok());
    const auto trace = Trace::load(path);
    QVERIFY2(trace.ok(), qPrintable(trace.error()));
    PlanSettings settings;
    settings.workload = d->workload;
    settings.trace = *trace;
    settings.durationS = 0; // the whole trace
    const auto plan = RunPlan::create(settings);
    QVERIFY2(plan.ok(), qPrintable(plan.error()));
    QCOMPARE(plan->arrivals(), trace->entries.size());
    for (qint64 i = 0; i < plan->arrivals(); ++i) {
        const PlannedRequest r = plan->request(i);
        const TraceEntry &e = trace->entries.at(i);
        QCOMPARE(r.inputTokens, e.inputTokens);
        QCOMPARE(r.outputTokens, e.outputTokens);
        QCOMPARE(plan->classes().at(r.classIndex).name, e.className);
        if (e.prefix == TraceEntry::Prefix::Previous) {
            QVERIFY(r.prefixKey != 0);
            QCOMPARE(r.prefixTokens, e.inputTokens);
        }
    }
}

void TestTelemetryDerivation::classesByModelAndAttribute()
{
    QList<TelemetryRecord> records;
    for (int i = 0; i < 300; ++i) {
        TelemetryRecord c = llmCall(QString(), kT0 + 1000 * i, 500, 100 + i, 20);
        c.model = i % 3 == 0 ? QStringLiteral("big") : QStringLiteral("small");
        c.attributes.insert(QStringLiteral("env"),
                            i % 2 == 0 ? QStringLiteral("prod") : QStringLiteral("staging"));
        records << c;
    }
    {
        TelemetryFixture f;
        TelemetryDeriveOptions options;
        options.classBy = QStringLiteral("model");
        const auto d = derive(f, records, options);
        QVERIFY2(d.ok(), qPrintable(d.error()));
        QCOMPARE(d->workload.classes.size(), 2);
        const qsizetype big = d->workload.indexOf(QStringLiteral("big"));
        QVERIFY(big >= 0);
        QVERIFY(std::abs(d->workload.classes.at(big).weight - 1.0 / 3) < 1e-9);
        QCOMPARE(d->classes.at(big).shape.llmCalls, 100);
    }
    {
        TelemetryFixture f;
        TelemetryDeriveOptions options;
        options.classBy = QStringLiteral("attribute:env");
        const auto d = derive(f, records, options);
        QVERIFY2(d.ok(), qPrintable(d.error()));
        QCOMPARE(d->workload.classes.size(), 2);
        QVERIFY(d->workload.indexOf(QStringLiteral("staging")) >= 0);
        for (const TraceEntry &e : d->trace.entries)
            QVERIFY(e.className == QStringLiteral("prod") ||
                    e.className == QStringLiteral("staging"));
    }
}

void TestTelemetryDerivation::rejectsAnUnknownClassBy()
{
    TelemetryFixture f;
    TelemetryDeriveOptions options;
    options.classBy = QStringLiteral("colour");
    const auto d = derive(f, correlatedCalls(10), options);
    QVERIFY(!d.ok());
    QVERIFY2(d.error().contains("name, model or attribute:KEY"), qPrintable(d.error()));
}

void TestTelemetryDerivation::fillSizingMarksAnswersMeasured()
{
    TelemetryFixture f;
    const auto d = derive(f, agentRuns(300));
    QVERIFY2(d.ok(), qPrintable(d.error()));
    SizingRequest request;
    d->fillSizing(request);
    const int index = request.classIndex(QStringLiteral("agent"));
    QVERIFY(index >= 0);
    QCOMPARE(request.classes().at(index).execution, QStringLiteral("agentic"));
    QCOMPARE(request.classNumber(index, QStringLiteral("calls_per_run")), 3.0);
    QVERIFY(request.percentiles(index, QStringLiteral("input_tokens")).complete());
    QVERIFY(request.classNumber(index, QStringLiteral("peak_rps")).has_value());
    const auto measured = request.measured(index, QStringLiteral("input_tokens"));
    QVERIFY(measured.has_value());
    QCOMPARE(measured->source, QStringLiteral("test-data"));
    QCOMPARE(measured->samples, 900);
    QCOMPARE(request.measured(index, QStringLiteral("calls_per_run"))->of, QStringLiteral("runs"));

    // The provenance survives the file, and an edited answer loses it.
    const auto back = SizingRequest::fromJson(request.toJson());
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(*back, request);
    SizingRequest edited = *back;
    edited.setClassValue(index, QStringLiteral("burst_s"), 5.0);
    QVERIFY(!edited.measured(index, QStringLiteral("burst_s")));

    // A plan from the filled request lists its answers as measured.
    const PeakProjection p = PeakLoadProjector::project(request, index);
    QCOMPARE(p.method, PeakProjection::Method::DirectPeak);
    QStringList measuredFields;
    for (const PlanAssumption &a : p.assumptions)
        if (!a.measured.isEmpty()) {
            QVERIFY2(a.text.contains(QStringLiteral("Measured from telemetry test-data (")),
                     qPrintable(a.text));
            QVERIFY(!a.assumed);
            measuredFields << a.field;
        }
    for (const char *key : {"input_tokens", "output_tokens", "context_tokens", "peak_rps",
                            "peak_to_average", "concurrent_calls"})
        QVERIFY2(measuredFields.contains(QLatin1String(key)), key);
}

// A trace of starts at relative times (Mooncake): the sizing answers it can give are measured,
// with no 1970 dates; the peak of concurrent calls it cannot give is left to the questionnaire.
void TestTelemetryDerivation::startsOnlyLeaveConcurrencyUnanswered()
{
    QList<TelemetryRecord> records;
    for (int i = 0; i < 400; ++i) {
        TelemetryRecord c = llmCall(QString(), 250 * i, 0, 500 + i, 50);
        c.durationMs = std::nan("");
        c.name = QStringLiteral("chat");
        records << c;
    }
    TelemetryFixture f;
    const auto d = derive(f, records);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    SizingRequest request;
    d->fillSizing(request);
    QCOMPARE(request.classes().size(), 1);
    const auto input = request.measured(0, QStringLiteral("input_tokens"));
    QVERIFY(input.has_value());
    QVERIFY2(input->from.isEmpty(), qPrintable(input->from));
    QVERIFY(request.measured(0, QStringLiteral("peak_rps")).has_value());
    QVERIFY(!request.measured(0, QStringLiteral("concurrent_calls")).has_value());
    QVERIFY(!request.classNumber(0, QStringLiteral("concurrent_calls")).has_value());
}

// Two calls in parallel after a first one (a fan-out) both continue the first call's context:
// the shorter sibling is not a compaction, and the call after them continues the one that
// ended last.
void TestTelemetryDerivation::parallelSiblingsAreNoContextDrop()
{
    const QString id = QStringLiteral("run-x");
    TelemetryRecord root = span(Kind::Agent, id, kT0, 6000.0, QStringLiteral("agent"));
    root.spanId = id + QStringLiteral("-root");
    QList<TelemetryRecord> records{root};
    const auto call = [&](qint64 startMs, double durationMs, int input) {
        TelemetryRecord c = llmCall(id, kT0 + startMs, durationMs, input, 50);
        c.parentId = root.spanId;
        records << c;
    };
    call(100, 1000, 1000);  // 0: 0.1-1.1 s
    call(1200, 2000, 1500); // 1: 1.2-3.2 s
    call(1300, 1000, 1300); // 2: 1.3-2.3 s, beside call 1, shorter
    call(3500, 1000, 2000); // 3: after both
    TelemetryFixture f;
    const auto d = derive(f, records);
    QVERIFY2(d.ok(), qPrintable(d.error()));
    QList<TraceEntry> run = d->trace.entries;
    QCOMPARE(run.size(), 4);
    std::sort(run.begin(), run.end(),
              [](const TraceEntry &a, const TraceEntry &b) { return a.callIndex < b.callIndex; });
    QCOMPARE(run.at(1).dependsOn, 0);
    QCOMPARE(run.at(2).dependsOn, 0);
    QCOMPARE(run.at(2).prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(run.at(2).prefixGroup, run.at(0).prefixGroup);
    QCOMPARE(run.at(3).dependsOn, 1);
    QCOMPARE(run.at(3).prefix, TraceEntry::Prefix::Previous);
    QCOMPARE(run.at(3).prefixGroup, run.at(0).prefixGroup);
}

QTEST_APPLESS_MAIN(TestTelemetryDerivation)
#include "tst_telemetryderivation.moc"
