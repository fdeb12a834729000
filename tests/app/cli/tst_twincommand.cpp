#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(90'000)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

// `llmcap-cli twin`: parse, one call (TwinEstimate), print. The estimate itself is
// tst_twinestimate's; here the command line, the text, the JSON and the exit codes.
class TestTwinCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twinOfAStoredSweep();
    void refusals_data();
    void refusals();

private:
    QTemporaryDir m_dir;
};

void TestTwinCommand::twinOfAStoredSweep()
{
    const QString db = m_dir.filePath(QStringLiteral("twin.sqlite"));
    const QString slo = m_dir.filePath(QStringLiteral("slo.yaml"));
    QFile f(slo);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("name: chat\nttft: {threshold_ms: 1000, attainment: 95}\n"
            "tpot: {threshold_ms: 100, attainment: 95}\nmax_error_rate: 1\n");
    f.close();
    const Run sweep = cli({"--db", db, "sweep", "--builtin", "tiny-cpu", "--sim-speed", "4",
                           "--virtual", "--input-tokens", "200", "--output-tokens", "100", "--slo",
                           slo, "--max-step", "30", "--confirm", "60"});
    QVERIFY2(sweep.code == 0, QByteArray(sweep.out + sweep.err).constData());

    const QString json = m_dir.filePath(QStringLiteral("twin.json"));
    const Run twin =
        cli({"--db", db, "--json", json, "twin", "--sweep", "1", "--draws", "8", "--run-s", "900"});
    QVERIFY2(twin.code == 0, QByteArray(twin.out + twin.err).constData());
    QVERIFY2(twin.out.contains("modeled long-run boundary: "), twin.out.constData());
    QVERIFY2(twin.out.contains("measured by the sweep's short steps: "), twin.out.constData());
    QVERIFY2(twin.out.contains("check: the twin reproduces every step"), twin.out.constData());
    QVERIFY2(twin.out.contains("4x speed"), twin.out.constData());
    QFile out(json);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(out.readAll()).object();
    const double modeled = o["modeled"]["boundary_rps"].toDouble();
    const double measured = o["measured"]["boundary_rps"].toDouble();
    // Both in the replica's own time: tiny-cpu sustains about 2 req/s of this chat at speed 1.
    QVERIFY2(modeled > 1.5 && modeled < 2.5, qPrintable(QString::number(modeled)));
    QVERIFY2(measured > 1.2 && measured < 3, qPrintable(QString::number(measured)));
    QCOMPARE(o["sim_speed"].toDouble(), 4.0);
    QVERIFY(o["check"]["pass"].toBool());
}

void TestTwinCommand::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("no sweep") << QStringList{"twin"} << 2 << "--sweep takes a stored sweep's id";
    QTest::newRow("bad id") << QStringList{"twin", "--sweep", "x"} << 2
                            << "--sweep takes a stored sweep's id";
    QTest::newRow("draws") << QStringList{"twin", "--sweep", "1", "--draws", "0"} << 2
                           << "--draws takes 1 to 1000";
    QTest::newRow("unknown") << QStringList{"twin", "--sweep", "4242"} << 3 << "4242";
}

void TestTwinCommand::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = cli(QStringList{"--db", m_dir.filePath(QStringLiteral("empty.sqlite"))} + args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one line
}

QTEST_GUILESS_MAIN(TestTwinCommand)
#include "tst_twincommand.moc"
