#include "GuiTestSupport.h"
#include "bench/SweepStepTable.h"
#include "bench/SweepStepTableModel.h"

#include <QScrollBar>

using namespace llmcap;

namespace {

SweepStep step(int index)
{
    SweepStep s;
    s.index = index;
    s.rateRps = 1 + index;
    s.verdict = StepVerdict::Pass;
    return s;
}

int selectedRow(const QTableView &view)
{
    const QModelIndexList rows = view.selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

// Whether row's cells lie inside the viewport.
bool rowInView(const QTableView &view, int row)
{
    const QRect r = view.visualRect(view.model()->index(row, 0));
    return r.isValid() && view.viewport()->rect().contains(r);
}

} // namespace

class TestSweepStepTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void followsTheNewestStep();
    void leavesAReaderWhereTheyAre();
    void keepsTheNewestStepInViewWhenShrunk();
};

void TestSweepStepTable::followsTheNewestStep()
{
    SweepStepTableModel model;
    SweepStepTable table(&model);
    table.resize(500, 160);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QVERIFY(table.visibleRowCount() >= 4);
    for (int i = 0; i < 20; ++i) {
        model.appendSteps({step(i)});
        QCOMPARE(selectedRow(table), i);
        QVERIFY2(rowInView(table, i), qPrintable(QString::number(i)));
    }
    QVERIFY(!rowInView(table, 0));
    // A new sweep starts at its first step again.
    model.setSteps({step(0), step(1)});
    QCOMPARE(selectedRow(table), 1);
}

void TestSweepStepTable::leavesAReaderWhereTheyAre()
{
    SweepStepTableModel model;
    SweepStepTable table(&model);
    table.resize(500, 160);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    for (int i = 0; i < 20; ++i)
        model.appendSteps({step(i)});

    // A reader who picked an older step keeps it, in view.
    table.selectRow(3);
    table.scrollTo(model.index(3, 0));
    QVERIFY(!table.isFollowing());
    model.appendSteps({step(20)});
    QCOMPARE(selectedRow(table), 3);
    QVERIFY(rowInView(table, 3));

    // Back at the newest step, it follows again.
    table.selectRow(20);
    table.scrollToBottom();
    QVERIFY(table.isFollowing());
    model.appendSteps({step(21)});
    QCOMPARE(selectedRow(table), 21);

    // Scrolled up without selecting: the view stays where the reader scrolled.
    table.verticalScrollBar()->setValue(0);
    model.appendSteps({step(22)});
    QCOMPARE(table.verticalScrollBar()->value(), 0);
    QCOMPARE(selectedRow(table), 21);
}

// The live view's result line grows when the sweep ends and shortens the table.
void TestSweepStepTable::keepsTheNewestStepInViewWhenShrunk()
{
    SweepStepTableModel model;
    SweepStepTable table(&model);
    table.resize(500, 240);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    for (int i = 0; i < 9; ++i)
        model.appendSteps({step(i)});
    QVERIFY(rowInView(table, 8));
    table.resize(500, 150);
    QTRY_VERIFY(rowInView(table, 8));
    QCOMPARE(selectedRow(table), 8);
}

QTEST_MAIN(TestSweepStepTable)
#include "tst_sweepsteptable.moc"
