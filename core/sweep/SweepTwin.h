#pragma once

#include "twin/KvCache.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <vector>

namespace llmcap {

// A sweep's calibrated twin as its result keeps it (issue 34): the service model a client
// fitted to the sweep's own requests, its check against every measured step, and the long-run
// boundary it predicts. Rates are on the sweep's clock, as the rest of the result (a sweep of
// the built-in server at speed S: SweepSummary converts to the replica's time).
//
// The twin's figures are modeled, never measured. A twin that failed its check, or found no
// boundary, is kept for the record but not used: the sweep's empirical estimate stands.
struct SweepTwin
{
    Q_DECLARE_TR_FUNCTIONS(SweepTwin)

public:
    struct StepCheck
    {
        int step = 0;          // the sweep's step index, from 0
        double offeredRps = 0; // arrivals in its window per second (what it really offered)
        qint64 requests = 0;
        bool pass = true;
        QStringList outside; // "TTFT attainment 89.7 (band 99.3-100)", the figures outside
        // A step outside its band past the twin's boundary does not count against it
        // (TwinCheck): far above it, or an objective the step and every replay fail
        // (agreedFail).
        bool counted = true;
        bool agreedFail = false;
    };

    bool fitted = false; // a model was fitted (else problem says why)
    QString problem;     // why the twin is not used; empty when it is
    // The model, in the sweep's clock.
    double stepMs = 0, perSequenceMs = 0, perContextTokenUs = 0, perPrefillTokenMs = 0;
    int concurrencyLimit = 0;
    bool concurrencyLimitObserved = false;
    bool concurrencyLimitConfigured = false; // max_num_seqs from the serving configuration
    // Where the concurrency limit of the twin's line comes from: "observed", "the server's
    // configuration", or a lower bound (and what the draws make of it).
    static QString limitSource(bool observed, bool configured);
    int prefillChunkTokens = 0; // the step's token budget; 0: no chunking seen
    // Every decode token first, then each prompt's chunk capped at prefillCapTokens (vLLM V1);
    // else decode tokens and prompt chunks share the budget.
    bool decodeFirst = false;
    int prefillCapTokens = 0;
    KvCache kv; // the replica's KV cache the twin ran with; unknown: it never binds
    // Pauses of whole steps (StallFit): the share of steps that pause, a Pareto of the
    // pauses (smallest, shape, cap) and the pauses seen; probability 0: none were seen.
    double stallProbability = 0, stallMinMs = 0, stallShape = 0, stallMaxMs = 0;
    qint64 stallsSeen = 0;
    int modelDraws = 0;
    qint64 requests = 0; // requests the model was fitted on
    int steps = 0;       // steps they came from
    // The long-run boundary: median over draws, 95 % interval, the 5 % quantile plans use,
    // and every draw's boundary (for a plan's breach probability).
    bool boundaryFound = false;
    double boundaryRps = 0, lowerRps = 0, upperRps = 0, plannedRps = 0;
    std::vector<double> boundariesRps;
    qint64 simulatedRuns = 0;
    double cpuSeconds = 0;
    // One finite run's spread (sd of log rate over seeds) taken out of the draws' (0: none),
    // and the twin's rate error pooled over the steps near its boundary, with its standard
    // error, reported beside the interval, not in it (TwinCheck; no steps: not measured).
    double runNoiseRel = 0;
    double modelErrorRel = 0, modelErrorSeRel = 0;
    int modelErrorSteps = 0;
    // The check: every measured step against the twin's predictive band.
    bool checkPassed = false;
    QString checkSummary;
    QList<StepCheck> checks;
    // The twin's boundary error at the measured step nearest its boundary: how much faster the
    // twin's rate must be to reach the measured attainment, minus 1 (> 0: optimistic); NaN
    // when that step met every objective fully.
    double boundaryErrorRel = std::numeric_limits<double>::quiet_NaN();
    int nearestStep = -1;

    // The twin gives the sweep's boundary: it was fitted, found a boundary, passed its check,
    // and nothing else ruled it out (problem: a boundary beyond every measured step, a sweep
    // that never bracketed its boundary).
    bool used() const { return fitted && boundaryFound && checkPassed && problem.isEmpty(); }
    // The highest rate a checked step offered; 0 without checks.
    double highestOfferedRps() const;
    // Fitted and checked, but its boundary lies beyond kMaxExtrapolation times every step
    // measured: a step near that boundary would check it (BoundarySearch::probeAt).
    bool extrapolated() const
    {
        return fitted && boundaryFound && checkPassed &&
               boundaryRps > kMaxExtrapolation * highestOfferedRps();
    }
    // A twin's boundary more than this factor above every measured step is an extrapolation.
    static constexpr double kMaxExtrapolation = 1.25;
    // It fitted step pauses from at least kPausesSeen (a deterministic engine shows a handful
    // where the fit's prefill accounting misses: few-slot-cpu chat gamma fitted 10 in one sweep
    // of ten): such a twin learns its rare long pauses only with endpoint time.
    bool pauses() const { return stallProbability > 0 && stallsSeen >= kPausesSeen; }
    static constexpr qint64 kPausesSeen = 30;
    int failedSteps() const;     // every step outside the band
    int countedFailures() const; // those that count against the twin
    // "  the interval is the fit's: ...; the twin's error against N steps ...: e % +/- se %"
    static QString modelErrorText(double runNoiseRel, double errorRel, double seRel, int steps);
    // "twin: step 3.43 ms + 0.167 ms per sequence ...; check passed on 15 of 15 steps; error
    // at the boundary -1.2 % (step 9)" or why it is not used, a few lines.
    QStringList lines(double rateScale = 1, const QString &unit = QStringLiteral("req/s")) const;
    // "-1.2 % at step 9", "not measurable (step 9 met every objective)", "none".
    QString errorText() const;
    // How the twin schedules prefill: "decode tokens first, then at most 511 prompt tokens per
    // request per step (step budget 2044 tokens)", "whole prompts in one step", ...
    static QString prefillText(bool decodeFirst, int capTokens, int budgetTokens);
    // "1.02 % of steps pause, at least 39 ms (Pareto shape 1.22, at most 4,000 ms), from 977
    // pauses seen", or that none were seen.
    static QString stallText(double probability, double minMs, double shape, double maxMs,
                             qint64 seen);
    SweepTwin scaledRates(double factor) const; // every rate times factor (a clock change)

    QJsonObject toJson() const;
    static SweepTwin fromJson(const QJsonObject &json);
};

} // namespace llmcap
