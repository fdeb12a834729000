// The plan's cost (issue 21): GPUs x price per GPU-hour x 730 h for the base replicas and each
// reserve component, the total and its range, the cost per million output tokens; the
// project's price over the catalog's; a missing price left out with one line saying so.
#include "footprint/GpuPrice.h"
#include "footprint/HardwareCatalog.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "plan/PlanCost.h"
#include "plan/PlanInput.h"
#include "util/JsonReader.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace llmcap;

class TestPlanCost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseReservesTotalAndPerMillionTokens();
    void gpusPerReplicaMultiply();
    void severalEnvelopesAddUp();
    void noPriceLeavesTheCostOut();
    void projectPriceWinsOverTheCatalog();
    void catalogPriceNeedsItsSource();
    void badPricesAreRefused_data();
    void badPricesAreRefused();
    void deploymentKeepsItsPrice();
    void jsonCarriesTheCost();
};

namespace {

// The demo request with a measured load (4.0, lower 3.5, upper 4.4 calls/s per replica) and
// every answer fixed-length output of 400 tokens (p50 = p95 = p99: no spread), so every figure
// is computed by hand: peak 2.5 calls/s, average 1 call/s (peak-to-average 2.5).
//   base     ceil(2.5 / 3.5)          = 1
//   growth   ceil(3.75 / 3.5) - 1     = 1
//   failure  a node (spread) takes 1  = 1
//   rollout  surge 1                  = 1
//   total                             = 4   (range 3-4)
PlanInput measuredDemo()
{
    PlanInput in = *DemoProject::input();
    in.deployment.sustainable = SustainableLoad::fromSweep(QStringLiteral("s1"), 4.0, 3.5, 4.4);
    in.request.setClassValue(0, "output_tokens",
                             QJsonObject{{"p50", 400}, {"p95", 400}, {"p99", 400}});
    return in;
}

GpuPrice price(double perHour, const QString &currency = "USD",
               const QString &source = "quoted by the platform team")
{
    auto p = GpuPrice::make(perHour, currency, source);
    if (!p)
        qFatal("%s", qPrintable(p.error()));
    return *p;
}

} // namespace

void TestPlanCost::baseReservesTotalAndPerMillionTokens()
{
    PlanInput in = measuredDemo();
    in.deployment.gpuPrice = price(2.5);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.totalReplicas, 4);
    const PlanCost &cost = plan.cost;
    QVERIFY2(cost.available, qPrintable(cost.missing));
    QCOMPARE(cost.priceOrigin, QString("project"));
    // One GPU a replica: 1 GPU x 2.50 USD x 730 h = 1,825 USD a month per replica.
    for (const char *component : {"base", "growth", "failure", "rollout"}) {
        const CostLine *l = cost.line("chat", component);
        QVERIFY2(l, component);
        QCOMPARE(l->gpus, 1.0);
        QCOMPARE(l->monthly, 1825.0);
        QVERIFY(!l->included);
    }
    const CostLine *total = cost.line("chat", "total");
    QVERIFY(total);
    QCOMPARE(total->monthly, 7300.0);
    QCOMPARE(cost.monthly, 7300.0);
    QCOMPARE(cost.monthlyLow, 5475.0); // 3 replicas
    QCOMPARE(cost.monthlyHigh, 7300.0);
    // The warm reserve is part of the total, flagged, not added.
    const CostLine *warm = cost.line("chat", "warm");
    QVERIFY(warm && warm->included);
    QCOMPARE(warm->monthly, plan.envelopes.first().central.warm * 1825.0);
    // 2.5 calls/s x 400 tokens x 3,600 s = 3.6 M tokens an hour; 4 GPUs x 2.50 = 10 USD an hour
    // -> 10 / 3.6 = 2.777... USD per million; at the average (1 call/s, 1.44 M/h) 6.944...
    QCOMPARE(cost.meanOutputTokens, 400.0);
    QCOMPARE(cost.outputTokensPerHour, 3.6e6);
    QVERIFY(qFuzzyCompare(cost.perMillionOutputTokens, 10.0 / 3.6));
    QCOMPARE(cost.averageOutputTokensPerHour, 1.44e6);
    QVERIFY(qFuzzyCompare(cost.perMillionOutputTokensAtAverage, 10.0 / 1.44));
    QVERIFY(cost.assumptions.isEmpty());
    const QString text = cost.summary().join('\n');
    const QString m7300 = PlanCost::money(7300, "USD"); // "7,300.00 USD" in English locales
    QVERIFY(m7300.endsWith(".00 USD") && m7300.startsWith('7'));
    QVERIFY2(text.contains("730 h a month") && text.contains(m7300) &&
                 text.contains(PlanCost::money(5475, "USD") + " - " + m7300) &&
                 text.contains("2.78 USD") && text.contains("quoted by the platform team"),
             qPrintable(text));
}

void TestPlanCost::gpusPerReplicaMultiply()
{
    PlanInput in = measuredDemo();
    in.deployment.gpusPerReplica = 2;
    in.deployment.gpuPrice = price(3.1, "eur");
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.gpusPerReplica, 2);
    const PlanCost &cost = plan.cost;
    QVERIFY2(cost.available, qPrintable(cost.missing));
    QCOMPARE(cost.price.currency, QString("EUR"));
    // 2 GPUs x 3.10 x 730 = 4,526 a replica a month.
    QVERIFY(qFuzzyCompare(cost.line("chat", "base")->monthly, 4526.0));
    QVERIFY(qFuzzyCompare(cost.monthly, plan.totalReplicas * 4526.0));
    QVERIFY(qFuzzyCompare(cost.perMillionOutputTokens, plan.totalReplicas * 2 * 3.1 / 3.6));
}

void TestPlanCost::severalEnvelopesAddUp()
{
    PlanInput in = measuredDemo();
    // A batch class with long outputs stands apart from the chat class.
    in.request.classes().append({"batch", "batch", {}, {}});
    in.request.setClassValue(1, "peak_rps", 1.0);
    in.request.setClassValue(1, "output_tokens",
                             QJsonObject{{"p50", 2000}, {"p95", 2000}, {"p99", 2000}});
    in.deployment.sustainablePerEnvelope.insert(
        "batch", SustainableLoad::fromSweep(QStringLiteral("s2"), 1.0, 0.5, 1.5));
    in.deployment.gpuPrice = price(2);
    const CapacityPlan plan = CapacityPlanner::plan(in);
    QCOMPARE(plan.envelopes.size(), 2);
    const PlanCost &cost = plan.cost;
    QVERIFY2(cost.available, qPrintable(cost.missing));
    double sum = 0;
    for (const EnvelopePlan &e : plan.envelopes)
        if (e.planned)
            sum += cost.line(e.envelope.id, "total")->monthly;
    QCOMPARE(cost.lines.constLast().component, QString("total"));
    QCOMPARE(cost.monthly, sum);
    QCOMPARE(cost.monthly, plan.totalReplicas * 2 * 730.0);
    // Mean output weighted by peak calls/s: (2.5 x 400 + peak x 2000) / (2.5 + peak).
    const double batchPeak = plan.envelopes.at(1).peakCallsRps;
    QVERIFY(batchPeak > 0);
    QVERIFY(
        qFuzzyCompare(cost.meanOutputTokens, (2.5 * 400 + batchPeak * 2000) / (2.5 + batchPeak)));
}

void TestPlanCost::noPriceLeavesTheCostOut()
{
    const CapacityPlan plan = CapacityPlanner::plan(measuredDemo());
    QVERIFY(!plan.cost.available);
    QCOMPARE(plan.cost.missing,
             QString("cost: no price per GPU-hour set for NVIDIA H100 80GB SXM"));
    QCOMPARE(plan.cost.summary(), QStringList{plan.cost.missing});
    QVERIFY(plan.cost.lines.isEmpty());
    // A price but no GPUs per replica: said as plainly.
    PlanInput noGpu = measuredDemo();
    noGpu.deployment = Deployment{};
    noGpu.deployment.sustainable = measuredDemo().deployment.sustainable;
    noGpu.deployment.gpuPrice = price(2);
    const CapacityPlan open = CapacityPlanner::plan(noGpu);
    QVERIFY(!open.cost.available);
    QVERIFY2(open.cost.missing.startsWith("cost: the GPUs per replica are unknown"),
             qPrintable(open.cost.missing));
}

void TestPlanCost::projectPriceWinsOverTheCatalog()
{
    QTemporaryDir dir;
    QFile gpus(dir.filePath("gpus.json"));
    QVERIFY(gpus.open(QIODevice::WriteOnly));
    gpus.write(R"({"gpus": [{"id": "h100-sxm", "name": "H100 test", "memory_gb": 80,
        "bandwidth_tbps": 3.35, "bf16_tflops": 989,
        "price": {"per_gpu_hour": 4, "currency": "USD", "source": "list price, test"}}]})");
    gpus.close();
    auto catalog = HardwareCatalog::load(":/catalogs/models.json", gpus.fileName());
    QVERIFY2(catalog, qPrintable(catalog.error()));
    QVERIFY(catalog->gpu("h100-sxm")->price);

    PlanInput in = measuredDemo();
    const CapacityPlan plan = CapacityPlanner::plan(in);
    // The catalog's price when the project sets none.
    QString origin;
    QCOMPARE(PlanCost::priceFor(in, *catalog, &origin)->perGpuHour, 4.0);
    QCOMPARE(origin, QString("catalog"));
    const PlanCost fromCatalog = PlanCost::compute(in, plan, *catalog);
    QVERIFY(fromCatalog.available);
    QCOMPARE(fromCatalog.priceOrigin, QString("catalog"));
    QCOMPARE(fromCatalog.price.source, QString("list price, test"));
    QCOMPARE(fromCatalog.monthly, 4 * 4 * 730.0);
    // The project's price wins.
    in.deployment.gpuPrice = price(2.5, "EUR", "our contract");
    QCOMPARE(PlanCost::priceFor(in, *catalog, &origin)->currency, QString("EUR"));
    QCOMPARE(origin, QString("project"));
    const PlanCost fromProject = PlanCost::compute(in, plan, *catalog);
    QCOMPARE(fromProject.priceOrigin, QString("project"));
    QCOMPARE(fromProject.price.source, QString("our contract"));
    QCOMPARE(fromProject.monthly, 7300.0);
    // The built-in catalog names no source for a price, so it ships none.
    for (const GpuSpec &g : HardwareCatalog::builtin().gpus())
        QVERIFY2(!g.price || !g.price->source.isEmpty(), qPrintable(g.id));
}

void TestPlanCost::catalogPriceNeedsItsSource()
{
    QStringList errors;
    JsonReader r(QJsonObject{{"id", "x"},
                             {"memory_gb", 80},
                             {"bandwidth_tbps", 3},
                             {"bf16_tflops", 900},
                             {"price", QJsonObject{{"per_gpu_hour", 2}, {"currency", "USD"}}}},
                 "gpus[0]", &errors);
    GpuSpec::fromJson(r);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().contains("price.source"), qPrintable(errors.first()));
}

void TestPlanCost::badPricesAreRefused_data()
{
    QTest::addColumn<QJsonValue>("perHour");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative") << QJsonValue(-2.5) << "USD"
                              << "must be above 0 (got -2.5)";
    QTest::newRow("zero") << QJsonValue(0) << "USD"
                          << "must be above 0 (got 0)";
    QTest::newRow("absurd") << QJsonValue(1e9) << "USD"
                            << "at most 100000 (got 1e+09)";
    QTest::newRow("text") << QJsonValue("cheap") << "USD"
                          << "must be a number";
    QTest::newRow("currency") << QJsonValue(2) << "dollars"
                              << "three-letter ISO 4217 code";
}

void TestPlanCost::badPricesAreRefused()
{
    QFETCH(QJsonValue, perHour);
    QFETCH(QString, currency);
    QFETCH(QString, message);
    QStringList errors;
    JsonReader r(QJsonObject{{"per_gpu_hour", perHour}, {"currency", currency}},
                 "deployment.gpu_price", &errors);
    GpuPrice::read(r);
    QCOMPARE(errors.size(), 1); // one line, naming the value
    QVERIFY2(errors.first().contains(message), qPrintable(errors.first()));
    QVERIFY(!errors.first().contains('\n'));
    // The same checks where a price is typed.
    QVERIFY(!GpuPrice::make(std::numeric_limits<double>::quiet_NaN(), "USD", {}));
    QVERIFY(!GpuPrice::make(std::numeric_limits<double>::infinity(), "USD", {}));
    QVERIFY(!GpuPrice::make(-1, "USD", {}));
    QVERIFY(!GpuPrice::parsePerGpuHour("nan"));
    QVERIFY(!GpuPrice::parsePerGpuHour("-3"));
    QVERIFY(!GpuPrice::parsePerGpuHour("abc"));
    QCOMPARE(*GpuPrice::parsePerGpuHour("2.50"), 2.5);
    // The largest price on the largest plan stays finite.
    QVERIFY(std::isfinite(GpuPrice::kMaxPerGpuHour * ReplicaArithmetic::kMaxReplicas * 100000.0 *
                          PlanCost::kHoursPerMonth));
}

void TestPlanCost::deploymentKeepsItsPrice()
{
    PlanInput in = measuredDemo();
    in.deployment.gpuPrice = price(2.5, "USD", "list price, cloud on-demand, 2026-11");
    const QJsonObject json = in.toJson();
    QCOMPARE(json.value("deployment").toObject().value("gpu_price").toObject(),
             (QJsonObject{{"per_gpu_hour", 2.5},
                          {"currency", "USD"},
                          {"source", "list price, cloud on-demand, 2026-11"}}));
    auto back = PlanInput::fromJson(json);
    QVERIFY2(back, qPrintable(back.error()));
    QVERIFY(back->deployment.gpuPrice);
    QCOMPARE(*back->deployment.gpuPrice, *in.deployment.gpuPrice);
    QVERIFY(*back == in);
    // A bad price in a sizing file is one line naming it.
    QJsonObject bad = json;
    QJsonObject d = bad.value("deployment").toObject();
    d.insert("gpu_price", QJsonObject{{"per_gpu_hour", -1}, {"currency", "USD"}});
    bad.insert("deployment", d);
    auto refused = PlanInput::fromJson(bad, "sizing.yaml");
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains("deployment.gpu_price.per_gpu_hour") &&
                 refused.error().contains("got -1"),
             qPrintable(refused.error()));
}

void TestPlanCost::jsonCarriesTheCost()
{
    PlanInput in = measuredDemo();
    in.deployment.gpuPrice = price(2.5);
    const QJsonObject cost = CapacityPlanner::plan(in).toJson().value("cost").toObject();
    QCOMPARE(cost.value("available").toBool(), true);
    QCOMPARE(cost.value("currency").toString(), QString("USD"));
    QCOMPARE(cost.value("hours_per_month").toDouble(), 730.0);
    QCOMPARE(cost.value("monthly").toDouble(), 7300.0);
    QCOMPARE(cost.value("monthly_low").toDouble(), 5475.0);
    QCOMPARE(cost.value("price").toObject().value("origin").toString(), QString("project"));
    QCOMPARE(cost.value("lines").toArray().size(), 6);
    const QJsonObject missing =
        CapacityPlanner::plan(measuredDemo()).toJson().value("cost").toObject();
    QCOMPARE(missing.value("available").toBool(), false);
    QVERIFY(missing.value("missing").toString().startsWith("cost: no price per GPU-hour"));
}

QTEST_APPLESS_MAIN(TestPlanCost)
#include "tst_plancost.moc"
