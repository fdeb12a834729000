// The run timeline: one row per run, a bar per call where it was sent and ended, the gaps
// between bars (tool time) left open, and a tooltip that says what a bar is.
#include "GuiTestSupport.h"
#include "RecordBuilder.h"
#include "results/RunTimelineView.h"

#include <QTest>

using namespace llmcap;

class TestRunTimelineView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void axisSpansTheRuns();
    void barsAndGapsAreWhereTheCallsWere();
    void tooltipNamesTheCall();
    void emptyStepSaysSo();
    void recordsBecomeOneRowPerRun();

private:
    static QList<RunTimelineRun> twoRuns();
};

QList<RunTimelineRun> TestRunTimelineView::twoRuns()
{
    // r1: three calls with 2 s of tool time between them; r2 starts later, its second call a
    // retry and its third failed.
    RunTimelineRun r1{QStringLiteral("r1"), QStringLiteral("agent"), 0.0, {}};
    r1.calls = {{0, 0.1, 0.3, 1.0, false, false},
                {1, 3.0, 3.2, 4.0, false, false},
                {2, 6.0, 6.1, 7.0, false, false}};
    RunTimelineRun r2{QStringLiteral("r2"), QStringLiteral("agent"), 5.0, {}};
    r2.calls = {{0, 5.2, 5.4, 6.0, false, false},
                {1, 8.0, 8.1, 9.0, false, true},
                {2, 11.0, -1, 12.0, true, false}};
    return {r1, r2};
}

void TestRunTimelineView::axisSpansTheRuns()
{
    RunTimelineView view;
    view.setRuns(twoRuns());
    QCOMPARE(view.startS(), 0.0);
    QCOMPARE(view.endS(), 12.0);
    QCOMPARE(view.sizeHint().height() > 2 * RunTimelineView::kRowHeight, true);
}

void TestRunTimelineView::barsAndGapsAreWhereTheCallsWere()
{
    RunTimelineView view;
    view.setRuns(twoRuns());
    view.resize(800, 200);
    // A point in the middle of each call's bar finds that call; the middle of a tool gap none.
    const auto at = [&](int row, double s) {
        const double plotLeft = 110, plotWidth = view.width() - 110 - 24;
        const int x = int(plotLeft + s / 12.0 * plotWidth);
        const int y = 4 + row * RunTimelineView::kRowHeight + RunTimelineView::kRowHeight / 2;
        return view.callAt(QPoint(x, y));
    };
    QCOMPARE(at(0, 0.5), std::make_pair(0, 0));
    QCOMPARE(at(0, 3.5), std::make_pair(0, 1));
    QCOMPARE(at(0, 6.5), std::make_pair(0, 2));
    QCOMPARE(at(0, 2.0), std::make_pair(-1, -1)); // tool time between calls 1 and 2
    QCOMPARE(at(1, 11.5), std::make_pair(1, 2));
    QCOMPARE(at(1, 7.0), std::make_pair(-1, -1));
    QCOMPARE(at(2, 1.0), std::make_pair(-1, -1)); // below the last run

    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = test::saveScreenshot(view, QStringLiteral("run-timeline"));
    // The failed call is drawn in red, the retry in orange: both colours are on screen.
    bool red = false, orange = false;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            red = red || c == QColor(0xc0, 0x39, 0x2b);
            orange = orange || c == QColor(0xc0, 0x6a, 0x1e);
        }
    QVERIFY(red);
    QVERIFY(orange);
}

void TestRunTimelineView::tooltipNamesTheCall()
{
    RunTimelineView view;
    view.setRuns(twoRuns());
    const QString second = view.callText(0, 1);
    QVERIFY2(second.contains(QStringLiteral("Run r1 (agent), call 2")), qPrintable(second));
    QVERIFY2(second.contains(QStringLiteral("2.00 s after the previous call")), qPrintable(second));
    QVERIFY2(second.contains(QStringLiteral("first token after 200 ms")), qPrintable(second));
    QVERIFY(view.callText(1, 1).contains(QStringLiteral("retry")));
    QVERIFY(view.callText(1, 2).contains(QStringLiteral("failed")));
    QVERIFY(view.callText(5, 0).isEmpty());
}

void TestRunTimelineView::emptyStepSaysSo()
{
    RunTimelineView view;
    view.resize(400, 100);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.callAt(QPoint(200, 10)), std::make_pair(-1, -1));
    QVERIFY(test::distinctColours(
                test::saveScreenshot(view, QStringLiteral("run-timeline-empty"))) > 1);
}

void TestRunTimelineView::recordsBecomeOneRowPerRun()
{
    // Two runs' calls interleaved as they ended, a plain request between them, and a run whose
    // first call was scheduled earliest though its record came last.
    const auto call = [](qint64 index, const QString &run, int callIndex, double scheduledMs,
                         double sentMs, double endMs) {
        RequestRecord r = RecordBuilder(index, scheduledMs, QStringLiteral("agent"))
                              .chunks({{endMs - scheduledMs - 50, 1}, {endMs - scheduledMs, 1}})
                              .r;
        r.sentNs = RecordBuilder::ns(sentMs);
        r.runId = run;
        r.callIndex = callIndex;
        return r;
    };
    std::vector<RequestRecord> records;
    records.push_back(call(0, QStringLiteral("b"), 0, 1000, 1001, 1500));
    records.push_back(call(1, QStringLiteral("c"), 0, 1200, 1200, 1900));
    records.push_back(RecordBuilder(2, 1300, QStringLiteral("chat")).chunks({{100, 1}}).r);
    records.push_back(call(3, QStringLiteral("b"), 1, 2500, 2500, 3000)); // 1 s of tool time
    RequestRecord failed = call(4, QStringLiteral("c"), 1, 2900, 2900, 3100);
    failed.error = ErrorCategory::Http5xx;
    records.push_back(failed);
    records.push_back(call(5, QStringLiteral("a"), 0, 500, 502, 800));

    const QList<RunTimelineRun> runs = runTimelineOf(records);
    QCOMPARE(runs.size(), 3); // the plain request is no run
    QCOMPARE(runs.at(0).label, QStringLiteral("a"));
    QCOMPARE(runs.at(1).label, QStringLiteral("b"));
    QCOMPARE(runs.at(2).label, QStringLiteral("c"));
    const RunTimelineRun &b = runs.at(1);
    QCOMPARE(b.className, QStringLiteral("agent"));
    QCOMPARE(b.scheduledS, 1.0);
    QCOMPARE(b.calls.size(), 2);
    QCOMPARE(b.calls.at(0).index, 0);
    QCOMPARE(b.calls.at(0).sentS, 1.001);
    QCOMPARE(b.calls.at(0).endS, 1.501); // the stream ends 1 ms after its last chunk
    QCOMPARE(b.calls.at(1).sentS, 2.5);
    QVERIFY(!b.calls.at(1).failed);
    QVERIFY(runs.at(2).calls.at(1).failed);

    RunTimelineView view;
    view.setRuns(runs);
    QCOMPARE(view.startS(), 0.5);
    QVERIFY(view.callText(1, 1).contains(QStringLiteral("1.00 s after the previous call")));
}

QTEST_MAIN(TestRunTimelineView)
#include "tst_runtimelineview.moc"
