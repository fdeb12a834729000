#include "demand/ArrivalTrace.h"
#include "demand/PeakLoadProjector.h"
#include "sizing/SizingRequest.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestPeakLoadProjector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usersTimesActivity_data();
    void usersTimesActivity();
    void missingBehaviourIsAssumedWithARange();
    void directPeakWins();
    void traceGivesThePeak();
    void traceFormats_data();
    void traceFormats();
    void traceIsConfinedToTheRequestsFolder();
    void noLoadIsAProblem();
    void runClassPeakIsInRuns();
};

namespace {

SizingRequest oneClass(const QString &execution = QStringLiteral("interactive"))
{
    SizingRequest r;
    r.classes().append({QStringLiteral("chat"), execution, {}, {}});
    return r;
}

} // namespace

void TestPeakLoadProjector::usersTimesActivity_data()
{
    QTest::addColumn<double>("users");
    QTest::addColumn<double>("runs");
    QTest::addColumn<QString>("window");
    QTest::addColumn<double>("calls");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("peak");
    QTest::addColumn<double>("average");

    // 400 users x 6 runs/h / 3600 s x 1.5 calls x 2.5 = 2.5 calls/s.
    QTest::newRow("demo") << 400.0 << 6.0 << "hour" << 1.5 << 2.5 << 2.5 << 1.0;
    QTest::newRow("per minute") << 50.0 << 1.0 << "minute" << 1.0 << 2.0 << 50.0 / 60 * 2
                                << 50.0 / 60;
    QTest::newRow("agent per workday") << 100.0 << 8.0 << "workday" << 12.0 << 3.0
                                       << 100.0 * 8 / 28800 * 12 * 3 << 100.0 * 8 / 28800 * 12;
    QTest::newRow("batch per day") << 10.0 << 24.0 << "day" << 100.0 << 1.0
                                   << 10.0 * 24 / 86400 * 100 << 10.0 * 24 / 86400 * 100;
}

void TestPeakLoadProjector::usersTimesActivity()
{
    QFETCH(double, users);
    QFETCH(double, runs);
    QFETCH(QString, window);
    QFETCH(double, calls);
    QFETCH(double, ratio);
    SizingRequest r = oneClass();
    r.setClassValue(0, "active_users", users);
    r.setClassValue(0, "runs_per_user", runs);
    r.setClassValue(0, "run_window", window);
    r.setClassValue(0, "calls_per_run", calls);
    r.setClassValue(0, "peak_to_average", ratio);
    r.setClassValue(0, "burst_s", 60);
    r.setClassValue(0, "growth_pct", 20);
    const PeakProjection p = PeakLoadProjector::project(r, 0);
    QCOMPARE(p.method, PeakProjection::Method::UsersActivity);
    QFETCH(double, peak);
    QFETCH(double, average);
    QVERIFY2(qAbs(p.peakRps - peak) < 1e-9 * peak, qPrintable(QString::number(p.peakRps)));
    QVERIFY(qAbs(p.averageRps - average) < 1e-9 * average);
    QCOMPARE(p.peakLowRps, p.peakRps);
    QCOMPARE(p.peakHighRps, p.peakRps);
    QVERIFY(!p.preliminary());
    QCOMPARE(p.growthPct, 20.0);
}

// "We will have 400 users" and nothing else: a preliminary peak from typical values, with the
// range those values allow, and every assumption listed.
void TestPeakLoadProjector::missingBehaviourIsAssumedWithARange()
{
    SizingRequest r = oneClass(QStringLiteral("agentic"));
    r.setClassValue(0, "active_users", 400);
    const PeakProjection p = PeakLoadProjector::project(r, 0);
    QCOMPARE(p.method, PeakProjection::Method::UsersActivity);
    QVERIFY(p.preliminary());
    // agentic: 2 runs/h (0.5-6), 10 calls (5-30), peak/average 3 (2-5)
    QCOMPARE(p.peakRps, 400.0 * 2 / 3600 * 10 * 3);
    QCOMPARE(p.peakLowRps, 400.0 * 0.5 / 3600 * 5 * 2);
    QCOMPARE(p.peakHighRps, 400.0 * 6 / 3600 * 30 * 5);
    QStringList assumedFields;
    for (const PlanAssumption &a : p.assumptions)
        if (a.assumed)
            assumedFields << a.field;
    for (const char *f :
         {"runs_per_user", "calls_per_run", "peak_to_average", "burst_s", "growth_pct"})
        QVERIFY2(assumedFields.contains(QLatin1String(f)), f);
}

void TestPeakLoadProjector::directPeakWins()
{
    SizingRequest r = oneClass();
    r.setClassValue(0, "active_users", 400);
    r.setClassValue(0, "peak_rps", 3.0);
    r.setClassValue(0, "peak_to_average", 3.0);
    const PeakProjection p = PeakLoadProjector::project(r, 0);
    QCOMPARE(p.method, PeakProjection::Method::DirectPeak);
    QCOMPARE(p.peakRps, 3.0);
    QCOMPARE(p.averageRps, 1.0);
}

void TestPeakLoadProjector::traceGivesThePeak()
{
    QTemporaryDir dir;
    QFile f(dir.filePath("arrivals.csv"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("timestamp,prompt_tokens\n");
    // One arrival per second for 100 s, then 30 arrivals within the next 10 s.
    for (int i = 0; i < 100; ++i)
        f.write(QByteArray::number(i) + ",100\n");
    for (int i = 0; i < 30; ++i)
        f.write(QByteArray::number(100 + i / 3.0, 'f', 3) + ",100\n");
    f.close();
    SizingRequest r = oneClass();
    r.setClassValue(0, "trace", "arrivals.csv");
    r.setClassValue(0, "burst_s", 10);
    const PeakProjection p = PeakLoadProjector::project(r, 0, dir.path());
    QCOMPARE(p.method, PeakProjection::Method::Trace);
    QCOMPARE(p.peakRps, 3.0);
    QVERIFY(p.averageRps > 1.0 && p.averageRps < 1.3);
    // A description instead of a path is left alone.
    r.setClassValue(0, "trace", "ask the data team");
    r.setClassValue(0, "active_users", 10);
    QCOMPARE(PeakLoadProjector::project(r, 0, dir.path()).method,
             PeakProjection::Method::UsersActivity);
}

void TestPeakLoadProjector::traceFormats_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("arrivals");
    QTest::addColumn<double>("span");

    QTest::newRow("plain seconds") << QByteArray("0\n0.5\n1\n# comment\n\n2\n") << 4 << 2.0;
    QTest::newRow("csv with column") << QByteArray("id,time\na,10\nb,11\nc,14\n") << 3 << 4.0;
    QTest::newRow("json lines") << QByteArray("{\"timestamp\": 1.5, \"prompt\": \"x\"}\n"
                                              "{\"timestamp\": 3.5}\n")
                                << 2 << 2.0;
    // Found by fuzz_trace: a plain line after a JSON line read cells.at(-1) and crashed.
    QTest::newRow("json then plain") << QByteArray("{\"timestamp\": 1.5}\n2.5\n3\n") << 3 << 1.5;
    QTest::newRow("iso times") << QByteArray("2025-06-01T10:00:00Z\n2025-06-01T10:01:00Z\n") << 2
                               << 60.0;
}

void TestPeakLoadProjector::traceFormats()
{
    QFETCH(QByteArray, text);
    auto t = ArrivalTrace::parse(text, "trace");
    QVERIFY2(t.ok(), qPrintable(t.error()));
    QTEST(int(t->size()), "arrivals");
    QTEST(t->spanS(), "span");
    QVERIFY(!ArrivalTrace::parse("time\nyesterday\n", "bad").ok());
    QVERIFY(ArrivalTrace::parse("time\nyesterday\n", "bad").error().contains("bad:2"));
}

// Issue 20: a request's trace: field named ~/.git-credentials, and its first 60 characters
// reached stdout, the PDF and the JSON. A request reads only files in its own folder, and a
// file that is not a trace is reported without quoting it.
void TestPeakLoadProjector::traceIsConfinedToTheRequestsFolder()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("request")));
    const QString folder = dir.filePath(QStringLiteral("request"));
    const QByteArray secret = "https://alice:ghp_abcdefghijklmnopqrstuvwxyz0123@github.com\n";
    for (const QString &path : {dir.filePath(QStringLiteral("credentials")),
                                QDir(folder).filePath(QStringLiteral("notes.txt"))}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(secret);
    }
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("credentials")),
                        QDir(folder).filePath(QStringLiteral("link.csv"))));
    SizingRequest r = oneClass();
    r.setClassValue(0, "active_users", 10);
    auto notes = [](const PeakProjection &p) {
        QStringList all;
        for (const PlanAssumption &a : p.assumptions)
            all << a.text;
        return all.join(QLatin1Char('\n'));
    };
    for (const QString &named : {dir.filePath(QStringLiteral("credentials")),
                                 QStringLiteral("../credentials"), QStringLiteral("link.csv")}) {
        r.setClassValue(0, "trace", named);
        const PeakProjection p = PeakLoadProjector::project(r, 0, folder);
        QCOMPARE(p.method, PeakProjection::Method::UsersActivity);
        QVERIFY2(notes(p).contains(QLatin1String("outside the request's folder")),
                 qPrintable(notes(p)));
        QVERIFY2(!notes(p).contains(QLatin1String("ghp_")), qPrintable(notes(p)));
    }
    // Beside the request but not a trace: an error that quotes none of it.
    r.setClassValue(0, "trace", "notes.txt");
    const PeakProjection p = PeakLoadProjector::project(r, 0, folder);
    QCOMPARE(p.method, PeakProjection::Method::UsersActivity);
    QVERIFY2(notes(p).contains(QLatin1String("notes.txt:1")), qPrintable(notes(p)));
    QVERIFY2(!notes(p).contains(QLatin1String("alice")) &&
                 !notes(p).contains(QLatin1String("ghp_")),
             qPrintable(notes(p)));
}

void TestPeakLoadProjector::noLoadIsAProblem()
{
    SizingRequest r = oneClass();
    const PeakProjection p = PeakLoadProjector::project(r, 0);
    QCOMPARE(p.method, PeakProjection::Method::None);
    QVERIFY(p.problem.contains("chat"));
    QVERIFY(p.preliminary());
}

// Issue 18: a class planned in runs counts runs at the peak, users x runs per window x
// peak-to-average, and states the calls/s they make; a measured peak (calls/s) is divided by
// the calls per run.
void TestPeakLoadProjector::runClassPeakIsInRuns()
{
    SizingRequest r = oneClass(QStringLiteral("agentic"));
    r.setClassValue(0, QStringLiteral("active_users"), 100);
    r.setClassValue(0, QStringLiteral("runs_per_user"), 8);
    r.setClassValue(0, QStringLiteral("run_window"), QStringLiteral("workday"));
    r.setClassValue(0, QStringLiteral("calls_per_run"), 12);
    r.setClassValue(0, QStringLiteral("peak_to_average"), 3);
    const PeakProjection runs = PeakLoadProjector::project(r, 0, {}, true);
    QCOMPARE(runs.rateUnit, QString("runs/s"));
    QVERIFY(qFuzzyCompare(runs.peakRps, 100.0 * 8 / 28800 * 3));
    QVERIFY(qFuzzyCompare(runs.averageRps, 100.0 * 8 / 28800));
    QCOMPARE(runs.callsPerRun, 12.0);
    QVERIFY(qFuzzyCompare(runs.peakCallsRps(), 100.0 * 8 / 28800 * 12 * 3));
    // The same class in calls: the peak in calls/s is what runs/s x calls per run gives.
    const PeakProjection calls = PeakLoadProjector::project(r, 0);
    QCOMPARE(calls.rateUnit, QString("req/s"));
    QVERIFY(qFuzzyCompare(calls.peakRps, runs.peakCallsRps()));
    QVERIFY2(runs.formula.first().contains("runs/s"), qPrintable(runs.formula.first()));
    // Unknown calls per run: the typical agentic range widens the runs/s range less than the
    // calls/s one (it leaves calls per run out).
    r.setClassValue(0, QStringLiteral("calls_per_run"), QJsonValue());
    const PeakProjection assumed = PeakLoadProjector::project(r, 0, {}, true);
    QVERIFY(qFuzzyCompare(assumed.peakRps, runs.peakRps));
    QCOMPARE(assumed.callsPerRun, PeakLoadProjector::typical("agentic", "calls_per_run").value);

    // A measured peak of 6 calls/s at 12 calls per run: 0.5 runs/s.
    r.setClassValue(0, QStringLiteral("calls_per_run"), 12);
    r.setClassValue(0, QStringLiteral("peak_rps"), 6);
    const PeakProjection direct = PeakLoadProjector::project(r, 0, {}, true);
    QCOMPARE(direct.method, PeakProjection::Method::DirectPeak);
    QCOMPARE(direct.peakRps, 0.5);
    QCOMPARE(direct.peakCallsRps(), 6.0);
}

QTEST_APPLESS_MAIN(TestPeakLoadProjector)
#include "tst_peakloadprojector.moc"
