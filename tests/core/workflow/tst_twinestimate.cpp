#include "SweepFixture.h"
#include "storage/Database.h"
#include "sweep/SweepRepository.h"
#include "workflow/TwinEstimate.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace llmcap;

class TestTwinEstimate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelsTheLongRunBoundaryOfAStoredSweep();
    void whatIfFollowsAnotherSloAndWorkload();
    void aFailingTwinRunsNoDraws();
    void refusesWhatItCannotModel();

private:
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_sweepId = 0;
};

// One virtual-time sweep of tiny-cpu at the fixture's speed 10 (its SLO: the speed-1 objectives
// / 10), stored with every request, as a sweep over HTTP stores them.
void TestTwinEstimate::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("twin.sqlite"));
    QString failure;
    m_sweepId = SweepFixture::storeSweepForTwin(m_path, &failure);
    QVERIFY2(m_sweepId > 0, qPrintable(failure));
}

void TestTwinEstimate::modelsTheLongRunBoundaryOfAStoredSweep()
{
    auto db = Database::open(m_path);
    QVERIFY(db);
    TwinEstimateRequest request;
    request.sweepId = m_sweepId;
    request.draws = 8;
    request.runS = 900;
    auto outcome = TwinEstimate::run(**db, request);
    QVERIFY2(outcome, qPrintable(outcome.error()));
    const TwinEstimateOutcome &o = *outcome;
    QVERIFY(o.steps >= 3);
    QVERIFY(o.requests > 500);
    QVERIFY(o.fit.ok);
    QCOMPARE(o.simSpeed, SweepFixture::kSpeed);
    QVERIFY2(o.boundary.found, qPrintable(o.boundary.error));

    // The truth: the preset's own engine at speed 1 against the speed-1 SLO, long runs.
    const SimPreset preset = SimFixture::tinyCpu();
    TwinBoundary::Options truthOptions;
    truthOptions.workload = SweepFixture::steps().bench.plan.workload;
    truthOptions.slo = SweepFixture::slo(1);
    truthOptions.runS = 900;
    const TwinBoundaryResult truth =
        TwinBoundary(truthOptions).boundaryOf(preset.engine, StepTimeModel(preset.stepTime), 2);
    QVERIFY(truth.found);
    // The twin knows only what the client saw at 10x speed, converted to the replica's time:
    // within a quarter of the truth (bench_twin: -5..+5 % with more draws and longer runs).
    const double error = o.boundary.boundaryRps / truth.boundaryRps - 1;
    const QString figures = QStringLiteral("twin %1 req/s [%2, %3], truth %4 req/s, sweep %5")
                                .arg(o.boundary.boundaryRps)
                                .arg(o.boundary.lowerRps)
                                .arg(o.boundary.upperRps)
                                .arg(truth.boundaryRps)
                                .arg(o.sweepBoundaryRps);
    qInfo("%s; check %s", qPrintable(figures), o.check.pass ? "passed" : "failed");
    QVERIFY2(std::abs(error) < 0.25, qPrintable(figures));
    QVERIFY2(o.boundary.plannedRps <= o.boundary.boundaryRps, qPrintable(figures));
    // The sweep's own figure is in the same (replica) time, not 10x it.
    QVERIFY2(o.sweepBoundaryRps > 0 && o.sweepBoundaryRps < 2 * truth.boundaryRps,
             qPrintable(figures));

    const QString text = o.lines().join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("modeled long-run boundary: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("measured by the sweep's short steps")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("10x speed")), qPrintable(text));
    const QJsonObject json = o.toJson();
    QCOMPARE(json.value(QStringLiteral("modeled"))
                 .toObject()
                 .value(QStringLiteral("boundary_rps"))
                 .toDouble(),
             o.boundary.boundaryRps);
    QCOMPARE(json.value(QStringLiteral("check")).toObject().value(QStringLiteral("pass")).toBool(),
             o.check.pass);
}

// Issue 34, item 6: from the twin of the stored sweep, the long-run boundary under another SLO
// and another workload, without endpoint time; each against the preset's own long run.
void TestTwinEstimate::whatIfFollowsAnotherSloAndWorkload()
{
    auto db = Database::open(m_path);
    QVERIFY(db);
    const SimPreset preset = SimFixture::tinyCpu();
    auto truthOf = [&preset](const Slo &slo, const Workload &workload) {
        TwinBoundary::Options o;
        o.workload = workload;
        o.slo = slo;
        o.runS = 900;
        return TwinBoundary(o)
            .boundaryOf(preset.engine, StepTimeModel(preset.stepTime), 2)
            .boundaryRps;
    };
    Slo strict = SweepFixture::slo(1); // the replica's own time, as a request states it
    strict.name = QStringLiteral("strict");
    strict.objectives = {{SloMetric::Ttft, 400, 95}, {SloMetric::Tpot, 60, 95}};
    Workload shortAnswers = Workload::single(200, 40);
    shortAnswers.name = QStringLiteral("short answers");

    TwinEstimateRequest request;
    request.sweepId = m_sweepId;
    request.draws = 8;
    request.runS = 900;
    request.whatIfSlo = strict;
    request.whatIfWorkload = shortAnswers;
    auto outcome = TwinEstimate::run(**db, request);
    QVERIFY2(outcome, qPrintable(outcome.error()));
    QVERIFY(outcome->whatIf());
    QVERIFY2(outcome->boundary.found, qPrintable(outcome->boundary.error));
    const double truth = truthOf(strict, shortAnswers);
    const double base = truthOf(SweepFixture::slo(1), SweepFixture::steps().bench.plan.workload);
    const QString figures =
        QStringLiteral("what-if twin %1 req/s, truth %2; the sweep's own truth %3")
            .arg(outcome->boundary.boundaryRps)
            .arg(truth)
            .arg(base);
    qInfo("%s", qPrintable(figures));
    // The what-if moved the boundary (it is not the sweep's) and lands near its own truth.
    QVERIFY2(std::abs(truth / base - 1) > 0.15, qPrintable(figures));
    QVERIFY2(std::abs(outcome->boundary.boundaryRps / truth - 1) < 0.25, qPrintable(figures));
    const QString text = outcome->lines().join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("what-if: SLO strict, workload short answers (modeled")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("for its own SLO and workload")), qPrintable(text));
    QCOMPARE(outcome->toJson()
                 .value(QStringLiteral("what_if"))
                 .toObject()
                 .value(QStringLiteral("slo"))
                 .toString(),
             QStringLiteral("strict"));

    Slo none;
    request.whatIfSlo = none;
    QVERIFY(!TwinEstimate::run(**db, request));
}

// A twin that fails its check is not used, so the long runs of its draws (the bulk of the CPU
// time) are not simulated: the check comes first, against one long run of the central twin.
// The slowest step's first tokens are made 3 s late, as no twin of the other steps predicts.
void TestTwinEstimate::aFailingTwinRunsNoDraws()
{
    const QString path = m_dir.filePath(QStringLiteral("late.sqlite"));
    QVERIFY(QFile::copy(m_path, path));
    auto db = Database::open(path);
    QVERIFY(db);
    QVERIFY((*db)->exec("UPDATE run_requests SET first_token_ns = first_token_ns + 3000000000 "
                        "WHERE run_id = (SELECT run_id FROM sweep_steps ORDER BY rate_rps "
                        "LIMIT 1) AND first_token_ns IS NOT NULL"));
    TwinEstimateRequest request;
    request.sweepId = m_sweepId;
    request.draws = 8;
    request.runS = 900;
    auto outcome = TwinEstimate::run(**db, request);
    QVERIFY2(outcome, qPrintable(outcome.error()));
    QVERIFY2(!outcome->check.pass, qPrintable(outcome->check.summary));
    QVERIFY(std::any_of(outcome->check.steps.cbegin(), outcome->check.steps.cend(),
                        [](const TwinStepCheck &c) { return !c.pass && c.counted; }));
    QVERIFY(outcome->boundary.found);
    QVERIFY(outcome->boundary.centralOnly);
    QCOMPARE(outcome->boundary.boundariesRps.size(), size_t(1));
    QVERIFY2(outcome->boundary.simulatedRuns < 30,
             qPrintable(QString::number(outcome->boundary.simulatedRuns)));
    const QString text = outcome->lines().join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("from one long run of the central twin (its draws were "
                                          "not simulated: the twin failed its check)")),
             qPrintable(text));
    QVERIFY(outcome->toJson()
                .value(QStringLiteral("modeled"))
                .toObject()
                .value(QStringLiteral("central_only"))
                .toBool());

    // The sweep's own twin says why it is not used.
    const SweepTwin twin = TwinEstimate::modelSweep(**db, request);
    QVERIFY(!twin.used());
    QVERIFY2(twin.problem.contains(QStringLiteral("failed its check")), qPrintable(twin.problem));
}

void TestTwinEstimate::refusesWhatItCannotModel()
{
    auto db = Database::open(m_path);
    QVERIFY(db);
    TwinEstimateRequest request;
    request.sweepId = 9999;
    auto missing = TwinEstimate::run(**db, request);
    QVERIFY(!missing);
    QVERIFY2(missing.error().contains(QStringLiteral("9999")), qPrintable(missing.error()));

    // A sweep with no step stored yet: nothing to fit.
    SweepConfig config = SweepFixture::virtualConfig();
    auto empty = SweepRepository(**db).create(config, QJsonObject());
    QVERIFY(empty);
    request.sweepId = *empty;
    auto nothing = TwinEstimate::run(**db, request);
    QVERIFY(!nothing);
    QVERIFY2(nothing.error().contains(QStringLiteral("no step with stored requests")),
             qPrintable(nothing.error()));

    request.sweepId = m_sweepId;
    request.draws = 0;
    QVERIFY(!TwinEstimate::run(**db, request));
}

QTEST_GUILESS_MAIN(TestTwinEstimate)
#include "tst_twinestimate.moc"
