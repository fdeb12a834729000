// A /metrics endpoint that hangs or answers a page too large (issue 20): stopping the scraper
// never waits for it, the run's note says what happened, nothing is parsed from a cut page.
#include "CannedServer.h"
#include "net/CurlMultiLoop.h"
#include "servermetrics/MetricsScraper.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

using namespace llmcap;

namespace {

EndpointTarget target(const CannedServer &server)
{
    EndpointTarget t;
    t.baseUrl = server.url();
    t.model = QStringLiteral("m");
    return t;
}

} // namespace

class TestMetricsScraper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scrapes();
    void hangingEndpointDoesNotHoldUpStop();
    void oversizedPageIsRefused();
};

void TestMetricsScraper::scrapes()
{
    CannedServer server([](const QByteArray &) {
        return CannedServer::reply(200, "Content-Type: text/plain\r\n",
                                   "vllm:num_requests_running{model_name=\"m\"} 3\n");
    });
    MetricsScraper scraper(target(server), CurlMultiLoop::nowNs(), 100);
    scraper.start();
    QTRY_VERIFY_WITH_TIMEOUT(server.requests() >= 2, 5000);
    scraper.stop();
    QVERIFY(!scraper.takeSamples().empty());
    QVERIFY2(scraper.error().isEmpty(), qPrintable(scraper.error()));
}

// /metrics reads the request and never answers: a scrape times out after 2 s (interval 1 s);
// stop() in the middle of the second one returns at once, with the note of the first.
void TestMetricsScraper::hangingEndpointDoesNotHoldUpStop()
{
    CannedServer server(
        [](const QByteArray &, CannedServer::Connection &out) { out.sleepMs(60000); });
    MetricsScraper scraper(target(server), CurlMultiLoop::nowNs(), 1000);
    scraper.start();
    QThread::msleep(2600);
    QElapsedTimer stopping;
    stopping.start();
    scraper.stop();
    QVERIFY2(stopping.elapsed() < 300, qPrintable(QString::number(stopping.elapsed())));
    QCOMPARE(scraper.error(), QStringLiteral("server metrics unavailable: /metrics did not answer "
                                             "within 2 s"));
    QVERIFY(scraper.takeSamples().empty());
}

// A page over 8 MiB is not read: one clear error, no sample parsed from a part of it.
void TestMetricsScraper::oversizedPageIsRefused()
{
    QByteArray page;
    while (page.size() <= MetricsScraper::kMaxPageBytes)
        page +=
            "vllm:num_requests_running{model_name=\"m\",pad=\"" + QByteArray(200, 'p') + "\"} 3\n";
    CannedServer server([&](const QByteArray &) {
        return CannedServer::reply(200, "Content-Type: text/plain\r\n", page);
    });
    MetricsScraper scraper(target(server), CurlMultiLoop::nowNs(), 100);
    scraper.start();
    QTRY_VERIFY_WITH_TIMEOUT(scraper.gaveUp(), 10000);
    scraper.stop();
    QVERIFY2(scraper.error().contains("the answer is larger than 8 MiB; it was not read"),
             qPrintable(scraper.error()));
    QVERIFY(scraper.takeSamples().empty());
}

QTEST_GUILESS_MAIN(TestMetricsScraper)
#include "tst_metricsscraper.moc"
