// End to end through the real llmcap-cli: a bench against the built-in server writing its
// OTLP span file, then `results --run ID --otlp FILE` splits every request's TTFT; a broken
// span file and a misplaced option are refused with one line.
#include "CliProcess.h"
#include "SimFixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

CliRun cli(const QStringList &args)
{
    return runCli(args);
}

} // namespace

class TestServerTimingCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void benchThenResultsShowTheSplit();
    void brokenSpanFileNamesTheLine();
    void otlpNeedsARunOrSweep();

private:
    QTemporaryDir m_dir;
    QString m_db = m_dir.filePath(QStringLiteral("t.sqlite"));
    QString m_spans = m_dir.filePath(QStringLiteral("spans.jsonl"));
    qint64 m_runId = 0;
};

void TestServerTimingCommand::benchThenResultsShowTheSplit()
{
    SimServerOptions options = SimFixture::options(20);
    options.service.otlpFile = m_spans;
    auto server = SimFixture::start(options);
    QVERIFY(server);
    const CliRun bench =
        cli({QStringLiteral("--db"), m_db, QStringLiteral("bench"), QStringLiteral("--url"),
             server->url().toString(), QStringLiteral("--input-tokens"), QStringLiteral("300"),
             QStringLiteral("--output-tokens"), QStringLiteral("8"), QStringLiteral("--rate"),
             QStringLiteral("10"), QStringLiteral("--arrival"), QStringLiteral("constant"),
             QStringLiteral("--duration"), QStringLiteral("1.5s"), QStringLiteral("--otlp-file"),
             m_spans, QStringLiteral("--json"), QStringLiteral("-")});
    server.reset();
    QVERIFY2(bench.code == 0, bench.err.constData());
    const QJsonObject benchJson = QJsonDocument::fromJson(bench.out).object();
    m_runId = benchJson.value(QLatin1String("run_id")).toInteger();
    QVERIFY(m_runId > 0);
    const QJsonObject benchSpans = benchJson.value(QLatin1String("server_spans")).toObject();
    QVERIFY(benchSpans.value(QLatin1String("matched_by_trace_id")).toInt() > 0);
    QVERIFY2(bench.err.contains("TTFT split"), bench.err.constData());

    const CliRun r =
        cli({QStringLiteral("--db"), m_db, QStringLiteral("results"), QStringLiteral("--run"),
             QString::number(m_runId), QStringLiteral("--otlp"), m_spans,
             QStringLiteral("--per-request"), QStringLiteral("--json"), QStringLiteral("-")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.err.contains("TTFT split") && r.err.contains("client and network") &&
                 r.err.contains("queue ms (server)"),
             r.err.constData());
    const QJsonObject spans =
        QJsonDocument::fromJson(r.out).object().value(QLatin1String("server_spans")).toObject();
    const int requests = spans.value(QLatin1String("requests")).toInt();
    QVERIFY(requests >= 14);
    QCOMPARE(spans.value(QLatin1String("matched_by_trace_id")).toInt(), requests);
    QCOMPARE(spans.value(QLatin1String("requests_without_span")).toInt(), 0);
    QCOMPARE(spans.value(QLatin1String("unmatched_spans")).toInt(), 0);
    const QJsonArray split = spans.value(QLatin1String("requests_split")).toArray();
    QCOMPARE(split.size(), requests);
    for (const QJsonValue &v : split) {
        const QJsonObject o = v.toObject();
        const double ttft = o.value(QLatin1String("ttft_ms")).toDouble(-1);
        const double queue = o.value(QLatin1String("queue_ms")).toDouble(-1);
        const double prefill = o.value(QLatin1String("prefill_ms")).toDouble(-1);
        QVERIFY(ttft > 0 && queue >= 0 && prefill > 0);
        QVERIFY(queue + prefill <= ttft);
    }
}

void TestServerTimingCommand::brokenSpanFileNamesTheLine()
{
    QVERIFY(m_runId > 0);
    QFile good(m_spans);
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray first = good.readLine();
    const QString broken = m_dir.filePath(QStringLiteral("broken.jsonl"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(first + "{\"resourceSpans\": [\n" + first);
    f.close();
    const CliRun r =
        cli({QStringLiteral("--db"), m_db, QStringLiteral("results"), QStringLiteral("--run"),
             QString::number(m_runId), QStringLiteral("--otlp"), broken});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("broken.jsonl, line 2"), r.err.constData());
    QCOMPARE(r.err.trimmed().count('\n'), 0);
}

void TestServerTimingCommand::otlpNeedsARunOrSweep()
{
    const CliRun r = cli({QStringLiteral("--db"), m_db, QStringLiteral("results"),
                          QStringLiteral("--otlp"), m_spans});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--otlp needs --run ID or --sweep ID"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestServerTimingCommand)
#include "tst_servertimingcommand.moc"
