#include "bench/LiveStepFeed.h"

#include <QTest>

using namespace llmcap;

namespace {

LoadProgress at(double t, qint64 dispatched, qint64 finished, qint64 inFlight, qint64 waiting = 0)
{
    LoadProgress p;
    p.phase = LoadProgress::Phase::Measuring;
    p.elapsedS = t;
    p.dispatched = dispatched;
    p.finished = finished;
    p.inFlight = inFlight;
    p.waiting = waiting;
    return p;
}

RequestRecord record(qint64 index, qint64 outputTokens, bool ok = true)
{
    RequestRecord r;
    r.index = index;
    r.completionTokens = outputTokens;
    r.error = ok ? ErrorCategory::None : ErrorCategory::Http5xx;
    return r;
}

} // namespace

class TestLiveStepFeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ratesOverTheLastSecond();
    void takesOnlyWhatIsNew();
    void serverSamplesBecomePoints();
    void anotherRunnerStartsAfresh();
};

void TestLiveStepFeed::ratesOverTheLastSecond()
{
    LiveStepFeed feed(1.0);
    std::vector<RequestRecord> records;
    const std::vector<ServerMetricsSample> samples;
    // 10 req/s offered, 8 req/s completed, 50 tokens each, in 100 ms ticks for 3 s.
    LiveStepFeed::Batch last;
    for (int tick = 1; tick <= 30; ++tick) {
        const double t = tick * 0.1;
        while (qint64(records.size()) < qint64(t * 8 + 1e-9))
            records.push_back(record(qint64(records.size()), 50));
        last = feed.take(at(t, qint64(t * 10 + 1e-9), qint64(records.size()), 2), records, samples);
        QCOMPARE(last.inFlight.size(), 1);
    }
    QCOMPARE(last.offeredRps.size(), 1);
    QCOMPARE(last.offeredRps.first().x(), 3.0);
    QVERIFY(qAbs(last.offeredRps.first().y() - 10.0) < 0.01);
    QVERIFY(qAbs(last.completedRps.first().y() - 8.0) < 0.01);
    QVERIFY(qAbs(last.outputTokensPerS.first().y() - 400.0) < 0.5);
    QCOMPARE(last.inFlight.first(), QPointF(3.0, 2.0));
}

void TestLiveStepFeed::takesOnlyWhatIsNew()
{
    LiveStepFeed feed;
    std::vector<RequestRecord> records{record(0, 10), record(1, 10, false)};
    std::vector<ServerMetricsSample> samples(1);
    feed.take(at(0.5, 2, 2, 0), records, samples);
    QCOMPARE(feed.recordsSeen(), 2);
    QCOMPARE(feed.samplesSeen(), 1);
    // The same time again adds no rate point; nothing is counted twice.
    const auto again = feed.take(at(0.5, 2, 2, 0), records, samples);
    QVERIFY(again.offeredRps.isEmpty());
    QVERIFY(again.inFlight.isEmpty());
    QVERIFY(again.kvUsagePct.isEmpty());
    records.push_back(record(2, 30));
    const auto b = feed.take(at(1.0, 3, 3, 0), records, samples);
    QCOMPARE(feed.recordsSeen(), 3);
    // Tokens of succeeded requests only: 10 + 30 over 0.5 s.
    QCOMPARE(b.outputTokensPerS.size(), 1);
    QVERIFY(qAbs(b.outputTokensPerS.first().y() - 60.0) < 1e-6);
}

void TestLiveStepFeed::serverSamplesBecomePoints()
{
    LiveStepFeed feed;
    std::vector<ServerMetricsSample> samples(3);
    samples[0].tNs = 1'000'000'000;
    samples[0].waiting = 3;
    samples[0].kvUsage = 0.25;
    samples[1].tNs = 2'000'000'000; // a runtime that exports neither
    samples[2].tNs = 3'000'000'000;
    samples[2].waiting = 0;
    samples[2].kvUsage = 0.5;
    const auto b = feed.take(LoadProgress{}, {}, samples);
    QCOMPARE(b.serverWaiting, (QList<QPointF>{{1.0, 3.0}, {3.0, 0.0}}));
    QCOMPARE(b.kvUsagePct, (QList<QPointF>{{1.0, 25.0}, {3.0, 50.0}}));
    QVERIFY(b.inFlight.isEmpty()); // not started: no client point
}

void TestLiveStepFeed::anotherRunnerStartsAfresh()
{
    LiveStepFeed feed;
    std::vector<RequestRecord> many{record(0, 1), record(1, 1), record(2, 1)};
    feed.take(at(2.0, 3, 3, 0), many, {});
    QCOMPARE(feed.recordsSeen(), 3);
    // Fewer records than seen: a new step's buffers.
    std::vector<RequestRecord> fresh{record(0, 1)};
    const auto b = feed.take(at(0.2, 1, 1, 1), fresh, {});
    QCOMPARE(feed.recordsSeen(), 1);
    QCOMPARE(b.inFlight.size(), 1);
}

QTEST_APPLESS_MAIN(TestLiveStepFeed)
#include "tst_livestepfeed.moc"
