#include "cli/commands/TelemetryCommand.h"

#include "cli/CliContext.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "telemetry/LogColumnProposal.h"
#include "telemetry/MappedLogReader.h"
#include "telemetry/ShapeAnalysis.h"
#include "telemetry/TelemetryDerivation.h"
#include "workflow/TelemetryWorkflow.h"

#include <QJsonArray>
#include <QLocale>

namespace llmcap {

namespace {

QString opt(const char *name)
{
    return QLatin1String(name);
}

QJsonObject datasetJson(const TelemetryDataset &d)
{
    return {{QStringLiteral("id"), d.id},
            {QStringLiteral("project_id"), d.projectId},
            {QStringLiteral("name"), d.name},
            {QStringLiteral("format"), d.format},
            {QStringLiteral("source_file"), d.sourceFile},
            {QStringLiteral("imported_at"), d.importedAt.toString(Qt::ISODate)},
            {QStringLiteral("first_ms"), d.firstMs},
            {QStringLiteral("last_ms"), d.lastMs},
            {QStringLiteral("records"), d.records},
            {QStringLiteral("llm_calls"), d.llmCalls},
            {QStringLiteral("runs"), d.runs},
            {QStringLiteral("skipped"), d.skipped},
            {QStringLiteral("retention"), d.retention}};
}

QString utc(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace

QString TelemetryCommand::summary() const
{
    return tr("Import application telemetry, analyse its shape, derive a workload and trace.");
}

QString TelemetryCommand::description() const
{
    return tr(
        "import FILE --format langfuse|otlp|mooncake|jsonl|csv reads a telemetry export as a "
        "stream and stores it sanitised: prompts, outputs, messages, tool arguments and "
        "documents are never read into storage, and user, session, trace and tenant ids become "
        "keyed pseudonyms (the key is kept in the OS keyring or a 0600 file beside the "
        "database, never in the database or an export). A record that cannot be read is "
        "skipped and reported with its line; a file that is mostly unreadable imports nothing "
        "(exit 3). Generic JSONL and CSV need --map FIELD=COLUMN for timestamp and the token "
        "counts.\n\n"
        "list shows the datasets; analyze ID prints the traffic's shape (rates over time, "
        "concurrency, length percentiles with their sample counts, calls per run, cache and "
        "retry behaviour, time of day, peak-to-average, model mix, growth); derive ID writes "
        "a workload file that `bench` and `sweep` read, a replay trace that keeps whole runs "
        "and requests, and fills the sizing request's workload answers as measured.");
}

QString TelemetryCommand::synopsis() const
{
    return QStringLiteral(
        "import FILE --format F [--map FIELD=COLUMN ...] [--name NAME] [--latency-unit U] | "
        "list | analyze ID | derive ID [--workload OUT] [--trace OUT] [--sizing IN "
        "--sizing-out OUT] [--class-by ATTR] [--target-rps R] [--time-scale X] | remove ID");
}

void TelemetryCommand::addOptions(CliOptions &o)
{
    o.addPositional(QStringLiteral("action"), tr("import, list, analyze, derive or remove."));
    o.addPositional(QStringLiteral("target"), tr("The file to import, or a dataset's id or name."),
                    QStringLiteral("[FILE|ID]"));
    o.add(QCommandLineOption(opt("format"),
                             tr("import: the file's format: langfuse, otlp, mooncake, jsonl, csv."),
                             QStringLiteral("F")));
    o.add(QCommandLineOption(
        opt("map"),
        tr("import: the column (or key) holding a field, for jsonl and csv: timestamp, "
           "timestamp_unit (s, ms, us, ns, iso), input_tokens, output_tokens, cached_tokens, "
           "duration, ttft, model, class, run, session, user, status, parent, span, "
           "prefix_group. Repeat for each field."),
        QStringLiteral("FIELD=COLUMN")));
    o.add(QCommandLineOption(opt("name"), tr("import: the dataset's name (default: the file's)."),
                             QStringLiteral("NAME")));
    o.add(QCommandLineOption(
        opt("latency-unit"),
        tr("import: the unit of Langfuse's latency and time_to_first_token: auto (default; "
           "detected from the timestamps), s or ms."),
        QStringLiteral("U")));
    o.add(QCommandLineOption(opt("project"),
                             tr("The project the dataset belongs to (its pseudonym key too)."),
                             QStringLiteral("NAME")));
    o.add(QCommandLineOption(opt("workload"), tr("derive: write the workload file to OUT."),
                             QStringLiteral("OUT")));
    o.add(QCommandLineOption(opt("trace"), tr("derive: write the replay trace (JSONL) to OUT."),
                             QStringLiteral("OUT")));
    o.add(QCommandLineOption(opt("sizing"),
                             tr("derive: the sizing file whose workload answers to fill."),
                             QStringLiteral("IN")));
    o.add(QCommandLineOption(opt("sizing-out"),
                             tr("derive: where to write the filled sizing file."),
                             QStringLiteral("OUT")));
    o.add(QCommandLineOption(
        opt("class-by"),
        tr("derive: group calls into classes by name (default), model or attribute:KEY."),
        QStringLiteral("ATTR")));
    o.add(QCommandLineOption(
        opt("target-rps"),
        tr("derive: resample whole runs so that the trace offers R calls per second."),
        QStringLiteral("R")));
    o.add(QCommandLineOption(opt("time-scale"),
                             tr("derive: stretch (>1) or compress (<1) the trace's time."),
                             QStringLiteral("X")));
    o.add(QCommandLineOption(opt("seed"), tr("derive: the sampling seed (default 1)."),
                             QStringLiteral("N")));
}

int TelemetryCommand::run(CliContext &context)
{
    const QStringList args = context.positional();
    if (args.isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("name an action: import, list, analyze, derive or remove"));
    const QString action = args.first();
    const bool needsTarget = action != QLatin1String("list");
    if (needsTarget && args.size() < 2)
        return context.fail(ExitCode::Usage,
                            action == QLatin1String("import")
                                ? tr("telemetry import needs the file to import")
                                : tr("telemetry %1 needs a dataset's id or name").arg(action));
    if (args.size() > (needsTarget ? 2 : 1))
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(args.at(needsTarget ? 2 : 1)));

    auto db = context.database();
    if (!db)
        return context.fail(ExitCode::BadInput, db.error());
    qint64 projectId = context.isSet(opt("project")) ? 0 : -1;
    if (context.isSet(opt("project"))) {
        const QString name = context.value(opt("project"));
        const auto project = ProjectRepository(**db).findByName(name);
        if (!project)
            return context.fail(ExitCode::BadInput, tr("no project named \"%1\"").arg(name));
        projectId = project->id;
    }

    if (action == QLatin1String("import"))
        return runImport(context, **db, std::max<qint64>(projectId, 0));
    if (action == QLatin1String("list"))
        return runList(context, **db, projectId);
    if (action == QLatin1String("analyze") || action == QLatin1String("analyse"))
        return runAnalyze(context, **db, projectId);
    if (action == QLatin1String("derive"))
        return runDerive(context, **db, projectId);
    if (action == QLatin1String("remove"))
        return runRemove(context, **db, projectId);
    return context.fail(
        ExitCode::Usage,
        tr("unknown action '%1': use import, list, analyze, derive or remove").arg(action));
}

QString TelemetryCommand::mappingHint(const QString &path)
{
    QString hint = tr("a request log needs --map FIELD=COLUMN, at least --map timestamp=COLUMN");
    const auto proposal = LogColumnProposal::fromFile(path);
    if (!proposal || proposal->mapping.isEmpty())
        return hint;
    QStringList maps;
    for (const QString &field : MappedLogReader::knownFields())
        if (proposal->mapping.contains(field))
            maps << QStringLiteral("--map ") + field + QLatin1Char('=') +
                        proposal->mapping.value(field);
    return hint + tr("; the file's fields suggest %1").arg(maps.join(QLatin1Char(' ')));
}

int TelemetryCommand::runImport(CliContext &context, Database &db, qint64 projectId)
{
    TelemetryWorkflow::ImportRequest request;
    request.path = context.positional().at(1);
    request.projectId = projectId;
    request.name = context.value(opt("name"));
    if (!context.isSet(opt("format")))
        return context.fail(ExitCode::Usage,
                            tr("telemetry import needs --format langfuse|otlp|mooncake|jsonl|csv"));
    const auto format = TelemetryImportOptions::parseFormat(context.value(opt("format")));
    if (!format)
        return context.fail(ExitCode::Usage,
                            tr("unknown --format '%1': use langfuse, otlp, mooncake, jsonl or csv")
                                .arg(context.value(opt("format"))));
    request.options.format = *format;
    for (const QString &pair : context.args().values(opt("map"))) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == pair.size() - 1)
            return context.fail(ExitCode::Usage,
                                tr("--map takes FIELD=COLUMN, not '%1'").arg(pair));
        request.options.mapping.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    if ((*format == TelemetryImportOptions::Format::Jsonl ||
         *format == TelemetryImportOptions::Format::Csv) &&
        request.options.mapping.isEmpty())
        return context.fail(ExitCode::Usage, mappingHint(request.path));
    if (context.isSet(opt("latency-unit"))) {
        const QString unit = context.value(opt("latency-unit")).toLower();
        if (unit == QLatin1String("s"))
            request.options.latencyUnit = TelemetryImportOptions::LatencyUnit::Seconds;
        else if (unit == QLatin1String("ms"))
            request.options.latencyUnit = TelemetryImportOptions::LatencyUnit::Milliseconds;
        else if (unit != QLatin1String("auto"))
            return context.fail(ExitCode::Usage,
                                tr("--latency-unit takes auto, s or ms, not '%1'").arg(unit));
    }
    if (qEnvironmentVariableIntValue("LLMCAP_NO_KEYRING") == 1)
        request.keyringAllowed = false;

    auto outcome = TelemetryWorkflow::importFile(db, request);
    if (!outcome)
        return context.fail(ExitCode::BadInput, outcome.error());
    const TelemetryDataset &d = outcome->dataset;
    const TelemetryImportReport &r = outcome->report;
    const QLocale locale;
    QTextStream &out = context.out();
    out << tr("Imported \"%1\" (dataset %2) from %3, read as %4.")
               .arg(d.name)
               .arg(d.id)
               .arg(d.sourceFile, r.format)
        << '\n';
    if (d.runs > 0 || d.llmCalls == 0)
        out << "  "
            << tr("%1 records kept: %2 LLM calls in %3 runs; %4 skipped.")
                   .arg(locale.toString(d.records), locale.toString(d.llmCalls),
                        locale.toString(d.runs), locale.toString(d.skipped))
            << '\n';
    else // analyze counts each such call as a run of its own
        out << "  "
            << tr("%1 records kept: %2 LLM calls, none in a run (the file names no sessions: "
                  "each call is a run of its own in the analysis); %3 skipped.")
                   .arg(locale.toString(d.records), locale.toString(d.llmCalls),
                        locale.toString(d.skipped))
            << '\n';
    if (outcome->serverSpansFolded > 0)
        out << "  "
            << tr("%1 inference-server spans (vLLM's) counted once, with their client calls.")
                   .arg(locale.toString(outcome->serverSpansFolded))
            << '\n';
    if (d.firstMs > 0)
        out << "  " << tr("Time span: %1 – %2 UTC.").arg(utc(d.firstMs), utc(d.lastMs)) << '\n';
    if (!r.latencyUnit.isEmpty())
        out << "  " << tr("Latency unit: %1 (%2).").arg(r.latencyUnit, r.latencyUnitReason) << '\n';
    if (!r.droppedFields.isEmpty())
        out << "  "
            << tr("Dropped at the door (never stored): %1.")
                   .arg(r.droppedFields.join(QStringLiteral(", ")))
            << '\n';
    if (!r.pseudonymisedFields.isEmpty())
        out << "  "
            << tr("Pseudonymised (key: %1): %2.")
                   .arg(outcome->keySource, r.pseudonymisedFields.join(QStringLiteral(", ")))
            << '\n';
    for (auto it = r.skippedByReason.cbegin(); it != r.skippedByReason.cend(); ++it)
        out << "  " << tr("Skipped %1: %2.").arg(locale.toString(it.value()), it.key()) << '\n';
    for (const QString &problem : r.problems)
        out << "    " << problem << '\n';
    if (r.skipped > r.problems.size() && !r.problems.isEmpty())
        out << "    " << tr("(the first %1 problems are shown)").arg(r.problems.size()) << '\n';
    out.flush();
    return context.writeJson({{QStringLiteral("dataset"), datasetJson(d)}})
               ? toInt(ExitCode::Success)
               : toInt(ExitCode::BadInput);
}

int TelemetryCommand::runList(CliContext &context, Database &db, qint64 projectId)
{
    auto all = TelemetryRepository(db).list(projectId);
    if (!all)
        return context.fail(ExitCode::BadInput, all.error());
    QJsonArray array;
    QTextStream &out = context.out();
    if (all->isEmpty())
        out << tr("no telemetry datasets yet; import one with `llmcap-cli telemetry import FILE "
                  "--format F`")
            << Qt::endl;
    for (const TelemetryDataset &d : *all) {
        out << TelemetryWorkflow::describe(d) << '\n';
        array.append(datasetJson(d));
    }
    out.flush();
    return context.writeJson({{QStringLiteral("datasets"), array}}) ? toInt(ExitCode::Success)
                                                                    : toInt(ExitCode::BadInput);
}

int TelemetryCommand::runAnalyze(CliContext &context, Database &db, qint64 projectId)
{
    auto dataset = TelemetryWorkflow::find(db, context.positional().at(1), projectId);
    if (!dataset)
        return context.fail(ExitCode::BadInput, dataset.error());
    TelemetryRepository repo(db);
    auto shape = ShapeAnalysis::compute(repo, *dataset);
    if (!shape)
        return context.fail(ExitCode::BadInput, shape.error());
    context.out() << shape->toText();
    context.out().flush();
    return context.writeJson({{QStringLiteral("dataset"), datasetJson(*dataset)},
                              {QStringLiteral("shape"), shape->toJson()}})
               ? toInt(ExitCode::Success)
               : toInt(ExitCode::BadInput);
}

int TelemetryCommand::runDerive(CliContext &context, Database &db, qint64 projectId)
{
    auto dataset = TelemetryWorkflow::find(db, context.positional().at(1), projectId);
    if (!dataset)
        return context.fail(ExitCode::BadInput, dataset.error());
    TelemetryWorkflow::DeriveRequest request;
    request.workloadPath = context.value(opt("workload"));
    request.tracePath = context.value(opt("trace"));
    request.sizingIn = context.value(opt("sizing"));
    request.sizingOut = context.value(opt("sizing-out"));
    if (request.workloadPath.isEmpty() && request.tracePath.isEmpty() &&
        request.sizingOut.isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("telemetry derive writes --workload OUT, --trace OUT and/or "
                               "--sizing-out OUT: name at least one"));
    if (request.sizingIn.isEmpty() != request.sizingOut.isEmpty())
        return context.fail(ExitCode::Usage, tr("--sizing IN and --sizing-out OUT go together"));
    if (context.isSet(opt("class-by")))
        request.options.classBy = context.value(opt("class-by"));
    const auto number = [&](const char *name, double &into, double min) -> bool {
        if (!context.isSet(opt(name)))
            return true;
        bool ok = false;
        const double v = context.value(opt(name)).toDouble(&ok);
        if (!ok || !(v > min))
            return false;
        into = v;
        return true;
    };
    if (!number("target-rps", request.options.targetRps, 0))
        return context.fail(ExitCode::Usage, tr("--target-rps takes a rate above 0"));
    if (!number("time-scale", request.options.timeScale, 0))
        return context.fail(ExitCode::Usage, tr("--time-scale takes a factor above 0"));
    if (context.isSet(opt("seed"))) {
        bool ok = false;
        request.options.seed = context.value(opt("seed")).toULongLong(&ok);
        if (!ok)
            return context.fail(ExitCode::Usage, tr("--seed takes a whole number"));
    }

    auto outcome = TelemetryWorkflow::derive(db, *dataset, request);
    if (!outcome)
        return context.fail(ExitCode::BadInput, outcome.error());
    QTextStream &out = context.out();
    for (const QString &line : outcome->summary)
        out << line << '\n';
    out.flush();
    QJsonObject json{{QStringLiteral("dataset"), datasetJson(*dataset)},
                     {QStringLiteral("workload"), outcome->derivation.workload.toJson()}};
    QJsonArray written;
    for (const QString &path : outcome->written)
        written.append(path);
    json.insert(QStringLiteral("written"), written);
    return context.writeJson(json) ? toInt(ExitCode::Success) : toInt(ExitCode::BadInput);
}

int TelemetryCommand::runRemove(CliContext &context, Database &db, qint64 projectId)
{
    auto dataset = TelemetryWorkflow::find(db, context.positional().at(1), projectId);
    if (!dataset)
        return context.fail(ExitCode::BadInput, dataset.error());
    if (Status s = TelemetryRepository(db).remove(dataset->id); !s)
        return context.fail(ExitCode::BadInput, s.error());
    context.out() << tr("removed telemetry dataset %1 (\"%2\")").arg(dataset->id).arg(dataset->name)
                  << Qt::endl;
    return context.writeJson({{QStringLiteral("removed"), dataset->id}})
               ? toInt(ExitCode::Success)
               : toInt(ExitCode::BadInput);
}

} // namespace llmcap
