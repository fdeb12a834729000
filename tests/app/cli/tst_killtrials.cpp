// Crash safety (issue 20): `llmcap-cli bench` and `llmcap-cli sweep` killed with SIGKILL at
// random moments, again and again: some within the first milliseconds (creating and migrating
// the database, storing the run's row), most during the load, while the run writer commits a
// batch every 200 ms, or while the run's end is stored. After each kill the database opens,
// passes PRAGMA integrity_check, and
//   bench: holds every request the server had finished a second before the kill (the server's
//          own count, vllm:request_success_total), in the run the kill cut short, which the
//          next open marks interrupted;
//   sweep: `sweep --resume ID` goes on to a boundary (a sweep killed before its row was stored
//          has nothing to resume; one that had ended is left alone).
//
// Every third bench trial aims at the writer's transactions: after its random delay it waits
// for the next transaction to begin (the commit trace, LLMCAP_COMMIT_TRACE in
// core/storage/Database.cpp) and kills at once. The trace the killed process left says where
// each kill landed: inside a transaction's statements, inside its COMMIT, or between
// transactions; the counts are printed, and at least one kill must land inside a transaction.
//
// LLMCAP_KILL_TRIALS (default 20) sets the number of trials, two thirds bench, one third sweep;
// LLMCAP_KILL_SEED the random moments (default: a new seed, printed).
#include "servermetrics/PrometheusText.h"
#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "storage/SqlStatement.h"
#include "sweep/SweepRepository.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <curl/curl.h>

using namespace llmcap;

namespace {

size_t appendBody(char *data, size_t size, size_t count, void *out)
{
    static_cast<QByteArray *>(out)->append(data, qsizetype(size * count));
    return size * count;
}

// Requests the simulated server has finished (all finish reasons but abort).
double finishedRequests(const QUrl &metricsUrl)
{
    QByteArray body;
    CURL *easy = curl_easy_init();
    const QByteArray url = metricsUrl.toEncoded();
    curl_easy_setopt(easy, CURLOPT_URL, url.constData());
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, appendBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &body);
    curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, 2000L);
    curl_easy_perform(easy);
    curl_easy_cleanup(easy);
    double total = 0;
    const PrometheusText text = PrometheusText::parse(body);
    for (const PrometheusSample *s : text.find(QStringLiteral("vllm:request_success_total")))
        if (s->label(QStringLiteral("finished_reason")) != QLatin1String("abort"))
            total += s->value;
    return total;
}

// "ok", or what integrity_check found (its first rows), or why the file did not open.
QString integrity(Database &db)
{
    SqlStatement check(db.handle(), "PRAGMA integrity_check");
    QStringList rows;
    while (check.step() == SqlStatement::Step::Row && rows.size() < 5)
        rows.append(check.text(0));
    if (!check.error().isEmpty())
        rows.append(check.error());
    return rows.join(QLatin1String("; "));
}

// Where the commit trace left its process: the last line's word ("begin": inside a
// transaction's statements, "commit": inside COMMIT, "end": between transactions), or empty.
QByteArray lastTraceWord(const QString &trace)
{
    QFile f(trace);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    return lines.last().split(' ').first();
}

// Lines of the trace so far that start with word ("begin " or "commit ").
int tracedLines(const QString &trace, const char *word)
{
    QFile f(trace);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    return int(f.readAll().count(word));
}

// The boundary of a sweep's --json file; empty when there is none.
QJsonObject boundaryOf(const QString &jsonPath)
{
    QFile f(jsonPath);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll())
        .object()
        .value(QLatin1String("result"))
        .toObject()
        .value(QLatin1String("boundary"))
        .toObject();
}

int trialCount()
{
    const int n = qEnvironmentVariableIntValue("LLMCAP_KILL_TRIALS");
    return n > 0 ? n : 20;
}

// The moment of a kill: a third within the first 200 ms (the database being created and
// migrated, the run's row stored), the rest anywhere up to `spanMs`.
int killDelayMs(QRandomGenerator &random, int spanMs)
{
    if (random.bounded(3) == 0)
        return random.bounded(200);
    return random.bounded(spanMs);
}

} // namespace

class TestKillTrials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void benchKilledAtRandom();
    void sweepKilledAtRandom();

private:
    QTemporaryDir m_dir;
    QString m_slo;
    QRandomGenerator m_random;
    quint32 m_seed = 0;
};

void TestKillTrials::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_seed = quint32(qEnvironmentVariableIntValue("LLMCAP_KILL_SEED"));
    if (m_seed == 0)
        m_seed = QRandomGenerator::global()->generate() | 1;
    m_random.seed(m_seed);
    qInfo("LLMCAP_KILL_SEED=%u, %d trials", m_seed, trialCount());
    m_slo = m_dir.filePath(QStringLiteral("slo.yaml"));
    QFile f(m_slo);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("name: tiny\nttft: {threshold_ms: 1000, attainment: 95}\n"
            "tpot: {threshold_ms: 100, attainment: 95}\nmax_error_rate: 1\n");
}

void TestKillTrials::benchKilledAtRandom()
{
    const int trials = trialCount() - trialCount() / 3;
    // One database for every trial, as a user's project database collects run after run.
    const QString db = m_dir.filePath(QStringLiteral("bench.sqlite"));
    int failures = 0, interrupted = 0, completed = 0, beforeTheRun = 0;
    int aimed = 0, killedAimedAtBegin = 0, inStatements = 0, inCommit = 0;
    double requestsChecked = 0;
    const QString trace = m_dir.filePath(QStringLiteral("commit-trace.txt"));
    for (int trial = 0; trial < trials; ++trial) {
        SimServerOptions options;
        options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
        options.service.speed = 20;
        SimServer server(options);
        QVERIFY(server.start());
        qsizetype runsBefore = 0;
        if (QFile::exists(db)) {
            auto database = Database::open(db);
            QVERIFY2(database.ok(), qPrintable(database.error()));
            runsBefore = RunRepository(**database).runs()->size();
        }
        // Every third trial aims at a transaction, during the load (0.5-3.5 s).
        const bool aim = trial % 3 == 2;
        const int rate = 20 + int(m_random.bounded(181)); // 20-200 requests/s: batches of 4-40
        const int delayMs =
            aim ? 500 + int(m_random.bounded(3000)) : killDelayMs(m_random, 5000); // ends at ~4 s
        // Half the runs keep the texts: larger batches, longer commits for a kill to land in.
        const bool storeText = m_random.bounded(2) == 0;
        QFile::remove(trace);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LLMCAP_COMMIT_TRACE"), trace);
        // A trial aimed at a "begin" holds every transaction open for 50 ms after its
        // statements, so that the kill surely lands inside one; a trial aimed at a "commit"
        // takes its chance with the real timing.
        const bool aimAtBegin = aim && aimed % 2 == 0;
        if (aimAtBegin)
            env.insert(QStringLiteral("LLMCAP_COMMIT_HOLD_MS"), QStringLiteral("50"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LLMCAP_CLI_PATH),
                QStringList{
                    QStringLiteral("--db"), db, QStringLiteral("bench"), QStringLiteral("--url"),
                    server.url().toString(), QStringLiteral("--input-tokens"), QStringLiteral("32"),
                    QStringLiteral("--output-tokens"), QStringLiteral("8"),
                    QStringLiteral("--rate"), QString::number(rate), QStringLiteral("--duration"),
                    QStringLiteral("3s"), QStringLiteral("--warmup"), QStringLiteral("0s"),
                    QStringLiteral("--lag-bound"), QStringLiteral("1000")} +
                    (storeText ? QStringList{QStringLiteral("--store-text")} : QStringList()));
        QVERIFY(p.waitForStarted());
        const QUrl metrics = server.url().resolved(QUrl(QStringLiteral("/metrics")));
        QList<std::pair<qint64, double>> finished; // (wall ms, requests the server finished)
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < delayMs && p.state() == QProcess::Running) {
            if (delayMs > 1000) // short delays: no time for a count that counts
                finished.append({QDateTime::currentMSecsSinceEpoch(), finishedRequests(metrics)});
            p.waitForFinished(std::clamp(delayMs - int(timer.elapsed()), 1, 50));
        }
        if (aim && p.state() == QProcess::Running) {
            // The next transaction to begin (or, every other time, to reach its COMMIT), within
            // 2 s: the kill follows that line as fast as this loop sees it (the writer commits
            // a batch every 200 ms).
            const char *word = aimAtBegin ? "begin " : "commit ";
            ++aimed;
            const int seen = tracedLines(trace, word);
            QElapsedTimer wait;
            wait.start();
            while (tracedLines(trace, word) == seen && wait.elapsed() < 2000 &&
                   p.state() == QProcess::Running) {
            }
        }
        const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
        const bool ranToItsEnd = p.state() != QProcess::Running;
        if (!ranToItsEnd)
            ::kill(pid_t(p.processId()), SIGKILL);
        // waitForFinished() is false for a process that has already ended.
        QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10000));
        server.stop();
        if (!ranToItsEnd) {
            killedAimedAtBegin += aimAtBegin ? 1 : 0;
            const QByteArray where = lastTraceWord(trace);
            inStatements += where == "begin";
            inCommit += where == "commit";
        }

        double doneASecondBefore = 0;
        for (const auto &[at, count] : finished)
            if (at <= killedAt - 1000)
                doneASecondBefore = count;

        QString problem;
        auto database = Database::open(db);
        if (!database.ok()) {
            // Killed before the file was an SQLite database of ours: it must not stay unopenable.
            problem = QStringLiteral("does not open: %1").arg(database.error());
        } else if (const QString check = integrity(**database); check != QLatin1String("ok")) {
            problem = QStringLiteral("integrity_check: %1").arg(check);
        } else {
            RunRepository repo(**database);
            const auto runs = repo.runs();
            if (!runs.ok()) {
                problem = runs.error();
            } else if (runs->size() == runsBefore) {
                ++beforeTheRun;
                if (doneASecondBefore > 0)
                    problem = QStringLiteral("no run stored, the server finished %1 requests")
                                  .arg(doneASecondBefore);
            } else {
                // runs() lists the newest first.
                const RunInfo &run = runs->first();
                const auto stored = repo.requests(run.id);
                qint64 succeeded = 0;
                for (const RequestRecord &r : *stored)
                    succeeded += r.succeeded() ? 1 : 0;
                requestsChecked += doneASecondBefore;
                const auto wanted =
                    ranToItsEnd ? RunInfo::Status::Completed : RunInfo::Status::Interrupted;
                if (run.status == RunInfo::Status::Completed)
                    ++completed;
                else if (run.status == RunInfo::Status::Interrupted)
                    ++interrupted;
                if (run.status != wanted && run.status != RunInfo::Status::Completed)
                    problem = QStringLiteral("run %1 is %2")
                                  .arg(run.id)
                                  .arg(RunInfo::statusKey(run.status));
                else if (double(succeeded) < doneASecondBefore)
                    problem = QStringLiteral("%1 requests stored, the server had finished %2 a "
                                             "second before the kill")
                                  .arg(succeeded)
                                  .arg(doneASecondBefore);
            }
        }
        if (!problem.isEmpty()) {
            ++failures;
            qWarning("bench trial %d (rate %d, kill at %d ms): %s", trial, rate, delayMs,
                     qPrintable(problem));
        }
    }
    qInfo("bench kill trials: %d, failures %d (interrupted runs %d, completed %d, killed before "
          "the run's row %d; %.0f requests finished a second before the kills checked)",
          trials, failures, interrupted, completed, beforeTheRun, requestsChecked);
    qInfo("kills inside a transaction: %d in its statements, %d in its COMMIT (%d trials aimed "
          "at one, %d killed while holding one open)",
          inStatements, inCommit, aimed, killedAimedAtBegin);
    QCOMPARE(failures, 0);
    // Every kill aimed at a held transaction lands inside it unless the run ended first.
    if (killedAimedAtBegin >= 1)
        QVERIFY2(inStatements >= 1, "no kill aimed at a held transaction landed inside one");

    // The database the kills left behind lists its runs like any other.
    QProcess results;
    results.start(QStringLiteral(LLMCAP_CLI_PATH),
                  {QStringLiteral("--db"), db, QStringLiteral("results")});
    QVERIFY(results.waitForFinished(60000));
    QVERIFY2(results.exitCode() == 0, results.readAllStandardError().constData());
}

void TestKillTrials::sweepKilledAtRandom()
{
    const int trials = trialCount() / 3;
    if (trials == 0)
        QSKIP("LLMCAP_KILL_TRIALS below 3: no sweep trials");
    auto sweepArgs = [&](const QString &db) {
        return QStringList{QStringLiteral("--db"),
                           db,
                           QStringLiteral("sweep"),
                           QStringLiteral("--builtin"),
                           QStringLiteral("tiny-cpu"),
                           QStringLiteral("--sim-speed"),
                           QStringLiteral("10"),
                           QStringLiteral("--virtual"),
                           QStringLiteral("--input-tokens"),
                           QStringLiteral("200"),
                           QStringLiteral("--output-tokens"),
                           QStringLiteral("100"),
                           QStringLiteral("--slo"),
                           m_slo,
                           QStringLiteral("--start"),
                           QStringLiteral("20"),
                           QStringLiteral("--min-rate"),
                           QStringLiteral("2"),
                           QStringLiteral("--tolerance"),
                           QStringLiteral("0.15"),
                           QStringLiteral("--repeats"),
                           QStringLiteral("1"),
                           QStringLiteral("--step-warmup"),
                           QStringLiteral("500ms"),
                           QStringLiteral("--min-step"),
                           QStringLiteral("1.5s"),
                           QStringLiteral("--max-step"),
                           QStringLiteral("3s"),
                           QStringLiteral("--min-requests"),
                           QStringLiteral("30"),
                           QStringLiteral("--cooldown"),
                           QStringLiteral("200ms"),
                           QStringLiteral("--lag-bound"),
                           QStringLiteral("250")};
    };
    // How long a whole sweep takes here: the kills fall anywhere in it.
    QElapsedTimer timer;
    timer.start();
    {
        QProcess whole;
        const QString json = m_dir.filePath(QStringLiteral("whole.json"));
        whole.start(QStringLiteral(LLMCAP_CLI_PATH),
                    sweepArgs(m_dir.filePath(QStringLiteral("whole.sqlite"))) +
                        QStringList{QStringLiteral("--json"), json});
        QVERIFY(whole.waitForFinished(240000));
        QVERIFY2(whole.exitCode() == 0, whole.readAll().constData());
        QVERIFY(boundaryOf(json).value(QLatin1String("bracketed")).toBool());
    }
    const int spanMs = std::max(500, int(timer.elapsed()));
    qInfo("a whole sweep takes %d ms", spanMs);

    int failures = 0, resumed = 0, beforeTheSweep = 0, ended = 0;
    for (int trial = 0; trial < trials; ++trial) {
        const QString db = m_dir.filePath(QStringLiteral("sweep-%1.sqlite").arg(trial));
        const int delayMs = killDelayMs(m_random, spanMs);
        QProcess p;
        p.start(QStringLiteral(LLMCAP_CLI_PATH), sweepArgs(db));
        QVERIFY(p.waitForStarted());
        p.waitForFinished(std::max(1, delayMs));
        if (p.state() == QProcess::Running)
            ::kill(pid_t(p.processId()), SIGKILL);
        // waitForFinished() is false for a process that has already ended.
        QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(10000));

        QString problem;
        qint64 id = 0;
        SweepInfo::Status status = SweepInfo::Status::Running;
        if (!QFile::exists(db)) {
            ++beforeTheSweep; // killed before it opened the database
        } else if (auto database = Database::open(db); !database.ok()) {
            problem = QStringLiteral("does not open: %1").arg(database.error());
        } else if (const QString check = integrity(**database); check != QLatin1String("ok")) {
            problem = QStringLiteral("integrity_check: %1").arg(check);
        } else if (const auto sweeps = SweepRepository(**database).list(); !sweeps.ok()) {
            problem = sweeps.error();
        } else if (sweeps->isEmpty()) {
            ++beforeTheSweep;
        } else {
            id = sweeps->first().id;
            status = sweeps->first().status;
        }
        if (problem.isEmpty() && id > 0 && status != SweepInfo::Status::Running) {
            ++ended;
        } else if (problem.isEmpty() && id > 0) {
            const QString json = m_dir.filePath(QStringLiteral("resumed-%1.json").arg(trial));
            QProcess resume;
            resume.start(QStringLiteral(LLMCAP_CLI_PATH),
                         {QStringLiteral("--db"), db, QStringLiteral("sweep"),
                          QStringLiteral("--resume"), QString::number(id), QStringLiteral("--json"),
                          json});
            QVERIFY(resume.waitForFinished(240000));
            const QJsonObject boundary = boundaryOf(json);
            if (resume.exitCode() != 0 || !boundary.value(QLatin1String("bracketed")).toBool())
                problem = QStringLiteral("the resume ended with %1 and no boundary: %2")
                              .arg(resume.exitCode())
                              .arg(QString::fromUtf8(resume.readAllStandardError()));
            else
                ++resumed;
        }
        if (!problem.isEmpty()) {
            ++failures;
            qWarning("sweep trial %d (kill at %d ms): %s", trial, delayMs, qPrintable(problem));
        }
    }
    qInfo("sweep kill trials: %d, failures %d (resumed to a boundary %d, killed before the "
          "sweep's row %d, ended before the kill %d)",
          trials, failures, resumed, beforeTheSweep, ended);
    QCOMPARE(failures, 0);
}

QTEST_GUILESS_MAIN(TestKillTrials)
#include "tst_killtrials.moc"
