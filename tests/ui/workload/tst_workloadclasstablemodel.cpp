#include "GuiTestSupport.h"
#include "workload/TokenDistributionText.h"
#include "workload/WorkloadClassTableModel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>

using namespace llmcap;

using C = WorkloadClassTableModel::Column;

class TestWorkloadClassTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::setUpGuiTest(); }
    void passesModelTester();
    void distributionTextRoundTrips_data();
    void distributionTextRoundTrips();
    void editsBecomeClasses();
    void measuredPairsShowAndGiveWayToTypedLengths();
    void badCellsAreMarked_data();
    void badCellsAreMarked();
    void removingTheLastClassIsAnError();
    void fixingACellClearsItsError();
    void longEmpiricalListsAreSummarised();
    void errorsNameClassAndColumn();

private:
    static Workload twoClasses();
};

Workload TestWorkloadClassTableModel::twoClasses()
{
    Workload w;
    WorkloadClass chat;
    chat.name = QStringLiteral("chat");
    chat.weight = 3;
    chat.inputTokens = TokenDistribution::logNormal(400, 2000, 1, 8000);
    chat.outputTokens = TokenDistribution::uniform(100, 300);
    chat.sharedPrefix = {300, 0.9, 4};
    WorkloadClass rag;
    rag.name = QStringLiteral("rag");
    rag.inputTokens = TokenDistribution::empirical({1000, 4000}, {3, 1});
    rag.outputTokens = TokenDistribution::fixed(200);
    rag.cancel = {0.05, 20, 0};
    w.classes = {chat, rag};
    return w;
}

void TestWorkloadClassTableModel::passesModelTester()
{
    WorkloadClassTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setWorkload(twoClasses());
    QCOMPARE(model.rowCount(), 2);
    model.addClass();
    QVERIFY(model.setData(model.index(2, C::InputTokens), QStringLiteral("uniform min=5 max=1")));
    QVERIFY(model.setData(model.index(0, C::Weight), 2.5));
    QVERIFY(model.removeRows(1, 1));
    model.setWorkload(Workload::single(10, 20));
    QCOMPARE(model.rowCount(), 1);
}

void TestWorkloadClassTableModel::distributionTextRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("fixed") << QStringLiteral("256");
    QTest::newRow("uniform") << QStringLiteral("uniform min=100 max=900");
    QTest::newRow("lognormal") << QStringLiteral("lognormal p50=400 p95=2000 max=8000");
    QTest::newRow("lognormal min") << QStringLiteral("lognormal p50=400 p95=2000 min=10");
    QTest::newRow("empirical") << QStringLiteral(
        "empirical values=100,400,1600 weights=0.5,0.3,0.2");
    QTest::newRow("empirical equal") << QStringLiteral("empirical values=100,400");
}

void TestWorkloadClassTableModel::distributionTextRoundTrips()
{
    QFETCH(QString, text);
    WorkloadClassTableModel model;
    model.setWorkload(Workload::single(1, 1));
    QVERIFY(model.setData(model.index(0, C::InputTokens), text));
    auto classes = model.classes();
    QVERIFY2(classes.ok(), qPrintable(classes.error()));
    // The text reads back to the same distribution, and formats back to the same text.
    QCOMPARE(TokenDistributionText::format(classes->first().inputTokens), text);
}

void TestWorkloadClassTableModel::editsBecomeClasses()
{
    {
        // Empirical weights are shares: 5,3,2 reads as 0.5,0.3,0.2.
        auto json =
            TokenDistributionText::toJson(QStringLiteral("empirical values=1,2,3 weights=5,3,2"));
        QVERIFY(json.ok());
        QCOMPARE(json->toObject().value(QStringLiteral("weights")).toArray().size(), 3);
    }
    WorkloadClassTableModel model;
    model.setWorkload(twoClasses());
    auto same = model.classes();
    QVERIFY2(same.ok(), qPrintable(same.error()));
    QCOMPARE(*same, twoClasses().classes);

    QSignalSpy edited(&model, &WorkloadClassTableModel::edited);
    QVERIFY(model.setData(model.index(1, C::Name), QStringLiteral(" summarize ")));
    QVERIFY(
        model.setData(model.index(1, C::OutputTokens), QStringLiteral("lognormal p50=80 p95=400")));
    QVERIFY(model.setData(model.index(1, C::PrefixTokens), 100));
    QVERIFY(model.setData(model.index(1, C::ShareRatio), 0.5));
    QVERIFY(model.setData(model.index(1, C::PrefixGroups), 2));
    QVERIFY(!model.setData(model.index(1, C::Weight), QStringLiteral("heavy"))); // not a number
    QCOMPARE(edited.count(), 5);
    auto classes = model.classes();
    QVERIFY2(classes.ok(), qPrintable(classes.error()));
    const WorkloadClass &c = classes->at(1);
    QCOMPARE(c.name, QStringLiteral("summarize"));
    QCOMPARE(c.outputTokens, TokenDistribution::logNormal(80, 400, 1, 10'000'000));
    QCOMPARE(c.sharedPrefix, (SharedPrefix{100, 0.5, 2}));
    QCOMPARE(c.cancel, (CancelBehaviour{0.05, 20, 0}));
    QCOMPARE(model.data(model.index(1, C::Name)).toString(), QStringLiteral("summarize"));
}

void TestWorkloadClassTableModel::measuredPairsShowAndGiveWayToTypedLengths()
{
    Workload w = twoClasses();
    w.classes[0].lengths = JointLengths({{800, 100}, {4000, 300}, {1200, 150}});
    WorkloadClassTableModel model;
    model.setWorkload(w);
    const QString shown = model.data(model.index(0, C::InputTokens)).toString();
    QVERIFY2(shown.contains(QStringLiteral("joint: 3 pairs")), qPrintable(shown));
    QVERIFY(!model.data(model.index(0, C::InputTokens), Qt::EditRole)
                 .toString()
                 .contains(QStringLiteral("joint")));
    QVERIFY(model.data(model.index(0, C::OutputTokens), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("3 input/output pairs")));
    QCOMPARE(model.classes()->at(0).lengths.size(), 3);

    // Setting the same text (an editor's commit without a change) keeps the pairs ...
    QVERIFY(model.setData(model.index(0, C::InputTokens),
                          model.data(model.index(0, C::InputTokens), Qt::EditRole)));
    QCOMPARE(model.classes()->at(0).lengths.size(), 3);
    // ... a typed distribution replaces them, so that it is the one requests draw from.
    QVERIFY(
        model.setData(model.index(0, C::OutputTokens), QStringLiteral("uniform min=50 max=90")));
    QVERIFY(model.classes()->at(0).lengths.isEmpty());
    QVERIFY(
        !model.data(model.index(0, C::InputTokens)).toString().contains(QStringLiteral("joint")));
    QCOMPARE(model.classes()->at(1).lengths.size(), 0);
}

void TestWorkloadClassTableModel::badCellsAreMarked_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("uniform min > max")
        << int(C::InputTokens) << QVariant(QStringLiteral("uniform min=900 max=100"))
        << QStringLiteral("must not be below min");
    QTest::newRow("p95 below p50")
        << int(C::OutputTokens) << QVariant(QStringLiteral("lognormal p50=400 p95=100"))
        << QStringLiteral("must not be below p50");
    QTest::newRow("unknown kind") << int(C::InputTokens)
                                  << QVariant(QStringLiteral("gaussian mean=3"))
                                  << QStringLiteral("distribution");
    QTest::newRow("not key=value")
        << int(C::InputTokens) << QVariant(QStringLiteral("uniform 100 900"))
        << QStringLiteral("key=value");
    QTest::newRow("empty") << int(C::OutputTokens) << QVariant(QString())
                           << QStringLiteral("is required");
    QTest::newRow("zero tokens") << int(C::InputTokens) << QVariant(QStringLiteral("0"))
                                 << QStringLiteral("between 1 and");
    QTest::newRow("negative weight")
        << int(C::Weight) << QVariant(-1.0) << QStringLiteral("between 0 and");
    QTest::newRow("empty name") << int(C::Name) << QVariant(QString())
                                << QStringLiteral("required");
    QTest::newRow("duplicate name") << int(C::Name) << QVariant(QStringLiteral("chat"))
                                    << QStringLiteral("used by another class");
    QTest::newRow("share ratio above 1")
        << int(C::ShareRatio) << QVariant(1.5) << QStringLiteral("between 0 and 1");
    QTest::newRow("prefix longer than input")
        << int(C::PrefixTokens) << QVariant(5000) << QStringLiteral("largest input length");
    QTest::newRow("cancel probability above 1")
        << int(C::CancelProbability) << QVariant(2.0) << QStringLiteral("between 0 and 1");
}

void TestWorkloadClassTableModel::badCellsAreMarked()
{
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, expected);
    WorkloadClassTableModel model;
    model.setWorkload(twoClasses());
    QVERIFY(!model.hasErrors());
    QVERIFY(model.setData(model.index(1, column), value));
    QVERIFY(model.hasErrors());
    QVERIFY(!model.classes().ok());
    const QString error = model.cellError(1, column);
    QVERIFY2(error.contains(expected), qPrintable(error + QStringLiteral(" | ") +
                                                  model.otherErrors().join(QLatin1Char('|'))));
    QCOMPARE(model.data(model.index(1, column), Qt::ToolTipRole).toString(), error);
    QVERIFY(model.data(model.index(1, column), Qt::BackgroundRole).isValid());
    // Only that cell: the other row is fine.
    for (int c = 0; c < WorkloadClassTableModel::ColumnCount; ++c)
        QVERIFY(model.cellError(0, c).isEmpty() || column == C::Name);
}

void TestWorkloadClassTableModel::removingTheLastClassIsAnError()
{
    WorkloadClassTableModel model;
    model.setWorkload(Workload::single(10, 10));
    QVERIFY(model.removeRows(0, 1));
    QVERIFY(model.hasErrors());
    QVERIFY(model.otherErrors().join(QString()).contains(QStringLiteral("at least one class")));
    QVERIFY(!model.removeRows(0, 1));
    model.addClass();
    QVERIFY(!model.hasErrors());
}

void TestWorkloadClassTableModel::fixingACellClearsItsError()
{
    WorkloadClassTableModel model;
    model.setWorkload(twoClasses());
    QVERIFY(model.setData(model.index(0, C::InputTokens), QStringLiteral("uniform min=9 max=1")));
    QVERIFY(!model.cellError(0, C::InputTokens).isEmpty());
    QVERIFY(
        model.setData(model.index(0, C::InputTokens), QStringLiteral("uniform min=1 max=9000")));
    QVERIFY(model.cellError(0, C::InputTokens).isEmpty());
    QVERIFY(!model.hasErrors());
    QVERIFY(!model.data(model.index(0, C::InputTokens), Qt::BackgroundRole).isValid());
}

// Issue 36: a class derived from telemetry showed hundreds of values in one cell.
void TestWorkloadClassTableModel::longEmpiricalListsAreSummarised()
{
    QList<int> values;
    for (int v = 1; v <= 400; ++v)
        values << v * 10; // 10 ... 4,000, equal weights: p50 2,000, p95 3,800
    Workload w = twoClasses();
    w.classes[1].inputTokens = TokenDistribution::empirical(values);
    w.classes[1].lengths = JointLengths({{800, 100}, {4000, 300}});
    WorkloadClassTableModel model;
    model.setWorkload(w);
    const QModelIndex cell = model.index(1, C::InputTokens);
    const QString shown = cell.data().toString();
    // (The cumulative weights are sums of 1/400: a percentile may fall on the next value. The
    // test's C locale may leave out the group separator.)
    static const QRegularExpression expected(QStringLiteral(
        "^empirical, 400 values, p50 2,?0[01]0, p95 3,?8[01]0 \\(joint: 2 pairs\\)$"));
    QVERIFY2(expected.match(shown).hasMatch(), qPrintable(shown.left(200)));
    // The whole list stays one click away: in the tooltip, wrapped, and in the editor.
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    QVERIFY(tip.contains(QStringLiteral("2 input/output pairs")));
    QVERIFY(tip.contains(QStringLiteral("3990,4000")));
    const QStringList list = tip.section(QStringLiteral("\n\n"), 1).split(QLatin1Char('\n'));
    QVERIFY(list.size() > 10);
    for (const QString &line : list)
        QVERIFY2(line.size() < 120, qPrintable(line));
    QVERIFY(cell.data(Qt::EditRole).toString().startsWith(QStringLiteral("empirical values=10,")));
    QVERIFY(model.classes().ok());
    // Short lists read as they are.
    QCOMPARE(model.index(1, C::OutputTokens).data().toString(),
             QStringLiteral("200 (joint: 2 pairs)"));
    QVERIFY(model.setData(model.index(0, C::InputTokens),
                          QStringLiteral("empirical values=100,400,1600")));
    QCOMPARE(model.index(0, C::InputTokens).data().toString(),
             QStringLiteral("empirical values=100,400,1600"));
}

// Issue 36: a bad distribution was accepted with a message that named no cell; each message
// names the class and the column, and the cell keeps a mark that a selection does not hide.
void TestWorkloadClassTableModel::errorsNameClassAndColumn()
{
    WorkloadClassTableModel model;
    model.setWorkload(twoClasses());
    QVERIFY(model.errorMessages().isEmpty());
    QVERIFY(model.setData(model.index(1, C::OutputTokens),
                          QStringLiteral("lognormal p50=400 p95=100")));
    QVERIFY(model.setData(model.index(0, C::InputTokens), QStringLiteral("uniform 1 9")));
    const QStringList messages = model.errorMessages();
    QCOMPARE(messages.size(), 2);
    QVERIFY2(messages.at(0).startsWith(QStringLiteral("class 'chat', Input tokens: ")),
             qPrintable(messages.at(0)));
    QVERIFY2(messages.at(1).startsWith(QStringLiteral("class 'rag', Output tokens: ")) &&
                 messages.at(1).contains(QStringLiteral("below p50")),
             qPrintable(messages.at(1)));
    QVERIFY(model.index(1, C::OutputTokens).data(Qt::DecorationRole).isValid());
    QVERIFY(!model.index(1, C::InputTokens).data(Qt::DecorationRole).isValid());
    // A class without a name is found by its row.
    QVERIFY(model.setData(model.index(1, C::Name), QString()));
    QVERIFY(model.errorMessages().join(QLatin1Char('|')).contains(QStringLiteral("row 2, ")));
}

QTEST_MAIN(TestWorkloadClassTableModel)
#include "tst_workloadclasstablemodel.moc"
