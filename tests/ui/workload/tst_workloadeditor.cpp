#include "GuiTestSupport.h"
#include "widgets/FieldErrorLabel.h"
#include "workload/WorkloadClassTableModel.h"
#include "workload/WorkloadEditor.h"

#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

using namespace llmcap;

namespace {

void write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

const QByteArray kWorkloadYaml = R"(name: chat and summaries
classes:
  - name: chat
    weight: 3
    input_tokens: {distribution: lognormal, p50: 400, p95: 2000, max: 8000}
    output_tokens: {distribution: uniform, min: 100, max: 300}
    shared_prefix: {tokens: 300, share_ratio: 0.9, groups: 4}
    sampling: {temperature: 0.7, top_p: 0.95, ignore_eos: true}
    cancel: {probability: 0.05, after_tokens: 20}
  - name: summarize
    input_tokens: {distribution: empirical, values: [1000, 4000], weights: [3, 1]}
    output_tokens: 200
)";

} // namespace

class TestWorkloadEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void roundTripsAWorkloadFile_data();
    void roundTripsAWorkloadFile();
    void badFileShowsItsError();
    void addAndRemoveButtons();
    void tableErrorShowsUnderTheTable();
    void traceNeedsAReadableFile();

private:
    QTemporaryDir m_dir;
};

void TestWorkloadEditor::roundTripsAWorkloadFile_data()
{
    QTest::addColumn<QString>("saveAs");
    QTest::newRow("yaml") << QStringLiteral("out.yaml");
    QTest::newRow("json") << QStringLiteral("out.json");
}

void TestWorkloadEditor::roundTripsAWorkloadFile()
{
    QFETCH(QString, saveAs);
    const QString in = m_dir.filePath(QStringLiteral("in.yaml"));
    write(in, kWorkloadYaml);
    auto original = Workload::load(in);
    QVERIFY2(original.ok(), qPrintable(original.error()));

    WorkloadEditor editor;
    QSignalSpy changed(&editor, &WorkloadEditor::changed);
    QVERIFY(editor.loadFile(in).ok());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(editor.model()->rowCount(), 2);
    auto edited = editor.workload();
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QCOMPARE(*edited, *original); // sampling settings the table does not show survive too

    const QString out = m_dir.filePath(saveAs);
    QVERIFY(editor.saveFile(out).ok());
    auto reread = Workload::load(out); // what the CLI would read
    QVERIFY2(reread.ok(), qPrintable(reread.error()));
    QCOMPARE(*reread, *original);
}

void TestWorkloadEditor::badFileShowsItsError()
{
    const QString bad = m_dir.filePath(QStringLiteral("bad.yaml"));
    write(bad, "classes:\n  - name: a\n    input_tokens: {distribution: uniform, min: 9, max: 1}\n"
               "    output_tokens: 10\n");
    WorkloadEditor editor;
    const Workload before = *editor.workload();
    QVERIFY(!editor.loadFile(bad).ok());
    QVERIFY(editor.classesError()->error().contains(QStringLiteral("must not be below min")));
    QCOMPARE(*editor.workload(), before); // unchanged
}

void TestWorkloadEditor::addAndRemoveButtons()
{
    WorkloadEditor editor;
    QCOMPARE(editor.model()->rowCount(), 1);
    auto buttons = editor.findChildren<QPushButton *>();
    QPushButton *add = nullptr;
    QPushButton *remove = nullptr;
    for (QPushButton *b : buttons) {
        if (b->text() == QStringLiteral("Add class"))
            add = b;
        if (b->text() == QStringLiteral("Remove class"))
            remove = b;
    }
    QVERIFY(add && remove);
    add->click();
    add->click();
    QCOMPARE(editor.model()->rowCount(), 3);
    auto w = editor.workload();
    QVERIFY2(w.ok(), qPrintable(w.error()));
    QCOMPARE(w->classes.at(2).name, QStringLiteral("class 3"));
    editor.table()->setCurrentIndex(editor.model()->index(0, 0));
    remove->click();
    QCOMPARE(editor.model()->rowCount(), 2);
    QCOMPARE(editor.workload()->classes.first().name, QStringLiteral("class 2"));
}

void TestWorkloadEditor::tableErrorShowsUnderTheTable()
{
    WorkloadEditor editor;
    auto *model = editor.model();
    QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::OutputTokens),
                           QStringLiteral("lognormal p50=400 p95=10")));
    QVERIFY(editor.classesError()->hasError());
    QVERIFY(editor.classesError()->error().contains(QStringLiteral("Output tokens")));
    QVERIFY(editor.table()->toolTip().contains(QStringLiteral("p50")));
    QVERIFY(!editor.workload().ok());
    QVERIFY(model->setData(model->index(0, WorkloadClassTableModel::OutputTokens),
                           QStringLiteral("128")));
    QVERIFY(!editor.classesError()->hasError());
}

void TestWorkloadEditor::traceNeedsAReadableFile()
{
    WorkloadEditor editor;
    editor.setReplaysTrace(true);
    QVERIFY(editor.replaysTrace());
    QVERIFY(!editor.checkTrace().ok());
    QVERIFY(editor.traceError()->hasError());
    editor.setTrace(m_dir.filePath(QStringLiteral("missing.jsonl")), 0.5);
    QVERIFY(!editor.checkTrace().ok());
    const QString trace = m_dir.filePath(QStringLiteral("t.jsonl"));
    write(trace, "{\"timestamp\": 0.0, \"input_tokens\": 100, \"output_tokens\": 20}\n"
                 "{\"timestamp\": 0.5, \"input_tokens\": 200, \"output_tokens\": 30}\n");
    editor.setTrace(trace, 0.5);
    QVERIFY2(editor.checkTrace().ok(), qPrintable(editor.traceError()->error()));
    QVERIFY(!editor.traceError()->hasError());
    QCOMPARE(editor.traceTimeScale(), 0.5);
}

QTEST_MAIN(TestWorkloadEditor)
#include "tst_workloadeditor.moc"
