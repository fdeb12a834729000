#include "plan/DemoProject.h"
#include "sizing/MistakesAdvisor.h"
#include "sizing/SizingRequest.h"

#include <QJsonObject>
#include <QTest>

using namespace llmcap;

Q_DECLARE_METATYPE(MistakeKind)

class TestMistakesAdvisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demoHasNoMistakes();
    void detects_data();
    void detects();
    void fourHundredUsersExplainsWhatIsMissing();
    void fitsOnEightGpusUsesTheFootprint();
    void measuredWindowFromASweep();
    void minimumSamples_data();
    void minimumSamples();
    void bySection();
};

namespace {

using Edit = std::function<void(SizingRequest &)>;

SizingRequest base()
{
    SizingRequest r;
    r.classes().append({"chat", "interactive", {}, {}});
    return r;
}

bool has(const QList<Mistake> &mistakes, MistakeKind kind)
{
    for (const Mistake &m : mistakes)
        if (m.kind == kind)
            return true;
    return false;
}

} // namespace

Q_DECLARE_METATYPE(Edit)

void TestMistakesAdvisor::demoHasNoMistakes()
{
    const QList<Mistake> m = MistakesAdvisor::check(DemoProject::input()->request);
    QVERIFY2(m.isEmpty(), m.isEmpty() ? "" : qPrintable(m.first().title));
}

void TestMistakesAdvisor::detects_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<MistakeKind>("kind");
    QTest::addColumn<QString>("titleContains");

    QTest::newRow("400 users") << Edit([](SizingRequest &r) {
        r.setClassValue(0, "active_users", 400);
    }) << MistakeKind::UsersWithoutBehaviour
                               << "400 users";
    QTest::newRow("averages without tails") << Edit([](SizingRequest &r) {
        r.setClassValue(0, "output_tokens", QJsonObject{{"p50", 300}});
    }) << MistakeKind::AveragesWithoutTails << "average";
    QTest::newRow("median latency target") << Edit([](SizingRequest &r) {
        r.setValue("ttft", QJsonObject{{"threshold_ms", 500}, {"attainment", 50}});
    }) << MistakeKind::AveragesWithoutTails << "Average latency";
    QTest::newRow("closed loop") << Edit([](SizingRequest &r) {
        r.setValue("load_test", "closed-loop");
    }) << MistakeKind::ClosedLoopTest
                                 << "closed-loop";
    QTest::newRow("window too short for p99") << Edit([](SizingRequest &r) {
        r.setValue("load_test", "open-loop");
        r.setValue("load_test_requests", 300);
        r.setValue("ttft", QJsonObject{{"threshold_ms", 500}, {"attainment", 99}});
    }) << MistakeKind::WindowTooShort << "too short";
    QTest::newRow("gpu utilisation")
        << Edit([](SizingRequest &r) { r.setValue("capacity_evidence", "gpu-utilisation"); })
        << MistakeKind::GpuUtilisationAsCapacity << "GPU utilization";
    QTest::newRow("external api") << Edit([](SizingRequest &r) {
        r.setValue("latency_evidence", "external-api");
    }) << MistakeKind::ExternalApiLatency
                                  << "external API";
    QTest::newRow("one node") << Edit([](SizingRequest &r) {
        r.setValue("assumed_gpus", 8);
        r.setValue("loss_to_survive", "node");
    }) << MistakeKind::FitsOnOneNode
                              << "fits on 8 GPUs";
    QTest::newRow("30 users multiplied") << Edit([](SizingRequest &r) {
        r.setClassValue(0, "active_users", 400);
        r.setValue("load_test", "user-test");
        r.setValue("load_test_users", 30);
    }) << MistakeKind::MultipliedSmallTest
                                         << "30 users";
    QTest::newRow("tracing tool") << Edit([](SizingRequest &r) {
        r.setValue("capacity_evidence", "tracing-tool");
    }) << MistakeKind::TracingToolForGpus
                                  << "tracing tool";
    QTest::newRow("log everything")
        << Edit([](SizingRequest &r) { r.setValue("no_sensitive_content", false); })
        << MistakeKind::LogEverything << "log everything";
}

void TestMistakesAdvisor::detects()
{
    QFETCH(Edit, edit);
    QFETCH(MistakeKind, kind);
    QFETCH(QString, titleContains);
    SizingRequest r = base();
    QVERIFY(MistakesAdvisor::check(r).isEmpty());
    edit(r);
    const QList<Mistake> mistakes = MistakesAdvisor::check(r);
    QVERIFY(has(mistakes, kind));
    for (const Mistake &m : mistakes)
        if (m.kind == kind) {
            QVERIFY2(m.title.contains(titleContains, Qt::CaseInsensitive), qPrintable(m.title));
            QVERIFY(m.explanation.size() > 80);
            QCOMPARE(m.id, MistakesAdvisor::idOf(kind));
        }
}

void TestMistakesAdvisor::fourHundredUsersExplainsWhatIsMissing()
{
    SizingRequest r = base();
    r.setClassValue(0, "active_users", 400);
    Mistake m = MistakesAdvisor::check(r).first();
    QCOMPARE(m.kind, MistakeKind::UsersWithoutBehaviour);
    for (const char *missing : {"Runs per user", "LLM calls per run", "Input tokens",
                                "Output tokens", "Concurrent LLM calls", "Peak-to-average"})
        QVERIFY2(m.explanation.contains(QLatin1String(missing)), missing);
    QVERIFY(m.explanation.contains("audience, not the load"));
    QCOMPARE(m.workloadClass, QString("chat"));
    // Behaviour given: no longer a mistake.
    for (const char *key :
         {"runs_per_user", "calls_per_run", "concurrent_calls", "peak_to_average"})
        r.setClassValue(0, key, 2);
    r.setClassValue(0, "run_window", "hour");
    const QJsonObject p{{"p50", 100}, {"p95", 200}, {"p99", 300}};
    r.setClassValue(0, "input_tokens", p);
    r.setClassValue(0, "output_tokens", p);
    QVERIFY(!has(MistakesAdvisor::check(r), MistakeKind::UsersWithoutBehaviour));
}

void TestMistakesAdvisor::fitsOnEightGpusUsesTheFootprint()
{
    SizingRequest r = base();
    r.setValue("assumed_gpus", 8);
    AdvisorContext ctx;
    ctx.gpusPerReplica = 8;
    ctx.gpusPerNode = 8;
    const QList<Mistake> m = MistakesAdvisor::check(r, ctx);
    QVERIFY(has(m, MistakeKind::FitsOnOneNode));
    QVERIFY(m.first().explanation.contains("alone needs 8 GPUs"));
    // An SLO sweep behind the number makes it a measured plan, not a footprint.
    r.setValue("capacity_evidence", "slo-sweep");
    QVERIFY(!has(MistakesAdvisor::check(r, ctx), MistakeKind::FitsOnOneNode));
    r.setValue("capacity_evidence", QJsonValue());
    r.setValue("assumed_gpus", 64);
    QVERIFY(!has(MistakesAdvisor::check(r, ctx), MistakeKind::FitsOnOneNode));
}

void TestMistakesAdvisor::measuredWindowFromASweep()
{
    AdvisorContext ctx;
    ctx.measuredRequests = 400;
    const QList<Mistake> m = MistakesAdvisor::check(base(), ctx);
    QVERIFY(has(m, MistakeKind::WindowTooShort));
    QVERIFY(m.first().explanation.contains("p97.5"));
    QVERIFY(m.first().explanation.contains("1,000"));
    ctx.measuredRequests = 1000;
    QVERIFY(MistakesAdvisor::check(base(), ctx).isEmpty());
}

void TestMistakesAdvisor::minimumSamples_data()
{
    QTest::addColumn<double>("percentile");
    QTest::addColumn<qint64>("samples");
    QTest::newRow("p50") << 50.0 << qint64(20);
    QTest::newRow("p90") << 90.0 << qint64(100);
    QTest::newRow("p95") << 95.0 << qint64(200);
    QTest::newRow("p99") << 99.0 << qint64(1000);
    QTest::newRow("p99.9") << 99.9 << qint64(10000);
}

void TestMistakesAdvisor::minimumSamples()
{
    QFETCH(double, percentile);
    QFETCH(qint64, samples);
    QCOMPARE(MistakesAdvisor::minimumSamples(percentile), samples);
    QVERIFY(MistakesAdvisor::supportedPercentile(samples) >= percentile - 1e-9);
}

void TestMistakesAdvisor::bySection()
{
    SizingRequest r = base();
    r.setValue("latency_evidence", "external-api");
    r.setValue("load_test", "closed-loop");
    QCOMPARE(MistakesAdvisor::check(r, SizingSection::Models).size(), 1);
    QCOMPARE(MistakesAdvisor::check(r, SizingSection::Workload).size(), 1);
    QVERIFY(MistakesAdvisor::check(r, SizingSection::Slo).isEmpty());
}

QTEST_GUILESS_MAIN(TestMistakesAdvisor)
#include "tst_mistakesadvisor.moc"
