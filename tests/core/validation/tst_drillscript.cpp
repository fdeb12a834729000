#include "validation/DrillScript.h"

#include <QTest>

using namespace llmcap;

class TestDrillScript : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesTheIssuesTimeline();
    void times_data();
    void times();
    void mistakesNameTheLine_data();
    void mistakesNameTheLine();
    void checksAgainstTheFleet();
    void roundTripsAsText();
};

void TestDrillScript::parsesTheIssuesTimeline()
{
    const auto script =
        DrillScript::parse(QStringLiteral("# drills for the demo plan\n"
                                          "at 20m: rolling restart, surge 1, "
                                          "start-up 240 s\n"
                                          "\n"
                                          "at 10m: lose replica 2\n"
                                          "at 40m: lose node A   # the plan's node\n"
                                          "at 45m: restore node A\n"
                                          "at 50m: rollback\n"
                                          "AT 1h: restart replica 1, startup 30s\n"));
    QVERIFY2(script.ok(), qPrintable(script.error()));
    const QList<DrillEvent> &e = script->events;
    QCOMPARE(e.size(), 6);
    // Sorted by time.
    QCOMPARE(e[0].kind, DrillEvent::Kind::LoseReplica);
    QCOMPARE(e[0].atS, 600.0);
    QCOMPARE(e[0].replica, 1); // 0-based
    QCOMPARE(e[0].line, 4);
    QCOMPARE(e[1].kind, DrillEvent::Kind::RollingRestart);
    QCOMPARE(e[1].atS, 1200.0);
    QCOMPARE(e[1].surge, 1);
    QCOMPARE(e[1].startupS, 240.0);
    QCOMPARE(e[2].kind, DrillEvent::Kind::LoseNode);
    QCOMPARE(e[2].node, QStringLiteral("A"));
    QCOMPARE(e[3].kind, DrillEvent::Kind::RestoreNode);
    QCOMPARE(e[4].kind, DrillEvent::Kind::Rollback);
    QCOMPARE(e[4].startupS, -1.0); // the fleet's own
    QCOMPARE(e[5].kind, DrillEvent::Kind::RestartReplica);
    QCOMPARE(e[5].atS, 3600.0);
    QCOMPARE(e[5].startupS, 30.0);
}

void TestDrillScript::times_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("seconds");
    QTest::newRow("plain") << "90" << 90.0;
    QTest::newRow("s") << "90s" << 90.0;
    QTest::newRow("m") << "10m" << 600.0;
    QTest::newRow("fraction") << "1.5m" << 90.0;
    QTest::newRow("h") << "1h" << 3600.0;
    QTest::newRow("h m") << "1h30m" << 5400.0;
    QTest::newRow("m s") << "2m 30s" << 150.0;
    QTest::newRow("bad") << "ten minutes" << -1.0;
    QTest::newRow("empty") << "" << -1.0;
    QTest::newRow("ms is not minutes") << "5ms" << -1.0;
}

void TestDrillScript::times()
{
    QFETCH(QString, text);
    QFETCH(double, seconds);
    QCOMPARE(DrillScript::parseTime(text), seconds);
}

void TestDrillScript::mistakesNameTheLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("no at") << "lose replica 2"
                           << "drill line 1: expected 'at TIME: ACTION'";
    QTest::newRow("time") << "\nat soon: lose replica 2"
                          << "drill line 2: unreadable time 'soon'";
    QTest::newRow("action") << "at 1m: loose replica 2"
                            << "drill line 1: unknown action 'loose";
    QTest::newRow("replica 0") << "at 1m: lose replica 0"
                               << "needs a replica number from 1";
    QTest::newRow("no node") << "at 1m: lose node"
                             << "'lose node' needs a node name";
    QTest::newRow("argument") << "at 1m: rollback 3"
                              << "'rollback' takes no argument";
    QTest::newRow("surge") << "at 1m: lose replica 1, surge 1"
                           << "'surge' applies to a rolling";
    QTest::newRow("start-up on loss") << "at 1m: lose replica 1, start-up 10s"
                                      << "'start-up' applies to a drill that starts replicas";
    QTest::newRow("option") << "at 1m: rollback, fast"
                            << "unknown option 'fast'";
}

void TestDrillScript::mistakesNameTheLine()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto script = DrillScript::parse(text);
    QVERIFY(!script.ok());
    QVERIFY2(script.error().contains(message), qPrintable(script.error()));
    QVERIFY(!script.error().contains(QLatin1Char('\n')));
}

void TestDrillScript::checksAgainstTheFleet()
{
    const auto script =
        DrillScript::parse(QStringLiteral("at 1m: lose replica 3\nat 2m: lose node B\n"));
    QVERIFY(script.ok());
    QVERIFY(script->checkAgainst(3, {QStringLiteral("A"), QStringLiteral("B")}).ok());
    const Status tooFew = script->checkAgainst(2, {QStringLiteral("A"), QStringLiteral("B")});
    QVERIFY(!tooFew.ok());
    QVERIFY2(tooFew.error().contains(QStringLiteral("replica 3 does not exist; the fleet has 2")),
             qPrintable(tooFew.error()));
    const Status noNode = script->checkAgainst(3, {QStringLiteral("A")});
    QVERIFY2(noNode.error().contains(QStringLiteral("node 'B' does not exist")),
             qPrintable(noNode.error()));
}

void TestDrillScript::roundTripsAsText()
{
    const QString text = QStringLiteral("at 10m: lose replica 2\n"
                                        "at 20m: rolling restart, surge 1, start-up 4m\n"
                                        "at 40m: lose node rack-a\n"
                                        "at 1h1m30s: rollback\n");
    const auto script = DrillScript::parse(text);
    QVERIFY2(script.ok(), qPrintable(script.error()));
    QCOMPARE(script->toText(), text);
    QCOMPARE(script->events.at(2).node, QStringLiteral("rack-a"));
}

QTEST_GUILESS_MAIN(TestDrillScript)
#include "tst_drillscript.moc"
