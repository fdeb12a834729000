// The PDF report and questionnaire, rendered with pdftoppm into pages a person can read.
#include "PdfReportWriter.h"
#include "ReportCharts.h"
#include "ReportDocument.h"
#include "export/ExportDates.h"
#include "export/ReportData.h"
#include "i18n/Translations.h"
#include "plan/CapacityPlanner.h"
#include "plan/DemoProject.h"
#include "validation/ValidationWorkflow.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <set>

using namespace llmcap;

class TestPdfReportWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void reportRendersIntoReadablePages();
    void germanReportHasNoEnglishHeading();
    void germanQuestionnaireHasNoEnglishHeading();
    void questionnaireRendersIntoReadablePages();
    void sweepChartShowsSloLineAndBoundary();
    void lowerBoundIsStatedAsALowerBound();
    void unsafePlanSaysSo();
    void breachProbabilityIsStatedWithItsSource();
    void demoPlanShowsItsCost();
    void sweepCautionIsStated();
    void plannedRateIsThePlansRate_data();
    void plannedRateIsThePlansRate();
    void runClassReportShowsRunsCallsAndRunDuration();
    void validationSectionShowsVerdictTimelineAndDrills();
    void unwritableFolderFails();
    void dateIsWrittenAsEveryExportWritesIt();
    void credentialsAreRedacted();

private:
    ReportData demoData(bool withSweep) const;
    // Renders pdf with pdftoppm; returns the page images and copies them to build/screenshots.
    QList<QImage> render(const QString &pdf, const QString &name);
    // The PDF's text by pdftotext, white space runs folded to one space.
    QString text(const QString &pdf);
    QString m_pdftoppm;
    QString m_pdftotext;
};

namespace {

int distinctColours(const QImage &image)
{
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 5)
        for (int x = 0; x < image.width(); x += 5)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

SweepSummary syntheticSweep(const Slo &slo)
{
    SweepSummary s;
    s.id = QStringLiteral("sweep-7");
    s.name = QStringLiteral("chat mix on H100");
    s.slo = slo;
    s.boundaryRps = 3.9;
    s.lowerRps = 3.5;
    s.upperRps = 4.3;
    s.plannedRps = 3.6; // the 5 % quantile, inside the 95 % interval
    s.method = QString::fromLatin1(BoundaryEstimate::kAttainmentFit);
    for (double rate : {1.0, 2.0, 3.0, 3.5, 4.0, 4.5, 5.0}) {
        SweepStepSummary step;
        step.offeredRps = rate;
        step.completedRps = std::min(rate, 4.6);
        step.meetsSlo = rate <= 3.9;
        step.goodputRps = step.meetsSlo ? rate : rate * 0.6;
        step.attainmentPct = step.meetsSlo ? 97 : 70;
        step.latencyMs.insert(QStringLiteral("ttft"), 180 + 120 * rate * rate);
        step.latencyMs.insert(QStringLiteral("itl"), 20 + 4 * rate * rate);
        step.latencyMs.insert(QStringLiteral("tpot"), 18 + 3.5 * rate * rate);
        step.latencyMs.insert(QStringLiteral("e2e"), 6000 + 2500 * rate * rate);
        step.latencyMs.insert(QStringLiteral("queue"), rate < 3.9 ? 5 : 400 * (rate - 3.5));
        s.steps.append(step);
    }
    return s;
}

} // namespace

void TestPdfReportWriter::initTestCase()
{
    m_pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
}

void TestPdfReportWriter::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

QString TestPdfReportWriter::text(const QString &pdf)
{
    QProcess p;
    p.start(m_pdftotext,
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    // NFKC: pdftotext gives ligatures ("ﬁ") as one character.
    return QString::fromUtf8(p.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC)
        .simplified();
}

ReportData TestPdfReportWriter::demoData(bool withSweep) const
{
    ReportData d;
    d.projectName = DemoProject::name();
    d.input = *DemoProject::input();
    if (withSweep) {
        d.sweep = syntheticSweep(d.input.request.slo());
        d.input.deployment.sustainable = d.sweep->sustainableLoad();
    }
    d.plan = CapacityPlanner::plan(d.input);
    d.generatedAt = QDateTime(QDate(2025, 9, 1), QTime(12, 0), Qt::UTC);
    return d;
}

QList<QImage> TestPdfReportWriter::render(const QString &pdf, const QString &name)
{
    QList<QImage> pages;
    if (m_pdftoppm.isEmpty())
        return pages;
    QTemporaryDir dir;
    QProcess p;
    p.start(m_pdftoppm, {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("80"), pdf,
                         dir.filePath(QStringLiteral("page"))});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return pages;
    const QString shots = QStringLiteral(LLMCAP_BINARY_DIR "/screenshots");
    QDir().mkpath(shots);
    const QStringList files =
        QDir(dir.path()).entryList({QStringLiteral("page-*.png")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const QImage image(dir.filePath(f));
        pages.append(image);
        image.save(shots + QLatin1Char('/') + name + QLatin1Char('-') + f.mid(5));
    }
    return pages;
}

void TestPdfReportWriter::reportRendersIntoReadablePages()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("plan.pdf"));
    PdfReportWriter writer;
    const Status s = writer.writeReport(demoData(true), pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    QVERIFY(QFileInfo(pdf).size() > 20000);
    QVERIFY(!QFileInfo::exists(pdf + QStringLiteral(".part")));
    if (m_pdftoppm.isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    const QList<QImage> pages = render(pdf, QStringLiteral("report"));
    QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
    for (const QImage &page : pages) {
        QVERIFY(page.width() > 600 && page.height() > page.width()); // A4 portrait
        QVERIFY(distinctColours(page) > 8);
    }
}

namespace {

// Headings and table heads of the plan report and the questionnaire as English readers see
// them; none may be left in a German report. (Words German shares, such as "Plan" or
// "Definition", are not listed.)
const QStringList kEnglishHeadings = {"Capacity plan",
                                      "PRELIMINARY ESTIMATE",
                                      "Preliminary, because:",
                                      "Assumptions",
                                      "Assumption",
                                      "How to be less wrong",
                                      "Projected load and sustainable load",
                                      "Sweep to the SLO boundary",
                                      "Serving configuration and footprint",
                                      "Pinned setting",
                                      "Sizing request",
                                      "Question",
                                      "Answer",
                                      "Metric definitions",
                                      "Envelope",
                                      "Component",
                                      "Replicas",
                                      "Verdict",
                                      "Goodput, req/s",
                                      "Sustainable load per replica",
                                      "not answered",
                                      "Marked * where llmcap",
                                      "Profile of",
                                      "Still missing",
                                      "Exported"};

QStringList englishFound(const QString &text)
{
    QStringList found;
    for (const QString &h : kEnglishHeadings)
        if (text.contains(h))
            found << h;
    return found;
}

} // namespace

// Issue 20: the PDF was never redacted; it goes through the same redaction as every export.
void TestPdfReportWriter::credentialsAreRedacted()
{
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    ReportData d = demoData(false);
    d.input.request.setValue(QStringLiteral("rollback"),
                             QStringLiteral("see https://alice:hunter2secret@git.example.com"));
    d.input.request.setValue(QStringLiteral("name"),
                             QStringLiteral("Chat hf_ABCDEFGHIJKLMNOPQRSTUVWXYZ"));
    QTemporaryDir dir;
    for (const bool questionnaire : {false, true}) {
        const QString pdf =
            dir.filePath(questionnaire ? QStringLiteral("q.pdf") : QStringLiteral("plan.pdf"));
        const Status s = questionnaire ? PdfReportWriter().writeQuestionnaire(d.input.request,
                                                                              d.projectName, pdf)
                                       : PdfReportWriter().writeReport(d, pdf);
        QVERIFY2(s.ok(), qPrintable(s.error()));
        const QString t = text(pdf);
        QVERIFY2(t.contains(QLatin1String("git.example.com")), qPrintable(t.left(600)));
        QVERIFY2(!t.contains(QLatin1String("hunter2")), qPrintable(t.left(600)));
        QVERIFY2(!t.contains(QLatin1String("ABCDEFGHIJKLMNOP")), qPrintable(t.left(600)));
    }
}

void TestPdfReportWriter::germanReportHasNoEnglishHeading()
{
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const CapacityPlan english = demoData(true).plan;
    QVERIFY(!english.assumptions.isEmpty());
    QVERIFY(Translations::install(QStringLiteral("de")));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("plan-de.pdf"));
    const Status s = PdfReportWriter().writeReport(demoData(true), pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    render(pdf, QStringLiteral("report-de"));
    const QString german = text(pdf);
    QVERIFY2(german.contains(QStringLiteral("Annahmen")), qPrintable(german.left(400)));
    const QStringList found = englishFound(german);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(" | "))));
    // Every assumption of the plan is German too: no English assumption's start is left.
    QStringList assumptions;
    for (const PlanAssumption &a : english.assumptions) {
        const QString start = a.text.section(QLatin1Char(' '), 0, 3);
        if (german.contains(start))
            assumptions << a.text;
    }
    QVERIFY2(assumptions.isEmpty(), qPrintable(assumptions.join(QStringLiteral(" | "))));
}

void TestPdfReportWriter::germanQuestionnaireHasNoEnglishHeading()
{
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QVERIFY(Translations::install(QStringLiteral("de")));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("questionnaire-de.pdf"));
    const Status s = PdfReportWriter().writeQuestionnaire(SizingRequest(), QString(), pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    const QString german = text(pdf);
    QVERIFY2(german.contains(QStringLiteral("Kapazitätsanfrage")), qPrintable(german.left(400)));
    const QStringList found = englishFound(german);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral(" | "))));
}

void TestPdfReportWriter::questionnaireRendersIntoReadablePages()
{
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("questionnaire.pdf"));
    SizingRequest draft;
    draft.setValue(QStringLiteral("name"), QStringLiteral("Draft assistant"));
    draft.classes().append({QStringLiteral("chat"), QStringLiteral("interactive"), {}, {}});
    draft.setClassValue(0, QStringLiteral("active_users"), 400);
    PdfReportWriter writer;
    const Status s = writer.writeQuestionnaire(draft, QStringLiteral("Draft"), pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    if (m_pdftoppm.isEmpty())
        QSKIP("pdftoppm (poppler-utils) is not installed");
    const QList<QImage> pages = render(pdf, QStringLiteral("questionnaire"));
    QVERIFY(pages.size() >= 3); // every question stays in, answered or not
}

void TestPdfReportWriter::sweepChartShowsSloLineAndBoundary()
{
    const ReportData d = demoData(true);
    const QImage chart =
        ReportCharts::sweepImage(*d.sweep, QStringLiteral("ttft"), QSize(560, 280), 1.0);
    chart.save(QStringLiteral(LLMCAP_BINARY_DIR "/screenshots/chart-sweep-ttft.png"));
    // The SLO line (red), the boundary (green) and the planned rate (purple) are all drawn.
    bool red = false;
    bool green = false;
    bool purple = false;
    for (int y = 0; y < chart.height(); ++y)
        for (int x = 0; x < chart.width(); ++x) {
            const QColor c = chart.pixelColor(x, y);
            red = red || (c.red() > 180 && c.green() < 80 && c.blue() < 80);
            green = green || (c.green() > 100 && c.red() < 80 && c.blue() < 80);
            purple = purple || (c == QColor(0x5b, 0x2c, 0x8f));
        }
    QVERIFY(red);
    QVERIFY(green);
    QVERIFY(purple);
    // Without a planned rate (a lower bound only) there is no such line.
    SweepSummary lowerBound = *d.sweep;
    lowerBound.bracketed = false;
    const QImage unplanned =
        ReportCharts::sweepImage(lowerBound, QStringLiteral("ttft"), QSize(560, 280), 1.0);
    bool purpleThere = false;
    for (int y = 0; y < unplanned.height(); ++y)
        for (int x = 0; x < unplanned.width(); ++x)
            purpleThere = purpleThere || unplanned.pixelColor(x, y) == QColor(0x5b, 0x2c, 0x8f);
    QVERIFY(!purpleThere);
    const QImage plan = ReportCharts::planImage(d.plan, QSize(560, 280), 1.0);
    plan.save(QStringLiteral(LLMCAP_BINARY_DIR "/screenshots/chart-plan.png"));
    QVERIFY(distinctColours(plan) > 6);
}

// Issue 22: llmcap-cli demo --quick found "at least 12 req/s" (no rate up to its maximum failed)
// and the PDF said "Boundary 12 req/s, confidence interval 12-12".
void TestPdfReportWriter::lowerBoundIsStatedAsALowerBound()
{
    ReportData d = demoData(false);
    SweepSummary sweep = syntheticSweep(d.input.request.slo());
    // Without a failing rate the estimate plans at the lower bound itself.
    sweep.boundaryRps = sweep.lowerRps = sweep.upperRps = sweep.plannedRps = 12;
    sweep.bracketed = false;
    sweep.standing = SweepSummary::Standing::Unfinished;
    d.sweep = sweep;
    d.input.deployment.sustainable = sweep.sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input, {sweep});
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    const QString text = doc.toPlainText();
    QVERIFY2(text.contains("the sustainable load is at least 12 req/s per replica, a lower bound"),
             qPrintable(text));
    QVERIFY(text.contains("Sustainable load per replica: at least 12 req/s, a lower bound"));
    QVERIFY(!text.contains("confidence interval 12-12"));
    QVERIFY(!text.contains("range 12-12"));
    QVERIFY(text.contains("The sweep did not finish (still running or interrupted): its boundary "
                          "is provisional."));
    // The plan's reasons and mistakes say it as well.
    QVERIFY(text.contains("Preliminary, because:"));
    QVERIFY(text.contains("sweep sweep-7 did not finish"));
    QVERIFY(text.contains("Sweep sweep-7 has no final boundary"));
}

// Issue 16: no confirmation run held, and the plan divided by the lowest rate tried, which had
// failed. The report says the plan is unsafe before anything else.
void TestPdfReportWriter::unsafePlanSaysSo()
{
    ReportData d = demoData(false);
    SweepSummary sweep = syntheticSweep(d.input.request.slo());
    BoundaryEstimate boundary;
    boundary.found = boundary.bracketed = true;
    boundary.meanRps = sweep.boundaryRps;
    boundary.lowerRps = 0.5 * sweep.lowerRps;
    boundary.upperRps = sweep.upperRps;
    boundary.confirmRuns = 8;
    boundary.confirmWindowS = 120;
    boundary.unsafe = true;
    sweep.setBoundary(boundary);
    d.sweep = sweep;
    d.input.deployment.sustainable = sweep.sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input, {sweep});
    QVERIFY(d.plan.unsafe);
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    const QString text = doc.toPlainText();
    QVERIFY2(text.contains("UNSAFE PLAN unsafe: no rate held in the confirmation runs"),
             qPrintable(text));
    QVERIFY(!text.contains("PRELIMINARY ESTIMATE")); // the stronger word stands alone
    QVERIFY(text.contains("Unsafe, because:"));
    QVERIFY(text.contains("- UNSAFE: no rate held in the sweep's confirmation runs"));
    QVERIFY(text.indexOf("UNSAFE PLAN") < text.indexOf("Plan"));
}

// Issue 34 item 5: the report states each envelope's breach probability and where the
// boundary's distribution comes from; a twin's boundary reads as modeled, not measured.
void TestPdfReportWriter::breachProbabilityIsStatedWithItsSource()
{
    ReportData d = demoData(false);
    SustainableLoad load = SustainableLoad::fromSweep(QStringLiteral("9"), 4, 3.5, 4.4);
    load.method = QString::fromLatin1(SustainableLoad::kTwinMethod);
    load.boundaryDrawsRps.assign(10, 1.5); // 10 of 100 draws: 2 x 1.5 < the grown peak 3.75
    load.boundaryDrawsRps.insert(load.boundaryDrawsRps.end(), 90, 4.0);
    d.input.deployment.sustainable = load;
    d.plan = CapacityPlanner::plan(d.input);
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    const QString text = doc.toPlainText();
    QVERIFY2(text.contains("Breach probability (the grown peak exceeds what the serving replicas "
                           "sustain)"),
             qPrintable(text));
    QVERIFY2(text.contains("Breach probability 10 % with 2 serving replica(s) (target 5 %; "
                           "modeled from sweep 9's twin (100 draws of the boundary)): ABOVE the "
                           "target; 3 serving replica(s) reach it, and the plan adds 1"),
             qPrintable(text));
    QVERIFY(text.contains("Breach head-room (to the target)"));
    QVERIFY(text.contains("modeled from sweep 9's twin"));
}

// The plan's cost (issue 21): with a price, a Cost section after the plan table (each
// component a month at 730 h, the total with its range, the price and its source); without,
// the one line saying so. The demo plan: 3 replicas of 1 H100, 3 x 2.50 x 730 = 5,475 a month.
void TestPdfReportWriter::demoPlanShowsItsCost()
{
    ReportData d = demoData(false);
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    QVERIFY2(doc.toPlainText().contains("cost: no price per GPU-hour set for NVIDIA H100 80GB SXM"),
             qPrintable(doc.toPlainText().left(2000)));

    d.input.deployment.gpuPrice = *GpuPrice::make(2.5, "USD", "list price, test");
    d.plan = CapacityPlanner::plan(d.input);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("plan-cost.pdf"));
    const Status s = PdfReportWriter().writeReport(d, pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    const QList<QImage> pages = render(pdf, QStringLiteral("report-cost"));
    if (!m_pdftoppm.isEmpty())
        QVERIFY(!pages.isEmpty() && distinctColours(pages.first()) > 20);
    if (m_pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString t = text(pdf);
    const int cost = t.indexOf(QStringLiteral("Cost Price: 2.50 USD per GPU-hour"));
    QVERIFY2(cost > t.indexOf(QStringLiteral("Plan")), qPrintable(t.left(3000)));
    for (const QString &expected :
         {QStringLiteral("source: list price, test"), QStringLiteral("Per month (730 h)"),
          PlanCost::money(5475, "USD"), PlanCost::money(1825, "USD"),
          QStringLiteral("Cost per million output tokens at the projected peak")})
        QVERIFY2(t.indexOf(expected, cost) > cost, qPrintable(expected));
    QVERIFY(!t.contains(QStringLiteral("cost: no price")));
}

// A sweep whose steps near the boundary held few requests resembles the validation report's
// cells where the interval covered the long-run boundary less often: the report says so under
// the boundary, as the sweep's summary does.
void TestPdfReportWriter::sweepCautionIsStated()
{
    SweepResult few;
    few.boundary.found = few.boundary.bracketed = true;
    few.boundary.medianStepRequests = 90;
    const QString caution = few.caution();
    QVERIFY(caution.startsWith("caution: its steps near the boundary measured about 90 requests"));

    ReportData d = demoData(true);
    d.sweep->caution = caution;
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    const QString text = doc.toPlainText().simplified();
    const qsizetype at = text.indexOf(caution);
    QVERIFY2(at > 0, qPrintable(text));
    QVERIFY(at > text.indexOf("the plan divides by the planned rate 3.6 req/s"));

    d.sweep->caution.clear();
    QTextDocument without;
    ReportDocument::fillReport(without, d);
    QVERIFY(!without.toPlainText().contains("caution:"));
}

void TestPdfReportWriter::plannedRateIsThePlansRate_data()
{
    QTest::addColumn<double>("lowerRps");
    QTest::addColumn<double>("plannedRps");
    QTest::addColumn<QString>("stated");
    // syntheticSweep's boundary is 3.9 req/s.
    QTest::addRow("planned inside the interval") << 3.5 << 3.6 << "3.6";
    // Above the boundary the plan takes the boundary; a report that re-derived the rate said 4.1.
    QTest::addRow("planned above the boundary") << 3.5 << 4.1 << "3.9";
    // Neither a planned rate nor a lower bound: the plan divides by the boundary, not by 0.
    QTest::addRow("no planned rate, no lower bound") << 0.0 << 0.0 << "3.9";
}

// The report states the rate the plan divides by (SustainableLoad::planningRps), in the sweep
// section as in the plan's.
void TestPdfReportWriter::plannedRateIsThePlansRate()
{
    QFETCH(double, lowerRps);
    QFETCH(double, plannedRps);
    QFETCH(QString, stated);
    ReportData d = demoData(true);
    d.sweep->lowerRps = lowerRps;
    d.sweep->plannedRps = plannedRps;
    d.input.deployment.sustainable = d.sweep->sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input);
    QCOMPARE(QLocale().toString(d.plan.envelopes.first().sustainable.planningRps(), 'g', 4),
             stated);
    QTextDocument doc;
    ReportDocument::fillReport(doc, d);
    const QString text = doc.toPlainText().simplified();
    QVERIFY2(text.contains("the plan divides by the planned rate " + stated + " req/s"),
             qPrintable(text));
}

// Issue 18: a plan of a run class states its peak and per-replica rate in runs/s and calls/s,
// and the sweep's run-duration curve appears beside the latency curves, as a chart and a table.
void TestPdfReportWriter::runClassReportShowsRunsCallsAndRunDuration()
{
    ReportData d = demoData(false);
    d.input.request.setClassValue(0, QStringLiteral("plan_unit"), QStringLiteral("runs"));
    SweepSummary sweep;
    sweep.id = QStringLiteral("12");
    sweep.name = QStringLiteral("coding agent on H100");
    sweep.slo = d.input.request.slo();
    sweep.slo.runDuration = RunObjective{120000, 90};
    sweep.rateUnit = SustainableLoad::runsUnit();
    sweep.boundaryRps = 0.42;
    sweep.lowerRps = 0.38;
    sweep.upperRps = 0.46;
    sweep.plannedRps = 0.39;
    sweep.method = QString::fromLatin1(BoundaryEstimate::kAttainmentFit);
    QMap<int, QJsonObject> runs;
    for (double rate : {0.1, 0.2, 0.3, 0.4, 0.5, 0.6}) {
        SweepStepSummary step;
        step.index = int(sweep.steps.size());
        step.offeredRps = rate;
        step.completedRps = std::min(rate, 0.48);
        step.meetsSlo = rate <= 0.42;
        step.verdict = step.meetsSlo ? QStringLiteral("pass") : QStringLiteral("fail");
        step.goodputRps = step.meetsSlo ? rate : rate * 0.5;
        step.attainmentPct = step.meetsSlo ? 95 : 60;
        step.latencyMs.insert(QStringLiteral("ttft"), 180 + 1500 * rate * rate);
        step.latencyMs.insert(QStringLiteral("itl"), 20 + 40 * rate * rate);
        step.latencyMs.insert(QStringLiteral("tpot"), 18 + 35 * rate * rate);
        step.latencyMs.insert(QStringLiteral("e2e"), 6000 + 25000 * rate * rate);
        step.latencyMs.insert(QStringLiteral("queue"), rate < 0.42 ? 5 : 4000 * (rate - 0.4));
        sweep.steps.append(step);
        const double p50 = 40000 + 150000 * rate * rate;
        runs.insert(step.index,
                    QJsonObject{{QStringLiteral("overall"),
                                 QJsonObject{{QStringLiteral("duration_ms"),
                                              QJsonObject{{QStringLiteral("count"), 200},
                                                          {QStringLiteral("p50"), p50},
                                                          {QStringLiteral("p90"), p50 * 1.45},
                                                          {QStringLiteral("p95"), p50 * 1.6},
                                                          {QStringLiteral("p99"), p50 * 1.9}}},
                                             {QStringLiteral("calls_per_run"),
                                              QJsonObject{{QStringLiteral("count"), 200},
                                                          {QStringLiteral("mean"), 10.5}}}}}});
    }
    sweep.applyRunSummaries(runs);
    d.sweep = sweep;
    d.input.deployment.sustainable = sweep.sustainableLoad();
    d.plan = CapacityPlanner::plan(d.input, {sweep});
    QVERIFY2(d.plan.complete(), qPrintable(d.plan.problems.join("; ")));

    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("runs.pdf"));
    PdfReportWriter writer;
    const Status s = writer.writeReport(d, pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    if (m_pdftotext.isEmpty() || m_pdftoppm.isEmpty())
        QSKIP("pdftotext / pdftoppm (poppler-utils) are not installed");
    const QString t = text(pdf);
    // Demo: 400 users x 6 runs/h x 2.5 = 1.667 runs/s, x 1.5 calls per run = 2.5 calls/s.
    QVERIFY2(t.contains("Peak 1.667 runs/s") && t.contains("the peak makes 2.5 LLM calls/s"),
             qPrintable(t));
    QVERIFY2(t.contains("each replica is planned at 0.39 runs/s, 4.095 calls/s at 10.5 calls "
                        "per run"),
             qPrintable(t));
    QVERIFY(t.contains("Boundary 0.42 runs/s per replica"));
    QVERIFY(t.contains("Run duration p50 / p90 / p99, s"));
    QVERIFY(!t.contains("Offered, req/s"));
    const QList<QImage> pages = render(pdf, QStringLiteral("report-runs"));
    QVERIFY(pages.size() >= 3);
}

// Issue 19: a plan with an attached validation gains a "Validation" section: the verdict and
// the drill that broke it, the replica count that passes, the drill timeline chart, the drill
// table and the scaling ratio.
void TestPdfReportWriter::validationSectionShowsVerdictTimelineAndDrills()
{
    // 3 replicas of the 8B H100 preset at 40 req/s: the loss of one breaks the SLO, 4 hold it
    // (tst_validatecommand).
    FleetValidationRequest req;
    req.preset = QStringLiteral("llama-3.1-8b-h100");
    req.replicas = 3;
    req.rateRps = 40;
    req.workload = Workload::single(1000, 250);
    req.durationS = 25 * 60;
    req.startupS = 60;
    req.slo = *Slo::fromJson(QJsonObject{
        {QStringLiteral("name"), QStringLiteral("chat")},
        {QStringLiteral("ttft"),
         QJsonObject{{QStringLiteral("threshold_ms"), 2000}, {QStringLiteral("attainment"), 99}}},
        {QStringLiteral("tpot"),
         QJsonObject{{QStringLiteral("threshold_ms"), 100}, {QStringLiteral("attainment"), 99}}}});
    req.drills = *DrillScript::parse(
        QStringLiteral("at 5m: lose replica 2\nat 15m: rolling restart, surge 1\n"));
    req.singleReplicaRps = 15;
    req.searchUpTo = 6;
    auto report = ValidationWorkflow::runVirtual(req);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QVERIFY(!report->passed);
    QCOMPARE(report->passingReplicas, 4);

    const QImage chart = ReportCharts::drillTimelineImage(*report, QSize(560, 300));
    QVERIFY(distinctColours(chart) > 8);
    chart.save(QStringLiteral(LLMCAP_BINARY_DIR "/screenshots/chart-drill-timeline.png"));

    ReportData d = demoData(false);
    StoredValidation v;
    v.id = 7;
    v.planId = 3;
    v.createdAt = QDateTime(QDate(2026, 12, 3), QTime(7, 30), Qt::UTC);
    v.settings = ValidationSettings::of(req);
    v.report = *report;
    d.validation = v;
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("validated.pdf"));
    PdfReportWriter writer;
    const Status s = writer.writeReport(d, pdf);
    QVERIFY2(s.ok(), qPrintable(s.error()));
    if (m_pdftotext.isEmpty() || m_pdftoppm.isEmpty())
        QSKIP("pdftotext / pdftoppm (poppler-utils) are not installed");
    const QString t = text(pdf);
    QVERIFY2(t.contains("Validation 7 of"), qPrintable(t));
    QVERIFY(t.contains("3 replicas of llama-3.1-8b-h100 behind least-outstanding at 40 req/s for "
                       "25m in virtual time, against SLO chat."));
    QVERIFY2(t.contains("FAILS: the SLO broke in the drill(s)"), qPrintable(t));
    QVERIFY2(t.contains("at 5m: lose replica 2"), qPrintable(t));
    QVERIFY(t.contains("The simulated fleet passes the same load and drills with 4 replicas."));
    QVERIFY(t.contains("at 15m: rolling restart, surge 1"));
    QVERIFY2(t.contains(QStringLiteral("Scaling ratio %1")
                            .arg(QLocale().toString(report->scalingRatio(), 'g', 4))),
             qPrintable(t));
    // Without a validation the section is not there.
    ReportData plain = demoData(false);
    const QString pdf2 = dir.filePath(QStringLiteral("plain.pdf"));
    QVERIFY(writer.writeReport(plain, pdf2).ok());
    QVERIFY(!text(pdf2).contains("FAILS: the SLO broke"));
    const QList<QImage> pages = render(pdf, QStringLiteral("report-validation"));
    QVERIFY(pages.size() >= 3);
}

void TestPdfReportWriter::unwritableFolderFails()
{
    PdfReportWriter writer;
    const Status s = writer.writeReport(demoData(false), QStringLiteral("/nonexistent/dir/x.pdf"));
    QVERIFY(!s.ok());
    QVERIFY(s.error().contains("does not exist"));
}

// Issue 36: the GUI's and llmcap-cli's reports wrote dates in different forms (the locale's
// short form); ExportDates writes them one way in any locale.
void TestPdfReportWriter::dateIsWrittenAsEveryExportWritesIt()
{
    ReportData d = demoData(false);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QTextDocument english;
    ReportDocument::fillReport(english, d);
    QVERIFY2(english.toPlainText().contains(
                 QStringLiteral("generated %1").arg(ExportDates::stamp(d.generatedAt))),
             qPrintable(english.toPlainText().left(400)));
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    QTextDocument french;
    ReportDocument::fillReport(french, d);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(french.toPlainText().contains(ExportDates::stamp(d.generatedAt)));
}

QTEST_MAIN(TestPdfReportWriter)
#include "tst_pdfreportwriter.moc"
