// The span-join verb (issue 33): a server's span file joined to a stored run (its detail
// rebuilt with the spans' server timings), to a run's requests in memory, and the requests it
// refuses in one line.
#include "RecordBuilder.h"
#include "simserver/OtlpSpanWriter.h"
#include "storage/Database.h"
#include "storage/RunRepository.h"
#include "workflow/SpanJoinJob.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace llmcap;

namespace {

QString hex(qint64 n, int digits)
{
    return QStringLiteral("%1").arg(n + 1, digits, 16, QLatin1Char('0'));
}

// Request i: TTFT 100 + i ms, no server timings of its own; trace and span id from i.
RequestRecord request(qint64 i)
{
    RequestRecord r = RecordBuilder(i, 1000.0 * double(i)).chunks({{100.0 + double(i), 1}});
    r.requestId = QStringLiteral("llmcap-r%1").arg(i);
    r.traceId = hex(i, 32);
    r.spanId = hex(i, 16);
    return r;
}

// The server's span for r: queue 30 ms, prefill 40 ms, server TTFT 80 ms.
QByteArray spanLine(const RequestRecord &r)
{
    OtlpSpanWriter::Span s;
    s.traceId = r.traceId.toStdString();
    s.spanId = "abcdefabcdefabcd";
    s.parentSpanId = r.spanId.toStdString();
    s.requestId = r.requestId.toStdString();
    s.model = "m";
    s.queueS = 0.030;
    s.prefillS = 0.040;
    s.ttftS = 0.080;
    s.decodeS = 0.5;
    s.e2eS = 0.58;
    return QByteArray::fromStdString(OtlpSpanWriter::line(s));
}

} // namespace

class TestSpanJoinJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void joinsAStoredRunAndRebuildsItsDetail();
    void joinsRecordsInMemoryWithoutADatabase();
    void refusesWhatItCannotJoin();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;
    std::vector<RequestRecord> m_records;
    qint64 m_runId = 0;
    QString m_spans;
};

void TestSpanJoinJob::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    auto db = Database::open(m_dir->filePath(QStringLiteral("r.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(db).value();
    RunRepository runs(*m_db);
    auto id = runs.createRun({});
    QVERIFY2(id.ok(), qPrintable(id.error()));
    m_runId = *id;
    m_records.clear();
    QFile spans(m_dir->filePath(QStringLiteral("spans.jsonl")));
    QVERIFY(spans.open(QIODevice::WriteOnly));
    for (int i = 0; i < 6; ++i) {
        m_records.push_back(request(i));
        if (i < 5) // the last request has no span
            spans.write(spanLine(m_records.back()) + '\n');
    }
    m_spans = spans.fileName();
    QVERIFY(runs.insertRequests(m_runId, m_records).ok());
}

void TestSpanJoinJob::cleanup()
{
    m_db.reset();
    m_dir.reset();
}

void TestSpanJoinJob::joinsAStoredRunAndRebuildsItsDetail()
{
    SpanJoinRequest request;
    request.runId = m_runId;
    request.spanPath = m_spans;
    request.perRequest = true;
    auto outcome = SpanJoinJob::run(m_db.get(), request);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->counts.matchedByTrace, qint64(5));
    QCOMPARE(outcome->counts.requestsWithoutSpan, qint64(1));
    QCOMPARE(outcome->splits.size(), size_t(5));
    QCOMPARE(outcome->timingsApplied, qint64(5));
    QVERIFY(outcome->detail.has_value());
    QCOMPARE(outcome->detail->info.id, m_runId);
    QCOMPARE(outcome->json.value(QLatin1String("matched_by_trace_id")).toInt(), 5);
    // Per request: a header and one line for each joined request beyond the summary lines.
    request.perRequest = false;
    const auto brief = SpanJoinJob::run(m_db.get(), request);
    QVERIFY(brief.ok());
    QCOMPARE(outcome->lines.size() - brief->lines.size(), qsizetype(1 + 5));
}

void TestSpanJoinJob::joinsRecordsInMemoryWithoutADatabase()
{
    SpanJoinRequest request;
    request.runId = m_runId;
    request.spanPath = m_spans;
    request.records = &m_records;
    auto outcome = SpanJoinJob::run(nullptr, request);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->counts.matched(), qint64(5));
    QVERIFY(!outcome->detail.has_value()); // nothing stored was read
}

void TestSpanJoinJob::refusesWhatItCannotJoin()
{
    SpanJoinRequest both;
    both.runId = m_runId;
    both.sweepId = 1;
    both.spanPath = m_spans;
    QVERIFY(!SpanJoinJob::run(m_db.get(), both).ok());
    SpanJoinRequest noDb;
    noDb.runId = m_runId;
    noDb.spanPath = m_spans;
    QVERIFY(!SpanJoinJob::run(nullptr, noDb).ok());
    SpanJoinRequest missing = noDb;
    missing.spanPath = m_dir->filePath(QStringLiteral("none.jsonl"));
    const auto failed = SpanJoinJob::run(m_db.get(), missing);
    QVERIFY(!failed.ok());
    QVERIFY2(failed.error().contains(QStringLiteral("none.jsonl")), qPrintable(failed.error()));
    SpanJoinRequest unknownSweep = noDb;
    unknownSweep.runId = 0;
    unknownSweep.sweepId = 99;
    QVERIFY(!SpanJoinJob::run(m_db.get(), unknownSweep).ok());
}

QTEST_APPLESS_MAIN(TestSpanJoinJob)
#include "tst_spanjoinjob.moc"
