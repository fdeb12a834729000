#pragma once

#include "plan/PlanInput.h"
#include "plan/SustainableLoad.h"
#include "sim/SimPreset.h"
#include "sizing/SizingRequest.h"
#include "slo/Slo.h"
#include "util/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace llmcap {

// The token shape of one envelope's requests: a mix of classes weighted by their peak load.
struct EnvelopeShape
{
    struct Part
    {
        double weight = 1;
        Percentiles inputTokens;
        Percentiles outputTokens;
    };
    QString envelopeId;
    QList<Part> parts;
};

// The simulator's preliminary answer to the second capacity question, when no sweep exists yet:
// the highest Poisson arrival rate at which the built-in continuous-batching simulator, sized
// like the deployment's replica, keeps every SLO objective at its attainment. Runs in virtual
// time (seconds of CPU for minutes of traffic). A simulator is not a measurement: the result is
// given a wide range (x 0.5 to x 1.5) and makes the plan preliminary.
class SimulatorEstimator
{
    Q_DECLARE_TR_FUNCTIONS(SimulatorEstimator)

public:
    struct Options
    {
        int requestsPerStep = 800; // p95 needs 200 and p99 1,000 samples: 800 measured + warm-up
        double warmupShare = 0.1;
        int bisections = 6;
        quint64 seed = 7;
    };

    struct Step
    {
        double rateRps = 0;
        bool meetsSlo = false;
        QString limitedBy; // the first objective it missed
    };

    struct Estimate
    {
        SustainableLoad load;
        QString presetId;
        QList<Step> steps;
        QStringList assumptions;
    };

    // The simulated replica for a deployment: the built-in preset with the same model, GPU and
    // tensor parallelism, or the deployment's replica on a built-in preset's scheduler limits
    // and step-time coefficients.
    static Result<SimPreset> presetFor(const Deployment &deployment);
    static EnvelopeShape shapeOf(const PlanInput &input, const QString &envelopeId);
    static Result<Estimate> estimate(const SimPreset &preset, const EnvelopeShape &shape,
                                     const Slo &slo, const Options &options);
    static Result<Estimate> estimate(const SimPreset &preset, const EnvelopeShape &shape,
                                     const Slo &slo)
    {
        return estimate(preset, shape, slo, Options{});
    }

    // The input with a simulator estimate for every envelope that has no sustainable load of
    // its own (all of them when the product-wide one is missing). notes collect what was done.
    static Result<PlanInput> withEstimates(const PlanInput &input, QStringList *notes,
                                           const Options &options);
    static Result<PlanInput> withEstimates(const PlanInput &input, QStringList *notes = nullptr)
    {
        return withEstimates(input, notes, Options{});
    }
};

} // namespace llmcap
