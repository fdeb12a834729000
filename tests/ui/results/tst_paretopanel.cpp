// The Results page's Pareto tab (issue 21, item 6): the steps of the ticked sweeps as output
// tokens per second per user against per GPU, met and missed apart, the frontier dashed and each
// sweep's SLO boundary a star; the page loads what is ticked from the database.
#include "GuiTestSupport.h"
#include "MainWindow.h"
#include "ResultsFixture.h"
#include "pages/ResultsPage.h"
#include "results/ParetoPanel.h"
#include "settings/Settings.h"

#include <QChart>
#include <QChartView>
#include <QListWidget>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace llmcap;

namespace {

SweepStep step(int index, double rate, double tpotMs, double outputTokS, bool pass)
{
    SweepStep s;
    s.index = index;
    s.rateRps = s.offeredRps = rate;
    s.tpot.p50 = tpotMs;
    s.outputTokensPerS = outputTokS;
    s.verdict = pass ? StepVerdict::Pass : StepVerdict::Fail;
    return s;
}

QAbstractSeries *series(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series())
        if (s->name() == name)
            return s;
    return nullptr;
}

int count(QChart *chart, const QString &name)
{
    auto *s = qobject_cast<QXYSeries *>(series(chart, name));
    return s ? int(s->count()) : -1;
}

} // namespace

class TestParetoPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void drawsStepsFrontierAndBoundary();
    void pageLoadsTheTickedSweeps();

private:
    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
    Settings *m_settings = nullptr;
    test::ResultsFixture m_fixture;
};

void TestParetoPanel::initTestCase()
{
    test::setUpGuiTest();
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath("pareto.sqlite")).ok());
    m_fixture.build(*m_workspace);
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
    m_settings = new Settings(m_dir->filePath("pareto.ini"));
}

void TestParetoPanel::cleanupTestCase()
{
    delete m_settings;
    delete m_workspace;
    delete m_dir;
}

void TestParetoPanel::drawsStepsFrontierAndBoundary()
{
    SweepDetail d;
    d.info.id = 4;
    d.steps = {step(0, 2, 10, 200, true), step(1, 4, 20, 600, true), step(2, 6, 40, 1000, false),
               step(3, 5, 50, 500, false)}; // the last dominated by the one before
    SweepResult r;
    r.boundary.found = true;
    r.boundary.bracketed = true;
    r.boundary.meanRps = 5;
    d.info.result = r;
    d.serving.set(QStringLiteral("gpu_count"), 2);
    ParetoPanel panel;
    panel.setDetails({d});
    QChart *chart = panel.chartView()->chart();
    QCOMPARE(count(chart, "#4 met the SLO"), 2);
    QCOMPARE(count(chart, "#4 missed it"), 2);
    QCOMPARE(count(chart, "#4 SLO boundary"), 1);
    QCOMPARE(count(chart, "frontier"), 3);
    auto *star = static_cast<QScatterSeries *>(series(chart, "#4 SLO boundary"));
    QCOMPARE(star->markerShape(), QScatterSeries::MarkerShapeStar);
    // Between the steps at 4 and 5 req/s (rate order): per GPU 300 and 250 (over 2 GPUs).
    QCOMPARE(star->at(0).x(), 250.0);
    QCOMPARE(star->at(0).y(), 20.0);
    // Every point inside the axes.
    auto *x = static_cast<QValueAxis *>(chart->axes(Qt::Horizontal).first());
    auto *y = static_cast<QValueAxis *>(chart->axes(Qt::Vertical).first());
    QVERIFY(x->max() >= 500 && y->max() >= 100);
    QVERIFY2(panel.summaryText().contains("2 GPUs per replica"), qPrintable(panel.summaryText()));
    // Nothing to draw says so instead of an empty plot.
    panel.setDetails({});
    QVERIFY(chart->series().isEmpty());
    QVERIFY(panel.summaryText().contains("Tick a sweep"));
}

void TestParetoPanel::pageLoadsTheTickedSweeps()
{
    QVERIFY(m_workspace->openProject(m_fixture.alphaProject).ok());
    MainWindow w(*m_workspace, *m_settings);
    w.resize(1280, 800);
    auto *page = w.findChild<ResultsPage *>();
    QVERIFY(page);
    for (int i = 0; i < w.pageCount(); ++i)
        if (w.page(i) == page)
            w.showPage(i);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(page->tabs()->tabText(ResultsPage::ParetoTab), QString("Pareto"));
    page->tabs()->setCurrentIndex(ResultsPage::ParetoTab);
    ParetoPanel *pareto = page->pareto();
    // Both sweeps listed; the newest ticked to start with, and drawn.
    QCOMPARE(pareto->sweepList()->count(), 2);
    QCOMPARE(pareto->checkedIds().size(), 1);
    QCOMPARE(pareto->view().sweeps.size(), 1);
    QVERIFY(pareto->view().pointCount() >= 2);
    // Ticking the other adds its steps, each sweep its own series.
    for (int i = 0; i < pareto->sweepList()->count(); ++i)
        pareto->sweepList()->item(i)->setCheckState(Qt::Checked);
    QCOMPARE(pareto->view().sweeps.size(), 2);
    QList<qint64> shown;
    for (const ParetoSweep &s : pareto->view().sweeps)
        shown.append(s.sweepId);
    std::sort(shown.begin(), shown.end());
    QCOMPARE(shown, (QList<qint64>{std::min(m_fixture.wideSweep, m_fixture.narrowSweep),
                                   std::max(m_fixture.wideSweep, m_fixture.narrowSweep)}));
    int points = 0;
    for (QAbstractSeries *s : pareto->chartView()->chart()->series())
        if (s->name().endsWith("met the SLO") || s->name().endsWith("missed it"))
            points += int(static_cast<QXYSeries *>(s)->count());
    QCOMPARE(points, pareto->view().pointCount());
    QTest::qWait(50);
    QVERIFY(test::distinctColours(test::saveScreenshot(w, "results-pareto")) > 20);
    // Refreshing keeps what is ticked.
    page->refresh();
    QCOMPARE(pareto->checkedIds().size(), 2);
}

QTEST_MAIN(TestParetoPanel)
#include "tst_paretopanel.moc"
