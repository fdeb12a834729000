#include "RecordBuilder.h"
#include "bench/SloEvaluator.h"

#include <QTest>

using namespace llmcap;

namespace {

const RunWindow kWindow{0, RecordBuilder::ns(10000)};

Slo slo(QList<LatencyObjective> objectives, double maxErrorRatePct = 5)
{
    Slo s;
    s.name = QStringLiteral("test");
    s.objectives = std::move(objectives);
    s.maxErrorRatePct = maxErrorRatePct;
    return s;
}

// 10 requests: TTFT 100, 200, ..., 1000 ms; each with 3 chunks 10 ms apart after the first.
std::vector<RequestRecord> ladder()
{
    std::vector<RequestRecord> records;
    for (int i = 0; i < 10; ++i) {
        const double ttft = 100.0 * (i + 1);
        records.push_back(RecordBuilder(i, i * 500)
                              .chunks({{ttft, 1}, {ttft + 10, 1}, {ttft + 20, 1}})
                              .usage(10, 3));
    }
    return records;
}

} // namespace

class TestSloEvaluator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void attainmentPerObjective();
    void errorsCountAsNotGood();
    void itlIsTokenLevel();
    void classOverrides();
    void unreportedQueueIsNotEvaluated();
    void cancelledRequestsAreLeftOut();
};

void TestSloEvaluator::attainmentPerObjective()
{
    const SloResult r =
        SloEvaluator::evaluate(ladder(), slo({{SloMetric::Ttft, 500, 50}}), kWindow);
    QCOMPARE(r.due, 10);
    QCOMPARE(r.good, 5);
    QCOMPARE(r.attainmentPct, 50.0);
    QCOMPARE(r.goodputRps, 0.5);
    QCOMPARE(r.objectives.size(), 1);
    QCOMPARE(r.objectives.first().attainmentPct, 50.0);
    QVERIFY(r.objectives.first().met);
    QVERIFY(r.met);
    const SloResult strict =
        SloEvaluator::evaluate(ladder(), slo({{SloMetric::Ttft, 500, 60}}), kWindow);
    QVERIFY(!strict.met);
    QVERIFY(!strict.objectives.first().met);
}

void TestSloEvaluator::errorsCountAsNotGood()
{
    std::vector<RequestRecord> records = ladder();
    records.push_back(RecordBuilder(10, 100).error(ErrorCategory::Http429, 429));
    records.push_back(RecordBuilder(11, 100).error(ErrorCategory::Timeout));
    const SloResult r =
        SloEvaluator::evaluate(records, slo({{SloMetric::Ttft, 5000, 80}}, 10), kWindow);
    QCOMPARE(r.due, 12);
    QCOMPARE(r.good, 10);
    QCOMPARE(r.errors, 2);
    QVERIFY(qFuzzyCompare(r.errorRatePct, 100.0 * 2 / 12));
    QVERIFY(!r.errorRateMet);
    QVERIFY(qFuzzyCompare(r.objectives.first().attainmentPct, 100.0 * 10 / 12));
    QVERIFY(r.objectives.first().met);
    QVERIFY(!r.met); // the error rate fails it
}

void TestSloEvaluator::itlIsTokenLevel()
{
    std::vector<RequestRecord> records;
    // Request 0: gaps 10, 10, 50 ms (one token each): 2 of 3 within 20 ms.
    records.push_back(
        RecordBuilder(0, 0).chunks({{100, 1}, {110, 1}, {120, 1}, {170, 1}}).usage(1, 4));
    // Request 1: a 4-token chunk after 40 ms: 4 gaps of 10 ms, all within.
    records.push_back(RecordBuilder(1, 0).chunks({{100, 1}, {140, 4}}).usage(1, 5));
    const SloResult r = SloEvaluator::evaluate(records, slo({{SloMetric::Itl, 20, 70}}), kWindow);
    const ObjectiveResult &itl = r.objectives.first();
    QCOMPARE(itl.samples, 7.0);
    QCOMPARE(itl.within, 6.0);
    QVERIFY(itl.met); // 85.7 % >= 70 %
    // Per request: 66.7 % of request 0's gaps are within: below the 70 % target, not good.
    QCOMPARE(r.good, 1);
    QVERIFY(!SloEvaluator::isGood(records[0], slo({{SloMetric::Itl, 20, 70}})));
    QVERIFY(SloEvaluator::isGood(records[0], slo({{SloMetric::Itl, 20, 60}})));
}

void TestSloEvaluator::classOverrides()
{
    std::vector<RequestRecord> records;
    records.push_back(RecordBuilder(0, 0, QStringLiteral("chat")).chunks({{300, 1}}).usage(1, 1));
    records.push_back(RecordBuilder(1, 0, QStringLiteral("long")).chunks({{3000, 1}}).usage(1, 1));
    Slo s = slo({{SloMetric::Ttft, 500, 99}});
    QCOMPARE(SloEvaluator::evaluate(records, s, kWindow).good, 1);
    s.classObjectives.insert(QStringLiteral("long"), {{SloMetric::Ttft, 4000, 90}});
    const SloResult r = SloEvaluator::evaluate(records, s, kWindow);
    QCOMPARE(r.good, 2);
    QCOMPARE(r.objectives.size(), 2);
    QCOMPARE(r.objectives.at(1).className, QStringLiteral("long"));
    QCOMPARE(r.objectives.at(1).objective.thresholdMs, 4000.0);
    QVERIFY(r.met);
}

void TestSloEvaluator::unreportedQueueIsNotEvaluated()
{
    const SloResult r =
        SloEvaluator::evaluate(ladder(), slo({{SloMetric::QueueTime, 10, 99}}), kWindow);
    QVERIFY(!r.objectives.first().evaluated);
    QCOMPARE(r.notes.size(), 1);
    QVERIFY(r.met);
    std::vector<RequestRecord> records = ladder();
    for (size_t i = 0; i < records.size(); ++i)
        records[i].server.queueMs = i < 5 ? 1 : 50;
    const SloResult q =
        SloEvaluator::evaluate(records, slo({{SloMetric::QueueTime, 10, 40}}), kWindow);
    QVERIFY(q.objectives.first().evaluated);
    QCOMPARE(q.objectives.first().attainmentPct, 50.0);
    QCOMPARE(q.good, 5);
}

void TestSloEvaluator::cancelledRequestsAreLeftOut()
{
    std::vector<RequestRecord> records = ladder();
    records.push_back(
        RecordBuilder(10, 0).chunks({{9000, 1}}).usage(1, 1).error(ErrorCategory::Cancelled));
    const SloResult r =
        SloEvaluator::evaluate(records, slo({{SloMetric::Ttft, 5000, 99}}), kWindow);
    QCOMPARE(r.due, 10);
    QCOMPARE(r.good, 10);
}

QTEST_APPLESS_MAIN(TestSloEvaluator)
#include "tst_sloevaluator.moc"
