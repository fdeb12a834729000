#include "RecordBuilder.h"
#include "sweep/InterimSloTally.h"
#include "sweep/StepAnalysis.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <random>

using namespace llmcap;

namespace {

Slo mixedSlo()
{
    Slo s;
    s.name = QStringLiteral("mixed");
    s.objectives = {{SloMetric::Ttft, 300, 95},
                    {SloMetric::Itl, 40, 90},
                    {SloMetric::Tpot, 35, 90},
                    {SloMetric::E2e, 2000, 99},
                    {SloMetric::QueueTime, 100, 95}};
    s.maxErrorRatePct = 2;
    s.classObjectives.insert(QStringLiteral("long"), {{SloMetric::Ttft, 1500, 90}});
    return s;
}

// Random requests of two classes: some in warm-up, some failed, some cancelled, with token gaps
// and server queue times, in a random finishing order.
std::vector<RequestRecord> randomRecords(quint32 seed, int n)
{
    QRandomGenerator rng(seed);
    std::vector<RequestRecord> out;
    for (int i = 0; i < n; ++i) {
        const double at = 20.0 * i;
        const QString cls = rng.bounded(4) == 0 ? QStringLiteral("long") : QStringLiteral("chat");
        RecordBuilder b(i, at, cls);
        const int kind = int(rng.bounded(40));
        if (kind == 0)
            b.error(ErrorCategory::Http429, 429);
        else if (kind == 1)
            b.error(ErrorCategory::Timeout);
        else if (kind == 2)
            b.error(ErrorCategory::Cancelled);
        else {
            const double ttft = 50 + rng.bounded(500.0);
            const double gap = 10 + rng.bounded(50.0);
            b.chunks({{ttft, 1}, {ttft + gap, 2}, {ttft + 3 * gap, 1}}).usage(50, 4);
            if (rng.bounded(3) != 0)
                b.queue(rng.bounded(200.0));
        }
        if (at < 400)
            b.warmup();
        out.push_back(b);
    }
    std::shuffle(out.begin(), out.end(), std::mt19937(seed));
    return out;
}

QList<ObjectiveTally> sorted(QList<ObjectiveTally> list)
{
    std::sort(list.begin(), list.end(),
              [](const ObjectiveTally &a, const ObjectiveTally &b) { return a.label < b.label; });
    return list;
}

void compareSignals(const StepSignals &incremental, const StepSignals &full)
{
    QCOMPARE(incremental.requestsDue, full.requestsDue);
    QCOMPARE(incremental.requestsFailed, full.requestsFailed);
    QCOMPARE(incremental.maxErrorRatePct, full.maxErrorRatePct);
    const auto a = sorted(incremental.objectives);
    const auto b = sorted(full.objectives);
    QCOMPARE(a.size(), b.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].label, b[i].label);
        QCOMPARE(a[i].judged, b[i].judged);
        QCOMPARE(a[i].misses, b[i].misses);
        QCOMPARE(a[i].targetPct, b[i].targetPct);
    }
}

} // namespace

class TestInterimSloTally : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesFullEvaluation_data();
    void matchesFullEvaluation();
    void lateFinishersCountAtOnce();
    void nothingBeforeTheWindow();
};

void TestInterimSloTally::matchesFullEvaluation_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<bool>("pessimistic");
    for (quint32 seed : {1u, 2u, 3u, 99u})
        for (bool pessimistic : {false, true})
            QTest::addRow("seed %u %s", seed, pessimistic ? "pessimistic" : "seen")
                << seed << pessimistic;
}

// Fed as records finish and checked at a moving cutoff, the tallies equal a full evaluation of
// everything finished so far.
void TestInterimSloTally::matchesFullEvaluation()
{
    QFETCH(quint32, seed);
    QFETCH(bool, pessimistic);
    const Slo slo = mixedSlo();
    const qint64 windowStart = RecordBuilder::ns(400);
    const std::vector<RequestRecord> all = randomRecords(seed, 600);
    InterimSloTally tally(slo, windowStart);
    std::vector<RequestRecord> finished;
    qint64 cutoff = windowStart;
    int checks = 0;
    for (size_t i = 0; i < all.size(); ++i) {
        tally.add(all[i]);
        finished.push_back(all[i]);
        if (i % 37 != 0)
            continue;
        cutoff += RecordBuilder::ns(300);
        tally.advance(cutoff);
        const qint64 due = (cutoff - windowStart) / RecordBuilder::ns(20);
        compareSignals(
            tally.signals(due, pessimistic),
            StepAnalysis::interimSignals(finished, windowStart, cutoff, due, slo, pessimistic));
        if (QTest::currentTestFailed())
            return;
        ++checks;
    }
    QVERIFY(checks > 10);
    QVERIFY(tally.counted() > 100);
}

void TestInterimSloTally::lateFinishersCountAtOnce()
{
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 300, 90}};
    InterimSloTally tally(slo, 0);
    tally.add(RecordBuilder(0, 100).chunks({{50, 1}}));
    tally.advance(RecordBuilder::ns(1000));
    QCOMPARE(tally.counted(), 1);
    // Scheduled before the cutoff, finished after it moved on: counted when it arrives.
    tally.add(RecordBuilder(1, 500).chunks({{900, 1}}));
    QCOMPARE(tally.counted(), 2);
    // Scheduled after the cutoff: held until the cutoff passes it.
    tally.add(RecordBuilder(2, 1200).chunks({{10, 1}}));
    QCOMPARE(tally.counted(), 2);
    tally.advance(RecordBuilder::ns(1100)); // not yet
    QCOMPARE(tally.counted(), 2);
    tally.advance(RecordBuilder::ns(500)); // never backwards
    QCOMPARE(tally.cutoffNs(), RecordBuilder::ns(1100));
    tally.advance(RecordBuilder::ns(1300));
    QCOMPARE(tally.counted(), 3);
    const StepSignals s = tally.signals(3, false);
    QCOMPARE(s.objectives.size(), 1);
    QCOMPARE(s.objectives.first().judged, 3);
    QCOMPARE(s.objectives.first().misses, 1);
}

void TestInterimSloTally::nothingBeforeTheWindow()
{
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 300, 90}};
    InterimSloTally tally(slo, RecordBuilder::ns(1000));
    tally.add(RecordBuilder(0, 100).chunks({{50, 1}}));
    tally.add(RecordBuilder(1, 1500).chunks({{50, 1}}).warmup());
    tally.add(RecordBuilder(2, 1500).error(ErrorCategory::Cancelled));
    tally.advance(RecordBuilder::ns(5000));
    QCOMPARE(tally.counted(), 0);
    const StepSignals s = tally.signals(0, true);
    QCOMPARE(s.requestsDue, 0);
    QVERIFY(s.objectives.isEmpty());
}

QTEST_APPLESS_MAIN(TestInterimSloTally)
#include "tst_interimslotally.moc"
