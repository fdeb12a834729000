// The sweep a sizing request asks for: its classes as a bench workload, its SLO as an Slo.
#include "demand/PeakLoadProjector.h"
#include "demand/SizingSweep.h"
#include "plan/DemoProject.h"
#include "workload/SeededRandom.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace llmcap;

Q_DECLARE_METATYPE(TokenDistribution::Kind)

class TestSizingSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lengths_data();
    void lengths();
    void demoRequest();
    void weightsFollowPeakLoad();
    void contextCapsTheLengths();
    void failures_data();
    void failures();
};

namespace {

QJsonObject pct(double p50, double p95, double p99)
{
    return {{"p50", p50}, {"p95", p95}, {"p99", p99}};
}

PlanInput twoClasses()
{
    PlanInput in;
    SizingRequest &r = in.request;
    r.setValue("name", "Two classes");
    r.classes().append({"chat", "interactive", {}, {}});
    r.classes().append({"search", "interactive", {}, {}});
    r.setClassValue(0, "peak_rps", 3.0);
    r.setClassValue(1, "peak_rps", 1.0);
    r.setClassValue(0, "input_tokens", pct(500, 1500, 2500));
    r.setClassValue(0, "output_tokens", pct(200, 400, 600));
    r.setClassValue(1, "input_tokens", pct(800, 2000, 3000));
    r.setClassValue(1, "output_tokens", pct(100, 300, 500));
    r.setValue("ttft", QJsonObject{{"threshold_ms", 500}, {"attainment", 99}});
    return in;
}

// Empirical quantile of many samples.
double quantile(const TokenDistribution &d, double q)
{
    SeededRandom random(42);
    std::vector<int> v(20000);
    for (int &x : v)
        x = d.sample(random);
    std::sort(v.begin(), v.end());
    return v[size_t(q * double(v.size() - 1))];
}

} // namespace

void TestSizingSweep::lengths_data()
{
    QTest::addColumn<QVariantList>("given"); // p50, p95, p99; negative = unanswered
    QTest::addColumn<TokenDistribution::Kind>("kind");
    QTest::addColumn<int>("max");
    QTest::addColumn<double>("p50");
    QTest::addColumn<double>("p95");

    QTest::newRow("complete") << QVariantList{900, 3200, 6000} << TokenDistribution::Kind::LogNormal
                              << 7200 << 900.0 << 3200.0;
    QTest::newRow("no p99: p95 x 1.5 x 1.2")
        << QVariantList{250, 700, -1} << TokenDistribution::Kind::LogNormal << 1260 << 250.0
        << 700.0;
    QTest::newRow("nothing: fallbacks")
        << QVariantList{-1, -1, -1} << TokenDistribution::Kind::LogNormal << 7200 << 1000.0
        << 4000.0;
    QTest::newRow("no spread: fixed")
        << QVariantList{300, 300, 300} << TokenDistribution::Kind::Fixed << 300 << 300.0 << 300.0;
}

void TestSizingSweep::lengths()
{
    QFETCH(QVariantList, given);
    QFETCH(TokenDistribution::Kind, kind);
    QFETCH(int, max);
    QFETCH(double, p50);
    QFETCH(double, p95);
    Percentiles p;
    auto read = [&given](int i) {
        const double v = given.at(i).toDouble();
        return v < 0 ? std::nullopt : std::optional<double>(v);
    };
    p.p50 = read(0);
    p.p95 = read(1);
    p.p99 = read(2);
    const TokenDistribution d = SizingSweep::lengths(p, 1000, 4000);
    QCOMPARE(d.kind(), kind);
    QCOMPARE(d.maximum(), max);
    // The samples reproduce the percentiles they were fitted from (within sampling noise).
    QVERIFY2(std::abs(quantile(d, 0.5) - p50) <= 0.05 * p50,
             qPrintable(QString::number(quantile(d, 0.5))));
    QVERIFY2(std::abs(quantile(d, 0.95) - p95) <= 0.08 * p95,
             qPrintable(QString::number(quantile(d, 0.95))));
    QVERIFY(quantile(d, 1.0) <= max);
}

void TestSizingSweep::demoRequest()
{
    const auto input = DemoProject::input();
    QVERIFY(input);
    const auto sweep =
        SizingSweep::from(input->request, input->baseDir, input->deployment.maxModelLen);
    QVERIFY2(sweep, qPrintable(sweep.error()));
    QCOMPARE(sweep->envelopeId, QString("chat"));
    QCOMPARE(sweep->workload.classes.size(), 1);
    const WorkloadClass &chat = sweep->workload.classes.first();
    QCOMPARE(chat.name, QString("chat"));
    QCOMPARE(chat.inputTokens, TokenDistribution::logNormal(900, 3200, 1, 7200));
    QCOMPARE(chat.outputTokens, TokenDistribution::logNormal(250, 700, 1, 1440));
    QVERIFY(sweep->assumptions.isEmpty());
    // Section 4 as it stands in the file.
    QCOMPARE(sweep->slo.objectives.size(), 5);
    const auto ttft = sweep->slo.objective(SloMetric::Ttft);
    QVERIFY(ttft);
    QCOMPARE(ttft->thresholdMs, 800.0);
    QCOMPARE(ttft->attainmentPct, 95.0);
    QCOMPARE(sweep->slo.objective(SloMetric::Itl)->thresholdMs, 60.0);
    QCOMPARE(sweep->slo.maxErrorRatePct, 1.0);
    QVERIFY(sweep->slo.name.contains("Support assistant"));
}

void TestSizingSweep::weightsFollowPeakLoad()
{
    const PlanInput in = twoClasses();
    const auto sweep = SizingSweep::from(in.request, in.baseDir, in.deployment.maxModelLen);
    QVERIFY2(sweep, qPrintable(sweep.error()));
    QCOMPARE(sweep->envelopeId, QString("chat+search"));
    QCOMPARE(sweep->workload.classes.size(), 2);
    const double chat = PeakLoadProjector::project(in.request, 0).peakRps;
    const double search = PeakLoadProjector::project(in.request, 1).peakRps;
    QVERIFY(chat > search);
    QCOMPARE(sweep->workload.classes[0].weight, chat / (chat + search));
    QCOMPARE(sweep->workload.classes[1].weight, search / (chat + search));
    QCOMPARE(sweep->workload.classes[1].inputTokens.maximum(), 3600);
    QCOMPARE(sweep->slo.objectives.size(), 1);
}

void TestSizingSweep::contextCapsTheLengths()
{
    PlanInput in = twoClasses();
    in.deployment.maxModelLen = 2048;
    const auto sweep = SizingSweep::from(in.request, in.baseDir, in.deployment.maxModelLen);
    QVERIFY(sweep);
    for (const WorkloadClass &c : sweep->workload.classes) {
        QVERIFY(c.outputTokens.maximum() <= 1024);
        QVERIFY2(c.inputTokens.maximum() + c.outputTokens.maximum() <= 2048, qPrintable(c.name));
    }
}

void TestSizingSweep::failures_data()
{
    QTest::addColumn<QString>("remove");
    QTest::addColumn<QString>("message");
    QTest::newRow("no SLO") << "ttft"
                            << "no SLO objective";
    QTest::newRow("no class") << "classes"
                              << "no workload class";
    QTest::newRow("unknown envelope") << "envelope"
                                      << "no envelope \"nope\"";
}

void TestSizingSweep::failures()
{
    QFETCH(QString, remove);
    QFETCH(QString, message);
    PlanInput in = twoClasses();
    QString envelope;
    if (remove == "ttft")
        in.request.setValue("ttft", QJsonValue());
    else if (remove == "classes")
        in.request.classes().clear();
    else
        envelope = "nope";
    const auto sweep =
        SizingSweep::from(in.request, in.baseDir, in.deployment.maxModelLen, envelope);
    QVERIFY(!sweep);
    QVERIFY2(sweep.error().contains(message), qPrintable(sweep.error()));
}

QTEST_APPLESS_MAIN(TestSizingSweep)
#include "tst_sizingsweep.moc"
