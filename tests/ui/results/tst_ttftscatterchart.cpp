// The TTFT scatter of a large run: at most kMaxShown points, every one of the slowest kept, an
// even sample of the rest, and a title that says so.
#include "GuiTestSupport.h"
#include "results/TtftScatterChart.h"

#include <QChart>
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>

using namespace llmcap;

class TestTtftScatterChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void smallRunsShowEveryRequest();
    void largeRunsKeepTheTailAndSampleTheRest();
    void aRareClassStaysInTheSample();
};

namespace {

// n requests of two classes; TTFT rises with the index except every 97th, which is slow.
std::vector<TtftByInput> run(int n)
{
    std::vector<TtftByInput> v;
    for (int i = 0; i < n; ++i)
        v.push_back({100 + i % 500, i % 97 == 0 ? 5000.0 + i : double(i % 1000),
                     i % 3 == 0 ? QStringLiteral("summarize") : QStringLiteral("chat")});
    return v;
}

} // namespace

void TestTtftScatterChart::smallRunsShowEveryRequest()
{
    TtftScatterChart chart;
    const auto points = run(TtftScatterChart::kMaxShown);
    chart.setPoints(points);
    QCOMPARE(chart.pointCount(), TtftScatterChart::kMaxShown);
    QCOMPARE(chart.shownCount(), TtftScatterChart::kMaxShown);
    QCOMPARE(chart.seriesCount(), 2);
    QCOMPARE(chart.chart()->title(), QStringLiteral("TTFT against input tokens"));
}

void TestTtftScatterChart::largeRunsKeepTheTailAndSampleTheRest()
{
    const int n = 50000;
    const auto points = run(n);
    const auto shown = TtftScatterChart::shownPoints(points);
    QCOMPARE(int(shown.size()), TtftScatterChart::kMaxShown);
    // Every one of the kMaxShown / 4 slowest is among them.
    std::vector<double> ttfts;
    for (const TtftByInput &p : points)
        ttfts.push_back(p.ttftMs);
    std::sort(ttfts.begin(), ttfts.end(), std::greater<>());
    const double slowCut = ttfts[TtftScatterChart::kMaxShown / 4 - 1];
    const auto slowIn = [](const std::vector<TtftByInput> &v, double cut) {
        return std::count_if(v.begin(), v.end(),
                             [cut](const TtftByInput &p) { return p.ttftMs >= cut; });
    };
    QCOMPARE(slowIn(shown, slowCut), qsizetype(TtftScatterChart::kMaxShown / 4));
    QCOMPARE(std::max_element(
                 shown.begin(), shown.end(),
                 [](const TtftByInput &a, const TtftByInput &b) { return a.ttftMs < b.ttftMs; })
                 ->ttftMs,
             ttfts.front());
    // The rest is an even sample: both classes, from the start to the end of the run.
    QVERIFY(std::any_of(shown.begin(), shown.end(),
                        [](const TtftByInput &p) { return p.className == "summarize"; }));
    QVERIFY(std::any_of(shown.begin(), shown.end(),
                        [](const TtftByInput &p) { return p.className == "chat"; }));
    const auto fast = std::count_if(shown.begin(), shown.end(),
                                    [](const TtftByInput &p) { return p.ttftMs < 1000; });
    QVERIFY2(fast > TtftScatterChart::kMaxShown / 2, qPrintable(QString::number(fast)));

    TtftScatterChart chart;
    chart.resize(800, 300);
    chart.show();
    QElapsedTimer clock;
    clock.start();
    chart.setPoints(points);
    QCoreApplication::processEvents();
    qInfo("50,000 requests drawn as %d points in %lld ms", chart.shownCount(), clock.elapsed());
    QCOMPARE(chart.pointCount(), n);
    QCOMPARE(chart.shownCount(), TtftScatterChart::kMaxShown);
    const QString title = chart.chart()->title();
    const QLocale loc;
    QVERIFY2(title.contains(QStringLiteral("%1 of %2 requests")
                                .arg(loc.toString(TtftScatterChart::kMaxShown), loc.toString(n))),
             qPrintable(title));
    QVERIFY2(
        title.contains(
            QStringLiteral("the %1 slowest").arg(loc.toString(TtftScatterChart::kMaxShown / 4))),
        qPrintable(title));
}

// Three requests of a class among 30,000, none of them slow: the class still has a point, and
// the common class keeps its share.
void TestTtftScatterChart::aRareClassStaysInTheSample()
{
    std::vector<TtftByInput> v;
    for (int i = 0; i < 30000; ++i)
        v.push_back({200, i % 10000 == 5 ? 10.0 : 100.0 + i % 50,
                     i % 10000 == 5 ? QStringLiteral("rare") : QStringLiteral("chat")});
    const auto shown = TtftScatterChart::shownPoints(v);
    QCOMPARE(int(shown.size()), TtftScatterChart::kMaxShown);
    const auto rare = std::count_if(shown.begin(), shown.end(),
                                    [](const TtftByInput &p) { return p.className == "rare"; });
    QCOMPARE(rare, qsizetype(1));
    TtftScatterChart chart;
    chart.setPoints(v);
    QCOMPARE(chart.seriesCount(), 2);
}

QTEST_MAIN(TestTtftScatterChart)
#include "tst_ttftscatterchart.moc"
