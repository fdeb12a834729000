#include "twin/TwinCheck.h"

#include "sim/SimRandom.h"
#include "sim/SimulationRunner.h"
#include "twin/TwinBoundary.h"
#include "util/ParallelFor.h"
#include "util/SampleQuantile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace llmcap {

namespace {

// Replays of one step for a twin with stalls (TwinCheck::checkStep).
constexpr int kStallRuns = 200;
constexpr double kStallTail = 0.005;

struct Replay
{
    std::vector<SimArrival> arrivals;
    std::vector<QString> classNames;
    double fromSec = 0;
    SimulationResult measured; // the records as timelines, for the same judgement
};

constexpr quint64 kReplayPrefixSalt = 0x5f3759df00000000ULL;

Replay replayOf(const std::vector<RequestRecord> &records, const RunWindow &window, const Slo &slo)
{
    Replay r;
    r.fromSec = double(window.startNs) * 1e-9;
    r.measured.requests.resize(records.size());
    r.measured.errors.resize(records.size());
    // The measured token gaps as the step judged them (RequestRecord::appendItlGaps).
    const std::vector<double> thresholds = TwinBoundary::itlThresholdsSec(slo);
    const size_t k = thresholds.size();
    if (k > 0) {
        r.measured.gapThresholdsSec = thresholds;
        r.measured.gapsWithin.assign(records.size() * k, 0.0);
        r.measured.gapsTotal.assign(records.size(), 0.0);
    }
    std::vector<WeightedSample> gaps;
    for (size_t i = 0; i < records.size(); ++i) {
        const RequestRecord &rec = records[i];
        const qint64 sentNs = rec.sentNs >= 0 ? rec.sentNs : rec.scheduledNs;
        SimArrival a;
        a.arrivalSec = double(sentNs) * 1e-9;
        a.promptTokens = int(
            std::max<qint64>(1, rec.promptTokens >= 0 ? rec.promptTokens : rec.plannedInputTokens));
        a.outputTokens = int(std::max<qint64>(
            1, rec.completionTokens > 0 ? rec.completionTokens : rec.plannedOutputTokens));
        // The prompt tokens the server served from its prefix cache (usage.prompt_tokens_
        // details.cached_tokens) are a prefix the replay shares too: requests with as many cached
        // tokens share one, as a workload's shared prefix does in the twin's long runs. Without it
        // the replay prefilled every prompt whole, and the RAG example's twin (1,500 shared of
        // 6,000 tokens) read 10-80 % slow on every step and failed its check.
        if (rec.cachedTokens > 0 && a.promptTokens > 1) {
            a.prefixTokens = int(std::min<qint64>(rec.cachedTokens, a.promptTokens - 1));
            a.prefixGroup = kReplayPrefixSalt ^ quint64(a.prefixTokens);
        }
        r.arrivals.push_back(a);
        r.classNames.push_back(rec.className);
        SimRequestTiming &t = r.measured.requests[i];
        t.id = quint64(i);
        t.arrivalSec = a.arrivalSec;
        t.firstScheduledSec = a.arrivalSec; // queue time is not seen by a client
        t.promptTokens = a.promptTokens;
        t.outputTokens = int(rec.outputTokens());
        if (rec.firstTokenNs >= 0)
            t.firstTokenSec = double(rec.firstTokenNs) * 1e-9;
        if (rec.succeeded() && rec.lastTokenNs >= 0)
            t.finishSec = double(rec.lastTokenNs) * 1e-9;
        if (!rec.succeeded())
            r.measured.errors[i] = QStringLiteral("failed");
        if (k > 0) {
            gaps.clear();
            rec.appendItlGaps(gaps);
            for (const WeightedSample &g : gaps) {
                r.measured.gapsTotal[i] += g.weight;
                for (size_t j = 0; j < k; ++j)
                    if (g.value <= thresholds[j] * 1000 + 1e-9)
                        r.measured.gapsWithin[i * k + j] += g.weight;
            }
        }
    }
    return r;
}

double p99(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t rank = size_t(std::ceil(0.99 * double(v.size())));
    return v[std::min(v.size() - 1, rank > 0 ? rank - 1 : 0)];
}

// The figures of one run, in a fixed order: attainment per objective, p99 of TTFT, TPOT and
// E2E (ms) over the judged requests, and the peak count in flight.
std::vector<double> figuresOf(const Replay &replay, const SimulationResult &result, const Slo &slo,
                              std::vector<QString> *names, qint64 *judged,
                              std::vector<double> *targets = nullptr)
{
    const TwinAttainment a =
        TwinBoundary::judge(replay.arrivals, replay.classNames, result, slo, replay.fromSec);
    std::vector<double> out;
    for (const TwinAttainment::Objective &o : a.objectives) {
        out.push_back(o.attainmentPct);
        if (names)
            names->push_back(TwinCheck::tr("%1 attainment %").arg(Slo::label(o.objective.metric)));
        if (targets)
            targets->push_back(o.objective.attainmentPct);
    }
    std::vector<double> ttft, tpot, e2e;
    std::vector<std::pair<double, int>> flight;
    for (size_t i = 0; i < replay.arrivals.size(); ++i) {
        const SimRequestTiming &t = result.requests[i];
        const double arrival = replay.arrivals[i].arrivalSec;
        flight.emplace_back(arrival, 1);
        flight.emplace_back(t.finished() ? t.finishSec : std::numeric_limits<double>::max(), -1);
        if (arrival < replay.fromSec || !t.finished() || !result.errors[i].isEmpty())
            continue;
        ttft.push_back(t.ttftSec() * 1000);
        e2e.push_back(t.e2eSec() * 1000);
        if (t.outputTokens > 1)
            tpot.push_back(t.tpotSec() * 1000);
    }
    out.push_back(p99(ttft));
    out.push_back(p99(tpot));
    out.push_back(p99(e2e));
    std::sort(flight.begin(), flight.end());
    int n = 0, peak = 0;
    for (const auto &[time, d] : flight) {
        n += d;
        peak = std::max(peak, n);
    }
    out.push_back(peak);
    if (names)
        for (const char *label : {"TTFT p99 ms", "TPOT p99 ms", "E2E p99 ms", "peak in flight"})
            names->push_back(QLatin1String(label));
    if (judged)
        *judged = a.requests;
    return out;
}

SimulationResult runTwin(const ServiceModel &m, const std::vector<SimArrival> &arrivals,
                         const Slo &slo)
{
    return TwinBoundary::runnerFor(m.engineConfig(), StepTimeModel(m.stepTimeParams()), slo)
        .run(arrivals);
}

} // namespace

TwinCheck::TwinCheck(Options options)
    : m_options(std::move(options))
{}

void TwinCheck::addStep(const std::vector<RequestRecord> &records, const RunWindow &window)
{
    m_steps.push_back({records, window});
}

TwinStepCheck TwinCheck::checkStep(int index, const ServiceModel &central,
                                   const std::vector<ServiceModel> &draws) const
{
    const Step &step = m_steps[size_t(index)];
    const Replay replay = replayOf(step.records, step.window, m_options.slo);
    TwinStepCheck c;
    c.step = index;
    std::vector<QString> names;
    std::vector<double> targets;
    const std::vector<double> measured =
        figuresOf(replay, replay.measured, m_options.slo, &names, &c.requests, &targets);
    c.offeredRps = step.window.seconds() > 0 ? double(c.requests) / step.window.seconds() : 0;

    std::vector<std::vector<double>> predicted(measured.size());
    const int used = draws.empty() ? 0 : std::min(int(draws.size()), m_options.draws);
    // A twin that stalls is random beyond its parameters: a step's attainment hangs on whether
    // a long pause fell in it. Its band's tails need many realizations, each draw's stalls at
    // other steps.
    const int runs = central.stalls.enabled() ? std::max(kStallRuns, used) : std::max(1, used);
    // Its band then holds 99 % of them: a sweep of 25 steps meets a pause its twin gives 2.5 %
    // in one of them more often than not, and the check must not take chance for a wrong twin.
    const double tail = central.stalls.enabled() ? kStallTail : 0.025;
    for (int d = 0; d < runs; ++d) {
        ServiceModel m = used > 0 ? draws[size_t(d % used)] : central;
        if (d >= std::max(1, used))
            m.stalls.seed = simrandom::combine(m.stalls.seed, quint64(d));
        const std::vector<double> f = figuresOf(replay, runTwin(m, replay.arrivals, m_options.slo),
                                                m_options.slo, nullptr, nullptr);
        for (size_t k = 0; k < f.size(); ++k)
            predicted[k].push_back(f[k]);
    }
    const size_t objectives = measured.size() - 4;
    const double tol = std::max(m_options.toleranceRel, 2 * central.stepResidualRel);
    double meanPrompt = 0;
    for (const SimArrival &a : replay.arrivals)
        meanPrompt += a.promptTokens;
    meanPrompt /= std::max<size_t>(1, replay.arrivals.size());
    const double floorMs = 2000 * central.decodeStepSec(1, meanPrompt);
    const double n = std::max<double>(1, double(c.requests));
    for (size_t k = 0; k < measured.size(); ++k) {
        TwinFigure f;
        f.name = names[k];
        f.measured = measured[k];
        f.predicted = sampleQuantile(predicted[k], 0.5);
        f.low = sampleQuantile(predicted[k], tail);
        f.high = sampleQuantile(predicted[k], 1 - tail);
        if (k < objectives) {
            // The binomial spread of n requests, at least that of one miss in n.
            const double p = std::clamp(f.predicted / 100, 1 / n, 1 - 1 / n);
            const double half = 100 * 1.96 * std::sqrt(p * (1 - p) / n);
            f.low = std::max(0.0, f.low - half);
            f.high = std::min(100.0, f.high + half);
            c.bothFail = c.bothFail || (f.measured < targets[k] && f.high < targets[k]);
        } else if (k + 1 < measured.size()) {
            // TPOT averages over a request's tokens: a tenth of the floor of TTFT and E2E.
            const double floor = k == objectives + 1 ? floorMs / 10 : floorMs;
            f.low = std::max(0.0, f.low * (1 - tol) - floor);
            f.high = f.high * (1 + tol) + floor;
        } else {
            f.low = std::floor(f.low * (1 - tol)) - 1;
            f.high = std::ceil(f.high * (1 + tol)) + 1;
        }
        c.pass = c.pass && f.inside();
        c.figures.push_back(f);
    }
    return c;
}

namespace {

// The rate factor minus 1 at which the central twin, replaying the step's arrivals compressed by
// it, falls to the measured worst attainment margin plus offsetPct (NaN: nothing to match, or a
// factor outside 0.25-4).
double rateError(const Replay &replay, const TwinAttainment &measured, const ServiceModel &central,
                 const Slo &slo, double offsetPct)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    double ceiling = 100;
    for (const TwinAttainment::Objective &o : measured.objectives)
        ceiling = std::min(ceiling, 100 - o.objective.attainmentPct);
    if (measured.objectives.empty() || measured.worstMarginPct >= ceiling)
        return nan; // every request met every objective: nothing to match
    auto margin = [&](double factor) {
        Replay r = replay;
        for (SimArrival &a : r.arrivals)
            a.arrivalSec /= factor;
        r.fromSec /= factor;
        return TwinBoundary::judge(r.arrivals, r.classNames, runTwin(central, r.arrivals, slo), slo,
                                   r.fromSec)
            .worstMarginPct;
    };
    const double target = measured.worstMarginPct + offsetPct;
    double lo = 0.25, hi = 4.0;
    if (margin(lo) < target || margin(hi) >= target)
        return nan;
    while (hi / lo > 1.005) {
        const double mid = std::sqrt(lo * hi);
        (margin(mid) >= target ? lo : hi) = mid;
    }
    return std::sqrt(lo * hi) - 1;
}

} // namespace

double TwinCheck::boundaryError(const Step &step, const ServiceModel &central) const
{
    const Replay replay = replayOf(step.records, step.window, m_options.slo);
    const TwinAttainment measured = TwinBoundary::judge(
        replay.arrivals, replay.classNames, replay.measured, m_options.slo, replay.fromSec);
    return rateError(replay, measured, central, m_options.slo, 0);
}

std::pair<double, double> TwinCheck::errorWithSe(const Step &step,
                                                 const ServiceModel &central) const
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const Replay replay = replayOf(step.records, step.window, m_options.slo);
    const TwinAttainment measured = TwinBoundary::judge(
        replay.arrivals, replay.classNames, replay.measured, m_options.slo, replay.fromSec);
    const TwinAttainment::Objective *worst = nullptr;
    for (const TwinAttainment::Objective &o : measured.objectives)
        if (!worst || o.attainmentPct - o.objective.attainmentPct <
                          worst->attainmentPct - worst->objective.attainmentPct)
            worst = &o;
    if (!worst || measured.requests < 1)
        return {nan, nan};
    // Requests, not token gaps: a request's gaps are not independent.
    const double n = double(measured.requests);
    const double p = std::clamp(worst->attainmentPct / 100, 1 / n, 1 - 1 / n);
    const double sdPct = 100 * std::sqrt(p * (1 - p) / n);
    auto error = [&](double offsetPct) {
        return rateError(replay, measured, central, m_options.slo, offsetPct);
    };
    const double e = error(0), lower = error(-sdPct), upper = error(sdPct);
    if (!std::isfinite(e) || !std::isfinite(lower) || !std::isfinite(upper))
        return {nan, nan};
    // In log rate: the factor's span over two binomial SDs, halved.
    const double se = std::abs(std::log1p(lower) - std::log1p(upper)) / 2;
    return {std::log1p(e), std::max(se, 1e-4)};
}

TwinCheckResult TwinCheck::check(const ServiceModel &central,
                                 const std::vector<ServiceModel> &draws,
                                 double predictedBoundaryRps) const
{
    return judge(replaySteps(central, draws), central, predictedBoundaryRps);
}

std::vector<TwinStepCheck> TwinCheck::replaySteps(const ServiceModel &central,
                                                  const std::vector<ServiceModel> &draws) const
{
    std::vector<TwinStepCheck> out(m_steps.size());
    parallelFor(int(m_steps.size()), 0,
                [&](int i) { out[size_t(i)] = checkStep(i, central, draws); });
    return out;
}

TwinCheckResult TwinCheck::judge(std::vector<TwinStepCheck> replayed, const ServiceModel &central,
                                 double predictedBoundaryRps) const
{
    Q_ASSERT(replayed.size() == m_steps.size());
    TwinCheckResult out;
    out.pass = !m_steps.empty();
    double nearest = std::numeric_limits<double>::infinity();
    int failed = 0, uncounted = 0;
    for (int i = 0; i < int(m_steps.size()); ++i) {
        TwinStepCheck c = std::move(replayed[size_t(i)]);
        if (predictedBoundaryRps > 0) {
            c.bothFail = c.bothFail && c.offeredRps > predictedBoundaryRps;
            c.counted = c.pass || (c.offeredRps <= kFarAbove * predictedBoundaryRps && !c.bothFail);
        }
        out.pass = out.pass && (c.pass || !c.counted);
        failed += c.pass || !c.counted ? 0 : 1;
        uncounted += c.counted ? 0 : 1;
        if (c.offeredRps > 0 && predictedBoundaryRps > 0) {
            const double d = std::abs(std::log(c.offeredRps / predictedBoundaryRps));
            if (d < nearest) {
                nearest = d;
                out.nearestStep = i;
            }
        }
        out.steps.push_back(std::move(c));
    }
    out.boundaryErrorRel = out.nearestStep >= 0
                               ? boundaryError(m_steps[size_t(out.nearestStep)], central)
                               : std::numeric_limits<double>::quiet_NaN();
    // A twin that stalls replays at random: one replay's rate error at a step is mostly where
    // its pauses fell, so its error is not pooled (its interval keeps a run's spread instead).
    if (predictedBoundaryRps > 0 && !central.stalls.enabled()) {
        double weights = 0, weighted = 0;
        for (const TwinStepCheck &c : out.steps) {
            if (c.offeredRps < 0.5 * predictedBoundaryRps ||
                c.offeredRps > kFarAbove * predictedBoundaryRps)
                continue;
            const auto [e, se] = errorWithSe(m_steps[size_t(c.step)], central);
            if (!std::isfinite(e) || !std::isfinite(se))
                continue;
            weights += 1 / (se * se);
            weighted += e / (se * se);
            ++out.modelErrorSteps;
        }
        if (weights > 0) {
            out.modelErrorRel = std::expm1(weighted / weights);
            out.modelErrorSeRel = 1 / std::sqrt(weights);
        }
    }
    out.summary = !out.pass ? tr("the twin fails %1 of %2 steps").arg(failed).arg(m_steps.size())
                  : uncounted > 0 ? tr("the twin matches %1 of %2 steps; %3 past its boundary lay "
                                       "outside the band (not counted)")
                                        .arg(int(m_steps.size()) - uncounted)
                                        .arg(m_steps.size())
                                        .arg(uncounted)
                                  : tr("the twin matches all %1 steps").arg(m_steps.size());
    return out;
}

} // namespace llmcap
