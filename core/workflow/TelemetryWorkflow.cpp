#include "workflow/TelemetryWorkflow.h"

#include "plan/PlanInput.h"
#include "plan/PlanRepository.h"
#include "storage/Database.h"
#include "storage/SqlStatement.h"
#include "telemetry/Pseudonymizer.h"

#include <QFileInfo>
#include <QHash>
#include <QLocale>

#include <sqlite3.h>

#include <cmath>

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
// reader) below the client's span of the same call (directly, or under the client's HTTP span
// that carried the trace context) is that call seen twice: it becomes a structural span, and
// its time to first token fills the client call's when that has none. A server span with no
// instrumented call above it stays the call. Walks each run's records (one run in memory) and
// notes the folds in a temporary table, then updates the dataset. Returns how many were folded.
Result<qint64> foldServerSpans(Database &db, const TelemetryRepository &repo, qint64 datasetId)
{
    using R = Result<qint64>;
    const int call = int(TelemetryRecord::Kind::LlmCall);
    {
        SqlStatement any(db.handle(),
                         "SELECT 1 FROM telemetry_records WHERE dataset_id = ? AND kind = ? AND "
                         "json_extract(attributes, '$.side') = 'server' LIMIT 1");
        any.bind(1, datasetId);
        any.bind(2, call);
        const SqlStatement::Step step = any.step();
        if (step == SqlStatement::Step::Error)
            return R::failure(any.error());
        if (step == SqlStatement::Step::Done)
            return qint64(0);
    }
    for (const char *sql : {"DROP TABLE IF EXISTS temp.llmcap_fold",
                            "CREATE TEMP TABLE llmcap_fold (run_id TEXT, span_id TEXT, "
                            "client_span TEXT, ttft_ms REAL)"}) {
        SqlStatement q(db.handle(), sql);
        if (q.step() == SqlStatement::Step::Error)
            return R::failure(q.error());
    }
    SqlStatement note(db.handle(), "INSERT INTO temp.llmcap_fold VALUES (?, ?, ?, ?)");
    QString failure;
    QList<TelemetryRecord> run;
    const auto flush = [&] {
        QHash<QString, qsizetype> bySpan;
        for (qsizetype i = 0; i < run.size(); ++i)
            if (!run.at(i).spanId.isEmpty())
                bySpan.insert(run.at(i).spanId, i);
        const auto isServer = [](const TelemetryRecord &r) {
            return r.attributes.value(QStringLiteral("side")).toString() == QLatin1String("server");
        };
        for (const TelemetryRecord &r : std::as_const(run)) {
            if (r.kind != TelemetryRecord::Kind::LlmCall || !isServer(r))
                continue;
            QString parent = r.parentId;
            for (int depth = 0; depth < 16 && !parent.isEmpty(); ++depth) {
                const auto it = bySpan.constFind(parent);
                if (it == bySpan.constEnd())
                    break;
                const TelemetryRecord &up = run.at(*it);
                if (up.kind == TelemetryRecord::Kind::LlmCall && !isServer(up)) {
                    note.reset();
                    note.bind(1, r.runId);
                    note.bind(2, r.spanId);
                    note.bind(3, up.spanId);
                    if (std::isnan(r.ttftMs))
                        note.bindNull(4);
                    else
                        note.bind(4, r.ttftMs);
                    if (note.step() == SqlStatement::Step::Error)
                        failure = note.error();
                    break;
                }
                parent = up.parentId;
            }
        }
        run.clear();
    };
    const Status walked =
        repo.forEach(datasetId, TelemetryRepository::Order::ByRun, [&](const TelemetryRecord &r) {
            if (!run.isEmpty() && (r.runId != run.first().runId || r.runId.isEmpty()))
                flush();
            run.append(r);
            return failure.isEmpty();
        });
    if (failure.isEmpty())
        flush();
    if (!walked)
        return R::failure(walked.error());
    if (!failure.isEmpty())
        return R::failure(failure);

    const QByteArray callKind = QByteArray::number(call);
    const QByteArray ttftSql =
        "UPDATE telemetry_records SET ttft_ms = (SELECT f.ttft_ms FROM temp.llmcap_fold AS f "
        "WHERE f.run_id = telemetry_records.run_id AND f.client_span = telemetry_records.span_id "
        "AND f.ttft_ms IS NOT NULL LIMIT 1) WHERE dataset_id = ? AND kind = " +
        callKind +
        " AND ttft_ms IS NULL AND EXISTS (SELECT 1 FROM temp.llmcap_fold AS f WHERE f.run_id = "
        "telemetry_records.run_id AND f.client_span = telemetry_records.span_id AND f.ttft_ms "
        "IS NOT NULL)";
    const QByteArray foldSql =
        "UPDATE telemetry_records SET kind = " +
        QByteArray::number(int(TelemetryRecord::Kind::Span)) +
        " WHERE dataset_id = ? AND kind = " + callKind +
        " AND EXISTS (SELECT 1 FROM temp.llmcap_fold AS f WHERE f.run_id = "
        "telemetry_records.run_id AND f.span_id = telemetry_records.span_id)";
    qint64 folded = 0;
    for (const QByteArray &sql : {ttftSql, foldSql}) {
        SqlStatement q(db.handle(), sql.constData());
        q.bind(1, datasetId);
        if (q.step() == SqlStatement::Step::Error)
            return R::failure(q.error());
        folded = qint64(sqlite3_changes(db.handle()));
    }
    SqlStatement drop(db.handle(), "DROP TABLE temp.llmcap_fold");
    drop.step();
    return folded;
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
            auto f = foldServerSpans(db, repo, d.id);
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
    // Names that carry ids (a trace name with a user or request id in it) make a class of
    // almost every run: say so, and how to class instead.
    qint64 runs = 0;
    for (const TelemetryDerivation::ClassFigures &f : t.classes)
        runs += f.runs;
    const qsizetype classes = t.classes.size();
    if (request.options.classBy == QLatin1String("name") && classes >= 5 && runs > 0 &&
        classes * 2 > runs)
        outcome.summary << tr("  %1 classes for %2 runs: the names look like ids, not "
                              "operations; try --class-by model (or attribute:KEY)")
                               .arg(classes)
                               .arg(runs);

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
        const SizingRequest before = input.request;
        t.fillSizing(input.request);
        if (Status s = plans.saveInput(request.fillProjectId, input); !s)
            return R::failure(s.error());
        outcome.summary << tr("The project's sizing request now holds the measured answers.");
        // Say what was there before: a fill replaces answers a person gave.
        if (const QStringList replaced = SizingRequest::replacedAnswers(before, input.request);
            !replaced.isEmpty())
            outcome.summary << tr("Replaced %1 earlier answers: %2.")
                                   .arg(replaced.size())
                                   .arg(replaced.join(QLatin1String("; ")));
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
    if (d.lastMs >= ShapeAnalysis::kRelativeBeforeMs) // relative times have no dates
        span = d.firstMs / 86'400'000 == d.lastMs / 86'400'000
                   ? day(d.firstMs)
                   : QStringLiteral("%1 – %2").arg(day(d.firstMs), day(d.lastMs));
    return tr("%1  %2  %3  %4 calls, %5 runs, %6")
        .arg(d.id)
        .arg(d.format, d.name, locale.toString(d.llmCalls), locale.toString(d.runs), span);
}

} // namespace llmcap
