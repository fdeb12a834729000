#include "sweep/SweepConfig.h"
#include "sweep/SweepSetup.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

namespace {

Slo tinySlo()
{
    Slo slo;
    slo.name = QStringLiteral("tiny");
    slo.objectives = {{SloMetric::Ttft, 1000, 95}, {SloMetric::Tpot, 100, 95}};
    slo.maxErrorRatePct = 0.5;
    slo.classObjectives.insert(QStringLiteral("summarize"), {{SloMetric::Ttft, 4000, 90}});
    return slo;
}

SweepConfig sample()
{
    SweepConfig c;
    c.name = QStringLiteral("night run");
    c.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:8000/v1"));
    c.bench.target.model = QStringLiteral("tiny");
    c.bench.target.apiKey = QStringLiteral("sk-secret-123");
    c.bench.plan.workload = Workload::single(200, 100);
    WorkloadClass summarize;
    summarize.name = QStringLiteral("summarize");
    summarize.weight = 0.25;
    summarize.inputTokens = TokenDistribution::fixed(2000);
    summarize.outputTokens = TokenDistribution::fixed(50);
    c.bench.plan.workload.classes.append(summarize);
    c.bench.plan.arrival = *ArrivalProcess::parse(QStringLiteral("gamma:0.5"));
    c.bench.plan.seed = 18446744073709551557ull; // above 2^53: stored as text
    c.bench.slo = tinySlo();
    c.bench.requestTimeoutMs = 12'345;
    c.bench.drainTimeoutMs = 6'789;
    c.bench.maxInFlight = 77;
    c.bench.scheduleLagBoundMs = 7.5;
    c.bench.scrapeMetrics = false;
    c.bench.scrapeIntervalMs = 250;
    c.bench.storeText = true;
    c.bench.serving.set(QStringLiteral("gpu_count"), 2);
    c.bench.serving.set(QStringLiteral("model"), QStringLiteral("tiny-model"),
                        ServingConfig::Source::Server);
    c.bench.projectId = 4;
    c.search.startRps = 0.5;
    c.search.maxRps = 64;
    c.search.minRps = 0.1;
    c.search.growth = 3;
    c.search.tolerance = 0.1;
    c.search.repeats = 4;
    c.search.confirmS = 45;
    c.stepWarmupS = 1.5;
    c.minStepS = 4;
    c.maxStepS = 9;
    c.minStepRequests = 33;
    c.maxStepRequestsS = 240;
    c.cooldownS = 0.25;
    c.earlyStopConfidence = 0.95;
    return c;
}

} // namespace

class TestSweepConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonRoundTrip();
    void jsonNeverHoldsTheApiKey();
    void builtinServerIsRecorded();
    void missingStepFieldsTakeDefaults();
    void badWorkloadIsReported();
    void sampleIsValid();
    void validate_data();
    void validate();
    void stepConfig();
    void lowRateStepsGrowToTheRequestMinimum();
};

void TestSweepConfig::jsonRoundTrip()
{
    const SweepConfig c = sample();
    // Through text, as the database stores it.
    const QJsonObject stored = QJsonDocument::fromJson(QJsonDocument(c.toJson()).toJson()).object();
    auto back = SweepConfig::fromJson(stored);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    SweepConfig keyless = c; // the key is never stored: resuming asks for it again
    keyless.bench.target.apiKey.clear();
    QCOMPARE(back->toJson(), keyless.toJson());
    QCOMPARE(back->name, c.name);
    QCOMPARE(back->bench.target.baseUrl, c.bench.target.baseUrl);
    QCOMPARE(back->bench.target.model, c.bench.target.model);
    QCOMPARE(back->bench.plan.workload, c.bench.plan.workload);
    QCOMPARE(back->bench.plan.arrival, c.bench.plan.arrival);
    QCOMPARE(back->bench.plan.seed, c.bench.plan.seed);
    QVERIFY(back->bench.slo);
    QCOMPARE(*back->bench.slo, *c.bench.slo);
    QCOMPARE(back->bench.serving, c.bench.serving);
    QCOMPARE(back->bench.serving.source(QStringLiteral("model")), ServingConfig::Source::Server);
    QCOMPARE(back->bench.requestTimeoutMs, 12'345);
    QCOMPARE(back->bench.drainTimeoutMs, 6'789);
    QCOMPARE(back->bench.maxInFlight, 77);
    QCOMPARE(back->bench.scheduleLagBoundMs, 7.5);
    QCOMPARE(back->bench.scrapeMetrics, false);
    QCOMPARE(back->bench.scrapeIntervalMs, 250);
    QCOMPARE(back->bench.storeText, true);
    QCOMPARE(back->bench.projectId, 4);
    QCOMPARE(back->search.startRps, 0.5);
    QCOMPARE(back->search.maxRps, 64.0);
    QCOMPARE(back->search.minRps, 0.1);
    QCOMPARE(back->search.growth, 3.0);
    QCOMPARE(back->search.tolerance, 0.1);
    QCOMPARE(back->search.repeats, 4);
    QCOMPARE(back->search.confirmS, 45.0);
    QCOMPARE(back->stepWarmupS, 1.5);
    QCOMPARE(back->minStepS, 4.0);
    QCOMPARE(back->maxStepS, 9.0);
    QCOMPARE(back->minStepRequests, 33);
    QCOMPARE(back->maxStepRequestsS, 240.0);
    QCOMPARE(back->cooldownS, 0.25);
    QCOMPARE(back->earlyStopConfidence, 0.95);
}

void TestSweepConfig::jsonNeverHoldsTheApiKey()
{
    const QByteArray text = QJsonDocument(sample().toJson()).toJson();
    QVERIFY(!text.contains("sk-secret-123"));
    auto back = SweepConfig::fromJson(sample().toJson());
    QVERIFY(back.ok());
    QVERIFY(back->bench.target.apiKey.isEmpty());
}

// A sweep against the built-in server keeps the server's preset, speed and seed, so it resumes
// against a fresh one in a later session; a sweep against an endpoint keeps none.
void TestSweepConfig::builtinServerIsRecorded()
{
    SweepConfig c = sample();
    QVERIFY(!c.toJson().contains(QLatin1String("builtin_server")));
    QVERIFY(!SweepConfig::fromJson(c.toJson())->builtinServer);
    const SweepSetup plain = SweepSetup::ofStored(c);
    QVERIFY(!plain.builtinServer);
    QCOMPARE(plain.config.bench.target.baseUrl, c.bench.target.baseUrl);

    c.builtinServer =
        SweepConfig::BuiltinServer{QStringLiteral("a10-8b"), 2.5, 18446744073709551557ULL};
    const QJsonObject stored = QJsonDocument::fromJson(QJsonDocument(c.toJson()).toJson()).object();
    auto back = SweepConfig::fromJson(stored);
    QVERIFY(back.ok());
    QVERIFY(back->builtinServer);
    QCOMPARE(back->builtinServer->preset, QStringLiteral("a10-8b"));
    QCOMPARE(back->builtinServer->speed, 2.5);
    QCOMPARE(back->builtinServer->seed,
             18446744073709551557ULL); // a seed beyond a double's 53 bits
    const SweepSetup setup = SweepSetup::ofStored(*back);
    QVERIFY(setup.builtinServer);
    QCOMPARE(setup.simPreset, QStringLiteral("a10-8b"));
    QCOMPARE(setup.simSpeed, 2.5);
    QCOMPARE(setup.simSeed, 18446744073709551557ULL);
    QVERIFY(SweepConfig::validate(*back).ok());
}

void TestSweepConfig::missingStepFieldsTakeDefaults()
{
    QJsonObject json = sample().toJson();
    json.remove(QStringLiteral("step"));
    json.remove(QStringLiteral("limits"));
    json.remove(QStringLiteral("search"));
    auto back = SweepConfig::fromJson(json);
    QVERIFY(back.ok());
    const SweepConfig defaults;
    QCOMPARE(back->minStepS, defaults.minStepS);
    QCOMPARE(back->maxStepS, defaults.maxStepS);
    QCOMPARE(back->minStepRequests, defaults.minStepRequests);
    QCOMPARE(back->search.tolerance, defaults.search.tolerance);
    QCOMPARE(back->search.repeats, defaults.search.repeats);
    QCOMPARE(back->bench.maxInFlight, defaults.bench.maxInFlight);
}

void TestSweepConfig::badWorkloadIsReported()
{
    QJsonObject json = sample().toJson();
    json.insert(QStringLiteral("arrival"), QStringLiteral("sometimes"));
    QVERIFY(!SweepConfig::fromJson(json).ok());
    json = sample().toJson();
    json.insert(QStringLiteral("workload"),
                QJsonObject{{QStringLiteral("classes"), QStringLiteral("none")}});
    QVERIFY(!SweepConfig::fromJson(json).ok());
}

void TestSweepConfig::sampleIsValid()
{
    const Status s = SweepConfig::validate(sample());
    QVERIFY2(s.ok(), qPrintable(s.error()));
}

void TestSweepConfig::validate_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<QString>("message");
    QTest::newRow("no slo") << 0 << "needs an SLO";
    QTest::newRow("trace") << 1 << "cannot replay a trace";
    QTest::newRow("closed loop") << 2 << "closed-loop users";
    QTest::newRow("no classes") << 3 << "no classes";
    QTest::newRow("negative warm-up") << 4 << "warm-up cannot be negative";
    QTest::newRow("min above max") << 5 << "(10 s > 9 s)";
    QTest::newRow("zero min step") << 6 << "minimum step length";
    QTest::newRow("no requests") << 7 << "at least one measured request";
    QTest::newRow("negative cool-down") << 8 << "cool-down cannot be negative";
    QTest::newRow("confidence") << 9 << "between 0.5 and 1";
    QTest::newRow("start rate") << 10 << "start rate must be above 0";
    QTest::newRow("tolerance") << 11 << "tolerance must be between 0 and 1";
    QTest::newRow("no url") << 12 << "URL";
    QTest::newRow("short confirmation") << 13 << "confirmation run (5 s) must be at least";
    QTest::newRow("negative confirmation") << 14 << "confirmation run lasts 0 s";
    QTest::newRow("built-in server without speed") << 15 << "speed above 0";
    QTest::newRow("built-in server without preset") << 16 << "needs a preset";
    QTest::newRow("two repeats") << 17 << "one degree of freedom";
    QTest::newRow("request window below the step")
        << 18 << "for reaching the request minimum (5 s) must be at least the maximum step";
}

void TestSweepConfig::validate()
{
    QFETCH(int, breakage);
    QFETCH(QString, message);
    SweepConfig c = sample();
    switch (breakage) {
    case 0:
        c.bench.slo.reset();
        break;
    case 1:
        c.bench.plan.trace = Trace{};
        break;
    case 2:
        c.bench.plan.closedLoopUsers = 4;
        break;
    case 3:
        c.bench.plan.workload.classes.clear();
        break;
    case 4:
        c.stepWarmupS = -1;
        break;
    case 5:
        c.minStepS = 10;
        break;
    case 6:
        c.minStepS = 0;
        break;
    case 7:
        c.minStepRequests = 0;
        break;
    case 8:
        c.cooldownS = -0.5;
        break;
    case 9:
        c.earlyStopConfidence = 1.0;
        break;
    case 10:
        c.search.startRps = 0;
        break;
    case 11:
        c.search.tolerance = 1.5;
        break;
    case 12:
        c.bench.target.baseUrl = QUrl();
        break;
    case 13:
        c.search.confirmS = 5; // below the 9 s maximum step
        break;
    case 14:
        c.search.confirmS = -1;
        break;
    case 15:
        c.builtinServer = SweepConfig::BuiltinServer{QStringLiteral("tiny-cpu"), 0, 1};
        break;
    case 16:
        c.builtinServer = SweepConfig::BuiltinServer{QString(), 1, 1};
        break;
    case 17:
        c.search.repeats = 2;
        break;
    case 18:
        c.maxStepRequestsS = 5;
        break;
    }
    const Status s = SweepConfig::validate(c);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().contains(message, Qt::CaseInsensitive), qPrintable(s.error()));
    // Only a rule for new sweeps: a stored sweep with two repeats still resumes.
    QCOMPARE(SweepConfig::validate(c, SweepConfig::Check::Stored).ok(), breakage == 17);
    c.search.repeats = 3;
    QCOMPARE(SweepConfig::validate(c).ok(), breakage == 17);
}

void TestSweepConfig::stepConfig()
{
    const SweepConfig c = sample();
    const BenchConfig first = c.stepConfig(12, 0, 2.0);
    QCOMPARE(first.plan.rateRps, 2.0);
    QCOMPARE(first.plan.seed, c.bench.plan.seed);
    QCOMPARE(first.plan.durationS, c.maxStepS);
    QCOMPARE(first.plan.warmupS, c.stepWarmupS);
    QCOMPARE(first.plan.warmupRequests, 0);
    QCOMPARE(first.sweepId.value_or(0), 12);
    QCOMPARE(first.stepIndex, 0);
    QVERIFY2(first.label.contains(QStringLiteral("night run")), qPrintable(first.label));
    QVERIFY2(first.label.contains(QStringLiteral("step 1 at 2 req/s")), qPrintable(first.label));
    QCOMPARE(first.plan.workload, c.bench.plan.workload);
    QCOMPARE(*first.slo, *c.bench.slo);
    QCOMPARE(first.serving, c.bench.serving);

    // Repetitions sample anew with seed + k; the search's own steps share the sweep's seed.
    const BenchConfig repeat = c.stepConfig(12, 7, 3.5, 2);
    QCOMPARE(repeat.plan.seed, c.bench.plan.seed + 2);
    QCOMPARE(repeat.stepIndex, 7);
    QCOMPARE(c.stepConfig(12, 3, 3.5).plan.seed, c.bench.plan.seed);

    // The confirmation runs its own window on arrivals none of the search's steps saw.
    const BenchConfig confirm = c.stepConfig(12, 9, 3.25, 1, true);
    QCOMPARE(confirm.plan.durationS, c.search.confirmS);
    QCOMPARE(confirm.plan.seed, c.bench.plan.seed + 1001);
    QCOMPARE(confirm.plan.rateRps, 3.25);
    QVERIFY2(confirm.label.contains(QStringLiteral("step 10: confirmation at 3.25 req/s")),
             qPrintable(confirm.label));

    SweepConfig unnamed = c;
    unnamed.name.clear();
    QVERIFY(unnamed.stepConfig(12, 0, 1).label.startsWith(QStringLiteral("sweep 12")));
}

// Issue 16: below 1.67 req/s the 60 s cap ended steps with 25-55 requests against a minimum of
// 100. Such a step's window grows until the minimum is due in it, up to maxStepRequestsS.
void TestSweepConfig::lowRateStepsGrowToTheRequestMinimum()
{
    SweepConfig c = sample();
    c.maxStepS = 60;
    c.minStepRequests = 100;
    c.maxStepRequestsS = 600;
    auto dueIn = [](const RunPlan &p) {
        qint64 n = 0;
        for (qint64 i = 0; i < p.arrivals(); ++i)
            n += p.scheduledNs(i) >= p.window().startNs && p.scheduledNs(i) < p.window().endNs;
        return n;
    };
    // Fast enough: the window stays maxStepS.
    BenchConfig fast = c.stepConfig(1, 0, 10);
    auto fastPlan = c.stepPlan(fast);
    QVERIFY(fastPlan);
    QCOMPARE(fast.plan.durationS, 60.0);
    QVERIFY(dueIn(*fastPlan) >= 100);
    // 0.42 req/s: 25 requests in 60 s; the window grows to hold 100 (about 240 s).
    for (const double rate : {0.42, 0.97, 1.5}) {
        BenchConfig slow = c.stepConfig(1, 0, rate);
        auto plan = c.stepPlan(slow);
        QVERIFY(plan);
        // Gamma arrivals come in bursts: the window ends within a millisecond of the 100th.
        QVERIFY2(dueIn(*plan) >= 100 && dueIn(*plan) <= 103,
                 qPrintable(QString::number(dueIn(*plan))));
        QVERIFY2(slow.plan.durationS > 60 && slow.plan.durationS < 2 * 100 / rate,
                 qPrintable(QString::number(slow.plan.durationS)));
        QCOMPARE(plan->window().seconds(), slow.plan.durationS);
        // The same arrivals as the shorter window's: the plan only grew.
        BenchConfig shorter = c.stepConfig(1, 0, rate);
        auto shortPlan = RunPlan::create(shorter.plan);
        QCOMPARE(plan->scheduledNs(3), shortPlan->scheduledNs(3));
    }
    // The confirmation grows too.
    BenchConfig confirm = c.stepConfig(1, 9, 0.3, 0, true);
    QVERIFY(c.stepPlan(confirm));
    QVERIFY(confirm.plan.durationS > c.search.confirmS);
    // Up to the cap: at 0.05 req/s 100 requests take 2000 s.
    BenchConfig crawl = c.stepConfig(1, 0, 0.05);
    auto crawlPlan = c.stepPlan(crawl);
    QVERIFY(crawlPlan);
    QCOMPARE(crawl.plan.durationS, 600.0);
    QVERIFY(dueIn(*crawlPlan) < 100); // the judge fails it for want of requests

    // A sweep stored before the cap existed takes the default, and never below its max step.
    QJsonObject json = c.toJson();
    QJsonObject step = json.value(QLatin1String("step")).toObject();
    step.remove(QStringLiteral("max_s_for_min_requests"));
    step.insert(QStringLiteral("max_s"), 2400);
    json.insert(QStringLiteral("step"), step);
    QCOMPARE(SweepConfig::fromJson(json)->maxStepRequestsS, 2400.0);
    step.insert(QStringLiteral("max_s"), 60);
    json.insert(QStringLiteral("step"), step);
    QCOMPARE(SweepConfig::fromJson(json)->maxStepRequestsS, SweepConfig{}.maxStepRequestsS);
}

QTEST_APPLESS_MAIN(TestSweepConfig)
#include "tst_sweepconfig.moc"
