#include "slo/Slo.h"
#include "util/StructuredFile.h"

#include <QJsonDocument>
#include <QTest>

using namespace llmcap;

Q_DECLARE_METATYPE(llmcap::Slo)

class TestSlo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesYaml();
    void roundTripsThroughJson();
    void classOverridesReplaceOnlyTheirMetrics();
    void rejectsBadFiles_data();
    void rejectsBadFiles();
    void readsRunDuration_data();
    void readsRunDuration();
    void runDurationRoundTrips_data();
    void runDurationRoundTrips();
    void rejectsBadRunDurations_data();
    void rejectsBadRunDurations();
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

void TestSlo::readsRunDuration_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<double>("agentMs"); // runDurationFor("agent"); 0: none
    QTest::addColumn<double>("agentPct");
    QTest::addColumn<double>("chatMs"); // runDurationFor("chat")
    QTest::addColumn<int>("latencyObjectives");

    QTest::newRow("top level") << QByteArray("ttft: {threshold_ms: 500}\n"
                                             "run_duration: {threshold_ms: 120000, attainment: 90}")
                               << 120000.0 << 90.0 << 120000.0 << 1;
    QTest::newRow("attainment defaults to 99")
        << QByteArray("run_duration: {threshold_ms: 60000}") << 60000.0 << 99.0 << 60000.0 << 0;
    QTest::newRow("class override")
        << QByteArray("ttft: {threshold_ms: 500}\n"
                      "run_duration: {threshold_ms: 120000, attainment: 90}\n"
                      "classes:\n"
                      "  agent: {run_duration: {threshold_ms: 300000, attainment: 95}}")
        << 300000.0 << 95.0 << 120000.0 << 1;
    QTest::newRow("only a class has one")
        << QByteArray("classes:\n"
                      "  agent:\n"
                      "    ttft: {threshold_ms: 900}\n"
                      "    run_duration: {threshold_ms: 300000, attainment: 80}")
        << 300000.0 << 80.0 << 0.0 << 0;
    QTest::newRow("none") << QByteArray("ttft: {threshold_ms: 500}") << 0.0 << 0.0 << 0.0 << 1;
}

void TestSlo::readsRunDuration()
{
    QFETCH(QByteArray, yaml);
    QFETCH(double, agentMs);
    QFETCH(double, agentPct);
    QFETCH(double, chatMs);
    QFETCH(int, latencyObjectives);

    const auto doc = StructuredFile::parseYaml(yaml, QStringLiteral("slo.yaml"));
    QVERIFY2(doc.ok(), qPrintable(doc.error()));
    const auto slo = Slo::fromJson(doc->object());
    QVERIFY2(slo.ok(), qPrintable(slo.error()));
    QCOMPARE(slo->objectives.size(), latencyObjectives);
    const auto agent = slo->runDurationFor(QStringLiteral("agent"));
    QCOMPARE(agent.has_value(), agentMs > 0);
    if (agent) {
        QCOMPARE(agent->thresholdMs, agentMs);
        QCOMPARE(agent->attainmentPct, agentPct);
    }
    const auto chat = slo->runDurationFor(QStringLiteral("chat"));
    QCOMPARE(chat.has_value(), chatMs > 0);
    if (chat)
        QCOMPARE(chat->thresholdMs, chatMs);
    // The latency objectives of a class that sets only its run objective stay the defaults.
    QCOMPARE(slo->objectivesFor(QStringLiteral("agent")).size(),
             slo->classObjectives.value(QStringLiteral("agent")).size() + slo->objectives.size());
}

void TestSlo::runDurationRoundTrips_data()
{
    QTest::addColumn<Slo>("slo");
    QTest::addColumn<QStringList>("classKeys"); // classes.agent's keys in the JSON

    Slo plain;
    plain.objectives = {{SloMetric::Ttft, 500, 99}};
    plain.classObjectives.insert(QStringLiteral("agent"), {{SloMetric::Ttft, 900, 95}});
    QTest::newRow("no run objective") << plain << QStringList{QStringLiteral("ttft")};

    Slo top = plain;
    top.runDuration = RunObjective{120'000, 90};
    QTest::newRow("top level") << top << QStringList{QStringLiteral("ttft")};

    Slo both = top;
    both.classRunDurations.insert(QStringLiteral("agent"), {300'000, 95});
    QTest::newRow("class with both")
        << both << QStringList{QStringLiteral("run_duration"), QStringLiteral("ttft")};

    Slo runOnly;
    runOnly.name = QStringLiteral("agents");
    runOnly.classRunDurations.insert(QStringLiteral("agent"), {300'000, 95});
    QTest::newRow("class with only a run objective")
        << runOnly << QStringList{QStringLiteral("run_duration")};
}

void TestSlo::runDurationRoundTrips()
{
    QFETCH(Slo, slo);
    QFETCH(QStringList, classKeys);

    const QJsonObject json = slo.toJson();
    QCOMPARE(json.contains(QLatin1String("run_duration")), slo.runDuration.has_value());
    QCOMPARE(json.value(QLatin1String("classes"))
                 .toObject()
                 .value(QLatin1String("agent"))
                 .toObject()
                 .keys(),
             classKeys);
    const auto back = Slo::fromJson(json);
    QVERIFY2(back.ok(), qPrintable(back.error()));
    QCOMPARE(*back, slo);
    QCOMPARE(back->toJson(), json);
}

void TestSlo::rejectsBadRunDurations_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("no threshold") << QByteArray(R"({"run_duration": {"attainment": 90}})")
                                  << "run_duration.threshold_ms: is required";
    QTest::newRow("zero threshold") << QByteArray(R"({"run_duration": {"threshold_ms": 0}})")
                                    << "run_duration.threshold_ms: must be between";
    QTest::newRow("attainment over 100")
        << QByteArray(R"({"run_duration": {"threshold_ms": 5, "attainment": 101}})")
        << "run_duration.attainment: must be between";
    QTest::newRow("typo") << QByteArray(R"({"run_duration": {"threshold_s": 5}})")
                          << "run_duration.threshold_s: unknown field";
    QTest::newRow("not an object")
        << QByteArray(R"({"run_duration": 120000})") << "run_duration: must be an object";
    QTest::newRow("class threshold") << QByteArray(
                                            R"({"ttft": {"threshold_ms": 5},
                                                "classes": {"agent": {"run_duration":
                                                {"threshold_ms": -1}}}})")
                                     << "classes.agent.run_duration.threshold_ms: must be between";
    QTest::newRow("class typo") << QByteArray(R"({"ttft": {"threshold_ms": 5},
                                                  "classes": {"agent": {"run_durations": {}}}})")
                                << "classes.agent.run_durations: unknown field";
    QTest::newRow("still needs an objective")
        << QByteArray(R"({"classes": {"agent": {}}})") << "or run_duration";
}

void TestSlo::rejectsBadRunDurations()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto slo =
        Slo::fromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("s.json"));
    QVERIFY(!slo.ok());
    QVERIFY2(slo.error().contains(message), qPrintable(slo.error()));
}

QTEST_APPLESS_MAIN(TestSlo)
#include "tst_slo.moc"
