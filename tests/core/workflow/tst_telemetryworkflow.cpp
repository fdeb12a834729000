// TelemetryWorkflow: the path both front-ends take from a file to a stored dataset and from a
// dataset to a workload, a trace and measured sizing answers.
#include "TelemetryFixtures.h"

#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "workflow/TelemetryWorkflow.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace llmcap;
using namespace llmcap::test;

class TestTelemetryWorkflow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qputenv("LLMCAP_NO_KEYRING", "1"); }
    void init();
    void cleanup();
    void importsWithUniqueNamesAndStablePseudonyms();
    void aFailedImportLeavesNothing();
    void serverSpansCountOnce();
    void findsByIdOrName();
    void deriveWritesFilesAndFillsTheProject();
    void deriveNeedsBothSizingPaths();
    void namesThatCarryIdsGetAHint();
    void relativeTimesListNoDate();

private:
    TelemetryWorkflow::ImportRequest langfuseRequest(const QString &file) const;
    QSet<QString> userIds(qint64 datasetId) const;

    QTemporaryDir *m_dir = nullptr;
    std::unique_ptr<Database> m_db;
};

void TestTelemetryWorkflow::init()
{
    m_dir = new QTemporaryDir;
    auto db = Database::open(m_dir->filePath(QStringLiteral("w.sqlite")));
    QVERIFY2(db.ok(), qPrintable(db.error()));
    m_db = std::move(*db);
}

void TestTelemetryWorkflow::cleanup()
{
    m_db.reset();
    delete m_dir;
}

TelemetryWorkflow::ImportRequest TestTelemetryWorkflow::langfuseRequest(const QString &file) const
{
    TelemetryWorkflow::ImportRequest request;
    request.path = file;
    request.options = telemetryOptions(TelemetryImportOptions::Format::Langfuse);
    request.keyringAllowed = false;
    return request;
}

QSet<QString> TestTelemetryWorkflow::userIds(qint64 datasetId) const
{
    QSet<QString> ids;
    TelemetryRepository(*m_db).forEach(datasetId, TelemetryRepository::Order::ByStart,
                                       [&](const TelemetryRecord &r) {
                                           if (!r.userId.isEmpty())
                                               ids.insert(r.userId);
                                           return true;
                                       });
    return ids;
}

void TestTelemetryWorkflow::importsWithUniqueNamesAndStablePseudonyms()
{
    LangfuseFixture f;
    f.observations = 200;
    f.secrets = true;
    const QString file = m_dir->filePath(QStringLiteral("nov.jsonl"));
    QVERIFY(writeLangfuse(file, f));

    const auto first = TelemetryWorkflow::importFile(*m_db, langfuseRequest(file));
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(first->dataset.name, QStringLiteral("nov"));
    QCOMPARE(first->dataset.records, qint64(f.observations));
    QCOMPARE(first->dataset.runs, qint64(f.observations / f.perRun));
    QVERIFY(first->dataset.llmCalls > 0 && first->dataset.llmCalls < f.observations);
    QVERIFY2(first->keySource.startsWith(QStringLiteral("file")), qPrintable(first->keySource));
    QVERIFY(!first->dataset.retention.isEmpty());

    const auto second = TelemetryWorkflow::importFile(*m_db, langfuseRequest(file));
    QVERIFY2(second.ok(), qPrintable(second.error()));
    QVERIFY(second->dataset.name != first->dataset.name);
    QVERIFY(second->dataset.name.startsWith(QStringLiteral("nov")));

    // The project's key is kept: the same users map to the same pseudonyms, and none is a
    // secret from the file.
    const QSet<QString> a = userIds(first->dataset.id);
    QVERIFY(!a.isEmpty());
    QCOMPARE(userIds(second->dataset.id), a);
    for (const QString &id : a)
        QVERIFY2(leakedSecrets(id).isEmpty(), qPrintable(id));

    // Another project has another key, hence other pseudonyms.
    const auto project = ProjectRepository(*m_db).create(QStringLiteral("Other"));
    QVERIFY(project.ok());
    auto other = langfuseRequest(file);
    other.projectId = project->id;
    const auto third = TelemetryWorkflow::importFile(*m_db, other);
    QVERIFY2(third.ok(), qPrintable(third.error()));
    QCOMPARE(third->dataset.name, QStringLiteral("nov")); // names are per project
    QVERIFY(!userIds(third->dataset.id).intersects(a));
}

void TestTelemetryWorkflow::aFailedImportLeavesNothing()
{
    const QString file = m_dir->filePath(QStringLiteral("bad.jsonl"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("{\"id\":\"o1\",\"type\":\"GENERATION\",\"start_time\":\"2026-03-01 08:00:00\"}\n");
    for (int i = 0; i < 30; ++i)
        out.write("not json at all\n");
    out.close();
    const auto result = TelemetryWorkflow::importFile(*m_db, langfuseRequest(file));
    QVERIFY(!result.ok());
    QVERIFY2(result.error().contains(QStringLiteral("line")), qPrintable(result.error()));
    QVERIFY(TelemetryRepository(*m_db).list()->isEmpty());

    const auto missing = TelemetryWorkflow::importFile(
        *m_db, langfuseRequest(m_dir->filePath(QStringLiteral("none.jsonl"))));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().contains(QStringLiteral("none.jsonl")));
}

void TestTelemetryWorkflow::serverSpansCountOnce()
{
    OtlpFixture f;
    f.vllmServerSpans = true;
    const QString file = m_dir->filePath(QStringLiteral("spans.jsonl"));
    QVERIFY(writeOtlp(file, f));
    TelemetryWorkflow::ImportRequest request;
    request.path = file;
    request.options = telemetryOptions(TelemetryImportOptions::Format::Otlp);
    request.keyringAllowed = false;
    const auto imported = TelemetryWorkflow::importFile(*m_db, request);
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    // Each chat call once, not once more for vLLM's span of it; the server's TTFT is kept.
    QCOMPARE(imported->dataset.llmCalls, qint64(f.runs * f.callsPerRun));
    QCOMPARE(imported->serverSpansFolded, qint64(f.runs * f.callsPerRun));
    QCOMPARE(imported->dataset.retention.value(QStringLiteral("server_spans_folded")).toInt(),
             f.runs * f.callsPerRun);
    int calls = 0, withTtft = 0;
    QVERIFY(TelemetryRepository(*m_db).forEach(
        imported->dataset.id, TelemetryRepository::Order::ByStart, [&](const TelemetryRecord &r) {
            if (r.kind == TelemetryRecord::Kind::LlmCall) {
                ++calls;
                withTtft += std::isnan(r.ttftMs) ? 0 : 1;
            }
            return true;
        }));
    QCOMPARE(calls, f.runs * f.callsPerRun);
    QCOMPARE(withTtft, calls);

    // Through the client's HTTP span, which carried the trace context to the server: folded
    // too. A server span under no instrumented call (only the agent's span) stays the call.
    const auto A = [](const char *key, const QJsonValue &v) {
        return otlpAttribute(QLatin1String(key), v);
    };
    const QString trace = QStringLiteral("0af7651916cd43dd8448eb211c80319c");
    const QString other2 = QStringLiteral("1af7651916cd43dd8448eb211c80319c");
    const qint64 t0 = f.startMs;
    const QJsonArray spans{
        otlpSpan(trace, QStringLiteral("a000000000000001"), {}, QStringLiteral("invoke_agent"), t0,
                 2000, {A("gen_ai.operation.name", QStringLiteral("invoke_agent"))}),
        otlpSpan(trace, QStringLiteral("a000000000000002"), QStringLiteral("a000000000000001"),
                 QStringLiteral("chat"), t0 + 10, 900,
                 {A("gen_ai.operation.name", QStringLiteral("chat")),
                  A("gen_ai.usage.input_tokens", 700), A("gen_ai.usage.output_tokens", 60)}),
        otlpSpan(trace, QStringLiteral("a000000000000003"), QStringLiteral("a000000000000002"),
                 QStringLiteral("POST"), t0 + 12, 880,
                 {A("http.request.method", QStringLiteral("POST"))}),
        otlpSpan(trace, QStringLiteral("a000000000000004"), QStringLiteral("a000000000000003"),
                 QStringLiteral("llm_request"), t0 + 15, 870,
                 {A("gen_ai.usage.prompt_tokens", 700), A("gen_ai.usage.completion_tokens", 60),
                  A("gen_ai.latency.time_to_first_token", 0.2), A("gen_ai.latency.e2e", 0.87)}),
        otlpSpan(other2, QStringLiteral("b000000000000001"), {}, QStringLiteral("invoke_agent"),
                 t0 + 3000, 2000, {A("gen_ai.operation.name", QStringLiteral("invoke_agent"))}),
        otlpSpan(other2, QStringLiteral("b000000000000002"), QStringLiteral("b000000000000001"),
                 QStringLiteral("llm_request"), t0 + 3010, 500,
                 {A("gen_ai.usage.prompt_tokens", 300), A("gen_ai.usage.completion_tokens", 20),
                  A("gen_ai.latency.time_to_first_token", 0.1), A("gen_ai.latency.e2e", 0.5)})};
    const QString layered = m_dir->filePath(QStringLiteral("layered.jsonl"));
    {
        QFile out(layered);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(otlpRequest(spans)).toJson(QJsonDocument::Compact) + '\n');
    }
    request.path = layered;
    const auto third = TelemetryWorkflow::importFile(*m_db, request);
    QVERIFY2(third.ok(), qPrintable(third.error()));
    QCOMPARE(third->serverSpansFolded, qint64(1));
    QCOMPARE(third->dataset.llmCalls, qint64(2)); // the client's chat call, the lone server span
    QList<double> ttfts;
    QVERIFY(TelemetryRepository(*m_db).forEach(
        third->dataset.id, TelemetryRepository::Order::ByStart, [&](const TelemetryRecord &r) {
            if (r.kind == TelemetryRecord::Kind::LlmCall)
                ttfts.append(r.ttftMs);
            return true;
        }));
    QCOMPARE(ttfts, (QList<double>{200.0, 100.0}));

    // A file without server spans folds nothing.
    OtlpFixture plain;
    const QString other = m_dir->filePath(QStringLiteral("plain.jsonl"));
    QVERIFY(writeOtlp(other, plain));
    request.path = other;
    const auto second = TelemetryWorkflow::importFile(*m_db, request);
    QVERIFY(second.ok());
    QCOMPARE(second->serverSpansFolded, qint64(0));
    QCOMPARE(second->dataset.llmCalls, qint64(plain.runs * plain.callsPerRun));
}

void TestTelemetryWorkflow::findsByIdOrName()
{
    const QString file = m_dir->filePath(QStringLiteral("calls.jsonl"));
    QVERIFY(writeLangfuse(file, LangfuseFixture{}));
    auto request = langfuseRequest(file);
    request.name = QStringLiteral("week 48");
    const auto imported = TelemetryWorkflow::importFile(*m_db, request);
    QVERIFY(imported.ok());
    const qint64 id = imported->dataset.id;
    QCOMPARE(TelemetryWorkflow::find(*m_db, QString::number(id), -1)->id, id);
    QCOMPARE(TelemetryWorkflow::find(*m_db, QStringLiteral("week 48"), 0)->id, id);
    QCOMPARE(TelemetryWorkflow::find(*m_db, QStringLiteral("week 48"), -1)->id, id);
    const auto none = TelemetryWorkflow::find(*m_db, QStringLiteral("week 49"), -1);
    QVERIFY(!none.ok());
    QVERIFY(none.error().contains(QStringLiteral("week 49")));
    QVERIFY(TelemetryWorkflow::describe(imported->dataset).contains(QStringLiteral("week 48")));
}

void TestTelemetryWorkflow::deriveWritesFilesAndFillsTheProject()
{
    const auto project = ProjectRepository(*m_db).create(QStringLiteral("Support"));
    QVERIFY(project.ok());
    LangfuseFixture f;
    f.observations = 500;
    const QString file = m_dir->filePath(QStringLiteral("support.jsonl"));
    QVERIFY(writeLangfuse(file, f));
    auto request = langfuseRequest(file);
    request.projectId = project->id;
    const auto imported = TelemetryWorkflow::importFile(*m_db, request);
    QVERIFY2(imported.ok(), qPrintable(imported.error()));

    TelemetryWorkflow::DeriveRequest derive;
    derive.workloadPath = m_dir->filePath(QStringLiteral("w.yaml"));
    derive.tracePath = m_dir->filePath(QStringLiteral("t.jsonl"));
    derive.sizingIn = QStringLiteral(LLMCAP_SOURCE_DIR "/resources/demo/sizing-request.yaml");
    derive.sizingOut = m_dir->filePath(QStringLiteral("s.yaml"));
    derive.fillProjectId = project->id;
    const auto outcome = TelemetryWorkflow::derive(*m_db, imported->dataset, derive);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->written.size(), 3);
    for (const QString &p : outcome->written)
        QVERIFY2(QFileInfo(p).size() > 0, qPrintable(p));
    QVERIFY(!outcome->derivation.classes.isEmpty());
    QVERIFY(outcome->summary.join(QLatin1Char('\n')).contains(imported->dataset.name));

    // The filled sizing file and the project's stored request both carry the provenance.
    QFile sizing(derive.sizingOut);
    QVERIFY(sizing.open(QIODevice::ReadOnly));
    const QByteArray text = sizing.readAll();
    QVERIFY2(text.contains("measured"), text.constData());
    QVERIFY(text.contains(imported->dataset.name.toUtf8()));
    const auto stored = PlanRepository(*m_db).loadInput(project->id);
    QVERIFY(stored.ok() && stored->has_value());
    bool measured = false;
    for (const SizingWorkloadClass &c : (*stored)->request.classes())
        measured = measured || !c.measured.isEmpty();
    QVERIFY(measured);
}

void TestTelemetryWorkflow::deriveNeedsBothSizingPaths()
{
    const QString file = m_dir->filePath(QStringLiteral("x.jsonl"));
    QVERIFY(writeLangfuse(file, LangfuseFixture{}));
    const auto imported = TelemetryWorkflow::importFile(*m_db, langfuseRequest(file));
    QVERIFY(imported.ok());
    TelemetryWorkflow::DeriveRequest derive;
    derive.sizingIn = QStringLiteral(LLMCAP_SOURCE_DIR "/resources/demo/sizing-request.yaml");
    const auto outcome = TelemetryWorkflow::derive(*m_db, imported->dataset, derive);
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error().contains(QStringLiteral("sizing")), qPrintable(outcome.error()));
}

// Trace names with an id in them give a class per run: the derivation says so and names the
// way out; classed by model, the same data gives one class and no hint.
void TestTelemetryWorkflow::namesThatCarryIdsGetAHint()
{
    const QString file = m_dir->filePath(QStringLiteral("ids.jsonl"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (int i = 0; i < 12; ++i)
        f.write(
            QStringLiteral(
                R"({"id":"o%1","traceId":"t%1","traceName":"chat-%2","type":"GENERATION","startTime":"2026-03-01T08:00:%3.000Z","endTime":"2026-03-01T08:00:%3.900Z","providedModelName":"gpt-4o","usageDetails":{"input":%4,"output":50}})")
                .arg(i)
                .arg(QStringLiteral("9f%1c2e").arg(i * 7919))
                .arg(i + 10)
                .arg(400 + 10 * i)
                .toUtf8() +
            '\n');
    f.close();
    const auto imported = TelemetryWorkflow::importFile(*m_db, langfuseRequest(file));
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    TelemetryWorkflow::DeriveRequest derive;
    derive.workloadPath = m_dir->filePath(QStringLiteral("w.yaml"));
    auto outcome = TelemetryWorkflow::derive(*m_db, imported->dataset, derive);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const QString said = outcome->summary.join(QLatin1Char('\n'));
    QVERIFY2(said.contains(QStringLiteral("12 classes for 12 runs")) &&
                 said.contains(QStringLiteral("--class-by model")),
             qPrintable(said));
    derive.options.classBy = QStringLiteral("model");
    outcome = TelemetryWorkflow::derive(*m_db, imported->dataset, derive);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(outcome->derivation.classes.size(), 1);
    QVERIFY(!outcome->summary.join(QLatin1Char('\n')).contains(QStringLiteral("look like ids")));
}

// A dataset of offsets from its start (a Mooncake trace from 1.5 s to 9 s) lists no 1970 date;
// one of real dates lists its day.
void TestTelemetryWorkflow::relativeTimesListNoDate()
{
    TelemetryDataset d;
    d.id = 4;
    d.name = QStringLiteral("conv");
    d.format = QStringLiteral("mooncake");
    d.firstMs = 1500;
    d.lastMs = 9000;
    QVERIFY2(!TelemetryWorkflow::describe(d).contains(QStringLiteral("1970")),
             qPrintable(TelemetryWorkflow::describe(d)));
    d.firstMs = QDateTime(QDate(2026, 3, 1), QTime(8, 0), Qt::UTC).toMSecsSinceEpoch();
    d.lastMs = d.firstMs + 60'000;
    QVERIFY2(TelemetryWorkflow::describe(d).contains(QStringLiteral("2026")),
             qPrintable(TelemetryWorkflow::describe(d)));
}

QTEST_GUILESS_MAIN(TestTelemetryWorkflow)
#include "tst_telemetryworkflow.moc"
