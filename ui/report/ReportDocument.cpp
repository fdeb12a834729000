#include "ReportDocument.h"

#include "export/ExportDates.h"

#include "ReportCharts.h"
#include "appinfo/AppInfo.h"
#include "export/MetricDefinitions.h"
#include "export/QuestionnaireMarkdown.h"
#include "export/ReportData.h"
#include "sizing/SizingAnswerText.h"
#include "sizing/SizingCompleteness.h"
#include "sweep/StepText.h"
#include "util/SecretText.h"
#include "validation/DrillScript.h"

#include <QLocale>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace llmcap {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

// widthsPct, when given, holds one column width in percent per header.
QString tableStart(const QStringList &headers, const QList<int> &widthsPct = {})
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "border=\"1\" style=\"border-color:#c8d0da; "
                                  "border-collapse:collapse\"><tr>");
    for (qsizetype i = 0; i < headers.size(); ++i)
        html += (i < widthsPct.size()
                     ? QStringLiteral("<th bgcolor=\"#eef2f7\" align=\"left\" width=\"%1%\">")
                           .arg(widthsPct.at(i))
                     : QStringLiteral("<th bgcolor=\"#eef2f7\" align=\"left\">")) +
                esc(headers.at(i)) + QLatin1String("</th>");
    return html + QLatin1String("</tr>");
}

QString row(const QStringList &cells)
{
    QString html = QStringLiteral("<tr>");
    for (const QString &c : cells)
        html += QLatin1String("<td valign=\"top\">") + c + QLatin1String("</td>");
    return html + QLatin1String("</tr>");
}

QString list(const QStringList &items)
{
    if (items.isEmpty())
        return {};
    QString html = QStringLiteral("<ul>");
    for (const QString &i : items)
        html += QLatin1String("<li>") + esc(i) + QLatin1String("</li>");
    return html + QLatin1String("</ul>");
}

QString mono(const QStringList &lines)
{
    QString html;
    for (const QString &l : lines)
        html += QLatin1String("<p style=\"font-family:'DejaVu Sans Mono'; font-size:8pt; "
                              "margin:0\">") +
                esc(l) + QLatin1String("</p>");
    return html;
}

QString image(QTextDocument &doc, const QString &name, const QImage &img, int width)
{
    const QUrl url(QStringLiteral("llmcap://") + name);
    doc.addResource(QTextDocument::ImageResource, url, img);
    return QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\"></p>")
        .arg(url.toString())
        .arg(width);
}

// A run-class sweep (issue 18): its rates in runs/s and the calls/s they produced, the
// run-duration curve against the offered runs/s with the objective, and its figures per step.
QString runsPart(QTextDocument &doc, const SweepSummary &sweep)
{
    const double planned = sweep.planningRps();
    QString html =
        QLatin1String("<p>") +
        esc(sweep.callsPerRun > 0
                ? ReportDocument::tr("This sweep offered runs of several LLM calls: its rates are "
                                     "runs/s per replica. At %1 calls per run (mean measured), the "
                                     "planned %2 runs/s are %3 calls/s.")
                      .arg(num(sweep.callsPerRun), num(planned), num(planned * sweep.callsPerRun))
                : ReportDocument::tr("This sweep offered runs of several LLM calls: "
                                     "its rates are runs/s per replica.")) +
        QLatin1String("</p>");
    const bool measured = std::any_of(sweep.steps.cbegin(), sweep.steps.cend(),
                                      [](const SweepStepSummary &s) { return s.run.any(); });
    if (!measured)
        return html;
    html += image(doc, QStringLiteral("sweep-run-duration"),
                  ReportCharts::runDurationImage(sweep, QSize(560, 280)), 560);
    html += tableStart({ReportDocument::tr("Step"), ReportDocument::tr("Offered, runs/s"),
                        ReportDocument::tr("Calls/s"), ReportDocument::tr("Runs"),
                        ReportDocument::tr("Calls per run"),
                        ReportDocument::tr("Run duration p50 / p90 / p99, s"),
                        ReportDocument::tr("SLO met")},
                       {8, 14, 12, 10, 12, 30, 14});
    const auto seconds = [](double ms) { return QLocale().toString(ms / 1000, 'f', 1); };
    for (const SweepStepSummary &s : sweep.steps) {
        if (!s.run.any())
            continue;
        html += row(
            {QString::number(s.index + 1), num(s.offeredRps), num(s.offeredRps * s.run.callsPerRun),
             QString::number(s.run.runs), num(s.run.callsPerRun),
             seconds(s.run.durationP50Ms) + QLatin1String(" / ") + seconds(s.run.durationP90Ms) +
                 QLatin1String(" / ") + seconds(s.run.durationP99Ms),
             s.meetsSlo ? ReportDocument::tr("yes") : ReportDocument::tr("no")});
    }
    return html + QLatin1String("</table>");
}

// The sweep the sustainable load came from: its boundary, one curve per objective with the SLO
// line and the boundary, and its steps with their verdicts.
QString sweepSection(QTextDocument &doc, const SweepSummary &sweep)
{
    QString html = QLatin1String("<h3>") +
                   esc(ReportDocument::tr("Sweep to the SLO boundary: %1")
                           .arg(sweep.name.isEmpty() ? sweep.id : sweep.name)) +
                   QLatin1String("</h3>");
    // A sweep in which no rate failed found a lower bound, not a boundary with an interval.
    const QString found =
        sweep.inRuns()
            ? (sweep.lowerBoundOnly()
                   ? ReportDocument::tr(
                         "Sweep %1, %2 steps. No rate it tried failed the SLO: the sustainable "
                         "load is at least %3 runs/s per replica, a lower bound, not a boundary; "
                         "the plan divides by it.")
                         .arg(sweep.id)
                         .arg(sweep.steps.size())
                         .arg(num(sweep.boundaryRps))
                   : ReportDocument::tr(
                         "Sweep %1, %2 steps. Boundary %3 runs/s per replica, 95 % interval "
                         "%4-%5 runs/s (method: %6); the plan divides by the planned rate %7 "
                         "runs/s.")
                         .arg(sweep.id)
                         .arg(sweep.steps.size())
                         .arg(num(sweep.boundaryRps), num(sweep.lowerRps), num(sweep.upperRps),
                              sweep.methodText.isEmpty() ? QStringLiteral("-") : sweep.methodText,
                              num(sweep.planningRps())))
        : sweep.lowerBoundOnly()
            ? ReportDocument::tr(
                  "Sweep %1, %2 steps. No rate it tried failed the SLO: the sustainable load "
                  "is at least %3 req/s per replica, a lower bound, not a boundary; the plan "
                  "divides by it.")
                  .arg(sweep.id)
                  .arg(sweep.steps.size())
                  .arg(num(sweep.boundaryRps))
            : ReportDocument::tr(
                  "Sweep %1, %2 steps. Boundary %3 req/s per replica, 95 % interval %4-%5 "
                  "req/s (method: %6); the plan divides by the planned rate %7 req/s.")
                  .arg(sweep.id)
                  .arg(sweep.steps.size())
                  .arg(num(sweep.boundaryRps), num(sweep.lowerRps), num(sweep.upperRps),
                       sweep.methodText.isEmpty() ? QStringLiteral("-") : sweep.methodText,
                       num(sweep.planningRps()));
    html += QLatin1String("<p>") + esc(found) + QLatin1String("</p>");
    // A sweep of the built-in server faster than real time: every figure here is converted.
    if (QString note = sweep.timeNote(); !note.isEmpty()) {
        note[0] = note[0].toUpper();
        html += QLatin1String("<p><b>") + esc(note + QLatin1Char('.')) + QLatin1String("</b></p>");
    }
    // Measured or modeled: the twin, its check per step and its error at the boundary.
    if (sweep.twinTried) {
        html +=
            QLatin1String("<p><b>") +
            esc(sweep.modeled()
                    ? ReportDocument::tr("The boundary is modeled: %1.").arg(sweep.provenance())
                    : ReportDocument::tr("The boundary is measured: %1.").arg(sweep.provenance())) +
            QLatin1String("</b></p><p>");
        const QStringList lines = sweep.twin.lines(1, sweep.inRuns() ? ReportDocument::tr("runs/s")
                                                                     : ReportDocument::tr("req/s"));
        for (qsizetype i = 0; i < lines.size(); ++i)
            html += (i > 0 ? QLatin1String("<br>") : QString()) + esc(lines[i].trimmed());
        html += QLatin1String("</p>");
    }
    // Short steps and few requests in flight: the interval holds less often than it says.
    if (!sweep.caution.isEmpty())
        html += QLatin1String("<p><b>") + esc(sweep.caution) + QLatin1String("</b></p>");
    if (sweep.concurrencyAtBoundary.measured())
        html += QLatin1String("<p>") +
                esc(ReportDocument::tr("For sizing by concurrency: %1.")
                        .arg(sweep.concurrencyAtBoundary.text())) +
                QLatin1String("</p>");
    if (!sweep.finished())
        html += QLatin1String("<p><b>") +
                esc(ReportDocument::tr("The sweep %1: its boundary is provisional.")
                        .arg(sweep.standingText())) +
                QLatin1String("</b></p>");
    for (const LatencyObjective &o : sweep.slo.objectives)
        html += image(doc, QStringLiteral("sweep-") + Slo::key(o.metric),
                      ReportCharts::sweepImage(sweep, Slo::key(o.metric), QSize(560, 280)), 560);
    if (sweep.inRuns())
        html += runsPart(doc, sweep);
    // Widths so the reasons get the room they need.
    const QList<std::pair<QString, int>> columns = {
        {ReportDocument::tr("Step"), 7},
        {sweep.inRuns() ? ReportDocument::tr("Offered, runs/s")
                        : ReportDocument::tr("Offered, req/s"),
         10},
        {ReportDocument::tr("Verdict"), 13},
        {ReportDocument::tr("Steady"), 10},
        {ReportDocument::tr("SLO met, %"), 8},
        {sweep.inRuns() ? ReportDocument::tr("Goodput, runs/s")
                        : ReportDocument::tr("Goodput, req/s"),
         10},
        {sweep.inRuns() ? ReportDocument::tr("Completed, runs/s")
                        : ReportDocument::tr("Completed, req/s"),
         11},
        {ReportDocument::tr("Why"), 31}};
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
                           "border=\"1\" style=\"border-color:#c8d0da; "
                           "border-collapse:collapse\"><tr>");
    for (const auto &[header, width] : columns)
        html += QStringLiteral("<th bgcolor=\"#eef2f7\" align=\"left\" width=\"%1%\">").arg(width) +
                esc(header) + QLatin1String("</th>");
    html += QLatin1String("</tr>");
    for (const SweepStepSummary &s : sweep.steps) {
        QString verdict = StepText::verdict(s.verdict);
        if (s.repeat > 0)
            verdict += ReportDocument::tr(", repeat %1").arg(s.repeat);
        html += row({QString::number(s.index + 1), num(s.offeredRps), esc(verdict),
                     esc(StepText::steadiness(s.steady, s.steadyStartS)),
                     QLocale().toString(s.attainmentPct, 'f', 1), num(s.goodputRps),
                     num(s.completedRps), esc(s.reasons.join(QLatin1String("; ")))});
    }
    return html + QLatin1String("</table><p>&nbsp;</p>");
}

QString planSection(QTextDocument &doc, const ReportData &d)
{
    const CapacityPlan &plan = d.plan;
    QString html = QLatin1String("<h2>") + esc(ReportDocument::tr("Plan")) + QLatin1String("</h2>");
    html += QLatin1String("<p style=\"font-size:13pt\"><b>") + esc(plan.headline()) +
            QLatin1String("</b></p>");
    if (plan.unsafe)
        html += QLatin1String("<p><b style=\"color:#b00020\">") +
                esc(ReportDocument::tr("Unsafe, because:")) + QLatin1String("</b></p>") +
                list(plan.unsafeReasons);
    if (plan.preliminary) {
        html += QLatin1String("<p><b>") + esc(ReportDocument::tr("Preliminary, because:")) +
                QLatin1String("</b></p>") + list(plan.preliminaryReasons);
    }
    if (plan.complete())
        html +=
            image(doc, QStringLiteral("plan"), ReportCharts::planImage(plan, QSize(560, 280)), 560);
    // Widths that keep German heads ("Kapazitätsrahmen", "Replikate") on one line.
    html += tableStart({ReportDocument::tr("Envelope"), ReportDocument::tr("Component"),
                        ReportDocument::tr("Replicas"), ReportDocument::tr("Range"),
                        ReportDocument::tr("GPUs"), ReportDocument::tr("Note")},
                       {20, 21, 11, 9, 7, 32});
    for (const PlanRow &r : plan.rows()) {
        const bool total = r.component == QLatin1String("total");
        const QString open = total ? QStringLiteral("<b>") : QString();
        const QString close = total ? QStringLiteral("</b>") : QString();
        html += row({esc(r.envelope), open + esc(r.label) + close,
                     open + QString::number(r.replicas) + close,
                     QStringLiteral("%1-%2").arg(r.low).arg(r.high),
                     plan.gpusPerReplica > 0 ? QString::number(r.gpus) : QStringLiteral("?"),
                     esc(r.note)});
    }
    html += QLatin1String("</table>");
    if (const QStringList breach = plan.breachLines(); !breach.isEmpty())
        html += QLatin1String("<p><b>") +
                esc(ReportDocument::tr("Breach probability (the grown peak exceeds what the "
                                       "serving replicas sustain)")) +
                QLatin1String("</b></p>") + list(breach);
    if (!plan.problems.isEmpty())
        html += QLatin1String("<p><b>") + esc(ReportDocument::tr("Problems")) +
                QLatin1String("</b></p>") + list(plan.problems);
    return html;
}

// What the plan costs (PlanCost computes it), or the one line saying the price is missing.
QString costSection(const CapacityPlan &plan)
{
    const PlanCost &cost = plan.cost;
    QString html = QLatin1String("<h2>") + esc(ReportDocument::tr("Cost")) + QLatin1String("</h2>");
    if (!cost.available)
        return html + QLatin1String("<p>") + esc(cost.missing) + QLatin1String("</p>");
    html += list(cost.summary());
    html += tableStart({ReportDocument::tr("Envelope"), ReportDocument::tr("Component"),
                        ReportDocument::tr("GPUs"), ReportDocument::tr("Per month (730 h)"),
                        ReportDocument::tr("Range")},
                       {20, 28, 9, 20, 23});
    for (const CostLine &l : cost.lines) {
        const bool total = l.component == QLatin1String("total");
        const QString open = total ? QStringLiteral("<b>") : QString();
        const QString close = total ? QStringLiteral("</b>") : QString();
        html +=
            row({esc(l.envelope), open + esc(l.label) + close, QString::number(l.gpus, 'f', 0),
                 open + esc(cost.money(l.monthly)) + close,
                 esc(cost.money(l.monthlyLow) + QLatin1String(" - ") + cost.money(l.monthlyHigh))});
    }
    html += QLatin1String("</table>");
    if (!cost.assumptions.isEmpty())
        html += list(cost.assumptions);
    return html;
}

QString assumptionsSection(const CapacityPlan &plan)
{
    QString html =
        QLatin1String("<h2>") + esc(ReportDocument::tr("Assumptions")) + QLatin1String("</h2><p>") +
        esc(ReportDocument::tr("Marked * where llmcap filled in a typical value because the sizing "
                               "request did not give one.")) +
        QLatin1String("</p>");
    html += tableStart(
        {QStringLiteral(" "), ReportDocument::tr("Assumption"), ReportDocument::tr("Class")});
    for (const PlanAssumption &a : plan.assumptions)
        html += row({a.assumed ? QStringLiteral("<b>*</b>") : QString(), esc(a.text),
                     esc(a.workloadClass)});
    return html + QLatin1String("</table>");
}

QString mistakesSection(const CapacityPlan &plan)
{
    if (plan.mistakes.isEmpty())
        return {};
    QString html = QLatin1String("<h2>") + esc(ReportDocument::tr("How to be less wrong")) +
                   QLatin1String("</h2>");
    for (const Mistake &m : plan.mistakes)
        html += QLatin1String("<p><b>") + esc(m.title) + QLatin1String("</b><br>") +
                esc(m.explanation) + QLatin1String("</p>");
    return html;
}

QString loadSection(QTextDocument &doc, const ReportData &d)
{
    QString html = QLatin1String("<h2>") +
                   esc(ReportDocument::tr("Projected load and sustainable load")) +
                   QLatin1String("</h2>");
    for (const EnvelopePlan &e : d.plan.envelopes) {
        html += QLatin1String("<h3>") + esc(ReportDocument::tr("Envelope %1").arg(e.envelope.id)) +
                QLatin1String("</h3>");
        if (!e.envelope.reason.isEmpty())
            html += QLatin1String("<p>") + esc(e.envelope.reason) + QLatin1String("</p>");
        html += QLatin1String("<p>") +
                esc(e.inRuns()
                        ? ReportDocument::tr("Peak %1 runs/s (range %2-%3), average %4 runs/s; "
                                             "the peak makes %5 LLM calls/s.")
                              .arg(num(e.peakRps), num(e.peakLowRps), num(e.peakHighRps),
                                   num(e.averageRps), num(e.peakCallsRps))
                        : ReportDocument::tr("Peak %1 calls/s (range %2-%3), average %4 calls/s.")
                              .arg(num(e.peakRps), num(e.peakLowRps), num(e.peakHighRps),
                                   num(e.averageRps))) +
                QLatin1String("</p>");
        for (const PeakProjection &p : e.classPeaks)
            html += mono(p.formula);
        const bool lowerBound = d.sweep && e.sustainable.source == SustainableLoad::Source::Sweep &&
                                e.sustainable.sweepId == d.sweep->id && d.sweep->lowerBoundOnly();
        if (e.sustainable.isSet() && lowerBound)
            html +=
                QLatin1String("<p>") +
                esc((e.inRuns()
                         ? ReportDocument::tr("Sustainable load per replica: at least %1 runs/s, a "
                                              "lower bound (no rate the sweep tried failed the "
                                              "SLO), %2; the plan divides by it.")
                         : ReportDocument::tr("Sustainable load per replica: at least %1 req/s, a "
                                              "lower bound (no rate the sweep tried failed the "
                                              "SLO), %2; the plan divides by it."))
                        .arg(num(e.sustainable.planningRps()), e.sustainable.sourceLabel())) +
                QLatin1String("</p>");
        else if (e.sustainable.isSet())
            html += QLatin1String("<p>") +
                    esc((e.inRuns()
                             ? ReportDocument::tr("Sustainable load per replica: %1 runs/s (range "
                                                  "%2-%3), %4; the plan divides by %5.")
                             : ReportDocument::tr("Sustainable load per replica: %1 req/s (range "
                                                  "%2-%3), %4; the plan divides by %5."))
                            .arg(num(e.sustainable.rateRps),
                                 num(e.sustainable.lowerRps > 0 ? e.sustainable.lowerRps
                                                                : e.sustainable.rateRps),
                                 num(e.sustainable.optimisticRps()), e.sustainable.sourceLabel(),
                                 num(e.sustainable.planningRps()))) +
                    QLatin1String("</p>");
        if (e.planned && e.inRuns())
            html += QLatin1String("<p>") +
                    esc(ReportDocument::tr("In runs: each replica is planned at %1 runs/s, %2 "
                                           "calls/s at %3 calls per run.")
                            .arg(num(e.inputs.sustainableRps), num(e.plannedCallsRps()),
                                 num(e.callsPerRun))) +
                    QLatin1String("</p>");
        if (!e.sustainable.notes.isEmpty())
            html += QLatin1String("<p><i>") + esc(e.sustainable.notes) + QLatin1String("</i></p>");
        if (e.planned)
            html += mono(e.central.formula);
    }
    if (d.sweep) {
        html += sweepSection(doc, *d.sweep);
    } else {
        html += QLatin1String("<p><i>") +
                esc(ReportDocument::tr(
                    "No sweep is attached to this plan: the sustainable load comes from "
                    "the source named above. Sweep curves with the SLO lines and the "
                    "boundary appear here once a sweep measured it.")) +
                QLatin1String("</i></p>");
    }
    return html;
}

QString servingSection(QTextDocument &doc, const ReportData &d)
{
    QString html = QLatin1String("<h2>") +
                   esc(ReportDocument::tr("Serving configuration and footprint")) +
                   QLatin1String("</h2>");
    const CapacityPlan &plan = d.plan;
    if (plan.footprint && plan.footprintInput) {
        const FootprintInput &in = *plan.footprintInput;
        html += QLatin1String("<p>") +
                esc(ReportDocument::tr(
                        "%1 on %2, weights %3, KV cache %4, tensor parallel %5, pipeline "
                        "parallel %6, max_model_len %7.")
                        .arg(in.model.name, in.gpu.name, Precision::name(in.weights),
                             Precision::name(in.kvDtype))
                        .arg(in.tensorParallel)
                        .arg(in.pipelineParallel)
                        .arg(QLocale().toString(plan.footprint->maxModelLen))) +
                QLatin1String("</p>");
        html += image(doc, QStringLiteral("footprint"),
                      ReportCharts::footprintImage(*plan.footprint, QSize(560, 110)), 560);
        html += mono(plan.footprint->formula);
        if (!plan.footprint->fits)
            html +=
                QLatin1String("<p><b>") + esc(plan.footprint->problem) + QLatin1String("</b></p>");
    } else {
        html +=
            QLatin1String("<p><i>") +
            esc(plan.footprintProblem.isEmpty()
                    ? ReportDocument::tr("No replica configuration (model and GPU) is given yet.")
                    : plan.footprintProblem) +
            QLatin1String("</i></p>");
    }
    const ServingConfig serving = d.input.deployment.pinnedServing();
    QString rows;
    for (const ServingConfig::Field &f : ServingConfig::fields())
        if (serving.isSet(QLatin1String(f.key)))
            rows += row({esc(f.label()), esc(serving.text(QLatin1String(f.key)))});
    if (!rows.isEmpty())
        html += tableStart({ReportDocument::tr("Pinned setting"), ReportDocument::tr("Value")}) +
                rows + QLatin1String("</table>");
    if (!serving.isPinned()) {
        QStringList missing;
        for (const QString &key : serving.missingRequired())
            missing << ServingConfig::field(key)->label();
        html += QLatin1String("<p>") +
                esc(ReportDocument::tr("Not fully pinned yet; record before benchmarking: %1")
                        .arg(missing.join(QLatin1String(", ")))) +
                QLatin1String("</p>");
    }
    return html;
}

QString questionnaireSection(const SizingRequest &r)
{
    QString html =
        QLatin1String("<h2>") + esc(ReportDocument::tr("Sizing request")) + QLatin1String("</h2>");
    for (SizingSection section : SizingField::sections()) {
        const SectionCompleteness c = SizingCompleteness::of(r, section);
        html +=
            QStringLiteral("<h3>%1. %2 <span style=\"font-weight:normal\">- %3</span></h3>")
                .arg(SizingField::sectionNumber(section))
                .arg(esc(SizingField::sectionTitle(section)), esc(SizingCompleteness::summary(c)));
        html += tableStart({ReportDocument::tr("Question"), ReportDocument::tr("Answer")});
        for (const SizingField *f : SizingField::inSection(section)) {
            if (f->kind == SizingFieldKind::ClassList) {
                QStringList classes;
                for (const SizingWorkloadClass &wc : r.classes())
                    classes << esc(SizingAnswerText::formatClass(wc));
                html += row({esc(f->label()), classes.join(QLatin1String("<br>"))});
            } else if (f->perClass) {
                QStringList answers;
                for (int i = 0; i < r.classes().size(); ++i) {
                    const QString a =
                        SizingAnswerText::format(*f, r.classValue(i, QLatin1String(f->key)));
                    if (!a.isEmpty())
                        answers << esc(r.classes().at(i).name + QLatin1String(": ") + a);
                }
                if (!answers.isEmpty())
                    html += row({esc(f->label()), answers.join(QLatin1String("<br>"))});
                else if (f->required)
                    html += row({esc(f->label()), QLatin1String("<i>") +
                                                      esc(ReportDocument::tr("not answered")) +
                                                      QLatin1String("</i>")});
            } else {
                const QString a = SizingAnswerText::format(*f, r.value(QLatin1String(f->key)));
                if (!a.isEmpty())
                    html += row({esc(f->label()),
                                 esc(a).replace(QLatin1Char('\n'), QLatin1String("<br>"))});
                else if (f->required)
                    html += row({esc(f->label()), QLatin1String("<i>") +
                                                      esc(ReportDocument::tr("not answered")) +
                                                      QLatin1String("</i>")});
            }
        }
        html += QLatin1String("</table>");
    }
    return html;
}

// A validation attached to the plan (issue 19): the verdict, which drill broke it, the
// replica count the simulated fleet passes with, the drill timeline, the drills and the scaling
// ratio.
QString validationSection(QTextDocument &doc, const StoredValidation &v)
{
    const ValidationReport &r = v.report;
    const ValidationSettings &s = v.settings;
    QString html =
        QLatin1String("<h2>") + esc(ReportDocument::tr("Validation")) + QLatin1String("</h2>");
    html += QLatin1String("<p>") +
            esc(ReportDocument::tr("Validation %1 of %2: %3 replicas of %4 behind %5 at %6 "
                                   "req/s for %7 in virtual time, against SLO %8.")
                    .arg(v.id)
                    .arg(ExportDates::stamp(v.createdAt))
                    .arg(r.replicas)
                    .arg(s.preset, s.strategy, num(s.rateRps), DrillScript::formatTime(s.durationS),
                         r.sloName)) +
            QLatin1String("</p>");
    QStringList broke;
    for (const DrillOutcome &d : r.drills)
        if (!d.met)
            broke << QStringLiteral("\u201c%1\u201d").arg(d.drill.toText());
    QString verdict;
    if (r.passed)
        verdict = ReportDocument::tr("PASSES: the SLO held before and through every drill.");
    else if (!r.baselineMet)
        verdict = ReportDocument::tr("FAILS: the SLO is missed before the first drill (%1).")
                      .arg(r.baselineMissed.join(QLatin1String("; ")));
    else
        verdict = ReportDocument::tr("FAILS: the SLO broke in the drill(s) %1.")
                      .arg(broke.join(QLatin1String(", ")));
    html += QStringLiteral("<p><b style=\"color:%1\">")
                .arg(r.passed ? QLatin1String("#2e7d32") : QLatin1String("#b00020")) +
            esc(verdict) + QLatin1String("</b></p>");
    if (!r.passed && r.passingReplicas > 0)
        html += QLatin1String("<p>") +
                esc(ReportDocument::tr("The simulated fleet passes the same load and drills with "
                                       "%1 replicas.")
                        .arg(r.passingReplicas)) +
                QLatin1String("</p>");
    else if (!r.passed && r.passingReplicas < 0)
        html += QLatin1String("<p>") +
                esc(ReportDocument::tr("The simulated fleet does not pass with up to %1 replicas.")
                        .arg(r.passingSearchLimit)) +
                QLatin1String("</p>");
    html += image(doc, QStringLiteral("validation-timeline"),
                  ReportCharts::drillTimelineImage(r, QSize(560, 300)), 560);
    html += tableStart({ReportDocument::tr("#"), ReportDocument::tr("Drill"),
                        ReportDocument::tr("SLO"), ReportDocument::tr("Dip, % good per minute"),
                        ReportDocument::tr("Time to recover"), ReportDocument::tr("Requests lost"),
                        ReportDocument::tr("Shed")},
                       {5, 35, 10, 14, 14, 11, 11});
    html += row({QString(), esc(ReportDocument::tr("before the drills")),
                 esc(r.baselineMet ? ReportDocument::tr("met") : ReportDocument::tr("missed")),
                 num(r.baseline.attainmentPct()), QString(), QString::number(r.baseline.lost),
                 QString::number(r.baseline.shed)});
    for (qsizetype i = 0; i < r.drills.size(); ++i) {
        const DrillOutcome &d = r.drills.at(i);
        html += row({QString::number(i + 1), esc(d.drill.toText()),
                     d.met ? esc(ReportDocument::tr("met"))
                           : QString(QLatin1String("<b style=\"color:#b00020\">") +
                                     esc(ReportDocument::tr("broke")) + QLatin1String("</b>")),
                     num(d.dipPct),
                     esc(d.recoverS < 0 ? ReportDocument::tr("did not recover")
                                        : DrillScript::formatTime(d.recoverS)),
                     QString::number(d.segment.lost), QString::number(d.segment.shed)});
    }
    html += QLatin1String("</table>");
    QStringList notes;
    notes << ReportDocument::tr("Over the whole run: %1 offered, %2 good (%3 %), %4 lost, %5 "
                                "shed; fleet goodput %6 req/s.")
                 .arg(r.total.offered)
                 .arg(r.total.good)
                 .arg(num(r.total.attainmentPct()))
                 .arg(r.total.lost)
                 .arg(r.total.shed)
                 .arg(num(r.total.goodputRps()));
    if (r.scalingRatio() > 0)
        notes << ReportDocument::tr("Scaling ratio %1: fleet goodput against %2 replicas x the "
                                    "single-replica boundary of %3 req/s (1 is linear; below it "
                                    "routing imbalance, lost cache affinity or drills cost "
                                    "capacity).")
                     .arg(num(r.scalingRatio()))
                     .arg(r.replicas)
                     .arg(num(r.singleReplicaRps));
    html += list(notes);
    return html;
}

QString definitionsSection()
{
    QString html = QLatin1String("<h2>") + esc(ReportDocument::tr("Metric definitions")) +
                   QLatin1String("</h2>");
    html += tableStart({ReportDocument::tr("Metric"), ReportDocument::tr("Definition")});
    for (const auto &m : MetricDefinitions::all())
        html += row({esc(m.name), esc(m.definition)});
    return html + QLatin1String("</table>");
}

} // namespace

void ReportDocument::setUpFonts(QTextDocument &doc)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 18pt; color: #1b2a3a; } h2 { font-size: 13pt; color: #1b2a3a; "
        "margin-top: 14px; } h3 { font-size: 10.5pt; color: #1b2a3a; } td, th { font-size: 8.5pt; "
        "}"));
}

void ReportDocument::fillReport(QTextDocument &doc, const ReportData &d)
{
    setUpFonts(doc);
    const QString product = d.input.request.text(QStringLiteral("name"));
    QString html =
        QLatin1String("<h1>") +
        esc(product.isEmpty() ? tr("Capacity plan") : tr("Capacity plan: %1").arg(product)) +
        QLatin1String("</h1>");
    QStringList meta;
    if (!d.projectName.isEmpty())
        meta << tr("Project %1").arg(d.projectName);
    meta << tr("generated %1").arg(ExportDates::stamp(d.generatedAt))
         << tr("llmcap %1").arg(AppInfo::version());
    html += QLatin1String("<p style=\"color:#5b6b7c\">") + esc(meta.join(QStringLiteral(" · "))) +
            QLatin1String("</p>");
    if (d.plan.unsafe)
        html += QLatin1String("<table cellpadding=\"6\" bgcolor=\"#fde7e9\" width=\"100%\"><tr><td>"
                              "<b style=\"color:#b00020\">") +
                esc(tr("UNSAFE PLAN")) + QLatin1String("</b> ") +
                esc(tr("unsafe: no rate held in the confirmation runs. The sustainable load the "
                       "plan divides by failed its own long run; the replica counts are too "
                       "low by an unknown amount.")) +
                QLatin1String("</td></tr></table>");
    else if (d.plan.preliminary)
        html += QLatin1String("<table cellpadding=\"6\" bgcolor=\"#fff3e0\" width=\"100%\"><tr><td>"
                              "<b style=\"color:#b34700\">") +
                esc(tr("PRELIMINARY ESTIMATE")) + QLatin1String("</b> ") +
                esc(tr("Important data is missing or not measured on the target configuration: "
                       "the plan lists its assumptions and gives a range.")) +
                QLatin1String("</td></tr></table>");
    html += planSection(doc, d);
    html += costSection(d.plan);
    html += assumptionsSection(d.plan);
    html += mistakesSection(d.plan);
    html += loadSection(doc, d);
    html += servingSection(doc, d);
    if (d.validation)
        html += validationSection(doc, *d.validation);
    html += questionnaireSection(d.input.request);
    html += definitionsSection();
    doc.setHtml(SecretText::redact(html)); // every export goes through one redaction
}

void ReportDocument::fillQuestionnaire(QTextDocument &doc, const SizingRequest &request,
                                       const QString &projectName)
{
    setUpFonts(doc);
    doc.setMarkdown(SecretText::redact(QuestionnaireMarkdown::render(request, projectName)));
}

} // namespace llmcap
