#include "SweepFixture.h"
#include "workflow/TwinEstimateJob.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace llmcap;

// The Plan page's what-if (issue 34, item 6) through the job: a virtual-time sweep of tiny-cpu
// stored in a temporary database, then the twin under a stricter SLO on a worker.
class TestTwinEstimateJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aStricterSloLowersTheModeledBoundary();
    void failsInOneLineForAnUnknownSweep();
    void meanLengthsKeepTheClassesShares();

private:
    // Runs request through a job and waits for its answer.
    std::optional<TwinEstimateOutcome> estimate(const TwinEstimateRequest &request,
                                                QString *failure);

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_sweepId = 0;
};

void TestTwinEstimateJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("whatif.sqlite"));
    QString failure;
    m_sweepId = SweepFixture::storeSweepForTwin(m_path, &failure);
    QVERIFY2(m_sweepId > 0, qPrintable(failure));
}

std::optional<TwinEstimateOutcome> TestTwinEstimateJob::estimate(const TwinEstimateRequest &request,
                                                                 QString *failure)
{
    TwinEstimateJob job;
    std::optional<TwinEstimateOutcome> outcome;
    bool answered = false;
    connect(&job, &TwinEstimateJob::finished, this, [&](const TwinEstimateOutcome &o) {
        outcome = o;
        answered = true;
    });
    connect(&job, &TwinEstimateJob::failed, this, [&](const QString &message) {
        *failure = message;
        answered = true;
    });
    if (!job.start(m_path, request))
        return std::nullopt;
    if (job.start(m_path, request)) // one at a time
        *failure = QStringLiteral("a second estimate started while one ran");
    if (!job.isRunning())
        return std::nullopt;
    if (!QTest::qWaitFor([&answered] { return answered; }, 120'000))
        *failure = QStringLiteral("no answer within 120 s");
    if (job.isRunning())
        *failure = QStringLiteral("still running after its answer");
    return outcome;
}

// The sweep's own SLO (stated in the replica's time, as the Plan page prefills it), then its
// thresholds halved: the modeled boundary falls, and the outcome says it is a what-if.
void TestTwinEstimateJob::aStricterSloLowersTheModeledBoundary()
{
    TwinEstimateRequest request;
    request.sweepId = m_sweepId;
    request.draws = 6;
    request.runS = 600;
    request.whatIfSlo = SweepFixture::slo(1);
    QString failure;
    const auto own = estimate(request, &failure);
    QVERIFY2(own && failure.isEmpty(), qPrintable(failure));
    QVERIFY2(own->boundary.found, qPrintable(own->boundary.error));

    Slo strict = SweepFixture::slo(1);
    strict.name = QStringLiteral("strict");
    for (LatencyObjective &o : strict.objectives)
        o.thresholdMs /= 2;
    request.whatIfSlo = strict;
    const auto stricter = estimate(request, &failure);
    QVERIFY2(stricter && failure.isEmpty(), qPrintable(failure));
    QVERIFY2(stricter->boundary.found, qPrintable(stricter->boundary.error));
    const QString figures = QStringLiteral("own SLO %1 req/s, strict %2 req/s")
                                .arg(own->boundary.boundaryRps)
                                .arg(stricter->boundary.boundaryRps);
    qInfo("%s", qPrintable(figures));
    QVERIFY2(stricter->boundary.boundaryRps < own->boundary.boundaryRps, qPrintable(figures));
    QVERIFY(stricter->whatIf());
    QCOMPARE(stricter->whatIfSlo, QStringLiteral("strict"));
    QVERIFY(stricter->lines().join(QLatin1Char('\n')).contains(QStringLiteral("modeled")));
}

void TestTwinEstimateJob::failsInOneLineForAnUnknownSweep()
{
    TwinEstimateRequest request;
    request.sweepId = 9999;
    QString failure;
    QVERIFY(!estimate(request, &failure));
    QVERIFY2(failure.contains(QStringLiteral("9999")), qPrintable(failure));
    QVERIFY(!failure.contains(QLatin1Char('\n')));
}

void TestTwinEstimateJob::meanLengthsKeepTheClassesShares()
{
    Workload mix;
    mix.name = QStringLiteral("mix");
    WorkloadClass chat;
    chat.name = QStringLiteral("chat");
    chat.weight = 3;
    chat.inputTokens = TokenDistribution::uniform(100, 300); // mean 200
    chat.outputTokens = TokenDistribution::fixed(100);
    WorkloadClass rag = chat;
    rag.name = QStringLiteral("rag");
    rag.weight = 1;
    rag.inputTokens = TokenDistribution::fixed(1000);
    mix.classes = {chat, rag};
    QCOMPARE(TwinEstimateJob::meanInputTokens(mix), 400.0);
    QCOMPARE(TwinEstimateJob::meanOutputTokens(mix), 100.0);

    const Workload doubled = TwinEstimateJob::withMeanLengths(mix, 800, 0);
    QCOMPARE(doubled.classes.at(0).inputTokens, TokenDistribution::fixed(400));
    QCOMPARE(doubled.classes.at(1).inputTokens, TokenDistribution::fixed(2000));
    QCOMPARE(doubled.classes.at(0).outputTokens, chat.outputTokens); // 0: kept as it was
    QCOMPARE(doubled.classes.at(1).weight, 1.0);
    QCOMPARE(TwinEstimateJob::meanInputTokens(doubled), 800.0);
    QVERIFY2(doubled.name.contains(QStringLiteral("800")), qPrintable(doubled.name));
}

QTEST_GUILESS_MAIN(TestTwinEstimateJob)
#include "tst_twinestimatejob.moc"
