// The client self-test (issue 37): its ladder of rates, a short real run against the in-process
// zero-compute server, the ceilings and verdict it reports, and its one-line failures. Timing
// thresholds are set so that a loaded machine passes: what is checked is the mechanism, not
// this machine's figures (those are measured by `llmcap-cli bench --self-test`).
#include "workflow/ClientSelfTest.h"

#include <QJsonArray>
#include <QTest>

#include <curl/curl.h>

using namespace llmcap;

class TestClientSelfTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void theLadderDoublesThenNarrows();
    void theLadderHalvesWhenTheFirstRateSlips();
    void ceilingsAndVerdictFromTheRates();
    void runsAgainstTheZeroComputeServer();
    void aLagNoClientMeetsKeepsNoRate();
    void badOptionsAndAnAbsentServerFailInOneLine();
};

void TestClientSelfTest::theLadderDoublesThenNarrows()
{
    SelfTestOptions o;
    o.firstRps = 250;
    o.maxRps = 64000;
    int narrowed = 0;
    QCOMPARE(ClientSelfTest::nextRate(o, 250, 250, 0, &narrowed), std::optional(500.0));
    QCOMPARE(ClientSelfTest::nextRate(o, 4000, 4000, 0, &narrowed), std::optional(8000.0));
    // 8,000 missed, 4,000 kept: 5,657, then (kept) 6,727, then stop.
    QCOMPARE(ClientSelfTest::nextRate(o, 8000, 4000, 8000, &narrowed), std::optional(5657.0));
    QCOMPARE(ClientSelfTest::nextRate(o, 5657, 5657, 8000, &narrowed), std::optional(6727.0));
    QCOMPARE(ClientSelfTest::nextRate(o, 6727, 5657, 6727, &narrowed), std::nullopt);
    QCOMPARE(narrowed, 3);
    // Every rate kept: up to the highest, then the end.
    narrowed = 0;
    QCOMPARE(ClientSelfTest::nextRate(o, 40000, 40000, 0, &narrowed), std::optional(64000.0));
    QCOMPARE(ClientSelfTest::nextRate(o, 64000, 64000, 0, &narrowed), std::nullopt);
    // Kept and missed adjacent: nothing between them to try.
    QCOMPARE(ClientSelfTest::nextRate(o, 3, 2, 3, &narrowed), std::nullopt);
}

void TestClientSelfTest::theLadderHalvesWhenTheFirstRateSlips()
{
    SelfTestOptions o;
    o.firstRps = 250;
    int narrowed = 0;
    QCOMPARE(ClientSelfTest::nextRate(o, 250, 0, 250, &narrowed), std::optional(125.0));
    QCOMPARE(ClientSelfTest::nextRate(o, 62.5, 0, 62.5, &narrowed), std::optional(31.25));
    QCOMPARE(ClientSelfTest::nextRate(o, 31.25, 0, 31.25, &narrowed), std::nullopt);
    // Kept on the way down: narrow between it and the lowest missed.
    QCOMPARE(ClientSelfTest::nextRate(o, 125, 125, 250, &narrowed), std::optional(177.0));
}

void TestClientSelfTest::ceilingsAndVerdictFromTheRates()
{
    SelfTestResult r;
    const auto rate = [](int body, double rps, bool kept, double cpu) {
        SelfTestRate x;
        x.outputTokens = body;
        x.offeredRps = rps;
        x.kept = kept;
        x.loadThreadCpuShare = cpu;
        return x;
    };
    r.rates = {rate(20, 1000, true, 0.2),  rate(20, 2000, true, 0.4),  rate(20, 4000, false, 0.95),
               rate(20, 2828, true, 0.6),  rate(20, 3364, false, 0.9), rate(200, 1000, false, 0.3),
               rate(200, 500, false, 0.2), rate(200, 250, false, 0.1), rate(200, 125, false, 0.1)};
    QCOMPARE(r.ceilingRps(20), 2828.0);
    QCOMPARE(r.firstMissedRps(20), 3364.0);
    QCOMPARE(r.ceilingRps(200), 0.0);
    const QStringList lines = r.verdictLines();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).contains(QLatin1String("up to 2828 req/s, not at 3364 req/s")),
             qPrintable(lines.at(0)));
    QVERIFY2(lines.at(0).contains(QLatin1String("2262 req/s (80 %)")), qPrintable(lines.at(0)));
    QVERIFY2(!lines.at(0).contains(QLatin1String("other work")), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(1).contains(QLatin1String("no rate was kept")), qPrintable(lines.at(1)));

    // The first rate missed with a load thread that hardly ran: the machine, not the client.
    r.rates[4].loadThreadCpuShare = 0.15;
    QVERIFY2(r.verdictLines().at(0).contains(QLatin1String("15 % of a core: other work")),
             qPrintable(r.verdictLines().at(0)));

    const QJsonArray ceilings = r.toJson().value(QLatin1String("ceilings")).toArray();
    QCOMPARE(ceilings.size(), 2);
    QCOMPARE(ceilings.at(0).toObject().value(QLatin1String("ceiling_rps")).toDouble(), 2828.0);
    QCOMPARE(ceilings.at(0).toObject().value(QLatin1String("first_missed_rps")).toDouble(), 3364.0);
}

// A ladder of two rates against the in-process server, the lag target loose enough that a busy
// machine keeps both: every request is sent, answered with its 8 tokens and measured.
void TestClientSelfTest::runsAgainstTheZeroComputeServer()
{
    SelfTestOptions o;
    o.outputTokens = {8};
    o.windowS = 1;
    o.firstRps = 40;
    o.maxRps = 80;
    o.lagTargetMs = 1000;
    int hooked = 0;
    const auto result = ClientSelfTest::run(o, [&hooked](const SelfTestRate &) { ++hooked; });
    QVERIFY2(result.ok(), qPrintable(result.error()));
    QCOMPARE(hooked, 2);
    QCOMPARE(int(result->rates.size()), 2);
    QCOMPARE(result->rates.at(0).offeredRps, 40.0);
    QCOMPARE(result->rates.at(1).offeredRps, 80.0);
    for (const SelfTestRate &r : result->rates) {
        QVERIFY2(r.kept, qPrintable(r.behind));
        // Poisson arrivals over a one-second window: far from zero and from twice the rate.
        QVERIFY2(r.due > r.offeredRps / 3 && r.due < 2 * r.offeredRps,
                 qPrintable(QString::number(r.due)));
        QCOMPARE(r.sent, r.due);
        QCOMPARE(r.errors, 0);
        QCOMPARE(r.lag.count, r.sent);
        // 8 token events and the usage event per answer, warm-up answers included.
        QVERIFY(r.sseEventsPerS >= 9 * 0.9 * double(r.due) / 1.5);
    }
    QCOMPARE(result->ceilingRps(8), 80.0);
    QVERIFY(result->server.contains(QLatin1String("zero-compute")));
    QVERIFY(result->sleepLateness.count == 1000);
    QVERIFY(result->cores >= 1);
    QCOMPARE(result->toJson().value(QLatin1String("rates")).toArray().size(), 2);
}

// No client keeps a schedule to the nanosecond: the first rate slips and the ladder halves down
// to an eighth of it, keeping none, and says so.
void TestClientSelfTest::aLagNoClientMeetsKeepsNoRate()
{
    SelfTestOptions o;
    o.outputTokens = {4};
    o.windowS = 1;
    o.firstRps = 80;
    o.maxRps = 80;
    o.lagTargetMs = 0;
    const auto result = ClientSelfTest::run(o);
    QVERIFY2(result.ok(), qPrintable(result.error()));
    QCOMPARE(int(result->rates.size()), 4); // 80, 40, 20, 10
    QCOMPARE(result->rates.back().offeredRps, 10.0);
    QCOMPARE(result->ceilingRps(4), 0.0);
    QVERIFY(result->verdictLines().at(0).contains(QLatin1String("no rate was kept")));
}

void TestClientSelfTest::badOptionsAndAnAbsentServerFailInOneLine()
{
    SelfTestOptions o;
    o.outputTokens = {0};
    auto r = ClientSelfTest::run(o);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().contains(QLatin1String("answer lengths")), qPrintable(r.error()));
    o = {};
    o.windowS = 0.5;
    r = ClientSelfTest::run(o);
    QVERIFY(!r.ok());
    QVERIFY(!r.error().contains(QLatin1Char('\n')));

    o = {};
    o.url = QUrl(QStringLiteral("http://127.0.0.1:1"));
    r = ClientSelfTest::run(o);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().startsWith(QLatin1String("the self-test's server: ")),
             qPrintable(r.error()));
    QVERIFY(!r.error().contains(QLatin1Char('\n')));
}

QTEST_GUILESS_MAIN(TestClientSelfTest)
#include "tst_clientselftest.moc"
