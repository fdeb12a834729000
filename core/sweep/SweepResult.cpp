#include "sweep/SweepResult.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace llmcap {

namespace {

QString endingKey(BoundarySearch::Ending e)
{
    switch (e) {
    case BoundarySearch::Ending::Running:
        return QStringLiteral("running");
    case BoundarySearch::Ending::Bracketed:
        return QStringLiteral("bracketed");
    case BoundarySearch::Ending::AboveMax:
        return QStringLiteral("above_max");
    case BoundarySearch::Ending::NoPass:
        return QStringLiteral("no_pass");
    case BoundarySearch::Ending::ClientLimited:
        return QStringLiteral("client_limited");
    }
    return {};
}

BoundarySearch::Ending parseEnding(const QString &key)
{
    for (auto e : {BoundarySearch::Ending::Bracketed, BoundarySearch::Ending::AboveMax,
                   BoundarySearch::Ending::NoPass, BoundarySearch::Ending::ClientLimited})
        if (endingKey(e) == key)
            return e;
    return BoundarySearch::Ending::Running;
}

} // namespace

SweepResult SweepResult::from(qint64 sweepId, const BoundarySearch &search,
                              const QList<SweepStep> &steps)
{
    SweepResult r;
    r.sweepId = sweepId;
    r.boundary = BoundaryEstimate::from(search);
    r.ending = search.ending();
    r.endingText = search.endingText();
    r.steps = int(steps.size());
    r.reopenings = search.reopenings();
    r.confirmationText = search.confirmationText();
    std::vector<double> goodputs;
    for (const SweepStep &s : steps) {
        r.saturationThroughputRps = std::max(r.saturationThroughputRps, s.completedRps);
        r.maxOfferedRps = std::max(r.maxOfferedRps, s.rateRps);
        r.saturationReached |= overloaded(s);
        if (search.lastPassRps() && s.rateRps == *search.lastPassRps() && !s.confirm)
            goodputs.push_back(s.goodputRps);
    }
    if (!goodputs.empty()) {
        double sum = 0;
        for (double g : goodputs)
            sum += g;
        r.goodputAtBoundaryRps = sum / double(goodputs.size());
        double ss = 0;
        for (double g : goodputs)
            ss += (g - r.goodputAtBoundaryRps) * (g - r.goodputAtBoundaryRps);
        r.passRateVarianceRps = goodputs.size() > 1 ? ss / double(goodputs.size() - 1) : 0;
    }
    return r;
}

QJsonObject SweepResult::toJson() const
{
    return {{QStringLiteral("sweep_id"), sweepId},
            {QStringLiteral("boundary"), boundary.toJson()},
            {QStringLiteral("ending"), endingKey(ending)},
            {QStringLiteral("ending_text"), endingText},
            {QStringLiteral("saturation_throughput_rps"), saturationThroughputRps},
            {QStringLiteral("saturation_reached"), saturationReached},
            {QStringLiteral("max_offered_rps"), maxOfferedRps},
            {QStringLiteral("goodput_at_boundary_rps"), goodputAtBoundaryRps},
            {QStringLiteral("goodput_variance_at_boundary"), passRateVarianceRps},
            {QStringLiteral("steps"), steps},
            {QStringLiteral("bracket_reopenings"), reopenings},
            {QStringLiteral("confirmation_text"), confirmationText},
            {QStringLiteral("wall_seconds"), wallSeconds}};
}

SweepResult SweepResult::fromJson(const QJsonObject &j)
{
    SweepResult r;
    r.sweepId = j.value(QLatin1String("sweep_id")).toInteger();
    r.boundary = BoundaryEstimate::fromJson(j.value(QLatin1String("boundary")).toObject());
    r.ending = parseEnding(j.value(QLatin1String("ending")).toString());
    r.endingText = j.value(QLatin1String("ending_text")).toString();
    r.saturationThroughputRps = j.value(QLatin1String("saturation_throughput_rps")).toDouble();
    // Stored before the flag: shown as it was.
    r.saturationReached =
        j.value(QLatin1String("saturation_reached")).toBool(r.saturationThroughputRps > 0);
    r.maxOfferedRps = j.value(QLatin1String("max_offered_rps")).toDouble();
    r.goodputAtBoundaryRps = j.value(QLatin1String("goodput_at_boundary_rps")).toDouble();
    r.passRateVarianceRps = j.value(QLatin1String("goodput_variance_at_boundary")).toDouble();
    r.steps = j.value(QLatin1String("steps")).toInt();
    r.reopenings = j.value(QLatin1String("bracket_reopenings")).toInt();
    r.confirmationText = j.value(QLatin1String("confirmation_text")).toString();
    r.wallSeconds = j.value(QLatin1String("wall_seconds")).toDouble();
    return r;
}

QString SweepResult::summary() const
{
    const QLocale loc;
    auto rps = [&loc](double v) { return loc.toString(v, 'g', 4); };
    QString text;
    if (!boundary.found)
        text = tr("no sustainable rate found: %1").arg(endingText);
    else if (!boundary.bracketed)
        text = tr("sustainable rate at least %1 req/s: %2").arg(rps(boundary.lowerRps), endingText);
    else if (boundary.pairs < 2) // one run of each edge: no spread to give an interval from
        text = tr("SLO boundary %1 req/s (between %2 and %3 req/s: without repeats the bracket, "
                  "not a confidence interval; last pass %4, first fail %5)")
                   .arg(rps(boundary.meanRps), rps(boundary.lowerRps), rps(boundary.upperRps),
                        rps(boundary.lastPassRps), rps(boundary.firstFailRps));
    else
        text = tr("SLO boundary %1 req/s (%2 % interval %3 to %4 req/s; last pass %5, first fail "
                  "%6)")
                   .arg(rps(boundary.meanRps), loc.toString(100 * boundary.confidence, 'g', 3),
                        rps(boundary.lowerRps), rps(boundary.upperRps), rps(boundary.lastPassRps),
                        rps(boundary.firstFailRps));
    if (reopenings > 0)
        text += QLatin1String("; ") + BoundarySearch::reopeningsText(reopenings);
    if (!confirmationText.isEmpty() && boundary.bracketed)
        text += QLatin1Char('\n') + confirmationText +
                (boundary.unsafe
                     ? tr("; UNSAFE: %1 req/s failed too, and a plan built on this sweep is "
                          "marked unsafe")
                           .arg(rps(boundary.lowerRps))
                     : tr("; plans use %1 req/s").arg(rps(boundary.lowerRps)));
    text += QLatin1Char('\n') + tr("goodput at the boundary %1 req/s; %2; %3 steps")
                                    .arg(rps(goodputAtBoundaryRps), saturationText())
                                    .arg(steps);
    return text;
}

bool SweepResult::overloaded(const SweepStep &s)
{
    if (s.verdict != StepVerdict::Fail || !(s.completedRps > 0))
        return false;
    // Failed requests were never going to complete: compare with the ones that did not fail.
    const double offered =
        (s.offeredRps > 0 ? s.offeredRps : s.rateRps) * std::max(0.0, 1.0 - s.errorRatePct / 100.0);
    // Over a short window few requests make the rates noisy (25 requests at 0.42 req/s):
    // the shortfall must also exceed two Poisson standard deviations of the count offered.
    const double offeredCount = offered * std::max(0.0, s.windowS);
    const double shortfall = offeredCount - s.completedRps * std::max(0.0, s.windowS);
    return s.completedRps < kOverloadedShare * offered &&
           (s.windowS <= 0 || shortfall > 2 * std::sqrt(offeredCount));
}

QString SweepResult::saturationText() const
{
    const QLocale loc;
    if (saturationReached)
        return tr("saturation throughput %1 req/s (raw completed rate, SLO ignored)")
            .arg(loc.toString(saturationThroughputRps, 'g', 4));
    return tr("saturation throughput not reached: no step offered more than %1 req/s")
        .arg(loc.toString(maxOfferedRps, 'g', 4));
}

} // namespace llmcap
