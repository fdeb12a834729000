#include "slo/Slo.h"
#include "util/StructuredFile.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

class TestSlo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesYaml();
    void roundTripsThroughJson();
    void classOverridesReplaceOnlyTheirMetrics();
    void rejectsBadFiles_data();
    void rejectsBadFiles();
};

void TestSlo::parsesYaml()
{
    const auto doc = StructuredFile::parseYaml(R"(
name: interactive chat
ttft: {threshold_ms: 500, attainment: 99}
tpot: {threshold_ms: 50, attainment: 90}
max_error_rate: 0.5
)",
                                               QStringLiteral("slo.yaml"));
    QVERIFY(doc.ok());
    const auto slo = Slo::fromJson(doc->object());
    QVERIFY2(slo.ok(), qPrintable(slo.error()));
    QCOMPARE(slo->name, QStringLiteral("interactive chat"));
    QCOMPARE(slo->objectives.size(), 2);
    QCOMPARE(slo->objective(SloMetric::Ttft)->thresholdMs, 500.0);
    QCOMPARE(slo->objective(SloMetric::Tpot)->attainmentPct, 90.0);
    QVERIFY(!slo->objective(SloMetric::Itl));
    QCOMPARE(slo->maxErrorRatePct, 0.5);
}

void TestSlo::roundTripsThroughJson()
{
    Slo slo;
    slo.name = QStringLiteral("agent");
    slo.objectives = {{SloMetric::Ttft, 800, 95}, {SloMetric::QueueTime, 200, 99}};
    slo.classObjectives.insert(QStringLiteral("long"), {{SloMetric::Ttft, 5000, 90}});
    const auto back = Slo::fromJson(slo.toJson());
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(*back, slo);
}

void TestSlo::classOverridesReplaceOnlyTheirMetrics()
{
    Slo slo;
    slo.objectives = {{SloMetric::Ttft, 500, 99}, {SloMetric::Tpot, 50, 90}};
    slo.classObjectives.insert(QStringLiteral("summarize"), {{SloMetric::Ttft, 4000, 95}});
    QCOMPARE(slo.objective(SloMetric::Ttft, QStringLiteral("summarize"))->thresholdMs, 4000.0);
    QCOMPARE(slo.objective(SloMetric::Tpot, QStringLiteral("summarize"))->thresholdMs, 50.0);
    QCOMPARE(slo.objective(SloMetric::Ttft, QStringLiteral("chat"))->thresholdMs, 500.0);
    QCOMPARE(slo.objectivesFor(QStringLiteral("summarize")).size(), 2);
}

void TestSlo::rejectsBadFiles_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray("{}") << "at least one of ttft";
    QTest::newRow("typo") << QByteArray(R"({"ttft": {"treshold_ms": 5}})")
                          << "ttft.treshold_ms: unknown field";
    QTest::newRow("no threshold") << QByteArray(R"({"ttft": {"attainment": 99}})")
                                  << "ttft.threshold_ms: is required";
    QTest::newRow("attainment over 100")
        << QByteArray(R"({"ttft": {"threshold_ms": 5, "attainment": 120}})")
        << "ttft.attainment: must be between";
    QTest::newRow("negative threshold")
        << QByteArray(R"({"itl": {"threshold_ms": -1}})") << "itl.threshold_ms: must be between";
    QTest::newRow("unknown metric")
        << QByteArray(R"({"ttfb": {"threshold_ms": 5}})") << "ttfb: unknown field";
    QTest::newRow("bad class") << QByteArray(
                                      R"({"ttft": {"threshold_ms": 5}, "classes": {"x": 3}})")
                               << "classes.x: must be an object";
}

void TestSlo::rejectsBadFiles()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto slo =
        Slo::fromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("s.json"));
    QVERIFY(!slo.ok());
    QVERIFY2(slo.error().contains(message), qPrintable(slo.error()));
    QVERIFY(slo.error().startsWith(QStringLiteral("s.json: ")));
}

QTEST_APPLESS_MAIN(TestSlo)
#include "tst_slo.moc"
