// The files under examples/ as the README and docs use them, so that they never rot: the coding
// assistant's two run classes (a ten-call coding agent and a multi-turn chat) sweep to their
// boundaries on the built-in 8B server in virtual time, and the sizing request's plan gives
// runs/s and replicas for each (issue 18's Done-when).
#include "CliProcess.h"

#include "plan/PlanInput.h"
#include "slo/Slo.h"
#include "workload/Workload.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

CliRun cli(const QStringList &args)
{
    return runCli(args, 240000);
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QString example(const QString &relative)
{
    return QDir(QStringLiteral(LLMCAP_SOURCE_DIR "/examples")).filePath(relative);
}

} // namespace

class TestExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyExampleFileReads();
    void codingAssistantSweepsAndPlansInRuns();

private:
    // A virtual sweep of one example workload; its JSON's "result", or empty on failure.
    QJsonObject sweep(const QString &workload, const QString &json);
    QTemporaryDir m_dir;
    QString m_db;
};

void TestExamples::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("examples.db"));
}

// Every file under examples/ reads as what its folder says it is, without an error.
void TestExamples::everyExampleFileReads()
{
    int files = 0;
    QDirIterator it(QStringLiteral(LLMCAP_SOURCE_DIR "/examples"), {QStringLiteral("*.yaml")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString kind = QFileInfo(path).dir().dirName();
        QString error;
        if (kind == QLatin1String("workloads"))
            error = llmcap::Workload::load(path).error();
        else if (kind == QLatin1String("slo"))
            error = llmcap::Slo::load(path).error();
        else if (kind == QLatin1String("sizing"))
            error = llmcap::PlanInput::load(path).error();
        else
            QFAIL(qPrintable(QStringLiteral("no reader for %1").arg(path)));
        QVERIFY2(error.isEmpty(), qPrintable(path + QStringLiteral(": ") + error));
        ++files;
    }
    QVERIFY(files >= 5);
}

QJsonObject TestExamples::sweep(const QString &workload, const QString &json)
{
    const CliRun run =
        cli({QStringLiteral("sweep"), QStringLiteral("--db"), m_db, QStringLiteral("--builtin"),
             QStringLiteral("llama-3.1-8b-h100"), QStringLiteral("--virtual"),
             QStringLiteral("--workload"), example(workload), QStringLiteral("--slo"),
             example(QStringLiteral("slo/coding-agent.yaml")), QStringLiteral("--json"), json});
    if (run.code != 0) {
        qWarning("sweep of %s: exit %d\n%s", qPrintable(workload), run.code, run.err.constData());
        return {};
    }
    return readJson(json).value(QLatin1String("result")).toObject();
}

void TestExamples::codingAssistantSweepsAndPlansInRuns()
{
    const QJsonObject agent = sweep(QStringLiteral("workloads/coding-agent.yaml"),
                                    m_dir.filePath(QStringLiteral("agent.json")));
    const QJsonObject chat =
        sweep(QStringLiteral("workloads/chat.yaml"), m_dir.filePath(QStringLiteral("chat.json")));
    QVERIFY(!agent.isEmpty() && !chat.isEmpty());
    for (const QJsonObject &r : {agent, chat}) {
        QCOMPARE(r.value(QLatin1String("rate_unit")).toString(), QStringLiteral("runs/s"));
        QCOMPARE(r.value(QLatin1String("ending")).toString(), QStringLiteral("bracketed"));
        QVERIFY(r.value(QLatin1String("goodput_at_boundary_rps")).toDouble() > 0);
    }
    // The agent's runs make ten calls plus retries of failed tool calls (5 %, up to two).
    const double agentCalls = agent.value(QLatin1String("calls_per_run")).toDouble();
    QVERIFY2(agentCalls > 10 && agentCalls < 11.5, qPrintable(QString::number(agentCalls)));
    // A chat of one to three turns (mean 1.7) sustains far more runs than ten-call agent runs.
    const double chatCalls = chat.value(QLatin1String("calls_per_run")).toDouble();
    QVERIFY2(chatCalls > 1.4 && chatCalls < 2.0, qPrintable(QString::number(chatCalls)));
    QVERIFY(chat.value(QLatin1String("goodput_at_boundary_rps")).toDouble() >
            10 * agent.value(QLatin1String("goodput_at_boundary_rps")).toDouble());

    const QString planJson = m_dir.filePath(QStringLiteral("plan.json"));
    const CliRun plan =
        cli({QStringLiteral("plan"), QStringLiteral("--db"), m_db, QStringLiteral("--sizing"),
             example(QStringLiteral("sizing/coding-agent.yaml")), QStringLiteral("--sweep"),
             QStringLiteral("coding agent=%1").arg(agent.value(QLatin1String("sweep_id")).toInt()),
             QStringLiteral("--sweep"),
             QStringLiteral("chat=%1").arg(chat.value(QLatin1String("sweep_id")).toInt()),
             QStringLiteral("--json"), planJson});
    QVERIFY2(plan.code == 0, plan.err.constData());
    QVERIFY2(plan.out.contains("Envelope coding agent: peak 0.6667 runs/s"), plan.out.constData());
    const QJsonObject p = readJson(planJson).value(QLatin1String("plan")).toObject();
    const QJsonArray envelopes = p.value(QLatin1String("envelopes")).toArray();
    QCOMPARE(envelopes.size(), 2);
    for (const QJsonValue &v : envelopes) {
        const QJsonObject e = v.toObject();
        const QString id = e.value(QLatin1String("id")).toString();
        QVERIFY2(e.value(QLatin1String("planned")).toBool(), qPrintable(id));
        QCOMPARE(e.value(QLatin1String("rate_unit")).toString(), QStringLiteral("runs/s"));
        // Both units: runs/s per replica and the calls/s they make.
        const double runs = e.value(QLatin1String("planned_per_replica")).toDouble();
        const double calls = e.value(QLatin1String("planned_calls_per_s_per_replica")).toDouble();
        const double perRun = e.value(QLatin1String("calls_per_run")).toDouble();
        QVERIFY2(runs > 0 && std::abs(calls - runs * perRun) < 1e-9 * calls, qPrintable(id));
        // 300 users x 4 tasks an hour x peak-to-average 2 = 0.667 runs/s for the agent;
        // 300 x 3 an hour x 2.5 = 0.625 runs/s for the chat.
        const double peak = e.value(QLatin1String("peak_rps")).toDouble();
        QVERIFY2(std::abs(peak - (id == QLatin1String("chat") ? 0.625 : 2.0 / 3)) < 1e-6,
                 qPrintable(id));
    }
    // The agent's replicas: its peak over what one replica sustains, then the reserve for a
    // replica's loss and the rollout surge.
    const QJsonObject totals = p.value(QLatin1String("totals")).toObject();
    QVERIFY(totals.value(QLatin1String("replicas")).toInt() >= 7);
}

QTEST_GUILESS_MAIN(TestExamples)
#include "tst_examples.moc"
