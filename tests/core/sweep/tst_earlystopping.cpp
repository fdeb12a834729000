#include "sweep/EarlyStopping.h"

#include <QTest>

#include <cmath>

using namespace llmcap;
using D = EarlyStopping::Decision;

class TestEarlyStopping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decide_data();
    void decide();
    void requestsNeededMatchesClosedForm();
    void requestsNeededGrowsWithMisses();
};

void TestEarlyStopping::decide_data()
{
    QTest::addColumn<qint64>("n");
    QTest::addColumn<qint64>("misses");
    QTest::addColumn<double>("target");
    QTest::addColumn<D>("expected");
    QTest::newRow("1000 clean at p99") << qint64(1000) << qint64(0) << 0.99 << D::Pass;
    QTest::newRow("100 clean at p99: too few") << qint64(100) << qint64(0) << 0.99 << D::Undecided;
    QTest::newRow("30 of 100 miss") << qint64(100) << qint64(30) << 0.99 << D::Fail;
    QTest::newRow("exactly at target") << qint64(10000) << qint64(100) << 0.99 << D::Undecided;
    QTest::newRow("clearly under target") << qint64(10000) << qint64(200) << 0.99 << D::Fail;
    QTest::newRow("clearly over target") << qint64(10000) << qint64(50) << 0.99 << D::Pass;
    QTest::newRow("p90 with 5 % misses") << qint64(2000) << qint64(100) << 0.90 << D::Pass;
    QTest::newRow("nothing seen") << qint64(0) << qint64(0) << 0.99 << D::Undecided;
}

void TestEarlyStopping::decide()
{
    QFETCH(qint64, n);
    QFETCH(qint64, misses);
    QFETCH(double, target);
    QFETCH(D, expected);
    QCOMPARE(EarlyStopping::decide(n, misses, target), expected);
}

void TestEarlyStopping::requestsNeededMatchesClosedForm()
{
    // With no misses: the smallest n with target^n <= 1 - confidence.
    const qint64 expected = qint64(std::ceil(std::log(0.01) / std::log(0.99)));
    QCOMPARE(EarlyStopping::requestsNeededToPass(0, 0.99, 0.99), expected);
    QCOMPARE(EarlyStopping::decide(expected, 0, 0.99), D::Pass);
    QCOMPARE(EarlyStopping::decide(expected - 1, 0, 0.99), D::Undecided);
}

void TestEarlyStopping::requestsNeededGrowsWithMisses()
{
    qint64 previous = 0;
    for (qint64 misses : {0, 1, 5, 20}) {
        const qint64 n = EarlyStopping::requestsNeededToPass(misses, 0.99);
        QVERIFY(n > previous);
        QCOMPARE(EarlyStopping::decide(n, misses, 0.99), D::Pass);
        previous = n;
    }
}

QTEST_APPLESS_MAIN(TestEarlyStopping)
#include "tst_earlystopping.moc"
