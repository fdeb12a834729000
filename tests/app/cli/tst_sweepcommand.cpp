// `llmcap-cli sweep` as a user runs it, on the built-in simulated server's engine (tiny-cpu at
// speed 10, short steps) in virtual time (--builtin tiny-cpu --virtual): usage errors, no passing
// step, the --json shape, a sweep killed with SIGKILL that resumes to the same boundary, and a
// plan from its boundary. One sweep runs in real time over HTTP against the built-in server
// (--builtin without --virtual): the suite's end-to-end check of the default step executor.
#include "storage/Database.h"
#include "sweep/SweepRepository.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <QThread>

#include <algorithm>
#include <csignal>

using namespace llmcap;

namespace {

constexpr double kSpeed = 10;
constexpr double kTolerance = 0.15;

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args, int timeoutMs = 600000) // a hang guard
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonObject boundaryOf(const QJsonObject &sweepJson)
{
    return sweepJson.value(QLatin1String("result"))
        .toObject()
        .value(QLatin1String("boundary"))
        .toObject();
}

double num(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

} // namespace

class TestSweepCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void usageErrors_data();
    void usageErrors();
    void noPassingStepExitsOne();
    void runSweepCsvHasTheRunColumns();
    void resumeAsksForTheSecretsNeverStored();
    void killedSweepResumesToTheSameBoundary();
    void builtinServerSweepReachesABoundary();

private:
    QStringList sweepArgs(const QString &db, const QUrl &url, const QString &slo) const;
    // The same sweep on the built-in server's engine in virtual time.
    QStringList virtualSweepArgs(const QString &db, const QString &slo) const;
    QString m_slo;
    QString m_impossibleSlo;
    QTemporaryDir m_dir;
};

void TestSweepCommand::initTestCase()
{
    // The lead's SLO (TTFT 1000 ms, TPOT 100 ms at 95 %) in the replica's own time: a sweep of
    // the built-in server at speed 10 judges it / 10 (SweepSession).
    m_slo = m_dir.filePath(QStringLiteral("slo.yaml"));
    QFile f(m_slo);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("name: tiny\nttft: {threshold_ms: 1000, attainment: 95}\n"
            "tpot: {threshold_ms: 100, attainment: 95}\nmax_error_rate: 1\n");
    f.close();
    m_impossibleSlo = m_dir.filePath(QStringLiteral("impossible.yaml"));
    QFile g(m_impossibleSlo);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("name: impossible\nttft: {threshold_ms: 0.001, attainment: 99}\n");
    g.close();
}

QStringList TestSweepCommand::sweepArgs(const QString &db, const QUrl &url,
                                        const QString &slo) const
{
    return {QStringLiteral("--db"),
            db,
            QStringLiteral("sweep"),
            QStringLiteral("--url"),
            url.toString(),
            QStringLiteral("--input-tokens"),
            QStringLiteral("200"),
            QStringLiteral("--output-tokens"),
            QStringLiteral("100"),
            QStringLiteral("--slo"),
            slo,
            QStringLiteral("--start"),
            QStringLiteral("20"),
            QStringLiteral("--min-rate"),
            QStringLiteral("2"),
            QStringLiteral("--tolerance"),
            QString::number(kTolerance),
            QStringLiteral("--repeats"),
            QStringLiteral("3"),
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
            QStringLiteral("250"), // five helpers share two cores: not client-limited
            QStringLiteral("--drain-timeout"),
            QStringLiteral("20s")};
}

QStringList TestSweepCommand::virtualSweepArgs(const QString &db, const QString &slo) const
{
    QStringList args = sweepArgs(db, QUrl(QStringLiteral("http://unused")), slo);
    args.remove(args.indexOf(QStringLiteral("--url")), 2);
    return args + QStringList{QStringLiteral("--builtin"), QStringLiteral("tiny-cpu"),
                              QStringLiteral("--sim-speed"), QString::number(kSpeed),
                              QStringLiteral("--virtual")};
}

void TestSweepCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList base{"sweep",           "--url", "http://127.0.0.1:9", "--input-tokens", "1",
                           "--output-tokens", "1"};
    QTest::newRow("no slo") << base << "--slo FILE is required";
    QTest::newRow("tolerance") << base + QStringList{"--slo", "SLO", "--tolerance", "tight"}
                               << "take numbers";
    QTest::newRow("step time") << base + QStringList{"--slo", "SLO", "--min-step", "soon"}
                               << "take times";
    QTest::newRow("repeats") << base + QStringList{"--slo", "SLO", "--repeats", "0"}
                             << "repeats must be between 1 and 20";
    QTest::newRow("two repeats") << base + QStringList{"--slo", "SLO", "--repeats", "2"}
                                 << "one degree of freedom";
    QTest::newRow("reopenings") << base + QStringList{"--slo", "SLO", "--max-reopenings", "11"}
                                << "the bracket may be reopened between 0 and 10 times";
    QTest::newRow("reopenings text")
        << base + QStringList{"--slo", "SLO", "--max-reopenings", "few"} << "take numbers";
    QTest::newRow("confirm confidence")
        << base + QStringList{"--slo", "SLO", "--confirm-confidence", "0.3"}
        << "the confirmation's confidence is 0 (none) or between 0.5 and 1, not 0.3";
    QTest::newRow("confirm confidence text")
        << base + QStringList{"--slo", "SLO", "--confirm-confidence", "high"} << "take numbers";
    QTest::newRow("min above max")
        << base + QStringList{"--slo", "SLO", "--min-step", "30s", "--max-step", "10s"}
        << "minimum step length";
    QTest::newRow("resume id") << QStringList{"sweep", "--resume", "last"} << "--resume takes";
    QTest::newRow("argument") << base + QStringList{"--slo", "SLO", "extra"}
                              << "unexpected argument 'extra'";
    const QStringList builtin{"sweep", "--builtin",       "tiny-cpu", "--input-tokens",
                              "1",     "--output-tokens", "1",        "--slo",
                              "SLO"};
    QTest::newRow("spans in virtual time")
        << builtin + QStringList{"--virtual", "--sim-otlp-file", "spans.jsonl"}
        << "--sim-otlp-file needs --builtin PRESET without --virtual";
    QTest::newRow("spans from an endpoint")
        << base + QStringList{"--slo", "SLO", "--sim-otlp-file", "spans.jsonl"}
        << "--sim-otlp-file needs --builtin PRESET without --virtual";
    QTest::newRow("url and builtin") << builtin + QStringList{"--url", "http://127.0.0.1:9"}
                                     << "--url and --builtin exclude each other";
    QTest::newRow("no target") << QStringList{"sweep", "--input-tokens", "1",  "--output-tokens",
                                              "1",     "--slo",          "SLO"}
                               << "--url or --builtin PRESET is required";
    QTest::newRow("unknown preset")
        << QStringList{"sweep", "--builtin", "gpt-9", "--input-tokens", "1", "--output-tokens",
                       "1",     "--slo",     "SLO"}
        << "the built-in server has no preset 'gpt-9' (known: ";
    QTest::newRow("sim speed") << builtin + QStringList{"--sim-speed", "0"}
                               << "--sim-speed takes a number above 0";
    QTest::newRow("virtual without builtin")
        << base + QStringList{"--slo", "SLO", "--virtual"} << "--virtual needs --builtin PRESET";
}

void TestSweepCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    args.replaceInStrings(QStringLiteral("SLO"), m_slo);
    const Run r =
        cli(QStringList{QStringLiteral("--db"), m_dir.filePath(QStringLiteral("u.sqlite"))} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
}

// A stored sweep's secret header is masked: resuming without it would send the mask. The resume
// says what to give again, and goes on once it is given.
void TestSweepCommand::resumeAsksForTheSecretsNeverStored()
{
    const QString db = m_dir.filePath(QStringLiteral("secrets.sqlite"));
    qint64 id = 0;
    {
        auto opened = Database::open(db);
        QVERIFY(opened.ok());
        SweepConfig c;
        c.bench.target.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        c.bench.target.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("hdr-secret")}};
        c.bench.plan.workload = Workload::single(16, 8);
        Slo slo;
        slo.name = QStringLiteral("s");
        slo.objectives = {{SloMetric::Ttft, 1000, 95}};
        c.bench.slo = slo;
        auto created = SweepRepository(**opened).create(c, {});
        QVERIFY2(created.ok(), qPrintable(created.error()));
        id = *created;
    }
    const QStringList resume{QStringLiteral("--db"), db, QStringLiteral("sweep"),
                             QStringLiteral("--resume"), QString::number(id)};
    const Run without = cli(resume);
    QCOMPARE(without.code, 3);
    QVERIFY2(without.err.contains("never stored (header X-Api-Key)"), without.err.constData());
    QVERIFY2(without.err.contains("--header 'NAME: VALUE'"), without.err.constData());
    // Given again, the resume goes on to the endpoint (which is not there).
    const Run with = cli(
        resume + QStringList{QStringLiteral("--header"), QStringLiteral("X-Api-Key: hdr-secret")});
    QCOMPARE(with.code, 3);
    QVERIFY2(!with.err.contains("never stored"), with.err.constData());
    QVERIFY2(with.err.contains("127.0.0.1:9"), with.err.constData());
    // A key from the environment is taken on resume too (it exited 2 asking for
    // --input-tokens).
    qputenv("LLMCAP_TEST_RESUME_KEY", "env-secret");
    const Run withKey =
        cli(resume +
            QStringList{QStringLiteral("--header"), QStringLiteral("X-Api-Key: hdr-secret"),
                        QStringLiteral("--api-key-env"), QStringLiteral("LLMCAP_TEST_RESUME_KEY")});
    QCOMPARE(withKey.code, 3);
    QVERIFY2(withKey.err.contains("127.0.0.1:9"), withKey.err.constData());
    const Run missingKey = cli(resume + QStringList{QStringLiteral("--header"),
                                                    QStringLiteral("X-Api-Key: hdr-secret"),
                                                    QStringLiteral("--api-key-env"),
                                                    QStringLiteral("LLMCAP_TEST_NO_SUCH_KEY")});
    QCOMPARE(missingKey.code, 3);
    QVERIFY2(missingKey.err.contains("LLMCAP_TEST_NO_SUCH_KEY"), missingKey.err.constData());
}

void TestSweepCommand::noPassingStepExitsOne()
{
    QStringList args =
        virtualSweepArgs(m_dir.filePath(QStringLiteral("nopass.sqlite")), m_impossibleSlo);
    args[args.indexOf(QStringLiteral("--min-rate")) + 1] = QStringLiteral("10");
    args << QStringLiteral("--json") << QStringLiteral("-");
    const Run r = cli(args);
    QCOMPARE(r.code, 1);
    // With --json -, the progress lines go to standard error and the document to the output.
    QVERIFY2(r.err.contains("no sustainable rate found"), r.err.constData());
    QVERIFY2(r.err.contains("FAIL"), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!o.isEmpty(), r.out.constData());
    QVERIFY(o.value(QLatin1String("sweep_id")).toInteger() > 0);
    QCOMPARE(o.value(QLatin1String("config"))
                 .toObject()
                 .value(QLatin1String("slo"))
                 .toObject()
                 .value(QLatin1String("name"))
                 .toString(),
             QStringLiteral("impossible"));
    QVERIFY(o.value(QLatin1String("endpoint")).toObject().contains(QStringLiteral("model")));
    const QJsonArray steps = o.value(QLatin1String("steps")).toArray();
    QCOMPARE(steps.size(), 2); // 20 req/s, then 10 req/s; 5 is below --min-rate
    for (const QJsonValue &s : steps) {
        QCOMPARE(s.toObject().value(QLatin1String("verdict")).toString(), QStringLiteral("fail"));
        QVERIFY(!s.toObject().value(QLatin1String("reasons")).toArray().isEmpty());
    }
    const QJsonObject result = o.value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("ending")).toString(), QStringLiteral("no_pass"));
    QCOMPARE(boundaryOf(o).value(QLatin1String("found")).toBool(true), false);
}

// A sweep of a run class (issue 18) writes its steps CSV in runs/s: the unit, the calls/s beside
// the runs/s, and each step's runs with their duration percentiles.
void TestSweepCommand::runSweepCsvHasTheRunColumns()
{
    const QString workload = m_dir.filePath(QStringLiteral("agent.yaml"));
    QFile f(workload);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("name: small agent\nclasses:\n  - name: agent\n    input_tokens: 100\n"
            "    output_tokens: 20\n    run:\n      calls: 3\n      new_tokens: 50\n"
            "      tool_time_ms: 20\n");
    f.close();
    const QString csv = m_dir.filePath(QStringLiteral("run-steps.csv"));
    QStringList args =
        virtualSweepArgs(m_dir.filePath(QStringLiteral("runs.sqlite")), m_impossibleSlo);
    args.remove(args.indexOf(QStringLiteral("--input-tokens")), 4); // and --output-tokens
    args[args.indexOf(QStringLiteral("--start")) + 1] = QStringLiteral("2");
    args[args.indexOf(QStringLiteral("--min-rate")) + 1] = QStringLiteral("1");
    args << QStringLiteral("--workload") << workload << QStringLiteral("--csv") << csv;
    const Run r = cli(args);
    QVERIFY2(r.code == 1, QByteArray(r.out + r.err).constData()); // no step passed
    QVERIFY2(r.out.contains("no step met the SLO, down to 1 runs/s ("), r.out.constData());
    QFile steps(csv);
    QVERIFY(steps.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = steps.readAll().replace("\r\n", "\n").trimmed().split('\n');
    QCOMPARE(lines.size(), 3); // 2 runs/s, then 1 run/s
    const QList<QByteArray> header = lines.first().split(',');
    for (const char *column : {"rate_unit", "offered_calls_per_s", "completed_calls_per_s",
                               "goodput_calls_per_s", "runs", "calls_per_run",
                               "run_duration_p50_ms", "run_duration_p90_ms", "run_duration_p99_ms"})
        QVERIFY2(header.contains(column), lines.first().constData());
    for (const QByteArray &line : lines.mid(1)) {
        const QList<QByteArray> row = line.split(',');
        // A reason may hold a quoted comma: the columns after it count from the end.
        QVERIFY2(row.size() >= header.size(), line.constData());
        const qsizetype reasons = header.indexOf("reasons");
        auto at = [&](const char *column) {
            const qsizetype i = header.indexOf(column);
            return i < reasons ? row.at(i) : row.at(row.size() - header.size() + i);
        };
        QCOMPARE(at("rate_unit"), QByteArray("runs/s"));
        const double offered = at("offered_rps").toDouble();
        const double callsPerRun = at("calls_per_run").toDouble();
        QVERIFY2(callsPerRun >= 2.5 && callsPerRun <= 3.5, line.constData()); // 3 calls a run
        QVERIFY2(at("offered_calls_per_s").toDouble() > 2 * offered, line.constData());
        QVERIFY2(at("runs").toInt() >= 10, line.constData());
        const double p50 = at("run_duration_p50_ms").toDouble();
        QVERIFY2(p50 > 40 && p50 <= at("run_duration_p99_ms").toDouble(), line.constData());
        // The runs completed per second, not the calls.
        QVERIFY2(at("completed_rps").toDouble() < at("completed_calls_per_s").toDouble(),
                 line.constData());
    }
}

// Done when (issue 5): a sweep killed with SIGKILL resumes and reaches the same boundary.
// "The same" as in tst_sweepreproducibility: each boundary inside the other's reported interval
// widened by the search's resolution (--tolerance of its last passing rate). In virtual time a
// sweep runs as fast as the CPU allows, so the test lets the process run in slices of a few
// milliseconds (SIGSTOP, SIGCONT) to kill it in its third step rather than after its end.
void TestSweepCommand::killedSweepResumesToTheSameBoundary()
{
    QElapsedTimer wall;
    wall.start();
    const QString refJson = m_dir.filePath(QStringLiteral("reference.json"));
    const Run reference =
        cli(virtualSweepArgs(m_dir.filePath(QStringLiteral("reference.sqlite")), m_slo) +
            QStringList{QStringLiteral("--json"), refJson});
    QVERIFY2(reference.code == 0, QByteArray(reference.out + reference.err).constData());
    QVERIFY2(reference.out.contains(
                 "built-in server's engine: preset tiny-cpu at 10x speed, in virtual time"),
             reference.out.constData());
    const QJsonObject ref = readJson(refJson);
    QCOMPARE(ref.value(QLatin1String("config"))
                 .toObject()
                 .value(QLatin1String("builtin_server"))
                 .toObject()
                 .value(QLatin1String("virtual_time"))
                 .toBool(),
             true);
    QVERIFY(boundaryOf(ref).value(QLatin1String("bracketed")).toBool());
    // The search ended with its long confirmation runs (--confirm auto: twice --max-step, longer
    // where a confident pass needs more requests at the run's rate), and the rate plans use is
    // at most the rate one held at. Each run's line states its own window; the estimate the
    // window of the run that held, or the longest that ran.
    static const QRegularExpression confirmLine(QStringLiteral("\\(confirmation, (\\d+) s\\)"));
    QList<int> windows;
    for (auto it = confirmLine.globalMatch(QString::fromUtf8(reference.out)); it.hasNext();)
        windows.append(it.next().captured(1).toInt());
    QVERIFY2(!windows.isEmpty(), reference.out.constData());
    const QJsonObject confirmed = boundaryOf(ref);
    QCOMPARE(confirmed.value(QLatin1String("confirm_runs")).toInt(), int(windows.size()));
    for (int w : std::as_const(windows))
        QVERIFY(w >= 6);
    QVERIFY(num(confirmed, "confirm_window_s") >= 6.0);
    QVERIFY(qRound(num(confirmed, "confirm_window_s")) <=
            *std::max_element(windows.cbegin(), windows.cend()));
    if (num(confirmed, "confirmed_rps") > 0) {
        QVERIFY(num(confirmed, "planned_rps") <= num(confirmed, "confirmed_rps"));
        QCOMPARE(qRound(num(confirmed, "confirm_window_s")), windows.last());
    }
    QVERIFY(num(confirmed, "planned_rps") > 0);
    QVERIFY(!confirmed.value(QLatin1String("method")).toString().isEmpty());
    qInfo("uninterrupted sweep in %.1f s:\n%s", double(wall.restart()) / 1000,
          reference.out.constData());

    const QString db = m_dir.filePath(QStringLiteral("killed.sqlite"));
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), virtualSweepArgs(db, m_slo));
    QVERIFY(p.waitForStarted());
    const pid_t pid = pid_t(p.processId());
    // Kill it during a step once at least two steps are stored: it runs in slices of 3 ms and
    // is stopped while its output is read, so it dies inside step 3. The deadline counts the
    // slices it ran, not the wall time: a sanitizer build or a loaded machine needs more of
    // them (the uninterrupted sweep above took 33 s under ASan, its twin fits most of that).
    QByteArray seen;
    QElapsedTimer timer;
    timer.start();
    int slices = 0;
    while (slices < 30000 && timer.elapsed() < 600000 && p.state() == QProcess::Running) {
        ::kill(pid, SIGCONT);
        QThread::msleep(3);
        ::kill(pid, SIGSTOP);
        ++slices;
        p.waitForReadyRead(2);
        seen += p.readAllStandardOutput();
        if (seen.contains("step 3 starting"))
            break;
    }
    QVERIFY2(seen.contains("step 3 starting"), seen.constData());
    ::kill(pid, SIGKILL);
    QVERIFY(p.waitForFinished(5000));
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);

    qint64 id = 0;
    {
        auto database = Database::open(db);
        QVERIFY2(database.ok(), qPrintable(database.error()));
        const auto sweeps = SweepRepository(**database).list();
        QCOMPARE(sweeps->size(), 1);
        id = sweeps->first().id;
        QCOMPARE(sweeps->first().status, SweepInfo::Status::Running); // it never got to finish
        QVERIFY(sweeps->first().stepCount >= 2);
    }

    const QString resumedJson = m_dir.filePath(QStringLiteral("resumed.json"));
    const Run resumed =
        cli({QStringLiteral("--db"), db, QStringLiteral("sweep"), QStringLiteral("--resume"),
             QString::number(id), QStringLiteral("--json"), resumedJson});
    QVERIFY2(resumed.code == 0, QByteArray(resumed.out + resumed.err).constData());
    QVERIFY2(resumed.out.contains("resuming after"), resumed.out.constData());
    qInfo("killed and resumed in %.1f s:\n%s", double(wall.elapsed()) / 1000,
          resumed.out.constData());
    const QJsonObject again = readJson(resumedJson);
    QCOMPARE(again.value(QLatin1String("sweep_id")).toInteger(), id);
    const QJsonObject a = boundaryOf(ref);
    const QJsonObject b = boundaryOf(again);
    QVERIFY(b.value(QLatin1String("bracketed")).toBool());
    for (const auto &[x, y] : {std::pair{a, b}, std::pair{b, a}}) {
        const double slack = kTolerance * num(x, "last_pass_rps");
        QVERIFY2(num(y, "mean_rps") >= num(x, "lower_rps") - slack &&
                     num(y, "mean_rps") <= num(x, "upper_rps") + slack,
                 qPrintable(QStringLiteral("uninterrupted %1 [%2, %3], resumed %4 [%5, %6]")
                                .arg(num(a, "mean_rps"))
                                .arg(num(a, "lower_rps"))
                                .arg(num(a, "upper_rps"))
                                .arg(num(b, "mean_rps"))
                                .arg(num(b, "lower_rps"))
                                .arg(num(b, "upper_rps"))));
    }
    // The step the kill interrupted ran again: as many steps as the search needs, each once.
    const QJsonArray steps = again.value(QLatin1String("steps")).toArray();
    for (int i = 0; i < steps.size(); ++i)
        QCOMPARE(steps.at(i).toObject().value(QLatin1String("index")).toInt(), i);
    QCOMPARE(again.value(QLatin1String("result")).toObject().value(QLatin1String("steps")).toInt(),
             steps.size());
    // Its wall time counts the steps before the kill too (issue 20: only the resumed part).
    double stepWallS = 0;
    for (const QJsonValue &step : steps)
        stepWallS += step.toObject().value(QLatin1String("wall_s")).toDouble();
    const double wallS = again.value(QLatin1String("result"))
                             .toObject()
                             .value(QLatin1String("wall_seconds"))
                             .toDouble();
    QVERIFY2(stepWallS > 0 && wallS >= stepWallS - 0.5,
             qPrintable(QStringLiteral("wall %1 s, steps %2 s").arg(wallS).arg(stepWallS)));

    // A plan takes the stored sweep's boundary; it plans with the lower bound.
    const Run plan = cli({QStringLiteral("--db"), db, QStringLiteral("--json"), QStringLiteral("-"),
                          QStringLiteral("plan"), QStringLiteral("--sizing"),
                          QStringLiteral(LLMCAP_SOURCE_DIR "/resources/demo/sizing-request.yaml"),
                          QStringLiteral("--sweep"), QString::number(id)});
    QVERIFY2(plan.code == 0, plan.err.constData());
    const QByteArray planText = plan.out;
    const QJsonObject planJson = QJsonDocument::fromJson(planText).object();
    QVERIFY2(!planJson.isEmpty(), planText.constData());
    const QJsonArray envelopes = planJson.value(QLatin1String("plan"))
                                     .toObject()
                                     .value(QLatin1String("envelopes"))
                                     .toArray();
    QVERIFY2(!envelopes.isEmpty(), planText.constData());
    for (const QJsonValue &e : envelopes) {
        const QJsonObject sustainable = e.toObject().value(QLatin1String("sustainable")).toObject();
        QCOMPARE(sustainable.value(QLatin1String("source")).toString(), QStringLiteral("sweep"));
        QCOMPARE(sustainable.value(QLatin1String("sweep")).toString(), QString::number(id));
        // The sweep ran the built-in server at kSpeed: the plan's figures are the replica's own
        // (issue 36, item 2), and say so.
        QCOMPARE(num(sustainable, "lower_rps"), num(b, "lower_rps") / kSpeed);
        QCOMPARE(num(sustainable, "rate_rps"), num(b, "mean_rps") / kSpeed);
        QCOMPARE(num(sustainable, "sim_speed"), kSpeed);
    }
}

// Issue 15: `llmcap-cli sweep --builtin PRESET` sweeps the in-process simulated server, as the
// GUI can, and records it so that a resume starts a fresh one like it. The suite's one sweep in
// real time over HTTP (about 15 s): the default step executor end to end.
void TestSweepCommand::builtinServerSweepReachesABoundary()
{
    const QString db = m_dir.filePath(QStringLiteral("builtin.sqlite"));
    const QString json = m_dir.filePath(QStringLiteral("builtin.json"));
    const QString spans = m_dir.filePath(QStringLiteral("builtin-spans.jsonl"));
    QStringList args = sweepArgs(db, QUrl(QStringLiteral("http://unused")), m_slo);
    const qsizetype url = args.indexOf(QStringLiteral("--url"));
    args.remove(url, 2);
    args << QStringLiteral("--builtin") << QStringLiteral("tiny-cpu")
         << QStringLiteral("--sim-speed") << QString::number(kSpeed) << QStringLiteral("--repeats")
         << QStringLiteral("1") << QStringLiteral("--confirm") << QStringLiteral("0")
         << QStringLiteral("--json") << json << QStringLiteral("--sim-otlp-file") << spans;
    const Run r = cli(args);
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(r.out.contains("built-in server: preset tiny-cpu at 10x speed on http://127.0.0.1:"),
             r.out.constData());
    const QJsonObject o = readJson(json);
    const QJsonObject boundary = boundaryOf(o);
    QVERIFY2(boundary.value(QLatin1String("bracketed")).toBool(), r.out.constData());
    QVERIFY(num(boundary, "lower_rps") > 0);
    // The sweep recorded its server: a resume starts a fresh one like it.
    const QJsonObject recorded = o.value(QLatin1String("config"))
                                     .toObject()
                                     .value(QLatin1String("builtin_server"))
                                     .toObject();
    QCOMPARE(recorded.value(QLatin1String("preset")).toString(), QStringLiteral("tiny-cpu"));
    QCOMPARE(recorded.value(QLatin1String("speed")).toDouble(), kSpeed);

    // The server wrote a span per request: every step's requests join theirs.
    const Run joined = cli({"--db", db, "results", "--sweep",
                            QString::number(o.value(QLatin1String("sweep_id")).toInteger()),
                            "--otlp", spans, "--json", "-"});
    QVERIFY2(joined.code == 0, joined.err.constData());
    const QJsonObject split = QJsonDocument::fromJson(joined.out)
                                  .object()
                                  .value(QLatin1String("server_spans"))
                                  .toObject();
    const int requests = split.value(QLatin1String("requests")).toInt();
    QVERIFY2(requests > 0, joined.out.constData());
    QCOMPARE(split.value(QLatin1String("matched_by_trace_id")).toInt(), requests);
    QCOMPARE(split.value(QLatin1String("unmatched_spans")).toInt(), 0);
}

QTEST_GUILESS_MAIN(TestSweepCommand)
#include "tst_sweepcommand.moc"
