#include "telemetry/TelemetryWorkflow.h"

#include "plan/PlanInput.h"
#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/SqlStatement.h"
#include "telemetry/Pseudonymizer.h"

#include <QFileInfo>
#include <QLocale>

#include <sqlite3.h>

namespace llmcap {

namespace {

QString uniqueName(const TelemetryRepository &repo, qint64 projectId, const QString &wanted)
{
    if (!repo.findByName(projectId, wanted))
        return wanted;
    for (int i = 2;; ++i) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(wanted).arg(i);
        if (!repo.findByName(projectId, candidate))
            return candidate;
    }
}

Result<qint64> distinctRuns(Database &db, qint64 datasetId)
{
    SqlStatement q(db.handle(), "SELECT count(DISTINCT run_id) FROM telemetry_records "
                                "WHERE dataset_id = ? AND run_id IS NOT NULL");
    q.bind(1, datasetId);
    if (q.step() != SqlStatement::Step::Row)
        return Result<qint64>::failure(q.error());
    return q.int64(0);
}

// An inference server's own span of a call (vLLM's llm_request, marked side=server by the OTLP
// reader) under the client's span of the same call is that call seen twice: it becomes a
// structural span, and its time to first token fills the client call's when that has none.
// A server span without an instrumented client call above it stays the call. Returns how many
// were folded.
Result<qint64> foldServerSpans(Database &db, qint64 datasetId)
{
    const int call = int(TelemetryRecord::Kind::LlmCall);
    const QByteArray serverChild =
        "s.dataset_id = c.dataset_id AND s.run_id = c.run_id AND s.parent_id = c.span_id "
        "AND s.kind = " +
        QByteArray::number(call) + " AND json_extract(s.attributes, '$.side') = 'server'";
    const QByteArray ttftSql = "UPDATE telemetry_records AS c SET ttft_ms = (SELECT s.ttft_ms FROM "
                               "telemetry_records AS s WHERE " +
                               serverChild +
                               " AND s.ttft_ms IS NOT NULL LIMIT 1) "
                               "WHERE c.dataset_id = ? AND c.kind = " +
                               QByteArray::number(call) +
                               " AND c.ttft_ms IS NULL AND c.span_id IS NOT NULL AND "
                               "(json_extract(c.attributes, '$.side') IS NOT 'server') AND EXISTS "
                               "(SELECT 1 FROM telemetry_records AS s WHERE " +
                               serverChild + " AND s.ttft_ms IS NOT NULL)";
    SqlStatement ttft(db.handle(), ttftSql.constData());
    ttft.bind(1, datasetId);
    if (ttft.step() == SqlStatement::Step::Error)
        return Result<qint64>::failure(ttft.error());
    const QByteArray foldSql = "UPDATE telemetry_records AS s SET kind = " +
                               QByteArray::number(int(TelemetryRecord::Kind::Span)) +
                               " WHERE s.dataset_id = ? AND s.kind = " + QByteArray::number(call) +
                               " AND json_extract(s.attributes, '$.side') = 'server' AND EXISTS "
                               "(SELECT 1 FROM telemetry_records AS c WHERE c.dataset_id = "
                               "s.dataset_id AND c.run_id = s.run_id AND c.span_id = s.parent_id "
                               "AND c.kind = " +
                               QByteArray::number(call) +
                               " AND json_extract(c.attributes, '$.side') IS NOT 'server')";
    SqlStatement fold(db.handle(), foldSql.constData());
    fold.bind(1, datasetId);
    if (fold.step() == SqlStatement::Step::Error)
        return Result<qint64>::failure(fold.error());
    return qint64(sqlite3_changes(db.handle()));
}

QString day(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}

} // namespace

Result<TelemetryWorkflow::ImportOutcome> TelemetryWorkflow::importFile(Database &db,
                                                                       const ImportRequest &request)
{
    using R = Result<ImportOutcome>;
    const QFileInfo file(request.path);
    if (!file.exists())
        return R::failure(tr("%1: no such file").arg(request.path));
    if (!file.isFile() || !file.isReadable())
        return R::failure(tr("%1: not a readable file").arg(request.path));

    auto pseudonymizer =
        Pseudonymizer::forProject(db.path(), request.projectId, request.keyringAllowed);
    if (!pseudonymizer)
        return R::failure(pseudonymizer.error());

    TelemetryRepository repo(db);
    ImportOutcome outcome;
    outcome.keySource = pseudonymizer->keySource();
    TelemetryDataset &d = outcome.dataset;
    d.projectId = request.projectId;
    d.format = TelemetryImportOptions::formatName(request.options.format);
    d.sourceFile = file.fileName();
    d.importedAt = QDateTime::currentDateTimeUtc();
    const QString wanted =
        request.name.trimmed().isEmpty() ? file.completeBaseName() : request.name.trimmed();
    d.name = uniqueName(repo, request.projectId, wanted);

    const Status stored = db.transaction([&]() -> Status {
        auto id = repo.create(d);
        if (!id)
            return Status::failure(id.error());
        d.id = *id;
        auto writer = repo.writer(d.id);
        qint64 records = 0, calls = 0;
        auto report = TelemetryImporter::run(request.path, request.options, *pseudonymizer,
                                             [&](const TelemetryRecord &r) -> Status {
                                                 ++records;
                                                 if (r.kind == TelemetryRecord::Kind::LlmCall)
                                                     ++calls;
                                                 return writer->add(r);
                                             });
        if (!report)
            return Status::failure(report.error());
        if (records == 0)
            return Status::failure(tr("%1: no records to import").arg(file.fileName()));
        outcome.report = *report;
        qint64 folded = 0;
        if (request.options.format == TelemetryImportOptions::Format::Otlp) {
            auto f = foldServerSpans(db, d.id);
            if (!f)
                return Status::failure(f.error());
            folded = *f;
            calls -= folded;
        }
        auto runs = distinctRuns(db, d.id);
        if (!runs)
            return Status::failure(runs.error());
        d.records = records;
        d.llmCalls = calls;
        d.runs = *runs;
        d.skipped = report->skipped;
        d.firstMs = report->firstMs;
        d.lastMs = report->lastMs;
        d.retention = report->retentionNote();
        if (folded > 0)
            d.retention.insert(QStringLiteral("server_spans_folded"), folded);
        outcome.serverSpansFolded = folded;
        return repo.finish(d);
    });
    if (!stored)
        return R::failure(stored.error());
    return outcome;
}

Result<TelemetryWorkflow::DeriveOutcome> TelemetryWorkflow::derive(Database &db,
                                                                   const TelemetryDataset &dataset,
                                                                   const DeriveRequest &request)
{
    using R = Result<DeriveOutcome>;
    if (request.sizingIn.isEmpty() != request.sizingOut.isEmpty())
        return R::failure(
            request.sizingIn.isEmpty()
                ? tr("a filled sizing file needs the sizing file to fill (--sizing)")
                : tr("the sizing file to fill needs where to write it (--sizing-out)"));
    // Read the sizing file first: a wrong path must fail before anything is written.
    std::optional<PlanInput> sizing;
    if (!request.sizingIn.isEmpty()) {
        auto loaded = PlanInput::load(request.sizingIn);
        if (!loaded)
            return R::failure(loaded.error());
        sizing = std::move(loaded).value();
    }

    TelemetryRepository repo(db);
    auto derived = TelemetryDerivation::derive(repo, dataset, request.options);
    if (!derived)
        return R::failure(derived.error());
    DeriveOutcome outcome{std::move(derived).value(), {}, {}};
    const TelemetryDerivation &t = outcome.derivation;
    const QLocale locale;

    outcome.summary << tr("Derived from \"%1\" (dataset %2): %3 classes, %4 trace requests.")
                           .arg(dataset.name)
                           .arg(dataset.id)
                           .arg(t.workload.classes.size())
                           .arg(locale.toString(qint64(t.trace.entries.size())));
    for (const WorkloadClass &c : t.workload.classes)
        outcome.summary << QStringLiteral("  %1: %2 %3, %4 %5")
                               .arg(c.name, tr("input"), c.inputTokens.describe(), tr("output"),
                                    c.outputTokens.describe());

    if (!request.workloadPath.isEmpty()) {
        if (Status s = t.writeWorkload(request.workloadPath); !s)
            return R::failure(s.error());
        outcome.written << request.workloadPath;
        outcome.summary << tr("Workload written to %1.").arg(request.workloadPath);
    }
    if (!request.tracePath.isEmpty()) {
        if (Status s = t.writeTrace(request.tracePath); !s)
            return R::failure(s.error());
        outcome.written << request.tracePath;
        outcome.summary << tr("Replay trace written to %1.").arg(request.tracePath);
    }
    if (sizing) {
        t.fillSizing(sizing->request);
        if (Status s = sizing->save(request.sizingOut); !s)
            return R::failure(s.error());
        outcome.written << request.sizingOut;
        outcome.summary << tr("Sizing request with measured workload answers written to %1.")
                               .arg(request.sizingOut);
    }
    if (request.fillProjectId > 0) {
        PlanRepository plans(db);
        auto stored = plans.loadInput(request.fillProjectId);
        if (!stored)
            return R::failure(stored.error());
        PlanInput input = stored->value_or(PlanInput{});
        t.fillSizing(input.request);
        if (Status s = plans.saveInput(request.fillProjectId, input); !s)
            return R::failure(s.error());
        outcome.summary << tr("The project's sizing request now holds the measured answers.");
    }
    return outcome;
}

Result<TelemetryDataset> TelemetryWorkflow::find(Database &db, const QString &idOrName,
                                                 qint64 projectId)
{
    TelemetryRepository repo(db);
    bool isNumber = false;
    const qint64 id = idOrName.toLongLong(&isNumber);
    std::optional<TelemetryDataset> found;
    if (isNumber)
        found = repo.find(id);
    if (!found && projectId >= 0)
        found = repo.findByName(projectId, idOrName);
    if (!found && projectId < 0) {
        auto all = repo.list();
        if (all)
            for (const TelemetryDataset &d : *all)
                if (d.name == idOrName.trimmed())
                    found = d;
    }
    if (!found)
        return Result<TelemetryDataset>::failure(
            tr("no telemetry dataset \"%1\"; `llmcap-cli telemetry list` shows them")
                .arg(idOrName));
    return *found;
}

QString TelemetryWorkflow::describe(const TelemetryDataset &d)
{
    const QLocale locale;
    QString span;
    if (d.firstMs > 0)
        span = d.firstMs / 86'400'000 == d.lastMs / 86'400'000
                   ? day(d.firstMs)
                   : QStringLiteral("%1 – %2").arg(day(d.firstMs), day(d.lastMs));
    return tr("%1  %2  %3  %4 calls, %5 runs, %6")
        .arg(d.id)
        .arg(d.format, d.name, locale.toString(d.llmCalls), locale.toString(d.runs), span);
}

} // namespace llmcap
