#include "cli/commands/ResultsCommand.h"

#include "bench/RunReport.h"
#include "cli/CliContext.h"
#include "results/ExternalRun.h"
#include "results/HistoryFilter.h"
#include "results/ParetoView.h"
#include "results/PeerResultImporter.h"
#include "results/ResultsHistory.h"
#include "results/RunComparison.h"
#include "results/RunDetail.h"
#include "results/ServingDiff.h"
#include "results/SweepDetail.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "storage/RunRepository.h"
#include "workflow/SpanJoinJob.h"

#include <QJsonArray>
#include <QLocale>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

QJsonObject entryJson(const HistoryEntry &e)
{
    QJsonObject o{{QStringLiteral("kind"), e.kind == HistoryEntry::Kind::Run
                                               ? QStringLiteral("run")
                                               : QStringLiteral("sweep")},
                  {QStringLiteral("id"), e.id},
                  {QStringLiteral("project_id"), e.projectId},
                  {QStringLiteral("project"), e.projectName},
                  {QStringLiteral("name"), e.name},
                  {QStringLiteral("status"), e.statusKey},
                  {QStringLiteral("model"), e.model},
                  {QStringLiteral("endpoint"), e.endpoint},
                  {QStringLiteral("started_at"), e.startedAt.toString(Qt::ISODate)}};
    if (e.kind == HistoryEntry::Kind::Run) {
        if (e.sweepId) {
            o.insert(QStringLiteral("sweep_id"), *e.sweepId);
            o.insert(QStringLiteral("step_index"), e.stepIndex);
        }
        o.insert(QStringLiteral("requests_due"), e.requests);
        o.insert(QStringLiteral("error_rate_pct"), e.errorRatePct);
        o.insert(QStringLiteral("ttft_p99_ms"), e.ttftP99Ms);
        o.insert(QStringLiteral("valid"), e.valid);
        o.insert(QStringLiteral("tool"), e.toolLabel());
        o.insert(QStringLiteral("external"), e.isExternal());
    } else {
        o.insert(QStringLiteral("steps"), e.steps);
        // A sweep that found no failing rate has a lower bound, not a boundary.
        if (e.boundaryRps)
            o.insert(e.boundaryIsLowerBound ? QStringLiteral("lower_bound_rps")
                                            : QStringLiteral("boundary_rps"),
                     *e.boundaryRps);
    }
    return o;
}

} // namespace

QString ResultsCommand::summary() const
{
    return tr("List stored runs and sweeps, show one, compare two, or import a peer tool's "
              "result.");
}

QString ResultsCommand::description() const
{
    return tr("Without --run, --sweep or --compare: lists the runs (single runs and sweep steps) "
              "and sweeps in the database, newest first, narrowed by --kind, --status, "
              "--project, --search (model, endpoint or name), and --days or --from/--to. "
              "--run ID prints the run's summary recomputed from its stored requests, exactly "
              "as `bench` printed it; --sweep ID prints the sweep's steps and result; --compare "
              "A,B prints both sweeps' boundaries and the diff of their serving "
              "configurations; --compare-runs A,B sets two runs' metrics side by side; "
              "--pareto A[,B...] prints the steps of one or more sweeps as output tokens per "
              "second per user against output tokens per second per GPU, the frontier marked, "
              "with each sweep's SLO boundary. `results import FILE` stores a vLLM bench serve "
              "result JSON, a GuideLLM benchmarks.json or an AIPerf profile_export JSON/JSONL as "
              "external runs; metrics that match llmcap's definitions show under llmcap's names, "
              "the others under the tool's own (docs/peer-results.md). With --run or --sweep, "
              "--otlp FILE joins the server's request spans (an OTLP JSON file from the "
              "OpenTelemetry collector's file exporter, e.g. vLLM's llm_request spans, or "
              "serve-sim --otlp-file) to the stored requests by their traceparent and splits "
              "each step's TTFT into client and network, server queue, prefill and the rest; the "
              "run's server queue and prefill figures then come from the spans where the "
              "responses carried none. --per-request lists each request's split.");
}

QString ResultsCommand::synopsis() const
{
    return QStringLiteral("[[--kind runs|sweeps] [--status KEY] [--project ID] [--search TEXT] "
                          "[--days N | --from DATE --to DATE] [--hide-steps] | --run ID | "
                          "--sweep ID | --compare A,B | --compare-runs A,B | --pareto A[,B...] | "
                          "import FILE [--project ID]] [--otlp FILE [--per-request]]");
}

void ResultsCommand::addOptions(CliOptions &o)
{
    const auto add = [&o](const char *name, const QString &help, const char *value) {
        QCommandLineOption option(opt(name), help);
        if (value)
            option.setValueName(QLatin1String(value));
        o.add(option);
    };
    add("kind", tr("Only runs or only sweeps."), "runs|sweeps");
    add("status", tr("Only this status (completed, running, interrupted, stopped, failed)."),
        "KEY");
    add("project",
        tr("Only this project's results; with import, the project (id or name) the imported "
           "runs join."),
        "ID");
    add("search", tr("Only results whose model, endpoint or name contains TEXT."), "TEXT");
    add("days", tr("Only results of the last N days (1: today)."), "N");
    add("from", tr("Only results started on or after this date (YYYY-MM-DD)."), "DATE");
    add("to", tr("Only results started on or before this date (YYYY-MM-DD)."), "DATE");
    add("hide-steps", tr("Leave out the runs that are steps of a sweep."), nullptr);
    add("run", tr("Show one run."), "ID");
    add("sweep", tr("Show one sweep."), "ID");
    add("compare", tr("Compare two sweeps."), "A,B");
    add("compare-runs", tr("Set two runs side by side (llmcap's or imported)."), "A,B");
    add("pareto", tr("Tokens per second per user against per GPU, over the steps of these sweeps."),
        "A[,B...]");
    add("otlp",
        tr("With --run or --sweep: join the server's OTLP request spans in FILE to the requests "
           "and show the split of TTFT."),
        "FILE");
    add("per-request", tr("With --otlp: list every joined request's split."), nullptr);
}

int ResultsCommand::run(CliContext &context)
{
    const QStringList positional = context.positional();
    if (!positional.isEmpty() && positional.first() == QLatin1String("import")) {
        if (positional.size() != 2)
            return context.fail(ExitCode::Usage, tr("results import takes one FILE"));
        return importFile(context, positional.at(1));
    }
    if (!positional.isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(positional.first()));
    const auto id = [&context](const char *name, qint64 *out) {
        bool ok = false;
        *out = context.value(opt(name)).toLongLong(&ok);
        return ok && *out > 0;
    };
    qint64 value = 0;
    if (context.isSet(opt("otlp")) && !context.isSet(opt("run")) && !context.isSet(opt("sweep")))
        return context.fail(ExitCode::Usage, tr("--otlp needs --run ID or --sweep ID"));
    if (context.isSet(opt("run")))
        return id("run", &value) ? showRun(context, value)
                                 : context.fail(ExitCode::Usage, tr("--run takes a run id"));
    if (context.isSet(opt("sweep")))
        return id("sweep", &value) ? showSweep(context, value)
                                   : context.fail(ExitCode::Usage, tr("--sweep takes a sweep id"));
    if (context.isSet(opt("compare-runs"))) {
        const QStringList ids = context.value(opt("compare-runs")).split(QLatin1Char(','));
        bool okA = false, okB = false;
        const qint64 a = ids.value(0).trimmed().toLongLong(&okA);
        const qint64 b = ids.value(1).trimmed().toLongLong(&okB);
        if (ids.size() != 2 || !okA || !okB || a <= 0 || b <= 0)
            return context.fail(ExitCode::Usage, tr("--compare-runs takes two run ids, like 3,5"));
        return compareRuns(context, a, b);
    }
    if (context.isSet(opt("compare"))) {
        const QStringList ids = context.value(opt("compare")).split(QLatin1Char(','));
        bool okA = false, okB = false;
        const qint64 a = ids.value(0).trimmed().toLongLong(&okA);
        const qint64 b = ids.value(1).trimmed().toLongLong(&okB);
        if (ids.size() != 2 || !okA || !okB || a <= 0 || b <= 0)
            return context.fail(ExitCode::Usage, tr("--compare takes two sweep ids, like 3,5"));
        return compare(context, a, b);
    }
    if (context.isSet(opt("pareto"))) {
        QList<qint64> ids;
        for (const QString &part : context.value(opt("pareto")).split(QLatin1Char(','))) {
            bool ok = false;
            const qint64 sweepId = part.trimmed().toLongLong(&ok);
            if (!ok || sweepId <= 0)
                return context.fail(ExitCode::Usage,
                                    tr("--pareto takes sweep ids separated by commas, like 3,5"));
            ids.append(sweepId);
        }
        return pareto(context, ids);
    }
    return list(context);
}

int ResultsCommand::list(CliContext &context)
{
    HistoryFilter f;
    if (context.isSet(opt("kind"))) {
        const QString kind = context.value(opt("kind"));
        if (kind == QLatin1String("runs"))
            f.kinds = HistoryFilter::Kinds::Runs;
        else if (kind == QLatin1String("sweeps"))
            f.kinds = HistoryFilter::Kinds::Sweeps;
        else
            return context.fail(ExitCode::Usage, tr("--kind takes runs or sweeps"));
    }
    f.statusKey = context.value(opt("status"));
    f.text = context.value(opt("search"));
    f.hideSweepSteps = context.isSet(opt("hide-steps"));
    bool ok = true;
    if (context.isSet(opt("project")))
        f.projectId = context.value(opt("project")).toLongLong(&ok);
    if (ok && context.isSet(opt("days")))
        f.lastDays = context.value(opt("days")).toInt(&ok);
    if (!ok || f.projectId < 0 || f.lastDays < 0)
        return context.fail(ExitCode::Usage, tr("--project and --days take whole numbers"));
    for (const char *name : {"from", "to"}) {
        if (!context.isSet(opt(name)))
            continue;
        const QDate date = QDate::fromString(context.value(opt(name)), Qt::ISODate);
        if (!date.isValid())
            return context.fail(ExitCode::Usage,
                                tr("--%1 takes a date like 2026-03-01").arg(opt(name)));
        (qstrcmp(name, "from") == 0 ? f.from : f.to) = date;
    }

    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto entries = ResultsHistory::load(**db);
    if (!entries)
        return context.fail(ExitCode::BadInput, entries.error());
    QTextStream &out = context.out();
    const QLocale loc;
    const QDateTime now = QDateTime::currentDateTime();
    QJsonArray array;
    for (const HistoryEntry &e : *entries) {
        if (!f.matches(e, now))
            continue;
        array.append(entryJson(e));
        QString figures;
        if (e.kind == HistoryEntry::Kind::Run && e.isExternal() && !e.errorRateKnown)
            figures = tr("external (%1): %2 completed, failures unknown%3")
                          .arg(e.toolLabel(),
                               e.completed >= 0 ? QString::number(e.completed) : tr("unknown"),
                               e.ttftP99Ms > 0 ? tr(", TTFT p99 %1 ms").arg(e.ttftP99Ms, 0, 'f', 1)
                                               : QString());
        else if (e.kind == HistoryEntry::Kind::Run && e.isExternal())
            figures = e.ttftP99Ms > 0
                          ? tr("external (%1): %2 requests, %3 % errors, TTFT p99 %4 ms")
                                .arg(e.toolLabel())
                                .arg(e.requests)
                                .arg(e.errorRatePct, 0, 'f', 1)
                                .arg(e.ttftP99Ms, 0, 'f', 1)
                          : tr("external (%1): %2 requests, %3 % errors")
                                .arg(e.toolLabel())
                                .arg(e.requests)
                                .arg(e.errorRatePct, 0, 'f', 1);
        else if (e.kind == HistoryEntry::Kind::Run)
            figures = tr("%1 requests, %2 % errors, TTFT p99 %3 ms")
                          .arg(e.requests)
                          .arg(e.errorRatePct, 0, 'f', 1)
                          .arg(e.ttftP99Ms, 0, 'f', 1);
        else
            figures =
                !e.boundaryRps ? tr("%1 steps, no boundary").arg(e.steps)
                : e.boundaryIsLowerBound
                    ? tr("%1 steps, no boundary: at least %2 req/s")
                          .arg(e.steps)
                          .arg(*e.boundaryRps, 0, 'g', 3)
                    : tr("%1 steps, boundary %2 req/s").arg(e.steps).arg(*e.boundaryRps, 0, 'g', 3);
        out << QStringList{e.startedAt.toLocalTime().toString(Qt::ISODate),
                           e.title(),
                           e.statusLabel(),
                           e.projectName,
                           e.model,
                           figures}
                   .join(QLatin1Char('\t'))
            << '\n';
    }
    if (array.isEmpty())
        out << tr("no runs or sweeps match") << '\n';
    out.flush();
    return context.writeJson({{QStringLiteral("results"), array}}) ? toInt(ExitCode::Success)
                                                                   : toInt(ExitCode::BadInput);
}

int ResultsCommand::showRun(CliContext &context, qint64 runId)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    // With --otlp the join loads the run and rebuilds it with the spans' server timings.
    std::optional<SpanJoinOutcome> spans;
    Result<RunDetail> detail = Result<RunDetail>::failure(QString());
    if (context.isSet(opt("otlp"))) {
        auto joined = SpanJoinJob::run(*db, {.runId = runId,
                                             .spanPath = context.value(opt("otlp")),
                                             .perRequest = context.isSet(opt("per-request"))});
        if (!joined)
            return context.fail(ExitCode::BadInput, joined.error());
        spans = std::move(joined).value();
        detail = std::move(*spans->detail);
    } else {
        detail = RunDetail::load(**db, runId);
    }
    if (!detail)
        return context.fail(ExitCode::BadInput, detail.error());
    if (detail->info.isExternal())
        return showExternalRun(context, detail->info);
    const QJsonObject target = detail->info.config.value(QLatin1String("target")).toObject();
    const QString headline = tr("run %1 (%2): model %3 at %4")
                                 .arg(runId)
                                 .arg(RunInfo::statusKey(detail->info.status),
                                      target.value(QLatin1String("model")).toString(),
                                      target.value(QLatin1String("base_url")).toString());
    const RunResult result = detail->result();
    context.out() << RunReport::summary(result, headline) << Qt::endl;
    QJsonObject json = result.toJson();
    json.insert(QStringLiteral("config"), detail->info.config);
    json.insert(QStringLiteral("serving_config"), detail->info.servingConfig);
    if (spans) {
        context.out() << '\n' << spans->lines.join(QLatin1Char('\n')) << Qt::endl;
        json.insert(QStringLiteral("server_spans"), spans->json);
    }
    return context.writeJson(json) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

int ResultsCommand::showExternalRun(CliContext &context, const RunInfo &info)
{
    const ExternalRun run = ExternalRun::fromStored(info.externalTool, info.config, info.summary);
    QTextStream &out = context.out();
    out << tr("run %1 (external, %2%3): %4, model %5, imported from %6")
               .arg(info.id)
               .arg(run.toolLabel(),
                    run.toolVersion.isEmpty() ? QString()
                                              : QString(QLatin1Char(' ') + run.toolVersion),
                    info.label, run.model.isEmpty() ? tr("not given") : run.model, run.sourceFile)
        << '\n';
    QStringList settings;
    for (auto it = run.settings.constBegin(); it != run.settings.constEnd(); ++it)
        settings.append(it.key() + QLatin1Char('=') +
                        (it.value().isDouble() ? QString::number(it.value().toDouble(), 'g', 6)
                                               : it.value().toVariant().toString()));
    out << tr("settings: %1")
               .arg(settings.isEmpty() ? tr("none in the file")
                                       : settings.join(QStringLiteral(", ")))
        << '\n';
    const auto count = [](qint64 n) { return n >= 0 ? QString::number(n) : tr("unknown"); };
    out << tr("requests: %1 completed, %2 failed, over %3 s")
               .arg(count(run.completed), count(run.failed),
                    run.durationS > 0 ? QString::number(run.durationS, 'f', 1) : tr("unknown"))
        << '\n';
    for (const PeerMetric &m : run.metrics) {
        QStringList stats;
        for (const char *s : {"mean", "p50", "p90", "p95", "p99", "p99.9", "value"})
            if (const auto v = m.stat(QLatin1String(s)))
                stats.append(QStringLiteral("%1 %2").arg(QLatin1String(s)).arg(*v, 0, 'f', 2));
        out << QStringLiteral("  %1 (%2)%3: %4")
                   .arg(m.label, m.unit, m.mapped ? QString() : QStringLiteral(" *"),
                        stats.join(QStringLiteral(", ")))
            << '\n';
    }
    for (const PeerMetric &m : run.metrics)
        if (!m.mapped)
            out << tr("  * %1 is not llmcap's metric: %2").arg(m.label, m.note) << '\n';
    out.flush();
    QJsonObject json{{QStringLiteral("run_id"), info.id},
                     {QStringLiteral("external"), true},
                     {QStringLiteral("config"), info.config},
                     {QStringLiteral("summary"), info.summary}};
    return context.writeJson(json) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

int ResultsCommand::importFile(CliContext &context, const QString &path)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    qint64 projectId = 0;
    if (context.isSet(opt("project"))) {
        const QString given = context.value(opt("project"));
        bool isId = false;
        const qint64 id = given.toLongLong(&isId);
        const auto project =
            isId ? ProjectRepository(**db).findById(id) : ProjectRepository(**db).findByName(given);
        if (!project)
            return context.fail(ExitCode::BadInput,
                                tr("no project %1 in %2: llmcap-cli projects lists them")
                                    .arg(given, (*db)->path()));
        projectId = project->id;
    }
    QList<ExternalRun> runs;
    QList<qint64> duplicates;
    auto ids = PeerResultImporter::importFile(**db, path, projectId, &runs, &duplicates);
    if (!ids)
        return context.fail(ExitCode::BadInput, ids.error());
    QTextStream &out = context.out();
    for (qint64 existing : duplicates)
        out << tr("skipped a run imported before: run %1 holds the same result").arg(existing)
            << '\n';
    QJsonArray array;
    for (qsizetype i = 0; i < ids->size(); ++i) {
        const ExternalRun &r = runs.at(i);
        int mapped = 0;
        for (const PeerMetric &m : r.metrics)
            mapped += m.mapped ? 1 : 0;
        out << tr("imported run %1: %2 (%3), %4 metrics under llmcap's names, %5 under the "
                  "tool's own")
                   .arg(ids->at(i))
                   .arg(r.toolLabel(), r.name.isEmpty() ? r.format : r.name)
                   .arg(mapped)
                   .arg(r.metrics.size() - mapped)
            << '\n';
        array.append(QJsonObject{{QStringLiteral("run_id"), ids->at(i)},
                                 {QStringLiteral("tool"), r.tool},
                                 {QStringLiteral("tool_version"), r.toolVersion},
                                 {QStringLiteral("format"), r.format},
                                 {QStringLiteral("settings"), r.settings}});
    }
    out.flush();
    QJsonArray skipped;
    for (qint64 existing : duplicates)
        skipped.append(existing);
    return context.writeJson(
               {{QStringLiteral("imported"), array}, {QStringLiteral("already_imported"), skipped}})
               ? toInt(ExitCode::Success)
               : toInt(ExitCode::BadInput);
}

int ResultsCommand::compareRuns(CliContext &context, qint64 firstId, qint64 secondId)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto comparison = RunComparison::load(**db, firstId, secondId);
    if (!comparison)
        return context.fail(ExitCode::BadInput, comparison.error());
    context.out() << comparison->text();
    context.out().flush();
    QJsonArray rows;
    for (const RunComparison::Row &r : comparison->rows) {
        QJsonObject row{{QStringLiteral("key"), r.key},
                        {QStringLiteral("label"), r.label},
                        {QStringLiteral("unit"), r.unit},
                        {QStringLiteral("mapped"), r.mapped}};
        if (r.first)
            row.insert(QStringLiteral("first"), r.first->toJson());
        if (r.second)
            row.insert(QStringLiteral("second"), r.second->toJson());
        rows.append(row);
    }
    return context.writeJson({{QStringLiteral("first"), firstId},
                              {QStringLiteral("second"), secondId},
                              {QStringLiteral("rows"), rows}})
               ? toInt(ExitCode::Success)
               : toInt(ExitCode::BadInput);
}

int ResultsCommand::showSweep(CliContext &context, qint64 sweepId)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto detail = SweepDetail::load(**db, sweepId);
    if (!detail)
        return context.fail(ExitCode::BadInput, detail.error());
    QTextStream &out = context.out();
    out << detail->title() << " (" << SweepInfo::statusKey(detail->info.status) << ")\n";
    QJsonArray steps;
    for (const SweepStep &s : detail->steps) {
        steps.append(s.toJson());
        out << tr("step %1  %2 req/s  %3  TTFT p99 %4 ms  ITL p99 %5 ms  TPOT p99 %6 ms  "
                  "attained %7 %  goodput %8 req/s  completed %9 req/s  run %10")
                   .arg(s.index + 1)
                   .arg(s.rateRps, 0, 'g', 4)
                   .arg(SweepStep::verdictKey(s.verdict))
                   .arg(s.ttft.p99, 0, 'f', 1)
                   .arg(s.itl.p99, 0, 'f', 1)
                   .arg(s.tpot.p99, 0, 'f', 1)
                   .arg(s.attainmentPct, 0, 'f', 1)
                   .arg(s.goodputRps, 0, 'g', 4)
                   .arg(s.completedRps, 0, 'g', 4)
                   .arg(s.runId)
            << '\n';
    }
    if (detail->info.result)
        out << '\n' << detail->info.result->summary() << '\n';
    std::optional<SpanJoinOutcome> spans;
    if (context.isSet(opt("otlp"))) {
        auto joined = SpanJoinJob::run(*db, {.sweepId = sweepId,
                                             .spanPath = context.value(opt("otlp")),
                                             .perRequest = context.isSet(opt("per-request"))});
        if (!joined)
            return context.fail(ExitCode::BadInput, joined.error());
        spans = std::move(joined).value();
        out << '\n' << spans->lines.join(QLatin1Char('\n')) << '\n';
    }
    out.flush();
    QJsonObject json{{QStringLiteral("sweep_id"), sweepId},
                     {QStringLiteral("config"), detail->info.config},
                     {QStringLiteral("steps"), steps},
                     {QStringLiteral("serving_config"), detail->serving.toJson()}};
    if (detail->info.result)
        json.insert(QStringLiteral("result"), detail->info.result->toJson());
    if (spans)
        json.insert(QStringLiteral("server_spans"), spans->json);
    return context.writeJson(json) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

int ResultsCommand::pareto(CliContext &context, const QList<qint64> &sweepIds)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    QList<SweepDetail> details;
    for (const qint64 sweepId : sweepIds) {
        auto d = SweepDetail::load(**db, sweepId);
        if (!d)
            return context.fail(ExitCode::BadInput, d.error());
        details.append(*d);
    }
    const ParetoView view = ParetoView::of(details);
    if (view.pointCount() == 0)
        return context.fail(ExitCode::CheckFailed,
                            tr("no finished step of these sweeps streamed output tokens"));
    context.out() << view.text();
    context.out().flush();
    return context.writeJson(view.toJson()) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

int ResultsCommand::compare(CliContext &context, qint64 firstId, qint64 secondId)
{
    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    auto first = SweepDetail::load(**db, firstId);
    if (!first)
        return context.fail(ExitCode::BadInput, first.error());
    auto second = SweepDetail::load(**db, secondId);
    if (!second)
        return context.fail(ExitCode::BadInput, second.error());
    QTextStream &out = context.out();
    for (const SweepDetail *d : {&*first, &*second}) {
        const auto b = d->boundary();
        out << d->title() << ": "
            << (b ? tr("boundary %1 req/s (%2-%3), plans use %4 req/s (%5)")
                        .arg(b->meanRps, 0, 'g', 3)
                        .arg(b->lowerRps, 0, 'g', 3)
                        .arg(b->upperRps, 0, 'g', 3)
                        .arg(b->plannedRps, 0, 'g', 3)
                        .arg(b->method)
                  : tr("no boundary"))
            << '\n';
    }
    QJsonArray rows;
    out << '\n' << tr("serving configuration (* differs):") << '\n';
    for (const ServingDiff::Row &r : ServingDiff::rows(first->serving, second->serving)) {
        out << (r.differs ? "* " : "  ") << r.key.leftJustified(24) << ' '
            << (r.before.isEmpty() ? QStringLiteral("-") : r.before).leftJustified(24) << ' '
            << (r.after.isEmpty() ? QStringLiteral("-") : r.after) << '\n';
        rows.append(QJsonObject{{QStringLiteral("key"), r.key},
                                {QStringLiteral("first"), r.before},
                                {QStringLiteral("second"), r.after},
                                {QStringLiteral("differs"), r.differs}});
    }
    out.flush();
    QJsonObject json{
        {QStringLiteral("first"), firstId},
        {QStringLiteral("second"), secondId},
        {QStringLiteral("serving_diff"), rows},
        {QStringLiteral("differing"),
         QJsonArray::fromStringList(ServingDiff::differingKeys(first->serving, second->serving))}};
    return context.writeJson(json) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

} // namespace llmcap
