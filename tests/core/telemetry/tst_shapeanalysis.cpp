#include "telemetry/ShapeAnalysis.h"

#include "ShapeTestData.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTest>

using namespace llmcap;
using namespace llmcap::testing;

using RecordStatus = TelemetryRecord::Status;

class TestShapeAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void percentilesRatesAndMix();
    void concurrencyIsASweep();
    void perRunFiguresAndActiveRuns();
    void growthNeedsTwoWeeks();
    void emptyPercentilesAreNaN();
    void chartBucketsFollowTheSpan_data();
    void chartBucketsFollowTheSpan();
    void coarsenedSeriesKeepRatesAndPeaks();
    void startsOnlyAtRelativeTimes();

private:
    static Result<ShapeAnalysis> analyse(TelemetryFixture &f, const QList<TelemetryRecord> &r);
};

namespace {

// 2026-01-01 10:00:00 UTC
const qint64 kT0 = QDateTime(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC).toMSecsSinceEpoch();

} // namespace

Result<ShapeAnalysis> TestShapeAnalysis::analyse(TelemetryFixture &f,
                                                 const QList<TelemetryRecord> &records)
{
    if (!f.error.isEmpty())
        return Result<ShapeAnalysis>::failure(f.error);
    const TelemetryDataset d = f.store(records);
    if (d.id == 0)
        return Result<ShapeAnalysis>::failure(f.error);
    return ShapeAnalysis::compute(*f.repo, d);
}

void TestShapeAnalysis::percentilesRatesAndMix()
{
    // One call a second for 1,000 s, each 2.5 s long, input i, output 2i (i = 1..1000).
    QList<TelemetryRecord> records;
    for (int i = 0; i < 1000; ++i) {
        TelemetryRecord c = llmCall(QString(), kT0 + 1000 * i, 2500, i + 1, 2 * (i + 1));
        c.cachedInputTokens = i % 2 == 0 ? (i + 1) / 4 : -1;
        if (i % 4 == 0)
            c.model = QStringLiteral("model-b");
        if (i % 10 == 0)
            c.status = RecordStatus::Error;
        else if (i % 20 == 5)
            c.status = RecordStatus::Cancelled;
        records << c;
    }
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));

    QCOMPARE(a->llmCalls, 1000);
    QCOMPARE(a->runs, 1000); // no run ids: every call is a run
    QCOMPARE(a->inputTokens.samples, 1000);
    QCOMPARE(a->inputTokens.p50, 500.0);
    QCOMPARE(a->inputTokens.p95, 950.0);
    QCOMPARE(a->inputTokens.p99, 990.0);
    QCOMPARE(a->inputTokens.max, 1000.0);
    QVERIFY(a->inputTokens.exact);
    QCOMPARE(a->outputTokens.p99, 1980.0);
    QCOMPARE(a->contextTokens.p50, 1500.0);
    QCOMPARE(a->llmCallsPerRun.p99, 1.0);

    QCOMPARE(a->requestsPerSecond.bucketS, 1);
    QCOMPARE(a->requestsPerSecond.values.size(), 1000);
    QCOMPARE(a->requestsPerSecond.values.at(500), 1.0);
    QCOMPARE(a->inputTokensPerSecond.values.at(9), 10.0);
    QCOMPARE(a->peakConcurrentCalls, 3);
    QCOMPARE(a->peakWindowS, 60);
    QCOMPARE(a->peakRequestsPerMinute, 60.0);
    QCOMPARE(a->peakRps, 1.0);
    // 1,000 calls over the 999 s from the first start to the last; the peak minute holds 60.
    QCOMPARE(a->averageRps, 1000.0 / 999.0);
    QVERIFY(a->peakToAverage > 0.99 && a->peakToAverage < 1.01);
    QCOMPARE(a->callsByHour.size(), 24);
    QCOMPARE(a->callsByHour.at(10), 1000);

    QCOMPARE(a->cacheReportingCalls, 500);
    QVERIFY(std::abs(a->cacheHitShare - 0.25) < 0.01);
    QCOMPARE(a->errors, 100);
    QCOMPARE(a->errorRate, 0.1);
    QCOMPARE(a->cancellations, 50);
    QCOMPARE(a->modelMix.size(), 2);
    QCOMPARE(a->modelMix.at(0).model, QStringLiteral("model-a"));
    QCOMPARE(a->modelMix.at(0).calls, 750);
    QCOMPARE(a->modelMix.at(1).share, 0.25);

    QVERIFY(!a->growth);
    QVERIFY(!a->growthNote.isEmpty());
    const QJsonObject json = a->toJson();
    QCOMPARE(json.value("input_tokens").toObject().value("samples").toInt(), 1000);
    QCOMPARE(json.value("rates").toObject().value("peak_window_s").toInt(), 60);
    QCOMPARE(json.value("percentiles").toObject().value("relative_error").toDouble(), 0.0);
    QVERIFY(json.contains("growth_note"));
    const QString text = a->toText();
    QVERIFY2(text.contains("p50 500, p95 950, p99 990"), qPrintable(text));
    QVERIFY2(text.contains("(1000 samples)"), qPrintable(text));
}

void TestShapeAnalysis::concurrencyIsASweep()
{
    QList<TelemetryRecord> records;
    records << llmCall(QString(), kT0, 10'000, 10, 10)         // 0 - 10 s
            << llmCall(QString(), kT0 + 1000, 2000, 10, 10)    // 1 - 3 s
            << llmCall(QString(), kT0 + 2000, 10'000, 10, 10)  // 2 - 12 s
            << llmCall(QString(), kT0 + 20'000, 1000, 10, 10); // 20 - 21 s
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    const QList<double> &c = a->concurrentCalls.values;
    QCOMPARE(a->concurrentCalls.bucketS, 1);
    QCOMPARE(c.size(), 21);
    QCOMPARE(a->peakConcurrentCalls, 3);
    QCOMPARE(c.at(0), 1.0);
    QCOMPARE(c.at(1), 2.0);
    QCOMPARE(c.at(2), 3.0);
    QCOMPARE(c.at(3), 2.0);  // the 1 - 3 s call ended at the bucket's start
    QCOMPARE(c.at(10), 1.0); // the first ended at 10 s
    QCOMPARE(c.at(15), 0.0);
    QCOMPARE(c.at(20), 1.0);
}

void TestShapeAnalysis::perRunFiguresAndActiveRuns()
{
    // Ten runs from the same instant; run k has k calls, one a second, each 0.5 s long.
    QList<TelemetryRecord> records;
    for (int k = 1; k <= 10; ++k)
        for (int j = 0; j < k; ++j)
            records << llmCall(QStringLiteral("run-%1").arg(k), kT0 + 1000 * j, 500, 100, 10);
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QCOMPARE(a->runs, 10);
    QCOMPARE(a->llmCallsPerRun.samples, 10);
    QCOMPARE(a->llmCallsPerRun.p50, 5.0);
    QCOMPARE(a->llmCallsPerRun.max, 10.0);
    QCOMPARE(a->llmCallsPerRun.mean, 5.5);
    QCOMPARE(a->tokensPerRun.p50, 550.0);
    QCOMPARE(a->runDurationS.max, 9.5);
    QCOMPARE(a->callsPerRunHistogram.counts.size(), 10);
    for (qint64 count : a->callsPerRunHistogram.counts)
        QCOMPARE(count, 1);
    const QList<double> &active = a->activeRuns.values;
    QCOMPARE(active.size(), 10);
    QCOMPARE(active.at(0), 10.0);
    QCOMPARE(active.at(5), 5.0);
    QCOMPARE(active.at(9), 1.0);
    QCOMPARE(a->concurrentCalls.values.at(0), 10.0);
}

void TestShapeAnalysis::growthNeedsTwoWeeks()
{
    // 15 days: one call an hour in the first week, two in the last.
    QList<TelemetryRecord> records;
    const qint64 hourMs = 3'600'000;
    for (int h = 0; h < 15 * 24; ++h) {
        records << llmCall(QString(), kT0 + h * hourMs, 100, 10, 10);
        if (h >= 8 * 24)
            records << llmCall(QString(), kT0 + h * hourMs + 60'000, 100, 10, 10);
    }
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QVERIFY(a->growth.has_value());
    QCOMPARE(a->growth->firstWeekCalls, 7 * 24);
    QCOMPARE(a->growth->lastWeekCalls, 2 * 7 * 24);
    QCOMPARE(a->growth->callsPct, 100.0);
    QVERIFY(a->requestsPerSecond.values.size() <= ShapeAnalysis::kMaxPoints);
    QVERIFY(a->requestsPerSecond.bucketS >= 600);
    QVERIFY(a->toJson().contains("growth"));
}

void TestShapeAnalysis::emptyPercentilesAreNaN()
{
    QList<TelemetryRecord> records;
    TelemetryRecord c = llmCall(QString(), kT0, 100, -1, -1);
    records << c;
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QCOMPARE(a->inputTokens.samples, 0);
    QVERIFY(std::isnan(a->inputTokens.p50));
    QVERIFY(a->toJson().value("input_tokens").toObject().value("p50").isNull());
    QVERIFY(std::isnan(a->cacheHitShare));
}

// Issue 36: the 1 s rate series of a 30-minute dataset drawn as it is is a forest of spikes;
// a chart takes buckets that give at most 300 points.
void TestShapeAnalysis::chartBucketsFollowTheSpan_data()
{
    QTest::addColumn<int>("bucketS");
    QTest::addColumn<int>("values");
    QTest::addColumn<double>("rate");     // each value (events/s)
    QTest::addColumn<double>("minCount"); // events a bin should hold; 0: any
    QTest::addColumn<int>("expected");
    QTest::newRow("5 min of 1 s") << 1 << 300 << 1.0 << 0.0 << 1;
    QTest::newRow("10 min of 1 s") << 1 << 600 << 1.0 << 0.0 << 2;
    QTest::newRow("30 min of 1 s") << 1 << 1801 << 1.0 << 0.0 << 10;
    QTest::newRow("a day of 60 s") << 60 << 1440 << 1.0 << 0.0 << 300;
    QTest::newRow("a week of 5 min") << 300 << 2016 << 1.0 << 0.0 << 3600;
    QTest::newRow("15 s buckets skip 10 s") << 15 << 1000 << 1.0 << 0.0 << 60;
    QTest::newRow("two years of days") << 86400 << 730 << 1.0 << 0.0 << 3 * 86400;
    // A rate chart wants about ten calls a bin, keeping 30 bins at least.
    QTest::newRow("30 min busy") << 1 << 1801 << 50.0 << 10.0 << 10;
    QTest::newRow("30 min at 0.2/s") << 1 << 1801 << 0.2 << 10.0 << 60;
    QTest::newRow("5 min at 0.2/s") << 1 << 300 << 0.2 << 10.0 << 10;
}

void TestShapeAnalysis::chartBucketsFollowTheSpan()
{
    QFETCH(int, bucketS);
    QFETCH(int, values);
    QFETCH(double, rate);
    QFETCH(double, minCount);
    QFETCH(int, expected);
    ShapeAnalysis::Series s;
    s.bucketS = bucketS;
    s.values = QList<double>(values, rate);
    QCOMPARE(s.chartBucketS(minCount), expected);
    const auto coarse = s.coarsened(expected, ShapeAnalysis::Series::Merge::Mean);
    QVERIFY(coarse.values.size() <= ShapeAnalysis::kChartPoints + 1);
    QVERIFY(coarse.values.size() >= ShapeAnalysis::kMinChartPoints);
}

void TestShapeAnalysis::coarsenedSeriesKeepRatesAndPeaks()
{
    ShapeAnalysis::Series s;
    s.bucketS = 1;
    s.startMs = kT0;
    s.values = {0, 4, 2, 0, 0, 6, 1}; // 3 s buckets: [0..2] [3..5] [6]
    using Merge = ShapeAnalysis::Series::Merge;
    const auto mean = s.coarsened(3, Merge::Mean);
    QCOMPARE(mean.bucketS, 3);
    QCOMPARE(mean.startMs, kT0);
    QCOMPARE(mean.values, (QList<double>{2, 2, 1}));
    QCOMPARE(s.coarsened(3, Merge::Max).values, (QList<double>{4, 6, 1}));
    s.bucketS = 2;
    QCOMPARE(s.coarsened(5, Merge::Max).bucketS, 6); // a multiple of the series' own
    QCOMPARE(s.coarsened(1, Merge::Mean).values, s.values);
}

// A trace of starts only, in milliseconds from its start (Mooncake, Azure-style CSV): no dates,
// no time of day and no concurrency are made up; the average rate is over the exact span.
void TestShapeAnalysis::startsOnlyAtRelativeTimes()
{
    QList<TelemetryRecord> records;
    for (int i = 0; i < 9; ++i) {
        TelemetryRecord c = llmCall(QString(), 250 * i, 0, 100, 10);
        c.durationMs = std::nan("");
        records << c;
    }
    TelemetryFixture f;
    const auto a = analyse(f, records);
    QVERIFY2(a.ok(), qPrintable(a.error()));
    QVERIFY(a->relativeTime());
    QVERIFY(!a->concurrencyKnown());
    QCOMPARE(a->averageRps, 9 / 2.0); // 9 calls from 0 to 2 s, not over a whole minute
    const QJsonObject json = a->toJson();
    QVERIFY(json.value("from").isNull());
    QVERIFY(json.value("relative_time").toBool());
    QVERIFY(json.value("rates").toObject().value("peak_concurrent_calls").isNull());
    const QString text = a->toText();
    QVERIFY2(!text.contains("1970"), qPrintable(text));
    QVERIFY2(text.contains("relative timestamps"), qPrintable(text));
    QVERIFY2(text.contains("peak concurrent LLM calls unknown: 9 of 9 calls have no duration"),
             qPrintable(text));
    QVERIFY2(text.contains("not known: the timestamps are relative"), qPrintable(text));
    QVERIFY2(!text.contains("00h 9"), qPrintable(text));
}

QTEST_APPLESS_MAIN(TestShapeAnalysis)
#include "tst_shapeanalysis.moc"
