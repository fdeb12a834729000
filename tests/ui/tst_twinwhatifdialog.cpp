#include "GuiTestSupport.h"
#include "SweepFixture.h"
#include "plan/DemoProject.h"
#include "plan/DeploymentEditor.h"
#include "plan/PlanPanel.h"
#include "plan/SizingSession.h"
#include "plan/TwinWhatIfDialog.h"
#include "project/Workspace.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

// The Plan page's what-if from a stored sweep's twin (issue 34, item 6), driven offscreen.
class TestTwinWhatIfDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aStricterSloIsModeledFromTheSweepsTwin();

private:
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_sweepId = 0;
};

// A virtual-time sweep of tiny-cpu stored in the project's database, as the Benchmark page
// stores one; the demo project beside it.
void TestTwinWhatIfDialog::initTestCase()
{
    test::setUpGuiTest();
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("whatif.sqlite"));
    QString failure;
    m_sweepId = SweepFixture::storeSweepForTwin(m_path, &failure);
    QVERIFY2(m_sweepId > 0, qPrintable(failure));
}

void TestTwinWhatIfDialog::aStricterSloIsModeledFromTheSweepsTwin()
{
    Workspace workspace;
    QVERIFY(workspace.openDatabase(m_path).ok());
    QVERIFY(DemoProject::openDefault(workspace, 0).ok());
    SizingSession session(workspace);
    PlanPanel panel(workspace, session);
    DeploymentEditor *editor = panel.deploymentEditor();
    QVERIFY(!editor->whatIfButton()->isEnabled()); // the demo's load is typed in, not a sweep's
    editor->sourceBox()->setCurrentIndex(1);
    QCOMPARE(editor->sweepBox()->currentData().toString(), QString::number(m_sweepId));
    QVERIFY(panel.sweep());
    QVERIFY(editor->whatIfButton()->isEnabled());

    QTest::mouseClick(editor->whatIfButton(), Qt::LeftButton);
    TwinWhatIfDialog *dialog = panel.whatIfDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // Prefilled from the sweep's SLO in the replica's own time: tiny's 1000 ms TTFT at 95 %.
    QCOMPARE(dialog->ttftThreshold()->value(), 1000.0);
    QCOMPARE(dialog->ttftAttainment()->value(), 95.0);
    QCOMPARE(dialog->tpotThreshold()->value(), 100.0);
    QVERIFY(dialog->inputTokens()->value() > 0);

    dialog->setEffort(6, 600); // a quick twin: the figures are not what this test checks
    dialog->ttftThreshold()->setValue(500);
    dialog->tpotThreshold()->setValue(50);
    QSignalSpy answered(dialog, &TwinWhatIfDialog::answered);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QVERIFY(!dialog->runButton()->isEnabled());
    QVERIFY(dialog->resultLabel()->text().contains(QStringLiteral("Running")));
    QVERIFY(answered.wait(120'000));
    QCOMPARE(answered.first().first().toBool(), true);
    QVERIFY(dialog->runButton()->isEnabled());
    const QString text = dialog->resultLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("Modeled boundary: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Modeled from sweep %1's twin; no step measured this "
                                          "SLO or workload")
                               .arg(m_sweepId)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Twin check")), qPrintable(text));
    const QString detail = dialog->detail()->toPlainText();
    QVERIFY2(detail.contains(QStringLiteral("what-if: SLO TTFT 500 ms for 95 %, TPOT 50 ms for "
                                            "95 %, workload of the sweep")),
             qPrintable(detail));
    dialog->resize(760, 460);
    QVERIFY(test::distinctColours(test::saveScreenshot(*dialog, QStringLiteral("plan-what-if"))) >
            4);

    // Mean lengths changed too: the workload is a what-if, named after them.
    dialog->outputTokens()->setValue(dialog->outputTokens()->value() / 2);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QVERIFY(answered.wait(120'000));
    QVERIFY2(dialog->detail()->toPlainText().contains(QStringLiteral("with mean lengths")),
             qPrintable(dialog->detail()->toPlainText()));

    // An unknown sweep's error is one line, and the button is back.
    SweepSummary gone = *panel.sweep();
    gone.id = QStringLiteral("9999");
    dialog->setSweep(dialog->databasePath(), gone);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QVERIFY(answered.wait(30'000));
    QCOMPARE(answered.last().first().toBool(), false);
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("9999")),
             qPrintable(dialog->resultLabel()->text()));
    QVERIFY(dialog->runButton()->isEnabled());

    // Another sweep chosen while the twin runs: its answer is dropped, not shown for this one.
    dialog->setSweep(dialog->databasePath(), *panel.sweep());
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    dialog->setSweep(dialog->databasePath(), gone);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->runButton()->isEnabled(), 120'000);
    QVERIFY2(dialog->resultLabel()->text().isEmpty(), qPrintable(dialog->resultLabel()->text()));
    QCOMPARE(answered.size(), 3);
}

QTEST_MAIN(TestTwinWhatIfDialog)
#include "tst_twinwhatifdialog.moc"
