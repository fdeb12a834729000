#include "bench/SweepStepTableModel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSignalSpy>
#include <QTest>

using namespace llmcap;

namespace {

SweepStep step(int index, double rate, StepVerdict verdict, int repeat = 0)
{
    SweepStep s;
    s.index = index;
    s.rateRps = rate;
    s.repeat = repeat;
    s.verdict = verdict;
    s.attainmentPct = verdict == StepVerdict::Pass ? 99.5 : 71.26;
    s.goodputRps = rate * s.attainmentPct / 100;
    s.completedRps = rate;
    s.errorRatePct = 0.5;
    s.windowS = 12.5;
    s.ttft = {40, 80, 120.4, 300};
    s.itl = {4, 6, 8.27, 3000};
    s.tpot = {};
    s.steadyWindowS = s.windowS;
    if (verdict == StepVerdict::Pass) {
        s.steadyStartS = 2.5;
        s.steadyWindowS = 10;
        s.inFlightMean = 6.25;
        s.inFlightP95 = 9;
        s.littleInFlight = 6.1;
    } else {
        s.steady = false;
    }
    if (verdict == StepVerdict::Fail)
        s.reasons = {QStringLiteral("TTFT: attained 71.25 %, target 95 %"),
                     QStringLiteral("over-saturated: in-flight requests rising")};
    return s;
}

} // namespace

class TestSweepStepTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesModelTester();
    void showsStepValues();
    void appendsInOneBatch();
};

void TestSweepStepTableModel::passesModelTester()
{
    SweepStepTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.appendSteps({step(0, 4, StepVerdict::Pass)});
    model.appendSteps({step(1, 8, StepVerdict::Pass), step(2, 16, StepVerdict::Fail)});
    model.setSteps({step(0, 2, StepVerdict::Invalid)});
    model.appendSteps({});
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(SweepStepTableModel::ColumnCount));
}

void TestSweepStepTableModel::showsStepValues()
{
    SweepStepTableModel model;
    model.setSteps({step(0, 4, StepVerdict::Pass), step(3, 12.5, StepVerdict::Fail, 1)});
    auto text = [&model](int row, int column) {
        return model.data(model.index(row, column)).toString();
    };
    QCOMPARE(text(0, SweepStepTableModel::Step), QStringLiteral("1"));
    QCOMPARE(text(1, SweepStepTableModel::Step), QStringLiteral("4 (repeat 1)"));
    QCOMPARE(text(1, SweepStepTableModel::Rate), QStringLiteral("12.5"));
    QCOMPARE(text(0, SweepStepTableModel::Verdict), QStringLiteral("pass"));
    QCOMPARE(text(1, SweepStepTableModel::Verdict), QStringLiteral("fail"));
    QCOMPARE(text(1, SweepStepTableModel::Attainment), QStringLiteral("71.3"));
    QCOMPARE(text(0, SweepStepTableModel::TtftP99), QStringLiteral("120"));
    QCOMPARE(text(0, SweepStepTableModel::ItlP99), QStringLiteral("8.3"));
    QCOMPARE(text(0, SweepStepTableModel::TpotP99), QStringLiteral("–")); // not measured
    QVERIFY(text(1, SweepStepTableModel::Reasons).contains(QStringLiteral("over-saturated")));
    QVERIFY(text(0, SweepStepTableModel::Reasons).isEmpty());
    QCOMPARE(text(0, SweepStepTableModel::Steady), QStringLiteral("steady from 2.5 s"));
    QCOMPARE(text(1, SweepStepTableModel::Steady), QStringLiteral("not steady"));
    QCOMPARE(text(0, SweepStepTableModel::InFlight), QStringLiteral("6.3 (p95 9)"));
    QCOMPARE(text(1, SweepStepTableModel::InFlight), QStringLiteral("–"));
    QVERIFY(model.data(model.index(0, SweepStepTableModel::Steady), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("last 10.0 s of the 12.5 s window")));
    QCOMPARE(model.data(model.index(1, SweepStepTableModel::Rate), Qt::UserRole).toDouble(), 12.5);
    const QColor pass = model.data(model.index(0, SweepStepTableModel::Verdict), Qt::ForegroundRole)
                            .value<QColor>();
    const QColor fail = model.data(model.index(1, SweepStepTableModel::Verdict), Qt::ForegroundRole)
                            .value<QColor>();
    QVERIFY(pass.isValid() && fail.isValid() && pass != fail);
    QCOMPARE(model.headerData(SweepStepTableModel::Goodput, Qt::Horizontal).toString(),
             QStringLiteral("Goodput req/s"));
    QVERIFY(!model.data(model.index(5, 0)).isValid());
}

void TestSweepStepTableModel::appendsInOneBatch()
{
    SweepStepTableModel model;
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.appendSteps({step(0, 4, StepVerdict::Pass), step(1, 8, StepVerdict::Pass),
                       step(2, 16, StepVerdict::Fail)});
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 0);
    QCOMPARE(inserted.first().at(2).toInt(), 2);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(model.steps().size(), 3);
}

QTEST_APPLESS_MAIN(TestSweepStepTableModel)
#include "tst_sweepsteptablemodel.moc"
