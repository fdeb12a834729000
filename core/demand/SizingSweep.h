#pragma once

#include "slo/Slo.h"
#include "util/Result.h"
#include "workload/TokenDistribution.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QStringList>

namespace llmcap {

class SizingRequest;
struct Percentiles;

// What a sweep of one capacity envelope sends and judges, derived from a sizing request: the
// envelope's workload classes as a bench Workload (lengths log-normal through the answered p50
// and p95, clamped a little above p99; class weights from their projected peak load, so the
// sweep offers the production mix) and section 4 as the Slo. The CLI's demo and the GUI's sweep
// set-up build their sweeps from it.
struct SizingSweep
{
    Q_DECLARE_TR_FUNCTIONS(SizingSweep)

public:
    // Length defaults when a class leaves its percentiles open (listed as assumptions).
    static constexpr double kDefaultInputP50 = 1000;
    static constexpr double kDefaultInputP95 = 4000;
    static constexpr double kDefaultOutputP50 = 256;
    static constexpr double kDefaultOutputP95 = 700;
    // Samples are clamped at p99 x this (the lognormal through p50 and p95 has a tail of its
    // own; the cap keeps a rare draw from exceeding what the product ever sends by much).
    static constexpr double kTailCap = 1.2;

    QString envelopeId;
    Workload workload;
    Slo slo;
    QStringList assumptions; // what the request left open and was filled in

    // The envelope's sweep (the first envelope when envelopeId is empty). baseDir resolves a
    // relative trace path (the sizing file's folder); contextTokens > 0 is the context the
    // replica serves (a deployment's max_model_len), which prompt plus output must fit. Fails
    // when the request has no workload class or no SLO objective (a sweep needs a boundary to
    // find).
    static Result<SizingSweep> from(const SizingRequest &request, const QString &baseDir,
                                    qint64 contextTokens, const QString &envelopeId = {});

    // p50 / p95 / p99 as a token distribution; fallbacks fill missing p50 and p95, p99 defaults
    // to p95 x 1.5. maxTokens > 0 caps the clamp (the context the replica serves).
    static TokenDistribution lengths(const Percentiles &p, double fallbackP50, double fallbackP95,
                                     int maxTokens = 0);
};

} // namespace llmcap
