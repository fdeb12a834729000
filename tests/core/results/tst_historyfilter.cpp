#include "results/HistoryFilter.h"

#include <QTest>

using namespace llmcap;

namespace {

HistoryEntry entry(HistoryEntry::Kind kind, qint64 id, const QDateTime &started)
{
    HistoryEntry e;
    e.kind = kind;
    e.id = id;
    e.startedAt = started;
    e.statusKey = QStringLiteral("completed");
    e.model = QStringLiteral("meta-llama/Llama-3.1-8B");
    e.endpoint = QStringLiteral("http://gpu-7:8000/v1");
    return e;
}

} // namespace

class TestHistoryFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyFilterKeepsEverything();
    void kindsAndSteps();
    void statusAndProject();
    void textMatchesModelEndpointAndName();
    void lastDaysCountsBackFromNow();
    void dateRangeIncludesBothEnds();
    void titles();
};

const QDateTime kNow(QDate(2026, 3, 10), QTime(12, 0));

void TestHistoryFilter::emptyFilterKeepsEverything()
{
    HistoryFilter f;
    QVERIFY(f.isEmpty());
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, kNow.addYears(-3)), kNow));
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Sweep, 1, kNow), kNow));
}

void TestHistoryFilter::kindsAndSteps()
{
    HistoryEntry run = entry(HistoryEntry::Kind::Run, 1, kNow);
    HistoryEntry step = entry(HistoryEntry::Kind::Run, 2, kNow);
    step.sweepId = 4;
    const HistoryEntry sweep = entry(HistoryEntry::Kind::Sweep, 4, kNow);
    HistoryFilter f;
    f.kinds = HistoryFilter::Kinds::Runs;
    QVERIFY(f.matches(run, kNow) && f.matches(step, kNow) && !f.matches(sweep, kNow));
    f.kinds = HistoryFilter::Kinds::Sweeps;
    QVERIFY(!f.matches(run, kNow) && !f.matches(step, kNow) && f.matches(sweep, kNow));
    f.kinds = HistoryFilter::Kinds::All;
    f.hideSweepSteps = true;
    QVERIFY(f.matches(run, kNow) && !f.matches(step, kNow) && f.matches(sweep, kNow));
    QVERIFY(!f.isEmpty());
}

void TestHistoryFilter::statusAndProject()
{
    HistoryEntry e = entry(HistoryEntry::Kind::Run, 1, kNow);
    e.projectId = 3;
    HistoryFilter f;
    f.statusKey = QStringLiteral("failed");
    QVERIFY(!f.matches(e, kNow));
    f.statusKey = QStringLiteral("completed");
    QVERIFY(f.matches(e, kNow));
    f.projectId = 2;
    QVERIFY(!f.matches(e, kNow));
    f.projectId = 3;
    QVERIFY(f.matches(e, kNow));
}

void TestHistoryFilter::textMatchesModelEndpointAndName()
{
    HistoryEntry e = entry(HistoryEntry::Kind::Run, 12, kNow);
    e.name = QStringLiteral("baseline");
    HistoryFilter f;
    for (const char *text : {"llama-3.1", "GPU-7", "baseline", "run 12", "  8b  "}) {
        f.text = QLatin1String(text);
        QVERIFY2(f.matches(e, kNow), text);
    }
    f.text = QStringLiteral("qwen");
    QVERIFY(!f.matches(e, kNow));
}

void TestHistoryFilter::lastDaysCountsBackFromNow()
{
    HistoryFilter f;
    f.lastDays = 7;
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, kNow), kNow));
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 4), {})), kNow));
    QVERIFY(!f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 3), {})), kNow));
    f.lastDays = 1; // today
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 10), {})), kNow));
    QVERIFY(!f.matches(entry(HistoryEntry::Kind::Run, 1, kNow.addDays(-1)), kNow));
    // "Last N days" wins over a range.
    f.from = QDate(2020, 1, 1);
    f.to = QDate(2020, 1, 2);
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, kNow), kNow));
}

void TestHistoryFilter::dateRangeIncludesBothEnds()
{
    HistoryFilter f;
    f.from = QDate(2026, 3, 1);
    f.to = QDate(2026, 3, 5);
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 1), {})), kNow));
    QVERIFY(f.matches(
        entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 5), QTime(23, 59))), kNow));
    QVERIFY(!f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 3, 6), {})), kNow));
    QVERIFY(!f.matches(entry(HistoryEntry::Kind::Run, 1, QDateTime(QDate(2026, 2, 28), {})), kNow));
    f.to = {};
    QVERIFY(f.matches(entry(HistoryEntry::Kind::Run, 1, kNow.addYears(1)), kNow));
}

void TestHistoryFilter::titles()
{
    HistoryEntry step = entry(HistoryEntry::Kind::Run, 9, kNow);
    step.sweepId = 2;
    step.stepIndex = 3;
    QCOMPARE(step.title(), QStringLiteral("run 9 (sweep 2, step 4)"));
    HistoryEntry sweep = entry(HistoryEntry::Kind::Sweep, 2, kNow);
    sweep.name = QStringLiteral("H100 tp1");
    QCOMPARE(sweep.title(), QStringLiteral("sweep 2: H100 tp1"));
    QCOMPARE(HistoryEntry::statusLabel(QStringLiteral("interrupted")),
             QStringLiteral("interrupted"));
}

QTEST_APPLESS_MAIN(TestHistoryFilter)
#include "tst_historyfilter.moc"
