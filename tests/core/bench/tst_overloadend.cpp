// An overloaded client ends on time (issue 20): `bench --rate 8000` against the built-in 8B
// server took 76 s although its window plus drain timeout was 15.5 s, because the load thread
// went on sending its backlog after the window; the server stayed loaded and spoiled the next
// run. The run now ends by the window's end plus the drain timeout, cancels what is in flight
// and says how many arrivals were never sent.
#include "bench/LoadGenerator.h"

#include <QElapsedTimer>
#include <QTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace llmcap;

class TestOverloadEnd : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backlogStopsAtTheDrainDeadline();
};

void TestOverloadEnd::backlogStopsAtTheDrainDeadline()
{
    // A port nobody listens on: every request fails at once, so only the client's own work
    // (building and starting 100,000 requests a second) holds the schedule back.
    quint16 closedPort = 0;
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        QVERIFY(::bind(fd, reinterpret_cast<sockaddr *>(&address), length) == 0);
        QVERIFY(::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0);
        closedPort = ntohs(address.sin_port);
        ::close(fd); // bound, never listening, now closed: connections are refused
    }
    PlanSettings plan;
    plan.workload = Workload::single(64, 4);
    plan.arrival.kind = ArrivalProcess::Kind::Constant;
    plan.rateRps = 100000;
    plan.durationS = 1;
    plan.warmupS = 0;
    LoadOptions options;
    options.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(closedPort));
    options.target.model = QStringLiteral("m");
    options.drainTimeoutMs = 500;
    options.maxInFlight = 0;
    options.runTag = QStringLiteral("overload");
    LoadGenerator load(*RunPlan::create(plan), PromptFactory(1, {}), options);
    QElapsedTimer wall;
    wall.start();
    QVERIFY(load.start());
    QVERIFY(load.wait(60000));
    const double seconds = double(wall.elapsed()) / 1000.0;
    const LoadProgress p = load.progress();
    if (p.neverSent == 0)
        QSKIP("this machine kept a 100,000 req/s schedule: no backlog to stop");
    // Window 1 s + drain 0.5 s + the start lead and the last iteration: well under 4 s. Before
    // the fix the thread sent all 100,000 arrivals first (about 6 s on a quiet 2-core machine).
    QVERIFY2(seconds < 4.0, qPrintable(QString::number(seconds)));
    QCOMPARE(p.dispatched + p.neverSent, qint64(100000));
    QCOMPARE(p.inFlight, qint64(0));
    qInfo("ended after %.2f s: %lld sent, %lld never sent", seconds,
          static_cast<long long>(p.dispatched), static_cast<long long>(p.neverSent));
}

QTEST_GUILESS_MAIN(TestOverloadEnd)
#include "tst_overloadend.moc"
