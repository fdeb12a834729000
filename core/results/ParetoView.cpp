#include "results/ParetoView.h"

#include <QJsonArray>

#include <algorithm>

namespace llmcap {

QJsonObject ParetoPoint::toJson() const
{
    return {{QStringLiteral("sweep_id"), sweepId},
            {QStringLiteral("step"), stepIndex},
            {QStringLiteral("offered_rps"), offeredRps},
            {QStringLiteral("output_tokens_per_s_per_user"), perUserTokS},
            {QStringLiteral("output_tokens_per_s_per_gpu"), perGpuTokS},
            {QStringLiteral("met_slo"), metSlo},
            {QStringLiteral("frontier"), frontier}};
}

QJsonObject ParetoSweep::toJson() const
{
    QJsonArray pts;
    for (const ParetoPoint &p : points)
        pts.append(p.toJson());
    QJsonObject o{{QStringLiteral("sweep_id"), sweepId},
                  {QStringLiteral("title"), title},
                  {QStringLiteral("rate_unit"), rateUnit},
                  {QStringLiteral("gpus_per_replica"), gpusPerReplica},
                  {QStringLiteral("gpus_assumed"), gpusAssumed},
                  {QStringLiteral("points"), pts}};
    if (boundary) {
        QJsonObject b = boundary->toJson();
        b.remove(QStringLiteral("step"));
        b.remove(QStringLiteral("frontier"));
        b.remove(QStringLiteral("met_slo"));
        o.insert(QStringLiteral("boundary"), b);
    }
    return o;
}

int ParetoView::gpusPerReplica(const ServingConfig &serving, bool *assumed)
{
    const qint64 count = serving.integer(QStringLiteral("gpu_count"));
    const qint64 tp = serving.integer(QStringLiteral("tensor_parallel"));
    const qint64 pp = serving.integer(QStringLiteral("pipeline_parallel"));
    qint64 gpus = 0;
    if (count > 0)
        gpus = count;
    else if (tp > 0 || pp > 0)
        gpus = std::max<qint64>(tp, 1) * std::max<qint64>(pp, 1);
    if (assumed)
        *assumed = gpus <= 0;
    return int(std::clamp<qint64>(gpus, 1, 1 << 20));
}

namespace {

// A point's place on the axes from a step; false when the step streamed no tokens to measure.
bool placeStep(const SweepStep &s, int gpus, ParetoPoint &p)
{
    if (!(s.tpot.p50 > 0) || !(s.outputTokensPerS > 0))
        return false;
    p.stepIndex = s.index;
    p.offeredRps = s.offeredRps > 0 ? s.offeredRps : s.rateRps;
    p.perUserTokS = 1000.0 / s.tpot.p50;
    p.perGpuTokS = s.outputTokensPerS / gpus;
    p.metSlo = s.verdict == StepVerdict::Pass;
    return true;
}

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

} // namespace

ParetoView ParetoView::of(const QList<SweepDetail> &details)
{
    ParetoView v;
    for (const SweepDetail &d : details) {
        ParetoSweep s;
        s.sweepId = d.info.id;
        s.title = d.title();
        s.rateUnit = d.info.result ? d.info.result->rateUnit : QStringLiteral("req/s");
        s.gpusPerReplica = gpusPerReplica(d.serving, &s.gpusAssumed);
        for (const SweepStep &step : d.steps) {
            ParetoPoint p;
            p.sweepId = s.sweepId;
            if (placeStep(step, s.gpusPerReplica, p))
                s.points.append(p);
        }
        std::sort(s.points.begin(), s.points.end(), [](const ParetoPoint &a, const ParetoPoint &b) {
            return a.offeredRps < b.offeredRps;
        });
        // A sweep with no failing step has a lower bound only: no boundary mark.
        if (const auto b = d.boundary(); b && b->meanRps > 0 && b->bracketed) {
            s.boundaryRps = b->meanRps;
            // The steps just below and above the boundary's rate (repeats at one rate pooled
            // by taking the nearest; a sweep whose steps all lie on one side has no mark).
            const ParetoPoint *below = nullptr;
            const ParetoPoint *above = nullptr;
            for (const ParetoPoint &p : std::as_const(s.points)) {
                if (p.offeredRps <= b->meanRps)
                    below = &p;
                else if (!above)
                    above = &p;
            }
            if (below && above && above->offeredRps > below->offeredRps) {
                const double t =
                    (b->meanRps - below->offeredRps) / (above->offeredRps - below->offeredRps);
                ParetoPoint m;
                m.sweepId = s.sweepId;
                m.offeredRps = b->meanRps;
                m.perUserTokS = lerp(below->perUserTokS, above->perUserTokS, t);
                m.perGpuTokS = lerp(below->perGpuTokS, above->perGpuTokS, t);
                m.metSlo = true;
                s.boundary = m;
            } else if (below && below->offeredRps == b->meanRps) {
                s.boundary = *below;
            }
        }
        v.sweeps.append(s);
    }
    // The frontier over every point: a point is on it when no other point is at least as good
    // on both axes and better on one.
    QList<ParetoPoint *> all;
    for (ParetoSweep &s : v.sweeps)
        for (ParetoPoint &p : s.points)
            all.append(&p);
    for (ParetoPoint *p : std::as_const(all)) {
        p->frontier = std::none_of(all.cbegin(), all.cend(), [p](const ParetoPoint *q) {
            return q != p && q->perUserTokS >= p->perUserTokS && q->perGpuTokS >= p->perGpuTokS &&
                   (q->perUserTokS > p->perUserTokS || q->perGpuTokS > p->perGpuTokS);
        });
    }
    return v;
}

QList<ParetoPoint> ParetoView::frontier() const
{
    QList<ParetoPoint> out;
    for (const ParetoSweep &s : sweeps)
        for (const ParetoPoint &p : s.points)
            if (p.frontier)
                out.append(p);
    std::sort(out.begin(), out.end(), [](const ParetoPoint &a, const ParetoPoint &b) {
        return a.perGpuTokS < b.perGpuTokS;
    });
    return out;
}

int ParetoView::pointCount() const
{
    int n = 0;
    for (const ParetoSweep &s : sweeps)
        n += int(s.points.size());
    return n;
}

QJsonObject ParetoView::toJson() const
{
    QJsonArray list;
    for (const ParetoSweep &s : sweeps)
        list.append(s.toJson());
    return {{QStringLiteral("x"), QStringLiteral("output_tokens_per_s_per_gpu")},
            {QStringLiteral("y"), QStringLiteral("output_tokens_per_s_per_user")},
            {QStringLiteral("sweeps"), list}};
}

QString ParetoView::text() const
{
    QString out;
    out += tr("Output tokens per second per user (1000 / median TPOT) against output tokens per "
              "second per GPU (the step's output throughput over the replica's GPUs); * marks "
              "the frontier over every step shown.") +
           QLatin1Char('\n');
    out += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(tr("sweep"), -8)
               .arg(tr("step"), 5)
               .arg(tr("offered"), 12)
               .arg(tr("tok/s/user"), 11)
               .arg(tr("tok/s/GPU"), 10)
               .arg(tr("SLO"));
    for (const ParetoSweep &s : sweeps) {
        for (const ParetoPoint &p : s.points)
            out +=
                QStringLiteral("%1 %2 %3 %4 %5 %6%7\n")
                    .arg(s.sweepId, -8)
                    .arg(p.stepIndex, 5)
                    .arg(QStringLiteral("%1 %2").arg(p.offeredRps, 0, 'f', 2).arg(s.rateUnit), 12)
                    .arg(p.perUserTokS, 11, 'f', 1)
                    .arg(p.perGpuTokS, 10, 'f', 1)
                    .arg(p.metSlo ? tr("met") : tr("missed"))
                    .arg(p.frontier ? QStringLiteral(" *") : QString());
    }
    for (const ParetoSweep &s : sweeps)
        out += sweepLine(s) + QLatin1Char('\n');
    return out;
}

QString ParetoView::sweepLine(const ParetoSweep &s)
{
    QString line = s.title + QStringLiteral(": ");
    line += s.gpusAssumed ? tr("1 GPU per replica assumed (the serving configuration names "
                               "no GPU count)")
            : s.gpusPerReplica == 1 ? tr("1 GPU per replica")
                                    : tr("%1 GPUs per replica").arg(s.gpusPerReplica);
    if (s.boundary)
        line += tr("; SLO boundary %1 %2 at %3 tok/s per user, %4 tok/s per GPU")
                    .arg(s.boundary->offeredRps, 0, 'f', 2)
                    .arg(s.rateUnit)
                    .arg(s.boundary->perUserTokS, 0, 'f', 1)
                    .arg(s.boundary->perGpuTokS, 0, 'f', 1);
    else if (s.boundaryRps)
        line += tr("; SLO boundary %1 %2, outside the steps shown")
                    .arg(*s.boundaryRps, 0, 'f', 2)
                    .arg(s.rateUnit);
    else
        line += tr("; no SLO boundary");
    return line;
}

} // namespace llmcap
