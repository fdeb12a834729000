// `llmcap-cli telemetry` end to end, as a user runs it: import a Langfuse export full of
// recognisable secrets, list, analyse, derive a workload, trace and sizing answers, make a plan
// from them and run the derived workload and trace through `bench` against the built-in server;
// then grep the database, its key folder and every file written for the secrets.
#include "TelemetryFixtures.h"

#include "sim/SimPresetCatalog.h"
#include "simserver/SimServer.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;
using namespace llmcap::test;

namespace {

struct Run
{
    int code;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LLMCAP_NO_KEYRING"), QStringLiteral("1"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LLMCAP_CLI_PATH), args);
    if (!p.waitForFinished(600000)) // a hang guard
        return {-1, {}, {}};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

// Requests a bench run's JSON counts as succeeded.
int succeeded(const QString &benchJson)
{
    return readJson(benchJson)
        .value(QStringLiteral("metrics"))
        .toObject()
        .value(QStringLiteral("overall"))
        .toObject()
        .value(QStringLiteral("succeeded"))
        .toInt();
}

} // namespace

class TestTelemetryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(
            QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
    }

    void importListAnalyzeDeriveAndPlan();
    void mostlyUnreadableImportsNothing();
    void refusesParquetAndNamesTheSetting();
    void usageErrors();

private:
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    QTemporaryDir m_dir;
    QString m_db;
};

void TestTelemetryCommand::importListAnalyzeDeriveAndPlan()
{
    LangfuseFixture f;
    f.observations = 400;
    f.secrets = true;
    const QString file = path("observations.jsonl");
    QVERIFY(writeLangfuse(file, f));
    QVERIFY(!leakedSecrets(QString::fromUtf8(readAll(file))).isEmpty()); // the fixture has them

    Run r = cli({QStringLiteral("telemetry"), QStringLiteral("import"), file,
                 QStringLiteral("--format"), QStringLiteral("langfuse"), QStringLiteral("--name"),
                 QStringLiteral("week-48"), QStringLiteral("--db"), m_db});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("Imported \"week-48\""), r.out.constData());
    QVERIFY2(r.out.contains("Latency unit: s"), r.out.constData());

    // The same file again: a second dataset with a unique name, the same pseudonyms.
    r = cli({QStringLiteral("telemetry"), QStringLiteral("import"), file,
             QStringLiteral("--format"), QStringLiteral("langfuse"), QStringLiteral("--name"),
             QStringLiteral("week-48"), QStringLiteral("--db"), m_db});
    QVERIFY2(r.code == 0, r.err.constData());

    r = cli({QStringLiteral("telemetry"), QStringLiteral("list"), QStringLiteral("--db"), m_db,
             QStringLiteral("--json"), QStringLiteral("-")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonArray datasets =
        QJsonDocument::fromJson(r.out).object().value(QStringLiteral("datasets")).toArray();
    QCOMPARE(datasets.size(), 2);
    const QJsonObject first = datasets.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("week-48"));
    QVERIFY(datasets.at(1).toObject().value(QStringLiteral("name")).toString() !=
            QStringLiteral("week-48"));
    QCOMPARE(first.value(QStringLiteral("records")).toInt(), f.observations);
    QCOMPARE(first.value(QStringLiteral("runs")).toInt(), f.observations / f.perRun);
    QVERIFY(first.value(QStringLiteral("llm_calls")).toInt() > 0);
    QVERIFY(!first.value(QStringLiteral("retention")).toObject().isEmpty());

    const QString analysis = path("shape.json");
    r = cli({QStringLiteral("telemetry"), QStringLiteral("analyze"), QStringLiteral("week-48"),
             QStringLiteral("--db"), m_db, QStringLiteral("--json"), analysis});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject shape = readJson(analysis);
    QVERIFY2(!shape.isEmpty(), readAll(analysis).constData());
    QVERIFY(r.out.isEmpty() || !leakedSecrets(QString::fromUtf8(r.out)).size());
    r = cli({QStringLiteral("telemetry"), QStringLiteral("analyze"), QStringLiteral("week-48"),
             QStringLiteral("--db"), m_db});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("p99"), r.out.constData());
    const QByteArray analysisText = r.out;

    const QString workload = path("derived-workload.yaml");
    const QString trace = path("derived-trace.jsonl");
    const QString sizing = path("sizing-measured.yaml");
    r = cli({QStringLiteral("telemetry"), QStringLiteral("derive"), QStringLiteral("week-48"),
             QStringLiteral("--db"), m_db, QStringLiteral("--workload"), workload,
             QStringLiteral("--trace"), trace, QStringLiteral("--sizing"),
             QStringLiteral(LLMCAP_SOURCE_DIR "/resources/demo/sizing-request.yaml"),
             QStringLiteral("--sizing-out"), sizing});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(QFile::exists(workload));
    QVERIFY(QFile::exists(trace));
    QVERIFY(QFile::exists(sizing));
    const QByteArray traceText = readAll(trace);
    QVERIFY(traceText.count('\n') >= f.observations / f.perRun);
    QVERIFY2(traceText.contains("\"run_id\""), traceText.left(400).constData());

    // A plan from the filled sizing request lists its workload answers as measured.
    const QString planJson = path("plan.json");
    const QString planCsv = path("plan.csv");
    const QString questionnaire = path("questionnaire.md");
    const QString planPdf = path("plan.pdf");
    r = cli({QStringLiteral("plan"), QStringLiteral("--sizing"), sizing,
             QStringLiteral("--simulate"), QStringLiteral("--db"), m_db, QStringLiteral("--json"),
             planJson, QStringLiteral("--csv"), planCsv, QStringLiteral("--markdown"),
             questionnaire, QStringLiteral("--pdf"), planPdf});
    QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
    const QByteArray plan = readAll(planJson);
    QVERIFY2(plan.contains("measured"), plan.left(2000).constData());
    QVERIFY2(plan.contains("week-48"), plan.left(2000).constData());
    // The PDF's text, when poppler's pdftotext is there (its streams are compressed).
    QString pdfText;
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (!pdftotext.isEmpty()) {
        QProcess p;
        p.start(pdftotext, {planPdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        pdfText = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(pdfText.contains(QStringLiteral("week-48")), qPrintable(pdfText.left(3000)));
    }

    // The derived workload and trace run through `bench` against the built-in server.
    SimServerOptions options;
    options.service.preset = *SimPresetCatalog::builtin().find(QStringLiteral("tiny-cpu"));
    options.service.speed = 20;
    SimServer server(options);
    QVERIFY(server.start());
    const QString url = server.url().toString();
    const QString benchWorkload = path("bench-workload.json");
    r = cli({QStringLiteral("bench"), QStringLiteral("--url"), url, QStringLiteral("--workload"),
             workload, QStringLiteral("--rate"), QStringLiteral("4"), QStringLiteral("--duration"),
             QStringLiteral("3s"), QStringLiteral("--db"), m_db, QStringLiteral("--json"),
             benchWorkload, QStringLiteral("--lag-bound"), QStringLiteral("1000")});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(succeeded(benchWorkload) > 0, readAll(benchWorkload).left(2000).constData());
    const QString benchTrace = path("bench-trace.json");
    r = cli({QStringLiteral("bench"), QStringLiteral("--url"), url, QStringLiteral("--trace"),
             trace, QStringLiteral("--time-scale"), QStringLiteral("0.05"),
             QStringLiteral("--duration"), QStringLiteral("3s"), QStringLiteral("--db"), m_db,
             QStringLiteral("--json"), benchTrace, QStringLiteral("--lag-bound"),
             QStringLiteral("1000")});
    QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
    QVERIFY2(succeeded(benchTrace) > 0, readAll(benchTrace).left(2000).constData());

    // Not one secret in the database (with its WAL), the key folder, the files written or
    // what was printed. The key file exists, is private and is not in the database folder's
    // database.
    QStringList leaks;
    QDirIterator it(m_dir.path(), QDir::Files, QDirIterator::Subdirectories);
    int searched = 0;
    while (it.hasNext()) {
        const QString p = it.next();
        if (p == file)
            continue;
        ++searched;
        for (const QString &s : leakedSecrets(QString::fromLatin1(readAll(p))))
            leaks.append(QFileInfo(p).fileName() + QStringLiteral(": ") + s);
    }
    QVERIFY(searched >= 8);
    leaks += leakedSecrets(QString::fromUtf8(analysisText));
    leaks += leakedSecrets(pdfText);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(", "))));

    QDir keys(m_db + QStringLiteral(".keys"));
    const QStringList keyFiles = keys.entryList(QDir::Files);
    QCOMPARE(keyFiles.size(), 1);
    const QFileInfo key(keys.filePath(keyFiles.first()));
    QCOMPARE(key.permissions() &
                 (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
             QFileDevice::Permissions());
    const QByteArray keyBytes = readAll(key.filePath()).trimmed();
    QVERIFY(!keyBytes.isEmpty());
    for (const QString &p : {m_db, planJson, trace, workload})
        QVERIFY2(!readAll(p).contains(keyBytes), qPrintable(p));
}

void TestTelemetryCommand::mostlyUnreadableImportsNothing()
{
    const QString file = path("broken.jsonl");
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    for (int i = 0; i < 50; ++i)
        out.write(i % 10 == 0 ? "{\"id\":\"x\",\"type\":\"GENERATION\"}\n" : "{not json\n");
    out.close();
    const Run r =
        cli({QStringLiteral("telemetry"), QStringLiteral("import"), file,
             QStringLiteral("--format"), QStringLiteral("langfuse"), QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("line"), r.err.constData());
    QCOMPARE(r.err.trimmed().count('\n'), 0); // one line
    const Run list =
        cli({QStringLiteral("telemetry"), QStringLiteral("list"), QStringLiteral("--db"), m_db,
             QStringLiteral("--json"), QStringLiteral("-")});
    QCOMPARE(list.code, 0);
    QVERIFY(QJsonDocument::fromJson(list.out).object().contains(QStringLiteral("datasets")));
    QVERIFY(QJsonDocument::fromJson(list.out)
                .object()
                .value(QStringLiteral("datasets"))
                .toArray()
                .isEmpty());
}

void TestTelemetryCommand::refusesParquetAndNamesTheSetting()
{
    const QString file = path("observations.parquet");
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("PAR1\x15\x04\x15\x10PAR1");
    out.close();
    const Run r =
        cli({QStringLiteral("telemetry"), QStringLiteral("import"), file,
             QStringLiteral("--format"), QStringLiteral("langfuse"), QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("Parquet") || r.err.contains("parquet"), r.err.constData());
    QVERIFY2(r.err.contains("JSON") || r.err.contains("CSV"), r.err.constData());
}

void TestTelemetryCommand::usageErrors()
{
    Run r = cli({QStringLiteral("telemetry"), QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 2);
    r = cli({QStringLiteral("telemetry"), QStringLiteral("import"), path("x.jsonl"),
             QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--format"), r.err.constData());
    r = cli({QStringLiteral("telemetry"), QStringLiteral("analyze"), QStringLiteral("nope"),
             QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("nope"), r.err.constData());
    r = cli({QStringLiteral("telemetry"), QStringLiteral("import"), path("missing.jsonl"),
             QStringLiteral("--format"), QStringLiteral("langfuse"), QStringLiteral("--db"), m_db});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("missing.jsonl"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestTelemetryCommand)
#include "tst_telemetrycommand.moc"
