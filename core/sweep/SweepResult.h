#pragma once

#include "sweep/BoundaryEstimate.h"
#include "sweep/SweepStep.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

#include <cmath>
#include <limits>

namespace llmcap {

// Requests in flight over the steady windows of the search's steps at one rate (confirmation
// runs left out): the mean of their time-weighted means, the highest of their p95s, and the
// mean of their Little's-law figures (completed rate x mean E2E). NaN when not measured.
struct InFlightLevel
{
    Q_DECLARE_TR_FUNCTIONS(InFlightLevel)

public:
    double mean = std::numeric_limits<double>::quiet_NaN();
    double p95 = std::numeric_limits<double>::quiet_NaN();
    double little = std::numeric_limits<double>::quiet_NaN();

    static InFlightLevel at(double rateRps, const QList<SweepStep> &steps);
    bool measured() const { return std::isfinite(mean); }
    // "at the boundary 6.1 requests in flight on average, p95 9 (...)"; empty when not measured.
    QString text() const;
    void insertInto(QJsonObject &json) const; // *_at_boundary keys, the measured ones
    static InFlightLevel fromJson(const QJsonObject &json);
};

// What a finished sweep found: the SLO boundary (the sustainable load of one replica, with its
// interval), how the search ended, and, beside it, the saturation throughput (the highest
// completed rate any step reached) so goodput and raw throughput are never confused.
struct SweepResult
{
    Q_DECLARE_TR_FUNCTIONS(SweepResult)

public:
    qint64 sweepId = 0;
    BoundaryEstimate boundary;
    BoundarySearch::Ending ending = BoundarySearch::Ending::Running;
    QString endingText;
    // Run classes (issue 18): every rate of the result (boundary, saturation, goodput, offered)
    // is in runs per second, "runs/s"; else "req/s". JSON "rate_unit".
    QString rateUnit = QStringLiteral("req/s");
    bool inRuns() const { return rateUnit == QLatin1String("runs/s"); }
    // In runs/s: the calls one run sent on average over the steps (calls/s over runs/s
    // offered), to show a rate in runs/s as calls/s too; 0 otherwise. JSON "calls_per_run".
    double callsPerRun = 0;
    double saturationThroughputRps = 0; // highest completed rate of any step (settled span)
    // Whether a step was overloaded (completed clearly below what it offered): only then is
    // saturationThroughputRps the server's ceiling; else it is no more than the rates offered.
    bool saturationReached = false;
    double maxOfferedRps = 0;        // the highest rate any step offered
    double goodputAtBoundaryRps = 0; // mean goodput of the steps at the last passing rate
    double passRateVarianceRps = 0;  // variance of goodput across those repeats
    int steps = 0;
    int reopenings = 0;       // times the repeats contradicted an edge and the bracket was reopened
    QString confirmationText; // BoundarySearch::confirmationText(); empty without a confirmation
    double wallSeconds = 0;
    // The concurrency view at the boundary, for those who size by concurrency (InFlightLevel::
    // at the last passing rate); NaN for sweeps stored before.
    InFlightLevel concurrencyAtBoundary;
    // Endpoint time and steps by search phase (BoundarySearch::phaseKey), in the order the phases
    // first ran; steps stored before their phase was kept count as "earlier".
    struct PhaseTime
    {
        QString phase;
        double seconds = 0;
        int steps = 0;
    };
    QList<PhaseTime> phaseTimes;
    // "endpoint time 14.2 min by phase (steps): widening 2.5 min (3), ..."; empty without steps.
    QString phaseText() const;
    // "at the boundary 6.1 requests in flight on average, p95 9 (Little's law ... 6)"; empty
    // when not measured.
    QString concurrencyText() const { return concurrencyAtBoundary.text(); }
    // Why the interval and the planned rate may deserve less trust than they say: the sweep
    // resembles the validation report's cells that miss its targets (docs/measurements.md,
    // "Boundary validation report"): few requests per step near the boundary, or few requests
    // in flight (a server with few slots queues in rare long bursts that short steps miss).
    // Empty when it resembles none.
    QString caution() const;
    static constexpr double kFewStepRequests = 400;
    static constexpr double kFewInFlight = 8;

    static SweepResult from(qint64 sweepId, const BoundarySearch &search,
                            const QList<SweepStep> &steps);
    // A failed step that completed (successfully) under kOverloadedShare of what it offered,
    // by more than the noise of its count: the server could not keep up with it.
    static bool overloaded(const SweepStep &step);
    static constexpr double kOverloadedShare = 0.9;
    // "saturation throughput 3.6 req/s (raw completed rate, SLO ignored)", or "saturation
    // throughput not reached: no step offered more than 1 req/s".
    QString saturationText() const;
    // "4.1 req/s"; in runs/s "0.4 runs/s", withCalls "0.4 runs/s (4.4 calls/s)" (callsPerRun).
    QString rateText(double rate, bool withCalls = true) const;
    bool foundBoundary() const { return boundary.found; }
    QJsonObject toJson() const;
    static SweepResult fromJson(const QJsonObject &json);
    // "boundary 8.7 req/s (95 % CI 8.4-9.1) ..." in one or two lines.
    QString summary() const;
};

} // namespace llmcap
