#include "cli/commands/PlanCommand.h"

#include "cli/CliContext.h"
#include "export/PdfRenderer.h"
#include "export/ReportData.h"
#include "export/ReportJson.h"
#include "plan/PlanRepository.h"
#include "plan/PlanSweeps.h"
#include "plan/SimulatorEstimator.h"
#include "storage/Database.h"
#include "storage/ProjectRepository.h"
#include "validation/ValidationRepository.h"
#include "workflow/ExportBundle.h"

#include <QDir>
#include <QLocale>

#include <algorithm>

namespace llmcap {

namespace {

// The stored sweeps the deployment's loads name (product-wide and per envelope).
QStringList sweepIdsOf(const Deployment &d)
{
    QList<SustainableLoad> loads = d.sustainablePerEnvelope.values();
    loads.prepend(d.sustainable);
    QStringList ids;
    for (const SustainableLoad &load : std::as_const(loads))
        if (load.source == SustainableLoad::Source::Sweep && !load.sweepId.isEmpty())
            ids << load.sweepId;
    ids.removeDuplicates();
    return ids;
}

// The cost section (PlanCost computes it; without a price, its one line saying so).
void printCost(QTextStream &out, const PlanCost &cost)
{
    out << '\n';
    if (!cost.available) {
        out << cost.missing << '\n';
        return;
    }
    out << PlanCommand::tr("Cost (730 h a month, %1 per GPU-hour):")
               .arg(cost.money(cost.price.perGpuHour))
        << '\n'
        << QStringLiteral("  %1 %2 %3 %4  %5\n")
               .arg(PlanCommand::tr("envelope").leftJustified(14),
                    PlanCommand::tr("component").leftJustified(38),
                    PlanCommand::tr("GPUs").rightJustified(6),
                    PlanCommand::tr("per month").rightJustified(18), PlanCommand::tr("range"));
    for (const CostLine &l : cost.lines)
        out << QStringLiteral("  %1 %2 %3 %4  %5 - %6\n")
                   .arg(l.envelope.leftJustified(14), l.label.leftJustified(38))
                   .arg(l.gpus, 6, 'f', 0)
                   .arg(cost.money(l.monthly).rightJustified(18), cost.money(l.monthlyLow),
                        cost.money(l.monthlyHigh));
    for (const QString &line : cost.summary())
        out << "  " << line << '\n';
    for (const QString &a : cost.assumptions)
        out << "  * " << a << '\n';
}

void printPlan(QTextStream &out, const CapacityPlan &plan)
{
    out << plan.headline() << "\n\n";
    for (const EnvelopePlan &e : plan.envelopes) {
        out << (e.inRuns() ? PlanCommand::tr("Envelope %1: peak %2 runs/s (range %3-%4), "
                                             "sustainable %5 runs/s per replica (%6)")
                           : PlanCommand::tr("Envelope %1: peak %2 calls/s (range %3-%4), "
                                             "sustainable %5 calls/s per replica (%6)"))
                   .arg(e.envelope.id)
                   .arg(e.peakRps, 0, 'g', 4)
                   .arg(e.peakLowRps, 0, 'g', 4)
                   .arg(e.peakHighRps, 0, 'g', 4)
                   .arg(e.sustainable.planningRps(), 0, 'g', 4)
                   .arg(e.sustainable.isSet() ? e.sustainable.sourceLabel()
                                              : PlanCommand::tr("none"))
            << '\n';
        if (!e.envelope.reason.isEmpty())
            out << "  " << e.envelope.reason << '\n';
    }
    out << '\n'
        << QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
               .arg(PlanCommand::tr("envelope").leftJustified(14),
                    PlanCommand::tr("component").leftJustified(38),
                    PlanCommand::tr("replicas").rightJustified(8),
                    PlanCommand::tr("range").rightJustified(8),
                    PlanCommand::tr("GPUs").rightJustified(6), PlanCommand::tr("note"));
    for (const PlanRow &r : plan.rows())
        out << QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
                   .arg(r.envelope.leftJustified(14), r.label.leftJustified(38))
                   .arg(r.replicas, 8)
                   .arg(QStringLiteral("%1-%2").arg(r.low).arg(r.high).rightJustified(8))
                   .arg(plan.gpusPerReplica > 0 ? QString::number(r.gpus).rightJustified(6)
                                                : QStringLiteral("?").rightJustified(6))
                   .arg(r.note);
    if (const QStringList breach = plan.breachLines(); !breach.isEmpty()) {
        out << '\n'
            << PlanCommand::tr("Breach probability (the grown peak exceeds what the serving "
                               "replicas sustain):")
            << '\n';
        for (const QString &line : breach)
            out << "  " << line << '\n';
    }
    printCost(out, plan.cost);
    out << '\n'
        << PlanCommand::tr("Assumptions (* filled in by llmcap, not in the request):") << '\n';
    for (const PlanAssumption &a : plan.assumptions)
        out << (a.assumed ? "  * " : "    ") << a.text << '\n';
    if (!plan.mistakes.isEmpty()) {
        out << '\n' << PlanCommand::tr("How to be less wrong:") << '\n';
        for (const Mistake &m : plan.mistakes)
            out << "  - " << m.title << ": " << m.explanation << '\n';
    }
    if (!plan.problems.isEmpty()) {
        out << '\n' << PlanCommand::tr("Problems:") << '\n';
        for (const QString &p : plan.problems)
            out << "  ! " << p << '\n';
    }
    if (plan.unsafe) {
        out << '\n'
            << PlanCommand::tr("UNSAFE: the sustainable load failed its own confirmation; the "
                               "replica counts rest on a rate shown not to hold:")
            << '\n';
        for (const QString &r : plan.unsafeReasons)
            out << "  ! " << r << '\n';
    } else if (plan.preliminary && plan.complete()) {
        out << '\n'
            << PlanCommand::tr("Preliminary: %1 reason(s); see the assumptions above.")
                   .arg(plan.preliminaryReasons.size())
            << '\n';
    }
    out.flush();
}

} // namespace

QString PlanCommand::summary() const
{
    return tr("Build the replica plan from a sizing request, and export it.");
}

QString PlanCommand::description() const
{
    return tr("Projects the peak offered load from the sizing request's workload profile, divides "
              "it by the sustainable load per replica (a sweep's planned rate, else the lower "
              "confidence bound), and adds "
              "reserve for the failure topology, rollouts, growth and warm start-up. Every "
              "assumption is listed; with missing data the plan is preliminary and gives a range.\n"
              "\n"
              "The sizing file (JSON or YAML) holds the six sections of the sizing request and a "
              "deployment section with the replica configuration and the sustainable load; see "
              "the README. --sweep takes the sustainable load from a stored sweep instead "
              "(--sweep ID for all envelopes, --sweep ENVELOPE=ID for one); --simulate estimates "
              "it with the "
              "built-in simulator where none is given, as a preliminary value with a wide range.\n"
              "\n"
              "Exit codes: 0 plan made (possibly preliminary); 1 no replica count could be made "
              "(for example no sustainable load), or the plan is unsafe (no rate held in the "
              "sweep's confirmation runs; the plan and its exports are still written); 2 usage "
              "error; 3 bad input.");
}

QString PlanCommand::synopsis() const
{
    return QStringLiteral("(--sizing FILE | --project NAME) [--sweep ID] [--simulate] [--pdf OUT] "
                          "[--csv OUT] [--steps-csv OUT] [--requests-csv OUT] [--markdown OUT] "
                          "[--validation ID] [--validation-csv OUT] [--breach-probability PCT] "
                          "[--gpu-price AMOUNT [--currency CODE] [--price-source TEXT]]");
}

void PlanCommand::addOptions(CliOptions &options)
{
    options.add(QCommandLineOption(QStringLiteral("sizing"),
                                   tr("Sizing file (JSON or YAML) to plan from."),
                                   QStringLiteral("FILE")));
    options.add(QCommandLineOption(QStringLiteral("project"),
                                   tr("Plan from the sizing request stored with project NAME; the "
                                      "plan is saved with the project."),
                                   QStringLiteral("NAME")));
    options.add(QCommandLineOption(QStringLiteral("sweep"),
                                   tr("Take the sustainable load from stored sweep ID (or "
                                      "ENVELOPE=ID for one envelope; repeatable)."),
                                   QStringLiteral("ID")));
    options.add(QCommandLineOption(QStringLiteral("simulate"),
                                   tr("Where no sustainable load is given, estimate it with the "
                                      "built-in simulator (preliminary, wide range).")));
    options.add(QCommandLineOption(QStringLiteral("pdf"), tr("Write the PDF report to OUT."),
                                   QStringLiteral("OUT")));
    options.add(QCommandLineOption(QStringLiteral("csv"), tr("Write the plan rows as CSV to OUT."),
                                   QStringLiteral("OUT")));
    options.add(QCommandLineOption(QStringLiteral("steps-csv"),
                                   tr("With --sweep: write the sweep's steps (rate, verdict, "
                                      "reasons, attainment, goodput, latency percentiles) as CSV "
                                      "to OUT."),
                                   QStringLiteral("OUT")));
    options.add(QCommandLineOption(QStringLiteral("requests-csv"),
                                   tr("With --sweep: write every request of the sweep's steps as "
                                      "CSV to OUT (the columns of bench --csv)."),
                                   QStringLiteral("OUT")));
    options.add(QCommandLineOption(QStringLiteral("validation"),
                                   tr("Show stored validation ID in the report (with --project, "
                                      "the newest validation attached to this plan is shown "
                                      "without it)."),
                                   QStringLiteral("ID")));
    options.add(QCommandLineOption(QStringLiteral("validation-csv"),
                                   tr("Write the shown validation's per-minute rows as CSV to "
                                      "OUT."),
                                   QStringLiteral("OUT")));
    options.add(QCommandLineOption(QStringLiteral("gpu-price"),
                                   tr("Price per GPU-hour for the plan's cost (wins over the "
                                      "project's price and the GPU catalog's)."),
                                   QStringLiteral("AMOUNT")));
    options.add(QCommandLineOption(QStringLiteral("currency"),
                                   tr("With --gpu-price: its ISO 4217 currency code (default "
                                      "USD)."),
                                   QStringLiteral("CODE")));
    options.add(QCommandLineOption(QStringLiteral("price-source"),
                                   tr("With --gpu-price: where the price comes from, shown "
                                      "beside the cost (e.g. \"list price, cloud on-demand, "
                                      "2026-11\")."),
                                   QStringLiteral("TEXT")));
    options.add(QCommandLineOption(QStringLiteral("breach-probability"),
                                   tr("The breach target in percent (default 5, or the sizing "
                                      "file's breach_probability_pct): the plan gives each "
                                      "envelope the serving replicas whose chance of falling "
                                      "short of the projected peak is at most this."),
                                   QStringLiteral("PCT")));
    options.add(QCommandLineOption(QStringLiteral("markdown"),
                                   tr("Write the sizing request as a Markdown questionnaire to "
                                      "OUT."),
                                   QStringLiteral("OUT")));
}

bool PlanCommand::writesPdf(const QStringList &arguments) const
{
    for (const QString &a : arguments) {
        if (a == QLatin1String("--"))
            break;
        if (a == QLatin1String("--pdf") || a.startsWith(QLatin1String("--pdf=")))
            return true;
    }
    return false;
}

namespace {

// The stored sizing request of --project NAME: 0, or the exit code of a failure reported.
int loadProject(CliContext &context, Database &db, PlanInput &input,
                std::optional<Project> &project)
{
    const QString name = context.value(QStringLiteral("project"));
    project = ProjectRepository(db).findByName(name);
    if (!project)
        return context.fail(ExitCode::BadInput,
                            PlanCommand::tr("no project named \"%1\"").arg(name));
    auto stored = PlanRepository(db).loadInput(project->id);
    if (!stored)
        return context.fail(ExitCode::BadInput, stored.error());
    if (!*stored)
        return context.fail(
            ExitCode::BadInput,
            PlanCommand::tr("project \"%1\" has no sizing request yet: fill it in the GUI "
                            "or plan from a file with --sizing")
                .arg(name));
    input = std::move(**stored);
    return 0;
}

// --gpu-price: the price of this plan, over the project's and the catalog's. 0, or the exit
// code of a failure reported.
int readGpuPrice(CliContext &context, PlanInput &input)
{
    if (!context.isSet(QStringLiteral("gpu-price"))) {
        if (context.isSet(QStringLiteral("currency")) ||
            context.isSet(QStringLiteral("price-source")))
            return context.fail(
                ExitCode::Usage,
                PlanCommand::tr("--currency and --price-source need --gpu-price AMOUNT"));
        return 0;
    }
    auto amount = GpuPrice::parsePerGpuHour(context.value(QStringLiteral("gpu-price")));
    if (!amount)
        return context.fail(ExitCode::Usage, QStringLiteral("--gpu-price: ") + amount.error());
    const QString currency = context.isSet(QStringLiteral("currency"))
                                 ? context.value(QStringLiteral("currency"))
                                 : QStringLiteral("USD");
    const QString source = context.isSet(QStringLiteral("price-source"))
                               ? context.value(QStringLiteral("price-source"))
                               : PlanCommand::tr("given with --gpu-price");
    auto price = GpuPrice::make(*amount, currency, source);
    if (!price)
        return context.fail(ExitCode::Usage, QStringLiteral("--currency: ") + price.error());
    input.deployment.gpuPrice = *price;
    return 0;
}

// --breach-probability PCT: the plan's breach target, over the sizing file's. 0, or the exit
// code of a failure reported.
int readBreachTarget(CliContext &context, PlanInput &input)
{
    if (!context.isSet(QStringLiteral("breach-probability")))
        return 0;
    const QString text = context.value(QStringLiteral("breach-probability")).trimmed();
    bool ok = false;
    const double pct = QLocale::c().toDouble(text, &ok);
    const QString why = ok ? BreachRisk::targetProblem(pct)
                           : PlanCommand::tr("must be a percentage above 0 and below 50 (got "
                                             "\"%1\")")
                                 .arg(text);
    if (!why.isEmpty())
        return context.fail(ExitCode::Usage, QStringLiteral("--breach-probability: ") + why);
    input.deployment.breachProbabilityPct = pct;
    return 0;
}

// The fleet validation the report shows (issue 19): the one asked for, else the newest
// attached to a stored plan of the project that is this same plan. 0, or the exit code of a
// failure reported.
int attachValidation(CliContext &context, Database *db, const std::optional<Project> &project,
                     ReportData &data)
{
    if (context.isSet(QStringLiteral("validation"))) {
        bool ok = false;
        const qint64 id = context.value(QStringLiteral("validation")).toLongLong(&ok);
        if (!ok || id < 1)
            return context.fail(ExitCode::Usage,
                                PlanCommand::tr("--validation must be a validation id (see "
                                                "llmcap-cli validate --list)"));
        auto stored = ValidationRepository(*db).load(id);
        if (!stored)
            return context.fail(ExitCode::BadInput, stored.error());
        data.validation = std::move(stored).value();
    } else if (project) {
        if (Status s = ExportBundle::attachValidation(data, *db, project->id); !s)
            return context.fail(ExitCode::BadInput, s.error());
    }
    if (data.validation)
        context.out() << PlanCommand::tr("Validation %1 (%2) is shown with this plan.")
                             .arg(data.validation->id)
                             .arg(data.validation->report.passed ? PlanCommand::tr("passed")
                                                                 : PlanCommand::tr("failed"))
                      << "\n\n";
    return 0;
}

// The sweeps the loads name that the database does not hold: the plan cannot check them.
void warnOfMissingSweeps(CliContext &context, const PlanInput &input,
                         const QList<SweepSummary> &sweeps)
{
    for (const QString &id : sweepIdsOf(input.deployment))
        if (std::none_of(sweeps.cbegin(), sweeps.cend(),
                         [&id](const SweepSummary &s) { return s.id == id; }))
            context.err() << PlanCommand::tr(
                                 "warning: sweep %1, which the sustainable load names, is not in "
                                 "%2 (or has no boundary): the plan cannot check that it measured "
                                 "this request")
                                 .arg(id, QDir::toNativeSeparators(context.databasePath()))
                          << Qt::endl;
}

// The files the options ask for, then the JSON; prints what was written. 0, or the exit code
// of a failure reported.
int writeFiles(CliContext &context, const ReportData &data, Database *db, PdfRenderer *renderer)
{
    QList<ExportBundle::File> files;
    const std::pair<const char *, ExportBundle::Kind> options[] = {
        {"csv", ExportBundle::Kind::PlanCsv},
        {"steps-csv", ExportBundle::Kind::StepsCsv},
        {"requests-csv", ExportBundle::Kind::RequestsCsv},
        {"markdown", ExportBundle::Kind::QuestionnaireMarkdown},
        {"validation-csv", ExportBundle::Kind::ValidationCsv},
        {"pdf", ExportBundle::Kind::ReportPdf}};
    for (const auto &[option, kind] : options)
        if (context.isSet(QLatin1String(option)))
            files.append({kind, context.value(QLatin1String(option))});
    auto exported = ExportBundle::write(data, files, db, renderer);
    if (!exported)
        return context.fail(ExitCode::BadInput, exported.error());
    QStringList written = *exported;
    if (!context.writeJson(ReportJson::build(data)))
        return toInt(ExitCode::BadInput);
    if (context.jsonRequested() && context.value(QStringLiteral("json")) != QLatin1String("-"))
        written << context.value(QStringLiteral("json"));
    for (const QString &w : written)
        context.out() << PlanCommand::tr("Wrote %1").arg(QDir::toNativeSeparators(w)) << Qt::endl;
    return 0;
}

} // namespace

int PlanCommand::run(CliContext &context)
{
    if (!context.positional().isEmpty())
        return context.fail(ExitCode::Usage,
                            tr("unexpected argument '%1'").arg(context.positional().first()));
    const bool fromFile = context.isSet(QStringLiteral("sizing"));
    const bool fromProject = context.isSet(QStringLiteral("project"));
    if (fromFile == fromProject)
        return context.fail(ExitCode::Usage, tr("give either --sizing FILE or --project NAME"));
    // Known before anything is read or written: this llmcap-cli cannot write the PDF asked for.
    PdfRenderer *renderer = nullptr;
    if (context.isSet(QStringLiteral("pdf"))) {
        auto pdf = context.pdfRenderer();
        if (!pdf)
            return context.fail(ExitCode::BadInput, pdf.error());
        renderer = *pdf;
    }

    PlanInput input;
    QString projectName;
    std::optional<Project> project;
    if (fromFile) {
        auto loaded = PlanInput::load(context.value(QStringLiteral("sizing")));
        if (!loaded)
            return context.fail(ExitCode::BadInput, loaded.error());
        input = std::move(loaded).value();
        projectName = input.request.text(QStringLiteral("name"));
    }
    // A sizing file whose load names a stored sweep: the plan checks that sweep against the
    // request, so it is read from the database.
    const bool needsDb = fromProject || context.isSet(QStringLiteral("sweep")) ||
                         context.isSet(QStringLiteral("validation")) ||
                         !sweepIdsOf(input.deployment).isEmpty();
    Database *db = nullptr;
    if (needsDb) {
        auto opened = context.database();
        if (!opened)
            return context.fail(ExitCode::BadInput, opened.error());
        db = *opened;
    }
    if (fromProject) {
        if (const int code = loadProject(context, *db, input, project); code != 0)
            return code;
        projectName = project->name;
    }
    if (const int code = readGpuPrice(context, input); code != 0)
        return code;
    if (const int code = readBreachTarget(context, input); code != 0)
        return code;

    std::optional<SweepSummary> sweep;
    for (const QString &spec : context.args().values(QStringLiteral("sweep"))) {
        auto found = PlanSweeps::apply(*db, input, spec);
        if (!found)
            return context.fail(ExitCode::BadInput, found.error());
        sweep = *found;
    }

    if (context.isSet(QStringLiteral("simulate"))) {
        QStringList notes;
        auto estimated = SimulatorEstimator::withEstimates(input, &notes);
        if (!estimated)
            return context.fail(ExitCode::BadInput, estimated.error());
        input = std::move(estimated).value();
        for (const QString &n : std::as_const(notes))
            context.out() << n << '\n';
        context.out() << '\n';
    }

    // The sweeps the loads come from, checked against the request as the GUI does.
    const QList<SweepSummary> sweeps =
        db ? SweepSummary::attachedTo(*db, input.deployment) : QList<SweepSummary>{};
    ReportData data = ExportBundle::report(projectName, input, sweeps, sweep);
    if (const int code = attachValidation(context, db, project, data); code != 0)
        return code;
    warnOfMissingSweeps(context, input, sweeps);
    printPlan(context.out(), data.plan);

    if (project) {
        auto saved = PlanRepository(*db).savePlan(project->id, input, data.plan,
                                                  sweep ? sweep->id : QString());
        if (!saved)
            return context.fail(ExitCode::BadInput, saved.error());
        context.out() << tr("Saved as plan %1 of project \"%2\".").arg(*saved).arg(projectName)
                      << Qt::endl;
    }
    const bool stepsCsv = context.isSet(QStringLiteral("steps-csv"));
    const bool requestsCsv = context.isSet(QStringLiteral("requests-csv"));
    if ((stepsCsv || requestsCsv) && !sweep)
        return context.fail(ExitCode::Usage, tr("--steps-csv and --requests-csv need --sweep ID"));
    if (const int code = writeFiles(context, data, db, renderer); code != 0)
        return code;
    // An unsafe plan is written, exports and all, but the run failed its own checks.
    return data.plan.complete() && !data.plan.unsafe ? toInt(ExitCode::Success)
                                                     : toInt(ExitCode::CheckFailed);
}

} // namespace llmcap
