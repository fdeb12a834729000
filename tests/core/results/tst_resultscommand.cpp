// `llmcap-cli results` on real data: the same sweeps and faulty run the Results page tests use.

#include "ResultsFixture.h"

#include "bench/LatencySummary.h"
#include "cli/BuiltinCommands.h"
#include "cli/CliApplication.h"
#include "cli/CommandRegistry.h"
#include "results/ResultsHistory.h"
#include "results/RunDetail.h"
#include "results/SweepDetail.h"
#include "storage/RunRepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestResultsCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void listsAndFilters();
    void historyReadsWhatTheRunsStored();
    void historySurvivesADamagedDocument();
    void showsARunAsBenchPrintedIt();
    void showsASweep();
    void comparesTwoSweeps();
    void paretoOfTwoSweeps();
    void rejectsBadArguments_data();
    void rejectsBadArguments();

private:
    struct Outcome
    {
        int code;
        QString out;
        QString err;
        QJsonObject json;
    };
    Outcome cli(const QStringList &args) const;

    QTemporaryDir *m_dir = nullptr;
    Workspace *m_workspace = nullptr;
    test::ResultsFixture m_fixture;
};

TestResultsCommand::Outcome TestResultsCommand::cli(const QStringList &args) const
{
    CommandRegistry registry;
    registerBuiltinCommands(registry);
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const QString json = m_dir->filePath("out.json");
    QFile::remove(json);
    const int code = CliApplication(registry).run(
        QStringList{"llmcap-cli", "--db", m_workspace->databasePath(), "results", "--json", json} +
            args,
        outStream, errStream);
    outStream.flush();
    errStream.flush();
    QFile file(json);
    QJsonObject o;
    if (file.open(QIODevice::ReadOnly))
        o = QJsonDocument::fromJson(file.readAll()).object();
    return {code, out, err, o};
}

void TestResultsCommand::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_dir = new QTemporaryDir;
    m_workspace = new Workspace;
    QVERIFY(m_workspace->openDatabase(m_dir->filePath("results.sqlite")).ok());
    m_fixture.build(*m_workspace);
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
}

void TestResultsCommand::cleanupTestCase()
{
    delete m_workspace;
    delete m_dir;
}

// The history reads its fields straight from the stored JSON in SQL; they must be what the
// documents say, parsed in full, for every run of the fixture.
void TestResultsCommand::historyReadsWhatTheRunsStored()
{
    Database &db = *m_workspace->database();
    auto entries = ResultsHistory::load(db);
    QVERIFY2(entries.ok(), qPrintable(entries.error()));
    auto runs = RunRepository(db).runs();
    QVERIFY(runs.ok());
    QVERIFY(runs->size() >= 3);
    int compared = 0;
    for (const RunInfo &run : *runs) {
        const auto it = std::find_if(entries->begin(), entries->end(), [&run](const auto &e) {
            return e.kind == HistoryEntry::Kind::Run && e.id == run.id;
        });
        QVERIFY(it != entries->end());
        const QJsonObject target = run.config.value("target").toObject();
        QString model = target.value("model").toString();
        if (model.isEmpty())
            model = run.config.value("endpoint").toObject().value("model").toString();
        const QJsonObject metrics = run.summary.value("metrics").toObject();
        const QJsonObject overall = metrics.value("overall").toObject();
        QCOMPARE(it->model, model);
        QCOMPARE(it->endpoint, target.value("base_url").toString());
        QCOMPARE(it->name, run.label);
        QCOMPARE(it->statusKey, RunInfo::statusKey(run.status));
        QCOMPARE(it->startedAt, run.startedAt);
        QCOMPARE(it->finishedAt, run.finishedAt);
        QCOMPARE(it->sweepId, run.sweepId);
        QCOMPARE(it->stepIndex, run.stepIndex);
        QCOMPARE(it->projectId, run.projectId);
        QCOMPARE(it->valid, metrics.value("valid").toBool());
        QCOMPARE(it->requests, overall.value("requests_due").toInteger());
        QCOMPARE(it->errorRatePct, overall.value("error_rate_pct").toDouble());
        QCOMPARE(it->offeredRps, overall.value("offered_rps").toDouble());
        QCOMPARE(it->ttftP99Ms, LatencySummary::fromJson(overall.value("ttft_ms").toObject()).p99);
        QVERIFY(!it->model.isEmpty());
        ++compared;
    }
    QCOMPARE(compared, int(runs->size()));
    // The faulty run has errors and a TTFT tail: the fields are not all defaults.
    const auto faulty = std::find_if(entries->begin(), entries->end(), [this](const auto &e) {
        return e.kind == HistoryEntry::Kind::Run && e.id == m_fixture.faultyRun;
    });
    QVERIFY(faulty->errorRatePct > 0);
    QVERIFY(faulty->ttftP99Ms > 0);
    QVERIFY(faulty->requests > 0);
}

// A run whose stored summary is not JSON (a damaged file, another program's write) is still
// listed, with empty figures, and does not fail the list.
void TestResultsCommand::historySurvivesADamagedDocument()
{
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath("damaged.sqlite"));
    QVERIFY(db.ok());
    RunRepository runs(**db);
    RunInfo info;
    info.label = "damaged";
    info.startedAt = QDateTime::currentDateTimeUtc();
    info.config = QJsonObject{{"target", QJsonObject{{"model", "m"}}}};
    auto id = runs.createRun(info);
    QVERIFY(id.ok());
    QVERIFY((*db)->exec("UPDATE runs SET summary = '{not json', config = 'nor this'").ok());
    auto entries = ResultsHistory::load(**db);
    QVERIFY2(entries.ok(), qPrintable(entries.error()));
    QCOMPARE(entries->size(), 1);
    QCOMPARE(entries->first().name, QString("damaged"));
    QCOMPARE(entries->first().model, QString());
    QCOMPARE(entries->first().requests, 0);
    QVERIFY(!entries->first().valid);
}

void TestResultsCommand::listsAndFilters()
{
    Outcome all = cli({});
    QCOMPARE(all.code, 0);
    const QJsonArray rows = all.json.value("results").toArray();
    QVERIFY(rows.size() >= 5);
    QCOMPARE(all.out.count('\n'), rows.size());
    QVERIFY(all.out.contains("run " + QString::number(m_fixture.faultyRun) + ": faulty"));

    Outcome sweeps = cli({"--kind", "sweeps"});
    QCOMPARE(sweeps.json.value("results").toArray().size(), 2);
    for (const QJsonValue &v : sweeps.json.value("results").toArray())
        QCOMPARE(v.toObject().value("kind").toString(), QString("sweep"));

    Outcome single = cli({"--kind", "runs", "--hide-steps"});
    QCOMPARE(single.json.value("results").toArray().size(), 1);
    QCOMPARE(single.json.value("results").toArray().first().toObject().value("id").toInteger(),
             m_fixture.faultyRun);

    Outcome beta = cli({"--project", QString::number(m_fixture.betaProject)});
    QVERIFY(beta.json.value("results").toArray().size() >= 3);
    for (const QJsonValue &v : beta.json.value("results").toArray())
        QCOMPARE(v.toObject().value("project").toString(), QString("beta"));

    QCOMPARE(cli({"--search", "narrow", "--kind", "sweeps"}).json.value("results").toArray().size(),
             1);
    QCOMPARE(cli({"--days", "1"}).json.value("results").toArray().size(), rows.size());
    Outcome none = cli({"--from", QDate::currentDate().addDays(2).toString(Qt::ISODate)});
    QCOMPARE(none.code, 0);
    QVERIFY(none.out.contains("no runs or sweeps match"));
}

void TestResultsCommand::showsARunAsBenchPrintedIt()
{
    Outcome r = cli({"--run", QString::number(m_fixture.faultyRun)});
    QCOMPARE(r.code, 0);
    auto detail = RunDetail::load(*m_workspace->database(), m_fixture.faultyRun);
    QVERIFY(detail);
    QVERIFY2(r.out.contains("verdict: valid"), qPrintable(r.out));
    QVERIFY(r.out.contains("class chat:"));
    QVERIFY(r.out.contains("class summarize:"));
    QVERIFY(r.out.contains("outcomes:"));
    QVERIFY(r.out.contains("warning: TTFT p99 rests on"));
    QVERIFY(r.out.contains("SLO test chat:"));
    QCOMPARE(r.json.value("slo"), detail->info.summary.value("slo"));
    // The recomputed metrics are the ones BenchRunner stored when the run finished.
    const QJsonObject stored = detail->info.summary;
    QCOMPARE(r.json.value("metrics").toObject().value("overall"),
             stored.value("metrics").toObject().value("overall"));
    QCOMPARE(r.json.value("metrics").toObject().value("classes"),
             stored.value("metrics").toObject().value("classes"));
    QCOMPARE(r.json.value("server").toObject().value("samples"),
             stored.value("server").toObject().value("samples"));
}

void TestResultsCommand::showsASweep()
{
    Outcome r = cli({"--sweep", QString::number(m_fixture.wideSweep)});
    QCOMPARE(r.code, 0);
    const QJsonArray steps = r.json.value("steps").toArray();
    QVERIFY(steps.size() >= 2);
    QCOMPARE(r.out.count("\nstep "), steps.size());
    QVERIFY(r.out.contains("wide batch"));
    QVERIFY(r.json.contains("result"));
}

void TestResultsCommand::comparesTwoSweeps()
{
    Outcome r = cli(
        {"--compare", QStringLiteral("%1,%2").arg(m_fixture.wideSweep).arg(m_fixture.narrowSweep)});
    QCOMPARE(r.code, 0);
    QVERIFY(r.json.value("differing").toArray().contains(QJsonValue("max_num_seqs")));
    QVERIFY(!r.json.value("differing").toArray().contains(QJsonValue("gpu_type")));
    QVERIFY2(r.out.contains(QRegularExpression("\\* max_num_seqs +64 +2\\n")), qPrintable(r.out));
    QVERIFY(r.out.contains(QRegularExpression("\\n  gpu_type ")));
}

// The steps of both sweeps on the Pareto axes: each point from its stored step, the frontier
// marked, as the Results page's Pareto tab draws them.
void TestResultsCommand::paretoOfTwoSweeps()
{
    Outcome r = cli(
        {"--pareto", QStringLiteral("%1,%2").arg(m_fixture.wideSweep).arg(m_fixture.narrowSweep)});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray sweeps = r.json.value("sweeps").toArray();
    QCOMPARE(sweeps.size(), 2);
    int frontier = 0;
    for (const QJsonValue &v : sweeps) {
        const QJsonObject s = v.toObject();
        auto detail = SweepDetail::load(*m_workspace->database(), s.value("sweep_id").toInteger());
        QVERIFY(detail.ok());
        const QJsonArray points = s.value("points").toArray();
        QVERIFY(!points.isEmpty());
        for (const QJsonValue &pv : points) {
            const QJsonObject p = pv.toObject();
            const auto stored = std::find_if(
                detail->steps.cbegin(), detail->steps.cend(),
                [&p](const SweepStep &st) { return st.index == p.value("step").toInt(); });
            QVERIFY(stored != detail->steps.cend());
            QCOMPARE(p.value("output_tokens_per_s_per_user").toDouble(), 1000.0 / stored->tpot.p50);
            QCOMPARE(p.value("output_tokens_per_s_per_gpu").toDouble(),
                     stored->outputTokensPerS / s.value("gpus_per_replica").toInt());
            QCOMPARE(p.value("met_slo").toBool(), stored->verdict == StepVerdict::Pass);
            frontier += p.value("frontier").toBool();
        }
    }
    QVERIFY(frontier >= 1);
    QCOMPARE(r.out.count(" *\n"), frontier);
    QVERIFY2(r.out.contains("tok/s/user"), qPrintable(r.out));
}

void TestResultsCommand::rejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("kind") << QStringList{"--kind", "jobs"} << 2 << "--kind takes runs or sweeps";
    QTest::newRow("run id") << QStringList{"--run", "x"} << 2 << "--run takes a run id";
    QTest::newRow("no run") << QStringList{"--run", "999"} << 3 << "999";
    QTest::newRow("compare") << QStringList{"--compare", "1"} << 2 << "two sweep ids";
    QTest::newRow("pareto") << QStringList{"--pareto", "1,x"} << 2 << "sweep ids separated";
    QTest::newRow("no sweep") << QStringList{"--pareto", "999"} << 3 << "999";
    QTest::newRow("date") << QStringList{"--from", "March"} << 2 << "--from takes a date";
}

void TestResultsCommand::rejectsBadArguments()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    Outcome r = cli(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestResultsCommand)
#include "tst_resultscommand.moc"
