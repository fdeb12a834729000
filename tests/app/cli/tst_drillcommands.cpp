// Drills against real endpoints run the user's commands (issue 19): two `llmcap-cli serve-sim`
// processes behind the client-side round-robin, a lose drill whose command kills replica 2's
// process and a restore drill whose command starts a new one on the same port. The replica
// leaves the rotation at the loss, gets no request while it is down, and comes back once the
// new process answers GET /health.
#include "validation/LiveValidation.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace llmcap;

namespace {

// Starts serve-sim on a free port; returns its root URL, or empty.
QUrl startServer(QProcess &p)
{
    p.start(QStringLiteral(LLMCAP_CLI_PATH),
            {QStringLiteral("serve-sim"), QStringLiteral("--preset"), QStringLiteral("tiny-cpu"),
             QStringLiteral("--speed"), QStringLiteral("10"), QStringLiteral("--port"),
             QStringLiteral("0")});
    QByteArray out;
    while (p.waitForReadyRead(20000)) {
        out += p.readAllStandardOutput();
        const auto m = QRegularExpression(QStringLiteral("listening on (http://\\S+)"))
                           .match(QString::fromUtf8(out));
        if (m.hasMatch())
            return QUrl(m.captured(1)).adjusted(QUrl::RemovePath);
    }
    return {};
}

bool writeFile(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TestDrillCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loseAndRestoreCommandsStopAndStartTheReplica();
};

void TestDrillCommands::loseAndRestoreCommandsStopAndStartTheReplica()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess first, second;
    const QUrl one = startServer(first);
    const QUrl two = startServer(second);
    QVERIFY(!one.isEmpty() && !two.isEmpty());
    const qint64 secondPid = second.processId();
    // The commands find each replica's process and port in files named by {replica}.
    QVERIFY(
        writeFile(dir.filePath(QStringLiteral("r1.pid")), QByteArray::number(first.processId())));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("r2.pid")), QByteArray::number(secondPid)));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("r2.port")), QByteArray::number(two.port())));

    FleetValidationRequest request;
    request.replicas = 2;
    request.strategy = LoadBalancer::Strategy::RoundRobin;
    request.startupS = 1;
    request.workload = Workload::single(64, 16);
    request.rateRps = 6;
    request.durationS = 20;
    request.seed = 5;
    request.slo.name = QStringLiteral("drill commands");
    request.slo.objectives = {{SloMetric::Ttft, 2000, 90}};
    request.slo.maxErrorRatePct = 50;
    request.drills =
        *DrillScript::parse(QStringLiteral("at 6s: lose replica 2\n"
                                           "at 12s: restore replica 2, start-up 1s\n"));
    LiveTarget target;
    target.kind = LiveTarget::Kind::Replicas;
    target.urls = {one, two};
    const QString d = dir.path();
    QVERIFY(
        target.addDrillCommand(QStringLiteral("lose=kill $(cat %1/r{replica}.pid)").arg(d)).ok());
    QVERIFY(target
                .addDrillCommand(QStringLiteral("restore=%1 serve-sim --preset tiny-cpu --speed 10 "
                                                "--port $(cat %2/r{replica}.port) "
                                                "> %2/r{replica}.log 2>&1 & echo $! > "
                                                "%2/r{replica}.pid")
                                     .arg(QStringLiteral(LLMCAP_CLI_PATH), d))
                .ok());
    target.healthTimeoutS = 20;

    LiveDetails details;
    const auto report = LiveValidation::run(request, target, &details);
    // Whatever happened, the restarted server goes.
    QFile pidFile(dir.filePath(QStringLiteral("r2.pid")));
    const qint64 restarted =
        pidFile.open(QIODevice::ReadOnly) ? pidFile.readAll().trimmed().toLongLong() : 0;
    if (restarted > 0 && restarted != secondPid)
        ::kill(pid_t(restarted), SIGTERM);
    const QString notes = details.notes.join(u'\n');
    QVERIFY2(report.ok(), qPrintable(report.error()));
    qInfo().noquote() << notes;

    // The lose command ended the first process of replica 2 (serve-sim ends cleanly on SIGTERM);
    // the restore command started another (its pid replaced the file's).
    QVERIFY(second.state() == QProcess::NotRunning || second.waitForFinished(5000));
    QVERIFY2(restarted > 0 && restarted != secondPid, qPrintable(notes));
    QCOMPARE(first.state(), QProcess::Running);
    QVERIFY2(notes.contains(QStringLiteral("ran for replica 2: kill")), qPrintable(notes));
    QVERIFY2(
        notes.contains(
            QStringLiteral("ran for replica 2: %1 serve-sim").arg(QStringLiteral(LLMCAP_CLI_PATH))),
        qPrintable(notes));

    // No request reaches replica 2 between the loss and its return; after it answers
    // /health it serves again, from the new process.
    int beforeLoss = 0, whileDown = 0, afterReturn = 0, servedAfterReturn = 0;
    for (const RequestRecord &r : details.records) {
        const double at = double(r.scheduledNs) / 1e9;
        if (r.replica != 1)
            continue;
        if (at < 5.5)
            ++beforeLoss;
        else if (at > 6.5 && at < 12)
            ++whileDown;
        else if (at > 14) {
            ++afterReturn;
            if (r.error == ErrorCategory::None && r.completionTokens > 0)
                ++servedAfterReturn;
        }
    }
    QVERIFY2(beforeLoss >= 10, qPrintable(QString::number(beforeLoss)));
    QCOMPARE(whileDown, 0);
    QVERIFY2(afterReturn >= 5, qPrintable(QString::number(afterReturn)));
    QCOMPARE(servedAfterReturn, afterReturn);
    QCOMPARE(report->drills.size(), 2);

    first.terminate();
    first.waitForFinished(5000);
}

QTEST_GUILESS_MAIN(TestDrillCommands)
#include "tst_drillcommands.moc"
