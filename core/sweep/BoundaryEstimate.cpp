#include "sweep/BoundaryEstimate.h"

#include "sweep/AttainmentFit.h"
#include "sweep/TrendTest.h"

#include <QMap>

#include <algorithm>

#include <numeric>

namespace llmcap {

namespace {

// Whether a pair's boundary comes from its SLO margins; else only from the verdicts.
bool interpolates(const StepOutcome &lo, const StepOutcome &hi)
{
    return std::isfinite(lo.sloMarginPct) && std::isfinite(hi.sloMarginPct) &&
           lo.sloMarginPct > hi.sloMarginPct;
}

double pairBoundary(const StepOutcome &lo, const StepOutcome &hi)
{
    const double width = hi.rateRps - lo.rateRps;
    if (interpolates(lo, hi)) {
        const double b = lo.rateRps + width * lo.sloMarginPct / (lo.sloMarginPct - hi.sloMarginPct);
        return std::clamp(b, lo.rateRps - width, hi.rateRps + width);
    }
    const bool loPass = lo.verdict == StepVerdict::Pass;
    const bool hiPass = hi.verdict == StepVerdict::Pass;
    if (loPass && hiPass)
        return hi.rateRps;
    if (!loPass && !hiPass)
        return lo.rateRps - width;
    return lo.rateRps;
}

} // namespace

BoundaryEstimate BoundaryEstimate::from(const BoundarySearch &search, double confidence)
{
    BoundaryEstimate e = fromSearchRuns(search, confidence);
    e.plannedQuantile = (1 - confidence) / 2;
    e.plannedRps = e.lowerRps;
    if (e.bracketed)
        e.fitSteps(search);
    e.confirmRuns = search.confirmRuns();
    e.modelConfirmed = search.modelConfirmed();
    if (e.modelConfirmed)
        e.modelConfirmRps = search.lowestConfirmRps().value_or(0);
    if (e.confirmRuns == 0 || !e.bracketed)
        return e;
    e.confirmWindowS = search.confirmWindowS();
    if (const auto held = search.confirmedRps()) {
        e.confirmedRps = *held;
        e.plannedRps = std::min(e.plannedRps, *held);
    } else if (search.phase() == BoundarySearch::Phase::Done && !search.modelConfirmed()) {
        e.plannedRps = std::min(e.plannedRps, search.lowestConfirmRps().value_or(e.plannedRps));
        e.unsafe = true;
    }
    // The edge pairs' interval always reached down to the rate plans use.
    if (e.method == QLatin1String(kEdgePairs))
        e.lowerRps = std::min(e.lowerRps, e.plannedRps);
    return e;
}

void BoundaryEstimate::fitSteps(const BoundarySearch &search)
{
    const double lo = lastPassRps / kFitWindow;
    const double hi = firstFailRps * kFitWindow;
    QList<const StepOutcome *> used;
    qsizetype constraints = -1;
    for (const StepOutcome &o : search.history()) {
        // A step that failed for another reason than its SLO (over-saturated, too few requests,
        // no steady state) has no attainment that a long run would share.
        const bool sloJudged = o.verdict == StepVerdict::Pass ||
                               (o.verdict == StepVerdict::Fail && std::isfinite(o.sloMarginPct));
        if (!sloJudged || o.tallies.isEmpty() || o.rateRps < lo || o.rateRps > hi)
            continue;
        if (constraints < 0)
            constraints = o.tallies.size();
        if (o.tallies.size() != constraints) {
            fitProblem = tr("the steps judged different SLO constraints");
            return;
        }
        used.append(&o);
    }
    if (used.size() < 3) {
        fitProblem = tr("fewer than 3 steps near the boundary have SLO counts");
        return;
    }
    double mean = std::numeric_limits<double>::infinity();
    double lower = mean, upper = mean, planned = mean, scale = 1;
    for (qsizetype c = 0; c < constraints; ++c) {
        std::vector<FitPoint> points;
        double n = 0, misses = 0;
        const double allowed = 1.0 - used.first()->tallies[c].targetPct / 100.0;
        for (const StepOutcome *o : used) {
            const MissTally &t = o->tallies[c];
            points.push_back({o->rateRps, double(t.n), double(t.misses), t.dispersion});
            n += double(t.n);
            misses += double(t.misses);
        }
        const AttainmentFit fit = AttainmentFit::fit(points);
        const auto at = fit.rateAt(allowed);
        const auto ci = fit.interval(allowed, confidence, lo, hi);
        const auto planCi = fit.interval(allowed, 1 - 2 * kPlannedQuantile, lo, hi);
        if (!at || !ci || !planCi) {
            // A constraint missed far less than it allows near the boundary does not bind.
            if (n > 0 && misses / n < allowed / 2)
                continue;
            fitProblem = tr("the misses of an SLO constraint do not rise with the "
                            "rate clearly enough to fit");
            return;
        }
        if (*at < mean) {
            mean = *at;
            scale = fit.dispersion();
        }
        lower = std::min(lower, ci->first);
        upper = std::min(upper, ci->second);
        planned = std::min(planned, planCi->first);
    }
    if (!std::isfinite(mean)) {
        fitProblem = tr("no SLO constraint was missed near the boundary");
        return;
    }
    // The curve is only known near the steps: an inversion far outside them extrapolates.
    if (mean < lo || mean > hi) {
        fitProblem = tr("the fitted boundary lies outside the steps");
        return;
    }
    method = QString::fromLatin1(kAttainmentFit);
    meanRps = mean;
    // The interval covers the edge pairs' too: where the curve's shape is wrong over the window
    // (its misses need not be logit-linear in ln rate), the pairs' spread still holds.
    lowerRps = std::min({lower, mean, lowerRps});
    upperRps = std::max({upper, mean, upperRps});
    plannedQuantile = kPlannedQuantile;
    plannedRps = std::clamp(planned, lowerRps, mean);
    stddevRps = (upperRps - lowerRps) / (2 * 1.959964);
    fitDispersion = scale;
    fittedSteps = int(used.size());
    std::vector<double> counts;
    for (const StepOutcome *o : used)
        counts.push_back(double(o->tallies.first().n));
    std::nth_element(counts.begin(), counts.begin() + qsizetype(counts.size() / 2), counts.end());
    medianStepRequests = counts[counts.size() / 2];
}

BoundaryEstimate BoundaryEstimate::fromSearchRuns(const BoundarySearch &search, double confidence)
{
    BoundaryEstimate e;
    e.confidence = confidence;
    if (!search.lastPassRps()) {
        // A twin settled the descent and, refitted with the confirmation that missed the SLO's
        // confidence test, still reproduced every step (BoundarySearch::settleOnModel): no rate
        // held empirically, the bracket reaches down to 0 and the twin gives the rate.
        if (search.modelConfirmed() && search.firstFailRps()) {
            e.found = e.bracketed = true;
            e.firstFailRps = e.upperRps = *search.firstFailRps();
        }
        return e;
    }
    e.found = true;
    e.lastPassRps = *search.lastPassRps();
    if (!search.firstFailRps() || *search.firstFailRps() <= e.lastPassRps) {
        e.meanRps = e.lowerRps = e.upperRps = e.lastPassRps; // at least this much
        return e;
    }
    e.bracketed = true;
    e.firstFailRps = *search.firstFailRps();

    // The search's own run at each edge is repeat 0; later repeats carry their index.
    QMap<int, StepOutcome> lows;
    QMap<int, StepOutcome> highs;
    for (const StepOutcome &o : search.history()) {
        if (o.confirm || o.probe)
            continue;
        if (o.rateRps == e.lastPassRps)
            lows.insert(o.repeat, o);
        else if (o.rateRps == e.firstFailRps)
            highs.insert(o.repeat, o);
    }
    std::vector<double> boundaries;
    bool verdictsOnly = false; // a pair without a margin crossing (e.g. failed for saturation)
    for (auto it = lows.begin(); it != lows.end(); ++it)
        if (highs.contains(it.key())) {
            boundaries.push_back(pairBoundary(it.value(), highs.value(it.key())));
            verdictsOnly = verdictsOnly || !interpolates(it.value(), highs.value(it.key()));
        }
    e.pairs = int(boundaries.size());
    if (boundaries.empty()) {
        e.meanRps = e.lowerRps = e.lastPassRps;
        e.upperRps = e.firstFailRps;
        return e;
    }
    const double n = double(boundaries.size());
    e.meanRps = std::accumulate(boundaries.begin(), boundaries.end(), 0.0) / n;
    if (boundaries.size() < 2) {
        e.lowerRps = e.lastPassRps;
        e.upperRps = e.firstFailRps;
        return e;
    }
    double ss = 0;
    for (double b : boundaries)
        ss += (b - e.meanRps) * (b - e.meanRps);
    e.stddevRps = std::sqrt(ss / (n - 1));
    const double half =
        TrendTest::criticalT(0.5 + confidence / 2, int(n) - 1) * e.stddevRps / std::sqrt(n);
    e.lowerRps = std::max(0.0, e.meanRps - half);
    e.upperRps = e.meanRps + half;
    // A pair decided by its verdicts alone only says the boundary lies in the bracket; pairs that
    // agree on that have no spread, but the interval must not claim more precision than it.
    if (verdictsOnly) {
        e.lowerRps = std::min(e.lowerRps, e.lastPassRps);
        e.upperRps = std::max(e.upperRps, e.firstFailRps);
    }
    return e;
}

void BoundaryEstimate::applyTwin(const SweepTwin &t)
{
    twin = t;
    if (twin.used() && found && !bracketed)
        twin.problem = tr("no rate the sweep tried failed the SLO: the twin's boundary would not "
                          "be checked against a failing step");
    if (!twin.used() || !found || usesTwin())
        return;
    empiricalMethod = method;
    empiricalMeanRps = meanRps;
    empiricalLowerRps = lowerRps;
    empiricalUpperRps = upperRps;
    empiricalPlannedRps = plannedRps;
    method = QString::fromLatin1(kTwin);
    meanRps = t.boundaryRps;
    lowerRps = t.lowerRps;
    upperRps = t.upperRps;
    plannedQuantile = kPlannedQuantile;
    plannedRps = t.plannedRps;
    // A confirmation's long run is measured: plans never use more than it held at, and when
    // none held the sweep stays unsafe at the lowest rate it tried.
    if (confirmedRps > 0)
        plannedRps = std::min(plannedRps, confirmedRps);
    else if (modelConfirmRps > 0) // the run the twin accepted: nothing above it was measured
        plannedRps = std::min(plannedRps, modelConfirmRps);
    else if (unsafe)
        plannedRps = std::min(plannedRps, empiricalPlannedRps);
}

QString BoundaryEstimate::methodText() const
{
    auto name = [](const QString &key) {
        if (key == QLatin1String(kTwin))
            return tr("calibrated twin");
        if (key == QLatin1String(kAttainmentFit))
            return tr("attainment fit");
        return tr("edge pairs");
    };
    if (usesTwin())
        return tr("calibrated twin (modeled from the sweep's own requests, checked on %1 "
                  "steps)")
            .arg(twin.checks.size());
    if (!twinTried())
        return name(method);
    if (!twin.fitted || !twin.boundaryFound || twin.checkPassed)
        return tr("%1 (empirical: twin not used: %2)").arg(name(method), twin.problem);
    return tr("%1 (empirical: the twin failed its check on %2 of %3 steps)")
        .arg(name(method))
        .arg(twin.countedFailures())
        .arg(twin.checks.size());
}

QJsonObject BoundaryEstimate::toJson() const
{
    QJsonObject o = toJsonCore();
    if (twinTried())
        o.insert(QStringLiteral("twin"), twin.toJson());
    if (!empiricalMethod.isEmpty())
        o.insert(QStringLiteral("empirical"),
                 QJsonObject{{QStringLiteral("method"), empiricalMethod},
                             {QStringLiteral("mean_rps"), empiricalMeanRps},
                             {QStringLiteral("lower_rps"), empiricalLowerRps},
                             {QStringLiteral("upper_rps"), empiricalUpperRps},
                             {QStringLiteral("planned_rps"), empiricalPlannedRps}});
    return o;
}

QJsonObject BoundaryEstimate::toJsonCore() const
{
    return {{QStringLiteral("found"), found},
            {QStringLiteral("bracketed"), bracketed},
            {QStringLiteral("mean_rps"), meanRps},
            {QStringLiteral("lower_rps"), lowerRps},
            {QStringLiteral("upper_rps"), upperRps},
            {QStringLiteral("stddev_rps"), stddevRps},
            {QStringLiteral("pairs"), pairs},
            {QStringLiteral("confidence"), confidence},
            {QStringLiteral("last_pass_rps"), lastPassRps},
            {QStringLiteral("first_fail_rps"), firstFailRps},
            {QStringLiteral("confirmed_rps"), confirmedRps},
            {QStringLiteral("confirm_runs"), confirmRuns},
            {QStringLiteral("confirm_window_s"), confirmWindowS},
            {QStringLiteral("planned_rps"), plannedRps},
            {QStringLiteral("planned_quantile"), plannedQuantile},
            {QStringLiteral("method"), method},
            {QStringLiteral("unsafe"), unsafe},
            {QStringLiteral("model_confirmed"), modelConfirmed},
            {QStringLiteral("model_confirm_rps"), modelConfirmRps},
            {QStringLiteral("fit_problem"), fitProblem},
            {QStringLiteral("fit_dispersion"), fitDispersion},
            {QStringLiteral("fit_steps"), fittedSteps},
            {QStringLiteral("median_step_requests"), medianStepRequests}};
}

BoundaryEstimate BoundaryEstimate::fromJson(const QJsonObject &j)
{
    BoundaryEstimate e;
    e.found = j.value(QLatin1String("found")).toBool();
    e.bracketed = j.value(QLatin1String("bracketed")).toBool();
    e.meanRps = j.value(QLatin1String("mean_rps")).toDouble();
    e.lowerRps = j.value(QLatin1String("lower_rps")).toDouble();
    e.upperRps = j.value(QLatin1String("upper_rps")).toDouble();
    e.stddevRps = j.value(QLatin1String("stddev_rps")).toDouble();
    e.pairs = j.value(QLatin1String("pairs")).toInt();
    e.confidence = j.value(QLatin1String("confidence")).toDouble(0.95);
    e.lastPassRps = j.value(QLatin1String("last_pass_rps")).toDouble();
    e.firstFailRps = j.value(QLatin1String("first_fail_rps")).toDouble();
    e.confirmedRps = j.value(QLatin1String("confirmed_rps")).toDouble();
    e.confirmRuns = j.value(QLatin1String("confirm_runs")).toInt();
    e.confirmWindowS = j.value(QLatin1String("confirm_window_s")).toDouble();
    e.plannedRps = j.value(QLatin1String("planned_rps")).toDouble(e.lowerRps);
    e.plannedQuantile = j.value(QLatin1String("planned_quantile")).toDouble((1 - e.confidence) / 2);
    e.method = j.value(QLatin1String("method")).toString(QString::fromLatin1(kEdgePairs));
    e.fitProblem = j.value(QLatin1String("fit_problem")).toString();
    e.fitDispersion = j.value(QLatin1String("fit_dispersion")).toDouble();
    e.fittedSteps = j.value(QLatin1String("fit_steps")).toInt();
    e.medianStepRequests = j.value(QLatin1String("median_step_requests")).toDouble();
    e.modelConfirmed = j.value(QLatin1String("model_confirmed")).toBool();
    e.modelConfirmRps = j.value(QLatin1String("model_confirm_rps")).toDouble();
    if (j.contains(QLatin1String("twin")))
        e.twin = SweepTwin::fromJson(j.value(QLatin1String("twin")).toObject());
    if (j.contains(QLatin1String("empirical"))) {
        const QJsonObject m = j.value(QLatin1String("empirical")).toObject();
        e.empiricalMethod = m.value(QLatin1String("method")).toString();
        e.empiricalMeanRps = m.value(QLatin1String("mean_rps")).toDouble();
        e.empiricalLowerRps = m.value(QLatin1String("lower_rps")).toDouble();
        e.empiricalUpperRps = m.value(QLatin1String("upper_rps")).toDouble();
        e.empiricalPlannedRps = m.value(QLatin1String("planned_rps")).toDouble();
    }
    // Stored before the flag existed: a confirmation that ran and held nothing was unsafe too.
    e.unsafe = j.contains(QLatin1String("unsafe"))
                   ? j.value(QLatin1String("unsafe")).toBool()
                   : e.found && e.bracketed && e.confirmRuns > 0 && !(e.confirmedRps > 0);
    return e;
}

} // namespace llmcap
