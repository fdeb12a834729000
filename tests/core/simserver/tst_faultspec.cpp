#include "simserver/FaultSpec.h"

#include <QTest>

using namespace llmcap;

class TestFaultSpec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void pickTakesConsecutiveSlices();
    void pickForIsDeterministicAndProportional();
};

void TestFaultSpec::parses_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("stallMs");
    QTest::newRow("empty") << ""
                           << "none" << 1000;
    QTest::newRow("none") << "none"
                          << "none" << 1000;
    QTest::newRow("one") << "status429=0.05"
                         << "status429=0.05" << 1000;
    QTest::newRow("all") << "status429=0.05,status500=0.01,status503=0.01,drop=0.02,"
                            "stall=0.01:2000,malformed=0.01,nodone=0.01,errorevent=0.01"
                         << "status429=0.05,status500=0.01,status503=0.01,drop=0.02,"
                            "stall=0.01:2000,malformed=0.01,nodone=0.01,errorevent=0.01"
                         << 2000;
    QTest::newRow("spaces and percent") << " drop = 5% , stall=1%:250 "
                                        << "drop=0.05,stall=0.01:250" << 250;
    QTest::newRow("order normalised") << "errorevent=0.1,status429=0.2"
                                      << "status429=0.2,errorevent=0.1" << 1000;
    QTest::newRow("zero kept out") << "drop=0,nodone=1"
                                   << "nodone=1" << 1000;
}

void TestFaultSpec::parses()
{
    QFETCH(QString, spec);
    QFETCH(QString, canonical);
    QFETCH(int, stallMs);
    const auto parsed = FaultSpec::parse(spec);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
    QCOMPARE(parsed->toString(), canonical);
    QCOMPARE(parsed->stallMs(), stallMs);
    const auto again = FaultSpec::parse(parsed->toString());
    QVERIFY(again.ok());
    QCOMPARE(again->toString(), canonical);
}

void TestFaultSpec::rejects_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown name") << "explode=0.1"
                                  << "explode";
    QTest::newRow("no value") << "drop"
                              << "NAME=FRACTION";
    QTest::newRow("no name") << "=0.1"
                             << "NAME=FRACTION";
    QTest::newRow("not a number") << "drop=lots"
                                  << "lots";
    QTest::newRow("negative") << "drop=-0.1"
                              << "between 0 and 1";
    QTest::newRow("over one") << "drop=1.5"
                              << "between 0 and 1";
    QTest::newRow("sum over one") << "drop=0.6,stall=0.6"
                                  << "more than 1";
    QTest::newRow("twice") << "drop=0.1,drop=0.2"
                           << "twice";
    QTest::newRow("duration on drop") << "drop=0.1:50"
                                      << "only stall";
    QTest::newRow("bad duration") << "stall=0.1:soon"
                                  << "soon";
    QTest::newRow("empty item") << "drop=0.1,,stall=0.1"
                                << "NAME=FRACTION";
}

void TestFaultSpec::rejects()
{
    QFETCH(QString, spec);
    QFETCH(QString, mentions);
    const auto parsed = FaultSpec::parse(spec);
    QVERIFY(!parsed.ok());
    QVERIFY2(parsed.error().contains(mentions), qPrintable(parsed.error()));
    QVERIFY(!parsed.error().contains(QLatin1Char('\n')));
}

void TestFaultSpec::pickTakesConsecutiveSlices()
{
    const auto spec = FaultSpec::parse(QStringLiteral("status429=0.1,drop=0.2,errorevent=0.3"));
    QVERIFY(spec.ok());
    QCOMPARE(spec->pick(0.0), FaultKind::Status429);
    QCOMPARE(spec->pick(0.099), FaultKind::Status429);
    QCOMPARE(spec->pick(0.1), FaultKind::Drop);
    QCOMPARE(spec->pick(0.29), FaultKind::Drop);
    QCOMPARE(spec->pick(0.31), FaultKind::ErrorEvent);
    QCOMPARE(spec->pick(0.61), FaultKind::None);
    QCOMPARE(FaultSpec().pick(0.0), FaultKind::None);
}

void TestFaultSpec::pickForIsDeterministicAndProportional()
{
    const auto spec = FaultSpec::parse(QStringLiteral("status500=0.25,stall=0.25:10"));
    QVERIFY(spec.ok());
    int hits500 = 0, stalls = 0, differ = 0;
    for (quint64 i = 0; i < 4000; ++i) {
        const FaultKind k = spec->pickFor(5, i);
        QCOMPARE(spec->pickFor(5, i), k);
        hits500 += k == FaultKind::Status500;
        stalls += k == FaultKind::Stall;
        differ += spec->pickFor(6, i) != k;
    }
    QVERIFY(hits500 > 850 && hits500 < 1150);
    QVERIFY(stalls > 850 && stalls < 1150);
    QVERIFY(differ > 1000);
}

QTEST_APPLESS_MAIN(TestFaultSpec)
#include "tst_faultspec.moc"
