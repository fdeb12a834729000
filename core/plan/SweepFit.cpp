#include "plan/SweepFit.h"

#include "demand/EnvelopeGrouping.h"
#include "plan/PlanInput.h"
#include "plan/SweepSummary.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 6);
}

bool farApart(double sweep, double request)
{
    return request > 0 && std::abs(sweep - request) / request > SweepFit::kLengthTolerance;
}

// "p50 900 / p95 3200"
QString lengths(double p50, double p95)
{
    return SweepFit::tr("p50 %1 / p95 %2").arg(num(std::round(p50)), num(std::round(p95)));
}

void compareLengths(const QString &cls, const QString &what, const TokenDistribution &sweep,
                    const Percentiles &request, QStringList &out)
{
    // Only what the request answers is compared; defaults filled in are no request of its own.
    const bool off = (request.p50 && farApart(sweep.p50(), *request.p50)) ||
                     (request.p95 && farApart(sweep.p95(), *request.p95));
    if (!off)
        return;
    const QString theirs = request.p50 && request.p95
                               ? lengths(*request.p50, *request.p95)
                               : (request.p50 ? SweepFit::tr("p50 %1").arg(num(*request.p50))
                                              : SweepFit::tr("p95 %1").arg(num(*request.p95)));
    out << SweepFit::tr("class %1: the sweep's %2 are %3 tokens, the request's %4")
               .arg(cls, what, lengths(sweep.p50(), sweep.p95()), theirs);
}

void compareWorkload(const SweepSummary &sweep, const PlanInput &input, const Envelope &envelope,
                     QStringList &out)
{
    const QList<WorkloadClass> &classes = sweep.workload.classes;
    if (classes.isEmpty())
        return; // a replayed trace: its lengths are production's own
    const SizingRequest &request = input.request;
    QStringList sweepNames;
    for (const WorkloadClass &c : classes)
        sweepNames << c.name;
    for (int index : envelope.classes) {
        const QString name = request.classes().at(index).name;
        const WorkloadClass *match = nullptr;
        for (const WorkloadClass &c : classes)
            if (c.name.compare(name, Qt::CaseInsensitive) == 0)
                match = &c;
        if (!match && classes.size() == 1 && envelope.classes.size() == 1)
            match = &classes.first(); // one class on each side: the same one by another name
        if (!match) {
            out << SweepFit::tr("the sweep's workload has no class \"%1\" (it has %2)")
                       .arg(name, sweepNames.join(QLatin1String(", ")));
            continue;
        }
        if (match->isRunClass()) {
            // A run's prompts grow call by call (the conversation so far), so the workload's
            // first-call length says nothing about the request's per-call prompts; the calls
            // per run do.
            const double sweepCalls = match->run->calls.mean();
            const std::optional<double> requestCalls =
                request.classNumber(index, QStringLiteral("calls_per_run"));
            if (requestCalls && farApart(sweepCalls, *requestCalls))
                out << SweepFit::tr("class %1: the sweep's runs make %2 LLM calls on average, "
                                    "the request's %3")
                           .arg(name, num(sweepCalls), num(*requestCalls));
        } else {
            compareLengths(name, SweepFit::tr("prompts"), match->inputTokens,
                           request.percentiles(index, QStringLiteral("input_tokens")), out);
        }
        compareLengths(name, SweepFit::tr("outputs"), match->outputTokens,
                       request.percentiles(index, QStringLiteral("output_tokens")), out);
    }
}

// "500 ms at p95"
QString objectiveText(const LatencyObjective &o)
{
    return SweepFit::tr("%1 ms at p%2").arg(num(o.thresholdMs), num(o.attainmentPct));
}

void compareSlo(const SweepSummary &sweep, const PlanInput &input, QStringList &out)
{
    const Slo wanted = input.request.slo();
    if (wanted.objectives.isEmpty())
        return; // nothing to compare with (the request's own mistake, listed elsewhere)
    for (SloMetric metric : Slo::allMetrics()) {
        const auto theirs = wanted.objective(metric);
        const auto ours = sweep.slo.objective(metric);
        const QString label = Slo::label(metric);
        // A sweep at the built-in server's speed S judged thresholds / S and converts back x S
        // (SweepSummary::toReplicaTime): equal up to rounding.
        const auto differ = [](double a, double b) {
            return std::abs(a - b) > 1e-9 * std::max(std::abs(a), std::abs(b));
        };
        if (theirs && ours &&
            (differ(theirs->thresholdMs, ours->thresholdMs) ||
             theirs->attainmentPct != ours->attainmentPct))
            out << SweepFit::tr("the sweep's %1 objective is %2, the request's %3")
                       .arg(label, objectiveText(*ours), objectiveText(*theirs));
        else if (theirs && !ours)
            out << SweepFit::tr("the sweep has no %1 objective, the request's is %2")
                       .arg(label, objectiveText(*theirs));
        else if (!theirs && ours)
            out << SweepFit::tr("the sweep's %1 objective is %2, the request has none")
                       .arg(label, objectiveText(*ours));
    }
    if (wanted.maxErrorRatePct != sweep.slo.maxErrorRatePct)
        out << SweepFit::tr("the sweep allowed %1 % errors, the request %2 %")
                   .arg(num(sweep.slo.maxErrorRatePct), num(wanted.maxErrorRatePct));
}

// Model ids are spelled many ways ("meta-llama/Llama-3.1-8B-Instruct @ rev", "Llama 3.1 8B"):
// compare lower case, without organisation, revision, separators and "instruct".
QString modelKey(QString id)
{
    id = id.section(QLatin1Char('@'), 0, 0).section(QLatin1Char('/'), -1).toLower();
    id.remove(QLatin1String("instruct"));
    id.remove(QLatin1Char(' '));
    id.remove(QLatin1Char('-'));
    id.remove(QLatin1Char('_'));
    return id;
}

// "NVIDIA H100 80GB HBM3", "NVIDIA H100 80GB SXM" and "h100-sxm" name one GPU: compare the
// first word with letters and digits after the vendor ("h100"), else the whole names.
bool sameGpu(const QString &a, const QString &b)
{
    const auto key = [](const QString &name) {
        static const QRegularExpression word(QStringLiteral("[a-z]+[0-9]+[a-z0-9]*"));
        QString lower = name.toLower();
        lower.remove(QLatin1String("nvidia")).remove(QLatin1String("amd"));
        const QRegularExpressionMatch m = word.match(lower);
        return m.hasMatch() ? m.captured() : lower.simplified();
    };
    return key(a) == key(b);
}

void compareServing(const SweepSummary &sweep, const PlanInput &input, QStringList &out)
{
    const Deployment &d = input.deployment;
    QString target;
    if (d.hasReplicaConfig())
        if (const auto fi = d.footprintInput())
            target = SweepFit::tr("%1 on %2").arg(fi->model.name, fi->gpu.name);
    if (sweep.simulatedServer) {
        // llmcap's simulator imitates a configuration; it never is the target hardware.
        const QString server =
            sweep.serverLabel.isEmpty()
                ? SweepFit::tr("llmcap's simulated server")
                : SweepFit::tr("llmcap's simulated server (%1)").arg(sweep.serverLabel);
        out << (target.isEmpty()
                    ? SweepFit::tr("the sweep ran on %1, not on the target hardware").arg(server)
                    : SweepFit::tr("the sweep ran on %1, the request is for %2")
                          .arg(server, target));
        return;
    }
    if (target.isEmpty())
        return; // the request names no replica configuration to compare with
    const ServingConfig wanted = d.pinnedServing();
    const QString model = sweep.serving.text(QStringLiteral("model"));
    const QString wantedModel = wanted.text(QStringLiteral("model"));
    if (model.isEmpty())
        out << SweepFit::tr("the sweep recorded no model, the request is for %1").arg(wantedModel);
    else if (modelKey(model) != modelKey(wantedModel))
        out << SweepFit::tr("the sweep ran model %1, the request is for %2")
                   .arg(model, wantedModel);
    const QString gpu = sweep.serving.text(QStringLiteral("gpu_type"));
    const QString wantedGpu = wanted.text(QStringLiteral("gpu_type"));
    if (gpu.isEmpty())
        out << SweepFit::tr("the sweep recorded no GPU type, the request is for %1").arg(wantedGpu);
    else if (!sameGpu(gpu, wantedGpu))
        out << SweepFit::tr("the sweep ran on %1 GPUs, the request is for %2").arg(gpu, wantedGpu);
    const qint64 count = sweep.serving.integer(QStringLiteral("gpu_count"));
    const qint64 wantedCount = wanted.integer(QStringLiteral("gpu_count"));
    if (count > 0 && wantedCount > 0 && count != wantedCount)
        out << SweepFit::tr("the sweep's replica had %1 GPUs, the request's has %2")
                   .arg(count)
                   .arg(wantedCount);
}

} // namespace

SweepFit SweepFit::check(const SweepSummary &sweep, const PlanInput &input,
                         const Envelope &envelope)
{
    SweepFit fit;
    compareWorkload(sweep, input, envelope, fit.workload);
    compareSlo(sweep, input, fit.slo);
    compareServing(sweep, input, fit.serving);
    if (!sweep.finished())
        fit.standing << tr("sweep %1 %2 (%3 steps stored): its boundary is provisional")
                            .arg(sweep.id, sweep.standingText())
                            .arg(sweep.steps.size());
    // Read in the plan's rows beside the plan's peak, so in the plan's unit: calls/s (an LLM
    // call is a request), or runs/s for a sweep of run classes.
    if (sweep.lowerBoundOnly())
        fit.standing << (sweep.inRuns()
                             ? tr("sweep %1 found no rate up to %2 runs/s at which the SLO fails: "
                                  "the sustainable load is at least %2 runs/s, a lower bound, "
                                  "not a boundary")
                             : tr("sweep %1 found no rate up to %2 calls/s at which the SLO "
                                  "fails: the sustainable load is at least %2 calls/s, a lower "
                                  "bound, not a boundary"))
                            .arg(sweep.id, QLocale().toString(sweep.boundaryRps, 'g', 4));
    return fit;
}

} // namespace llmcap
