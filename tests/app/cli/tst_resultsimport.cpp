// `llmcap-cli results import FILE` end to end with the real executable (issue 21): each peer
// format's test file, the listing and `--run` marking the runs external, `--compare-runs`
// beside an llmcap run, and a file of another shape failing in one line without touching the
// database.

#include "CliProcess.h"
#include "RecordBuilder.h"

#include "storage/Database.h"
#include "storage/RunRepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

class TestResultsImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importsEachFormat_data();
    void importsEachFormat();
    void listsAndShowsImportedRuns();
    void comparesBesideAnLlmcapRun();
    void rejectsAnotherShape();
    void rejectsBadArguments();
    void importsIntoAProject();

private:
    CliRun cli(const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + args);
    }
    static QString data(const char *name)
    {
        return QStringLiteral(LLMCAP_TEST_DATA_DIR "/peers/") + QLatin1String(name);
    }
    QJsonArray listed() const;

    QTemporaryDir m_dir;
    QString m_db;
    qint64 m_llmcapRun = 0;
    qint64 m_vllmRun = 0;
};

void TestResultsImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("peers.sqlite"));
    auto db = Database::open(m_db);
    QVERIFY2(db.ok(), qPrintable(db.error()));
    RunRepository runs(**db);
    RunInfo info;
    info.label = QStringLiteral("chat");
    info.window = {0, RecordBuilder::ns(10000)};
    auto id = runs.createRun(info);
    QVERIFY(id.ok());
    std::vector<RequestRecord> records;
    for (int i = 0; i < 20; ++i)
        records.push_back(
            RecordBuilder(i, 100.0 * i).chunks({{50, 1}, {70, 1}, {90, 1}}).usage(512, 3));
    QVERIFY(runs.insertRequests(*id, records).ok());
    QVERIFY(runs.finishRun(*id, RunInfo::Status::Completed, info.window, {}).ok());
    m_llmcapRun = *id;
}

QJsonArray TestResultsImport::listed() const
{
    const QString json = m_dir.filePath(QStringLiteral("list.json"));
    const CliRun r = cli({QStringLiteral("results"), QStringLiteral("--json"), json});
    if (r.code != 0)
        return {};
    QFile f(json);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("results")).toArray();
}

void TestResultsImport::importsEachFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("runs");
    QTest::addColumn<QString>("tool");
    QTest::newRow("vllm") << data("vllm-bench-serve-detailed.json") << 1
                          << QStringLiteral("vLLM bench serve");
    QTest::newRow("vllm concurrency")
        << data("vllm-bench-serve-concurrency.json") << 1 << QStringLiteral("vLLM bench serve");
    QTest::newRow("guidellm") << data("guidellm-benchmarks.json") << 2
                              << QStringLiteral("GuideLLM");
    QTest::newRow("aiperf json") << data("aiperf-profile_export_aiperf.json") << 1
                                 << QStringLiteral("AIPerf");
    QTest::newRow("aiperf jsonl") << data("aiperf-profile_export.jsonl") << 1
                                  << QStringLiteral("AIPerf");
}

void TestResultsImport::importsEachFormat()
{
    QFETCH(QString, file);
    QFETCH(int, runs);
    QFETCH(QString, tool);
    const CliRun r = cli({QStringLiteral("results"), QStringLiteral("import"), file});
    QVERIFY2(r.code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    static const QRegularExpression line(QStringLiteral("^imported run (\\d+): ([^\\n]+)$"),
                                         QRegularExpression::MultilineOption);
    auto it = line.globalMatch(out);
    int count = 0;
    while (it.hasNext()) {
        const auto m = it.next();
        QVERIFY2(m.captured(2).startsWith(tool), qPrintable(out));
        if (count == 0 && file.endsWith(QLatin1String("detailed.json")))
            m_vllmRun = m.captured(1).toLongLong();
        ++count;
    }
    QCOMPARE(count, runs);
    QVERIFY(out.contains(QStringLiteral("under llmcap's names")));
}

void TestResultsImport::listsAndShowsImportedRuns()
{
    const CliRun r = cli({QStringLiteral("results")});
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral("external (vLLM bench serve): 4 requests, 25.0 % "
                                         "errors, TTFT p99 142.6 ms")),
             qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("external (GuideLLM)")));
    QVERIFY(out.contains(QStringLiteral("external (AIPerf)")));
    const QJsonArray all = listed();
    QCOMPARE(all.size(), 7); // one llmcap run, six imported
    int external = 0;
    for (const QJsonValue &v : all)
        external += v.toObject().value(QLatin1String("external")).toBool() ? 1 : 0;
    QCOMPARE(external, 6);

    QVERIFY(m_vllmRun > 0);
    const CliRun show =
        cli({QStringLiteral("results"), QStringLiteral("--run"), QString::number(m_vllmRun)});
    QCOMPARE(show.code, 0);
    const QString text = QString::fromUtf8(show.out);
    QVERIFY2(text.contains(QStringLiteral("(external, vLLM bench serve)")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("rate_rps=2")));
    QVERIFY(text.contains(QStringLiteral("TTFT (ms): mean 122.00")));
    QVERIFY(text.contains(QStringLiteral("ITL (vLLM, chunk gap) (ms) *")));
    QVERIFY(text.contains(QStringLiteral("* ITL (vLLM, chunk gap) is not llmcap's metric")));
    QVERIFY(!text.contains(QStringLiteral("SECRET")));
}

void TestResultsImport::comparesBesideAnLlmcapRun()
{
    QVERIFY(m_vllmRun > 0);
    const CliRun r = cli({QStringLiteral("results"), QStringLiteral("--compare-runs"),
                          QStringLiteral("%1,%2").arg(m_llmcapRun).arg(m_vllmRun)});
    QVERIFY2(r.code == 0, r.err.constData());
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
    const auto find = [&lines](const QString &start) {
        for (const QString &l : lines)
            if (l.startsWith(start + QLatin1Char(' ')))
                return l.simplified();
        return QString();
    };
    // TTFT: llmcap's 50 ms beside vLLM's, on one row (mean p50 p90 p95 p99 of A, then of B;
    // this vLLM run wrote no p95).
    QCOMPARE(find(QStringLiteral("TTFT")),
             QStringLiteral("TTFT ms 50.00 50.00 50.00 50.00 50.00 122.00 122.00 138.80 - 142.58"));
    QCOMPARE(find(QStringLiteral("ITL")),
             QStringLiteral("ITL ms 20.00 20.00 20.00 20.00 20.00 - - - - -"));
    QCOMPARE(find(QStringLiteral("ITL (vLLM, chunk gap) *")),
             QStringLiteral("ITL (vLLM, chunk gap) * ms - - - - - 20.00 20.00 20.80 - 20.98"));
}

void TestResultsImport::rejectsAnotherShape()
{
    const QJsonArray before = listed();
    const CliRun r =
        cli({QStringLiteral("results"), QStringLiteral("import"), data("not-a-result.json")});
    QCOMPARE(r.code, 3);
    const QString err = QString::fromUtf8(r.err).trimmed();
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("not-a-result.json: not a vLLM bench serve, SGLang "
                                         "bench_serving, GuideLLM, AIPerf or inference-perf result "
                                         "(expected a JSON object with")),
             qPrintable(err));
    QCOMPARE(listed(), before);
}

void TestResultsImport::rejectsBadArguments()
{
    QCOMPARE(cli({QStringLiteral("results"), QStringLiteral("import")}).code, 2);
    QCOMPARE(cli({QStringLiteral("results"), QStringLiteral("--compare-runs"), QStringLiteral("3")})
                 .code,
             2);
    QCOMPARE(
        cli({QStringLiteral("results"), QStringLiteral("import"), data("no-such-file.json")}).code,
        3);
}

// --project (id or name) puts the imported runs in a project, where `results --project`
// finds them; an unknown project stores nothing.
void TestResultsImport::importsIntoAProject()
{
    const CliRun created =
        cli({QStringLiteral("projects"), QStringLiteral("--create"), QStringLiteral("Team A"),
             QStringLiteral("--json"), QStringLiteral("-")});
    QVERIFY2(created.code == 0, created.err.constData());
    const qint64 project = QJsonDocument::fromJson(created.out)
                               .object()
                               .value(QLatin1String("project"))
                               .toObject()
                               .value(QLatin1String("id"))
                               .toInteger();
    QVERIFY(project > 0);
    const qsizetype before = listed().size();
    const CliRun missing = cli({QStringLiteral("results"), QStringLiteral("import"),
                                data("vllm-bench-serve-concurrency.json"),
                                QStringLiteral("--project"), QStringLiteral("Team B")});
    QCOMPARE(missing.code, 3);
    QVERIFY2(missing.err.contains("no project Team B"), missing.err.constData());
    QCOMPARE(listed().size(), before);

    // By name, then by id: the second import of the same file into the same project stores
    // nothing and says which run holds it.
    for (const QString &which : {QStringLiteral("Team A"), QString::number(project)}) {
        const CliRun r =
            cli({QStringLiteral("results"), QStringLiteral("import"),
                 data("vllm-bench-serve-concurrency.json"), QStringLiteral("--project"), which});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.contains("skipped a run imported before"),
                 which != QStringLiteral("Team A"));
    }
    const CliRun other = cli({QStringLiteral("results"), QStringLiteral("import"),
                              data("vllm-bench-serve-detailed.json"), QStringLiteral("--project"),
                              QString::number(project)});
    QVERIFY2(other.code == 0, other.err.constData());
    const CliRun inProject =
        cli({QStringLiteral("results"), QStringLiteral("--project"), QString::number(project),
             QStringLiteral("--json"), QStringLiteral("-")});
    QVERIFY2(inProject.code == 0, inProject.err.constData());
    const QJsonArray runs =
        QJsonDocument::fromJson(inProject.out).object().value(QLatin1String("results")).toArray();
    QCOMPARE(runs.size(), 2);
    for (const QJsonValue &v : runs) {
        QVERIFY(v.toObject().value(QLatin1String("external")).toBool());
        QCOMPARE(v.toObject().value(QLatin1String("project")).toString(), QStringLiteral("Team A"));
    }
}

QTEST_GUILESS_MAIN(TestResultsImport)
#include "tst_resultsimport.moc"
