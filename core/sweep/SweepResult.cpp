#include "sweep/SweepResult.h"

#include <QJsonArray>
#include <QLocale>
#include <QStringList>

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
    r.steps = int(steps.size());
    r.reopenings = search.reopenings();
    std::vector<double> goodputs;
    // A step with run figures ran runs: its rate, goodput and completed rate count runs.
    const bool runs = std::any_of(steps.begin(), steps.end(),
                                  [](const SweepStep &s) { return s.runs.has_value(); });
    if (runs)
        r.rateUnit = QStringLiteral("runs/s");
    double calls = 0, offeredRuns = 0;
    if (search.lastPassRps())
        r.concurrencyAtBoundary = InFlightLevel::at(*search.lastPassRps(), steps);
    for (const SweepStep &s : steps) {
        const QString phase = s.phase.isEmpty() ? QStringLiteral("earlier") : s.phase;
        auto it = std::find_if(r.phaseTimes.begin(), r.phaseTimes.end(),
                               [&](const PhaseTime &p) { return p.phase == phase; });
        if (it == r.phaseTimes.end())
            it = r.phaseTimes.insert(r.phaseTimes.end(), PhaseTime{phase, 0, 0});
        it->seconds += s.wallS > 0 ? s.wallS : s.windowS;
        ++it->steps;
        r.saturationThroughputRps =
            std::max(r.saturationThroughputRps,
                     runs ? (s.runs ? s.runs->completedPerS : 0) : s.completedRps);
        r.maxOfferedRps = std::max(r.maxOfferedRps, s.rateRps);
        r.saturationReached |= overloaded(s); // on the calls, with run classes too
        if (search.lastPassRps() && s.rateRps == *search.lastPassRps() && !s.confirm)
            goodputs.push_back(runs ? (s.runs ? s.runs->goodputPerS : 0) : s.goodputRps);
        if (s.runs && s.runs->offeredPerS > 0 && s.callsPerS > 0) {
            calls += s.callsPerS * s.windowS;
            offeredRuns += s.runs->offeredPerS * s.windowS;
        }
    }
    r.callsPerRun = offeredRuns > 0 ? calls / offeredRuns : 0;
    // The search's texts in the sweep's unit: "20 runs/s (55.8 calls/s)" for runs.
    const BoundarySearch::RateUnit unit{runs, r.callsPerRun};
    r.endingText = search.endingText(unit);
    r.confirmationText = search.confirmationText(unit);
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
    QJsonObject o{{QStringLiteral("sweep_id"), sweepId},
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
                  {QStringLiteral("wall_seconds"), wallSeconds},
                  {QStringLiteral("rate_unit"), rateUnit}};
    if (callsPerRun > 0)
        o.insert(QStringLiteral("calls_per_run"), callsPerRun);
    concurrencyAtBoundary.insertInto(o);
    if (const QString c = caution(); !c.isEmpty())
        o.insert(QStringLiteral("caution"), c);
    QJsonArray phases;
    for (const PhaseTime &p : phaseTimes)
        phases.append(QJsonObject{{QStringLiteral("phase"), p.phase},
                                  {QStringLiteral("seconds"), p.seconds},
                                  {QStringLiteral("steps"), p.steps}});
    if (!phases.isEmpty())
        o.insert(QStringLiteral("phase_times"), phases);
    return o;
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
    r.rateUnit = j.value(QLatin1String("rate_unit")).toString(r.rateUnit);
    r.callsPerRun = j.value(QLatin1String("calls_per_run")).toDouble();
    r.concurrencyAtBoundary = InFlightLevel::fromJson(j);
    for (const QJsonValue &v : j.value(QLatin1String("phase_times")).toArray()) {
        const QJsonObject p = v.toObject();
        r.phaseTimes.append({p.value(QLatin1String("phase")).toString(),
                             p.value(QLatin1String("seconds")).toDouble(),
                             p.value(QLatin1String("steps")).toInt()});
    }
    return r;
}

QString SweepResult::summary() const
{
    const QLocale loc;
    // Rates as numbers with the unit once ("between 3 and 4 req/s"); the boundary and the
    // planned rate with it ("4.1 req/s", with run classes "0.4 runs/s (4.4 calls/s)").
    auto rps = [&loc](double v) { return loc.toString(v, 'g', 4); };
    auto rate = [&](double v) { return rateText(v, true); };
    const QString unit = inRuns() ? tr("runs/s") : tr("req/s");
    const bool noPass = !(boundary.lastPassRps > 0); // a twin settled the descent
    QString text;
    if (!boundary.found)
        text = tr("no sustainable rate found: %1").arg(endingText);
    else if (!boundary.bracketed)
        text = tr("sustainable rate at least %1: %2").arg(rate(boundary.lowerRps), endingText);
    else if (boundary.pairs < 2 && !boundary.usesTwin()) // one run of each edge: a bracket
        text = tr("SLO boundary %1 (between %2 and %3 %4: without repeats the bracket, "
                  "not a confidence interval; last pass %5, first fail %6)")
                   .arg(rate(boundary.meanRps), rps(boundary.lowerRps), rps(boundary.upperRps),
                        unit, rps(boundary.lastPassRps), rps(boundary.firstFailRps));
    else if (noPass)
        text = tr("SLO boundary %1 (%2 % interval %3 to %4 %5; no step passed, first fail %6)")
                   .arg(rate(boundary.meanRps), loc.toString(100 * boundary.confidence, 'g', 3),
                        rps(boundary.lowerRps), rps(boundary.upperRps), unit,
                        rps(boundary.firstFailRps));
    else
        text = tr("SLO boundary %1 (%2 % interval %3 to %4 %5; last pass %6, first fail %7)")
                   .arg(rate(boundary.meanRps), loc.toString(100 * boundary.confidence, 'g', 3),
                        rps(boundary.lowerRps), rps(boundary.upperRps), unit,
                        rps(boundary.lastPassRps), rps(boundary.firstFailRps));
    if (reopenings > 0)
        text += QLatin1String("; ") + BoundarySearch::reopeningsText(reopenings);
    if (boundary.bracketed) {
        text += QLatin1Char('\n');
        if (!confirmationText.isEmpty())
            text += confirmationText + QLatin1String("; ");
        text += boundary.unsafe
                    ? tr("UNSAFE: no confirmation run held, down to %1; a plan built on "
                         "this sweep is marked unsafe (method %2)")
                          .arg(rate(boundary.plannedRps), boundary.methodText())
                    : tr("plans use %1 (the %2 % lower quantile; method %3)")
                          .arg(rate(boundary.plannedRps),
                               loc.toString(100 * boundary.plannedQuantile, 'g', 3),
                               boundary.methodText());
        if (!boundary.fitProblem.isEmpty() && !boundary.usesTwin())
            text += tr("; the attainment fit was not used: %1").arg(boundary.fitProblem);
        if (boundary.usesTwin() && noPass)
            text += QLatin1Char('\n') +
                    tr("the steps' own (empirical) estimate: none, no step passed (the first "
                       "fail at %1 %2)")
                        .arg(rps(boundary.firstFailRps), unit);
        else if (boundary.usesTwin())
            text +=
                QLatin1Char('\n') +
                tr("the steps' own (empirical) estimate: %1 (interval %2 to %3 %4), plan at "
                   "%5")
                    .arg(rate(boundary.empiricalMeanRps), rps(boundary.empiricalLowerRps),
                         rps(boundary.empiricalUpperRps), unit, rate(boundary.empiricalPlannedRps));
    }
    if (boundary.twinTried())
        for (const QString &line : boundary.twin.lines(1, unit))
            text += QLatin1Char('\n') + line;
    text += QLatin1Char('\n') + tr("goodput at the boundary %1; %2; %3 steps")
                                    .arg(rateText(goodputAtBoundaryRps, false), saturationText())
                                    .arg(steps);
    if (const QString concurrency = concurrencyText(); !concurrency.isEmpty())
        text += QLatin1Char('\n') + concurrency;
    if (const QString c = caution(); !c.isEmpty())
        text += QLatin1Char('\n') + c;
    if (const QString phases = phaseText(); !phases.isEmpty())
        text += QLatin1Char('\n') + phases;
    return text;
}

QString SweepResult::caution() const
{
    if (!boundary.bracketed)
        return {};
    // A twin that passed its check stands on its own check; one that fitted step pauses rests
    // on the few longest a sweep saw: the validation report's cells where the twin misses.
    if (boundary.usesTwin()) {
        if (!boundary.twin.pauses())
            return {};
        return tr("caution: the twin fitted pauses of whole steps (%1 seen, at most %2 ms); its "
                  "boundary rests on the longest few, and in the validation report (stall-cpu, "
                  "20 sweeps per cell) such sweeps planned 10-13 % below the long-run boundary "
                  "on average, and above it in 1 of 20. Longer steps (--max-step) show more of "
                  "the pauses.")
            .arg(boundary.twin.stallsSeen)
            .arg(qRound(boundary.twin.stallMaxMs));
    }
    // The report's cells are the empirical estimator's.
    const QLocale loc;
    QStringList why;
    if (boundary.medianStepRequests > 0 && boundary.medianStepRequests < kFewStepRequests)
        why << tr("its steps near the boundary measured about %1 requests each")
                   .arg(loc.toString(boundary.medianStepRequests, 'f', 0));
    if (std::isfinite(concurrencyAtBoundary.mean) && concurrencyAtBoundary.mean < kFewInFlight)
        why << tr("about %1 requests were in flight at the boundary")
                   .arg(loc.toString(concurrencyAtBoundary.mean, 'f', 1));
    if (why.isEmpty())
        return {};
    return tr("caution: %1; in the validation report such sweeps held the long-run boundary "
              "less often than their interval says. Longer steps (--max-step) and a longer "
              "confirmation (--confirm) make it hold more often.")
        .arg(why.join(tr(" and ")));
}

QString SweepResult::phaseText() const
{
    if (phaseTimes.isEmpty())
        return {};
    const QLocale loc;
    QStringList parts;
    double total = 0;
    for (const PhaseTime &p : phaseTimes) {
        parts << QStringLiteral("%1 %2 min (%3)")
                     .arg(p.phase, loc.toString(p.seconds / 60, 'f', 1))
                     .arg(p.steps);
        total += p.seconds;
    }
    return tr("endpoint time %1 min by phase (steps): %2")
        .arg(loc.toString(total / 60, 'f', 1), parts.join(QLatin1String(", ")));
}

InFlightLevel InFlightLevel::at(double rateRps, const QList<SweepStep> &steps)
{
    InFlightLevel level;
    int means = 0, littles = 0;
    double meanSum = 0, littleSum = 0, p95 = -1;
    for (const SweepStep &s : steps) {
        if (s.confirm || s.rateRps != rateRps)
            continue;
        if (std::isfinite(s.inFlightMean)) {
            meanSum += s.inFlightMean;
            ++means;
        }
        if (std::isfinite(s.inFlightP95))
            p95 = std::max(p95, s.inFlightP95);
        if (std::isfinite(s.littleInFlight)) {
            littleSum += s.littleInFlight;
            ++littles;
        }
    }
    if (means > 0)
        level.mean = meanSum / means;
    if (p95 >= 0)
        level.p95 = p95;
    if (littles > 0)
        level.little = littleSum / littles;
    return level;
}

QString InFlightLevel::text() const
{
    if (!measured())
        return {};
    const QLocale loc;
    QString text = tr("at the boundary %1 requests in flight on average, p95 %2")
                       .arg(loc.toString(mean, 'f', 1), loc.toString(p95, 'f', 0));
    if (std::isfinite(little))
        text +=
            tr(" (Little's law, completed rate x mean E2E: %1)").arg(loc.toString(little, 'f', 1));
    return text;
}

void InFlightLevel::insertInto(QJsonObject &json) const
{
    const std::pair<const char *, double> values[] = {{"in_flight_mean_at_boundary", mean},
                                                      {"in_flight_p95_at_boundary", p95},
                                                      {"little_in_flight_at_boundary", little}};
    for (const auto &[key, value] : values)
        if (std::isfinite(value))
            json.insert(QLatin1String(key), value);
}

InFlightLevel InFlightLevel::fromJson(const QJsonObject &j)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    InFlightLevel level;
    level.mean = j.value(QLatin1String("in_flight_mean_at_boundary")).toDouble(nan);
    level.p95 = j.value(QLatin1String("in_flight_p95_at_boundary")).toDouble(nan);
    level.little = j.value(QLatin1String("little_in_flight_at_boundary")).toDouble(nan);
    return level;
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
        return tr("saturation throughput %1 (raw completed rate, SLO ignored)")
            .arg(rateText(saturationThroughputRps, false));
    return tr("saturation throughput not reached: no step offered more than %1")
        .arg(rateText(maxOfferedRps, false));
}

QString SweepResult::rateText(double rate, bool withCalls) const
{
    const QLocale loc;
    if (!inRuns())
        return tr("%1 req/s").arg(loc.toString(rate, 'g', 4));
    if (!withCalls || !(callsPerRun > 0))
        return tr("%1 runs/s").arg(loc.toString(rate, 'g', 4));
    return tr("%1 runs/s (%2 calls/s)")
        .arg(loc.toString(rate, 'g', 4), loc.toString(rate * callsPerRun, 'g', 3));
}

} // namespace llmcap
