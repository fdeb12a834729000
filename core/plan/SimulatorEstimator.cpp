#include "plan/SimulatorEstimator.h"

#include "demand/EnvelopeGrouping.h"
#include "demand/PeakLoadProjector.h"
#include "sim/SimPresetCatalog.h"
#include "sim/SimulationRunner.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <random>

namespace llmcap {

namespace {

constexpr double kZ95 = 1.6448536;
constexpr double kRangeSpread = 0.5;

QString num(double v)
{
    return QLocale().toString(v, 'g', 4);
}

// A log-normal length distribution through p50 and p95 (p99 caps the samples).
struct LengthModel
{
    double mu = 0;
    double sigma = 0;
    int max = 1;

    static LengthModel from(const Percentiles &p, double fallbackP50, double fallbackP95)
    {
        const double p50 = std::max(1.0, p.p50.value_or(fallbackP50));
        const double p95 = std::max(p50, p.p95.value_or(std::max(p50, fallbackP95)));
        const double p99 = std::max(p95, p.p99.value_or(p95 * 1.5));
        return {std::log(p50), std::log(p95 / p50) / kZ95, int(std::ceil(p99 * 1.2))};
    }
    int sample(std::mt19937_64 &rng) const
    {
        std::normal_distribution<double> normal(mu, std::max(1e-9, sigma));
        return std::clamp(int(std::lround(std::exp(normal(rng)))), 1, max);
    }
};

struct Outcome
{
    bool ok = true;
    QString limitedBy;
};

Outcome judge(const SimulationResult &result, size_t first, const Slo &slo)
{
    const size_t n = result.requests.size() - first;
    if (n == 0)
        return {};
    size_t failed = 0;
    std::vector<double> ttft, tpot, e2e, queue;
    for (size_t i = first; i < result.requests.size(); ++i) {
        const SimRequestTiming &t = result.requests[i];
        if (!result.errors[i].isEmpty() || !t.finished()) {
            ++failed;
            // Not good under any objective: count it above every threshold.
            ttft.push_back(INFINITY);
            tpot.push_back(INFINITY);
            e2e.push_back(INFINITY);
            queue.push_back(INFINITY);
            continue;
        }
        ttft.push_back(t.ttftSec() * 1000);
        tpot.push_back(t.tpotSec() * 1000);
        e2e.push_back(t.e2eSec() * 1000);
        queue.push_back(t.queueSec() * 1000);
    }
    if (100.0 * double(failed) / double(n) > slo.maxErrorRatePct)
        return {false, SimulatorEstimator::tr("errors and timeouts")};
    for (const LatencyObjective &o : slo.objectives) {
        const std::vector<double> *values = nullptr;
        switch (o.metric) {
        case SloMetric::Ttft:
            values = &ttft;
            break;
        case SloMetric::Itl: // per-request timings only: ITL is judged by TPOT
        case SloMetric::Tpot:
            values = &tpot;
            break;
        case SloMetric::E2e:
            values = &e2e;
            break;
        case SloMetric::QueueTime:
            values = &queue;
            break;
        }
        const auto good = std::count_if(values->begin(), values->end(),
                                        [&o](double v) { return v <= o.thresholdMs; });
        if (100.0 * double(good) / double(n) < o.attainmentPct)
            return {false, Slo::label(o.metric)};
    }
    return {};
}

} // namespace

Result<SimPreset> SimulatorEstimator::presetFor(const Deployment &d)
{
    using R = Result<SimPreset>;
    auto in = d.footprintInput();
    if (!in)
        return R::failure(tr("the simulator needs the replica configuration: %1").arg(in.error()));
    const SimPresetCatalog &catalog = SimPresetCatalog::builtin();
    for (const SimPreset &p : catalog.presets())
        if (p.hardware.model.id == in->model.id && p.hardware.gpu.id == in->gpu.id &&
            p.hardware.tensorParallel == in->tensorParallel && p.hardware.weights == in->weights)
            return p;
    // The deployment's replica on a realistic preset's scheduler and step-time coefficients.
    const QString base = catalog.find(QStringLiteral("llama-3.1-8b-h100"))
                             ? QStringLiteral("llama-3.1-8b-h100")
                             : catalog.ids().value(0);
    QJsonObject o{
        {QStringLiteral("base"), base},
        {QStringLiteral("id"), QStringLiteral("plan-estimate")},
        {QStringLiteral("name"),
         tr("%1 on %2 x %3").arg(in->model.name).arg(in->tensorParallel).arg(in->gpu.name)},
        {QStringLiteral("gpu"), in->gpu.id},
        {QStringLiteral("tensor_parallel"), in->tensorParallel},
        {QStringLiteral("weights"), Precision::name(in->weights)},
        {QStringLiteral("kv_cache_dtype"), Precision::name(in->kvDtype)},
        {QStringLiteral("gpu_memory_utilization"), in->gpuMemoryUtilization},
        {QStringLiteral("max_model_len"),
         in->maxModelLen > 0 ? in->maxModelLen : in->model.maxContextTokens}};
    if (d.customModel)
        o.insert(QStringLiteral("model"), d.customModel->toJson());
    else
        o.insert(QStringLiteral("model"), in->model.id);
    return catalog.fromJson(o, tr("the plan's replica"));
}

EnvelopeShape SimulatorEstimator::shapeOf(const PlanInput &input, const QString &envelopeId)
{
    EnvelopeShape shape;
    shape.envelopeId = envelopeId;
    for (const Envelope &e : EnvelopeGrouping::group(input.request)) {
        if (e.id != envelopeId)
            continue;
        for (int index : e.classes) {
            EnvelopeShape::Part part;
            part.weight = std::max(
                1e-9, PeakLoadProjector::project(input.request, index, input.baseDir).peakRps);
            part.inputTokens = input.request.percentiles(index, QStringLiteral("input_tokens"));
            part.outputTokens = input.request.percentiles(index, QStringLiteral("output_tokens"));
            shape.parts.append(part);
        }
    }
    return shape;
}

Result<SimulatorEstimator::Estimate> SimulatorEstimator::estimate(const SimPreset &preset,
                                                                  const EnvelopeShape &shape,
                                                                  const Slo &slo,
                                                                  const Options &options)
{
    using R = Result<Estimate>;
    if (slo.objectives.isEmpty())
        return R::failure(tr("the simulator needs at least one SLO objective to find the "
                             "sustainable load"));
    Estimate estimate;
    estimate.presetId = preset.id;
    QList<EnvelopeShape::Part> parts = shape.parts;
    if (parts.isEmpty())
        parts.append(EnvelopeShape::Part{});
    std::vector<LengthModel> inputs;
    std::vector<LengthModel> outputs;
    std::vector<double> weights;
    const double outMean = std::max(1.0, preset.outputTokens.mean());
    for (const EnvelopeShape::Part &p : parts) {
        if (!p.inputTokens.p50)
            estimate.assumptions << tr("prompt lengths assumed: p50 1,000, p95 4,000 tokens");
        if (!p.outputTokens.p50)
            estimate.assumptions
                << tr("output lengths assumed: the preset's (mean %1 tokens)").arg(num(outMean));
        inputs.push_back(LengthModel::from(p.inputTokens, 1000, 4000));
        outputs.push_back(LengthModel::from(p.outputTokens, outMean, outMean * 2.5));
        weights.push_back(p.weight);
    }
    estimate.assumptions.removeDuplicates();
    const int maxLen = std::max(2, preset.engine.maxModelLen);

    auto run = [&](double rate) -> Step {
        std::mt19937_64 rng(options.seed);
        std::exponential_distribution<double> gap(rate);
        std::discrete_distribution<int> pick(weights.begin(), weights.end());
        std::vector<SimArrival> arrivals(size_t(options.requestsPerStep));
        double t = 0;
        for (SimArrival &a : arrivals) {
            t += gap(rng);
            const int part = pick(rng);
            a.arrivalSec = t;
            a.outputTokens = std::min(outputs[size_t(part)].sample(rng), maxLen / 2);
            a.promptTokens = std::min(inputs[size_t(part)].sample(rng), maxLen - a.outputTokens);
        }
        SimulationRunner runner(preset);
        // Requests still running well after the last arrival count as timed out.
        runner.setHorizonSec(t + 300);
        const SimulationResult result = runner.run(arrivals);
        const Outcome o = judge(result, size_t(options.warmupShare * options.requestsPerStep), slo);
        return {rate, o.ok, o.limitedBy};
    };

    double good = 0;
    double bad = 0;
    QString badReason; // what the lowest failing rate missed
    double rate = 0.5;
    for (int i = 0; i < 14; ++i) {
        const Step s = run(rate);
        estimate.steps.append(s);
        if (s.meetsSlo) {
            good = rate;
            if (bad > 0)
                break;
            rate *= 2;
        } else {
            bad = rate;
            badReason = s.limitedBy;
            if (good > 0)
                break;
            rate /= 2;
            if (rate < 0.01)
                break;
        }
    }
    if (good <= 0)
        return R::failure(tr("the simulated replica misses the SLO even at %1 requests/s (%2)")
                              .arg(num(bad), badReason));
    for (int i = 0; bad > 0 && i < options.bisections; ++i) {
        const double mid = (good + bad) / 2;
        const Step s = run(mid);
        estimate.steps.append(s);
        (s.meetsSlo ? good : bad) = mid;
        if (!s.meetsSlo)
            badReason = s.limitedBy;
    }
    QString notes = tr("Simulator estimate on preset %1 (%2 requests per step, Poisson arrivals, "
                       "virtual time)")
                        .arg(preset.id)
                        .arg(options.requestsPerStep);
    if (bad > 0)
        notes += tr("; at %1 requests/s it missed %2").arg(num(bad), badReason);
    estimate.load = SustainableLoad::simulatorEstimate(good, kRangeSpread, notes);
    return estimate;
}

Result<PlanInput> SimulatorEstimator::withEstimates(const PlanInput &input, QStringList *notes,
                                                    const Options &options)
{
    auto preset = presetFor(input.deployment);
    if (!preset)
        return Result<PlanInput>::failure(preset.error());
    PlanInput out = input;
    Slo slo = input.request.slo();
    if (slo.objectives.isEmpty()) {
        // Without targets there is no boundary to find: assume a typical interactive SLO.
        slo.objectives = {{SloMetric::Ttft, 2000, 95}, {SloMetric::Tpot, 100, 90}};
        if (notes)
            *notes << tr("No SLO given: the simulator assumed TTFT <= 2,000 ms for 95 % and TPOT "
                         "<= 100 ms for 90 % of requests.");
    }
    const QList<Envelope> envelopes = EnvelopeGrouping::group(input.request);
    for (const Envelope &e : envelopes) {
        bool specific = false;
        const SustainableLoad current = input.deployment.sustainableFor(e.id, &specific);
        if (specific || (current.isSet() && current.source != SustainableLoad::Source::Simulator))
            continue;
        auto est = estimate(*preset, shapeOf(input, e.id), slo, options);
        if (!est)
            return Result<PlanInput>::failure(tr("envelope \"%1\": %2").arg(e.id, est.error()));
        // One envelope: the estimate is the product's sustainable load.
        if (envelopes.size() == 1)
            out.deployment.sustainable = est->load;
        else
            out.deployment.sustainablePerEnvelope.insert(e.id, est->load);
        if (notes) {
            *notes << tr("Envelope %1: the simulator sustains %2 requests/s per replica "
                         "(preliminary range %3-%4).")
                          .arg(e.id, num(est->load.rateRps), num(est->load.lowerRps),
                               num(est->load.upperRps));
            *notes << est->assumptions;
        }
    }
    return out;
}

} // namespace llmcap
