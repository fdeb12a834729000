#include "sweep/StepJudge.h"

#include <QLocale>

#include <algorithm>

#include <limits>

namespace llmcap {

namespace {

// Whether the step's error and timeout rate lies above the SLO's limit with this confidence
// (one-sided binomial test against the limit). A limit of 0 allows no error at all.
bool errorRateFails(const StepSignals &s, double confidence)
{
    if (s.requestsFailed <= 0 || s.maxErrorRatePct >= 100)
        return false;
    if (s.maxErrorRatePct <= 0)
        return true;
    return EarlyStopping::decide(s.requestsDue, s.requestsFailed, 1.0 - s.maxErrorRatePct / 100.0,
                                 confidence) == EarlyStopping::Decision::Fail;
}

// The binomial decision on an objective's counts divided by the dispersion of its misses: n
// clustered requests carry the evidence of about n / d independent ones.
EarlyStopping::Decision decideScaled(const ObjectiveTally &o, double dispersion, double confidence)
{
    const double d = std::max(1.0, dispersion);
    auto scaled = [d](qint64 count) { return qint64(std::llround(double(count) / d)); };
    return EarlyStopping::decide(scaled(o.judged), scaled(o.misses), o.targetPct / 100.0,
                                 confidence);
}

} // namespace

StepJudgement StepJudge::judge(const StepSignals &s, const Limits &limits)
{
    StepJudgement j;
    const QLocale loc;
    if (s.clientLimited) {
        j.verdict = StepVerdict::Invalid;
        j.sloMarginPct = std::numeric_limits<double>::quiet_NaN();
        j.reasons << tr("client-limited: %1").arg(s.clientLimitedDetail);
        return j;
    }

    double margin = std::numeric_limits<double>::infinity();
    double missRatio = 0;
    // Misses over what is allowed, capped (a 100 % target allows none).
    auto ratio = [](double missPct, double allowedPct) {
        if (missPct <= 0)
            return 0.0;
        return allowedPct > 0 ? std::min(StepOutcome::kMaxMissRatio, missPct / allowedPct)
                              : StepOutcome::kMaxMissRatio;
    };
    for (const ObjectiveTally &o : s.objectives) {
        if (o.judged == 0) {
            j.reasons << (o.countsRuns ? tr("%1: no run ended to judge it")
                                       : tr("%1: no request completed to judge it"))
                             .arg(o.label);
            margin = std::min(margin, -o.targetPct);
            missRatio = StepOutcome::kMaxMissRatio;
            continue;
        }
        margin = std::min(margin, o.attainmentPct() - o.targetPct);
        missRatio = std::max(missRatio, ratio(100 - o.attainmentPct(), 100 - o.targetPct));
        if (o.attainmentPct() < o.targetPct)
            j.reasons << tr("%1: attained %2 %, target %3 %")
                             .arg(o.label, loc.toString(o.attainmentPct(), 'f', 2),
                                  loc.toString(o.targetPct, 'g', 4));
    }
    // The error rate fails the step only when it lies above the limit with confidence: one
    // error among 19 requests is 5 % but says little against a 1 % limit, and would pull a
    // clean boundary down. Below the limit it gives the margin its slack; above it without
    // confidence it is left out of the margin, which the latency objectives then set.
    const double errorPct = s.requestsDue > 0 ? 100.0 * s.requestsFailed / s.requestsDue : 0.0;
    const bool errorsFail = errorRateFails(s, limits.errorConfidence);
    if (errorsFail || errorPct <= s.maxErrorRatePct) {
        margin = std::min(margin, s.maxErrorRatePct - errorPct);
        missRatio = std::max(missRatio, ratio(errorPct, s.maxErrorRatePct));
    }
    if (errorsFail)
        j.reasons << tr("error and timeout rate %1 % above the limit of %2 %")
                         .arg(loc.toString(errorPct, 'f', 2),
                              loc.toString(s.maxErrorRatePct, 'g', 4));
    if (s.requestsDue == 0)
        j.reasons << tr("no request was due in the measurement window");

    bool otherFailure = false;
    if (s.saturation.saturated) {
        otherFailure = true;
        for (const QString &r : s.saturation.reasons)
            j.reasons << tr("over-saturated: %1").arg(r);
    }
    // Not steady after its warm-up: what the window measured depends on where it ended, so it
    // is never a pass and gives no margin to interpolate on (a saturated step says why above).
    const bool notSteady = !s.steady.steady && !s.saturation.saturated;
    if (notSteady)
        j.reasons << tr("no steady state: %1").arg(s.steady.reason);
    if (s.serverMetrics && s.completed > 0 &&
        double(s.preemptions) / double(s.completed) > limits.maxPreemptionShare) {
        otherFailure = true;
        j.reasons << tr("%1 preemptions for %2 completed requests: the KV cache is under pressure")
                         .arg(s.preemptions)
                         .arg(s.completed);
    }
    if (s.serverMetrics && s.kvPinnedShare > limits.maxKvPinnedShare) {
        otherFailure = true;
        j.reasons << tr("KV-cache usage pinned near full in %1 % of samples")
                         .arg(loc.toString(100.0 * s.kvPinnedShare, 'f', 0));
    }

    // Too few requests for a verdict: never a pass. A failure stands when it is confident (an
    // objective or the error rate fails the binomial test, or the server showed saturation or
    // KV pressure); otherwise the step failed for want of requests and its margin, measured on
    // a handful, must not steer the interpolation.
    bool tooFew = false;
    const qint64 measured = s.runPlan ? s.runsDue : std::max(s.requestsDue, s.windowRequestsDue);
    if (measured > 0 && measured < limits.minRequests) {
        bool confident = otherFailure || errorsFail;
        for (const ObjectiveTally &o : s.objectives)
            confident |= EarlyStopping::decide(o.judged, o.misses, o.targetPct / 100.0,
                                               limits.confidence) == EarlyStopping::Decision::Fail;
        if (!confident) {
            tooFew = true;
            j.reasons.prepend((s.runPlan ? tr("only %1 runs measured; a verdict needs at least %2")
                                         : tr("only %1 requests measured; a verdict needs at "
                                              "least %2"))
                                  .arg(measured)
                                  .arg(limits.minRequests));
        }
    }

    if (j.reasons.isEmpty() && limits.passConfidence > 0)
        if (const QString why = notConfirmed(s, limits.passConfidence); !why.isEmpty())
            j.reasons << why;
    j.verdict = j.reasons.isEmpty() ? StepVerdict::Pass : StepVerdict::Fail;
    // A step that fails only for saturation or KV pressure has no SLO slack to interpolate on.
    const bool sloFailure = margin < 0;
    if (tooFew) {
        j.sloMarginPct = std::numeric_limits<double>::quiet_NaN();
        j.sloMissRatio = std::numeric_limits<double>::quiet_NaN();
        return j;
    }
    j.sloMarginPct = ((otherFailure && !sloFailure) || notSteady)
                         ? std::numeric_limits<double>::quiet_NaN()
                     : std::isfinite(margin) ? margin
                                             : std::numeric_limits<double>::quiet_NaN();
    j.sloMissRatio =
        std::isfinite(j.sloMarginPct) ? missRatio : std::numeric_limits<double>::quiet_NaN();
    return j;
}

EarlyStopping::Decision StepJudge::earlyDecision(const StepSignals &s, double confidence,
                                                 double dispersion)
{
    using D = EarlyStopping::Decision;
    bool allPass = true;
    for (const ObjectiveTally &o : s.objectives) {
        const D d = decideScaled(o, dispersion, confidence);
        if (d == D::Fail)
            return D::Fail;
        allPass &= d == D::Pass;
    }
    if (s.maxErrorRatePct > 0 && s.maxErrorRatePct < 100) {
        const D d = EarlyStopping::decide(s.requestsDue, s.requestsFailed,
                                          1.0 - s.maxErrorRatePct / 100.0, confidence);
        if (d == D::Fail)
            return D::Fail;
        allPass &= d == D::Pass;
    } else if (s.maxErrorRatePct <= 0 && s.requestsFailed > 0) {
        return D::Fail;
    }
    return allPass ? D::Pass : D::Undecided;
}

QString StepJudge::notConfirmed(const StepSignals &s, double confidence)
{
    const QLocale loc;
    for (qsizetype i = 0; i < s.objectives.size(); ++i) {
        const ObjectiveTally &o = s.objectives[i];
        if (decideScaled(o, s.steady.dispersion.value(i, 1.0), confidence) !=
            EarlyStopping::Decision::Pass)
            return (o.countsRuns   ? tr("%1: attained %2 %, not above the target of %3 % with "
                                          "%4 % confidence over %5 runs")
                    : o.countsGaps ? tr("%1: attained %2 %, not above the target of %3 % with "
                                        "%4 % confidence over %5 token gaps")
                                   : tr("%1: attained %2 %, not above the target of %3 % with "
                                        "%4 % confidence over %5 requests"))
                .arg(o.label, loc.toString(o.attainmentPct(), 'f', 2),
                     loc.toString(o.targetPct, 'g', 4), loc.toString(100 * confidence, 'g', 3))
                .arg(o.judged);
    }
    return {};
}

} // namespace llmcap
