#include "GuiTestSupport.h"
#include "slo/SloEditor.h"
#include "slo/SloOverrideTableModel.h"
#include "sweep/SweepDefaults.h"
#include "widgets/FieldErrorLabel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

using namespace llmcap;

namespace {

const QByteArray kSloYaml = R"(name: interactive chat
ttft:  {threshold_ms: 500, attainment: 99}
itl:   {threshold_ms: 100, attainment: 95}
tpot:  {threshold_ms: 50,  attainment: 90}
queue: {threshold_ms: 250, attainment: 99}
max_error_rate: 2
classes:
  summarize: {ttft: {threshold_ms: 4000, attainment: 95}, e2e: {threshold_ms: 30000, attainment: 90}}
)";

} // namespace

class TestSloEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void roundTripsAnSloFile_data();
    void roundTripsAnSloFile();
    void overridesModelPassesTester();
    void badValuesShowBesideTheirField_data();
    void badValuesShowBesideTheirField();
    void overrideErrorsNameTheRow();
    void needsAnObjective();
    void keepsRunDurations();
    void saveAsConfirmsInTheStatusBar();

private:
    QTemporaryDir m_dir;
};

void TestSloEditor::roundTripsAnSloFile_data()
{
    QTest::addColumn<QString>("saveAs");
    QTest::newRow("yaml") << QStringLiteral("out.yaml");
    QTest::newRow("json") << QStringLiteral("out.json");
}

void TestSloEditor::roundTripsAnSloFile()
{
    QFETCH(QString, saveAs);
    const QString in = m_dir.filePath(QStringLiteral("in.yaml"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kSloYaml);
    f.close();
    auto original = Slo::load(in);
    QVERIFY2(original.ok(), qPrintable(original.error()));

    SloEditor editor;
    QVERIFY(editor.loadFile(in).ok());
    QVERIFY(editor.enabledBox(SloMetric::Ttft)->isChecked());
    QVERIFY(!editor.enabledBox(SloMetric::E2e)->isChecked());
    QVERIFY(!editor.thresholdBox(SloMetric::E2e)->isEnabled());
    QCOMPARE(editor.thresholdBox(SloMetric::QueueTime)->value(), 250.0);
    QCOMPARE(editor.overrides()->rowCount(), 2);
    auto edited = editor.slo();
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QCOMPARE(edited->toJson(), original->toJson());

    const QString out = m_dir.filePath(saveAs);
    QVERIFY(editor.saveFile(out).ok());
    auto reread = Slo::load(out);
    QVERIFY2(reread.ok(), qPrintable(reread.error()));
    QCOMPARE(reread->toJson(), original->toJson());
}

void TestSloEditor::overridesModelPassesTester()
{
    SloOverrideTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QMap<QString, QList<LatencyObjective>> overrides;
    overrides.insert(QStringLiteral("a"), {{SloMetric::Ttft, 100, 99}, {SloMetric::Itl, 10, 90}});
    model.setOverrides(overrides);
    QCOMPARE(model.rowCount(), 2);
    const int row = model.addOverride(QStringLiteral("b"));
    QVERIFY(model.setData(model.index(row, SloOverrideTableModel::Metric), QStringLiteral("tpot")));
    QVERIFY(model.setData(model.index(row, SloOverrideTableModel::Metric), QStringLiteral("E2E")));
    QVERIFY(!model.setData(model.index(row, SloOverrideTableModel::Metric), QStringLiteral("xyz")));
    QCOMPARE(model.data(model.index(row, SloOverrideTableModel::Metric)).toString(),
             QStringLiteral("E2E"));
    model.setRowErrors({{0, QStringLiteral("bad")}});
    QCOMPARE(model.data(model.index(0, 2), Qt::ToolTipRole).toString(), QStringLiteral("bad"));
    QVERIFY(model.removeRows(0, 2));
    QCOMPARE(model.rowCount(), 1);
}

void TestSloEditor::badValuesShowBesideTheirField_data()
{
    QTest::addColumn<int>("metric"); // -1: the error-rate limit
    QTest::addColumn<double>("threshold");
    QTest::addColumn<double>("attainment");
    QTest::addColumn<QString>("expected");
    QTest::newRow("attainment above 100")
        << int(SloMetric::Ttft) << 500.0 << 120.0
        << QStringLiteral("attainment: must be between 0.001 and 100");
    QTest::newRow("attainment zero")
        << int(SloMetric::Itl) << 50.0 << 0.0 << QStringLiteral("attainment");
    QTest::newRow("negative threshold")
        << int(SloMetric::Tpot) << -5.0 << 90.0 << QStringLiteral("threshold: must be");
    QTest::newRow("error rate above 100") << -1 << 0.0 << 150.0 << QStringLiteral("100");
}

void TestSloEditor::badValuesShowBesideTheirField()
{
    QFETCH(int, metric);
    QFETCH(double, threshold);
    QFETCH(double, attainment);
    QFETCH(QString, expected);
    SloEditor editor;
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 500, 99}};
    editor.setSlo(slo);
    QVERIFY(editor.slo().ok());
    FieldErrorLabel *label = nullptr;
    if (metric < 0) {
        editor.errorRateBox()->setValue(attainment);
        label = editor.errorRateError();
    } else {
        const auto m = SloMetric(metric);
        editor.enabledBox(m)->setChecked(true);
        editor.thresholdBox(m)->setValue(threshold);
        editor.attainmentBox(m)->setValue(attainment);
        label = editor.errorLabel(m);
    }
    QVERIFY(!editor.slo().ok());
    QVERIFY2(label->hasError() && label->error().contains(expected, Qt::CaseInsensitive),
             qPrintable(label->error()));
    QVERIFY(!label->isHidden());
    QCOMPARE(label->field()->toolTip(), label->error());
    // No other field claims it.
    for (SloMetric m : Slo::allMetrics())
        if (int(m) != metric)
            QVERIFY2(!editor.errorLabel(m)->hasError(), qPrintable(editor.errorLabel(m)->error()));
    QVERIFY(!editor.generalError()->hasError());
}

void TestSloEditor::overrideErrorsNameTheRow()
{
    SloEditor editor;
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 500, 99}};
    slo.classObjectives.insert(QStringLiteral("rag"), {{SloMetric::Ttft, 2000, 95}});
    editor.setSlo(slo);
    auto *model = editor.overrides();
    QVERIFY(model->setData(model->index(0, SloOverrideTableModel::AttainmentPct), 101.0));
    QVERIFY(!editor.slo().ok());
    QVERIFY2(editor.overridesError()->error().contains(QStringLiteral("row 1")),
             qPrintable(editor.overridesError()->error()));
    QVERIFY(!model->rowError(0).isEmpty());
    QVERIFY(model->setData(model->index(0, SloOverrideTableModel::AttainmentPct), 95.0));
    QVERIFY(editor.slo().ok());
    // A row without a class and a repeated (class, metric) pair are refused too.
    const int blank = model->addOverride();
    QVERIFY(!editor.slo().ok());
    QVERIFY(!model->rowError(blank).isEmpty());
    QVERIFY(model->setData(model->index(blank, SloOverrideTableModel::ClassName),
                           QStringLiteral("rag")));
    QVERIFY(!editor.slo().ok());
    QVERIFY(model->rowError(blank).contains(QStringLiteral("already set")));
    QVERIFY(model->setData(model->index(blank, SloOverrideTableModel::Metric),
                           QStringLiteral("queue")));
    auto fixed = editor.slo();
    QVERIFY2(fixed.ok(), qPrintable(fixed.error()));
    QCOMPARE(fixed->objective(SloMetric::QueueTime, QStringLiteral("rag"))->thresholdMs, 1000.0);
}

void TestSloEditor::needsAnObjective()
{
    SloEditor editor;
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 500, 99}};
    editor.setSlo(slo);
    editor.enabledBox(SloMetric::Ttft)->setChecked(false);
    QVERIFY(!editor.slo().ok());
    QVERIFY(editor.generalError()->error().contains(QStringLiteral("at least one")));
}

void TestSloEditor::keepsRunDurations()
{
    // The editor has no fields for run objectives yet: a file's are kept through an edit and a
    // save, and named on the editor.
    const QString in = m_dir.filePath(QStringLiteral("runs.yaml"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(ttft: {threshold_ms: 800, attainment: 95}
run_duration: {threshold_ms: 120000, attainment: 90}
classes:
  agent: {run_duration: {threshold_ms: 300000, attainment: 80}}
  chat: {ttft: {threshold_ms: 500, attainment: 99}, run_duration: {threshold_ms: 20000, attainment: 95}}
)");
    f.close();
    auto original = Slo::load(in);
    QVERIFY2(original.ok(), qPrintable(original.error()));
    QVERIFY(original->runDuration.has_value());
    QCOMPARE(original->classRunDurations.size(), 2);

    SloEditor editor;
    QVERIFY(editor.loadFile(in).ok());
    bool named = false;
    for (const QLabel *label : editor.findChildren<QLabel *>())
        named = named || (label->text().contains(QStringLiteral("Run duration")) &&
                          label->text().contains(QStringLiteral("agent: 300 s at 80 %")));
    QVERIFY(named);
    editor.thresholdBox(SloMetric::Ttft)->setValue(700);
    auto edited = editor.slo();
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QCOMPARE(edited->runDuration, original->runDuration);
    QCOMPARE(edited->classRunDurations, original->classRunDurations);
    QCOMPARE(edited->objective(SloMetric::Ttft)->thresholdMs, 700.0);

    const QString out = m_dir.filePath(QStringLiteral("runs-out.yaml"));
    QVERIFY(editor.saveFile(out).ok());
    auto reread = Slo::load(out);
    QVERIFY2(reread.ok(), qPrintable(reread.error()));
    QCOMPARE(reread->classRunDurations, original->classRunDurations);
    QCOMPARE(reread->runDuration, original->runDuration);
}

// Issue 36: every save confirms visibly; an editor inside a page does it in the window's
// status line, for long enough to be read.
void TestSloEditor::saveAsConfirmsInTheStatusBar()
{
    QMainWindow window;
    auto *editor = new SloEditor(&window);
    window.setCentralWidget(editor);
    editor->setSlo(SweepDefaults::slo());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = m_dir.filePath(QStringLiteral("saved-slo.yaml"));
    bool answered = false;
    // The file dialog is modal: answer it once it is up.
    QTimer::singleShot(0, &window, [&answered, path] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->selectFile(path);
        QMetaObject::invokeMethod(dialog, "accept");
        answered = true;
    });
    QPushButton *save = nullptr;
    for (QPushButton *b : editor->findChildren<QPushButton *>())
        if (b->text() == QStringLiteral("Save as…"))
            save = b;
    QVERIFY(save);
    save->click();
    QVERIFY(answered);
    QVERIFY(QFile::exists(path));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Saved the SLO to %1.").arg(QDir::toNativeSeparators(path)));
}

QTEST_MAIN(TestSloEditor)
#include "tst_sloeditor.moc"
