#include "sweep/SweepHeadline.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace llmcap {

namespace {

const LatencyPoint &latencyOf(const SweepStep &s, SloMetric metric)
{
    switch (metric) {
    case SloMetric::Ttft:
        return s.ttft;
    case SloMetric::Itl:
        return s.itl;
    case SloMetric::Tpot:
        return s.tpot;
    case SloMetric::QueueTime:
        return s.queue;
    case SloMetric::E2e:
        return s.e2e;
    }
    return s.ttft;
}

// The steps where the SLO broke: the first failing rate's search steps, or when none passed
// the lowest rate's.
QList<const SweepStep *> failingSteps(const QList<SweepStep> &steps, const BoundaryEstimate &b)
{
    double rate = 0;
    if (b.bracketed) {
        rate = b.firstFailRps;
    } else if (!b.found) {
        rate = std::numeric_limits<double>::infinity();
        for (const SweepStep &s : steps)
            if (!s.confirm && s.verdict != StepVerdict::Invalid)
                rate = std::min(rate, s.rateRps);
    }
    QList<const SweepStep *> out;
    if (rate <= 0)
        return out;
    for (const SweepStep &s : steps)
        if (!s.confirm && s.rateRps == rate && s.verdict != StepVerdict::Invalid)
            out.append(&s);
    return out;
}

} // namespace

std::optional<double> SweepHeadline::percentileAt(const LatencyPoint &p, double attainmentPct)
{
    if (p.samples <= 0)
        return std::nullopt;
    if (attainmentPct <= 50)
        return p.p50;
    if (attainmentPct <= 95)
        return p.p50 + (p.p95 - p.p50) * (attainmentPct - 50) / 45;
    if (attainmentPct <= 99)
        return p.p95 + (p.p99 - p.p95) * (attainmentPct - 95) / 4;
    return p.p99;
}

std::optional<QString> SweepHeadline::binding(const Slo &slo, const QList<SweepStep> &steps,
                                              const BoundaryEstimate &boundary)
{
    const QList<const SweepStep *> failing = failingSteps(steps, boundary);
    if (failing.isEmpty())
        return std::nullopt;
    std::optional<QString> name;
    double worst = 1.0; // over its limit: a ratio above 1
    for (const LatencyObjective &o : slo.objectives) {
        if (!(o.thresholdMs > 0))
            continue;
        double sum = 0;
        int n = 0;
        for (const SweepStep *s : failing)
            if (const auto v = percentileAt(latencyOf(*s, o.metric), o.attainmentPct)) {
                sum += *v / o.thresholdMs;
                ++n;
            }
        if (n > 0 && sum / n > worst) {
            worst = sum / n;
            name = QStringLiteral("%1 p%2").arg(Slo::label(o.metric),
                                                QLocale().toString(o.attainmentPct, 'g', 4));
        }
    }
    if (slo.maxErrorRatePct > 0) {
        double sum = 0;
        for (const SweepStep *s : failing)
            sum += s->errorRatePct / slo.maxErrorRatePct;
        if (sum / double(failing.size()) > worst)
            name = tr("error rate");
    }
    // Within every objective, yet failed: the server could not keep up (it completed clearly
    // less than offered, or its latencies never settled).
    if (!name && std::any_of(failing.begin(), failing.end(), [](const SweepStep *s) {
            return SweepResult::overloaded(*s) || !s->steady;
        }))
        name = tr("the server's throughput");
    return name;
}

QString SweepHeadline::text(const SweepResult &r, const std::optional<QString> &binding,
                            double simSpeed)
{
    if (simSpeed > 0 && simSpeed != 1.0) {
        SweepResult replica = r;
        BoundaryEstimate &e = replica.boundary;
        for (double *v : {&e.meanRps, &e.lowerRps, &e.upperRps, &e.plannedRps})
            *v /= simSpeed;
        // Short, so the sentence keeps to one line; speedNote() says it in full.
        return text(replica, binding) + QLatin1Char(' ') +
               tr("(run at %1x speed)").arg(QLocale().toString(simSpeed, 'g', 3));
    }
    const QLocale loc;
    const BoundaryEstimate &b = r.boundary;
    // Three significant digits: the interval's width is rarely known better.
    const auto number = [&loc](double v) { return loc.toString(v, 'g', 3); };
    const QString unit = r.inRuns() ? SweepResult::tr("runs/s") : SweepResult::tr("req/s");
    const auto rate = [&](double v) -> QString { return number(v) + QLatin1Char(' ') + unit; };
    const QString binds = binding ? tr("; %1 binds").arg(*binding) : QString();
    if (!b.found)
        return tr("No sustainable rate: every rate tried missed the SLO%1.").arg(binds);
    if (!b.bracketed)
        return tr("At least %1 per replica: no step failed, so this is a lower bound, not a "
                  "boundary.")
            .arg(rate(b.lowerRps));
    // One run of each edge gives a bracket, not an interval (as SweepResult::summary says).
    const bool bracketOnly = b.method == QLatin1String(BoundaryEstimate::kEdgePairs) && b.pairs < 2;
    const QString interval =
        bracketOnly ? tr("between %1 and %2").arg(number(b.lowerRps), number(b.upperRps))
                    : tr("%1 % interval %2–%3")
                          .arg(loc.toString(100 * b.confidence, 'g', 3), number(b.lowerRps),
                               number(b.upperRps));
    const QString plan =
        b.unsafe ? tr("UNSAFE: no confirmation run held, plan at most %1").arg(rate(b.plannedRps))
                 : tr("plan at %1").arg(rate(b.plannedRps));
    // Measured or modeled, in a word: the twin's boundary is modeled from the sweep's requests.
    if (b.usesTwin())
        return tr("Sustainable: %1 per replica (%2, modeled by the twin checked on %3 steps); "
                  "%4%5.")
            .arg(rate(b.meanRps), interval)
            .arg(b.twin.checks.size())
            .arg(plan, binds);
    return tr("Sustainable: %1 per replica (%2); %3%4.")
        .arg(rate(b.meanRps), interval, plan, binds);
}

QString SweepHeadline::speedNote(double simSpeed)
{
    if (!(simSpeed > 0) || simSpeed == 1.0)
        return {};
    return tr("The built-in server ran at %1x speed: the steps, charts and table are on the "
              "client's clock, and the sentence states the replica's own rates, %1 times below "
              "the steps' (latencies %1 times above); plans take them so.")
        .arg(QLocale().toString(simSpeed, 'g', 3));
}

} // namespace llmcap
