#include "demand/SizingSweep.h"

#include "demand/EnvelopeGrouping.h"
#include "demand/PeakLoadProjector.h"
#include "sizing/SizingRequest.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

} // namespace

TokenDistribution SizingSweep::lengths(const Percentiles &p, double fallbackP50, double fallbackP95,
                                       int maxTokens)
{
    const double p50 = std::max(1.0, p.p50.value_or(fallbackP50));
    const double p95 = std::max(p50, p.p95.value_or(std::max(p50, fallbackP95)));
    const double p99 = std::max(p95, p.p99.value_or(p95 * 1.5));
    int max = int(std::ceil(p99 * kTailCap));
    if (maxTokens > 0)
        max = std::min(max, maxTokens);
    max = std::max(1, max);
    if (p95 <= p50) // no spread: every request the same length
        return TokenDistribution::fixed(std::min(max, int(std::lround(p50))));
    return TokenDistribution::logNormal(p50, p95, 1, max);
}

Result<SizingSweep> SizingSweep::from(const SizingRequest &request, const QString &baseDir,
                                      qint64 contextTokens, const QString &envelopeId)
{
    using R = Result<SizingSweep>;
    const QList<Envelope> envelopes = EnvelopeGrouping::group(request);
    if (envelopes.isEmpty())
        return R::failure(tr("the sizing request names no workload class to sweep"));
    const Envelope *envelope = &envelopes.first();
    if (!envelopeId.isEmpty()) {
        envelope = nullptr;
        for (const Envelope &e : envelopes)
            if (e.id == envelopeId)
                envelope = &e;
        if (!envelope)
            return R::failure(tr("the sizing request has no envelope \"%1\"").arg(envelopeId));
    }

    SizingSweep sweep;
    sweep.envelopeId = envelope->id;
    sweep.slo = request.slo();
    if (sweep.slo.objectives.isEmpty())
        return R::failure(tr("the sizing request sets no SLO objective (section 4): a sweep "
                             "needs one to find the boundary"));
    const QString product = request.text(QStringLiteral("name"));
    sweep.slo.name = product.isEmpty() ? tr("sizing request SLO") : tr("%1 SLO").arg(product);
    sweep.workload.name = product.isEmpty() ? tr("envelope %1").arg(envelope->id)
                                            : tr("%1, envelope %2").arg(product, envelope->id);

    // Prompt plus output must fit the replica's context.
    const int context = contextTokens > 0 ? int(contextTokens) : 0;
    double totalWeight = 0;
    for (int index : envelope->classes) {
        const SizingWorkloadClass &sc = request.classes().at(index);
        WorkloadClass wc;
        wc.name = sc.name;
        const PeakProjection peak = PeakLoadProjector::project(request, index, baseDir);
        wc.weight = peak.peakRps;
        const Percentiles in = request.percentiles(index, QStringLiteral("input_tokens"));
        const Percentiles out = request.percentiles(index, QStringLiteral("output_tokens"));
        if (!in.p50 || !in.p95)
            sweep.assumptions << tr("%1: prompt lengths not fully answered; assumed p50 %2, "
                                    "p95 %3 tokens where missing")
                                     .arg(sc.name, num(kDefaultInputP50), num(kDefaultInputP95));
        if (!out.p50 || !out.p95)
            sweep.assumptions << tr("%1: output lengths not fully answered; assumed p50 %2, "
                                    "p95 %3 tokens where missing")
                                     .arg(sc.name, num(kDefaultOutputP50), num(kDefaultOutputP95));
        wc.outputTokens =
            lengths(out, kDefaultOutputP50, kDefaultOutputP95, context > 0 ? context / 2 : 0);
        wc.inputTokens = lengths(in, kDefaultInputP50, kDefaultInputP95,
                                 context > 0 ? context - wc.outputTokens.maximum() : 0);
        totalWeight += wc.weight;
        sweep.workload.classes.append(wc);
    }
    // Without a projected load for some class, weigh the classes equally.
    const bool anyZero = std::any_of(sweep.workload.classes.cbegin(), sweep.workload.classes.cend(),
                                     [](const WorkloadClass &c) { return !(c.weight > 0); });
    if (anyZero || !(totalWeight > 0)) {
        for (WorkloadClass &c : sweep.workload.classes)
            c.weight = 1;
        if (sweep.workload.classes.size() > 1)
            sweep.assumptions << tr("not every class has a projected peak load: the classes are "
                                    "mixed in equal shares");
    } else {
        for (WorkloadClass &c : sweep.workload.classes)
            c.weight /= totalWeight;
    }
    return sweep;
}

} // namespace llmcap
